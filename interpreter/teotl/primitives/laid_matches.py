"""`laid_matches([coloured])`: how many icons of the tile a placement verb has just laid match the
icons they cover (teotl.primitives.grids, "Match": the same letter, case ignored; empty on empty
only with `empty_matches`); `coloured`: only the coloured (upper case) ones. Read by the effects
the verb runs after it; `matches N` on the verb (an automaton's) makes it N, none coloured:

    effects:
      attached: "gain vp laid_matches() + 3 * laid_matches(coloured)"

In an effect no placement runs it is 0.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section
from teotl.primitives.grids import laid

SECTION = section(__name__, "Matches of the tile laid", 51.2,
                  intro="How many icons of the tile just laid match what they cover (`The tile laid`).",
                  examples=("gain vp 3 + laid_matches()", "gain vp laid_matches() + 3 * laid_matches(coloured)"))


def coloured_word(node: ast.Func, form: str) -> bool:
    """No argument (False) or the word `coloured` (True); anything else is E408 naming the form."""
    if not node.args:
        return False
    arg = node.args[0]
    inner = arg.expr if isinstance(arg, ast.ExprArg) else arg
    if len(node.args) == 1 and isinstance(inner, (ast.Ref, ast.Word)) and inner.name == "coloured":
        return True
    raise CompileError("E408", f"`{node.name}` takes nothing or the word `coloured`", f"write {form}", node)


@query("laid_matches", "laid_matches([coloured])",
       doc="how many icons of the tile just laid match the icons they cover; `coloured`: only its coloured "
           "(upper case) ones (0 outside the effects a placement runs)")
def _laid_matches(compiler: Compiler, node: ast.Func) -> ExprFn:
    """`Laid.matches`, or `Laid.coloured` with `coloured`."""
    coloured = coloured_word(node, "laid_matches() or laid_matches(coloured)")

    def matches(ctx) -> int:
        record = laid(ctx)
        if record is None:
            return 0
        return record.coloured if coloured else record.matches
    return matches


@renders("query", "laid_matches")
def render_laid_matches(r, node, args, names):
    return r.msg("query-laid_matches", coloured="yes" if node.args else "no")
