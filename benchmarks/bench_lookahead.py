"""What look-ahead costs: greedy games against random games, state copies, forks (issue 18).

    python benchmarks/bench_lookahead.py                  # interleaved rounds, ratios (one process)
    python benchmarks/bench_lookahead.py --players 2 --greedy 3 --random 30 --rounds 5
    python benchmarks/bench_lookahead.py --play greedy --games 2     # only play (for cachegrind)
    python benchmarks/bench_lookahead.py --steps --games 2           # what the look-ahead steps, counted
    python benchmarks/bench_lookahead.py --log                       # with the log on (play, compare)

The figure that counts is the **ratio** of a greedy game's cost to a random game's, both with
every seat played by that agent, games 0..n-1 (each the same game every round, so rounds differ
only by the machine's noise): the rounds are interleaved, random then greedy, and the fastest of
each counts. Also timed: `GameState.copy()` of a mid-game state, and `Game.fork()` at a decision
in the middle of a turn. CPU time of the process (`time.process_time`).

Exact figures come from instruction counts, the same games under valgrind with and without them:

    PYTHONHASHSEED=0 valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \\
        python benchmarks/bench_lookahead.py --play greedy --games 2     # and --games 0 (the load alone), and random

Run the script with `PYTHONPATH=<tree>/interpreter` to measure another checkout (without
PYTHONPATH it measures its own tree's `interpreter/`).
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

if not os.environ.get("PYTHONPATH"):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "interpreter"))

CLOCK = time.process_time


def play(runtime, agent: str, players: int, games: int, first: int = 0) -> int:
    """Games first..first+games-1 with `agent` in every seat; the number of decisions."""
    from teotl.agents import make_agent
    from teotl.runtime.game import Game
    decisions = 0
    for index in range(first, first + games):
        agents = [make_agent(agent, index, seat) for seat in range(players)]
        game = Game(runtime, players, index, snapshots=any(getattr(a, "needs_snapshots", False) for a in agents))
        while not game.finished:
            decision = game.pending
            game.answer(agents[decision.player].choose(game, decision))
            decisions += 1
    return decisions


def steps(runtime, players: int, games: int) -> dict:
    """Where a greedy game's look-ahead work goes, counted (not timed): per real decision, the
    continuations tried (`tries`), the decisions each replays to reach the decision being judged
    (`replayed`: the turn's earlier answers) and those it plays from the option on (`played`)."""
    from teotl.agents import make_agent
    from teotl.runtime.game import Game
    counts = {"decisions": 0, "tries": 0, "replayed": 0, "sent": 0}
    turn_from = Game.turn_from

    def counting(game, state, player, quiet=False):
        counts["tries"] += 1
        counts["replayed"] += len(game.turn_answers)
        runner = turn_from(game, state, player, quiet=quiet)

        class Counted:  # the runner, its answers counted
            def __iter__(self):
                return self

            def __next__(self):
                return next(runner)

            def send(self, value):
                counts["sent"] += 1
                return runner.send(value)
        return Counted()
    Game.turn_from = counting
    try:
        counts["decisions"] = play(runtime, "greedy", players, games)
    finally:
        Game.turn_from = turn_from
    per = counts["decisions"]
    return {"tries": counts["tries"] / per, "replayed": counts["replayed"] / per,
            "played": (counts["sent"] - counts["replayed"]) / per}


def mid_game(runtime, players: int, answers: int = 300):
    """A game after `answers` random answers (a state with workers out, tiles bought, a pyramid)."""
    from teotl.agents import make_agent
    from teotl.runtime.game import Game
    game = Game(runtime, players, 3, snapshots=True)
    agents = [make_agent("random", 3, seat) for seat in range(players)]
    for _ in range(answers):
        decision = game.pending
        game.answer(agents[decision.player].choose(game, decision))
    return game


def per_call(action, calls: int, repeats: int = 5) -> float:
    """Fastest µs per call over `repeats` runs of `calls` calls."""
    best = None
    for _ in range(repeats):
        t = CLOCK()
        for _ in range(calls):
            action()
        elapsed = CLOCK() - t
        best = elapsed if best is None else min(best, elapsed)
    return best / calls * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--greedy", type=int, default=2, metavar="N", help="greedy games per round (default 2)")
    parser.add_argument("--random", type=int, default=30, metavar="N", help="random games per round (default 30)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--play", choices=["greedy", "random"], default=None,
                        help="only load the rules and play --games games with this agent (for an outside counter)")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--steps", action="store_true",
                        help="count (not time) the look-ahead's continuations and the decisions they step, per decision")
    parser.add_argument("--log", action="store_true",
                        help="play with the log on, as `teotl play` and `teotl compare`'s recorded games do "
                             "(default: off, as `teotl simulate`)")
    args = parser.parse_args()
    from teotl.loading import load_runtime
    _, runtime = load_runtime(logging=args.log)
    if args.steps:
        counted = steps(runtime, args.players, args.games)
        print(f"{args.players} players, greedy games 0-{args.games - 1}, per real decision: "
              f"{counted['tries']:.1f} continuations tried, {counted['replayed']:.1f} decisions replayed "
              f"(the turn's earlier answers), {counted['played']:.1f} played from the option on "
              "(a random game steps 1)")
        return
    if args.play is not None or args.games == 0:   # `--games 0`: the load alone (what the counts subtract)
        if args.games:
            play(runtime, args.play, args.players, args.games)
        return
    play(runtime, "random", args.players, 2)  # warm up
    best = {"random": None, "greedy": None}
    for _ in range(args.rounds):
        for agent, games in (("random", args.random), ("greedy", args.greedy)):
            t = CLOCK()
            play(runtime, agent, args.players, games)
            per_game = (CLOCK() - t) / games
            best[agent] = per_game if best[agent] is None else min(best[agent], per_game)
    print(f"{args.players} players, fastest of {args.rounds} interleaved rounds (CPU time):")
    print(f"  random game:  {best['random'] * 1e3:8.2f} ms   (games 0-{args.random - 1})")
    print(f"  greedy game:  {best['greedy'] * 1e3:8.2f} ms   (games 0-{args.greedy - 1})")
    print(f"  greedy / random: {best['greedy'] / best['random']:6.1f}x")
    game = mid_game(runtime, args.players)
    state = game.state
    print(f"  GameState.copy() of a mid-game state: {per_call(state.copy, 2000):6.2f} us")
    if hasattr(game, "fork"):
        print(f"  Game.fork() at its decision:          {per_call(game.fork, 500):6.2f} us")


if __name__ == "__main__":
    main()
