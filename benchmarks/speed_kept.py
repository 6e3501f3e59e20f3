"""Speed kept: this tree against an older one, side by side in one run (issue 12 item 9).

    python benchmarks/speed_kept.py OLD_TREE                 # e.g. a `git worktree add --detach` of c3d8309
    python benchmarks/speed_kept.py OLD_TREE --rounds 5 --json speed.json
    python benchmarks/speed_kept.py OLD_TREE --instructions      # exact: valgrind's instruction counts

Each round runs `benchmarks/bench_engine.py --quick --only load,games` of the old tree and of this
one, alternately (old, new, new, old, …), each in its own process with its own `interpreter/` and
its own shipped rules, so both meet the same noise of the machine. Reported: the median of each
figure over the rounds, and new / old (games and decisions per second: higher is better; load
times: lower is better). These machines are small and shared: read the ratios, not the figures,
and rerun before believing a change of a few per cent.

`--instructions` counts instead of timing (valgrind's cachegrind, `--cache-sim=no`,
`PYTHONHASHSEED=0`, `TEOTL_NO_CACHE=1`): `bench_engine.py --play 8` minus `--play 0` of each tree, divided by the games
and by their decisions, for 2 and 4 players. Exact and repeatable whatever else the machine runs
(about 4 minutes).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
NEW_TREE = HERE.parent

#: (label, path into bench_engine's JSON, higher is better)
FIGURES = [
    ("random games/s, 2 players", ("games_2p", "games_per_s"), True),
    ("random games/s, 4 players", ("games_4p", "games_per_s"), True),
    ("decisions/s, 2 players", ("games_2p", "decisions_per_s"), True),
    ("decisions/s, 4 players", ("games_4p", "decisions_per_s"), True),
    ("load, default modules, cold, no cache (ms)", ("load", "cold_no_cache_s"), False),
    ("load, default modules, warm disk cache (ms)", ("load", "cold_disk_cache_s"), False),
    ("load, full rule set, cold, no cache (ms)", ("load_full", "cold_no_cache_s"), False),
    ("load, full rule set, warm disk cache (ms)", ("load_full", "cold_disk_cache_s"), False),
]


def run_tree(tree: Path) -> dict:
    """One `bench_engine.py --quick --only load,games` of `tree`, as its JSON figures."""
    with tempfile.TemporaryDirectory(prefix="teotl-speed-") as folder:
        out = Path(folder) / "figures.json"
        env = dict(os.environ, PYTHONPATH=str(tree / "interpreter"))
        subprocess.run([sys.executable, str(tree / "benchmarks" / "bench_engine.py"), "--quick",
                        "--only", "load,games", "--json", str(out)], check=True, env=env,
                       stdout=subprocess.DEVNULL, cwd=tree)
        return json.loads(out.read_text(encoding="utf-8"))


def instructions(tree: Path, games: int, players: int) -> int:
    """Instructions of `bench_engine.py --play GAMES --players P` of `tree` under cachegrind."""
    # no disk cache: with one, a run that finds it stale compiles and the other does not
    env = dict(os.environ, PYTHONPATH=str(tree / "interpreter"), PYTHONHASHSEED="0", TEOTL_NO_CACHE="1")
    run = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                          os.path.realpath(sys.executable), str(tree / "benchmarks" / "bench_engine.py"),
                          "--play", str(games), "--players", str(players)],
                         env=env, cwd=tree, capture_output=True, text=True, check=True)
    line = next(line for line in run.stderr.splitlines() if "I" in line and "refs:" in line)
    return int(line.split()[-1].replace(",", ""))


def decisions(tree: Path, games: int, players: int) -> float:
    """Decisions per game of the same games (games 0..GAMES-1, random agents)."""
    code = ("import sys; sys.path.insert(0, 'benchmarks'); from bench_engine import games; "
            "from teotl.loading import load_runtime; "
            f"print(games(load_runtime(logging=False)[1], {players}, {games}, rounds=1)['decisions_per_game'])")
    env = dict(os.environ, PYTHONPATH=str(tree / "interpreter"))
    return float(subprocess.run([sys.executable, "-c", code], env=env, cwd=tree, capture_output=True, text=True,
                                check=True).stdout.split()[-1])


def count(old: Path, new: Path, games: int = 8) -> None:
    print(f"{'instructions, random games 0-' + str(games - 1):46} {'old':>10} {'new':>10} {'new/old':>8}")
    for players in (2, 4):
        per = {}
        for name, tree in (("old", old), ("new", new)):
            net = instructions(tree, games, players) - instructions(tree, 0, players)
            per[name] = (net / games, net / games / decisions(tree, games, players))
        for index, label, unit in ((0, f"per game, {players} players (M)", 1e6),
                                   (1, f"per decision, {players} players (thousands)", 1e3)):
            a, b = per["old"][index] / unit, per["new"][index] / unit
            print(f"{label:46} {a:10.3f} {b:10.3f} {b / a:8.3f}")


def figure(figures: dict, path: tuple[str, str]) -> float:
    value = figures[path[0]][path[1]]
    return value if path[1].endswith("_per_s") else value * 1e3    # seconds → ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old", type=Path, help="the older tree (a checkout with interpreter/, rules/, benchmarks/)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of old+new runs (default 3)")
    parser.add_argument("--json", type=Path, default=None, metavar="FILE", help="also write the medians as JSON")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions with valgrind instead of timing (exact; games only)")
    args = parser.parse_args()
    if not (args.old / "benchmarks" / "bench_engine.py").is_file():
        parser.error(f"{args.old} has no benchmarks/bench_engine.py: give a checkout of the older tree")
    if args.instructions:
        count(args.old.resolve(), NEW_TREE)
        return
    runs: dict[str, list[dict]] = {"old": [], "new": []}
    for round_ in range(args.rounds):
        order = [("old", args.old), ("new", NEW_TREE)]
        for name, tree in (order if round_ % 2 == 0 else order[::-1]):
            print(f"round {round_ + 1}/{args.rounds}: {name} tree …", file=sys.stderr, flush=True)
            runs[name].append(run_tree(tree.resolve()))
    result = {}
    print(f"{'figure':46} {'old':>10} {'new':>10} {'new/old':>8}")
    for label, path, higher_better in FIGURES:
        old = statistics.median(figure(r, path) for r in runs["old"])
        new = statistics.median(figure(r, path) for r in runs["new"])
        ratio = new / old if old else float("nan")
        result[label] = {"old": old, "new": new, "ratio": ratio, "higher_is_better": higher_better}
        print(f"{label:46} {old:10.1f} {new:10.1f} {ratio:8.2f}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
