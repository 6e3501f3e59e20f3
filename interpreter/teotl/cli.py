"""The `teotl` command line.

Why subcommands: `check`, `play`, `simulate` and `replay` (in cli_game.py) each have their own
options. `main()` never lets a traceback reach a rule author: problems in rule
files are diagnostics (exit 1), wrong requests are usage errors (exit 2), and anything else is
an internal error (exit 3) with a one-line message — TEOTL_DEBUG=1 shows the traceback.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Optional, Sequence, TextIO

from teotl import __version__

EXIT_OK, EXIT_ERRORS, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3

_CHECK_EXAMPLES = """\
examples:
  teotl check                                  the shipped rule set, every module and variant
  teotl check rules/teotihuacan                a rule-set folder (the one holding game.yaml)
  teotl check rules/teotihuacan/base/boards.yaml   one file: its whole rule set is checked
  teotl check my-tiles.yaml                    a file outside any rule set: schema and syntax only
  teotl check --modules m6,m7                  the default modules plus m6 and m7, nothing else
  teotl check --variant variants/rich-start.yaml
  teotl check --format json > report.json
  teotl check --unverified                     also list components marked `unverified:`

exit status: 0 no errors (warnings allowed), 1 errors found, 2 wrong usage, 3 internal error
"""


class _Parser(argparse.ArgumentParser):
    """argparse, with errors that end in a hint instead of only the usage line."""

    def error(self, message: str):  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}\n(see `{self.prog} --help`)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="teotl", description="teotl: a rules-as-data engine for Teotihuacan: City of Gods.",
                     epilog="Run `teotl COMMAND --help` for the options of a command.")
    parser.add_argument("--version", action="version", version=f"teotl {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    check = commands.add_parser(
        "check", help="check rule files: YAML, schemas, effect syntax, names, modules",
        description="Check rule files and report every problem as FILE:LINE:COL: CODE message (hint).",
        epilog=_CHECK_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    check.add_argument("paths", nargs="*", metavar="PATH",
                       help="rule-set folders or rule files (default: the shipped rule set)")
    check.add_argument("--modules", action="append", default=[], metavar="LIST",
                       help="comma-separated module ids to load on top of the default modules "
                            "(e.g. m6,m7); checks only that selection")
    check.add_argument("--variant", action="append", default=[], nargs="+", metavar="FILE",
                       help="variant files to apply, in order (give PATHs before this option)")
    check.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    check.add_argument("--unverified", action="store_true",
                       help="also list the components whose data is marked `unverified:`")
    check.add_argument("--codes", action="store_true", help="print the table of diagnostic codes and exit")
    check.set_defaults(run=_run_check)
    from teotl.cli_game import add_game_commands
    add_game_commands(commands)
    from teotl.cli_authoring import add_authoring_commands; add_authoring_commands(commands)  # noqa: E702
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Entry point of the `teotl` console script and of `python -m teotl`. Returns the exit code."""
    try:
        return _main(list(sys.argv[1:] if argv is None else argv))
    except KeyboardInterrupt:
        print("teotl: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # the last guard: never a traceback for a user
        if os.environ.get("TEOTL_DEBUG") == "1":
            raise
        print(f"teotl: internal error: {type(exc).__name__}: {exc} — this is a bug in teotl, please report it "
              f"(run with TEOTL_DEBUG=1 to see the traceback)", file=sys.stderr)
        return EXIT_INTERNAL


def _main(argv: list[str]) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:  # argparse: --help, --version, usage errors
        return exit_.code if isinstance(exit_.code, int) else EXIT_USAGE
    if not getattr(args, "command", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    return args.run(args)


# ----------------------------------------------------------------------------- check
def _run_check(args: argparse.Namespace) -> int:
    from teotl import paths
    from teotl.rules.checking import check_paths
    from teotl.rules.diagnostics import CODES
    from teotl.rules.modules import UsageError

    if args.codes:
        for code, meaning in CODES.items():
            print(f"{code}  {meaning}")
        return EXIT_OK
    modules = [m.strip() for group in args.modules for m in group.split(",") if m.strip()]
    variants = [Path(v) for group in args.variant for v in group]
    targets = [Path(p) for p in args.paths] or [paths.default_ruleset()]
    try:
        result = check_paths(targets, modules, variants)
    except UsageError as problem:
        hint = f" ({problem.hint})" if problem.hint else ""
        print(f"teotl check: error: {problem.message}{hint}", file=sys.stderr)
        return EXIT_USAGE
    if args.format == "json":
        _print_json(result, args.unverified, sys.stdout)
    else:
        _print_text(result, args.unverified, sys.stdout)
    return EXIT_ERRORS if result.errors else EXIT_OK


def display_path(path: Optional[str]) -> str:
    """Paths under the working folder are shown relative to it (shorter, and clickable in
    terminals and editors); others as they are."""
    if not path:
        return "teotl"
    try:
        return Path(path).resolve().relative_to(Path.cwd().resolve()).as_posix()
    except (ValueError, OSError):
        return path


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def summary(result) -> dict:
    return {
        "files": len(result.files),
        "modules": len(result.modules),
        "components": len(result.components),
        "effects": len(result.effects),
        "errors": result.errors,
        "warnings": result.warnings,
        "unverified": len(result.unverified),
        "semantic_checks": result.semantic,
        "selections": result.selections,
        "fingerprint": result.rulesets[0].fingerprint if result.rulesets else None,
    }


def summary_line(result) -> str:
    data = summary(result)
    return (f"checked {_plural(data['files'], 'file')}, {_plural(data['modules'], 'module')}, "
            f"{_plural(data['components'], 'component')}, {_plural(data['effects'], 'effect')}: "
            f"{_plural(data['errors'], 'error')}, {_plural(data['warnings'], 'warning')}")


def _print_text(result, unverified: bool, out: TextIO) -> None:
    color = out.isatty() and not os.environ.get("NO_COLOR")
    console = None
    if color:
        try:
            from rich.console import Console
            console = Console(file=out, highlight=False)
        except ImportError:  # pragma: no cover - rich is a dependency, but printing must not depend on it
            console = None
    for diagnostic in result.diagnostics:
        line = diagnostic.format_text(display_path(diagnostic.file))
        if console is not None:
            from rich.markup import escape
            style = "red" if diagnostic.is_error else "yellow"
            console.print(f"[{style}]{escape(line)}[/{style}]", soft_wrap=True)
        else:
            print(line, file=out)
    if unverified:
        print(f"unverified components ({len(result.unverified)}):", file=out)
        for component in sorted(result.unverified.values(), key=lambda c: (str(c.file), c.line)):
            where = f"{display_path(str(component.file))}:{component.line}:{component.column}"
            print(f"{where}: [{component.id}] {' '.join(component.unverified.split())}", file=out)
    print(summary_line(result), file=out)


def _print_json(result, unverified: bool, out: TextIO) -> None:
    document = {
        "diagnostics": [d.to_json(display_path(d.file)) for d in result.diagnostics],
        "summary": summary(result),
    }
    if unverified:
        document["unverified"] = [
            {"id": c.id, "type": c.type, "module": c.module, "file": display_path(str(c.file)), "line": c.line,
             "column": c.column, "note": c.unverified}
            for c in sorted(result.unverified.values(), key=lambda c: (str(c.file), c.line))]
    json.dump(document, out, indent=2, ensure_ascii=False)
    out.write("\n")


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
