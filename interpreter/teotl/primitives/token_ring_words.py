"""How a player reads tokens on a ring space (teotl.primitives.token_ring): the rule text of
`move_token`, `place_token` and the `token_*` queries, the question of a slot (a pushed token's
owner is told so), each slot offered (with the board it points at) and the log event `landed`.
A ring reads as its catalogue term `-space-RING`."""
from __future__ import annotations

from typing import Any

from teotl.language import ast
from teotl.language.registry import renders
from teotl.primitives.token_ring import board_index_at, token_ring_of


def _ring_noun(r: Any, arg: Any) -> Any:
    return r.noun(r.name_of(arg) or "", 1, "space")


# ====================================================================== rule text
@renders("verb", "move_token")
def render_move_token(r, node, args):
    rest = list(node.args[1:])
    back = bool(rest) and isinstance(rest[-1], ast.Word) and rest[-1].name == "back"
    if back:
        rest = rest[:-1]
    steps = r.count(rest[0]) if rest else 1
    return r.msg("verb-move_token", ring=_ring_noun(r, node.args[0]), back="yes" if back else "no",
                 steps=steps, kind="number" if isinstance(steps, int) else "expr")


@renders("verb", "place_token")
def render_place_token(r, node, args):
    if len(node.args) != 1:
        return None
    return r.msg("verb-place_token", ring=_ring_noun(r, node.args[0]))


def _ring_query_text(message: str):
    def text(r, node, args, names):
        return r.msg(message, ring=_ring_noun(r, node.args[0])) if len(node.args) == 1 else None
    return text


for _name in ("token_slot", "token_stop", "token_board"):
    renders("query", _name)(_ring_query_text(f"query-{_name}"))


@renders("source", "players_on")
def render_players_on(r, node):
    if not isinstance(node, ast.Func) or len(node.args) != 2:
        return None
    ring, stop = _ring_noun(r, node.args[0]), r.expr(node.args[1])
    return r.cased(lambda case: r.msg("source-players_on", ring=ring, stop=stop, case=case or "nom"))


# ====================================================================== as a player reads it
@renders("prompt", "token-slot")
def _prompt_token_slot(n, decision, about):
    return n.msg("ask-token-slot", ring=n.space(about[1]), pushed="yes" if about[2] else "no")


def _slot_text(n, ring_id: str, slot: int) -> str:
    """A slot as a player reads it: "Stop 2, space 1, by the Market" (the board it points at)."""
    ring = token_ring_of(n.vocab, ring_id)
    board = ""
    if ring is not None and n.state is not None and n.runtime is not None and ring.points_at:
        index = board_index_at(n.runtime, n.state, ring, slot)
        board = n.board(index) if index is not None else ""
    slots = ring.slots if ring is not None else 1
    return n.msg("option-token-slot", stop=(slot - 1) // slots + 1, place=(slot - 1) % slots + 1,
                 board=board, aimed="yes" if board != "" else "no")


@renders("option", "token-slot")
def _option_token_slot(n, decision, option, about):
    return _slot_text(n, about[1], option.value)


@renders("positions", "ring")
def _positions(n, state, seat: int) -> list:
    """One line per ring space the seat has a token on (the panels' line under the counters)."""
    lines = []
    for ring_id, slots in sorted(state.tokens.items()):
        slot = slots[seat] if seat < len(slots) else 0
        if slot > 0:
            line = n.msg("seat-token-position", ring=n.space(ring_id), place=_slot_text(n, ring_id, slot))
            lines.append((ring_id, line[:1].upper() + line[1:]))
    return lines


@renders("event", "landed")
def _event_landed(n, e):
    return n.msg("event-landed", who=n.who(e), ring=n.space(e["space"]), stop=e["stop"],
                 place=_place(n, e), pushed="yes" if e.get("pushed") else "no")


def _place(n, e) -> int:
    ring = token_ring_of(n.vocab, e["space"])
    slots = ring.slots if ring is not None else 1
    return (e["slot"] - 1) % slots + 1
