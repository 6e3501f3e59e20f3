"""The grids of `vocabulary.spaces` (kind `grid`) as plain data for drawing: space kind `cells`.

Why a module of its own: a grid of the general model is not a printed board with slots (that is
`spaces.slot_grids`) but cells that hold stacks of components, grow as tiles are laid, carry
labels, and whose tiles' per-edge data (four numbers [top, right, bottom, left], turned with the
tile) meet on the edges between cells. The page and the terminal draw from this one reading.

The entry of one grid (docs/server.md, "cells"):

    {"kind": "cells", "id", "name", "bounds": {"rows", "columns"} | null,
     "cells": [{"row", "column", "place": "cell:GRID:R,C", "layers": N,
                "tile": {"id", "name", "icons", "component", "owner", "owner_name", "rotation",
                         "sides": [{"id", "name", "values": [top, right, bottom, left]}],
                         "numbers": [{"id", "name", "value"}]} | null,
                "labels": [{"id", "name"}], "pieces": [PIECE…]}],
     "edges": [{"a": [row, column], "b": [row, column], "place": "edge:GRID:R1,C1,R2,C2", "pieces": [PIECE…]}]}

A PIECE is one unit of an owned tile's per-edge data (a worker): {"seat", "name" (the seat's
name), "what", "what_name", "cell": [row, column], "side": 0-3}. A unit on a side that faces
another tile stands on that edge (in the edge's pieces); one on a side facing nothing stays with
its cell (in the cell's pieces): each unit is listed once. Empty cells are the ones a component
may go next (every cell of a bounded grid, else the frontier). Everything here is public: a
component on a grid is face up for every seat.
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.server import core
from teotl.server.labels import Labels


def cell_place(grid_id: str, row: int, column: int) -> str:
    return f"cell:{grid_id}:{row},{column}"


def edge_place(grid_id: str, a: tuple[int, int], b: tuple[int, int]) -> str:
    return f"edge:{grid_id}:{a[0]},{a[1]},{b[0]},{b[1]}"


def cells(runtime: core.Runtime, state: core.GameState, labels: Labels, names: list[str]) -> list[dict]:
    drawn = []
    for spec in core.grids_of(runtime.vocab):
        stacks = state.cells.get(spec.id) or {}
        marks = state.cell_labels.get(spec.id) or {}
        where = set(stacks) | set(marks) | {(c[1], c[2]) for c in core.frontier(state, spec)}
        units = {at: _units(runtime, stacks[at], labels, names, at) for at in stacks}
        edges = []
        on_edges: set[tuple] = set()
        for edge in core.all_edges(state, spec.id):
            a, b = (edge[1], edge[2]), (edge[3], edge[4])
            pieces = [p for p in units[a] if core.side_towards((spec.id, *a), (spec.id, *b)) == p["side"]]
            pieces += [p for p in units[b] if core.side_towards((spec.id, *b), (spec.id, *a)) == p["side"]]
            on_edges.update(id(p) for p in pieces)
            edges.append({"a": list(a), "b": list(b), "place": edge_place(spec.id, a, b), "pieces": pieces})
        entries = []
        for row, column in sorted(where):
            stack = stacks.get((row, column)) or ()
            entries.append({"row": row, "column": column, "place": cell_place(spec.id, row, column),
                            "layers": len(stack),
                            "tile": _tile(runtime, stack[-1], labels, names) if stack else None,
                            "labels": [{"id": word, "name": labels.cell_label(word)}
                                       for word in marks.get((row, column), ())],
                            "pieces": [p for p in units.get((row, column), ()) if id(p) not in on_edges]})
        drawn.append({"kind": "cells", "id": spec.id, "name": labels.space(spec.id),
                      "bounds": {"rows": spec.rows, "columns": spec.columns} if spec.bounded else None,
                      "cells": entries, "edges": edges})
    return drawn


def free_cell(space: dict, row: int, column: int) -> None:
    """Add an empty cell to a drawn grid when it is not there yet (a cell a decision offers that
    lies beyond the frontier, e.g. `place … at (CELL)`), keeping reading order."""
    if any(c["row"] == row and c["column"] == column for c in space["cells"]):
        return
    space["cells"].append({"row": row, "column": column, "place": cell_place(space["id"], row, column),
                           "layers": 0, "tile": None, "labels": [], "pieces": []})
    space["cells"].sort(key=lambda c: (c["row"], c["column"]))


def _tile(runtime: core.Runtime, layer: tuple, labels: Labels, names: list[str]) -> dict[str, Any]:
    instance, owner, rotation = layer
    base = str(instance).partition("#")[0]
    info = core.component_info(runtime, instance)
    data = (info.data or {}) if info is not None else {}
    icons = data.get("icons")
    return {"id": str(instance), "name": labels.component(base), "component": base,
            "icons": [str(i) for i in icons] if isinstance(icons, list) else [],
            "owner": owner, "owner_name": labels.owner(owner, names) if owner >= 0 else None,
            "rotation": rotation,
            "sides": [{"id": field, "name": labels.data_field(field),
                       "values": [core.turned(data[field], rotation, side) for side in range(4)]}
                      for field in core.four_value_fields(data)],
            "numbers": [{"id": key, "name": labels.data_field(key), "value": value} for key, value in sorted(data.items())
                        if isinstance(value, int) and not isinstance(value, bool)]}


def _units(runtime: core.Runtime, stack: tuple, labels: Labels, names: list[str],
           at: tuple[int, int]) -> list[dict]:
    """Every unit of per-edge data the cell's top tile shows, when a seat owns it."""
    instance, owner, rotation = stack[-1]
    if owner < 0:
        return []
    info = core.component_info(runtime, instance)
    data = (info.data or {}) if info is not None else {}
    found = []
    for field in core.four_value_fields(data):
        for side in range(4):
            value = core.turned(data[field], rotation, side)
            count = value if isinstance(value, int) and not isinstance(value, bool) else 0
            found += [{"seat": owner, "name": labels.owner(owner, names), "what": field,
                       "what_name": labels.data_field(field), "cell": list(at), "side": side} for _ in range(count)]
    return found


def offered_cell(value: Any) -> Optional[tuple[str, int, int]]:
    """The cell an option's value names: a cell handle (SPACE, R, C), or (cell, rotations) of
    `place`'s cell decision; None for anything else."""
    if _is_cell(value):
        return value
    if isinstance(value, tuple) and len(value) == 2 and _is_cell(value[0]):
        return value[0]
    return None


def offered_edge(value: Any) -> Optional[tuple[str, int, int, int, int]]:
    """The edge an option's value names (SPACE, R1, C1, R2, C2), or None."""
    if isinstance(value, tuple) and len(value) == 5 and isinstance(value[0], str) \
            and all(type(v) is int for v in value[1:]):
        return value
    return None


def _is_cell(value: Any) -> bool:
    return isinstance(value, tuple) and len(value) == 3 and isinstance(value[0], str) \
        and type(value[1]) is int and type(value[2]) is int
