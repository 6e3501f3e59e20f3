"""Apply a variant file: requirements, added components and templates, then patches in order.

A patch is `{component: ID, path: FIELD, set: VALUE}`, `{template: ID, path: FIELD, set: VALUE}`
or `{game: PATH, set: VALUE}`. Paths are
dotted; a key that itself contains dots (`2..3`) is found by trying the longest run of words that
is an existing key. A patched DSL string is parsed again and its source moves to the variant
file, so a syntax or semantic error in it points at the variant, not at the original.
"""
from __future__ import annotations

import copy
from typing import Any, Callable, Optional

from teotl.rules.diagnostics import Diagnostic, did_you_mean, error, join_hints, warning
from teotl.rules.dsl_fields import ParseFailure, component_fields, game_fields, parse_field
from teotl.rules.files import ReadFile, components_of, syntax_diagnostic
from teotl.rules.model import Component, RuleSet, Variant
from teotl.rules.schema import validate_patched
from teotl.rules.templates import PATCH_TARGETS, PatchTarget, template_fields, templates_of
from teotl.rules.yaml_loader import YamlDocument, pointer_join

_FIXED_FIELDS = ("id",)


def variant_from(read: ReadFile) -> Variant:
    data = read.document.data if read.document is not None and isinstance(read.document.data, dict) else {}
    requires = [r for r in data.get("requires", []) if isinstance(r, str)] if isinstance(data.get("requires"), list) else []
    variant_id = data.get("id") if isinstance(data.get("id"), str) else read.path.stem
    return Variant(variant_id, data.get("name") if isinstance(data.get("name"), str) else variant_id,
                   read.path, requires)


def apply_variant(ruleset: RuleSet, read: ReadFile, add_component: Callable[[Component], None],
                  diagnostics: list[Diagnostic]) -> int:
    """Apply one variant to `ruleset` in place. Returns how many DSL strings were parsed."""
    document = read.document
    if document is None or not isinstance(document.data, dict):
        return 0
    variant = variant_from(read)
    ruleset.variants.append(variant)
    loaded = {m.id for m in ruleset.modules}
    for index, module_id in enumerate(variant.requires):
        if module_id not in loaded:
            line, column = document.position(pointer_join("/requires", index))
            manifest = ruleset.all_modules.get(module_id)
            if manifest is not None:
                hint = f"load it with --modules {module_id} ({ruleset.relative(manifest.manifest)})"
            else:
                hint = join_hints(did_you_mean(module_id, ruleset.all_modules), "no module declares this id")
            diagnostics.append(error("E510", f"variant `{variant.id}` requires module `{module_id}`, which is not loaded",
                                     hint, read.path, line, column, variant.id))
    components, count = components_of(read, variant.id, diagnostics)
    templates, parsed = templates_of(read, variant.id, diagnostics)
    for component in components + templates:
        add_component(component)
    count += parsed
    patches = document.data.get("patches")
    if isinstance(patches, list):
        for index, patch in enumerate(patches):
            if isinstance(patch, dict) and "set" in patch:
                count += _apply_patch(ruleset, document, index, patch, diagnostics)
    return count


def _apply_patch(ruleset: RuleSet, document: YamlDocument, index: int, patch: dict,
                 diagnostics: list[Diagnostic]) -> int:
    base = pointer_join("/patches", index)
    targets = [key for key in PATCH_TARGETS if isinstance(patch.get(key), str)]
    if len(targets) == 1 and isinstance(patch.get("path"), str) and "game" not in patch:
        return _patch_component(ruleset, document, base, patch, diagnostics, PATCH_TARGETS[targets[0]])
    if isinstance(patch.get("game"), str) and not targets:
        return _patch_game(ruleset, document, base, patch, diagnostics)
    return 0  # the schema check reported the malformed patch


def _resolve(container: Any, dotted: str) -> tuple[Optional[Any], Optional[Any], list[Any], bool, str]:
    """Where `dotted` leads in `container`: (parent, key, path parts, key exists, problem)."""
    parts = dotted.split(".") if dotted else []
    path: list[Any] = []
    current = container
    index = 0
    if not parts:
        return None, None, [], False, "the path is empty"
    while True:
        if isinstance(current, dict):
            for end in range(len(parts), index, -1):
                key = ".".join(parts[index:end])
                if key in current:
                    if end == len(parts):
                        return current, key, path + [key], True, ""
                    path.append(key)
                    current, index = current[key], end
                    break
            else:
                key = ".".join(parts[index:])
                return current, key, path + [key], False, ""
        elif isinstance(current, list):
            part = parts[index]
            if not part.isdigit() or int(part) >= len(current):
                return None, None, path, False, f"`{part}` is not an item number of this list (it has {len(current)})"
            position = int(part)
            if index + 1 == len(parts):
                return current, position, path + [position], True, ""
            path.append(position)
            current, index = current[position], index + 1
        else:
            shown = ".".join(str(p) for p in path)
            return None, None, path, False, f"`{shown}` is a single value, it has no `{parts[index]}`"


def _patch_component(ruleset: RuleSet, document: YamlDocument, base: str, patch: dict,
                     diagnostics: list[Diagnostic], kind: PatchTarget = PATCH_TARGETS["component"]) -> int:
    """A patch of one component, or of one template (`kind`: what differs between the two)."""
    target = patch[kind.key]
    component = kind.table(ruleset).get(target)
    if component is None:
        line, column = document.position(f"{base}/{kind.key}")
        other = next((other for other in PATCH_TARGETS.values() if target in other.table(ruleset)), None)
        hint = (f"`{target}` is a {other.noun}: write `{other.key}: {target}`" if other is not None else
                did_you_mean(target, kind.table(ruleset)) or f"no loaded {kind.noun} has this id")
        diagnostics.append(error("E507", f"patch of unknown {kind.noun} `{target}`", hint,
                                 document.path, line, column, target))
        return 0
    path_line, path_column = document.position(base + "/path")
    if patch["path"].split(".")[0] in _FIXED_FIELDS:
        diagnostics.append(error("E508", f"a patch cannot change a {kind.noun}'s id",
                                 "add a new component instead", document.path, path_line, path_column, target))
        return 0
    raw = copy.deepcopy(component.raw)
    parent, key, parts, exists, problem = _resolve(raw, patch["path"])
    if problem:
        diagnostics.append(error("E508", f"patch path `{patch['path']}` does not exist in `{target}`: {problem}",
                                 "", document.path, path_line, path_column, target))
        return 0
    fields = kind.schema().get("properties", {})
    if not exists and parent is raw and key not in fields and str(key).split(".")[0] in fields:
        # a field the component does not have yet, with a key inside it: `effects.3`, `text.pt`
        field, rest = str(key).split(".", 1)
        if fields[field].get("type") == "object":
            raw[field], parent, key, parts, exists = {}, None, rest, [field, rest], False
            parent = raw[field]
    if not exists:
        if parent is raw and key not in fields:
            diagnostics.append(error("E508", f"patch path `{patch['path']}`: {kind.noun}s have no field `{key}`",
                                     join_hints(did_you_mean(key, fields), "fields: " + ", ".join(fields)),
                                     document.path, path_line, path_column, target))
            return 0
        if parent is not raw and parent:
            diagnostics.append(warning("W503", f"patch path `{patch['path']}` creates a new key `{key}` in `{target}`",
                                       did_you_mean(str(key), parent) or "check the path if a value was to be changed",
                                       document.path, path_line, path_column, target))
    parent[key] = copy.deepcopy(patch["set"])
    set_pointer = base + "/set"
    diagnostics.extend(validate_patched(raw, kind.key, parts, document, set_pointer, target))
    return _rebuild(ruleset, component, raw, parts, document, set_pointer, diagnostics, kind)


def _rebuild(ruleset: RuleSet, old: Component, raw: dict, parts: list[Any], document: YamlDocument,
             set_pointer: str, diagnostics: list[Diagnostic], kind: PatchTarget = PATCH_TARGETS["component"]) -> int:
    """Replace `old` by a component (or template) built from the patched `raw`; DSL fields under
    the patched path are parsed anew with the variant as their source, the others keep theirs."""
    changed = "".join(pointer_join("", p) for p in parts)
    new = kind.build(raw, old.module, old.file, old.pointer, (old.line, old.column))
    fresh = []
    for dsl in kind.fields(raw):
        if dsl.pointer == changed or dsl.pointer.startswith(changed + "/"):
            fresh.append(dsl)
        elif dsl.path in old.parsed or dsl.path in old.sources:
            if dsl.path in old.parsed:
                new.parsed[dsl.path] = old.parsed[dsl.path]
            new.sources[dsl.path] = old.sources[dsl.path]
    for dsl in fresh:
        remainder = dsl.pointer[len(changed):]
        pointer = set_pointer + remainder
        new.sources[dsl.path] = (document.path, pointer)
        result = parse_field(dsl.kind, dsl.text)
        if isinstance(result, ParseFailure):
            diagnostics.append(syntax_diagnostic(result, document, pointer, new.id))
        else:
            new.parsed[dsl.path] = result
    kind.table(ruleset)[old.id] = new
    return len(fresh)


def _patch_game(ruleset: RuleSet, document: YamlDocument, base: str, patch: dict,
                diagnostics: list[Diagnostic]) -> int:
    dotted = patch["game"]
    line, column = document.position(base + "/game")
    game = copy.deepcopy(ruleset.game)
    parent, key, parts, exists, problem = _resolve(game, dotted)
    if problem or parent is None:
        diagnostics.append(error("E508", f"patch path `{dotted}` does not exist in game.yaml: {problem}",
                                 "", document.path, line, column))
        return 0
    if not exists:
        if parent is game:
            section = str(key).split(".")[0]
            diagnostics.append(error("E508", f"game.yaml has no section `{section}`",
                                     did_you_mean(section, game) or f"sections: {', '.join(game)}",
                                     document.path, line, column))
            return 0
        diagnostics.append(warning("W503", f"patch path `{dotted}` creates a new key `{key}` in game.yaml",
                                   did_you_mean(str(key), parent) or "check the path if a value was to be changed",
                                   document.path, line, column))
    if exists:
        diagnostics += _dropped_keys(dotted, parent[key], patch["set"], document, line, column)
    parent[key] = copy.deepcopy(patch["set"])
    set_pointer = base + "/set"
    diagnostics.extend(validate_patched(game, "game", parts, document, set_pointer))
    ruleset.game = game
    changed = "".join(pointer_join("", p) for p in parts)
    count = 0
    for dsl in game_fields(game):
        if dsl.pointer == changed or dsl.pointer.startswith(changed + "/"):
            pointer = set_pointer + dsl.pointer[len(changed):]
            ruleset.game_sources[dsl.path] = (document.path, pointer)
            result = parse_field(dsl.kind, dsl.text)
            count += 1
            if isinstance(result, ParseFailure):
                diagnostics.append(syntax_diagnostic(result, document, pointer, None))
                ruleset.game_parsed.pop(dsl.path, None)
            else:
                ruleset.game_parsed[dsl.path] = result
    for path in list(ruleset.game_parsed):
        if path not in {d.path for d in game_fields(game)}:
            del ruleset.game_parsed[path]
    return count


def _dropped_keys(dotted: str, before: Any, after: Any, document: YamlDocument, line: int,
                  column: int) -> list[Diagnostic]:
    """W506 when a patch sets a whole mapping of game.yaml and leaves out keys it had: setting
    `tables` to change one table drops every other, and the errors that follow (unknown tables,
    at every effect using them) would point at the shipped files, not at the cause here."""
    if not isinstance(before, dict) or not isinstance(after, dict):
        return []
    dropped = [str(k) for k in before if k not in after]
    if not dropped:
        return []
    shown = ", ".join(f"`{k}`" for k in dropped[:6]) + (f" and {len(dropped) - 6} more" if len(dropped) > 6 else "")
    example = f"{dotted}.{dropped[0]}" if not after else f"{dotted}.{next(iter(after))}"
    return [warning("W506", f"this patch replaces `{dotted}` and drops {len(dropped)} of its keys: {shown}",
                    f"to change one key, patch it alone, as `game: {example}`; what uses a dropped key no longer works",
                    document.path, line, column)]


def lone_variant_fields(read: ReadFile, diagnostics: list[Diagnostic]) -> int:
    """In a lone variant file, parse `set` values whose path names a DSL field (`effect`,
    `cost`, `effects.KEY`, `triggers.N`, `modifiers.N`, `table.rows`, `table.columns`)."""
    document = read.document
    if document is None or not isinstance(document.data, dict) or not isinstance(document.data.get("patches"), list):
        return 0
    count = 0
    for index, patch in enumerate(document.data["patches"]):
        if not isinstance(patch, dict) or not isinstance(patch.get("path"), str):
            continue
        nested = _nest(patch["path"].split("."), patch.get("set"))
        base = pointer_join("/patches", index) + "/set"
        prefix = "".join(pointer_join("", p) for p in _top_parts(nested))
        fields = template_fields(nested) if isinstance(patch.get("template"), str) else component_fields(nested)
        for dsl in fields:
            if not (dsl.pointer == prefix or dsl.pointer.startswith(prefix + "/")):
                continue
            count += 1
            result = parse_field(dsl.kind, dsl.text)
            if isinstance(result, ParseFailure):
                diagnostics.append(syntax_diagnostic(result, document, base + dsl.pointer[len(prefix):],
                                                     patch.get("component") if isinstance(patch.get("component"), str) else None))
    return count


def _nest(parts: list[str], value: Any) -> dict:
    """"effects.3" + v → {"effects": {"3": v}}; a reward table's cells keep their `cells` level."""
    if parts[:1] == ["effects"] and len(parts) > 1:
        return {"effects": {".".join(parts[1:]): value}}
    if parts[:1] in (["triggers"], ["modifiers"]) and len(parts) > 1 and parts[1].isdigit():
        return {parts[0]: [None] * int(parts[1]) + [value]}
    result: Any = value
    for part in reversed(parts):
        result = {part: result}
    return result


def _top_parts(nested: dict) -> list[Any]:
    parts: list[Any] = []
    current: Any = nested
    while isinstance(current, dict) and len(current) == 1:
        key = next(iter(current))
        parts.append(key)
        current = current[key]
    if isinstance(current, list) and current and all(item is None for item in current[:-1]):
        parts.append(len(current) - 1)
    return parts
