"""The log as one seat may read it, and the view of that seat with it.

Why a reader that remembers: what a seat may read is first the runtime's observation
(`observation.redact`: a move between supplies the seat cannot see is only its count). The view's
second guard — "a hidden component" for every instance that lies *now* in a supply the seat
cannot see — is too strict for a player's log: the starting tiles you put back into the face-down
pile, the face-up card you saw the other player take, were shown to you when it happened. So a
seat reads a component by its name when it was ever disclosed to it (named in an event the
runtime let it read, or seen in a place open to it); only an instance never disclosed, now
hidden, reads "a hidden component".
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.runtime import observation
from teotl.server.labels import Labels
from teotl.server.session import Session
from teotl.server.view import log_text, state_view, visibility_of


class LogReader:
    """The log of one session, per seat (None: a watcher)."""

    def __init__(self, session: Session, labels: Labels):
        self.session = session
        self.labels = labels
        self.disclosed: dict[Optional[int], set[str]] = {}
        self.read_to: dict[Optional[int], int] = {}

    def reset(self) -> None:
        """After an undo: the log is shorter, what was disclosed is worked out again."""
        self.disclosed.clear()
        self.read_to.clear()

    def _disclose(self, seat: Optional[int]) -> set[str]:
        session = self.session
        runtime, state = session.loaded.runtime, session.game.state
        known = self.disclosed.setdefault(seat, set())
        events = state.log
        start = self.read_to.get(seat, 0)
        if start > len(events):
            known.clear()
            start = 0
        components = runtime.components
        for event in events[start:]:
            for field, value in observation.redact(runtime, event, seat).items():
                if field in ("e", "p"):
                    continue
                for item in value if isinstance(value, (list, tuple)) else (value,):
                    if isinstance(item, str) and item.partition("#")[0] in components:
                        known.add(item)
        self.read_to[seat] = len(events)
        for key, contents in state.supplies.items():
            if contents and observation.can_see(runtime, key, seat):
                known.update(contents)
        for player in state.players:
            known.update(player.owned)
        for grid in (getattr(state, "cells", None) or {}).values():
            for layers in grid.values():
                known.update(layer[0] for layer in layers)
        return known

    def hidden(self, seat: Optional[int]) -> set[str]:
        """The instances the seat may not read by name."""
        hidden = visibility_of(self.session).hidden_components(self.session.game.state, seat)
        return hidden - self._disclose(seat) if hidden else hidden

    def entries(self, seat: Optional[int], count: int, start: int = 0) -> list[dict[str, Any]]:
        """The last `count` lines that say something (from event `start` on), as `seat` reads them."""
        session = self.session
        events = session.game.state.log
        names = [s.name for s in session.seats]
        sight = visibility_of(session)
        hidden = self.hidden(seat)
        lines: list[dict[str, Any]] = []
        number = len(events) - 1
        while number >= start and len(lines) < count:
            event = sight.redact(events[number], hidden, seat)
            text = log_text(event, names, self.labels, seat, session.game.state)
            if text:
                lines.append({"n": number, "kind": str(event.get("e", "")), "seat": event.get("p"), "text": text})
            number -= 1
        return lines[::-1]

    def view(self, seat: Optional[int], log_count: int) -> dict[str, Any]:
        """`state_view` of the seat with this log."""
        view = state_view(self.session, seat, self.labels.lang, 0)
        view["log"] = self.entries(seat, log_count) if log_count else []
        return view
