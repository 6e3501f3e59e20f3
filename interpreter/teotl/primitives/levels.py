"""The level of a piece: `upgrade` (raise it, N times; the piece's `overflow` level fires event
`overflowed`) and `downgrade` (lower it; possible only while a matching piece is above its lowest level).
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import short_text
from teotl.language.registry import renders, section, verb
from teotl.language.statements import Stmt
from teotl.model.decisions import WATCHING, new_decision, taken
from teotl.primitives.arguments import count_arg, usage_hint
from teotl.primitives.pieces import piece_option, piece_selector, render_pieces


SECTION = section(__name__, "Piece levels", 21.5,
                  intro="The level of a player's piece (`vocabulary.pieces`: `level` min, max, start, overflow).",
                  examples=("upgrade worker here weakest", "downgrade worker unlocked"))


@verb("upgrade", "upgrade PIECE [unlocked|locked|here|acting|weakest|strongest…] [N]",
      arguments="`PIECE FILTER… [(N)]`",
      fires=("overflowed",),
      doc=("raise the level of one of the player's pieces N times (default 1), asking which piece each "
           "time when several match. Reaching the piece's `overflow` level fires event `overflowed`. "
           "Filters: `unlocked`, `locked`, `here` (on the acting board), `acting` (the acting piece), "
           "`weakest`, `strongest`."))
def compile_upgrade(compiler: Compiler, node: ast.Call) -> Stmt:
    kind, select, index, text = piece_selector(compiler, node, node.args)
    rest = node.args[index:]
    if len(rest) > 1:
        raise CompileError("E407", f"unexpected `{short_text(getattr(rest[1], 'name', rest[1]))}`", usage_hint(node), rest[1])
    times = count_arg(compiler, rest[0], node) if rest else (lambda ctx: 1)
    asked = ("piece", "upgrade", kind)  # what its decision is about (`Decision.about`)

    def run(ctx):
        for _ in range(max(0, times(ctx))):
            candidates = select(ctx)
            if not candidates:
                return
            if len(candidates) == 1:  # `ask`, written out (no generator for it)
                piece = candidates[0]  # the value of its only option
                if WATCHING.get() is not None:
                    taken(ctx.player, "piece", "upgrade which?", piece_option(ctx, piece), asked)
            else:
                piece = yield new_decision((ctx.player, "piece", tuple([piece_option(ctx, p) for p in candidates]),
                                            f"upgrade which {kind}?", asked))
            yield from ctx.rt.upgrade(ctx, piece)

    return Stmt(run, select.exists, f"{node.verb} {text}", counter_free=True)  # pieces only


@renders("verb", "upgrade")
def render_upgrade(r, node, args):
    values, rest = render_pieces(r, args)
    times = r.count(rest[0]) if rest else 1
    return r.msg("verb-upgrade", piece=values["piece"], times=times)


@verb("downgrade", "downgrade PIECE [unlocked|locked|here|acting|weakest|strongest…] [N]",
      arguments="`PIECE FILTER… [(N)]`",
      doc=("lower the level of one of the player's pieces by 1, N times (default 1), asking which piece each "
           "time when several match; a piece at its kind's lowest level cannot be lowered, so it is possible "
           "only while a matching piece is above it: it can be a cost (a component's `effects.cost`, paid "
           "with its `cost` when it is claimed). No event fires."))
def compile_downgrade(compiler: Compiler, node: ast.Call) -> Stmt:
    """Lower the level of one of the player's matching pieces by 1, N times (default 1), asking
    which piece each time when several can be lowered. A piece at its kind's lowest level cannot
    be, so the statement can be carried out only while a matching piece is above it: as a cost
    ("lower one of your pieces, then …") it is offered only when it can be paid. No event fires."""
    kind, select, index, text = piece_selector(compiler, node, node.args)
    rest = node.args[index:]
    if len(rest) > 1:
        raise CompileError("E407", f"unexpected `{short_text(getattr(rest[1], 'name', rest[1]))}`", usage_hint(node), rest[1])
    times = count_arg(compiler, rest[0], node) if rest else (lambda ctx: 1)
    lowest = compiler.vocab.pieces[kind].min

    def lowerable(ctx) -> list:
        return [piece for piece in select(ctx) if piece.value > lowest]

    def run(ctx):
        for _ in range(max(0, times(ctx))):
            candidates = lowerable(ctx)
            if not candidates:
                return
            if len(candidates) == 1:
                piece = candidates[0]
                taken(ctx.player, "piece", "lower which?", piece_option(ctx, piece), ("piece", "downgrade", kind))
            else:
                piece = yield new_decision((ctx.player, "piece", tuple([piece_option(ctx, p) for p in candidates]),
                                            f"lower which {kind}?", ("piece", "downgrade", kind)))
            piece.value -= 1
            if ctx.rt.logging:
                ctx.rt.log(ctx, "downgrade", piece=piece.pid, level=piece.value)

    return Stmt(run, lambda ctx: bool(lowerable(ctx)), f"downgrade {text}", counter_free=True)  # pieces only


@renders("verb", "downgrade")
def render_downgrade(r, node, args):
    values, rest = render_pieces(r, args)
    return r.msg("verb-downgrade", piece=values["piece"], times=r.count(rest[0]) if rest else 1)


@renders("event", "upgrade")
def _event_upgrade(n, e):
    return n.msg("event-upgrade", piece=n.piece_of_event(e), level=e["level"])


@renders("event", "downgrade")
def _event_downgrade(n, e):
    return n.msg("event-downgrade", piece=n.piece_of_event(e), level=e["level"])
