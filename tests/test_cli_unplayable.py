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
    monkeypatch.delenv("TEOTL_DEBUG", raising=False)
    assert main([command[0], "--rules", str(MINI), *command[1:]]) == 1
    err = capsys.readouterr().err
    assert "cannot be played" in err and "add `flow:` with `turn: COMPONENT`" in err
    assert "internal error" not in err and "report it" not in err


ENDLESS = Path(__file__).resolve().parent / "fixtures" / "endless"


def test_a_trigger_that_fires_itself_for_ever_is_the_rules_problem(tmp_path, capsys, monkeypatch):
    """`on ping: if rain < 3 { emit ping }` with rain never changing (tests/fixtures/endless): the
    check cannot refuse it (the condition could change), and the game used to end in "internal
    error: RecursionError … please report it"; it is said as the rules' problem, with the likely
    cause (exit 1)."""
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.delenv("TEOTL_DEBUG", raising=False)
    assert main(["check", "--rules", str(ENDLESS)]) == 0
    capsys.readouterr()
    answers = iter(["2", "quit"])   # the option that never ends
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert main(["play", "--rules", str(ENDLESS), "--agents", "human", "--seed", "1"]) == 1
    err = capsys.readouterr().err
    assert "a chain of effects never ends: the trigger of `echo` on `ping` fires `ping` again" in err
    assert "internal error" not in err
