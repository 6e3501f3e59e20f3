"""The log as one seat may read it, and the view of that seat with it.

Why not the view's own log as it is: the view names "a hidden component" for every instance
lying in a supply the seat cannot see, and two seats' piles may hold instances of the same id
(each seat's copy of the same starting stack), so a seat's own tile, laid before its eyes, read
as hidden. Here an instance the seat can also see (in a supply open to it, on a grid, owned by a
player) is not hidden; the runtime's observation (`observation.redact`) still comes first.
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.runtime import observation
from teotl.server.labels import Labels
from teotl.server.session import Session
from teotl.server.view import log_text, state_view, visibility_of


def hidden_from(session: Session, seat: Optional[int]) -> set[str]:
    """The component instances the seat may not see anywhere."""
    runtime, state = session.loaded.runtime, session.game.state
    hidden = visibility_of(session).hidden_components(state, seat)
    if not hidden:
        return hidden
    seen: set[str] = set()
    for key, contents in state.supplies.items():
        if contents and observation.can_see(runtime, key, seat):
            seen.update(contents)
    for player in state.players:
        seen.update(player.owned)
    for grid in (getattr(state, "cells", None) or {}).values():
        for layers in grid.values():
            seen.update(layer[0] for layer in layers)
    return hidden - seen


def log_entries(session: Session, seat: Optional[int], labels: Labels, count: int) -> list[dict[str, Any]]:
    """The last `count` lines of the log that say something, as the seat may read them."""
    events = session.game.state.log
    names = [s.name for s in session.seats]
    sight = visibility_of(session)
    hidden = hidden_from(session, seat)
    lines: list[dict[str, Any]] = []
    number = len(events) - 1
    while number >= 0 and len(lines) < count:
        event = sight.redact(events[number], hidden, seat)
        text = log_text(event, names, labels, seat, session.game.state)
        if text:
            lines.append({"n": number, "kind": str(event.get("e", "")), "seat": event.get("p"), "text": text})
        number -= 1
    return lines[::-1]


def seat_view(session: Session, seat: Optional[int], labels: Labels, log_count: int) -> dict[str, Any]:
    """`state_view` with this log."""
    view = state_view(session, seat, labels.lang, 0)
    view["log"] = log_entries(session, seat, labels, log_count) if log_count else []
    return view
