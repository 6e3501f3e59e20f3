"""Tokens on a ring of stops with slots: hops with push chains (docs/verbs.md "Ring slots").

A ring of STOPS stops (numbered 1..STOPS clockwise), each with SLOTS slots; slot number
`(stop - 1) * SLOTS + k` (k = 1..SLOTS). Each player has at most one token, its slot kept in a
player counter named by the rule files (0 = not on the ring), and optionally an "up" counter set
to 1 whenever the token moves. The rule files say what a slot does and which board it points at.

- `hop TOKEN (STOPS) (SLOTS) [(DISTANCE)] [up COUNTER] [aim COUNTER TABLE]`: the player's token goes DISTANCE stops
  (default 1) backwards (counterclockwise) and its owner picks a slot there. Every other
  player's token on that slot is pushed 1 stop backwards the same way (its owner picks), which
  can chain (the acting player's own token included). No token lands on a slot it has held during
  the chain (its origin included); if every slot of the stop is excluded, any slot is allowed.
- `place_token TOKEN (STOPS) (SLOTS) [up COUNTER] [aim COUNTER TABLE]`: setup; the player picks a
  slot on a stop that holds no other player's token.
- `aim COUNTER TABLE`: whenever a token lands on slot s, its owner's COUNTER is set to the printed
  number of the board at ring position TABLE[s] (a numeric table of `game.yaml`/a module), the
  board that slot points at.

Query `ring_number(POS)`: the printed number of the board at 1-based position POS of the game's
ring (positions wrap).
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import ExprFn, constant_fn
from teotl.language.registry import query, renders, section, verb
from teotl.language.statements import Stmt
from teotl.model.decisions import Option, ask
from teotl.primitives.arguments import arity, count_arg, usage_hint, word_of


SECTION = section(__name__, "Ring slots", 70,
                  intro="""Tokens on a ring of stops, each stop with a few slots, one token per player kept in a player
counter (a resource without a group). Stops are numbered 1..STOPS clockwise; slot
`(stop - 1) * SLOTS + k`.""",
                  notes="""Options: `up COUNTER` sets the owner's COUNTER to 1 whenever its token lands; `aim COUNTER TABLE`
sets the owner's COUNTER to the printed number of the board at ring position `TABLE[slot]` (a
numeric table), the board that slot points at, so modifiers and triggers can read it
(`token_here: "token_up > 0 and token_board == board_number"`).""",
                  examples=("hop token_space (4) (2) (1 + flag(extra_hop)) up token_up aim token_board slot_boards",
                            "each player: place_token token_space (4) (2) up token_up aim token_board slot_boards"))


_CHAIN_LIMIT = 64  # a chain visits distinct slots per token, so it ends; this only guards data errors


def _counter(compiler: Compiler, node: ast.Call, arg: ast.Node) -> str:
    name = word_of(arg)
    name = compiler.vocab.canonical(name) if name else None
    if name is None or name not in compiler.vocab.resources:
        raise CompileError("E401", f"`{node.verb}` needs a player counter (a resource) here, got `{word_of(arg) or ''}`",
                           usage_hint(node), arg)
    return name


def _slot_options(stop: int, slots: int, excluded: set) -> list[Option]:
    first = (stop - 1) * slots + 1
    wanted = [s for s in range(first, first + slots) if s not in excluded] or list(range(first, first + slots))
    return [Option(str(s), f"stop {stop}, slot {s - first + 1}", s) for s in wanted]


def _options(compiler: Compiler, node: ast.Call) -> tuple[list, object, object]:
    """Split trailing `up COUNTER` / `aim COUNTER TABLE` off the arguments."""
    args, up, aim = list(node.args), None, None
    i = 0
    while i < len(args):
        word = word_of(args[i])
        if word == "up" and i + 1 < len(args):
            up = _counter(compiler, node, args[i + 1])
            del args[i:i + 2]
        elif word == "aim" and i + 2 < len(args):
            table = compiler.vocab.tables.get(word_of(args[i + 2]) or "")
            if not isinstance(table, list):
                raise CompileError("E401", f"unknown numeric table `{word_of(args[i + 2]) or ''}`", usage_hint(node), args[i + 2])
            aim = (_counter(compiler, node, args[i + 1]), table)
            del args[i:i + 3]
        else:
            i += 1
    return args, up, aim


def _land(ctx, who: int, slot: int, token: str, up, aim) -> None:
    counters = ctx.state.players[who].counters
    counters[token] = slot
    if up:
        counters[up] = 1
    if aim:
        counter, table = aim
        ring = ctx.rt.ring(ctx.state)
        position = table[max(0, min(len(table) - 1, slot))]
        counters[counter] = ctx.rt.vocab.boards[ring[(position - 1) % len(ring)]].number


@verb("hop", "hop TOKEN (STOPS) (SLOTS) [(DISTANCE)] [up COUNTER] [aim COUNTER TABLE]",
      arguments="`TOKEN (STOPS) (SLOTS) [(DISTANCE)] [up COUNTER] [aim COUNTER TABLE]`",
      doc=("the player's token goes DISTANCE stops (default 1) backwards (counterclockwise); its owner "
           "picks a slot there (decision `slot`, keys = slot numbers). Every other player's token on that "
           "slot is pushed 1 stop backwards the same way, its owner picking, which can chain (the acting "
           "player's token included). A token never lands on a slot it held during the chain (its origin "
           "included), unless every slot of the stop is excluded. Not possible while the token is not on "
           "the ring (0). Log event `hop`."))
def compile_hop(compiler: Compiler, node: ast.Call) -> Stmt:
    args, up, aim = _options(compiler, node)
    if len(args) not in (3, 4):
        raise CompileError("E407", "`hop` needs a token counter, the stops and the slots", usage_hint(node), node)
    token = _counter(compiler, node, args[0])
    stops, slots = count_arg(compiler, args[1], node), count_arg(compiler, args[2], node)
    distance: ExprFn = count_arg(compiler, args[3], node) if len(args) == 4 else constant_fn(1)

    def can(ctx):
        return ctx.state.players[ctx.player].counters.get(token, 0) > 0

    def run(ctx):
        n_stops, n_slots = stops(ctx), slots(ctx)
        players = ctx.state.players
        visited: dict[int, set] = {}
        queue = [(ctx.player, distance(ctx))]
        for _ in range(_CHAIN_LIMIT):
            if not queue:
                break
            who, dist = queue.pop(0)
            origin = players[who].counters.get(token, 0)
            seen = visited.setdefault(who, {origin})
            stop = ((origin - 1) // n_slots - dist) % n_stops + 1
            slot = yield from ask(who, "slot", "on which slot?", _slot_options(stop, n_slots, seen),
                                  ("ring-slot", token, n_slots, aim, who != ctx.player or len(visited) > 1))
            _land(ctx, who, slot, token, up, aim)
            seen.add(slot)
            if ctx.rt.logging:
                ctx.rt.log(ctx, "hop", who=who, slot=slot, displaced=who != ctx.player or len(visited) > 1)
            for other in players:
                if other.index != who and other.counters.get(token, 0) == slot:
                    queue.append((other.index, 1))

    return Stmt(run, can, f"hop {token}", opens=True)


@renders("verb", "hop")
def render_hop(r, node, args):
    return r.msg("verb-hop") if args else None


@verb("place_token", "place_token TOKEN (STOPS) (SLOTS) [up COUNTER] [aim COUNTER TABLE]",
      arguments="`TOKEN (STOPS) (SLOTS) [up COUNTER] [aim COUNTER TABLE]`",
      doc="setup: the player picks a slot on a stop holding no other player's token (any stop if none is free).")
def compile_place_token(compiler: Compiler, node: ast.Call) -> Stmt:
    args, up, aim = _options(compiler, node)
    if len(args) != 3:
        raise CompileError("E407", "`place_token` needs a token counter, the stops and the slots", usage_hint(node), node)
    token = _counter(compiler, node, args[0])
    stops, slots = count_arg(compiler, args[1], node), count_arg(compiler, args[2], node)

    def run(ctx):
        n_stops, n_slots = stops(ctx), slots(ctx)
        taken = {(p.counters.get(token, 0) - 1) // n_slots + 1
                 for p in ctx.state.players if p.index != ctx.player and p.counters.get(token, 0) > 0}
        options = [o for stop in range(1, n_stops + 1) if stop not in taken
                   for o in _slot_options(stop, n_slots, set())]
        if not options:
            options = [o for stop in range(1, n_stops + 1) for o in _slot_options(stop, n_slots, set())]
        slot = yield from ask(ctx.player, "slot", "on which slot?", options, ("ring-slot", token, n_slots, aim, False))
        _land(ctx, ctx.player, slot, token, up, aim)
        if ctx.rt.logging:
            ctx.rt.log(ctx, "hop", who=ctx.player, slot=slot, displaced=False)

    return Stmt(run, lambda ctx: True, f"place_token {token}", opens=True)


@renders("verb", "place_token")
def render_place_token(r, node, args):
    return r.msg("verb-place_token") if args else None


@query("ring_number", "ring_number(POSITION)",
       form="`ring_number(POS)`",
       doc="the printed number of the board at 1-based position POS of this game's ring (wraps)")
def _ring_number(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 1, 1)
    position = compiler.expr(node.args[0])
    boards = compiler.vocab.boards

    def value(ctx):
        ring = ctx.rt.ring(ctx.state)
        return boards[ring[(position(ctx) - 1) % len(ring)]].number

    return value


# ---------------------------------------------------------------------- as a player reads it
def _pointed_at(n, aim, slot: int):
    """The board a slot points at (`aim COUNTER TABLE`), as a noun; "" without `aim`."""
    if not aim or n.state is None or n.runtime is None:
        return ""
    table, ring = aim[1], n.runtime.ring(n.state)
    position = table[max(0, min(len(table) - 1, slot))]
    return n.board(ring[(position - 1) % len(ring)])


@renders("prompt", "ring-slot")
def _prompt_ring_slot(n, decision, about):
    return n.msg("ask-ring-slot", token=n.resource(about[1]), pushed="yes" if about[4] else "no")


@renders("option", "ring-slot")
def _option_ring_slot(n, decision, option, about):
    slot, slots = option.value, about[2]
    board = _pointed_at(n, about[3], slot)
    return n.msg("option-ring-slot", token=n.resource(about[1]), slot=slot, stop=(slot - 1) // slots + 1,
                 place=(slot - 1) % slots + 1, board=board, aimed="yes" if board != "" else "no")


def _token_of(n) -> str:
    """The token counter the rule set's `hop` moves (read once from its effects), for the log."""
    if "ring_slots" not in n.memo:
        found = ""
        for component in n.components.values():
            for node in (component.parsed or {}).values():
                for part in node.walk() if hasattr(node, "walk") else ():
                    if getattr(part, "verb", None) in ("hop", "place_token") and part.args:
                        found = found or (n.name_of(part.args[0]) or "")
        n.memo["ring_slots"] = found
    return n.memo["ring_slots"]


@renders("event", "hop")
def _event_hop(n, e):
    token = _token_of(n)
    return n.msg("event-hop", who=n.seat(e["who"]), token=n.resource(token) if token else "", slot=e["slot"],
                 pushed="yes" if e.get("displaced") else "no")
