"""`benchmarks/bench_lookahead.py --steps` counts the look-ahead's work by wrapping
`Game.turn_from`; docs/performance.md and docs/agents.md quote its figures. The wrapper must
take what the agent passes (it broke when greedy began asking for quiet tries) and must not
change the game it counts."""
from __future__ import annotations

import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import bench_lookahead  # noqa: E402
from teotl.agents import make_agent  # noqa: E402
from teotl.loading import load_runtime  # noqa: E402
from teotl.runtime.game import Game  # noqa: E402


def test_counting_steps_neither_fails_nor_changes_the_game(monkeypatch):
    _, runtime = load_runtime(logging=False)
    played = []
    original_play = bench_lookahead.play

    def play_and_keep(runtime, agent, players, games, first=0):
        decisions = original_play(runtime, agent, players, games, first)
        played.append(decisions)
        return decisions
    monkeypatch.setattr(bench_lookahead, "play", play_and_keep)
    counted = bench_lookahead.steps(runtime, 2, 1)
    assert counted["tries"] > 1  # look-ahead tries more than one continuation per real decision
    assert counted["played"] > 1
    assert counted["replayed"] > 0  # later decisions of a turn replay its earlier answers
    # the wrapper is gone afterwards, and a game played without it is the same game
    assert Game.turn_from.__name__ == "turn_from"
    uncounted = []
    agents = [make_agent("greedy", 0, seat) for seat in range(2)]
    game = Game(runtime, 2, 0, snapshots=True)
    while not game.finished:
        decision = game.pending
        game.answer(agents[decision.player].choose(game, decision))
        uncounted.append(decision)
    assert played == [len(uncounted)]  # the same number of real decisions, game 0
