"""`teotl i18n status`: how much of each language is translated, for the loaded rule set:
the engine's messages, the nouns and component names, and the printed rulebook texts."""
from __future__ import annotations

import argparse
import sys
from typing import Any

from teotl.cli.common import EXIT_OK, EXIT_USAGE, add_ruleset_options, module_ids
from teotl.cli.load import load_checked_ruleset
from teotl.cli.rulesets import rules_path


def add_i18n_command(commands: argparse._SubParsersAction) -> None:
    i18n = commands.add_parser("i18n", help="translation tools: `teotl i18n status`",
                               description="Translation tools.")
    i18n_commands = i18n.add_subparsers(dest="i18n_command", metavar="SUBCOMMAND")
    status = i18n_commands.add_parser("status", help="coverage of each language: messages, terms, printed texts",
                                      description="Coverage per language of the engine's messages, of the "
                                                  "nouns and component names of the loaded rule set, and of "
                                                  "printed rulebook texts.")
    status.add_argument("--lang", action="append", default=[], metavar="LANG", help="only these languages")
    status.add_argument("--missing", action="store_true", help="list what is missing")
    status.add_argument("--format", choices=("text", "json"), default="text")
    add_ruleset_options(status)
    status.set_defaults(run=run_i18n_status)
    i18n.set_defaults(run=lambda args: (i18n.print_help(sys.stderr), EXIT_USAGE)[1])


def run_i18n_status(args: Any) -> int:
    import json

    from teotl.text.catalogue import LANGUAGES
    from teotl.text.status import coverage

    ruleset = load_checked_ruleset(args, "i18n status", module_ids(args))
    if isinstance(ruleset, int):
        return ruleset
    languages = args.lang or list(LANGUAGES)
    report = coverage(ruleset, languages, rules_path(args))
    if args.format == "json":
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return EXIT_OK
    from rich.console import Console
    from rich.table import Table
    console = Console(highlight=False)
    console = Console(highlight=False, width=max(110, console.width))
    table = Table(title=f"translation coverage ({', '.join(ruleset.module_ids())})")
    for column in ("language", "messages", "terms", "component names", "printed texts", "problems"):
        table.add_column(column, justify="left" if column == "language" else "right")
    for lang in languages:
        row = report[lang]
        cells = [lang]
        for key in ("messages", "terms", "components", "printed"):
            part = row[key]
            cells.append(f"{part['have']}/{part['of']} ({part['percent']:.0f}%)")
        cells.append(str(len(row["problems"])))
        table.add_row(*cells)
    console.print(table)
    if args.missing:
        for lang in languages:
            row = report[lang]
            for key in ("messages", "terms", "components"):
                if row[key]["missing"]:
                    console.print(f"[bold]{lang}[/bold] missing {key} ({len(row[key]['missing'])}): "
                                  + ", ".join(row[key]["missing"]), soft_wrap=True)
            for problem in row["problems"]:
                console.print(f"[bold]{lang}[/bold] problem: {problem}", soft_wrap=True)
    return EXIT_OK
