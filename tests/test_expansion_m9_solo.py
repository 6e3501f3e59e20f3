"""The Teotibot with M9 Expanding the Empire (rules/teotihuacan/expansion-period/m9-empire/solo/):
no warrior at setup, its pushed warriors (path tiles out of Teotihuacan, the same row elsewhere),
the "Empire and Buildings" tile in place of the Nobles tile, its region benefits (REG-03, REG-06,
REG-11) and priest S08 (dormant until Late Preclassic's M1; taken from its file here).

Sources: /work/shared/reference/teotihuacan-expansion-period.md §4, §9.6, §9.9, §9.10 ("EP §n") and
docs/rulings.md "Expansion Period". Hand-built states use the unshuffled ring (game.yaml order):
index 0 Palace 1, 1 Stone Quarry 3, 2 Alchemy 5, 3 Forest 2, 4 Construction 8, 5 Decorations 7,
6 Conquest 6 (the Nobles' place), 7 Gold Deposits 4. The Empire map (m9 empire.yaml): regions 1, 2
(upper) and 3, 4 (lower) in area •; a region's same-row region ahead is listed first.
"""
from __future__ import annotations

import functools
import random
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from teotl.loading import load_runtime
from teotl.model.decisions import EffectRun
from teotl.rules import load_ruleset
from teotl.runtime.game import Game
from teotl.runtime.runtime import Runtime

from solo_support import run_as

REPO = Path(__file__).resolve().parent.parent
VARIANTS = REPO / "rules" / "teotihuacan" / "variants"
S08 = REPO / "rules" / "teotihuacan" / "expansion-period" / "m9-empire" / "solo" / "priest-s08"
BOT, PLAYER = 1, 0
QUARRY, ALCHEMY, FOREST, CONSTRUCTION, DECORATIONS, CONQUEST, GOLD = 1, 2, 3, 4, 5, 6, 7
EMPIRE = "empire"
AREA_1 = {"region_1", "region_2", "region_3", "region_4"}
SOLO = ("solo", "m6", "m9")


class Dice(random.Random):
    """The game's generator with rigged dice: `randint` returns the listed results (shuffles and
    other draws stay seeded)."""

    def __init__(self, *results: int):
        super().__init__(0)
        self.results = list(results)

    def randint(self, low: int, high: int) -> int:
        return self.results.pop(0)


@functools.lru_cache(maxsize=None)
def loaded(modules: tuple[str, ...] = SOLO, variants: tuple[str, ...] = ()):
    ruleset, runtime = load_runtime(None, list(modules), [VARIANTS / f"{v}.yaml" for v in variants])
    assert ruleset.errors == []
    return ruleset, runtime


def bot_state(runtime, seed: int = 0, **bot_counters):
    state = runtime.new_state(2, seed)
    runtime.run(state, "setup_buildings")
    bot = state.players[BOT]
    for track in ("blue", "red", "green", "avenue"):
        bot.tracks[track] = 1
    bot.owned += ["teotibot", "teotibot_warriors"]
    bot.counters.update(bot_counters)
    return state


def worker(runtime, state, owner: int, board: int, power: int, spot=None):
    piece = runtime.add_piece(state, owner, "worker", board, power, held=spot is not None)
    piece.slot = spot
    return piece


def put(state, *warriors) -> None:
    """Warriors as (node, owner); the path is the node's (upper: regions 1, 2, 5, 6, 9, 10)."""
    upper = {"region_1", "region_2", "region_5", "region_6", "region_9", "region_10"}
    lower = {"region_3", "region_4", "region_7", "region_8", "region_11"}
    current = state.maps.get(EMPIRE, ((), ()))
    added = tuple((node, owner, "upper" if node in upper else "lower" if node in lower else "")
                  for node, owner in warriors)
    state.maps[EMPIRE] = (current[0] + added, current[1])


def empire(state, owner=None) -> list:
    return sorted(p for p in state.maps.get(EMPIRE, ((), ()))[0] if owner is None or p[1] == owner)


def said(state) -> list[str]:
    return [e["key"] for e in state.log if e["e"] == "say"]


# ====================================================================== setup and pushes
def test_setup_the_bot_places_no_warrior_yours_stays_in_teotihuacan():
    """EP §4 solo: 10 warriors each, only yours enters Teotihuacan; without the bot both do, the
    second pushing the first out."""
    game = Game(loaded()[1], 2, 3)
    state = game.state
    assert empire(state) == [("teotihuacan", PLAYER, "")]
    assert state.players[BOT].counters["warriors"] == 10 and state.players[PLAYER].counters["warriors"] == 9
    assert "teotibot_warriors" in state.players[BOT].owned
    assert "teotibot_warriors" not in state.players[PLAYER].owned
    assert loaded()[0].components["empire_setup"].module == "m9-solo"


def test_your_empire_reward_sends_the_bot_s_warrior_out_of_teotihuacan_by_a_path_tile():
    """Your warrior enters Teotihuacan; the bot's there goes, without a question, to a random
    area-• region (its 4 path tiles): over 40 seeds every one of the 4 regions comes up."""
    runtime = loaded()[1]
    reached = set()
    for seed in range(40):
        state = bot_state(runtime, seed)
        state.players[PLAYER].counters["warriors"] = 3
        put(state, ("teotihuacan", BOT))
        run_as(runtime, state, PLAYER, "resolve empire_reward")
        bot = empire(state, BOT)
        assert len(bot) == 1 and bot[0][0] in AREA_1
        assert ("teotihuacan", PLAYER, "") in empire(state)
        reached.add(bot[0][0])
    assert reached == AREA_1


@pytest.mark.parametrize("start, row", [("region_1", "region_5"), ("region_2", "region_6"),
                                        ("region_3", "region_7"), ("region_4", "region_8"),
                                        ("region_6", "region_10"), ("region_8", "region_11")])
def test_a_bot_warrior_pushed_from_a_region_stays_in_its_row(start, row):
    """Ruling EP-Q30: the same row, on its own path. A warrior of yours arrives on `start` (as at
    the end of a push chain) and pushes the bot's warrior there on to `row`, without a question."""
    runtime = loaded()[1]
    state = bot_state(runtime)
    put(state, (start, BOT))
    run_as(runtime, state, PLAYER, f"enter empire at {start} steer (warrior_steered)")
    assert [p[0] for p in empire(state, BOT)] == [row]


# ====================================================================== the "Empire and Buildings" tile
def test_empire_and_buildings_two_warriors_then_the_farthest_building():
    """2 wood, a worker on the Conquest board (power 2), warriors 10; your warrior in Teotihuacan,
    the bot's in region 10 (area •••) and region 1 (area •). Step 1a: the first bot warrior pushes
    yours (you send it to region 4), the second pushes the bot's own first one out by a path tile.
    Step 1b: 2 wood, the farthest region with its warrior: region 10 (4 VP, 4 obsidian), a building
    from the row, the Avenue 1 → 2. Step 3: that worker powered up (3) and moved on (Gold Deposits)."""
    runtime = loaded()[1]
    state = bot_state(runtime, 5, wood=2, warriors=10)
    put(state, ("teotihuacan", PLAYER), ("region_10", BOT), ("region_1", BOT))
    conqueror = worker(runtime, state, BOT, CONQUEST, 2)
    buildings = len(state.supplies["buildings"])
    run_as(runtime, state, BOT, "automate teotibot tile_nobles", ["region_4"])
    bot = state.players[BOT]
    assert said(state)[0] == "empire"
    assert bot.counters["warriors"] == 8 and bot.counters["wood"] == 0
    assert state.maps[EMPIRE][1] == (("region_10", BOT),)
    assert bot.counters["obsidian"] == 4 and bot.counters["vp"] == 4
    assert len(state.supplies["buildings"]) == buildings - 1 and state.counters["buildings_taken"] == 1
    assert bot.tracks["avenue"] == 2
    warriors = [p[0] for p in empire(state, BOT)]
    assert "teotihuacan" in warriors and "region_1" in warriors and len(warriors) == 3
    assert ("region_4", PLAYER, "lower") in empire(state)
    assert (conqueror.value, conqueror.at) == (3, GOLD)


def test_empire_and_buildings_without_wood_collects_in_the_forest():
    """Step 2 (M6 bot: 1 obsidian + 1 wood); its Forest worker powered up (1 → 2) and moved on."""
    runtime = loaded()[1]
    state = bot_state(runtime, wood=1, warriors=10)
    worker(runtime, state, BOT, CONQUEST, 2)
    forester = worker(runtime, state, BOT, FOREST, 1)
    run_as(runtime, state, BOT, "automate teotibot tile_nobles")
    assert said(state)[0] == "empire_forest"
    assert state.players[BOT].counters["wood"] == 2 and state.players[BOT].counters["obsidian"] == 1
    assert (forester.value, forester.at) == (2, CONSTRUCTION)
    assert empire(state, BOT) == []


def test_empire_and_buildings_does_nothing_without_warriors_or_a_region_so_the_forest_then_the_fallback():
    runtime = loaded()[1]
    state = bot_state(runtime, wood=2, warriors=0)
    worker(runtime, state, BOT, CONQUEST, 2)
    run_as(runtime, state, BOT, "automate teotibot tile_nobles")
    assert said(state)[:2] == ["empire_fallback", "fallback"] and state.players[BOT].counters["cocoa"] == 5
    assert state.players[BOT].counters["wood"] == 2


def test_mastery_on_the_conquest_board_runs_the_tile_s_first_branch():
    """Its strongest worker (power 4) is on the Conquest board: the tile's first branch. One warrior
    left: it enters Teotihuacan; no warrior of its in a region, so no building (the wood stays);
    the worker powered up (5) moves 2 boards: Gold Deposits, then (board 1 skipped) the Quarry."""
    runtime = loaded()[1]
    state = bot_state(runtime, wood=2, warriors=1)
    strongest = worker(runtime, state, BOT, CONQUEST, 4)
    worker(runtime, state, BOT, FOREST, 1)
    run_as(runtime, state, BOT, "automate teotibot tile_mastery")
    assert said(state)[:2] == ["mastery", "empire"]
    assert empire(state, BOT) == [("teotihuacan", BOT, "")]
    assert state.players[BOT].counters["warriors"] == 0 and state.players[BOT].counters["wood"] == 2
    assert (strongest.value, strongest.at) == (5, QUARRY)


# ====================================================================== the bot's region benefits
def test_region_3_the_bot_takes_a_mask_it_lacks_and_discards_the_rest():
    """Draw 3: a mask it lacks (disc-00, cost 2 cocoa and 1 gold, paid) among them → taken, the two
    others out of play; 1 VP. Without a mask: all 3 discarded, 1 + 2 VP."""
    runtime = loaded()[1]
    state = bot_state(runtime, cocoa=2, gold=1)
    state.supplies["discovery"] = ["disc-20", "disc-00", "disc-21", "disc-22"]
    run_as(runtime, state, BOT, "reg-03")
    bot = state.players[BOT]
    assert "disc-00" in bot.owned and bot.counters["vp"] == 1 and bot.counters["cocoa"] == 0
    assert state.supplies["discovery"] == ["disc-22"] and state.supplies["region_draw"] == []
    state = bot_state(runtime)
    state.supplies["discovery"] = ["disc-20", "disc-00", "disc-21", "disc-22"]
    run_as(runtime, state, BOT, "reg-03")               # it cannot pay the mask
    assert state.players[BOT].counters["vp"] == 3 and "region_no_mask" in said(state)
    assert state.supplies["discovery"] == ["disc-22"] and state.players[BOT].owned == ["teotibot", "teotibot_warriors"]


def test_region_3_is_unchanged_for_you():
    runtime = loaded()[1]
    state = bot_state(runtime, seed=1)
    state.supplies["discovery"] = ["disc-20", "disc-00", "disc-21", "disc-22"]
    state.players[PLAYER].counters.update(cocoa=1)
    run = EffectRun(runtime.effect("reg-03").run(runtime.context(state, PLAYER)))
    assert run.pending.kind == "may"
    run.answer("yes")
    run.answer("disc-20")
    assert run.finished and state.players[PLAYER].owned == ["disc-20"]
    assert sorted(state.supplies["discovery"]) == ["disc-00", "disc-21", "disc-22"]   # back, shuffled


def test_region_6_the_bot_s_mask_from_2_great_discoveries_else_4_vp_and_the_m8_harder_bot():
    runtime = loaded()[1]
    state = bot_state(runtime, obsidian=1)
    state.supplies["gd_stack"] = ["gd-04-a", "gd-03-a", "gd-10-a"]
    run_as(runtime, state, BOT, "reg-06")
    bot = state.players[BOT]
    assert "gd-03-a" in bot.owned and bot.counters["vp"] == 2 and bot.counters["obsidian"] == 0
    assert state.supplies["gd_stack"] == ["gd-10-a"]                       # gd-04-a discarded
    state = bot_state(runtime)
    state.supplies["gd_stack"] = ["gd-04-a", "gd-10-b", "gd-10-a"]
    run_as(runtime, state, BOT, "reg-06")
    assert state.players[BOT].counters["vp"] == 6 and state.supplies["gd_stack"] == ["gd-10-a"]
    hard = loaded(("solo", "m6", "m8", "m9"), ("teotibot-m8-hard",))[1]
    state = bot_state(hard)
    state.supplies["gd_stack"] = ["gd-04-a", "gd-10-b", "gd-10-a"]
    run_as(hard, state, BOT, "reg-06")
    assert state.players[BOT].counters["obsidian"] == 2                     # 2 GD tiles discarded


def test_region_11_the_bot_scores_a_fixed_8_you_score_your_workers():
    """The bot: 4 + 8 VP whatever its workers (three of power 5 would score 4 + 6 by the printed
    rule). You, with workers of power 2, 3 and 5: 4 + 1 + 1 + 2 = 8."""
    runtime = loaded()[1]
    state = bot_state(runtime)
    for board, yours in ((FOREST, 2), (QUARRY, 3), (ALCHEMY, 5)):
        worker(runtime, state, BOT, board, 5)
        worker(runtime, state, PLAYER, board, yours)
    run_as(runtime, state, BOT, "reg-11")
    assert state.players[BOT].counters["vp"] == 12
    run_as(runtime, state, PLAYER, "reg-11")
    assert state.players[PLAYER].counters["vp"] == 8


# ====================================================================== priest S08 (dormant)
@functools.lru_cache(maxsize=None)
def with_s08() -> Runtime:
    """solo + m6 + m9 and priest S08 as an ownable component (type technology: M1's `priest` type
    does not exist yet), taken from the dormant file itself."""
    ruleset = loaded()[0]
    data = YAML(typ="safe").load((S08 / "priests.yaml").read_text(encoding="utf-8"))
    component = dict(next(c for c in data["components"] if c["id"] == "pr-s08"), type="technology")
    component.pop("text", None)
    component.pop("unverified", None)
    return Runtime(ruleset.game, list(ruleset.components.values()) + [component])


def test_s08_is_dormant_until_m1_exists():
    ruleset = load_ruleset(None, list(SOLO))
    assert "m9-solo-s08" in ruleset.all_modules and "m9-solo-s08" not in ruleset.module_ids()
    asked = load_ruleset(None, [*SOLO, "m9-solo-s08"])
    assert [d.code for d in asked.errors] == ["E513"] and "M1 Priests" in asked.errors[0].message


def pyramid_turn(runtime, state, dice) -> None:
    state.supplies["action_tiles"] = ["tile_alchemy", "tile_construction", "tile_decorations", "tile_nobles",
                                      "tile_masks", "tile_mastery", "tile_worship"]
    state.supplies["direction_tiles"] = ["direction_a_right", "direction_b_right"]
    state.rng = Dice(*dice)
    run_as(runtime, state, BOT, "automate teotibot teotibot_turn")


@pytest.mark.parametrize("dice, holds, warriors", [((3, 4), True, 8), ((3, 4), False, 10), ((5, 5), True, 10)])
def test_s08_after_an_action_rolled_6_to_8_two_obsidian_for_two_warriors(dice, holds, warriors):
    """Roll 7 → the top tile (Alchemy: no gold, its weakest worker powered up twice), then with
    S08 and 2 obsidian: 2 warriors into Teotihuacan, the obsidian spent. Without S08, or with a
    roll of 10 (middle right), nothing more."""
    runtime = with_s08()
    state = bot_state(runtime, obsidian=2, warriors=10)
    if holds:
        state.players[BOT].owned.append("pr-s08")
    worker(runtime, state, BOT, FOREST, 1)
    pyramid_turn(runtime, state, dice)
    assert state.players[BOT].counters["warriors"] == warriors
    assert state.players[BOT].counters["obsidian"] == (0 if warriors == 8 else 2)
    assert ("conquest_priest" in said(state)) is (warriors == 8)


# Whole solo games with m9 and every other module: tests/test_expansion_games.py
