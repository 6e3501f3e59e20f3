"""Which rule set and which variant files a command means: one lookup shared by every command.

Why one place: `teotl check .`, `teotl explain --rules .`, `teotl play --rules mygame` and a
command run inside a copied rule set must all land on the same folder, and say the same thing
when they cannot. The order, for `--rules VALUE`:
  1. VALUE is a path: the rule set holding it (the folder with game.yaml, or the nearest one
     above a file or sub-folder of it);
  2. VALUE is a bare name: `NAME` or `rules/NAME` in each `--rules-path` folder (then
     TEOTL_RULES_PATH), then the shipped rule set `rules/NAME`.
Without `--rules`, the rule set of the current folder (the nearest game.yaml upwards), else the
shipped default. A variant given by bare name is looked up in the user folders, then in the
rule set's own `variants/`.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Optional, Sequence

from teotl.cli.common import ENV_RULES_PATH


class RulesetNotFound(Exception):
    """`--rules VALUE` names no rule set: the message says what was tried."""


def rules_path(args: Any = None) -> list[Path]:
    """Extra folders to search: `--rules-path` (in order), then TEOTL_RULES_PATH (os.pathsep-separated)."""
    folders = [Path(p) for p in (getattr(args, "rules_path", None) or [])]
    folders += [Path(p) for p in os.environ.get(ENV_RULES_PATH, "").split(os.pathsep) if p.strip()]
    return folders


def current_ruleset(start: Optional[Path] = None) -> Optional[Path]:
    """The rule set the current folder (or `start`) is in, or None."""
    from teotl.rules.modules import find_root
    try:
        return find_root(Path.cwd() if start is None else start)
    except OSError:  # the current folder was removed
        return None


def find_ruleset(value: Any, folders: Sequence[Path] = ()) -> Path:
    """The rule-set folder `value` names (see the module doc); raises RulesetNotFound."""
    from teotl import paths
    from teotl.rules.modules import GAME_FILE, find_root
    path = Path(value)
    if path.exists():
        if path.is_dir() and (path / GAME_FILE).is_file():
            return path
        root = find_root(path)
        if root is not None:
            return root
        raise RulesetNotFound(f"{value} is not in a rule set: no {GAME_FILE} in it or in a folder above it")
    name = str(value)
    if "/" not in name and os.sep not in name:
        for folder in folders:
            for candidate in (folder / name, folder / "rules" / name):
                if (candidate / GAME_FILE).is_file():
                    return candidate
        shipped = paths.shipped_rulesets()
        if name in shipped:
            return shipped[name]
    known = ", ".join(paths.shipped_rulesets()) or "none"
    where = " or in --rules-path" if folders else ""
    raise RulesetNotFound(f"no rule set `{value}`: no such folder, and no rule set of that name is shipped{where} "
                          f"(shipped: {known})")


def ruleset_of(args: Any) -> Optional[Path]:
    """`args.rules` resolved (see the module doc); None means the shipped default."""
    value = getattr(args, "rules", None)
    if value is None:
        return current_ruleset()
    return find_ruleset(value, rules_path(args))


def _variant_id(path: Path) -> Optional[str]:
    try:
        head = path.read_text(encoding="utf-8")[:4000]
    except OSError:
        return None
    if not re.search(r"^kind:\s*variant\s*$", head, re.M):
        return None
    match = re.search(r"^id:\s*[\"']?([A-Za-z0-9_-]+)", head, re.M)
    return match.group(1) if match else None


def find_variant(name: str, folders: Sequence[Path], root: Optional[Path] = None) -> Optional[Path]:
    """A variant given by bare name: `NAME`, `NAME.yaml` or `variants/NAME.yaml` in each user
    folder, then in the rule set's own `variants/`; by file name first, then by `id:`."""
    from teotl import paths
    if Path(name).is_file():
        return Path(name)
    ruleset_root = Path(root) if root is not None else paths.default_ruleset()
    places = list(folders) + [ruleset_root]
    stem = name[:-5] if name.endswith(".yaml") else name
    for folder in places:
        for candidate in (folder / name, folder / f"{stem}.yaml", folder / "variants" / f"{stem}.yaml"):
            if candidate.is_file():
                return candidate
    for folder in places:
        for sub in (folder, folder / "variants"):
            if sub.is_dir():
                for candidate in sorted(sub.glob("*.yaml")):
                    if _variant_id(candidate) == stem:
                        return candidate
    return None


def resolve_rules_args(args: Any) -> None:
    """Rewrite `args.rules` and `args.variant` in place: the rule set found (see the module
    doc), and variant names found in the user folders and the rule set's `variants/` become
    paths; a variant not found is left for the loader to report. Raises RulesetNotFound."""
    if getattr(args, "_rules_resolved", False):
        return
    if hasattr(args, "rules"):
        args.rules_given = args.rules   # as typed (`--rules NAME`): what a message shows back
        args.rules = ruleset_of(args)
    args._rules_resolved = True
    resolve_variants(args, getattr(args, "rules", None))


def resolve_variants(args: Any, root: Optional[Path]) -> None:
    """`args.variant` names found (in the user folders, then `root`'s variants/) become paths."""
    folders = rules_path(args)
    variants = getattr(args, "variant", None)
    if not variants:
        return

    def one(value: Any) -> Any:
        found = find_variant(str(value), folders, root)
        return found if found is not None else value
    args.variant = [[one(v) for v in item] if isinstance(item, list) else one(item) for item in variants]
