"""`recruit PIECE (LEVEL) on TYPE` (teotl/primitives/placed_pieces.py; once the verb `station`) on the
engine's mini game (tests/minigame.py): a new piece on a board that an owned component of TYPE
names in `data.boards`, where the player has none yet, up to the kind's `per_player`."""
from __future__ import annotations

import pytest

from minigame import GAME, runtime


def tile(effect: str) -> dict:
    return {"id": "t", "type": "tile", "effect": effect}


START = {"id": "start", "type": "discovery", "data": {"boards": [2, 3]}}


def test_the_player_picks_among_the_boards_shown_where_they_have_no_piece():
    rt = runtime(tile("recruit worker (2) on discovery"), START)
    state = rt.new_state(1)
    state.players[0].owned.append("start")
    rt.add_piece(state, 0, "worker", 1, 1)                    # forest (board 2): taken
    run = rt.run(state, "t")                                  # only quarry (board 3) is left: unasked
    assert run.finished and [(p.at, p.value) for p in state.pieces] == [(1, 1), (2, 2)]
    assert not rt.effect("t").can(rt.context(state, 0))       # both shown boards hold a piece now


def test_two_boards_are_a_question_and_per_player_is_the_limit():
    rt = runtime(tile("recruit worker (1) on discovery"), START)
    state = rt.new_state(1)
    state.players[0].owned.append("start")
    run = rt.run(state, "t")
    assert run.pending.kind == "board" and run.pending.keys() == ["forest", "quarry"]
    for board in (0, 0, 3, 3):                                 # four pieces: per_player reached
        rt.add_piece(state, 0, "worker", board, 1)
    assert not rt.effect("t").can(rt.context(state, 0))


@pytest.mark.parametrize("effect", ["recruit worker (1) on nothing_known", "station worker 1 discovery"])
def test_bad_forms_are_compile_errors(effect):
    from teotl.runtime.runtime import Runtime
    problems = Runtime(GAME, [tile(effect), START]).problems
    assert problems, effect
