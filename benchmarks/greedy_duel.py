"""This tree's greedy agent against the greedy agent of another checkout, in the same games.

    python benchmarks/greedy_duel.py /work/wt/old --games 200                  # Teotihuacan, 2 players
    python benchmarks/greedy_duel.py OLD --rules rules/cacao --games 80
    python benchmarks/greedy_duel.py OLD --players 3 --modules m6,m7,m8 --games 30
    python benchmarks/greedy_duel.py OLD --continuations 5 --games 200         # this tree's greedy:5

The other checkout's `interpreter/teotl/agents/greedy.py` is loaded as a module of its own on
top of this tree's engine (it only uses the engine through `game.turn_from`, `Runtime.determinise`,
the value expression and state copies). Each game seats the two agents alternately (game g: seat
0 is "this" when g is even), so both sit in every seat equally often; seeds 0..games-1. Printed:
games won, mean score, and CPU seconds spent choosing, for each side — the last is the ratio that
tells what a change to the look-ahead costs, measured on the same games in one process.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if not os.environ.get("PYTHONPATH"):
    sys.path.insert(0, str(ROOT / "interpreter"))


def other_greedy(tree: Path):
    """The GreedyAgent class of another checkout."""
    path = tree / "interpreter" / "teotl" / "agents" / "greedy.py"
    if not path.is_file():
        raise SystemExit(f"{tree}: no interpreter/teotl/agents/greedy.py there (give a checkout of teotl)")
    spec = importlib.util.spec_from_file_location("other_greedy", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.GreedyAgent


def duel(runtime, other, players: int, games: int, continuations: int = 0) -> dict:
    from teotl.agents.greedy import GreedyAgent
    from teotl.runtime.game import Game
    sides = {"this": [0, 0, 0.0], "other": [0, 0, 0.0]}  # wins, score, CPU seconds
    for index in range(games):
        names = ["this" if (seat + index) % 2 == 0 else "other" for seat in range(players)]
        agents = [(GreedyAgent(index * 1009 + seat, continuations) if continuations else GreedyAgent(index * 1009 + seat))
                  if name == "this" else other(index * 1009 + seat) for seat, name in enumerate(names)]
        game = Game(runtime, players, index, snapshots=True)
        while not game.finished:
            decision = game.pending
            started = time.process_time()
            key = agents[decision.player].choose(game, decision)
            sides[names[decision.player]][2] += time.process_time() - started
            game.answer(key)
        sides[names[game.winner()]][0] += 1
        for seat, name in enumerate(names):
            sides[name][1] += game.scores()[seat]
    return sides


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("other", type=Path, help="the other checkout (its root folder)")
    parser.add_argument("--rules", type=Path, default=ROOT / "rules" / "teotihuacan")
    parser.add_argument("--modules", default="", help="comma-separated modules")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--continuations", type=int, default=0, metavar="N",
                        help="this tree's greedy as greedy:N (default: its default)")
    args = parser.parse_args()
    from teotl.loading import load_runtime
    _, runtime = load_runtime(args.rules, [m for m in args.modules.split(",") if m], logging=False)
    sides = duel(runtime, other_greedy(args.other), args.players, args.games, args.continuations)
    seats = args.games * args.players / 2
    print(f"{args.rules.name} {args.modules or 'base'}, {args.players} players, {args.games} games:")
    for name, (wins, score, cpu) in sides.items():
        print(f"  {name:5}  won {wins:4}  mean score {score / seats:6.1f}  CPU choosing {cpu:7.1f} s")
    print(f"  CPU this / other: {sides['this'][2] / sides['other'][2]:.2f}")


if __name__ == "__main__":
    main()
