"""Pieces of the players on a graph (teotl.primitives.graph_space): entering a node, pushing a full
node's first piece on along its path, claiming a node, taking a piece off. Verbs `enter`,
`claim_node`, `remove_piece` (the acting player's pieces; every choice is a decision of kind
`node` of the piece's owner, keys = node ids, `node/path` when a node lies on several paths).
"""
from __future__ import annotations

from typing import Any, Iterator, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import renders, section, verb
from teotl.language.statements import Stmt
from teotl.model.decisions import Option, ask
from teotl.primitives.arguments import usage_hint, word_of
from teotl.primitives.graph_space import BAD_GRAPH, Graph, graph_arg, graph_of, on_graph

SECTION = section(__name__, "Pieces on a graph", 71,
                  intro="""Pieces of the players on the nodes of a graph space (`kind: graph`, docs/game-model.md §2). A piece
is (node, owner, path); a node holds `capacity` pieces (default 1, or `unlimited`). Every choice is a
decision of kind `node`, asked of the piece's owner (keys = node ids; `node/path` when a node lies on
several paths). What stands where is read with the node queries (`occupants(n, seat)`, `claimed_by(n)`).""",
                  notes="Errors: E480 a space that is not a graph, E460 a graph a push chain could not end on "
                        "(a cycle, a node of limited capacity with nothing ahead), E401 an unknown node or node number.",
                  examples=("enter route from scouts",
                            "claim_node route where open best value",
                            "remove_piece route where open"))

_CHAIN_LIMIT = 256  # a chain only moves ahead on an acyclic graph, so it ends; this guards data errors


def _log(ctx, owner: int, kind: str, **fields) -> None:
    if ctx.rt.logging:
        ctx.rt.log(ctx.derive_player(owner), kind, **fields)


def push_chain(ctx, graph: Graph, owner: int, target: str, steered: Optional[ExprFn] = None) -> Iterator:
    """A piece of `owner` arrives on `target`; on a full node the piece that came first moves on
    ahead (its owner picks among the nodes ahead on its path), which may push further. A pushed
    piece whose owner makes `steered` hold (worked out as that owner) is not asked: out of the
    entry node it goes to a random node ahead (the game's random numbers), elsewhere to the first
    node ahead on its path in the declared order."""
    state = ctx.state
    mover = (owner, graph.fixed_path(target))
    for _ in range(_CHAIN_LIMIT):
        pieces, claims = on_graph(state, graph.id)
        node = graph.nodes[target]
        occupant = None
        if node.capacity is not None:
            here = [index for index, piece in enumerate(pieces) if piece[0] == target]
            if len(here) >= node.capacity:
                occupant = here[0]
        arrived = (target, mover[0], mover[1])
        if occupant is None:
            state.maps[graph.id] = (pieces + (arrived,), claims)
            _log(ctx, mover[0], "entered", space=graph.id, node=target)
            return
        pushed = pieces[occupant]
        state.maps[graph.id] = (pieces[:occupant] + pieces[occupant + 1:] + (arrived,), claims)
        _log(ctx, mover[0], "entered", space=graph.id, node=target, pushes=pushed[1])
        moves = graph.ahead_of(target, pushed[2])
        options = [Option(name if len(moves) == len({m[0] for m in moves}) else f"{name}/{path}",
                          f"{name}" + (f" ({path})" if path else ""), (name, path)) for name, path in moves]
        if steered is not None and len(options) > 1 and steered(ctx.derive_player(pushed[1])):
            index = state.rng.randrange(len(options)) if pushed[0] == graph.entry else 0
            target, path = options[index].value
            _log(ctx, pushed[1], "steered", space=graph.id, node=target, random=pushed[0] == graph.entry)
        else:
            target, path = yield from ask(pushed[1], "node", f"your piece is pushed from {pushed[0]}: to which node?",
                                          options, ("pushed", graph.id, pushed[0]))
        mover = (pushed[1], path)
    raise RuntimeError(f"graph `{graph.id}`: a push chain did not end")  # pragma: no cover - data is checked


def claimable(state: Any, graph: Graph, player: int, key: Optional[str]) -> list[str]:
    """Unclaimed nodes (with `key` > 0 when given) holding a piece of `player`, in declared order."""
    pieces, claims = on_graph(state, graph.id)
    claimed = {c[0] for c in claims}
    mine = {p[0] for p in pieces if p[1] == player}
    return [name for name in graph.order if name in mine and name not in claimed
            and (key is None or graph.nodes[name].number(key) > 0)]


def _remove_one(state: Any, graph: Graph, player: int, name: str) -> None:
    pieces, claims = on_graph(state, graph.id)
    for index, piece in enumerate(pieces):
        if piece[0] == name and piece[1] == player:
            state.maps[graph.id] = (pieces[:index] + pieces[index + 1:], claims)
            return


# ====================================================================== arguments
def _graph(compiler: Compiler, node: ast.Call) -> tuple[str, Optional[Graph], Any]:
    """(space id, `rt -> Graph`): read at compile time when the data is known (no look-up while
    playing), else from the runtime on first use."""
    if not node.args:
        raise CompileError("E407", f"`{node.verb}` needs a graph", usage_hint(node), node)
    space, graph = graph_arg(compiler, node.args[0], f"the space of `{node.verb}`")
    if graph is not None:
        return space, graph, (lambda rt: graph)
    return space, None, (lambda rt: graph_of(rt, space))


def _node_id(graph: Optional[Graph], where: ast.Node, name: Optional[str], usage: str) -> str:
    if name is None:
        raise CompileError("E407", "a node id is needed here", usage, where)
    if graph is not None and name not in graph.nodes:
        raise CompileError("E401", f"graph `{graph.id}` has no node `{name}`",
                           did_you_mean(name, graph.order) or "nodes: " + ", ".join(graph.order), where)
    return name


def _checked_key(graph: Optional[Graph], where: ast.Node, key: Optional[str]) -> Optional[str]:
    """A node number some node of the graph has (a misspelt key would silently read 0 everywhere)."""
    if key is None or graph is None:
        return key
    known = sorted({k for node in graph.nodes.values() for k in node.numbers})
    if key not in known:
        raise CompileError("E401", f"no node of graph `{graph.id}` has the number `{key}`",
                           did_you_mean(key, known) or "node numbers: " + (", ".join(known) or "none"), where)
    return key


def _counter_name(compiler: Compiler, where: ast.Node, name: Optional[str], usage: str) -> str:
    name = compiler.vocab.canonical(name) if name else None
    if name is None or name not in compiler.vocab.resources:
        raise CompileError("E401", f"`from` needs a player counter (a resource), got `{name or ''}`",
                           did_you_mean(name or "", compiler.vocab.resources) or usage, where)
    return name


def _options(node: ast.Call, words: dict[str, int]) -> dict[str, list[str]]:
    """The `keyword [value]` options after the graph: words = {keyword: number of values}."""
    args = list(node.args)
    usage = usage_hint(node)
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
    return found


def _rule_options(r, args) -> tuple[Any, dict]:
    """Rule text: the graph, then its `word [value]` options."""
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
    return r.noun(words[0], 1, "space"), options


# ====================================================================== verbs
@verb("enter", "enter SPACE [at NODE] [from COUNTER] [steer (CONDITION)]",
      arguments="`SPACE [at NODE] [from COUNTER] [steer (CONDITION)]`",
      doc=("one piece of the player enters NODE of the graph SPACE (default: its `entry`), taking one from the "
           "player counter COUNTER when given (none left: not possible, nothing happens). A full node (as many "
           "pieces as its `capacity`): the piece that came first is pushed to a node ahead on its own path, its "
           "owner picking among them, which may push further (the player's own pieces too). A piece's path is "
           "fixed by the first node it reaches that lies on one path only. `steer (CONDITION)`: a pushed piece "
           "whose owner makes CONDITION hold (worked out as that owner) moves without a question — out of the "
           "entry node to a random node ahead (the game's random numbers), elsewhere to the first node ahead "
           "on its path in the declared order (an automaton's pieces; log event `steered`). The graph's edges "
           "must not form a cycle and a node of limited capacity needs a node ahead (E460). Log event "
           "`entered` (with `pushes`: the owner of the piece pushed)."))
def compile_enter(compiler: Compiler, node: ast.Call) -> Stmt:
    """One piece of the acting player enters a node (default: the graph's entry), taken from a
    player counter when `from` is given (none left: nothing happens), pushing occupants ahead.
    `steer (CONDITION)`: pushed pieces of owners for whom CONDITION holds move without a question
    (see `push_chain`) — an automaton's pieces."""
    steered: Optional[ExprFn] = None
    args = list(node.args)
    for index, arg in enumerate(args[1:], start=1):
        if word_of(arg) == "steer":
            if index + 1 >= len(args):
                raise CompileError("E407", "`steer` needs a condition after it, e.g. `steer (seat == 1)`",
                                   usage_hint(node), arg)
            condition = args[index + 1]
            steered = compiler.expr(condition.expr) if isinstance(condition, ast.ExprArg) else \
                compiler.name_value(word_of(condition) or "", condition)
            node = ast.Call(node.verb, tuple(args[:index] + args[index + 2:]), line=node.line, column=node.column)
            break
    space, graph, graph_of_rt = _graph(compiler, node)
    if graph is not None:
        problem = graph.push_problem()
        if problem:
            raise CompileError(BAD_GRAPH, f"graph `{space}`: {problem}",
                               "`enter` pushes pieces on along the edges: they must lead on without a cycle, and "
                               "every node of limited capacity needs a node ahead", node.args[0])
    found = _options(node, {"at": 1, "from": 1})
    at = _node_id(graph, node, found["at"][0], usage_hint(node)) if "at" in found else None
    counter = _counter_name(compiler, node, found["from"][0], usage_hint(node)) if "from" in found else None

    def can(ctx):
        return counter is None or ctx.state.players[ctx.player].counters.get(counter, 0) > 0

    def run(ctx):
        if not can(ctx):
            return
        if counter is not None:
            ctx.state.players[ctx.player].counters[counter] -= 1
        current = graph_of_rt(ctx.rt)
        yield from push_chain(ctx, current, ctx.player, at or current.entry, steered)

    return Stmt(run, can, f"enter {space}", opens=True)


@renders("verb", "enter")
def render_enter(r, node, args):
    where, options = _rule_options(r, args)
    node_text = r.term(f"node-{options['at']}", 1, r.humanise(options["at"])) if options.get("at") \
        else r.msg("verb-enter-entry")
    if options.get("from"):
        return r.msg("verb-enter-from", space=where, node=node_text,
                     counter=r.noun(options["from"], "other", "resource"))
    return r.msg("verb-enter", space=where, node=node_text)


@verb("claim_node", "claim_node SPACE [where KEY] [keep] [best KEY]",
      arguments="`SPACE [where KEY] [keep] [best KEY]`",
      doc=("the player picks a node of the graph nobody has claimed, holding one of their pieces, whose number "
           "KEY is > 0: that piece leaves the game (not with `keep`), the node is claimed by them "
           "(`claimed_by(n)`), then the effect of the node's `component` runs. `best KEY`: no question, the node "
           "with the highest KEY (the first declared on ties). Not possible when no node qualifies. Log event "
           "`node_claimed`."))
def compile_claim_node(compiler: Compiler, node: ast.Call) -> Stmt:
    """The acting player picks an unclaimed node (with KEY > 0) holding one of their pieces: that
    piece leaves the game (unless `keep`), the node is claimed by them, and the effect of the
    node's `component` runs. `best KEY`: no question, the node with the highest KEY (first
    declared on ties). Not possible (not offered) when no node qualifies."""
    space, graph, graph_of_rt = _graph(compiler, node)
    found = _options(node, {"where": 1, "keep": 0, "best": 1})
    key = _checked_key(graph, node, found["where"][0] if "where" in found else None)
    keep, best = "keep" in found, _checked_key(graph, node, found["best"][0] if "best" in found else None)

    def can(ctx):
        return bool(claimable(ctx.state, graph_of_rt(ctx.rt), ctx.player, key))

    def run(ctx):
        current = graph_of_rt(ctx.rt)
        names = claimable(ctx.state, current, ctx.player, key)
        if not names:
            return
        if best is not None:
            top = max(current.nodes[n].number(best) for n in names)
            chosen = next(n for n in names if current.nodes[n].number(best) == top)
        else:
            chosen = yield from ask(ctx.player, "node", "claim which node?", [Option(n, n, n) for n in names],
                                    ("graph-node", space, "mark"))
        if not keep:
            _remove_one(ctx.state, current, ctx.player, chosen)
        pieces, claims = on_graph(ctx.state, space)
        ctx.state.maps[space] = (pieces, claims + ((chosen, ctx.player),))
        _log(ctx, ctx.player, "node_claimed", space=space, node=chosen, removed=not keep)
        component = current.nodes[chosen].component
        if component is not None:
            stmt = ctx.rt.effects.get((component, "effect"))
            if stmt is not None:
                yield from stmt.run(ctx.derive_component(component))

    return Stmt(run, can, f"claim_node {space}", opens=True, counter_free=True)


@renders("verb", "claim_node")
def render_claim_node(r, node, args):
    where, options = _rule_options(r, args)
    return r.msg("verb-claim_node", space=where, key=r.field_name(options.get("where") or "") or "-",
                 keep="yes" if options.get("keep") else "no")


@verb("remove_piece", "remove_piece SPACE [where KEY]",
      arguments="`SPACE [where KEY]`",
      doc="one of the player's pieces on the graph (on a node whose KEY > 0) leaves the game; the player picks the "
          "node. Not possible when they have none there. Log event `piece_removed`.")
def compile_remove_piece(compiler: Compiler, node: ast.Call) -> Stmt:
    """One of the acting player's pieces (on a node with KEY > 0) leaves the game; the player
    picks the node."""
    space, graph, graph_of_rt = _graph(compiler, node)
    found = _options(node, {"where": 1})
    key = _checked_key(graph, node, found["where"][0] if "where" in found else None)

    def nodes(ctx) -> list[str]:
        current = graph_of_rt(ctx.rt)
        mine = {p[0] for p in on_graph(ctx.state, space)[0] if p[1] == ctx.player}
        return [n for n in current.order if n in mine and (key is None or current.nodes[n].number(key) > 0)]

    def run(ctx):
        names = nodes(ctx)
        if not names:
            return
        chosen = yield from ask(ctx.player, "node", "remove your piece from which node?",
                                [Option(n, n, n) for n in names], ("graph-node", space, "remove"))
        _remove_one(ctx.state, graph_of_rt(ctx.rt), ctx.player, chosen)
        _log(ctx, ctx.player, "piece_removed", space=space, node=chosen)

    return Stmt(run, lambda ctx: bool(nodes(ctx)), f"remove_piece {space}", opens=True, counter_free=True)


@renders("verb", "remove_piece")
def render_remove_piece(r, node, args):
    where, _ = _rule_options(r, args)
    return r.msg("verb-remove_piece", space=where)
