"""`acquire SUPPLY unclaimed free` and `acquire SUPPLY slot (N) free [quiet]` (teotl/primitives/
auto_components.py; once the verb `mark`, which shared its name with the marks on components) on
the engine's mini game (tests/minigame.py): an automaton's marker on a component of a shared
supply, unasked and free."""
from __future__ import annotations

import pytest

from minigame import GAME, runtime


def tile(effect: str) -> dict:
    return {"id": "t", "type": "tile", "effect": effect}


def tech(number: int) -> dict:
    return {"id": f"t{number}", "type": "technology", "data": {"number": number}, "cost": "gold 9"}


TECHS = [tech(3), tech(1), tech(2)]


def game(effect: str):
    rt = runtime(tile(effect), *TECHS, {"id": "seen", "type": "board", "triggers": ["on acquire: gain vp 1"]})
    state = rt.new_state(2)
    state.supplies["offer"] = ["t3", "t1", "t2"]
    return rt, state


def test_unclaimed_takes_the_lowest_number_nobody_owns_then_the_lowest_the_player_lacks():
    rt, state = game("acquire offer unclaimed free")
    state.players[1].owned.append("t1")
    assert rt.run(state, "t").finished
    me = state.players[0]
    assert "t2" in me.owned and me.counters["vp"] == 1 and me.counters["gold"] == 0   # free; acquire fired
    state.players[1].owned.append("t3")                      # now each is owned by someone
    assert rt.run(state, "t").finished and "t1" in me.owned   # the lowest the player lacks


def test_slot_takes_that_slot_and_quiet_fires_nothing():
    rt, state = game("acquire offer slot (3) free quiet")
    assert rt.run(state, "t").finished
    me = state.players[0]
    assert me.owned[-1] == "t2" and me.counters["vp"] == 0
    assert not rt.effect("t").can(rt.context(state, 0))       # slot 3 is the player's already


@pytest.mark.parametrize("effect", ["acquire offer unclaimed", "acquire offer slot (2)",
                                    "acquire offer unclaimed free loudly", "mark offer lowest"])
def test_bad_forms_are_compile_errors(effect):
    from teotl.runtime.runtime import Runtime
    problems = Runtime(GAME, [tile(effect), *TECHS]).problems
    assert problems and ("E407" in str(problems[0]) or "mark" in str(problems[0])), problems
