"""The interpreter's source passes pyflakes: no f-string without a placeholder, no unused name.

The only findings let through are the imports made for their side effect (a module registering
its primitives or events), which the source marks `# noqa` or gathers in a package's
`__init__.py`. Skipped where pyflakes is not installed (it is no dependency of teotl)."""
from __future__ import annotations

from pathlib import Path

import pytest

pyflakes_api = pytest.importorskip("pyflakes.api")
from pyflakes import messages  # noqa: E402
from pyflakes.reporter import Reporter  # noqa: E402

SOURCE = Path(__file__).resolve().parents[1] / "interpreter" / "teotl"


class _Collect(Reporter):
    def __init__(self):
        self.found: list = []

    def unexpectedError(self, filename, msg):
        self.found.append((filename, 0, str(msg)))

    def syntaxError(self, filename, msg, lineno, offset, text):
        self.found.append((filename, lineno, str(msg)))

    def flake(self, message):
        self.found.append(message)


def _side_effect_import(message) -> bool:
    if not isinstance(message, messages.UnusedImport):
        return False
    path = Path(message.filename)
    if path.name == "__init__.py":
        return True
    line = path.read_text(encoding="utf-8").splitlines()[message.lineno - 1]
    return "noqa" in line


def test_interpreter_source_has_no_pyflakes_findings():
    reporter = _Collect()
    pyflakes_api.checkRecursive([str(SOURCE)], reporter)
    left = [m for m in reporter.found if not (isinstance(m, messages.Message) and _side_effect_import(m))]
    assert not left, "\n".join(str(m) for m in left)
