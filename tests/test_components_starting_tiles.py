"""Starting tiles (facts sheet §10; bonus order §2.3; free technology §2.4; temple step rewards §7.1).

Every expected value below was written by hand from the sheet, not from the rule file:
a temple step from a starting tile gives that step's normal reward (§2.3 "Temple steps give their
normal rewards"): red step 1 = 1 VP, green step 1 = 1 cocoa, blue step 1 = 1 resource of choice
(§7.1); Avenue step 1 gives nothing (§12.1: only steps 3, 6, 8). The free technology is the
lowest-numbered one on the Alchemy board, with the temple step of its column (left blue, centre
red, right green; §2.4, §5.3, ruling R6). Discovery bonus: the tile drawn from the stack may be
claimed paying its printed cost (§10, §2.3) — the stack's top is disc-36 ("4 cocoa", cost 1 gold, §9).
"""
from __future__ import annotations

import pytest

from base_rules import Script, add_worker, base_runtime, expect, new_state, run_effect, snapshot

# §2.2 / BGA random setup: top row 3 of Nr01/03/05/07, bottom row 3 of Nr09..17, each row sorted.
OFFER = ["tech-01", "tech-03", "tech-05", "tech-09", "tech-11", "tech-13"]
STACK = ["disc-36", "disc-17"]  # disc-36: 4 cocoa, cost 1 gold; disc-17: 4 VP, cost 1 wood (§9)

# §10, transcribed: tile → its two boards
SHEET_BOARDS = {
    "st-00": [3, 5], "st-01": [3, 8], "st-02": [2, 6], "st-03": [4, 8], "st-04": [2, 7], "st-05": [3, 4],
    "st-06": [5, 8], "st-07": [4, 5], "st-08": [2, 4], "st-09": [1, 4], "st-10": [6, 7], "st-11": [5, 6],
    "st-12": [1, 2], "st-13": [3, 7], "st-14": [2, 3], "st-15": [6, 8], "st-16": [7, 8], "st-17": [5, 7],
}

# tile: (scripted answers for Script, counters gained, tracks reached, owned, power-up on the worker of the
# tile's first board?, discovery stack left).  "pu" in the script = that worker.
CASES = {
    # 3 cocoa, 5 wood
    "st-00": ({}, {"cocoa": 3, "wood": 5}, {}, [], False, STACK),
    # 3 cocoa, 2 wood, 3 stone
    "st-01": ({}, {"cocoa": 3, "wood": 2, "stone": 3}, {}, [], False, STACK),
    # 1 wood, 2 stone, 3 gold
    "st-02": ({}, {"wood": 1, "stone": 2, "gold": 3}, {}, [], False, STACK),
    # 2 cocoa, 3 gold; claims disc-36 paying 1 gold
    "st-03": (dict(may=[True]), {"cocoa": 2, "gold": 3 - 1}, {}, ["disc-36"], False, ["disc-17"]),
    # Avenue +1, 1 wood, 2 stone
    "st-04": ({}, {"wood": 1, "stone": 2}, {"avenue": 1}, [], False, STACK),
    # green +1 (1 cocoa), 2 stone, 3 gold
    "st-05": ({}, {"stone": 2, "gold": 3, "cocoa": 1}, {"green": 1}, [], False, STACK),
    # free Nr01 (column 1 → blue +1 → 1 resource: gold), any 2 resources (wood, stone)
    "st-06": (dict(resources=["wood", "stone", "gold"]), {"wood": 1, "stone": 1, "gold": 1},
              {"blue": 1}, ["tech-01"], False, STACK),
    # free Nr01 (blue +1 → 1 resource: wood), 2 gold
    "st-07": (dict(resources=["wood"]), {"gold": 2, "wood": 1}, {"blue": 1}, ["tech-01"], False, STACK),
    # 1 power-up on a starting worker, 3 wood, 2 gold
    "st-08": (dict(pieces=["pu"]), {"wood": 3, "gold": 2}, {}, [], True, STACK),
    # red +1 (1 VP), 5 cocoa, 2 gold
    "st-09": ({}, {"cocoa": 5, "gold": 2, "vp": 1}, {"red": 1}, [], False, STACK),
    # blue +1 (1 resource: gold), 2 cocoa, 4 stone
    "st-10": (dict(resources=["gold"]), {"cocoa": 2, "stone": 4, "gold": 1}, {"blue": 1}, [], False, STACK),
    # blue +1 (wood), red +1 (1 VP), green +1 (1 cocoa)
    "st-11": (dict(resources=["wood"]), {"wood": 1, "vp": 1, "cocoa": 1},
              {"blue": 1, "red": 1, "green": 1}, [], False, STACK),
    # Avenue +1, 2 cocoa, 3 wood
    "st-12": ({}, {"cocoa": 2, "wood": 3}, {"avenue": 1}, [], False, STACK),
    # 3 stone, 1 gold; claims disc-36 paying 1 gold
    "st-13": (dict(may=[True]), {"stone": 3}, {}, ["disc-36"], False, ["disc-17"]),
    # blue +1 (stone), 4 wood, 1 stone
    "st-14": (dict(resources=["stone"]), {"wood": 4, "stone": 2}, {"blue": 1}, [], False, STACK),
    # green +1 (1 cocoa), 1 power-up, 5 cocoa
    "st-15": (dict(pieces=["pu"]), {"cocoa": 6}, {"green": 1}, [], True, STACK),
    # red +1 (1 VP), 1 power-up, 5 cocoa
    "st-16": (dict(pieces=["pu"]), {"cocoa": 5, "vp": 1}, {"red": 1}, [], True, STACK),
    # blue +1 (1 resource), red +1 (1 VP), any 2 resources: gold, gold, wood in any order
    "st-17": (dict(resources=["gold", "gold", "wood"]), {"gold": 2, "wood": 1, "vp": 1},
              {"blue": 1, "red": 1}, [], False, STACK),
}


def fresh(tile: str):
    """One player, 3 workers at power 1: on the tile's two boards and a third board (§2.3)."""
    state = new_state(1)
    boards = SHEET_BOARDS[tile]
    third = min(n for n in range(1, 9) if n not in boards)
    workers = [add_worker(state, 0, n, 1) for n in (*boards, third)]
    state.supplies["technology_offer"] = list(OFFER)
    state.supplies["discovery"] = list(STACK)
    return state, workers


def test_every_starting_tile_has_a_case():
    tiles = sorted(cid for cid, info in base_runtime().components.items() if info.type == "starting_tile")
    assert tiles == sorted(CASES) == sorted(SHEET_BOARDS)


@pytest.mark.parametrize("tile", sorted(SHEET_BOARDS))
def test_starting_tile_boards(tile):
    assert list(base_runtime().components[tile].data["boards"]) == SHEET_BOARDS[tile]


@pytest.mark.parametrize("tile", sorted(CASES))
def test_starting_tile_bonus(tile):
    answers, counters, tracks, owned, power_up, stack_left = CASES[tile]
    state, workers = fresh(tile)
    script = Script(**{**answers, "pieces": [workers[0] for p in answers.get("pieces", ()) if p == "pu"]})
    before = snapshot(state)
    run_effect(state, tile, script=script)
    boards = SHEET_BOARDS[tile]
    third = min(n for n in range(1, 9) if n not in boards)
    levels = [2 if power_up else 1, 1, 1]
    assert snapshot(state) == expect(before, counters=counters, tracks=tracks, owned=owned,
                                     workers=[(n, level, False) for n, level in zip((*boards, third), levels)])
    assert state.supplies["discovery"] == stack_left
    assert state.supplies["technology_offer"] == OFFER  # a marker is placed; the tile stays


@pytest.mark.parametrize("tile, gains", [("st-03", {"cocoa": 2, "gold": 3}), ("st-13", {"stone": 3, "gold": 1})])
def test_discovery_bonus_may_be_declined(tile, gains):
    state, _ = fresh(tile)
    before = snapshot(state)
    run_effect(state, tile, script=Script(may=[False]))
    assert snapshot(state) == expect(before, counters=gains)
    assert state.supplies["discovery"] == STACK


@pytest.mark.parametrize("tile, gains", [("st-03", {"cocoa": 2, "gold": 3}), ("st-13", {"stone": 3, "gold": 1})])
def test_discovery_bonus_not_offered_when_its_cost_cannot_be_paid(tile, gains):
    """The shown tile is disc-05 (mask type 4, cost 1 wood): neither tile gives wood."""
    state, _ = fresh(tile)
    state.supplies["discovery"] = ["disc-05"]
    before = snapshot(state)
    run_effect(state, tile)  # no decision at all
    assert snapshot(state) == expect(before, counters=gains)
    assert state.supplies["discovery"] == ["disc-05"]


@pytest.mark.parametrize("tile, fixed", [("st-06", {}), ("st-07", {"gold": 2})])
def test_free_technology_is_the_lowest_numbered_in_play_and_its_column_temple(tile, fixed):
    """Nr01 absent; Nr03 lies in the centre column (red): red step 1 = 1 VP. Free: no gold needed."""
    state, _ = fresh(tile)
    state.supplies["technology_offer"] = ["tech-05", "tech-03", "tech-07", "tech-09", "tech-15", "tech-17"]
    script = Script(resources=["stone", "stone"] if tile == "st-06" else [])
    before = snapshot(state)
    run_effect(state, tile, script=script)
    gains = dict(fixed, vp=1, **({"stone": 2} if tile == "st-06" else {}))
    assert snapshot(state) == expect(before, counters=gains, tracks={"red": 1}, owned=["tech-03"])
