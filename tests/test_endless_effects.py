"""Effects that never end are the rules' problem, and the engine says which triggers loop
(teotl.runtime.endless): `Game` raises EndlessEffects naming the events and the components whose
triggers go round, during set-up as after an answer, whether the looping trigger may ask
(its run is a generator) or not; `teotl play` says it and exits 1, `teotl serve` answers 422."""
from __future__ import annotations

import pickle
import shutil
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from teotl.cli import main
from teotl.loading import load_runtime
from teotl.runtime.endless import EndlessEffects
from teotl.runtime.game import Game
from teotl.server import Limits, ServerConfig, create_app

ENDLESS = Path(__file__).resolve().parent / "fixtures" / "endless"   # its option 2 never ends


def _rules(tmp_path: Path, triggers: str, setup: str = "") -> Path:
    """The endless fixture with other components: `triggers` (YAML entries) instead of `echo`,
    and with a flow `setup` running `setup` when given."""
    rules = tmp_path / "endless"
    shutil.copytree(ENDLESS, rules)
    game = (rules / "game.yaml").read_text(encoding="utf-8").replace("events: [ping]", "events: [ping, pong]")
    components = rules / "base" / "rules.yaml"
    text = components.read_text(encoding="utf-8")
    text = text[:text.index("  - id: echo")] + triggers
    if setup:
        game = game.replace("flow:\n", "flow:\n  setup: setting_up\n")
        text += f"  - id: setting_up\n    type: rule\n    effect: \"{setup}\"\n"
    (rules / "game.yaml").write_text(game, encoding="utf-8")
    components.write_text(text, encoding="utf-8")
    return rules


PING_PONG = """\
  - id: echo
    type: rule
    triggers:
      - "on ping: if rain < 3 { emit pong }"
  - id: reply
    type: rule
    triggers:
      - "on pong: if rain < 3 { emit ping }"
"""


def test_a_trigger_firing_its_own_event_is_named():
    _, runtime = load_runtime(str(ENDLESS))
    game = Game(runtime, 1, 1)
    with pytest.raises(EndlessEffects) as raised:
        game.answer("2")   # gain coins 1; emit ping
    assert raised.value.cycle == (("ping", "echo"),)
    assert str(raised.value) == "a chain of effects never ends: the trigger of `echo` on `ping` fires `ping` again, without end"


def test_two_triggers_firing_each_other_are_named_in_their_order(tmp_path):
    _, runtime = load_runtime(str(_rules(tmp_path, PING_PONG)))
    game = Game(runtime, 1, 1)
    with pytest.raises(EndlessEffects) as raised:
        game.answer("2")
    cycle = raised.value.cycle
    assert sorted(cycle) == [("ping", "echo"), ("pong", "reply")]
    assert "triggers fire each other without end: on " in str(raised.value)
    assert cycle in ((("ping", "echo"), ("pong", "reply")), (("pong", "reply"), ("ping", "echo")))


def test_a_looping_trigger_that_may_ask_is_named_too(tmp_path):
    """A trigger whose effect may ask runs as a generator (`Services._emit_from`): its frames name it."""
    asking = """\
  - id: echo
    type: rule
    triggers:
      - "on ping: if rain < 3 { emit ping; choose { gain vp 1 | gain coins 1 } }"
"""
    _, runtime = load_runtime(str(_rules(tmp_path, asking)))
    game = Game(runtime, 1, 1)
    with pytest.raises(EndlessEffects) as raised:
        game.answer("2")
    assert raised.value.cycle == (("ping", "echo"),)


def test_a_loop_during_set_up_is_the_rules_problem(tmp_path, capsys, monkeypatch):
    rules = _rules(tmp_path, PING_PONG, setup="emit ping")
    _, runtime = load_runtime(str(rules))
    with pytest.raises(EndlessEffects) as raised:
        Game(runtime, 2, 1)
    assert sorted(raised.value.cycle) == [("ping", "echo"), ("pong", "reply")]
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.delenv("TEOTL_DEBUG", raising=False)
    assert main(["play", "--rules", str(rules), "--agents", "random,random", "--quiet"]) == 1
    err = capsys.readouterr().err
    assert "a chain of effects never ends: triggers fire each other without end" in err
    assert "internal error" not in err and "report it" not in err
    config = ServerConfig(data_dir=tmp_path / "data", rules=str(rules), limits=Limits())
    with TestClient(create_app(config)) as api:
        created = api.post("/api/games", json={"seed": 1, "ruleset": "endless",
                                                "seats": [{"agent": "human"}, {"agent": "human"}]})
    assert created.status_code == 422, created.text
    error = created.json()["error"]
    assert error["code"] == "endless_effects" and "the game could not start" in error["message"]
    assert "on ping: echo" in error["message"] and "on pong: reply" in error["message"]


@pytest.mark.parametrize("agent", ["greedy", "mcts:10"])
def test_a_loop_met_in_a_look_ahead_is_named_by_the_engine_too(agent):
    """A search agent tries the looping option on its own continuations (greedy: `Game.turn_from`,
    mcts: forks of the game): the loop comes out of its choice already named, as from an answer."""
    from teotl.agents import make_agent
    _, runtime = load_runtime(str(ENDLESS))
    game = Game(runtime, 1, 1, snapshots=True)
    with pytest.raises(EndlessEffects) as raised:
        make_agent(agent, 1, 0).choose(game, game.pending)
    assert raised.value.cycle == (("ping", "echo"),)


def test_the_error_keeps_its_cycle_through_a_worker_process():
    error = EndlessEffects("a chain of effects never ends", (("ping", "echo"),))
    again = pickle.loads(pickle.dumps(error))
    assert str(again) == str(error) and again.cycle == error.cycle
