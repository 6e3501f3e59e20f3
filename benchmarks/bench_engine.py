"""Benchmarks of the rule loader and the interpreter. Prints figures; asserts nothing.

    python benchmarks/bench_engine.py            # all figures
    python benchmarks/bench_engine.py --quick    # fewer repetitions

Figures (compare ratios within one run: these machines are small and noisy):
- load+check of the whole shipped rule set: cold (a fresh process) and cached (again, same process);
- mean µs to run one compiled effect (every starting tile, royal tile, grid cell and discovery tile
  of the base game, on a prepared state);
- random games per second (2 and 4 players, one process) and decisions per second.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "interpreter"))

from teotl.agents import make_agent  # noqa: E402
from teotl.engine.decisions import EffectRun  # noqa: E402
from teotl.engine.game import Game  # noqa: E402
from teotl.rules.ruleset import load_ruleset  # noqa: E402
from teotl.engine.runtime import Runtime  # noqa: E402

COLD = """
import sys, time
sys.path.insert(0, {path!r})
t = time.perf_counter()
from teotl.rules.ruleset import load_ruleset
rs = load_ruleset(None)
print(time.perf_counter() - t, len(rs.components), rs.effect_count(), len(rs.errors))
"""


def cold_load(repeats: int) -> list[float]:
    times = []
    for _ in range(repeats):
        out = subprocess.run([sys.executable, "-c", COLD.format(path=str(HERE.parent / "interpreter"))],
                             capture_output=True, text=True, check=True).stdout.split()
        times.append(float(out[0]))
    return times


def cached_load(repeats: int) -> list[float]:
    load_ruleset(None)
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        load_ruleset(None)
        times.append(time.perf_counter() - t)
    return times


def effect_micro(runtime: Runtime, rounds: int) -> tuple[float, int]:
    """Mean µs per effect run to completion (first option at every decision)."""
    targets = [(cid, path) for (cid, path) in runtime.effects
               if runtime.components[cid].type in ("starting_tile", "royal_tile", "discovery", "board")
               and (path == "effect" or path.startswith("grid."))]
    state = runtime.new_state(2, seed=1)
    for seat in range(2):
        state.players[seat].counters.update({r: 5 for r in runtime.vocab.resources})
        for board in range(len(runtime.vocab.boards)):
            runtime.add_piece(state, seat, "worker", board, 3)
    piece = state.pieces[0]
    base = state.copy()
    total, count = 0.0, 0
    for _ in range(rounds):
        for cid, path in targets:
            work = base.copy()
            piece = work.pieces[1]
            t = time.perf_counter()
            run = EffectRun(runtime.effects[(cid, path)].run(runtime.context(work, 0, piece)))
            while not run.finished:
                run.answer(run.pending.options[0].key)
            total += time.perf_counter() - t
            count += 1
    return total / count * 1e6, len(targets)


def games(runtime: Runtime, players: int, n: int, agent: str = "random") -> tuple[float, float]:
    decisions = 0
    t = time.perf_counter()
    for index in range(n):
        game = Game(runtime, players, index)
        agents = [make_agent(agent, index, seat) for seat in range(players)]
        while not game.finished:
            decision = game.pending
            game.answer(agents[decision.player].choose(game, decision))
            decisions += 1
    elapsed = time.perf_counter() - t
    return n / elapsed, decisions / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    reps = 2 if args.quick else 5
    cold = cold_load(reps)
    cached = cached_load(reps * 2)
    ruleset = load_ruleset(None)
    t = time.perf_counter()
    runtime = Runtime.from_ruleset(ruleset, logging=False)
    compile_ms = (time.perf_counter() - t) * 1e3
    micro, targets = effect_micro(runtime, 20 if args.quick else 100)
    print(f"rule set: {len(ruleset.components)} components, {ruleset.effect_count()} DSL strings, "
          f"{len(ruleset.errors)} errors")
    print(f"load+check, cold (fresh process): median {statistics.median(cold) * 1e3:8.1f} ms")
    print(f"load+check, cached (same process): median {statistics.median(cached) * 1e3:8.1f} ms")
    print(f"compile to closures:                      {compile_ms:8.1f} ms")
    print(f"compiled effect, mean over {targets} effects:   {micro:8.1f} µs")
    for players in (2, 4):
        per_s, dec_s = games(runtime, players, 10 if args.quick else 40)
        print(f"random games, {players} players: {per_s:7.1f} games/s, {dec_s:9.0f} decisions/s")


if __name__ == "__main__":
    main()
