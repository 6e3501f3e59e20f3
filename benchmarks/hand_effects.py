"""The benchmark's effects written by hand in plain Python: the 18 starting tiles and the 27 grid
cells of boards 2-4 (Forest, Stone Quarry, Gold Deposits) of the shipped rule set.

They run on the same engine as the compiled DSL (the same `GameState`, `Ctx`, `Decision`s and the
same driver answering them), so comparing the two measures what writing the effects in the DSL
costs, not the engine. Each function is what a programmer would write for that tile, with the
game's rules it touches (temple step rewards, the Alchemy trigger, discovery costs) coded in
Python too. They follow the rules as the rule files state them, for the situations the benchmark
prepares (no technology owned, so no technology trigger or modifier applies); `bench_engine.py`
checks once that both paths leave identical states.
"""
from __future__ import annotations

from teotl.model.decisions import Decision, Option, ask

RESOURCES = ("wood", "stone", "gold")
TEMPLES = ("blue", "red", "green")
TRACK_MAX = {"blue": 11, "red": 11, "green": 11, "avenue": 9, "pyramid": 9}
EXCLUSIVE = {"blue": 11, "red": 11, "green": 11}


# ---------------------------------------------------------------------------- the rules they touch
def gain_any_resource(ctx, n):
    have = ctx.state.players[ctx.player].counters
    for _ in range(n):
        chosen = yield from ask(ctx.player, "target", "gain which wood/stone/gold?",
                                [Option(m, f"gain 1 {m}", m) for m in RESOURCES])
        have[chosen] += 1


def discovery_cost(rt, cid):
    """A discovery tile's printed cost, read from its data: {resource: amount}."""
    cost = {}
    text = COSTS.get(cid, "")
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, amount = part.partition(" ")
        cost[name] = cost.get(name, 0) + int(amount or 1)
    return cost


COSTS: dict[str, str] = {}  # component id -> cost text, filled by `prepare` from the rule files' data


def can_claim(ctx, supply):
    stack = ctx.state.supplies.get(supply)
    if not stack:
        return False
    have = ctx.state.players[ctx.player].counters
    return all(have[name] >= need for name, need in discovery_cost(ctx.rt, stack[0]).items())


def claim(ctx, supply):
    if not can_claim(ctx, supply):
        return
    me = ctx.state.players[ctx.player]
    stack = ctx.state.supplies[supply]
    for name, need in discovery_cost(ctx.rt, stack[0]).items():
        me.counters[name] -= need
    me.owned.append(stack.pop(0))


def may_claim(ctx, supply):
    if not can_claim(ctx, supply):
        return
    answer = yield Decision(ctx.player, "may", (Option("yes", "claim", True), Option("no", "skip", False)),
                            f"may claim {supply}?")
    if answer:
        claim(ctx, supply)


def reward(ctx, track, step):
    have = ctx.state.players[ctx.player].counters
    if track == "blue":
        if step in (1, 2, 3):
            yield from gain_any_resource(ctx, 1)
        elif step == 4:
            options = [Option("1", "gain any resource", 1)] + \
                      ([Option("2", "claim blue4", 2)] if can_claim(ctx, "blue4") else [])
            if (yield from ask(ctx.player, "choose", "choose one", options)) == 1:
                yield from gain_any_resource(ctx, 1)
            else:
                claim(ctx, "blue4")
        elif step in (5, 6, 8):
            yield from gain_any_resource(ctx, 2)
        else:
            have["vp"] += {7: 2, 9: 4, 10: 0, 11: 6}[step]
    elif track == "red":
        if step == 5:
            options = [Option("1", "gain vp 2", 1)] + ([Option("2", "claim red5", 2)] if can_claim(ctx, "red5") else [])
            if (yield from ask(ctx.player, "choose", "choose one", options)) == 1:
                have["vp"] += 2
            else:
                claim(ctx, "red5")
        else:
            have["vp"] += {1: 1, 2: 1, 3: 2, 4: 2, 6: 3, 7: 3, 8: 4, 9: 5, 10: 0, 11: 7}[step]
    elif track == "green":
        if step in (3, 6):
            stack = "green3" if step == 3 else "green6"
            amount = 1 if step == 3 else 2
            options = [Option("1", f"gain cocoa {amount}", 1)] + \
                      ([Option("2", f"claim {stack}", 2)] if can_claim(ctx, stack) else [])
            if (yield from ask(ctx.player, "choose", "choose one", options)) == 1:
                have["cocoa"] += amount
            else:
                claim(ctx, stack)
        else:
            have["cocoa"] += {1: 1, 2: 1, 4: 2, 5: 2, 7: 3, 8: 3, 9: 4, 10: 0, 11: 5}[step]
    elif track == "avenue" and step in (3, 6, 8):
        yield from may_claim(ctx, f"avenue{step}")


def can_advance(ctx, track):
    step = ctx.state.players[ctx.player].tracks[track] + 1
    if step > TRACK_MAX[track]:
        return False
    if EXCLUSIVE.get(track) == step:
        return not any(p.tracks[track] >= step for p in ctx.state.players if p.index != ctx.player)
    return True


def advance(ctx, track):
    if can_advance(ctx, track):
        tracks = ctx.state.players[ctx.player].tracks
        tracks[track] += 1
        yield from reward(ctx, track, tracks[track])


def advance_any_temple(ctx):
    candidates = [t for t in TEMPLES if can_advance(ctx, t)]
    if not candidates:
        return
    track = yield from ask(ctx.player, "target", "advance on which track?",
                           [Option(t, f"advance {t}", t) for t in candidates])
    yield from advance(ctx, track)


def acquire_lowest_technology(ctx):
    """Alchemy's offer, the lowest-numbered tile not owned, free; then the Alchemy trigger: the
    temple of the tile's column."""
    me = ctx.state.players[ctx.player]
    components = ctx.rt.components
    found = [(slot, cid) for slot, cid in enumerate(ctx.state.supplies.get("technology_offer", ()))
             if cid not in me.owned]
    if not found:
        return
    slot, cid = min(found, key=lambda item: components[item[1]].number)
    me.owned.append(cid)
    me.fresh.add(cid)
    yield from advance(ctx, TEMPLES[slot % 3])


def power_up_unlocked(ctx):
    pieces = [p for p in ctx.state.pieces if p.owner == ctx.player and p.kind == "worker" and not p.locked]
    if not pieces:
        return
    piece = yield from ask(ctx.player, "piece", "upgrade which worker?",
                           [Option(f"p{p.pid}", f"worker {p.pid}", p) for p in pieces])
    piece.level += 1
    if piece.level >= 6:
        raise NotImplementedError("ascension is not part of the benchmark")


# ---------------------------------------------------------------------------- starting tiles
def st_00(ctx):
    have = ctx.state.players[ctx.player].counters
    have["cocoa"] += 3
    have["wood"] += 5
    return
    yield


def st_01(ctx):
    have = ctx.state.players[ctx.player].counters
    have["cocoa"] += 3
    have["wood"] += 2
    have["stone"] += 3
    return
    yield


def st_02(ctx):
    have = ctx.state.players[ctx.player].counters
    have["wood"] += 1
    have["stone"] += 2
    have["gold"] += 3
    return
    yield


def st_03(ctx):
    have = ctx.state.players[ctx.player].counters
    have["cocoa"] += 2
    have["gold"] += 3
    yield from may_claim(ctx, "discovery")


def st_04(ctx):
    have = ctx.state.players[ctx.player].counters
    have["wood"] += 1
    have["stone"] += 2
    yield from advance(ctx, "avenue")


def st_05(ctx):
    have = ctx.state.players[ctx.player].counters
    have["stone"] += 2
    have["gold"] += 3
    yield from advance(ctx, "green")


def st_06(ctx):
    yield from gain_any_resource(ctx, 2)
    yield from acquire_lowest_technology(ctx)


def st_07(ctx):
    have = ctx.state.players[ctx.player].counters
    have["gold"] += 2
    yield from acquire_lowest_technology(ctx)


def st_08(ctx):
    have = ctx.state.players[ctx.player].counters
    have["wood"] += 3
    have["gold"] += 2
    yield from power_up_unlocked(ctx)


def st_09(ctx):
    have = ctx.state.players[ctx.player].counters
    have["cocoa"] += 5
    have["gold"] += 2
    yield from advance(ctx, "red")


def st_10(ctx):
    have = ctx.state.players[ctx.player].counters
    have["cocoa"] += 2
    have["stone"] += 4
    yield from advance(ctx, "blue")


def st_11(ctx):
    yield from advance(ctx, "red")
    yield from advance(ctx, "green")
    yield from advance(ctx, "blue")


def st_12(ctx):
    have = ctx.state.players[ctx.player].counters
    have["cocoa"] += 2
    have["wood"] += 3
    yield from advance(ctx, "avenue")


def st_13(ctx):
    have = ctx.state.players[ctx.player].counters
    have["stone"] += 3
    have["gold"] += 1
    yield from may_claim(ctx, "discovery")


def st_14(ctx):
    have = ctx.state.players[ctx.player].counters
    have["wood"] += 4
    have["stone"] += 1
    yield from advance(ctx, "blue")


def st_15(ctx):
    have = ctx.state.players[ctx.player].counters
    have["cocoa"] += 5
    yield from advance(ctx, "green")
    yield from power_up_unlocked(ctx)


def st_16(ctx):
    have = ctx.state.players[ctx.player].counters
    have["cocoa"] += 5
    yield from advance(ctx, "red")
    yield from power_up_unlocked(ctx)


def st_17(ctx):
    yield from advance(ctx, "red")
    yield from gain_any_resource(ctx, 2)
    yield from advance(ctx, "blue")


# ---------------------------------------------------------------------------- grid cells (boards 2-4)
def forest_1_1(ctx):
    have = ctx.state.players[ctx.player].counters
    have["cocoa"] += 1
    return
    yield


def forest_1_2__3(ctx):
    have = ctx.state.players[ctx.player].counters
    have["wood"] += 1
    return
    yield


def forest_1_4__5(ctx):
    have = ctx.state.players[ctx.player].counters
    have["wood"] += 2
    return
    yield


def forest_2_1(ctx):
    have = ctx.state.players[ctx.player].counters
    have["wood"] += 1
    return
    yield


def forest_2_2__3(ctx):
    have = ctx.state.players[ctx.player].counters
    have["wood"] += 2
    return
    yield


def forest_2_4__5(ctx):
    have = ctx.state.players[ctx.player].counters
    have["wood"] += 3
    have["cocoa"] += 2
    return
    yield


def forest_3_1(ctx):
    have = ctx.state.players[ctx.player].counters
    have["wood"] += 2
    have["cocoa"] += 1
    return
    yield


def forest_3_2__3(ctx):
    have = ctx.state.players[ctx.player].counters
    have["wood"] += 3
    have["cocoa"] += 3
    return
    yield


def forest_3_4__5(ctx):
    have = ctx.state.players[ctx.player].counters
    have["wood"] += 4
    have["cocoa"] += 5
    return
    yield


def stone_quarry_1_1(ctx):
    have = ctx.state.players[ctx.player].counters
    have["vp"] += 1
    return
    yield


def stone_quarry_1_2__3(ctx):
    have = ctx.state.players[ctx.player].counters
    have["stone"] += 1
    return
    yield


def stone_quarry_1_4__5(ctx):
    have = ctx.state.players[ctx.player].counters
    have["stone"] += 2
    return
    yield


def stone_quarry_2_1(ctx):
    have = ctx.state.players[ctx.player].counters
    have["stone"] += 1
    return
    yield


def stone_quarry_2_2__3(ctx):
    have = ctx.state.players[ctx.player].counters
    have["stone"] += 2
    return
    yield


def stone_quarry_2_4__5(ctx):
    have = ctx.state.players[ctx.player].counters
    have["stone"] += 3
    have["vp"] += 2
    return
    yield


def stone_quarry_3_1(ctx):
    have = ctx.state.players[ctx.player].counters
    have["stone"] += 2
    have["vp"] += 1
    return
    yield


def stone_quarry_3_2__3(ctx):
    have = ctx.state.players[ctx.player].counters
    have["stone"] += 3
    have["vp"] += 3
    return
    yield


def stone_quarry_3_4__5(ctx):
    have = ctx.state.players[ctx.player].counters
    have["stone"] += 4
    have["vp"] += 5
    return
    yield


def gold_deposits_1_1(ctx):
    have = ctx.state.players[ctx.player].counters
    have["vp"] += 1
    return
    yield


def gold_deposits_1_2__3(ctx):
    have = ctx.state.players[ctx.player].counters
    have["gold"] += 1
    return
    yield


def gold_deposits_1_4__5(ctx):
    have = ctx.state.players[ctx.player].counters
    have["gold"] += 2
    return
    yield


def gold_deposits_2_1(ctx):
    have = ctx.state.players[ctx.player].counters
    have["gold"] += 1
    return
    yield


def gold_deposits_2_2__3(ctx):
    have = ctx.state.players[ctx.player].counters
    have["gold"] += 2
    return
    yield


def gold_deposits_2_4__5(ctx):
    have = ctx.state.players[ctx.player].counters
    have["gold"] += 3
    have["vp"] += 2
    return
    yield


def gold_deposits_3_1(ctx):
    have = ctx.state.players[ctx.player].counters
    have["gold"] += 2
    have["cocoa"] += 1
    return
    yield


def gold_deposits_3_2__3(ctx):
    ctx.state.players[ctx.player].counters["gold"] += 3
    yield from advance_any_temple(ctx)


def gold_deposits_3_4__5(ctx):
    ctx.state.players[ctx.player].counters["gold"] += 4
    for _ in range(2):
        if any(can_advance(ctx, t) for t in TEMPLES):
            yield from advance_any_temple(ctx)



HAND = {
    ("st-00", "effect"): st_00,
    ("st-01", "effect"): st_01,
    ("st-02", "effect"): st_02,
    ("st-03", "effect"): st_03,
    ("st-04", "effect"): st_04,
    ("st-05", "effect"): st_05,
    ("st-06", "effect"): st_06,
    ("st-07", "effect"): st_07,
    ("st-08", "effect"): st_08,
    ("st-09", "effect"): st_09,
    ("st-10", "effect"): st_10,
    ("st-11", "effect"): st_11,
    ("st-12", "effect"): st_12,
    ("st-13", "effect"): st_13,
    ("st-14", "effect"): st_14,
    ("st-15", "effect"): st_15,
    ("st-16", "effect"): st_16,
    ("st-17", "effect"): st_17,
    ('forest', 'grid.1.1'): forest_1_1,
    ('forest', 'grid.1.2..3'): forest_1_2__3,
    ('forest', 'grid.1.4..5'): forest_1_4__5,
    ('forest', 'grid.2.1'): forest_2_1,
    ('forest', 'grid.2.2..3'): forest_2_2__3,
    ('forest', 'grid.2.4..5'): forest_2_4__5,
    ('forest', 'grid.3.1'): forest_3_1,
    ('forest', 'grid.3.2..3'): forest_3_2__3,
    ('forest', 'grid.3.4..5'): forest_3_4__5,
    ('stone_quarry', 'grid.1.1'): stone_quarry_1_1,
    ('stone_quarry', 'grid.1.2..3'): stone_quarry_1_2__3,
    ('stone_quarry', 'grid.1.4..5'): stone_quarry_1_4__5,
    ('stone_quarry', 'grid.2.1'): stone_quarry_2_1,
    ('stone_quarry', 'grid.2.2..3'): stone_quarry_2_2__3,
    ('stone_quarry', 'grid.2.4..5'): stone_quarry_2_4__5,
    ('stone_quarry', 'grid.3.1'): stone_quarry_3_1,
    ('stone_quarry', 'grid.3.2..3'): stone_quarry_3_2__3,
    ('stone_quarry', 'grid.3.4..5'): stone_quarry_3_4__5,
    ('gold_deposits', 'grid.1.1'): gold_deposits_1_1,
    ('gold_deposits', 'grid.1.2..3'): gold_deposits_1_2__3,
    ('gold_deposits', 'grid.1.4..5'): gold_deposits_1_4__5,
    ('gold_deposits', 'grid.2.1'): gold_deposits_2_1,
    ('gold_deposits', 'grid.2.2..3'): gold_deposits_2_2__3,
    ('gold_deposits', 'grid.2.4..5'): gold_deposits_2_4__5,
    ('gold_deposits', 'grid.3.1'): gold_deposits_3_1,
    ('gold_deposits', 'grid.3.2..3'): gold_deposits_3_2__3,
    ('gold_deposits', 'grid.3.4..5'): gold_deposits_3_4__5,
}

def prepare(ruleset) -> None:
    """Read the discovery tiles' printed costs from the rule files (data, as a hand-written engine
    would load it)."""
    COSTS.clear()
    for cid, component in ruleset.components.items():
        cost = getattr(component, "cost", None)
        if isinstance(cost, str):
            COSTS[cid] = cost
