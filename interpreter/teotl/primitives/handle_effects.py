"""`resolve (x) [KEY]`: run the effect of the component a handle shows — the tile on a cell, the
component in focus (docs/game-model.md §1: a handle is passed to verbs as to queries).

`teotl.primitives.resolve` hands a `resolve` over here when its first argument is a bound handle
(`resolve (n)` inside `each n in neighbours(placed): …`). The effect is `effect` of the shown
component, or `effects.KEY`; it runs as the current player with `it` bound to the shown instance
(the component's own triggers and data are its copies' too). Nothing shown, or no such effect:
the statement cannot be carried out, and does nothing.
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.statements import DONE, Stmt
from teotl.model.instances import SHOWN_COMPONENT, component_of
from teotl.primitives.arguments import usage_hint, word_of


def shows_component(compiler: Compiler, arg: ast.Node) -> bool:
    """Is `arg` a bound handle that shows a component (`(c)`, `(it)`)?"""
    inner = arg.expr if isinstance(arg, ast.ExprArg) else None
    return isinstance(inner, ast.Ref) and compiler.kind_of(inner.name) in SHOWN_COMPONENT


def compile_resolve_shown(compiler: Compiler, node: ast.Call) -> Stmt:
    args = node.args
    if len(args) > 2 or (len(args) == 2 and word_of(args[1]) is None):
        raise CompileError("E407", "`resolve (x)` takes a handle and optionally an effect key", usage_hint(node), node)
    name = args[0].expr.name
    read = compiler.handle(args[0], tuple(SHOWN_COMPONENT), "what `resolve` runs")
    shown = SHOWN_COMPONENT[compiler.kind_of(name)]
    key = word_of(args[1]) if len(args) == 2 else None
    path = "effect" if key is None else ("table" if key == "table" else f"effects.{key}")

    def target(ctx) -> tuple[Optional[str], Optional[Stmt]]:
        instance = shown(ctx, read(ctx))
        if instance is None:
            return None, None
        cid = component_of(instance)
        return instance, ctx.rt.effects.get((cid, path)) or ctx.rt.effects.get((instance, path))

    def run(ctx: Any):
        instance, stmt = target(ctx)
        if stmt is None:
            return DONE
        sub = ctx.derive_component(component_of(instance))
        sub.values = {**sub.values, "it": instance}
        if stmt.do is not None:
            stmt.do(sub)
            return DONE
        return stmt.run(sub)

    def can(ctx: Any) -> bool:
        instance, stmt = target(ctx)
        if stmt is None:
            return False
        sub = ctx.derive_component(component_of(instance))
        sub.values = {**sub.values, "it": instance}
        return bool(stmt.can(sub))

    return Stmt(run, can, f"resolve ({name}){' ' + key if key else ''}", opens=True)
