"""The two forms of `occupy` (teotl/primitives/spots.py, auto_pieces.py) on the engine's mini game
(tests/minigame.py): `occupy spot …` locks the acting piece on a spot the player picks;
`occupy PIECE FILTER… [next] …` (once the verb `enshrine`, named after one game's mechanism)
locks the first piece by the automaton's order on the first fitting spot, without a question."""
from __future__ import annotations

import pytest

from minigame import GAME, runtime


def tile(effect: str) -> dict:
    return {"id": "t", "type": "tile", "effect": effect}


BOARDS = [{"id": "forest", "type": "board", "data": {"spots": 2}},
          {"id": "quarry", "type": "board", "data": {"spots": 1}}]


def test_the_piece_form_locks_the_weakest_piece_on_the_first_free_spot_of_its_board():
    rt = runtime(tile("occupy worker unlocked weakest"), *BOARDS)
    state = rt.new_state(2)
    strong = rt.add_piece(state, 0, "worker", 1, 4)
    weak = rt.add_piece(state, 0, "worker", 1, 2)            # forest (index 1)
    rt.add_piece(state, 1, "worker", 1, 1, held=True).slot = 1
    run = rt.run(state, "t")
    assert run.finished and (weak.held, weak.slot, weak.at) == (True, 2, 1) and not strong.held


def test_next_goes_to_the_next_board_with_spots_and_unlocks_another_owners_piece():
    rt = runtime(tile("occupy worker unlocked next"), *BOARDS)
    state = rt.new_state(2)
    mine = rt.add_piece(state, 0, "worker", 1, 3)              # forest → quarry (the next with spots)
    theirs = rt.add_piece(state, 1, "worker", 2, 1, held=True)
    theirs.slot = 1
    run = rt.run(state, "t")
    assert run.finished and (mine.at, mine.slot, mine.held) == (2, 1, True)
    assert (theirs.held, theirs.slot) == (False, None)


def test_the_piece_form_is_not_possible_without_a_spot():
    rt = runtime(tile("occupy worker unlocked"), *BOARDS)
    state = rt.new_state(1)
    rt.add_piece(state, 0, "worker", 0, 3)                     # palace: no spots
    assert not rt.effect("t").can(rt.context(state, 0))


@pytest.mark.parametrize("effect, says", [
    ("occupy spt", "`occupy PIECE FILTER…`"),                  # neither `spot` nor a piece kind
    ("occupy worker unlocked sideways", "unexpected `sideways` in `occupy`"),
    ("enshrine worker unlocked", "enshrine"),                  # the old name is no verb any more
])
def test_bad_forms_are_compile_errors(effect, says):
    from teotl.runtime.runtime import Runtime
    problems = Runtime(GAME, [tile(effect), *BOARDS]).problems
    assert problems and says in str(problems[0]), problems
