"""Profile whole random games and print where the time goes (cProfile, by own time).

    python benchmarks/profile_games.py                 # 30 four-player games
    python benchmarks/profile_games.py --players 2 --games 50 --sort cumulative --limit 40
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "interpreter"))

from teotl.agents import make_agent  # noqa: E402
from teotl.loading import load_runtime  # noqa: E402
from teotl.runtime.game import Game  # noqa: E402


def play(runtime, players: int, games: int, agent: str) -> None:
    for index in range(games):
        game = Game(runtime, players, index, snapshots=agent == "greedy")
        agents = [make_agent(agent, index, seat) for seat in range(players)]
        while not game.finished:
            decision = game.pending
            game.answer(agents[decision.player].choose(game, decision))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--agent", default="random")
    parser.add_argument("--sort", default="tottime", help="a pstats sort key: tottime, cumulative, ncalls")
    parser.add_argument("--limit", type=int, default=30)
    args = parser.parse_args()
    _, runtime = load_runtime(logging=False)
    play(runtime, args.players, 2, args.agent)  # warm up
    profile = cProfile.Profile()
    profile.enable()
    play(runtime, args.players, args.games, args.agent)
    profile.disable()
    stats = pstats.Stats(profile)
    stats.strip_dirs().sort_stats(args.sort).print_stats(args.limit)


if __name__ == "__main__":
    main()
