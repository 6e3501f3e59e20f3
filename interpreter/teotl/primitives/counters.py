"""Global counters and events: `set COUNTER N` and `emit EVENT` (the triggers on it run).
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.registry import verb
from teotl.language.statements import DONE, Stmt, _always, sync_stmt
from teotl.primitives.arguments import count_arg, word_of


@verb("set", "set COUNTER N")
def compile_set(compiler: Compiler, node: ast.Call) -> Stmt:
    name = word_of(node.args[0]) if len(node.args) == 2 else None
    if name is None or compiler.vocab.canonical(name) not in compiler.vocab.counters:
        raise CompileError("E401", f"unknown counter `{name or ''}`",
                           did_you_mean(name or "", compiler.vocab.counters) or "`set` takes a global counter and a value",
                           node)
    counter = compiler.vocab.canonical(name)
    value = count_arg(compiler, node.args[1], node)

    def do(ctx):
        ctx.state.counters[counter] = value(ctx)
        if ctx.rt.logging:
            ctx.rt.log(ctx, "set", counter=counter, value=ctx.state.counters[counter])

    return sync_stmt(do, _always, f"set {counter}")


@verb("emit", "emit EVENT")
def compile_emit(compiler: Compiler, node: ast.Call) -> Stmt:
    name = word_of(node.args[0]) if len(node.args) == 1 else None
    if name is None or (compiler.vocab.events and compiler.vocab.canonical(name) not in compiler.vocab.events):
        raise CompileError("E404", f"unknown event `{name or ''}`", did_you_mean(name or "", compiler.vocab.events), node)
    event = compiler.vocab.canonical(name)

    def run(ctx):  # not a generator itself: hands over the runtime's
        rt = ctx.rt
        if rt.triggers.get(event):  # no trigger on the event: nothing to run (nor attributes to gather)
            return rt.emit(ctx, event, rt.context_attrs(ctx))
        return DONE

    return Stmt(run, _always, f"emit {event}")
