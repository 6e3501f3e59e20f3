"""The Teotibot (module `solo`, rules/teotihuacan/solo/): every action tile's flow on hand-built
states, the dice table, the action pyramid's reordering, setup, salary, final scoring, whole
games against `random` and `greedy`, and the CLI.

Sources: the facts sheet /work/shared/reference/teotihuacan-base.md ("§15.n") and
docs/rulings.md ("Teotibot (§15)", rulings T1…). Every expected number is worked out next to it.

Ring of boards of a hand-built state (game.yaml vocabulary.boards, §2.1 first-game layout), by
ring index, clockwise:
    0 Palace 1 → 1 Stone Quarry 3 → 2 Alchemy 5 → 3 Forest 2 → 4 Construction 8
    → 5 Decorations 7 → 6 Nobles 6 → 7 Gold Deposits 4 → (0)
The bot is seat 2 (index 1); the player is index 0. A bot worker moves after a power-up 1 board
at power 1-3 and 2 boards at power 4-5, never counting the Palace (ruling T4).
"""
from __future__ import annotations

import functools
import random
import re
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from teotl.agents import make_agent
from teotl.agents.forced import ForcedAgent
from teotl.language import parse_effect
from teotl.loading import load_runtime
from teotl.model.decisions import EffectRun
from teotl.record import make_record, replay
from teotl.runtime.game import Game

REPO = Path(__file__).resolve().parent.parent
RULES = REPO / "rules" / "teotihuacan"
VARIANTS = RULES / "variants"
BOT, PLAYER = 1, 0

# ring indexes of the boards by printed number
PALACE, QUARRY, ALCHEMY, FOREST, CONSTRUCTION, DECORATIONS, NOBLES, GOLD = 0, 1, 2, 3, 4, 5, 6, 7


@functools.lru_cache(maxsize=None)
def rt():
    return load_runtime(None, ["solo"], [])[1]


def new_state(seed: int = 0):
    state = rt().new_state(2, seed)
    bot = state.players[BOT]
    for track in ("blue", "red", "green", "avenue"):
        bot.tracks[track] = 1              # §15.1: the bot starts on step 1 (no rewards)
    bot.owned.append("teotibot")           # it owns its own board (no salary, §15.5)
    return state


def worker(state, owner: int, board: int, power: int, spot=None):
    piece = rt().add_piece(state, owner, "worker", board, power, held=spot is not None)
    piece.slot = spot
    return piece


def run(state, text: str, player: int = BOT) -> EffectRun:
    """Run an effect as the bot, under its policy: it must never ask anything."""
    stmt = rt().compiler.effect(parse_effect(f"automate teotibot {text}"))
    effect = EffectRun(stmt.run(rt().context(state, player)))
    assert effect.finished, f"the bot was asked: {effect.pending}"
    return effect


def said(state) -> list[str]:
    return [e["key"] for e in state.log if e["e"] == "say"]


def counters(state, player: int = BOT) -> dict:
    return {k: v for k, v in state.players[player].counters.items() if v}


def tracks(state, player: int = BOT) -> dict:
    return {k: v for k, v in state.players[player].tracks.items() if v}


def pieces(state, owner: int = BOT) -> list:
    return sorted((p.pid, p.at, p.value, p.slot) for p in state.pieces if p.owner == owner)


# ====================================================================== Alchemy (§15.4)
def test_alchemy_with_no_gold_powers_up_the_weakest_unlocked_worker_twice_and_does_not_move_it():
    """0 gold → second branch: 2 power-ups on the weakest unlocked worker (nobles, power 2 → 4),
    no movement; the locked worshipper (power 1) is not a candidate."""
    s = new_state()
    worker(s, BOT, ALCHEMY, 3)
    nobles = worker(s, BOT, NOBLES, 2)
    worker(s, BOT, CONSTRUCTION, 4)
    worker(s, BOT, DECORATIONS, 1, spot=1)
    run(s, "tile_alchemy")
    assert said(s) == ["alchemy_fallback"]
    assert pieces(s) == [(0, ALCHEMY, 3, None), (nobles.pid, NOBLES, 4, None), (2, CONSTRUCTION, 4, None),
                         (3, DECORATIONS, 1, 1)]
    assert counters(s) == {} and tracks(s) == {"blue": 1, "red": 1, "green": 1, "avenue": 1}


def test_alchemy_takes_the_lowest_technology_without_any_marker():
    """1 gold, worker on Alchemy power 3. Offer (slots 1-6): 01 03 05 / 09 11 13; the player owns
    01 → the bot marks 03 (lowest with no marker), slot 2 = column 2 → red 1 → 2 (+1 VP); pays
    1 gold; nobody else owns 03 (no 3 VP). Its worker 3 → 4 moves 2 boards: Alchemy → Forest →
    Construction."""
    s = new_state()
    s.supplies["technology_offer"] = ["tech-01", "tech-03", "tech-05", "tech-09", "tech-11", "tech-13"]
    s.players[PLAYER].owned.append("tech-01")
    s.players[BOT].counters["gold"] = 1
    alchemist = worker(s, BOT, ALCHEMY, 3)
    run(s, "tile_alchemy")
    assert said(s) == ["alchemy"]
    assert s.players[BOT].owned == ["teotibot", "tech-03"]
    assert counters(s) == {"vp": 1}
    assert tracks(s) == {"blue": 1, "red": 2, "green": 1, "avenue": 1}
    assert pieces(s) == [(alchemist.pid, CONSTRUCTION, 4, None)]
    assert counters(s, PLAYER) == {}


def test_alchemy_when_every_technology_has_a_marker_takes_the_lowest_it_lacks_and_the_player_scores_3():
    """The player owns all six, the bot owns 05 → it marks 01 (slot 1, blue 1 → 2: one resource
    of its choice = the one it has least of, ties gold first → 1 gold); the player scores 3 VP."""
    s = new_state()
    offer = ["tech-01", "tech-03", "tech-05", "tech-09", "tech-11", "tech-13"]
    s.supplies["technology_offer"] = list(offer)
    s.players[PLAYER].owned.extend(offer)
    s.players[BOT].owned.append("tech-05")
    s.players[BOT].counters["gold"] = 1
    worker(s, BOT, ALCHEMY, 1)
    run(s, "tile_alchemy")
    assert s.players[BOT].owned[-1] == "tech-01"
    assert counters(s) == {"gold": 1}                 # paid 1, gained 1 on blue step 2
    assert tracks(s)["blue"] == 2
    assert counters(s, PLAYER) == {"vp": 3}
    assert pieces(s) == [(0, FOREST, 2, None)]        # power 2: 1 board, Alchemy → Forest


def test_alchemy_with_gold_but_no_worker_there_falls_to_the_power_ups():
    s = new_state()
    s.supplies["technology_offer"] = ["tech-01"]
    s.players[BOT].counters["gold"] = 3
    worker(s, BOT, FOREST, 2)
    run(s, "tile_alchemy")
    assert said(s) == ["alchemy_fallback"]
    assert pieces(s) == [(0, FOREST, 4, None)] and counters(s) == {"gold": 3}


# ====================================================================== Construction (§15.4)
def test_construction_with_2_stone_and_a_worker_on_board_8_places_the_leftmost_tile_and_scores_level_vp_plus_2():
    """2 stone, worker on Construction power 2, temples blue 1 / red 3 / green 2, empty pyramid.
    The leftmost offered tile (pyr-05) goes on the first legal slot: level 0, top-most,
    left-most = slot 0; VP = level 0 VP 1 + 2 = 3 (no matches); Pyramid track 0 → 1; +1 step on
    its highest temple, red 3 → 4 (+2 VP). 2 stone paid, no wood. Worker 2 → 3 moves 1 board:
    Construction → Decorations."""
    s = new_state()
    s.players[BOT].counters["stone"] = 2
    s.players[BOT].tracks.update(red=3, green=2)
    s.supplies["pyramid_offer"] = ["pyr-05", "pyr-10", "pyr-20"]
    builder = worker(s, BOT, CONSTRUCTION, 2)
    run(s, "tile_construction")
    assert said(s) == ["construction"]
    build = [e for e in s.log if e["e"] == "build"]
    assert [(e["tile"], e["slot"], e["level"], e["matches"]) for e in build] == [("pyr-05", "0", 0, 2)]   # level VP 1 + 2 (effects.placed)
    assert s.grids["pyramid"]["filled"]["0"][0] == "pyr-05"
    assert s.supplies["pyramid_offer"] == ["pyr-10", "pyr-20"]
    assert counters(s) == {"vp": 3 + 2}
    assert tracks(s) == {"blue": 1, "red": 4, "green": 2, "avenue": 1, "pyramid": 1}
    assert pieces(s) == [(builder.pid, DECORATIONS, 3, None)]


def test_construction_without_enough_stone_takes_2_stone_with_the_quarry_worker():
    """1 stone (< 2) → second branch: a worker on the Stone Quarry (power 4) → +2 stone, power
    4 → 5, moves 2 boards: Stone Quarry → Alchemy → Forest. The Construction worker stays."""
    s = new_state()
    s.players[BOT].counters["stone"] = 1
    worker(s, BOT, CONSTRUCTION, 2)
    quarry = worker(s, BOT, QUARRY, 4)
    run(s, "tile_construction")
    assert said(s) == ["construction_quarry"]
    assert counters(s) == {"stone": 3}
    assert pieces(s) == [(0, CONSTRUCTION, 2, None), (quarry.pid, FOREST, 5, None)]


def test_construction_with_no_option_falls_back():
    """No stone, no worker on the Stone Quarry → fallback: 5 cocoa (under 10: no VP), the
    weakest unlocked worker (Construction, 2 → 3) moves 1 board to Decorations."""
    s = new_state()
    worker(s, BOT, CONSTRUCTION, 2)
    worker(s, BOT, NOBLES, 4)
    run(s, "tile_construction")
    assert said(s) == ["construction_fallback", "fallback"]
    assert counters(s) == {"cocoa": 5}
    assert pieces(s) == [(0, DECORATIONS, 3, None), (1, NOBLES, 4, None)]


# ====================================================================== Decorations (§15.4)
def test_decorations_places_the_topmost_decoration_on_the_first_spot_clockwise_from_the_top_for_5_vp():
    """2 gold, worker on Decorations power 4, temples 2/2/2. deco-03 (first offered) on spot
    top0 (the first legal spot clockwise from the top side): 3 + 2 = 5 VP; Pyramid track +1;
    +1 temple: all at 2, tie → blue 2 → 3 (one resource: least of, ties gold → 1 gold). 2 gold
    paid. Worker 4 → 5 moves 2 boards: Decorations → Nobles → Gold Deposits."""
    s = new_state()
    s.players[BOT].counters["gold"] = 2
    s.players[BOT].tracks.update(blue=2, red=2, green=2)
    s.supplies["decoration_offer"] = ["deco-03", "deco-07"]
    decorator = worker(s, BOT, DECORATIONS, 4)
    run(s, "tile_decorations")
    assert said(s) == ["decorations"]
    assert s.grids["pyramid"]["spots"] == {"top0": "deco-03"}
    assert [e["matches"] for e in s.log if e["e"] == "attach"] == [2]   # 3 + 2 VP (effects.attached)
    assert counters(s) == {"vp": 5, "gold": 1}
    assert tracks(s) == {"blue": 3, "red": 2, "green": 2, "avenue": 1, "pyramid": 1}
    assert pieces(s) == [(decorator.pid, GOLD, 5, None)]


def test_decorations_without_gold_takes_2_gold_on_gold_deposits():
    s = new_state()
    s.players[BOT].counters["gold"] = 1
    worker(s, BOT, DECORATIONS, 2)
    miner = worker(s, BOT, GOLD, 3)
    run(s, "tile_decorations")
    assert said(s) == ["decorations_gold"]
    assert counters(s) == {"gold": 3}
    # Gold Deposits power 3 → 4 moves 2 boards: the Palace is not counted → Stone Quarry, Alchemy
    assert pieces(s) == [(0, DECORATIONS, 2, None), (miner.pid, ALCHEMY, 4, None)]


# ====================================================================== Nobles (§15.4)
def test_nobles_before_the_first_eclipse_builds_in_the_top_row():
    """Eclipse 1 not scored yet (counter eclipse = 1): top row, leftmost space = 3 VP; the
    leftmost building is taken; Avenue 1 → 2; worker on Nobles 1 → 2 moves to Gold Deposits."""
    s = new_state()
    s.players[BOT].counters["wood"] = 2
    s.supplies["buildings"] = ["building-01", "building-02"]
    noble = worker(s, BOT, NOBLES, 1)
    run(s, "tile_nobles")
    assert said(s) == ["nobles"]
    assert counters(s) == {"vp": 3}
    assert s.players[BOT].owned[-1] == "building-01" and s.supplies["buildings"] == ["building-02"]
    assert (s.counters["nobles_top"], s.counters["buildings_taken"]) == (1, 1)
    assert tracks(s)["avenue"] == 2
    assert pieces(s) == [(noble.pid, GOLD, 2, None)]


@pytest.mark.parametrize("eclipse, filled, row, vp", [
    # between Eclipses 1 and 2: the middle row (4 spaces) is full → the lowest printed VP left:
    # top row's next space (2 of 3, 2, 2, 1, 1 after 2 built) = 2 < bottom's 7
    (2, {"nobles_top": 2, "nobles_middle": 4, "nobles_bottom": 0}, "nobles_top", 2),
    # after Eclipse 2: bottom row full, top full → middle's next space (2nd: 4 VP)
    (3, {"nobles_top": 5, "nobles_middle": 1, "nobles_bottom": 3}, "nobles_middle", 4),
    # after Eclipse 2 with room: the bottom row, first space 7 VP
    (3, {"nobles_top": 0, "nobles_middle": 0, "nobles_bottom": 0}, "nobles_bottom", 7),
])
def test_nobles_row_by_era_and_the_lowest_vp_space_when_that_row_is_full(eclipse, filled, row, vp):
    s = new_state()
    s.counters["eclipse"] = eclipse
    s.counters.update(filled)
    s.players[BOT].counters["wood"] = 2
    s.supplies["buildings"] = ["building-05"]
    worker(s, BOT, NOBLES, 2)
    run(s, "tile_nobles")
    assert counters(s) == {"vp": vp}
    assert s.counters[row] == filled[row] + 1


def test_nobles_without_wood_takes_2_wood_in_the_forest_else_falls_back():
    s = new_state()
    worker(s, BOT, NOBLES, 2)
    forester = worker(s, BOT, FOREST, 1)
    run(s, "tile_nobles")
    assert said(s) == ["nobles_forest"] and counters(s) == {"wood": 2}
    assert pieces(s) == [(0, NOBLES, 2, None), (forester.pid, CONSTRUCTION, 2, None)]
    s = new_state()
    worker(s, BOT, NOBLES, 2)
    run(s, "tile_nobles")
    assert said(s) == ["nobles_fallback", "fallback"]


# ====================================================================== Mask Collection (§15.4)
def test_mask_collection_takes_the_lowest_mask_it_lacks_first_clockwise_from_the_palace():
    """Spots: Palace disc-05 (mask 4, which the bot has), Forest disc-11 (mask 6), Gold Deposits
    disc-01 (mask 2), Decorations disc-02 (mask 2), Stone Quarry empty. Lowest it lacks: mask 2,
    at Decorations (ring 5) and Gold Deposits (ring 7): clockwise from the Palace, Decorations
    first → disc-02, cost 1 cocoa + 1 wood. Then the spots are refilled at once: Stone Quarry and
    Decorations from the stack. No worker moves."""
    s = new_state()
    s.players[BOT].owned.append("disc-06")
    s.players[BOT].counters.update(cocoa=1, wood=1)
    s.supplies.update(disc_palace=["disc-05"], disc_forest=["disc-11"], disc_gold_deposits=["disc-01"],
                      disc_decorations=["disc-02"], disc_stone_quarry=[],
                      discovery=["disc-20", "disc-21", "disc-22"])
    worker(s, BOT, NOBLES, 2)
    run(s, "tile_masks")
    assert said(s) == ["masks"]
    assert s.players[BOT].owned[-1] == "disc-02"
    assert counters(s) == {}
    assert s.supplies["disc_decorations"] == ["disc-21"] and s.supplies["disc_stone_quarry"] == ["disc-20"]
    assert s.supplies["disc_gold_deposits"] == ["disc-01"] and s.supplies["discovery"] == ["disc-22"]
    assert pieces(s) == [(0, NOBLES, 2, None)]


def test_mask_collection_with_nothing_it_can_pay_falls_back():
    s = new_state()
    s.supplies.update(disc_gold_deposits=["disc-01"], discovery=[])
    worker(s, BOT, NOBLES, 2)
    run(s, "tile_masks")
    assert said(s) == ["masks_fallback", "fallback"]
    assert counters(s) == {"cocoa": 5} and pieces(s) == [(0, GOLD, 3, None)]


# ====================================================================== Mastery (§15.4)
def test_mastery_tries_the_strongest_worker_first_and_uses_the_first_that_can_act():
    """Workers: Alchemy 5 (no gold: Alchemy's first branch fails), Forest 3 and Construction 3
    (no stone). Strongest first: Alchemy fails; then power 3, ties clockwise: Forest before
    Construction → +2 wood, Forest worker 3 → 4 moves 2 boards: Construction, Decorations."""
    s = new_state()
    worker(s, BOT, ALCHEMY, 5)
    forester = worker(s, BOT, FOREST, 3)
    worker(s, BOT, CONSTRUCTION, 3)
    run(s, "tile_mastery")
    assert said(s) == ["mastery"]
    assert [e["piece"] for e in s.log if e["e"] == "upgrade"] == [forester.pid]   # the one that acted
    assert counters(s) == {"wood": 2}
    assert pieces(s) == [(0, ALCHEMY, 5, None), (forester.pid, DECORATIONS, 4, None), (2, CONSTRUCTION, 3, None)]


def test_mastery_runs_a_tiles_first_branch_on_boards_5_to_8():
    """Strongest: Construction 4 with 2 stone → Construction's first branch (a pyramid tile)."""
    s = new_state()
    s.players[BOT].counters["stone"] = 2
    s.supplies["pyramid_offer"] = ["pyr-00"]
    worker(s, BOT, CONSTRUCTION, 4)
    worker(s, BOT, FOREST, 1)
    run(s, "tile_mastery")
    assert [e["tile"] for e in s.log if e["e"] == "build"] == ["pyr-00"]
    assert pieces(s) == [(0, NOBLES, 5, None), (1, FOREST, 1, None)]  # 4 → 5: Decorations, Nobles


def test_mastery_when_every_worker_fails_falls_back():
    """Alchemy 5 (no gold), Construction 3 (no stone) → fallback: 5 cocoa, weakest (Construction
    3 → 4) moves 2 boards: Decorations, Nobles."""
    s = new_state()
    worker(s, BOT, ALCHEMY, 5)
    worker(s, BOT, CONSTRUCTION, 3)
    run(s, "tile_mastery")
    assert said(s) == ["mastery_fallback", "fallback"]
    assert counters(s) == {"cocoa": 5}
    assert pieces(s) == [(0, ALCHEMY, 5, None), (1, NOBLES, 4, None)]


# ====================================================================== Worship (§15.4)
def test_worship_moves_the_worshipper_to_the_next_worship_spot_and_unlocks_the_players_worker():
    """Worshipper on Decorations (spot 1). Next board with a worship spot clockwise: Nobles has
    none → Gold Deposits, where the player's worker is locked: it is unlocked, free. Blue 1 → 3,
    rewards of both steps (blue 2 and 3: one resource each, least of, ties gold → gold, then
    stone). The spot's tile disc-30 is discarded, disc-31 drawn. No power-up."""
    s = new_state()
    w = worker(s, BOT, DECORATIONS, 1, spot=1)
    h = worker(s, PLAYER, GOLD, 2, spot=1)
    s.supplies.update(disc_gold_deposits=["disc-30"], discovery=["disc-31"])
    run(s, "tile_worship")
    assert said(s) == ["worship"]
    assert (w.at, w.value, w.held, w.slot) == (GOLD, 1, True, 1)
    assert (h.at, h.held, h.slot) == (GOLD, False, None)
    assert tracks(s)["blue"] == 3
    assert counters(s) == {"gold": 1, "stone": 1}
    assert s.supplies["disc_gold_deposits"] == ["disc-31"] and s.supplies["discovery"] == []


def test_worship_on_decorations_advances_3_steps_on_its_highest_temple():
    """Worshipper on the Forest → Construction has no spot → Decorations: 3 steps on any
    temple, its highest: red 2 → 5 (+2, +2, and step 5 a big step: the printed 2 VP)."""
    s = new_state()
    s.players[BOT].tracks["red"] = 2
    worker(s, BOT, FOREST, 1, spot=1)
    s.supplies.update(disc_decorations=["disc-30"], discovery=["disc-31"], red5=["disc-32"])
    run(s, "tile_worship")
    assert tracks(s)["red"] == 5 and counters(s) == {"vp": 6}
    assert s.supplies["red5"] == ["disc-32"]                 # never a discovery tile
    assert s.supplies["disc_decorations"] == ["disc-31"]


def test_worship_skips_the_palace():
    """From Gold Deposits the next board is the Palace (skipped), then the Stone Quarry: green
    1 → 3 (1 cocoa each)."""
    s = new_state()
    w = worker(s, BOT, GOLD, 1, spot=1)
    run(s, "tile_worship")
    assert w.at == QUARRY and w.held and tracks(s)["green"] == 3 and counters(s) == {"cocoa": 2}


def test_worship_without_a_worshipper_sends_the_weakest_unlocked_worker():
    """Ruling T8: the player unlocked the worshipper earlier; the weakest unlocked worker
    (Nobles, power 1) goes to the next worship spot: Gold Deposits."""
    s = new_state()
    worker(s, BOT, FOREST, 3)
    w = worker(s, BOT, NOBLES, 1)
    run(s, "tile_worship")
    assert said(s) == ["worship_new"]
    assert (w.at, w.held) == (GOLD, True) and tracks(s)["blue"] == 3


# ====================================================================== fallback, ascension
@pytest.mark.parametrize("cocoa, left, vp", [(8, 3, 3), (17, 2, 6), (0, 5, 0)])
def test_fallback_gains_5_cocoa_and_turns_every_10_into_3_vp(cocoa, left, vp):
    """8 + 5 = 13 → 10 become 3 VP, 3 left; 17 + 5 = 22 → 2 × 3 VP, 2 left (ruling T9: at once)."""
    s = new_state()
    s.players[BOT].counters["cocoa"] = cocoa
    worker(s, BOT, FOREST, 4)
    run(s, "teotibot_fallback")
    assert s.players[BOT].counters["cocoa"] == left and s.players[BOT].counters["vp"] == vp
    assert pieces(s) == [(0, DECORATIONS, 5, None)]  # 4 → 5: two boards, Construction, Decorations


def test_a_bot_worker_that_ascends_takes_5_vp_and_moves_on_from_the_palace():
    """Forest worker at power 5, Nobles tile without wood → Forest branch: +2 wood, power 5 → 6:
    ascension (§6.2): Avenue 1 → 2, back to the Palace at power 1, bonus: 5 VP (ruling T6),
    light disc 0 → 1; then it moves 1 board from the Palace: Stone Quarry."""
    s = new_state()
    s.counters["dark_disc"] = 10
    w = worker(s, BOT, FOREST, 5)
    run(s, "tile_nobles")
    assert (w.at, w.value) == (QUARRY, 1)
    assert counters(s) == {"wood": 2, "vp": 5}
    assert tracks(s)["avenue"] == 2 and s.counters["light_disc"] == 1
    assert [e["answer"] for e in s.log if e["e"] == "auto"] == ["asc-a0"]


# ====================================================================== the dice (§15.2)
class Dice(random.Random):
    """The game's generator, with the next dice given."""

    def __init__(self, faces):
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a, b):
        return self.faces.pop(0) if self.faces else super().randint(a, b)


POSITION_BY_SUM = {2: "bottom_left", 3: "bottom_left", 4: "middle_left", 5: "middle_left", 6: "top", 7: "top",
                   8: "top", 9: "middle_right", 10: "middle_right", 11: "bottom_right", 12: "bottom_right"}


@pytest.mark.parametrize("total", range(2, 13))
def test_dice_sum_activates_its_position(total):
    s = new_state()
    s.supplies["action_tiles"] = ["tile_alchemy", "tile_construction", "tile_decorations", "tile_nobles",
                                  "tile_masks", "tile_mastery", "tile_worship"]
    s.supplies["direction_tiles"] = ["direction_a_right", "direction_b_right"]
    s.rng = Dice([min(6, total - 1), total - min(6, total - 1)])
    run(s, "teotibot_turn")
    assert [e["result"] for e in s.log if e["e"] == "roll"] == [total]
    assert [e["position"] for e in s.log if e["e"] == "activate"] == [POSITION_BY_SUM[total]]


# ====================================================================== reordering (§15.2)
# Worked example. The pyramid before the activation, and the set-aside tile:
#
#                  A
#             B         C
#         D        E         F          aside: G
#
# (positions top, middle_left, middle_right, bottom_left, bottom_middle, bottom_right, aside)
# A "right" arrow lifts the lower-left neighbour of the hole, a "left" arrow the lower-right one;
# the top direction tile chooses the first shift, the second tile the next; the hole left in the
# bottom row takes G; the activated tile is set aside.
#   top, arrows right/right: B up to top, D up to B's place, G into D's  → B / D C / G E F, aside A
#   top, arrows left/left:   C up to top, F up to C's place, G into F's  → C / B F / D E G, aside A
#   top, arrows right/left:  B up, then E (lower-right of middle_left)   → B / E C / D G F, aside A
#   top, arrows left/right:  C up, then E (lower-left of middle_right)   → C / B E / D G F, aside A
#   middle_left, right:  D up → A / D C / G E F, aside B;   left:  E up → A / E C / D G F, aside B
#   middle_right, right: E up → A / B E / D G F, aside C;   left:  F up → A / B F / D E G, aside C
#   bottom_left (either): swaps with G → A / B C / G E F, aside D
#   bottom_right (either): swaps with G → A / B C / D E G, aside F
TILES = dict(A="tile_alchemy", B="tile_construction", C="tile_decorations", D="tile_nobles", E="tile_masks",
             F="tile_mastery", G="tile_worship")
ARROWS = {"right": "direction_a_right", "left": "direction_b_left", "right2": "direction_b_right",
          "left2": "direction_a_left"}


@pytest.mark.parametrize("position, arrows, after", [
    ("top", ("right", "right2"), "BDCGEFA"),
    ("top", ("left", "left2"), "CBFDEGA"),
    ("top", ("right", "left"), "BECDGFA"),
    ("top", ("left", "right"), "CBEDGFA"),
    ("middle_left", ("right", "left"), "ADCGEFB"),
    ("middle_left", ("left", "right"), "AECDGFB"),
    ("middle_right", ("right", "left"), "ABEDGFC"),
    ("middle_right", ("left", "right"), "ABFDEGC"),
    ("bottom_left", ("right", "left"), "ABCGEFD"),
    ("bottom_left", ("left", "right"), "ABCGEFD"),
    ("bottom_right", ("right", "left"), "ABCDEGF"),
    ("bottom_right", ("left", "right"), "ABCDEGF"),
])
def test_reordering_after_an_activation_matches_the_worked_example(position, arrows, after):
    s = new_state()
    s.supplies["action_tiles"] = [TILES[x] for x in "ABCDEFG"]
    s.supplies["direction_tiles"] = [ARROWS[a] for a in arrows]
    stmt = rt().compiler.effect(parse_effect(f"reorder action_pyramid {position}"))
    EffectRun(stmt.run(rt().context(s, BOT)))
    assert s.supplies["action_tiles"] == [TILES[x] for x in after]


def test_after_the_turn_the_top_direction_tile_is_flipped_and_put_under_the_other():
    """Roll 4 (middle_left). Arrows A right (top), B left. After: B left on top, A now left under it."""
    s = new_state()
    s.supplies["action_tiles"] = [TILES[x] for x in "ABCDEFG"]
    s.supplies["direction_tiles"] = ["direction_a_right", "direction_b_left"]
    s.rng = Dice([1, 3])
    run(s, "teotibot_turn")
    assert s.supplies["action_tiles"] == [TILES[x] for x in "ADCGEFB"]   # B activated, D lifted (right)
    assert s.supplies["direction_tiles"] == ["direction_b_left", "direction_a_left"]


# ====================================================================== setup, salary, final scoring
def started(seed: int, agent: str = "random") -> Game:
    """A solo game up to the player's first turn (setup done, nothing played)."""
    game = Game(rt(), 2, seed)
    chooser = make_agent(agent, seed, 0)
    while not any(e["e"] == "turn" for e in game.state.log):
        game.answer(chooser.choose(game, game.pending))
    return game


def test_bot_setup():
    """§15.1: 2 gold, 2 stone, 2 wood, 0 cocoa; step 1 on each temple and the Avenue, Pyramid
    track 0; its marker on the top-right technology (slot 3), no temple step; power-2 workers
    on Gold Deposits, Nobles, Construction; the worshipper at power 1 locked on Decorations;
    6 tiles in the pyramid and 1 aside (all 7 tiles); 2 direction tiles, one of each."""
    game = started(5)
    s, r = game.state, rt()
    bot = s.players[BOT]
    assert counters(s) == {"gold": 2, "stone": 2, "wood": 2}
    assert tracks(s) == {"blue": 1, "red": 1, "green": 1, "avenue": 1}
    assert bot.owned == ["teotibot", s.supplies["technology_offer"][2]]
    number = {b.index: b.number for b in r.vocab.boards}
    assert sorted((number[p.at], p.value, p.held) for p in s.pieces if p.owner == BOT) == [
        (4, 2, False), (6, 2, False), (7, 1, True), (8, 2, False)]
    assert sorted(s.supplies["action_tiles"]) == sorted(TILES.values())
    assert sorted(r.components[d].data["tile"] for d in s.supplies["direction_tiles"]) == ["a", "b"]


def test_the_player_starts_with_one_extra_cocoa():
    """Ruling T1: the player is seat 1 (1 cocoa by ruling R5) and gains 1 extra as the starting
    player: the first `gain` events of the player's setup are 1 and 1 cocoa."""
    game = started(2)
    gains = [e["amount"] for e in game.state.log if e["e"] == "gain" and e["p"] == PLAYER and e["resource"] == "cocoa"]
    assert 1 in gains and sum(gains) >= 2


def test_the_bot_pays_no_salary():
    s = new_state()
    for board in (FOREST, NOBLES, GOLD):
        worker(s, BOT, board, 4)
        worker(s, PLAYER, board, 4)
    s.players[BOT].counters.update(cocoa=3, vp=10)
    s.players[PLAYER].counters.update(cocoa=3, vp=10)
    for player in (BOT, PLAYER):
        EffectRun(rt().effect("eclipse", "effects.salary").run(rt().context(s, player)))
    assert counters(s) == {"cocoa": 3, "vp": 10}
    assert counters(s, PLAYER) == {"vp": 1}       # owes 6: pays 3, 3 × 3 VP penalty


def test_bot_final_scoring():
    """§15.5: 1 VP per resource and cocoa left (3 + 1 + 2 + 4 = 10), 2 VP per technology (2 → 4),
    15 VP per Temple Bonus tile reached: blue 10 and red 11 (green 5 not) → 30. Total 44."""
    s = new_state()
    bot = s.players[BOT]
    bot.counters.update(cocoa=3, wood=1, stone=2, gold=4)
    bot.owned += ["tech-01", "tech-09"]
    bot.tracks.update(blue=10, red=11, green=5)
    s.supplies["temple_bonus"] = ["bonus-b1", "bonus-b2", "bonus-b3"]
    EffectRun(rt().effect("final_scoring").run(rt().context(s, BOT)))
    assert bot.counters["vp"] == 44


# ====================================================================== whole games
def play(seed: int, agent: str):
    """A whole game; the bot's seat must never be asked anything, not even a forced choice."""
    game = Game(rt(), 2, seed)
    agents = [make_agent(agent, seed, 0), ForcedAgent(report=lambda text: None)]
    while not game.finished:
        decision = game.pending
        assert decision.player == PLAYER, f"the bot was asked: {decision}"
        game.answer(agents[decision.player].choose(game, decision))
    return game, agents[1]


@pytest.mark.parametrize("agent, seed", [("random", 1), ("random", 7), ("greedy", 3)])
def test_a_whole_solo_game_finishes_deterministically_and_replays_identically(agent, seed):
    game, bot = play(seed, agent)
    assert game.finished and not game.stopped_by_limit
    assert bot.unforced == []                              # the bot's seat was never asked
    again, _ = play(seed, agent)
    assert again.answers == game.answers and again.scores() == game.scores()
    assert again.state.to_json() == game.state.to_json()
    replayed = replay(rt(), make_record(game, "x", ["solo"], [], [agent, "teotibot"]))
    assert replayed.finished and replayed.state.to_json() == game.state.to_json()
    assert replayed.state.log == game.state.log
    assert game.state.counters["eclipse"] == 3 or game.state.counters["pyramid_complete"] == 1
    assert sum(1 for e in game.state.log if e["e"] == "activate") == sum(
        1 for e in game.state.log if e["e"] == "turn" and e["p"] == BOT)


def test_every_bot_decision_is_logged_with_its_reason():
    game, _ = play(11, "random")
    autos = [e for e in game.state.log if e["e"] == "auto"]
    assert autos and all(e["p"] == BOT and e["why"] for e in autos)


# ====================================================================== the rule files
def _effect(path: Path, cid: str) -> str:
    for component in YAML(typ="safe", pure=True).load(path.read_text(encoding="utf-8"))["components"]:
        if component["id"] == cid:
            return " ".join(component["effect"].split())
    raise KeyError(cid)


@pytest.mark.parametrize("cid", ["turn", "setup_player", "final_scoring"])
def test_the_players_branch_delegates_to_the_base_component(cid):
    """solo/flow.yaml replaces only the thin base component and sends the player's seat to the
    same base component the base game uses (no copied rule text to keep in sync)."""
    base = _effect(RULES / "base" / "flow.yaml", cid)
    solo = _effect(RULES / "solo" / "flow.yaml", cid)
    assert base.startswith("resolve ") and base in solo, (base, solo)


def test_no_game_word_in_the_new_python():
    words = re.compile(r"\b(cocoa|pyramid|temple|teotibot|wood|stone|gold|mask)\b", re.I)
    for name in ("primitives/arrangement.py", "primitives/automaton.py", "primitives/auto_pieces.py",
                 "primitives/auto_components.py", "agents/forced.py"):
        for line in (REPO / "interpreter" / "teotl" / name).read_text(encoding="utf-8").splitlines():
            assert not words.search(line.split("#")[0]), f"{name}: {line}"


# ====================================================================== difficulty variants
@pytest.mark.parametrize("variant, field, value", [
    ("teotibot-easy", "vp_per_10_cocoa", 2),
    ("teotibot-hard", "bonus_tile_vp", 20),
])
def test_difficulty_variants_patch_the_knobs_and_play(variant, field, value):
    runtime = load_runtime(None, ["solo"], [VARIANTS / f"{variant}.yaml"])[1]
    assert runtime.components["teotibot"].data[field] == value
    game = Game(runtime, 2, 4)
    agents = [make_agent("random", 4, 0), ForcedAgent(report=lambda text: None)]
    while not game.finished:
        game.answer(agents[game.pending.player].choose(game, game.pending))
    assert agents[1].unforced == []


# ====================================================================== the commands
def test_cli_play_and_simulate_solo(capsys):
    from teotl.cli import main
    assert main(["play", "--solo", "--agents", "random", "--seed", "3", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "teotibot" in out and "Final scores" in out
    assert main(["simulate", "--solo", "--agents", "greedy", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "agent teotibot" in out and "agent greedy" in out


def test_cli_play_solo_shows_the_action_pyramid_and_the_bots_reasons(capsys, monkeypatch):
    from teotl.cli import main
    monkeypatch.setenv("COLUMNS", "400")   # one log line per line
    assert main(["play", "--solo", "--agents", "random", "--seed", "6"]) == 0
    out = capsys.readouterr().out
    assert "Action pyramid: the top " in out and "direction tiles (top first)" in out
    assert "the resource it has least of" in out or "its highest temple" in out
