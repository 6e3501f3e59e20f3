"""`place SUPPLY on SPACE [at (CELL)] [over] [rotated] [free] [where (COND)]`: a component from a
supply onto a cell of a grid (docs/game-model.md §2, "Placing").

The decider picks a component of SUPPLY (only the top one when the supply is hidden from them:
`visible: none`, or `visible: owner` on a shared supply; components that are the same are offered
once), then a cell among the legal ones, then, with `rotated`, a rotation (rotations that look the
same — the same four-value lists of data — are offered once). The candidate cells are
`frontier(SPACE)`; with `over` the occupied cells (the component goes on top, a new layer); with
`at` exactly CELL. COND is judged for each candidate with `cell` and `it` bound and the candidate
rotation shown to `edge(cell, …)` and `rotation(cell)`. Only legal answers are offered; with none
the statement cannot be carried out (so `choose` does not offer it). The component's cost is paid
unless `free`. The new layer belongs to the placing player when SUPPLY is per player, else to
nobody (−1). Then `placed` (the cell) and `it` (the component) are bound for the rest of the
sequence, the log says what went where, and event `placed` fires (filters `space S`, `type T`).
When it cannot be carried out, `placed` and `it` hold nothing (queries read an empty cell).

Decisions: kind `component` (keys: instance ids, texts: the component's name), kind `cell` (keys
`ROW,COLUMN`), kind `rotation` (keys `0`–`3`, texts: the turn and the edges it shows).
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import short_text
from teotl.language.registry import EVENT_BINDINGS, renders, section, verb
from teotl.language.scope import set_value
from teotl.language.statements import Stmt
from teotl.model.decisions import ask, new_decision, new_option, taken
from teotl.model.instances import component_of
from teotl.primitives.arguments import supply_arg, usage_hint, word_of
from teotl.primitives.grid_space import (CANDIDATE, NOBODY, cell_key, cell_text, component_info, four_value_fields,
                                         frontier, in_bounds, occupied, put_layer, space_arg, stack_at, turned)

SECTION = section(__name__, "Spaces", 45,
                  intro="""Square **grids** of cells declared in `vocabulary.spaces` (`{id: S, kind: grid}` grows without
limit; with `rows: R, columns: C` it is bounded, cells (0, 0) to (R − 1, C − 1)), and tracks whose
steps carry **values** (docs/game-model.md §2): `interpreter/teotl/primitives/grid_space.py` (the
state and geometry), `grid_queries.py`, `grid_sources.py`, `placing.py`, `track_values.py`.
A cell holds a stack of layers, each a component with an owner (a seat, or −1 for nobody) and a
rotation (0–3 quarter turns clockwise); the top layer is what the cell shows. A cell is a
*handle* (kind `cell`): a name bound by `each c in …`, a binder, `placed` after `place`, or `cell`
in its `where`. Per-edge data is a list of four numbers `[top, right, bottom, left]` as printed;
turned k quarter turns clockwise, side q shows `printed[(q - k) mod 4]`.""",
                  notes="""Errors: E480 a space that is not a declared grid; E481 a cell argument that holds something else
(a component, a player) or nothing bound; E482 `at` without a cell; E483 an `edge` field that is
not four numbers on every component that has it; E484 a malformed `place`; E485 a space declared
twice, under another vocabulary name, or bounded on one axis only; E486 a track whose `values` do
not give one value per step or whose `start` lies off it.""",
                  examples=("place hand on land rotated where ((row(cell) + column(cell)) % 2 != 0 and touching(cell, green) >= 1)",
                            "each s in neighbours(placed) where empty(s) and touching(s, house) >= 2: place display on land at (s)",
                            "each n in neighbours(placed) where owner(n) >= 0: as owner(n): gain coin edge(n, placed, roads)",
                            "each n in neighbours(placed) where has(n, green): repeat edge(placed, n, roads): resolve (n)",
                            "place hand on land over rotated where (owner(cell) == seat and layers(cell) == 1)"))


BAD_AT = "E482"
BAD_PLACE = "E484"
_FLAGS = ("over", "rotated", "free")
_TURNS = ("as printed", "a quarter turn clockwise", "a half turn", "three quarter turns clockwise")
_SIDES = ("top", "right", "bottom", "left")

EVENT_BINDINGS["placed"] = {"placed": "cell"}


class _Form:
    """The parts of one `place` statement, as written."""

    def __init__(self) -> None:
        self.at: Optional[ast.Node] = None
        self.where: Optional[ast.Node] = None
        self.flags: set[str] = set()


def _parse(compiler: Compiler, node: ast.Call) -> tuple[str, Any, _Form]:
    args = list(node.args)
    if len(args) < 3 or word_of(args[1]) != "on" or word_of(args[0]) is None:
        raise CompileError(BAD_PLACE, "`place` needs a supply, `on` and a grid: place SUPPLY on SPACE",
                           usage_hint(node), node)
    supply = supply_arg(compiler, node, args[0])
    if supply is None:
        raise CompileError(BAD_PLACE, "`place` takes its component from a named supply, not `here`",
                           usage_hint(node), args[0])
    spec = space_arg(compiler, args[2], "the space after `on`")
    form = _Form()
    index = 3
    while index < len(args):
        arg = args[index]
        word = word_of(arg)
        if word in _FLAGS:
            if word in form.flags:
                raise CompileError(BAD_PLACE, f"`{word}` is written twice", "write each option once", arg)
            form.flags.add(word)
            index += 1
            continue
        if word in ("at", "where"):
            if getattr(form, word) is not None:
                raise CompileError(BAD_PLACE, f"`{word}` is written twice", "write each option once", arg)
            if index + 1 >= len(args):
                raise CompileError(BAD_AT if word == "at" else BAD_PLACE, f"`{word}` needs something after it",
                                   "write `at (c)` with a cell c" if word == "at" else "write `where (CONDITION)`", arg)
            following = args[index + 1]
            if word == "where" and not isinstance(following, ast.ExprArg):
                raise CompileError(BAD_PLACE, "the condition after `where` goes in parentheses",
                                   "write e.g. where (touching(cell, forest) >= 1)", following)
            setattr(form, word, following)
            index += 2
            continue
        shown = word or short_text(getattr(arg, "expr", arg))
        raise CompileError(BAD_PLACE, f"unexpected `{shown}` in `place`", usage_hint(node), arg)
    return supply, spec, form


def _at_reader(compiler: Compiler, arg: ast.Node) -> Callable[[Any], Any]:
    inner = arg.expr if isinstance(arg, ast.ExprArg) else arg
    name = inner.name if isinstance(inner, (ast.Ref, ast.Word)) else None
    kind = compiler.kind_of(name) if name else None
    if kind != "cell":
        found = f"`{name}` is a {kind}" if kind else f"`{name or short_text(inner)}` is not a name bound to a cell"
        raise CompileError(BAD_AT, f"`at` takes a cell: {found}",
                           "write `at (c)` with c bound to a cell: "
                           "`each c in neighbours(placed) …: place … at (c)`",
                           arg)
    return lambda ctx: ctx.values.get(name)


@verb("place", "place SUPPLY on SPACE [at (CELL)] [over] [rotated] [free] [where (CONDITION)]",
      arguments="`SUPPLY on SPACE [at (CELL)] [over] [rotated] [free] [where (CONDITION)]`",
      sets=("placed", "it"), fires=("placed",),
      doc=("the decider picks a component of SUPPLY (decision `component`, keys: instance ids, texts: names; only "
           "the top one when the supply is hidden from them — `visible: none`, or `visible: owner` on a shared "
           "supply; the same component twice is offered once), then a cell (decision `cell`, keys `ROW,COLUMN`), "
           "then with `rotated` a rotation (decision `rotation`, keys `0`–`3`; rotations that show the same "
           "four-value lists are offered once). Candidate cells: `frontier(SPACE)`; with `over` the occupied "
           "cells (a new layer on top); with `at` exactly CELL (empty, or occupied with `over`). CONDITION is "
           "judged for each candidate on the state before the placement, with `cell` and `it` (the candidate "
           "component) bound; `edge(cell, …)` and `rotation(cell)` read the candidate turned by the candidate "
           "rotation. Only legal answers are offered; with none the statement cannot be carried out (`choose` "
           "does not offer it) and `placed` holds no cell. Pays the component's `cost` unless `free`. The "
           "layer's owner is the placing player when SUPPLY is per player, else nobody. Binds `placed` (the "
           "cell) and `it` for the rest of the sequence; log event `place`; fires event `placed` (filters "
           "`space S`, `type T`; its triggers know `placed`), if something listens."))
def compile_place(compiler: Compiler, node: ast.Call) -> Stmt:
    supply, spec, form = _parse(compiler, node)
    space = spec.id
    at = _at_reader(compiler, form.at) if form.at is not None else None
    over, rotated, free = "over" in form.flags, "rotated" in form.flags, "free" in form.flags
    cond = None
    if form.where is not None:
        with compiler.binding("cell", "cell"), compiler.binding("it", "component"):
            cond = compiler.expr(form.where.expr)
    compiler.bind_rest("placed", "cell")
    supply_spec = compiler.vocab.supplies[supply]
    visible = getattr(supply_spec, "visible", "all") or "all"
    hidden = visible == "none" or (visible == "owner" and not supply_spec.per_player)
    per_player = supply_spec.per_player
    looks: dict[str, tuple[int, ...]] = {}   # component id → its rotations that look different

    def rotations(rt, instance: str) -> tuple[int, ...]:
        if not rotated:
            return (0,)
        cid = component_of(instance)
        found = looks.get(cid)
        if found is None:
            info = component_info(rt, instance)
            data = (info.data or {}) if info is not None else {}
            fields = four_value_fields(data)
            seen, kept = set(), []
            for k in range(4):
                look = tuple(tuple(turned(data[f], k, q) for q in range(4)) for f in fields)
                if look not in seen:
                    seen.add(look)
                    kept.append(k)
            found = looks[cid] = tuple(kept)
        return found

    def cells(ctx) -> list:
        state = ctx.state
        if at is not None:
            cell = at(ctx)
            if type(cell) is not tuple or cell[0] != space or not in_bounds(spec, cell[1], cell[2]):
                return []
            return [cell] if bool(stack_at(state, cell)) == over else []
        return occupied(state, space) if over else frontier(state, spec)

    def legal_turns(ctx, instance: str, cell) -> list[int]:
        turns = rotations(ctx.rt, instance)
        if cond is None:
            return list(turns)
        return [k for k in turns
                if cond(ctx.derive_values({"cell": cell, "it": instance, CANDIDATE: (cell, instance, k)}))]

    def offered(ctx) -> list[str]:
        """The instances the decider may pick: affordable, the same component once, the top only
        when the supply is hidden."""
        items = ctx.rt.supply(ctx, supply)
        if not items:
            return []
        chosen, seen = [], set()
        for instance in (items[:1] if hidden else items):
            cid = component_of(instance)
            if cid in seen:
                continue
            seen.add(cid)
            if free or ctx.rt.component_cost(cid).affordable(ctx):
                chosen.append(instance)
        return chosen

    def placeable(ctx, instance: str) -> bool:
        for cell in cells(ctx):
            if legal_turns(ctx, instance, cell):
                return True
        return False

    def can(ctx) -> bool:
        return any(placeable(ctx, instance) for instance in offered(ctx))

    def run(ctx):
        rt = ctx.rt
        options = [new_option((i, rt.component_name(component_of(i)), i)) for i in offered(ctx) if placeable(ctx, i)]
        if not options:  # not carried out: nothing placed, nothing in focus (never a stale cell)
            set_value(ctx, "placed", None)
            set_value(ctx, "it", None)
            return
        if len(options) == 1:
            instance = options[0][2]
            taken(ctx.player, "component", "place which?", options[0], ("component", "place", supply))
        else:
            instance = yield new_decision((ctx.player, "component", tuple(options), f"place which from {supply}?",
                                           ("component", "place", supply)))
        name = rt.component_name(component_of(instance))
        where = [(cell, turns) for cell in cells(ctx) for turns in (legal_turns(ctx, instance, cell),) if turns]
        cell, turns = yield from ask(ctx.player, "cell", f"place {name} on which cell of {space}?",
                                     [new_option((cell_key(c), cell_text(c), (c, t))) for c, t in where],
                                     ("place-cell", space, instance))
        info = component_info(rt, instance)
        rotation = yield from ask(ctx.player, "rotation", f"turn {name} how?",
                                  [new_option((str(k), _turn_text(info, k), k)) for k in turns],
                                  ("place-turn", instance, info))
        if not free:
            cost = rt.component_cost(component_of(instance))
            if not (cost.never_asks and cost.pay_now(ctx)):
                yield from cost.pay(ctx)
        rt.writable_supply(ctx, supply).remove(instance)
        owner = ctx.player if per_player else NOBODY
        put_layer(ctx.state, cell, (instance, owner, rotation))
        set_value(ctx, "placed", cell)
        set_value(ctx, "it", instance)
        if rt.logging:
            rt.log(ctx, "place", component=instance, supply=supply, space=space, row=cell[1], column=cell[2],
                   rotation=rotation, owner=owner)
        if "placed" in rt.triggers:
            yield from rt.emit(ctx, "placed", {"space": space, "type": info.type if info else "",
                                               "id": component_of(instance)})

    return Stmt(run, can, f"place {supply} on {space}", opens=True)


def _turn_text(info: Any, rotation: int) -> str:
    """A rotation as a player reads it: the turn, and the per-edge data it shows."""
    data = (info.data or {}) if info is not None else {}
    shown = [f"{field.replace('_', ' ')}: " + ", ".join(f"{side} {turned(data[field], rotation, q)}"
                                                       for q, side in enumerate(_SIDES))
             for field in four_value_fields(data)]
    return _TURNS[rotation] + (f" ({'; '.join(shown)})" if shown else "")


_FLAG_WORDS = ("over", "rotated", "free")


def _bound(r, arg) -> str:
    return r.bound(arg)   # teotl.text.nouns: placeholders, the engine's names as terms


def _space(r, arg):
    name = r.name_of(arg) or "?"
    return r.noun(name, 1, "space")


@renders("verb", "place")
def render_place(r, node, args):
    """`place SUPPLY on SPACE [at (C)] [over] [rotated] [free] [where (COND)]`."""
    args = list(node.args)
    if len(args) < 3:  # not a form that compiles: shown plainly
        return r.msg("verb-generic", verb="place", args=" ".join(r.arg_text(a) for a in args))
    words = r.words(args)
    at = where = None
    for index, word in enumerate(words):
        if word == "at" and index + 1 < len(args):
            at = args[index + 1]
        if word == "where" and index + 1 < len(args):
            where = args[index + 1]
    space_name = r.name_of(args[2])
    spec = r.vocab.spaces.get(space_name)
    supply = r.vocab.supplies.get(r.name_of(args[0]))
    visible = getattr(supply, "visible", "all") if supply is not None else "all"
    hidden = visible == "none" or (visible == "owner" and not getattr(supply, "per_player", False))
    if at is not None:
        mode = "at"
    elif "over" in words:
        mode = "over"
    else:
        mode = "empty" if spec is not None and spec.bounded else "frontier"
    text = r.msg("verb-place", supply=r.supply_noun(args[0]), space=_space(r, args[2]), mode=mode,
                 cell=_bound(r, at) if at is not None else "", hidden="yes" if hidden else "no",
                 rotated="yes" if "rotated" in words else "no", free="yes" if "free" in words else "no")
    if where is not None:
        condition = where.expr if isinstance(where, ast.ExprArg) else where
        text = r.msg("verb-place-where", place=text, condition=r.cond(condition))
    return text


# ---------------------------------------------------------------------- as a player reads it
@renders("prompt", "place-cell")
def _prompt_place_cell(n, decision, about):
    return n.msg("ask-place-cell", component=n.component(about[2]), space=n.space(about[1]))


@renders("option", "place-cell")
def _option_place_cell(n, decision, option, about):
    cell = option.value[0]
    return n.msg("option-cell", row=cell[1], column=cell[2])


@renders("prompt", "place-turn")
def _prompt_place_turn(n, decision, about):
    return n.msg("ask-place-turn", component=n.component(about[1]))


@renders("option", "place-turn")
def _option_place_turn(n, decision, option, about):
    rotation, info = option.value, about[2]
    data = (info.data or {}) if info is not None else {}
    shown = [n.msg("option-turn-edges", field=n.key_noun(field), edges=n.join(
        [n.msg("option-turn-edge", side=n.term(f"side-{side}", 1, side), value=turned(data[field], rotation, q))
         for q, side in enumerate(_SIDES)])) for field in four_value_fields(data)]
    text = n.msg("option-turn", turns=rotation)
    return n.with_details(text, shown) if shown else text


@renders("event", "place")
def _event_place(n, e):
    return n.msg("event-place", who=n.who(e), component=n.component(e["component"]), space=n.space(e["space"]),
                 row=e["row"], column=e["column"], turns=e.get("rotation", 0))
