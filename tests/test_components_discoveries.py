"""Discovery tiles (facts sheet §9; mask scoring §13.4; claiming at Avenue steps §12.1).

The sheet's §9 table, transcribed by hand (BGA ids → cost, effect):

| ids | cost | effect |
| 0 | 2 cocoa + 1 gold | mask type 1 |        | 24-26 | 1 cocoa | +1 Avenue |
| 1-2 | 1 cocoa + 1 wood | mask type 2 |      | 27-29 | 1 cocoa | +1 any temple |
| 3-4 | 1 cocoa + 1 wood | mask type 3 |      | 30-31 / 32-33 / 34-35 | free | +1 blue / red / green |
| 5-7, 8-10, 11-13, 14-16 | 1 wood | masks 4, 5, 6, 7 | | 36-38 | 1 gold | 4 cocoa (also at salary) |
| 17-19 | 1 wood | 4 VP |                   | 39-41 | 1 cocoa | 2 power-ups, unlocked workers |
| 20-21 | 1 cocoa | 3 resources of choice |  | 42-44 | free | double move |
| 22-23 | free | 2 resources of choice |      | 45-47 | free | free cocoa (also at salary) |
|       |      |                        |      | 48-50 / 51-53 | free | move anywhere / extra worker |

Claiming (cost): the tile lies on the Avenue step-3 stack; the player reaches step 3 holding
exactly the printed cost, claims it and is left with nothing; with one unit of any part of the
cost missing the claim is not offered. Effects: the owner uses the tile (its effect runs once);
temple steps give that step's reward (§7.1: blue 1 = 1 resource, red 1 = 1 VP, green 1 = 1 cocoa).
Masks have no effect; they carry their type for the Eclipse sets.
"""
from __future__ import annotations

import pytest

from base_rules import (Script, add_worker, advance, base_runtime, board_index, expect, give, new_state,
                        run_effect, snapshot)


def _ids(low: int, high: int) -> list[str]:
    return [f"disc-{n:02d}" for n in range(low, high + 1)]


# id → (cost, kind, parameter)
SHEET: dict[str, tuple[dict, str, object]] = {}
for cid in _ids(0, 0):
    SHEET[cid] = ({"cocoa": 2, "gold": 1}, "mask", 1)
for mask, (low, high) in {2: (1, 2), 3: (3, 4)}.items():
    for cid in _ids(low, high):
        SHEET[cid] = ({"cocoa": 1, "wood": 1}, "mask", mask)
for mask, (low, high) in {4: (5, 7), 5: (8, 10), 6: (11, 13), 7: (14, 16)}.items():
    for cid in _ids(low, high):
        SHEET[cid] = ({"wood": 1}, "mask", mask)
for cid in _ids(17, 19):
    SHEET[cid] = ({"wood": 1}, "vp", 4)
for cid in _ids(20, 21):
    SHEET[cid] = ({"cocoa": 1}, "resources", 3)
for cid in _ids(22, 23):
    SHEET[cid] = ({}, "resources", 2)
for cid in _ids(24, 26):
    SHEET[cid] = ({"cocoa": 1}, "avenue", 1)
for cid in _ids(27, 29):
    SHEET[cid] = ({"cocoa": 1}, "any_temple", 1)
for temple, (low, high) in {"blue": (30, 31), "red": (32, 33), "green": (34, 35)}.items():
    for cid in _ids(low, high):
        SHEET[cid] = ({}, "temple", temple)
for cid in _ids(36, 38):
    SHEET[cid] = ({"gold": 1}, "cocoa", 4)
for cid in _ids(39, 41):
    SHEET[cid] = ({"cocoa": 1}, "power_ups", 2)
for flag, (low, high) in {"double_move": (42, 44), "free_cocoa": (45, 47), "move_anywhere": (48, 50),
                          "extra_worker": (51, 53)}.items():
    for cid in _ids(low, high):
        SHEET[cid] = ({}, "flag", flag)

SALARY = set(_ids(36, 38)) | set(_ids(45, 47))  # "also usable during salary" (§9, §13.5)
ALL = sorted(SHEET)


def test_the_sheet_table_covers_all_54_tiles():
    tiles = sorted(cid for cid, info in base_runtime().components.items() if info.type == "discovery")
    assert len(ALL) == 54 and tiles == ALL


@pytest.mark.parametrize("tile", ALL)
def test_claim_pays_exactly_the_printed_cost(tile):
    cost = SHEET[tile][0]
    state = new_state(1)
    state.players[0].tracks["avenue"] = 2
    state.supplies["avenue3"] = [tile]
    give(state, **cost)
    before = snapshot(state)
    advance(state, "avenue", script=Script(may=[True]))
    assert snapshot(state) == expect(before, counters={k: -v for k, v in cost.items()},
                                     tracks={"avenue": 1}, owned=[tile])
    assert state.supplies["avenue3"] == []
    assert snapshot(state)["counters"] == {}


@pytest.mark.parametrize("tile", [t for t in ALL if SHEET[t][0]])
def test_claim_not_offered_with_one_unit_of_the_cost_missing(tile):
    cost = SHEET[tile][0]
    for short in cost:
        state = new_state(1)
        state.players[0].tracks["avenue"] = 2
        state.supplies["avenue3"] = [tile]
        give(state, **dict(cost, **{short: cost[short] - 1}))
        before = snapshot(state)
        advance(state, "avenue")  # no decision: the claim is impossible
        assert snapshot(state) == expect(before, tracks={"avenue": 1}), short
        assert state.supplies["avenue3"] == [tile]


@pytest.mark.parametrize("tile", ALL)
def test_kind_mask_type_and_salary_tag(tile):
    rt = base_runtime()
    _, kind, parameter = SHEET[tile]
    info = rt.components[tile]
    assert ("mask" in info.labels) is (kind == "mask")
    assert rt.component_tag_value(tile, "mask") == (parameter if kind == "mask" else None)
    assert ("salary" in info.labels) is (tile in SALARY)
    # masks have no effect (they score at every Eclipse); every other tile has one
    assert ((tile, "effect") in rt.effects) is (kind != "mask")


def effect_case(tile, state):
    """(script, counters delta, tracks delta, flags delta, workers after or None) for a tile."""
    _, kind, parameter = SHEET[tile]
    if kind == "vp":
        return Script(), {"vp": 4}, {}, {}, None
    if kind == "resources":  # any mix of wood, stone, gold
        answers = ["gold", "gold", "wood"] if parameter == 3 else ["stone", "stone"]
        gained = {"gold": 2, "wood": 1} if parameter == 3 else {"stone": 2}
        return Script(resources=answers), gained, {}, {}, None
    if kind == "avenue":
        return Script(), {}, {"avenue": 1}, {}, None
    if kind == "any_temple":  # green step 1 = 1 cocoa
        return Script(temples=["green"]), {"cocoa": 1}, {"green": 1}, {}, None
    if kind == "temple":
        if parameter == "blue":
            return Script(resources=["wood"]), {"wood": 1}, {"blue": 1}, {}, None
        if parameter == "red":
            return Script(), {"vp": 1}, {"red": 1}, {}, None
        return Script(), {"cocoa": 1}, {"green": 1}, {}, None
    if kind == "cocoa":
        return Script(), {"cocoa": 4}, {}, {}, None
    if kind == "power_ups":
        # the same unlocked worker twice; the locked one is never offered
        target = add_worker(state, 0, 2, 1)
        add_worker(state, 0, 1, 3)
        add_worker(state, 0, 3, 1, locked=True)
        return Script(pieces=[target, target]), {}, {}, {}, [(1, 3, False), (2, 3, False), (3, 1, True)]
    if kind == "flag":
        return Script(), {}, {}, {parameter: 1}, None
    raise AssertionError(kind)


@pytest.mark.parametrize("tile", [t for t in ALL if SHEET[t][1] != "mask"])
def test_effect_when_used(tile):
    state = new_state(1)
    state.players[0].owned.append(tile)
    script, counters, tracks, flags, workers = effect_case(tile, state)
    before = snapshot(state)
    run_effect(state, tile, script=script)
    assert snapshot(state) == expect(before, counters=counters, tracks=tracks, flags=flags, workers=workers)
    if SHEET[tile][1] == "power_ups":
        offered = [keys for kind, keys in script.asked if kind == "piece"]
        locked = next(p for p in state.pieces if p.held)
        assert offered and all(f"p{locked.pid}" not in keys and len(keys) == 2 for keys in offered)
    if SHEET[tile][1] == "any_temple":
        assert sorted(script.asked[0][1]) == ["blue", "green", "red"]


def test_avenue_tile_at_step_9_is_lost():
    """§12.1: the Avenue has steps 0-9; further advances are lost."""
    state = new_state(1)
    state.players[0].tracks["avenue"] = 9
    before = snapshot(state)
    run_effect(state, "disc-24")
    assert snapshot(state) == before


# ---------------------------------------------------------------------- extra worker (51-53)
def nobles_action(flag: bool):
    state = new_state(1)
    worker = add_worker(state, 0, 6, 1)
    give(state, wood=2)
    if flag:
        state.players[0].flags["extra_worker"] = 1
    state.supplies["buildings"] = [f"building-{n:02d}" for n in range(1, 12)]
    before = snapshot(state)
    run_effect(state, "nobles", "effects.main_action", piece=worker, board=board_index(6))
    return state, before


def test_extra_worker_counts_at_nobles():
    """§9: one more worker at Nobles. W = 1 + 1 = 2 → the middle row, its leftmost space 5 VP
    (§5.5); 2 wood paid, the leftmost building taken, Avenue +1."""
    state, before = nobles_action(flag=True)
    assert snapshot(state) == expect(before, counters={"wood": -2, "vp": 5}, tracks={"avenue": 1},
                                     owned=["building-01"])
    assert state.counters["buildings_taken"] == 1


def test_without_extra_worker_nobles_uses_the_top_row():
    state, before = nobles_action(flag=False)
    assert snapshot(state) == expect(before, counters={"wood": -2, "vp": 3}, tracks={"avenue": 1},
                                     owned=["building-01"])


@pytest.mark.parametrize("board, flag, power_ups", [(8, True, 2), (8, False, 1), (6, True, 2), (2, True, 1)],
                         ids=["construction-flag", "construction", "nobles-flag", "forest-flag-ignored"])
def test_extra_worker_and_main_action_power_ups(board, flag, power_ups):
    """Power-ups 1/1/2 by W (§5): two own workers + the extra worker = W 3 on Nobles and
    Construction (2 power-ups); the tile does not count on the Forest (W stays 2: 1 power-up)."""
    state = new_state(1)
    first, second = add_worker(state, 0, board, 1), add_worker(state, 0, board, 1)
    if flag:
        state.players[0].flags["extra_worker"] = 1
    before = snapshot(state)
    run_effect(state, {8: "construction", 6: "nobles", 2: "forest"}[board], "effects.power_ups",
               script=Script(pieces=[first] * power_ups), piece=first, board=board_index(board))
    assert snapshot(state) == expect(before, workers=[(board, 1 + power_ups, False), (board, 1, False)])


def test_extra_worker_does_not_change_the_forest_grid():
    state = new_state(1)
    worker = add_worker(state, 0, 2, 1)
    state.players[0].flags["extra_worker"] = 1
    before = snapshot(state)
    run_effect(state, "forest", "table", piece=worker, board=board_index(2))
    assert snapshot(state) == expect(before, counters={"cocoa": 1})  # W = 1, Pmin 1 (§5.2)
