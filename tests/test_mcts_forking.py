"""Forks (teotl.agents.forking): a game continued from its pending decision on a copy, as the
search agent plays it. Without resampling, a fork answered like the real game must end exactly
where the real game ends — on Teotihuacan (turns, set-up decisions) and on a game of phases."""
from __future__ import annotations

import random

import pytest

from teotl.agents import make_agent
from teotl.agents.forking import fork
from teotl.loading import load_runtime
from teotl.runtime.game import Game
from teotl.runtime.runtime import Runtime

from test_phases import COMPONENTS, phased


@pytest.fixture(scope="module")
def teotihuacan():
    return load_runtime(None, [], [], logging=False)[1]


def played(runtime, players: int, seed: int) -> Game:
    game = Game(runtime, players, seed, snapshots=True)
    agents = [make_agent("random", seed, seat) for seat in range(players)]
    while not game.finished:
        game.answer(agents[game.pending.player].choose(game, game.pending))
    return game


def check_forks_replay_the_game(runtime, players: int, seed: int, every: int) -> int:
    """Fork the game at every `every`-th decision, answer the fork as the real game went on,
    and compare the ends. Returns the number of forks checked."""
    whole = played(runtime, players, seed)
    answers = whole.answers
    game = Game(runtime, players, seed, snapshots=True)
    checked = 0
    for index, key in enumerate(answers):
        if index % every == 0:
            line = fork(game, None, random.Random(0))
            assert line.pending == game.pending
            for later in answers[index:]:
                line.answer(line.pending.find(later))
            assert line.finished
            assert line.state.to_json() == whole.state.to_json(), f"fork at answer {index}"
            assert (line.game.turns, line.game.rounds, line.ranking()) == (whole.turns, whole.rounds, whole.ranking())
            checked += 1
        game.answer(key)
    return checked


def test_a_fork_answered_like_the_game_ends_like_it(teotihuacan):
    assert check_forks_replay_the_game(teotihuacan, 2, 11, every=9) > 20


def test_forks_at_set_up_decisions_replay_from_the_start(teotihuacan):
    game = Game(teotihuacan, 2, 4, snapshots=True)
    assert game.turn_start is None and game.turns == 0  # choosing starting tiles: before any turn
    line = fork(game, None, random.Random(0))
    assert line.pending == game.pending
    line.answer(line.options()[0])
    game.answer(game.pending.options[0].key)
    assert line.state.to_json() == game.state.to_json()


def test_forks_of_a_game_of_phases_resume_its_phase_seat_and_round():
    runtime = Runtime(phased(turns="act", first_player="rotate"), COMPONENTS)
    assert not runtime.problems
    assert check_forks_replay_the_game(runtime, 3, 2, every=1) > 10


def test_a_fork_changes_nothing_in_the_real_game(teotihuacan):
    game = Game(teotihuacan, 2, 6, snapshots=True)
    for _ in range(20):
        game.answer(game.pending.options[-1].key)
    before, pending, answers = game.state.to_json(), game.pending, list(game.answers)
    line = fork(game, 0, random.Random(3))
    while not line.finished:
        line.answer(line.options()[0])
    assert game.state.to_json() == before and game.pending == pending and game.answers == answers
