"""`teotl lsp`: the language server for rule files, over stdio (for an editor to start).

Everything it does is in teotl.lsp; this only registers the command, so that `teotl --help`
lists it and pygls is imported only when the server starts.
"""
from __future__ import annotations

import argparse
import sys
from typing import Any

from teotl.cli.common import EXIT_OK, EXIT_USAGE, print_error

_LSP_EXAMPLES = """\
examples:
  teotl lsp                      serve over stdio (what an editor runs; see docs/editors.md)
  teotl lsp --lang de            hovers show rule text in German
  teotl lsp --schema-map         print the $schema URL → installed file mapping, as JSON

The server checks the rule set of each file an editor opens (the nearest game.yaml upwards).
"""


def add_lsp_command(commands: argparse._SubParsersAction) -> None:
    lsp = commands.add_parser("lsp", help="the language server for rule files (diagnostics, completion, hover)",
                              description="Run the teotl language server over stdio: diagnostics as you type, "
                                          "completion inside effect strings, hover, go to definition.",
                              epilog=_LSP_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    lsp.add_argument("--lang", default="en", metavar="LANG", help="the language of hover texts (default en)")
    lsp.add_argument("--schema-map", action="store_true",
                     help="print where each schema's $id is installed (for yaml-language-server) and exit")
    lsp.set_defaults(run=run_lsp)


def run_lsp(args: Any) -> int:
    if args.schema_map:
        import json

        from teotl.rules.schema import schema_map
        print(json.dumps(schema_map(), indent=2))
        return EXIT_OK
    try:
        from teotl.lsp.server import serve
    except ImportError as problem:  # pygls is a dependency; a broken install says so
        print_error("lsp", f"the language server cannot start: {problem} (pip install 'pygls>=2')")
        return EXIT_USAGE
    serve(lang=args.lang, stdin=sys.stdin.buffer, stdout=sys.stdout.buffer)
    return EXIT_OK
