"""Queries that work numbers out: `min(a, b, …)`, `max(a, b, …)`, `abs(a)` and `table(TABLE, INDEX)`.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.expressions import ExprFn, constant_fn, is_constant
from teotl.language.registry import query, renders, section
from teotl.primitives.arguments import arity, table_arg


SECTION = section(__name__, "Numbers", 24,
                  intro="Queries that work numbers out.",
                  examples=("gain vp min(coin, 3)",
                            "gain coin max(1, 4 - pieces_here)",
                            "gain vp table(points, count(building))"))


def _extreme(pick, parts: list) -> ExprFn:
    """min or max of the parts' values (two parts, or one of them known, without a generator)."""
    if all(is_constant(p) for p in parts):
        return constant_fn(pick(p.constant for p in parts))
    if len(parts) == 1:
        only = parts[0]
        return lambda ctx: pick((only(ctx),))
    if len(parts) == 2:
        a, b = parts
        if is_constant(b):
            value = b.constant
            # `min(x, value)` / `max(x, value)` written out as the builtins decide: the first
            # argument unless the second is strictly smaller (larger)
            if pick is min:
                def smaller(ctx):
                    x = a(ctx)
                    return value if value < x else x
                return smaller
            if pick is max:
                def larger(ctx):
                    x = a(ctx)
                    return value if value > x else x
                return larger
            return lambda ctx: pick(a(ctx), value)
        if is_constant(a):
            value = a.constant
            return lambda ctx: pick(value, b(ctx))
        return lambda ctx: pick(a(ctx), b(ctx))
    return lambda ctx: pick([p(ctx) for p in parts])


@query("min", "min(a, b, …)",
       form="`min(a, b, …)`",
       doc="the smallest of the values")
def _min(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 1, 10)
    return _extreme(min, [compiler.expr(a) for a in node.args])


@renders("query", "min")
def render_min(r, node, args, names):
    return _render_extreme(r, "query-min", args)


@query("max", "max(a, b, …)",
       form="`max(a, b, …)`",
       doc="the largest of the values")
def _max(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 1, 10)
    return _extreme(max, [compiler.expr(a) for a in node.args])


@renders("query", "max")
def render_max(r, node, args, names):
    return _render_extreme(r, "query-max", args)


def _render_extreme(r, message, args):
    """min/max as words in each case a message may ask for ("das Kleinere", "a, höchstens aber
    b": `$first`, `$rest`, `$count` values); a single value as itself."""
    values = [r.expr(a) for a in args]
    if len(values) == 1:
        return values[0]

    def words(case):
        items = [r.in_case(v, case) for v in values]
        return r.msg(message, count=len(items), first=items[0], rest=r.join(items[1:]))
    return r.inflected(words(None), words)


@query("abs", "abs(a)",
       form="`abs(a)`",
       doc="the value without its sign")
def _abs(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 1, 1)
    inner = compiler.expr(node.args[0])
    return lambda ctx: abs(inner(ctx))


@renders("query", "abs")
def render_abs(r, node, args, names):
    return r.msg("query-abs", value=r.expr(args[0])) if args else None


@query("table", "table(TABLE, INDEX)",
       form="`table(NAME, I)`",
       doc="entry I of a numeric table in `game.yaml` (clamped to its last entry)")
def _table(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 2, 2)
    table = table_arg(compiler, node, 0)
    index = compiler.expr(node.args[1])
    last = len(table) - 1
    return lambda ctx: table[max(0, min(last, index(ctx)))] if table else 0


@renders("query", "table")
def render_table(r, node, args, names):
    if len(args) == 2 and names[0]:
        return r.msg("query-table", table=r.noun(names[0], 1, "table"), index=r.expr(args[1]))
    return None
