"""Where the grammar and the shipped rule files are, in a source checkout or an installed wheel.

The repository keeps them at the top level (`grammar/`, `rules/`); the wheel ships them inside
the package as `teotl/_grammar` and `teotl/_rules` (see pyproject.toml). Both layouts are tried.
"""
from __future__ import annotations

import json
from functools import lru_cache
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
    """The rule set a command loads when none is named and the current folder is in none: the
    one `rules/rulesets.json` names (data, like every game's name), else the first shipped."""
    return rules_dir() / _default_name(rules_dir())


@lru_cache(maxsize=4)
def _default_name(folder: Path) -> str:
    try:
        return str(json.loads((folder / "rulesets.json").read_text(encoding="utf-8"))["default"])
    except (OSError, ValueError, KeyError, TypeError):
        return next(iter(shipped_rulesets()), "")


def shipped_rulesets() -> dict[str, Path]:
    """Every shipped rule set by its folder name: `rules/NAME/game.yaml`, sorted by name."""
    folder = rules_dir()
    try:
        names = sorted(entry.name for entry in folder.iterdir() if (entry / "game.yaml").is_file())
    except OSError:
        return {}
    return {name: folder / name for name in names}
