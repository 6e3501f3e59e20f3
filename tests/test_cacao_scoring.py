"""Cacao's final scoring, from RULES.md's worked examples (numbers checked by hand there):
E1 temple majorities (ruling C-Q13), E9 and E15 the hut bonuses (C-Q24), E14 the tie-break (C-Q14).
Every carrier stands on the field worth 0 unless the example says otherwise, so the totals are
the temple shares, the gold held and what the example names."""
from __future__ import annotations

from teotl.runtime.game import Game

from cacao_support import Table, runtime

YELLOW, RED, PURPLE, WHITE = 0, 1, 2, 3


def temple_table(players: int = 3) -> Table:
    table = Table(runtime(), players)
    table.lay(4, 4, "temple")
    for seat in range(players):
        table.set(seat, water=0)
    return table


def test_e1_a_tie_for_first_splits_six_and_leaves_no_second_place():
    # Yellow 2-1-0-1 turned twice (S2) above the temple, Red 2-1-0-1 turned three times (W2) to its
    # right, Purple 1-1-1-1 (E1) to its left: Yellow and Red tie with 2, ⌊6/2⌋ = 3 each, Purple 0.
    table = temple_table()
    table.lay(4, 3, "worker-2101", YELLOW, rotation=2)
    table.lay(5, 4, "worker-2101", RED, rotation=3)
    table.lay(3, 4, "worker-1111", PURPLE)
    assert table.final() == [3, 3, 0]


def test_e1b_a_clear_first_takes_six_and_the_tied_second_split_three():
    table = temple_table()
    table.lay(4, 3, "worker-3001", YELLOW, rotation=2)       # N0 E1 S3 W0: 3 at the temple
    table.lay(5, 4, "worker-1111", RED)
    table.lay(3, 4, "worker-1111", PURPLE)
    assert table.final() == [6, 1, 1]                          # 6; ⌊3/2⌋ = 1 each


def test_e1c_a_lone_worker_takes_six_and_nobody_else_scores():
    table = temple_table()
    table.lay(3, 4, "worker-1111", PURPLE)
    assert table.final() == [0, 0, 6]


def test_e1d_four_players_tied_with_one_worker_each_get_one():
    table = temple_table(players=4)
    for seat, (x, y) in enumerate([(4, 3), (5, 4), (4, 5), (3, 4)]):
        table.lay(x, y, "worker-1111", seat)
    assert table.final() == [1, 1, 1, 1]                       # ⌊6/4⌋


def test_an_edge_with_no_worker_facing_the_temple_takes_no_part():
    # 2-1-0-1 as printed has no worker on its bottom edge: above the temple it counts 0 (C-Q13)
    table = temple_table()
    table.lay(4, 3, "worker-2101", YELLOW)
    table.lay(3, 4, "worker-1111", PURPLE)
    assert table.final() == [0, 0, 6]


def test_sun_tokens_and_the_water_field_are_added_and_a_negative_field_is_deducted():
    table = Table(runtime(), 2)
    table.set(0, gold=5, sun=2, water=-10)
    table.set(1, gold=3, sun=0, water=16)
    assert table.final() == [5 + 2 - 10, 3 + 16]


def test_e9_hut_costs_come_back_and_each_hut_adds_its_bonus():
    rt = runtime(["chocolatl", "huts"])
    table = Table(rt, 2)
    table.lay(4, 4, "temple")
    table.lay(4, 3, "worker-1111", 0)                           # White, the only player at the temple
    table.set(0, gold=15, fruit=3, chocolate=1, sun=2, water=4)
    table.own(0, "hut-02a", "hut-07a")                          # Trader (6), Master Builder (10)
    table.set(1, gold=20, water=16)
    table.own(1, "hut-10a")                                     # Fountain Master (12)
    # White: 15 + 6 (temple) + 2 (sun) + 4 (water) + 16 (costs) + 3 (Trader: fruits, not the bar)
    # + 1 (Master Builder: 1 other hut); Red: 20 + 16 (water) + 12 (cost) + 4 (on 16)
    assert table.final() == [47, 52]


def test_e15_road_worker_counts_the_fullest_row_or_column():
    rt = runtime(["huts"])
    table = Table(rt, 2)
    for x, y in [(1, 0), (1, 2), (1, 4), (3, 2)]:
        table.lay(x, y, "worker-1111", 0)
    table.own(0, "hut-04a")                                     # Road Worker (6)
    table.set(0, water=0)
    table.set(1, water=0)
    # column x = 1 holds 3 tiles, row y = 2 holds 2: +3, and the cost 6 back
    assert table.final()[0] == 6 + 3


def test_e15_hermit_counts_the_workers_facing_empty_squares():
    rt = runtime(["huts"])
    table = Table(rt, 2)
    table.lay(7, 0, "worker-2101", 0)                           # N2 E1 S0 W1
    table.lay(8, 0, "market-2")                                 # E: a jungle tile
    table.lay(7, 1, "temple")                                   # S: a jungle tile (0 workers there)
    table.own(0, "hut-01b")                                     # Hermit (6)
    table.set(0, water=0)
    table.set(1, water=0)
    assert table.final()[0] == 6 + 3                            # N2 + W1 face empty squares


def test_monk_counts_the_temples_with_an_own_worker_and_the_foreman_counts_four_at_a_temple():
    rt = runtime(["huts"])
    table = Table(rt, 2)
    table.lay(4, 4, "temple")
    table.lay(0, 0, "temple")
    table.lay(4, 3, "worker-3001", 0, rotation=2)               # S3 at the temple (4, 4)
    table.lay(4, 5, "worker-1111", 1)
    table.lay(3, 4, "worker-2101", 1, rotation=1)               # N1 E2 S1 W0: E2 at the temple
    table.own(0, "hut-08a", "hut-09a")                          # Monk (10), Foreman (12)
    for seat in (0, 1):
        table.set(seat, water=0)
    # seat 0: 3 counted as 4 (Foreman) beats seat 1's 1 + 2 = 3: 6 gold; Monk: 1 temple; costs 22
    assert table.final() == [6 + 1 + 22, 3]


def _ranking(rt, counters: list[dict]) -> list[int]:
    game = Game(rt, players=len(counters), seed=1)
    for player, values in zip(game.state.players, counters):
        player.counters.update(values)
    return game.ranking()


def test_e14_the_tie_break_is_the_fruits_left_and_bars_do_not_count():
    rt = runtime(["chocolatl"])
    assert _ranking(rt, [{"gold": 40, "fruit": 2, "chocolate": 0},
                         {"gold": 40, "fruit": 1, "chocolate": 3}]) == [0, 1]
    assert _ranking(rt, [{"gold": 40, "fruit": 1, "chocolate": 0},
                         {"gold": 40, "fruit": 2, "chocolate": 0}]) == [1, 0]
