"""Going through the cells of a grid (docs/game-model.md §2): the sources `cells(S)`,
`frontier(S)`, `neighbours(c)`, `diagonals(c)`, `around(c)`, and a grid's bare name, which
stands for `cells(S)`. Every source gives cell handles in reading order (row, then column), read
once when the `each` or the binder starts (teotl.primitives.iteration).

    each n in neighbours(placed) where not empty(n): as owner(n): gain coin 1
    count(c in frontier(board) where touching(c, forest) >= 2)
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.registry import renders, section, source, source_resolver
from teotl.primitives.grid_space import around, cell_arg, diagonal, frontier, occupied, orthogonal, space_arg


SECTION = section(__name__, "Cell sources", 47,
                  intro="What `each c in …` and `count(c in …)` go through on a grid: cells, in reading order (row, then column).",
                  examples=("each c in frontier(land) where touching(c, green) >= 1: gain vp 1",
                            "gain vp count(c in around(placed) where not empty(c))"))


def _argument(node: ast.Node, form: str) -> ast.Node:
    if not isinstance(node, ast.Func) or len(node.args) != 1:
        raise CompileError("E472", f"`{form}` takes one argument", f"write `{form}`", node)
    return node.args[0]


@source("cells", "cells(SPACE)", form="`cells(SPACE)`, or the grid's bare name", doc="the occupied cells")
def _cells(compiler: Compiler, node: ast.Node):
    """The occupied cells of a grid."""
    space = space_arg(compiler, _argument(node, "cells(SPACE)"), "the argument of `cells`").id
    return "cell", lambda ctx: occupied(ctx.state, space)


@source("frontier", "frontier(SPACE)",
        doc="the empty cells orthogonally next to an occupied one; every empty cell of a bounded grid; the origin "
            "(0, 0) of an empty unbounded grid")
def _frontier(compiler: Compiler, node: ast.Node):
    """The empty cells next to an occupied one (every empty cell of a bounded grid; the origin
    of an empty unbounded grid)."""
    spec = space_arg(compiler, _argument(node, "frontier(SPACE)"), "the argument of `frontier`")
    return "cell", lambda ctx: frontier(ctx.state, spec)


def _around_source(name: str, cells_of):
    def build(compiler: Compiler, node: ast.Node):
        read = cell_arg(compiler, _argument(node, f"{name}(CELL)"), f"the argument of `{name}`")
        spaces = compiler.vocab.spaces

        def items(ctx):
            cell = read(ctx)
            return cells_of(spaces[cell[0]], cell) if cell is not None else ()
        return "cell", items
    build.__doc__ = cells_of.__doc__
    return build


source("neighbours", "neighbours(CELL)", doc="the 4 orthogonal cells (empty or not; on a bounded grid, those inside it)")(_around_source("neighbours", orthogonal))
source("diagonals", "diagonals(CELL)", doc="the 4 diagonal cells (empty or not; on a bounded grid, those inside it)")(_around_source("diagonals", diagonal))
source("around", "around(CELL)", doc="the 8 surrounding cells (empty or not; on a bounded grid, those inside it)")(_around_source("around", around))


@source_resolver
def _grid_by_name(compiler: Compiler, name: str, node: ast.Node) -> Optional[tuple[str, Any]]:
    """A grid's bare name: its occupied cells (`each c in board: …` = `each c in cells(board)`)."""
    spec = compiler.vocab.spaces.get(compiler.vocab.canonical(name))
    if spec is None or spec.kind != "grid":
        return None
    space = spec.id
    return "cell", lambda ctx: occupied(ctx.state, space)


def _bound(r, arg) -> str:
    return r.bound(arg)   # teotl.text.nouns: placeholders, the engine's names as terms


@renders("source", "*")
def render_source(r, node):
    """A grid source as a noun phrase in the case a message asks for, or None (not ours)."""
    if isinstance(node, ast.Ref) and node.name in r.vocab.spaces:
        if r.vocab.spaces[node.name].kind == "graph":   # a graph's bare name: its nodes
            from teotl.primitives.graph_sources import render_graph_nodes
            return render_graph_nodes(r, node.name)
        space = r.noun(node.name, 1, "space")
        return r.cased(lambda case: r.msg("source-cells", space=space, case=case or "nom"))
    if not isinstance(node, ast.Func) or len(node.args) != 1:
        return None
    if node.name in ("cells", "frontier"):
        name = r.name_of(node.args[0])
        spec = r.vocab.spaces.get(name)
        space = r.noun(name or "?", 1, "space")
        message = "source-cells" if node.name == "cells" else (
            "source-frontier-bounded" if spec is not None and spec.bounded else "source-frontier")
        return r.cased(lambda case: r.msg(message, space=space, case=case or "nom"))
    if node.name in ("neighbours", "diagonals", "around"):
        cell = _bound(r, node.args[0])
        return r.cased(lambda case: r.msg(f"source-{node.name}", cell=cell, case=case or "nom"))
    return None
