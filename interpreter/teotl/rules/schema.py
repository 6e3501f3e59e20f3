"""Validate loaded rule files against the JSON Schemas in rules/schema/ and explain failures.

Why our own messages: jsonschema says "['x'] is not of type 'string'"; a rule author needs
"`effect` must be text, got a list" at the line of `effect`: `schema_messages.py` maps each
jsonschema error to the deepest path that has a position in the file, and to a stable E3xx code.

A valid file never reaches jsonschema: `is_valid` asks the tests compiled by `schema_fast.py`
first (exact to jsonschema's answer, a few milliseconds), and only a file they find invalid is
given to jsonschema (imported then, ≈ 70 ms) to find and word its problems.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Optional

if TYPE_CHECKING:  # jsonschema is imported when a file is first found invalid: a process whose rule
    # files are valid or come from the disk cache never needs it (≈ 70–90 ms of imports)
    from jsonschema import Draft202012Validator
    from referencing import Registry

from teotl import paths
from teotl.rules.diagnostics import Diagnostic, did_you_mean, error, join_hints
from teotl.rules.schema_messages import _got, explain
from teotl.rules.yaml_document import YamlDocument

KINDS: dict[str, str] = {
    "game": "game.schema.json",
    "module": "module.schema.json",
    "components": "components.schema.json",
    "variant": "variant.schema.json",
}
MAX_SCHEMA_ERRORS_PER_FILE = 100


@lru_cache(maxsize=1)
def _schemas() -> dict[str, dict]:
    folder = paths.schema_dir()
    return {name: json.loads((folder / name).read_text(encoding="utf-8")) for name in KINDS.values()}


def schemas() -> dict[str, dict]:
    """Every schema file's contents by file name (shared: do not change them)."""
    return _schemas()


@lru_cache(maxsize=1)
def _registry() -> Registry:
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012
    resources = [(name, Resource.from_contents(schema, default_specification=DRAFT202012))
                 for name, schema in _schemas().items()]
    # by file name (how the loader asks) and by `$id` (the base references resolve against)
    return Registry().with_resources(resources + [(resource.id(), resource) for _, resource in resources
                                                  if resource.id()])


@lru_cache(maxsize=None)
def validator(kind: str) -> Draft202012Validator:
    """A compiled validator for one kind of file (built once per process)."""
    from jsonschema import Draft202012Validator
    return Draft202012Validator(_schemas()[KINDS[kind]], registry=_registry())


@lru_cache(maxsize=None)
def _fast_check(kind: str) -> Optional[Callable[[Any], bool]]:
    """The yes/no test of a kind's schema without jsonschema (None: that schema needs jsonschema)."""
    from teotl.rules.schema_fast import compile_schema
    return compile_schema(_schemas(), KINDS[kind])


def is_valid(data: Any, kind: str) -> bool:
    """True only when jsonschema would find nothing wrong with `data` as a `kind` file; False
    means "ask jsonschema" (which is then imported, once)."""
    check = _fast_check(kind)
    if check is None:
        return False
    try:
        return bool(check(data))
    except RecursionError:  # cannot happen below MAX_DEPTH; jsonschema words whatever it is
        return False


def schema_map() -> dict[str, str]:
    """Each schema's stable `$id` → the installed file (what `teotl lsp --schema-map` prints):
    the ids never change with the install, the files do."""
    folder = paths.schema_dir()
    return {schema.get("$id", name): (folder / name).resolve().as_uri() for name, schema in _schemas().items()}


def component_schema() -> dict:
    return _schemas()["components.schema.json"]["$defs"]["component"]


def template_schema() -> dict:
    return _schemas()["components.schema.json"]["$defs"]["template"]


#: what a variant patch may rebuild besides a whole `game`: one item of a components file
_ITEMS = ("component", "template")


@lru_cache(maxsize=None)
def _fast_patched_check(kind: str) -> Optional[Callable[[Any], bool]]:
    """The yes/no test of what a variant patch rebuilds: a whole `game`, one `component` or one
    `template`."""
    if kind not in _ITEMS:
        return _fast_check(kind)  # a whole file's test, compiled once for both uses
    from teotl.rules.schema_fast import compile_schema
    return compile_schema(_schemas(), KINDS["components"], f"/$defs/{kind}")


def _patched_validator(kind: str) -> Draft202012Validator:
    return _item_validator(kind) if kind in _ITEMS else validator(kind)


def component_validator() -> Draft202012Validator:
    return _item_validator("component")


@lru_cache(maxsize=None)
def _item_validator(kind: str) -> Draft202012Validator:
    from jsonschema import Draft202012Validator
    if kind == "component":
        return Draft202012Validator(component_schema(), registry=_registry())
    # by reference: the template's own references (`#/$defs/template_param`) are into its file
    document = _schemas()[KINDS["components"]]
    return Draft202012Validator({"$ref": f"{document['$id']}#/$defs/{kind}"}, registry=_registry())


# ----------------------------------------------------------------------------- entry points
def expected_kind(path: Path, root: Optional[Path]) -> Optional[str]:
    """The kind a file must have from where it stands (None when its place says nothing)."""
    if path.name == "game.yaml":
        return "game"
    if path.name == "module.yaml":
        return "module"
    if root is not None:
        try:
            relative = path.resolve().relative_to(root.resolve())
        except ValueError:
            return None
        return "variant" if relative.parts and relative.parts[0] == "variants" else "components"
    return None


def check_kind(document: YamlDocument, expected: Optional[str]) -> tuple[Optional[str], list[Diagnostic]]:
    """The file's kind (the one to validate against) and problems with its `kind:`."""
    data = document.data
    path = document.path
    if not isinstance(data, dict):
        line, column = document.position("")
        return None, [error("E107", f"the top level of a rule file must be a mapping (`kind: …`), got {_got(data)}",
                            "start the file with `kind: components` and put the list under `components:`"
                            if isinstance(data, list) else "start the file with `kind: …`", path, line, column)]
    kinds = ", ".join(KINDS)
    if "kind" not in data:
        line, column = document.position("")
        suggestion = f"add `kind: {expected}` at the top" if expected else f"add `kind:` with one of {kinds}"
        return expected, [error("E300", "missing `kind`", suggestion, path, line, column)]
    kind = data["kind"]
    line, column = document.position("/kind")
    if not isinstance(kind, str) or kind not in KINDS:
        hint = join_hints(did_you_mean(kind, KINDS), f"one of {kinds}")
        shown = kind if isinstance(kind, str) else _got(kind)
        return expected, [error("E301", f"unknown kind `{shown}`", hint, path, line, column)]
    if expected and kind != expected:
        return kind, [error("E307", f"`{path.name}` must be of kind `{expected}`, not `{kind}`",
                            _place_hint(expected, path), path, line, column)]
    return kind, []


def _place_hint(expected: str, path: Path) -> str:
    if expected == "game":
        return "game.yaml holds the vocabulary of the rule set; rename the file if it is something else"
    if expected == "module":
        return "module.yaml is a module's manifest; put components in another file of the folder"
    if expected == "variant":
        return "files in variants/ are variant overlays"
    return "component files have `kind: components`; game.yaml and module.yaml have their own names"


def validate(document: YamlDocument, kind: str) -> list[Diagnostic]:
    """Schema problems of one file, mapped to positions, sorted, capped."""
    if not isinstance(document.data, dict) or is_valid(document.data, kind):
        return []
    errors = sorted(validator(kind).iter_errors(document.data), key=lambda e: [str(p) for p in e.absolute_path])
    diagnostics: list[Diagnostic] = []
    for schema_error in errors:
        for diagnostic in explain(schema_error, document, document.data):
            if diagnostic.code == "E304" and "`kind`" in diagnostic.message:
                continue  # reported by check_kind as E300
            diagnostics.append(diagnostic)
    diagnostics = _dedupe(diagnostics)
    diagnostics.sort(key=lambda d: (d.line, d.column))
    return diagnostics[:MAX_SCHEMA_ERRORS_PER_FILE]


def validate_patched(value: Any, kind: str, changed: list[Any], document: YamlDocument,
                     set_pointer: str, rule_id: Any = None) -> list[Diagnostic]:
    """Validate a `component` (or the `game`) after a variant patch set the value at path `changed`;
    report only the problems inside the changed value, at their place under the patch's `set`.
    A valid value is answered by the fast test (jsonschema is not imported for a clean variant)."""
    check = _fast_patched_check(kind)
    try:
        if check is not None and check(value):
            return []
    except RecursionError:  # jsonschema words whatever it is
        pass
    diagnostics = []
    for schema_error in _patched_validator(kind).iter_errors(value):
        path = list(schema_error.path)
        if path[:len(changed)] != changed:
            if not (schema_error.validator in ("additionalProperties", "required", "oneOf") and path == changed[:-1]):
                continue
            # an unknown or missing key right where the patch wrote (or a field that excludes the one
            # written: a template's `effect` and `value`): point at the patch
            if schema_error.validator == "oneOf":
                line, column = document.position(set_pointer)
                diagnostics.append(error("E308", f"after this patch `{rule_id}` is not valid",
                                         schema_error.schema.get("errorMessage", ""), document.path, line, column,
                                         rule_id))
                continue
            explained = explain(schema_error, document, None, base=set_pointer, name_prefix=tuple(path))
            diagnostics.extend(_with_rule(d, rule_id) for d in explained)
            continue
        for _ in changed:
            schema_error.path.popleft()
        explained = explain(schema_error, document, None, base=set_pointer, name_prefix=tuple(changed))
        diagnostics.extend(_with_rule(d, rule_id) for d in explained)
    return _dedupe(diagnostics)


def _with_rule(diagnostic: Diagnostic, rule_id: Any) -> Diagnostic:
    if rule_id and not diagnostic.rule_id:
        return Diagnostic(diagnostic.code, diagnostic.severity, diagnostic.message, diagnostic.hint,
                          diagnostic.file, diagnostic.line, diagnostic.column, rule_id)
    return diagnostic


def _dedupe(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    seen, result = set(), []
    for diagnostic in diagnostics:
        key = (diagnostic.code, diagnostic.line, diagnostic.column, diagnostic.message)
        if key not in seen:
            seen.add(key)
            result.append(diagnostic)
    return result
