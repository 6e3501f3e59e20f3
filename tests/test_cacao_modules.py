"""The four modules of Cacao: Chocolatl, from RULES.md's worked examples (numbers checked by hand
there): irrigation E6 (ruling C-Q19), chocolate E7 (C-Q21), huts E8, E10, E11 (C-Q23, C-Q25,
C-Q27), the Shaman (C-Q26), the map E13 (C-Q15, C-Q16); and the jungle tiles of every module
combination at every player count (COMPONENTS.md §9)."""
from __future__ import annotations

import itertools
from collections import Counter

import pytest

from teotl.model.instances import component_of

from cacao_support import Table, cell, edge, runtime

MODULES = ("map", "irrigation", "chocolatl", "huts")


def at_tile(tile: str, modules, pattern: str = "worker-2101", rotation: int = 2, **counters) -> Table:
    """A tile at (2, 2); seat 0 holds one worker tile that, laid at (2, 1) turned `rotation`,
    faces it with its bottom edge (2-1-0-1 turned twice: 2 workers)."""
    table = Table(runtime(modules), 2)
    table.rt.logging = True
    table.lay(2, 2, tile)
    table.set(0, **counters)
    table.supply("hand", [pattern], seat=0)
    table.supply("jungle_pile", ["temple"])
    return table


# ---------------------------------------------------------------------- irrigation (E6)
def test_e6_an_irrigation_step_back_at_minus_10_gives_nothing():
    table = at_tile("irrigation", ["irrigation"], pattern="worker-1111", rotation=0, water=-10)
    table.turn(0, [cell(2, 1)])
    assert table.offered("may") == []
    assert (table.counters(0)["water"], table.counters(0)["fruit"]) == (-10, 0)


def test_e6_each_worker_may_step_back_for_four_fruits_and_what_does_not_fit_is_lost():
    table = at_tile("irrigation", ["irrigation"], water=-1)
    table.turn(0, [cell(2, 1), "2", "yes", "yes"])
    assert (table.counters(0)["water"], table.counters(0)["fruit"]) == (-10, 5)   # 3 of the second 4 lost
    table = at_tile("irrigation", ["irrigation"], water=-1)
    table.turn(0, [cell(2, 1), "2", "yes", "no"])
    assert (table.counters(0)["water"], table.counters(0)["fruit"]) == (-4, 4)


def test_e6_one_step_from_minus_4_with_two_fruits():
    table = at_tile("irrigation", ["irrigation"], pattern="worker-1111", rotation=0, water=-4, fruit=2)
    table.turn(0, [cell(2, 1), "yes"])
    assert (table.counters(0)["water"], table.counters(0)["fruit"]) == (-10, 5)


# ---------------------------------------------------------------------- chocolate (E7)
def test_e7_a_chocolate_market_sale_is_chosen_per_worker():
    table = at_tile("chocolate-market", ["chocolatl"], fruit=1, chocolate=1, gold=0)
    table.turn(0, [cell(2, 1), "2", "yes", "2", "yes"])   # worker 1: the bar (7); worker 2: the fruit (3)
    assert table.offered("choose") == [["1", "2"]]        # the second worker had only the fruit left
    you = table.counters(0)
    assert (you["gold"], you["fruit"], you["chocolate"]) == (10, 0, 0)
    table = at_tile("chocolate-market", ["chocolatl"], fruit=2)
    table.turn(0, [cell(2, 1), "2", "yes", "yes"])
    assert table.counters(0)["gold"] == 6


def kitchen_and_market(fruit: int) -> Table:
    """E7b: a 2-1-0-1 as printed at (2, 1): N2 faces a chocolate market at (2, 0), E1 a kitchen at
    (3, 1), W1 an empty square."""
    table = Table(runtime(["chocolatl"]), 2)
    table.lay(2, 0, "chocolate-market")
    table.lay(3, 1, "chocolate-kitchen")
    table.set(0, fruit=fruit)
    table.supply("hand", ["worker-2101"], seat=0)
    table.supply("jungle_pile", ["temple"])
    return table


def test_e7_the_kitchen_first_then_the_market_sells_a_bar_and_a_fruit():
    table = kitchen_and_market(fruit=2)
    table.turn(0, [cell(2, 1), "0", edge((2, 1), (3, 1)), "yes",      # kitchen: a fruit into a bar
                   "yes", "2", "yes"])                                  # market: the bar (7), the fruit (3)
    assert table.counters(0)["gold"] == 10
    table = kitchen_and_market(fruit=2)
    table.turn(0, [cell(2, 1), "0", edge((2, 1), (2, 0)), "yes", "yes"])   # market first: 3 + 3
    assert table.offered("may")[-1:] == [["yes", "no"]] and table.counters(0)["gold"] == 6
    assert table.counters(0)["chocolate"] == 0                          # the kitchen found no fruit


# ---------------------------------------------------------------------- huts (E8, E10, E11, Shaman)
def hut_turn_table(gold: int, owned=(), seat: int = 0) -> Table:
    """Both Trader faces up (tile 2 face A, tile 10 face B) and the Monk (tile 8 face A); the
    player lays a tile at (2, 1) facing a temple, then comes the hut step."""
    table = Table(runtime(["huts"]), 2)
    table.lay(2, 2, "temple")
    table.set(seat, gold=gold)
    table.own(seat, *owned)
    table.state.supplies["huts"] = ["hut-10b", "hut-08a"]
    table.supply("hand", ["worker-1111"], seat=seat)
    table.supply("jungle_pile", ["water"])
    return table


def test_e8_a_hut_cannot_be_built_twice():
    table = hut_turn_table(gold=12, owned=["hut-02a"])           # White owns a Trader
    table.turn(0, [cell(2, 1), "yes"])                          # the Monk (10): the other Trader is not offered
    assert table.offered("choose") == [] and table.state.players[0].owned == ["hut-02a", "hut-08a"]
    assert table.counters(0)["gold"] == 2


def test_e8_another_player_may_build_the_other_copy():
    table = hut_turn_table(gold=6, seat=1)
    table.turn(1, [cell(2, 1), "yes"])                          # only the Trader is affordable
    assert table.state.players[1].owned == ["hut-10b"] and table.counters(1)["gold"] == 0


def test_e8_a_hut_is_paid_with_gold_held_now():
    table = hut_turn_table(gold=9, owned=["hut-02a"])           # the Monk costs 10: nothing to build
    table.turn(0, [cell(2, 1)])
    assert table.offered("may") == [] and table.counters(0)["gold"] == 9


def farmer_table(modules, **counters) -> Table:
    table = at_tile("double-plantation" if "irrigation" not in modules else "irrigation", modules,
                    **counters)
    table.own(0, "hut-02b")                                     # the Farmer
    return table


def test_e10_the_farmer_adds_a_fruit_after_exactly_four_on_one_turn():
    table = farmer_table(["huts"])
    table.turn(0, [cell(2, 1), "2", "yes", "yes"])              # 2 workers × 2 fruits = 4, then +1
    assert table.counters(0)["fruit"] == 5


def test_e10_no_farmer_fruit_without_room():
    table = farmer_table(["huts"], fruit=1)
    table.turn(0, [cell(2, 1), "2", "yes", "yes"])              # 1 + 4 = 5: full, no room for the bonus
    assert table.counters(0)["fruit"] == 5
    table = farmer_table(["huts"], fruit=2)
    table.turn(0, [cell(2, 1), "2", "yes", "yes"])              # only 3 fit: not exactly 4, no bonus
    assert table.counters(0)["fruit"] == 5


def test_e10_an_irrigation_step_gives_the_farmer_four():
    table = at_tile("irrigation", ["huts", "irrigation"], pattern="worker-1111", rotation=0, water=-4)
    table.own(0, "hut-06a")                                     # the Farmer, tile 6 face A
    table.turn(0, [cell(2, 1), "yes"])
    assert (table.counters(0)["fruit"], table.counters(0)["water"]) == (5, -10)


def test_farmer_per_edge_variant_counts_one_edge():
    table = Table(runtime(["huts"], ["farmer-per-edge"]), 2)
    table.lay(2, 2, "double-plantation")                        # S of (2, 1): 1 worker, 2 fruits
    table.lay(1, 1, "double-plantation")                        # W of (2, 1): 1 worker, 2 fruits
    table.own(0, "hut-02b")
    table.supply("hand", ["worker-1111"], seat=0)
    table.supply("jungle_pile", ["temple"])
    table.turn(0, [cell(2, 1), edge((2, 1), (1, 1)), "yes", "yes"])
    assert table.counters(0)["fruit"] == 4                      # 2 + 2 on two edges: no bonus per edge
    table = Table(runtime(["huts"]), 2)
    table.lay(2, 2, "double-plantation")
    table.lay(1, 1, "double-plantation")
    table.own(0, "hut-02b")
    table.supply("hand", ["worker-1111"], seat=0)
    table.supply("jungle_pile", ["temple"])
    table.turn(0, [cell(2, 1), edge((2, 1), (1, 1)), "yes", "yes"])
    assert table.counters(0)["fruit"] == 5                      # the ruling: 4 on the turn, +1


def test_e11_the_foreman_counts_a_three_worker_edge_as_four():
    for owned, fruits in (((), 3), (("hut-09a",), 4)):
        table = at_tile("single-plantation", ["huts"], pattern="worker-3100", rotation=2)
        table.own(0, *owned)
        table.turn(0, [cell(2, 1), "2"] + ["yes"] * fruits)     # 3-1-0-0 turned twice: S3
        assert table.counters(0)["fruit"] == fruits


def shaman_table(variants=()) -> Table:
    table = Table(runtime(["huts"], variants), 2)
    table.lay(3, 1, "temple")
    table.lay(3, 2, "worker-1111", 0)
    table.own(0, "hut-04b")                                     # the Shaman
    table.supply("hand", ["worker-1111"], seat=0)
    return table


def test_the_shaman_overbuilds_without_a_sun_token():
    table = shaman_table()
    table.turn(0, ["2"])                                        # overbuild, paying nothing
    assert len(table.state.cells["jungle"][(2, 3)]) == 2 and table.counters(0)["sun"] == 0


def test_shaman_needs_token_variant_asks_for_a_token_but_keeps_it():
    table = shaman_table(["shaman-needs-token"])
    table.turn(0, [cell(4, 1)])
    assert table.offered("choose") == []                        # no token: no overbuilding
    table = shaman_table(["shaman-needs-token"])
    table.set(0, sun=1)
    table.turn(0, ["2"])
    assert len(table.state.cells["jungle"][(2, 3)]) == 2 and table.counters(0)["sun"] == 1


# ---------------------------------------------------------------------- map (E13, C-Q15)
def test_e13_a_map_tile_for_a_token_and_the_refill_slides_the_map_board_first():
    table = Table(runtime(["map"]), 2)
    table.lay(0, 0, "single-plantation")
    table.lay(0, -1, "worker-1111", 1)                         # next to the space (1, -1)
    table.lay(3, 0, "worker-1111", 1)                          # next to the space (2, 0)
    table.set(0, map_token=2)
    table.supply("hand", ["worker-1111"], seat=0)
    table.supply("display", ["temple", "water"])               # A, B
    table.supply("map_board", ["market-4", "sun-site"])        # X (slot 1), Y (slot 2)
    table.supply("jungle_pile", ["market-2", "market-3", "gold-mine-1"])
    table.turn(0, [cell(1, 0),
                   cell(1, -1), "1", "temple#1",               # A from the display
                   "2", "market-4#1"],                          # X from the map board, for a token
               then_first=True)
    assert table.top(1, -1)[0] == "temple#1" and table.top(2, 0)[0] == "market-4#1"
    assert table.counters(0)["map_token"] == 1
    # the end of the turn: Y slides into the display beside B, then the map board is refilled
    # from the pile, the first tile drawn to slot 1
    assert table.state.supplies["display"] == ["water#1", "sun-site#1"]
    assert table.state.supplies["map_board"] == ["market-2#1", "market-3#1"]


def test_without_a_token_the_map_board_is_not_offered():
    table = Table(runtime(["map"]), 2)
    table.lay(0, 0, "single-plantation")
    table.lay(0, -1, "worker-1111", 1)
    table.supply("hand", ["worker-1111"], seat=0)
    table.supply("display", ["temple"])
    table.supply("map_board", ["market-4"])
    table.supply("jungle_pile", ["water"])
    table.turn(0, [cell(1, 0)], then_first=True)
    assert table.offered("choose") == [] and table.top(1, -1)[0] == "temple#1"


# ---------------------------------------------------------------------- set-up of every combination
EXPECTED = {  # COMPONENTS.md §9: (3-4 players, 2 players) by tile, with irrigation / chocolatl
    "single-plantation": {(False, False): (6, 4), (True, False): (5, 4), (False, True): (6, 4), (True, True): (5, 4)},
    "double-plantation": {(False, False): (2, 2), (True, False): (0, 0), (False, True): (2, 2), (True, True): (0, 0)},
    "irrigation": {(False, False): (0, 0), (True, False): (3, 2), (False, True): (0, 0), (True, True): (3, 2)},
    "market-2": {k: (2, 2) for k in itertools.product((False, True), repeat=2)},
    "market-3": {(False, False): (4, 3), (True, False): (4, 3), (False, True): (1, 1), (True, True): (1, 1)},
    "market-4": {k: (1, 1) for k in itertools.product((False, True), repeat=2)},
    "gold-mine-1": {(False, False): (2, 1), (True, False): (2, 1), (False, True): (0, 0), (True, True): (0, 0)},
    "gold-mine-2": {(False, False): (1, 1), (True, False): (1, 1), (False, True): (0, 0), (True, True): (0, 0)},
    "chocolate-kitchen": {(False, False): (0, 0), (True, False): (0, 0), (False, True): (3, 2), (True, True): (3, 2)},
    "chocolate-market": {(False, False): (0, 0), (True, False): (0, 0), (False, True): (3, 2), (True, True): (3, 2)},
    "water": {k: (3, 2) for k in itertools.product((False, True), repeat=2)},
    "sun-site": {k: (2, 1) for k in itertools.product((False, True), repeat=2)},
    "temple": {k: (5, 4) for k in itertools.product((False, True), repeat=2)},
}
COMBINATIONS = [combo for n in range(len(MODULES) + 1) for combo in itertools.combinations(MODULES, n)]


@pytest.mark.parametrize("modules", COMBINATIONS, ids=lambda m: "+".join(m) or "base")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_jungle_tiles_of_every_combination(modules, players):
    table = Table(runtime(modules), players)
    table.run("setup_game", 0, then_first=True)
    state = table.state
    in_play = Counter(component_of(layer[0]) for stack in state.cells["jungle"].values() for layer in stack)
    for supply in ("jungle_pile", "display", "map_board"):
        in_play.update(component_of(cid) for cid in state.supplies.get(supply, ()))
    key = ("irrigation" in modules, "chocolatl" in modules)
    expected = {tile: counts[key][0 if players > 2 else 1] for tile, counts in EXPECTED.items()}
    assert {t: n for t, n in in_play.items()} == {t: n for t, n in expected.items() if n}
    assert sum(in_play.values()) == (28 if players > 2 else 21)
    # the start tiles: a single plantation and the second one diagonal to it (C-Q4)
    second = "water" if "irrigation" in modules else "market-2"
    assert component_of(state.cells["jungle"][(0, 0)][0][0]) == "single-plantation"
    assert component_of(state.cells["jungle"][(1, 1)][0][0]) == second
    drawn = 4 if "map" in modules else 2
    assert len(state.supplies["jungle_pile"]) == sum(in_play.values()) - 2 - drawn
    assert len(state.supplies["display"]) == 2
    assert len(state.supplies.get("map_board", ())) == (2 if "map" in modules else 0)
    assert len(state.supplies.get("huts", ())) == (12 if "huts" in modules else 0)


def test_with_no_tile_left_but_on_the_map_board_a_space_may_stay_empty_rather_than_cost_a_token():
    # ruling C-Q32: three spaces, one display tile, the pile empty, a map-board tile left
    table = Table(runtime(["map"]), 2)
    table.lay(0, 0, "single-plantation")
    table.lay(0, -1, "worker-1111", 1)
    table.lay(2, 1, "worker-1111", 1)
    table.set(0, map_token=1)
    table.supply("hand", ["worker-1111"], seat=0)
    table.supply("display", ["temple"])
    table.supply("map_board", ["market-4"])
    table.turn(0, [cell(1, 0), cell(1, -1), "1",          # the display's temple on the first space
                   cell(2, 0)], then_first=True)           # then the map board or nothing: the first
    first = table.offered("choose")[1]
    assert len(first) == 2                                  # the map tile for the token, or nothing
    table = Table(runtime(["map"]), 2)
    table.lay(0, 0, "single-plantation")
    table.lay(0, -1, "worker-1111", 1)
    table.lay(2, 1, "worker-1111", 1)
    table.set(0, map_token=1)
    table.supply("hand", ["worker-1111"], seat=0)
    table.supply("display", ["temple"])
    table.supply("map_board", ["market-4"])
    table.turn(0, [cell(1, 0), cell(1, -1), "1", cell(2, 0), first[1], first[1]], then_first=True)
    assert table.counters(0)["map_token"] == 1 and table.top(2, 0) is None and table.top(1, 1) is None
    assert table.state.supplies["display"] == ["market-4#1"]            # it slides into the display at the end
