"""`pass`: the player passes — no more turns for them in this phase of turns (docs/game-model.md §6,
teotl.runtime.phases) — and `passed()`: 1 when the player has passed in the current phase (an effect
that must not reach a player who has passed checks it); `passed(PLAYER)` the same for another
player (a seat: `passed((seat + 1) % players)`)."""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section, verb
from teotl.language.statements import Stmt, _always, sync_stmt

SECTION = section(__name__, "Passing", 27,
                  intro="Phases of turns in which players pass (docs/game-model.md §6).",
                  examples=("choose { pass | gain coin 1 }", "if passed() { nothing } else { gain coin 1 }",
                            "require not passed((seat + 1) % players)"))


@verb("pass", "pass", arguments="",
      doc="the player passes: no more turns for them in this phase of turns")
def compile_pass(compiler: Compiler, node: ast.Call) -> Stmt:
    if node.args:
        raise CompileError("E433", "`pass` takes nothing after it", "write `pass`", node.args[0])

    def do(ctx):
        flow = ctx.state.flow
        if flow and ctx.player not in flow["passed"]:
            flow["passed"] = [*flow["passed"], ctx.player]  # a new list: a copied state keeps its own
        if ctx.rt.logging:
            ctx.rt.log(ctx, "pass")
    return sync_stmt(do, _always, "pass", counter_free=True)


@renders("verb", "pass")
def render_pass(r, node, args):
    return r.msg("verb-pass")


@query("passed", "passed([PLAYER])",
       doc="1 when the player (or PLAYER, a seat: a target that must still be in the phase) has passed in the "
           "current phase")
def _passed(compiler: Compiler, node: ast.Func) -> ExprFn:
    if len(node.args) > 1:
        raise CompileError("E433", "`passed` takes at most one player", "write passed() or passed(p)", node)
    if node.args:
        seat = compiler.expr(node.args[0])
        return lambda ctx: 1 if ctx.state.flow and seat(ctx) in ctx.state.flow["passed"] else 0
    return lambda ctx: 1 if ctx.state.flow and ctx.player in ctx.state.flow["passed"] else 0


@renders("query", "passed")
def render_passed(r, node, args, names):
    if node.args:
        arg = node.args[0]   # "player p", "the player K seats to your left" (`seat-who`)
        kind = "named" if r.name_of(arg) or isinstance(arg, ast.Num) else "phrase"
        return r.msg("query-passed-player", player=r.seat_in_case(r.expr(arg), kind))
    return r.msg("query-passed")


@renders("event", "pass")
def _event_pass(n, e):
    return n.msg("event-pass", who=n.who(e))
