"""Pieces on a map graph: entering with push chains along fixed paths, marking nodes (docs/verbs.md "Map graphs").

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

Verbs (the acting player's pieces; every choice is a decision of the piece's owner):
  map_enter MAP [at NODE] [from COUNTER] [steer (COND)]   a piece enters NODE (default: the entry), pushing
  map_mark MAP [where KEY] [keep] [best KEY] mark a node holding an own piece, remove that piece
  map_remove MAP [where KEY]               one own piece leaves the game
Queries: map_pieces(MAP [, KEY]), map_piece_on(MAP, NODE), map_sum(MAP, KEY),
  map_markable(MAP, KEY), map_marked(MAP [, KEY]), map_count(MAP, NODE).
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import Any, Iterator, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, verb
from teotl.language.statements import Stmt
from teotl.model.decisions import Option, ask
from teotl.primitives.queries import _arity, _name_arg
from teotl.primitives.verbs import _usage, _word, data_component

BAD_MAP = "E460"
_CHAIN_LIMIT = 256  # a chain only moves ahead on an acyclic graph, so it ends; this guards data errors
_EMPTY: tuple = ((), ())


# ====================================================================== the graph, read from data
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


# ====================================================================== arguments
def _map_name(compiler: Compiler, where: ast.Node, name: Optional[str]) -> tuple[str, Optional[MapGraph]]:
    """A map component id, checked (its graph too when the runtime is known)."""
    vocab = compiler.vocab
    if data_component(compiler, where, name, "map",
                      "a map is the id of a component whose data has `nodes` (docs/verbs.md, Map graphs)") is None:
        return name, None
    try:
        graph = map_of(compiler.services, name)
    except ValueError as error:
        raise CompileError(BAD_MAP, f"component `{name}` is not a map graph: {error}",
                           "see docs/verbs.md, Map graphs, for the map's data", where) from None
    for node in graph.nodes.values():
        if node.component is not None and vocab.component_ids and node.component not in vocab.component_ids:
            raise CompileError(BAD_MAP, f"node `{node.id}` of map `{name}` names unknown component `{node.component}`",
                               did_you_mean(node.component, vocab.component_ids), where)
    return name, graph


def _graph_of(map_id: str, graph: Optional[MapGraph]):
    """`rt -> MapGraph`: the graph read at compile time when the runtime was known (no look-up
    while playing), else read from the runtime on first use."""
    if graph is not None:
        return lambda rt: graph
    return lambda rt: map_of(rt, map_id)


def _node_name(graph: Optional[MapGraph], where: ast.Node, name: Optional[str], usage: str) -> str:
    if name is None:
        raise CompileError("E407", "a node id is needed here", usage, where)
    if graph is not None and name not in graph.nodes:
        raise CompileError("E401", f"map `{graph.id}` has no node `{name}`",
                           did_you_mean(name, graph.order) or "nodes: " + ", ".join(graph.order), where)
    return name


def _checked_key(graph: Optional[MapGraph], where: ast.Node, key: Optional[str]) -> Optional[str]:
    """A node key some node of the map has (a misspelt key would silently read 0 everywhere)."""
    if key is None or graph is None:
        return key
    known = sorted({k for node in graph.nodes.values() for k in node.numbers})
    if key not in known:
        raise CompileError("E401", f"no node of map `{graph.id}` has the number `{key}`",
                           did_you_mean(key, known) or "node numbers: " + (", ".join(known) or "none"), where)
    return key


def _counter_name(compiler: Compiler, where: ast.Node, name: Optional[str], usage: str) -> str:
    name = compiler.vocab.canonical(name) if name else None
    if name is None or name not in compiler.vocab.resources:
        raise CompileError("E401", f"`from` needs a player counter (a resource), got `{name or ''}`",
                           did_you_mean(name or "", compiler.vocab.resources) or usage, where)
    return name


def _options(node: ast.Call, words: dict[str, int]) -> tuple[Optional[str], dict[str, list[str]]]:
    """The map word, then `keyword [value]` options: words = {keyword: number of values}."""
    args = list(node.args)
    usage = _usage(node)
    if not args:
        raise CompileError("E407", f"`{node.verb}` needs a map", usage, node)
    found: dict[str, list[str]] = {}
    index = 1
    while index < len(args):
        word = _word(args[index])
        if word not in words or word in found:
            raise CompileError("E407", f"unexpected `{word or '…'}` in `{node.verb}`", usage, args[index])
        values = [_word(a) for a in args[index + 1:index + 1 + words[word]]]
        if len(values) < words[word] or None in values:
            raise CompileError("E407", f"`{word}` needs a name after it", usage, args[index])
        found[word] = values
        index += 1 + words[word]
    return _word(args[0]), found


# ====================================================================== state
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
                                          options)
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


# ====================================================================== verbs
@verb("map_enter", "map_enter MAP [at NODE] [from COUNTER] [steer (CONDITION)]")
def compile_map_enter(compiler: Compiler, node: ast.Call) -> Stmt:
    """One piece of the acting player enters a node (default: the map's entry), taken from a
    player counter when `from` is given (none left: nothing happens), pushing occupants ahead.
    `steer (CONDITION)`: pushed pieces of owners for whom CONDITION holds move without a question
    (see `push_chain`) — an automaton's pieces."""
    steered: Optional[ExprFn] = None
    args = list(node.args)
    for index, arg in enumerate(args[1:], start=1):
        if _word(arg) == "steer":
            if index + 1 >= len(args):
                raise CompileError("E407", "`steer` needs a condition after it, e.g. `steer (seat == 1)`", _usage(node), arg)
            condition = args[index + 1]
            steered = compiler.expr(condition.expr) if isinstance(condition, ast.ExprArg) else \
                compiler.name_value(_word(condition) or "", condition)
            node = ast.Call(node.verb, tuple(args[:index] + args[index + 2:]), line=node.line, column=node.column)
            break
    name, found = _options(node, {"at": 1, "from": 1})
    map_id, graph = _map_name(compiler, node.args[0], name)
    graph_of = _graph_of(map_id, graph)
    at = _node_name(graph, node, found["at"][0], _usage(node)) if "at" in found else None
    counter = _counter_name(compiler, node, found["from"][0], _usage(node)) if "from" in found else None

    def can(ctx):
        return counter is None or ctx.state.players[ctx.player].counters.get(counter, 0) > 0

    def run(ctx):
        if not can(ctx):
            return
        if counter is not None:
            ctx.state.players[ctx.player].counters[counter] -= 1
        current = graph_of(ctx.rt)
        yield from push_chain(ctx, current, ctx.player, at or current.entry, steered)

    return Stmt(run, can, f"map_enter {map_id}", opens=True)


@verb("map_mark", "map_mark MAP [where KEY] [keep] [best KEY]")
def compile_map_mark(compiler: Compiler, node: ast.Call) -> Stmt:
    """The acting player picks an unmarked node (with KEY > 0) holding one of their pieces: that
    piece leaves the game (unless `keep`), the node is marked as theirs, and the effect of the
    node's `component` runs. `best KEY`: no question, the node with the highest KEY (first
    declared on ties). Not possible (not offered) when no node qualifies."""
    name, found = _options(node, {"where": 1, "keep": 0, "best": 1})
    map_id, graph = _map_name(compiler, node.args[0], name)
    graph_of = _graph_of(map_id, graph)
    key = _checked_key(graph, node, found["where"][0] if "where" in found else None)
    keep, best = "keep" in found, _checked_key(graph, node, found["best"][0] if "best" in found else None)

    def can(ctx):
        return bool(markable(ctx.state, graph_of(ctx.rt), ctx.player, key))

    def run(ctx):
        graph = graph_of(ctx.rt)
        names = markable(ctx.state, graph, ctx.player, key)
        if not names:
            return
        if best is not None:
            top = max(graph.nodes[n].number(best) for n in names)
            chosen = next(n for n in names if graph.nodes[n].number(best) == top)
        else:
            chosen = yield from ask(ctx.player, "node", "mark which node?", [Option(n, n, n) for n in names])
        if not keep:
            _remove_one(ctx.state, graph, ctx.player, chosen)
        pieces, marks = get(ctx.state, map_id)
        ctx.state.maps[map_id] = (pieces, marks + ((chosen, ctx.player),))
        _log(ctx, ctx.player, "map_mark", map=map_id, node=chosen, removed=not keep)
        component = graph.nodes[chosen].component
        if component is not None:
            stmt = ctx.rt.effects.get((component, "effect"))
            if stmt is not None:
                yield from stmt.run(ctx.derive_component(component))

    return Stmt(run, can, f"map_mark {map_id}", opens=True, counter_free=True)


@verb("map_remove", "map_remove MAP [where KEY]")
def compile_map_remove(compiler: Compiler, node: ast.Call) -> Stmt:
    """One of the acting player's pieces (on a node with KEY > 0) leaves the game; the player
    picks the node."""
    name, found = _options(node, {"where": 1})
    map_id, graph = _map_name(compiler, node.args[0], name)
    graph_of = _graph_of(map_id, graph)
    key = _checked_key(graph, node, found["where"][0] if "where" in found else None)

    def nodes(ctx) -> list[str]:
        graph = graph_of(ctx.rt)
        mine = {p[0] for p in get(ctx.state, map_id)[0] if p[1] == ctx.player}
        return [n for n in graph.order if n in mine and (key is None or graph.nodes[n].number(key) > 0)]

    def run(ctx):
        names = nodes(ctx)
        if not names:
            return
        chosen = yield from ask(ctx.player, "node", "remove your piece from which node?", [Option(n, n, n) for n in names])
        _remove_one(ctx.state, graph_of(ctx.rt), ctx.player, chosen)
        _log(ctx, ctx.player, "map_remove", map=map_id, node=chosen)

    return Stmt(run, lambda ctx: bool(nodes(ctx)), f"map_remove {map_id}", opens=True, counter_free=True)


# ====================================================================== queries
def _query_map(compiler: Compiler, node: ast.Func) -> tuple[str, Optional[MapGraph]]:
    return _map_name(compiler, node.args[0], _name_arg(node, 0))


def _key(node: ast.Func, index: int) -> Optional[str]:
    return _name_arg(node, index) if len(node.args) > index else None


def _map_and_key(compiler: Compiler, node: ast.Func, key_needed: bool = False):
    """`QUERY(MAP [, KEY])`: the map id, the graph as the runtime reads it, the checked key."""
    _arity(node, 2 if key_needed else 1, 2)
    map_id, graph = _query_map(compiler, node)
    return map_id, _graph_of(map_id, graph), _checked_key(graph, node, _key(node, 1))


@query("map_pieces", "map_pieces(MAP [, KEY])")
def _map_pieces(compiler: Compiler, node: ast.Func) -> ExprFn:
    """Own pieces on the map (on nodes whose KEY is > 0, when given)."""
    map_id, graph_of, key = _map_and_key(compiler, node)
    if key is None:
        return lambda ctx: sum(1 for p in get(ctx.state, map_id)[0] if p[1] == ctx.player)

    def value(ctx):
        nodes = graph_of(ctx.rt).nodes
        return sum(1 for p in get(ctx.state, map_id)[0] if p[1] == ctx.player and nodes[p[0]].number(key) > 0)
    return value


@query("map_piece_on", "map_piece_on(MAP, NODE)")
def _map_piece_on(compiler: Compiler, node: ast.Func) -> ExprFn:
    """Own pieces on one node."""
    _arity(node, 2, 2)
    map_id, graph = _query_map(compiler, node)
    name = _node_name(graph, node.args[1], _name_arg(node, 1), "")
    return lambda ctx: sum(1 for p in get(ctx.state, map_id)[0] if p[0] == name and p[1] == ctx.player)


@query("map_count", "map_count(MAP, NODE)")
def _map_count(compiler: Compiler, node: ast.Func) -> ExprFn:
    """Everyone's pieces on one node."""
    _arity(node, 2, 2)
    map_id, graph = _query_map(compiler, node)
    name = _node_name(graph, node.args[1], _name_arg(node, 1), "")
    return lambda ctx: sum(1 for p in get(ctx.state, map_id)[0] if p[0] == name)


@query("map_sum", "map_sum(MAP, KEY)")
def _map_sum(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The sum of KEY over the nodes of own pieces (a node counts once per piece on it)."""
    map_id, graph_of, key = _map_and_key(compiler, node, key_needed=True)

    def value(ctx):
        nodes = graph_of(ctx.rt).nodes
        return sum(nodes[p[0]].number(key) for p in get(ctx.state, map_id)[0] if p[1] == ctx.player)
    return value


@query("map_markable", "map_markable(MAP [, KEY])")
def _map_markable(compiler: Compiler, node: ast.Func) -> ExprFn:
    """How many nodes `map_mark MAP where KEY` could mark now."""
    map_id, graph_of, key = _map_and_key(compiler, node)
    return lambda ctx: len(markable(ctx.state, graph_of(ctx.rt), ctx.player, key))


@query("map_marked", "map_marked(MAP [, KEY])")
def _map_marked(compiler: Compiler, node: ast.Func) -> ExprFn:
    """Nodes marked by the player (with KEY > 0, when given)."""
    map_id, graph_of, key = _map_and_key(compiler, node)

    def value(ctx):
        nodes = graph_of(ctx.rt).nodes
        return sum(1 for name, owner in get(ctx.state, map_id)[1]
                   if owner == ctx.player and (key is None or nodes[name].number(key) > 0))
    return value

