"""A yes/no check of a document against our JSON Schemas, without jsonschema.

Why: validating the rule files with jsonschema was ≈ 100 ms of a cold load, most of it importing
jsonschema and its reference resolver, for files that are nearly always valid. This module
compiles the schemas in rules/schema/ into plain Python tests (a few milliseconds) that answer
one question: is the document valid? `rules/schema.py` asks it first and calls jsonschema only
when the answer is no, so every diagnostic is still found and worded by jsonschema's errors (the
same pattern as the YAML fast path, `rules/yaml_fast.py`).

What keeps it exact: each keyword is tested the way jsonschema 4's Draft 2020-12 validator tests
it (its type checker — `1.0` is an integer, `true` is not —, `re.search` for patterns, its
`equal`/`uniq` for `const`, `enum` and `uniqueItems`), so the answer is the same both ways, also
under `not` and `oneOf`. A file's `$id` names it (`https://…/NAME`, NAME its file name, so a
reference by file name means the same here as to jsonschema); a schema using anything else
(another keyword, `$id` anywhere else, `$dynamicRef`, a reference that is not a plain JSON
pointer, a type this module does not know) is not compiled:
`compile_schema` returns None and every document of that kind goes to jsonschema.
`tests/test_schema_fast_path.py` checks the agreement on every shipped file, the broken fixtures
and generated and mutated documents.
"""
from __future__ import annotations

import itertools
import numbers
import re
from collections.abc import Mapping, Sequence
from typing import Any, Callable, Optional

Check = Callable[[Any], bool]

# Keywords jsonschema does not test (annotations, ours included): ignored here too.
_ANNOTATIONS = frozenset(("$schema", "$comment", "$defs", "definitions", "title", "description", "default",
                          "examples", "deprecated", "readOnly", "writeOnly",
                          "patternErrorMessage", "errorMessage"))
_OBJECT_KEYWORDS = frozenset(("properties", "additionalProperties", "required", "propertyNames"))
_ARRAY_KEYWORDS = frozenset(("items", "minItems", "uniqueItems"))
_KEYWORDS = _ANNOTATIONS | _OBJECT_KEYWORDS | _ARRAY_KEYWORDS | frozenset(
    ("$id", "$ref", "type", "pattern", "minimum", "const", "enum", "anyOf", "oneOf", "not"))


class Unsupported(Exception):
    """The schema uses something this module does not test exactly: leave it to jsonschema."""


# ----------------------------------------------------------------------------- jsonschema's types
def _is_integer(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


def _is_number(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, numbers.Number)


_TYPES: dict[str, Check] = {
    "object": lambda value: isinstance(value, dict),
    "array": lambda value: isinstance(value, list),
    "string": lambda value: isinstance(value, str),
    "integer": _is_integer,
    "number": _is_number,
    "boolean": lambda value: isinstance(value, bool),
    "null": lambda value: value is None,
}


# ----------------------------------------------------------------------------- jsonschema's equality
def _unbool(element: Any, true: Any = object(), false: Any = object()) -> Any:
    if element is True:
        return true
    if element is False:
        return false
    return element


def equal(one: Any, two: Any) -> bool:
    """jsonschema's `_utils.equal`: `True` is not `1`, recursively."""
    if one is two:
        return True
    if isinstance(one, str) or isinstance(two, str):
        return one == two
    if isinstance(one, Sequence) and isinstance(two, Sequence):
        return len(one) == len(two) and all(equal(i, j) for i, j in zip(one, two))
    if isinstance(one, Mapping) and isinstance(two, Mapping):
        return len(one) == len(two) and all(key in two and equal(value, two[key]) for key, value in one.items())
    return _unbool(one) == _unbool(two)


def unique(items: list) -> bool:
    """jsonschema's `_utils.uniq`, step for step (a list of text, the usual case, by a set)."""
    if all(type(item) is str for item in items):
        return len(set(items)) == len(items)
    try:
        ordered = sorted(_unbool(item) for item in items)
        for one, two in zip(ordered, itertools.islice(ordered, 1, None)):
            if equal(one, two):
                return False
    except (NotImplementedError, TypeError):
        seen: list = []
        for item in items:
            item = _unbool(item)
            for earlier in seen:
                if equal(earlier, item):
                    return False
            seen.append(item)
    return True


# ----------------------------------------------------------------------------- compiling
def compile_schema(schemas: dict[str, Any], name: str, pointer: str = "") -> Optional[Check]:
    """The test of schema file `name` (or of the schema at JSON `pointer` inside it, like
    "/$defs/component"; references into the other files of `schemas` allowed), or None when it
    uses something not tested here exactly."""
    try:
        return _Compiler(schemas).reference(name, pointer)
    except Unsupported:
        return None


class _Compiler:
    def __init__(self, schemas: dict[str, Any]):
        self.schemas = schemas
        self.compiled: dict[tuple[str, str], list[Optional[Check]]] = {}

    def reference(self, document: str, pointer: str) -> Check:
        """The test of the schema at `pointer` in `document`, compiled once; a reference met while
        it is being compiled (a recursive schema) looks the test up when it runs."""
        key = (document, pointer)
        cell = self.compiled.get(key)
        if cell is None:
            cell = self.compiled[key] = [None]
            cell[0] = self.schema(_resolve(self.schemas, document, pointer), document)
        if cell[0] is not None:
            return cell[0]
        return lambda value: cell[0](value)  # type: ignore[misc]

    def schema(self, schema: Any, document: str) -> Check:
        if schema is True:
            return _always
        if schema is False:
            return _never
        if not isinstance(schema, dict):
            raise Unsupported(f"a schema that is not a mapping: {schema!r}")
        unknown = set(schema) - _KEYWORDS
        if unknown:
            raise Unsupported(f"keywords {sorted(unknown)}")
        if "$id" in schema and (schema is not self.schemas.get(document)
                                or not _text(schema["$id"]).endswith("/" + document)):
            raise Unsupported(f"$id {schema['$id']!r} inside {document}")
        checks: list[Check] = []
        if "$ref" in schema:
            checks.append(self.ref(schema["$ref"], document))
        if "type" in schema:
            checks.append(_type_check(schema["type"]))
        if _OBJECT_KEYWORDS & schema.keys():
            checks.append(_only_for(dict, self.object_check(schema, document)))
        if _ARRAY_KEYWORDS & schema.keys():
            checks.append(_only_for(list, self.array_check(schema, document)))
        if "pattern" in schema:
            search = re.compile(_text(schema["pattern"])).search
            checks.append(lambda value: not isinstance(value, str) or search(value) is not None)
        if "minimum" in schema:
            minimum = schema["minimum"]
            if not _is_number(minimum):
                raise Unsupported("minimum")
            checks.append(lambda value: not _is_number(value) or not value < minimum)
        if "const" in schema:
            const = schema["const"]
            checks.append(lambda value: equal(value, const))
        if "enum" in schema:
            options = schema["enum"]
            if not isinstance(options, list):
                raise Unsupported("enum")
            checks.append(lambda value: any(equal(option, value) for option in options))
        for word, combine in (("anyOf", _any_of), ("oneOf", _one_of)):
            if word in schema:
                branches = schema[word]
                if not isinstance(branches, list) or not branches:
                    raise Unsupported(word)
                checks.append(combine([self.schema(branch, document) for branch in branches]))
        if "not" in schema:
            inner = self.schema(schema["not"], document)
            checks.append(lambda value: not inner(value))
        return _all_of(checks)

    def ref(self, ref: Any, document: str) -> Check:
        target, _, pointer = _text(ref).partition("#")
        if not target:
            target = document
        if target not in self.schemas or (pointer and not pointer.startswith("/")):
            raise Unsupported(f"reference {ref!r}")
        return self.reference(target, pointer)

    def object_check(self, schema: dict, document: str) -> Check:
        properties = {key: self.schema(sub, document) for key, sub in _mapping(schema.get("properties", {})).items()}
        extra_schema = schema.get("additionalProperties", True)
        extra: Optional[Check] = None if extra_schema is True else self.schema(extra_schema, document)
        refuse_extra = extra_schema is False
        required = list(schema.get("required", ()))
        if not all(isinstance(key, str) for key in required):
            raise Unsupported("required")
        names = self.schema(schema["propertyNames"], document) if "propertyNames" in schema else None

        def check(value: dict) -> bool:
            for key in required:
                if key not in value:
                    return False
            for key, item in value.items():
                sub = properties.get(key)
                if sub is not None:
                    if not sub(item):
                        return False
                elif refuse_extra:
                    return False
                elif extra is not None and not extra(item):
                    return False
                if names is not None and not names(key):
                    return False
            return True
        return check

    def array_check(self, schema: dict, document: str) -> Check:
        items = self.schema(schema["items"], document) if "items" in schema else None
        minimum = schema.get("minItems", 0)
        if not isinstance(minimum, int) or isinstance(minimum, bool):
            raise Unsupported("minItems")
        distinct = schema.get("uniqueItems", False)
        if not isinstance(distinct, bool):
            raise Unsupported("uniqueItems")

        def check(value: list) -> bool:
            if len(value) < minimum:
                return False
            if items is not None:
                for item in value:
                    if not items(item):
                        return False
            return not distinct or unique(value)
        return check


def _resolve(schemas: dict[str, Any], document: str, pointer: str) -> Any:
    node = schemas[document]
    for part in pointer.split("/")[1:] if pointer else ():
        if "~" in part or "%" in part:
            raise Unsupported(f"pointer {pointer!r}")
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            raise Unsupported(f"pointer {pointer!r} in {document}")
    return node


def _type_check(wanted: Any) -> Check:
    names = [wanted] if isinstance(wanted, str) else wanted
    if not isinstance(names, list) or not names or any(name not in _TYPES for name in names):
        raise Unsupported(f"type {wanted!r}")
    tests = [_TYPES[name] for name in names]
    if len(tests) == 1:
        return tests[0]
    return lambda value: any(test(value) for test in tests)


def _only_for(kind: type, check: Check) -> Check:
    return lambda value: not isinstance(value, kind) or check(value)


def _all_of(checks: list[Check]) -> Check:
    if not checks:
        return _always
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        first, second = checks
        return lambda value: first(value) and second(value)

    def check(value: Any) -> bool:
        for test in checks:
            if not test(value):
                return False
        return True
    return check


def _any_of(branches: list[Check]) -> Check:
    return lambda value: any(branch(value) for branch in branches)


def _one_of(branches: list[Check]) -> Check:
    return lambda value: sum(1 for branch in branches if branch(value)) == 1


def _always(value: Any) -> bool:
    return True


def _never(value: Any) -> bool:
    return False


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise Unsupported(f"{value!r} where text was expected")
    return value


def _mapping(value: Any) -> dict:
    if not isinstance(value, dict):
        raise Unsupported(f"{value!r} where a mapping was expected")
    return value
