"""`teotl new game|module|variant NAME` and `teotl new schemas`: starter files that pass `teotl check`.

The starter comes from the templates of the rule set it is written for (teotl.scaffold), and the
command printed to check it works from the folder it was run in.
"""
from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, Optional

from teotl.cli.common import EXIT_OK, EXIT_USAGE, print_error
from teotl.cli.output import display_path

_NEW_EXAMPLES = """\
examples:
  teotl new game my-game                       writes my-game/: a small whole game that plays as written
  teotl new variant my-house-rule              writes my-house-rule.yaml here
  teotl new module my-module                   inside a rule set: writes my-module/ in it
  teotl new module my-module --dir rules/teotihuacan   writes rules/teotihuacan/my-module/
  teotl new schemas                            refreshes the rule set's schema/ copies (editors read them)
"""


def add_new_command(commands: argparse._SubParsersAction) -> None:
    new = commands.add_parser("new", help="write a commented starter file: `teotl new game|module|variant NAME`",
                              description="Write a commented starter rule file that passes `teotl check` as written.",
                              epilog=_NEW_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    new.add_argument("what", choices=("game", "module", "variant", "schemas"), help="what to create")
    new.add_argument("name", nargs="?", default=None, help="its id: lower case letters, digits, - and _")
    new.add_argument("--dir", type=Path, default=None, metavar="DIR",
                     help="where to write it (default: a module goes into the rule set of the current folder, "
                          "a variant and schemas into the current folder)")
    new.add_argument("--rules", default=None, metavar="DIR|NAME",
                     help="the rule set the new file is for, whose templates are used (default: the rule set of "
                          "--dir or of the current folder, else the shipped default)")
    new.add_argument("--force", action="store_true", help="overwrite existing files")
    new.set_defaults(run=run_new)


def run_new(args: Any) -> int:
    from teotl.rules.modules import find_root
    from teotl.scaffold import ScaffoldError, new_game, new_module, new_variant, write_schemas

    if args.what != "schemas" and not args.name:
        print_error("new", f"give the new {args.what}'s id: `teotl new {args.what} NAME`")
        return EXIT_USAGE
    try:
        if args.what == "schemas":
            folder = args.dir or find_root(Path.cwd()) or Path(".")
            written = write_schemas(folder, force=True)
            print("\n".join(f"wrote {display_path(str(p))}" for p in written)
                  or f"the schemas in {display_path(str(Path(folder) / 'schema'))} are up to date")
            return EXIT_OK
        if args.what == "game":
            written = new_game(args.name, args.dir or Path("."), force=args.force)
            for path in written:
                print(f"wrote {display_path(str(path))}")
            folder = display_path(str(written[0].parent))
            print(f"check it with `teotl check --rules {folder}`; play it with "
                  f"`teotl play --rules {folder} --agents human,greedy`")
            return EXIT_OK
        if args.what == "module":
            root = args.rules or find_root(Path.cwd())
            written = new_module(args.name, args.dir or root or Path("."), force=args.force)
        else:
            from teotl import paths
            written = new_variant(args.name, args.dir or Path("."), force=args.force,
                                  ruleset=args.rules or paths.default_ruleset())
    except ScaffoldError as problem:
        print_error("new", str(problem))
        return EXIT_USAGE
    for path in written:
        print(f"wrote {display_path(str(path))}")
    print(_check_command(args, written[0]))
    return EXIT_OK


def _check_command(args: Any, first: Path) -> str:
    """The command that checks the new file, as it works from the current folder."""
    from teotl.rules.modules import find_root
    here = find_root(Path.cwd())
    if args.what == "variant":
        ruleset: Optional[Path] = find_root(first.parent) or args.rules
        rules = "" if ruleset is None or _same(ruleset, here) else f" --rules {_rules_text(args, ruleset)}"
        shown = display_path(str(first))
        options = f"{rules} --variant {shown}".strip()
        return f"check it with `teotl check {options}`; use it with `{options}`"
    root = find_root(first)
    where = "" if _same(root, here) else f" {display_path(str(root))}"
    return f"check it with `teotl check{where} --modules {args.name}`"


def _rules_text(args: Any, ruleset: Path) -> str:
    """`--rules` as the user wrote it (a shipped rule set's name, `--rules NAME`) when it names this
    rule set, else the folder's path from here."""
    given = getattr(args, "rules_given", None)
    if isinstance(given, str) and given and _same(Path(args.rules) if args.rules else None, ruleset):
        return given
    return display_path(str(ruleset))


def _same(one: Optional[Path], other: Optional[Path]) -> bool:
    return one is not None and other is not None and Path(one).resolve() == Path(other).resolve()
