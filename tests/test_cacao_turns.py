"""Whole turns of Cacao from RULES.md's worked examples (numbers checked by hand there): placing
and filling (E2, E12; rulings C-Q5, C-Q6), activating every worker on a new edge, other players'
too, in the order each owner picks (E2; C-Q7, C-Q8), overbuilding (E3; C-Q11), a sale without
fruit (E4; C-Q10) and the caps (E5; C-Q9). Each turn is the real `turn` of the rule set, answered
by key; a decision with one option is not asked."""
from __future__ import annotations

from cacao_support import Table, cell, edge, runtime

YELLOW, RED = 0, 1


def e2_table() -> Table:
    """E2: the start tiles, Red's 1-1-1-1 above the plantation (its fruit taken last turn), Yellow
    to play a 1-1-1-1; the display a price-3 market and a temple."""
    table = Table(runtime(), 2)
    table.lay(0, 0, "single-plantation")
    table.lay(1, 1, "market-2")
    table.lay(0, -1, "worker-1111", RED)
    table.set(RED, fruit=1)
    table.supply("hand", ["worker-1111"], seat=YELLOW)
    table.supply("workers", ["worker-2101"], seat=YELLOW)
    table.supply("display", ["market-3", "temple"])
    table.supply("jungle_pile", ["water", "sun-site"])
    return table


def test_e2_the_new_tile_fills_the_space_it_closes_and_activates_another_players_worker():
    table = e2_table()
    plantation_edge, market_edge = edge((-1, 0), (0, 0)), edge((-1, 0), (-1, -1))
    table.turn(YELLOW, [cell(-1, 0),          # the worker square left of the plantation
                        "market-3#1",         # the display tile for the one space to fill, (-1, -1)
                        plantation_edge,      # Yellow resolves the plantation edge first,
                        "yes",                # takes the fruit,
                        "yes",                # then sells it at the new market;
                        "yes"])               # Red sells his stored fruit there too
    assert table.top(-1, -1)[0] == "market-3#1"
    assert table.top(-2, 0) is None and table.top(-1, 1) is None    # one worker tile next to them: empty
    assert table.offered("order") == [sorted([plantation_edge, market_edge])]
    assert [d[0] for d in table.asked if d[1] == "may"] == [YELLOW, YELLOW, RED]   # Red decides his own sale
    assert (table.counters(YELLOW)["fruit"], table.counters(YELLOW)["gold"]) == (0, 3)
    assert (table.counters(RED)["fruit"], table.counters(RED)["gold"]) == (0, 3)
    # D and E: Yellow draws, the display is the temple and the top of the pile
    assert table.state.supplies["hand@0"] == ["worker-2101#1"]
    assert table.state.supplies["display"] == ["temple#1", "water#1"]
    assert table.state.cell_labels == {}                             # the turn's labels are gone


def test_e2_the_order_of_the_edges_is_the_owners_and_it_matters():
    table = e2_table()
    table.turn(YELLOW, [cell(-1, 0), "market-3#1",
                        edge((-1, 0), (-1, -1)),   # the market first: no fruit, no question
                        "yes",                     # then the plantation
                        "yes"])                    # Red's sale
    assert (table.counters(YELLOW)["fruit"], table.counters(YELLOW)["gold"]) == (1, 0)
    assert (table.counters(RED)["fruit"], table.counters(RED)["gold"]) == (0, 3)


def test_a_worker_is_activated_once_only_the_new_edges_work():
    # Red's worker facing the plantation worked when Red's tile was laid: it does not work again
    table = e2_table()
    table.turn(YELLOW, [cell(-1, 0), "temple#1", "yes"])   # the temple fills the space; Yellow's fruit
    assert table.counters(RED)["fruit"] == 1 and table.counters(RED)["gold"] == 0
    assert table.counters(YELLOW)["fruit"] == 1


def test_a_worker_tile_goes_on_an_empty_worker_square_next_to_a_jungle_tile():
    table = e2_table()
    table.turn(YELLOW, [cell(-1, 0), "market-3#1", edge((-1, 0), (0, 0)), "no", "no"])
    offered = table.offered("cell")[0]
    # the worker squares (x + y odd) next to the plantation or the market, but Red's
    assert sorted(offered) == sorted([cell(-1, 0), cell(1, 0), cell(0, 1), cell(2, 1), cell(1, 2)])


def e3_table(sun: int = 1) -> Table:
    """E3: the pile and the display are empty; Red's 1-1-1-1 at (3, 2) between a double plantation
    (N), a price-4 market (E), water (S) and a temple (W)."""
    table = Table(runtime(), 2)
    table.lay(3, 1, "double-plantation")
    table.lay(4, 2, "market-4")
    table.lay(3, 3, "water")
    table.lay(2, 2, "temple")
    table.lay(3, 2, "worker-1111", RED)
    table.set(RED, sun=sun, gold=10)
    table.supply("hand", ["worker-2101"], seat=RED)
    return table


def test_e3_an_overbuilt_tile_activates_all_its_workers_and_covers_the_old_ones():
    table = e3_table()
    table.turn(RED, ["2",                             # overbuild, not a normal placement
                     "1",                             # turned once: N1 E2 S1 W0
                     edge((3, 2), (3, 1)), "yes",     # N: 2 fruits
                     edge((3, 2), (4, 2)), "yes", "yes"])   # E: sells both for 4; S: water, unasked
    red = table.counters(RED)
    assert (red["sun"], red["fruit"], red["gold"], red["water"]) == (0, 0, 18, -4)
    assert len(table.state.cells["jungle"][(2, 3)]) == 2
    # the temple: Red's position now shows W0 — the covered tile's worker is gone
    table.set(YELLOW, water=0)
    table.set(RED, water=0)
    assert table.final() == [0, 18]


def test_e3_resolving_the_market_before_the_plantation_sells_nothing():
    table = e3_table()
    table.turn(RED, ["2", "1", edge((3, 2), (4, 2)), edge((3, 2), (3, 1)), "yes"])
    assert (table.counters(RED)["fruit"], table.counters(RED)["gold"]) == (2, 10)


def test_e3_a_position_is_overbuilt_once_and_only_ones_own():
    table = e3_table()
    table.turn(RED, ["2", "1", edge((3, 2), (3, 1)), "no", edge((3, 2), (4, 2))])
    table.set(RED, sun=1)
    table.lay(1, 0, "single-plantation")
    table.lay(1, 1, "worker-1111", YELLOW)            # another player's position, laid once
    table.supply("hand", ["worker-1111"], seat=RED)
    table.asked.clear()
    table.turn(RED, [cell(4, 1)], then_first=True)   # a normal placement: no choice was offered
    assert table.offered("choose") == [] and table.counters(RED)["sun"] == 1


def test_e3_without_a_sun_token_there_is_no_overbuilding():
    table = e3_table(sun=0)
    table.turn(RED, [cell(4, 1), "0"], then_first=True)
    assert table.offered("choose") == [] and len(table.state.cells["jungle"][(2, 3)]) == 1


def e4_table(fruit: int) -> Table:
    table = Table(runtime(), 2)
    table.lay(2, 2, "market-3")
    table.set(0, fruit=fruit, gold=5)
    table.supply("hand", ["worker-2101"], seat=0)
    table.supply("jungle_pile", ["temple"])
    return table


def test_e4_a_market_sale_cannot_happen_without_fruit():
    table = e4_table(fruit=0)
    table.turn(0, [cell(2, 1), "2"])                  # turned twice: S2 faces the market
    assert table.offered("may") == []                 # nothing to sell: not even asked
    assert (table.counters(0)["fruit"], table.counters(0)["gold"]) == (0, 5)


def test_e4_with_one_fruit_the_first_worker_sells_it_and_the_second_finds_none():
    table = e4_table(fruit=1)
    table.turn(0, [cell(2, 1), "2", "yes"])
    assert len(table.offered("may")) == 1
    assert (table.counters(0)["fruit"], table.counters(0)["gold"]) == (0, 8)


def lost(table: Table, resource: str) -> int:
    return sum(e["amount"] for e in table.state.log if e["e"] == "lost" and e["resource"] == resource)


def two_workers_at(tile: str, modules=(), **counters) -> Table:
    """A 2-1-0-1 turned twice lands with its S2 on `tile` at (2, 2)."""
    table = Table(runtime(modules), 2)
    table.rt.logging = True
    table.lay(2, 2, tile)
    table.set(0, **counters)
    table.supply("hand", ["worker-2101"], seat=0)
    table.supply("jungle_pile", ["temple"])
    return table


def test_e5_storage_overflow_is_lost():
    table = two_workers_at("double-plantation", fruit=4)
    table.turn(0, [cell(2, 1), "2", "yes", "yes"])
    assert table.counters(0)["fruit"] == 5 and lost(table, "fruit") == 3    # 4 offered, 1 fits


def test_e5_bars_and_fruits_share_the_five_storage_spaces():
    table = two_workers_at("single-plantation", modules=["chocolatl"], fruit=3, chocolate=2)
    table.turn(0, [cell(2, 1), "2", "yes", "yes"])
    assert (table.counters(0)["fruit"], table.counters(0)["chocolate"]) == (3, 2)


def test_e5_sun_tokens_stop_at_three_and_the_carrier_at_sixteen():
    table = two_workers_at("sun-site", sun=3)
    table.turn(0, [cell(2, 1), "2"])
    assert table.counters(0)["sun"] == 3
    table = two_workers_at("water", water=11)
    table.turn(0, [cell(2, 1), "2"])
    assert table.counters(0)["water"] == 16                                   # the second step is lost


def test_e12_more_spaces_than_the_display_holds_take_the_pile_then_stay_empty():
    def table_with(pile):
        table = Table(runtime(), 2)
        table.lay(0, 0, "single-plantation")
        table.lay(0, -1, "worker-1111", 1)         # next to the space (1, -1)
        table.lay(2, 1, "worker-1111", 1)         # next to the spaces (1, 1) and (2, 0)
        table.supply("hand", ["worker-1111"], seat=0)
        table.supply("display", ["temple", "water"])
        table.supply("jungle_pile", pile)
        return table

    spaces = [cell(1, -1), cell(2, 0), cell(1, 1)]
    table = table_with(["market-4"])
    table.turn(0, [cell(1, 0),
                   cell(2, 0), "water#1",            # the active player orders the spaces
                   cell(1, -1)],                     # the temple is the only display tile left;
               then_first=True)                      # the third space takes the top of the pile
    assert sorted(table.offered("order")[0]) == sorted(spaces)
    assert [table.top(x, y)[0] for x, y in [(2, 0), (1, -1), (1, 1)]] == ["water#1", "temple#1", "market-4#1"]

    table = table_with([])
    table.turn(0, [cell(1, 0), cell(1, 1), "temple#1", cell(2, 0)], then_first=True)
    assert table.top(1, -1) is None                   # the space left out stays empty
    assert table.top(1, 1)[0] == "temple#1" and table.top(2, 0)[0] == "water#1"
