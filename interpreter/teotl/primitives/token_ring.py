"""Tokens on a ring space (vocabulary.spaces `kind: ring`, docs/game-model.md §8): verbs
`move_token`, `place_token`, queries `token_slot`, `token_stop`, `token_board`.

A ring of `stops` stops (numbered 1..stops clockwise), each with `slots` slots; slot number
`(stop - 1) * slots + k` (k = 1..slots). Each seat has at most one token on a ring, its slot kept
in `GameState.tokens[RING]` (0 = off the ring). `points_at[s - 1]` is the 1-based position in the
game's ring of boards of the board slot s faces (`token_board`).

- `move_token RING [(N)] [back]`: the player's token goes N stops (default 1) clockwise (`back`:
  counterclockwise) and its owner picks a slot there. Every other seat's token on that slot is
  pushed 1 stop on the same way (its owner picks), which can chain (the mover's own token
  included). No token lands on a slot it has held during the chain (its origin included); if
  every slot of the stop is excluded, any slot is allowed.
- `place_token RING`: the player picks a slot on a stop that holds no other seat's token (any
  stop when none is free).

Each token that lands, pushed ones included, fires the event `landed` (space, stop, slot) for its
owner, so the rule files say what standing there does (`on landed(space R): set COUNTER 1`).
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import ExprFn, constant_fn
from teotl.language.registry import RETIRED, query, section, source, verb
from teotl.language.statements import Stmt
from teotl.model.decisions import Option, ask
from teotl.primitives.arguments import arity, count_arg, usage_hint, word_of
from teotl.primitives.space_args import space_of_kind

SECTION = section(__name__, "Tokens on a ring", 70,
                  intro="""One token per player on a ring space (`vocabulary.spaces: [{id: R, kind: ring, stops: N,
slots: M, points_at: […]}]`): stops numbered 1..N clockwise, each with M slots, slot
`(stop - 1) * M + k`. `points_at` gives, per slot, the position in the game's ring of boards of the
board that slot faces (`token_board`). Every token that lands, pushed ones included, fires the
event `landed` (filters `space R`, `stop S`, `slot N`) for its owner.""",
                  notes="""Errors: E480 a space that is not a ring. The former `hop COUNTER (STOPS) (SLOTS) … up COUNTER
aim COUNTER TABLE` and `place_token COUNTER (STOPS) (SLOTS)` are E403 with the new form in the hint:
`up COUNTER` became a trigger `on landed(space R): set COUNTER 1`, `aim COUNTER TABLE` the
ring's `points_at` read with `token_board(R)`.""",
                  examples=("move_token stones (1 + flag(extra_hop)) back",
                            "each player: place_token stones",
                            "on landed(space stones): set token_up 1",
                            "modify pieces_here + 1 while token_board(stones) == board_number"))

_CHAIN_LIMIT = 64  # a chain visits distinct slots per token, so it ends; this only guards data errors
NOT_A_RING = "E480"
RING_HINT = ("declare the ring first: vocabulary.spaces: [{id: R, kind: ring, stops: STOPS, slots: SLOTS, "
             "points_at: [TABLE's entries 1..]}], `landed` in vocabulary.events; `up COUNTER` becomes a trigger "
             "`on landed(space R): set COUNTER 1`, `aim COUNTER TABLE` the query `token_board(R)`, the token "
             "counter `token_slot(R)`; ")
RETIRED["hop"] = ("a token on a ring space moves with `move_token`",
                  RING_HINT + "then write `move_token R [(DISTANCE)] back` (hop went counterclockwise)")


class Ring:
    """A ring space's shape: its id, stops, slots and the ring position each slot points at."""
    __slots__ = ("id", "stops", "slots", "points_at")

    def __init__(self, spec: Any):
        declared = spec.declared or {}
        self.id = spec.id
        self.stops = int(declared.get("stops", 1))
        self.slots = int(declared.get("slots", 1))
        self.points_at = tuple(int(p) for p in declared.get("points_at") or ())


def rings_of(vocab: Any) -> list[str]:
    return [s.id for s in vocab.spaces.values() if s.kind == "ring"]


def ring_arg(compiler: Any, arg: ast.Node, what: str = "the ring") -> Ring:
    """A ring space named in an effect, or E480."""
    spec = space_of_kind(compiler, arg, "ring", what,
                         "{id: NAME, kind: ring, stops: N, slots: M, points_at: […]}")
    return Ring(spec)


def is_ring(compiler: Any, arg: ast.Node) -> bool:
    name = word_of(arg)
    spec = compiler.vocab.spaces.get(compiler.vocab.canonical(name)) if name else None
    return spec is not None and spec.kind == "ring"


# ====================================================================== state
def slot_of(state: Any, ring: str, seat: int) -> int:
    """The slot of a seat's token on a ring (0: off the ring)."""
    tokens = state.tokens.get(ring)
    return tokens[seat] if tokens is not None and seat < len(tokens) else 0


def _put(state: Any, ring: str, seat: int, slot: int) -> None:
    tokens = list(state.tokens.get(ring) or ())
    tokens += [0] * (len(state.players) - len(tokens))
    tokens[seat] = slot
    state.tokens[ring] = tuple(tokens)


def stop_of(ring: Ring, slot: int) -> int:
    return (slot - 1) // ring.slots + 1 if slot > 0 else 0


def board_index_at(rt: Any, state: Any, ring: Ring, slot: int) -> Optional[int]:
    """The index of the board slot `slot` points at (None: off the ring or no `points_at`)."""
    if slot <= 0 or not ring.points_at:
        return None
    boards = rt.ring(state)
    position = ring.points_at[min(slot, len(ring.points_at)) - 1]
    return boards[(position - 1) % len(boards)]


def board_at(rt: Any, state: Any, ring: Ring, slot: int) -> int:
    """The printed number of the board slot `slot` points at (0: off the ring or no `points_at`)."""
    index = board_index_at(rt, state, ring, slot)
    return rt.vocab.boards[index].number if index is not None else 0


def _slot_options(stop: int, slots: int, excluded: set) -> list[Option]:
    first = (stop - 1) * slots + 1
    wanted = [s for s in range(first, first + slots) if s not in excluded] or list(range(first, first + slots))
    return [Option(str(s), f"stop {stop}, slot {s - first + 1}", s) for s in wanted]


def _land(ctx: Any, ring: Ring, who: int, slot: int, pushed: bool):
    """Stand `who`'s token on `slot`, log it and fire `landed` for its owner."""
    _put(ctx.state, ring.id, who, slot)
    owner = ctx.derive_player(who) if who != ctx.player else ctx
    stop = stop_of(ring, slot)
    if ctx.rt.logging:
        ctx.rt.log(owner, "landed", space=ring.id, stop=stop, slot=slot, pushed=pushed)
    if "landed" in ctx.rt.triggers:
        yield from ctx.rt.emit(owner, "landed", {"space": ring.id, "stop": stop, "slot": slot})


# ====================================================================== verbs
@verb("move_token", "move_token RING [(N)] [back]", fires=("landed",),
      doc=("the player's token on the ring goes N stops (default 1) clockwise, `back`: counterclockwise; its owner "
           "picks a slot there (decision `slot`, keys = slot numbers). Every other player's token on that slot is "
           "pushed 1 stop on the same way, its owner picking, which can chain (the mover's own token included). "
           "A token never lands on a slot it held during the chain (its origin included), unless every slot of "
           "the stop is excluded. Each token that lands fires `landed` for its owner. Not possible while the "
           "player's token is off the ring."))
def compile_move_token(compiler: Compiler, node: ast.Call) -> Stmt:
    args = list(node.args)
    if not args:
        raise CompileError("E407", "`move_token` needs a ring space", usage_hint(node), node)
    ring = ring_arg(compiler, args[0])
    rest = args[1:]
    back = bool(rest) and word_of(rest[-1]) == "back"
    if back:
        rest = rest[:-1]
    if len(rest) > 1 or (rest and word_of(rest[0]) is not None):
        raise CompileError("E407", f"`move_token` takes a ring, a distance in parentheses and `back`, "
                                   f"not `{word_of(rest[-1]) or '…'}`", usage_hint(node), node)
    distance: ExprFn = count_arg(compiler, rest[0], node) if rest else constant_fn(1)
    sign = -1 if back else 1

    def can(ctx):
        return slot_of(ctx.state, ring.id, ctx.player) > 0

    def run(ctx):
        visited: dict[int, set] = {}
        queue = [(ctx.player, distance(ctx))]
        for _ in range(_CHAIN_LIMIT):
            if not queue:
                break
            who, dist = queue.pop(0)
            origin = slot_of(ctx.state, ring.id, who)
            seen = visited.setdefault(who, {origin})
            pushed = who != ctx.player or len(visited) > 1
            stop = ((origin - 1) // ring.slots + sign * dist) % ring.stops + 1
            slot = yield from ask(who, "slot", "on which slot?", _slot_options(stop, ring.slots, seen),
                                  ("token-slot", ring.id, pushed))
            seen.add(slot)
            yield from _land(ctx, ring, who, slot, pushed)
            for other in range(len(ctx.state.players)):
                if other != who and slot_of(ctx.state, ring.id, other) == slot:
                    queue.append((other, 1))

    return Stmt(run, can, f"move_token {ring.id}", opens=True)


@verb("place_token", "place_token RING", fires=("landed",),
      doc=("the player picks a slot of the ring on a stop holding no other player's token (any stop when none is "
           "free) and stands their token there (decision `slot`); fires `landed`."))
def compile_place_token(compiler: Compiler, node: ast.Call) -> Stmt:
    if len(node.args) > 1 and not is_ring(compiler, node.args[0]):
        raise CompileError("E403", "`place_token COUNTER (STOPS) (SLOTS)` is gone: the token is on a ring space, "
                                   "placed with `place_token RING`", RING_HINT + "then write `place_token R`", node)
    if len(node.args) != 1:
        raise CompileError("E407", "`place_token` takes one ring space", usage_hint(node), node)
    ring = ring_arg(compiler, node.args[0])

    def run(ctx):
        taken = {stop_of(ring, slot_of(ctx.state, ring.id, seat))
                 for seat in range(len(ctx.state.players)) if seat != ctx.player}
        options = [o for stop in range(1, ring.stops + 1) if stop not in taken
                   for o in _slot_options(stop, ring.slots, set())]
        if not options:
            options = [o for stop in range(1, ring.stops + 1) for o in _slot_options(stop, ring.slots, set())]
        slot = yield from ask(ctx.player, "slot", "on which slot?", options, ("token-slot", ring.id, False))
        yield from _land(ctx, ring, ctx.player, slot, False)

    return Stmt(run, lambda ctx: True, f"place_token {ring.id}", opens=True)


# ====================================================================== queries
def _ring_query(compiler: Compiler, node: ast.Func) -> Ring:
    arity(node, 1, 1)
    return ring_arg(compiler, node.args[0], f"`{node.name}`'s argument")


@query("token_slot", "token_slot(RING)", doc="the slot of the player's token on the ring (0 while it is off the ring)")
def _token_slot(compiler: Compiler, node: ast.Func) -> ExprFn:
    ring = _ring_query(compiler, node)
    return lambda ctx: slot_of(ctx.state, ring.id, ctx.player)


@query("token_stop", "token_stop(RING)", doc="the stop (1..stops) of the player's token on the ring (0 while off it)")
def _token_stop(compiler: Compiler, node: ast.Func) -> ExprFn:
    ring = _ring_query(compiler, node)
    return lambda ctx: stop_of(ring, slot_of(ctx.state, ring.id, ctx.player))


@query("token_board", "token_board(RING)",
       doc=("the printed number of the board the slot of the player's token points at (the ring's `points_at`; "
            "0 while the token is off the ring)"))
def _token_board(compiler: Compiler, node: ast.Func) -> ExprFn:
    ring = _ring_query(compiler, node)
    return lambda ctx: board_at(ctx.rt, ctx.state, ring, slot_of(ctx.state, ring.id, ctx.player))


# ====================================================================== the source
@source("players_on", "players_on(RING, STOP)",
        doc=("the seats whose token stands at stop STOP of the ring, in turn order from the current player "
             "(the body runs as each of them, as over `players`)"))
def _players_on(compiler: Compiler, node: ast.Node):
    if not isinstance(node, ast.Func) or len(node.args) != 2:
        raise CompileError("E473", "`players_on` takes a ring and a stop", "write `players_on(RING, STOP)`", node)
    ring = ring_arg(compiler, node.args[0], "`players_on`'s first argument")
    stop = compiler.expr(node.args[1])

    def seats(ctx):
        count, wanted = len(ctx.state.players), stop(ctx)
        order = [(ctx.player + offset) % count for offset in range(count)]
        return [seat for seat in order if wanted > 0 and stop_of(ring, slot_of(ctx.state, ring.id, seat)) == wanted]
    return "player", seats


def token_ring_of(vocab: Any, name: str) -> Optional[Ring]:
    spec = vocab.spaces.get(name)
    return Ring(spec) if spec is not None and spec.kind == "ring" else None
