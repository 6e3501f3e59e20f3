"""Words put on the cells of a grid (docs/game-model.md §2, "Labels"): `label CELL WORD` puts
one on a cell, `unlabel CELL WORD` or `unlabel SPACE WORD` takes it off a cell or off every cell
of a grid, `labelled(CELL, WORD)` reads it, and `labelled(SPACE, WORD)` goes through the cells
that carry it.

```yaml
vocabulary:
  labels: [fresh]          # the words a rule set puts on cells (a word not declared is E476)
```

A label says something the components on a cell do not: "laid this turn", "scored already".
It belongs to the cell, not to a layer (a component laid over it does not take it away), is
public, and costs nothing to games that never write one. The state keeps them in
`GameState.cell_labels`: per grid, cell → the sorted tuple of its words (tuples, so a copy of
the state shares them).

    label placed fresh
    each e in edges(labelled(table, fresh)): …
    unlabel table fresh
"""
from __future__ import annotations

from typing import Any, Callable

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section, source, verb
from teotl.language.statements import Stmt, sync_stmt
from teotl.primitives.arguments import arity, usage_hint, word_of
from teotl.primitives.grid_space import cell_arg, space_arg

SECTION = section(__name__, "Cell labels", 47.5,
                  intro="Words a rule set puts on the cells of a grid (`vocabulary.labels`, docs/game-model.md §2): what "
                        "the components on a cell do not say, such as “laid this turn”. A label belongs to the cell (a "
                        "component laid over it leaves it there), is public, and costs nothing to games that write none.",
                  notes="Errors: E476 a label not declared in `vocabulary.labels`; E477 `label` or `unlabel` without "
                        "its cell (or grid) and word.",
                  examples=("label placed fresh", "each e in edges(labelled(field, fresh)): gain coin 1",
                            "unlabel field fresh"))

UNKNOWN_LABEL = "E476"
BAD_LABEL = "E477"
_EMPTY: dict = {}


# ====================================================================== state
def labels_at(state: Any, cell: Any) -> tuple:
    """The words on a cell (empty tuple: none)."""
    return state.cell_labels.get(cell[0], _EMPTY).get((cell[1], cell[2]), ())


def add_label(state: Any, cell: Any, word: str) -> bool:
    """Put `word` on `cell`; False when it was there already."""
    grid = state.cell_labels.get(cell[0])
    if grid is None:
        grid = state.cell_labels[cell[0]] = {}
    key = (cell[1], cell[2])
    words = grid.get(key, ())
    if word in words:
        return False
    grid[key] = tuple(sorted((*words, word)))
    return True


def remove_label(state: Any, space: str, keys: Any, word: str) -> int:
    """Take `word` off the cells `keys` ((row, column) pairs) of `space`; how many had it. A cell
    left without words, and a grid left without labelled cells, are dropped (so a state whose
    labels are all gone is the state it was before)."""
    grid = state.cell_labels.get(space)
    if not grid:
        return 0
    removed = 0
    for key in list(keys):
        words = grid.get(key)
        if words and word in words:
            removed += 1
            rest = tuple(w for w in words if w != word)
            if rest:
                grid[key] = rest
            else:
                del grid[key]
    if not grid:
        del state.cell_labels[space]
    return removed


# ====================================================================== arguments
def label_word(compiler: Compiler, arg: ast.Node, where: ast.Node) -> str:
    """A label: a bare word declared in `vocabulary.labels` (E476 otherwise)."""
    name = word_of(arg) if not isinstance(arg, ast.Ref) else arg.name
    if isinstance(arg, ast.ExprArg) and isinstance(arg.expr, ast.Ref):
        name = arg.expr.name
    declared = compiler.vocab.labels
    if name is None:
        raise CompileError(BAD_LABEL, "a label is a word, such as `fresh`",
                           "declare it in vocabulary.labels and write it bare: label placed fresh", arg)
    if name not in declared:
        raise CompileError(UNKNOWN_LABEL, f"unknown label `{name}`",
                           did_you_mean(name, declared) or
                           f"declare it: vocabulary: {{labels: [{name}]}}" +
                           (f" (the labels: {', '.join(sorted(declared))})" if declared else ""), arg)
    return name


def _is_cell(compiler: Compiler, arg: ast.Node) -> bool:
    inner = arg.expr if isinstance(arg, ast.ExprArg) else arg
    return isinstance(inner, (ast.Ref, ast.Word)) and compiler.kind_of(inner.name) == "cell"


# ====================================================================== verbs
@verb("label", "label CELL WORD", doc="put the label WORD (one of `vocabulary.labels`) on the cell; a label "
      "already there stays one. Nothing is logged: a label is the rules' bookkeeping, the state shows it.")
def compile_label(compiler: Compiler, node: ast.Call) -> Stmt:
    """Put the label WORD on the cell (once: a label already there stays one)."""
    if len(node.args) != 2:
        raise CompileError(BAD_LABEL, "`label` takes a cell and a word: label CELL WORD", usage_hint(node), node)
    read = cell_arg(compiler, node.args[0], "the cell to label")
    word = label_word(compiler, node.args[1], node)

    def do(ctx):
        cell = read(ctx)
        if cell is not None:
            add_label(ctx.state, cell, word)
    return sync_stmt(do, source=f"label {word}")


@verb("unlabel", "unlabel CELL WORD  |  unlabel SPACE WORD",
      doc="take the label WORD off the cell, or off every cell of the grid SPACE (the end of a turn: "
          "`unlabel field fresh`)")
def compile_unlabel(compiler: Compiler, node: ast.Call) -> Stmt:
    """Take the label WORD off one cell, or off every cell of a grid."""
    if len(node.args) != 2:
        raise CompileError(BAD_LABEL, "`unlabel` takes a cell or a grid, and a word: unlabel SPACE WORD",
                           usage_hint(node), node)
    word = label_word(compiler, node.args[1], node)
    if _is_cell(compiler, node.args[0]):
        read = cell_arg(compiler, node.args[0], "the cell to unlabel")

        def do_cell(ctx):
            cell = read(ctx)
            if cell is not None:
                remove_label(ctx.state, cell[0], ((cell[1], cell[2]),), word)
        return sync_stmt(do_cell, source=f"unlabel {word}")
    space = space_arg(compiler, node.args[0], "what to unlabel (a cell or a grid)").id

    def do_space(ctx):
        grid = ctx.state.cell_labels.get(space)
        if grid:
            remove_label(ctx.state, space, tuple(grid), word)
    return sync_stmt(do_space, source=f"unlabel {space} {word}")


# ====================================================================== query and source
@query("labelled", "labelled(CELL, WORD)", doc="1 when the cell carries the label WORD")
def _labelled(compiler: Compiler, node: ast.Func) -> ExprFn:
    """1 when the cell carries the label WORD."""
    arity(node, 2, 2)
    read = cell_arg(compiler, node.args[0], "the first argument of `labelled`")
    word = label_word(compiler, node.args[1], node)

    def labelled(ctx):
        cell = read(ctx)
        return 1 if cell is not None and word in labels_at(ctx.state, cell) else 0
    return labelled


@source("labelled", "labelled(SPACE, WORD)", doc="the cells of the grid carrying the label WORD, empty or not, in reading order")
def _labelled_cells(compiler: Compiler, node: ast.Node) -> tuple[str, Callable[[Any], Any]]:
    """The cells of a grid that carry the label WORD, empty or not, in reading order."""
    if not isinstance(node, ast.Func) or len(node.args) != 2:
        raise CompileError("E472", "`labelled` as a source takes a grid and a word: labelled(SPACE, WORD)",
                           "write e.g. each c in labelled(table, fresh): …", node)
    space = space_arg(compiler, node.args[0], "the first argument of `labelled`").id
    word = label_word(compiler, node.args[1], node)

    def items(ctx):
        grid = ctx.state.cell_labels.get(space)
        if not grid:
            return ()
        return [(space, row, column) for (row, column), words in sorted(grid.items()) if word in words]
    return "cell", items


# ====================================================================== rule text
def _bound(r: Any, arg: Any) -> str:
    return r.bound(arg)   # teotl.text.nouns: placeholders, the engine's names as terms


def _label(r: Any, arg: Any) -> Any:
    return r.noun(r.name_of(arg) or "?", 1, "label")


@renders("verb", "label")
def render_label(r, node, args):
    if len(node.args) != 2:
        return None
    return r.msg("verb-label", cell=_bound(r, node.args[0]), label=_label(r, node.args[1]))


@renders("verb", "unlabel")
def render_unlabel(r, node, args):
    if len(node.args) != 2:
        return None
    name = r.name_of(node.args[0])
    if name in r.vocab.spaces:
        return r.msg("verb-unlabel-space", space=r.noun(name, 1, "space"), label=_label(r, node.args[1]))
    return r.msg("verb-unlabel-cell", cell=_bound(r, node.args[0]), label=_label(r, node.args[1]))


@renders("query", "labelled")
def render_labelled(r, node, args, names):
    if len(node.args) != 2:
        return None
    return r.msg("query-labelled", cell=_bound(r, node.args[0]), label=_label(r, node.args[1]))


@renders("source", "labelled")
def render_labelled_cells(r, node):
    if not isinstance(node, ast.Func) or len(node.args) != 2:
        return None
    space = r.noun(r.name_of(node.args[0]) or "?", 1, "space")
    word = _label(r, node.args[1])
    return r.cased(lambda case: r.msg("source-labelled", space=space, label=word, case=case or "nom"))
