"""Who may see which supply, component and log line: the server's stand-in for the observation API.

TODO(observation API): `Runtime.observe(state, seat)` (docs/game-model.md, "Who sees what") is
being built; when it lands, `state_view` takes the observation from it and this module goes.
Until then the server decides from the rule data alone, and errs on the hidden side:
  - a supply declaring `visible: all | owner | none` in game.yaml is taken at its word;
  - a supply laid out in rows (`columns:`) or refilled from another (`refill SUPPLY …` in any
    effect: a display filled from a stack) is face up: everyone sees it;
  - a per-player supply is seen by its owner only;
  - every other supply is hidden: only its size is shown (its contents and order are not sent,
    not even in the JSON);
  - components owned by a player, on a space, or in no supply at all (boards, grids: the rules
    themselves) are public;
  - a log line naming a component that now lies in a supply the seat cannot see names "a hidden
    component" instead (a starting tile put back into a face-down pile, a card in another hand).
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.server import core

ALL, OWNER, NONE = "all", "owner", "none"
HIDDEN_NAME = "a hidden component"


class Visibility:
    def __init__(self, ruleset: core.RuleSet, runtime: core.Runtime):
        declared: dict[str, str] = {}
        for entry in ((ruleset.game or {}).get("vocabulary") or {}).get("supplies") or ():
            if isinstance(entry, dict) and entry.get("visible") in (ALL, OWNER, NONE):
                declared[str(entry["id"])] = entry["visible"]
        displays = {core.call_word(args[0]) for _, args in core.effect_calls(ruleset, "refill") if args}
        self.rule: dict[str, str] = {}
        for name, spec in runtime.vocab.supplies.items():
            if name in declared:
                self.rule[name] = declared[name]
            elif spec.columns > 0 or name in displays:
                self.rule[name] = ALL
            elif spec.per_player:
                self.rule[name] = OWNER
            else:
                self.rule[name] = NONE

    @staticmethod
    def split(key: str) -> tuple[str, Optional[int]]:
        """`hand@2` → ("hand", 2); a shared supply's key → (key, None)."""
        name, _, owner = key.partition("@")
        return (name, int(owner)) if owner.isdigit() else (key, None)

    def sees(self, key: str, seat: Optional[int]) -> bool:
        name, owner = self.split(key)
        rule = self.rule.get(name, NONE)
        if rule == ALL:
            return True
        if rule == OWNER:
            return seat is not None and owner == seat
        return False

    def hidden_components(self, state: core.GameState, seat: Optional[int]) -> set[str]:
        """Every component instance lying in a supply the seat cannot see."""
        hidden: set[str] = set()
        for key, contents in state.supplies.items():
            if contents and not self.sees(key, seat):
                hidden.update(contents)
        return hidden

    def redact(self, event: dict, hidden: set[str]) -> dict:
        """The event with every hidden component replaced by HIDDEN_NAME (the event itself is kept)."""
        if not hidden:
            return event
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
