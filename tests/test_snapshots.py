"""GameState.copy shares what it can (the RNG until one draws, the grids' data until one is
changed, the immutable map and grid-space values) and is still an independent copy: a change to
either side never shows in the other. And the cheap copies play the same games as full deep
copies: greedy agents (which copy a state for every option they try) give the same answers and
end in the same states on every shipped set."""
from __future__ import annotations

import copy as copying
import json
import random

import pytest

from teotl.agents import make_agent
from teotl.loading import load_runtime
from teotl.model.shared_random import SharedRandom
from teotl.model.state import GameState
from teotl.runtime.game import Game


@pytest.fixture(scope="module")
def teotihuacan():
    return load_runtime(None, [], [], logging=False)[1]


def mid_game(runtime, players: int = 3, answers: int = 250, seed: int = 5) -> Game:
    game = Game(runtime, players, seed, snapshots=True)
    agents = [make_agent("random", seed, seat) for seat in range(players)]
    for _ in range(answers):
        game.answer(agents[game.pending.player].choose(game, game.pending))
    return game


def whole(state: GameState) -> str:
    return json.dumps({**state.to_json(), "log": state.log}, sort_keys=True, default=str)


def change_everything(state: GameState) -> None:
    """Change every part of a state in place, as verbs do."""
    player = state.players[0]
    player.counters["vp"] += 5
    player.tracks[next(iter(player.tracks))] += 1
    player.owned.append("x")
    player.used.add("x")
    player.flags["f"] = 1
    player.fresh.add("x")
    state.pieces[0].at += 1
    state.pieces[0].held = not state.pieces[0].held
    state.writable_supply(next(iter(state.supplies))).append("x")  # (a copy's supplies are tuples until written)
    state.counters[next(iter(state.counters))] += 1
    for grid_id in list(state.grids):
        data = state.writable_grid(grid_id)
        data["filled"]["99"] = ["x", 0]
        data["cells"][0] = "#" * len(data["cells"][0])
        data["spots"]["s"] = "x"
    state.ring.reverse()
    state.maps["m"] = ((), ())
    state.cells.setdefault("g", {})[(0, 0)] = (("x", 0, 0),)
    state.cell_labels.setdefault("g", {})[(0, 0)] = ("x",)
    state.marks["x"] = {"m": 1}
    state.tokens["t"] = (1,)
    state.flow.setdefault("passed", []).append(0)
    state.log.append({"e": "x"})
    state.rng.random()


def test_a_copy_is_independent_both_ways(teotihuacan):
    state = mid_game(teotihuacan).state
    assert state.grids, "the mid-game state should have a pyramid to share"
    before = whole(state)
    copy = state.copy()
    assert copy.grids["pyramid"] is state.grids["pyramid"] and copy.rng._random is state.rng._random  # shared
    expected = random.Random()
    expected.setstate(state.rng.getstate())
    change_everything(copy)
    assert whole(state) == before
    assert copy.grids["pyramid"] is not state.grids["pyramid"]
    assert state.rng.random() == expected.random()  # the original's stream is untouched by the copy's draw

    other = state.copy()  # and the other way round: the original changes, the copy keeps its start
    kept = whole(other)
    change_everything(state)
    assert whole(other) == kept


def test_a_grid_written_twice_is_copied_once(teotihuacan):
    state = mid_game(teotihuacan).state
    copy = state.copy()
    first = copy.writable_grid("pyramid")
    assert copy.writable_grid("pyramid") is first and first is not state.grids["pyramid"]
    fresh = state.copy().copy()  # a copy of a copy shares with both
    assert fresh.grids["pyramid"] is state.grids["pyramid"]


def full_copy(self: GameState) -> GameState:
    """What GameState.copy was: everything copied deeply, the RNG through getstate/setstate."""
    rng = random.Random()
    rng.setstate(self.rng.getstate())
    return GameState(copying.deepcopy(self.players), copying.deepcopy(self.pieces), copying.deepcopy(self.supplies),
                     dict(self.counters), rng, copying.deepcopy(self.log), copying.deepcopy(self.grids),
                     list(self.ring), copying.deepcopy(self.maps), copying.deepcopy(self.flow),
                     copying.deepcopy(self.cells), marks=copying.deepcopy(self.marks),
                     cell_labels=copying.deepcopy(self.cell_labels), tokens=dict(self.tokens))


def greedy_games(runtime, players: int, agents: list[str], seeds: range) -> list:
    """Each game's answers and final state (JSON), the agents by seat."""
    played = []
    for seed in seeds:
        deciders = [make_agent(name, seed, seat) for seat, name in enumerate(agents)]
        game = Game(runtime, players, seed, snapshots=True)
        while not game.finished:
            game.answer(deciders[game.pending.player].choose(game, game.pending))
        played.append((list(game.answers), whole(game.state), game.scores()))
    return played


SETS = [  # (modules, players, agents by seat)
    ([], 2, ["greedy", "random"]),
    ([], 4, ["greedy", "greedy", "random", "greedy"]),
    (["m6", "m7", "m8"], 3, ["greedy", "random", "greedy"]),
    (["m6", "m9"], 2, ["random", "greedy"]),
    (["solo"], 2, ["greedy", "teotibot"]),
    (["solo", "ms1", "m6"], 2, ["greedy", "teotibot"]),
]


@pytest.mark.parametrize("modules,players,agents", SETS, ids=["-".join(s[0]) or "base" for s in SETS])
def test_greedy_games_are_the_same_with_cheap_and_full_copies(monkeypatch, modules, players, agents):
    from teotl.agents import AGENTS
    from teotl.agents.forced import ForcedAgent
    monkeypatch.setitem(AGENTS, "teotibot", ForcedAgent)
    runtime = load_runtime(None, modules, [], logging=False)[1]
    seeds = range(2) if players < 4 else range(1)
    cheap = greedy_games(runtime, players, agents, seeds)
    monkeypatch.setattr(GameState, "copy", full_copy)
    full = greedy_games(runtime, players, agents, seeds)
    assert cheap == full


def test_new_states_draw_from_a_shared_random(teotihuacan):
    state = teotihuacan.new_state(2, 42)
    assert isinstance(state.rng, SharedRandom)
    assert state.rng.random() == random.Random(42).random()
