"""The acting piece moved without a question (teotl/primitives/auto_pieces.py) on the engine's mini
game (tests/minigame.py) and on an 8-board ring: `move acting forward (N) [skip board M…]` goes N
boards clockwise, skipped boards not counted, firing `driven` for each board gone over;
`occupy spot first [next] …` locks the acting piece on the first fitting spot. The piece is
picked by the general `each p in first(pieces(…), …): acting (p): …`; the retired verbs `drive`
and `occupy PIECE FILTER…` (which picked it inside) are E403 naming that form."""
from __future__ import annotations

import copy

import pytest

from minigame import GAME, runtime
from teotl.runtime.runtime import Runtime


def tile(effect: str) -> dict:
    return {"id": "t", "type": "tile", "effect": effect}


BOARDS = [{"id": "forest", "type": "board", "data": {"spots": 2}},
          {"id": "quarry", "type": "board", "data": {"spots": 1}}]

WEAKEST = "each p in first(pieces(worker unlocked), lowest(level_of(p))): acting (p): "

# ---------------------------------------------------------------------- an 8-board ring
RING = copy.deepcopy(GAME)
RING["vocabulary"]["boards"] = [{"id": f"b{n}", "number": n} for n in range(1, 9)]
RING["vocabulary"]["events"] = [*GAME["vocabulary"]["events"], "driven"]
# every board a move goes over is written down in order: b4, b5, b6 → clock 456
WATCH = {"id": "watch", "type": "board",
         "triggers": [f"on driven(board {n}): set clock (clock * 10 + {n})" for n in range(1, 9)]}


def ring_runtime(*components: dict) -> Runtime:
    rt = Runtime(RING, [WATCH, *components])
    assert not rt.problems, rt.problems
    return rt


def test_the_worked_example_board_3_move_2_skip_4_ends_on_6_and_fires_driven_for_4_5_6():
    rt = ring_runtime(tile("each p in first(pieces(worker)): acting (p): { move acting forward (2) skip board 4; "
                           "gain vp board_number }"))
    state = rt.new_state(1)
    piece = rt.add_piece(state, 0, "worker", 2, 3)             # board 3 (index 2)
    run = rt.run(state, "t")
    assert run.finished and piece.at == 5                      # board 6
    assert state.counters["clock"] == 456                      # board 4 skipped, yet gone over
    assert state.players[0].counters["vp"] == 6                # what follows acts on the new board
    assert [e for e in state.log if e["e"] == "move"] == [{"e": "move", "p": 0, "piece": piece.pid,
                                                            "board": "b6", "at": "b6", "acting_level": 3}]


def test_the_distance_is_read_with_the_piece_acting_after_its_upgrade_and_wraps_past_the_last_board():
    rt = ring_runtime(tile("each p in first(pieces(worker), highest(level_of(p))) where board_of(p) == 7: "
                           "acting (p): { upgrade worker acting; move acting forward (level) skip board 1 }"))
    state = rt.new_state(1)
    rt.add_piece(state, 0, "worker", 6, 4)                     # board 7, level 4: not the strongest …
    strong = rt.add_piece(state, 0, "worker", 6, 4)            # … a tie: the older piece first
    rt.add_piece(state, 0, "worker", 3, 5)                     # stronger, but on board 4
    first = state.pieces[0]
    rt.run(state, "t")
    assert (first.value, first.at, strong.value, strong.at) == (5, 4, 4, 6)   # 7 → 8, (1), 2, 3, 4, 5
    assert state.counters["clock"] == 812345                   # board 1 gone over, not counted


def test_move_acting_without_an_acting_piece_is_not_possible():
    rt = ring_runtime(tile("move acting forward (1)"))
    state = rt.new_state(1)
    rt.add_piece(state, 0, "worker", 0, 1)
    assert not rt.effect("t").can(rt.context(state, 0))


def test_occupy_spot_first_takes_the_first_free_spot_of_its_board():
    rt = runtime(tile(WEAKEST + "occupy spot first"), *BOARDS)
    state = rt.new_state(2)
    strong = rt.add_piece(state, 0, "worker", 1, 4)
    weak = rt.add_piece(state, 0, "worker", 1, 2)            # forest (index 1)
    rt.add_piece(state, 1, "worker", 1, 1, held=True).slot = 1
    run = rt.run(state, "t")
    assert run.finished and (weak.held, weak.slot, weak.at) == (True, 2, 1) and not strong.held


def test_next_goes_to_the_next_board_with_spots_and_unlocks_another_owners_lowest_spot():
    rt = runtime(tile(WEAKEST + "{ occupy spot first next; gain vp spot }"),
                 {"id": "forest", "type": "board", "data": {"spots": 1}},
                 {"id": "market", "type": "board", "data": {"spots": 3}})
    state = rt.new_state(3)
    mine = rt.add_piece(state, 0, "worker", 1, 3)              # forest → (quarry: no spots) → market
    holders = [rt.add_piece(state, owner, "worker", 3, 1, held=True) for owner in (2, 1, 1)]
    for slot, holder in zip((3, 2, 1), holders):
        holder.slot = slot
    run = rt.run(state, "t")
    assert run.finished and (mine.at, mine.slot, mine.held) == (3, 1, True)
    assert [(h.held, h.slot) for h in holders] == [(True, 3), (True, 2), (False, None)]
    assert state.players[0].counters["vp"] == 1                # `spot` is read after the move
    assert [e["e"] for e in state.log] == ["move", "unlock", "lock", "gain"]


def test_next_finds_nothing_when_it_is_back_at_its_own_board_unlocked():
    rt = runtime(tile("each p in first(pieces(worker)): acting (p): occupy spot first next skip board 3"), *BOARDS)
    state = rt.new_state(1)
    piece = rt.add_piece(state, 0, "worker", 1, 3)             # forest; the quarry is skipped
    assert not rt.effect("t").can(rt.context(state, 0))
    piece.held, piece.slot = True, 2                           # locked there: it takes the first spot again
    rt.run(state, "t")
    assert (piece.at, piece.held, piece.slot) == (1, True, 1)


def test_occupy_spot_first_is_not_possible_without_a_spot():
    rt = runtime(tile(WEAKEST + "occupy spot first"), *BOARDS)
    state = rt.new_state(1)
    rt.add_piece(state, 0, "worker", 0, 3)                     # palace: no spots
    assert not rt.effect("t").can(rt.context(state, 0))


@pytest.mark.parametrize("effect, says", [
    ("occupy spt", "`occupy spot first [next] [skip board N…]`"),   # neither `spot` nor a piece kind
    ("occupy spot first sideways", "unexpected `sideways` in `occupy`"),
    ("move acting forward (1) sideways", "unexpected `sideways` in `move`"),
    ("enshrine worker unlocked", "enshrine"),                  # an old name is no verb any more
])
def test_bad_forms_are_compile_errors(effect, says):
    problems = Runtime(GAME, [tile(effect), *BOARDS]).problems
    assert problems and says in str(problems[0]), problems


@pytest.mark.parametrize("effect, hint", [
    ("drive worker unlocked strongest on board 2 up 1", "move acting forward (N)"),
    ("occupy worker unlocked weakest next", "occupy spot first"),
])
def test_the_retired_forms_are_e403_with_a_hint_that_writes_the_template(effect, hint):
    problems = Runtime(GAME, [tile(effect), *BOARDS]).problems
    assert problems and problems[0].code == "E403" and "is gone" in str(problems[0]), problems
    assert hint in problems[0].hint and "each p in first(pieces(" in problems[0].hint
