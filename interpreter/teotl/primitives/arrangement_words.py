"""How the log events of arrangements (teotl.primitives.arrangement: `activate`, `reorder`, `show`,
`flip`) read to a player: positions by their catalogue names, components by theirs. Beside
arrangement.py for length."""
from __future__ import annotations

from teotl.language.registry import renders


def _position(n, position: str):
    return n.term(f"position-{position}", 1, n.humanise(position))


def _named(n, name: str):
    """A component of a layout event: its noun. The event lists ids; a log saved before it did
    lists rule-file names, found back when only one component bears the name."""
    if name in n.components:
        return n.cat.noun(n.component(name))
    if "named" not in n.memo:
        found: dict = {}
        for cid, info in n.components.items():
            if info.name:
                found.setdefault(str(info.name), []).append(cid)
        n.memo["named"] = {text: ids[0] for text, ids in found.items() if len(ids) == 1}
    cid = n.memo["named"].get(name)
    return n.cat.noun(n.component(cid)) if cid else name


@renders("event", "activate")
def _event_activate(n, e):
    return n.msg("event-activate", who=n.who(e), component=n.component(e.get("component") or e["name"]),
                 position=_position(n, e["position"]), arrangement=n.component(e["arrangement"]))


@renders("event", "reorder")
def _event_reorder(n, e):
    shifts = [n.msg("event-reorder-shift", source=_position(n, a), target=_position(n, b)) for a, b in e["shifts"]]
    if not shifts:
        return None
    return n.msg("event-reorder", arrangement=n.component(e["arrangement"]), shifts=n.join(shifts))


@renders("event", "layout")
def _event_layout(n, e):
    parts = [n.msg("event-layout-place", position=_position(n, position), component=_named(n, name))
             for position, name in e["layout"] if name != "-"]
    sides = [n.cat.noun(n.term(f"side-{side}", 1, n.humanise(side))) for side in e.get("directions") or ()]
    text = n.msg("event-layout", arrangement=n.component(e["arrangement"]), places=n.join(parts))
    return n.msg("event-layout-directions", layout=text, sides=n.join(sides)) if sides else text


@renders("event", "flip")
def _event_flip(n, e):
    if e.get("hidden") or "component" not in e:
        return n.msg("event-flip-hidden", supply=n.supply(e["supply"]))
    return n.msg("event-flip", component=n.component(e["component"]), now=n.component(e["now"]))
