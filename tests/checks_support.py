"""Helpers of the tests/test_checks_*.py files: the shipped rules with one edit or a few, and
`teotl check` on them (issue 17: every reproduction is one of these).

An edit is handed to the loader as an unsaved buffer (`teotl.rules.sources`, what the language
server does): nothing is written, the other files are the shipped ones, read once per process,
and a check of one module selection takes a fraction of a second.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import REPO

SHIPPED = REPO / "rules" / "teotihuacan"
WHERE = "rules/teotihuacan"   # how diagnostics name the rule set (the working folder is the repository)


class Edits:
    """Edits of shipped rule files, as unsaved buffers, undone at the end of the test."""

    def __init__(self) -> None:
        self.texts: dict[Path, str] = {}

    def replace(self, name: str, old: str, new: str) -> tuple[int, int]:
        """Replace the first `old` in rules/teotihuacan/NAME by `new`; (line, column) of the edit."""
        from teotl.rules import sources
        path = SHIPPED / name
        text = self.texts.get(path)
        if text is None:
            text = path.read_text(encoding="utf-8")
        assert old in text, f"{old!r} is not in {path}"
        at = text.index(old)
        self.texts[path] = text = text.replace(old, new, 1)
        sources.set_unsaved(path, text.encode("utf-8"))
        return text.count("\n", 0, at) + 1, at - (text.rfind("\n", 0, at) + 1) + 1

    def column(self, name: str, line: int, needle: str) -> int:
        """The 1-based column of `needle` on a line of the edited file."""
        path = SHIPPED / name
        text = (self.texts.get(path) or path.read_text(encoding="utf-8")).split("\n")[line - 1]
        assert needle in text, f"{needle!r} is not on line {line} of {path}: {text!r}"
        return text.index(needle) + 1

    def undo(self) -> None:
        from teotl.rules import sources
        for path in self.texts:
            sources.set_unsaved(path, None)
        self.texts.clear()


@pytest.fixture
def edits(monkeypatch):
    """Edits of the shipped rules (see `Edits`); the working folder is the repository."""
    monkeypatch.chdir(REPO)
    found = Edits()
    try:
        yield found
    finally:
        found.undo()


def check_args(*modules: str) -> list[str]:
    """`teotl check` of the shipped rules with exactly the default modules plus `modules`."""
    return [WHERE, "--modules", ",".join(modules) or "base"]
