"""How the decisions and log events of `build`, `attach` and `preplace` (teotl.primitives.placement)
read to a player: which tile, which slot at what cost, which rotation with its matches, which spot.
Kept beside placement.py (one primitive family, its words in their own file for length)."""
from __future__ import annotations

from teotl.language.registry import renders
from teotl.primitives.grids import tile_quadrants

def _icons(n, icons) -> str:
    return n.msg("option-icons", icons=" ".join(str(i) for i in icons))


def _matches(n, matches: int, words) -> str:
    """"2 matches, +1 the blue track": the coloured matches by the grid's `legend` words (a track's
    id reads as the track)."""
    text = n.msg("option-matches", count=matches)
    steps = [n.msg("option-track-plus", track=n.track(t)) for t in words]
    return n.join([text] + steps, "details") if steps else text


@renders("prompt", "discount")
def _prompt_discount(n, decision, about):
    return n.msg("ask-discount")


@renders("option", "discount")
def _option_discount(n, decision, option, about):
    return n.msg("option-less", amount=n.amount_of(option.value, 1))


@renders("prompt", "tile")
def _prompt_tile(n, decision, about):
    return n.msg(f"ask-tile-{about[1]}", supply=n.supply(about[2]))


@renders("option", "tile")
def _option_tile(n, decision, option, about):
    rt, tile = n.runtime, option.value
    icons = (rt.components[tile].data.get("icons") or ()) if about[3] == "icons" else tile_quadrants(rt, tile)
    return n.label(n.component(tile)) + " " + _icons(n, icons)


@renders("prompt", "slot")
def _prompt_slot(n, decision, about):
    return n.msg("ask-slot", grid=n.component(about[1]))


@renders("option", "slot")
def _option_slot(n, decision, option, about):
    level, cost = about[2][option.value]
    paid = [(name, amount) for name, amount in cost.items() if amount]
    return n.msg("option-slot", slot=option.value, level=level, cost=n.amounts_of(paid) if paid else "",
                 paid="yes" if paid else "no")


@renders("prompt", "rotation")
def _prompt_rotation(n, decision, about):
    return n.msg("ask-rotation", tile=n.component(about[1]))


@renders("option", "rotation")
def _option_rotation(n, decision, option, about):
    turned, covered, matches, tracks = about[2][option.value]
    return n.msg("option-rotation", turns=option.value, icons=_icons(n, turned), covered=_icons(n, covered),
                 matches=_matches(n, matches, tracks))


@renders("prompt", "grid-spot")
def _prompt_grid_spot(n, decision, about):
    return n.msg("ask-grid-spot", tile=n.component(about[1]))


@renders("option", "grid-spot")
def _option_grid_spot(n, decision, option, about):
    side, level, covered, matches, tracks = about[2][option.value]
    return n.msg("option-grid-spot", side=n.term(f"side-{side}", 1, str(side)), level=level,
                 covered=_icons(n, covered), matches=_matches(n, matches, tracks))


@renders("prompt", "build-more")
def _prompt_build_more(n, decision, about):
    return n.msg("ask-build-more", built=about[1], most=about[2])


@renders("event", "build")
def _event_build(n, e):
    return n.msg("event-build", who=n.who(e), tile=n.component(e["tile"]), grid=n.component(e["grid"]),
                 level=e.get("level", 0), matches=e.get("matches", 0))


@renders("event", "attach")
def _event_attach(n, e):
    return n.msg("event-attach", who=n.who(e), tile=n.component(e["tile"]), grid=n.component(e["grid"]),
                 matches=e.get("matches", 0))


@renders("event", "preplace")
def _event_preplace(n, e):
    return n.msg("event-preplace", tile=n.component(e["tile"]), grid=n.component(e["grid"]))


@renders("event", "discount")
def _event_discount(n, e):
    return n.msg("event-discount", who=n.who(e), amount=n.amount_of(e["resource"], e["amount"]))
