"""Pieces the setup places on the ring of boards: `station` (a new piece on a board an owned
component's `data.boards` names) and `scatter` (pieces of the owners nobody plays, the seats after
the players', on the boards drawn components name).
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.registry import renders, section, verb
from teotl.language.statements import Stmt, _always, sync_stmt
from teotl.model.decisions import new_decision, new_option, taken
from teotl.primitives.arguments import count_arg, supply_arg, usage_hint, word_of


SECTION = section(__name__, "Placed pieces", 31.5,
                  intro="Pieces the setup places on the ring of boards, where components' `data.boards` say.",
                  examples=("station worker (1) starting_tile",
                            "scatter worker (1) owner_deck (2) (1)"))


@verb("station", "station PIECE (LEVEL) TYPE",
      arguments="`PIECE (LEVEL) TYPE`",
      doc=("setup: a new piece on a board named in `data.boards` of an owned component of TYPE, where the "
           "player has none yet"))
def compile_station(compiler: Compiler, node: ast.Call) -> Stmt:
    """Setup placement: a new piece on a board named in `data.boards` of an owned component of
    TYPE (starting tiles), on a board where the player has no piece yet."""
    vocab = compiler.vocab
    if len(node.args) != 3 or word_of(node.args[0]) is None or word_of(node.args[2]) is None:
        raise CompileError("E407", "`station` needs a piece kind, a level and a component type", usage_hint(node), node)
    kind = vocab.canonical(node.args[0].name)
    if kind not in vocab.pieces:
        raise CompileError("E401", f"unknown piece kind `{kind}`", did_you_mean(kind, vocab.pieces), node.args[0])
    level = count_arg(compiler, node.args[1], node)
    ctype = vocab.canonical(node.args[2].name)

    def boards(ctx) -> list[int]:
        rt = ctx.rt
        taken = {p.at for p in ctx.state.pieces if p.owner == ctx.player}
        found = []
        for cid in ctx.state.players[ctx.player].owned:
            info = rt.components[cid]
            if info.type != ctype:
                continue
            for number in info.data.get("boards", ()):
                spec = vocab.board_by_number(number)
                if spec is not None and spec.index not in taken and spec.index not in found:
                    found.append(spec.index)
        return found

    def run(ctx):
        options = [new_option((vocab.boards[b].id, vocab.boards[b].id, b)) for b in boards(ctx)]
        if not options:
            return
        if len(options) == 1:  # `ask`, written out (no generator for it)
            board = options[0][2]
            taken(ctx.player, "board", "which board?", options[0], ("station", kind))
        else:
            board = yield new_decision((ctx.player, "board", tuple(options), f"place a {kind} on which board?",
                                        ("station", kind)))
        ctx.rt.add_piece(ctx.state, ctx.player, kind, board, level(ctx))
        if ctx.rt.logging:
            ctx.rt.log(ctx, "station", board=vocab.boards[board].id)

    return Stmt(run, lambda ctx: bool(boards(ctx)), f"station {kind}")


@renders("verb", "station")
def render_station(r, node, args):
    return r.msg("verb-station", piece=r.noun(args[0].name, 1, "piece"), level=r.count(args[1]),
                    what=r.what_noun(r.name_of(args[2]), "other"))


@verb("scatter", "scatter PIECE (LEVEL) SUPPLY (PIECES_EACH) (OWNERS)",
      arguments="`PIECE (LEVEL) SUPPLY (EACH) (OWNERS)`",
      doc=("pieces of OWNERS owners nobody plays (the seats after the players'), EACH each, on the boards named "
           "in `data.boards` of components drawn from SUPPLY; earlier ones are taken back first (re-placed each time)"))
def compile_scatter(compiler: Compiler, node: ast.Call) -> Stmt:
    """Pieces of owners who are not players (colours nobody plays in a smaller game) scattered
    over the boards. Each such owner draws components from the top of SUPPLY until their
    `data.boards` name PIECES_EACH different boards, places a piece there, and the drawn
    components are shuffled back. Their earlier pieces are removed first, so the same statement
    re-places them."""
    vocab = compiler.vocab
    args = node.args
    if len(args) != 5 or word_of(args[0]) is None or word_of(args[2]) is None:
        raise CompileError("E407", "`scatter` needs a piece kind, a level, a supply, pieces each and owners",
                           usage_hint(node), node)
    kind = vocab.canonical(args[0].name)
    if kind not in vocab.pieces:
        raise CompileError("E401", f"unknown piece kind `{kind}`", did_you_mean(kind, vocab.pieces), args[0])
    level = count_arg(compiler, args[1], node)
    supply = supply_arg(compiler, node, args[2])
    each = count_arg(compiler, args[3], node)
    owners = count_arg(compiler, args[4], node)

    def do(ctx):
        rt, state = ctx.rt, ctx.state
        players = len(state.players)
        state.pieces[:] = [p for p in state.pieces if p.owner < players]
        stack = rt.supply(ctx, supply)
        for extra in range(max(0, owners(ctx))):
            drawn, boards = [], []
            while stack and len(boards) < each(ctx):
                component = stack.pop(0)
                drawn.append(component)
                for number in rt.components[component].data.get("boards", ()):
                    spec = vocab.board_by_number(number)
                    if spec is not None and spec.index not in boards and len(boards) < each(ctx):
                        boards.append(spec.index)
            for board in boards:
                rt.add_piece(state, players + extra, kind, board, level(ctx))
            stack.extend(drawn)
            state.rng.shuffle(stack)
            if rt.logging:
                rt.log(ctx, "scatter", owner=players + extra, boards=[vocab.boards[b].id for b in boards])

    return sync_stmt(do, _always, f"scatter {kind}")


@renders("verb", "scatter")
def render_scatter(r, node, args):
    return r.msg("verb-scatter", pieces=r.noun(args[0].name, "other", "piece"), level=r.count(args[1]),
                    supply=r.supply_noun(args[2]), each=r.count(args[3]), owners=r.count(args[4]))



# ---------------------------------------------------------------------- as a player reads it
@renders("prompt", "station")
def _prompt_station(n, decision, about):
    return n.msg("ask-station", piece=n.piece_kind(about[1]))


@renders("option", "station")
def _option_station(n, decision, option, about):
    return n.label(n.board(option.value))


@renders("event", "station")
def _event_station(n, e):
    return n.msg("event-station", who=n.who(e), piece=n.piece_kind(n.piece), board=n.board(e["board"]))


@renders("event", "scatter")
def _event_scatter(n, e):
    return n.msg("event-scatter", owner=n.seat(e["owner"]), boards=n.join([n.cat.noun(n.board(b)) for b in e["boards"]]))
