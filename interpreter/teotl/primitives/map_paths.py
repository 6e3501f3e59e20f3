"""Pieces on a map graph (teotl.primitives.map_graph): entering with push chains along fixed
paths, marking nodes. Verbs `map_enter`, `map_mark`, `map_remove` (the acting player's pieces;
every choice is a decision of the piece's owner); queries `map_pieces`, `map_piece_on`,
`map_count`, `map_sum`, `map_markable`, `map_marked`.
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section, verb
from teotl.language.statements import Stmt
from teotl.model.decisions import Option, ask
from teotl.primitives.arguments import arity, data_component, name_arg, usage_hint, word_of
from teotl.primitives.map_graph import BAD_MAP, MapGraph, _log, _remove_one, get, map_of, markable, push_chain


SECTION = section(__name__, "Map graphs", 71,
                  intro="""Pieces of the players on the nodes of a map component (its data: docs/rule-files.md "Declaring a
map graph", and `map_graph`). A piece is (node, owner, path); a node of capacity 1 holds one
piece, an `unlimited` node any number. Every choice is a decision of kind `node`, asked of the
piece's owner (keys = node ids; `node/path` when a node lies on several paths).""",
                  examples=("map_enter region_map from scouts",
                            "map_mark region_map where buildable best area",
                            "gain vp map_sum(region_map, value)"))


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
    usage = usage_hint(node)
    if not args:
        raise CompileError("E407", f"`{node.verb}` needs a map", usage, node)
    found: dict[str, list[str]] = {}
    index = 1
    while index < len(args):
        word = word_of(args[index])
        if word not in words or word in found:
            raise CompileError("E407", f"unexpected `{word or '…'}` in `{node.verb}`", usage, args[index])
        values = [word_of(a) for a in args[index + 1:index + 1 + words[word]]]
        if len(values) < words[word] or None in values:
            raise CompileError("E407", f"`{word}` needs a name after it", usage, args[index])
        found[word] = values
        index += 1 + words[word]
    return word_of(args[0]), found


def _map_options(r, args) -> tuple[Any, dict]:
    """Rule text: the map, then its `word [value]` options."""
    words = r.words(args)
    options: dict = {}
    index = 1
    while index < len(words):
        if words[index] in ("keep",):
            options[words[index]] = True
            index += 1
        else:
            options[words[index]] = words[index + 1] if index + 1 < len(words) else None
            index += 2
    return r.noun(words[0], 1, "component"), options


@verb("map_enter", "map_enter MAP [at NODE] [from COUNTER] [steer (CONDITION)]",
      arguments="`MAP [at NODE] [from COUNTER] [steer (CONDITION)]`",
      doc=("one piece of the player enters NODE (default: the map's `entry`), taking one from the player "
           "counter COUNTER when given (none left: not possible, nothing happens). `steer (CONDITION)`: a "
           "pushed piece whose owner makes CONDITION hold (worked out as that owner) moves without a "
           "question — out of the entry node to a random node ahead (the game's random numbers), "
           "elsewhere to the first node ahead on its path in the declared order (an automaton's pieces; "
           "log event `map_steered`). A node of capacity 1 already held: its piece is pushed to a node "
           "ahead on its own path, its owner picking among them, which may push further (the player's own "
           "pieces too). A piece's path is fixed by the first node it reaches that lies on one path only. "
           "Log events `map_arrive` (with `pushes`: the owner of the piece pushed)."))
def compile_map_enter(compiler: Compiler, node: ast.Call) -> Stmt:
    """One piece of the acting player enters a node (default: the map's entry), taken from a
    player counter when `from` is given (none left: nothing happens), pushing occupants ahead.
    `steer (CONDITION)`: pushed pieces of owners for whom CONDITION holds move without a question
    (see `push_chain`) — an automaton's pieces."""
    steered: Optional[ExprFn] = None
    args = list(node.args)
    for index, arg in enumerate(args[1:], start=1):
        if word_of(arg) == "steer":
            if index + 1 >= len(args):
                raise CompileError("E407", "`steer` needs a condition after it, e.g. `steer (seat == 1)`", usage_hint(node), arg)
            condition = args[index + 1]
            steered = compiler.expr(condition.expr) if isinstance(condition, ast.ExprArg) else \
                compiler.name_value(word_of(condition) or "", condition)
            node = ast.Call(node.verb, tuple(args[:index] + args[index + 2:]), line=node.line, column=node.column)
            break
    name, found = _options(node, {"at": 1, "from": 1})
    map_id, graph = _map_name(compiler, node.args[0], name)
    graph_of = _graph_of(map_id, graph)
    at = _node_name(graph, node, found["at"][0], usage_hint(node)) if "at" in found else None
    counter = _counter_name(compiler, node, found["from"][0], usage_hint(node)) if "from" in found else None

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


@renders("verb", "map_enter")
def render_map_enter(r, node, args):
    where, options = _map_options(r, args)
    node_text = r.humanise(options["at"]) if options.get("at") else r.msg("verb-map_enter-entry")
    if options.get("from"):
        return r.msg("verb-map_enter-from", map=where, node=node_text,
                        counter=r.noun(options["from"], "other", "resource"))
    return r.msg("verb-map_enter", map=where, node=node_text)


@verb("map_mark", "map_mark MAP [where KEY] [keep] [best KEY]",
      arguments="`MAP [where KEY] [keep] [best KEY]`",
      doc=("the player picks a node not yet marked, holding one of their pieces, whose number KEY is > 0: "
           "that piece leaves the game (not with `keep`), the node is marked as theirs, then the effect "
           "of the node's `component` runs. `best KEY`: no question, the node with the highest KEY (the "
           "first declared on ties). Not possible when no node qualifies. Log event `map_mark`."))
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
            chosen = yield from ask(ctx.player, "node", "mark which node?", [Option(n, n, n) for n in names],
                                    ("map-node", map_id, "mark"))
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


@renders("verb", "map_mark")
def render_map_mark(r, node, args):
    where, options = _map_options(r, args)
    return r.msg("verb-map_mark", map=where, key=r.humanise(options.get("where") or "-"),
                    keep="yes" if options.get("keep") else "no")


@verb("map_remove", "map_remove MAP [where KEY]",
      arguments="`MAP [where KEY]`",
      doc="one of the player's pieces (on a node whose KEY > 0) leaves the game; the player picks the node.")
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
        chosen = yield from ask(ctx.player, "node", "remove your piece from which node?",
                                [Option(n, n, n) for n in names], ("map-node", map_id, "remove"))
        _remove_one(ctx.state, graph_of(ctx.rt), ctx.player, chosen)
        _log(ctx, ctx.player, "map_remove", map=map_id, node=chosen)

    return Stmt(run, lambda ctx: bool(nodes(ctx)), f"map_remove {map_id}", opens=True, counter_free=True)


@renders("verb", "map_remove")
def render_map_remove(r, node, args):
    where, _ = _map_options(r, args)
    return r.msg("verb-map_remove", map=where)


def _query_map(compiler: Compiler, node: ast.Func) -> tuple[str, Optional[MapGraph]]:
    return _map_name(compiler, node.args[0], name_arg(node, 0))


def _key(node: ast.Func, index: int) -> Optional[str]:
    return name_arg(node, index) if len(node.args) > index else None


def _map_and_key(compiler: Compiler, node: ast.Func, key_needed: bool = False):
    """`QUERY(MAP [, KEY])`: the map id, the graph as the runtime reads it, the checked key."""
    arity(node, 2 if key_needed else 1, 2)
    map_id, graph = _query_map(compiler, node)
    return map_id, _graph_of(map_id, graph), _checked_key(graph, node, _key(node, 1))


@query("map_pieces", "map_pieces(MAP [, KEY])",
       form="`map_pieces(MAP [, KEY])`",
       doc="the player's pieces on the map (on nodes whose KEY > 0)")
def _map_pieces(compiler: Compiler, node: ast.Func) -> ExprFn:
    """Own pieces on the map (on nodes whose KEY is > 0, when given)."""
    map_id, graph_of, key = _map_and_key(compiler, node)
    if key is None:
        return lambda ctx: sum(1 for p in get(ctx.state, map_id)[0] if p[1] == ctx.player)

    def value(ctx):
        nodes = graph_of(ctx.rt).nodes
        return sum(1 for p in get(ctx.state, map_id)[0] if p[1] == ctx.player and nodes[p[0]].number(key) > 0)
    return value


@query("map_piece_on", "map_piece_on(MAP, NODE)",
       form="`map_piece_on(MAP, NODE)`",
       doc="the player's pieces on NODE")
def _map_piece_on(compiler: Compiler, node: ast.Func) -> ExprFn:
    """Own pieces on one node."""
    arity(node, 2, 2)
    map_id, graph = _query_map(compiler, node)
    name = _node_name(graph, node.args[1], name_arg(node, 1), "")
    return lambda ctx: sum(1 for p in get(ctx.state, map_id)[0] if p[0] == name and p[1] == ctx.player)


@query("map_count", "map_count(MAP, NODE)",
       form="`map_count(MAP, NODE)`",
       doc="everyone's pieces on NODE")
def _map_count(compiler: Compiler, node: ast.Func) -> ExprFn:
    """Everyone's pieces on one node."""
    arity(node, 2, 2)
    map_id, graph = _query_map(compiler, node)
    name = _node_name(graph, node.args[1], name_arg(node, 1), "")
    return lambda ctx: sum(1 for p in get(ctx.state, map_id)[0] if p[0] == name)


@query("map_sum", "map_sum(MAP, KEY)",
       form="`map_sum(MAP, KEY)`",
       doc="the sum of KEY over the nodes of the player's pieces (once per piece)")
def _map_sum(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The sum of KEY over the nodes of own pieces (a node counts once per piece on it)."""
    map_id, graph_of, key = _map_and_key(compiler, node, key_needed=True)

    def value(ctx):
        nodes = graph_of(ctx.rt).nodes
        return sum(nodes[p[0]].number(key) for p in get(ctx.state, map_id)[0] if p[1] == ctx.player)
    return value


@query("map_markable", "map_markable(MAP [, KEY])",
       form="`map_markable(MAP [, KEY])`",
       doc="how many nodes `map_mark MAP where KEY` could mark now")
def _map_markable(compiler: Compiler, node: ast.Func) -> ExprFn:
    """How many nodes `map_mark MAP where KEY` could mark now."""
    map_id, graph_of, key = _map_and_key(compiler, node)
    return lambda ctx: len(markable(ctx.state, graph_of(ctx.rt), ctx.player, key))


@query("map_marked", "map_marked(MAP [, KEY])",
       form="`map_marked(MAP [, KEY])`",
       doc="nodes marked by the player (with KEY > 0)")
def _map_marked(compiler: Compiler, node: ast.Func) -> ExprFn:
    """Nodes marked by the player (with KEY > 0, when given)."""
    map_id, graph_of, key = _map_and_key(compiler, node)

    def value(ctx):
        nodes = graph_of(ctx.rt).nodes
        return sum(1 for name, owner in get(ctx.state, map_id)[1]
                   if owner == ctx.player and (key is None or nodes[name].number(key) > 0))
    return value


def render_map_query(r, node, args, names):
    """`map_pieces(MAP [, KEY])`, `map_piece_on(MAP, NODE)`, …: the map, then a node or a key."""
    name = r.vocab.canonical(node.name)
    if not (names and names[0]):
        return None
    where = r.noun(names[0], 1, "component")
    if len(names) > 1 and names[1]:
        keyed = name in ("map_pieces", "map_markable", "map_marked")
        return r.msg(f"query-{name}-key" if keyed else f"query-{name}", map=where, second=r.humanise(names[1]))
    return r.msg(f"query-{name}", map=where)


for _name in ("map_pieces", "map_piece_on", "map_count", "map_sum", "map_markable", "map_marked"):
    renders("query", _name)(render_map_query)


@renders("prompt", "map-node")
def _prompt_map_node(n, decision, about):
    return n.msg(f"ask-map-{about[2]}", map=n.component(about[1]))


@renders("option", "map-node")
def _option_map_node(n, decision, option, about):
    return n.label(n.node(about[1], option.value))


@renders("event", "map_mark")
def _event_map_mark(n, e):
    return n.msg("event-map-mark", who=n.who(e), node=n.node(e["map"], e["node"]),
                 removed="yes" if e.get("removed") else "no")


@renders("event", "map_remove")
def _event_map_remove(n, e):
    return n.msg("event-map-remove", who=n.who(e), node=n.node(e["map"], e["node"]))
