"""The `teotl` command line (`teotl.cli:main` is the console script).

Why a package: each command's options and work are one module (`check`, `explain`, `i18n`,
`compare`, `new`, `lsp`; the game commands in `teotl.cli_game`), the rule-set lookup every
command shares is one (`rulesets`), and `parser` wires them together. `main()` never lets a
traceback reach a rule author: problems in rule files are diagnostics (exit 1), wrong requests
are usage errors (exit 2), and anything else is an internal error (exit 3) with a one-line
message — TEOTL_DEBUG=1 shows the traceback.
"""
from __future__ import annotations

import os
import sys
from typing import Optional, Sequence

from teotl.cli.common import EXIT_ERRORS, EXIT_INTERNAL, EXIT_USAGE
from teotl.cli.output import display_path
from teotl.cli.parser import build_parser

__all__ = ["EXIT_BROKEN_PIPE", "build_parser", "display_path", "main"]


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Entry point of the `teotl` console script and of `python -m teotl`. Returns the exit code."""
    try:
        return _main(list(sys.argv[1:] if argv is None else argv))
    except KeyboardInterrupt:
        print("teotl: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:   # the reader went away (`teotl check | head -1`): nothing to say to it
        _quiet_stdout()
        return EXIT_BROKEN_PIPE
    except Exception as exc:  # the last guard: never a traceback for a user
        if os.environ.get("TEOTL_DEBUG") == "1":
            raise
        from teotl.runtime.game import FlowError   # (here: the command line imports lazily)
        if isinstance(exc, FlowError):   # rules that can be checked but not played: the rules' problem
            print(f"teotl: {exc} (add `flow:` with `turn: COMPONENT` to game.yaml: "
                  f"docs/rule-files.md, \u201cflow: and agents:\u201d)", file=sys.stderr)
            return EXIT_ERRORS
        from teotl.runtime.endless import EndlessEffects
        if isinstance(exc, EndlessEffects):   # effects that never end: the rules' problem
            print(f"teotl: {exc} ({exc.hint}; TEOTL_DEBUG=1 shows where it was)", file=sys.stderr)
            return EXIT_ERRORS
        print(f"teotl: internal error: {type(exc).__name__}: {exc} — this is a bug in teotl, please report it "
              f"(run with TEOTL_DEBUG=1 to see the traceback)", file=sys.stderr)
        return EXIT_INTERNAL


#: as a shell reports a command ended by SIGPIPE (128 + 13)
EXIT_BROKEN_PIPE = 141


def _quiet_stdout() -> None:
    """Point stdout at /dev/null, so the flush at exit does not fail on the closed pipe again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):   # no real file behind stdout (a test's capture)
        pass


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
