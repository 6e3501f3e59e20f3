"""Where the grammar and the shipped rule files are, in a source checkout or an installed wheel.

The repository keeps them at the top level (`grammar/`, `rules/`); the wheel ships them inside
the package as `teotl/_grammar` and `teotl/_rules` (see pyproject.toml). Both layouts are tried.
"""
from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _first_existing(*candidates: Path) -> Path:
    for candidate in candidates:
        if candidate.exists():
            return candidate
    return candidates[0]


def grammar_file() -> Path:
    """The effect grammar, `effects.lark`."""
    return _first_existing(_PACKAGE / "_grammar" / "effects.lark",
                           _PACKAGE.parent.parent / "grammar" / "effects.lark")


def rules_dir() -> Path:
    """The shipped `rules/` folder (schemas, rule sets, phrase catalogues)."""
    return _first_existing(_PACKAGE / "_rules", _PACKAGE.parent.parent / "rules")


def schema_dir() -> Path:
    return rules_dir() / "schema"


def default_ruleset() -> Path:
    """The rule set `teotl` uses when no path is given."""
    return rules_dir() / "teotihuacan"
