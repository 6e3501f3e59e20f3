"""Pieces as handles (docs/game-model.md §1): the source `pieces(KIND FILTER…)` and the queries
on a piece handle, `level_of(p)`, `board_of(p)`, `held(p)`.

A piece handle holds a piece's id (`Piece.pid`), never the piece itself: the state an effect runs
on may be a copy (a look-ahead's), and the id finds the same piece in any copy. The source is
read once when `each` or a binder starts; the order is fixed, so an automaton that takes "the
first" piece (`each p in first(pieces(…), highest(level_of(p)))`, teotl.primitives.first_item)
always takes the same one:

    each p in pieces(worker unlocked) where board_of(p) == 5: acting (p): upgrade worker acting
    gain vp count(p in pieces(worker locked))
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section, source
from teotl.primitives.iteration import ITEM_TEXTS
from teotl.primitives.pieces import PIECE_FILTERS


SECTION = section(__name__, "Piece handles", 21.5,
                  intro="""The pieces of the ring as handles: `each p in pieces(KIND FILTER…)`, a binder `p in
pieces(…)`, a template's `piece` parameter. A handle is read by the queries below and made the
acting piece by `acting (p): …`.""",
                  notes="""**Whose pieces, and in which order.** `pieces(KIND FILTER…)` goes through the acting player's
pieces of KIND (with `all`: every owner's, the seats nobody plays included). The filters are the
piece filters of `move` and `upgrade`: `unlocked`, `locked`, `here` (on the acting board),
`acting` (the acting piece alone), `weakest` / `strongest` (only those at the lowest / highest
level among the others kept), `own` (the default, a no-op). The order is fixed: clockwise from the
first board of the ring, then the oldest piece first (the lowest id). Ordered by level first, as
the automaton verbs did, it is `first(pieces(…), highest(level_of(p)))` (ties keep this order).""",
                  examples=("each p in pieces(worker unlocked) where board_of(p) == 5: acting (p): upgrade worker acting",
                            "gain vp count(p in pieces(worker locked))",
                            "each p in first(pieces(worker unlocked), highest(level_of(p))): acting (p): resolve bot_action"))

#: the filter words `pieces(…)` accepts: the piece filters, and `all` (every owner's pieces)
SOURCE_FILTERS = (*PIECE_FILTERS, "all")


def piece_of(ctx: Any, pid: Any) -> Any:
    """The piece a handle names in this context's state, or None (no handle, a piece gone)."""
    if pid is None:
        return None
    for piece in ctx.state.pieces:
        if piece.pid == pid:
            return piece
    return None


def _words(compiler: Compiler, node: ast.Node) -> list[ast.Node]:
    """The words inside `pieces(…)`: one name or a phrase (`worker unlocked strongest`)."""
    form = "pieces(KIND FILTER…)"
    if not isinstance(node, ast.Func) or len(node.args) != 1:
        raise CompileError("E472", f"`pieces` takes a piece kind and its filters: {form}",
                           "write e.g. each p in pieces(worker unlocked): …", node)
    arg = node.args[0]
    if isinstance(arg, ast.Ref):
        return [arg.name]
    if isinstance(arg, ast.Phrase) and all(isinstance(word, str) for word in arg.words):
        return list(arg.words)
    raise CompileError("E472", f"`pieces` takes words, a piece kind and its filters: {form}",
                       f"filters: {', '.join(SOURCE_FILTERS)}", arg)


@source("pieces", "pieces(KIND FILTER…)",
        doc="the acting player's pieces of KIND that pass the filters (`all`: every owner's), clockwise "
            "from the first board of the ring, then the oldest first (notes below)")
def _pieces(compiler: Compiler, node: ast.Node):
    """The pieces of a kind that pass the filters, in the fixed order (see the section's notes)."""
    words = _words(compiler, node)
    vocab = compiler.vocab
    kind = vocab.canonical(words[0])
    if kind not in vocab.pieces:
        raise CompileError("E407", f"`pieces` expects a piece kind first, not `{words[0]}`",
                           did_you_mean(words[0], vocab.pieces) or
                           f"piece kinds: {', '.join(vocab.pieces) or 'none declared'}", node.args[0])
    filters = set()
    for word in words[1:]:
        word = vocab.canonical(word)
        if word not in SOURCE_FILTERS:
            raise CompileError("E407", f"`{word}` is not a filter of `pieces`",
                               did_you_mean(word, SOURCE_FILTERS) or f"filters: {', '.join(SOURCE_FILTERS)}",
                               node.args[0])
        filters.add(word)
    if {"locked", "unlocked"} <= filters or {"weakest", "strongest"} <= filters:
        raise CompileError("E407", "`pieces` with both of two opposite filters keeps nothing",
                           "keep one of `locked`/`unlocked`, `weakest`/`strongest`", node.args[0])
    everyone = "all" in filters

    def items(ctx) -> list[int]:
        acting = ctx.piece
        found = [p for p in ctx.state.pieces if p.kind == kind and (everyone or p.owner == ctx.player)
                 and ("acting" not in filters or p is acting)
                 and ("unlocked" not in filters or not p.held)
                 and ("locked" not in filters or p.held)
                 and ("here" not in filters or p.at == ctx.board)]
        if found and ("weakest" in filters or "strongest" in filters):
            extreme = (min if "weakest" in filters else max)(p.value for p in found)
            found = [p for p in found if p.value == extreme]
        ring = ctx.rt.ring(ctx.state)
        place = {board: index for index, board in enumerate(ring)}
        found.sort(key=lambda p: (place.get(p.at, len(ring)), p.pid))
        return [p.pid for p in found]
    return "piece", items


def example_kind(compiler: Compiler) -> str:
    """A piece kind for a hint's example: the rule set's first (its own words), else KIND."""
    return next(iter(compiler.vocab.pieces), "KIND")


def _piece_arg(compiler: Compiler, node: ast.Func, name: str) -> ExprFn:
    if len(node.args) != 1:
        raise CompileError("E407", f"`{name}` takes one piece: {name}(p)",
                           f"write e.g. each p in pieces({example_kind(compiler)}): … {name}(p) …", node)
    return compiler.handle(node.args[0], "piece", f"the argument of `{name}`")


@query("level_of", "level_of(PIECE)", doc="the piece's level (its value); 0 when the handle holds no piece. "
       "(`level` is the acting piece's)")
def _level(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The level of a piece handle (the context value `level` is the acting piece's; a query of its own name so that `level`'s aliases and modifiers stay a context value's)."""
    read = _piece_arg(compiler, node, "level_of")

    def level(ctx) -> int:
        piece = piece_of(ctx, read(ctx))
        return piece.value if piece is not None else 0
    return level


@query("board_of", "board_of(PIECE)", doc="the printed number of the board the piece stands on; "
       "0 when the handle holds no piece. `board_number` alone is the acting board's")
def _board_number(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The printed number of the board a piece handle stands on."""
    read = _piece_arg(compiler, node, "board_of")

    def number(ctx) -> int:
        piece = piece_of(ctx, read(ctx))
        if piece is None or piece.at is None:
            return 0
        return ctx.rt.vocab.boards[piece.at].number
    return number


@query("held", "held(PIECE)", doc="1 when the piece is locked on a spot, else 0")
def _held(compiler: Compiler, node: ast.Func) -> ExprFn:
    """1 when a piece handle is locked on a spot (`Piece.held`)."""
    read = _piece_arg(compiler, node, "held")

    def held(ctx) -> int:
        piece = piece_of(ctx, read(ctx))
        return 1 if piece is not None and piece.held else 0
    return held


def _piece_text(ctx: Any, pid: Any) -> str:
    """A piece as an `any_order` option shows it: kind, id, level and board."""
    piece = piece_of(ctx, pid)
    if piece is None:
        return str(pid)
    board = ctx.rt.vocab.boards[piece.at].id if piece.at is not None else "?"
    return f"{piece.kind} {piece.pid} (level {piece.value}, on {board})"


ITEM_TEXTS["piece"] = _piece_text


# ---------------------------------------------------------------------- rule text
@renders("source", "pieces")
def render_pieces_source(r: Any, node: ast.Func) -> Optional[str]:
    """`pieces(worker unlocked)` as a noun phrase, "your unlocked workers", in the case a message
    asks for (`source-pieces`: `$state` unlocked/locked/any, `$rank` weakest/strongest/any,
    `$place` here/acting/anywhere, `$whose` own/all)."""
    if len(node.args) != 1:
        return None
    arg = node.args[0]
    words = [arg.name] if isinstance(arg, ast.Ref) else [w for w in getattr(arg, "words", ()) if isinstance(w, str)]
    if not words:
        return None
    kind, filters = words[0], set(words[1:])
    state = next((w for w in ("unlocked", "locked") if w in filters), "any")
    rank = next((w for w in ("weakest", "strongest") if w in filters), "any")
    place = next((w for w in ("acting", "here") if w in filters), "anywhere")
    pieces = r.noun(kind, "other", "piece")
    whose = "all" if "all" in filters else "own"
    return r.cased(lambda case: r.msg("source-pieces", pieces=pieces, whose=whose, state=state, rank=rank,
                                      place=place, case=case or "nom"))


def _one_piece(message: str):
    def render(r, node, args, names):
        return r.msg(message, piece=r.bound(node.args[0]) if node.args else "?")
    return render


for _name in ("level_of", "board_of", "held"):
    renders("query", _name)(_one_piece(f"query-{_name}"))
