"""Queries over the components a player owns: `count(TYPE_OR_TAG …)`, `pairs(…)`,
`set_score(TAG, TABLE)`, `best_set(TAG, TABLE)` and `owns(it)`.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section
from teotl.primitives.arguments import arity, label_arg, name_arg, table_arg


SECTION = section(__name__, "Owned components", 23,
                  intro="Queries over the components a player owns.",
                  examples=("gain vp count(building)",
                            "gain vp 2 * pairs(relic)",
                            "gain vp set_score(relic, set_points)"))


@query("count", "count(TYPE_OR_TAG [, TYPE_OR_TAG…])",
       form="`count(WORD)`",
       doc="components the player owns whose type or tag is WORD; `count(A, B)`: those that are both (a "
           "supply's contents: `size(S)`, `count(c in S where …)`; a supply's name here is E494)")
def _count(compiler: Compiler, node: ast.Func) -> ExprFn:
    """Owned components carrying the type or tag; with several, those carrying all of them."""
    arity(node, 1, 4)
    _not_a_supply(compiler, node)
    labels = [label_arg(compiler, node, i) for i in range(len(node.args))]
    if len(labels) == 1:
        label = labels[0]
        return lambda ctx: ctx.rt.count_owned(ctx.state.players[ctx.player], label)
    wanted = frozenset(labels)
    return lambda ctx: sum(1 for cid in ctx.state.players[ctx.player].owned if wanted <= ctx.rt.components[cid].labels)


@renders("query", "count")
def render_count(r, node, args, names):
    return r.msg("query-count", what=r.what_noun(names[0])) if names and names[0] else None


@renders("zero", "count")
def render_count_zero(r, node, args, names, negated):
    """`count(TAG) == 0`: "you do not own the Hermit" (`> 0`, `>= 1`: "you own the Hermit")."""
    return render_owned_zero(r, names[0], negated) if len(names) == 1 and names[0] else None


@renders("zero-name", "type")
@renders("zero-name", "tag")
def render_owned_zero(r, name, negated):
    """A type or tag read as a number (how many the player owns) compared with none."""
    return r.msg("query-count-zero", what=r.what_noun(name), negated=negated)


def _not_a_supply(compiler: Compiler, node: ast.Func) -> None:
    """`count(WORD)` counts what the player owns: a supply's name there (that is no type or tag
    too) would count nothing it holds, so it is refused with the forms that count a supply."""
    vocab = compiler.vocab
    for arg in node.args:
        if isinstance(arg, ast.Ref):
            name = vocab.canonical(arg.name)
            if name in vocab.supplies and name not in vocab.component_types and name not in vocab.tags:
                raise CompileError("E494", f"`{arg.name}` is a supply: `count(WORD)` counts the components the "
                                   "player owns of a type or tag",
                                   f"write size({arg.name}) for how many it holds, or "
                                   f"count(c in {arg.name} where has(c, TAG)) to count some of them", arg)


@query("pairs", "pairs(TYPE_OR_TAG)",
       form="`pairs(WORD)`",
       doc="`count(WORD) // 2`")
def _pairs(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 1, 1)
    label = label_arg(compiler, node, 0)
    return lambda ctx: ctx.rt.count_owned(ctx.state.players[ctx.player], label) // 2


@renders("query", "pairs")
def render_pairs(r, node, args, names):
    return r.msg("query-pairs", what=r.what_noun(names[0])) if names and names[0] else None


def _sets(ctx, tag: str) -> list[int]:
    """Sizes of the sets of distinct `data.TAG` values, filled greedily (first set lacking it)."""
    sets: list[set] = []
    for component in ctx.state.players[ctx.player].owned:
        value = ctx.rt.component_tag_value(component, tag)
        if value is None:
            continue
        for group in sets:
            if value not in group:
                group.add(value)
                break
        else:
            sets.append({value})
    return [len(s) for s in sets]


@query("set_score", "set_score(TAG, TABLE)",
       form="`set_score(TAG, TABLE)`",
       doc="owned components tagged TAG, sorted into sets of distinct `data.TAG`; sum of TABLE[size]")
def _set_score(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 2, 2)
    tag = label_arg(compiler, node, 0)
    table = table_arg(compiler, node, 1)
    last = len(table) - 1
    return lambda ctx: sum(table[min(size, last)] for size in _sets(ctx, tag))


@renders("query", "set_score")
def render_set_score(r, node, args, names):
    if len(args) == 2 and names[0] and names[1]:
        return r.msg("query-set_score", tag=r.what_noun(names[0]), table=r.noun(names[1], 1, "table"))
    return None


@query("best_set", "best_set(TAG, TABLE)",
       form="`best_set(TAG, TABLE)`",
       doc="the best single set's TABLE value")
def _best_set(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 2, 2)
    tag = label_arg(compiler, node, 0)
    table = table_arg(compiler, node, 1)
    last = len(table) - 1
    return lambda ctx: max((table[min(size, last)] for size in _sets(ctx, tag)), default=0)


@renders("query", "best_set")
def render_best_set(r, node, args, names):
    if len(args) == 2 and names[0] and names[1]:
        return r.msg("query-best_set", tag=r.what_noun(names[0]), table=r.noun(names[1], 1, "table"))
    return None


@query("owns", "owns(it)",
       form="`owns(it)`",
       doc="1 if the player owns the component in focus (the one just acquired, taken or claimed)")
def _owns(compiler: Compiler, node: ast.Func) -> ExprFn:
    """1 if the player owns the component in focus (`it`: the one just acquired, taken or picked)."""
    arity(node, 1, 1)
    if name_arg(node, 0) != "it":
        raise CompileError("E408", "`owns` takes `it`, the component in focus", "write: owns(it)", node.args[0])
    return lambda ctx: 1 if ctx.values.get("it") in ctx.state.players[ctx.player].owned else 0


@renders("query", "owns")
def render_owns(r, node, args, names):
    return r.msg("query-owns")


@renders("condition", "owns")
def render_owns_condition(r, node, names):
    return r.msg("query-owns")
