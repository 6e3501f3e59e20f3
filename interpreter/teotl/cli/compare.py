"""`teotl compare`: a balance report, two rule sets played on the same seeds.

Both sides play the same games (game i: the same seed, the same agents on the same seats), so
score differences are paired game by game; the report is Markdown with PNG plots (teotl.compare).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from teotl.cli.common import ENV_RULES_PATH, EXIT_OK, EXIT_USAGE, RULES_HELP, module_ids, print_error

_COMPARE_EXAMPLES = """\
examples:
  teotl compare --variant house-rich-start --games 200 --players 3
  teotl compare --variant a.yaml --variant b.yaml --games 500 --players 2 --agents greedy,random --workers 2
  teotl compare --variant my-house-rule --games 100 --players 4 --out reports/mine
  teotl compare --variant my-house-rule --games 20000 --players 4 --cluster tcp://scheduler:8786

Both rule sets play the same games: game i has the same seed and the same agents on the same
seats in both, so score differences are paired game by game.
"""


def add_compare_command(commands: argparse._SubParsersAction) -> None:
    compare = commands.add_parser(
        "compare", help="balance report: two rule sets on the same seeds (Markdown and PNG plots)",
        description="Play the same games under two rule sets (the base rules and a variant, or two "
                    "variants) and report score differences with confidence intervals, win rates by "
                    "seat and by agent, score histograms and game length.",
        epilog=_COMPARE_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    compare.add_argument("--variant", action="append", default=[], metavar="FILE",
                         help="once: base rules vs this variant; twice: the first vs the second")
    compare.add_argument("--games", type=int, default=100, metavar="N", help="games per rule set (default 100)")
    compare.add_argument("--players", type=int, default=2, metavar="P", help="players per game (default 2)")
    compare.add_argument("--agents", default="random", metavar="LIST",
                         help="comma-separated agents, repeated over the seats and rotated (default: random)")
    compare.add_argument("--seed", type=int, default=1, metavar="S", help="run seed (default 1)")
    compare.add_argument("--workers", type=int, default=1, metavar="K", help="parallel processes (0 = all cores)")
    compare.add_argument("--cluster", default=None, metavar="ADDRESS",
                         help="run the games on a Dask distributed scheduler, e.g. tcp://host:8786, as "
                              "`teotl simulate --cluster` does (--workers is then ignored)")
    compare.add_argument("--batch", type=int, default=None, metavar="N",
                         help="games per task for --workers/--cluster (default: timed so a task runs ~0.1-0.25 s)")
    compare.add_argument("--out", type=Path, default=Path("compare-report"), metavar="DIR",
                         help="where report.md and the plots go (default: compare-report)")
    compare.add_argument("--rules", default=None, metavar="DIR|NAME", help=RULES_HELP)
    compare.add_argument("--modules", action="append", default=[], metavar="LIST",
                         help="comma-separated module ids loaded in both rule sets")
    compare.set_defaults(run=run_compare)


def run_compare(args: Any) -> int:
    from teotl.cli_game import _agent_list
    from teotl.compare import CompareError, run_comparison

    if not 1 <= len(args.variant) <= 2:
        print_error("compare", "give one --variant (base rules vs it) or two (the first vs the second)")
        return EXIT_USAGE
    if args.games < 1:
        print_error("compare", "--games must be at least 1")
        return EXIT_USAGE
    names = _agent_list(args.agents, args.players, "compare")
    if names is None:
        return EXIT_USAGE
    if not names:
        names = ["random"]
    if "human" in names:
        print_error("compare", "`human` cannot play simulated games")
        return EXIT_USAGE
    missing = [str(v) for v in args.variant if not Path(v).is_file()]
    if missing:
        print_error("compare", f"no such variant: {missing[0]} (give a file, or a bare name found in "
                                f"--rules-path, ${ENV_RULES_PATH} or the rule set's variants/)")
        return EXIT_USAGE
    if args.batch is not None and args.batch < 1:
        print_error("compare", "--batch must be at least 1")
        return EXIT_USAGE
    workers = args.workers if args.workers > 0 else (os.cpu_count() or 1)
    try:
        report = run_comparison(args.rules, module_ids(args), [Path(v) for v in args.variant], args.games,
                                args.players, names, args.seed, workers, args.out, progress=True,
                                cluster=args.cluster, batch_size=args.batch)
    except CompareError as problem:
        print(f"teotl compare: {problem}", file=sys.stderr)
        return problem.exit_code
    sys.stdout.write(report.markdown)
    print(f"\nreport written to {report.path} (plots: {', '.join(p.name for p in report.plots)})", file=sys.stderr)
    return EXIT_OK
