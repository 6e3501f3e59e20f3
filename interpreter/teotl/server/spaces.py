"""The spaces of a game as plain data for drawing: one function per space kind of the general model.

Why one function per kind: the page draws what it gets, by `kind` (`ring`, `slots`, `cells`
(teotl.server.cell_grids), `graph`, `track`); a rule set that uses a kind gets it drawn with
nothing written for that game. Every element a decision can point at carries a `place` string
("board:ID", "piece:N", "slot:GRID:ID", "spot:GRID:ID", "cell:GRID:R,C", "edge:GRID:R1,C1,R2,C2",
"node:MAP:ID", "track:ID", "component:ID"): the options name the same strings, so the page can
make the board itself clickable.
"""
from __future__ import annotations

import weakref
from typing import Any, Callable, Optional

from teotl.server import cell_grids, core
from teotl.server.labels import Labels


def ring(runtime: core.Runtime, state: core.GameState, labels: Labels, names: list[str]) -> list[dict]:
    boards = runtime.vocab.boards
    if not boards:
        return []
    pieces_on: dict[int, list[dict]] = {}
    for piece in state.pieces:
        pieces_on.setdefault(piece.at, []).append({
            "id": piece.pid, "place": f"piece:{piece.pid}", "owner": piece.owner,
            "owner_name": labels.owner(piece.owner, names), "kind": piece.kind, "kind_name": labels.title(piece.kind),
            "level": piece.value, "locked": piece.held, "spot": piece.slot})
    drawn = []
    for position, index in enumerate(runtime.ring(state)):
        board = boards[index]
        data = runtime.board_data(index) or {}
        drawn.append({"id": board.id, "name": labels.board(board.id), "number": board.number, "position": position,
                      "spots": int(data.get("spots", 0) or 0), "place": f"board:{board.id}",
                      "component": board.id if board.id in runtime.components else None,
                      "pieces": pieces_on.get(index, [])})
    return [{"kind": "ring", "id": "ring", "name": "", "boards": drawn}]


_DECLARED: "weakref.WeakKeyDictionary[core.Runtime, tuple[dict, dict]]" = weakref.WeakKeyDictionary()


def declared(runtime: core.Runtime) -> tuple[dict, dict]:
    """The rule set's slot grids by their data's shape (`printed` and `slots`) and its graph spaces,
    read once per runtime: they are drawn from the start, before any piece or tile is on them."""
    known = _DECLARED.get(runtime)
    if known is not None:
        return known
    grids, maps = {}, {}
    for cid, info in runtime.components.items():
        data = info.data or {}
        try:
            if isinstance(data.get("slots"), list) and isinstance(data.get("printed"), list):
                grids[cid] = core.read_grid(cid, data)
        except (ValueError, TypeError, KeyError):
            continue
    for spec in core.graphs_of(runtime.vocab):
        try:
            maps[spec.id] = core.graph_of(runtime, spec.id)
        except (core.GraphError, KeyError):
            continue
    _DECLARED[runtime] = (grids, maps)
    return grids, maps


def slot_grids(runtime: core.Runtime, state: core.GameState, labels: Labels, names: list[str]) -> list[dict]:
    drawn = []
    for grid_id, grid in declared(runtime)[0].items():
        current = state.grids.get(grid_id) or {"cells": list(grid.printed), "filled": {}, "spots": {}}
        filled = current.get("filled") or {}
        taken = current.get("spots") or {}
        slots = []
        for slot in grid.slots:
            tile = filled.get(slot.id)
            slots.append({"id": slot.id, "level": slot.level, "cells": [list(c) for c in slot.cells],
                          "requires": list(slot.requires), "place": f"slot:{grid_id}:{slot.id}",
                          "tile": _tile(tile[0], labels) if tile else None,
                          "rotation": int(tile[1]) if tile and len(tile) > 1 else 0})
        spots = []
        for spot in grid.spots:
            tile = taken.get(spot.id)
            tile_id = tile[0] if isinstance(tile, (list, tuple)) else tile
            spots.append({"id": spot.id, "side": spot.side, "level": spot.level, "place": f"spot:{grid_id}:{spot.id}",
                          "cells": [list(c) for c in spot.cells], "printed": list(spot.printed or ()),
                          "tile": _tile(tile_id, labels) if tile_id else None,
                          "icons": _icons(runtime, tile_id)})
        drawn.append({"kind": "slots", "id": grid_id, "name": labels.component(grid_id), "component": grid_id,
                      "cells": [list(row) for row in current.get("cells") or grid.printed],
                      "printed": [list(row) for row in grid.printed], "empty": grid.empty,
                      "icons": {letter: {"track": track, "name": labels.title(track)}
                                for letter, track in grid.legend.items()},
                      "slots": slots, "spots": spots})
    return drawn


def graphs(runtime: core.Runtime, state: core.GameState, labels: Labels, names: list[str]) -> list[dict]:
    drawn = []
    for map_id, graph in declared(runtime)[1].items():
        pieces, marks = state.maps.get(map_id) or ((), ())
        layer = _layers(graph)
        rows: dict[int, int] = {}
        nodes = []
        for node_id in graph.order:
            node = graph.nodes[node_id]
            row = rows.get(layer[node_id], 0)
            rows[layer[node_id]] = row + 1
            nodes.append({"id": node_id, "name": labels.node(graph, node_id), "layer": layer[node_id], "row": row,
                          "capacity": node.capacity, "paths": list(node.paths), "numbers": dict(node.numbers),
                          "component": node.component, "place": f"node:{map_id}:{node_id}",
                          "pieces": [{"owner": owner, "owner_name": labels.owner(owner, names), "path": path}
                                     for at, owner, path in pieces if at == node_id],
                          "marks": [{"owner": owner, "owner_name": labels.owner(owner, names)}
                                    for at, owner in marks if at == node_id]})
        edges = [[node_id, target] for node_id in graph.order for target in graph.nodes[node_id].ahead]
        source = runtime.vocab.spaces[map_id].source
        drawn.append({"kind": "graph", "id": map_id, "component": None,
                      "name": labels.component(source) if source else labels.title(map_id),
                      "entry": graph.entry, "nodes": nodes, "edges": edges,
                      "rows": max(rows.values(), default=1), "layers": max(layer.values(), default=0) + 1})
    return drawn


def tracks(runtime: core.Runtime, state: core.GameState, labels: Labels, names: list[str]) -> list[dict]:
    reward_components = {}
    for info in runtime.components.values():
        track = (info.data or {}).get("track")
        if isinstance(track, str) and track not in reward_components:
            reward_components[track] = info.id
    drawn = []
    for track_id, spec in runtime.vocab.tracks.items():
        drawn.append({"kind": "track", "id": track_id, "name": labels.label(track_id), "min": spec.min, "max": spec.max,
                      "exclusive": sorted(spec.exclusive), "place": f"track:{track_id}",
                      "component": reward_components.get(track_id),
                      "rewards": sorted(step for (track, step) in runtime.rewards if track == track_id),
                      "markers": [{"seat": p.index, "name": labels.owner(p.index, names), "step": p.tracks[track_id]}
                                  for p in state.players]})
    return drawn


#: Every space kind the server can draw, in the order the page shows them.
SPACE_KINDS: tuple[Callable[..., list[dict]], ...] = (ring, slot_grids, cell_grids.cells, graphs, tracks)


def all_spaces(runtime: core.Runtime, state: core.GameState, labels: Labels, names: list[str]) -> list[dict]:
    drawn: list[dict] = []
    for kind in SPACE_KINDS:
        drawn += kind(runtime, state, labels, names)
    return drawn


def _tile(tile_id: Any, labels: Labels) -> dict:
    return {"id": str(tile_id), "name": labels.component(str(tile_id)), "place": f"component:{tile_id}"}


def _icons(runtime: core.Runtime, tile_id: Optional[str]) -> list[str]:
    if not tile_id:
        return []
    info = runtime.components.get(str(tile_id).partition("#")[0])
    icons = (info.data or {}).get("icons") if info is not None else None
    return [str(i) for i in icons] if isinstance(icons, list) else []


def _layers(graph: core.Graph) -> dict[str, int]:
    """Each node's column for drawing: its longest distance from a node nothing points at, so every
    edge goes left to right (on a graph with a cycle, as far as the rounds below reach)."""
    incoming = {target for node in graph.nodes.values() for target in node.ahead}
    layer = {node_id: 0 for node_id in graph.order if node_id not in incoming}
    for _ in range(len(graph.order)):
        changed = False
        for node_id in graph.order:
            if node_id not in layer:
                continue
            for target in graph.nodes[node_id].ahead:
                if layer.get(target, -1) < layer[node_id] + 1:
                    layer[target] = layer[node_id] + 1
                    changed = True
        if not changed:
            break
    for node_id in graph.order:
        layer.setdefault(node_id, 0)
    return layer
