"""Going through the nodes of a graph (docs/game-model.md §2, "Graph"): the sources `nodes(S)`,
`ahead(n)`, `links(n)`, and a graph's bare name, which stands for `nodes(S)`. Every source gives
node handles `(space, node id)`, read once when the `each` or the binder starts
(teotl.primitives.iteration); an `any_order` or `one_of` choice among nodes has the node ids as
its keys.

    each n in nodes(route) where occupants(n, seat) > 0: gain coin datum(n, value)
    count(n in ahead(here) where occupants(n) < capacity(n))
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.registry import renders, section, source, source_resolver
from teotl.primitives.graph_space import graph_arg, graph_of, node_arg

SECTION = section(__name__, "Node sources", 47.8,
                  intro="What `each n in …` and `count(n in …)` go through on a graph (a `kind: graph` space): nodes, "
                        "as handles of kind `node`. `nodes(S)` gives them in the order the graph declares them; "
                        "`ahead(n)` in the order of n's `ahead`, and `links(n)` the nodes ahead first, then those "
                        "behind in declared order. A choice among nodes (`one_of`, `any_order`) has their ids as keys.",
                  examples=("each n in nodes(route) where occupants(n, seat) > 0: gain coin datum(n, value)",
                            "gain vp count(n in links(here) where claimed_by(n) == seat)"))


def _argument(node: ast.Node, form: str) -> ast.Node:
    if not isinstance(node, ast.Func) or len(node.args) != 1:
        raise CompileError("E472", f"`{form}` takes one argument", f"write `{form}`", node)
    return node.args[0]


def _all_nodes(space: str):
    def items(ctx):
        return [(space, name) for name in graph_of(ctx.rt, space).order]
    return items


@source("nodes", "nodes(SPACE)", form="`nodes(SPACE)`, or the graph's bare name",
        doc="every node of a graph, in the order it declares them")
def _nodes(compiler: Compiler, node: ast.Node):
    """Every node of a graph, in declared order."""
    space, _ = graph_arg(compiler, _argument(node, "nodes(SPACE)"), "the argument of `nodes`")
    return "node", _all_nodes(space)


def _from_node(name: str, step):
    def build(compiler: Compiler, node: ast.Node):
        read = node_arg(compiler, _argument(node, f"{name}(NODE)"), f"the argument of `{name}`")

        def items(ctx):
            here = read(ctx)
            if here is None:
                return ()
            graph = graph_of(ctx.rt, here[0])
            return [(here[0], other) for other in step(graph, here[1])] if here[1] in graph.nodes else ()
        return "node", items
    build.__doc__ = step.__doc__
    return build


def _ahead(graph, name):
    """The nodes the edges out of a node lead to, in the order of its `ahead`."""
    return graph.nodes[name].ahead


def _links(graph, name):
    """The nodes joined to a node by an edge either way: ahead first, then behind (declared order)."""
    return graph.links(name)


source("ahead", "ahead(NODE)", doc="the nodes the edges out of n lead to, in the order of its `ahead`")(_from_node("ahead", _ahead))
source("links", "links(NODE)", doc="the nodes joined to n by an edge either way: those ahead of it, then those behind it "
       "(in declared order)")(_from_node("links", _links))


@source_resolver
def _graph_by_name(compiler: Compiler, name: str, node: ast.Node) -> Optional[tuple[str, Any]]:
    """A graph's bare name: its nodes (`each n in route: …` = `each n in nodes(route)`)."""
    spec = compiler.vocab.spaces.get(compiler.vocab.canonical(name))
    if spec is None or spec.kind != "graph":
        return None
    return "node", _all_nodes(spec.id)


# ====================================================================== rule text
def render_graph_nodes(r, name: str) -> Any:
    """`nodes(S)` and a graph's bare name as a noun phrase in the case a message asks for."""
    space = r.noun(name or "?", 1, "space")
    return r.cased(lambda case: r.msg("source-nodes", space=space, case=case or "nom"))


@renders("source", "nodes")
def render_nodes(r, node):
    if not isinstance(node, ast.Func) or len(node.args) != 1:
        return None
    return render_graph_nodes(r, r.name_of(node.args[0]))


def _render_from_node(name: str):
    def render(r, node):
        if not isinstance(node, ast.Func) or len(node.args) != 1:
            return None
        here = r.bound(node.args[0])
        return r.cased(lambda case: r.msg(f"source-{name}", node=here, case=case or "nom"))
    return render


renders("source", "ahead")(_render_from_node("ahead"))
renders("source", "links")(_render_from_node("links"))
