"""The primitive `downgrade PIECE FILTER… [(N)]` (teotl/primitives/pieces.py) on the engine's mini
game (tests/minigame.py: workers level 1..5, start 1): lower one of the player's pieces by 1, N
times; never below the kind's lowest level, and possible only while a matching piece is above it,
so it works as a cost in a sequence."""
from __future__ import annotations

import pytest

from minigame import runtime


def tile(effect: str) -> dict:
    return {"id": "t", "type": "tile", "effect": effect}


def test_lowers_the_only_piece_that_can_be_lowered_without_asking():
    rt = runtime(tile("downgrade worker unlocked"))
    state = rt.new_state(1)
    low = rt.add_piece(state, 0, "worker", 0, 1)        # at the lowest level: not a candidate
    high = rt.add_piece(state, 0, "worker", 1, 4)
    run = rt.run(state, "t")
    assert run.finished and (low.value, high.value) == (1, 3)


def test_asks_which_piece_each_time_and_stops_at_the_lowest_level():
    rt = runtime(tile("downgrade worker (3)"))
    state = rt.new_state(1)
    a = rt.add_piece(state, 0, "worker", 0, 2)
    b = rt.add_piece(state, 0, "worker", 1, 3)
    run = rt.run(state, "t")
    assert run.pending.kind == "piece" and len(run.pending.keys()) == 2
    run.answer(run.pending.keys()[0])                    # a: 2 -> 1, then only b can be lowered
    assert run.finished and (a.value, b.value) == (1, 1)  # b: 3 -> 2 -> 1 without asking


def test_filters_choose_the_candidates():
    rt = runtime(tile("downgrade worker unlocked strongest"))
    state = rt.new_state(1)
    locked = rt.add_piece(state, 0, "worker", 0, 5, held=True)
    strong = rt.add_piece(state, 0, "worker", 1, 4)
    weak = rt.add_piece(state, 0, "worker", 2, 2)
    assert rt.run(state, "t").finished
    assert (locked.value, strong.value, weak.value) == (5, 3, 2)


def test_as_a_cost_it_blocks_the_whole_sequence_when_nothing_can_be_lowered():
    rt = runtime(tile("choose { downgrade worker unlocked; gain cocoa 2 | gain wood 1 }"))
    state = rt.new_state(1)
    worker = rt.add_piece(state, 0, "worker", 0, 1)
    run = rt.run(state, "t")                             # only `gain wood 1` can be carried out
    assert run.finished and state.players[0].counters["wood"] == 1 and state.players[0].counters["cocoa"] == 0
    worker.value = 2
    run = rt.run(state, "t")
    assert run.pending.kind == "choose" and len(run.pending.options) == 2
    run.answer(run.pending.keys()[0])
    assert run.finished and worker.value == 1 and state.players[0].counters["cocoa"] == 2


def test_other_players_pieces_are_never_lowered():
    rt = runtime(tile("downgrade worker"))
    state = rt.new_state(2)
    theirs = rt.add_piece(state, 1, "worker", 0, 4)
    stmt = rt.effect("t")
    assert not stmt.can(rt.context(state, 0)) and theirs.value == 4


@pytest.mark.parametrize("effect", ["downgrade", "downgrade cocoa", "downgrade worker (1) (2)"])
def test_bad_arguments_are_compile_errors(effect):
    from minigame import GAME
    from teotl.runtime.runtime import Runtime
    problems = Runtime(GAME, [tile(effect)]).problems
    assert problems and all("E407" in str(problem) for problem in problems), problems


def test_a_cost_effect_is_paid_with_the_amounts_when_the_component_is_claimed():
    """`effects.cost` (teotl.primitives.costs.EffectCost): a component's cost that is an effect
    as well as amounts. `claim` offers it only when both can be paid and pays both."""
    prize = {"id": "prize", "type": "tile", "cost": "cocoa 1", "effects": {"cost": "downgrade worker unlocked"},
             "effect": "gain vp 3"}
    rt = runtime(tile("claim stack"), prize)
    state = rt.new_state(1)
    state.supplies["stack"] = ["prize"]
    worker = rt.add_piece(state, 0, "worker", 0, 1)
    state.players[0].counters["cocoa"] = 1
    assert not rt.effect("t").can(rt.context(state, 0))          # the worker cannot be lowered
    worker.value = 3
    state.players[0].counters["cocoa"] = 0
    assert not rt.effect("t").can(rt.context(state, 0))          # the cocoa is missing
    state.players[0].counters["cocoa"] = 2
    assert rt.run(state, "t").finished
    assert "prize" in state.players[0].owned and worker.value == 2 and state.players[0].counters["cocoa"] == 1
    assert state.players[0].counters["vp"] == 0                  # the effect runs when used, not claimed


def test_a_cost_effect_alone_has_no_amounts():
    prize = {"id": "prize", "type": "tile", "effects": {"cost": "downgrade worker unlocked"}}
    rt = runtime(tile("take offer"), prize)
    state = rt.new_state(1)
    state.supplies["offer"] = ["prize"]
    worker = rt.add_piece(state, 0, "worker", 0, 2)
    assert rt.run(state, "t").finished and worker.value == 1 and "prize" in state.players[0].owned
