"""Pieces moved without asking, by a stated order (an automaton's): `drive` (upgrade, then move
clockwise) and `occupy PIECE …` (the first piece by that order locked on a spot). The first piece
for which an effect can be carried out is no verb: `each p in first(pieces(…), highest(level(p))):
acting (p): …` (teotl.primitives.first_item, piece_sources, acting_piece). The engine event `driven` fires for every board a driven piece enters.
"""
from __future__ import annotations

from typing import Any, Callable, Iterator, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn, short_text
from teotl.language.registry import RETIRED, renders, section, verb
from teotl.language.statements import Stmt
from teotl.primitives.arguments import count_arg, usage_hint, word_of
from teotl.primitives.pieces import PIECE_FILTERS, render_pieces


SECTION = section(__name__, "Automaton pieces", 61,
                  intro="Pieces an automaton moves by a stated order.",
                  notes="""**Engine event `driven`** (filter `board N`): when the vocabulary declares it and some trigger
uses it, `drive` and `occupy PIECE …` fire it after their move, once for every board the piece entered
or went over, clockwise — skipped boards included, the board it stops on included, the board it
left not. The moves an automaton's rules make can so be watched like a player's `crossed`:
`on driven(board 1): if seat == 1 { automate bot bot_roll }`.

**Piece order** (`drive`, `occupy PIECE …`): filters as for `upgrade` (`unlocked`, `locked`,
`acting`, `here`, `weakest`, `strongest`), `on board N` keeps the pieces on the board printed N
before `weakest`/`strongest` are applied; then the lowest (`weakest`) or highest (`strongest`)
level first, then clockwise from the first board of the ring, then the oldest piece.""",
                  examples=("drive worker unlocked strongest on board 8 up 1 forward (datum(bot, stride, level)) skip board 1",
                            "occupy worker locked next skip board 1; resolve spot_reward spot"))


class _Pieces:
    """`PIECE FILTER… [on board N]` with a deterministic order: the extreme level first when
    `weakest`/`strongest` is asked, then clockwise from the first board of the ring, then by id."""

    def __init__(self, compiler: Compiler, node: ast.Call, args):
        vocab = compiler.vocab
        if not args or word_of(args[0]) is None or vocab.canonical(args[0].name) not in vocab.pieces:
            got = args[0] if args else node
            raise CompileError("E407", f"`{node.verb}` expects a piece kind first",
                               did_you_mean(word_of(got) or "", vocab.pieces) or usage_hint(node), got)
        self.kind = vocab.canonical(args[0].name)
        index = 1
        words = []
        while index < len(args) and word_of(args[index]) is not None and \
                vocab.canonical(args[index].name) in PIECE_FILTERS:
            words.append(vocab.canonical(args[index].name))
            index += 1
        self.words = set(words)
        self.board: Optional[ExprFn] = None
        if index < len(args) and word_of(args[index]) == "on":
            if index + 2 >= len(args) or word_of(args[index + 1]) != "board":
                raise CompileError("E407", "`on` reads `on board N`", usage_hint(node), args[index])
            self.board = count_arg(compiler, args[index + 2], node)
            index += 3
        self.rest = list(args[index:])
        self.text = " ".join([self.kind, *words])

    def order(self, ctx) -> list:
        pieces = [p for p in ctx.state.pieces if p.owner == ctx.player and p.kind == self.kind]
        words = self.words
        if "acting" in words:
            pieces = [p for p in pieces if p is ctx.piece]
        if "unlocked" in words:
            pieces = [p for p in pieces if not p.held]
        if "locked" in words:
            pieces = [p for p in pieces if p.held]
        if "here" in words:
            pieces = [p for p in pieces if p.at == ctx.board]
        if self.board is not None:
            spec = ctx.rt.vocab.board_by_number(self.board(ctx))
            pieces = [p for p in pieces if spec is not None and p.at == spec.index]
        sign = 1 if "weakest" in words else -1 if "strongest" in words else 0
        ring = _ring(ctx)
        return sorted(pieces, key=lambda p: (sign * p.value, ring.index(p.at), p.pid))

    def first(self, ctx):
        found = self.order(ctx)
        return found[0] if found else None


RETIRED["attempt"] = (
    "the first piece that can carry out an effect is picked with `first` and made the acting one with `acting`",
    "write `each p in first(pieces(KIND FILTER…), highest(level_of(p))): acting (p): resolve COMPONENT`, or call "
    "a rule set's template that does (the shipped solo rules' template `attempt (COMPONENT)`)")


def _skip_list(compiler: Compiler, node: ast.Call, rest: list, index: int) -> tuple[list[ExprFn], int]:
    """`skip board N [board M …]` from rest[index]; returns the board numbers and the next index."""
    skips = []
    index += 1
    while index + 1 < len(rest) and word_of(rest[index]) == "board":
        skips.append(count_arg(compiler, rest[index + 1], node))
        index += 2
    if not skips:
        raise CompileError("E407", "`skip` reads `skip board N`", usage_hint(node), rest[index - 1])
    return skips, index


def _ring(ctx) -> list[int]:
    """Board indexes in this game's clockwise order, from the first board of the ring."""
    return ctx.rt.ring(ctx.state)


def _step_forward(ctx, board: int, steps: int, skipped: set, allowed: Optional[Callable[[int], bool]] = None) -> int:
    """The board `steps` boards clockwise, not counting skipped boards (nor, with `allowed`,
    boards it refuses)."""
    rt = ctx.rt
    ring = len(rt.vocab.boards)
    for _ in range(max(0, steps)):
        for _ in range(ring):
            board = rt.ring_step(ctx.state, board, 1)
            number = rt.vocab.boards[board].number
            if number not in skipped and (allowed is None or allowed(board)):
                break
    return board


def _emit_driven(ctx, start: int, end: int) -> Iterator:
    """Engine event `driven` (filter `board N`), when the vocabulary's triggers use it: once for
    every board a piece moved by `drive` or `occupy PIECE …` entered or went over, skipped boards
    included, clockwise from `start` to `end` (after the move). So a rule can react to an
    automaton's worker passing a board, as `crossed` does for moves a player makes."""
    rt = ctx.rt
    if not rt.triggers.get("driven") or start == end:
        return
    board = start
    for _ in range(len(rt.vocab.boards)):
        board = rt.ring_step(ctx.state, board, 1)
        yield from rt.emit(ctx, "driven", {"board": rt.vocab.boards[board].number})
        if board == end:
            return


def _board_options(r, rest: list) -> tuple[list[str], dict]:
    """Rule text of the options after the piece filters (`on board N`, `skip board N…`, `up N`, …)."""
    details, values, index = [], {}, 0
    while index < len(rest):
        word = rest[index].name if isinstance(rest[index], ast.Word) else None
        if word == "on" and index + 2 < len(rest) + 1:
            details.append(r.msg("piece-on-board", board=r.board_noun(_board_word(r, rest[index + 2]))))
            index += 3
        elif word == "skip":
            boards = []
            index += 1
            while index + 1 < len(rest) + 1 and index < len(rest) and r.words(rest[index:index + 1]) == ["board"]:
                boards.append(r.board_noun(_board_word(r, rest[index + 1])))
                index += 2
            skipped = r.cased(lambda case, boards=boards: r.join([r.cat.noun(b, case) for b in boards]))
            details.append(r.msg("piece-skip-boards", boards=skipped))   # `$boards_acc` in German
        elif word in ("up", "forward") and index + 1 < len(rest):
            values[word] = r.count(rest[index + 1])
            index += 2
        elif word == "next":
            values["next"] = "yes"
            index += 1
        else:
            index += 1
    return details, values


def _board_word(r, arg) -> Any:
    if isinstance(arg, ast.Range):
        return arg.lo
    if isinstance(arg, ast.Word):
        return arg.name
    return r.count(arg)


@verb("drive", "drive PIECE FILTER… [on board N] [up N] [forward N] [skip board N…]",
      arguments="`PIECE FILTER… [on board N] [up N] [forward N] [skip board N…]`",
      fires=("overflowed", "driven"),
      doc=("the first matching piece (order below) is upgraded N times (`overflowed` fires as usual), then "
           "moved N boards clockwise along the game's ring; N after `forward` is read after the upgrades "
           "with that piece acting, so it may use `level`; skipped boards are neither counted nor landed "
           "on; the move fires no events. The piece is the acting piece of what follows (`drive worker … "
           "up 1; resolve bot_advance`, where the advance is `drive worker acting forward …`)."))
def compile_drive(compiler: Compiler, node: ast.Call) -> Stmt:
    """Upgrade a piece and move it, without asking: the first matching piece (see `_Pieces`)
    is upgraded N times (`overflowed` fires as usual), then moved N boards clockwise (N is read after
    the upgrades, with that piece acting, so it may depend on `level`); skipped boards are not
    counted and never landed on. The move fires no events. The piece is the acting piece of
    what follows."""
    pieces = _Pieces(compiler, node, node.args)
    up: Optional[ExprFn] = None
    forward: Optional[ExprFn] = None
    skips: list[ExprFn] = []
    rest, index = pieces.rest, 0
    while index < len(rest):
        word = word_of(rest[index])
        if word in ("up", "forward") and index + 1 < len(rest):
            value = count_arg(compiler, rest[index + 1], node)
            if word == "up":
                up = value
            else:
                forward = value
            index += 2
        elif word == "skip":
            skips, index = _skip_list(compiler, node, rest, index)
        else:
            raise CompileError("E407", f"unexpected `{word or short_text(getattr(rest[index], 'expr', rest[index]))}`"
                               " in `drive`", usage_hint(node), rest[index])

    def run(ctx):
        piece = pieces.first(ctx)
        if piece is None:
            return
        acting = ctx.derive(piece=piece, board=piece.at)
        for _ in range(max(0, up(acting)) if up is not None else 0):
            yield from ctx.rt.upgrade(acting, piece)
        if forward is not None:
            acting = ctx.derive(piece=piece, board=piece.at)
            steps = forward(acting)
            skipped = {s(acting) for s in skips}
            start = piece.at
            piece.at = _step_forward(acting, piece.at, steps, skipped)
            if piece.at != start or steps:
                ctx.rt.log(acting.derive(board=piece.at), "move", piece=piece.pid,
                           board=ctx.rt.vocab.boards[piece.at].id)
                yield from _emit_driven(acting.derive(board=piece.at), start, piece.at)
        ctx.piece, ctx.board = piece, piece.at  # what follows acts with this piece (`drive worker acting …`)

    return Stmt(run, lambda ctx: pieces.first(ctx) is not None, f"drive {pieces.text}", opens=True)


@renders("verb", "drive")
def render_drive(r, node, args):
    values, rest = render_pieces(r, args)
    details, options = _board_options(r, rest)
    if "forward" not in options:          # upgrades only, no move
        main = r.msg("verb-upgrade", piece=values["piece"], times=options.get("up", 1))
        return r.with_details(main, details)
    forward = options.get("forward", 0)   # a number, or a value's text ("as many boards as …")
    main = r.msg("verb-drive", piece=values["piece"], up=options.get("up", 0), forward=forward,
                 counted="yes" if isinstance(forward, int) else "no")
    return r.with_details(main, details)


def compile_occupy_first(compiler: Compiler, node: ast.Call) -> Stmt:
    """`occupy PIECE FILTER… [on board N] [next] [skip board N…]` (its verb is registered with
    `occupy spot` in teotl.primitives.spots). Lock the first matching piece on a spot, without asking: on its own board, or (`next`) on
    the next board clockwise that has spots (boards' `data.spots`; skipped boards excluded). It
    takes the first spot no piece of its owner holds, a free one first; a piece of another owner
    there is unlocked into that board's general area, free. The piece becomes the acting piece,
    its board the acting board (the spot's supply, `data.spot_supply`, is `here`)."""
    pieces = _Pieces(compiler, node, node.args)
    rest, index = pieces.rest, 0
    onward = False
    skips: list[ExprFn] = []
    while index < len(rest):
        word = word_of(rest[index])
        if word == "next":
            onward, index = True, index + 1
        elif word == "skip":
            skips, index = _skip_list(compiler, node, rest, index)
        else:
            raise CompileError("E407", f"unexpected `{word or short_text(rest[index])}` in `occupy`",
                               usage_hint(node), rest[index])

    def spots_of(ctx, board: int) -> int:
        return int(ctx.rt.board_data(board).get("spots", 0) or 0)

    def destination(ctx, piece):
        board = piece.at
        if onward:
            skipped = {s(ctx) for s in skips}
            board = _step_forward(ctx, board, 1, skipped, lambda b: spots_of(ctx, b) > 0)
            if spots_of(ctx, board) <= 0 or board == piece.at and not piece.held:
                return None
        held = {p.slot: p for p in ctx.state.pieces
                if p.at == board and p.held and p.slot and p is not piece}
        free = [i for i in range(1, spots_of(ctx, board) + 1) if i not in held]
        if free:
            return board, free[0], None
        others = [(i, held[i]) for i in sorted(held) if held[i].owner != piece.owner]
        if others:
            return board, others[0][0], others[0][1]
        return None

    def plan(ctx):
        piece = pieces.first(ctx)
        if piece is None:
            return None
        found = destination(ctx, piece)
        return (piece, *found) if found is not None else None

    def run(ctx):
        found = plan(ctx)
        if found is None:
            return
        piece, board, spot, holder = found
        rt = ctx.rt
        if board != piece.at:
            start, piece.at = piece.at, board
            rt.log(ctx.derive(piece=piece, board=board), "move", piece=piece.pid, board=rt.vocab.boards[board].id)
            yield from _emit_driven(ctx.derive(piece=piece, board=board), start, board)
        if holder is not None:
            holder.held, holder.slot = False, None
            rt.log(ctx.derive(board=board, piece=None), "unlock", piece=holder.pid, owner=holder.owner)
        piece.held, piece.slot = True, spot
        ctx.piece, ctx.board = piece, board
        ctx.values["spot"] = spot
        supply = rt.board_data(board).get("spot_supply")
        if supply:
            ctx.values["supply_here"] = supply
        rt.log(ctx, "lock", piece=piece.pid, spot=spot)

    return Stmt(run, lambda ctx: plan(ctx) is not None, f"occupy {pieces.text}")


def render_occupy_first(r, node, args):
    """The text of `occupy PIECE …` (teotl.primitives.spots renders both forms)."""
    values, rest = render_pieces(r, args)
    details, options = _board_options(r, rest)
    main = r.msg("verb-occupy-first", piece=values["piece"], next=options.get("next", "no"))
    return r.with_details(main, details)
