"""Whole games from the shipped rule files: invariants that must hold in every seeded game."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from teotl.agents import make_agent
from teotl.loading import load_runtime
from teotl.record import make_record, replay
from teotl.runtime.game import Game


@lru_cache(maxsize=1)
def shipped():
    return load_runtime()


def play(players: int, seed: int, agent: str = "random", check=None) -> Game:
    ruleset, runtime = shipped()
    game = Game(runtime, players, seed, snapshots=(agent == "greedy"))
    agents = [make_agent(agent, seed, seat) for seat in range(players)]
    while not game.finished:
        if check is not None:
            check(game)
        decision = game.pending
        game.answer(agents[decision.player].choose(game, decision))
    return game


def no_negative(game: Game) -> None:
    for player in game.state.players:
        assert all(v >= 0 for v in player.counters.values()), player.counters
        assert all(v >= 0 for v in player.tracks.values()), player.tracks


def component_census(game: Game) -> Counter:
    """Where every component id is: supplies plus players' possessions plus placed tiles.
    Shared components (technologies: a marker is placed, the tile stays in its supply) are
    counted once, where they lie."""
    census = Counter()
    in_supplies = set()
    for items in game.state.supplies.values():
        census.update(items)
        in_supplies.update(items)
    for player in game.state.players:
        census.update(cid for cid in player.owned if cid not in in_supplies)
    for grid in game.state.grids.values():
        census.update(tile for tile, _rotation in grid.get("filled", {}).values())
        census.update(grid.get("spots", {}).values())
    return census


SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10_000))
def test_random_games_keep_the_invariants(players, seed):
    ruleset, runtime = shipped()
    seen = {}

    def check(game):
        no_negative(game)
        if "census" in seen:
            # components are conserved: none appears twice, none vanishes once dealt
            census = component_census(game)
            assert all(n == 1 for n in census.values()), [c for c, n in census.items() if n > 1]
            assert sum(census.values()) == seen["census"]
        elif game.turns == 0 and game.state.players[0].owned:
            seen["census"] = sum(component_census(game).values())
        pieces = Counter(p.owner for p in game.state.pieces)
        per_player = max(spec.per_player or 99 for spec in runtime.vocab.pieces.values())
        assert all(n <= per_player for n in pieces.values())

    game = play(players, seed, check=check)
    no_negative(game)
    assert game.finished and not game.stopped_by_limit
    assert game.rounds <= 60  # three Eclipses come after at most ~3 × 12 rounds


@SETTINGS
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10_000))
def test_final_score_is_the_sum_of_logged_score_events(players, seed):
    game = play(players, seed)
    score = game.flow.score
    totals = [0] * players
    for event in game.state.log:
        if event.get("resource") == score:
            amount = event["amount"]
            totals[event["p"]] += amount if event["e"] == "gain" else -amount
        elif event["e"] == "owe" and event.get("penalty") and score != event["resource"]:
            totals[event["p"]] -= event["penalty"]
    assert totals == game.scores()


@SETTINGS
@given(players=st.sampled_from([2, 4]), seed=st.integers(0, 10_000))
def test_replaying_the_record_gives_the_identical_state(players, seed):
    ruleset, runtime = shipped()
    game = play(players, seed)
    record = make_record(game, ruleset.fingerprint, [], [], ["random"] * players)
    again = replay(runtime, record)
    assert again.finished
    assert again.state.to_json() == game.state.to_json()
    assert again.state.log == game.state.log


def test_same_seed_same_game_byte_for_byte():
    first, second = play(3, 99), play(3, 99)
    assert first.answers == second.answers
    assert first.state.to_json() == second.state.to_json()
    assert play(3, 100).answers != first.answers


@pytest.mark.parametrize("players", [2, 4])
def test_greedy_agent_games_finish(players):
    game = play(players, 5, agent="greedy")
    assert game.finished and not game.stopped_by_limit
