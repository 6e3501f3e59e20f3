"""Benchmarks of the rule loader and the interpreter. Prints figures; asserts nothing (but stops if
the hand-written effects and the compiled DSL disagree).

    python benchmarks/bench_engine.py            # all figures
    python benchmarks/bench_engine.py --quick    # fewer repetitions
    python benchmarks/bench_engine.py --json figures.json
    python benchmarks/bench_engine.py --play 4 --players 4   # just play (for cachegrind: see docs)
    python benchmarks/bench_engine.py --only games,dsl   # some sections: load, dsl, games

Figures (these machines are small and noisy: compare ratios within one run, rerun before believing
a change of a few per cent):
- load: the shipped rule set to a runtime ready to play (`load_runtime`), twice: with the default
  modules, and the full rule set (base + every module: solo m6 m7 m8 m9 ms1), and separately the
  imports. "cold, no cache": a fresh process with TEOTL_NO_CACHE=1; "cold, disk cache": a fresh
  process with a warm disk cache (rules/disk_cache.py); "cached": the same load again in the same
  process (best of 3 in each process).
- DSL overhead (benchmarks/overhead.py): the starting tiles and grid cells of boards 2-4, and whole
  turns (move, pay, choose, use, the actions of boards 2-4, the end of the turn), through the
  compiled rules and through efficient hand-written Python (hand_effects.py, hand_turn.py) on the
  same engine objects and driver; the harness (contexts, EffectRun, answering) measured alone and
  subtracted. Ratio = DSL time / hand time (1.0 = no overhead); tests/test_hand_effects_equivalence.py
  checks both sides ask the same questions and leave the same states.
- games: random agents, 2 and 4 players, one process, logging off: games/s and decisions/s
  (the same games played several times; the fastest round counts).
Effects and games are timed in CPU time of the process (time.process_time), so the figures are
per core and other work on the machine disturbs them less; loads are wall-clock times.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
INTERPRETER = str(HERE.parent / "interpreter")
sys.path.insert(0, INTERPRETER)
sys.path.insert(0, str(HERE))

# CPU time of this process: figures per core, and less disturbed by other work on the machine
CLOCK = time.process_time

COLD = """
import sys, time, json
t0 = time.perf_counter()
sys.path.insert(0, {path!r})
from teotl.loading import load_runtime
t1 = time.perf_counter()
ruleset, runtime = load_runtime(None, {modules!r}, logging=False)
t2 = time.perf_counter()
again = []
for _ in range(3):
    t3 = time.perf_counter()
    load_runtime(None, {modules!r}, logging=False)
    again.append(time.perf_counter() - t3)
print(json.dumps({{"imports": t1 - t0, "load": t2 - t1, "again": min(again), "components": len(ruleset.components),
                  "effects": runtime.effect_count}}))
"""


# the full rule set: base and every module (the load goal is about this one)
FULL_MODULES = ["solo", "m6", "m7", "m8", "m9", "ms1"]


def fresh_process(no_cache: bool, cache_dir: str, modules: list[str]) -> dict:
    env = dict(os.environ, TEOTL_CACHE_DIR=cache_dir)
    env.pop("TEOTL_NO_CACHE", None)
    if no_cache:
        env["TEOTL_NO_CACHE"] = "1"
    out = subprocess.run([sys.executable, "-c", COLD.format(path=INTERPRETER, modules=modules)], capture_output=True, text=True,
                         check=True, env=env).stdout
    return json.loads(out.strip().splitlines()[-1])


def load_figures(repeats: int, modules: list[str]) -> dict:
    """Median seconds of each kind of load, each in fresh processes."""
    with tempfile.TemporaryDirectory(prefix="teotl-bench-cache-") as cache:
        no_cache = [fresh_process(True, cache, modules) for _ in range(repeats)]
        fresh_process(False, cache, modules)  # warm the disk cache
        disk = [fresh_process(False, cache, modules) for _ in range(repeats)]
    med = lambda runs, key: statistics.median(r[key] for r in runs)  # noqa: E731
    return {"imports_s": med(disk, "imports"),
            "cold_no_cache_s": med(no_cache, "load"),
            "cold_disk_cache_s": med(disk, "load"),
            "cached_same_process_s": med(disk + no_cache, "again"),
            "components": disk[0]["components"], "effects": disk[0]["effects"]}


# ------------------------------------------------------------------------------ DSL vs hand-written
# benchmarks/overhead.py: the scenarios (effects and whole turns), the harness measured alone


# ------------------------------------------------------------------------------ whole games
def games(runtime, players: int, n: int, agent: str = "random", rounds: int = 3) -> dict:
    """Games 0..n-1 played `rounds` times; the fastest round counts (the others met more noise)."""
    from teotl.agents import make_agent
    from teotl.runtime.game import Game

    best = None
    for _ in range(rounds):
        decisions = 0
        t = CLOCK()
        for index in range(n):
            game = Game(runtime, players, index)
            agents = [make_agent(agent, index, seat) for seat in range(players)]
            while not game.finished:
                decision = game.pending
                game.answer(agents[decision.player].choose(game, decision))
                decisions += 1
        elapsed = CLOCK() - t
        best = elapsed if best is None else min(best, elapsed)
    if n == 0 or not best:  # `--play 0`: the load alone, the baseline an outside counter subtracts
        return {"games": n, "rounds": rounds}
    return {"games": n, "rounds": rounds, "games_per_s": n / best, "decisions_per_s": decisions / best,
            "ms_per_game": best / n * 1e3, "decisions_per_game": decisions / n}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--json", type=Path, default=None, metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--only", default="load,dsl,games", metavar="LIST", help="sections: load, dsl, games")
    parser.add_argument("--play", type=int, default=None, metavar="N",
                        help="only load the rules and play N random games, silently (for an outside counter: "
                             "run with N and with 0 under valgrind --tool=cachegrind and subtract)")
    parser.add_argument("--players", type=int, default=4, metavar="P", help="players of the --play games (default 4)")
    args = parser.parse_args()
    if args.play is not None:
        from teotl.loading import load_runtime
        _, runtime = load_runtime(logging=False)
        games(runtime, args.players, args.play, rounds=1)
        return
    sections = set(args.only.split(","))
    figures: dict = {"python": platform.python_version(), "machine": platform.machine(),
                     "cpus": os.cpu_count()}
    print(f"Python {figures['python']} on {figures['machine']}, {figures['cpus']} CPUs")
    if "load" in sections:
        for label, key, modules in (("default modules", "load", []),
                                    ("full rule set (" + " ".join(FULL_MODULES) + ")", "load_full", FULL_MODULES)):
            load = figures[key] = load_figures(3 if args.quick else 7, modules)
            print(f"{label}: {load['components']} components, {load['effects']} compiled fields")
            print(f"  imports (teotl.loading, fresh process):      {load['imports_s'] * 1e3:7.1f} ms")
            print(f"  load to runtime, cold, no cache:             {load['cold_no_cache_s'] * 1e3:7.1f} ms")
            print(f"  load to runtime, cold, warm disk cache:      {load['cold_disk_cache_s'] * 1e3:7.1f} ms")
            print(f"  load to runtime, again in the same process:  {load['cached_same_process_s'] * 1e3:7.1f} ms")

    from teotl.runtime.runtime import Runtime
    from teotl.rules.ruleset import load_ruleset
    ruleset = load_ruleset(None)
    runtime = Runtime.from_ruleset(ruleset, logging=False)
    if "dsl" in sections:
        import overhead
        figures["dsl"] = overhead.figures(runtime, ruleset, quick=args.quick)
    if "games" in sections:
        for players in (2, 4):
            result = figures[f"games_{players}p"] = games(runtime, players, 20 if args.quick else 60,
                                                          rounds=2 if args.quick else 4)
            print(f"random games, {players} players: {result['games_per_s']:7.1f} games/s "
                  f"({result['ms_per_game']:.1f} ms, {result['decisions_per_game']:.0f} decisions each), "
                  f"{result['decisions_per_s']:8.0f} decisions/s")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
