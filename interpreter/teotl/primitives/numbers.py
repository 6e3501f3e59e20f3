"""Queries that work numbers out: `min(a, b, …)`, `max(a, b, …)`, `abs(a)` and `table(TABLE, INDEX)`.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.expressions import ExprFn, constant_fn, is_constant
from teotl.language.registry import query
from teotl.primitives.arguments import arity, table_arg


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


@query("min", "min(a, b, …)")
def _min(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 1, 10)
    return _extreme(min, [compiler.expr(a) for a in node.args])


@query("max", "max(a, b, …)")
def _max(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 1, 10)
    return _extreme(max, [compiler.expr(a) for a in node.args])


@query("abs", "abs(a)")
def _abs(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 1, 1)
    inner = compiler.expr(node.args[0])
    return lambda ctx: abs(inner(ctx))


@query("table", "table(TABLE, INDEX)")
def _table(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 2, 2)
    table = table_arg(compiler, node, 0)
    index = compiler.expr(node.args[1])
    last = len(table) - 1
    return lambda ctx: table[max(0, min(last, index(ctx)))] if table else 0
