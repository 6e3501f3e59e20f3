"""Rule files: load YAML, validate against the schemas, resolve modules, report problems.

`load_ruleset(root, modules, variants)` is the entry point for everything that plays or checks
a rule set; `teotl check` (teotl.cli) is a thin layer over `teotl.rules.checking`.
"""
from teotl.rules.diagnostics import CODES, Diagnostic
from teotl.rules.model import Component, Module, RuleSet, Variant
from teotl.rules.modules import UsageError
from teotl.rules.ruleset import load_ruleset

__all__ = ["CODES", "Component", "Diagnostic", "Module", "RuleSet", "UsageError", "Variant", "load_ruleset"]
