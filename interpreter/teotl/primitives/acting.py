"""Statements about who acts and whether a step may happen at all.

`as PLAYER: STMT`: the statement for another player, with their counters and their decisions
(an effect that pays the owner of a tile: `as owner(c): gain coin 1`). PLAYER is a seat number;
for anything else (−1, "nobody") nothing happens.

`require COND`: does nothing, and cannot be carried out unless COND holds. An option or a
sequence that starts with it is offered only when COND holds:
`choose { require count(c in hand) > 0; … | pass }`.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.expressions import is_constant, short_text
from teotl.language.registry import renders, section, statement
from teotl.language.statements import DONE, Stmt, _always, sync_stmt

SECTION = section(__name__, "Another player, conditions on an option", 14,
                  intro="Who acts, and whether a step may happen at all.",
                  examples=("as (seat + 1) % players: gain coin 1",
                            "choose { require coin >= 2; gain vp 3 | gain coin 1 }"))


def _do_nothing(ctx) -> None:
    return None


@statement(ast.Require, name="require",
           rows=(("`require COND`", "does nothing, and cannot be carried out unless COND holds: an option or a "
                  "sequence that starts with it is offered only then"),))
def compile_require(compiler: Compiler, node: ast.Require) -> Stmt:
    cond = compiler.expr(node.condition)
    text = f"require {short_text(node.condition)}"
    if is_constant(cond):
        held = bool(cond.constant)
        return sync_stmt(_do_nothing, _always if held else (lambda ctx: False), text, counter_free=True)
    return sync_stmt(_do_nothing, lambda ctx: bool(cond(ctx)), text)


@renders("statement", ast.Require)
def render_require(r, node):
    return r.msg("stmt-require", condition=r.cond(node.condition))


@statement(ast.As, name="as",
           rows=(("`as PLAYER: STMT`", "the statement for another player (a seat number), with their counters and "
                  "their decisions; for anything else (−1, nobody) nothing happens"),))
def compile_as(compiler: Compiler, node: ast.As) -> Stmt:
    player = compiler.expr(node.player)
    body = compiler.stmt(node.body)
    text = f"as {short_text(node.player)}: {body.source}"
    body_can, body_do, body_run = body.can, body.do, body.run

    def seat_context(ctx):
        seat = player(ctx)
        if type(seat) is not int or not 0 <= seat < len(ctx.state.players):
            return None
        return ctx.derive_player(seat)

    def can(ctx):
        sub = seat_context(ctx)
        return sub is None or bool(body_can(sub))  # nobody: nothing to carry out

    if body_do is not None:
        def do(ctx):
            sub = seat_context(ctx)
            if sub is not None:
                body_do(sub)
        return sync_stmt(do, _always if body_can is _always else can, text)

    def run(ctx):
        sub = seat_context(ctx)
        return DONE if sub is None else body_run(sub)
    return Stmt(run, _always if body_can is _always else can, text, body.opens)


@renders("statement", ast.As)
def render_as(r, node):
    if isinstance(node.player, ast.Num):  # a seat written out: players are counted from 1 in text
        return r.msg("stmt-as-seat", seat=node.player.value + 1, body=r.body(node.body))
    return r.msg("stmt-as", player=r.expr(node.player), body=r.body(node.body))
