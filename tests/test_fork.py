"""Game.fork(): a private continuation of a game at its pending decision. Answered as the real game
went on, a fork ends exactly where the real game ends (state, scores, turns, rounds, log), on
every shipped set, in set-up and in turns, for a flow of phases too; a fork changes nothing in
the game it came from, can be forked in turn, and a fork that cannot reach the decision says so."""
from __future__ import annotations

import json

import pytest

from teotl.agents import make_agent
from teotl.agents.forced import ForcedAgent
from teotl.loading import load_runtime
from teotl.runtime.game import ForkError, Game
from teotl.runtime.runtime import Runtime

from test_phases import COMPONENTS, phased


def whole(game: Game) -> tuple:
    return (json.dumps(game.state.to_json(), sort_keys=True, default=str), game.scores(), game.turns, game.rounds,
            game.finished, game.stopped_by_limit, json.dumps(game.state.log, sort_keys=True, default=str))


def recorded(runtime, players: int, seed: int, agents: list[str]) -> list[str]:
    game = Game(runtime, players, seed)
    deciders = [ForcedAgent() if name == "forced" else make_agent(name, seed, seat) for seat, name in enumerate(agents)]
    while not game.finished:
        game.answer(deciders[game.pending.player].choose(game, game.pending))
    return game.answers


def check_forks(runtime, players: int, seed: int, agents: list[str], every: int) -> int:
    """Fork at every `every`-th decision and at every turn's first decision, answer the fork as
    the real game went on, compare the ends. Returns how many forks were checked."""
    answers = recorded(runtime, players, seed, agents)
    real = Game(runtime, players, seed, snapshots=True)
    for key in answers:
        real.answer(key)
    end = whole(real)
    game = Game(runtime, players, seed, snapshots=True)
    checked = 0
    for index, key in enumerate(answers):
        if index % every == 0 or not game.turn_answers:
            line = game.fork()
            assert line.pending == game.pending and line.answers == game.answers
            assert line.turn_answers == game.turn_answers
            for later in answers[index:]:
                line.answer(later)
            assert whole(line) == end, f"fork at answer {index}"
            checked += 1
        game.answer(key)
    return checked


SETS = [  # (modules, players, agents by seat)
    ([], 2, ["random", "random"]),
    ([], 4, ["random"] * 4),
    (["m6", "m7", "m8"], 3, ["random"] * 3),
    (["m6", "m9"], 2, ["random", "random"]),
    (["solo"], 2, ["random", "forced"]),
    (["solo", "ms1", "m6", "m7", "m8"], 2, ["random", "forced"]),
]


@pytest.mark.parametrize("logging", [False, True])
@pytest.mark.parametrize("modules,players,agents", SETS, ids=["-".join(s[0]) + f"-{s[1]}p" for s in SETS])
def test_a_fork_answered_like_the_game_ends_like_it(modules, players, agents, logging):
    runtime = load_runtime(None, modules, [], logging=logging)[1]
    assert check_forks(runtime, players, 3, agents, every=23 if logging else 11) > 20


def test_forks_of_a_game_of_phases_resume_its_round_phase_and_seat():
    for flow in ({"turns": "act", "first_player": "rotate"}, {"turns": "act"}):
        runtime = Runtime(phased(**flow), COMPONENTS)
        assert not runtime.problems
        assert check_forks(runtime, 3, 2, ["random"] * 3, every=1) > 10


@pytest.fixture(scope="module")
def teotihuacan():
    return load_runtime(None, [], [], logging=False)[1]


def test_a_fork_changes_nothing_in_the_game(teotihuacan):
    game = Game(teotihuacan, 2, 6, snapshots=True)
    for _ in range(40):
        game.answer(game.pending.options[-1].key)
    while not game.turn_answers:  # somewhere inside a turn
        game.answer(game.pending.options[0].key)
    before, pending, answers = whole(game), game.pending, list(game.answers)
    start = json.dumps(game.turn_start.to_json(), sort_keys=True)
    line = game.fork()
    while not line.finished:
        line.answer(line.pending.options[-1].key)
    assert whole(game) == before and game.pending == pending and game.answers == answers
    assert json.dumps(game.turn_start.to_json(), sort_keys=True) == start  # the snapshot is never changed


def test_a_fork_of_a_fork(teotihuacan):
    game = Game(teotihuacan, 2, 8, snapshots=True)
    for _ in range(60):
        game.answer(game.pending.options[0].key)
    line = game.fork(snapshots=True)
    for _ in range(30):  # into later turns: the fork keeps snapshots of its own
        line.answer(line.pending.options[-1].key)
    second = line.fork()
    assert second.pending == line.pending and second.answers == line.answers
    while not line.finished:
        key = line.pending.options[0].key
        line.answer(key)
        second.answer(key)
    assert whole(second) == whole(line)


def test_without_snapshots_or_before_the_first_turn_the_game_is_replayed_from_its_start(teotihuacan):
    game = Game(teotihuacan, 2, 4)  # no snapshots
    for _ in range(25):
        game.answer(game.pending.options[0].key)
    assert game.turn_start is None
    line = game.fork()
    assert line.pending == game.pending and line.answers == game.answers
    starting = Game(teotihuacan, 2, 4, snapshots=True)
    assert starting.turn_start is None and starting.turns == 0  # choosing starting tiles: before any turn
    assert starting.fork().pending == starting.pending


def test_a_fork_that_cannot_reach_the_decision_says_so(teotihuacan):
    game = Game(teotihuacan, 2, 9, snapshots=True)
    for _ in range(30):
        game.answer(game.pending.options[0].key)
    while not game.turn_answers:
        game.answer(game.pending.options[0].key)
    game.turn_answers[0] = "no such answer"  # as if the engine had not been deterministic
    game.answers[-len(game.turn_answers)] = "no such answer"
    with pytest.raises(ForkError):
        game.fork()
