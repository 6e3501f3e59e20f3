"""Map graphs (`map_paths`): the graph, read once from a component's data, and the pieces on it.

A *map* is a component whose `data` declares a directed graph of nodes (all of it data, none of
it here):

```yaml
data:
  entry: start                      # where pieces enter by default
  paths: [north, south]             # optional: the path names a node may belong to
  nodes:                            # in the order of the automatic choice (first = preferred)
    - {id: start, capacity: 1, ahead: [a1, b1]}             # no `paths`: on every path
    - {id: a1, paths: [north], ahead: [a2], value: 1, open: 1, component: prize-a1}
    - {id: b1, paths: [south], ahead: [end], value: 1, open: 1}
    - {id: a2, paths: [north], ahead: [end], value: 2}
    - {id: end, capacity: unlimited, value: 5}
```

- `capacity` is 1 (the default) or `unlimited`.
- `ahead` lists the nodes a pushed piece may move on to. The edges must not form a cycle, and a
  node of capacity 1 must have a node ahead on each of its paths (so a push always ends).
- `paths`: a piece's path is fixed by the first node it reaches that lies on one path only (its
  owner picks the path when the node lies on several); from then on it only moves to nodes on
  that path. A node without `paths` lies on every path.
- Any other key of a node (`value`, `open`, …) is a number the queries read (absent = 0);
  `component` names a component whose `effect` runs when the node is marked.

State: `state.maps[map_id] = (pieces, marks)`, tuples only (a copy of the state shares them):
pieces `(node, owner, path)` in arrival order (path "" while not fixed), marks `(node, owner)`.
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import Any, Iterator, Optional

from teotl.language.expressions import ExprFn
from teotl.language.registry import renders
from teotl.model.decisions import Option, ask


BAD_MAP = "E460"


_CHAIN_LIMIT = 256  # a chain only moves ahead on an acyclic graph, so it ends; this guards data errors


_EMPTY: tuple = ((), ())


@dataclass(frozen=True)
class Node:
    id: str
    capacity: Optional[int]  # None = unlimited
    paths: tuple[str, ...]  # () = on every path
    ahead: tuple[str, ...]
    numbers: dict  # the node's other numeric keys (value, open, …)
    component: Optional[str] = None

    def on_path(self, path: str) -> bool:
        return not path or not self.paths or path in self.paths

    def number(self, key: str) -> int:
        return self.numbers.get(key, 0)


class MapGraph:
    """A map component's data, checked."""

    def __init__(self, cid: str, data: dict):
        self.id = cid
        raw_nodes = data.get("nodes")
        if not isinstance(raw_nodes, list) or not raw_nodes:
            raise ValueError("`nodes` must be a list of nodes, e.g. [{id: start, ahead: [a]}, …]")
        declared_paths = data.get("paths") or []
        if not isinstance(declared_paths, list) or not all(isinstance(p, str) for p in declared_paths):
            raise ValueError("`paths` must be a list of path names")
        self.nodes: dict[str, Node] = {}
        for entry in raw_nodes:
            node = _read_node(entry, declared_paths)
            if node.id in self.nodes:
                raise ValueError(f"node `{node.id}` is declared twice")
            self.nodes[node.id] = node
        self.order: tuple[str, ...] = tuple(self.nodes)
        self.entry = data.get("entry", self.order[0])
        if self.entry not in self.nodes:
            raise ValueError(f"`entry` names unknown node `{self.entry}`")
        for node in self.nodes.values():
            for target in node.ahead:
                if target not in self.nodes:
                    raise ValueError(f"node `{node.id}` has unknown node `{target}` ahead")
        self._check_acyclic()
        for node in self.nodes.values():
            if node.capacity is None:
                continue
            for path in node.paths or ("",):
                if not self.ahead_of(node.id, path if node.paths else ""):
                    raise ValueError(f"node `{node.id}` (capacity {node.capacity}) has no node ahead"
                                     + (f" on path `{path}`" if path else "") + ": a pushed piece could not move")

    def _check_acyclic(self) -> None:
        state: dict[str, int] = {}  # 1 = being visited, 2 = done

        def visit(name: str, trail: list[str]) -> None:
            if state.get(name) == 2:
                return
            if state.get(name) == 1:
                raise ValueError("the nodes ahead form a cycle: " + " → ".join(trail + [name]))
            state[name] = 1
            for target in self.nodes[name].ahead:
                visit(target, trail + [name])
            state[name] = 2

        for name in self.order:
            visit(name, [])

    def ahead_of(self, name: str, path: str) -> list[tuple[str, str]]:
        """(node, path) pairs a piece on `name` following `path` ("" = not fixed) may move to."""
        moves = []
        for target in self.nodes[name].ahead:
            node = self.nodes[target]
            if path:
                if node.on_path(path):
                    moves.append((target, path))
            elif len(node.paths) > 1:
                moves += [(target, p) for p in node.paths]
            else:
                moves.append((target, node.paths[0] if node.paths else ""))
        return moves

    def fixed_path(self, name: str) -> str:
        paths = self.nodes[name].paths
        return paths[0] if len(paths) == 1 else ""


def _read_node(entry: Any, declared_paths: list) -> Node:
    if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
        raise ValueError(f"a node must be a mapping with an `id`, got {entry!r}")
    nid = entry["id"]
    capacity = entry.get("capacity", 1)
    if capacity == "unlimited":
        capacity = None
    elif capacity != 1:
        raise ValueError(f"node `{nid}`: `capacity` must be 1 or `unlimited`, got {capacity!r}")
    paths = entry.get("paths") or []
    if not isinstance(paths, list) or any(declared_paths and p not in declared_paths for p in paths):
        raise ValueError(f"node `{nid}`: `paths` must list paths declared in the map's `paths` {declared_paths}")
    ahead = entry.get("ahead") or []
    if not isinstance(ahead, list) or not all(isinstance(a, str) for a in ahead):
        raise ValueError(f"node `{nid}`: `ahead` must be a list of node ids")
    component = entry.get("component")
    if component is not None and not isinstance(component, str):
        raise ValueError(f"node `{nid}`: `component` must be a component id")
    numbers = {}
    for key, value in entry.items():
        if key in ("id", "capacity", "paths", "ahead", "component", "name"):
            continue
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"node `{nid}`: `{key}` must be a whole number (queries read it), got {value!r}")
        numbers[key] = value
    return Node(nid, capacity, tuple(paths), tuple(ahead), numbers, component)


_MAPS: "weakref.WeakKeyDictionary[Any, dict[str, MapGraph]]" = weakref.WeakKeyDictionary()


def map_of(rt: Any, cid: str) -> MapGraph:
    """The MapGraph of a component, read once per runtime."""
    cache = _MAPS.setdefault(rt, {})
    graph = cache.get(cid)
    if graph is None:
        graph = cache[cid] = MapGraph(cid, rt.components[cid].data or {})
    return graph


def get(state: Any, map_id: str) -> tuple:
    return state.maps.get(map_id, _EMPTY)


def _log(ctx, owner: int, kind: str, **fields) -> None:
    if ctx.rt.logging:
        ctx.rt.log(ctx.derive_player(owner), kind, **fields)


def push_chain(ctx, graph: MapGraph, owner: int, target: str, steered: Optional[ExprFn] = None) -> Iterator:
    """A piece of `owner` arrives on `target`; a full node's occupant moves on ahead (its owner
    picks among the nodes ahead on its path), which may push further. A pushed piece whose owner
    makes `steered` hold (worked out as that owner) is not asked: out of the entry node it goes to
    a random node ahead (the game's random numbers), elsewhere to the first node ahead on its path
    in the declared order."""
    state = ctx.state
    mover = (owner, graph.fixed_path(target))
    for _ in range(_CHAIN_LIMIT):
        pieces, marks = get(state, graph.id)
        node = graph.nodes[target]
        occupant = None
        if node.capacity is not None:
            for index, piece in enumerate(pieces):
                if piece[0] == target:
                    occupant = index
                    break
        arrived = (target, mover[0], mover[1])
        if occupant is None:
            state.maps[graph.id] = (pieces + (arrived,), marks)
            _log(ctx, mover[0], "map_arrive", map=graph.id, node=target)
            return
        pushed = pieces[occupant]
        state.maps[graph.id] = (pieces[:occupant] + pieces[occupant + 1:] + (arrived,), marks)
        _log(ctx, mover[0], "map_arrive", map=graph.id, node=target, pushes=pushed[1])
        moves = graph.ahead_of(target, pushed[2])
        options = [Option(name if len(moves) == len({m[0] for m in moves}) else f"{name}/{path}",
                          f"{name}" + (f" ({path})" if path else ""), (name, path)) for name, path in moves]
        if steered is not None and len(options) > 1 and steered(ctx.derive_player(pushed[1])):
            index = state.rng.randrange(len(options)) if pushed[0] == graph.entry else 0
            target, path = options[index].value
            _log(ctx, pushed[1], "map_steered", map=graph.id, node=target, random=pushed[0] == graph.entry)
        else:
            target, path = yield from ask(pushed[1], "node", f"your piece is pushed from {pushed[0]}: to which node?",
                                          options, ("pushed", graph.id, pushed[0]))
        mover = (pushed[1], path)
    raise RuntimeError(f"map `{graph.id}`: a push chain did not end")  # pragma: no cover - data is checked


def markable(state: Any, graph: MapGraph, player: int, key: Optional[str]) -> list[str]:
    """Unmarked nodes (with `key` > 0 when given) holding a piece of `player`, in declared order."""
    pieces, marks = get(state, graph.id)
    marked = {m[0] for m in marks}
    mine = {p[0] for p in pieces if p[1] == player}
    return [name for name in graph.order if name in mine and name not in marked
            and (key is None or graph.nodes[name].number(key) > 0)]


def _remove_one(state: Any, graph: MapGraph, player: int, name: str) -> None:
    pieces, marks = get(state, graph.id)
    for index, piece in enumerate(pieces):
        if piece[0] == name and piece[1] == player:
            state.maps[graph.id] = (pieces[:index] + pieces[index + 1:], marks)
            return


# ---------------------------------------------------------------------- as a player reads it
@renders("prompt", "pushed")
def _prompt_pushed(n, decision, about):
    return n.msg("ask-pushed", node=n.node(about[1], about[2]))


@renders("option", "pushed")
def _option_pushed(n, decision, option, about):
    node, path = option.value
    name = n.node(about[1], node)
    return n.msg("option-node-path", node=name, path=n.term(f"path-{path}", 1, n.humanise(path))) if path else name


@renders("event", "map_arrive")
def _event_map_arrive(n, e):
    node = n.node(e["map"], e["node"])
    if "pushes" in e:
        return n.msg("event-map-push", who=n.who(e), node=node, pushed=n.seat(e["pushes"]))
    return n.msg("event-map-arrive", who=n.who(e), node=node)


@renders("event", "map_steered")
def _event_map_steered(n, e):
    return n.msg("event-map-steered", who=n.who(e), node=n.node(e["map"], e["node"]),
                 random="yes" if e.get("random") else "no")
