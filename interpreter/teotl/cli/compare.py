"""`teotl compare`: a balance report, two rule sets played on the same seeds.

Both sides play the same games (game i: the same seed, the same agents on the same seats), so
score differences are paired game by game. The terminal gets a summary (rich tables); the whole
report — what the variant changes, intervals, the per-component section — is report.md beside
the PNG plots in --out (teotl.compare, teotl.balance).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from teotl.cli.common import ENV_RULES_PATH, EXIT_OK, EXIT_USAGE, RULES_HELP, module_ids, print_error
from teotl.simulate import default_workers

_COMPARE_EXAMPLES = """\
examples:
  teotl compare --variant house-rich-start --games 200 --players 3
  teotl compare --variant a.yaml --variant b.yaml --games 500 --players 2 --workers 2
  teotl compare --variant my-house-rule --games 100 --players 4 --out reports/mine
  teotl compare --variant my-house-rule --games 20000 --players 4 --cluster tcp://scheduler:8786
  teotl compare --variant my-house-rule --markdown > report.md

Both rule sets play the same games: game i has the same seed and the same agents on the same
seats in both, so score differences are paired game by game. The agents are competent by
default ({default}); random ones are allowed, with a warning.
"""


def add_compare_command(commands: argparse._SubParsersAction) -> None:
    compare = commands.add_parser(
        "compare", help="balance report: two rule sets on the same seeds (Markdown and PNG plots)",
        description="Play the same games under two rule sets (the base rules and a variant, or two "
                    "variants) and report what the variant changes, score differences and win rates with "
                    "95 % intervals, how often each component is taken and how its holders fare, score "
                    "histograms and game length.",
        epilog=_COMPARE_EXAMPLES.format(default=",".join(_default_agents())),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    compare.add_argument("--variant", action="append", default=[], metavar="FILE",
                         help="once: base rules vs this variant; twice: the first vs the second")
    compare.add_argument("--games", type=int, default=100, metavar="N", help="games per rule set (default 100)")
    compare.add_argument("--players", type=int, default=2, metavar="P", help="players per game (default 2)")
    compare.add_argument("--agents", default=None, metavar="LIST",
                         help="comma-separated agents, repeated over the seats and rotated "
                              f"(default: {','.join(_default_agents())})")
    compare.add_argument("--seed", type=int, default=1, metavar="S", help="run seed (default 1)")
    compare.add_argument("--workers", type=int, default=0, metavar="K",
                         help="parallel processes (default 0: all cores; small runs stay in this process)")
    compare.add_argument("--cluster", default=None, metavar="ADDRESS",
                         help="run the games on a Dask distributed scheduler, e.g. tcp://host:8786, as "
                              "`teotl simulate --cluster` does (--workers is then ignored)")
    compare.add_argument("--batch", type=int, default=None, metavar="N",
                         help="games per task for --workers/--cluster (default: timed so a task runs ~0.1-0.25 s)")
    compare.add_argument("--out", type=Path, default=Path("compare-report"), metavar="DIR",
                         help="where report.md and the plots go (default: compare-report)")
    compare.add_argument("--markdown", action="store_true",
                         help="print the Markdown report instead of the terminal summary (it is written to --out too)")
    compare.add_argument("--rules", default=None, metavar="DIR|NAME", help=RULES_HELP)
    compare.add_argument("--modules", action="append", default=[], metavar="LIST",
                         help="comma-separated module ids loaded in both rule sets")
    compare.set_defaults(run=run_compare)


def _default_agents() -> tuple[str, ...]:
    from teotl.compare import DEFAULT_AGENTS
    return DEFAULT_AGENTS


def run_compare(args: Any) -> int:
    from teotl.cli_game import _agent_list
    from teotl.compare import DEFAULT_AGENTS, WEAK_AGENTS, CompareError, run_comparison

    if not 1 <= len(args.variant) <= 2:
        print_error("compare", "give one --variant (base rules vs it) or two (the first vs the second)")
        return EXIT_USAGE
    if args.games < 1:
        print_error("compare", "--games must be at least 1")
        return EXIT_USAGE
    names = _agent_list(args.agents, args.players, "compare") if args.agents is not None else list(DEFAULT_AGENTS)
    if names is None:
        return EXIT_USAGE
    if not names:
        names = list(DEFAULT_AGENTS)
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
    unusable = _out_problem(args.out)
    if unusable:
        print_error("compare", f"--out {args.out}: {unusable}")
        return EXIT_USAGE
    weak = sorted(set(names) & WEAK_AGENTS)
    if weak:
        print(f"teotl compare: warning: {', '.join(weak)} agents play at random, so the report says what the "
              f"variant changes when nobody plays well; competent agents ({','.join(DEFAULT_AGENTS)}, the "
              "default) tell more", file=sys.stderr)
    workers = args.workers if args.workers > 0 else default_workers()
    try:
        report = run_comparison(args.rules, module_ids(args), [Path(v) for v in args.variant], args.games,
                                args.players, names, args.seed, workers, args.out, progress=True,
                                cluster=args.cluster, batch_size=args.batch)
    except CompareError as problem:
        print(f"teotl compare: {problem}", file=sys.stderr)
        return problem.exit_code
    if args.markdown:
        sys.stdout.write(report.markdown)
    else:
        from rich.console import Console
        from teotl.balance.terminal import print_summary
        print_summary(report, Console())
    print(f"report written to {report.path} (plots: {', '.join(p.name for p in report.plots)})", file=sys.stderr)
    return EXIT_OK


def _out_problem(out: Path) -> str:
    """Why the report cannot be written into the folder `out`, found before any game is played
    (the folder is made if it is not there), or ""."""
    from teotl.output_file import unwritable_reason
    if out.exists() and not out.is_dir():
        return "is a file; give a folder for report.md and the plots"
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return f"cannot make this folder ({error.strerror or error})"
    return unwritable_reason(out / "report.md") or ""
