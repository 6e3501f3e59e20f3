"""The look-ahead shortcuts of teotl.runtime.observation: `hidden_places` worked out once per
(vocabulary, players, seat) and `determinise` dealing from a cached component-type table give
exactly what the plain computation gives — the same keys in the same order, the same sample for
the same generator (the 2p-greedy digest depends on it). On the tiny card game of
tests/cards_support.py and on Teotihuacan in the middle of a game."""
from __future__ import annotations

import copy
import random

import pytest

from teotl.agents import make_agent
from teotl.loading import load_runtime
from teotl.runtime.game import Game
from teotl.runtime.observation import can_see, hidden_places, supply_keys

from cards_support import GAME, runtime


def plain_hidden_places(rt, state, seat):
    return [key for key in supply_keys(rt, state) if not can_see(rt, key, seat)]


def plain_determinise(rt, state, seat, rng):
    """determinise's dealing as it was first written (one (key, position) list per type)."""
    copy = state.copy()
    places = {}
    for key in plain_hidden_places(rt, state, seat):
        items = copy.supplies.get(key)
        if items:
            copy.supplies[key] = items = list(items)
            for position, cid in enumerate(items):
                places.setdefault(rt.component_type(cid) if cid in rt.components else "", []).append((key, position))
    for slots in places.values():
        pool = [copy.supplies[key][position] for key, position in slots]
        rng.shuffle(pool)
        for (key, position), cid in zip(slots, pool):
            copy.supplies[key][position] = cid
    return copy, rng.getrandbits(64)


def played(rt, players: int, seed: int, answers: int) -> Game:
    game = Game(rt, players, seed, snapshots=True)
    agents = [make_agent("random", seed, seat) for seat in range(players)]
    for _ in range(answers):
        if game.finished:
            break
        game.answer(agents[game.pending.player].choose(game, game.pending))
    return game


@pytest.fixture(scope="module")
def teotihuacan():
    return load_runtime(None, [], [], logging=False)[1]


@pytest.mark.parametrize("players", [2, 3])
def test_hidden_places_are_the_plain_computations_for_every_seat_and_count_of_players(players):
    rt = runtime()
    state = played(rt, players, 3, 5).state
    for seat in (None, *range(players)):
        assert hidden_places(rt, state, seat) == plain_hidden_places(rt, state, seat)
        assert hidden_places(rt, state, seat) == plain_hidden_places(rt, state, seat)  # cached: the same


def test_a_supply_key_the_vocabulary_does_not_know_is_still_judged():
    rt = runtime()
    state = played(rt, 2, 3, 0).state
    state.supplies["hand@7"] = ["quarry#1"]       # a seat beyond the players: the owner's only
    state.supplies["scratch"] = ["monument"]      # no such supply: shown to all
    for seat in (None, 0, 1):
        keys = hidden_places(rt, state, seat)
        assert keys == plain_hidden_places(rt, state, seat)
        assert "hand@7" in keys and "scratch" not in keys
    del state.supplies["hand@7"], state.supplies["scratch"]
    assert "hand@7" not in hidden_places(rt, state, 0)


def test_hidden_places_of_another_vocabulary_are_its_own():
    card_rt = runtime()
    game = copy.deepcopy(GAME)
    for supply in game["vocabulary"]["supplies"]:
        if supply["id"] == "deck":
            supply["visible"] = "all"            # the same game with its deck face up
    other = runtime(game=game)
    card_state, other_state = played(card_rt, 2, 1, 0).state, played(other, 2, 1, 0).state
    assert "deck" in hidden_places(card_rt, card_state, 0)
    assert "deck" not in hidden_places(other, other_state, 0)
    assert hidden_places(other, other_state, 0) == plain_hidden_places(other, other_state, 0)
    assert "deck" in hidden_places(card_rt, card_state, 0)


@pytest.mark.parametrize("players,answers", [(2, 0), (2, 40), (4, 120), (4, 300)])
def test_determinise_deals_what_the_plain_dealing_deals(teotihuacan, players, answers):
    state = played(teotihuacan, players, 11, answers).state
    for seat in range(players):
        for seed in range(4):
            sample = teotihuacan.determinise(state, seat, random.Random(seed))
            expected, next_bits = plain_determinise(teotihuacan, state, seat, random.Random(seed))
            assert sample.to_json()["supplies"] == expected.to_json()["supplies"], (seat, seed)  # (lists or tuples)
            assert sample.rng.getstate() == random.Random(next_bits).getstate()
