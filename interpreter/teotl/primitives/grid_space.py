"""Grid spaces (docs/game-model.md §2): square grids of cells that hold stacks of components.

A rule set declares its grids in `vocabulary.spaces` (`{id: S, kind: grid}`, unbounded, or with
`rows` and `columns`). A cell is named by a *handle* `(S, row, column)` (kind `cell`); what it
holds lives in `state.cells[S][(row, column)]`, a stack of layers, bottom first, each
`(instance id, owner seat or -1, rotation 0-3)`. The top layer is what the cell shows.

This module is the geometry and the state of grids, shared by the grid queries, sources and
`place`: neighbours, the frontier, reading order (row, then column), what a cell shows, the
argument readers of a space and of a cell, and the load-time checks of `vocabulary.spaces`.
Nothing here knows what the components on a grid mean.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Optional

from teotl.language import ast
from teotl.language.errors import CompileError
from teotl.language.expressions import short_text
from teotl.model.instances import SHOWN_COMPONENT, component_of
from teotl.model.state import GameState
from teotl.model.vocabulary import SpaceSpec, Vocabulary
from teotl.primitives.space_args import space_of_kind

Cell = tuple[str, int, int]             # a cell handle: (space, row, column)
Layer = tuple[str, int, int]            # (instance id, owner seat or -1, rotation 0-3)
NOBODY = -1

#: the value under which `place` shows the candidate of its `where` to the queries:
#: (cell, instance, rotation) — not a name an effect can write
CANDIDATE = "@candidate"

#: the four sides of a cell, clockwise from the top, as (row, column) steps; the index is the
#: side's number in a four-value list of edge data ([top, right, bottom, left])
SIDES = ((-1, 0), (0, 1), (1, 0), (0, -1))
_ORTHOGONAL = ((-1, 0), (0, -1), (0, 1), (1, 0))         # in reading order
_DIAGONAL = ((-1, -1), (-1, 1), (1, -1), (1, 1))
_AROUND = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))
_EMPTY: dict = {}

UNKNOWN_SPACE = "E480"
WRONG_HANDLE = "E481"
SPACE_DECLARATION = "E485"


# ====================================================================== state
def stack_at(state: GameState, cell: Cell) -> tuple:
    """The layers of a cell, bottom first (empty tuple: nothing there)."""
    return state.cells.get(cell[0], _EMPTY).get((cell[1], cell[2]), ())


def top_at(state: GameState, cell: Cell) -> Optional[Layer]:
    """The layer a cell shows, or None."""
    stack = state.cells.get(cell[0], _EMPTY).get((cell[1], cell[2]))
    return stack[-1] if stack else None


def put_layer(state: GameState, cell: Cell, layer: Layer) -> None:
    """A new layer on top of a cell (a new stack tuple: copies of the state share the old one)."""
    grid = state.cells.get(cell[0])
    if grid is None:
        grid = state.cells[cell[0]] = {}
    key = (cell[1], cell[2])
    grid[key] = grid.get(key, ()) + (layer,)


def occupied(state: GameState, space: str) -> list[Cell]:
    """The cells holding something, in reading order."""
    return [(space, row, column) for row, column in sorted(state.cells.get(space, _EMPTY))]


def in_bounds(spec: SpaceSpec, row: int, column: int) -> bool:
    if spec.rows is not None and not 0 <= row < spec.rows:
        return False
    return spec.columns is None or 0 <= column < spec.columns


def _offsets(spec: SpaceSpec, cell: Cell, steps: tuple) -> list[Cell]:
    space, row, column = cell
    return [(space, row + dr, column + dc) for dr, dc in steps if in_bounds(spec, row + dr, column + dc)]


def orthogonal(spec: SpaceSpec, cell: Cell) -> list[Cell]:
    """The (up to) four cells sharing an edge with `cell`, occupied or not, in reading order."""
    return _offsets(spec, cell, _ORTHOGONAL)


def diagonal(spec: SpaceSpec, cell: Cell) -> list[Cell]:
    """The (up to) four cells touching `cell` at a corner, in reading order."""
    return _offsets(spec, cell, _DIAGONAL)


def around(spec: SpaceSpec, cell: Cell) -> list[Cell]:
    """The (up to) eight cells around `cell`, in reading order."""
    return _offsets(spec, cell, _AROUND)


def frontier(state: GameState, spec: SpaceSpec) -> list[Cell]:
    """Where a component may go next: every empty cell of a bounded grid; on an unbounded one the
    empty cells orthogonally next to an occupied one, or the origin (0, 0) when the grid is
    empty. In reading order."""
    grid = state.cells.get(spec.id, _EMPTY)
    space = spec.id
    if spec.bounded:
        return [(space, row, column) for row in range(spec.rows) for column in range(spec.columns)
                if (row, column) not in grid]
    if not grid:
        return [(space, 0, 0)]
    found = set()
    for row, column in grid:
        for dr, dc in _ORTHOGONAL:
            key = (row + dr, column + dc)
            if key not in grid and in_bounds(spec, *key):
                found.add(key)
    return [(space, row, column) for row, column in sorted(found)]


def side_towards(cell: Cell, other: Cell) -> Optional[int]:
    """The side of `cell` (0 top, 1 right, 2 bottom, 3 left) facing `other`, when the two are
    orthogonal neighbours on the same grid; else None."""
    if cell[0] != other[0]:
        return None
    step = (other[1] - cell[1], other[2] - cell[2])
    return SIDES.index(step) if step in SIDES else None


def turned(printed: list, rotation: int, side: int) -> Any:
    """The value on `side` of a four-value list printed [top, right, bottom, left], once the
    component is turned `rotation` quarter turns clockwise: `after[q] = printed[(q - k) mod 4]`."""
    return printed[(side - rotation) % 4]


def shown(ctx: Any, cell: Any) -> Optional[str]:
    """The instance a cell handle shows (its top layer), or None: `SHOWN_COMPONENT["cell"]`."""
    if type(cell) is not tuple:
        return None
    top = top_at(ctx.state, cell)
    return top[0] if top is not None else None


SHOWN_COMPONENT["cell"] = shown


def component_info(rt: Any, instance: str) -> Any:
    """What the runtime knows of an instance's component (copies share it), or None."""
    components = rt.components
    return components.get(instance) or components.get(component_of(instance))


def four_value_fields(data: dict) -> tuple[str, ...]:
    """The names of a component's fields that are per-edge data (lists of four values), sorted."""
    return tuple(sorted(name for name, value in (data or {}).items() if isinstance(value, list) and len(value) == 4))


def cell_text(cell: Cell) -> str:
    """A cell's coordinates as a player reads them."""
    return f"row {cell[1]}, column {cell[2]}"


def cell_key(cell: Cell) -> str:
    """A cell's stable answer key: `ROW,COLUMN`."""
    return f"{cell[1]},{cell[2]}"


# ====================================================================== argument readers
def space_arg(compiler: Any, arg: ast.Node, what: str = "the space") -> SpaceSpec:
    """A grid named in an effect (`land`, `(land)`): its declaration, or E480."""
    spec = space_of_kind(compiler, arg, "grid", what, "{id: NAME, kind: grid}")
    return spec


def cell_arg(compiler: Any, arg: ast.Node, what: str) -> Callable[[Any], Any]:
    """The reader of a cell handle argument (a name bound to a cell), or E481 naming what the
    argument is instead."""
    name = _name(arg)
    kind = compiler.kind_of(name) if name else None
    if kind != "cell":
        if kind is not None:
            found = f"`{name}` is a {kind}"
        else:
            found = f"`{name or short_text(getattr(arg, 'expr', arg))}` is not a name bound to a cell"
        raise CompileError(WRONG_HANDLE, f"{what} must be a cell: {found}",
                           "cells come from `each c in cells(S)`, `frontier(S)`, `neighbours(c)`, a binder "
                           "`count(c in S …)`, `placed` after `place`, or `cell` in its `where`", arg)
    return lambda ctx: ctx.values.get(name)


def _name(arg: ast.Node) -> Optional[str]:
    if isinstance(arg, ast.ExprArg):
        arg = arg.expr
    return arg.name if isinstance(arg, (ast.Ref, ast.Word)) else None


def spec_of(vocab: Vocabulary, cell: Cell) -> SpaceSpec:
    return vocab.spaces[cell[0]]


# ====================================================================== load-time checks
def space_problems(vocab: Vocabulary, game: dict) -> list[tuple[str, str, str, str]]:
    """(code, message, hint, field path in game.yaml) for each problem of `vocabulary.spaces`:
    a grid bounded on one axis only, a name declared twice or used for something else too."""
    problems = []
    entries = (game.get("vocabulary") or {}).get("spaces") or ()
    # names read as values or gone through (a tag or a component type may share a space's name:
    # they are read only by `has(c, WORD)` and filters)
    others = (set(vocab.resources) | set(vocab.tracks) | set(vocab.counters) | set(vocab.supplies)
              | set(vocab.queries) | set(vocab.aliases) | set(vocab.pieces) | set(vocab.flags)
              | {board.id for board in vocab.boards})
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            continue
        name, path = entry["id"], f"vocabulary.spaces.{index}"
        if name in seen:
            problems.append((SPACE_DECLARATION, f"space `{name}` is declared twice", "give each space its own id",
                             f"{path}.id"))
        seen.add(name)
        if name in others:
            problems.append((SPACE_DECLARATION, f"`{name}` names a space and something else of the vocabulary",
                             "a bare space name in an effect stands for its cells: give the space its own name",
                             f"{path}.id"))
        if ("rows" in entry) != ("columns" in entry):
            given, missing = ("rows", "columns") if "rows" in entry else ("columns", "rows")
            problems.append((SPACE_DECLARATION, f"grid `{name}` has `{given}` but no `{missing}`",
                             "a bounded grid gives both (`rows: 8, columns: 8`); an unbounded one neither",
                             f"{path}.{given}"))
    return problems


def grids_of(vocab: Vocabulary) -> Iterable[SpaceSpec]:
    return (spec for spec in vocab.spaces.values() if spec.kind == "grid")
