"""A look-ahead plays with the log off (`Runtime.quiet`): the games are the same as with a quiet
runtime, and what greedy tries writes no log, even when the real game keeps one (as `teotl play`
and `teotl compare`'s recorded games do)."""
from __future__ import annotations

import random

import pytest

from teotl.agents import make_agent
from teotl.agents.greedy import GreedyAgent
from teotl.loading import load_runtime
from teotl.paths import rules_dir
from teotl.runtime.game import Game


def _played(runtime, players: int, seed: int) -> Game:
    agents = [make_agent("greedy", seed, seat) for seat in range(players)]
    game = Game(runtime, players, seed, snapshots=True)
    while not game.finished:
        game.answer(agents[game.pending.player].choose(game, game.pending))
    return game


def test_quiet_is_the_same_rules_with_the_log_off_made_once():
    _, loud = load_runtime(logging=True)
    _, silent = load_runtime(logging=False)
    quiet = loud.quiet()
    assert quiet is loud.quiet() and quiet is not loud
    assert quiet.logging is False and loud.logging is True  # the original keeps its log
    assert silent.quiet() is silent
    assert quiet.effects.keys() == loud.effects.keys() and quiet.vocab is loud.vocab
    assert loud.fork()._quiet is None  # a fork makes its own


@pytest.mark.parametrize("rules,players,seed", [(None, 2, 3), ("cacao", 2, 4)])
def test_greedy_plays_the_same_game_with_the_log_on_and_off(rules, players, seed):
    root = None if rules is None else rules_dir() / rules
    _, loud = load_runtime(root, logging=True)
    _, silent = load_runtime(root, logging=False)
    logged, unlogged = _played(loud, players, seed), _played(silent, players, seed)
    assert logged.answers == unlogged.answers and logged.scores() == unlogged.scores()
    assert logged.state.log and not unlogged.state.log


def test_what_greedy_tries_writes_no_log(monkeypatch):
    _, loud = load_runtime(logging=True)
    written = []
    original = GreedyAgent._try

    def counting(self, game, state, key, value, player, rng):
        reached = original(self, game, state, key, value, player, rng)
        written.append(len(state.log))
        return reached

    monkeypatch.setattr(GreedyAgent, "_try", counting)
    game = _played(loud, 2, 5)
    assert len(written) > 50 and set(written) == {0}
    assert game.state.log  # the real game kept its log


def test_a_sample_without_its_log():
    _, loud = load_runtime(logging=True)
    game = Game(loud, 2, 1)
    agents = [make_agent("random", 1, seat) for seat in range(2)]
    for _ in range(40):
        game.answer(agents[game.pending.player].choose(game, game.pending))
    assert game.state.log
    assert loud.determinise(game.state, 0, random.Random(2)).log  # the seat's log, by default
    assert loud.determinise(game.state, 0, random.Random(2), log=False).log == []
