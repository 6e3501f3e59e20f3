"""`teotl new module|variant NAME`: a commented starter file that passes `teotl check` as written.

The starter comes from the templates of the rule set it is written into (teotl.scaffold), and
the command it prints to check it is one that works from where it was run.
"""
from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from teotl.cli.common import EXIT_OK, EXIT_USAGE, print_error

_NEW_EXAMPLES = """\
examples:
  teotl new variant my-house-rule              writes my-house-rule.yaml here
  teotl new module my-module --dir rules/teotihuacan   writes rules/teotihuacan/my-module/
"""


def add_new_command(commands: argparse._SubParsersAction) -> None:
    new = commands.add_parser("new", help="write a commented starter file: `teotl new module|variant NAME`",
                              description="Write a commented starter rule file that passes `teotl check` as written.",
                              epilog=_NEW_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    new.add_argument("what", choices=("module", "variant"), help="what to create")
    new.add_argument("name", help="its id: lower case letters, digits, - and _")
    new.add_argument("--dir", type=Path, default=Path("."), metavar="DIR",
                     help="where to write it (default: here; for a module, the rule-set folder holding game.yaml)")
    new.add_argument("--force", action="store_true", help="overwrite existing files")
    new.set_defaults(run=run_new)


def run_new(args: Any) -> int:
    from teotl.scaffold import ScaffoldError, new_module, new_variant

    try:
        written = (new_module if args.what == "module" else new_variant)(args.name, args.dir, force=args.force)
    except ScaffoldError as problem:
        print_error("new", str(problem))
        return EXIT_USAGE
    for path in written:
        print(f"wrote {path}")
    first = written[0]
    if args.what == "variant":
        print(f"check it with `teotl check --variant {first}`; use it with `--variant {first}`")
    else:
        print(f"check it with `teotl check {first.parent.parent} --modules {args.name}`")
    return EXIT_OK
