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


LOOP_GAME = {
    "game.yaml": """kind: game
id: loop
name: "Loop"
players: {min: 1, max: 4}
vocabulary:
  resources:
    - {id: coins}
    - {id: vp, score: true}
  component_types: [rule]
  global_types: [rule]
  events: [ping]
  counters:
    - {id: rain, start: 0}
flow:
  turn: turn
  game_over: "any(p in players where vp >= 3)"
  score: vp
""",
    "base/module.yaml": "kind: module\nid: base\nname: \"Loop\"\ndefault: true\n",
    "base/rules.yaml": """kind: components
components:
  - id: turn
    type: rule
    effect: "gain vp 1; emit ping"
  - id: echo
    type: rule
    triggers:
      - "on ping: if rain < 3 { emit ping }"
""",
}


def test_a_trigger_that_fires_itself_for_ever_is_the_rules_problem(tmp_path, capsys, monkeypatch):
    """`on ping: if rain < 3 { emit ping }` with rain never changing: the check cannot refuse it
    (the condition could change), and the game used to end in "internal error: RecursionError …
    please report it"; it is said as the rules' problem, with the likely cause (exit 1)."""
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.delenv("TEOTL_DEBUG", raising=False)
    for name, text in LOOP_GAME.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    assert main(["check", "--rules", str(tmp_path)]) == 0
    capsys.readouterr()
    assert main(["play", "--rules", str(tmp_path), "--agents", "random", "--quiet"]) == 1
    err = capsys.readouterr().err
    assert "a chain of effects never ended" in err and "emit E" in err and "internal error" not in err
