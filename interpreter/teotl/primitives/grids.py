"""Grids of cells that tiles are placed on (`placement`): the data, read once, and the geometry.

A *grid* is a component whose `data` describes the board the tiles go on (all of it data, none of
it here):

```yaml
data:
  printed: ["--bb", "g-b-", ...]   # the icon under every cell, one string per row, one char per cell
  empty: "-"                       # the char of an empty icon (default "-")
  empty_matches: false             # true: an empty icon on an empty cell is a match (never coloured)
  legend: {b: blue, r: red}        # the word each letter stands for (the options' "+1 blue", the picture)
  level_cost: {res_a: 2, res_b: [0, 1, 2, 3]}   # cost of a slot of level L (a number or a list by level)
  slots:                           # where square tiles go: covered cells [TL, TR, BR, BL]
    - {id: 0, level: 0, cells: [[0, 0], [0, 1], [1, 1], [1, 0]], requires: []}
    - {id: 100, level: 1, cells: [...], requires: [0, 1, 4, 5], effect: top}   # `effect`: run effects.top after
  spots:                           # where two-icon tiles go, filled level by level on each side
    - {id: n0, side: n, level: 0, requires: [], printed: ["r", "g"], swap: false}
    - {id: n1, side: n, level: 1, requires: [1, 2], cells: [[0, 3], [0, 4]], swap: false}
  preplaced: {"2": [0, 1, 100]}    # slots filled at setup, by number of players
  preplaced_alternatives: {"2": [[...], [...]]}
effects:                           # what a tile laid scores (laid_level(), laid_matches(), matched_icons())
  placed: "gain vp table(level_vp, laid_level()) + laid_matches()"   # after every tile on a slot
  attached: "gain vp 3 + laid_matches()"                             # after every tile on a spot
```

Tiles are components with `data.quadrants` (four icons [TL, TR, BR, BL], slot tiles) or
`data.icons` (two icons [a, b], spot tiles). Rotation k (clockwise quarter turns) gives
`new[q] = old[(q - k) mod 4]`. A placed icon matches the covered icon when the letters are equal,
case ignored (an empty icon never matches, unless `empty_matches`); what a match is worth is the
rule file's (`laid_matches()`, `matched_icons()` in the grid's effects).
A slot tile overwrites the cells it covers; a spot tile covers nothing later tiles compare with.
A spot tile is compared as (a, b) with the two covered icons, or as (b, a) when the spot has
`swap: true`.

State, per grid component (`state.grids[grid_id]`, plain JSON, created on first use):
`{"cells": [row strings], "filled": {slot_id: [tile_id, rotation]}, "spots": {spot_id: tile_id}}`
(slot ids as strings).
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import Any, Optional

from teotl.language.registry import section


SECTION = section(__name__, "Grids", 51,
                  intro="The data of a grid and the rules of placing on it (`placement`).",
                  notes="""Rules of the grid:
- **Legal slot**: empty, and every slot in its `requires` filled.
- **Legal spot**: empty, every slot in its `requires` filled, and every spot of the same `side` with
  a lower `level` filled (each side fills bottom-up).
- **Rotation** k (0–3 clockwise quarter turns): `new[q] = old[(q − k) mod 4]`.
- **Match**: a placed icon on a covered icon with the same letter, case ignored. An empty icon on an
  empty icon is not a match unless `empty_matches: true` (then it counts, but is never coloured).
  A coloured match is an upper case placed icon that matches (`laid_matches(coloured)`).
- **Score**: none in the engine. After a tile on a slot the grid's `effects.placed` runs (then
  the slot's `effect`), after a tile on a spot `effects.attached`; they read the tile laid with
  `laid_level()`, `laid_matches([coloured])`, `matched_icons([coloured])` and `icon(m, LETTER)`.
- A slot tile overwrites the icons of the cells it covers; the next tile compares with those.
  A spot compares with its `printed` pair (beside the grid) or the icons of its two `cells`, as
  `(a, b)`, or as `(b, a)` when the spot has `swap: true`.
- Decisions: `choose` (tile, key: the tile's id), `slot` (key: slot id), `rotation` (key: `0`–`3`;
  rotations that look the same are offered once), `spot` (key: spot id), `pay_with` (which
  resource the discount comes off), `continue` (`yes`/`no`, another tile).
- Log events: `build` (grid, slot, tile, rotation, level, matches), `attach` (grid, spot, tile,
  matches), `preplace` (grid, slot, tile, rotation), `discount`; the effects' own events follow.
- The keys `level_vp`, `match_vp`, `spot_vp`, `spot_coloured_match_vp`, `icon_tracks` are gone
  (the score is the rule file's): `teotl check` says E447 at the key.

Grid data (all optional but `printed` and `slots` / `spots` for the verbs that use them):

| key | meaning |
|---|---|
| `printed` | the icons under the cells, one string per row |
| `empty`, `empty_matches` | the empty icon (default `-`); whether empty on empty matches (default no) |
| `legend` | icon letter → the word it stands for (a track's id reads as the track): the options say "+1 WORD" for each coloured match, the picture's legend names it; no score |
| `level_cost` | cost of a slot by level: `{resource: N}` or `{resource: [N0, N1, …]}` |
| `slots` | `{id, level, cells: [[r, c] ×4 TL, TR, BR, BL], requires: [slot ids], effect: KEY}` |
| `spots` | `{id, side, level, requires: [slot ids], printed: [a, b] or cells: [[r, c], [r, c]], swap}` |
| `preplaced`, `preplaced_alternatives` | slot lists keyed by number of players (alternatives: a list of lists) |

The state of a grid is `state.grids[GRID]`: `{"cells": [rows], "filled": {slot: [tile, rotation]},
"spots": {spot: tile}}`, created from `printed` on first use.""")


BAD_GRID = "E440"


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
    legend: dict = field(default_factory=dict)
    level_cost: dict = field(default_factory=dict)
    slots: tuple[Slot, ...] = ()
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
                {str(k): str(v) for k, v in (data.get("legend") or {}).items()}, dict(data.get("level_cost") or {}),
                tuple(slots), tuple(spots), dict(data.get("preplaced") or {}),
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
    """The grid's part of the game state (created from `printed` on first use), to read: it may be
    shared with a copy of the state (to change it, `writable_grid_state`)."""
    current = state.grids.get(grid.id)
    if current is None:
        current = state.grids[grid.id] = {"cells": list(grid.printed), "filled": {}, "spots": {}}
    return current


def writable_grid_state(state: Any, grid: Grid) -> dict:
    """The grid's part of the game state, this state's own to change (`GameState.writable_grid`):
    fetch it after the last decision before the change."""
    grid_state(state, grid)
    return state.writable_grid(grid.id)


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
    """(matches, the `legend` word of each coloured match, in order) for placed icons over covered
    icons, pairwise: what the options show."""
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
            word = grid.legend.get(mine.lower())
            if word is not None:
                tracks.append(word)
    return matches, tracks


@dataclass(frozen=True)
class Laid:
    """What a placement verb binds for the effects it runs (`effects.placed`, `effects.attached`,
    a slot's `effect`): the level of the slot or spot, how many placed icons match (`matches`),
    how many of them are coloured, and the matching icons as laid, `(position, letter)` in the
    tile's icon order. `matches N` (an automaton's) binds N matches, none coloured, no icons."""
    level: int
    matches: int
    coloured: int
    icons: tuple[tuple[int, str], ...] = ()


#: the key of `Laid` in the context's values (no name an effect can write)
LAID = "#laid"


def laid_of(grid: Grid, level: int, placed, covered) -> Laid:
    """The record of a tile laid: `compare`'s matches, with the matching icons in order."""
    icons, coloured = [], 0
    for position, (mine, under) in enumerate(zip(placed, covered)):
        if mine.lower() != under.lower() or (mine == grid.empty and not grid.empty_matches):
            continue
        icons.append((position, mine))
        if mine != grid.empty and mine != mine.lower():
            coloured += 1
    return Laid(level, len(icons), coloured, tuple(icons))


def laid(ctx: Any) -> Optional[Laid]:
    """The tile laid that the running effect follows, or None (an effect no placement runs)."""
    return ctx.values.get(LAID)


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
