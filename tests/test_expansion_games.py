"""Whole games with the Expansion Period modules: M6 with every subset of M7, M8 and M9 loads and
plays a seeded game to the end with 2 and 4 players, and in solo with and without MS1 (issue 5);
the same seed replays identically; the Teotibot's seat is never asked anything."""
from __future__ import annotations

import functools
import itertools

import pytest

from teotl.agents import make_agent
from teotl.agents.forced import ForcedAgent
from teotl.loading import load_runtime
from teotl.record import make_record, replay
from teotl.runtime.game import Game

OPTIONAL = ("m7", "m8", "m9")            # each requires m6
MULTI = [("m6",) + extra for size in range(len(OPTIONAL) + 1) for extra in itertools.combinations(OPTIONAL, size)]
SOLO = [modules + tail for modules in MULTI for tail in ((), ("ms1",))] + [("ms1",)]


@functools.lru_cache(maxsize=None)
def loaded(modules: tuple[str, ...]):
    ruleset, runtime = load_runtime(None, list(modules), [])
    assert ruleset.errors == []
    return ruleset, runtime


def play(modules: tuple[str, ...], players: int, seed: int, solo: bool = False) -> Game:
    runtime = loaded(modules)[1]
    game = Game(runtime, players, seed)
    agents = [make_agent("random", seed, seat) for seat in range(players)]
    if solo:
        agents[1] = ForcedAgent(report=lambda text: None)
    while not game.finished:
        decision = game.pending
        if solo:
            assert decision.player == 0, f"the bot was asked: {decision}"
        game.answer(agents[decision.player].choose(game, decision))
    assert not game.stopped_by_limit
    return game


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("modules", MULTI, ids=lambda m: "+".join(m))
def test_a_seeded_game_plays_to_the_end(modules, players):
    game = play(modules, players, 11)
    assert game.finished and len(game.scores()) == players
    log = game.state.log
    assert any(e["e"] == "gain" and e.get("resource") == "obsidian" for e in log)
    if "m9" in modules:                          # every player's setup warrior at least
        assert sum(1 for e in log if e["e"] == "entered") >= players
    again = play(modules, players, 11)
    assert again.answers == game.answers and again.state.to_json() == game.state.to_json()


@pytest.mark.parametrize("modules", SOLO, ids=lambda m: "+".join(m))
def test_a_seeded_solo_game_plays_to_the_end(modules):
    modules = ("solo",) + modules
    game = play(modules, 2, 1, solo=True)
    assert game.finished
    if "m9" in modules:                          # the bot's warriors enter and are pushed without asking
        assert any(e["e"] == "entered" and e["p"] == 1 for e in game.state.log)
    replayed = replay(loaded(modules)[1], make_record(game, "x", list(modules), [], ["random", "teotibot"]))
    assert replayed.finished and replayed.state.to_json() == game.state.to_json()


@pytest.mark.parametrize("players", [2, 4])
def test_shamans_are_activated_in_a_seeded_game(players):
    game = play(("m6", "m7", "m8"), players, 11)
    assert any(e["e"] == "landed" and e["space"] == "altar_ring" for e in game.state.log)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_more_seeds_with_everything(seed):
    play(("m6", "m7"), 3, seed)
    play(("solo", "m6", "m7", "ms1"), 2, seed, solo=True)
