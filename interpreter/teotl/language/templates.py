"""Templates: effects and values with parameters, declared once in the rule files, called by name.

A template is the effect language's `define` (as Ludii's): `gain(5, stone)` means the
template's body written out at the call site with the arguments in place of the parameters, and
it is compiled there, once per call site (teotl.language.template_expansion). So a call costs a
game exactly what the written-out effect costs, and a template needs no run-time machinery.

This module holds what a template *is* — its parameters and their kinds (`Param`), its body
(`TemplateSpec`) — read from the rule files' declarations, and the walks over a body the other
two modules share. The checks a template gets for itself, and the installing of templates into
a compiler (`Compiler.templates`, id → TemplateSpec), are teotl.language.template_checks.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Iterator, Optional

from teotl.language import ast
from teotl.language.errors import DslSyntaxError

#: kinds of parameter whose argument is a bound name (a handle; `player` also takes a seat number)
HANDLE_KINDS = ("cell", "edge", "component", "player", "node", "piece")
#: kinds of parameter whose argument is a bare name, substituted where the body names the parameter
NAME_KINDS = ("word", "words", "resource", "track", "supply")
#: every kind a parameter may be declared with (`words`: a list of allowed words)
KINDS = ("number", "word", "resource", "track", "supply", *HANDLE_KINDS)
#: the two fields a template's body may be in: a statement template, a value template
FIELDS = ("effect", "value")


@dataclass(frozen=True)
class Param:
    """One parameter: its name, its kind, and for kind `words` the words its argument may be."""
    name: str
    kind: str
    words: tuple[str, ...] = ()

    def shown(self) -> str:
        """As declared: `amount`, `good: word`, `mode: [now, later, never]`."""
        if self.kind == "number":
            return self.name
        if self.kind == "words":
            return f"{self.name}: [{', '.join(self.words)}]"
        return f"{self.name}: {self.kind}"


@dataclass(frozen=True)
class TemplateSpec:
    """A loaded template: what the compiler expands and the language server completes.

    `field` is `effect` (a statement template, called as a statement) or `value` (a value
    template, called in expressions); `body` its syntax tree (None when it does not parse: the
    loader reported that), `text` the body as written. `problems` are the declaration problems
    found while reading it (field path, code, message, hint)."""
    id: str
    params: tuple[Param, ...]
    field: str
    body: Optional[Any]
    name: str = ""
    text: str = ""
    problems: tuple[tuple[str, str, str, str], ...] = ()

    @property
    def statement(self) -> bool:
        return self.field == "effect"

    def signature(self) -> str:
        """`gain(amount, good: word)`; a template without parameters is its bare name."""
        if not self.params:
            return self.id
        return f"{self.id}({', '.join(p.shown() for p in self.params)})"

    def usage(self) -> str:
        """How a call is written: `gain(amount, good)`."""
        return f"{self.id}({', '.join(p.name for p in self.params)})" if self.params else self.id


def params_of(raw: Any) -> tuple[tuple[Param, ...], tuple[tuple[str, str, str, str], ...]]:
    """The parameters of a declaration's `params:` list (`NAME` is a number, `{NAME: KIND}`, or
    `{NAME: [WORD, …]}`), and its problems (field path, code, message, hint). Entries of the wrong
    shape are left out: the schema check reported them, or they are reported here (E423)."""
    params: list[Param] = []
    problems: list[tuple[str, str, str, str]] = []
    seen: set[str] = set()
    for index, item in enumerate(raw if isinstance(raw, list) else ()):
        param: Optional[Param] = None
        if isinstance(item, str):
            param = Param(item, "number")
        elif isinstance(item, dict) and len(item) == 1:
            (name, kind), = item.items()
            if isinstance(kind, str) and kind in KINDS:
                param = Param(str(name), kind)
            elif isinstance(kind, list) and kind and all(isinstance(w, str) for w in kind):
                param = Param(str(name), "words", tuple(kind))
        elif isinstance(item, dict) and len(item) > 1:
            names = ", ".join(f"{key}: …" for key in item)
            problems.append((f"params.{index}", "E423", f"parameter {index + 1} declares {len(item)} names ({names})",
                             "one parameter per list item: `params: [cards, {colour: word}]`"))
        if param is None:
            continue
        if param.name in seen:
            problems.append((f"params.{index}", "E423", f"parameter `{param.name}` is declared twice",
                             "give each parameter its own name"))
            continue
        seen.add(param.name)
        params.append(param)
    return tuple(params), tuple(problems)


def spec_of(declaration: Any) -> TemplateSpec:
    """A TemplateSpec from a rules-file template (`teotl.rules.templates.Template`, whose `spec`
    it is), a plain mapping as written in a file (tests, tools), or a TemplateSpec."""
    if isinstance(declaration, TemplateSpec):
        return declaration
    spec = getattr(declaration, "spec", None)
    if isinstance(spec, TemplateSpec):
        return spec
    raw = declaration if isinstance(declaration, dict) else {}
    params, problems = params_of(raw.get("params"))
    field_name = body_field(raw.get("effect"), raw.get("value"))
    text = raw.get(field_name) if isinstance(raw.get(field_name), str) else ""
    body = None
    if text:
        from teotl.language.parser import parse_effect, parse_expression
        try:
            body = _unshifted(parse_expression(text), len("if (")) if field_name == "value" else parse_effect(text)
        except DslSyntaxError:
            body = None
    return TemplateSpec(str(raw.get("id", "")), params, field_name, body, str(raw.get("name") or ""), text, problems)


def _unshifted(node: Any, shift: int) -> Any:
    """An expression parsed inside `if (…)`: its first line's columns moved back by the prefix."""
    if isinstance(node, tuple):
        return tuple(_unshifted(item, shift) for item in node)
    if not isinstance(node, ast.Node):
        return node
    changes = {item.name: _unshifted(getattr(node, item.name), shift) for item in dataclasses.fields(node)
               if item.name not in ("line", "column")}
    if node.line == 1:
        changes["column"] = max(1, node.column - shift)
    return dataclasses.replace(node, **changes)


def body_field(effect: Any, value: Any) -> str:
    """Which field holds a declaration's body: `value` when only it is text, else `effect`."""
    return "value" if isinstance(value, str) and not isinstance(effect, str) else "effect"


def walk_params(node: Any, names: frozenset) -> Iterator[tuple[Any, str]]:
    """(node, parameter name) for every place the body names a parameter in `names`, minding
    scope: inside `each p in …` or a binder `p in …` the name `p` is the item, not the parameter."""
    if not names:
        return
    kind = type(node)
    if kind in (ast.Ref, ast.Word, ast.AnyWord, ast.Target):
        if node.name in names:
            yield node, node.name
        return
    if kind is ast.Phrase:
        for word in node.words:
            if isinstance(word, str) and word in names:
                yield node, word
        return
    if kind is ast.Each and node.source is not None and node.who in names:
        inner = names - {node.who}
        yield from walk_params(node.source, names)
        for part in (node.condition, node.body):
            if part is not None:
                yield from walk_params(part, inner)
        return
    if kind is ast.Binder and node.name in names:
        inner = names - {node.name}
        yield from walk_params(node.source, names)
        for part in (node.condition, node.value):
            if part is not None:
                yield from walk_params(part, inner)
        return
    if isinstance(node, ast.Node):
        for child in node.children():
            yield from walk_params(child, names)


def binders_of(node: Any) -> dict[str, Any]:
    """The names the body binds itself (`each c in …`, `c in …` of a binder), with where."""
    found: dict[str, Any] = {}
    if isinstance(node, ast.Node):
        for item in node.walk():
            if isinstance(item, ast.Each) and item.source is not None:
                found.setdefault(item.who, item)
            elif isinstance(item, ast.Binder):
                found.setdefault(item.name, item)
    return found
