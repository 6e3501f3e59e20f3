"""`teotl explain`: components, a module or a whole rule set as rule text (en, pt, de, fr).

The text is generated from the syntax trees the engine runs (teotl.text), so reading it back is
the most direct review of what a rule does; `--side-by-side LANG` puts the printed rulebook
text beside it for translators.
"""
from __future__ import annotations

import argparse
import sys
from typing import Any

from teotl.cli.common import EXIT_OK, EXIT_USAGE, add_ruleset_options, module_ids, print_error
from teotl.cli.load import language, load_checked_ruleset
from teotl.cli.rulesets import rules_path

_EXPLAIN_EXAMPLES = """\
examples:
  teotl explain st-00                          one component, in English, as Markdown
  teotl explain harvest                        a template, its parameters as placeholders
  teotl explain st-00 royal-r1 --lang pt       several, in Portuguese
  teotl explain --module base --lang de --format text
  teotl explain --all --lang fr > regles.md    the whole rule set
  teotl explain collect_wood --side-by-side de     the printed German text beside the generated one
  teotl explain --all --variant house-rich-start   with a house rule applied
  teotl explain --all --hidden                 also the advice to the computer players and the hooks
"""


def add_explain_command(commands: argparse._SubParsersAction) -> None:
    explain = commands.add_parser(
        "explain", help="render components or a whole rule set as rule text (en, pt, de, fr)",
        description="Render components as readable rule text, built from their effects through the "
                    "message catalogues: the engine's in rules/i18n, the rule set's own in its i18n/ folder.",
        epilog=_EXPLAIN_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    explain.add_argument("ids", nargs="*", metavar="ID", help="component or template ids")
    explain.add_argument("--module", action="append", default=[], metavar="M",
                         help="every component and template of module M")
    explain.add_argument("--all", action="store_true", help="the whole rule set, module by module, templates too")
    explain.add_argument("--lang", default=None, metavar="LANG", help="language: en (default), pt, de, fr")
    explain.add_argument("--format", choices=("md", "text"), default="md", help="Markdown (default) or plain text")
    explain.add_argument("--side-by-side", default=None, metavar="LANG",
                         help="show the printed rulebook text in LANG beside the generated text "
                              "(generated in LANG too unless --lang is given)")
    explain.add_argument("--hidden", action="store_true",
                         help="for authors: with --all or --module, also the components that are not rules "
                              "for players (advice to the computer players, hooks that do nothing), and the "
                              "hooks' calls in the rule text (docs/translating.md)")
    add_ruleset_options(explain)
    explain.set_defaults(run=run_explain)


def run_explain(args: Any) -> int:
    from teotl.rules.diagnostics import did_you_mean
    from teotl.text.audience import for_players
    from teotl.text.document import render_document
    from teotl.text.render import Renderer
    from teotl.text.template_text import with_templates

    if not args.ids and not args.module and not args.all:
        print_error("explain", "say what to explain: component ids, --module M or --all "
                                "(e.g. `teotl explain st-00 --lang pt`)")
        return EXIT_USAGE
    lang = language(args.lang or args.side_by_side, "explain")
    if lang is None:
        return EXIT_USAGE
    modules = module_ids(args)
    for module in args.module:
        if module not in modules:
            modules.append(module)
    ruleset = load_checked_ruleset(args, "explain", [m for m in modules if m != "base"])
    if isinstance(ruleset, int):
        return ruleset
    chosen = []
    for cid in args.ids:
        component = ruleset.components.get(cid) or ruleset.templates.get(cid)
        if component is None:
            hint = did_you_mean(cid, [*ruleset.components, *ruleset.templates])
            print_error("explain", f"no component `{cid}` in this rule set" + (f" ({hint})" if hint else ""))
            return EXIT_USAGE
        chosen.append(component)
    for module in args.module:
        found = [c for c in [*ruleset.components.values(), *ruleset.templates.values()] if c.module == module]
        if not found:
            print_error("explain", f"module `{module}` has no loaded components")
            return EXIT_USAGE
        chosen += [c for c in found if c not in chosen]
    if args.module:
        chosen = with_templates(ruleset, chosen, [])
    if args.all:
        chosen = with_templates(ruleset, list(ruleset.components.values()), list(ruleset.templates.values()))
    if (args.all or args.module) and not args.hidden:
        named = [c for c in chosen if c.id in args.ids]
        chosen = [c for c in chosen if c in named or c in for_players(ruleset, chosen)]
    renderer = Renderer(ruleset, lang, rules_path(args))
    renderer.show_hidden = bool(args.hidden)
    document = render_document(renderer, chosen, args.format, args.side_by_side,
                               grouped=bool(args.all or args.module))
    sys.stdout.write(document)
    warnings = renderer.warnings
    for text in warnings[:20]:
        print(f"teotl explain: warning: {text}", file=sys.stderr)
    if len(warnings) > 20:
        print(f"teotl explain: … and {len(warnings) - 20} more warnings (see `teotl i18n status --missing`)",
              file=sys.stderr)
    return EXIT_OK
