"""Whole games of Cacao: every combination of the four modules plays to the end at 2, 3 and 4
players with random agents, by the rules (RULES.md §2-§4, E16: every tile placed, 11 / 10 / 9 turns
each, ruling C-Q12); every variant plays; the same seed gives the same game byte for byte, with 1
and 2 worker processes; the greedy agent beats the random one."""
from __future__ import annotations

import itertools
import json

import pytest

from teotl.agents import make_agent
from teotl.model.instances import component_of
from teotl.runtime.game import Game
from teotl.simulate import RuleSource, simulate, summarise

from cacao_support import RULES, runtime

MODULES = ("map", "irrigation", "chocolatl", "huts")
COMBINATIONS = [combo for n in range(len(MODULES) + 1) for combo in itertools.combinations(MODULES, n)]
VARIANTS = {"early-overbuild": (), "hut-faces-chosen": ("huts",), "map-refill-choice": ("map",),
            "farmer-per-edge": ("huts",), "shaman-needs-token": ("huts",), "foreman-new-tiles-only": ("huts",)}


def play_out(rt, players: int, seed: int, agents=("random",)) -> Game:
    deciders = [make_agent(agents[seat % len(agents)], seed, seat) for seat in range(players)]
    game = Game(rt, players=players, seed=seed, snapshots=any(getattr(d, "needs_snapshots", False) for d in deciders))
    while not game.finished:
        game.answer(deciders[game.pending.player].choose(game, game.pending))
    return game


def check_the_end(game: Game, players: int) -> None:
    state = game.state
    tiles_each = 13 - players                                   # 11 / 10 / 9 (C-Q2)
    assert game.finished and not game.stopped_by_limit
    assert game.turns == players * tiles_each                   # E16: the game ends after the last tile
    assert all(not state.supplies.get(f"{s}@{p}") for s in ("hand", "workers") for p in range(players))
    grid = state.cells["jungle"]
    workers = [layer for stack in grid.values() for layer in stack if component_of(layer[0]).startswith("worker-")]
    assert len(workers) == players * tiles_each
    assert Counter_of(layer[1] for layer in workers) == {p: tiles_each for p in range(players)}
    for (row, column), stack in grid.items():
        kinds = {component_of(layer[0]).startswith("worker-") for layer in stack}
        assert kinds == {(row + column) % 2 != 0}               # the chessboard (C-Q4)
        assert len(stack) <= 2                                  # a position is overbuilt once at most
        if (row + column) % 2 != 0:
            # every worker tile touches a jungle tile (C-Q5)
            assert any(grid.get((row + dr, column + dc)) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)))
    assert state.cell_labels == {}
    for player in state.players:
        assert 0 <= player.counters["fruit"] + player.counters.get("chocolate", 0) <= 5
        assert 0 <= player.counters["sun"] <= 3


def Counter_of(items) -> dict:
    found: dict = {}
    for item in items:
        found[item] = found.get(item, 0) + 1
    return found


@pytest.mark.parametrize("modules", COMBINATIONS, ids=lambda m: "+".join(m) or "base")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_module_combination_plays_to_the_end(modules, players):
    game = play_out(runtime(modules), players, seed=len(modules) * 10 + players)
    check_the_end(game, players)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_variant_plays_to_the_end(variant):
    game = play_out(runtime(VARIANTS[variant], [variant]), 3, seed=11)
    check_the_end(game, 3)


def test_the_same_seed_gives_the_same_game_and_the_answers_replay_it():
    rt = runtime(MODULES)
    first, second = play_out(rt, 3, 7), play_out(runtime(MODULES), 3, 7)
    assert first.answers == second.answers
    assert json.dumps(first.state.to_json(), sort_keys=True) == json.dumps(second.state.to_json(), sort_keys=True)
    replay = Game(rt, players=3, seed=7)
    for answer in first.answers:
        replay.answer(answer)
    assert replay.finished and replay.state.to_json() == first.state.to_json()


def test_the_same_seed_gives_the_same_games_with_one_and_two_workers():
    source = RuleSource.of(RULES, MODULES)
    one = simulate(source, 3, 6, seed=3, agents=["random"], workers=1)
    two = simulate(source, 3, 6, seed=3, agents=["random"], workers=2, batch_size=2)
    assert one == two and len({r.scores for r in one}) > 1


def test_greedy_beats_random():
    source = RuleSource.of(RULES, ())
    results = simulate(source, 2, 20, seed=13, agents=["greedy", "random"], workers=2)
    summary = summarise(results)
    assert summary["agents"]["greedy"]["win_rate"] >= 0.8, summary["agents"]
