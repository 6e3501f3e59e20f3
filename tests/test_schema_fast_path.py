"""The schema fast path (rules/schema_fast.py) answers "valid?" exactly as jsonschema does.

The contract: `schema.is_valid(data, kind)` is True only when jsonschema's Draft 2020-12
validator finds no error (then `validate` returns no diagnostic without asking jsonschema); when
it is False, jsonschema finds and words the problems as before. The compiled tests are meant to
be exact (same answer both ways, which `not` and `oneOf` need), so the checks below compare both
answers for equality: on every shipped rule file and fixture under every kind, on randomly
mutated rule files, and on random small schemas built from every keyword the module supports,
against random values.
"""
from __future__ import annotations

import copy
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from teotl.rules import schema
from teotl.rules.schema_fast import compile_schema, equal, unique
from teotl.rules.yaml_loader import load_yaml_bytes

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = sorted((ROOT / "rules").rglob("*.yaml"))
FIXTURES = sorted((ROOT / "tests" / "fixtures").rglob("*.yaml"))
BROKEN = sorted((ROOT / "tests" / "fixtures" / "broken").glob("*.yaml"))


def data_of(path: Path):
    document, _ = load_yaml_bytes(path.read_bytes(), path)
    return None if document is None else document.data


def kind_of(path: Path, data) -> str:
    if isinstance(data, dict) and isinstance(data.get("kind"), str) and data["kind"] in schema.KINDS:
        return data["kind"]
    return schema.expected_kind(path, ROOT / "rules" / "teotihuacan") or "components"


SHIPPED_DATA = [(path, data_of(path)) for path in SHIPPED]


def assert_agrees(data, kind: str) -> bool:
    expected = schema.validator(kind).is_valid(data)
    assert schema.is_valid(data, kind) is expected, f"jsonschema says valid={expected} as a {kind} file"
    return expected


def test_every_schema_is_compiled():
    """A schema the fast path cannot test sends every file of its kind to jsonschema: a slow
    load, not a wrong one — but the shipped schemas are meant to be covered."""
    for kind in schema.KINDS:
        assert schema._fast_check(kind) is not None, kind


@pytest.mark.parametrize("path, data", SHIPPED_DATA, ids=[str(p.relative_to(ROOT)) for p in SHIPPED])
def test_every_shipped_file_is_valid_on_the_fast_path(path, data):
    assert schema.is_valid(data, kind_of(path, data))
    for kind in schema.KINDS:
        assert_agrees(data, kind)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_fixture_gets_jsonschemas_answer_under_every_kind(path):
    data = data_of(path)
    for kind in schema.KINDS:
        assert_agrees(data, kind)


@pytest.mark.parametrize("path", BROKEN, ids=lambda p: p.name)
def test_broken_files_are_worded_by_jsonschema(path, monkeypatch):
    """`validate` gives the same diagnostics with the fast path as with jsonschema alone."""
    document, _ = load_yaml_bytes(path.read_bytes(), path)
    if document is None or not isinstance(document.data, dict):
        return
    kind = kind_of(path, document.data)
    with_fast_path = schema.validate(document, kind)
    monkeypatch.setattr(schema, "is_valid", lambda data, kind: False)
    assert with_fast_path == schema.validate(document, kind)


def test_a_schema_problem_is_not_called_valid():
    data = copy.deepcopy(dict(SHIPPED_DATA)[ROOT / "rules" / "teotihuacan" / "base" / "temples.yaml"])
    data["components"][0]["efect"] = "gain cocoa 1"
    assert not schema.is_valid(data, "components")
    assert not schema.validator("components").is_valid(data)


def test_a_valid_load_does_not_import_jsonschema():
    """Proof that the speed-up is real: loading the whole shipped rule set without any cache
    never imports jsonschema (≈ 70 ms of imports, ≈ 35 ms of validation)."""
    code = ("import sys, json\n"
            "from teotl.rules.ruleset import load_ruleset\n"
            "rules = load_ruleset(None, ['solo', 'm6', 'm7', 'm8', 'm9', 'ms1'])\n"
            "print(json.dumps(['jsonschema' in sys.modules, len(rules.components)]))\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "interpreter"), "TEOTL_NO_CACHE": "1"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    imported, components = json.loads(out.stdout)
    assert components > 100
    assert imported is False


def test_a_variant_load_does_not_import_jsonschema():
    """A variant's patches are checked against the component (or game) schema after they are
    applied: clean patches are answered by the fast test too."""
    code = ("import sys, json\n"
            "from teotl.rules.ruleset import load_ruleset\n"
            f"folder = {str(ROOT / 'rules' / 'teotihuacan' / 'variants')!r}\n"
            "names = ['teotibot-hard', 'dark-eclipse', 'house-rich-start']\n"
            "rules = load_ruleset(None, ['solo'], [f'{folder}/{name}.yaml' for name in names])\n"
            "print(json.dumps(['jsonschema' in sys.modules, len(rules.errors)]))\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "interpreter"), "TEOTL_NO_CACHE": "1"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert json.loads(out.stdout) == [False, 0]


@pytest.mark.parametrize("kind", ["component", "game"])
def test_what_a_patch_rebuilds_gets_jsonschemas_answer(kind):
    """`validate_patched` trusts the fast test of one component (a pointer into the components
    schema) or of the game: the same answer as jsonschema on every shipped one, and on broken ones."""
    validator = schema._patched_validator(kind)
    check = schema._fast_patched_check(kind)
    assert check is not None
    if kind == "component":
        values = [c for _, data in SHIPPED_DATA if isinstance(data, dict) and data.get("kind") == "components"
                  for c in data.get("components", [])]
    else:
        values = [data for _, data in SHIPPED_DATA if isinstance(data, dict) and data.get("kind") == "game"]
    assert len(values) > (100 if kind == "component" else 0)
    broken = []
    for value in values[:40]:
        for key, bad in (("id", 7), ("effect", ["gain"]), ("nonsense", 1), ("type", None)):
            changed = copy.deepcopy(value)
            changed[key] = bad
            broken.append(changed)
    for value in values + broken:
        assert check(value) is validator.is_valid(value), value.get("id")
    assert any(not validator.is_valid(value) for value in broken)


# ----------------------------------------------------------------------------- mutated rule files
SCALARS = [None, True, False, 0, 1, -1, 2.5, 1.0, float("nan"), "", "x", "gain cocoa 1", "Bad-Name", "a-b", "ok_1",
           "en", "pt-BR", "EN", "components", "game", "module", "variant", "earlier", "later"]
KEYS = ["id", "type", "name", "effect", "effects", "kind", "components", "data", "tags", "grid", "rows", "columns",
        "cells", "text", "efect", "Bad-Key", "value", "set", "game", "component", "path", "resources", "score",
        "vocabulary", "requires", "1", "en"]

values = st.recursive(
    st.sampled_from(SCALARS),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(KEYS), inner, max_size=3),
    max_leaves=6)


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, prefix + (index,))


@st.composite
def mutated(draw):
    path, data = draw(st.sampled_from([(p, d) for p, d in SHIPPED_DATA if isinstance(d, dict)]))
    data = copy.deepcopy(data)
    for _ in range(draw(st.integers(1, 3))):
        paths = list(_paths(data))
        where = draw(st.sampled_from(paths))
        parent = data
        for part in where[:-1]:
            parent = parent[part]
        action = draw(st.sampled_from(["replace", "delete", "add", "repeat"]))
        if not where:
            target = data
        else:
            target = parent[where[-1]]
        if action == "replace" and where:
            parent[where[-1]] = draw(values)
        elif action == "delete" and where:
            del parent[where[-1]]
        elif action == "add" and isinstance(target, dict):
            target[draw(st.sampled_from(KEYS))] = draw(values)
        elif action == "add" and isinstance(target, list):
            target.insert(draw(st.integers(0, len(target))), draw(values))
        elif action == "repeat" and isinstance(target, list) and target:
            target.append(copy.deepcopy(draw(st.sampled_from(target))))
    return path, data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(mutated())
def test_mutated_rule_files_get_jsonschemas_answer(case):
    path, data = case
    assert_agrees(data, kind_of(path, data))


# ----------------------------------------------------------------------------- random schemas
NAMES = ["a", "b", "c"]
plain_leaf_schemas = st.one_of(
    st.just(True), st.just(False), st.just({}),
    st.fixed_dictionaries({"type": st.sampled_from(["object", "array", "string", "integer", "number", "boolean",
                                                    "null"])}),
    st.fixed_dictionaries({"type": st.lists(st.sampled_from(["string", "integer", "null", "array"]), min_size=1,
                                            max_size=2, unique=True)}),
    st.fixed_dictionaries({"pattern": st.sampled_from(["^[a-z]+$", "b", "^$", "[0-9]"])}),
    st.fixed_dictionaries({"minimum": st.sampled_from([0, 1, 1.5, -2])}),
    st.fixed_dictionaries({"const": st.sampled_from([1, True, 0, False, 1.0, "a", None, [1], {"a": 1}])}),
    st.fixed_dictionaries({"enum": st.lists(st.sampled_from([1, True, "a", None, 0, [True], {"a": 1}]), min_size=1,
                                            max_size=3)}),
    st.fixed_dictionaries({"minItems": st.integers(0, 3)}),
    st.fixed_dictionaries({"uniqueItems": st.booleans()}),
    st.fixed_dictionaries({"required": st.lists(st.sampled_from(NAMES), max_size=2, unique=True)}),
)


def _extend(inner):
    return st.one_of(
        st.fixed_dictionaries({}, optional={
            "type": st.sampled_from(["object", "array"]),
            "properties": st.dictionaries(st.sampled_from(NAMES), inner, max_size=2),
            "additionalProperties": inner,
            "propertyNames": inner,
            "required": st.lists(st.sampled_from(NAMES), max_size=2, unique=True),
            "items": inner,
            "uniqueItems": st.booleans(),
            "description": st.just("ignored"),
        }),
        st.fixed_dictionaries({"anyOf": st.lists(inner, min_size=1, max_size=3)}),
        st.fixed_dictionaries({"oneOf": st.lists(inner, min_size=1, max_size=3)}),
        st.fixed_dictionaries({"not": inner}),
        st.fixed_dictionaries({"not": inner, "oneOf": st.lists(inner, min_size=1, max_size=2)}),
    )


named_schemas = st.recursive(plain_leaf_schemas, _extend, max_leaves=6)  # no reference: no endless loop
schemas = st.recursive(plain_leaf_schemas | st.just({"$ref": "#/$defs/named"}), _extend, max_leaves=8)
instances = st.recursive(
    st.none() | st.booleans() | st.sampled_from([0, 1, -3, 2]) | st.sampled_from([1.0, 0.0, 1.5, -2.5, math.nan])
    | st.text("ab1-", max_size=3),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(NAMES + ["ab", "1"]), inner,
                                                               max_size=3),
    max_leaves=8)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(schemas, named_schemas, st.lists(instances, min_size=1, max_size=4))
def test_random_schemas_and_values_get_jsonschemas_answer(root, named, cases):
    document = root if isinstance(root, bool) else {**root, "$defs": {"named": named}}
    check = compile_schema({"s.json": document}, "s.json")
    assert check is not None
    reference = Draft202012Validator(document)
    for case in cases:
        assert bool(check(case)) is reference.is_valid(case), case


SAMPLES = [None, True, False, 0, 1, -1, 1.0, 0.0, 1.5, -2.5, math.nan, math.inf, "", "1", "a", [], [1], {}, {"a": 1}]


@pytest.mark.parametrize("kind", ["object", "array", "string", "integer", "number", "boolean", "null"])
def test_each_type_is_jsonschemas(kind):
    check = compile_schema({"s.json": {"type": kind}}, "s.json")
    reference = Draft202012Validator({"type": kind})
    assert [check(value) for value in SAMPLES] == [reference.is_valid(value) for value in SAMPLES]


def test_references_across_files_and_recursive_ones():
    tree = {"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#"}},
                                             "leaf": {"$ref": "other.json#/$defs/leaf"}}}
    other = {"$defs": {"leaf": {"type": "string", "pattern": "^[a-z]+$"}}}
    check = compile_schema({"tree.json": tree, "other.json": other}, "tree.json")
    assert check({"children": [{"leaf": "ok", "children": []}, {"children": [{"leaf": "fine"}]}]})
    assert not check({"children": [{"children": [{"leaf": "Not"}]}]})
    assert not check({"children": [{"children": "no"}]})


@pytest.mark.parametrize("unsupported", [
    {"format": "email"}, {"$id": "x.json"}, {"type": "object", "patternProperties": {"^a": {}}},
    {"items": [{}]}, {"$ref": "https://example.com/s.json"}, {"type": "any"}, {"if": {}, "then": {}},
    {"properties": {"a": {"maxLength": 3}}}, {"$ref": "#/$defs/a~1b", "$defs": {"a/b": {}}},
])
def test_anything_else_is_left_to_jsonschema(unsupported):
    assert compile_schema({"s.json": unsupported}, "s.json") is None


def test_equality_and_uniqueness_are_jsonschemas():
    assert not equal(True, 1) and equal(1, 1.0) and equal([1, "a"], (1, "a")) and not equal([True], [1])
    assert equal({"a": [1]}, {"a": [1.0]}) and not equal({"a": 1}, {"b": 1})
    assert unique(["a", "b"]) and not unique(["a", "a"])
    assert unique([1, True]) and not unique([1, 1.0]) and not unique([{"a": 1}, {"a": 1}])
    assert unique([[1], [True]]) and unique([0, False, None])
