"""Automata: players whose every choice is written in the rule files.

An automaton is a seat that never asks anyone: its effects are deterministic, and where a shared
rule asks its owner to choose (a reward "of your choice", a bonus to pick), `automate` answers
from an ordered list of *answers* in the data of a policy component:

```yaml
data:
  answers:                        # the first answer that fits the decision is taken
    - {kind: target, keys: [c, b, a], by: least, why: "the one it has least of"}
    - {kind: target, keys: [x, y, z], by: most,  why: "its furthest track"}
    - {kind: may, keys: ["no"], why: "never"}
    - {kind: choose, keys: ["1"], why: "the first option"}
```

`kind` (optional) is the decision kind; `keys` the option keys it considers, in tie order (all
offered options when absent); `by` is `first` (default: the first of `keys` offered), `least` or
`most` (the option whose key, read as a resource or track of the decider, is lowest / highest;
ties go to the earlier key), or `wildcards_last` (the first option that is not a wildcard
resource, a wildcard only when nothing else is offered: "spends the joker last"). `why` is logged with the answer. A decision no answer fits gets its
first option. Decisions of other players pass through unchanged.

Verbs (docs/verbs.md, "Automata and arrangements"):
  automate POLICY COMPONENT [KEY]
  drive PIECE FILTER… [on board N] [up N] [forward N] [skip board N…]
  attempt PIECE FILTER… by strongest|weakest COMPONENT [KEY]
  enshrine PIECE FILTER… [on board N] [next] [skip board N…]
  mark SUPPLY lowest|slot N [quiet]
  seek TAG among SUPPLY… [lacking] [clockwise]
  discard SUPPLY [N]
  own COMPONENT
  try COMPONENT [KEY]
  say KEY
Queries: datum(COMPONENT, FIELD), datum(COMPONENT, FIELD, INDEX), top_datum(SUPPLY, FIELD [, DEFAULT]).
"""
from __future__ import annotations

from typing import Any, Callable, Iterator, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn, short_text
from teotl.language.registry import query, verb
from teotl.language.statements import Stmt, _always
from teotl.model.decisions import Decision, Option
from teotl.primitives.queries import _arity, _name_arg
from teotl.primitives.verbs import PIECE_FILTERS, _count_arg, _supply_arg, _usage, _word, component_info

BAD_POLICY = "E451"


# ====================================================================== components named in effects
def _component_arg(compiler: Compiler, node: ast.Node, arg: ast.Node, what: str = "component") -> str:
    name = _word(arg) if not isinstance(arg, ast.Ref) else arg.name
    vocab = compiler.vocab
    if name is None or (vocab.component_ids and name not in vocab.component_ids):
        raise CompileError("E401", f"unknown {what} `{name or short_text(arg)}`",
                           did_you_mean(name or "", vocab.component_ids) or "give the id of a component", arg)
    return name


def _effect_target(compiler: Compiler, node: ast.Call, args) -> tuple[str, str]:
    """`COMPONENT [KEY]` → (component id, effect path)."""
    if not args or len(args) > 2:
        raise CompileError("E407", f"`{node.verb}` needs a component and optionally an effect key", _usage(node), node)
    cid = _component_arg(compiler, node, args[0])
    key = _word(args[1]) if len(args) == 2 else None
    if len(args) == 2 and key is None:
        raise CompileError("E407", "the effect key is a word", _usage(node), args[1])
    return cid, (f"effects.{key}" if key else "effect")


# ====================================================================== policies
class Policy:
    """The answers of a policy component, checked."""

    def __init__(self, cid: str, data: dict):
        self.id = cid
        answers = data.get("answers")
        if not isinstance(answers, list):
            raise ValueError("`answers` must be a list of {kind, keys, by, why}")
        self.answers = []
        for index, entry in enumerate(answers, start=1):
            if not isinstance(entry, dict):
                raise ValueError(f"answer {index} must be a mapping")
            by = entry.get("by", "first")
            if by not in ("first", "least", "most", "wildcards_last"):
                raise ValueError(f"answer {index}: `by` is first, least, most or wildcards_last, not {by!r}")
            keys = entry.get("keys")
            if keys is not None and not isinstance(keys, list):
                raise ValueError(f"answer {index}: `keys` must be a list")
            self.answers.append((entry.get("kind"), [str(k) for k in keys] if keys is not None else None, by,
                                 str(entry.get("why", ""))))

    def answer(self, ctx, decision: Decision) -> tuple[Option, str]:
        offered = {option.key: option for option in decision.options}
        for kind, keys, by, why in self.answers:
            if kind is not None and kind != decision.kind:
                continue
            candidates = [offered[k] for k in keys if k in offered] if keys is not None else list(decision.options)
            if not candidates:
                continue
            if by == "first":
                return candidates[0], why
            if by == "wildcards_last":
                plain = [o for o in candidates if o.key not in ctx.rt.vocab.substitutes]
                return (plain or candidates)[0], why
            values = [_value_of(ctx, option.key) for option in candidates]
            best = min(values) if by == "least" else max(values)
            return candidates[values.index(best)], why
        return decision.options[0], "first option"


def _value_of(ctx, key: str) -> int:
    me = ctx.state.players[ctx.player]
    if key in me.counters:
        return me.counters[key]
    if key in me.tracks:
        return me.tracks[key]
    return 0


def policy_of(rt: Any, cid: str) -> Policy:
    cache = rt.__dict__.setdefault("_automaton_policies", {})
    found = cache.get(cid)
    if found is None:
        found = cache[cid] = Policy(cid, rt.components[cid].data or {})
    return found


@verb("automate", "automate POLICY COMPONENT [KEY]")
def compile_automate(compiler: Compiler, node: ast.Call) -> Stmt:
    """Run a component's effect for the player with every decision of that player answered by the
    policy component's `answers` (logged with their reason): nobody is asked."""
    if len(node.args) not in (2, 3):
        raise CompileError("E407", "`automate` takes a policy component, a component and optionally a key",
                           _usage(node), node)
    policy_id = _component_arg(compiler, node, node.args[0], "policy")
    info = component_info(compiler, policy_id)
    if info is not None:
        try:
            Policy(policy_id, info.data or {})
        except ValueError as error:
            raise CompileError(BAD_POLICY, f"component `{policy_id}` is not a policy: {error}",
                               "see docs/verbs.md, Automata and arrangements", node.args[0]) from None
    cid, path = _effect_target(compiler, node, node.args[1:])

    def target(ctx):
        return ctx.rt.effects.get((cid, path))

    def run(ctx):
        stmt = target(ctx)
        if stmt is None:
            return
        policy = policy_of(ctx.rt, policy_id)
        runner = stmt.run(ctx.derive(values={"automaton": policy_id}))
        value: Any = None
        started = False
        while True:
            try:
                decision = runner.send(value) if started else next(runner)
            except StopIteration:
                return
            started = True
            if decision.player != ctx.player:
                value = yield decision  # another player's choice: theirs to make
                continue
            option, why = policy.answer(ctx.derive(player=decision.player), decision)
            ctx.rt.log(ctx, "auto", decision=decision.kind, prompt=decision.prompt, answer=option.key,
                       text=option.text, why=why)
            value = option.value

    def can(ctx):
        stmt = target(ctx)
        return stmt is not None and stmt.can(ctx)

    return Stmt(run, can, f"automate {policy_id} {cid}")


# ====================================================================== pieces, chosen without asking
class _Pieces:
    """`PIECE FILTER… [on board N]` with a deterministic order: the extreme level first when
    `weakest`/`strongest` is asked, then clockwise from the first board of the ring, then by id."""

    def __init__(self, compiler: Compiler, node: ast.Call, args):
        vocab = compiler.vocab
        if not args or _word(args[0]) is None or vocab.canonical(args[0].name) not in vocab.pieces:
            got = args[0] if args else node
            raise CompileError("E407", f"`{node.verb}` expects a piece kind first",
                               did_you_mean(_word(got) or "", vocab.pieces) or _usage(node), got)
        self.kind = vocab.canonical(args[0].name)
        index = 1
        words = []
        while index < len(args) and _word(args[index]) is not None and \
                vocab.canonical(args[index].name) in PIECE_FILTERS:
            words.append(vocab.canonical(args[index].name))
            index += 1
        self.words = set(words)
        self.board: Optional[ExprFn] = None
        if index < len(args) and _word(args[index]) == "on":
            if index + 2 >= len(args) or _word(args[index + 1]) != "board":
                raise CompileError("E407", "`on` reads `on board N`", _usage(node), args[index])
            self.board = _count_arg(compiler, args[index + 2], node)
            index += 3
        self.rest = list(args[index:])
        self.text = " ".join([self.kind, *words])

    def order(self, ctx) -> list:
        pieces = [p for p in ctx.state.pieces if p.owner == ctx.player and p.kind == self.kind]
        words = self.words
        if "acting" in words:
            pieces = [p for p in pieces if p is ctx.piece]
        if "unlocked" in words:
            pieces = [p for p in pieces if not p.locked]
        if "locked" in words:
            pieces = [p for p in pieces if p.locked]
        if "here" in words:
            pieces = [p for p in pieces if p.board == ctx.board]
        if self.board is not None:
            spec = ctx.rt.vocab.board_by_number(self.board(ctx))
            pieces = [p for p in pieces if spec is not None and p.board == spec.index]
        sign = 1 if "weakest" in words else -1 if "strongest" in words else 0
        ring = _ring(ctx)
        return sorted(pieces, key=lambda p: (sign * p.level, ring.index(p.board), p.pid))

    def first(self, ctx):
        found = self.order(ctx)
        return found[0] if found else None


def _skip_list(compiler: Compiler, node: ast.Call, rest: list, index: int) -> tuple[list[ExprFn], int]:
    """`skip board N [board M …]` from rest[index]; returns the board numbers and the next index."""
    skips = []
    index += 1
    while index + 1 < len(rest) and _word(rest[index]) == "board":
        skips.append(_count_arg(compiler, rest[index + 1], node))
        index += 2
    if not skips:
        raise CompileError("E407", "`skip` reads `skip board N`", _usage(node), rest[index - 1])
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
    every board a piece moved by `drive` or `enshrine` entered or went over, skipped boards
    included, clockwise from `start` to `end` (after the move). So a rule can react to an
    automaton's worker passing a board, as `pass_board` does for moves a player makes."""
    rt = ctx.rt
    if not rt.triggers.get("driven") or start == end:
        return
    board = start
    for _ in range(len(rt.vocab.boards)):
        board = rt.ring_step(ctx.state, board, 1)
        yield from rt.emit(ctx, "driven", {"board": rt.vocab.boards[board].number})
        if board == end:
            return


@verb("drive", "drive PIECE FILTER… [on board N] [up N] [forward N] [skip board N…]")
def compile_drive(compiler: Compiler, node: ast.Call) -> Stmt:
    """Power up a piece and move it, without asking: the first matching piece (see `_Pieces`)
    is upgraded N times (overflow fires as usual), then moved N boards clockwise (N is read after
    the upgrades, with that piece acting, so it may depend on `level`); skipped boards are not
    counted and never landed on. The move fires no events. The piece is the acting piece of
    what follows."""
    pieces = _Pieces(compiler, node, node.args)
    up: Optional[ExprFn] = None
    forward: Optional[ExprFn] = None
    skips: list[ExprFn] = []
    rest, index = pieces.rest, 0
    while index < len(rest):
        word = _word(rest[index])
        if word in ("up", "forward") and index + 1 < len(rest):
            value = _count_arg(compiler, rest[index + 1], node)
            if word == "up":
                up = value
            else:
                forward = value
            index += 2
        elif word == "skip":
            skips, index = _skip_list(compiler, node, rest, index)
        else:
            raise CompileError("E407", f"unexpected `{word or short_text(getattr(rest[index], 'expr', rest[index]))}`"
                               " in `drive`", _usage(node), rest[index])

    def run(ctx):
        piece = pieces.first(ctx)
        if piece is None:
            return
        acting = ctx.derive(piece=piece, board=piece.board)
        for _ in range(max(0, up(acting)) if up is not None else 0):
            yield from ctx.rt.upgrade(acting, piece)
        if forward is not None:
            acting = ctx.derive(piece=piece, board=piece.board)
            steps = forward(acting)
            skipped = {s(acting) for s in skips}
            start = piece.board
            piece.board = _step_forward(acting, piece.board, steps, skipped)
            if piece.board != start or steps:
                ctx.rt.log(acting.derive(board=piece.board), "move", piece=piece.pid,
                           board=ctx.rt.vocab.boards[piece.board].id)
                yield from _emit_driven(acting.derive(board=piece.board), start, piece.board)
        ctx.piece, ctx.board = piece, piece.board  # what follows acts with this piece (`drive worker acting …`)

    return Stmt(run, lambda ctx: pieces.first(ctx) is not None, f"drive {pieces.text}", opens=True)


@verb("attempt", "attempt PIECE FILTER… by strongest|weakest COMPONENT [KEY]")
def compile_attempt(compiler: Compiler, node: ast.Call) -> Stmt:
    """Try a component's effect with each matching piece acting in turn (strongest or weakest
    first; ties clockwise from the first board), and run it with the first piece for which it
    can be carried out."""
    pieces = _Pieces(compiler, node, node.args)
    rest = pieces.rest
    if len(rest) < 3 or _word(rest[0]) != "by" or _word(rest[1]) not in ("strongest", "weakest"):
        raise CompileError("E407", "`attempt` reads `attempt PIECE FILTER… by strongest|weakest COMPONENT [KEY]`",
                           _usage(node), rest[0] if rest else node)
    sign = -1 if rest[1].name == "strongest" else 1
    cid, path = _effect_target(compiler, node, rest[2:])

    def candidates(ctx):
        stmt = ctx.rt.effects.get((cid, path))
        if stmt is None:
            return None, []
        ring = _ring(ctx)
        ordered = sorted(pieces.order(ctx), key=lambda p: (sign * p.level, ring.index(p.board), p.pid))
        return stmt, ordered

    def pick(ctx):
        stmt, ordered = candidates(ctx)
        for piece in ordered:
            sub = ctx.derive(piece=piece, board=piece.board)
            if stmt.can(sub):
                return stmt, piece, sub
        return None

    def run(ctx):
        found = pick(ctx)
        if found is None:
            return
        stmt, piece, sub = found
        ctx.rt.log(sub, "attempt", piece=piece.pid, level=piece.level, board=ctx.rt.vocab.boards[piece.board].id)
        yield from stmt.run(sub)

    return Stmt(run, lambda ctx: pick(ctx) is not None, f"attempt {pieces.text}")


@verb("enshrine", "enshrine PIECE FILTER… [on board N] [next] [skip board N…]")
def compile_enshrine(compiler: Compiler, node: ast.Call) -> Stmt:
    """Lock the first matching piece on a spot, without asking: on its own board, or (`next`) on
    the next board clockwise that has spots (boards' `data.spots`; skipped boards excluded). It
    takes the first spot no piece of its owner holds, a free one first; a piece of another owner
    there is unlocked into that board's general area, free. The piece becomes the acting piece,
    its board the acting board (the spot's supply, `data.spot_supply`, is `here`)."""
    pieces = _Pieces(compiler, node, node.args)
    rest, index = pieces.rest, 0
    onward = False
    skips: list[ExprFn] = []
    while index < len(rest):
        word = _word(rest[index])
        if word == "next":
            onward, index = True, index + 1
        elif word == "skip":
            skips, index = _skip_list(compiler, node, rest, index)
        else:
            raise CompileError("E407", f"unexpected `{word or short_text(rest[index])}` in `enshrine`",
                               _usage(node), rest[index])

    def spots_of(ctx, board: int) -> int:
        return int(ctx.rt.board_data(board).get("spots", 0) or 0)

    def destination(ctx, piece):
        board = piece.board
        if onward:
            skipped = {s(ctx) for s in skips}
            board = _step_forward(ctx, board, 1, skipped, lambda b: spots_of(ctx, b) > 0)
            if spots_of(ctx, board) <= 0 or board == piece.board and not piece.locked:
                return None
        held = {p.spot: p for p in ctx.state.pieces
                if p.board == board and p.locked and p.spot and p is not piece}
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
        if board != piece.board:
            start, piece.board = piece.board, board
            rt.log(ctx.derive(piece=piece, board=board), "move", piece=piece.pid, board=rt.vocab.boards[board].id)
            yield from _emit_driven(ctx.derive(piece=piece, board=board), start, board)
        if holder is not None:
            holder.locked, holder.spot = False, None
            rt.log(ctx.derive(board=board, piece=None), "unlock", piece=holder.pid, owner=holder.owner)
        piece.locked, piece.spot = True, spot
        ctx.piece, ctx.board = piece, board
        ctx.values["spot"] = spot
        supply = rt.board_data(board).get("spot_supply")
        if supply:
            ctx.values["supply_here"] = supply
        rt.log(ctx, "lock", piece=piece.pid, spot=spot)

    return Stmt(run, lambda ctx: plan(ctx) is not None, f"enshrine {pieces.text}")


# ====================================================================== components, chosen without asking
@verb("mark", "mark SUPPLY lowest|slot N [quiet]")
def compile_mark(compiler: Compiler, node: ast.Call) -> Stmt:
    """Place the player's marker on a component of a shared supply, free (write any cost around
    it): `lowest` the lowest-numbered one no player owns yet, or if every one is owned by
    someone, the lowest-numbered one the player lacks; `slot N` the one in slot N (1-based).
    Fires event `acquire` (context `slot_row`, `slot_column`) unless `quiet`."""
    args = node.args
    words = [_word(a) for a in args]
    quiet = bool(words) and words[-1] == "quiet"
    body = args[:-1] if quiet else args
    if not body or (len(body) == 2 and words[1] != "lowest") or (len(body) == 3 and words[1] != "slot") \
            or len(body) not in (2, 3):
        raise CompileError("E407", "`mark` reads `mark SUPPLY lowest` or `mark SUPPLY slot N`, then optionally `quiet`",
                           _usage(node), node)
    supply = _supply_arg(compiler, node, body[0])
    if supply is None:
        raise CompileError("E407", "`mark` needs a named supply", _usage(node), body[0])
    slot = _count_arg(compiler, body[2], node) if len(body) == 3 else None
    columns = compiler.vocab.supplies[supply].columns

    def choice(ctx) -> Optional[tuple[int, str]]:
        items = ctx.state.supplies.get(supply, [])
        mine = ctx.state.players[ctx.player].owned
        if slot is not None:
            index = slot(ctx) - 1
            if 0 <= index < len(items) and items[index] not in mine:
                return index, items[index]
            return None
        lacking = [(i, c) for i, c in enumerate(items) if c not in mine]
        unowned = [(i, c) for i, c in lacking if not any(c in p.owned for p in ctx.state.players)]
        pool = unowned or lacking
        if not pool:
            return None
        return min(pool, key=lambda item: (ctx.rt.component_number(item[1]), item[0]))

    def run(ctx):
        found = choice(ctx)
        if found is None:
            return
        index, component = found
        me = ctx.state.players[ctx.player]
        me.owned.append(component)
        me.fresh.add(component)
        ctx.rt.log(ctx, "acquire", component=component)
        row, column = (index // columns + 1, index % columns + 1) if columns else (1, index + 1)
        ctx.values.update(slot_row=row, slot_column=column, it=component)
        if not quiet:
            sub = ctx.derive(values={"slot_row": row, "slot_column": column})
            yield from ctx.rt.emit(sub, "acquire", {"type": ctx.rt.component_type(component), "id": component})

    return Stmt(run, lambda ctx: choice(ctx) is not None, f"mark {supply}")


@verb("seek", "seek TAG among SUPPLY… [lacking] [clockwise]")
def compile_seek(compiler: Compiler, node: ast.Call) -> Stmt:
    """Claim, paying its cost, the best component carrying TAG (a type or tag) on top of the
    listed supplies: the lowest `data.TAG` value; `lacking`: only values the player owns none
    of; ties to the earlier supply (`clockwise`: supplies ordered by the ring position of the
    board whose `data.spot_supply` names them). Fires event `claim`."""
    args = node.args
    if len(args) < 3 or _word(args[0]) is None or _word(args[1]) != "among":
        raise CompileError("E407", "`seek` reads `seek TAG among SUPPLY… [lacking] [clockwise]`", _usage(node), node)
    tag = compiler.vocab.canonical(args[0].name)
    known = compiler.vocab.component_types | compiler.vocab.tags
    if known and tag not in known:
        raise CompileError("E401", f"unknown component type or tag `{tag}`", did_you_mean(tag, known), args[0])
    supplies, lacking, clockwise = [], False, False
    for arg in args[2:]:
        word = _word(arg)
        if word == "lacking":
            lacking = True
        elif word == "clockwise":
            clockwise = True
        else:
            supplies.append(_supply_arg(compiler, node, arg))
    if not supplies or None in supplies:
        raise CompileError("E407", "`seek` needs named supplies after `among`", _usage(node), node)

    def ordered(ctx) -> list[str]:
        if not clockwise:
            return supplies
        rt = ctx.rt
        where = {}
        for position, board in enumerate(_ring(ctx)):
            name = rt.board_data(board).get("spot_supply")
            if name and name not in where:
                where[name] = position
        return sorted(supplies, key=lambda s: (where.get(s, len(rt.vocab.boards)), supplies.index(s)))

    def best(ctx) -> Optional[tuple[str, str]]:
        rt = ctx.rt
        me = ctx.state.players[ctx.player]
        owned_values = {rt.component_tag_value(c, tag) for c in me.owned} - {None}
        found = None
        for supply in ordered(ctx):
            items = ctx.state.supplies.get(supply, [])
            if not items:
                continue
            component = items[0]
            value = rt.component_tag_value(component, tag)
            if value is None or (lacking and value in owned_values):
                continue
            if not rt.component_cost(component).affordable(ctx):
                continue
            key = value if isinstance(value, (int, float)) else str(value)
            if found is None or key < found[0]:
                found = (key, supply, component)
        return (found[1], found[2]) if found is not None else None

    def run(ctx):
        found = best(ctx)
        if found is None:
            return
        supply, component = found
        yield from ctx.rt.component_cost(component).pay(ctx)
        ctx.state.supplies[supply].pop(0)
        ctx.state.players[ctx.player].owned.append(component)
        ctx.values["it"] = component
        ctx.rt.log(ctx, "claim", component=component, supply=supply)
        yield from ctx.rt.emit(ctx, "claim", {"type": ctx.rt.component_type(component), "id": component})

    return Stmt(run, lambda ctx: best(ctx) is not None, f"seek {tag}")


@verb("discard", "discard SUPPLY [N]")
def compile_discard(compiler: Compiler, node: ast.Call) -> Stmt:
    """Take the top N components (default 1) of a supply out of play."""
    if len(node.args) not in (1, 2):
        raise CompileError("E407", "`discard` takes a supply and optionally a number", _usage(node), node)
    supply = _supply_arg(compiler, node, node.args[0])
    count = _count_arg(compiler, node.args[1], node) if len(node.args) == 2 else (lambda ctx: 1)

    def run(ctx):
        name = supply if supply is not None else ctx.values.get("supply_here")
        if not name:
            return
        items = ctx.rt.supply(ctx, name)
        n = max(0, min(count(ctx), len(items)))
        for component in items[:n]:
            ctx.rt.log(ctx, "discard", component=component, supply=name)
        del items[:n]
        return
        yield  # pragma: no cover

    return Stmt(run, _always, f"discard {supply or 'here'}")


@verb("own", "own COMPONENT")
def compile_own(compiler: Compiler, node: ast.Call) -> Stmt:
    """The player owns a named component from now on (its triggers and modifiers apply to them)."""
    if len(node.args) != 1:
        raise CompileError("E407", "`own` takes a component", _usage(node), node)
    cid = _component_arg(compiler, node, node.args[0])

    def run(ctx):
        owned = ctx.state.players[ctx.player].owned
        if cid not in owned:
            owned.append(cid)
            ctx.rt.log(ctx, "own", component=cid, name=ctx.rt.component_name(cid))
        return
        yield  # pragma: no cover

    return Stmt(run, _always, f"own {cid}")


@verb("try", "try COMPONENT [KEY]")
def compile_try(compiler: Compiler, node: ast.Call) -> Stmt:
    """Run a component's effect if it can be carried out; always possible itself (a step that
    happens when it can, without making the statements around it impossible)."""
    cid, path = _effect_target(compiler, node, node.args)

    def run(ctx):
        stmt = ctx.rt.effects.get((cid, path))
        if stmt is not None and stmt.can(ctx):
            yield from stmt.run(ctx)

    return Stmt(run, _always, f"try {cid}")


def _says(compiler: Compiler) -> dict[str, str]:
    """Every component's `data.says`, gathered once per rule set (the components are all known
    before anything compiles; one scan per `say` was ≈ 15 % of compiling the full rule set)."""
    found = compiler.memo.get("says")
    if found is not None:
        return found
    found = compiler.memo["says"] = {}
    for info in getattr(compiler.services, "components", {}).values():
        says = (info.data or {}).get("says")
        if isinstance(says, dict):
            for key, text in says.items():
                found.setdefault(str(key), str(text))
    return found


@verb("say", "say KEY")
def compile_say(compiler: Compiler, node: ast.Call) -> Stmt:
    """Log a sentence for people: the text under KEY in some component's `data.says` (what an
    automaton does and why)."""
    key = _word(node.args[0]) if len(node.args) == 1 else None
    if key is None:
        raise CompileError("E407", "`say` takes one key", _usage(node), node)
    text = None
    if compiler.services is not None:
        texts = _says(compiler)
        if key not in texts:
            raise CompileError("E401", f"no component has a text `says.{key}`",
                               did_you_mean(key, texts) or "put the sentence under `data.says` of a component", node.args[0])
        text = texts[key]

    def run(ctx):
        said = text if text is not None else _says(ctx.rt.compiler).get(key, key)
        ctx.rt.log(ctx, "say", key=key, text=said)
        return
        yield  # pragma: no cover

    return Stmt(run, _always, f"say {key}")


# ====================================================================== a number from a component's data
@query("datum", "datum(COMPONENT, FIELD) | datum(COMPONENT, FIELD, INDEX)")
def _datum(compiler: Compiler, node: ast.Func) -> ExprFn:
    """A number in a component's data (a difficulty knob, a table): `data.FIELD`, or entry INDEX
    of a list `data.FIELD` (clamped to its ends)."""
    _arity(node, 2, 3)
    cid = _name_arg(node, 0)
    field = _name_arg(node, 1)
    index = compiler.expr(node.args[2]) if len(node.args) == 3 else None
    vocab = compiler.vocab
    if vocab.component_ids and cid not in vocab.component_ids:
        raise CompileError("E401", f"unknown component `{cid}`", did_you_mean(cid, vocab.component_ids), node.args[0])
    info = component_info(compiler, cid)
    if info is not None:
        value = (info.data or {}).get(field)
        if index is None and not isinstance(value, int):
            raise CompileError("E408", f"`data.{field}` of `{cid}` is not a number",
                               did_you_mean(field, info.data or {}) or "datum reads a number from a component's data",
                               node.args[1])
        if index is not None and not (isinstance(value, list) and value and all(isinstance(v, int) for v in value)):
            raise CompileError("E408", f"`data.{field}` of `{cid}` is not a list of numbers",
                               did_you_mean(field, info.data or {}) or "with an index, datum reads a list", node.args[1])

    def read(ctx) -> int:
        value = (ctx.rt.components[cid].data or {}).get(field)
        if index is None:
            return int(value) if isinstance(value, int) else 0
        if not isinstance(value, list) or not value:
            return 0
        return int(value[max(0, min(len(value) - 1, index(ctx)))])

    return read


@query("top_datum", "top_datum(SUPPLY, FIELD [, DEFAULT])")
def _top_datum(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The number `data.FIELD` of the top component of a supply (the direction tile on top);
    DEFAULT (0 when not given) when the supply is empty or that component has no such number."""
    _arity(node, 2, 3)
    supply = compiler.vocab.canonical(_name_arg(node, 0))
    if supply not in compiler.vocab.supplies:
        raise CompileError("E401", f"unknown supply `{supply}`", did_you_mean(supply, compiler.vocab.supplies),
                           node.args[0])
    field = _name_arg(node, 1)
    default = compiler.expr(node.args[2]) if len(node.args) == 3 else (lambda ctx: 0)

    def read(ctx) -> int:
        items = ctx.rt.supply(ctx, supply)
        value = (ctx.rt.components[items[0]].data or {}).get(field) if items else None
        return int(value) if isinstance(value, int) and not isinstance(value, bool) else default(ctx)

    return read


__all__ = ["Policy", "policy_of"]
