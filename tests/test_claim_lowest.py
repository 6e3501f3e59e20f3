"""`claim lowest TAG among SUPPLY… [lacking] [clockwise]` (teotl/primitives/auto_components.py; once
the verb `seek`) on the engine's mini game (tests/minigame.py): of the components carrying TAG on
top of the listed supplies, the automaton claims the one with the lowest `data.TAG`, unasked."""
from __future__ import annotations

import pytest

from minigame import GAME, runtime


def tile(effect: str) -> dict:
    return {"id": "t", "type": "tile", "effect": effect}


def disc(cid: str, mask) -> dict:
    return {"id": cid, "type": "discovery", "data": {"discovery": mask}, "cost": "gold 1"}


DISCS = [disc("d4", 4), disc("d2", 2), disc("d2b", 2), disc("d1", 1)]


def game(effect: str, gold: int = 5):
    rt = runtime(tile(effect), *DISCS)
    state = rt.new_state(1)
    state.supplies.update(stack=["d4", "d1"], offer=["d2", "d2b"])   # tops: d4 (stack), d2 (offer)
    state.players[0].counters["gold"] = gold
    return rt, state


def test_the_lowest_value_on_top_is_claimed_and_paid():
    rt, state = game("claim lowest discovery among stack offer")
    assert rt.run(state, "t").finished
    assert state.players[0].owned == ["d2"] and state.players[0].counters["gold"] == 4
    assert state.supplies["offer"] == ["d2b"]


def test_lacking_skips_values_the_player_owns():
    rt, state = game("claim lowest discovery among stack offer lacking")
    state.players[0].owned.append("d2b")                     # owns a 2: the offer's 2 is skipped
    state.supplies["offer"] = ["d2"]
    assert rt.run(state, "t").finished and state.players[0].owned[-1] == "d4"


def test_not_possible_when_nothing_is_affordable():
    rt, state = game("claim lowest discovery among stack offer", gold=0)
    assert not rt.effect("t").can(rt.context(state, 0))


@pytest.mark.parametrize("effect", ["claim lowest discovery stack", "claim lowest discovery among",
                                    "seek discovery among stack offer"])
def test_bad_forms_are_compile_errors(effect):
    from teotl.runtime.runtime import Runtime
    problems = Runtime(GAME, [tile(effect), *DISCS]).problems
    assert problems and ("E407" in str(problems[0]) or "seek" in str(problems[0])), problems
