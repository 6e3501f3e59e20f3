"""Spots on the boards and pieces the game flow moves: `occupy` (lock the acting piece on a spot: the
player picking the spot, or the first fitting one, nobody asked), `relocate`, `follow`.
Pieces the setup places (`recruit … on TYPE`, `scatter`) are teotl.primitives.placed_pieces.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import short_text
from teotl.language.registry import renders, section, verb
from teotl.language.scope import set_value
from teotl.language.statements import Stmt
from teotl.model.decisions import Option, ask, new_decision, new_option, taken
from teotl.primitives.arguments import count_arg, usage_hint, word_of
from teotl.primitives.auto_pieces import OCCUPY_PIECE_HINT, compile_occupy_first, render_occupy_first
from teotl.primitives.flags import _use_flag
from teotl.primitives.pieces import piece_selector, render_pieces


SECTION = section(__name__, "Spots", 31,
                  intro="Spots on the boards (`data.spots` of a board's component) and pieces the game flow moves.",
                  examples=("occupy spot coin 2",
                            "occupy spot coin 2 waived_by free_pass",
                            "occupy spot first next skip board 1",
                            "relocate worker acting market (1)",
                            "follow worker acting"))


@verb("occupy", "occupy spot [RESOURCE N] | occupy spot first [next] [skip board N…]",
      rows=(("`spot [RESOURCE N [waived_by FLAG]]`",
             "lock the acting piece on a spot of its board (`data.spots`), the player picking; a spot held by "
             "another player's piece costs N RESOURCE (or, the player's choice, one use of FLAG) and unlocks "
             "that piece; sets `spot` and `supply_here` (`data.spot_supply`)"),
            ("`spot first [next] [skip board N…]`",
             "no question: lock the acting piece on a spot of its board, or (`next`) of the next board "
             "clockwise with spots, skipped boards excluded (none when that is its own board again and it is "
             "unlocked); the first spot without a piece of its owner, a free one first; another owner's piece "
             "there is unlocked, free. Its new board is the acting board (`board_number`, `spot`, `here`); "
             "fires `driven` when it moved. (`occupy PIECE FILTER…`, which picked the piece, is gone: "
             "`each p in first(pieces(…)): acting (p): occupy spot first`)")),
      sets=("spot", "supply_here"), fires=("driven",))
def compile_occupy(compiler: Compiler, node: ast.Call) -> Stmt:
    """Lock the acting piece on a spot of its board; a spot held by another player's piece can be
    taken by paying RESOURCE N, which unlocks that piece into the board's general area.
    `waived_by FLAG` names a one-use flag that may stand in for that payment (the player chooses).
    The board component says how many spots it has (`data.spots`) and which supply holds the
    component lying at its spots (`data.spot_supply`). `occupy spot first …`: compile_occupy_first."""
    args = node.args
    if args and compiler.vocab.canonical(word_of(args[0]) or "spot") in compiler.vocab.pieces:
        raise CompileError("E403", "`occupy PIECE FILTER…` is gone: the piece is picked with `first` and made "
                           "the acting one with `acting`; `occupy spot first` locks it", OCCUPY_PIECE_HINT, args[0])
    if len(args) >= 2 and word_of(args[0]) == "spot" and word_of(args[1]) == "first":
        return compile_occupy_first(compiler, node)
    waiver = None
    if len(args) == 5 and word_of(args[3]) == "waived_by":
        waiver = compiler.vocab.canonical(word_of(args[4]) or "")
        if waiver not in compiler.vocab.flags:
            raise CompileError("E401", f"unknown flag `{word_of(args[4]) or short_text(args[4])}`",
                               did_you_mean(word_of(args[4]) or "", compiler.vocab.flags), args[4])
        args = args[:3]
    if not args or word_of(args[0]) != "spot" or len(args) not in (1, 3):
        raise CompileError("E407", "`occupy` reads `occupy spot`, `occupy spot RESOURCE N`, "
                           "`occupy spot RESOURCE N waived_by FLAG` or `occupy spot first [next] [skip board N…]`",
                           usage_hint(node), node)
    fee_resource = None
    fee_amount = lambda ctx: 0  # noqa: E731
    if len(args) == 3:
        fee_resource = word_of(args[1])
        if fee_resource is None or compiler.vocab.canonical(fee_resource) not in compiler.vocab.resources:
            raise CompileError("E401", f"unknown resource `{fee_resource or short_text(args[1])}`",
                               did_you_mean(fee_resource or "", compiler.vocab.resources), args[1])
        fee_resource = compiler.vocab.canonical(fee_resource)
        fee_amount = count_arg(compiler, args[2], node)

    def waivable(ctx) -> bool:
        return waiver is not None and ctx.state.players[ctx.player].flags.get(waiver, 0) > 0

    def payable(ctx) -> bool:
        return (fee_resource is None or waivable(ctx)
                or ctx.state.players[ctx.player].counters[fee_resource] >= fee_amount(ctx))

    def spots(ctx):
        """Legal spots: (index 1-based, piece there or None, pays with the waiver flag)."""
        if ctx.board is None or ctx.piece is None:
            return []
        rt = ctx.rt
        count = int(rt.board_data(ctx.board).get("spots", 0) or 0)
        held = {}  # spot -> the piece locked there (a loop: one function call less than a comprehension)
        board = ctx.board
        for p in ctx.state.pieces:
            if p.at == board and p.held and p.slot:
                held[p.slot] = p
        have = ctx.state.players[ctx.player].counters
        legal = []
        for index in range(1, count + 1):
            holder = held.get(index)
            if holder is None:
                legal.append((index, None, False))
            elif holder.owner != ctx.player:
                if fee_resource is None or have[fee_resource] >= fee_amount(ctx):
                    legal.append((index, holder, False))
                if waivable(ctx):
                    legal.append((index, holder, True))
        return legal

    def any_spot(ctx) -> bool:
        """`bool(spots(ctx))`, stopping at the first legal spot."""
        if ctx.board is None or ctx.piece is None:
            return False
        count = int(ctx.rt.board_data(ctx.board).get("spots", 0) or 0)
        if count < 1:
            return False
        board, player = ctx.board, ctx.player
        held = {}  # spot -> the piece locked there (as in `spots`)
        for p in ctx.state.pieces:
            if p.at == board and p.held and p.slot:
                held[p.slot] = p
        for index in range(1, count + 1):
            holder = held.get(index)
            if holder is None:
                return True
            if holder.owner != player and payable(ctx):
                return True
        return False

    def run(ctx):
        options = []
        for index, holder, waived in spots(ctx):
            if holder is None:
                options.append(new_option((str(index), f"spot {index}", (index, None, False))))
            elif waived:
                options.append(new_option((f"{index}:{waiver}",
                                           f"spot {index} (unlock the piece there with {waiver})", (index, holder, True))))
            else:
                options.append(new_option((str(index), f"spot {index} (unlock the piece there for "
                                           f"{fee_amount(ctx)} {fee_resource})", (index, holder, False))))
        if not options:
            return
        if len(options) == 1:  # `ask`, written out (no generator for it)
            index, holder, waived = options[0][2]
            taken(ctx.player, "spot", "which spot?", options[0], ("spot", ctx.board, fee_resource, waiver))
        else:
            index, holder, waived = yield new_decision((ctx.player, "spot", tuple(options), "which spot?",
                                                        ("spot", ctx.board, fee_resource, waiver, fee_amount(ctx))))
        if holder is not None:
            if waived:
                _use_flag(ctx, waiver)
            elif fee_resource is not None:
                ctx.state.players[ctx.player].counters[fee_resource] -= fee_amount(ctx)
            holder.held, holder.slot = False, None
            if ctx.rt.logging:
                ctx.rt.log(ctx, "unlock", piece=holder.pid, owner=holder.owner)
        piece = ctx.piece
        piece.held, piece.slot = True, index
        data = ctx.rt.board_data(ctx.board)
        ctx.values["spot"] = index
        if data.get("spot_supply"):
            ctx.values["supply_here"] = data["spot_supply"]
        if ctx.rt.logging:
            ctx.rt.log(ctx, "lock", piece=piece.pid, spot=index)

    return Stmt(run, any_spot, "occupy spot", opens=True, counter_free=fee_resource is None)


@renders("verb", "occupy")
def render_occupy(r, node, args):
    if len(args) >= 2 and word_of(args[0]) == "spot" and word_of(args[1]) == "first":  # no question
        return render_occupy_first(r, node, args)
    piece = r.noun(r.piece, 1, "piece")
    if len(args) >= 5:
        return r.msg("verb-occupy-waived", piece=piece, fee=r.amount_from(args[1], args[2]),
                        flag=r.noun(args[4].name, 1, "flag"))
    if len(args) >= 3:
        return r.msg("verb-occupy", piece=piece, fee=r.amount_from(args[1], args[2]))
    return r.msg("verb-occupy-free", piece=piece)


@verb("relocate", "relocate PIECE [filters…] BOARD (LEVEL)",
      arguments="`PIECE FILTERS… BOARD (LEVEL)`",
      doc="put a piece on a board at a level, unlocked")
def compile_relocate(compiler: Compiler, node: ast.Call) -> Stmt:
    """Put a piece on a board at a level, unlocked (say, back to the first board at level 1)."""
    kind, select, index, text = piece_selector(compiler, node, node.args)
    rest = node.args[index:]
    if len(rest) != 2 or word_of(rest[0]) is None:
        raise CompileError("E407", "`relocate` needs a board and a level", usage_hint(node), node)
    board = compiler.vocab.board_by_word(rest[0].name)
    if board is None:
        raise CompileError("E401", f"unknown board `{rest[0].name}`",
                           did_you_mean(rest[0].name, [b.id for b in compiler.vocab.boards]), rest[0])
    level = count_arg(compiler, rest[1], node)

    def run(ctx):
        candidates = select(ctx)
        if not candidates:
            return
        piece = candidates[0] if len(candidates) == 1 else (yield from ask(
            ctx.player, "piece", f"relocate which {kind}?",
            [Option(f"p{p.pid}", f"{p.kind} {p.pid}", p) for p in candidates], ("piece", "relocate", kind)))
        piece.at, piece.value, piece.held, piece.slot = board.index, level(ctx), False, None
        if ctx.rt.logging:
            ctx.rt.log(ctx, "relocate", piece=piece.pid, board=board.id, level=piece.value)

    return Stmt(run, select.exists, f"relocate {text} {board.id}", counter_free=True)  # pieces only


@renders("verb", "relocate")
def render_relocate(r, node, args):
    values, rest = render_pieces(r, args)
    return r.msg("verb-relocate", piece=values["piece"], board=r.noun(r.name_of(rest[0]), 1, "board"),
                    level=r.count(rest[1]) if len(rest) > 1 else 1)


@verb("follow", "follow PIECE [filters…]",
      arguments="`PIECE FILTERS…`",
      doc=("a second matching piece of the player, on the board the acting piece just left, goes along "
           "to the board it reached (a double move); no events fire for it. The pieces that arrived "
           "together are none of them counted by `owners_here` (they were not there before the move)"))
def compile_follow(compiler: Compiler, node: ast.Call) -> Stmt:
    """A second piece of the player goes along with the one just moved: from the board the moved
    piece left to the board it reached (a "double move"). No events fire for the follower. The
    pieces that arrived together are remembered (the context value `arrived`: the acting piece's
    number, then its followers'): none of them was on the board before the move, so counting
    the owners there (`owners_here`) leaves them all out, as it leaves out the acting piece."""
    kind, select, index, text = piece_selector(compiler, node, node.args)
    if index != len(node.args):
        raise CompileError("E407", "`follow` takes a piece kind and filters only", usage_hint(node), node.args[index])

    def candidates(ctx):
        origin = ctx.values.get("from_board")
        if origin is None or ctx.piece is None:
            return []
        return [p for p in select(ctx) if p.at == origin and p is not ctx.piece]

    def run(ctx):
        found = candidates(ctx)
        if not found:
            return
        piece = yield from ask(ctx.player, "piece", f"which {kind} goes along?",
                               [Option(f"p{p.pid}", f"{p.kind} {p.pid} (level {p.value})", p) for p in found],
                               ("piece", "follow", kind))
        piece.at = ctx.board
        arrived = ctx.values.get("arrived")
        together = arrived if arrived and arrived[0] == ctx.piece.pid else (ctx.piece.pid,)
        set_value(ctx, "arrived", (*together, piece.pid))
        if ctx.rt.logging:
            ctx.rt.log(ctx, "follow", piece=piece.pid, board=ctx.rt.vocab.boards[ctx.board].id)

    return Stmt(run, lambda ctx: bool(candidates(ctx)), f"follow {text}")


@renders("verb", "follow")
def render_follow(r, node, args):
    values, _ = render_pieces(r, args)
    return r.msg("verb-follow", piece=values["piece"])


# ---------------------------------------------------------------------- as a player reads it
@renders("prompt", "spot")
def _prompt_spot(n, decision, about):
    return n.msg("ask-spot", board=n.board(about[1]) if about[1] is not None else "")


@renders("option", "spot")
def _option_spot(n, decision, option, about):
    index, holder, waived = option.value
    if holder is None:
        return n.msg("option-spot-free", spot=index)
    if waived:
        return n.msg("option-spot-waived", spot=index, piece=n.piece_text(holder, where=False), flag=n.flag(about[3]))
    fee = n.amount_of(about[2], about[4]) if len(about) > 4 and about[2] else ""
    return n.msg("option-spot-fee", spot=index, piece=n.piece_text(holder, where=False), fee=fee)


@renders("event", "lock")
def _event_lock(n, e):
    board = n.board(e["at"]) if isinstance(e.get("at"), str) else ""
    return n.msg("event-lock", piece=n.piece_of_event(e, where=False), spot=e["spot"], board=board)


@renders("event", "relocate")
def _event_relocate(n, e):
    return n.msg("event-relocate", piece=n.piece_of_event(e, where=False), board=n.board(e["board"]), level=e["level"])


@renders("event", "follow")
def _event_follow(n, e):
    return n.msg("event-follow", piece=n.piece_of_event(e, where=False), board=n.board(e["board"]))
