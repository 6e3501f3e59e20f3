"""Rules that check clean but have no `flow:` (a library of components, the tests' mini rule set)
cannot be played: `teotl play` and `teotl simulate` say so as a problem of the rules (exit 1) and
what to add, not "internal error: FlowError … this is a bug in teotl, please report it"."""
from __future__ import annotations

from pathlib import Path

import pytest

from teotl.cli import main

MINI = Path(__file__).resolve().parent / "fixtures" / "mini"


@pytest.mark.parametrize("command", [["play", "--agents", "random,random", "--quiet"], ["simulate", "--games", "2"]])
def test_rules_without_a_flow_are_refused_as_the_rules_problem(command, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    assert main([command[0], "--rules", str(MINI), *command[1:]]) == 1
    err = capsys.readouterr().err
    assert "cannot be played" in err and "add `flow:` with `turn: COMPONENT`" in err
    assert "internal error" not in err and "report it" not in err
