"""The edges between the cells of a grid, as things to go through (docs/game-model.md §2,
"Edges"): `edges(X)` gives the edges two occupied cells share, and `ends(e)` the two cells of
an edge.

An edge is a handle of its own kind (`edge`): the side two orthogonally neighbouring, occupied
cells of one grid have in common, the same edge whichever cell it is reached from. It is
written `(space, row, column, row, column)`, the cell that comes first in reading order first,
so its answer key in `any_order` is `R1,C1,R2,C2`. Edges come in reading order (first cell, then
second).

- `edges(c)`: the edges of the cell c (with each occupied orthogonal neighbour; none when c is
  empty);
- `edges(S)`, S a grid: every edge between two occupied cells of the grid;
- `edges(SOURCE)`, any source of cells (`labelled(table, fresh)`, `neighbours(c)`, …): the
  edges of those cells, each once.

What happens at an edge is written with its two ends, reached with `ends(e)`:

    each e in any_order(edges(labelled(table, fresh))) where any(w in ends(e) where owner(w) == seat):
      each w in ends(e) where owner(w) >= 0: each j in ends(e) where owner(j) < 0: repeat edge(w, j, pips): resolve (j)
"""
from __future__ import annotations

from typing import Any, Callable

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import short_text
from teotl.language.registry import renders, section, source
from teotl.model.instances import component_of
from teotl.primitives.grid_space import SIDES, cell_text, in_bounds
from teotl.primitives.iteration import ITEM_TEXTS

SECTION = section(__name__, "Edges", 47.6,
                  intro="The sides two occupied, orthogonally neighbouring cells of a grid share, as things to go "
                        "through (docs/game-model.md §2). An edge is a handle of kind `edge`, the same edge whichever "
                        "cell it is reached from; what happens there is written with its two cells, `ends(e)`. Its "
                        "answer key in `any_order` is `R1,C1,R2,C2`, the cell that comes first in reading order first; "
                        "a player reads it as its two ends, what lies there and where.",
                  notes="Errors: E478 `edges` of something that gives no cells, `ends` of something that is no edge.",
                  examples=("each e in any_order(edges(placed)): each c in ends(e) where has(c, site): gain coin datum(c, coin)",
                            "gain vp count(e in edges(field) where all(c in ends(e) where owner(c) == seat))"))

NOT_CELLS = "E478"
_EMPTY: dict = {}
_FORWARD = ((0, 1), (1, 0))     # the two neighbours that come after a cell in reading order


def edges_of_cells(state: Any, spec: Any, cells: Any) -> list[tuple]:
    """The edges between occupied cells that touch any of `cells` (cell handles of the grid
    `spec`), each once, in reading order."""
    grid = state.cells.get(spec.id, _EMPTY)
    space = spec.id
    found = set()
    for cell in cells:
        if cell is None or cell[0] != space:
            continue
        row, column = cell[1], cell[2]
        if (row, column) not in grid:
            continue
        for dr, dc in SIDES:
            other = (row + dr, column + dc)
            if other in grid and in_bounds(spec, *other):
                first, second = ((row, column), other) if (row, column) < other else (other, (row, column))
                found.add((space, first[0], first[1], second[0], second[1]))
    return sorted(found)


def all_edges(state: Any, space: str) -> list[tuple]:
    """Every edge between two occupied cells of a grid, in reading order."""
    grid = state.cells.get(space, _EMPTY)
    found = []
    for row, column in sorted(grid):
        for dr, dc in _FORWARD:
            if (row + dr, column + dc) in grid:
                found.append((space, row, column, row + dr, column + dc))
    return sorted(found)


def edge_text(ctx: Any, edge: tuple) -> str:
    """An edge as a player reads it in a choice: what lies on each end, and where
    ("Tile A (row 0, column 0) – Tile B (row 0, column 1)")."""
    space = edge[0]
    grid = ctx.state.cells.get(space, _EMPTY)
    ends = []
    for cell in ((space, edge[1], edge[2]), (space, edge[3], edge[4])):
        stack = grid.get((cell[1], cell[2]))
        where = cell_text(cell)
        ends.append(f"{ctx.rt.component_name(component_of(stack[-1][0]))} ({where})" if stack else where)
    return " – ".join(ends)


ITEM_TEXTS["edge"] = edge_text
ITEM_TEXTS["cell"] = lambda ctx, cell: cell_text(cell)


def _argument(node: ast.Node, form: str) -> ast.Node:
    if not isinstance(node, ast.Func) or len(node.args) != 1:
        raise CompileError("E472", f"`{form}` takes one argument", f"write `{form}`", node)
    return node.args[0]


@source("edges", "edges(CELL) | edges(SPACE) | edges(SOURCE)",
        rows=(("`edges(c)`", "the edges of the cell c with each occupied orthogonal neighbour (none when c is empty)"),
              ("`edges(S)`, S a grid", "every edge between two occupied cells of the grid"),
              ("`edges(SOURCE)`", "the edges of the cells of any source of cells (`labelled(S, W)`, "
               "`neighbours(c)`, …), each once")))
def _edges(compiler: Compiler, node: ast.Node) -> tuple[str, Callable[[Any], Any]]:
    """The edges two occupied cells share: of one cell, of a whole grid, or of the cells of a
    source, each once, in reading order."""
    arg = _argument(node, "edges(CELL)")
    vocab = compiler.vocab
    if isinstance(arg, ast.Ref):
        kind = compiler.kind_of(arg.name)
        if kind == "cell":
            name = arg.name
            spaces = vocab.spaces

            def of_cell(ctx):
                cell = ctx.values.get(name)
                return edges_of_cells(ctx.state, spaces[cell[0]], (cell,)) if cell is not None else ()
            return "edge", of_cell
        spec = vocab.spaces.get(vocab.canonical(arg.name))
        if kind is None and spec is not None and spec.kind == "grid":
            space = spec.id
            return "edge", lambda ctx: all_edges(ctx.state, space)
        if kind is not None:
            raise CompileError(NOT_CELLS, f"`edges` needs cells: `{arg.name}` is a {kind}",
                               "write edges(c) for a cell, edges(GRID), or edges(SOURCE) of a source of cells", arg)
    try:
        kind, items = compiler.source(arg)
    except CompileError as problem:
        if problem.code != "E472":
            raise
        raise CompileError(NOT_CELLS, f"`edges` needs a cell, a grid or a source of cells, not `{short_text(arg)}`",
                           "write edges(c), edges(table) or edges(labelled(table, fresh))", arg) from None
    if kind != "cell":
        raise CompileError(NOT_CELLS, f"`edges` needs cells: `{short_text(arg)}` gives {kind}s",
                           "write edges(c), edges(GRID) or edges(SOURCE) of a source of cells", arg)
    spaces = vocab.spaces

    def of_source(ctx):
        cells = [cell for cell in items(ctx) if cell is not None]
        if not cells:
            return ()
        by_space: dict[str, list] = {}
        for cell in cells:
            by_space.setdefault(cell[0], []).append(cell)
        found: list[tuple] = []
        for space, group in by_space.items():
            found += edges_of_cells(ctx.state, spaces[space], group)
        return sorted(found)
    return "edge", of_source


@source("ends", "ends(EDGE)", doc="the two cells of an edge, the first in reading order first")
def _ends(compiler: Compiler, node: ast.Node) -> tuple[str, Callable[[Any], Any]]:
    """The two cells of an edge, the first in reading order first."""
    arg = _argument(node, "ends(EDGE)")
    inner = arg.expr if isinstance(arg, ast.ExprArg) else arg
    name = inner.name if isinstance(inner, (ast.Ref, ast.Word)) else None
    kind = compiler.kind_of(name) if name else None
    if kind != "edge":
        found = f"`{name}` is a {kind}" if kind else f"`{name or short_text(inner)}` is not a name bound to an edge"
        raise CompileError(NOT_CELLS, f"`ends` takes an edge: {found}",
                           "edges come from `each e in edges(…)` or a binder `count(e in edges(…) …)`", arg)

    def items(ctx):
        edge = ctx.values.get(name)
        if edge is None:
            return ()
        return ((edge[0], edge[1], edge[2]), (edge[0], edge[3], edge[4]))
    return "cell", items


# ====================================================================== rule text
@renders("source", "edges")
def render_edges(r, node):
    if not isinstance(node, ast.Func) or len(node.args) != 1:
        return None
    arg = node.args[0]
    name = r.name_of(arg) if isinstance(arg, ast.Ref) else None
    if name is not None and name in r.vocab.spaces:
        space = r.noun(name, 1, "space")
        return r.cased(lambda case: r.msg("source-edges-space", space=space, case=case or "nom"))
    if name is not None:
        return r.cased(lambda case: r.msg("source-edges-cell", cell=name, case=case or "nom"))
    from teotl.primitives.iteration import source_text
    cells = source_text(r, arg)
    return r.cased(lambda case: r.msg("source-edges-of", cells=cells, case=case or "nom"))


@renders("source", "ends")
def render_ends(r, node):
    if not isinstance(node, ast.Func) or len(node.args) != 1:
        return None
    edge = r.name_of(node.args[0]) or r.expr(node.args[0])
    return r.cased(lambda case: r.msg("source-ends", edge=edge, case=case or "nom"))
