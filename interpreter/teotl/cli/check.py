"""`teotl check`: every problem of the rule files, one line each, then a summary.

What is checked when no path is given: the rule set of the current folder (inside a copied rule
set, that copy); elsewhere every shipped rule set (`rules/*/game.yaml`), each named in the
summary — or, with `--modules` or `--variant` (which belong to one rule set), the default one.
`--rules DIR|NAME` is one more path, found as every other command finds its rule set.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from teotl.cli.common import EXIT_ERRORS, EXIT_OK, EXIT_USAGE, RULES_HELP
from teotl.cli.conflicts import refuse_conflicts
from teotl.cli.output import display_path, print_json, print_text
from teotl.cli.rulesets import RulesetNotFound, current_ruleset, find_ruleset, resolve_variants, rules_path

_CHECK_EXAMPLES = """\
examples:
  teotl check                                  every shipped rule set (inside a rule set: that one)
  teotl check rules/teotihuacan                a rule-set folder (the one holding game.yaml)
  teotl check --rules teotihuacan              a shipped rule set by name
  teotl check rules/teotihuacan/base/boards.yaml   one file: its whole rule set is checked
  teotl check my-tiles.yaml                    a file outside any rule set: schema and syntax only
  teotl check --modules m6,m7                  the default modules plus m6 and m7, nothing else
  teotl check --variant rules/teotihuacan/variants/dark-eclipse.yaml
  teotl check --format json > report.json
  teotl check --unverified                     also list components marked `unverified:`

exit status: 0 no errors (warnings allowed), 1 errors found, 2 wrong usage, 3 internal error
"""


def add_check_command(commands: argparse._SubParsersAction) -> None:
    check = commands.add_parser(
        "check", help="check rule files: YAML, schemas, effect syntax, names, modules",
        description="Check rule files and report every problem as FILE:LINE:COL: CODE message (hint).",
        epilog=_CHECK_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    check.add_argument("paths", nargs="*", metavar="PATH",
                       help="rule-set folders, rule files, or shipped rule-set names "
                            "(default: the current folder's rule set, else every shipped one)")
    check.add_argument("--rules", default=None, metavar="DIR|NAME", help=RULES_HELP)
    check.add_argument("--modules", action="append", default=[], metavar="LIST",
                       help="comma-separated module ids to load on top of the default modules "
                            "(e.g. m6,m7); checks only that selection")
    check.add_argument("--variant", action="append", default=[], nargs="+", metavar="FILE",
                       help="variant files to apply, in order (give PATHs before this option)")
    check.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    check.add_argument("--unverified", action="store_true",
                       help="also list the components whose data is marked `unverified:`")
    check.add_argument("--codes", action="store_true", help="print the table of diagnostic codes and exit")
    check.set_defaults(run=run_check, rules_lookup="own")


def _targets(args: argparse.Namespace, modules: list[str], variants: list[Path]) -> tuple[list[Path], bool]:
    """(what to check, whether each rule set is named in the summary)."""
    from teotl import paths
    folders = rules_path(args)
    targets = []
    for value in args.paths:
        path = Path(value)
        if not path.exists() and len(path.parts) == 1:  # a bare name: a shipped or --rules-path rule set
            try:
                path = find_ruleset(value, folders)
            except RulesetNotFound:
                pass  # check_paths says "no such file or folder"
        targets.append(path)
    if args.rules is not None:
        targets.append(find_ruleset(args.rules, folders))
    if targets:
        return targets, False
    here = current_ruleset()
    if here is not None:
        return [here], False
    if modules or variants:
        return [paths.default_ruleset()], False
    return list(paths.shipped_rulesets().values()) or [paths.default_ruleset()], True


def run_check(args: argparse.Namespace) -> int:
    from teotl.rules.checking import check_paths
    from teotl.rules.diagnostics import CODES
    from teotl.rules.modules import UsageError

    if args.codes:
        for code, meaning in CODES.items():
            print(f"{code}  {meaning}")
        return EXIT_OK
    from teotl.rules.modules import find_root
    modules = [m.strip() for group in args.modules for m in group.split(",") if m.strip()]
    try:
        targets, named = _targets(args, modules, [v for group in args.variant for v in group])
        resolve_variants(args, find_root(targets[0]) if targets else None)
        refused = refuse_conflicts(args)
        if refused is not None:
            return refused
        variants = [Path(v) for group in args.variant for v in group]
        result = check_paths(targets, modules, variants)
    except RulesetNotFound as problem:
        print(f"teotl check: error: {problem}", file=sys.stderr)
        return EXIT_USAGE
    except UsageError as problem:
        hint = f" ({problem.hint})" if problem.hint else ""
        print(f"teotl check: error: {problem.message}{hint}", file=sys.stderr)
        return EXIT_USAGE
    if args.format == "json":
        print_json(result, args.unverified, sys.stdout)
    else:
        print_text(result, args.unverified, sys.stdout, per_ruleset=named)
        for target in targets:
            if _lone_variant(target):
                shown = display_path(str(target))
                print(f"teotl check: note: {shown} is a variant checked on its own: its schema and effect syntax "
                      f"only; `teotl check --variant {shown}` also checks its patches and names against the rule "
                      "set (with `--rules NAME` for another game)", file=sys.stderr)
    return EXIT_ERRORS if result.errors else EXIT_OK


def _lone_variant(path: Path) -> bool:
    """A variant file given as a path outside any rule set: only its schema and syntax are checked
    (what it patches, and the names in its effects, need the rule set it is for)."""
    from teotl.rules.modules import find_root
    if not path.is_file() or find_root(path.parent) is not None:
        return False
    try:
        import yaml
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except Exception:  # not YAML, not readable: the check has said so
        return False
    return isinstance(data, dict) and data.get("kind") == "variant"
