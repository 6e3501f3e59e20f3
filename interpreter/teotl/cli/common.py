"""What every command module shares: exit codes, how an error is printed, the rule-set options.

Exit codes: 0 ok, 1 errors in the rule files, 2 a wrong request (usage), 3 an internal error.
Nothing here imports another module of the package, so any of them can import it.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Optional, Union

EXIT_OK, EXIT_ERRORS, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3
ENV_RULES_PATH = "TEOTL_RULES_PATH"

RULES_HELP = ("the rule set: a folder holding game.yaml (or a file in it), or the name of a shipped rule "
              "set or of one in --rules-path (default: the rule set of the current folder, else the "
              "shipped one)")


def print_error(command: str, message: str) -> None:
    print(f"teotl {command}: error: {message}", file=sys.stderr)


def module_ids(args: Any) -> list[str]:
    """`--modules a,b --modules c` → ["a", "b", "c"]."""
    return [m.strip() for group in getattr(args, "modules", None) or [] for m in group.split(",") if m.strip()]


def flat_variants(args: Any) -> list[Any]:
    """`--variant` values in order (check's option collects lists, the others single values)."""
    result = []
    for item in getattr(args, "variant", None) or []:
        result += item if isinstance(item, list) else [item]
    return result


def add_ruleset_options(parser: argparse.ArgumentParser) -> None:
    """`--rules`, `--modules` and `--variant`, as every command that loads one selection has them
    (`--rules-path` is added to every command by `parser.build_parser`)."""
    parser.add_argument("--rules", default=None, metavar="DIR|NAME", help=RULES_HELP)
    parser.add_argument("--modules", action="append", default=[], metavar="LIST",
                        help="comma-separated module ids to load on top of the default modules")
    parser.add_argument("--variant", action="append", default=[], metavar="FILE",
                        help="a variant file, or a variant's bare name (repeatable, applied in order)")


def add_rules_path(parser: argparse.ArgumentParser) -> None:
    import os
    parser.add_argument("--rules-path", action="append", default=[], metavar="DIR",
                        help=f"a folder searched for variants given by bare name and for rule sets "
                             f"(repeatable; also ${ENV_RULES_PATH}, {os.pathsep}-separated)")


def load_recorded(command: str, path: Path, rules: Optional[Path]) -> Union[tuple[dict, Any, Any], int]:
    """A saved record with the rules it was played with (`rules` when given, else the record's
    own), checked against them: (record, rule set, runtime). On a problem — a broken record, a
    wrong request, broken rule files — the problem printed as `teotl COMMAND: …` and its exit code
    returned instead (`teotl play --load` and `teotl replay` read records alike)."""
    from teotl.loading import RulesError, load_runtime  # (lazily: see the module's docstring)
    from teotl.record import RecordError, check_rules, load_record, rules_root
    from teotl.rules.modules import UsageError
    try:
        record = load_record(path)
        root = rules if rules is not None else rules_root(record, path)
        ruleset, runtime = load_runtime(root, record["modules"], [Path(v) for v in record["variants"]])
        check_rules(record, runtime, ruleset.fingerprint, path)
    except (RecordError, RulesError) as problem:
        print(f"teotl {command}: {problem}", file=sys.stderr)
        return EXIT_ERRORS
    except UsageError as problem:
        print_error(command, problem.message)
        return EXIT_USAGE
    return record, ruleset, runtime
