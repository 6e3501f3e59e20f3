"""The YAML structure of a rule file, from the schemas inside the server (no yaml-language-server
needed): which keys a mapping may have, what each means, which values a closed keyword takes."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional, Union

_MAX_STEPS = 50


def kind_of(path: Path, data: Any) -> Optional[str]:
    """The file's kind: its `kind:` when it says one, else where it stands (None: not a rule
    file, such as a catalogue `.ftl`)."""
    from teotl.rules.modules import find_root
    if path.suffix not in (".yaml", ".yml"):
        return None
    from teotl.rules.schema import KINDS, expected_kind
    if isinstance(data, dict) and data.get("kind") in KINDS:
        return str(data["kind"])
    return expected_kind(path, find_root(path))


def _schemas() -> dict[str, Any]:
    from teotl.rules.schema import schemas
    return schemas()


def _resolve(schema: Any, document: str, depth: int = 0) -> tuple[Any, str]:
    """Follow `$ref`s (to a pointer in this or another of our schema files)."""
    while isinstance(schema, dict) and "$ref" in schema and depth < _MAX_STEPS:
        target, _, pointer = str(schema["$ref"]).partition("#")
        document = target or document
        node: Any = _schemas().get(document, {})
        for part in pointer.split("/")[1:]:
            node = node.get(part, {}) if isinstance(node, dict) else {}
        schema, depth = node, depth + 1
    return schema, document


def _branches(schema: Any, document: str) -> list[tuple[dict, str]]:
    """The schema and its anyOf/oneOf alternatives, resolved (mapping-shaped ones first)."""
    schema, document = _resolve(schema, document)
    if not isinstance(schema, dict):
        return []
    found = [(schema, document)]
    for word in ("anyOf", "oneOf"):
        for branch in schema.get(word) or []:
            found += _branches(branch, document)
    return found


def schema_at(kind: str, path: list[Union[str, int]]) -> list[tuple[dict, str]]:
    """The schemas (alternatives) of the value at `path` in a file of `kind`."""
    from teotl.rules.schema import KINDS
    document = KINDS[kind]
    current = _branches(_schemas()[document], document)
    for part in path:
        following = []
        for schema, where in current:
            if isinstance(part, int) or str(part).isdigit():
                if "items" in schema:
                    following += _branches(schema["items"], where)
                continue
            properties = schema.get("properties") or {}
            if part in properties:
                following += _branches(properties[part], where)
            elif isinstance(schema.get("additionalProperties"), dict):
                following += _branches(schema["additionalProperties"], where)
        current = following
    return current


def keys(kind: str, path: list[Union[str, int]]) -> dict[str, str]:
    """The keys a mapping at `path` may have → their descriptions."""
    found: dict[str, str] = {}
    for schema, where in schema_at(kind, path):
        for key, sub in (schema.get("properties") or {}).items():
            resolved, _ = _resolve(sub, where)
            found.setdefault(key, str((resolved or {}).get("description", "")) if isinstance(resolved, dict) else "")
    return found


def values(kind: str, path: list[Union[str, int]]) -> list[str]:
    """The values a closed keyword at `path` takes (its `enum` or `const`)."""
    found: list[str] = []
    for schema, _ in schema_at(kind, path):
        for value in list(schema.get("enum") or []) + ([schema["const"]] if "const" in schema else []):
            if str(value) not in found:
                found.append(str(value))
    return found


def description(kind: str, path: list[Union[str, int]]) -> str:
    for schema, _ in schema_at(kind, path):
        if schema.get("description"):
            return str(schema["description"])
    return ""
