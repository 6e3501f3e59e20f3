"""The acting piece moved without a question: `move acting forward (N) [skip board M…]` (N boards
clockwise, skipped boards not counted) and `occupy spot first [next] [skip board N…]` (the first
fitting spot of its board or of the next board with spots). Which piece acts is no verb's choice:
`each p in first(pieces(…), highest(level_of(p))): acting (p): …` picks it (teotl.primitives.
first_item, piece_sources, acting_piece), so an automaton's "its strongest piece on board 5
powers up and moves" is a template over these (the shipped solo rules' `power_up_on (5)`).
The engine event `driven` fires for every board a piece moved so enters or goes over.

The verbs `drive` and `occupy PIECE FILTER…`, which picked a piece by an automaton's order inside
the verb, are retired (E403 with a hint that writes the template).
"""
from __future__ import annotations

from typing import Any, Callable, Iterator, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import ExprFn, short_text
from teotl.language.registry import RETIRED, section
from teotl.language.statements import Stmt
from teotl.primitives.arguments import count_arg, usage_hint, word_of


SECTION = section(__name__, "Moves without a question", 61,
                  intro="The acting piece moved or locked on a spot by a stated rule, nobody asked.",
                  notes="""**Engine event `driven`** (filter `board N`): when the vocabulary declares it and some trigger
uses it, `move acting forward (N)` and `occupy spot first next` fire it after their move, once for
every board the piece entered or went over, clockwise — skipped boards included, the board it
stops on included, the board it left not. The moves an automaton's rules make can so be watched
like a player's `crossed`: `on driven(board 1): if seat == 1 { automate bot bot_roll }`.

**Which piece.** Both act on the acting piece; an automaton's rules pick it with `each p in
first(pieces(KIND FILTER…), highest(level_of(p))) [where board_of(p) == N]: acting (p): { upgrade
KIND acting; move acting forward (…) }` (`lowest(…)` for the weakest; ties clockwise from the first
board of the ring, then the oldest piece), as the verbs `drive` and `occupy PIECE …` did inside.""",
                  examples=("each p in first(pieces(worker unlocked), highest(level_of(p))) where board_of(p) == 8: "
                            "acting (p): { upgrade worker acting; move acting forward (datum(bot, stride, level)) skip board 1 }",
                            "each p in first(pieces(worker locked)): acting (p): { occupy spot first next skip board 1; "
                            "resolve spot_reward spot }"))

_TEMPLATE = ("each p in first(pieces(KIND FILTER…), highest(level_of(p))) [where board_of(p) == N]: "
             "acting (p): { … }")
RETIRED["attempt"] = (
    "the first piece that can carry out an effect is picked with `first` and made the acting one with `acting`",
    "write `each p in first(pieces(KIND FILTER…), highest(level_of(p))): acting (p): resolve COMPONENT`, or call "
    "a rule set's template that does (the shipped solo rules' template `attempt (COMPONENT)`)")
RETIRED["drive"] = (
    "the piece is picked with `first` and made the acting one with `acting`; `upgrade` raises it, "
    "`move acting forward (N) [skip board M…]` moves it",
    f"write `{_TEMPLATE}` with `upgrade KIND acting N` and `move acting forward (N) [skip board M…]` inside "
    "(`lowest(level_of(p))` for `weakest`), or call a rule set's template that does (the shipped solo rules' "
    "`power_up_on (BOARD)`)")
#: the hint of `occupy PIECE FILTER…` (teotl.primitives.spots refuses that form)
OCCUPY_PIECE_HINT = (f"write `{_TEMPLATE.replace('{ … }', '{ occupy spot first [next] [skip board N…]; … }')}` "
                     "(`lowest(level_of(p))` for `weakest`; without an order: `first(pieces(…))`)")


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


def _options(compiler: Compiler, node: ast.Call, rest: list, words: tuple[str, ...]) -> tuple[set, list[ExprFn]]:
    """The words of `words` and a `skip board N…` list, in any order, from rest; else E407."""
    found: set = set()
    skips: list[ExprFn] = []
    index = 0
    while index < len(rest):
        word = word_of(rest[index])
        if word in words:
            found.add(word)
            index += 1
        elif word == "skip":
            skips, index = _skip_list(compiler, node, rest, index)
        else:
            raise CompileError("E407", f"unexpected `{word or short_text(getattr(rest[index], 'expr', rest[index]))}`"
                               f" in `{node.verb}`", usage_hint(node), rest[index])
    return found, skips


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
    every board a piece moved without a question entered or went over, skipped boards included,
    clockwise from `start` to `end` (after the move). So a rule can react to an automaton's
    piece passing a board, as `crossed` does for moves a player makes."""
    rt = ctx.rt
    if not rt.triggers.get("driven") or start == end:
        return
    board = start
    for _ in range(len(rt.vocab.boards)):
        board = rt.ring_step(ctx.state, board, 1)
        yield from rt.emit(ctx, "driven", {"board": rt.vocab.boards[board].number})
        if board == end:
            return


def compile_move_acting(compiler: Compiler, node: ast.Call) -> Stmt:
    """`move acting forward (N) [skip board M…]` (its verb is `move`, teotl.primitives.pieces): the
    acting piece goes N boards clockwise, N read with it acting (so it may use `level`), skipped
    boards neither counted nor landed on; logs `move`, fires `driven` for each board gone over and
    the one it stops on, and leaves the piece acting on its new board for what follows."""
    args = list(node.args)
    if len(args) < 3 or word_of(args[1]) != "forward":
        raise CompileError("E407", "`move acting` reads `move acting forward (N) [skip board M…]`",
                           usage_hint(node), args[1] if len(args) > 1 else node)
    forward = count_arg(compiler, args[2], node)
    _, skips = _options(compiler, node, args[3:], ())

    def run(ctx):
        piece = ctx.piece
        if piece is None:
            return
        acting = ctx.derive(piece=piece, board=piece.at)
        steps = forward(acting)
        skipped = {s(acting) for s in skips}
        start = piece.at
        piece.at = _step_forward(acting, start, steps, skipped)
        if piece.at != start or steps:
            rt = ctx.rt
            moved = acting.derive(board=piece.at)
            rt.log(moved, "move", piece=piece.pid, board=rt.vocab.boards[piece.at].id)
            yield from _emit_driven(moved, start, piece.at)
        ctx.piece, ctx.board = piece, piece.at  # what follows acts with the piece on its new board

    return Stmt(run, lambda ctx: ctx.piece is not None, "move acting forward", opens=True)


def render_move_acting(r, node, args) -> str:
    """`move acting forward (N) …`: "move the piece in question 2 boards clockwise, skipping
    board 1" (by its name in the catalogue; `verb-move-acting`, the skipped boards
    `piece-skip-boards`)."""
    details, options = _board_options(r, list(args[1:]))
    forward = options.get("forward", 0)   # a number, or a value's text ("as many boards as …")
    main = r.msg("verb-move-acting", piece=_acting_piece(r), forward=forward,
                 counted="yes" if isinstance(forward, int) else "no")
    return r.with_details(main, details)


def compile_occupy_first(compiler: Compiler, node: ast.Call) -> Stmt:
    """`occupy spot first [next] [skip board N…]` (its verb is `occupy`, teotl.primitives.spots):
    lock the acting piece on a spot without asking: on its own board, or (`next`) on the next
    board clockwise that has spots (boards' `data.spots`; skipped boards excluded; none when that
    is its own board again and it is not locked). It takes the first spot no piece of its owner
    holds, a free one first; a piece of another owner there is unlocked into that board's general
    area, free. The piece stays the acting piece, its new board the acting board (the spot's
    supply, `data.spot_supply`, is `here`); fires `driven` when it moved."""
    words, skips = _options(compiler, node, list(node.args[2:]), ("next",))
    onward = "next" in words

    def spots_of(ctx, board: int) -> int:
        return int(ctx.rt.board_data(board).get("spots", 0) or 0)

    def plan(ctx):
        """(piece, board, spot, the other owner's piece unlocked or None), or None."""
        piece = ctx.piece
        if piece is None or piece.at is None:
            return None
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
            return piece, board, free[0], None
        others = [(i, held[i]) for i in sorted(held) if held[i].owner != piece.owner]
        if others:
            return piece, board, others[0][0], others[0][1]
        return None

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

    # `opens`: what follows in a sequence is judged after the move (`resolve reward spot` reads the new board)
    return Stmt(run, lambda ctx: plan(ctx) is not None, "occupy spot first", opens=True)


def render_occupy_first(r, node, args) -> str:
    """`occupy spot first …`: "lock the piece in question on the first free spot of the next
    board clockwise that has spots …" (`verb-occupy-first`)."""
    details, options = _board_options(r, list(args[2:]))   # the skipped boards stand inside the sentence
    return r.msg("verb-occupy-first", piece=_acting_piece(r), next=options.get("next", "no"),
                 skipping="yes" if details else "no", skip=r.join(details) if details else "")


def _acting_piece(r) -> str:
    """The acting piece as the piece verbs word it ("the piece in question")."""
    return r.msg("piece-phrase", piece=r.noun(r.piece, 1, "piece"), pieces=r.noun(r.piece, "other", "piece"),
                 state="any", rank="any", place="acting")


def _board_options(r, rest: list) -> tuple[list[str], dict]:
    """Rule text of the options (`skip board N…`, `forward N`, `next`)."""
    details, values, index = [], {}, 0
    while index < len(rest):
        word = rest[index].name if isinstance(rest[index], ast.Word) else None
        if word == "skip":
            boards = []
            index += 1
            while index < len(rest) and r.words(rest[index:index + 1]) == ["board"]:
                boards.append(r.board_noun(_board_word(r, rest[index + 1])))
                index += 2
            skipped = r.cased(lambda case, boards=boards: r.join([r.cat.noun(b, case) for b in boards]))
            details.append(r.msg("piece-skip-boards", boards=skipped))   # `$boards_acc` in German
        elif word == "forward" and index + 1 < len(rest):
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
