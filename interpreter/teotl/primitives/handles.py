"""Queries that read the component a handle shows: `has(x, WORD)`, and `datum(x, FIELD)` for a
handle (teotl.primitives.lookups hands it over when its first argument is a bound handle).

`x` is a bound name (docs/game-model.md §1) of any kind that shows a component (a component; a
cell shows the top of its stack): teotl.model.instances.SHOWN_COMPONENT says how. WORD is a
component type or a tag: a card of two colours carries both tags, a colourless card none.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section
from teotl.model.instances import SHOWN_COMPONENT, component_of

#: kind → build(compiler, node) of `datum(x, FIELD)` for a handle whose numbers are its own rather
#: than its component's (a node of a graph: teotl.primitives.graph_queries)
HANDLE_DATA: dict = {}
#: rule text of `datum(x, FIELD)` for such a handle: (renderer, node) -> text, or None when FIELD is
#: not theirs (the renderer knows no kinds: a graph's hook knows its node numbers)
HANDLE_DATA_TEXTS: list = []

SECTION = section(__name__, "Handles", 15,
                  intro="Queries that read what a bound name (a handle: docs/game-model.md §1) shows.",
                  examples=("gain vp count(c in hand where has(c, relic))",))


@query("has", "has(HANDLE, TYPE_OR_TAG)",
       doc="1 when the component the handle shows (a component; a cell: the top of its stack) has the type or "
           "tag, else 0 (nothing shown: 0)")
def _has(compiler: Compiler, node: ast.Func) -> ExprFn:
    """1 when the component the handle shows has the type or tag, else 0 (nothing shown: 0)."""
    if len(node.args) != 2:
        raise CompileError("E407", "`has` takes a handle and a type or tag: has(c, grey)",
                           "write e.g. count(c in drawn where has(c, grey))", node)
    kinds = tuple(SHOWN_COMPONENT)
    read = compiler.handle(node.args[0], kinds, "the first argument of `has`")
    kind = compiler.kind_of(node.args[0].name)
    shown = SHOWN_COMPONENT[kind]
    label = node.args[1]
    if not isinstance(label, ast.Ref):
        raise CompileError("E407", "the second argument of `has` is a type or tag name", "has(c, grey)", label)
    word = compiler.vocab.canonical(label.name)
    vocab = compiler.vocab
    if vocab.component_types and word not in vocab.component_types and word not in vocab.tags:
        raise CompileError("E401", f"unknown type or tag `{label.name}`",
                           did_you_mean(label.name, sorted(vocab.component_types | vocab.tags))
                           or "a component's `type:` or one of its `tags:`", label)

    def has(ctx):
        instance = shown(ctx, read(ctx))
        if instance is None:
            return 0
        components = ctx.rt.components
        info = components.get(instance) or components.get(component_of(instance))
        return 1 if info is not None and word in info.labels else 0
    return has


def shown_datum(compiler: Compiler, node: ast.Func) -> ExprFn:
    """`datum(x, FIELD [, INDEX])` of a handle: the number `data.FIELD` (or entry INDEX, clamped,
    of a list) of the component the handle shows; 0 when it shows nothing or has no such number.
    E408 when the components are known and none has such a number."""
    own = HANDLE_DATA.get(compiler.kind_of(getattr(node.args[0], "name", "")))
    if own is not None:
        return own(compiler, node)
    read = compiler.handle(node.args[0], tuple(SHOWN_COMPONENT), "the first argument of `datum`")
    shown = SHOWN_COMPONENT[compiler.kind_of(node.args[0].name)]
    field = node.args[1].name if isinstance(node.args[1], ast.Ref) else None
    if field is None:
        raise CompileError("E408", "argument 2 of `datum` must be a name", "write e.g. datum(c, value)", node.args[1])
    index = compiler.expr(node.args[2]) if len(node.args) == 3 else None
    components = getattr(compiler.services, "components", None)
    if components:
        def fits(value) -> bool:
            if index is None:
                return isinstance(value, int) and not isinstance(value, bool)
            return isinstance(value, list) and bool(value) and all(isinstance(v, int) for v in value)
        if not any(fits((info.data or {}).get(field)) for info in components.values()):
            numbers = sorted({k for info in components.values() for k, v in (info.data or {}).items() if fits(v)})
            raise CompileError("E408", f"no component has {'a list of numbers' if index is not None else 'a number'} "
                               f"`data.{field}`", did_you_mean(field, numbers) or "datum reads a number of a "
                               "component's data", node.args[1])

    def datum(ctx) -> int:
        instance = shown(ctx, read(ctx))
        if instance is None:
            return 0
        components = ctx.rt.components
        info = components.get(instance) or components.get(component_of(instance))
        value = (info.data or {}).get(field) if info is not None else None
        if index is not None:
            if not isinstance(value, list) or not value:
                return 0
            value = value[max(0, min(len(value) - 1, index(ctx)))]
        return value if isinstance(value, int) and not isinstance(value, bool) else 0
    return datum


def _bound(r, arg) -> str:
    """A bound name (a handle) as text: the name itself, as the rule writes it."""
    return r.bound(arg)   # teotl.text.nouns: placeholders, the engine's names as terms


@renders("query", "has")
def render_has(r, node, args, names):
    what = r.name_of(args[1]) if len(args) > 1 else None
    return r.msg("query-has", item=_bound(r, args[0]) if args else "?", what=r.what_noun(what, 1) if what else "?")


def render_shown_datum(r, node) -> str:
    """`datum(x, FIELD [, I])` of a bound handle (a component's id: teotl.primitives.lookups)."""
    for text_of in HANDLE_DATA_TEXTS:
        text = text_of(r, node)
        if text is not None:
            return text
    args = node.args
    field = (r.field_name(r.name_of(args[1])) if r.name_of(args[1]) else r.expr(args[1])) if len(args) > 1 else "?"
    item = _bound(r, args[0]) if args else "?"
    if len(args) == 3:
        return r.msg("query-datum-shown-index", item=item, field=field, index=r.expr(args[2]))
    return r.msg("query-datum-shown", item=item, field=field)
