"""Graph spaces (docs/game-model.md §2): named nodes joined by edges, pieces of the players on them.

A rule set declares a graph in `vocabulary.spaces`, its nodes and edges written there or read
from a component's data (so a board's printed text and its graph stay together):

```yaml
vocabulary:
  spaces:
    - id: route
      kind: graph
      entry: start                    # where `enter` puts a piece by default (default: the first node)
      paths: [north, south]           # optional: the path names a node may belong to
      nodes:                          # in this order: `nodes(S)`, and the automatic choices (first = preferred)
        - {id: start, ahead: [a1, b1]}                 # `ahead`: the edges out of the node
        - {id: a1, paths: [north], ahead: [end], value: 1, component: prize}
        - {id: b1, paths: [south], ahead: [end], value: 1}
        - {id: end, capacity: unlimited, value: 5, name: "The end"}
      edges: [[b1, a1]]               # optional: more edges, [from, to]
    - {id: realm, kind: graph, from: realm_board}   # the same keys in the data of component `realm_board`
```

- `capacity`: how many pieces a node holds (default 1), or `unlimited`.
- `paths`: a piece's path is fixed by the first node it reaches that lies on one path only; a
  node without `paths` lies on every path.
- Any other key of a node is a whole number (`datum(n, value)` reads it, absent = 0); `name` is
  its name for players, `component` a component whose effect `claim_node` runs.

A node is named by a *handle* `(space, node id)` (kind `node`). What stands on a graph lives in
`state.maps[space] = (pieces, claims)`, tuples only (a copy of the state shares them): pieces
`(node, owner, path)` in arrival order (path "" while not fixed), claims `(node, owner)`.
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import Any, Callable, Optional

from teotl.language import ast
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import short_text
from teotl.model.instances import SHOWN_COMPONENT
from teotl.primitives.iteration import ITEM_TEXTS
from teotl.primitives.space_args import space_of_kind

Node = tuple[str, str]          # a node handle: (space, node id)

BAD_GRAPH = "E460"
UNKNOWN_GRAPH = "E480"          # as a grid that is not declared (teotl.primitives.grid_space)
WRONG_HANDLE = "E481"
_RESERVED = ("id", "capacity", "paths", "ahead", "component", "name")
_EMPTY: tuple = ((), ())


class GraphError(ValueError):
    """A graph's data is wrong: `path` is where (relative to the declaration: `nodes.2.ahead`)."""

    def __init__(self, message: str, path: str = "nodes", hint: str = ""):
        super().__init__(message)
        self.path = path
        self.hint = hint or "see docs/game-model.md §2, Graph"


@dataclass(frozen=True)
class GraphNode:
    id: str
    capacity: Optional[int]         # None = unlimited
    paths: tuple[str, ...]          # () = on every path
    ahead: tuple[str, ...]
    numbers: dict                   # the node's other numeric keys (value, open, …)
    component: Optional[str] = None
    name: Optional[str] = None

    def on_path(self, path: str) -> bool:
        return not path or not self.paths or path in self.paths

    def number(self, key: str) -> int:
        return self.numbers.get(key, 0)


class Graph:
    """A graph space's nodes and edges, read and checked (GraphError on bad data)."""

    def __init__(self, space: str, data: Any):
        self.id = space
        if not isinstance(data, dict):
            raise GraphError("the graph's data must be a mapping with `nodes`", "")
        raw_nodes = data.get("nodes")
        if not isinstance(raw_nodes, list) or not raw_nodes:
            raise GraphError("`nodes` must be a list of nodes, e.g. [{id: start, ahead: [a]}, …]")
        declared_paths = data.get("paths") or []
        if not isinstance(declared_paths, list) or not all(isinstance(p, str) for p in declared_paths):
            raise GraphError("`paths` must be a list of path names", "paths")
        self.nodes: dict[str, GraphNode] = {}
        for index, entry in enumerate(raw_nodes):
            node = _read_node(entry, declared_paths, f"nodes.{index}")
            if node.id in self.nodes:
                raise GraphError(f"node `{node.id}` is declared twice", f"nodes.{index}.id", "give each node its own id")
            self.nodes[node.id] = node
        self.order: tuple[str, ...] = tuple(self.nodes)
        for index, node in enumerate(self.nodes.values()):
            for target in node.ahead:
                if target not in self.nodes:
                    raise GraphError(f"node `{node.id}` has unknown node `{target}` ahead", f"nodes.{index}.ahead",
                                     did_you_mean(target, self.order) or "nodes: " + ", ".join(self.order))
        self._extra_edges(data.get("edges"))
        self.entry = data.get("entry", self.order[0])
        if self.entry not in self.nodes:
            raise GraphError(f"`entry` names unknown node `{self.entry}`", "entry",
                             did_you_mean(str(self.entry), self.order) or "nodes: " + ", ".join(self.order))
        self.behind: dict[str, tuple[str, ...]] = {name: tuple(other for other in self.order
                                                               if name in self.nodes[other].ahead)
                                                   for name in self.order}

    def _extra_edges(self, edges: Any) -> None:
        if edges is None:
            return
        if not isinstance(edges, list):
            raise GraphError("`edges` must be a list of [from, to] pairs", "edges")
        for index, pair in enumerate(edges):
            if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(p, str) for p in pair)):
                raise GraphError(f"edge {index + 1} must be a pair of node ids [from, to], got {pair!r}", f"edges.{index}")
            for name in pair:
                if name not in self.nodes:
                    raise GraphError(f"edge [{pair[0]}, {pair[1]}] names unknown node `{name}`", f"edges.{index}",
                                     did_you_mean(name, self.order) or "nodes: " + ", ".join(self.order))
            node = self.nodes[pair[0]]
            if pair[1] not in node.ahead:
                self.nodes[pair[0]] = GraphNode(node.id, node.capacity, node.paths, node.ahead + (pair[1],),
                                                node.numbers, node.component, node.name)

    def push_problem(self) -> Optional[str]:
        """Why a push chain (`enter`) might not end on this graph, or None: the edges must not form a
        cycle, and a node of limited capacity needs a node ahead on each of its paths."""
        state: dict[str, int] = {}  # 1 = being visited, 2 = done

        def visit(name: str, trail: list[str]) -> Optional[str]:
            if state.get(name) == 2:
                return None
            if state.get(name) == 1:
                return "the nodes ahead form a cycle: " + " → ".join(trail + [name])
            state[name] = 1
            for target in self.nodes[name].ahead:
                found = visit(target, trail + [name])
                if found:
                    return found
            state[name] = 2
            return None

        for name in self.order:
            found = visit(name, [])
            if found:
                return found
        for node in self.nodes.values():
            if node.capacity is None:
                continue
            for path in node.paths or ("",):
                if not self.ahead_of(node.id, path if node.paths else ""):
                    return (f"node `{node.id}` (capacity {node.capacity}) has no node ahead"
                            + (f" on path `{path}`" if path else "") + ": a pushed piece could not move")
        return None

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

    def links(self, name: str) -> tuple[str, ...]:
        """The nodes joined to `name` by an edge either way: those ahead, then those behind it."""
        ahead = self.nodes[name].ahead
        return ahead + tuple(other for other in self.behind[name] if other not in ahead)


def _read_node(entry: Any, declared_paths: list, path: str) -> GraphNode:
    if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
        raise GraphError(f"a node must be a mapping with an `id`, got {entry!r}", path)
    nid = entry["id"]
    capacity = entry.get("capacity", 1)
    if capacity == "unlimited":
        capacity = None
    elif isinstance(capacity, bool) or not isinstance(capacity, int) or capacity < 1:
        raise GraphError(f"node `{nid}`: `capacity` must be a number of pieces (1 or more) or `unlimited`, "
                         f"got {capacity!r}", f"{path}.capacity")
    paths = entry.get("paths") or []
    if not isinstance(paths, list) or any(declared_paths and p not in declared_paths for p in paths):
        raise GraphError(f"node `{nid}`: `paths` must list paths declared in the graph's `paths` {declared_paths}",
                         f"{path}.paths")
    ahead = entry.get("ahead") or []
    if not isinstance(ahead, list) or not all(isinstance(a, str) for a in ahead):
        raise GraphError(f"node `{nid}`: `ahead` must be a list of node ids", f"{path}.ahead")
    component = entry.get("component")
    if component is not None and not isinstance(component, str):
        raise GraphError(f"node `{nid}`: `component` must be a component id", f"{path}.component")
    name = entry.get("name")
    numbers = {}
    for key, value in entry.items():
        if key in _RESERVED:
            continue
        if isinstance(value, bool) or not isinstance(value, int):
            raise GraphError(f"node `{nid}`: `{key}` must be a whole number (queries read it), got {value!r}",
                             f"{path}.{key}")
        numbers[key] = value
    return GraphNode(nid, capacity, tuple(paths), tuple(ahead), numbers, component,
                     name if isinstance(name, str) else None)


# ====================================================================== reading a space's graph
def graph_data(spec: Any, components: Any) -> Any:
    """The data a graph space is read from: its declaration, or its component's data (None when
    the components are not known or it names none)."""
    if spec.source is None:
        return spec.declared
    info = components.get(spec.source) if components else None
    return info.data if info is not None else None


_GRAPHS: "weakref.WeakKeyDictionary[Any, dict[str, Graph]]" = weakref.WeakKeyDictionary()


def graph_of(rt: Any, space: str) -> Graph:
    """The Graph of a graph space, read once per runtime (GraphError when its data is wrong)."""
    cache = _GRAPHS.setdefault(rt, {})
    graph = cache.get(space)
    if graph is None:
        graph = cache[space] = Graph(space, graph_data(rt.vocab.spaces[space], rt.components))
    return graph


def graphs_of(vocab: Any) -> list[Any]:
    """The graph spaces of a vocabulary, in declared order."""
    return [spec for spec in vocab.spaces.values() if spec.kind == "graph"]


def node_name(rt: Any, node: Node) -> str:
    """A node as a choice shows it: its `name`, else its id made readable."""
    try:
        found = graph_of(rt, node[0]).nodes.get(node[1])
    except (GraphError, KeyError):
        found = None
    return found.name if found is not None and found.name else node[1].replace("_", " ")


def _shown(ctx: Any, node: Any) -> Optional[str]:
    """The component a node shows (its `component`), or None: `SHOWN_COMPONENT["node"]`."""
    if type(node) is not tuple:
        return None
    found = graph_of(ctx.rt, node[0]).nodes.get(node[1])
    return found.component if found is not None else None


SHOWN_COMPONENT["node"] = _shown
ITEM_TEXTS["node"] = lambda ctx, node: node_name(ctx.rt, node)


# ====================================================================== state
def on_graph(state: Any, space: str) -> tuple:
    """(pieces, claims) of a graph space."""
    return state.maps.get(space, _EMPTY)


# ====================================================================== argument readers
def graph_arg(compiler: Any, arg: ast.Node, what: str = "the graph") -> tuple[str, Optional[Graph]]:
    """A graph space named in an effect: (its id, its Graph when the data is known), or E480 /
    E460 (its data is wrong)."""
    spec = space_of_kind(compiler, arg, "graph", what, "{id: NAME, kind: graph, nodes: […]}")
    components = getattr(compiler.services, "components", None)
    if graph_data(spec, components) is None:
        return spec.id, None
    try:
        if hasattr(compiler.services, "vocab") and components is not None:
            return spec.id, graph_of(compiler.services, spec.id)
        return spec.id, Graph(spec.id, graph_data(spec, components))
    except GraphError as error:
        raise CompileError(BAD_GRAPH, f"graph `{spec.id}`: {error}", error.hint, arg) from None


def node_arg(compiler: Any, arg: ast.Node, what: str) -> Callable[[Any], Any]:
    """The reader of a node handle argument (a name bound to a node), or E481."""
    inner = arg.expr if isinstance(arg, ast.ExprArg) else arg
    name = inner.name if isinstance(inner, (ast.Ref, ast.Word)) else None
    kind = compiler.kind_of(name) if name else None
    if kind != "node":
        found = f"`{name}` is a {kind}" if kind else f"`{name or short_text(inner)}` is not a name bound to a node"
        raise CompileError(WRONG_HANDLE, f"{what} must be a node: {found}",
                           "nodes come from `each n in nodes(S)`, `ahead(n)`, `links(n)`, a binder "
                           "`count(n in nodes(S) …)` or a template parameter `{n: node}`", arg)
    return lambda ctx: ctx.values.get(name)
