"""A checked rule set for the authoring commands (explain, i18n status), and their `--lang`.

The rule set and the variant files are found before the command runs (`rulesets.py`, through
`parser.build_parser`); here they are loaded, and a rule set with errors is refused with its
first problems, in the diagnostic shape, so the command never works on rules that would not play.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any, Optional, Sequence, Union

from teotl.cli.common import EXIT_ERRORS, EXIT_USAGE, flat_variants, print_error

SHOWN_ERRORS = 20


def load_checked_ruleset(args: Any, command: str, modules: Sequence[str] = ()) -> Union[Any, int]:
    """A checked rule set (with `args.variant` applied), or an exit code after saying why not."""
    from teotl.rules import load_ruleset
    from teotl.rules.modules import UsageError
    try:
        ruleset = load_ruleset(args.rules, list(modules), [Path(v) for v in flat_variants(args)])
    except UsageError as problem:
        print_error(command, problem.message + (f" ({problem.hint})" if problem.hint else ""))
        return EXIT_USAGE
    if ruleset.errors:
        print(f"teotl {command}: the rules have errors:", file=sys.stderr)
        for diagnostic in ruleset.errors[:SHOWN_ERRORS]:
            print("  " + diagnostic.format_text(), file=sys.stderr)
        if len(ruleset.errors) > SHOWN_ERRORS:
            print(f"  … and {len(ruleset.errors) - SHOWN_ERRORS} more (run `teotl check`)", file=sys.stderr)
        return EXIT_ERRORS
    return ruleset


def language(lang: Optional[str], command: str) -> Optional[str]:
    """The language asked for (en by default); None after saying why it is not one."""
    from teotl.text.catalogue import catalogue_root
    if lang is None:
        return "en"
    if not re.fullmatch(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})?", lang):
        print_error(command, f"`{lang}` is not a language code (en, pt, de, fr)")
        return None
    if not (catalogue_root() / lang).is_dir():
        known = sorted(p.name for p in catalogue_root().iterdir() if p.is_dir())
        print(f"teotl {command}: warning: no catalogue for `{lang}` (have: {', '.join(known)}); "
              "English is used", file=sys.stderr)
    return lang
