"""Verbs for the game flow: running other components, spots, supplies at setup, placement.

Like every verb they are generic primitives: the turn structure, the actions and the setup of a
game are effects in the rule files built from these (see docs/verbs.md, "Game flow").
"""
from __future__ import annotations

from typing import Callable, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import is_constant, short_text
from teotl.language.registry import verb
from teotl.language.statements import DONE, Stmt, _always, hand_over, sync_stmt, truth_of
from teotl.model.context import Ctx
from teotl.model.decisions import Option, ask, new_decision, new_option
from teotl.primitives.verbs import _count_arg, _piece_selector, _supply_arg, _usage, _word


def _nothing_run(ctx):
    return
    yield  # pragma: no cover


# ====================================================================== running other components
def _bound(bound: list, effects: dict, key: tuple):
    """`effects.get(key)`, remembered in `bound` with the table it came from: a resolve that names
    its component looks it up once per effects table instead of hashing its key at every call (a
    runtime's table is filled while it is built and never changes after; every runtime, forks
    included, has its own table, so one seen before is the same table with the same contents).
    Also kept: the statement's check for a caller that only tests whether it holds (`truth_of`)."""
    stmt = effects.get(key)
    bound[:] = [effects, stmt, truth_of(stmt.can) if stmt is not None else None]
    return stmt


@verb("resolve", "resolve board KEY | resolve SUPPLY (INDEX) [KEY] | resolve COMPONENT [KEY] | resolve owned TYPE [KEY]")
def compile_resolve(compiler: Compiler, node: ast.Call) -> Stmt:
    """Run another component's effect: the acting board's, the one in a supply slot, a named one."""
    args = node.args
    first = _word(args[0]) if args else None
    if first is None:
        raise CompileError("E407", "`resolve` needs what to resolve", _usage(node), node)
    vocab = compiler.vocab

    def key_path(key: Optional[str]) -> str:
        if key is None:
            return "effect"
        return "grid" if key == "grid" else f"effects.{key}"

    if first == "board":
        if len(args) != 2 or _word(args[1]) is None:
            raise CompileError("E407", "`resolve board` needs the name of the board's effect", _usage(node), node)
        path = key_path(args[1].name)
        keys = tuple((board.id, path) for board in vocab.boards)  # by board index
        # each board's statement by board index, looked up once per effects table (see `_bound`)
        by_board: list = [None, ()]

        def board_stmts(effects: dict) -> tuple:
            by_board[:] = [effects, tuple(effects.get(key) for key in keys)]
            return by_board[1]

        def board_run(ctx):  # `run` below with the board's lookup and `hand_over` inlined (a board effect per action on a board)
            board = ctx.board
            if board is None:
                return DONE
            effects = ctx.rt.effects
            stmt = (by_board[1] if by_board[0] is effects else board_stmts(effects))[board]
            if stmt is None:
                return DONE
            if stmt.do is not None:
                stmt.do(ctx)
                return DONE
            return stmt.run(ctx)

        def board_can(ctx):
            board = ctx.board
            if board is None:
                return False
            effects = ctx.rt.effects
            stmt = (by_board[1] if by_board[0] is effects else board_stmts(effects))[board]
            return stmt is not None and stmt.can(ctx)

        return Stmt(board_run, board_can, f"resolve board {args[1].name}", opens=True)
    elif first == "owned":
        if len(args) not in (2, 3) or _word(args[1]) is None:
            raise CompileError("E407", "`resolve owned` needs a component type", _usage(node), node)
        ctype = vocab.canonical(args[1].name)
        if vocab.component_types and ctype not in vocab.component_types:
            raise CompileError("E401", f"unknown component type `{ctype}`", did_you_mean(ctype, vocab.component_types), args[1])
        path = key_path(_word(args[2]) if len(args) == 3 else None)

        def run(ctx):
            for cid in list(ctx.state.players[ctx.player].owned):
                stmt = ctx.rt.effects.get((cid, path))
                if ctx.rt.components[cid].type == ctype and stmt is not None and stmt.can(ctx):
                    yield from stmt.run(ctx.derive(component=cid, values={"it": cid}))

        return Stmt(run, _always, f"resolve owned {ctype}")
    elif vocab.canonical(first) in vocab.supplies:
        supply = vocab.canonical(first)
        if len(args) not in (2, 3):
            raise CompileError("E407", "`resolve SUPPLY` needs a slot number", _usage(node), node)
        index = _count_arg(compiler, args[1], node)
        path = key_path(_word(args[2]) if len(args) == 3 else None)

        def target(ctx):
            slots = ctx.state.supplies.get(supply, ())
            position = index(ctx) - 1
            if not 0 <= position < len(slots):
                return None
            return ctx.rt.effects.get((slots[position], path))

        text = f"resolve {supply} slot"
    else:
        if first not in vocab.component_ids:
            raise CompileError("E401", f"unknown component, board or supply `{first}`",
                               did_you_mean(first, sorted(vocab.component_ids | set(vocab.supplies)) + ["board", "owned"])
                               or _usage(node), args[0])
        if len(args) > 2:
            raise CompileError("E407", "too many arguments", _usage(node), args[2])
        path = key_path(_word(args[1]) if len(args) == 2 else None)
        fixed_key = (first, path)
        bound: list = [None, None, None]  # [the effects table last looked in, the statement found there, its check]

        def fixed_run(ctx):  # `run` below with `target` and `hand_over` inlined (most resolves name a component)
            effects = ctx.rt.effects
            stmt = bound[1] if bound[0] is effects else _bound(bound, effects, fixed_key)
            if stmt is None:
                return DONE
            if stmt.do is not None:
                stmt.do(ctx)
                return DONE
            return stmt.run(ctx)

        def fixed_can(ctx):
            effects = ctx.rt.effects
            stmt = bound[1] if bound[0] is effects else _bound(bound, effects, fixed_key)
            return stmt is not None and stmt.can(ctx)

        # what `fixed_can` and `fixed_run` do, for a caller that writes them out in place
        # (`choices._choose_functions`, `statements._seq_runner`)
        fixed_can.resolves = fixed_run.resolves = (bound, fixed_key, _bound)  # type: ignore[attr-defined]
        return Stmt(fixed_run, fixed_can, f"resolve {first}", opens=True)

    def run(ctx):
        # not a generator itself: hands over the target's run (one generator less per resolve)
        return hand_over(target(ctx), ctx)

    def can(ctx):
        stmt = target(ctx)
        return stmt is not None and stmt.can(ctx)

    return Stmt(run, can, text, opens=True)


@verb("pick", "pick TYPE")
def compile_pick(compiler: Compiler, node: ast.Call) -> Stmt:
    """Choose one component of a type (whose effect can be carried out) and run it: ascension bonuses."""
    if len(node.args) != 1 or _word(node.args[0]) is None:
        raise CompileError("E407", "`pick` needs a component type", _usage(node), node)
    ctype = compiler.vocab.canonical(node.args[0].name)
    if ctype not in compiler.vocab.component_types:
        raise CompileError("E401", f"unknown component type `{ctype}`",
                           did_you_mean(ctype, compiler.vocab.component_types), node.args[0])

    def choices(ctx):
        rt = ctx.rt
        return [(cid, rt.effects[(cid, "effect")]) for cid in rt.by_type(ctype)
                if (cid, "effect") in rt.effects and rt.effects[(cid, "effect")].can(ctx)]

    def run(ctx):
        options = [new_option((cid, ctx.rt.component_name(cid), (cid, stmt))) for cid, stmt in choices(ctx)]
        if not options:
            return
        cid, stmt = yield from ask(ctx.player, "choose", f"choose a {ctype}", options)
        if ctx.rt.logging:
            ctx.rt.log(ctx, "pick", component=cid)
        # `ctx.derive(component=cid, values={"it": cid})`, without the keyword handling
        yield from stmt.run(Ctx(ctx.rt, ctx.state, ctx.player, ctx.piece, ctx.board, {**ctx.values, "it": cid}, cid))

    return Stmt(run, lambda ctx: bool(choices(ctx)), f"pick {ctype}")


@verb("use", "use TYPE_OR_TAG")
def compile_use(compiler: Compiler, node: ast.Call) -> Stmt:
    """Use one owned, unused, single-use component (a discovery tile) of a type or with a tag:
    run its effect, then mark it used."""
    if len(node.args) != 1 or _word(node.args[0]) is None:
        raise CompileError("E407", "`use` needs a component type or tag", _usage(node), node)
    ctype = compiler.vocab.canonical(node.args[0].name)
    if ctype not in compiler.vocab.component_types | compiler.vocab.tags:
        raise CompileError("E401", f"unknown component type or tag `{ctype}`",
                           did_you_mean(ctype, compiler.vocab.component_types | compiler.vocab.tags), node.args[0])

    # the components of the runtime last seen that carry the label and have an effect, by id
    # (labels and effects are fixed once a runtime is built): a rule set may ask whether `use`
    # is possible several times a turn, over every component a player owns
    # [runtime, its number of effects, {component id: effect}, the same ids as a set]
    index: list = [None, -1, {}, set()]

    def usable(rt) -> dict:
        effects = rt.effects
        if index[0] is rt and index[1] == len(effects):
            return index[2]
        found = {}
        for cid, info in rt.components.items():
            stmt = effects.get((cid, "effect"))
            if stmt is not None and ctype in info.labels:
                found[cid] = stmt
        index[:] = [rt, len(effects), found, set(found)]  # (a set: its intersection is one too)
        return found

    def choices(ctx):
        me = ctx.state.players[ctx.player]
        labelled, used = usable(ctx.rt), me.used
        found, seen = [], set()
        for cid in me.owned:
            stmt = labelled.get(cid)
            if stmt is None or cid in used or cid in seen:
                continue
            seen.add(cid)
            if stmt.can(ctx):
                found.append((cid, stmt))
        return found

    def run(ctx):
        options = [new_option((cid, ctx.rt.component_name(cid), (cid, stmt))) for cid, stmt in choices(ctx)]
        if not options:
            return
        if len(options) == 1:  # `ask`, written out (no generator for it)
            cid, stmt = options[0][2]
        else:
            cid, stmt = yield new_decision((ctx.player, "choose", tuple(options), f"use which {ctype}?"))
        ctx.state.players[ctx.player].used.add(cid)
        if ctx.rt.logging:
            ctx.rt.log(ctx, "use", component=cid)
        # `ctx.derive(component=cid, values={"it": cid})`, without the keyword handling
        yield from stmt.run(Ctx(ctx.rt, ctx.state, ctx.player, ctx.piece, ctx.board, {**ctx.values, "it": cid}, cid))

    def can(ctx):
        """`bool(choices(ctx))`, stopping at the first usable component."""
        # Most calls find no owned unused component with the label: two set operations in C tell.
        # Otherwise the candidates are checked in the order they are owned, as `choices` does (a
        # component owned twice is checked twice: the same pure check, the same answer).
        rt = ctx.rt
        if index[0] is not rt or index[1] != len(rt.effects):
            usable(rt)
        me = ctx.state.players[ctx.player]
        owned = me.owned
        candidates = index[3].intersection(owned)
        if candidates:
            candidates.difference_update(me.used)
            if candidates:
                labelled = index[2]
                for cid in owned:
                    if cid in candidates and labelled[cid].can(ctx):
                        return True
        return False

    return Stmt(run, can, f"use {ctype}")


@verb("renew", "renew TYPE_OR_TAG (N)")
def compile_renew(compiler: Compiler, node: ast.Call) -> Stmt:
    """Turn used single-use components back face up: the decider picks up to N of their own used
    components of a type or tag, one at a time; each can be used again (`use`), its cost not
    paid again."""
    if len(node.args) != 2 or _word(node.args[0]) is None:
        raise CompileError("E407", "`renew` needs a component type or tag and a number", _usage(node), node)
    label = compiler.vocab.canonical(node.args[0].name)
    if label not in compiler.vocab.component_types | compiler.vocab.tags:
        raise CompileError("E401", f"unknown component type or tag `{label}`",
                           did_you_mean(label, compiler.vocab.component_types | compiler.vocab.tags), node.args[0])
    count = _count_arg(compiler, node.args[1], node)

    def used(ctx) -> list[str]:
        me, rt = ctx.state.players[ctx.player], ctx.rt
        return [cid for cid in dict.fromkeys(me.owned) if cid in me.used and label in rt.components[cid].labels]

    def run(ctx):
        for _ in range(max(0, count(ctx))):
            found = used(ctx)
            if not found:
                return
            cid = yield from ask(ctx.player, "choose", f"turn which used {label} face up?",
                                 [Option(c, ctx.rt.component_name(c), c) for c in found])
            ctx.state.players[ctx.player].used.discard(cid)
            ctx.rt.log(ctx, "renew", component=cid)

    return Stmt(run, lambda ctx: bool(used(ctx)), f"renew {label}")


# ====================================================================== spots and pieces
@verb("occupy", "occupy spot [RESOURCE N]")
def compile_occupy(compiler: Compiler, node: ast.Call) -> Stmt:
    """Lock the acting piece on a spot of its board; a spot held by another player's piece can be
    taken by paying RESOURCE N, which unlocks that piece into the board's general area.
    `waived_by FLAG` names a one-use flag that may stand in for that payment (the player chooses).
    The board component says how many spots it has (`data.spots`) and which supply holds the
    component lying at its spots (`data.spot_supply`)."""
    args = node.args
    waiver = None
    if len(args) == 5 and _word(args[3]) == "waived_by":
        waiver = compiler.vocab.canonical(_word(args[4]) or "")
        if waiver not in compiler.vocab.flags:
            raise CompileError("E401", f"unknown flag `{_word(args[4]) or short_text(args[4])}`",
                               did_you_mean(_word(args[4]) or "", compiler.vocab.flags), args[4])
        args = args[:3]
    if not args or _word(args[0]) != "spot" or len(args) not in (1, 3):
        raise CompileError("E407", "`occupy` reads `occupy spot`, `occupy spot RESOURCE N` or "
                           "`occupy spot RESOURCE N waived_by FLAG`", _usage(node), node)
    bump_resource = None
    bump_amount = lambda ctx: 0  # noqa: E731
    if len(args) == 3:
        bump_resource = _word(args[1])
        if bump_resource is None or compiler.vocab.canonical(bump_resource) not in compiler.vocab.resources:
            raise CompileError("E401", f"unknown resource `{bump_resource or short_text(args[1])}`",
                               did_you_mean(bump_resource or "", compiler.vocab.resources), args[1])
        bump_resource = compiler.vocab.canonical(bump_resource)
        bump_amount = _count_arg(compiler, args[2], node)

    def waivable(ctx) -> bool:
        return waiver is not None and ctx.state.players[ctx.player].flags.get(waiver, 0) > 0

    def payable(ctx) -> bool:
        return (bump_resource is None or waivable(ctx)
                or ctx.state.players[ctx.player].counters[bump_resource] >= bump_amount(ctx))

    def spots(ctx):
        """Legal spots: (index 1-based, piece there or None, pays with the waiver flag)."""
        if ctx.board is None or ctx.piece is None:
            return []
        rt = ctx.rt
        count = int(rt.board_data(ctx.board).get("spots", 0) or 0)
        held = {}  # spot -> the piece locked there (a loop: one function call less than a comprehension)
        board = ctx.board
        for p in ctx.state.pieces:
            if p.board == board and p.locked and p.spot:
                held[p.spot] = p
        have = ctx.state.players[ctx.player].counters
        legal = []
        for index in range(1, count + 1):
            holder = held.get(index)
            if holder is None:
                legal.append((index, None, False))
            elif holder.owner != ctx.player:
                if bump_resource is None or have[bump_resource] >= bump_amount(ctx):
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
            if p.board == board and p.locked and p.spot:
                held[p.spot] = p
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
                                           f"{bump_amount(ctx)} {bump_resource})", (index, holder, False))))
        if not options:
            return
        if len(options) == 1:  # `ask`, written out (no generator for it)
            index, holder, waived = options[0][2]
        else:
            index, holder, waived = yield new_decision((ctx.player, "spot", tuple(options), "which spot?"))
        if holder is not None:
            if waived:
                _use_flag(ctx, waiver)
            elif bump_resource is not None:
                ctx.state.players[ctx.player].counters[bump_resource] -= bump_amount(ctx)
            holder.locked, holder.spot = False, None
            if ctx.rt.logging:
                ctx.rt.log(ctx, "unlock", piece=holder.pid, owner=holder.owner)
        piece = ctx.piece
        piece.locked, piece.spot = True, index
        data = ctx.rt.board_data(ctx.board)
        ctx.values["spot"] = index
        if data.get("spot_supply"):
            ctx.values["supply_here"] = data["spot_supply"]
        if ctx.rt.logging:
            ctx.rt.log(ctx, "lock", piece=piece.pid, spot=index)

    return Stmt(run, any_spot, "occupy spot", opens=True, counter_free=bump_resource is None)


@verb("relocate", "relocate PIECE [filters…] BOARD (LEVEL)")
def compile_relocate(compiler: Compiler, node: ast.Call) -> Stmt:
    """Put a piece on a board at a level, unlocked (ascension: back to the first board at level 1)."""
    kind, select, index, text = _piece_selector(compiler, node, node.args)
    rest = node.args[index:]
    if len(rest) != 2 or _word(rest[0]) is None:
        raise CompileError("E407", "`relocate` needs a board and a level", _usage(node), node)
    board = compiler.vocab.board_by_word(rest[0].name)
    if board is None:
        raise CompileError("E401", f"unknown board `{rest[0].name}`",
                           did_you_mean(rest[0].name, [b.id for b in compiler.vocab.boards]), rest[0])
    level = _count_arg(compiler, rest[1], node)

    def run(ctx):
        candidates = select(ctx)
        if not candidates:
            return
        piece = candidates[0] if len(candidates) == 1 else (yield from ask(
            ctx.player, "piece", f"relocate which {kind}?",
            [Option(f"p{p.pid}", f"{p.kind} {p.pid}", p) for p in candidates]))
        piece.board, piece.level, piece.locked, piece.spot = board.index, level(ctx), False, None
        if ctx.rt.logging:
            ctx.rt.log(ctx, "relocate", piece=piece.pid, board=board.id, level=piece.level)

    return Stmt(run, select.exists, f"relocate {text} {board.id}", counter_free=True)  # pieces only


@verb("follow", "follow PIECE [filters…]")
def compile_follow(compiler: Compiler, node: ast.Call) -> Stmt:
    """A second piece of the player goes along with the one just moved: from the board the moved
    piece left to the board it reached (a "double move"). No events fire for the follower."""
    kind, select, index, text = _piece_selector(compiler, node, node.args)
    if index != len(node.args):
        raise CompileError("E407", "`follow` takes a piece kind and filters only", _usage(node), node.args[index])

    def candidates(ctx):
        origin = ctx.values.get("from_board")
        if origin is None or ctx.piece is None:
            return []
        return [p for p in select(ctx) if p.board == origin and p is not ctx.piece]

    def run(ctx):
        found = candidates(ctx)
        if not found:
            return
        piece = yield from ask(ctx.player, "piece", f"which {kind} goes along?",
                               [Option(f"p{p.pid}", f"{p.kind} {p.pid} (level {p.level})", p) for p in found])
        piece.board = ctx.board
        if ctx.rt.logging:
            ctx.rt.log(ctx, "follow", piece=piece.pid, board=ctx.rt.vocab.boards[ctx.board].id)

    return Stmt(run, lambda ctx: bool(candidates(ctx)), f"follow {text}")


@verb("station", "station PIECE (LEVEL) TYPE")
def compile_station(compiler: Compiler, node: ast.Call) -> Stmt:
    """Setup placement: a new piece on a board named in `data.boards` of an owned component of
    TYPE (starting tiles), on a board where the player has no piece yet."""
    vocab = compiler.vocab
    if len(node.args) != 3 or _word(node.args[0]) is None or _word(node.args[2]) is None:
        raise CompileError("E407", "`station` needs a piece kind, a level and a component type", _usage(node), node)
    kind = vocab.canonical(node.args[0].name)
    if kind not in vocab.pieces:
        raise CompileError("E401", f"unknown piece kind `{kind}`", did_you_mean(kind, vocab.pieces), node.args[0])
    level = _count_arg(compiler, node.args[1], node)
    ctype = vocab.canonical(node.args[2].name)

    def boards(ctx) -> list[int]:
        rt = ctx.rt
        taken = {p.board for p in ctx.state.pieces if p.owner == ctx.player}
        found = []
        for cid in ctx.state.players[ctx.player].owned:
            info = rt.components[cid]
            if info.type != ctype:
                continue
            for number in info.data.get("boards", ()):
                spec = vocab.board_by_number(number)
                if spec is not None and spec.index not in taken and spec.index not in found:
                    found.append(spec.index)
        return found

    def run(ctx):
        options = [new_option((vocab.boards[b].id, vocab.boards[b].id, b)) for b in boards(ctx)]
        if not options:
            return
        if len(options) == 1:  # `ask`, written out (no generator for it)
            board = options[0][2]
        else:
            board = yield new_decision((ctx.player, "board", tuple(options), f"place a {kind} on which board?"))
        ctx.rt.add_piece(ctx.state, ctx.player, kind, board, level(ctx))
        if ctx.rt.logging:
            ctx.rt.log(ctx, "station", board=vocab.boards[board].id)

    return Stmt(run, lambda ctx: bool(boards(ctx)), f"station {kind}")


@verb("neutrals", "neutrals PIECE (LEVEL) SUPPLY (PIECES_EACH) (OWNERS)")
def compile_neutrals(compiler: Compiler, node: ast.Call) -> Stmt:
    """Pieces of owners who are not players (the unused colours of a 2-3 player game). Each
    neutral owner draws components from the top of SUPPLY until their `data.boards` name
    PIECES_EACH different boards, places a piece there, and the drawn components are shuffled
    back. Earlier neutral pieces are removed first, so the same statement re-places them."""
    vocab = compiler.vocab
    args = node.args
    if len(args) != 5 or _word(args[0]) is None or _word(args[2]) is None:
        raise CompileError("E407", "`neutrals` needs a piece kind, a level, a supply, pieces each and owners",
                           _usage(node), node)
    kind = vocab.canonical(args[0].name)
    if kind not in vocab.pieces:
        raise CompileError("E401", f"unknown piece kind `{kind}`", did_you_mean(kind, vocab.pieces), args[0])
    level = _count_arg(compiler, args[1], node)
    supply = _supply_arg(compiler, node, args[2])
    each = _count_arg(compiler, args[3], node)
    owners = _count_arg(compiler, args[4], node)

    def do(ctx):
        rt, state = ctx.rt, ctx.state
        players = len(state.players)
        state.pieces[:] = [p for p in state.pieces if p.owner < players]
        stack = rt.supply(ctx, supply)
        for neutral in range(max(0, owners(ctx))):
            drawn, boards = [], []
            while stack and len(boards) < each(ctx):
                component = stack.pop(0)
                drawn.append(component)
                for number in rt.components[component].data.get("boards", ()):
                    spec = vocab.board_by_number(number)
                    if spec is not None and spec.index not in boards and len(boards) < each(ctx):
                        boards.append(spec.index)
            for board in boards:
                rt.add_piece(state, players + neutral, kind, board, level(ctx))
            stack.extend(drawn)
            state.rng.shuffle(stack)
            if rt.logging:
                rt.log(ctx, "neutrals", owner=players + neutral, boards=[vocab.boards[b].id for b in boards])

    return sync_stmt(do, _always, f"neutrals {kind}")


# ====================================================================== supplies
def _filter_words(compiler: Compiler, node: ast.Call, args) -> tuple[Optional[str], Optional[str]]:
    if not args:
        return None, None
    if len(args) != 2 or _word(args[0]) is None:
        raise CompileError("E407", "a filter reads `FIELD VALUE`", _usage(node), args[0])
    value = args[1]
    if isinstance(value, ast.Range) and value.lo == value.hi:
        return args[0].name, str(value.lo)
    if _word(value) is not None:
        return args[0].name, value.name
    raise CompileError("E407", "a filter value is a word or a number", _usage(node), value)


@verb("fill", "fill SUPPLY TYPE [FIELD VALUE]")
def compile_fill(compiler: Compiler, node: ast.Call) -> Stmt:
    """Put every component of TYPE (optionally with data FIELD == VALUE) into a supply, in file order."""
    if len(node.args) < 2:
        raise CompileError("E407", "`fill` needs a supply and a component type", _usage(node), node)
    supply = _supply_arg(compiler, node, node.args[0])
    ctype = _word(node.args[1])
    if ctype is None or ctype not in compiler.vocab.component_types:
        raise CompileError("E401", f"unknown component type `{ctype or ''}`",
                           did_you_mean(ctype or "", compiler.vocab.component_types), node.args[1])
    field, value = _filter_words(compiler, node, node.args[2:])

    def do(ctx):
        rt = ctx.rt
        chosen = [cid for cid in rt.by_type(ctype)
                  if field is None or str(rt.components[cid].data.get(field, "")).lower() == value.lower()]
        ctx.state.supplies.setdefault(supply, []).extend(chosen)

    return sync_stmt(do, _always, f"fill {supply}")


@verb("shuffle", "shuffle SUPPLY  |  shuffle boards [except BOARD…]")
def compile_shuffle(compiler: Compiler, node: ast.Call) -> Stmt:
    if node.args and _word(node.args[0]) == "boards":
        return _shuffle_boards(compiler, node)
    if len(node.args) != 1:
        raise CompileError("E407", "`shuffle` takes one supply", _usage(node), node)
    supply = _supply_arg(compiler, node, node.args[0])

    def do(ctx):
        ctx.state.rng.shuffle(ctx.state.supplies[supply])

    return sync_stmt(do, _always, f"shuffle {supply}")


def _shuffle_boards(compiler: Compiler, node: ast.Call) -> Stmt:
    """A random clockwise order of the boards; boards named after `except` keep their place."""
    vocab = compiler.vocab
    rest = node.args[1:]
    if rest and _word(rest[0]) != "except":
        raise CompileError("E407", "write `shuffle boards` or `shuffle boards except BOARD …`", _usage(node), rest[0])
    fixed = []
    for arg in rest[1:]:
        board = vocab.board_by_word(_word(arg) or "")
        if board is None:
            raise CompileError("E401", f"unknown board `{_word(arg) or short_text(arg)}`",
                               did_you_mean(_word(arg) or "", [b.id for b in vocab.boards]), arg)
        fixed.append(board.index)

    def do(ctx):
        order = list(range(len(vocab.boards)))
        movable = [b for b in order if b not in fixed]
        ctx.state.rng.shuffle(movable)
        it = iter(movable)
        ctx.state.ring = [b if b in fixed else next(it) for b in order]
        if ctx.rt.logging:
            ctx.rt.log(ctx, "ring", boards=[vocab.boards[b].id for b in ctx.state.ring])

    return sync_stmt(do, _always, "shuffle boards")


@verb("sort", "sort SUPPLY")
def compile_sort(compiler: Compiler, node: ast.Call) -> Stmt:
    """Order a supply by the components' `data.number` (ascending)."""
    if len(node.args) != 1:
        raise CompileError("E407", "`sort` takes one supply", _usage(node), node)
    supply = _supply_arg(compiler, node, node.args[0])

    def do(ctx):
        ctx.state.supplies[supply].sort(key=ctx.rt.component_number)

    return sync_stmt(do, _always, f"sort {supply}")


def _supply_list(compiler: Compiler, name: str):
    """`ctx -> rt.supply(ctx, name)`; a supply that is not per player is looked up directly."""
    spec = compiler.vocab.supplies.get(name)
    if spec is None or spec.per_player:
        return lambda ctx: ctx.rt.supply(ctx, name)
    return lambda ctx: ctx.state.supplies.setdefault(name, [])


def _supplies_and_count(compiler: Compiler, node: ast.Call, takes: str):
    """The `VERB SUPPLY SUPPLY (N)` arguments of the supply-to-supply verbs: two supply names and
    a count function, in the order written."""
    if len(node.args) != 3:
        raise CompileError("E407", f"`{node.verb}` takes {takes}", _usage(node), node)
    return (_supply_arg(compiler, node, node.args[0]), _supply_arg(compiler, node, node.args[1]),
            _count_arg(compiler, node.args[2], node))


@verb("deal", "deal FROM TO (N)")
def compile_deal(compiler: Compiler, node: ast.Call) -> Stmt:
    """Move the top N components of one supply onto the end of another (as many as there are)."""
    source, target, count = _supplies_and_count(compiler, node, "a source supply, a target supply and a count")
    source_of, target_of = _supply_list(compiler, source), _supply_list(compiler, target)

    def do(ctx):
        src, dst = source_of(ctx), target_of(ctx)
        n = max(0, min(count(ctx), len(src)))
        dst.extend(src[:n])
        del src[:n]

    return sync_stmt(do, _always, f"deal {source} {target}")


def _refill_shared(specs: tuple) -> Callable:
    """Several refills of shared supplies in a row ((target, source, size) each) as one `do`:
    each exactly as its own `do` above, in order. Written out for the specs (one generated
    function, no loop over them: the names and sizes are constants in its code, the cheapest
    reads): the test "full already" of each; a refill that is not full calls `_refill_one`."""
    maker = _REFILL_MAKERS.get(specs)
    if maker is None:
        lines = ["def make(refill_one):", "    def do(ctx):", "        supplies = ctx.state.supplies"]
        for target, source, wanted in specs:
            lines += [f"        dst = supplies.get({target!r})",
                      f"        if dst is None or len(dst) < {wanted!r} or {source!r} not in supplies:",
                      f"            refill_one(supplies, {target!r}, {source!r}, {wanted!r})"]
        lines.append("    return do")
        namespace: dict = {}
        exec(compile("\n".join(lines), f"<refill of {len(specs)}>", "exec"), namespace)
        maker = _REFILL_MAKERS[specs] = namespace["make"]
    return maker(_refill_one)


# generated makers by specs (supply names and sizes: the same for every load of a rule set)
_REFILL_MAKERS: dict[tuple, Callable] = {}


def _refill_one(supplies: dict, target: str, source: str, wanted: int) -> None:
    """One refill of a shared supply that is not full (or whose source is missing)."""
    src, dst = supplies.setdefault(source, []), supplies.setdefault(target, [])
    while len(dst) < wanted and src:
        dst.append(src.pop(0))


@verb("refill", "refill TO FROM (N)")
def compile_refill(compiler: Compiler, node: ast.Call) -> Stmt:
    """Top a supply up to N components from another (an offer refilled at the end of a turn)."""
    target, source, size = _supplies_and_count(compiler, node, "a target supply, a source supply and a size")
    source_of, target_of = _supply_list(compiler, source), _supply_list(compiler, target)

    if is_constant(size):
        wanted = size.constant
        specs = [compiler.vocab.supplies.get(name) for name in (source, target)]
        if all(spec is not None and not spec.per_player for spec in specs):
            def do(ctx):  # both shared supplies: looked up in place (after every turn, for every offer)
                supplies = ctx.state.supplies
                dst = supplies.get(target)
                if dst is not None and len(dst) >= wanted and source in supplies:
                    return  # full already (most calls): nothing to create, nothing to move
                src, dst = supplies.setdefault(source, []), supplies.setdefault(target, [])
                while len(dst) < wanted and src:
                    dst.append(src.pop(0))

            do.merge, do.merge_spec = _refill_shared, (target, source, wanted)  # see `statements._merged`
            return sync_stmt(do, _always, f"refill {target}")

        def do(ctx):
            src, dst = source_of(ctx), target_of(ctx)
            while len(dst) < wanted and src:
                dst.append(src.pop(0))

        return sync_stmt(do, _always, f"refill {target}")

    def do(ctx):
        src, dst = source_of(ctx), target_of(ctx)
        while len(dst) < size(ctx) and src:
            dst.append(src.pop(0))

    return sync_stmt(do, _always, f"refill {target}")


@verb("take", "take SUPPLY [free]")
def compile_take(compiler: Compiler, node: ast.Call) -> Stmt:
    """Choose any one component of a supply (an offer, a hand), pay its cost unless free, own it."""
    if not node.args or len(node.args) > 2 or (len(node.args) == 2 and _word(node.args[1]) != "free"):
        raise CompileError("E407", "`take` takes a supply and optionally `free`", _usage(node), node)
    supply = _supply_arg(compiler, node, node.args[0])
    if supply is None:
        raise CompileError("E407", "`take` needs a named supply", _usage(node), node.args[0])
    free = len(node.args) == 2

    def choices(ctx):
        rt = ctx.rt
        items = rt.supply(ctx, supply)
        return [cid for cid in dict.fromkeys(items) if free or rt.component_cost(cid).affordable(ctx)]

    def run(ctx):
        rt = ctx.rt
        options = [new_option((cid, rt.component_name(cid), cid)) for cid in choices(ctx)]
        if not options:
            return
        if len(options) == 1:  # `ask`, written out (no generator for it)
            cid = options[0][2]
        else:
            cid = yield new_decision((ctx.player, "choose", tuple(options), f"take which from {supply}?"))
        if not free:
            cost = rt.component_cost(cid)
            if not (cost.never_asks and cost.pay_now(ctx)):  # in one go when it asks nothing and is affordable
                yield from cost.pay(ctx)
        rt.supply(ctx, supply).remove(cid)
        ctx.state.players[ctx.player].owned.append(cid)
        ctx.values["it"] = cid
        if rt.logging:
            rt.log(ctx, "take", component=cid, supply=supply)

    return Stmt(run, lambda ctx: bool(choices(ctx)), f"take {supply}", opens=True)


# ====================================================================== flags and player tracks
@verb("consume", "consume FLAG")
def compile_consume(compiler: Compiler, node: ast.Call) -> Stmt:
    name = _word(node.args[0]) if len(node.args) == 1 else None
    if name is None or compiler.vocab.canonical(name) not in compiler.vocab.flags:
        raise CompileError("E401", f"unknown flag `{name or ''}`", did_you_mean(name or "", compiler.vocab.flags), node)
    flag = compiler.vocab.canonical(name)

    def can(ctx):
        return ctx.state.players[ctx.player].flags.get(flag, 0) > 0

    return sync_stmt(lambda ctx: _use_flag(ctx, flag), can, f"consume {flag}", counter_free=True)  # flags only


def _use_flag(ctx, flag: str) -> None:
    """One use of the acting player's one-shot flag, if held (logged as `consume`)."""
    flags = ctx.state.players[ctx.player].flags
    if flags.get(flag, 0) > 0:
        flags[flag] -= 1
        if not flags[flag]:
            del flags[flag]
        if ctx.rt.logging:
            ctx.rt.log(ctx, "consume", flag=flag)


@verb("clear", "clear flags")
def compile_clear(compiler: Compiler, node: ast.Call) -> Stmt:
    if [_word(a) for a in node.args] != ["flags"]:
        raise CompileError("E407", "`clear` takes `flags`", _usage(node), node)

    def do(ctx):
        ctx.state.players[ctx.player].flags.clear()

    return sync_stmt(do, _always, "clear flags")


@verb("settle", "settle")
def compile_settle(compiler: Compiler, node: ast.Call) -> Stmt:
    """Components acquired during the action start working (their triggers and modifiers)."""
    if node.args:
        raise CompileError("E407", "`settle` takes no arguments", _usage(node), node.args[0])

    def do(ctx):
        ctx.state.players[ctx.player].fresh.clear()

    return sync_stmt(do, _always, "settle")


@verb("reset", "reset TRACK (N)")
def compile_reset(compiler: Compiler, node: ast.Call) -> Stmt:
    """Put the player's marker on a track to a position, without running step rewards."""
    name = _word(node.args[0]) if len(node.args) == 2 else None
    if name is None or compiler.vocab.canonical(name) not in compiler.vocab.tracks:
        raise CompileError("E401", f"unknown track `{name or ''}`",
                           did_you_mean(name or "", compiler.vocab.tracks) or _usage(node), node)
    track = compiler.vocab.canonical(name)
    value = _count_arg(compiler, node.args[1], node)

    def do(ctx):
        ctx.state.players[ctx.player].tracks[track] = value(ctx)
        if ctx.rt.logging:
            ctx.rt.log(ctx, "reset", track=track, value=value(ctx))

    return sync_stmt(do, _always, f"reset {track}")


_ = _nothing_run
