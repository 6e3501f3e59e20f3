"""One-shot permissions of a player: `grant FLAG`, `consume FLAG`, `clear flags`, and the query `flag(FLAG)`.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section, verb
from teotl.language.statements import Stmt, _always, sync_stmt
from teotl.primitives.arguments import arity, name_arg, usage_hint, word_of


SECTION = section(__name__, "Flags", 25,
                  intro="One-shot permissions of a player (`vocabulary.flags`).",
                  examples=("grant extra_worker",
                            "consume extra_worker",
                            "clear flags",
                            "if flag(extra_worker) { gain coin 1 }"))


@verb("grant", "grant FLAG",
      arguments="`FLAG`",
      doc="give the player a one-shot permission, consumed by the game flow (`grant extra_worker`).")
def compile_grant(compiler: Compiler, node: ast.Call) -> Stmt:
    name = word_of(node.args[0]) if len(node.args) == 1 else None
    if name is None or compiler.vocab.canonical(name) not in compiler.vocab.flags:
        raise CompileError("E401", f"unknown flag `{name or ''}`",
                           did_you_mean(name or "", compiler.vocab.flags) or "flags are declared in vocabulary.flags",
                           node.args[0] if node.args else node)
    flag = compiler.vocab.canonical(name)

    def do(ctx):
        flags = ctx.state.players[ctx.player].flags
        flags[flag] = flags.get(flag, 0) + 1
        if ctx.rt.logging:
            ctx.rt.log(ctx, "grant", flag=flag)

    return sync_stmt(do, _always, f"grant {flag}")


@renders("verb", "grant")
def render_grant(r, node, args):
    return r.msg("verb-grant", flag=r.noun(args[0].name, 1, "flag"))


@verb("consume", "consume FLAG",
      arguments="`FLAG`",
      doc="use up one of the player's flags (possible only while held)")
def compile_consume(compiler: Compiler, node: ast.Call) -> Stmt:
    name = word_of(node.args[0]) if len(node.args) == 1 else None
    if name is None or compiler.vocab.canonical(name) not in compiler.vocab.flags:
        raise CompileError("E401", f"unknown flag `{name or ''}`", did_you_mean(name or "", compiler.vocab.flags), node)
    flag = compiler.vocab.canonical(name)

    def can(ctx):
        return ctx.state.players[ctx.player].flags.get(flag, 0) > 0

    return sync_stmt(lambda ctx: _use_flag(ctx, flag), can, f"consume {flag}", counter_free=True)  # flags only


@renders("verb", "consume")
def render_consume(r, node, args):
    return r.msg("verb-consume", flag=r.noun(args[0].name, 1, "flag"))


def _use_flag(ctx, flag: str) -> None:
    """One use of the acting player's one-shot flag, if held (logged as `consume`)."""
    flags = ctx.state.players[ctx.player].flags
    if flags.get(flag, 0) > 0:
        flags[flag] -= 1
        if not flags[flag]:
            del flags[flag]
        if ctx.rt.logging:
            ctx.rt.log(ctx, "consume", flag=flag)


@verb("clear", "clear flags",
      arguments="`flags`",
      doc="drop the player's remaining one-shot flags (end of turn)")
def compile_clear(compiler: Compiler, node: ast.Call) -> Stmt:
    if [word_of(a) for a in node.args] != ["flags"]:
        raise CompileError("E407", "`clear` takes `flags`", usage_hint(node), node)

    def do(ctx):
        ctx.state.players[ctx.player].flags.clear()

    return sync_stmt(do, _always, "clear flags")


@renders("verb", "clear")
def render_clear(r, node, args):
    return r.msg("verb-clear")


@query("flag", "flag(FLAG)",
       form="`flag(FLAG)`",
       doc="1 if the player holds the flag")
def _flag(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 1, 1)
    flag = compiler.vocab.canonical(name_arg(node, 0))
    if flag not in compiler.vocab.flags:
        raise CompileError("E401", f"unknown flag `{flag}`", did_you_mean(flag, compiler.vocab.flags), node.args[0])
    return lambda ctx: 1 if ctx.state.players[ctx.player].flags.get(flag) else 0


@renders("query", "flag")
def render_flag(r, node, args, names):
    return r.msg("query-flag", flag=r.noun(names[0], 1, "flag")) if names and names[0] else None


@renders("condition", "flag")
def render_flag_condition(r, node, names):
    return r.msg("cond-flag", flag=r.noun(names[0], 1, "flag")) if names and names[0] else None


@renders("event", "grant")
def _event_grant(n, e):
    if e["flag"] in n.hidden_counters:           # the rules' bookkeeping (`hidden: true`): no line
        return None
    return n.msg("event-grant", who=n.who(e), flag=n.flag(e["flag"]))


@renders("event", "consume")
def _event_consume(n, e):
    if e["flag"] in n.hidden_counters:
        return None
    return n.msg("event-consume", who=n.who(e), flag=n.flag(e["flag"]))
