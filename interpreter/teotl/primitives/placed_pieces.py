"""Pieces the setup places on the ring of boards: `recruit PIECE (LEVEL) on TYPE` (a new piece on a
board an owned component's `data.boards` names; the verb is teotl.primitives.pieces') and `scatter` (pieces of the owners nobody plays, the seats after
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
                  examples=("recruit worker (1) on starting_tile",
                            "scatter worker (1) owner_deck (2) (1)"))


def is_recruit_on(args) -> bool:
    """`recruit PIECE (LEVEL) on TYPE` (compiled here) rather than `recruit PIECE (LEVEL) BOARD`."""
    return len(args) == 4 and word_of(args[2]) == "on"


def compile_recruit_on(compiler: Compiler, node: ast.Call) -> Stmt:
    """`recruit PIECE (LEVEL) on TYPE` (the verb is teotl.primitives.pieces'; once the verb
    `station`): a new piece, up to the kind's `per_player`, on a board named in `data.boards` of
    an owned component of TYPE (a starting card), on a board where the player has no piece yet;
    the player picks the board."""
    vocab = compiler.vocab
    args = node.args
    if word_of(args[0]) is None or word_of(args[3]) is None:
        raise CompileError("E407", "`recruit … on` reads `recruit PIECE (LEVEL) on TYPE`", usage_hint(node), node)
    kind = vocab.canonical(args[0].name)
    if kind not in vocab.pieces:
        raise CompileError("E401", f"unknown piece kind `{kind}`", did_you_mean(kind, vocab.pieces), args[0])
    level = count_arg(compiler, args[1], node)
    ctype = vocab.canonical(args[3].name)
    known = vocab.component_types
    if known and ctype not in known:
        raise CompileError("E401", f"unknown component type `{ctype}`", did_you_mean(ctype, known), args[3])
    limit = vocab.pieces[kind].per_player

    def boards(ctx) -> list[int]:
        rt = ctx.rt
        if limit is not None and sum(1 for p in ctx.state.pieces if p.owner == ctx.player and p.kind == kind) >= limit:
            return []
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

    return Stmt(run, lambda ctx: bool(boards(ctx)), f"recruit {kind} on {ctype}")


def render_recruit_on(r, node, args):
    """The text of `recruit PIECE (LEVEL) on TYPE`."""
    return r.msg("verb-recruit-on", piece=r.noun(args[0].name, 1, "piece"), level=r.count(args[1]),
                 what=r.what_noun(r.name_of(args[3]), "other"))


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
        stack = rt.writable_supply(ctx, supply)
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
    boards = [n.board(b) for b in e["boards"]]  # a list in the case the message asks for (`$boards_acc`)
    return n.msg("event-scatter", owner=n.seat(e["owner"]),
                 boards=n.cased(lambda case: n.join([n.cat.noun(board, case) for board in boards])))
