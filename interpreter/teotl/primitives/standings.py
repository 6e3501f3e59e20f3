"""Values compared across players: `rank(EXPR)` and `tied(EXPR)` (docs/game-model.md §6).

EXPR is worked out *as each player* (their resources, their pieces, with the names the effect has
bound), then compared with this player's value. `rank` is 1 + the number of players whose value is
greater, so tied players share a rank and the next rank is skipped (two tied first are both 1, the
next is 3); `tied` is how many players have this player's value, this player included. A majority
with a second place that goes away when first place is shared:
`if rank(x) == 1 { gain coin 6 / tied(x) } else { if rank(x) == 2 { gain coin 3 / tied(x) } }`.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section

SECTION = section(__name__, "Standings", 28,
                  intro="""Values compared across players: EXPR is worked out *as each player*, then compared with this
player's value. A majority with a second place that goes away when first place is shared:
`if rank(x) == 1 { gain coin 6 / tied(x) } else { if rank(x) == 2 { gain coin 3 / tied(x) } }`.""",
                  examples=("if rank(vp) == 1 { gain coin 6 / tied(vp) }",))


def _values(compiler: Compiler, node: ast.Func):
    if len(node.args) != 1 or isinstance(node.args[0], (ast.Phrase, ast.Binder)):
        raise CompileError("E432", f"`{node.name}` compares one value across the players: {node.name}(EXPR)",
                           f"write e.g. {node.name}(vp) or {node.name}(count(c in hand))", node)
    value = compiler.expr(node.args[0])

    def values(ctx):
        """(this player's value, every player's value)."""
        mine = value(ctx)
        return mine, [mine if seat == ctx.player else value(ctx.derive_player(seat))
                      for seat in range(len(ctx.state.players))]
    return values


@query("rank", "rank(EXPR)", doc="1 + the number of players whose EXPR is greater than this player's (tied players "
       "share a rank, the next rank is skipped)")
def _rank(compiler: Compiler, node: ast.Func) -> ExprFn:
    """1 + the number of players whose EXPR is greater than this player's."""
    values = _values(compiler, node)

    def rank(ctx):
        mine, everyone = values(ctx)
        return 1 + sum(1 for other in everyone if other > mine)
    return rank


@query("tied", "tied(EXPR)", doc="how many players (this one included) have this player's EXPR")
def _tied(compiler: Compiler, node: ast.Func) -> ExprFn:
    """How many players (this one included) have this player's EXPR."""
    values = _values(compiler, node)

    def tied(ctx):
        mine, everyone = values(ctx)
        return sum(1 for other in everyone if other == mine)
    return tied


@renders("query", "rank")
@renders("query", "tied")
def render_standing(r, node, args, names):
    """rank(x) / tied(x)."""
    return r.msg(f"query-{node.name}", value=r.expr(args[0]) if args else "?")
