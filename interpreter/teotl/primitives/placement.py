"""Placement of tiles on a grid of cells: square tiles on slots, two-icon tiles on edge spots.

A *grid* is a component whose `data` describes the board the tiles go on (all of it data, none of
it here):

```yaml
data:
  printed: ["--bb", "g-b-", ...]   # the icon under every cell, one string per row, one char per cell
  empty: "-"                       # the char of an empty icon (default "-")
  empty_matches: false             # true: an empty icon on an empty cell is a match (VP, no track)
  icon_tracks: {b: blue, r: red}   # icon letter -> track advanced by a coloured (upper case) match
  match_vp: 1                      # VP per matching icon
  level_vp: [1, 3, 5, 7]           # VP for a tile placed on a slot of level L
  level_cost: {res_a: 2, res_b: [0, 1, 2, 3]}   # cost of a slot of level L (a number or a list by level)
  slots:                           # where square tiles go: covered cells [TL, TR, BR, BL]
    - {id: 0, level: 0, cells: [[0, 0], [0, 1], [1, 1], [1, 0]], requires: []}
    - {id: 100, level: 1, cells: [...], requires: [0, 1, 4, 5], effect: top}   # `effect`: run effects.top after
  spot_vp: 3                       # VP for a tile placed on a spot
  spots:                           # where two-icon tiles go, filled level by level on each side
    - {id: n0, side: n, level: 0, requires: [], printed: ["r", "g"], swap: false}
    - {id: n1, side: n, level: 1, requires: [1, 2], cells: [[0, 3], [0, 4]], swap: false}
  preplaced: {"2": [0, 1, 100]}    # slots filled at setup, by number of players
  preplaced_alternatives: {"2": [[...], [...]]}
effects:
  placed: "..."                    # after every tile placed on a slot (by a player)
  decorated: "..."                 # after every tile placed on a spot
```

Tiles are components with `data.quadrants` (four icons [TL, TR, BR, BL], slot tiles) or
`data.icons` (two icons [a, b], spot tiles). Rotation k (clockwise quarter turns) gives
`new[q] = old[(q - k) mod 4]`. A placed icon matches the covered icon when the letters are equal,
case ignored (an empty icon never matches, unless `empty_matches`); a match scores `match_vp`, and
a coloured (upper case) placed icon also advances the track its letter maps to in `icon_tracks`.
A slot tile overwrites the cells it covers; a spot tile covers nothing later tiles compare with.
A spot tile is compared as (a, b) with the two covered icons, or as (b, a) when the spot has
`swap: true`.

State, per grid component (`state.grids[grid_id]`, plain JSON, created on first use):
`{"cells": [row strings], "filled": {slot_id: [tile_id, rotation]}, "spots": {spot_id: tile_id}}`
(slot ids as strings).

Verbs (docs/verbs.md, "Placement"):
  build SUPPLY on GRID [up to N] [auto] [free] [discount N] [flat N]
  decorate SUPPLY on GRID [auto] [flat N]
  preplace SUPPLY on GRID [random]
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import Any, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn, short_text
from teotl.language.registry import verb
from teotl.language.statements import Stmt, _always, sync_stmt
from teotl.model.decisions import Decision, Option, ask, new_option
from teotl.primitives import wildcards
from teotl.primitives.verbs import _supply_arg, _usage, _word, data_component

BAD_GRID = "E440"


# ====================================================================== the grid, read from data
@dataclass(frozen=True)
class Slot:
    id: str
    level: int
    cells: tuple[tuple[int, int], ...]  # [TL, TR, BR, BL]
    requires: tuple[str, ...]
    effect: Optional[str] = None  # key of the grid's `effects` run after a tile is placed here

    @property
    def order(self) -> tuple:
        """Lowest level first, then top-most, then left-most (the automatic choice)."""
        return (self.level, self.cells[0][0], self.cells[0][1])


@dataclass(frozen=True)
class Spot:
    id: str
    side: str
    level: int
    requires: tuple[str, ...]
    printed: Optional[tuple[str, ...]]  # icons beside the grid (when it covers no cells)
    cells: tuple[tuple[int, int], ...]
    swap: bool


@dataclass
class Grid:
    id: str
    printed: tuple[str, ...]
    empty: str = "-"
    empty_matches: bool = False
    icon_tracks: dict = field(default_factory=dict)
    match_vp: int = 1
    level_vp: tuple[int, ...] = ()
    level_cost: dict = field(default_factory=dict)
    slots: tuple[Slot, ...] = ()
    spot_vp: int = 0
    spots: tuple[Spot, ...] = ()
    preplaced: dict = field(default_factory=dict)
    preplaced_alternatives: dict = field(default_factory=dict)

    def __post_init__(self):
        self.slot_by_id = {slot.id: slot for slot in self.slots}
        self.spot_by_id = {spot.id: spot for spot in self.spots}
        # worked out once (the legal-slot and legal-spot checks run in every offer of an action):
        # the ids of the spots below each spot on its side, and each slot level's cost
        self.spot_ids_below = {spot.id: tuple(s.id for s in self.spots if s.side == spot.side and s.level < spot.level)
                               for spot in self.spots}
        self.slots_in_order = tuple(sorted(self.slots, key=lambda slot: slot.order))
        self._costs: dict[int, dict[str, int]] = {}

    def level_cost_of(self, level: int) -> dict[str, int]:
        """`cost(level)`, computed once per level: read it, never change it (`cost` gives a copy)."""
        cost = self._costs.get(level)
        if cost is None:
            cost = self._costs[level] = self.cost(level)
        return cost

    def cost(self, level: int) -> dict[str, int]:
        cost = {}
        for resource, amount in self.level_cost.items():
            if isinstance(amount, list):
                amount = amount[min(level, len(amount) - 1)] if amount else 0
            cost[resource] = int(amount)
        return cost

    def vp_for_level(self, level: int) -> int:
        if not self.level_vp:
            return 0
        return int(self.level_vp[min(level, len(self.level_vp) - 1)])


def _cell_list(value: Any, where: str) -> tuple[tuple[int, int], ...]:
    cells = []
    for cell in value or ():
        if not (isinstance(cell, (list, tuple)) and len(cell) == 2 and all(isinstance(x, int) for x in cell)):
            raise ValueError(f"{where}: a cell is [row, column], got {cell!r}")
        cells.append((cell[0], cell[1]))
    return tuple(cells)


def read_grid(cid: str, data: dict) -> Grid:
    """Build a Grid from a component's data; ValueError names what is wrong."""
    printed = data.get("printed") or []
    if not isinstance(printed, list) or not all(isinstance(row, str) for row in printed):
        raise ValueError("`printed` must be a list of strings, one per row of cells")
    for key in ("slots", "spots"):
        if not isinstance(data.get(key) or [], list):
            raise ValueError(f"`{key}` must be a list")
    slots = []
    for index, entry in enumerate(data.get("slots") or ()):
        if not isinstance(entry, dict) or "id" not in entry:
            raise ValueError(f"slot {index + 1} needs an `id`")
        cells = _cell_list(entry.get("cells"), f"slot {entry['id']}")
        if len(cells) != 4:
            raise ValueError(f"slot {entry['id']} must cover 4 cells [TL, TR, BR, BL]")
        slots.append(Slot(str(entry["id"]), int(entry.get("level", 0)), cells,
                          tuple(str(r) for r in entry.get("requires") or ()), entry.get("effect")))
    spots = []
    for index, entry in enumerate(data.get("spots") or ()):
        if not isinstance(entry, dict):
            raise ValueError(f"spot {index + 1} must be a mapping")
        side, level = str(entry.get("side", "")), int(entry.get("level", 0))
        printed_icons = entry.get("printed")
        cells = _cell_list(entry.get("cells"), f"spot {index + 1}")
        if printed_icons is None and len(cells) != 2:
            raise ValueError(f"spot {entry.get('id', index + 1)} needs `printed` (2 icons) or 2 `cells`")
        spots.append(Spot(str(entry.get("id", f"{side}{level}")), side, level,
                          tuple(str(r) for r in entry.get("requires") or ()),
                          tuple(str(i) for i in printed_icons) if printed_icons is not None else None,
                          cells, bool(entry.get("swap", False))))
    grid = Grid(cid, tuple(printed), str(data.get("empty", "-")), bool(data.get("empty_matches", False)),
                dict(data.get("icon_tracks") or {}), int(data.get("match_vp", 1)),
                tuple(data.get("level_vp") or ()), dict(data.get("level_cost") or {}), tuple(slots),
                int(data.get("spot_vp", 0)), tuple(spots), dict(data.get("preplaced") or {}),
                dict(data.get("preplaced_alternatives") or {}))
    for slot in grid.slots:
        for required in slot.requires:
            if required not in grid.slot_by_id:
                raise ValueError(f"slot {slot.id} requires unknown slot {required}")
        for row, column in slot.cells:
            if not (0 <= row < len(printed) and 0 <= column < len(printed[row])):
                raise ValueError(f"slot {slot.id} covers cell [{row}, {column}] outside `printed`")
    for spot in grid.spots:
        for required in spot.requires:
            if required not in grid.slot_by_id:
                raise ValueError(f"spot {spot.id} requires unknown slot {required}")
    return grid


_GRIDS: "weakref.WeakKeyDictionary[Any, dict[str, Grid]]" = weakref.WeakKeyDictionary()


def grid_of(rt: Any, cid: str) -> Grid:
    """The Grid of a component, read once per runtime."""
    cache = getattr(rt, "_placement_grids", None)  # on the runtime itself: no weak reference per call
    if cache is None:
        cache = _GRIDS.setdefault(rt, {})
        try:
            rt._placement_grids = cache
        except AttributeError:  # pragma: no cover - a runtime stand-in without attributes
            pass
    grid = cache.get(cid)
    if grid is None:
        grid = cache[cid] = read_grid(cid, rt.components[cid].data)
    return grid


def grid_state(state: Any, grid: Grid) -> dict:
    """The grid's part of the game state (created from `printed` on first use)."""
    current = state.grids.get(grid.id)
    if current is None:
        current = state.grids[grid.id] = {"cells": list(grid.printed), "filled": {}, "spots": {}}
    return current


# ====================================================================== geometry and matching
def rotate(quadrants, k: int) -> list:
    """Turn a square tile k quarter turns clockwise: new[q] = old[(q - k) mod 4]."""
    # written out (a list comprehension is one more function call; tiles are turned in every check)
    return [quadrants[(0 - k) % 4], quadrants[(1 - k) % 4], quadrants[(2 - k) % 4], quadrants[(3 - k) % 4]]


def cell(current: dict, row: int, column: int) -> str:
    return current["cells"][row][column]


def set_cell(current: dict, row: int, column: int, icon: str) -> None:
    line = current["cells"][row]
    current["cells"][row] = line[:column] + icon + line[column + 1:]


def compare(grid: Grid, placed, covered) -> tuple[int, list[str]]:
    """(matches, tracks to advance) for placed icons over covered icons, pairwise."""
    matches, tracks = 0, []
    for mine, under in zip(placed, covered):
        if mine.lower() != under.lower():
            continue
        if mine == grid.empty:
            if grid.empty_matches:
                matches += 1
            continue
        matches += 1
        if mine != mine.lower():  # upper case: a coloured icon
            track = grid.icon_tracks.get(mine.lower())
            if track is not None:
                tracks.append(track)
    return matches, tracks


def legal_slots(state: Any, grid: Grid) -> list[Slot]:
    """Empty slots whose required slots are all filled, in the automatic order."""
    filled = grid_state(state, grid)["filled"]
    # (`slots_in_order` is `grid.slots` sorted by that order, once: the same list)
    return [slot for slot in grid.slots_in_order if slot.id not in filled and _all_in(slot.requires, filled)]


def _all_in(ids, container) -> bool:
    """`all(i in container for i in ids)`, without a generator (a handful of ids)."""
    for i in ids:
        if i not in container:
            return False
    return True


def legal_spots(state: Any, grid: Grid) -> list[Spot]:
    """Empty spots whose required slots are filled and whose side is filled up to the level
    below, in data order (the automatic choice takes the first)."""
    current = grid_state(state, grid)
    filled, taken = current["filled"], current["spots"]
    below = grid.spot_ids_below
    return [spot for spot in grid.spots if spot.id not in taken and _all_in(spot.requires, filled)
            and _all_in(below[spot.id], taken)]


def any_legal_spot(state: Any, grid: Grid) -> bool:
    """`bool(legal_spots(state, grid))`, stopping at the first legal spot."""
    current = grid_state(state, grid)
    filled, taken = current["filled"], current["spots"]
    below = grid.spot_ids_below
    for spot in grid.spots:
        if spot.id not in taken and _all_in(spot.requires, filled) and _all_in(below[spot.id], taken):
            return True
    return False


def spot_covered(state: Any, grid: Grid, spot: Spot) -> tuple[str, ...]:
    if spot.printed is not None:
        return spot.printed
    current = grid_state(state, grid)
    return tuple(cell(current, r, c) for r, c in spot.cells)


def spot_icons(rt: Any, tile: str, spot: Spot) -> list[str]:
    icons = list(map(str, rt.components[tile].data.get("icons") or ()))
    return list(reversed(icons)) if spot.swap else icons


def tile_quadrants(rt: Any, tile: str) -> list[str]:
    return list(map(str, rt.components[tile].data.get("quadrants") or ()))


# ====================================================================== costs with a discount
def shortfall(have: dict, cost: dict) -> int:
    missing = 0
    for name, need in cost.items():  # (a loop, not a generator: a few resources)
        short = need - have.get(name, 0)
        if short > 0:
            missing += short
    return missing


def affordable(have: dict, cost: dict, discount: int) -> bool:
    """Each unit of discount takes one unit off any resource of the cost."""
    return shortfall(have, cost) <= max(0, discount)


# ====================================================================== argument parsing
def _value(compiler: Compiler, arg: ast.Node, node: ast.Call) -> ExprFn:
    """A number, `(expression)` or a bare name (modifiers apply, as in any expression)."""
    if isinstance(arg, ast.Range) and arg.hi == arg.lo:
        value = arg.lo
        return lambda ctx: value
    if isinstance(arg, ast.ExprArg):
        return compiler.expr(arg.expr)
    if isinstance(arg, ast.Word):
        return compiler.expr(ast.Ref(arg.name, line=arg.line, column=arg.column))
    raise CompileError("E407", f"`{node.verb}` expects a number here", _usage(node), arg)


@dataclass
class _Args:
    supply: str
    grid: str
    limit: Optional[ExprFn] = None
    auto: bool = False
    free: bool = False
    discount: Optional[ExprFn] = None
    flat: Optional[ExprFn] = None
    random: bool = False


def _parse(compiler: Compiler, node: ast.Call, allowed: set[str]) -> _Args:
    """`SUPPLY on GRID` then options in any order: up to N, auto, free, discount N, flat N, random."""
    args = list(node.args)
    if args and _word(args[0]) is not None and len(args) >= 2:
        supply = _supply_arg(compiler, node, args[0])
    else:
        raise CompileError("E407", f"`{node.verb}` needs a supply and a grid", _usage(node), node)
    if supply is None:
        raise CompileError("E407", f"`{node.verb}` needs a named supply, not `here`", _usage(node), args[0])
    rest = args[1:]
    if rest and _word(rest[0]) == "on":
        rest = rest[1:]
    if not rest or _word(rest[0]) is None:
        raise CompileError("E407", f"`{node.verb}` needs the grid component after the supply", _usage(node), node)
    grid = _grid_arg(compiler, node, rest[0], allowed)
    parsed = _Args(supply, grid)
    index = 1
    while index < len(rest):
        arg = rest[index]
        word = _word(arg)
        if word == "up" and "up to" in allowed and index + 2 < len(rest) and _word(rest[index + 1]) == "to":
            parsed.limit = _value(compiler, rest[index + 2], node)
            index += 3
            continue
        if word in ("discount", "flat") and word in allowed:
            if index + 1 >= len(rest):
                raise CompileError("E407", f"`{word}` needs a number after it", _usage(node), arg)
            setattr(parsed, word, _value(compiler, rest[index + 1], node))
            index += 2
            continue
        if word in ("auto", "choice", "free", "random") and word in allowed:
            if word != "choice":
                setattr(parsed, word, True)
            index += 1
            continue
        raise CompileError("E407", f"unexpected `{word or short_text(getattr(arg, 'expr', arg))}` in `{node.verb}`",
                           _usage(node), arg)
    return parsed


def _grid_arg(compiler: Compiler, node: ast.Call, arg: ast.Node, allowed: set[str]) -> str:
    name = arg.name
    vocab = compiler.vocab
    services = compiler.services
    info = data_component(compiler, arg, name, "grid component",
                          "the grid is the id of a component whose data has `printed` and `slots`")
    if info is not None:
        try:
            grid = grid_of(services, name) if info.data else read_grid(name, info.data or {})  # read once per runtime
        except ValueError as error:
            raise CompileError(BAD_GRID, f"component `{name}` is not a placement grid: {error}",
                               "see docs/verbs.md, Placement, for the grid's data", arg) from None
        need = "spots" if node.verb == "decorate" else "slots"
        if not getattr(grid, need):
            raise CompileError(BAD_GRID, f"component `{name}` has no `{need}` in its data",
                               f"`{node.verb}` places tiles on the grid's {need}", arg)
        for letter, track in grid.icon_tracks.items():
            if track not in vocab.tracks:
                raise CompileError("E401", f"`icon_tracks` of `{name}` maps `{letter}` to unknown track `{track}`",
                                   did_you_mean(str(track), vocab.tracks), arg)
        for resource in grid.level_cost:
            if resource not in vocab.resources:
                raise CompileError("E401", f"`level_cost` of `{name}` names unknown resource `{resource}`",
                                   did_you_mean(str(resource), vocab.resources), arg)
    if vocab.score is None:
        raise CompileError("E407", f"`{node.verb}` scores VP, but no resource has `score: true`",
                           "mark the score resource in vocabulary.resources", node)
    return name


def _run_effect(ctx, grid: str, key: Optional[str]):
    if not key:
        return
    stmt = ctx.rt.effects.get((grid, f"effects.{key}"))
    if stmt is not None:
        yield from stmt.run(ctx.derive_component(grid))  # `derive(component=grid)`, without the keywords


def _score(ctx, points: int, tracks: list[str]):
    """Gain VP, then advance each track one step (rewards run)."""
    score = ctx.rt.vocab.score
    if points:
        ctx.state.players[ctx.player].counters[score] += points
        if ctx.rt.logging:
            ctx.rt.log(ctx, "gain", resource=score, amount=points)
    for track in tracks:
        yield from ctx.rt.advance(ctx, track, 1)


def _icons_text(icons) -> str:
    return "[" + " ".join(icons) + "]"


# ====================================================================== build: a tile on a slot
@verb("build", "build SUPPLY on GRID [up to N] [auto] [free] [discount N] [flat N]")
def compile_build(compiler: Compiler, node: ast.Call) -> Stmt:
    """Place tiles from an offer on legal slots of a grid: tile, slot and rotation chosen by the
    decider (`auto`: the first tile, the first legal slot by level then position, a random
    rotation); each pays the slot level's cost (`level_cost`) unless `free`, less the action's
    `discount` (resource units, once per action); scores the level's VP and the matches (or `flat N`
    VP instead of the matches, with no track steps); then the grid's `effects.placed` and the
    slot's own effect. `up to N`: after the first tile, up to N - 1 more at the decider's wish."""
    spec = _parse(compiler, node, {"up to", "auto", "choice", "free", "discount", "flat"})
    supply, grid_id = spec.supply, spec.grid
    limit, auto, free, discount, flat = spec.limit, spec.auto, spec.free, spec.discount, spec.flat
    wild_of = wildcards.wildcards_of(compiler)
    any_wild = bool(wild_of)  # (the vocabulary's wildcards are fixed once compiled)

    def can_pay(ctx, have: dict, cost: dict, left: int) -> bool:
        """The cost less `left` discount units, wildcard resources filling what is missing."""
        wild = wild_of.held(ctx, have) if any_wild else {}
        if wild:
            return wildcards.payable(have, cost, [], wild, slack=max(0, left))
        return affordable(have, cost, left)

    def placeable(ctx, grid: Grid, left: int) -> list[Slot]:
        slots = legal_slots(ctx.state, grid)
        if free:
            return slots
        have = ctx.state.players[ctx.player].counters
        return [slot for slot in slots if can_pay(ctx, have, grid.level_cost_of(slot.level), left)]

    def can(ctx):
        """`bool(placeable(…))`, stopping at the first slot that can take a tile."""
        if not ctx.rt.supply(ctx, supply):
            return False
        grid = grid_of(ctx.rt, grid_id)
        left = discount(ctx) if discount is not None else 0
        filled = grid_state(ctx.state, grid)["filled"]
        have = ctx.state.players[ctx.player].counters
        for slot in grid.slots:
            if slot.id not in filled and _all_in(slot.requires, filled) and \
                    (free or can_pay(ctx, have, grid.level_cost_of(slot.level), left)):
                return True
        return False

    def pay(ctx, grid: Grid, slot: Slot, left: int):
        """Pay the slot's cost less up to `left` units of discount; returns the discount left."""
        have = ctx.state.players[ctx.player].counters
        cost = grid.cost(slot.level)
        while left > 0 and any(cost.values()):
            choices = [name for name, need in cost.items() if need > 0 and
                       can_pay(ctx, have, {**cost, name: need - 1}, left - 1)]
            if not choices:
                break
            if auto:
                chosen = choices[0]
            else:
                chosen = yield from ask(ctx.player, "pay_with", "take the discount off which?",
                                        [Option(name, f"1 {name} less", name) for name in choices])
            cost[chosen] -= 1
            left -= 1
            if ctx.rt.logging:
                ctx.rt.log(ctx, "discount", resource=chosen, amount=1)
        yield from wildcards.pay_fixed(ctx, cost, [], wild_of.held(ctx) if wild_of else {})
        return left

    def place_one(ctx, grid: Grid, left: int):
        rt, state = ctx.rt, ctx.state
        offer = rt.supply(ctx, supply)
        slots = placeable(ctx, grid, left)
        if not offer or not slots:
            return left
        if auto:
            tile = offer[0]
        else:
            tile = yield from ask(ctx.player, "choose", f"build which tile from {supply}?",
                                  [new_option((t, f"{rt.component_name(t)} {_icons_text(tile_quadrants(rt, t))}", t))
                                   for t in dict.fromkeys(offer)])
        if auto:
            slot = slots[0]
        else:
            def slot_text(s: Slot) -> str:
                cost = ", ".join(f"{n} {a}" for n, a in grid.cost(s.level).items() if a) if not free else ""
                return f"slot {s.id} (level {s.level}{': ' + cost if cost else ''})"
            slot_id = yield from ask(ctx.player, "slot", "on which slot?",
                                     [new_option((s.id, slot_text(s), s.id)) for s in slots])
            slot = grid.slot_by_id[slot_id]
        if not free:
            left = yield from pay(ctx, grid, slot, left)
        current = grid_state(state, grid)
        quadrants = tile_quadrants(rt, tile)
        covered = [cell(current, r, c) for r, c in slot.cells]
        if auto:
            rotation = state.rng.randrange(4)
        else:
            options, seen = [], set()
            for k in range(4):
                turned = tuple(rotate(quadrants, k))
                if turned in seen:
                    continue
                seen.add(turned)
                matches, tracks = compare(grid, turned, covered)
                text = f"rotation {k}: {_icons_text(turned)} on {_icons_text(covered)}, {matches} match(es)"
                if tracks and flat is None:
                    text += ", +1 " + ", +1 ".join(tracks)
                options.append(new_option((str(k), text, k)))
            rotation = yield from ask(ctx.player, "rotation", "which rotation?", options)
        placed = rotate(quadrants, rotation)
        matches, tracks = compare(grid, placed, covered)
        # the state first (the tile is on the grid and out of the offer), then the rewards
        offer.remove(tile)
        current["filled"][slot.id] = [tile, rotation]
        for (r, c), icon in zip(slot.cells, placed):
            set_cell(current, r, c, icon)
        if flat is not None:
            points, tracks = grid.vp_for_level(slot.level) + flat(ctx), []
        else:
            points = grid.vp_for_level(slot.level) + matches * grid.match_vp
        rt.log(ctx, "build", grid=grid.id, slot=slot.id, tile=tile, rotation=rotation, level=slot.level,
               matches=matches, vp=points, tracks=list(tracks))
        yield from _score(ctx, points, tracks)
        yield from _run_effect(ctx, grid.id, "placed")
        yield from _run_effect(ctx, grid.id, slot.effect)
        return left

    def run(ctx):
        grid = grid_of(ctx.rt, grid_id)
        left = discount(ctx) if discount is not None else 0
        most = max(1, limit(ctx)) if limit is not None else 1
        for index in range(most):
            if not ctx.rt.supply(ctx, supply) or not placeable(ctx, grid, left):
                return
            if index > 0 and not auto:
                more = yield Decision(ctx.player, "continue",
                                      (Option("yes", "build another tile", True), Option("no", "stop", False)),
                                      f"build another tile ({index} of up to {most} built)?")
                if not more:
                    return
            left = yield from place_one(ctx, grid, left)

    text = f"build {supply} on {grid_id}" + (" up to N" if limit is not None else "") + \
        (" auto" if auto else "") + (" free" if free else "")
    return Stmt(run, can, text)


# ====================================================================== decorate: a tile on a spot
@verb("decorate", "decorate SUPPLY on GRID [auto] [flat N]")
def compile_decorate(compiler: Compiler, node: ast.Call) -> Stmt:
    """Place a two-icon tile from an offer on a legal spot of a grid (`auto`: the first tile on the
    first legal spot in the data's order); scores the grid's `spot_vp` plus the matches (or `flat N`
    VP instead of the matches, with no track steps), then the grid's `effects.decorated`. The cost,
    if any, is the rule file's (`pay … -> decorate …`)."""
    spec = _parse(compiler, node, {"auto", "choice", "flat"})
    supply, grid_id, auto, flat = spec.supply, spec.grid, spec.auto, spec.flat

    def can(ctx):
        return bool(ctx.rt.supply(ctx, supply)) and any_legal_spot(ctx.state, grid_of(ctx.rt, grid_id))

    def run(ctx):
        rt, state = ctx.rt, ctx.state
        grid = grid_of(rt, grid_id)
        offer = rt.supply(ctx, supply)
        spots = legal_spots(state, grid)
        if not offer or not spots:
            return
        if auto:
            tile, spot = offer[0], spots[0]
        else:
            tile = yield from ask(ctx.player, "choose", f"which tile from {supply}?",
                                  [Option(t, f"{rt.component_name(t)} "
                                             f"{_icons_text(rt.components[t].data.get('icons') or ())}", t)
                                   for t in dict.fromkeys(offer)])
            options = []
            for s in spots:
                covered = spot_covered(state, grid, s)
                matches, tracks = compare(grid, spot_icons(rt, tile, s), covered)
                text = f"spot {s.id} ({s.side}, level {s.level}) on {_icons_text(covered)}: {matches} match(es)"
                if tracks and flat is None:
                    text += ", +1 " + ", +1 ".join(tracks)
                options.append(Option(s.id, text, s.id))
            spot = grid.spot_by_id[(yield from ask(ctx.player, "spot", "on which spot?", options))]
        placed = spot_icons(rt, tile, spot)
        matches, tracks = compare(grid, placed, spot_covered(state, grid, spot))
        offer.remove(tile)
        grid_state(state, grid)["spots"][spot.id] = tile
        if flat is not None:
            points, tracks = grid.spot_vp + flat(ctx), []
        else:
            points = grid.spot_vp + matches * grid.match_vp
        rt.log(ctx, "decorate", grid=grid.id, spot=spot.id, tile=tile, matches=matches, vp=points,
               tracks=list(tracks))
        yield from _score(ctx, points, tracks)
        yield from _run_effect(ctx, grid.id, "decorated")

    return Stmt(run, can, f"decorate {supply} on {grid_id}" + (" auto" if auto else ""),
                counter_free=True)  # the offer and the spots only


# ====================================================================== preplace: setup
@verb("preplace", "preplace SUPPLY on GRID [random]")
def compile_preplace(compiler: Compiler, node: ast.Call) -> Stmt:
    """Setup: fill the slots listed in the grid's `preplaced` for the number of players (`random`:
    one list of `preplaced_alternatives` at random, if there is one for that number) with the top
    tiles of SUPPLY, each in a random rotation. No scoring, no effects, nobody's tile."""
    spec = _parse(compiler, node, {"random"})
    supply, grid_id, pick_random = spec.supply, spec.grid, spec.random

    def slots_for(ctx, grid: Grid) -> list[str]:
        players = str(len(ctx.state.players))
        if pick_random:
            alternatives = grid.preplaced_alternatives.get(players) or grid.preplaced_alternatives.get(int(players))
            if alternatives:
                return [str(s) for s in alternatives[ctx.state.rng.randrange(len(alternatives))]]
        listed = grid.preplaced.get(players)
        if listed is None:
            listed = grid.preplaced.get(int(players))
        return [str(s) for s in listed or ()]

    def do(ctx):
        rt, state = ctx.rt, ctx.state
        grid = grid_of(rt, grid_id)
        current = grid_state(state, grid)
        stack = rt.supply(ctx, supply)
        for slot_id in slots_for(ctx, grid):
            slot = grid.slot_by_id.get(slot_id)
            if slot is None or slot_id in current["filled"] or not stack:
                continue
            tile = stack.pop(0)
            rotation = state.rng.randrange(4)
            current["filled"][slot_id] = [tile, rotation]
            for (r, c), icon in zip(slot.cells, rotate(tile_quadrants(rt, tile), rotation)):
                set_cell(current, r, c, icon)
            if rt.logging:
                rt.log(ctx, "preplace", grid=grid.id, slot=slot_id, tile=tile, rotation=rotation)

    return sync_stmt(do, _always, f"preplace {supply} on {grid_id}")


__all__ = ["Grid", "Slot", "Spot", "read_grid", "grid_of", "grid_state", "rotate", "compare",
           "legal_slots", "legal_spots", "affordable", "shortfall"]
