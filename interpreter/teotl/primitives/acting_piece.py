"""`acting (PIECE): STMT`: the statement with a piece handle as the acting piece, and the board
it stands on as the acting board — what the piece filter `acting`, the context values `level`,
`board_number`, `pieces_here`, and the piece verbs (`upgrade worker acting`, `occupy spot`) read.

A player's move makes the moved piece the acting one (`move`); an automaton that picks a piece by
a rule (`each p in first(pieces(…), …)`, teotl.primitives.first_item) makes it the acting one
with this statement. A handle that holds no piece (one gone from the state) does nothing, and is
no obstacle (as `as` with nobody). Only STMT sees the piece acting: what follows the statement
acts as before it.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.expressions import short_text
from teotl.language.registry import renders, section, statement
from teotl.language.statements import DONE, Stmt, _always, sync_stmt
from teotl.primitives.piece_sources import piece_of

SECTION = section(__name__, "The acting piece", 21.6,
                  intro="`acting (PIECE): STMT` makes a piece handle the acting piece for one statement.",
                  examples=("each p in first(pieces(worker unlocked), highest(level_of(p))): acting (p): resolve bot_action",
                            "each p in pieces(worker locked): acting (p): unlock worker acting"))


@statement(ast.Acting, name="acting",
           rows=(("`acting (PIECE): STMT`", "the statement with the piece (a handle) as the acting piece and its board "
                  "as the acting board (`level`, `board_number`, the filter `acting`); a handle that holds no piece: "
                  "nothing happens"),))
def compile_acting(compiler: Compiler, node: ast.Acting) -> Stmt:
    read = compiler.handle(node.piece, "piece", "the piece after `acting`")
    body = compiler.stmt(node.body)
    text = f"acting ({short_text(node.piece.expr if isinstance(node.piece, ast.ExprArg) else node.piece)}): {body.source}"
    body_can, body_do, body_run = body.can, body.do, body.run

    def acting(ctx):
        piece = piece_of(ctx, read(ctx))
        return None if piece is None else ctx.derive(piece=piece, board=piece.at)

    def can(ctx):
        sub = acting(ctx)
        return sub is None or bool(body_can(sub))

    if body_do is not None:
        def do(ctx):
            sub = acting(ctx)
            if sub is not None:
                body_do(sub)
        return sync_stmt(do, _always if body_can is _always else can, text)

    def run(ctx):
        sub = acting(ctx)
        return DONE if sub is None else body_run(sub)
    return Stmt(run, _always if body_can is _always else can, text, body.opens)


@renders("statement", ast.Acting)
def render_acting(r, node):
    return r.msg("stmt-acting", piece=r.bound(node.piece), body=r.body(node.body))
