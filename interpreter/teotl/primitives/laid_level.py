"""`laid_level()`: the level of the slot or spot the tile that a placement verb (`build`, `attach`,
teotl.primitives.placement) has just laid went on, read by the effects the verb runs after it (the
grid's `effects.placed` / `effects.attached`, a slot's `effect`), as `place` binds `placed`:

    effects:
      placed: "gain vp table(level_vp, laid_level()) + laid_matches()"

In an effect no placement runs it is 0.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section
from teotl.primitives.arguments import arity
from teotl.primitives.grids import laid

SECTION = section(__name__, "The tile laid", 51.1,
                  intro="""What the effects that follow a tile laid by `build` or `attach` (the grid's `effects.placed`,
`effects.attached`, a slot's `effect`) read of it: its level, its matches, its matching icons
(`laid_matches`, `matched_icons`, `icon`: the next sections). Its score is the rule file's.""",
                  examples=("gain vp table(level_vp, laid_level()) + laid_matches()",
                            "if laid_level() >= 2 { advance height }"))


@query("laid_level", "laid_level()",
       doc="the level of the slot or spot the tile just laid went on (0 outside the effects a placement runs)")
def _laid_level(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The level of the tile laid (`Laid.level`)."""
    arity(node, 0, 0)

    def level(ctx) -> int:
        record = laid(ctx)
        return record.level if record is not None else 0
    return level


@renders("query", "laid_level")
def render_laid_level(r, node, args, names):
    return r.msg("query-laid_level")
