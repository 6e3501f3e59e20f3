"""The level of a piece: `upgrade` (raise it, N times; the piece's `overflow` level fires event
`overflowed`; `different`: N different pieces once each) and `downgrade` (lower it; possible only
while a matching piece is above its lowest level).
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import short_text
from teotl.language.registry import renders, section, verb
from teotl.language.statements import Stmt
from teotl.model.decisions import WATCHING, ask, new_decision, taken
from teotl.primitives.arguments import count_arg, usage_hint, word_of
from teotl.primitives.pieces import piece_option, piece_selector, render_pieces


SECTION = section(__name__, "Piece levels", 21.5,
                  intro="The level of a player's piece (`vocabulary.pieces`: `level` min, max, start, overflow).",
                  examples=("upgrade worker here weakest", "upgrade worker unlocked different 3",
                            "downgrade worker unlocked"))


@verb("upgrade", "upgrade PIECE [unlocked|locked|here|acting|weakest|strongest…] [different] [N]",
      rows=(("`PIECE FILTER… [(N)]`",
             "raise the level of one of the player's pieces N times (default 1), asking which piece each "
             "time when several match. Reaching the piece's `overflow` level fires event `overflowed`. "
             "Filters: `unlocked`, `locked`, `here` (on the acting board), `acting` (the acting piece), "
             "`weakest`, `strongest`."),
            ("`PIECE FILTER… different N`",
             "raise the level of N **different** matching pieces by 1, one decision each: a piece already "
             "raised by it is not offered again (when fewer match, each of them once)")),
      fires=("overflowed",))
def compile_upgrade(compiler: Compiler, node: ast.Call) -> Stmt:
    kind, select, index, text = piece_selector(compiler, node, node.args)
    rest = node.args[index:]
    if rest and word_of(rest[0]) == "different":
        return _compile_different(compiler, node, kind, select, text, rest[1:])
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


def _compile_different(compiler: Compiler, node: ast.Call, kind: str, select, text: str, rest: list) -> Stmt:
    """`upgrade PIECE FILTER… different N`: N different pieces once each (`upgrade` N times could
    pick the same piece again); the decider picks them one at a time."""
    if len(rest) != 1:
        got = rest[1] if len(rest) > 1 else node
        raise CompileError("E407", f"`upgrade … different` needs one number of pieces after `different`, got "
                           f"`{' '.join(short_text(getattr(a, 'name', a)) for a in rest) or 'nothing'}`",
                           usage_hint(node), got)
    times = count_arg(compiler, rest[0], node)

    def run(ctx):
        done: set[int] = set()
        for _ in range(max(0, times(ctx))):
            candidates = [p for p in select(ctx) if p.pid not in done]
            if not candidates:
                return
            piece = yield from ask(ctx.player, "piece", f"upgrade which {kind} (a different one)?",
                                   [piece_option(ctx, p) for p in candidates], ("piece", "upgrade-each", kind))
            done.add(piece.pid)
            yield from ctx.rt.upgrade(ctx, piece)

    return Stmt(run, select.exists, f"upgrade {text} different", counter_free=True)  # pieces only


@renders("verb", "upgrade")
def render_upgrade(r, node, args):
    values, rest = render_pieces(r, args)
    if rest and isinstance(rest[0], ast.Word) and rest[0].name == "different":
        return r.msg("verb-upgrade-different", piece=values["piece"], count=r.arg_text(rest[-1]))
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
