"""Queries on the nodes of a graph (docs/game-model.md §2, "Node queries"): `occupants(n [, PLAYER])`,
`capacity(n)`, `claimed_by(n)`, `is_node(n, ID)`; `datum(n, FIELD)` reads a node's number and
`has(n, WORD)` the component a node names (teotl.primitives.handles hands them over).

Each `n` is a name bound to a node (E481 otherwise). A name that holds no node reads as an empty,
unclaimed node: `occupants` 0, `claimed_by` −1, the others 0.
"""
from __future__ import annotations

from typing import Any

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section
from teotl.primitives.arguments import arity
from teotl.primitives.graph_space import GraphError, graph_of, graphs_of, node_arg, on_graph, Graph, graph_data
from teotl.primitives.handles import HANDLE_DATA, HANDLE_DATA_TEXTS

SECTION = section(__name__, "Node queries", 47.9,
                  intro="What stands on a node of a graph, and what it is (a node is a handle: `Spaces`, \"Graph\").",
                  notes="A name that holds no node reads as an empty node nobody claimed: `occupants` 0, "
                        "`claimed_by` −1, the others 0. Errors: E481 an argument that is no node, E401 a node id or a "
                        "number no node of the graphs has.",
                  examples=("gain vp sum(datum(n, value) * occupants(n, seat) for n in nodes(route))",
                            "gain vp count(n in nodes(route) where claimed_by(n) == seat and datum(n, open) > 0)"))

UNLIMITED = 1_000_000   # the capacity of an `unlimited` node (as `room` without a limit)


def _known_graphs(compiler: Compiler) -> list[Graph]:
    """The graphs whose data the compiler can read (none when the components are not known)."""
    components = getattr(compiler.services, "components", None)
    found = []
    for spec in graphs_of(compiler.vocab):
        data = graph_data(spec, components)
        if data is None:
            continue
        try:
            found.append(graph_of(compiler.services, spec.id) if hasattr(compiler.services, "vocab")
                         and components is not None else Graph(spec.id, data))
        except GraphError:
            continue   # reported by the check of the graph itself
    return found


def _node_of(ctx: Any, handle: Any):
    if handle is None:
        return None
    return graph_of(ctx.rt, handle[0]).nodes.get(handle[1])


@query("occupants", "occupants(NODE [, PLAYER])", form="`occupants(n [, PLAYER])`",
       doc="how many pieces stand on n; with PLAYER (`seat`, `owner(c)`, a bound player) only that player's")
def _occupants(compiler: Compiler, node: ast.Func) -> ExprFn:
    """How many pieces stand on the node (of one player, when given)."""
    arity(node, 1, 2)
    read = node_arg(compiler, node.args[0], "the first argument of `occupants`")
    if len(node.args) == 1:
        def everyone(ctx):
            here = read(ctx)
            return sum(1 for p in on_graph(ctx.state, here[0])[0] if p[0] == here[1]) if here is not None else 0
        return everyone
    arg = node.args[1]
    seat = compiler.expr(arg.expr if isinstance(arg, ast.ExprArg) else arg)

    def of_player(ctx):
        here = read(ctx)
        if here is None:
            return 0
        who = seat(ctx)
        return sum(1 for p in on_graph(ctx.state, here[0])[0] if p[0] == here[1] and p[1] == who)
    return of_player


@query("capacity", "capacity(NODE)", form="`capacity(n)`",
       doc="how many pieces n holds before an arriving one pushes one on (1 000 000 for `unlimited`)")
def _capacity(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The node's capacity; 1 000 000 for an unlimited one."""
    arity(node, 1, 1)
    read = node_arg(compiler, node.args[0], "the argument of `capacity`")

    def capacity(ctx):
        found = _node_of(ctx, read(ctx))
        if found is None:
            return 0
        return UNLIMITED if found.capacity is None else found.capacity
    return capacity


@query("claimed_by", "claimed_by(NODE)", form="`claimed_by(n)`",
       doc="the seat that claimed n (`claim_node`), −1 when nobody has")
def _claimed_by(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The seat that claimed the node, −1 for nobody."""
    arity(node, 1, 1)
    read = node_arg(compiler, node.args[0], "the argument of `claimed_by`")

    def claimed_by(ctx):
        here = read(ctx)
        if here is None:
            return -1
        for at, owner in on_graph(ctx.state, here[0])[1]:
            if at == here[1]:
                return owner
        return -1
    return claimed_by


@query("is_node", "is_node(NODE, ID)", form="`is_node(n, ID)`",
       doc="1 when n is the node ID (an id some graph declares), else 0")
def _is_node(compiler: Compiler, node: ast.Func) -> ExprFn:
    """1 when the node is the one with that id."""
    arity(node, 2, 2)
    read = node_arg(compiler, node.args[0], "the first argument of `is_node`")
    arg = node.args[1]
    name = arg.name if isinstance(arg, (ast.Ref, ast.Word)) else None
    if name is None:
        raise CompileError("E407", "the second argument of `is_node` is a node id", "write e.g. is_node(n, start)", arg)
    graphs = _known_graphs(compiler)
    ids = [nid for graph in graphs for nid in graph.order]
    if graphs and name not in ids:
        raise CompileError("E401", f"no graph has a node `{name}`", did_you_mean(name, ids) or "nodes: " + ", ".join(ids),
                           arg)

    def is_node(ctx):
        here = read(ctx)
        return 1 if here is not None and here[1] == name else 0
    return is_node


def node_datum(compiler: Compiler, node: ast.Func) -> ExprFn:
    """`datum(n, FIELD)` of a node: the node's number FIELD (absent: 0). E401 when the graphs are
    known and no node of them has that number (a misspelt key would read 0 everywhere)."""
    read = node_arg(compiler, node.args[0], "the first argument of `datum`")
    arg = node.args[1]
    field = arg.name if isinstance(arg, ast.Ref) else None
    if field is None or len(node.args) != 2:
        raise CompileError("E408", "`datum` of a node takes the node and the name of one of its numbers",
                           "write e.g. datum(n, value)", node)
    graphs = _known_graphs(compiler)
    known = sorted({key for graph in graphs for n in graph.nodes.values() for key in n.numbers})
    if graphs and field not in known:
        raise CompileError("E401", f"no node has the number `{field}`",
                           did_you_mean(field, known) or "node numbers: " + (", ".join(known) or "none"), arg)

    def datum(ctx):
        found = _node_of(ctx, read(ctx))
        return found.numbers.get(field, 0) if found is not None else 0
    return datum


HANDLE_DATA["node"] = node_datum


def node_datum_text(r, node) -> Any:
    """`datum(n, KEY)` as rule text when KEY is a number of a graph's nodes and of no component's
    data (then n is a node: "the “value” of n"), else None."""
    if len(node.args) != 2:
        return None
    field = r.name_of(node.args[1])
    if not field or any(field in (getattr(info, "data", None) or {}) for info in r.components.values()):
        return None
    for spec in graphs_of(r.vocab):
        data = graph_data(spec, r.components)
        nodes = data.get("nodes") if isinstance(data, dict) else None
        if isinstance(nodes, list) and any(isinstance(entry, dict) and field in entry for entry in nodes):
            return r.msg("query-datum-node", item=r.bound(node.args[0]), field=r.field_name(field))
    return None


HANDLE_DATA_TEXTS.append(node_datum_text)


# ====================================================================== rule text
@renders("query", "occupants")
def render_occupants(r, node, args, names):
    here = r.bound(node.args[0]) if node.args else "?"
    if len(node.args) > 1:
        arg = node.args[1]
        inner = arg.expr if isinstance(arg, ast.ExprArg) else arg
        if isinstance(inner, ast.Ref) and inner.name == "seat":
            return r.msg("query-occupants-own", node=here)
        return r.msg("query-occupants-of", node=here, player=r.expr(inner))
    return r.msg("query-occupants", node=here)


def _one_node_text(message: str):
    def text(r, node, args, names):
        return r.msg(message, node=r.bound(node.args[0]) if node.args else "?")
    return text


renders("query", "capacity")(_one_node_text("query-capacity"))
renders("query", "claimed_by")(_one_node_text("query-claimed_by"))


@renders("query", "is_node")
def render_is_node(r, node, args, names):
    here = r.bound(node.args[0]) if node.args else "?"
    other = r.name_of(node.args[1]) if len(node.args) > 1 else None
    return r.msg("query-is_node", node=here, name=r.term(f"node-{other}", 1, r.humanise(other)) if other else "?")
