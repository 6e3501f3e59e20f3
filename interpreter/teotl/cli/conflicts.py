"""Two variants that patch the same value cannot both apply: refused before any command runs.

Why before loading: the second would silently undo the first, and every command (play,
simulate, compare, explain) would otherwise run on rules the author did not mean. One line per
clash, in the diagnostic shape, naming both files; E5xx: modules and variants.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Optional, Sequence

from teotl.cli.common import EXIT_ERRORS, flat_variants
from teotl.cli.output import display_path

CONFLICT_CODE = "E520"   # listed in rules/diagnostics.py CODES


def _patch_targets(path: Path) -> list[tuple[str, str, int, int]]:
    """(target kind, dotted target, line, column) of every patch of a variant file."""
    from teotl.rules.files import read_rule_file
    from teotl.rules.yaml_document import pointer_join
    read = read_rule_file(path, "variant")
    document = read.document
    if document is None or not isinstance(document.data, dict) or not isinstance(document.data.get("patches"), list):
        return []
    targets = []
    for index, patch in enumerate(document.data["patches"]):
        if not isinstance(patch, dict):
            continue
        base = pointer_join("/patches", index)
        if isinstance(patch.get("component"), str) and isinstance(patch.get("path"), str):
            line, column = document.position(base + "/component")
            targets.append(("component", f"{patch['component']}.{patch['path']}", line, column))
        elif isinstance(patch.get("game"), str):
            line, column = document.position(base + "/game")
            targets.append(("game", patch["game"], line, column))
    return targets


def _overlaps(a: str, b: str) -> bool:
    return a == b or a.startswith(b + ".") or b.startswith(a + ".")


def variant_conflicts(variants: Sequence[Any]) -> list[str]:
    """Two variants that set the same value (or one inside the other) cannot both apply: the
    second would silently undo the first. One line per clash, naming both files."""
    problems = []
    seen: list[tuple[Path, str, str, int, int]] = []
    for variant in variants:
        path = Path(variant)
        if not path.is_file():
            continue
        for kind, target, line, column in _patch_targets(path):
            for other_path, other_kind, other_target, _, _ in seen:
                if other_path.resolve() != path.resolve() and kind == other_kind and _overlaps(target, other_target):
                    shown = target if kind == "component" else f"game.yaml {target}"
                    problems.append(
                        f"{display_path(str(path))}:{line}:{column}: {CONFLICT_CODE} variants "
                        f"{display_path(str(other_path))} and {display_path(str(path))} both patch `{shown}` "
                        f"(apply only one of them, or merge them into one variant)")
        seen += [(path, kind, target, line, column) for kind, target, line, column in _patch_targets(path)]
    return problems


def refuse_conflicts(args: Any) -> Optional[int]:
    """Print the clashes of `args.variant` and return EXIT_ERRORS, or None when there are none."""
    problems = variant_conflicts(flat_variants(args))
    for line in problems:
        print(line, file=sys.stderr)
    return EXIT_ERRORS if problems else None
