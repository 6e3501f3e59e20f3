"""Scenario tests: whole turns, rounds and Eclipses of the shipped base rules, on hand-made states,
driven through the flow components `game.yaml` names (`turn`, `after_turn`, `round_end`,
`final`) with scripted answers — the board actions (`collect_cocoa`, `main_action`, `worship`),
ascensions, `eclipse_round` and `final_scoring` are reached through them, as in a game.

Every expected number is computed by hand from the facts sheet
(/work/shared/reference/teotihuacan-base.md, "§n"), the German excerpt
(/work/shared/seeds/001_9390339ca5d37475.txt, "S-DE") and docs/rulings.md ("Rn"); the
computation is written next to it. Each scenario compares complete snapshots
(tests/scenario_support.py): every counter, track, owned tile, worker, neutral die, supply and grid,
so an extra or a missing change fails.

Ring of boards (game.yaml vocabulary.boards, §2.1 first-game layout), clockwise:
    P1 Palace 1 → P2 Stone Quarry 3 → P3 Alchemy 5 → P4 Forest 2 → P5 Construction 8
    → P6 Decorations 7 → P7 Nobles 6 → P8 Gold Deposits 4 → (P1)
Workers are written (owner, board number, power, worship spot or None = unlocked).
With N players, owners N.. are the neutral colours (2-3 players, §2.2).
"""
from __future__ import annotations

import pytest

from scenario_support import (board_index, drive, evaluate, expect, flow, game_over, give, new_state, options,
                              ranking, rt, snapshot, worker)

# §12.2 Avenue multiplier by buildings taken 0..11
SHEET_MULTIPLIER = [5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1]

# a player with a locked die is first asked: unlock all (a whole turn, §3 option 1) or move
MOVE = ("choose", "move worker unlocked forward 1..3")
BOTH = "pay cocoa 1 -> claim here; resolve board worship"   # worship: benefit + tile for 1 more cocoa
BENEFIT = "resolve board worship"
TILE = "claim here"


def p(piece) -> str:
    return f"p{piece.pid}"


def neutral_dice(boards_by_owner: dict) -> list:
    return sorted((owner, board, 1, None) for owner, boards in boards_by_owner.items() for board in boards)


# Neutral dice are placed anew after Eclipses 1 and 2 (§2.2, R4): each neutral colour draws starting
# tiles until 3 different boards are shown. With the stack [st-14 (boards 2, 3), st-00 (3, 5)] both
# draw orders give boards {2, 3, 5} (2, 3, then 5 / 3, 5, then 2), whatever the shuffle.
STARTING_STACK = ["st-14", "st-00"]


# ====================================================================== 1. counting colours (§4.1-§4.3, S-DE)
def test_collect_cocoa_counts_own_other_and_neutral_colours_but_not_a_locked_die():
    """3 players (owner 3 = the neutral colour). Stone Quarry before the move: own die (colour 0),
    two dice of player 1 (colour 1 once), the neutral die (colour 3), player 2's die locked on the
    worship spot (not counted). colours = |{0, 1, 3}| = 3 → Collect Cocoa gains 3 + 1 = 4 (§4.2):
    cocoa 1 → 5. The main action would cost 3 cocoa (§4.3) > 1: not offered; worship is
    (unlocking player 2's die costs 1 cocoa)."""
    s = new_state(3)
    a = worker(s, 0, 1, 1)                 # Palace → 1 step → Stone Quarry
    worker(s, 0, 3, 2)
    worker(s, 1, 3, 1)
    worker(s, 1, 3, 3)
    worker(s, 3, 3, 1)
    worker(s, 2, 3, 2, spot=1)
    give(s, 0, cocoa=1)
    before = snapshot(s)
    asked = flow(s, "turn", 0, [("piece", p(a)), ("distance", "1"), ("choose", "resolve collect_cocoa")])
    assert options(asked[2]) == ["resolve collect_cocoa", "resolve worship"]
    flow(s, "after_turn", 0)
    assert snapshot(s) == expect(before, players={0: {"cocoa": 4}}, workers={a.pid: (0, 3, 1, None)})


def test_collect_cocoa_two_neutral_colours_in_a_two_player_game():
    """2 players: owners 2 and 3 are neutral colours. Decorations: one die of each neutral colour,
    player 1 locked on the worship spot (not counted), nothing of player 0 but the arriving die
    (excluded). colours = |{2, 3}| = 2 → 2 + 1 = 3 cocoa. With 0 cocoa neither the main action
    (2 cocoa) nor the worship (1 cocoa to unlock player 1) is possible: Collect Cocoa is taken
    without a question."""
    s = new_state(2)
    a = worker(s, 0, 8, 1)                 # Construction → 1 step → Decorations
    worker(s, 2, 7, 1)
    worker(s, 3, 7, 1)
    worker(s, 1, 7, 2, spot=1)
    before = snapshot(s)
    flow(s, "turn", 0, [("distance", "1")])
    flow(s, "after_turn", 0)
    assert snapshot(s) == expect(before, players={0: {"cocoa": 3}}, workers={a.pid: (0, 7, 1, None)})


def test_main_action_cost_excludes_the_arriving_die_and_a_locked_die():
    """3 players. Forest before the move: the neutral die (colour 3), player 2 (colour 2, unlocked),
    player 1 locked on the worship spot (not counted); no own die (the arriving one is excluded).
    Cost = |{3, 2}| = 2 cocoa (§4.3 step 2): cocoa 2 → 0. W = 1 (the arrived die), Pmin = 2 →
    Forest row 1, column 2-3: 1 wood (§5.2); 1 power-up (W = 1): power 2 → 3."""
    s = new_state(3)
    a = worker(s, 0, 3, 2)                 # Stone Quarry → 2 steps → Forest
    worker(s, 0, 7, 1)
    worker(s, 0, 4, 1, spot=1)             # own die locked elsewhere
    worker(s, 3, 2, 1)
    worker(s, 2, 2, 3)
    worker(s, 1, 2, 1, spot=1)
    give(s, 0, cocoa=2)
    before = snapshot(s)
    asked = flow(s, "turn", 0, [MOVE, ("piece", p(a)), ("distance", "2"), ("choose", "resolve main_action")])
    assert options(asked[3]) == ["resolve collect_cocoa", "resolve main_action", "resolve worship"]
    flow(s, "after_turn", 0)
    assert snapshot(s) == expect(before, players={0: {"cocoa": -2, "wood": 1}}, workers={a.pid: (0, 2, 3, None)})


def test_main_action_cost_counts_the_own_colour_and_w_ignores_an_own_locked_die():
    """3 players. Gold Deposits before the move: own die B (power 4, unlocked), own die E locked
    on the worship spot, player 1 (power 2). Cost = |{0, 1}| = 2: cocoa 3 → 1. W = 2 (arrived die +
    B; E is locked), Pmin = min(5, 4) = 4 → Gold row 2, column 4-5: 3 gold + 2 VP (§5.2);
    1 power-up (W = 2) given to B: 4 → 5. Worship is not offered: the only spot holds an own die
    (§4.4 step 1). """
    s = new_state(3)
    a = worker(s, 0, 6, 5)                 # Nobles → 1 step → Gold Deposits
    b = worker(s, 0, 4, 4)
    worker(s, 0, 4, 1, spot=1)
    worker(s, 1, 4, 2)
    worker(s, 2, 8, 1)
    worker(s, 3, 5, 1)
    give(s, 0, cocoa=3)
    before = snapshot(s)
    asked = flow(s, "turn", 0, [MOVE, ("piece", p(a)), ("distance", "1"), ("choose", "resolve main_action"),
                                ("piece", p(b))])
    assert options(asked[3]) == ["resolve collect_cocoa", "resolve main_action"]
    flow(s, "after_turn", 0)
    assert snapshot(s) == expect(before, players={0: {"cocoa": -2, "gold": 3, "vp": 2}},
                                 workers={a.pid: (0, 4, 5, None), b.pid: (0, 4, 5, None)})


def test_main_action_power_ups_go_only_to_unlocked_dice():
    """Forest: own die L locked on the worship spot (not a colour, not in W). The arriving die
    (power 1): cost 0 cocoa; W = 1, Pmin = 1 → 1 cocoa (§5.2); the one power-up can only go to the
    arriving die (L is locked), so nothing is asked: power 1 → 2."""
    s = new_state(2)
    a = worker(s, 0, 5, 1)                 # Alchemy → 1 step → Forest
    worker(s, 0, 2, 2, spot=1)
    before = snapshot(s)
    flow(s, "turn", 0, [MOVE, ("distance", "1"), ("choose", "resolve main_action")])
    flow(s, "after_turn", 0)
    assert snapshot(s) == expect(before, players={0: {"cocoa": 1}}, workers={a.pid: (0, 2, 2, None)})


# ====================================================================== 2. worship (§4.4, §8, S-DE)
def worship_state(players: int = 2):
    """Every worship spot holds a discovery tile (§2.2); a test replaces the one it uses."""
    s = new_state(players)
    for supply, tile in (("disc_palace", "disc-27"), ("disc_forest", "disc-28"), ("disc_stone_quarry", "disc-30"),
                         ("disc_gold_deposits", "disc-32"), ("disc_decorations", "disc-34")):
        s.supplies[supply] = [tile]
    s.supplies["discovery"] = ["disc-18", "disc-19"]
    s.supplies["royal_tiles"] = ["royal-r0", "royal-r5", "royal-r3"]   # Palace spots 1, 2, 3 (§2.6)
    return s


def test_worship_forest_benefit_only():
    """Empty Forest spot: the die is locked there; the three options are offered (§4.4 step 3);
    benefit = red temple +1 (§4.4 step 5); red step 1 = 1 VP (§7.1). The tile (disc-17, cost 1 wood)
    stays, so nothing is refilled."""
    s = worship_state()
    s.supplies["disc_forest"] = ["disc-17"]
    a = worker(s, 0, 5, 2)                 # Alchemy → 1 step → Forest
    give(s, 0, cocoa=2, wood=1)
    before = snapshot(s)
    asked = flow(s, "turn", 0, [("distance", "1"), ("choose", "resolve worship"), ("choose", BENEFIT)])
    assert options(asked[2]) == [BENEFIT, TILE, BOTH]
    flow(s, "after_turn", 0)               # 2 cocoa < 3: no offer to unlock
    assert snapshot(s) == expect(before, players={0: {"vp": 1, "red": 1}}, workers={a.pid: (0, 2, 2, 1)})


def test_worship_displacing_another_player_then_the_discovery_tile_refilled_after_the_turn():
    """Stone Quarry spot held by player 1: pay 1 cocoa, player 1's die becomes unlocked on the
    Stone Quarry (§4.4 step 1); take the tile only: disc-05 (mask), cost 1 wood (§9). cocoa 2 → 1,
    wood 1 → 0. End of turn: the spot's tile is refilled from the stack (§4.4 step 7)."""
    s = worship_state()
    s.supplies["disc_stone_quarry"] = ["disc-05"]
    a = worker(s, 0, 1, 1)                 # Palace → 1 step → Stone Quarry
    other = worker(s, 1, 3, 3, spot=1)
    give(s, 0, cocoa=2, wood=1)
    before = snapshot(s)
    asked = flow(s, "turn", 0, [("distance", "1"), ("choose", "resolve worship"), ("choose", TILE)])
    assert options(asked[2]) == [BENEFIT, TILE, BOTH]
    mid = snapshot(s)
    assert "disc_stone_quarry" not in mid["supplies"]   # taken, not refilled during the turn
    flow(s, "after_turn", 0)
    assert snapshot(s) == expect(before, players={0: {"cocoa": -1, "wood": -1, "owned": ["disc-05"]}},
                                 workers={a.pid: (0, 3, 1, 1), other.pid: (1, 3, 3, None)},
                                 supplies={"disc_stone_quarry": ["disc-18"], "discovery": ["disc-19"]})


def test_worship_both_with_a_displacement_pays_two_cocoa():
    """Gold Deposits spot held by player 1: 1 cocoa to unlock it, 1 more cocoa for both: cocoa
    3 → 1. Benefit: blue +1; blue step 1 = 1 resource of choice (gold). Tile disc-22 (2 resources
    of choice, free) is owned, not used. Refilled at the end of the turn."""
    s = worship_state()
    s.supplies["disc_gold_deposits"] = ["disc-22"]
    a = worker(s, 0, 6, 1)                 # Nobles → 1 step → Gold Deposits
    other = worker(s, 1, 4, 2, spot=1)
    give(s, 0, cocoa=3)
    before = snapshot(s)
    flow(s, "turn", 0, [("distance", "1"), ("choose", "resolve worship"), ("choose", BOTH),
                        ("target", "gold"), ("continue", "no")])   # the new tile may be used after the action: not now
    flow(s, "after_turn", 0)
    assert snapshot(s) == expect(before, players={0: {"cocoa": -2, "gold": 1, "blue": 1, "owned": ["disc-22"]}},
                                 workers={a.pid: (0, 4, 1, 1), other.pid: (1, 4, 2, None)},
                                 supplies={"disc_gold_deposits": ["disc-18"], "discovery": ["disc-19"]})


def test_an_own_die_on_the_spot_cannot_be_displaced():
    """The Forest's only spot holds an own die: worship is not offered (§4.4 step 1, S-DE "auf diese
    Weise darfst du keine eigenen Arbeiter freischalten"). Collect Cocoa: the locked die is not a
    colour, so 0 + 1 = 1 cocoa; the main action costs 0."""
    s = worship_state()
    s.supplies["disc_forest"] = ["disc-17"]
    a = worker(s, 0, 5, 1)                 # Alchemy → 1 step → Forest
    worker(s, 0, 2, 2, spot=1)
    give(s, 0, cocoa=5, wood=1)
    before = snapshot(s)
    asked = flow(s, "turn", 0, [MOVE, ("distance", "1"), ("choose", "resolve collect_cocoa")])
    assert options(asked[2]) == ["resolve collect_cocoa", "resolve main_action"]
    flow(s, "after_turn", 0, [("may", "no")])   # locked die and 5 cocoa: unlocking for 3 is offered
    assert snapshot(s) == expect(before, players={0: {"cocoa": 1}}, workers={a.pid: (0, 2, 1, None)})


def test_worship_both_needs_the_extra_cocoa_and_the_tile_cost_together():
    """Forest, 1 cocoa, tile disc-24 (Avenue step, cost 1 cocoa). Benefit: possible; tile only:
    1 cocoa, possible; both: 1 + 1 = 2 cocoa > 1, not possible. Take the tile: cocoa 1 → 0."""
    s = worship_state()
    s.supplies["disc_forest"] = ["disc-24"]
    a = worker(s, 0, 5, 1)
    give(s, 0, cocoa=1)
    before = snapshot(s)
    asked = flow(s, "turn", 0, [("distance", "1"), ("choose", "resolve worship"), ("choose", TILE),
                                ("continue", "no")])   # the Avenue tile could be used right away: not now
    assert options(asked[2]) == [BENEFIT, TILE]
    flow(s, "after_turn", 0)
    assert snapshot(s) == expect(before, players={0: {"cocoa": -1, "owned": ["disc-24"]}},
                                 workers={a.pid: (0, 2, 1, 1)},
                                 supplies={"disc_forest": ["disc-18"], "discovery": ["disc-19"]})


def test_palace_royal_tile_is_mandatory_both_then_unlock_for_three_cocoa():
    """Palace: own die on spot 3, player 1 on spot 2; the arriving die (power 3) may take spot 1 or
    unlock player 1 on spot 2, never spot 3 (own). Spot 1 = royal tile R0: cocoa = power + 1 = 4.
    Only 'benefit' or 'both' are offered (§4.4 step 4: no tile-only on the Palace); no main action
    on the Palace (§4.3). Both: cocoa 2 - 1 = 1, + 4 = 5, tile disc-24 costs 1 cocoa → 4.
    End of turn: pay 3 cocoa to unlock all own locked dice (§3 step 4): cocoa 4 → 1; both dice
    stay on the Palace, unlocked. The Palace tile is refilled (§4.4 step 7)."""
    s = worship_state()
    s.supplies["disc_palace"] = ["disc-24"]
    x = worker(s, 0, 1, 1, spot=3)
    worker(s, 1, 1, 1, spot=2)
    a = worker(s, 0, 4, 3)                 # Gold Deposits → 1 step → Palace
    give(s, 0, cocoa=2)
    before = snapshot(s)
    asked = flow(s, "turn", 0, [MOVE, ("distance", "1"), ("choose", "resolve worship"),
                                ("spot", "1"), ("choose", BOTH), ("continue", "no")])  # tile kept for later
    assert options(asked[2]) == ["resolve collect_cocoa", "resolve worship"]
    assert asked[3].keys() == ["1", "2"]
    assert options(asked[4]) == [BENEFIT, BOTH]
    flow(s, "after_turn", 0, [("may", "yes")])
    assert snapshot(s) == expect(before, players={0: {"cocoa": -1, "owned": ["disc-24"]}},
                                 workers={a.pid: (0, 1, 3, None), x.pid: (0, 1, 1, None)},
                                 supplies={"disc_palace": ["disc-18"], "discovery": ["disc-19"]})


def test_palace_worship_component_royal_tile_is_mandatory():
    """The same Palace worship as above, running the `worship` action itself for the die that has
    just arrived: spots 1 and 2 offered (spot 3
    holds an own die); R0 with power 3; only 'benefit' or 'both' (§4.4 step 4).
    Both: cocoa 2 - 1 = 1, + 4 = 5, - 1 for disc-24 = 4; end of turn: unlock for 3 → 1."""
    s = worship_state()
    s.supplies["disc_palace"] = ["disc-24"]
    x = worker(s, 0, 1, 1, spot=3)
    worker(s, 1, 1, 1, spot=2)
    a = worker(s, 0, 1, 3)                 # arrived on the Palace
    give(s, 0, cocoa=2)
    before = snapshot(s)
    asked = drive(rt().run(s, "worship", player=0, piece=a, board=board_index(1)),
                  [("spot", "1"), ("choose", BOTH)])
    assert asked[0].keys() == ["1", "2"]
    assert options(asked[1]) == [BENEFIT, BOTH]
    flow(s, "after_turn", 0, [("may", "yes")])
    assert snapshot(s) == expect(before, players={0: {"cocoa": -1, "owned": ["disc-24"]}},
                                 workers={a.pid: (0, 1, 3, None), x.pid: (0, 1, 1, None)},
                                 supplies={"disc_palace": ["disc-18"], "discovery": ["disc-19"]})


def test_palace_displacing_another_player_for_a_trade_royal_tile():
    """Palace: own die on spot 1, player 1 on spot 2 (royal tile R5). Offered spots: 2 (unlock for
    1 cocoa) and 3. Spot 2: cocoa 4 → 3; R5 with power 2: up to 2 times pay 1 cocoa → 1 stone +
    1 gold (§5.1): cocoa 3 → 1, stone +2, gold +2. Player 1's die: unlocked on the Palace."""
    s = worship_state()
    s.supplies["disc_palace"] = ["disc-24"]
    y = worker(s, 0, 1, 1, spot=1)
    z = worker(s, 1, 1, 1, spot=2)
    a = worker(s, 0, 4, 2)                 # Gold Deposits → 1 step → Palace
    give(s, 0, cocoa=4)
    before = snapshot(s)
    asked = flow(s, "turn", 0, [MOVE, ("distance", "1"), ("choose", "resolve worship"),
                                ("spot", "2"), ("choose", BENEFIT), ("continue", "yes"), ("continue", "yes")])
    assert asked[3].keys() == ["2", "3"]
    flow(s, "after_turn", 0)               # 1 cocoa: no unlock offer
    assert snapshot(s) == expect(before, players={0: {"cocoa": -3, "stone": 2, "gold": 2}},
                                 workers={a.pid: (0, 1, 2, 2), z.pid: (1, 1, 1, None), y.pid: (0, 1, 1, 1)})


# ====================================================================== 3. ascension and the Eclipse trigger
def test_ascension_in_a_main_action_triggers_the_eclipse_scored_after_the_next_round():
    """2 players: dark disc 10 (§13.1), light disc 9.
    Turn of player 0: die A (power 5) Alchemy → 1 step → Forest; there: own B (power 3) and
    player 1 → cost |{0, 1}| = 2: cocoa 4 → 2. W = 2, Pmin = min(5, 3) = 3 → 2 wood (§5.2).
    1 power-up (W = 2) on A: 5 → 6 → ascension (§6.2): Avenue 0 → 1; A back to the Palace at
    power 1, unlocked; bonus: offered A0, A2, A3, A4 (A1 needs 3 cocoa, only 2); A2 = 4th die
    (power 3) at the Palace + 2 cocoa: cocoa 4; light disc 9 → 10 = dark disc. No Eclipse scoring
    during the turn (§6.2 step 4, S-DE). after_turn: Eclipse pending (eclipse_state 1).
    round_end 1 (this round ends): the extra round starts (eclipse_state 2), light disc stays 10.
    round_end 2 (after the extra round, R12): Eclipse 1 —
      player 0: Avenue 1 × multiplier 5 (0 buildings taken) = 5 VP; no pyramid, no masks;
                salary: powers 1, 3, 2, 3 → 4 × 1 = 4 cocoa: 4 → 0.
      player 1: Avenue 0; salary powers 1, 2 and 4 (locked dice pay too) → 1 + 1 + 2 = 4: 5 → 1.
    Then dark disc 10 → 9, light disc 0, next Eclipse 2, neutral dice placed anew (boards 2, 3, 5)."""
    s = new_state(2, dark_disc=10, light_disc=9)
    a = worker(s, 0, 5, 5)
    worker(s, 0, 2, 3)                     # B
    worker(s, 0, 6, 2)
    worker(s, 1, 2, 1)
    worker(s, 1, 1, 2)
    worker(s, 1, 4, 4, spot=1)
    for owner, boards in ((2, (1, 4, 8)), (3, (3, 6, 7))):
        for board in boards:
            worker(s, owner, board, 1)
    s.supplies["starting_tiles"] = list(STARTING_STACK)
    give(s, 0, cocoa=4)
    give(s, 1, cocoa=5)
    d_pid = max(piece.pid for piece in s.pieces) + 1      # the recruited 4th die
    start = snapshot(s)

    asked = flow(s, "turn", 0, [("piece", p(a)), ("distance", "1"), ("choose", "resolve main_action"),
                                ("piece", p(a)), ("choose", "asc-a2")])
    assert asked[4].keys() == ["asc-a0", "asc-a2", "asc-a3", "asc-a4"]
    after_turn = expect(start, players={0: {"wood": 2, "avenue": 1}},     # cocoa 4 - 2 + 2 = 4
                        counters={"light_disc": 10},
                        workers={a.pid: (0, 1, 1, None), d_pid: (0, 1, 3, None)})
    assert snapshot(s) == after_turn       # light disc on the dark disc, nothing scored yet

    flow(s, "after_turn", 0)
    pending = expect(after_turn, counters={"eclipse_state": 1})
    assert snapshot(s) == pending

    flow(s, "round_end", 0)
    extra_round = expect(pending, counters={"eclipse_state": 2})
    assert snapshot(s) == extra_round

    flow(s, "round_end", 0)
    assert snapshot(s, unordered=["starting_tiles"]) == expect(
        extra_round, players={0: {"vp": 5, "cocoa": -4}, 1: {"cocoa": -4}},
        counters={"dark_disc": 9, "light_disc": 0, "eclipse": 2, "eclipse_state": 0},
        neutral=neutral_dice({2: (2, 3, 5), 3: (2, 3, 5)}),
        supplies={"starting_tiles": sorted(STARTING_STACK)})
    assert not game_over(s)


def test_two_ascensions_in_one_gold_deposits_action():
    """2 players, dark disc 10, light disc 9. Player 0: A (power 5) Nobles → 1 step → Gold
    Deposits; there own B (5) and C (4), the neutral colour 2, player 1 locked on the spot (not a
    colour): cost |{0, 2}| = 2, cocoa 3 → 1. W = 3, Pmin = min(5, 5, 4) = 4 → 4 gold + 2 temple
    steps of choice (§5.2): green 1 (+1 cocoa), green 2 (+1 cocoa): cocoa 3. 2 power-ups (W = 3):
    - A 5 → 6, ascension 1: Avenue 2 → 3: may claim the step-3 tile disc-05 (cost 1 wood, §12.1);
      A → Palace, power 1; bonuses offered A0, A1, A3, A4 (A2: the 4th die is already in play);
      A1: pay 3 cocoa (3 → 0) → red 1 (+1 VP) and blue 1 (+1 resource: stone); light disc 10.
    - second power-up: only B and C are still here; B 5 → 6, ascension 2: Avenue 3 → 4; B →
      Palace, power 1; bonuses A0, A3, A4 (A1: no cocoa); A0: +5 VP; light disc min(11, 10) = 10
      (never beyond the dark disc, §13.1).
    Totals: cocoa 3 → 0, gold +4, wood 1 → 0, stone +1, VP 1 + 5 = 6, green 2, red 1, blue 1,
    Avenue 4. after_turn: Eclipse pending."""
    s = new_state(2, dark_disc=10, light_disc=9)
    a = worker(s, 0, 6, 5)
    b = worker(s, 0, 4, 5)
    c = worker(s, 0, 4, 4)
    worker(s, 0, 2, 1)
    worker(s, 1, 4, 2, spot=1)
    worker(s, 1, 8, 1)
    worker(s, 2, 4, 1)
    s.supplies["avenue3"] = ["disc-05"]
    give(s, 0, cocoa=3, wood=1, avenue=2)
    before = snapshot(s)
    asked = flow(s, "turn", 0, [
        ("piece", p(a)), ("distance", "1"), ("choose", "resolve main_action"),
        ("target", "green"), ("target", "green"),                        # 2 T of the grid
        ("piece", p(a)), ("may", "yes"), ("choose", "asc-a1"),           # ascension 1
        ("target", "red"), ("target", "blue"), ("target", "stone"),
        ("piece", p(b)), ("choose", "asc-a0"),                           # ascension 2
    ])
    assert sorted(asked[5].keys()) == sorted([p(a), p(b), p(c)])
    assert asked[7].keys() == ["asc-a0", "asc-a1", "asc-a3", "asc-a4"]
    assert sorted(asked[11].keys()) == sorted([p(b), p(c)])
    assert asked[12].keys() == ["asc-a0", "asc-a3", "asc-a4"]
    flow(s, "after_turn", 0)
    assert snapshot(s) == expect(
        before,
        players={0: {"cocoa": -3, "gold": 4, "wood": -1, "stone": 1, "vp": 6,
                     "green": 2, "red": 1, "blue": 1, "avenue": 2, "owned": ["disc-05"]}},
        counters={"light_disc": 10, "eclipse_state": 1},
        workers={a.pid: (0, 1, 1, None), b.pid: (0, 1, 1, None)},
        supplies={"avenue3": []})


# ====================================================================== 4. a whole Eclipse (§13.3-§13.5)
def test_first_eclipse_for_two_players():
    """Eclipse 1 at the end of the extra round (eclipse_state 2). 3 buildings taken →
    multiplier 4 (§12.2); Pyramid rate 4 (§13.3).
    Player 0: VP 10, cocoa 3, Avenue 5, Pyramid 4, masks types 1, 4, 4, 5 → sets {1, 4, 5} and {4}
      → 6 + 1 = 7 (§13.4); dice powers 1, 4 (locked), 5 → salary 1 + 2 + 2 = 5.
      VP: 10 + 5 × 4 = 30; leader (4 > 2) + 4 = 34; 4 × 4 = 16 → 50; masks + 7 → 57;
      salary: pays 3, 2 missing → - 6 → 51; cocoa 0.
    Player 1: VP 1, cocoa 1, Avenue 1, Pyramid 2, one mask (type 2) → 1; dice 2, 3, 4, 5 →
      salary 1 + 1 + 2 + 2 = 6. VP: 1 + 1 × 4 = 5; no leader; 2 × 4 = 8 → 13; masks + 1 → 14;
      salary: pays 1, 5 missing → - 15 → floor 0 (§13.5); cocoa 0.
    Pyramid tracks back to 0; dark disc 10 → 9, light disc 10 → 0; next Eclipse 2; neutral dice
    placed anew."""
    s = new_state(2, dark_disc=10, light_disc=10, eclipse=1, eclipse_state=2, buildings_taken=3)
    give(s, 0, vp=10, cocoa=3, avenue=5, pyramid=4)
    s.players[0].owned += ["disc-00", "disc-05", "disc-06", "disc-08"]
    worker(s, 0, 2, 1)
    worker(s, 0, 3, 4, spot=1)
    worker(s, 0, 6, 5)
    give(s, 1, vp=1, cocoa=1, avenue=1, pyramid=2)
    s.players[1].owned += ["disc-01"]
    for board, power in ((1, 2), (4, 3), (7, 4), (8, 5)):
        worker(s, 1, board, power)
    for owner, boards in ((2, (1, 4, 8)), (3, (3, 6, 7))):
        for board in boards:
            worker(s, owner, board, 1)
    s.supplies["starting_tiles"] = list(STARTING_STACK)
    before = snapshot(s)
    flow(s, "round_end", 0)
    assert snapshot(s, unordered=["starting_tiles"]) == expect(
        before,
        players={0: {"vp": 51 - 10, "cocoa": -3, "pyramid": -4}, 1: {"vp": -1, "cocoa": -1, "pyramid": -2}},
        counters={"dark_disc": 9, "light_disc": 0, "eclipse": 2, "eclipse_state": 0},
        neutral=neutral_dice({2: (2, 3, 5), 3: (2, 3, 5)}),
        supplies={"starting_tiles": sorted(STARTING_STACK)})
    assert s.players[0].counters["vp"] == 51 and s.players[1].counters["vp"] == 0
    assert not game_over(s)


# ====================================================================== 5. Nobles (§5.5, §12.2)
NOBLES_CASES = {
    # W = 1: top row, leftmost space 3 VP; cost: player 1 there → 1 cocoa; multiplier 5 → 5
    "W1-top": dict(start=(7, 1, 1), own=[], other=True, rows=(0, 0, 0), taken=0, avenue=0,
                   vp=3, row="nobles_top", power_ups=[], powers={"a": 2}),
    # W = 2: middle row, leftmost 5 VP; cost: own colour → 1; multiplier (1 → 2 taken) 5 → 4
    "W2-middle": dict(start=(8, 2, 2), own=[1], other=False, rows=(1, 0, 0), taken=1, avenue=0,
                      vp=5, row="nobles_middle", power_ups=["b"], powers={"b": 2}),
    # W = 3: bottom row, 2nd space 6 VP; cost own + player 1 → 2; 2 power-ups; multiplier 4 → 3
    "W3-bottom": dict(start=(2, 3, 1), own=[1, 2], other=True, rows=(1, 1, 1), taken=3, avenue=1,
                      vp=6, row="nobles_bottom", power_ups=["a", "a"], powers={"a": 3}),
    # W = 3, bottom (3) and middle (4) rows full → top row, 3rd space 2 VP; multiplier 2 → 1
    "W3-rows-full": dict(start=(7, 1, 2), own=[3, 3], other=False, rows=(2, 4, 3), taken=9, avenue=4,
                         vp=2, row="nobles_top", power_ups=["b", "c"], powers={"b": 4, "c": 4}),
    # W = 2, middle row full → top row, 4th space 1 VP; multiplier (7 → 8 taken) 2 → 2
    "W2-middle-full": dict(start=(8, 2, 1), own=[2], other=False, rows=(3, 4, 0), taken=7, avenue=2,
                           vp=1, row="nobles_top", power_ups=["b"], powers={"b": 3}),
}


@pytest.mark.parametrize("case", list(NOBLES_CASES))
def test_nobles_building(case):
    """Main action on the Nobles: pay the colours in cocoa and 2 wood (§5.5); the leftmost building
    of the Buildings row (building-(taken + 1)) goes to the leftmost empty space of the row for W
    (1 top, 2 middle, 3 bottom; upper rows when full); its printed VP (top 3 2 2 1 1, middle
    5 4 3 3, bottom 7 6 5); Avenue + 1; power-ups 1 / 1 / 2; the multiplier is the §12.2 value
    for the new number of buildings taken."""
    c = NOBLES_CASES[case]
    s = new_state(2)
    board, distance, power = c["start"]
    dice = {"a": worker(s, 0, board, power)}
    for name, own_power in zip("bc", c["own"]):
        dice[name] = worker(s, 0, 6, own_power)
    if c["other"]:
        worker(s, 1, 6, 1)
    top, middle, bottom = c["rows"]
    s.counters.update(nobles_top=top, nobles_middle=middle, nobles_bottom=bottom, buildings_taken=c["taken"])
    s.supplies["buildings"] = [f"building-{n:02d}" for n in range(c["taken"] + 1, 12)]
    cost = bool(c["own"]) + bool(c["other"])          # colours there: own (colour 0) and/or player 1
    give(s, 0, cocoa=cost, wood=3, avenue=c["avenue"])
    assert evaluate(s, "multiplier") == SHEET_MULTIPLIER[c["taken"]]
    before = snapshot(s)
    answers = [("distance", str(distance)), ("choose", "resolve main_action")]
    if c["own"]:
        answers.insert(0, ("piece", p(dice["a"])))
    answers += [("piece", p(dice[name])) for name in c["power_ups"]]
    flow(s, "turn", 0, answers)
    flow(s, "after_turn", 0)
    moved = {dice["a"].pid: (0, 6, c["powers"].get("a", power), None)}
    for name, own_power in zip("bc", c["own"]):
        moved[dice[name].pid] = (0, 6, c["powers"].get(name, own_power), None)
    taken = c["taken"] + 1
    assert snapshot(s) == expect(
        before, players={0: {"cocoa": -cost, "wood": -2, "vp": c["vp"], "avenue": 1,
                             "owned": [f"building-{taken:02d}"]}},
        counters={c["row"]: before["counters"][c["row"]] + 1,
                  "buildings_taken": taken},
        workers=moved,
        supplies={"buildings": [f"building-{n:02d}" for n in range(taken + 1, 12)]})
    assert evaluate(s, "multiplier") == SHEET_MULTIPLIER[taken]


# ====================================================================== 6. Construction (§5.7, §11)
def test_construction_two_tiles_with_w_2():
    """Pyramid prepared by hand: level-0 slots 0, 1, 4, 5 filled (rotation 0) with pyr-04 [g - b r],
    pyr-02 [- r b G], pyr-09 [b - r -], pyr-17 [g - b r] (§11.3), so slot 100 (cells (1,1) (1,2)
    (2,2) (2,1), §11.1) covers [b G g -]. Rows 0-3 of the cells (§11.2 printed, overwritten):
        g--rb---   rbGbb---   b-g--rrr   -rrb-bbb
    Player 0: A (power 1) Forest → 1 step → Construction; own B (power 3) and player 1 there:
    cost |{0, 1}| = 2 cocoa (2 → 0). W = 2: up to 2 tiles (§5.7).
    Tile 1: pyr-29 [g r g R] turned k = 3 → [r g R g] on slot 13 (level 0) covering printed
      [b r r g]: r/b no, g/r no, R/r yes (coloured → red + 1 = 1 VP), g/g yes → 1 + 2 = 3 VP;
      cost 2 stone.
    Tile 2: pyr-27 [g b G b] turned k = 3 → [b G b g] on slot 100 (level 1) over [b G g -]:
      b/b yes, G/G yes (coloured → green + 1 = 1 cocoa), b/g no, g/- no → 3 + 2 = 5 VP;
      cost 2 stone + 1 wood.
    Totals: VP 3 + 1 + 5 = 9, cocoa 2 - 2 + 1 = 1, stone 4 → 0, wood 1 → 0, red 1, green 1,
    Pyramid track + 2; 1 power-up (W = 2) on A: 1 → 2. End of turn: the offer [pyr-05] is
    refilled to 3 from the stack (§5.7)."""
    s = new_state(2)
    grid = {"cells": ["g--rb---", "rbGbb---", "b-g--rrr", "-rrb-bbb",
                      "ggr-brrr", "--r-bggg", "bbbrr---", "gggrr---"],
            "filled": {"0": ["pyr-04", 0], "1": ["pyr-02", 0], "4": ["pyr-09", 0], "5": ["pyr-17", 0]},
            "spots": {}}
    s.grids["pyramid"] = grid
    s.supplies["pyramid_offer"] = ["pyr-29", "pyr-27", "pyr-05"]
    s.supplies["pyramid_stack"] = ["pyr-20", "pyr-21", "pyr-22"]
    a = worker(s, 0, 2, 1)
    worker(s, 0, 8, 3)
    worker(s, 1, 8, 1)
    give(s, 0, cocoa=2, stone=4, wood=1)
    before = snapshot(s)
    asked = flow(s, "turn", 0, [
        ("piece", p(a)), ("distance", "1"), ("choose", "resolve main_action"),
        ("choose", "pyr-29"), ("slot", "13"), ("rotation", "3"),
        ("continue", "yes"),
        ("choose", "pyr-27"), ("slot", "100"), ("rotation", "3"),
        ("piece", p(a)),
    ])
    assert "100" in asked[4].keys()
    assert [o.text for o in asked[5].options if o.key == "3"] == \
        ["rotation 3: [r g R g] on [b r r g], 2 match(es), +1 red"]
    assert [o.text for o in asked[9].options if o.key == "3"] == \
        ["rotation 3: [b G b g] on [b G g -], 2 match(es), +1 green"]
    flow(s, "after_turn", 0)
    after_grid = {"cells": ["g--rb---", "rbGbb---", "bgb--rrr", "-rrb-bbb",
                            "ggr-brrr", "--r-bggg", "bbrgr---", "gggRr---"],
                  "filled": {**grid["filled"], "13": ["pyr-29", 3], "100": ["pyr-27", 3]},
                  "spots": {}}
    assert snapshot(s) == expect(
        before, players={0: {"vp": 9, "cocoa": -1, "stone": -4, "wood": -1, "red": 1, "green": 1, "pyramid": 2}},
        workers={a.pid: (0, 8, 2, None)},
        supplies={"pyramid_offer": ["pyr-05", "pyr-20", "pyr-21"], "pyramid_stack": ["pyr-22"]},
        grids={"pyramid": after_grid})


# ====================================================================== 7. end of game (§13.6, R14)
def test_third_eclipse_ends_the_game_temple_bonus_tiles_and_tie_break_by_cocoa():
    """2 players, Eclipse 3 (dark disc 8, §13.1) at the end of the extra round; 7 buildings taken
    → multiplier 2; Pyramid rate 2. Temple bonus tiles: blue B2 (15 VP), red B3 (3 VP per Avenue
    step), green B6 (4 VP per die of power 1-3, 9 per die of power 4-5) (§2.6, §7.3).
    Player 0: VP 40, cocoa 4, Avenue 4, Pyramid 3, blue 10, red 11, green 5; dice 2, 4, 1.
      Eclipse: 40 + 4 × 2 = 48; leader (tie 3 = 3: both score) + 4 = 52; 3 × 2 = 6 → 58;
      no masks; salary 1 + 2 + 1 = 4 paid → cocoa 0.
      Final: blue ≥ 10: + 15 → 73; red 11 ≥ 10: 3 × 4 = 12 → 85; green 5: nothing. → 85.
    Player 1: VP 42, cocoa 6, Avenue 2, Pyramid 3, blue 9, red 10, green 10, one mask; dice 5, 5,
      3 (locked). Eclipse: 42 + 2 × 2 = 46; + 4 = 50; + 6 = 56; mask + 1 = 57; salary 2 + 2 + 1
      = 5 paid → cocoa 1. Final: blue 9: nothing; red 10: 3 × 2 = 6 → 63; green 10: 9 + 9 + 4
      = 22 → 85.
    Last Eclipse: game over, no calendar move, neutral dice stay (§13.3 step 7). 85 = 85: most
    cocoa wins (1 > 0) → player 1 first; with equal cocoa the earlier seat wins (R14)."""
    s = new_state(2, dark_disc=8, light_disc=8, eclipse=3, eclipse_state=2, buildings_taken=7)
    s.supplies["temple_bonus"] = ["bonus-b2", "bonus-b3", "bonus-b6"]
    s.supplies["starting_tiles"] = list(STARTING_STACK)
    give(s, 0, vp=40, cocoa=4, avenue=4, pyramid=3, blue=10, red=11, green=5)
    for board, power in ((2, 2), (3, 4), (5, 1)):
        worker(s, 0, board, power)
    give(s, 1, vp=42, cocoa=6, avenue=2, pyramid=3, blue=9, red=10, green=10)
    s.players[1].owned += ["disc-05"]
    worker(s, 1, 4, 5)
    worker(s, 1, 6, 5)
    worker(s, 1, 7, 3, spot=1)
    for owner, boards in ((2, (1, 4, 8)), (3, (3, 6, 7))):
        for board in boards:
            worker(s, owner, board, 1)
    before = snapshot(s)
    flow(s, "round_end", 0)
    eclipse = expect(before, players={0: {"vp": 18, "cocoa": -4, "pyramid": -3},
                                      1: {"vp": 15, "cocoa": -5, "pyramid": -3}},
                     counters={"game_over": 1})
    assert snapshot(s) == eclipse
    assert game_over(s)
    for player in (0, 1):
        flow(s, "final", player)
    assert snapshot(s) == expect(eclipse, players={0: {"vp": 15 + 12}, 1: {"vp": 6 + 22}})
    assert [pl.counters["vp"] for pl in s.players] == [85, 85]
    assert ranking(s) == [1, 0]
    s.players[1].counters["cocoa"] = 0
    assert ranking(s) == [0, 1]
