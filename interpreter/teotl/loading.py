"""Load a rule set ready to play: checked, compiled once, errors turned into one clear exception."""
from __future__ import annotations

from pathlib import Path
from typing import Optional, Sequence

from teotl.engine.runtime import Runtime
from teotl.rules.model import RuleSet
from teotl.rules.ruleset import load_ruleset


class RulesError(Exception):
    """The rule set has errors, so no game can start. `diagnostics` lists them."""

    def __init__(self, ruleset: RuleSet):
        self.ruleset = ruleset
        self.diagnostics = ruleset.errors
        lines = [d.format_text() for d in self.diagnostics[:20]]
        more = len(self.diagnostics) - len(lines)
        super().__init__("the rules have errors, so no game can start:\n  " + "\n  ".join(lines)
                         + (f"\n  … and {more} more (run `teotl check`)" if more > 0 else ""))


def load_runtime(root: Optional[Path] = None, modules: Sequence[str] = (), variants: Sequence[Path] = (),
                 logging: bool = True) -> tuple[RuleSet, Runtime]:
    """Load, check and compile. Raises RulesError when the rules have errors, UsageError on a bad request."""
    ruleset = load_ruleset(root, list(modules), list(variants))
    if ruleset.errors:
        raise RulesError(ruleset)
    runtime = getattr(ruleset, "runtime", None) or Runtime.from_ruleset(ruleset)
    runtime.logging = logging
    return ruleset, runtime


def runtime_only(root: Optional[Path] = None, modules: Sequence[str] = (), variants: Sequence[Path] = (),
                 logging: bool = False) -> Runtime:
    """For worker processes (picklable through functools.partial): just the runtime."""
    return load_runtime(root, modules, variants, logging)[1]
