"""The search agent `mcts` (teotl.agents.mcts): it finds a winning line, answers only what is
offered, is reproducible for an iteration budget (also with 2 worker processes), and is not
asked the decisions of an automaton seat."""
from __future__ import annotations

import copy
from dataclasses import dataclass

import pytest

from teotl.agents import make_agent
from teotl.agents.mcts import MctsAgent
from teotl.loading import load_runtime
from teotl.model.decisions import Decision, Option
from teotl.runtime.game import Game
from teotl.runtime.runtime import Runtime
from teotl.simulate import RuleSource, simulate

from minigame import GAME

# One round: seat 0 takes 2 wood or 1 VP, and may then turn 2 wood into 3 VP; seat 1 just gains
# 2 VP. Only "wood, then yes" wins (3 > 2); the VP looks better right away (1 > 0) but loses.
WOOD_OR_VP = [
    {"id": "turn", "type": "tile", "effect":
        "if seat == 0 { choose { gain wood 2 | gain vp 1 }; may pay wood 2 -> gain vp 3 } else { gain vp 2 }"},
    {"id": "tick", "type": "tile", "effect": "set clock (clock + 1)"},
]


def wood_or_vp() -> Runtime:
    game = copy.deepcopy(GAME)
    game["flow"] = {"turn": "turn", "round_end": "tick", "game_over": "clock >= 1", "score": "vp"}
    game["agents"] = {"greedy": {"value": "vp"}}
    runtime = Runtime(game, WOOD_OR_VP)
    assert not runtime.problems, runtime.problems
    return runtime


@pytest.fixture(scope="module")
def teotihuacan():
    return load_runtime(None, [], [], logging=False)[1]


def test_it_finds_the_winning_line_where_the_immediate_value_misleads():
    runtime = wood_or_vp()
    for seed in range(3):
        game = Game(runtime, 2, seed, snapshots=True)
        first = game.pending
        assert [o.text for o in first.options][0].startswith("gain wood")
        agent = MctsAgent(seed=seed, iterations=40)
        assert agent.choose(game, first) == first.options[0].key
        game.answer(first.options[0].key)
        assert game.pending.kind == "may"
        game.answer(agent.choose(game, game.pending))
        assert game.finished and game.winner() == 0 and game.scores() == [3, 2]


def play(runtime, seed: int, agents: list, players: int = 2) -> tuple[Game, list[tuple[int, str]]]:
    """A whole game; every answer checked against the options offered, and who was asked."""
    game = Game(runtime, players, seed, snapshots=True)
    asked = []
    while not game.finished:
        decision = game.pending
        key = agents[decision.player].choose(game, decision)
        assert key in decision.keys(), (key, decision)
        asked.append((decision.player, key))
        game.answer(key)
    return game, asked


def test_it_answers_only_offered_options_through_a_whole_game(teotihuacan):
    mcts = MctsAgent(seed=5, iterations=6)
    game, asked = play(teotihuacan, 5, [mcts, make_agent("random", 5, 1)])
    assert game.finished and not game.stopped_by_limit
    assert mcts.searched > 50 and mcts.iterations_run == 6 * mcts.searched


def test_the_same_seed_gives_the_same_choices(teotihuacan):
    first = play(teotihuacan, 8, [make_agent("mcts:6", 8, 0), make_agent("greedy", 8, 1)])[1]
    again = play(teotihuacan, 8, [make_agent("mcts:6", 8, 0), make_agent("greedy", 8, 1)])[1]
    assert first == again
    other = play(teotihuacan, 8, [MctsAgent(seed=99, iterations=6), make_agent("greedy", 8, 1)])[1]
    assert other != first  # the agent's own seed matters: the test can tell


def test_results_are_the_same_with_one_and_two_worker_processes(teotihuacan):
    source = RuleSource.of(None)
    one = simulate(source, 2, 4, 3, ["mcts:4", "random"], workers=1, runtime=teotihuacan)
    two = simulate(source, 2, 4, 3, ["mcts:4", "random"], workers=2, batch_size=1)
    assert one == two
    assert {r.agents for r in one} == {("mcts:4", "random"), ("random", "mcts:4")}


@dataclass(frozen=True)
class FirstAnswers:
    index: int
    answers: tuple[str, ...]


def first_answers(runtime, players: int, seed: int, agents, index: int = 0) -> FirstAnswers:
    """A `simulate.Play` that plays only the first 3 decisions with a choice, by `agents`' seats."""
    game = Game(runtime, players, seed, snapshots=True)
    deciders = [make_agent(name, seed, seat) for seat, name in enumerate(agents)]
    answers = []
    while len(answers) < 3:
        decision = game.pending
        key = deciders[decision.player].choose(game, decision)
        if len(decision.options) > 1:
            answers.append(key)
        game.answer(key)
    return FirstAnswers(index, tuple(answers))


def test_a_budget_of_200_iterations_answers_the_same_with_one_and_two_worker_processes(teotihuacan):
    source = RuleSource.of(None)
    one = simulate(source, 2, 4, 11, ["mcts:200"], workers=1, runtime=teotihuacan, play=first_answers)
    two = simulate(source, 2, 4, 11, ["mcts:200"], workers=2, batch_size=1, play=first_answers)
    assert one == two
    other = simulate(source, 2, 4, 12, ["mcts:200"], workers=1, runtime=teotihuacan, play=first_answers)
    assert [g.answers for g in other] != [g.answers for g in one]  # the seeds matter: the test can tell


def test_a_decision_with_one_option_is_answered_without_searching(teotihuacan):
    game = Game(teotihuacan, 2, 1, snapshots=True)
    agent = MctsAgent(seed=1, iterations=50)
    only = Decision(0, "choose", (Option("x", "the only one"),), "which?")
    assert agent.choose(game, only) == "x" and agent.searched == 0


def test_a_time_budget_searches_at_least_once_and_answers_an_offered_option(teotihuacan):
    game = Game(teotihuacan, 2, 2, snapshots=True)
    agent = make_agent("mcts:0.05s", 2, 0)
    assert agent.seconds == 0.05
    assert agent.choose(game, game.pending) in game.pending.keys()
    assert agent.iterations_run >= 1


def test_the_automaton_seat_of_a_solo_game_is_never_the_agents():
    runtime = load_runtime(None, ["solo"], [], logging=False)[1]
    bot = runtime.game["agents"]["teotibot"]
    seat = int(bot["seat"]) - 1
    mcts = MctsAgent(seed=4, iterations=4)
    agents = [None, None]
    agents[1 - seat] = mcts
    agents[seat] = make_agent("random", 4, seat)  # would be asked if the rules left the bot a choice
    game, asked = play(runtime, 4, agents)
    assert game.finished and {player for player, _ in asked} == {1 - seat}
    assert mcts.searched > 0
