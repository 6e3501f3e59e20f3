"""Tile placement on a grid (interpreter/teotl/primitives/placement.py, grids.py) with the shipped pyramid.

Facts from the sheet (/work/shared/reference/teotihuacan-base.md):
§11.1 geometry and rotation new[q] = old[(q - k) mod 4]; §11.2 printed icons; §11.3 tiles; §11.4
decoration spots; §5.6 Decorations (max(1, 4 - W) gold, 3 VP + matches, Pyramid track +1); §5.7
Construction (up to W tiles, 2 stone + L wood, level VP 1/3/5/7, matches, Pyramid track +1, top
tile); §2.2 pre-placed slots; §5.4 tech Nr15 (one extra worker, 1 resource discount once per
action); ruling R9 (empty on empty is not a match). Temple step-1 rewards (temples.yaml, §7.1):
blue 1 resource of choice, red 1 VP, green 1 cocoa.

The printed grid (§11.2), row r from the top, column c from the left:

    r\\c 0 1 2 3 4 5 6 7
    0    - - - b b - - -
    1    g g g b b - - -
    2    - - - b - r r r
    3    g g r - - b b b
    4    g g r - b r r r
    5    - - r - b g g g
    6    b b b r r - - -
    7    g g g r r - - -
"""
from __future__ import annotations

import dataclasses
import functools
from pathlib import Path

import pytest

from teotl.model.decisions import EffectRun, IllegalAnswer
from teotl.primitives import grids
from teotl.rules.ruleset import load_ruleset
from teotl.runtime.game import Game
from teotl.runtime.runtime import Runtime

ROOT = Path(__file__).resolve().parent.parent / "rules" / "teotihuacan"

# effects only the tests use: the Teotibot's shapes (§15.4) and the free / random forms
TEST_COMPONENTS = [
    {"id": "t-build-free", "type": "action", "effect": "build pyramid_offer on pyramid free"},
    {"id": "t-build-bot", "type": "action", "effect": "build pyramid_offer on pyramid auto free matches (2)"},
    {"id": "t-decorate", "type": "action", "effect": "attach decoration_offer on pyramid"},
    {"id": "t-decorate-bot", "type": "action", "effect": "attach decoration_offer on pyramid auto matches (2)"},
    {"id": "t-preplace-random", "type": "action", "effect": "preplace pyramid_stack on pyramid random"},
]


@functools.lru_cache(maxsize=None)
def ruleset():
    return load_ruleset(ROOT)


@functools.lru_cache(maxsize=None)
def runtime(empty_matches: bool = False) -> Runtime:
    rs = ruleset()
    components = list(rs.components.values())
    if empty_matches:  # the bga-empty-match reading of ruling R9
        components = [dataclasses.replace(c, data={**c.data, "empty_matches": True}) if c.id == "pyramid" else c
                      for c in components]
    rt = Runtime(rs.game, components + TEST_COMPONENTS)
    assert rt.problems == []
    return rt


def grid(rt=None):
    return grids.grid_of(rt or runtime(), "pyramid")


def board(name: str) -> int:
    return runtime().vocab.board_by_word(name).index


def state_with(players=2, offer=(), decoration_offer=(), **counters):
    state = runtime().new_state(players, seed=7)
    state.supplies["pyramid_offer"] = list(offer)
    state.supplies["decoration_offer"] = list(decoration_offer)
    state.players[0].counters.update(counters)
    return state


def fill(state, slots, tile="pyr-30", rotation=0):
    """Mark slots as filled (tile pyr-30 is all empty: cells become `-`), as a finished game would."""
    current = grids.grid_state(state, grid())
    for slot_id in slots:
        slot = grid().slot_by_id[str(slot_id)]
        current["filled"][str(slot_id)] = [tile, rotation]
        for (r, c), icon in zip(slot.cells, grids.rotate(grids.tile_quadrants(runtime(), tile), rotation)):
            grids.set_cell(current, r, c, icon)


def drive(run: EffectRun, answers):
    """Answer (kind, key) pairs in order; every decision's kind is checked."""
    for kind, key in answers:
        assert not run.finished, f"finished before {kind} {key}"
        assert run.pending.kind == kind, (run.pending.kind, run.pending.keys(), kind, key)
        run.answer(key)
    assert run.finished, (run.pending.kind, run.pending.prompt, run.pending.keys())
    return run


def me(state, player=0):
    p = state.players[player]
    return ({k: v for k, v in p.counters.items() if v}, {k: v for k, v in p.tracks.items() if v})


# ====================================================================== geometry
def test_rotation_maps_new_q_to_old_q_minus_k():
    tile = ["TL", "TR", "BR", "BL"]
    assert grids.rotate(tile, 0) == tile
    assert grids.rotate(tile, 1) == ["BL", "TL", "TR", "BR"]   # a clockwise quarter turn
    assert grids.rotate(tile, 2) == ["BR", "BL", "TL", "TR"]
    assert grids.rotate(tile, 3) == ["TR", "BR", "BL", "TL"]
    # pyr-29 [g, r, g, R]: k = 3 gives new = [old1, old2, old3, old0] = [r, g, R, g]
    assert grids.rotate(["g", "r", "g", "R"], 3) == ["r", "g", "R", "g"]


def test_the_grid_has_30_slots_16_spots_and_the_printed_icons():
    g = grid()
    assert len(g.slots) == 30 and len(g.spots) == 16
    assert [len([s for s in g.slots if s.level == level]) for level in range(4)] == [16, 9, 4, 1]
    assert g.printed[0] == "---bb---" and g.printed[7] == "gggrr---"


def test_at_start_the_16_level_0_slots_are_legal():
    state = state_with()
    legal = grids.legal_slots(state, grid())
    assert [s.id for s in legal] == [str(i) for i in range(16)]


def test_filling_0_1_4_5_makes_slot_100_legal_and_no_other_level_1_slot():
    state = state_with()
    fill(state, [0, 1, 4, 5])
    legal = [s.id for s in grids.legal_slots(state, grid())]
    assert len(legal) == 13  # 12 empty level-0 slots + slot 100 (needs 0, 1, 4, 5)
    assert [s for s in legal if int(s) >= 100] == ["100"]
    fill(state, [2, 6])  # now 101 (needs 1, 2, 5, 6) too
    assert [s.id for s in grids.legal_slots(state, grid()) if s.level == 1] == ["100", "101"]


# ====================================================================== a worked placement
def test_worked_placement_level_0_with_a_coloured_match():
    # Slot 13 covers [TL (6,2), TR (6,3), BR (7,3), BL (7,2)] = [b, r, r, g].
    # Tile pyr-29 [g, r, g, R] turned k = 3: [r, g, R, g].
    #   r on b: no;  g on r: no;  R on r: match, coloured -> red +1;  g on g: match.
    # VP = level 0 (1) + 2 matches = 3; red step 1 gives 1 VP; Pyramid track +1. Cost 2 stone.
    rt = runtime()
    state = state_with(offer=["pyr-29", "pyr-30"], stone=2)
    run = rt.run(state, "construction", "effects.main_action", board=board("construction"))
    options = {o.key: o.text for o in run.pending.options}
    assert set(options) == {"pyr-29", "pyr-30"}
    run.answer("pyr-29")
    assert run.pending.kind == "slot" and len(run.pending.options) == 16
    run.answer("13")
    assert run.pending.kind == "rotation" and run.pending.keys() == ["0", "1", "2", "3"]
    run.answer("3")
    assert run.finished
    assert me(state) == ({"vp": 4}, {"red": 1, "pyramid": 1})
    current = state.grids["pyramid"]
    assert current["filled"] == {"13": ["pyr-29", 3]}
    assert current["cells"][6][2:4] == "rg" and current["cells"][7][2:4] == "gR"  # TL r, TR g / BL g, BR R
    assert state.supplies["pyramid_offer"] == ["pyr-30"]
    build = [e for e in state.log if e["e"] == "build"]
    assert build == [{"e": "build", "p": 0, "grid": "pyramid", "slot": "13", "tile": "pyr-29", "rotation": 3,
                      "level": 0, "matches": 2, "at": "construction"}]


def test_worked_placement_level_1_costs_2_stone_1_wood_and_scores_3_plus_matches():
    # Below slot 100 [TL (1,1), TR (1,2), BR (2,2), BL (2,1)] we first build (free):
    #   slot 0 pyr-28 [r, B, r, b] k=0 -> (1,1) = BR = r;   slot 1 pyr-30 (empty) -> (1,2) = -;
    #   slot 4 pyr-27 [g, b, G, b] k=0 -> (2,1) = TR = b;   slot 5 pyr-31 (empty) -> (2,2) = -.
    # Covered by slot 100: [r, -, -, b].
    # pyr-16 [b, -, g, R] turned k = 1: [R, b, -, g].
    #   R on r: match, coloured -> red +1;  b on -: no;  - on -: no (R9);  g on b: no.
    # VP = level 1 (3) + 1 match = 4, red step 1: +1 VP -> 5 VP; pay 2 stone + 1 wood; Pyramid +1.
    rt = runtime()
    state = state_with(offer=["pyr-28", "pyr-30", "pyr-27", "pyr-31"])
    for tile, slot in (("pyr-28", "0"), ("pyr-30", "1"), ("pyr-27", "4"), ("pyr-31", "5")):
        asks_tile = len(state.supplies["pyramid_offer"]) > 1   # the last tile is taken without asking
        run = rt.run(state, "t-build-free")
        drive(run, [("choose", tile)] * asks_tile + [("slot", slot)]
              + ([("rotation", "0")] if tile in ("pyr-28", "pyr-27") else []))
    assert [state.grids["pyramid"]["cells"][r][c] for r, c in ((1, 1), (1, 2), (2, 2), (2, 1))] == ["r", "-", "-", "b"]
    state.players[0].counters.update(vp=0, cocoa=0, stone=2, wood=1)
    state.players[0].tracks.update(red=0, green=0, blue=0, pyramid=0)
    state.supplies["pyramid_offer"] = ["pyr-16"]
    run = rt.run(state, "construction", "effects.main_action", board=board("construction"))
    assert "100" in run.pending.keys()
    assert [o.text for o in run.pending.options if o.key == "100"] == ["slot 100 (level 1: stone 2, wood 1)"]
    drive(run, [("slot", "100"), ("rotation", "1")])
    assert me(state) == ({"vp": 5}, {"red": 1, "pyramid": 1})  # stone and wood all spent


def test_empty_on_empty_is_not_a_match_unless_the_variant_says_so():
    # pyr-31 (all empty) on slot 0, whose TL and TR are printed empty: [-, -, g, g] -> 0 matches.
    for empty_matches, vp in ((False, 1), (True, 1 + 2)):
        rt = runtime(empty_matches)
        state = rt.new_state(2, seed=7)
        state.supplies["pyramid_offer"] = ["pyr-31"]
        state.players[0].counters.update(stone=2)
        drive(rt.run(state, "construction", "effects.main_action", board=rt.vocab.board_by_word("construction").index),
              [("slot", "0")])  # one tile, one identical rotation: only the slot is asked
        assert state.players[0].counters["vp"] == vp
        assert state.players[0].tracks["pyramid"] == 1  # empty matches never advance a temple


def test_a_slot_is_not_offered_when_its_level_is_unaffordable_and_nothing_when_no_slot_is():
    rt = runtime()
    state = state_with(offer=["pyr-30"], stone=2, wood=0)
    fill(state, [0, 1, 4, 5])
    run = rt.run(state, "construction", "effects.main_action", board=board("construction"))
    assert "100" not in run.pending.keys() and len(run.pending.keys()) == 12   # level 1 needs 1 wood
    with pytest.raises(IllegalAnswer):
        run.answer("100")
    # 1 stone: no slot at all, so the action cannot be carried out (and the main action is not offered)
    state = state_with(offer=["pyr-30"], stone=1, wood=5)
    assert not rt.effect("construction", "effects.main_action").can(rt.context(state, 0, board=board("construction")))
    piece = rt.add_piece(state, 0, "worker", board("construction"), 1)
    assert not rt.effect("main_action").can(rt.context(state, 0, piece=piece))
    # an empty offer: nothing to build
    state = state_with(offer=[], stone=9, wood=9)
    assert not rt.effect("construction", "effects.main_action").can(rt.context(state, 0, board=board("construction")))


# ====================================================================== the Construction main action
def test_construction_with_two_workers_places_two_tiles_each_resolved_completely():
    # W = 2 (two own workers on Construction): up to 2 tiles, 2 stone each at level 0.
    # Tile 1 pyr-29 on slot 13, k = 3 (see the worked example): 3 VP, red +1 (+1 VP), Pyramid +1.
    # Tile 2 pyr-01 [-, b, r, G] on slot 1, k = 0: covered [(0,2), (0,3), (1,3), (1,2)] = [-, b, b, g]:
    #   - on -: no (R9);  b on b: match;  r on b: no;  G on g: match, coloured -> green +1 (+1 cocoa).
    #   1 + 2 = 3 VP; Pyramid +1.
    # Total: 3 + 1 + 3 = 7 VP, 1 cocoa, red 1, green 1, Pyramid 2; 4 stone spent.
    rt = runtime()
    state = state_with(offer=["pyr-29", "pyr-30", "pyr-01"], stone=4)
    workers = [rt.add_piece(state, 0, "worker", board("construction"), 1) for _ in range(2)]
    run = rt.run(state, "construction", "effects.main_action", piece=workers[0])
    drive(run, [("choose", "pyr-29"), ("slot", "13"), ("rotation", "3"),
                ("continue", "yes"),
                ("choose", "pyr-01"), ("slot", "1"), ("rotation", "0")])
    assert me(state) == ({"vp": 7, "cocoa": 1}, {"red": 1, "green": 1, "pyramid": 2})
    assert state.supplies["pyramid_offer"] == ["pyr-30"]
    assert state.grids["pyramid"]["filled"] == {"13": ["pyr-29", 3], "1": ["pyr-01", 0]}
    # the second tile may be declined; a third is never offered with W = 2
    state = state_with(offer=["pyr-30", "pyr-31", "pyr-18"], stone=6)
    workers = [rt.add_piece(state, 0, "worker", board("construction"), 1) for _ in range(2)]
    run = rt.run(state, "construction", "effects.main_action", piece=workers[0])
    drive(run, [("choose", "pyr-30"), ("slot", "0"), ("continue", "no")])
    assert me(state) == ({"vp": 1, "stone": 4}, {"pyramid": 1})
    state = state_with(offer=["pyr-30", "pyr-31", "pyr-18"], stone=6)
    workers = [rt.add_piece(state, 0, "worker", board("construction"), 1) for _ in range(2)]
    run = rt.run(state, "construction", "effects.main_action", piece=workers[0])
    drive(run, [("choose", "pyr-30"), ("slot", "0"), ("continue", "yes"), ("choose", "pyr-31"), ("slot", "2")])
    assert me(state) == ({"vp": 2, "stone": 2}, {"pyramid": 2})


def test_the_whole_main_action_with_tech_15_one_worker_builds_two_tiles_with_one_discount():
    # Tech Nr15: W = 1 + 1 = 2 and 1 resource less once per action: two level-0 tiles cost
    # 2 + 2 - 1 = 3 stone. Tech Nr11: +3 VP once. Power-ups with W = 2: 1 (§5.8).
    # pyr-30 / pyr-31 are empty: 1 VP each. VP = 1 + 1 + 3 = 5; Pyramid 2.
    rt = runtime()
    state = state_with(offer=["pyr-30", "pyr-31"], stone=3)
    state.players[0].owned += ["tech-15", "tech-11"]
    worker = rt.add_piece(state, 0, "worker", board("construction"), 1)
    run = rt.run(state, "main_action", piece=worker)
    drive(run, [("choose", "pyr-30"), ("slot", "0"), ("continue", "yes"), ("slot", "1")])  # pyr-31: the last
    assert me(state) == ({"vp": 5}, {"pyramid": 2})
    assert worker.value == 2
    assert [e["resource"] for e in state.log if e["e"] == "discount"] == ["stone"]
    # with 1 stone and 1 wood, the discount makes level 1 (2 stone + 1 wood) affordable: it must
    # go on the stone
    state = state_with(offer=["pyr-30"], stone=1, wood=1)
    fill(state, range(16))
    state.players[0].owned += ["tech-15"]
    worker = rt.add_piece(state, 0, "worker", board("construction"), 1)
    run = rt.run(state, "construction", "effects.main_action", piece=worker)
    assert run.pending.kind == "slot" and len(run.pending.keys()) == 9   # the nine level-1 slots
    drive(run, [("slot", "104")])  # the discount has one possible use (stone): not asked
    assert me(state) == ({"vp": 3}, {"pyramid": 1})


# ====================================================================== the top tile
def test_the_top_tile_completes_the_pyramid_and_moves_the_light_disc():
    # Level 3 costs 2 stone + 3 wood and scores 7 VP; pyr-30 is empty (no match).
    rt = runtime()
    state = state_with(offer=["pyr-30"], stone=2, wood=3)
    fill(state, [s.id for s in grid().slots if s.level < 3])
    state.counters.update(light_disc=3, dark_disc=11)
    assert [s.id for s in grids.legal_slots(state, grid())] == ["300"]
    drive(rt.run(state, "construction", "effects.main_action", board=board("construction")), [])
    assert me(state) == ({"vp": 7}, {"pyramid": 1})
    assert state.counters["pyramid_complete"] == 1 and state.counters["light_disc"] == 11
    assert grids.legal_slots(state, grid()) == []


# ====================================================================== decorations
def test_decoration_spots_need_the_side_below_and_the_listed_slots():
    state = state_with()
    assert [s.id for s in grids.legal_spots(state, grid())] == ["top0", "right0", "bottom0", "left0"]
    grids.grid_state(state, grid())["spots"]["top0"] = "deco-02"
    fill(state, [1])
    assert "top1" not in [s.id for s in grids.legal_spots(state, grid())]   # needs slots 1 and 2
    fill(state, [2])
    assert [s.id for s in grids.legal_spots(state, grid())] == ["top1", "right0", "bottom0", "left0"]
    fill(state, [5, 6])  # slot 101 becomes buildable; top2 needs it filled
    assert "top2" not in [s.id for s in grids.legal_spots(state, grid())]
    grids.grid_state(state, grid())["spots"]["top1"] = "deco-11"
    fill(state, [101])
    assert "top2" in [s.id for s in grids.legal_spots(state, grid())]
    # a spot of level 1 is never legal before level 0 of its side, whatever the slots
    fill(state, [4, 8])
    assert "left1" not in [s.id for s in grids.legal_spots(state, grid())]


def test_decoration_pairs_are_swapped_on_the_bottom_and_left_sides():
    # deco-04 [R, B]. Left level 0 printed (b, r), swap: compared as (B, R) -> 2 matches, both
    # coloured: blue +1 (1 resource: wood), red +1 (1 VP). VP 3 + 2 + 1 = 6. Pyramid +1.
    # Top level 0 printed (r, g), no swap: (R, B) -> R on r: 1 match, red +1. VP 3 + 1 + 1 = 5.
    rt = runtime()
    for spot, answers, expected in (
            ("left0", [("target", "wood")], ({"vp": 6, "wood": 1}, {"blue": 1, "red": 1, "pyramid": 1})),
            ("top0", [], ({"vp": 5}, {"red": 1, "pyramid": 1}))):
        state = state_with(decoration_offer=["deco-04", "deco-02"])
        run = rt.run(state, "t-decorate")
        drive(run, [("choose", "deco-04"), ("spot", spot)] + answers)
        assert me(state) == expected, spot
        assert state.grids["pyramid"]["spots"] == {spot: "deco-04"}
        assert state.supplies["decoration_offer"] == ["deco-02"]


def test_decorations_main_action_pays_by_workers_and_compares_with_the_pyramid_cells():
    # W = 2: pay max(1, 4 - 2) = 2 gold. Bottom side: bottom0 is taken; bottom1 needs slots 13, 14
    # and covers cells (7,3), (7,4): slot 13 holds pyr-12 [g, -, R, -] k=0, its BR on (7,3) = R;
    # slot 14 holds pyr-18 [-, -, -, r] k=0, its BL on (7,4) = r. Covered pair: (R, r).
    # deco-06 [R, R] swapped (R, R) on (R, r): 2 matches, both coloured -> red +2 (1 + 1 VP).
    # VP = 3 + 2 + 2 = 7; Pyramid +1; gold 2 -> 0.
    rt = runtime()
    state = state_with(decoration_offer=["deco-06"], gold=2)
    fill(state, [13], tile="pyr-12")
    fill(state, [14], tile="pyr-18")
    assert state.grids["pyramid"]["cells"][7][3:5] == "Rr"
    grids.grid_state(state, grid())["spots"]["bottom0"] = "deco-01"
    workers = [rt.add_piece(state, 0, "worker", board("decorations"), 1) for _ in range(2)]
    run = rt.run(state, "decorations", "effects.main_action", piece=workers[0])
    assert run.pending.kind == "spot" and run.pending.keys() == ["top0", "right0", "bottom1", "left0"]
    drive(run, [("spot", "bottom1")])
    assert me(state) == ({"vp": 7}, {"red": 2, "pyramid": 1})
    # W = 1 costs 3 gold: with 2 gold the action cannot be carried out
    state = state_with(decoration_offer=["deco-06"], gold=2)
    worker = rt.add_piece(state, 0, "worker", board("decorations"), 1)
    assert not rt.effect("decorations", "effects.main_action").can(rt.context(state, 0, piece=worker))


# ====================================================================== the Teotibot's shapes (§15.4)
def test_automatic_build_takes_the_leftmost_tile_and_the_top_left_slot_of_the_lowest_level():
    rt = runtime()
    state = state_with(offer=["pyr-29", "pyr-01", "pyr-30"])
    fill(state, [1, 2, 4, 7, 8, 11, 13, 14])   # the 4-player pre-placement
    drive(rt.run(state, "t-build-bot"), [])
    filled = state.grids["pyramid"]["filled"]
    assert filled["0"][0] == "pyr-29" and filled["0"][1] in range(4)
    assert me(state) == ({"vp": 1 + 2}, {"pyramid": 1})   # level VP + 2 counted matches, no temple from icons
    fill(state, [s.id for s in grid().slots if s.level == 0])
    drive(rt.run(state, "t-build-bot"), [])
    assert state.grids["pyramid"]["filled"]["100"][0] == "pyr-01"   # lowest available level: 1, top-left


def test_automatic_decoration_takes_the_topmost_tile_and_searches_clockwise_from_the_top():
    rt = runtime()
    state = state_with(decoration_offer=["deco-04", "deco-00"])
    drive(rt.run(state, "t-decorate-bot"), [])
    drive(rt.run(state, "t-decorate-bot"), [])
    assert state.grids["pyramid"]["spots"] == {"top0": "deco-04", "right0": "deco-00"}
    assert me(state) == ({"vp": 10}, {"pyramid": 2})   # 3 + 2 counted matches each, no temple from icons


# ====================================================================== pre-placement (§2.2)
PREPLACED = {
    4: [1, 2, 4, 7, 8, 11, 13, 14],
    3: [4, 5, 6, 7, 8, 9, 10, 11, 103, 105],
    2: [0, 1, 4, 5, 6, 7, 8, 9, 10, 11, 14, 15, 100, 108],
}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_preplaces_random_tiles_on_the_slots_for_the_player_count_without_scoring(players):
    rt = runtime()
    state = rt.new_state(players, seed=players)
    drive(rt.run(state, "setup_game"), [])
    current = state.grids["pyramid"]
    assert sorted(map(int, current["filled"])) == PREPLACED[players]
    tiles = [tile for tile, _ in current["filled"].values()]
    assert len(set(tiles)) == len(tiles) and all(rotation in range(4) for _, rotation in current["filled"].values())
    assert len(state.supplies["pyramid_offer"]) == 3 and not set(state.supplies["pyramid_offer"]) & set(tiles)
    assert len(state.supplies["pyramid_stack"]) == 32 - len(tiles) - 3
    for player in state.players:
        assert player.counters["vp"] == 0 and all(v == 0 for v in player.tracks.values())
    # the cells are the printed grid with the tiles laid level by level
    expected = grids.grid_state(rt.new_state(players), grid())
    for slot_id in sorted(current["filled"], key=int):
        tile, rotation = current["filled"][slot_id]
        for (r, c), icon in zip(grid().slot_by_id[slot_id].cells,
                                grids.rotate(grids.tile_quadrants(rt, tile), rotation)):
            grids.set_cell(expected, r, c, icon)
    assert current["cells"] == expected["cells"]


def test_random_preplacement_picks_one_of_the_alternatives():
    rt = runtime()
    alternatives = {tuple(sorted(a)) for a in grid().preplaced_alternatives["2"]}
    seen = set()
    for seed in range(12):
        state = rt.new_state(2, seed=seed)
        state.supplies["pyramid_stack"] = [f"pyr-{i:02d}" for i in range(32)]
        drive(rt.run(state, "t-preplace-random"), [])
        seen.add(tuple(sorted(int(s) for s in state.grids["pyramid"]["filled"])))
    assert seen <= alternatives and len(seen) > 1


# ====================================================================== errors and replays
def test_wrong_arguments_are_load_time_errors():
    rs = ruleset()
    bad = [{"id": "x1", "type": "action", "effect": "build nope on pyramid"},
           {"id": "x2", "type": "action", "effect": "build pyramid_offer on palace"},
           {"id": "x3", "type": "action", "effect": "attach decoration_offer on pyramid up to 2"},
           {"id": "x4", "type": "action", "effect": "build pyramid_offer on nowhere"}]
    rt = Runtime(rs.game, list(rs.components.values()) + bad)
    codes = {p.component_id: p.code for p in rt.problems}
    assert codes == {"x1": "E401", "x2": "E440", "x3": "E407", "x4": "E401"}


def test_a_game_replays_to_the_same_grid_from_its_answers():
    import random as random_module
    rt = runtime()
    game = Game(rt, 2, 5)
    rng = random_module.Random(5)
    while not game.finished:
        game.answer(game.pending.options[rng.randrange(len(game.pending.options))].key)
    replay = Game(rt, 2, 5)
    for answer in game.answers:
        replay.answer(answer)
    assert replay.finished and replay.state.to_json() == game.state.to_json()
    assert len(game.state.grids["pyramid"]["filled"]) >= 14
