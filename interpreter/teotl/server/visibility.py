"""Who may see which supply, component and log line — the server's reading of the rules' observation.

What a seat may see is decided once, by the runtime (`teotl.runtime.observation`, docs/game-model.md
§3): each supply declares `visible: all | owner | none` in the rule files and a per-player supply
is one place per seat. This module only adapts that to the page's JSON:
  - `sees(key, seat)` is `observation.can_see`;
  - a log line is first read as the runtime gives it to that seat (`observation.redact`: a move
    between supplies the seat cannot see becomes its count; a move to or from a supply it sees
    names what moved, since the seat saw it then), and then, as a second guard for events of
    kinds the runtime does not know to redact, any component that now lies in a supply the seat
    cannot see, and nowhere it can, is named "a hidden component".
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.model.supply_keys import split_key
from teotl.runtime import observation
from teotl.server import core

HIDDEN_NAME = "a hidden component"


class Visibility:
    """One compiled rule set's visibility, asked per seat (None: a watcher, who sees only what all see)."""

    def __init__(self, ruleset: core.RuleSet, runtime: core.Runtime):
        self.runtime = runtime
        #: each supply's declared visibility (`all`, `owner`, `none`), as the runtime reads it
        self.rule: dict[str, str] = {name: spec.visible for name, spec in runtime.vocab.supplies.items()}

    @staticmethod
    def split(key: str) -> tuple[str, Optional[int]]:
        """`hand@2` → ("hand", 2); a shared supply's key → (key, None)."""
        return split_key(key)

    def sees(self, key: str, seat: Optional[int]) -> bool:
        return observation.can_see(self.runtime, key, seat)

    def hidden_components(self, state: core.GameState, seat: Optional[int]) -> set[str]:
        """Every component instance lying in a supply the seat cannot see, and nowhere it can:
        copies of one component in several players' supplies share their ids (each player's own
        pile of the same tiles), so an id in another player's hand may also be in the seat's own
        hand, on a grid or owned, and then the seat reads it."""
        hidden: set[str] = set()
        places = observation.hidden_places(self.runtime, state, seat)
        for key in places:
            hidden.update(state.supplies.get(key, ()))
        if not hidden:
            return hidden
        closed = set(places)
        for key, contents in state.supplies.items():
            if key not in closed:
                hidden.difference_update(contents)
        for grid in state.cells.values():
            for stack in grid.values():
                hidden.difference_update(layer[0] for layer in stack)
        for player in state.players:
            hidden.difference_update(player.owned)
        return hidden

    def redact(self, event: dict, hidden: set[str], seat: Optional[int] = None) -> dict:
        """The event as `seat` may read it: the runtime's redaction, then every component still
        hidden from the seat replaced by HIDDEN_NAME (the event itself is kept)."""
        event = observation.redact(self.runtime, event, seat)
        if not hidden:
            return event
        if isinstance(event.get("components"), list) and ("from" in event or "to" in event):
            return event   # a move: the runtime judged it by the places it went between, as it happened
        changed = None
        for field, value in event.items():
            if field in ("e", "p"):
                continue
            replaced = _replace(value, hidden.__contains__)
            if replaced is not value:
                changed = changed or dict(event)
                changed[field] = replaced
        return changed or event


def _replace(value: Any, hidden) -> Any:
    if isinstance(value, str):
        return HIDDEN_NAME if hidden(value) else value
    if isinstance(value, (list, tuple)):
        items = [_replace(item, hidden) for item in value]
        return type(value)(items) if any(a is not b for a, b in zip(items, value)) else value
    return value
