"""Tokens on ring spaces, the state layer (docs/game-model.md §8): `GameState.tokens` holds, per
ring space, each seat's slot (0 = off the ring) as one tuple, shared by copies until written,
saved only when a ring is in use, and public in every seat's observation."""
from __future__ import annotations

import json

from teotl.model.state import tokens_from_json

from test_observation import started


def test_a_state_without_tokens_saves_none():
    game = started()
    assert game.state.tokens == {}
    assert "tokens" not in game.state.to_json()
    assert "tokens" not in game.runtime.observe(game.state, 0)


def test_copies_share_tokens_until_written_and_stay_independent():
    state = started().state
    state.tokens["ring_a"] = (3, 0)
    copy = state.copy()
    assert copy.tokens == {"ring_a": (3, 0)} and copy.tokens is not state.tokens
    assert copy.tokens["ring_a"] is state.tokens["ring_a"]          # shared, not copied
    copy.tokens["ring_a"] = (3, 5)                                   # a move builds a new tuple
    copy.tokens["ring_b"] = (1, 1)
    assert state.tokens == {"ring_a": (3, 0)}
    assert copy.tokens == {"ring_a": (3, 5), "ring_b": (1, 1)}


def test_tokens_are_saved_read_back_and_observed_by_every_seat():
    game = started()
    game.state.tokens["ring_a"] = (2, 7)
    saved = json.loads(json.dumps(game.state.to_json()))
    assert saved["tokens"] == {"ring_a": [2, 7]}
    assert tokens_from_json(saved["tokens"]) == {"ring_a": (2, 7)}
    for seat in (0, 1, None):
        assert game.runtime.observe(game.state, seat)["tokens"] == {"ring_a": [2, 7]}


# ====================================================================== the declaration
def _space_errors(entry: dict) -> list[str]:
    from teotl.rules.schema import validator
    module = {"kind": "module", "id": "m", "name": "m", "vocabulary": {"spaces": [entry]}}
    return [e.validator for e in validator("module").iter_errors(module)]


def test_a_ring_space_is_declared_with_stops_slots_and_points_at():
    from teotl.model.vocabulary import Vocabulary
    entry = {"id": "altar_ring", "kind": "ring", "stops": 4, "slots": 2, "points_at": [2, 3, 4, 5, 6, 7, 8, 1]}
    assert _space_errors(entry) == []
    spec = Vocabulary.from_game({"vocabulary": {"spaces": [entry]}}).spaces["altar_ring"]
    assert spec.kind == "ring" and spec.declared["stops"] == 4 and spec.declared["points_at"][0] == 2


def test_a_ring_schema_refuses_no_stops_and_a_bad_point():
    assert _space_errors({"id": "r", "kind": "ring", "stops": 0, "slots": 2}) == ["minimum"]
    assert _space_errors({"id": "r", "kind": "ring", "stops": 2, "slots": 1, "points_at": [1, "x"]}) == ["type"]
    assert _space_errors({"id": "r", "kind": "wheel"}) == ["enum"]
