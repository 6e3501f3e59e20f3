"""A piece in the engine's state is general (teotl/model/state.py, docs/game-model.md §8): where it
stands (`at`), a value (`value`), whether it is held (`held`) and on which slot (`slot`) — no
worker die: the ring's words (`board`, `level`, `locked`, `spot`) are not the piece's, and the saved
form names the general fields."""
from __future__ import annotations

from minigame import runtime

from teotl.model.state import Piece


def test_a_piece_has_the_general_fields_and_not_the_ring_words():
    piece = Piece(3, 1, "worker", 2, 4)
    piece.value += 1
    piece.held, piece.slot, piece.at = True, 2, 0
    assert (piece.at, piece.value, piece.held, piece.slot) == (0, 5, True, 2)
    assert not any(hasattr(piece, word) for word in ("board", "level", "locked", "spot"))


def test_the_saved_form_names_the_general_fields_and_a_copy_is_independent():
    piece = Piece(0, 0, "worker", 1, 3, True, 1)
    assert piece.to_json() == {"pid": 0, "owner": 0, "kind": "worker", "at": 1, "value": 3,
                               "held": True, "slot": 1}
    copy = piece.copy()
    copy.value = 5
    assert piece.value == 3 and copy.to_json()["value"] == 5


def test_primitives_work_on_the_general_fields():
    rt = runtime({"id": "t", "type": "tile", "effect": "upgrade worker unlocked (2)"})
    state = rt.new_state(1)
    piece = rt.add_piece(state, 0, "worker", 1, 2)
    assert rt.run(state, "t").finished and piece.value == 4
    assert state.to_json()["pieces"] == [{"pid": 0, "owner": 0, "kind": "worker", "at": 1, "value": 4,
                                          "held": False, "slot": None}]
