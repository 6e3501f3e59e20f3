"""The Teotibot with the Expansion Period: M7 (the die rolled when a bot worker moves onto or past
the Mansion, activating a claimed royal tile), M8 (the bot's Shaman and its "Mask Collection /
Activate Shaman" tile), their harder difficulties, ruling EP-Q13 and priest S07 (dormant until
Late Preclassic's M1; faked here by a fixture module).

Sources: /work/shared/reference/teotihuacan-expansion-period.md §2, §3, §8, §9.6, §9.11 ("EP §n")
and docs/rulings.md "Expansion Period". Hand-built states use the unshuffled ring (game.yaml order):
    index 0 Mansion 1 → 1 Stone Quarry 3 → 2 Alchemy 5 → 3 Forest 2 → 4 Construction 8
    → 5 Decorations 7 → 6 Nobles 6 → 7 Gold Deposits 4 → (0)
The base advance (power 1-3: the next board) skips board 1 (ruling T4). Mansion spots: 1 left
(blue), 2 centre (red), 3 right (green) (ruling EP-Q15). Dice are rigged with `Dice`.
"""
from __future__ import annotations

import functools
import shutil
from pathlib import Path

import pytest

from teotl.dsl import parse_effect
from teotl.dsl.automaton import policy_of
from teotl.engine.decisions import EffectRun
from teotl.loading import load_runtime
from teotl.rules import load_ruleset

REPO = Path(__file__).resolve().parent.parent
VARIANTS = REPO / "rules" / "teotihuacan" / "variants"
BOT, PLAYER = 1, 0
MANSION, QUARRY, ALCHEMY, FOREST, CONSTRUCTION, DECORATIONS, NOBLES, GOLD = range(8)


class Dice:
    """A stand-in for the game's generator: `randint` returns the listed results in order."""

    def __init__(self, *results: int):
        self.results = list(results)

    def randint(self, low: int, high: int) -> int:
        value = self.results.pop(0)
        assert low <= value <= high
        return value


@functools.lru_cache(maxsize=None)
def loaded(modules: tuple[str, ...] = ("solo", "m6", "m7"), variants: tuple[str, ...] = ()):
    ruleset, runtime = load_runtime(None, list(modules), [VARIANTS / f"{v}.yaml" for v in variants])
    assert ruleset.errors == []
    return ruleset, runtime


def bot_state(runtime, *dice: int, **bot_counters):
    state = runtime.new_state(2, 0)
    bot = state.players[BOT]
    for track in ("blue", "red", "green", "avenue"):
        bot.tracks[track] = 1
    bot.owned.append("teotibot")
    bot.counters.update(bot_counters)
    state.supplies["gd_mansion"] = ["gd-12"]
    state.supplies["gd_stack"] = ["gd-04-a", "gd-10-a"]
    state.rng = Dice(*dice)
    return state


def worker(runtime, state, owner: int, board: int, power: int, spot=None):
    piece = runtime.add_piece(state, owner, "worker", board, power, locked=spot is not None)
    piece.spot = spot
    return piece


def as_bot(runtime, state, text: str, answers=()) -> EffectRun:
    """Run an effect as the bot, every choice of the bot answered by its policy (as `automate`
    does); `answers` are the player's, if the effect asks the player anything."""
    stmt = runtime.compiler.effect(parse_effect(text))
    ctx = runtime.context(state, BOT)
    policy = policy_of(runtime, "teotibot")
    run = EffectRun(stmt.run(ctx))
    mine = list(answers)
    while run.pending is not None:
        if run.pending.player == BOT:
            run.answer(policy.answer(ctx, run.pending)[0])
        else:
            run.answer(mine.pop(0))
    assert mine == []
    return run


def rolls(state) -> list[int]:
    return [e["result"] for e in state.log if e["e"] == "roll"]


def said(state) -> list[str]:
    return [e["key"] for e in state.log if e["e"] == "say"]


# ====================================================================== M7: the die past the Mansion
ADVANCE_PAST = "drive worker unlocked strongest up 1; resolve teotibot_advance"


def test_a_bot_worker_advancing_past_the_mansion_rolls_and_1_activates_the_left_royal_tile_claimed_by_you():
    """Gold Deposits (last of the ring) at power 2 → power 3 → next board, board 1 skipped: it goes
    over the Mansion to the Stone Quarry. Roll 1: the left tile, claimed by you: the Mansion's GD
    tile is discarded and replaced (gd-12 out, gd-04-a in), the bot pays 1 of its 2 cocoa for a blue
    step (1 → 2), your only unlocked worker gets the free power-up (2 → 3)."""
    runtime = loaded()[1]
    state = bot_state(runtime, 1, cocoa=2)
    state.counters["mansion_claim_1"] = PLAYER + 1
    mover = worker(runtime, state, BOT, GOLD, 2)
    yours = worker(runtime, state, PLAYER, FOREST, 2)
    as_bot(runtime, state, ADVANCE_PAST)
    assert (mover.board, mover.level) == (QUARRY, 3)
    assert rolls(state) == [1]
    assert state.supplies["gd_mansion"] == ["gd-04-a"] and state.supplies["gd_stack"] == ["gd-10-a"]
    assert "gd-12" not in state.players[BOT].owned                     # discarded, not taken
    assert state.players[BOT].counters["cocoa"] == 1 and state.players[BOT].tracks["blue"] == 2
    assert yours.level == 3
    assert "mansion_activation" in said(state)


@pytest.mark.parametrize("roll, spot, temple, cocoa, vp", [(2, 2, "red", 0, 1), (3, 3, "green", 1, 0)])
def test_2_and_3_activate_the_centre_and_right_tiles_the_bot_s_own_claim_powers_up_its_strongest(
        roll, spot, temple, cocoa, vp):
    """The bot's own claim: its highest-power unlocked worker gets the power-up (the mover, power 3
    after its own power-up, beats the power-1 worker on Nobles: 3 → 4). It pays its 1 cocoa for the
    step 1 → 2 of the tile's temple, whose reward is 1 VP (red) or 1 cocoa (green)."""
    runtime = loaded()[1]
    state = bot_state(runtime, roll, cocoa=1)
    state.counters[f"mansion_claim_{spot}"] = BOT + 1
    mover = worker(runtime, state, BOT, GOLD, 2)
    other = worker(runtime, state, BOT, NOBLES, 1)
    as_bot(runtime, state, ADVANCE_PAST)
    assert rolls(state) == [roll]
    assert state.players[BOT].tracks[temple] == 2
    assert state.players[BOT].counters["cocoa"] == cocoa and state.players[BOT].counters["vp"] == vp
    assert (mover.board, mover.level, other.level) == (QUARRY, 4, 1)
    assert state.supplies["gd_mansion"] == ["gd-04-a"]


@pytest.mark.parametrize("roll", [4, 5, 6])
def test_4_to_6_activate_nothing(roll):
    runtime = loaded()[1]
    state = bot_state(runtime, roll, cocoa=2)
    for spot in (1, 2, 3):
        state.counters[f"mansion_claim_{spot}"] = PLAYER + 1
    worker(runtime, state, BOT, GOLD, 2)
    yours = worker(runtime, state, PLAYER, FOREST, 2)
    as_bot(runtime, state, ADVANCE_PAST)
    assert rolls(state) == [roll] and "mansion_roll_nothing" in said(state)
    assert state.supplies["gd_mansion"] == ["gd-12"] and yours.level == 2
    assert state.players[BOT].counters["cocoa"] == 2


def test_an_unclaimed_royal_tile_is_not_activated():
    runtime = loaded()[1]
    state = bot_state(runtime, 2, cocoa=2)
    state.counters["mansion_claim_1"] = PLAYER + 1                       # the left one only
    worker(runtime, state, BOT, GOLD, 2)
    as_bot(runtime, state, ADVANCE_PAST)
    assert rolls(state) == [2] and "mansion_unclaimed" in said(state)
    assert state.supplies["gd_mansion"] == ["gd-12"] and state.players[BOT].tracks["red"] == 1


def test_without_cocoa_no_temple_step_but_the_gd_tile_and_the_power_up_still_happen():
    runtime = loaded()[1]
    state = bot_state(runtime, 1)
    state.counters["mansion_claim_1"] = PLAYER + 1
    worker(runtime, state, BOT, GOLD, 2)
    yours = worker(runtime, state, PLAYER, FOREST, 4)
    as_bot(runtime, state, ADVANCE_PAST)
    assert state.players[BOT].tracks["blue"] == 1
    assert state.supplies["gd_mansion"] == ["gd-04-a"] and yours.level == 5


def test_a_move_that_does_not_reach_the_mansion_rolls_nothing():
    runtime = loaded()[1]
    state = bot_state(runtime)                                         # no die result: a roll would fail
    mover = worker(runtime, state, BOT, FOREST, 2)
    as_bot(runtime, state, ADVANCE_PAST)
    assert mover.board == CONSTRUCTION and rolls(state) == []


def test_the_worship_tile_move_counts_and_the_ascension_re_entry_does_not():
    """Worship: the worshipper locked on Gold Deposits goes to the next worship spot clockwise, board
    1 skipped: over the Mansion to the Stone Quarry → a roll. Ascension: a power-5 worker powered up
    goes to the Mansion at power 1 and moves on from there: it never goes over the Mansion → no
    roll (ruling EP-Q19)."""
    runtime = loaded()[1]
    state = bot_state(runtime, 5)
    worshipper = worker(runtime, state, BOT, GOLD, 1, spot=1)
    as_bot(runtime, state, "resolve tile_worship")
    assert worshipper.board == QUARRY and worshipper.locked and rolls(state) == [5]

    state = bot_state(runtime)
    climber = worker(runtime, state, BOT, FOREST, 5)
    as_bot(runtime, state, ADVANCE_PAST)
    assert (climber.board, climber.level) == (QUARRY, 1) and rolls(state) == []


def test_stopping_on_the_mansion_counts_as_reaching_it():
    """A move onto board 1 (MS1 may stop there, ruling EP-Q40) rolls too (ruling EP-Q19: onto or
    past); leaving board 1 later does not."""
    runtime = loaded()[1]
    state = bot_state(runtime, 6)
    mover = worker(runtime, state, BOT, GOLD, 2)
    as_bot(runtime, state, "drive worker unlocked strongest forward 1")
    assert mover.board == MANSION and rolls(state) == [6]
    as_bot(runtime, state, "drive worker unlocked strongest forward 1")
    assert mover.board == QUARRY and rolls(state) == [6]


def test_m7_harder_the_bot_takes_the_temple_step_without_paying():
    runtime = loaded(("solo", "m6", "m7"), ("teotibot-m7-hard",))[1]
    state = bot_state(runtime, 2)                                      # no cocoa at all
    state.counters["mansion_claim_2"] = PLAYER + 1
    worker(runtime, state, BOT, GOLD, 2)
    worker(runtime, state, PLAYER, FOREST, 2)
    as_bot(runtime, state, ADVANCE_PAST)
    assert state.players[BOT].tracks["red"] == 2 and state.players[BOT].counters.get("cocoa", 0) == 0
    assert loaded()[0].components["teotibot_royal_activation"].data["temple_cocoa"] == 1
