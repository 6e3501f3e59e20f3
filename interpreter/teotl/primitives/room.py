"""`room(RESOURCE)`: how many more units of a resource the player may hold (docs/game-model.md
§4). What a gain of it would keep is `min(N, room(R))`, so a rule that counts what was really
taken (not what was offered and lost to a full store) writes `gain taken min(2, room(grain)); gain
grain 2`.

The room is the resource's `max:` less what the player holds, and for each cap it counts towards
(`caps:`), the cap less what the player holds of the cap's resources, the least of these, never
below 0. A resource with neither has no limit: its room is `UNLIMITED`, more than any gain.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section
from teotl.primitives.arguments import arity, name_arg
from teotl.primitives.limits import room

SECTION = section(__name__, "Room", 43.5,
                  intro="How much more of a resource a player may hold (docs/game-model.md §4): what a gain would "
                        "keep is `min(N, room(R))`.",
                  examples=("gain taken min(2, room(grain)); gain grain 2",))

#: the room of a resource without a limit
UNLIMITED = 1_000_000


@query("room", "room(RESOURCE)", doc="how many more units of RESOURCE the player may hold: its `max:` and the caps "
       "it counts towards, less what the player holds; 1 000 000 for a resource without a limit")
def _room(compiler: Compiler, node: ast.Func) -> ExprFn:
    """How many more units of RESOURCE the player may hold (its `max:` and the caps it counts
    towards); `UNLIMITED` when it has no limit."""
    arity(node, 1, 1)
    name = compiler.vocab.canonical(name_arg(node, 0))
    vocab = compiler.vocab
    if name not in vocab.resources:
        raise CompileError("E401", f"unknown resource `{name}`",
                           did_you_mean(name, vocab.resources) or "`room` reads a resource of vocabulary.resources",
                           node.args[0])
    if not vocab.limited(name):
        return lambda ctx: UNLIMITED

    def free(ctx):
        fits = room(vocab, ctx.state.players[ctx.player].counters, name)
        return UNLIMITED if fits is None else fits
    return free


@renders("query", "room")
def render_room(r, node, args, names):
    name = r.name_of(node.args[0]) if node.args else None
    return r.msg("query-room", resource=r.noun(name or "?", "other", "resource"))
