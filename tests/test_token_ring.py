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
