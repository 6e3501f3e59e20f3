"""Queries on the cells of a grid (docs/game-model.md §2, "Cell queries"): `empty(c)`,
`owner(c)`, `rotation(c)`, `layers(c)`, `edge(c, n, FIELD)`, `touching(c, WORD)`, `row(c)`,
`column(c)` and `adjacent(c, d)`. `has(c, WORD)` and `datum(c, FIELD)` read the component a cell
shows through `SHOWN_COMPONENT` (teotl.primitives.grid_space registers cells there).

Each argument `c` is a name bound to a cell (E481 otherwise). A name that holds no cell (`placed`
after a `place` that could not be carried out) reads as an empty cell at (0, 0) of no grid:
`empty` 1, `owner` −1, every other query 0. Inside the `where` of `place`, the
candidate cell reads as it is before the placement, except that `edge(cell, …)` and
`rotation(cell)` read the candidate component turned by the candidate rotation: the tile as it
would lie.
"""
from __future__ import annotations

from typing import Any

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section
from teotl.primitives.arguments import arity, label_arg
from teotl.primitives.grid_space import (CANDIDATE, NOBODY, component_info, cell_arg, four_value_fields, orthogonal,
                                         side_towards, stack_at, top_at, turned)

SECTION = section(__name__, "Cell queries", 46, intro="What a cell of a grid holds (a cell is a handle: `Spaces`).",
                  notes="""A name that holds no cell (`placed` after a `place` that could not be carried out) reads as an
empty cell: `empty` 1, `owner` −1, the other queries 0, its sources nothing.""",
                  examples=("gain vp count(c in cells(land) where owner(c) == seat and touching(c, green) >= 2)",))


BAD_EDGE_FIELD = "E483"


def _one_cell(compiler: Compiler, node: ast.Func) -> Any:
    arity(node, 1, 1)
    return cell_arg(compiler, node.args[0], f"the argument of `{node.name}`")


@query("empty", "empty(CELL)", form="`empty(c)`",
       doc="1 when nothing is on c")
def _empty(compiler: Compiler, node: ast.Func) -> ExprFn:
    """1 when nothing is on the cell."""
    read = _one_cell(compiler, node)

    def empty(ctx):
        cell = read(ctx)
        return 0 if cell is not None and stack_at(ctx.state, cell) else 1
    return empty


@query("owner", "owner(CELL)", form="`owner(c)`",
       doc="the seat owning c's top layer, −1 for nobody or an empty cell")
def _owner(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The seat owning the cell's top layer; −1 for nobody (also for an empty cell)."""
    read = _one_cell(compiler, node)

    def owner(ctx):
        cell = read(ctx)
        top = top_at(ctx.state, cell) if cell is not None else None
        return top[1] if top is not None else NOBODY
    return owner


@query("rotation", "rotation(CELL)", form="`rotation(c)`",
       doc="the top layer's quarter turns (0 when empty)")
def _rotation(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The top layer's quarter turns clockwise (0 for an empty cell; the candidate's in `where`)."""
    read = _one_cell(compiler, node)

    def rotation(ctx):
        cell = read(ctx)
        candidate = ctx.values.get(CANDIDATE)
        if candidate is not None and candidate[0] == cell:
            return candidate[2]
        top = top_at(ctx.state, cell) if cell is not None else None
        return top[2] if top is not None else 0
    return rotation


@query("layers", "layers(CELL)", form="`layers(c)`",
       doc="how many layers c's stack has")
def _layers(compiler: Compiler, node: ast.Func) -> ExprFn:
    """How many layers the cell's stack has (0 when empty)."""
    read = _one_cell(compiler, node)

    def layers(ctx):
        cell = read(ctx)
        return len(stack_at(ctx.state, cell)) if cell is not None else 0
    return layers


@query("row", "row(CELL)", form="`row(c)`",
       doc="c's row")
def _row(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The cell's row."""
    read = _one_cell(compiler, node)

    def row(ctx):
        cell = read(ctx)
        return cell[1] if cell is not None else 0
    return row


@query("column", "column(CELL)", form="`column(c)`",
       doc="c's column")
def _column(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The cell's column."""
    read = _one_cell(compiler, node)

    def column(ctx):
        cell = read(ctx)
        return cell[2] if cell is not None else 0
    return column


@query("adjacent", "adjacent(CELL, CELL)", form="`adjacent(c, d)`",
       doc="1 when c and d share an edge")
def _adjacent(compiler: Compiler, node: ast.Func) -> ExprFn:
    """1 when the two cells share an edge (orthogonal neighbours of one grid)."""
    arity(node, 2, 2)
    first = cell_arg(compiler, node.args[0], "the first argument of `adjacent`")
    second = cell_arg(compiler, node.args[1], "the second argument of `adjacent`")
    def adjacent(ctx):
        one, other = first(ctx), second(ctx)
        return 0 if one is None or other is None or side_towards(one, other) is None else 1
    return adjacent


@query("touching", "touching(CELL, TYPE_OR_TAG)", form="`touching(c, WORD)`",
       doc="how many orthogonal neighbours of c show a component with type or tag WORD")
def _touching(compiler: Compiler, node: ast.Func) -> ExprFn:
    """How many orthogonal neighbours of the cell show a component with the type or tag."""
    arity(node, 2, 2)
    read = cell_arg(compiler, node.args[0], "the first argument of `touching`")
    word = label_arg(compiler, node, 1)
    spaces = compiler.vocab.spaces

    def touching(ctx):
        cell = read(ctx)
        if cell is None:
            return 0
        state, rt = ctx.state, ctx.rt
        found = 0
        for neighbour in orthogonal(spaces[cell[0]], cell):
            top = top_at(state, neighbour)
            if top is not None:
                info = component_info(rt, top[0])
                if info is not None and word in info.labels:
                    found += 1
        return found
    return touching


@query("edge", "edge(CELL, NEIGHBOUR, FIELD)", form="`edge(c, n, FIELD)`",
       doc="the value on c's edge facing its orthogonal neighbour n, from `data.FIELD` (four numbers) turned by c's rotation; 0 when n is not an orthogonal neighbour or c is empty")
def _edge(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The value on CELL's edge facing NEIGHBOUR, from the four values `data.FIELD` ([top, right,
    bottom, left] as printed) of CELL's top component, turned by its rotation; 0 when the two are
    not orthogonal neighbours or CELL is empty."""
    arity(node, 3, 3)
    read = cell_arg(compiler, node.args[0], "the first argument of `edge`")
    towards = cell_arg(compiler, node.args[1], "the second argument of `edge`")
    field = _edge_field(compiler, node.args[2])

    def edge(ctx):
        cell, other = read(ctx), towards(ctx)
        side = side_towards(cell, other) if cell is not None and other is not None else None
        if side is None:
            return 0
        candidate = ctx.values.get(CANDIDATE)
        if candidate is not None and candidate[0] == cell:
            instance, rotation = candidate[1], candidate[2]
        else:
            top = top_at(ctx.state, cell)
            if top is None:
                return 0
            instance, rotation = top[0], top[2]
        info = component_info(ctx.rt, instance)
        printed = (info.data or {}).get(field) if info is not None else None
        if not isinstance(printed, list) or len(printed) != 4:
            return 0
        value = turned(printed, rotation, side)
        return value if isinstance(value, int) and not isinstance(value, bool) else 0
    return edge


def _edge_field(compiler: Compiler, arg: ast.Node) -> str:
    """The FIELD of `edge`: a name; when the components are known, some component has it as four
    numbers and none has it as anything else (E483)."""
    if not isinstance(arg, ast.Ref):
        raise CompileError(BAD_EDGE_FIELD, "the third argument of `edge` is the name of a data field",
                           "write e.g. edge(c, n, workers), where the tiles' data has `workers: [1, 2, 0, 1]`", arg)
    field = arg.name
    components = getattr(compiler.services, "components", None)
    if not components:
        return field
    holders = [info for info in components.values() if field in (info.data or {})]
    for info in holders:
        value = info.data[field]
        if not (isinstance(value, list) and len(value) == 4
                and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
            raise CompileError(BAD_EDGE_FIELD, f"`data.{field}` of `{info.id}` is not a list of four numbers",
                               "per-edge data is [top, right, bottom, left] as printed, e.g. `workers: [2, 1, 0, 1]`",
                               arg)
    if not holders:
        known = sorted({name for info in components.values() for name in four_value_fields(info.data)})
        raise CompileError(BAD_EDGE_FIELD, f"no component has per-edge data `{field}`",
                           did_you_mean(field, known) or
                           "give the tiles a data field of four numbers [top, right, bottom, left]", arg)
    return field


def _bound(r, arg) -> str:
    return r.bound(arg)   # teotl.text.nouns: placeholders, the engine's names as terms


def _one_cell_text(message: str):
    def text(r, node, args, names):
        return r.msg(message, cell=_bound(r, node.args[0]) if node.args else "?")
    return text


for _name in ("empty", "owner", "rotation", "layers", "row", "column"):
    renders("query", _name)(_one_cell_text(f"query-{_name}"))


@renders("query", "edge")
def render_edge(r, node, args, names):
    args = node.args
    if len(args) != 3:
        return r.msg("query-edge", cell="?", neighbour="?", field="?")
    field = r.field_name(r.name_of(args[2])) if r.name_of(args[2]) else r.expr(args[2])
    return r.msg("query-edge", cell=_bound(r, args[0]), neighbour=_bound(r, args[1]), field=field)


@renders("query", "touching")
def render_touching(r, node, args, names):
    what = r.name_of(node.args[1]) if len(node.args) > 1 else None
    return r.msg("query-touching", cell=_bound(r, node.args[0]) if node.args else "?",
                 what=r.what_noun(what, "other") if what else "?")


@renders("query", "adjacent")
def render_adjacent(r, node, args, names):
    args = node.args
    return r.msg("query-adjacent", first=_bound(r, args[0]) if args else "?",
                 second=_bound(r, args[1]) if len(args) > 1 else "?")
