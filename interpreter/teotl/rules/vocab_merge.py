"""Module vocabularies: a module may add names to the game's vocabulary and tables.

A `module.yaml` may carry a `vocabulary:` section of the same shape as game.yaml's (resources,
tracks, boards, pieces, supplies, component_types, global_types, events, flags, marks, counters,
aliases, queries) and a `tables:` section. They are merged into the rule set's game data in
module load order: list entries are appended, mapping entries added. A name declared twice (by
game.yaml and a module, or by two modules) is error E512 naming both files; the later one is
dropped. DSL strings in a module's vocabulary (its named queries, a resource's conditions) are
parsed here, and their source is the module's manifest, so a problem in them points there.
"""
from __future__ import annotations

import copy
from pathlib import Path
from typing import Any, Callable, Optional

from teotl.rules.diagnostics import Diagnostic, error
from teotl.rules.dsl_fields import ParseFailure, game_fields, parse_field
from teotl.rules.files import syntax_diagnostic
from teotl.rules.model import Module, RuleSet
from teotl.rules.yaml_loader import pointer_join

LIST_SECTIONS = ("resources", "tracks", "spaces", "boards", "pieces", "supplies", "component_types", "global_types",
                 "events", "flags", "marks", "counters", "caps", "labels")
MAP_SECTIONS = ("aliases", "queries")


def _name(entry: Any) -> Optional[str]:
    if isinstance(entry, dict):
        return entry.get("id") if isinstance(entry.get("id"), str) else None
    return entry if isinstance(entry, str) else None


def merge_module_vocabularies(ruleset: RuleSet, modules: list[Module], relative: Callable[[Path], str],
                              diagnostics: list[Diagnostic]) -> int:
    """Merge the `vocabulary:` and `tables:` of `modules` (load order) into `ruleset.game`.
    Returns how many DSL strings were parsed."""
    manifests = []
    for module in modules:
        document = ruleset.documents.get(module.manifest)
        data = document.data if document is not None and isinstance(document.data, dict) else {}
        if isinstance(data.get("vocabulary"), dict) or isinstance(data.get("tables"), dict):
            manifests.append((module, document, data))
    if not manifests:
        return 0
    game = copy.deepcopy(ruleset.game) if isinstance(ruleset.game, dict) else {}
    vocabulary = game.setdefault("vocabulary", {})
    if not isinstance(vocabulary, dict):
        return 0
    tables = game.setdefault("tables", {})
    origin: dict[tuple[str, str], tuple[Path, str]] = {}
    game_file = ruleset.game_file or Path("game.yaml")
    for section in LIST_SECTIONS:
        for index, entry in enumerate(vocabulary.get(section) or ()):
            if _name(entry) is not None:
                origin.setdefault((section, _name(entry)), (game_file, pointer_join(f"/vocabulary/{section}", index)))
    for section in MAP_SECTIONS:
        for key in vocabulary.get(section) or {}:
            origin.setdefault((section, str(key)), (game_file, pointer_join(f"/vocabulary/{section}", key)))
    for key in tables if isinstance(tables, dict) else {}:
        origin.setdefault(("tables", str(key)), (game_file, pointer_join("/tables", key)))

    count = 0
    for module, document, data in manifests:
        def twice(section: str, name: str, pointer: str) -> None:
            first_path, first_pointer = origin[(section, name)]
            first_doc = ruleset.documents.get(first_path)
            line, column = first_doc.position(first_pointer) if first_doc is not None else (0, 0)
            where = f"{relative(first_path)}:{line}:{column}" if line else relative(first_path)
            at_line, at_column = document.position(pointer)
            what = "table" if section == "tables" else f"vocabulary name ({section})"
            diagnostics.append(error(
                "E512", f"{what} `{name}` is declared twice: in {relative(module.manifest)} and in {where}",
                "every name is declared once across game.yaml and the loaded modules; rename one or drop it",
                module.manifest, at_line, at_column, module.id))

        words = data.get("vocabulary") if isinstance(data.get("vocabulary"), dict) else {}
        for section, value in words.items():
            if section in LIST_SECTIONS and isinstance(value, list):
                target = vocabulary.setdefault(section, [])
                for index, entry in enumerate(value):
                    name = _name(entry)
                    pointer = pointer_join(f"/vocabulary/{section}", index)
                    if name is None:
                        continue
                    if (section, name) in origin:
                        twice(section, name, pointer)
                        continue
                    origin[(section, name)] = (module.manifest, pointer)
                    target.append(copy.deepcopy(entry))
                    # what the checker says of this entry (a graph's node) points into the module
                    ruleset.entry_sources[f"vocabulary.{section}.{len(target) - 1}"] = (module.manifest, pointer)
            elif section in MAP_SECTIONS and isinstance(value, dict):
                target = vocabulary.setdefault(section, {})
                for key, entry in value.items():
                    pointer = pointer_join(f"/vocabulary/{section}", key)
                    if (section, str(key)) in origin:
                        twice(section, str(key), pointer)
                        continue
                    origin[(section, str(key))] = (module.manifest, pointer)
                    target[key] = copy.deepcopy(entry)
                    ruleset.game_sources[f"vocabulary.{section}.{key}"] = (module.manifest, pointer)
        if isinstance(data.get("tables"), dict) and isinstance(tables, dict):
            for key, value in data["tables"].items():
                pointer = pointer_join("/tables", key)
                if ("tables", str(key)) in origin:
                    twice("tables", str(key), pointer)
                    continue
                origin[("tables", str(key))] = (module.manifest, pointer)
                tables[key] = copy.deepcopy(value)
        # the module's own DSL strings, parsed with their place in the manifest
        accepted = {"vocabulary": {s: v for s, v in words.items()}}
        for dsl in game_fields(accepted):
            section = dsl.path.split(".")[1]
            name = dsl.path.split(".")[2]
            if origin.get((section, name), (None,))[0] != module.manifest:
                continue  # a duplicate, dropped above
            ruleset.game_sources[dsl.path] = (module.manifest, dsl.pointer)
            result = parse_field(dsl.kind, dsl.text)
            count += 1
            if isinstance(result, ParseFailure):
                diagnostics.append(syntax_diagnostic(result, document, dsl.pointer, module.id))
            else:
                ruleset.game_parsed[dsl.path] = result
    ruleset.game = game
    return count


__all__ = ["merge_module_vocabularies", "LIST_SECTIONS", "MAP_SECTIONS"]
