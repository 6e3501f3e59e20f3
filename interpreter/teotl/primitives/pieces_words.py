"""How decisions about pieces and the pieces' log events read to a player (the verbs of
teotl.primitives.pieces, levels and spots ask them): which piece, how far and to
which board. Beside pieces.py for length."""
from __future__ import annotations

from teotl.language.registry import renders


# A decision about pieces is `("piece", VERB, KIND)`: the message `ask-piece-VERB` asks it, each
# option is the piece as its owner knows it ("your piece of level 3 on the second board").
@renders("prompt", "piece")
def _prompt_piece(n, decision, about):
    return n.msg(f"ask-piece-{about[1]}", piece=n.piece_kind(about[2]))


@renders("option", "piece")
def _option_piece(n, decision, option, about):
    return n.piece_text(option.value)


@renders("prompt", "move-distance")
def _prompt_move_distance(n, decision, about):
    return n.msg("ask-move-distance", piece=n.piece_text(about[1]))


@renders("option", "move-distance")
def _option_move_distance(n, decision, option, about):
    piece, sign = about[1], about[2]
    state = n.state
    if state is None or n.runtime is None:
        return n.msg("option-boards", count=option.value, direction="forward" if sign > 0 else "back", board="",
                     known="no")
    board = piece.at
    ring = n.runtime.ring(state)
    if board in ring and len(ring) == len(set(ring)):
        board = ring[(ring.index(board) + sign * option.value) % len(ring)]
    return n.msg("option-boards", count=option.value, direction="forward" if sign > 0 else "back",
                 board=n.board(board), known="yes")


@renders("event", "move")
def _event_move(n, e):
    return n.msg("event-move", piece=n.piece_of_event(e, where=False), board=n.board(e["board"]))


@renders("event", "unlock")
def _event_unlock(n, e):
    return n.msg("event-unlock", piece=n.piece_of_event(e, where=False))


@renders("event", "recruit")
def _event_recruit(n, e):
    return n.msg("event-recruit", who=n.who(e), piece=n.piece_kind(e.get("piece_kind", n.piece)),
                 board=n.board(e["board"]))
