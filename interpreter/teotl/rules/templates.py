"""Templates in rule files: the top-level `templates:` list of a components (or variant) file.

```yaml
kind: components
templates:
  - id: collect
    name: "Collect"
    params: [{good: resource}, amount]
    effect: "gain good amount; gain vp 1"
components: [...]
```

A template is read like a component and travels the same path: parsed here (`templates_of`),
placed with the components so that a module's `replaces` and the one namespace of ids reach it
(teotl.rules.placing: an id is unique across components and templates), patched by a variant as
`{template: ID, path: FIELD, set: VALUE}` (teotl.rules.patches, through `PATCH_TARGETS`), added
by a variant's own `templates:`. The loaded ones are `RuleSet.templates` (id → `Template`); what
the compiler and the language server read of one is `Template.spec` (a
`teotl.language.templates.TemplateSpec`: id, name, parameters with their kinds, field, body).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, NamedTuple, Optional

from teotl.language.templates import TemplateSpec, body_field, params_of
from teotl.rules.diagnostics import Diagnostic
from teotl.rules.dsl_fields import EFFECT, EXPRESSION, DslField, component_fields
from teotl.rules.files import parse_into
from teotl.rules.model import Component
from teotl.rules.yaml_loader import pointer_join


@dataclass
class Template:
    """One template as written: its fields as plain data, the syntax tree of its body in
    `parsed` ("effect" or "value") and where each was written in `sources` (as a component's)."""
    id: str
    module: str
    name: Optional[str] = None
    params: list = field(default_factory=list)
    effect: Optional[str] = None
    value: Optional[str] = None
    text: dict[str, str] = field(default_factory=dict)
    unverified: Optional[str] = None
    file: Optional[Path] = None
    line: int = 0
    column: int = 0
    parsed: dict[str, Any] = field(default_factory=dict, repr=False)
    sources: dict[str, tuple[Path, str]] = field(default_factory=dict, repr=False)
    pointer: str = ""               # the template's mapping inside `file` ("/templates/0")
    raw: dict = field(default_factory=dict, repr=False)

    @classmethod
    def from_raw(cls, raw: dict, module: str, file: Optional[Path], pointer: str,
                 position: tuple[int, int] = (0, 0)) -> "Template":
        def text_of(key: str) -> Optional[str]:
            return raw.get(key) if isinstance(raw.get(key), str) else None
        return cls(id=raw.get("id") if isinstance(raw.get("id"), str) else "", module=module,
                   name=text_of("name"), params=list(raw["params"]) if isinstance(raw.get("params"), list) else [],
                   effect=text_of("effect"), value=text_of("value"),
                   text={k: v for k, v in raw.get("text", {}).items() if isinstance(v, str)}
                   if isinstance(raw.get("text"), dict) else {},
                   unverified=text_of("unverified"), file=file, line=position[0], column=position[1],
                   pointer=pointer, raw=raw)

    @property
    def body_field(self) -> str:
        """`effect` (a statement template) or `value` (a value template)."""
        return body_field(self.effect, self.value)

    @property
    def spec(self) -> TemplateSpec:
        """What the compiler expands and the language server completes (built once)."""
        spec = self.__dict__.get("_spec")
        if spec is None:
            params, problems = params_of(self.params)
            where = self.body_field
            spec = TemplateSpec(self.id, params, where, self.parsed.get(where), self.name or "",
                                (self.value if where == "value" else self.effect) or "", problems)
            self.__dict__["_spec"] = spec
        return spec

    def copy(self) -> "Template":
        clone = Template.__new__(Template)
        clone.__dict__.update(self.__dict__)
        clone.params, clone.text = list(self.params), dict(self.text)
        clone.parsed, clone.sources = dict(self.parsed), dict(self.sources)
        return clone


def is_template(item: Any) -> bool:
    return isinstance(item, Template)


def template_fields(raw: Any) -> list[DslField]:
    """The DSL string of a template: its `effect` (a statement) or its `value` (an expression)."""
    if not isinstance(raw, dict):
        return []
    found = []
    if isinstance(raw.get("effect"), str):
        found.append(DslField("effect", "/effect", raw["effect"], EFFECT))
    if isinstance(raw.get("value"), str):
        found.append(DslField("value", "/value", raw["value"], EXPRESSION))
    return found


def templates_of(read: Any, module_id: str, diagnostics: list[Diagnostic]) -> tuple[list[Template], int]:
    """Templates of a components (or variant) file, parsed (as `files.components_of` reads
    components). Returns (templates, DSL strings parsed)."""
    document = read.document
    if document is None or not isinstance(document.data, dict):
        return [], 0
    items = document.data.get("templates")
    if not isinstance(items, list):
        return [], 0
    result, count = [], 0
    for index, raw in enumerate(items):
        if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
            continue
        pointer = pointer_join("/templates", index)
        template = Template.from_raw(raw, module_id, document.path, pointer, document.position(pointer))
        count += parse_into(template, document, pointer, template_fields(raw), diagnostics)
        result.append(template)
    return result, count


# ====================================================================== what a variant patches
class PatchTarget(NamedTuple):
    """What a variant patch of one kind of item needs (teotl.rules.patches)."""
    key: str                                   # the patch's key naming the item: `component`, `template`
    noun: str                                  # in messages
    table: Callable[[Any], dict]               # the rule set's items of this kind, by id
    schema: Callable[[], dict]                 # the JSON Schema of one item
    build: Callable[..., Any]                  # from_raw
    fields: Callable[[dict], Any]              # its DSL fields


def _component_schema() -> dict:
    from teotl.rules.schema import component_schema
    return component_schema()


def _template_schema() -> dict:
    from teotl.rules.schema import template_schema
    return template_schema()


PATCH_TARGETS = {
    "component": PatchTarget("component", "component", lambda ruleset: ruleset.components, _component_schema,
                             Component.from_raw, component_fields),
    "template": PatchTarget("template", "template", lambda ruleset: ruleset.templates, _template_schema,
                            Template.from_raw, template_fields),
}


# ====================================================================== where a template was called
def call_sites(ruleset: Any, problem: Any) -> str:
    """For a problem in a template's body: the calls it was reached through, as they read in a
    message: ` (in template `a`, called at cards.yaml:3:9; `b` called at templates.yaml:5:12)`."""
    calls = getattr(problem, "calls", ()) or ()
    if not calls:
        return ""
    parts = []
    for index, (called, owner, owner_field, line, column) in enumerate(calls):
        file, file_line, file_column = ruleset.locate(owner, owner_field, line, column)
        where = f"{ruleset.relative(file)}:{file_line}:{file_column}" if file is not None else f"`{owner}`"
        parts.append(f"{'in template ' if index == 0 else ''}`{called}`, called at {where}" if index == 0
                     else f"`{called}` called at {where}")
    return " (" + "; ".join(parts) + ")"
