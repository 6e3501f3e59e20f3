"""The JSON Schemas in rules/schema/: valid draft 2020-12, strict where the format is fixed,
with a description on every property (editors show them while typing)."""
from __future__ import annotations

import json

import pytest
from jsonschema import Draft202012Validator

from conftest import REPO

SCHEMAS = {p.name: json.loads(p.read_text(encoding="utf-8")) for p in (REPO / "rules" / "schema").glob("*.json")}
FREE_FORM = {"data", "setup", "tables", "set", "agents"}
# a graph's node: besides its fixed keys, numbers of the rule set's own (`value: 2`), as in a component's data
FREE_PATHS = {"/properties/vocabulary/properties/spaces/items/properties/nodes/items"}


def test_the_four_kinds_exist():
    assert set(SCHEMAS) == {"game.schema.json", "module.schema.json", "components.schema.json",
                            "variant.schema.json"}


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_schema_is_valid_2020_12(name):
    schema = SCHEMAS[name]
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)


def _walk(node, path=""):
    if isinstance(node, dict):
        yield path, node
        for key, value in node.items():
            yield from _walk(value, f"{path}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _walk(value, f"{path}/{index}")


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_every_property_has_a_description(name):
    missing = []
    for path, node in _walk(SCHEMAS[name]):
        for key, prop in (node.get("properties") or {}).items() if isinstance(node.get("properties"), dict) else ():
            if isinstance(prop, dict) and not prop.get("description") and "$ref" not in prop:
                missing.append(f"{path}/properties/{key}")
    assert not missing, missing


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_fixed_objects_are_strict(name):
    loose = []
    for path, node in _walk(SCHEMAS[name]):
        if node.get("type") == "object" and "properties" in node and path.rsplit("/", 1)[-1] not in FREE_FORM \
                and path not in FREE_PATHS:
            if node.get("additionalProperties") is not False and not path.endswith("additionalProperties"):
                loose.append(path)
    assert not loose, loose


def test_id_patterns():
    component = SCHEMAS["components.schema.json"]["$defs"]["component"]["properties"]
    assert component["id"]["pattern"] == "^[a-z][a-z0-9_-]*$"
    assert component["type"]["pattern"] == "^[a-z_][a-z0-9_]*$"


def test_variant_reuses_the_component_definition():
    from teotl.rules.schema import validator
    errors = list(validator("variant").iter_errors(
        {"kind": "variant", "id": "v", "name": "v", "components": [{"id": "x", "type": "t", "bogus": 1}]}))
    assert [e.validator for e in errors] == ["additionalProperties"]
