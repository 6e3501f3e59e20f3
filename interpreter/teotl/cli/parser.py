"""The `teotl` argument parser: every command registered, and what all of them share.

Two things hold for every command, so they are done here once:
  - no abbreviated options: argparse would read `--agent human` as `--agents human` (a game of
    one player) and `check --rules DIR` as `--rules-path DIR`; an unknown option is refused
    with the closest real one suggested;
  - `--rules-path DIR` (and TEOTL_RULES_PATH), and the rule set and variants looked up the same
    way before the command runs (`rulesets.py`): a bare name, a path, or the current folder's.
"""
from __future__ import annotations

import argparse
import difflib
import re
import sys
from typing import Any, Callable

from teotl import __version__
from teotl.cli.common import EXIT_USAGE, add_rules_path, print_error
from teotl.cli.conflicts import refuse_conflicts
from teotl.cli.rulesets import RulesetNotFound, resolve_rules_args


class _Parser(argparse.ArgumentParser):
    """argparse without abbreviations, with errors that end in a hint instead of only the usage line."""

    def __init__(self, *args: Any, **kwargs: Any):
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:  # type: ignore[override]
        """A command refuses what it does not know itself, so the message names its options
        (argparse would hand the leftovers up to `teotl`, which knows none of them)."""
        parsed, extras = super().parse_known_args(args, namespace)
        if extras and self.prog != "teotl":
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return parsed, extras

    def error(self, message: str):  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}{self._suggestion(message)}\n"
                              f"(see `{self.prog} --help`)\n")

    def _suggestion(self, message: str) -> str:
        """`unrecognized arguments: --agent human` → ` (did you mean --agents?)`."""
        match = re.match(r"unrecognized arguments: (-\S+)", message)
        if not match:
            return ""
        given = match.group(1).split("=", 1)[0]
        options = [o for action in self._actions for o in action.option_strings if o.startswith("--")]
        close = difflib.get_close_matches(given, options, n=1, cutoff=0.6)
        return f" (did you mean {close[0]}?)" if close else ""


def build_parser() -> argparse.ArgumentParser:
    from teotl.cli.check import add_check_command
    from teotl.cli.compare import add_compare_command
    from teotl.cli.explain import add_explain_command
    from teotl.cli.i18n import add_i18n_command
    from teotl.cli.lsp import add_lsp_command
    from teotl.cli.new import add_new_command
    from teotl.cli_game import add_game_commands
    from teotl.server.cli import add_serve_command

    parser = _Parser(prog="teotl", description="teotl: a rules-as-data engine for board and card games.",
                     epilog="Run `teotl COMMAND --help` for the options of a command.")
    parser.add_argument("--version", action="version", version=f"teotl {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    add_check_command(commands)
    add_game_commands(commands)
    add_explain_command(commands)
    add_i18n_command(commands)
    add_compare_command(commands)
    add_new_command(commands)
    add_lsp_command(commands)
    add_serve_command(commands)
    for sub in _all_commands(commands):
        run = sub.get_default("run")
        if run is not None:
            add_rules_path(sub)
            sub.set_defaults(run=_with_rule_lookup(run))
    return parser


def _all_commands(commands: argparse._SubParsersAction) -> list[argparse.ArgumentParser]:
    """Every command that runs something: `check`, …, and `i18n status` rather than `i18n`."""
    found = []
    for sub in commands.choices.values():
        inner = [action for action in sub._actions if isinstance(action, argparse._SubParsersAction)]
        found += [command for action in inner for command in _all_commands(action)] if inner else [sub]
    return found


def _with_rule_lookup(run: Callable[[Any], int]) -> Callable[[Any], int]:
    """Run the command after its rule set and variants are found and conflicting variants
    refused (a command that sets `rules_lookup="own"` does both itself: check)."""
    def wrapped(args: Any) -> int:
        if getattr(args, "rules_lookup", None) == "own":
            return run(args)
        try:
            resolve_rules_args(args)
        except RulesetNotFound as problem:
            print_error(args.command, str(problem))
            return EXIT_USAGE
        refused = refuse_conflicts(args)
        if refused is not None:
            return refused
        return run(args)
    wrapped.__wrapped__ = run  # type: ignore[attr-defined]
    return wrapped
