"""Upgrades spread over different pieces: `upgrade_each PIECE [filters…] N` (docs/verbs.md "Distinct pieces").

`upgrade` repeated N times lets the decider pick the same piece again; some rewards ask for N
*different* pieces instead. The decider picks them one at a time; a piece already picked is not
offered again (when fewer pieces qualify, each of them once).
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import short_text
from teotl.language.registry import renders, section, verb
from teotl.language.statements import Stmt
from teotl.model.decisions import ask
from teotl.primitives.arguments import count_arg, usage_hint
from teotl.primitives.pieces import piece_option, piece_selector, render_pieces


SECTION = section(__name__, "Distinct pieces", 72,
                  intro="Upgrades spread over different pieces.",
                  examples=("upgrade_each worker unlocked 2",))


@verb("upgrade_each", "upgrade_each PIECE [unlocked|locked|here|acting|weakest|strongest…] N",
      arguments="`PIECE [filters…] N`",
      fires=("overflowed",),
      doc=("upgrade N **different** pieces (filters as for `upgrade`), one decision each; a piece already "
           "upgraded by it is not offered again."))
def compile_upgrade_each(compiler: Compiler, node: ast.Call) -> Stmt:
    kind, select, index, text = piece_selector(compiler, node, node.args)
    rest = node.args[index:]
    if len(rest) != 1:
        got = rest[1] if len(rest) > 1 else node
        raise CompileError("E407", f"`upgrade_each` needs one number of pieces after the filters, got "
                           f"`{' '.join(short_text(getattr(a, 'name', a)) for a in rest) or 'nothing'}`", usage_hint(node), got)
    times = count_arg(compiler, rest[0], node)

    def run(ctx):
        done: set[int] = set()
        for _ in range(max(0, times(ctx))):
            candidates = [p for p in select(ctx) if p.pid not in done]
            if not candidates:
                return
            piece = yield from ask(ctx.player, "piece", f"upgrade which {kind} (a different one)?",
                                   [piece_option(ctx, p) for p in candidates], ("piece", "upgrade-each", kind))
            done.add(piece.pid)
            yield from ctx.rt.upgrade(ctx, piece)

    return Stmt(run, select.exists, f"upgrade_each {text}", counter_free=True)  # pieces only


@renders("verb", "upgrade_each")
def render_upgrade_each(r, node, args):
    values, rest = render_pieces(r, args)
    return r.msg("verb-upgrade_each", piece=values["piece"], count=r.arg_text(rest[-1]))
