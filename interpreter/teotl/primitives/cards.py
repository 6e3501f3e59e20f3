"""Cards and other components in supplies: `put` (the decider moves chosen components from one
supply to another), `size(SUPPLY)` and a supply as a source (`each c in hand: …`,
`count(c in drawn where has(c, grey))`). docs/game-model.md §3; supplies are named as everywhere
(teotl.primitives.supply_refs). (`resolve (c)`, the effect of the component a handle shows, is
teotl.primitives.handle_effects.)

A reshuffle is written with these: `if size(deck) == 0 { deal discard deck all; shuffle deck }`.
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import ExprFn, short_text
from teotl.language.registry import query, renders, section, source_resolver, verb
from teotl.language.scope import set_value
from teotl.language.statements import Stmt
from teotl.model.decisions import new_decision, new_option
from teotl.model.supply_keys import sees
from teotl.primitives.arguments import arity, count_arg, word_of
from teotl.primitives.components import distinct
from teotl.primitives.supplies import log_move
from teotl.primitives.supply_refs import SupplyRef, read_supply, supply_phrase


SECTION = section(__name__, "Cards and supplies", 33,
                  intro="""A **supply** is an ordered list of component instances, top first (`vocabulary.supplies`); it is
shared, or per player (`per_player: true`: a hand, a tableau). Every verb, query and source names
a supply the same way (`interpreter/teotl/primitives/supply_refs.py`): `SUPPLY` is a shared supply
or the acting player's list of a per-player one; `SUPPLY of (PLAYER)` is another player's list
(`hand of (p)`, `tableau of (owner(c))`; in a query's parentheses `size(hand of p)`, with `p` a
name); a seat that is no player (−1) has no list: nothing is read from it or moved into it. The
state keeps a per-player list under `NAME@SEAT` (`hand@0`), which logs and observations show. Every
verb of the sections on supplies and taking components works the same on both kinds, with
`of (PLAYER)` wherever the supply is named. A supply's bare name is a source: its components,
top first (`each c in hand: resolve (c)`, `count(c in drawn where has(c, grey))`; over players,
`max(count(c in hand) for p in players)`, each player's own list).""",
                  notes="""**Copies.** A component with `copies: 3`, or per number of players `copies: {default: 4, 3: 3}`,
stands for instances `ID#1`, `ID#2`, … that share its data, effects, cost, type, tags and name; a
component without `copies` is its one instance, named by its id. `fill` puts the instances for the
game's number of players. `copies: {per_player: 3}`: every player has 3 instances of their own
(a deck each player keeps, even when two players play the same one): `fill` into a player's supply
puts that player's, into a shared supply everyone's. Logs, decisions' option keys and answers use instance ids; a choice
among a supply's components offers each component once (the first of its copies there), named by
its name.

**Who sees what.** A supply declares `visible: all` (face up, the default), `owner` (a per-player
supply its player alone sees) or `none` (face down: its size is public, its order and contents are
not); a resource or track may declare `visible: owner`. A player never chooses among what they
cannot see: `put` and `take` from such a supply move the first ones, unasked.
`Runtime.observe(state, seat)` is what a seat may know, as JSON
(`interpreter/teotl/runtime/observation.py`): public parts as `GameState.to_json` has them; each
supply as `{"size": N}`, plus `"components"` when the seat sees it; another player's owner-only
counters left out; the log with every move into or out of a supply the seat sees named, and
otherwise only counted (`"count": 2`: "deals 2 hidden components"); the pending decision when it is
the seat's. `Runtime.determinise(state, seat, rng)` is a copy with every hidden component dealt at
random among the hidden places held by components of its type (each hidden supply keeps its size
and its count of each type), other players' owner-only counters at their start, the seat's log and
a fresh RNG; the greedy agent looks ahead on such copies only.

**Composition.** A supply may declare what every deck filled into it must hold, checked by `teotl
check` (E496, at the card that breaks it, else at the declaration): `composition: {by: house,
cards: 30, copies: {3: 3, 2: 6, 1: 9}, distinct: {suit: 2}}` — the components of its `of:`
type grouped by `data.by` (one deck per value), the instances in all, how many different
components in each number of copies, at most so many values of a data field in one deck
(`interpreter/teotl/runtime/composition.py`).

Errors: E490 `of` after a shared supply; E491 `of` without a player, E492 a query's argument that
is no supply; E493 a `put` whose tail is not `where (CONDITION)`; E494 a supply's name in
`count(WORD)` (which counts what the player owns: write `size(S)` or `count(c in S where …)`);
E495 `visible: owner` on a shared supply; E496 a deck that breaks its supply's `composition`.""",
                  examples=("if size(deck) == 0 { deal discard deck all; shuffle deck }; deal deck hand",
                            "put hand tableau; resolve (it)",
                            "put hand discard (2) where (has(it, grey))",
                            "put hand tableau paying",
                            "gain coin count(c in drawn where has(c, grey)); deal drawn discard all",
                            "gain vp sum(datum(c, value) for c in tableau)"))


# ====================================================================== put
@verb("put", "put SUPPLY TO [(N)|all] [paying] [where (COND)]",
      arguments="`FROM TO [(N)|all] [paying] [where (COND)]`",
      sets=("it",),
      doc="the decider picks N components of FROM (default 1) meeting COND, judged for each candidate `it` "
          "before each pick, and moves them onto the end of TO; copies of one component are one choice; `all`: "
          "every one meeting COND, unasked. Possible only when N candidates exist. From a supply the decider "
          "cannot see (face down, another player's hand) the first ones meeting COND move, unasked. With "
          "`paying`, only components whose cost the decider can pay are candidates, and each one's cost (its "
          "`cost` and its `effects.cost`) is paid before it moves: a card built from a hand. `it` is the "
          "last one moved; log event `put` (`from`, `to`, `components`)")
def compile_put(compiler: Compiler, node: ast.Call) -> Stmt:
    """The decider picks N components of SUPPLY (default 1; `all`: every one, no choice) that meet
    COND (judged for each candidate `it`, before each pick) and moves them onto the end of TO.
    Copies of one component are one choice. From a supply the decider cannot see, the first
    ones meeting COND move, unasked. `it` is the last component moved. With `paying`, only
    components whose cost the decider can pay are candidates, and each one's cost (its `cost` and
    its `effects.cost`) is paid before it moves (a card built from a hand)."""
    args = node.args
    source, at = read_supply(compiler, node, args, 0)
    target, at = read_supply(compiler, node, args, at)
    rest = list(args[at:])
    count: Optional[ExprFn] = None
    every = False
    if rest and word_of(rest[0]) == "all":
        every, rest = True, rest[1:]
    elif rest and word_of(rest[0]) not in ("where", "paying"):
        count, rest = count_arg(compiler, rest[0], node), rest[1:]
    paying = bool(rest) and word_of(rest[0]) == "paying"
    if paying:
        rest = rest[1:]
    cond = _where(compiler, node, rest)
    if count is None and not every:
        count = lambda ctx: 1  # noqa: E731
    spec = compiler.vocab.supplies[source.name]
    visible = spec.visible

    def candidates(ctx) -> list:
        items = source.peek(ctx)
        if cond is not None:
            items = [cid for cid in items if cond(ctx.derive_values({"it": cid}))]
        if paying:
            cost_of = ctx.rt.component_cost
            return [cid for cid in items if cost_of(cid).affordable(ctx)]
        return list(items)

    def pay(ctx, cid: str):
        cost = ctx.rt.component_cost(cid)
        if not (cost.never_asks and cost.pay_now(ctx)):  # in one go when it asks nothing and is affordable
            yield from cost.pay(ctx)

    def can(ctx) -> bool:
        if target.key(ctx) is None:
            return False
        return every or len(candidates(ctx)) >= max(0, count(ctx))

    def move(ctx, cid: str) -> None:
        source.items(ctx).remove(cid)
        target.items(ctx).append(cid)

    def run(ctx):
        if target.key(ctx) is None:
            return
        moved = []
        if every:
            for cid in candidates(ctx):
                if paying:
                    if not ctx.rt.component_cost(cid).affordable(ctx):
                        continue
                    yield from pay(ctx, cid)
                move(ctx, cid)
                moved.append(cid)
        else:
            rt = ctx.rt
            chooses = sees(visible, source.seat(ctx), ctx.player)
            for _ in range(max(0, count(ctx))):
                found = candidates(ctx)
                if not found:
                    break
                if not chooses:
                    cid = found[0]
                else:
                    options = tuple(new_option((c, rt.component_name(c), c)) for c in distinct(rt, found))
                    if len(options) == 1:
                        cid = options[0][2]
                    else:
                        cid = yield new_decision((ctx.player, "choose", options,
                                                  f"put which from {source.text} to {target.text}?",
                                                  ("component", "put", source.key(ctx), target.key(ctx))))
                if paying:
                    yield from pay(ctx, cid)
                move(ctx, cid)
                moved.append(cid)
        if moved:
            set_value(ctx, "it", moved[-1])
            if ctx.rt.logging:
                log_move(ctx, "put", source.key(ctx), target.key(ctx), moved)

    text = f"put {source.text} {target.text}{' paying' if paying else ''}"
    return Stmt(run, can, text, opens=True)


@renders("verb", "put")
def render_put(r, node, args):
    if any(isinstance(a, ast.Word) and a.name == "paying" for a in args):
        plain = [a for a in args if not (isinstance(a, ast.Word) and a.name == "paying")]
        return r.msg("verb-put-paying", put=render_put(r, node, plain))
    where = None
    for index, arg in enumerate(args):
        if isinstance(arg, ast.Word) and arg.name == "where" and index + 1 < len(args):
            args, where = args[:index], args[index + 1]
            break
    values = {"source": r.supply_noun(args[0]), "target": r.supply_noun(args[1])}
    suffix = "-where" if where is not None else ""
    if where is not None:
        values["condition"] = r.cond(where.expr if isinstance(where, ast.ExprArg) else where)
    if len(args) > 2 and isinstance(args[2], ast.Word) and args[2].name == "all":
        return r.msg("verb-put-all" + suffix, **values)
    count = r.count(args[2]) if len(args) > 2 else 1
    if not isinstance(count, int):
        return r.msg("verb-put-expr" + suffix, count=count, **values)
    return r.msg("verb-put" + suffix, count=count, **values)


def _where(compiler: Compiler, node: ast.Call, rest: list) -> Optional[ExprFn]:
    """`where (COND)` at the end of `put`, COND compiled with `it` the candidate component."""
    if not rest:
        return None
    if word_of(rest[0]) != "where" or len(rest) != 2 or not isinstance(rest[1], ast.ExprArg):
        bad = rest[0] if word_of(rest[0]) != "where" else (rest[1] if len(rest) > 1 else rest[0])
        raise CompileError("E493", f"`{short_text(bad) if not isinstance(bad, ast.Word) else bad.name}` is not "
                           "understood here: after the supplies and the count comes `where (CONDITION)`",
                           "write e.g. put hand discard (2) where (has(it, grey)), or put hand tableau paying", bad)
    with compiler.binding("it", "component"):
        return compiler.expr(rest[1].expr)


# ====================================================================== size and sources
@query("size", "size(SUPPLY)",
       doc="how many components a supply holds (the acting player's list of a per-player one; "
           "`size(hand of p)` another player's); public even when face down")
def _size(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The number of components in a supply (the acting player's list of a per-player one;
    `size(hand of p)` another player's). Public for every supply, face down or not."""
    arity(node, 1, 1)
    ref = supply_phrase(compiler, node, node.args[0])
    peek = ref.peek
    if not ref.per_player:
        name = ref.name
        return lambda ctx: len(ctx.state.supplies.get(name, ()))
    return lambda ctx: len(peek(ctx))


def _size_supply(r, args, names):
    """The supply `size(…)` counts, in words (None when it is not in a form known here)."""
    arg = args[0] if args else None
    if isinstance(arg, ast.Phrase) and len(arg.words) == 3 and arg.words[1] == "of":  # size(hand of p)
        noun, player = r.noun(str(arg.words[0]), 1, "supply"), str(arg.words[2])
        return r.cased(lambda case: r.msg("ref-supply-of", supply=r.cat.noun(noun, case),
                                          player=r.seat_in_case(player)))
    return r.noun(names[0], 1, "supply") if names and names[0] else None


@renders("query", "size")
def render_size(r, node, args, names):
    supply = _size_supply(r, args, names)
    return r.msg("query-size", supply=supply) if supply is not None else None


@renders("zero", "size")
def render_size_zero(r, node, args, names, negated):
    """`size(S) == 0`: "S is empty" (`> 0`, `>= 1`, `!= 0`: "S is not empty")."""
    supply = _size_supply(r, args, names)
    return r.msg("query-size-zero", supply=supply, negated=negated) if supply is not None else None


@source_resolver
def _supply_source(compiler: Compiler, name: str, node: Any):
    """A bare supply name as a source: its components, top first (the acting player's list of a
    per-player supply: inside `each p in players`, each player's own)."""
    supply = compiler.vocab.canonical(name)
    spec = compiler.vocab.supplies.get(supply)
    if spec is None:
        return None
    return "component", SupplyRef(supply, spec.per_player, None, supply).peek
