"""The benchmark's effects written by hand in plain Python: the 18 starting tiles and the 27 grid
cells of boards 2-4 (Forest, Stone Quarry, Gold Deposits) of the shipped rule set.

Each is what a programmer would write for that tile, on the shared hand-written rules of
`hand_rules.py` (temple rewards, the Alchemy trigger, printed costs read once). An effect that
asks nothing does its work and returns `DONE` (no generator); one that may ask is a generator.
They follow the rules as the rule files state them, for the situations the benchmark prepares
(no technology or royal tile in scope); `tests/test_hand_effects_equivalence.py` checks that
both sides ask the same questions and leave the same states.
"""
from __future__ import annotations

from typing import Any, Callable, Iterator

from hand_rules import (DONE, MAY_CLAIM, TEMPLES, Unsupported, advance, advance_any_temple, can_advance,
                        claim, can_claim, gain_any, no_owned_listener, upgrade)


def _gains(**amounts: int) -> Callable[[Any], Iterator]:
    """An effect that only gains fixed amounts, written out (`exec`, as one would type it)."""
    body = "".join(f"    have[{name!r}] += {n}\n" for name, n in amounts.items())
    source = f"def effect(ctx):\n    have = ctx.state.players[ctx.player].counters\n{body}    return DONE\n"
    namespace = {"DONE": DONE}
    exec(source, namespace)
    return namespace["effect"]


def _then(first: Callable, second: Callable) -> Callable[[Any], Iterator]:
    def effect(ctx):
        first(ctx)
        return second(ctx)
    return effect


def _counters(ctx) -> dict:
    return ctx.state.players[ctx.player].counters


def may_claim_discovery(ctx) -> Iterator:
    state, player = ctx.state, ctx.player
    me = state.players[player]
    if can_claim(state, me.counters, "discovery") and (yield MAY_CLAIM["discovery"][player]):
        claim(state, me, "discovery")


def acquire_lowest_technology(ctx) -> Iterator:
    """`acquire technology_offer lowest free`, then the Alchemy trigger: the temple of the
    tile's column."""
    state, player = ctx.state, ctx.player
    me = state.players[player]
    number = ctx.rt.component_number
    best = None
    for slot, cid in enumerate(state.supplies.get("technology_offer", ())):
        if cid not in me.owned and (best is None or number(cid) < number(best[1])):
            best = (slot, cid)
    if best is None:
        return DONE
    slot, cid = best
    me.owned.append(cid)
    me.fresh.add(cid)
    no_owned_listener(me, "acquire")
    return advance(state, player, TEMPLES[slot % 3])


def track(name: str) -> Callable[[Any], Iterator]:
    return lambda ctx: advance(ctx.state, ctx.player, name)


def power_up_unlocked(ctx) -> Iterator:
    return upgrade(ctx.state, ctx.player, 1)


def chain(*steps: Callable) -> Callable[[Any], Iterator]:
    """Steps in order, each run completely (a generator only because some of them ask)."""
    def effect(ctx):
        for step in steps:
            yield from step(ctx)
    return effect


def any_resources(n: int) -> Callable[[Any], Iterator]:
    return lambda ctx: gain_any(ctx.player, _counters(ctx), n)


# ---------------------------------------------------------------------------- starting tiles
st_00 = _gains(cocoa=3, wood=5)
st_01 = _gains(cocoa=3, wood=2, stone=3)
st_02 = _gains(wood=1, stone=2, gold=3)
st_03 = _then(_gains(cocoa=2, gold=3), may_claim_discovery)
st_04 = _then(_gains(wood=1, stone=2), track("avenue"))
st_05 = _then(_gains(stone=2, gold=3), track("green"))
st_06 = chain(any_resources(2), acquire_lowest_technology)
st_07 = _then(_gains(gold=2), acquire_lowest_technology)
st_08 = _then(_gains(wood=3, gold=2), power_up_unlocked)
st_09 = _then(_gains(cocoa=5, gold=2), track("red"))
st_10 = _then(_gains(cocoa=2, stone=4), track("blue"))
st_11 = chain(track("red"), track("green"), track("blue"))
st_12 = _then(_gains(cocoa=2, wood=3), track("avenue"))
st_13 = _then(_gains(stone=3, gold=1), may_claim_discovery)
st_14 = _then(_gains(wood=4, stone=1), track("blue"))
st_15 = _then(_gains(cocoa=5), chain(track("green"), power_up_unlocked))
st_16 = _then(_gains(cocoa=5), chain(track("red"), power_up_unlocked))
st_17 = chain(track("red"), any_resources(2), track("blue"))


# ---------------------------------------------------------------------------- grid cells (boards 2-4)
def gold_deposits_3_2__3(ctx) -> Iterator:
    ctx.state.players[ctx.player].counters["gold"] += 3
    return advance_any_temple(ctx.state, ctx.player)


def gold_deposits_3_4__5(ctx) -> Iterator:
    state, player = ctx.state, ctx.player
    state.players[player].counters["gold"] += 4
    for _ in range(2):  # `repeat 2: advance any temple`: a round is run when it can be
        for t in TEMPLES:
            if can_advance(state, player, t):
                yield from advance_any_temple(state, player)
                break


GRID: dict[str, tuple[tuple[Callable, Callable, Callable], ...]] = {
    # board -> rows (workers 1, 2, 3) -> columns (power 1, 2..3, 4..5)
    "forest": ((_gains(cocoa=1), _gains(wood=1), _gains(wood=2)),
               (_gains(wood=1), _gains(wood=2), _gains(wood=3, cocoa=2)),
               (_gains(wood=2, cocoa=1), _gains(wood=3, cocoa=3), _gains(wood=4, cocoa=5))),
    "stone_quarry": ((_gains(vp=1), _gains(stone=1), _gains(stone=2)),
                     (_gains(stone=1), _gains(stone=2), _gains(stone=3, vp=2)),
                     (_gains(stone=2, vp=1), _gains(stone=3, vp=3), _gains(stone=4, vp=5))),
    "gold_deposits": ((_gains(vp=1), _gains(gold=1), _gains(gold=2)),
                      (_gains(gold=1), _gains(gold=2), _gains(gold=3, vp=2)),
                      (_gains(gold=2, cocoa=1), gold_deposits_3_2__3, gold_deposits_3_4__5)),
}
COLUMN_KEYS = ("1", "2..3", "4..5")
COLUMN_OF_POWER = (None, 0, 1, 1, 2, 2)  # power 1..5 -> column index


HAND: dict[tuple[str, str], Callable[[Any], Iterator]] = {
    **{(f"st-{n:02d}", "effect"): globals()[f"st_{n:02d}"] for n in range(18)},
    **{(board, f"table.{row + 1}.{COLUMN_KEYS[column]}"): cells[column]
       for board, rows in GRID.items() for row, cells in enumerate(rows) for column in range(3)},
}

__all__ = ["HAND", "GRID", "COLUMN_OF_POWER", "Unsupported"]
