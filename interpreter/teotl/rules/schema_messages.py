"""jsonschema's errors in a rule author's words: one `ValidationError` → `Diagnostic`s.

Why our own messages: jsonschema says "['x'] is not of type 'string'"; a rule author needs
"`effect` must be text, got a list" at the line of `effect`. Each jsonschema error is mapped to
the deepest path that has a position in the file, and to a stable E3xx code. Used by
`schema.py` (a file) and by a variant patch's check (one value, placed under the patch's `set`).
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Iterable, Optional

from teotl.rules.diagnostics import Diagnostic, did_you_mean, error
from teotl.rules.yaml_document import YamlDocument, pointer_join

if TYPE_CHECKING:
    from jsonschema.exceptions import ValidationError

_TYPE_WORDS = {
    "object": "a mapping", "array": "a list", "string": "text", "integer": "a whole number",
    "number": "a number", "boolean": "true or false", "null": "empty",
}


# Keys a rule file used to write, by their new name (given when the new one is allowed where the
# old one stands) and the hint that says so: a component's reward table was `grid:`, the name of
# the grid spaces too (docs/game-model.md §8).
RENAMED_KEYS: dict[str, tuple[str, str]] = {
    "grid": ("table", "a reward table is written `table:` now, and `resolve board table` runs its cell"),
}

def _type_of(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def _got(value: Any) -> str:
    kind = _type_of(value)
    if kind == "null":
        return "nothing (an empty value)"
    if kind in ("integer", "number", "boolean"):
        return f"{_TYPE_WORDS[kind]} ({json.dumps(value)})"
    return _TYPE_WORDS[kind]


def _pointer(base: str, parts: Iterable[Any]) -> str:
    pointer = base
    for part in parts:
        pointer = pointer_join(pointer, part)
    return pointer


def _subject(parts: list[Any]) -> str:
    """How to name the value at a path: "`effect`", "item 2 of `triggers`", "the file"."""
    if not parts:
        return "the file"
    last = parts[-1]
    if isinstance(last, int):
        owner = next((p for p in reversed(parts[:-1]) if isinstance(p, str)), None)
        return f"item {last + 1} of `{owner}`" if owner else f"item {last + 1}"
    return f"`{last}`"


def _rule_id(data_root: Any, parts: list[Any]) -> Optional[str]:
    if isinstance(data_root, dict) and len(parts) >= 2 and parts[0] == "components" and isinstance(parts[1], int):
        items = data_root.get("components")
        if isinstance(items, list) and parts[1] < len(items) and isinstance(items[parts[1]], dict):
            cid = items[parts[1]].get("id")
            return cid if isinstance(cid, str) else None
    if isinstance(data_root, dict) and isinstance(data_root.get("id"), str) and data_root.get("kind") == "module":
        return data_root["id"]
    return None


def explain(schema_error: ValidationError, document: YamlDocument, data_root: Any, base: str = "",
            instance_root: Any = None, name_prefix: tuple = ()) -> list[Diagnostic]:
    """One jsonschema error → readable diagnostics (several for several unknown keys).
    `base`: the pointer in `document` of the validated value; `name_prefix`: path parts that
    only serve to name things in messages (a patched component's field path)."""
    own_parts = list(schema_error.absolute_path)
    pointer = _pointer(base, own_parts)
    parts = list(name_prefix) + own_parts
    path = document.path
    rule_id = _rule_id(data_root, list(_base_parts(base)) + parts) if data_root is not None else None
    if rule_id is None and instance_root is not None and isinstance(instance_root, dict):
        rule_id = instance_root.get("id") if isinstance(instance_root.get("id"), str) else None
    instance = schema_error.instance
    schema = schema_error.schema if isinstance(schema_error.schema, dict) else {}
    kind = schema_error.validator
    line, column = document.position(pointer)

    def make(code: str, message: str, hint: str = "", at: Optional[tuple[int, int]] = None) -> Diagnostic:
        where = at or (line, column)
        return error(code, message, hint, path, where[0], where[1], rule_id)

    if "propertyNames" in list(schema_error.schema_path):
        key = instance
        at = document.key_position(pointer_join(pointer, key))
        return [make("E305", f"the name `{key}` is not allowed here",
                     schema.get("patternErrorMessage", "use lower-case letters, digits and `_`"), at)]
    if kind == "type":
        wanted = schema_error.validator_value
        wanted = wanted if isinstance(wanted, list) else [wanted]
        words = " or ".join(_TYPE_WORDS.get(w, w) for w in wanted)
        hint = _type_hint(parts, wanted, instance)
        return [make("E303", f"{_subject(parts)} must be {words}, got {_got(instance)}", hint)]
    if kind == "additionalProperties":
        allowed = list(schema.get("properties", {}))
        extras = [key for key in instance if key not in schema.get("properties", {})] if isinstance(instance, dict) else []
        result = []
        where = _subject(parts) if parts else "the file"
        for key in extras:
            renamed = RENAMED_KEYS.get(key)
            hint = (renamed[1] if renamed and renamed[0] in allowed else
                    did_you_mean(key, allowed) or (f"allowed keys: {', '.join(allowed)}" if allowed else ""))
            at = document.key_position(pointer_join(pointer, key))
            result.append(make("E302", f"unknown key `{key}` in {_container(parts, where)}", hint, at))
        return result
    if kind == "required":
        missing = [name for name in schema_error.validator_value
                   if isinstance(instance, dict) and name not in instance]
        result = []
        for name in missing:
            description = schema.get("properties", {}).get(name, {}).get("description", "")
            result.append(make("E304", f"missing required key `{name}` in {_container(parts, _subject(parts))}",
                               description))
        return result
    if kind == "pattern":
        what = _subject(parts)
        return [make("E305", f"invalid {what}: `{instance}`",
                     schema.get("patternErrorMessage", f"it must match {schema_error.validator_value}"))]
    if kind == "const":
        return [make("E306", f"{_subject(parts)} must be `{schema_error.validator_value}`")]
    if kind == "enum":
        options = [str(v) for v in schema_error.validator_value]
        return [make("E306", f"{_subject(parts)} `{instance}` is not one of {', '.join(options)}",
                     did_you_mean(instance, options))]
    if kind in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        words = {"minimum": "at least", "maximum": "at most", "exclusiveMinimum": "more than",
                 "exclusiveMaximum": "less than"}[kind]
        return [make("E306", f"{_subject(parts)} must be {words} {schema_error.validator_value}, got {instance}")]
    if kind in ("minItems", "maxItems", "minLength", "maxLength", "minProperties", "maxProperties"):
        return [make("E306", f"{_subject(parts)}: {schema_error.message}")]
    if kind == "uniqueItems" and isinstance(instance, list):
        at = None
        for index, item in enumerate(instance):
            if item in instance[:index]:
                at = document.position(pointer_join(pointer, index))
                return [make("E306", f"{_subject(parts)} lists `{item}` twice", "remove the repeat", at)]
        return [make("E306", f"{_subject(parts)} lists a value twice", "remove the repeat")]
    if kind in ("oneOf", "anyOf"):
        if schema.get("errorMessage"):
            return [make("E308", f"{_subject(parts)} is not valid", schema["errorMessage"])]
        return _explain_alternatives(schema_error, document, data_root, base, instance_root, make, parts)
    return [make("E308", f"{_subject(parts)} is not valid: {schema_error.message[:200]}")]


def _base_parts(base: str) -> list[Any]:
    result: list[Any] = []
    for part in base.split("/")[1:] if base else []:
        result.append(int(part) if part.isdigit() else part)
    return result


def _container(parts: list[Any], subject: str) -> str:
    if not parts:
        return "the file"
    if len(parts) == 2 and parts[0] == "components" and isinstance(parts[1], int):
        return f"component {parts[1] + 1}"
    return subject


def _type_hint(parts: list[Any], wanted: list[str], instance: Any) -> str:
    field = next((p for p in reversed(parts) if isinstance(p, str)), "")
    if wanted == ["string"] and field in ("effect", "cost", "rows", "columns") or (
            wanted == ["string"] and len(parts) >= 2 and parts[-2] in ("effects", "triggers", "modifiers")):
        if isinstance(instance, list):
            return "join several statements with `;` in one string, e.g. \"gain coin 1; advance track\""
        if isinstance(instance, dict):
            return "a `: ` inside an unquoted value makes a mapping: quote the whole effect"
        if instance is None:
            return "write the effect in quotes after the key, or `\"nothing\"`, or leave the key out"
        return "quote the effect"
    if wanted == ["string"] and isinstance(instance, (int, float, bool)) and not isinstance(instance, bool):
        return f"quote it: \"{instance}\""
    if wanted == ["string"] and isinstance(instance, bool):
        return "quote it: YAML reads true/false as booleans"
    if wanted == ["array"] and isinstance(instance, (str, int)):
        return f"write a list: [{instance}]"
    if wanted == ["array"] and isinstance(instance, dict):
        return "write a list: one `- ` line per item"
    if wanted == ["object"] and isinstance(instance, list):
        return "write `key: value` lines, not `- item` lines"
    return ""


def _branches_meant(branches: list, matching: list[int], schema_error: ValidationError) -> list[int]:
    """Of several branches for the value's type, the ones it was meant for: a mapping by the
    branches whose required keys it has (`copies: {default: six}` is the per-player-count form,
    not `{per_player: N}` missing its key), else the branches with the fewest problems."""
    if len(matching) < 2:
        return matching
    instance = schema_error.instance
    if isinstance(instance, dict):
        keyed = [index for index in matching if isinstance(branches[index], dict)
                 and branches[index].get("required") and set(branches[index]["required"]) <= set(instance)]
        if keyed:
            return keyed
    counts = {index: sum(1 for e in schema_error.context if e.schema_path and e.schema_path[0] == index)
              for index in matching}
    fewest = min(counts.values())
    return [index for index in matching if counts[index] == fewest]


def _explain_alternatives(schema_error: ValidationError, document: YamlDocument, data_root: Any, base: str,
                          instance_root: Any, make, parts: list[Any]) -> list[Diagnostic]:
    """anyOf/oneOf: explain with the branch meant for the value's type (a mapping entry is
    judged by the mapping branch), or say which types are allowed."""
    branches = schema_error.validator_value if isinstance(schema_error.validator_value, list) else []
    instance_type = _type_of(schema_error.instance)
    matching = []
    for index, branch in enumerate(branches):
        wanted = branch.get("type") if isinstance(branch, dict) else None
        wanted = wanted if isinstance(wanted, list) else [wanted] if wanted else []
        if instance_type in wanted or (instance_type == "integer" and "number" in wanted):
            matching.append(index)
    matching = _branches_meant(branches, matching, schema_error)
    if matching:
        sub = [e for e in schema_error.context if e.schema_path and e.schema_path[0] in matching]
        result = []
        for sub_error in sub:
            result.extend(explain(sub_error, document, data_root, base, instance_root,
                                  tuple(parts[:len(parts) - len(list(schema_error.absolute_path))])))
        if result:
            return result
    types = []
    for branch in branches:
        wanted = branch.get("type") if isinstance(branch, dict) else None
        for w in wanted if isinstance(wanted, list) else [wanted] if wanted else []:
            if _TYPE_WORDS.get(w, w) not in types:
                types.append(_TYPE_WORDS.get(w, w))
    if types:
        return [make("E303", f"{_subject(parts)} must be {' or '.join(types)}, got {_got(schema_error.instance)}")]
    return [make("E308", f"{_subject(parts)} is not valid: {schema_error.message[:200]}")]
