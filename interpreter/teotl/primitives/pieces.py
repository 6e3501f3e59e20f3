"""Pieces on the ring of boards: the piece filters (`unlocked`, `here`, `weakest`, …) and the verbs
`move`, `unlock`, `recruit` (the levels: teotl.primitives.levels); the queries `pieces_level(LOW, HIGH)`, `pieces_on(board N)`
and `locked()`.
"""
from __future__ import annotations

from typing import Any, Callable

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn, is_constant
from teotl.language.registry import query, renders, section, verb
from teotl.language.statements import Stmt, sync_stmt
from teotl.model.decisions import WATCHING, Option, new_decision, new_option, taken
from teotl.primitives.arguments import arity, count_arg, usage_hint, word_of
from teotl.primitives.auto_pieces import compile_move_acting, render_move_acting
from teotl.primitives.placed_pieces import compile_recruit_on, is_recruit_on, render_recruit_on


SECTION = section(__name__, "Pieces", 21,
                  intro="The players' pieces on the ring of boards (`vocabulary.pieces`, `vocabulary.boards`).",
                  notes="""`move` makes the moved piece the acting piece for the rest of the effect: `move worker unlocked
forward 1..3; choose { resolve gather | resolve main_action | resolve visit }`.""",
                  examples=("move worker unlocked forward 1..3",
                            "unlock all",
                            "recruit worker (1) market"))


PIECE_FILTERS = ("own", "unlocked", "locked", "here", "acting", "weakest", "strongest")


def piece_selector(compiler: Compiler, node: ast.Call, args: tuple[ast.Node, ...]):
    """`worker unlocked here weakest` → (kind, filter function, stop index)."""
    vocab = compiler.vocab
    if not args or not isinstance(args[0], ast.Word) or vocab.canonical(args[0].name) not in vocab.pieces:
        got = args[0] if args else node
        raise CompileError("E407", f"`{node.verb}` expects a piece kind first",
                           did_you_mean(word_of(got) or "", vocab.pieces) or
                           f"piece kinds: {', '.join(vocab.pieces) or 'none declared'}; {usage_hint(node)}", got)
    kind = vocab.canonical(args[0].name)
    words: list[str] = []
    index = 1
    while index < len(args) and isinstance(args[index], ast.Word) and \
            vocab.canonical(args[index].name) in PIECE_FILTERS:
        words.append(vocab.canonical(args[index].name))
        index += 1
    unlocked, locked = "unlocked" in words, "locked" in words
    here, acting = "here" in words, "acting" in words
    weakest, strongest = "weakest" in words, "strongest" in words

    matching, exists = _piece_filters(kind, acting, unlocked, locked, here)
    if weakest or strongest:
        def select(ctx) -> list:
            pieces = matching(ctx)
            if pieces and weakest:
                low = min(p.value for p in pieces)
                pieces = [p for p in pieces if p.value == low]
            if pieces and strongest:
                high = max(p.value for p in pieces)
                pieces = [p for p in pieces if p.value == high]
            return pieces
    else:
        select = matching

    select.exists = exists
    return kind, select, index, " ".join([kind] + words)


_PIECE_FILTER_MAKERS: dict[tuple[bool, ...], Callable] = {}


def _piece_filters(kind: str, acting: bool, unlocked: bool, locked: bool, here: bool):
    """(matching(ctx) -> the player's pieces of `kind` passing the filters, exists(ctx) -> is
    there one?), written out with only the tests the filters ask for (generated once per
    combination of filters): every legal-option check of a move or an upgrade scans all pieces."""
    shape = (acting, unlocked, locked, here)
    maker = _PIECE_FILTER_MAKERS.get(shape)
    if maker is None:
        tests = ["p.owner == player"]
        reads = ["player = ctx.player"]
        if acting:
            tests.append("p is acting_piece")
            reads.append("acting_piece = ctx.piece")
        if unlocked:
            tests.append("not p.held")
        if locked:
            tests.append("p.held")
        if here:
            tests.append("p.at == board")
            reads.append("board = ctx.board")
        tests.append("p.kind == kind")  # last: comparing texts costs most (the tests are pure)
        test, read = " and ".join(tests), "; ".join(reads)
        source = "\n".join([
            "def make(kind):",
            "    def matching(ctx):",
            f"        {read}",
            "        found = []",  # a loop, not a list comprehension (one function call less)
            "        for p in ctx.state.pieces:",
            f"            if {test}:",
            "                found.append(p)",
            "        return found",
            "    def exists(ctx):",
            f"        {read}",
            "        for p in ctx.state.pieces:",
            f"            if {test}:",
            "                return True",
            "        return False",
            "    return matching, exists"])
        namespace: dict = {}
        exec(compile(source, f"<pieces {'/'.join(str(int(x)) for x in shape)}>", "exec"), namespace)
        maker = _PIECE_FILTER_MAKERS[shape] = namespace["make"]
    return maker(kind)


def piece_option(ctx, piece) -> Option:
    board = ctx.rt.vocab.boards[piece.at]
    return new_option((f"p{piece.pid}", f"{piece.kind} {piece.pid} (level {piece.value}, on {board.id})", piece))


# the filters the rule text words (`own` is implied)
_RENDERED_FILTERS = ("unlocked", "locked", "here", "acting", "weakest", "strongest")


def render_pieces(r, args: list) -> tuple[dict, list]:
    """Rule text of a piece selector: `worker unlocked here weakest …` → (placeholders of `piece-phrase`, remaining
    args); shared by every verb that takes one (see `piece_selector`).."""
    piece = args[0].name if args and isinstance(args[0], ast.Word) else r.piece
    rest = args[1:] if args and isinstance(args[0], ast.Word) and args[0].name in r.vocab.pieces else args
    if not (args and isinstance(args[0], ast.Word) and args[0].name in r.vocab.pieces):
        piece = r.piece
    state, rank, place = "any", "any", "anywhere"
    while rest and isinstance(rest[0], ast.Word) and rest[0].name in _RENDERED_FILTERS:
        word = rest.pop(0).name
        if word in ("unlocked", "locked"):
            state = word
        elif word in ("weakest", "strongest"):
            rank = word
        else:
            place = word
    phrase = r.msg("piece-phrase", piece=r.noun(piece, 1, "piece"), pieces=r.noun(piece, "other", "piece"),
                      state=state, rank=rank, place=place)
    return {"piece": phrase}, rest


@verb("move", "move PIECE [filters…] forward|back RANGE  |  move acting forward (N) [skip board M…]",
      rows=(("`PIECE FILTER… forward|back RANGE`",
             "move a chosen piece around the ring of boards (wraps); the decider picks the piece and the "
             "distance in RANGE. Each board passed going forward fires event `crossed` (filter `board "
             "N`) when some trigger listens; `from_board` is the board it left."),
            ("`acting forward (N) [skip board M…]`",
             "no question: the acting piece goes N boards clockwise (N read with it acting, so it may use "
             "`level`); skipped boards are neither counted nor landed on. Fires `driven` (not `crossed`) for "
             "every board it went over or stopped on, skipped ones included (\"Moves without a question\"); "
             "the piece stays the acting piece, on its new board")),
      sets=("from_board",),
      fires=("crossed", "driven"))
def compile_move(compiler: Compiler, node: ast.Call) -> Stmt:
    if node.args and word_of(node.args[0]) == "acting":
        return compile_move_acting(compiler, node)
    kind, select, index, text = piece_selector(compiler, node, node.args)
    rest = node.args[index:]
    if len(rest) != 2 or word_of(rest[0]) not in ("forward", "back") or not isinstance(rest[1], ast.Range):
        raise CompileError("E407", "`move` needs a direction and a distance", usage_hint(node),
                           rest[0] if rest else node)
    sign = 1 if rest[0].name == "forward" else -1
    distance = rest[1]
    if distance.hi is None or distance.lo < 1 or distance.hi < distance.lo:
        raise CompileError("E407", "the distance must be a closed range of 1 or more, like 1..3", usage_hint(node), distance)

    distances = tuple(Option(str(d), f"{rest[0].name} {d}", d) for d in range(distance.lo, distance.hi + 1))
    only_distance = distances[0].value if len(distances) == 1 else None
    move_prompt = f"move which {kind}?"
    asked = ("piece", "move", kind)  # what the decision is about (`Decision.about`)
    # The key and text of a piece's option (`piece_option`) depend on the piece's kind, number,
    # level and board only: worked out once per such combination and per board list (a move is
    # asked every turn, for each candidate piece).
    labels: dict = {}
    labels_of: list = [None]  # the board list `labels` was made with

    def run(ctx):
        # `ask` written out twice (a move asks every turn: no generator for each question)
        candidates = select(ctx)
        if not candidates:
            return
        boards = ctx.rt.vocab.boards
        if labels_of[0] is not boards:
            labels.clear()
            labels_of[0] = boards
        offered = []
        for p in candidates:
            label = labels.get((p.kind, p.pid, p.value, p.at))
            if label is None:
                label = labels[(p.kind, p.pid, p.value, p.at)] = (
                    f"p{p.pid}", f"{p.kind} {p.pid} (level {p.value}, on {boards[p.at].id})")
            offered.append(new_option(label + (p,)))
        if len(offered) == 1:
            piece = offered[0][2]  # `.value`, by position
            if WATCHING.get() is not None:
                taken(ctx.player, "piece", move_prompt, offered[0], asked)
        else:
            piece = yield new_decision((ctx.player, "piece", tuple(offered), move_prompt, asked))
        if only_distance is not None:
            steps = only_distance
        else:
            steps = yield new_decision((ctx.player, "distance", distances, "how far?", ("move-distance", piece, sign)))
        ctx.values["from_board"] = piece.at
        yield from ctx.rt.move_piece(ctx, piece, sign * steps)
        ctx.piece, ctx.board = piece, piece.at  # what follows in the turn acts with this piece

    return Stmt(run, select.exists, f"move {text} {rest[0].name} {distance.lo}..{distance.hi}", opens=True,
                counter_free=True)  # pieces only


@renders("verb", "move")
def render_move(r, node, args):
    if args and word_of(args[0]) == "acting":
        return render_move_acting(r, node, args)
    values, rest = render_pieces(r, args)
    direction = rest[0].name
    distance = rest[1]
    low, high = distance.lo, distance.hi
    kind = "open" if high is None else ("single" if high == low else "span")
    return r.msg("verb-move", piece=values["piece"], direction=direction, low=low,
                    high=high if high is not None else low, kind=kind)


@verb("unlock", "unlock all",
      arguments="`all`",
      doc="unlock all the player's locked pieces.")
def compile_unlock(compiler: Compiler, node: ast.Call) -> Stmt:
    if [word_of(a) for a in node.args] != ["all"]:
        raise CompileError("E407", "`unlock` takes `all`", usage_hint(node), node)

    def can(ctx):
        player = ctx.player
        for p in ctx.state.pieces:
            if p.held and p.owner == player:  # the rarer test first: asked before every turn
                return True
        return False

    def do(ctx):
        for piece in ctx.state.pieces:
            if piece.owner == ctx.player and piece.held:
                piece.held = False
                piece.slot = None
                if ctx.rt.logging:
                    ctx.rt.log(ctx, "unlock", piece=piece.pid)

    return sync_stmt(do, can, "unlock all", counter_free=True)  # reads pieces only


@renders("verb", "unlock")
def render_unlock(r, node, args):
    return r.msg("verb-unlock", pieces=r.noun(r.piece, "other", "piece"))


@verb("recruit", "recruit PIECE (LEVEL) BOARD  |  recruit PIECE (LEVEL) on TYPE",
      rows=(("`PIECE (LEVEL) BOARD`", "bring a new piece of the player into play, up to the piece's `per_player`."),
            ("`PIECE (LEVEL) on TYPE`", "the same, on a board named in `data.boards` of an owned component of TYPE "
             "(a starting card) where the player has no piece yet, the player picking (decision `board`)")))
def compile_recruit(compiler: Compiler, node: ast.Call) -> Stmt:
    if is_recruit_on(node.args):
        return compile_recruit_on(compiler, node)
    vocab = compiler.vocab
    if len(node.args) != 3 or word_of(node.args[0]) is None or word_of(node.args[2]) is None:
        raise CompileError("E407", "`recruit` needs a piece kind, a level and a board", usage_hint(node), node)
    kind = vocab.canonical(node.args[0].name)
    if kind not in vocab.pieces:
        raise CompileError("E401", f"unknown piece kind `{node.args[0].name}`", did_you_mean(kind, vocab.pieces), node.args[0])
    level = count_arg(compiler, node.args[1], node)
    board = vocab.board_by_word(node.args[2].name)
    if board is None:
        raise CompileError("E401", f"unknown board `{node.args[2].name}`",
                           did_you_mean(node.args[2].name, [b.id for b in vocab.boards]), node.args[2])
    limit = vocab.pieces[kind].per_player

    def can(ctx):
        return limit is None or sum(1 for p in ctx.state.pieces if p.owner == ctx.player and p.kind == kind) < limit

    def do(ctx):
        if can(ctx):
            ctx.rt.add_piece(ctx.state, ctx.player, kind, board.index, level(ctx))
            if ctx.rt.logging:
                ctx.rt.log(ctx, "recruit", piece_kind=kind, board=board.id)

    return sync_stmt(do, can, f"recruit {kind}")


@renders("verb", "recruit")
def render_recruit(r, node, args):
    if is_recruit_on(args):
        return render_recruit_on(r, node, args)
    return r.msg("verb-recruit", piece=r.noun(args[0].name, 1, "piece"), level=r.count(args[1]),
                    board=r.noun(r.name_of(args[2]), 1, "board"))


@query("pieces_level", "pieces_level(LOW, HIGH)",
       form="`pieces_level(LO, HI)`",
       doc="the player's pieces in play with level in LO..HI")
def _pieces_level(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 2, 2)
    low, high = compiler.expr(node.args[0]), compiler.expr(node.args[1])
    if is_constant(low) and is_constant(high):  # (most: `workers_with_power(2, 5)`, in greedy's value)
        lo, hi = low.constant, high.constant

        def fixed(ctx):
            player = ctx.player
            count = 0
            for p in ctx.state.pieces:
                if p.owner == player and lo <= p.value <= hi:
                    count += 1
            return count

        return fixed

    def value(ctx):
        lo, hi, player = low(ctx), high(ctx), ctx.player
        count = 0  # a loop: no generator
        for p in ctx.state.pieces:
            if p.owner == player and lo <= p.value <= hi:
                count += 1
        return count

    return value


@renders("query", "pieces_level")
def render_pieces_level(r, node, args, names):
    if len(args) == 2:
        return r.msg("query-pieces_level", pieces=r.noun(r.piece, "other", "piece"),
                     low=r.expr(args[0]), high=r.expr(args[1]))
    return None


@query("pieces_on", "pieces_on(board N)",
       form="`pieces_on(board N)`",
       doc="the player's unlocked pieces on board number N")
def _pieces_on(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 1, 1)
    arg = node.args[0]
    number = None
    if isinstance(arg, ast.Phrase) and len(arg.words) == 2 and isinstance(arg.words[1], int):
        number = arg.words[1]
    elif isinstance(arg, ast.Num):
        number = arg.value
    board = compiler.vocab.board_by_number(number) if number is not None else None
    if board is None:
        raise CompileError("E408", f"`{node.name}` needs a board number that exists, like `board 6`",
                           "boards: " + ", ".join(f"{b.number} {b.id}" for b in compiler.vocab.boards), arg)
    index = board.index
    return lambda ctx: sum(1 for p in ctx.state.pieces
                           if p.owner == ctx.player and p.at == index and not p.held)


@renders("query", "pieces_on")
def render_pieces_on(r, node, args, names):
    if not args:
        return None
    board = args[0]
    if isinstance(board, ast.Phrase) and len(board.words) == 2 and board.words[0] == "board":
        where: Any = r.board_noun(board.words[1])
    else:
        where = r.phrase(board) if isinstance(board, ast.Phrase) else r.expr(board)
    return r.msg("query-pieces_on", pieces=r.noun(r.piece, "other", "piece"), board=where)


@query("locked", "locked()",
       form="`locked()`",
       doc="the player's locked pieces")
def _locked(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The player's locked pieces."""
    arity(node, 0, 0)
    return lambda ctx: sum(1 for p in ctx.state.pieces if p.owner == ctx.player and p.held)


@renders("query", "locked")
def render_locked(r, node, args, names):
    return r.msg("query-locked", pieces=r.noun(r.piece, "other", "piece"))
