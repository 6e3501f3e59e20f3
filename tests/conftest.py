"""Shared test set-up.

The checkout's `interpreter/` goes first on sys.path, so the tests exercise the source being
edited even when an older `pip install .` is present (set TEOTL_TEST_INSTALLED=1 to test the
installed package instead). Helpers for the `teotl check` tests live here too.
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
if os.environ.get("TEOTL_TEST_INSTALLED") != "1":
    sys.path.insert(0, str(REPO / "interpreter"))

FIXTURES = REPO / "tests" / "fixtures"
MINI = FIXTURES / "mini"
BROKEN = FIXTURES / "broken"
SHIPPED_GAME = REPO / "rules" / "teotihuacan" / "game.yaml"


class CheckRun:
    """The outcome of one in-process `teotl check` run."""

    def __init__(self, code: int, out: str, err: str):
        self.code, self.out, self.err = code, out, err

    @property
    def lines(self) -> list[str]:
        return self.out.splitlines()

    def find(self, where: str, code: str) -> str:
        """The output line for `where` (`FILE:LINE:COL`) and `code`, or fail showing the output."""
        prefix = f"{where}: {code} "
        for line in self.lines:
            if line.startswith(prefix):
                return line
        raise AssertionError(f"no line starting with {prefix!r} in:\n{self.out}\n{self.err}")

    def expect(self, where: str, code: str, hint: str = "") -> str:
        line = self.find(where, code)
        assert hint in line, f"hint {hint!r} missing from {line!r}"
        return line


@pytest.fixture
def teotl_check(capsys):
    """Run `teotl check ARGS` in-process (from the current folder) and return a CheckRun; fails
    on any traceback."""
    from teotl.cli import main

    def run(*args: str) -> CheckRun:
        code = main(["check", *map(str, args)])
        captured = capsys.readouterr()
        assert "Traceback" not in captured.out and "Traceback" not in captured.err, captured.err
        return CheckRun(code, captured.out, captured.err)
    return run


@pytest.fixture
def mini(tmp_path, monkeypatch) -> Path:
    """A fresh copy of tests/fixtures/mini in tmp_path/mini; the working folder is tmp_path, so
    diagnostics show paths like `mini/base/tiles.yaml`."""
    target = tmp_path / "mini"
    shutil.copytree(MINI, target)
    monkeypatch.chdir(tmp_path)
    return target


def semantic_available() -> bool:
    try:
        import teotl.runtime.check  # noqa: F401
    except ImportError:
        return False
    return True
