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
from teotl.language.registry import source, source_resolver
from teotl.primitives.grid_space import around, cell_arg, diagonal, frontier, occupied, orthogonal, space_arg


def _argument(node: ast.Node, form: str) -> ast.Node:
    if not isinstance(node, ast.Func) or len(node.args) != 1:
        raise CompileError("E472", f"`{form}` takes one argument", f"write `{form}`", node)
    return node.args[0]


@source("cells", "cells(SPACE)")
def _cells(compiler: Compiler, node: ast.Node):
    """The occupied cells of a grid."""
    space = space_arg(compiler, _argument(node, "cells(SPACE)"), "the argument of `cells`").id
    return "cell", lambda ctx: occupied(ctx.state, space)


@source("frontier", "frontier(SPACE)")
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


source("neighbours", "neighbours(CELL)")(_around_source("neighbours", orthogonal))
source("diagonals", "diagonals(CELL)")(_around_source("diagonals", diagonal))
source("around", "around(CELL)")(_around_source("around", around))


@source_resolver
def _grid_by_name(compiler: Compiler, name: str, node: ast.Node) -> Optional[tuple[str, Any]]:
    """A grid's bare name: its occupied cells (`each c in board: …` = `each c in cells(board)`)."""
    spec = compiler.vocab.spaces.get(compiler.vocab.canonical(name))
    if spec is None or spec.kind != "grid":
        return None
    space = spec.id
    return "cell", lambda ctx: occupied(ctx.state, space)
