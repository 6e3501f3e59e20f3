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
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from teotl.agents import make_agent
from teotl.loading import load_runtime
from teotl.model.decisions import EffectRun
from teotl.primitives.automaton import policy_of
from teotl.rules import load_ruleset
from teotl.runtime.game import Game
from teotl.runtime.runtime import Runtime

from solo_support import run_as

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
    piece = runtime.add_piece(state, owner, "worker", board, power, held=spot is not None)
    piece.slot = spot
    return piece


def as_bot(runtime, state, text: str, answers=()) -> EffectRun:
    """Run an effect as the bot (its choices by its policy); `answers` are the player's."""
    return run_as(runtime, state, BOT, text, answers)


def rolls(state) -> list[int]:
    return [e["result"] for e in state.log if e["e"] == "roll"]


def said(state) -> list[str]:
    return [e["key"] for e in state.log if e["e"] == "say"]


# ====================================================================== M7: the die past the Mansion
ADVANCE_PAST = ("each w in first(pieces(worker unlocked), highest(level_of(w))): "
                "acting (w): { upgrade worker acting; resolve teotibot_advance }")


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
    assert (mover.at, mover.value) == (QUARRY, 3)
    assert rolls(state) == [1]
    assert state.supplies["gd_mansion"] == ["gd-04-a"] and state.supplies["gd_stack"] == ["gd-10-a"]
    assert "gd-12" not in state.players[BOT].owned                     # discarded, not taken
    assert state.players[BOT].counters["cocoa"] == 1 and state.players[BOT].tracks["blue"] == 2
    assert yours.value == 3
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
    assert (mover.at, mover.value, other.value) == (QUARRY, 4, 1)
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
    assert state.supplies["gd_mansion"] == ["gd-12"] and yours.value == 2
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
    assert state.supplies["gd_mansion"] == ["gd-04-a"] and yours.value == 5


def test_a_move_that_does_not_reach_the_mansion_rolls_nothing():
    runtime = loaded()[1]
    state = bot_state(runtime)                                         # no die result: a roll would fail
    mover = worker(runtime, state, BOT, FOREST, 2)
    as_bot(runtime, state, ADVANCE_PAST)
    assert mover.at == CONSTRUCTION and rolls(state) == []


def test_the_worship_tile_move_counts_and_the_ascension_re_entry_does_not():
    """Worship: the worshipper locked on Gold Deposits goes to the next worship spot clockwise, board
    1 skipped: over the Mansion to the Stone Quarry → a roll. Ascension: a power-5 worker powered up
    goes to the Mansion at power 1 and moves on from there: it never goes over the Mansion → no
    roll (ruling EP-Q19)."""
    runtime = loaded()[1]
    state = bot_state(runtime, 5)
    worshipper = worker(runtime, state, BOT, GOLD, 1, spot=1)
    as_bot(runtime, state, "resolve tile_worship")
    assert worshipper.at == QUARRY and worshipper.held and rolls(state) == [5]

    state = bot_state(runtime)
    climber = worker(runtime, state, BOT, FOREST, 5)
    as_bot(runtime, state, ADVANCE_PAST)
    assert (climber.at, climber.value) == (QUARRY, 1) and rolls(state) == []


def test_stopping_on_the_mansion_counts_as_reaching_it():
    """A move onto board 1 (MS1 may stop there, ruling EP-Q40) rolls too (ruling EP-Q19: onto or
    past); leaving board 1 later does not."""
    runtime = loaded()[1]
    state = bot_state(runtime, 6)
    mover = worker(runtime, state, BOT, GOLD, 2)
    as_bot(runtime, state, "each w in first(pieces(worker unlocked), highest(level_of(w))): acting (w): move acting forward (1)")
    assert mover.at == MANSION and rolls(state) == [6]
    as_bot(runtime, state, "each w in first(pieces(worker unlocked), highest(level_of(w))): acting (w): move acting forward (1)")
    assert mover.at == QUARRY and rolls(state) == [6]


def test_m7_harder_the_bot_takes_the_temple_step_without_paying():
    runtime = loaded(("solo", "m6", "m7"), ("teotibot-m7-hard",))[1]
    state = bot_state(runtime, 2)                                      # no cocoa at all
    state.counters["mansion_claim_2"] = PLAYER + 1
    worker(runtime, state, BOT, GOLD, 2)
    worker(runtime, state, PLAYER, FOREST, 2)
    as_bot(runtime, state, ADVANCE_PAST)
    assert state.players[BOT].tracks["red"] == 2 and state.players[BOT].counters.get("cocoa", 0) == 0
    assert loaded()[0].components["teotibot_royal_activation"].data["temple_cocoa"] == 1


# ====================================================================== M8: the bot's Shaman
# Altars in slot order (stop 1..4): alt-d, alt-a, alt-b, alt-c. Their GD spaces (data.gd_space):
# alt-a, alt-b the first half, alt-c, alt-d the second. So the GD space of stop 1 (alt-d) is 2,
# stop 2 (alt-a) 3, stop 3 (alt-b) 5, stop 4 (alt-c) 8; the other spaces 1, 4, 6, 7.
ALTARS = ["alt-d", "alt-a", "alt-b", "alt-c"]
M8_SOLO = ("solo", "m6", "m8")


def shaman_state(runtime, bot_space: int, *dice: int, **bot_counters):
    state = bot_state(runtime, *dice, **bot_counters)
    state.supplies["altars"] = list(ALTARS)
    state.counters["teotibot_shaman"] = bot_space
    return state


@pytest.mark.parametrize("tile, space", [("st-02", 2), ("st-00", 8), ("st-ep2", 8), ("st-10", 5)])
def test_setup_the_bot_s_shaman_lies_on_the_gd_space_of_the_altar_before_the_tile_s_first_board(tile, space):
    """Unshuffled ring positions: 1 Mansion/Palace, 2 Quarry (3), 3 Alchemy (5), 4 Forest (2),
    5 Construction (8), 6 Decorations (7), 7 Nobles (6), 8 Gold (4); altar k lies between positions
    2k and 2k+1. st-02 [2, 6]: the Forest, position 4 → altar 1 (alt-d) → space 2. st-00 [3, 5]: the
    Quarry, position 2 → altar 4 (alt-c) → space 8. ST-EP2 [1, 6]: board 1, position 1 → altar 4.
    st-10 [6, 7]: Nobles, position 7 → altar 3 (alt-b, GD space first) → space 5."""
    ruleset, runtime = loaded(M8_SOLO)
    first = ruleset.components[tile].data["boards"][0]
    position = [1, 3, 5, 2, 8, 7, 6, 4].index(first) + 1
    expected_altar = (position - 1) // 2 or 4
    assert space in (2 * expected_altar - 1, 2 * expected_altar)
    state = shaman_state(runtime, 0)
    state.supplies["starting_tiles"] = [tile, "st-01"]
    as_bot(runtime, state, "resolve teotibot_shaman start")
    assert state.counters["teotibot_shaman"] == space
    assert state.supplies["starting_tiles"] == [tile, "st-01"]            # the tile stays in the stack


def test_the_shaman_tile_claims_a_mask_it_lacks_anywhere_in_the_altar_s_pile():
    """From stop 2 (space 3) to stop 1 (alt-d): GD tiles there → its GD space 2; the mask (GD-03,
    cost 1 obsidian, ruling EP-Q2) lies second in the pile: it claims it, the other tile stays."""
    runtime = loaded(M8_SOLO)[1]
    state = shaman_state(runtime, 3, obsidian=1)
    state.supplies["altar_gd_1"] = ["gd-04-a", "gd-03-a"]
    as_bot(runtime, state, "resolve teotibot_shaman move")
    assert state.counters["teotibot_shaman"] == 2
    assert "gd-03-a" in state.players[BOT].owned and state.players[BOT].counters["obsidian"] == 0
    assert state.supplies["altar_gd_1"] == ["gd-04-a"]


@pytest.mark.parametrize("owned, obsidian", [((), 0), (("gd-03-b",), 1)])
def test_no_mask_it_can_pay_or_lacks_discards_the_top_gd_tile(owned, obsidian):
    """A mask it cannot pay for counts as no mask (ruling EP-Q21); one it has already: the top tile
    is discarded (the pile keeps its order)."""
    runtime = loaded(M8_SOLO)[1]
    state = shaman_state(runtime, 3, obsidian=obsidian)
    state.players[BOT].owned += list(owned)
    state.supplies["altar_gd_1"] = ["gd-04-a", "gd-03-a"]
    as_bot(runtime, state, "resolve teotibot_shaman move")
    assert state.counters["teotibot_shaman"] == 2 and "shaman_discards" in said(state)
    assert state.supplies["altar_gd_1"] == ["gd-03-a"]
    assert state.players[BOT].counters["obsidian"] == obsidian             # nothing paid, nothing gained


def test_no_gd_tile_left_the_other_space_and_2_obsidian_and_stop_1_wraps_to_stop_4():
    runtime = loaded(M8_SOLO)[1]
    state = shaman_state(runtime, 1)                                    # stop 1 → stop 4 (alt-c)
    state.supplies["altar_gd_4"] = []
    as_bot(runtime, state, "resolve teotibot_shaman move")
    assert state.counters["teotibot_shaman"] == 7 and state.players[BOT].counters["obsidian"] == 2


def test_the_mask_collection_activate_shaman_tile_first_collects_masks_then_moves_the_shaman():
    """No mask at any worship spot: the base tile's fallback (5 cocoa, its weakest worker powered up
    and moved), then the Shaman from stop 3 (space 5) to stop 2 (alt-a): no GD tile → space 4."""
    ruleset, runtime = loaded(M8_SOLO)
    assert ruleset.components["tile_masks"].module == "m8-solo"
    state = shaman_state(runtime, 5)
    state.supplies["altar_gd_2"] = []
    weakest = worker(runtime, state, BOT, FOREST, 1)
    as_bot(runtime, state, "resolve tile_masks")
    assert said(state)[:2] == ["masks_fallback", "fallback"] and "shaman_moves" in said(state)
    assert state.players[BOT].counters["cocoa"] == 5 and (weakest.at, weakest.value) == (CONSTRUCTION, 2)
    assert state.counters["teotibot_shaman"] == 4 and state.players[BOT].counters["obsidian"] == 2


def test_m8_harder_1_obsidian_per_discarded_gd_tile_also_the_mansion_s():
    runtime = loaded(("solo", "m6", "m7", "m8"), ("teotibot-m8-hard",))[1]
    state = shaman_state(runtime, 3)
    state.supplies["altar_gd_1"] = ["gd-04-a", "gd-10-a"]
    as_bot(runtime, state, "resolve teotibot_shaman move")
    assert state.supplies["altar_gd_1"] == ["gd-10-a"] and state.players[BOT].counters["obsidian"] == 1
    # with M7: the Mansion's GD tile discarded by an activation (roll 1, your claim on the left tile)
    state = bot_state(runtime, 1)
    state.counters["mansion_claim_1"] = PLAYER + 1
    worker(runtime, state, BOT, GOLD, 2)
    worker(runtime, state, PLAYER, FOREST, 2)
    as_bot(runtime, state, ADVANCE_PAST)
    assert state.supplies["gd_mansion"] == ["gd-04-a"] and state.players[BOT].counters["obsidian"] == 1
    # the standard bot gains nothing for it
    standard = loaded(M8_SOLO)[1]
    state = shaman_state(standard, 3)
    state.supplies["altar_gd_1"] = ["gd-04-a", "gd-10-a"]
    as_bot(standard, state, "resolve teotibot_shaman move")
    assert state.players[BOT].counters.get("obsidian", 0) == 0


def human_activates_shaman(runtime, state, slot: str, answers=("no",)) -> EffectRun:
    """Your turn: Activate Shaman (option 4 of M8's turn), your Shaman onto `slot`."""
    ctx = runtime.context(state, PLAYER)
    run = EffectRun(runtime.effect("player_turn").run(ctx))
    policy = policy_of(runtime, "teotibot")
    script = ["4", slot, *answers]
    while run.pending is not None:
        if run.pending.player == BOT:
            run.answer(policy.answer(runtime.context(state, BOT), run.pending)[0])
        else:
            run.answer(script.pop(0))
    return run


def shaman_on(state, space: int, up: int) -> None:
    """Your Shaman on a space of the altar ring (M8's `altar_ring`), standing or lying."""
    tokens = [0] * len(state.players)
    tokens[PLAYER] = space
    state.tokens["altar_ring"] = tuple(tokens)
    state.players[PLAYER].counters.update(shaman_up=up)


def test_your_shaman_on_the_bot_s_altar_sends_it_to_the_next_gd_space_with_1_obsidian():
    """You: stop 3 → stop 2, space 4 (alt-a's second half, "pay 2 cocoa for 4 obsidian": declined);
    the bot's Shaman lies on space 3, the other space of that altar (ruling EP-Q23: same altar) →
    the GD space of stop 1 (alt-d: 2), +1 obsidian."""
    runtime = loaded(M8_SOLO)[1]
    state = shaman_state(runtime, 3)
    shaman_on(state, 5, up=0)
    worker(runtime, state, PLAYER, FOREST, 1)
    human_activates_shaman(runtime, state, "4")
    assert state.tokens["altar_ring"][PLAYER] == 4
    assert state.counters["teotibot_shaman"] == 2 and state.players[BOT].counters["obsidian"] == 1
    # another altar: nothing happens to the bot's Shaman
    state = shaman_state(runtime, 1)
    shaman_on(state, 5, up=0)
    worker(runtime, state, PLAYER, FOREST, 1)
    human_activates_shaman(runtime, state, "4")
    assert state.counters["teotibot_shaman"] == 1 and state.players[BOT].counters.get("obsidian", 0) == 0


def test_the_bot_s_shaman_shares_your_space_without_moving_yours():
    """Ruling EP-Q22: from stop 2 to stop 1 its GD space 2, where your Shaman stands: yours stays
    (and stays standing), the bot's lies beside it."""
    runtime = loaded(M8_SOLO)[1]
    state = shaman_state(runtime, 3)
    shaman_on(state, 2, up=1)
    state.supplies["altar_gd_1"] = ["gd-04-a"]
    as_bot(runtime, state, "resolve teotibot_shaman move")
    assert state.counters["teotibot_shaman"] == 2
    assert state.tokens["altar_ring"][PLAYER] == 2 and state.players[PLAYER].counters["shaman_up"] == 1


# ====================================================================== EP-Q13: no paid unlock after Activate Shaman
@pytest.mark.parametrize("modules, variants", [(("m6", "m8"), ()), (("solo", "m6", "m8"), ()),
                                               (("m6", "m8"), ("dark-eclipse",))])
def test_ep_q13_the_paid_unlock_is_offered_after_a_normal_turn_only(modules, variants):
    """You hold 5 cocoa and a locked worker. Your turn: Activate Shaman (option 4; stop 3 → stop 2,
    space 4, its "2 cocoa for 4 obsidian" declined). Its end of turn asks nothing: the worker stays
    locked, the cocoa stays 5, and the flags are cleared. The next end of turn without that flag
    (as after a normal turn) offers the paid unlock: 3 cocoa, the worker unlocked. The same with the
    Dark Eclipse variant, which changes only the Eclipse check of the end of turn."""
    runtime = loaded(modules, variants)[1]
    state = shaman_state(runtime, 1) if "solo" in modules else runtime.new_state(2, 0)
    state.supplies["altars"] = list(ALTARS)
    shaman_on(state, 5, up=0)
    state.players[PLAYER].counters.update(cocoa=5)
    locked = worker(runtime, state, PLAYER, FOREST, 2, spot=1)
    worker(runtime, state, PLAYER, QUARRY, 1)
    ctx = runtime.context(state, PLAYER)
    turn = EffectRun(runtime.effect("player_turn").run(ctx)).play(["4", "4", "no"])
    assert turn.finished and state.players[PLAYER].flags.get("shaman_turn")
    end = EffectRun(runtime.effect("after_turn").run(runtime.context(state, PLAYER)))
    assert end.finished and locked.held and state.players[PLAYER].counters["cocoa"] == 5
    assert not state.players[PLAYER].flags.get("shaman_turn")                 # flags cleared
    end = EffectRun(runtime.effect("after_turn").run(runtime.context(state, PLAYER)))
    assert end.pending is not None and end.pending.kind == "may"
    end.answer("yes")
    assert end.finished and not locked.held and state.players[PLAYER].counters["cocoa"] == 2


# ====================================================================== priest S07 (dormant)
PRIESTS = REPO / "rules" / "teotihuacan" / "solo" / "priests"


@functools.lru_cache(maxsize=None)
def with_s07(*modules: str) -> Runtime:
    """A runtime of `modules` plus priest S07 as an ownable component (type technology: M1's type
    `priest` does not exist yet), taken from the dormant file itself."""
    ruleset, _ = load_runtime(None, list(modules), [])
    data = YAML(typ="safe").load((PRIESTS / "priests.yaml").read_text(encoding="utf-8"))
    component = dict(next(c for c in data["components"] if c["id"] == "pr-s07"), type="technology")
    component.pop("text", None)
    component.pop("unverified", None)
    return Runtime(ruleset.game, list(ruleset.components.values()) + [component])


def test_s07_is_dormant_until_m1_exists():
    ruleset = load_ruleset(None, ["solo", "m6", "m7", "m8"])
    assert "solo-s07" in ruleset.all_modules and "solo-s07" not in ruleset.module_ids()
    assert "pr-s07" not in ruleset.components
    asked = load_ruleset(None, ["solo", "m6", "solo-s07"])
    assert [d.code for d in asked.errors] == ["E513"] and "M1 Priests" in asked.errors[0].message
    manifest = YAML(typ="safe").load((PRIESTS / "module.yaml").read_text(encoding="utf-8"))
    assert manifest["requires"] == ["solo", "m6", "m1"] and manifest["auto"] is True


@pytest.mark.parametrize("roll, spot", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_s07_the_mansion_die_reads_1_2_left_3_4_centre_5_6_right(roll, spot):
    runtime = with_s07("solo", "m6", "m7")
    state = bot_state(runtime, roll, cocoa=1)
    state.players[BOT].owned.append("pr-s07")
    for k in (1, 2, 3):
        state.counters[f"mansion_claim_{k}"] = PLAYER + 1
    worker(runtime, state, BOT, GOLD, 2)
    yours = worker(runtime, state, PLAYER, FOREST, 2)
    as_bot(runtime, state, ADVANCE_PAST)
    temple = ("blue", "red", "green")[spot - 1]
    assert rolls(state) == [roll] and state.players[BOT].tracks[temple] == 2 and yours.value == 3
    # the same roll without the priest (another bot): 4-6 do nothing, 2 and 3 are other tiles
    state = bot_state(runtime, roll, cocoa=1)
    for k in (1, 2, 3):
        state.counters[f"mansion_claim_{k}"] = PLAYER + 1
    worker(runtime, state, BOT, GOLD, 2)
    as_bot(runtime, state, ADVANCE_PAST)
    plain = {1: "blue", 2: "red", 3: "green"}.get(roll)
    assert [t for t in ("blue", "red", "green") if state.players[BOT].tracks[t] == 2] == ([plain] if plain else [])


def test_s07_the_worship_tile_also_moves_the_bot_s_shaman():
    """Worship from Gold Deposits to the Stone Quarry (no Mansion: M7 is not loaded), then its
    Shaman from stop 2 (space 3) to stop 1 (alt-d, no GD tile left: space 1, 2 obsidian)."""
    runtime = with_s07("solo", "m6", "m8")
    state = shaman_state(runtime, 3)
    state.supplies["altar_gd_1"] = []
    state.players[BOT].owned.append("pr-s07")
    worker(runtime, state, BOT, GOLD, 1, spot=1)
    as_bot(runtime, state, "resolve tile_worship")
    assert "shaman_priest" in said(state)
    assert state.counters["teotibot_shaman"] == 1 and state.players[BOT].counters["obsidian"] == 2
    state = shaman_state(runtime, 3)                                    # without the priest: no move
    worker(runtime, state, BOT, GOLD, 1, spot=1)
    as_bot(runtime, state, "resolve tile_worship")
    assert state.counters["teotibot_shaman"] == 3 and "shaman_priest" not in said(state)


# ====================================================================== whole solo games
@pytest.mark.parametrize("modules, variants", [
    (("solo", "m6", "m7"), ("teotibot-m7-hard",)),
    (("solo", "m6", "m7", "ms1"), ("teotibot-m7-hard",)),
    (("solo", "m6", "m8"), ("teotibot-m8-hard",)),
    (("solo", "m6", "m7", "m8", "ms1"), ("teotibot-m7-hard", "teotibot-m8-hard")),
], ids=lambda v: "+".join(v))
def test_seeded_solo_games_with_the_harder_bots_play_to_the_end_and_replay(modules, variants):
    """The bot is never asked; the Mansion die and the bot's Shaman are used; the same seed and
    answers give the same game."""
    runtime = loaded(modules, variants)[1]

    def play():
        game = Game(runtime, 2, 7)
        you = make_agent("random", 7, 0)
        while not game.finished:
            assert game.pending.player == PLAYER, f"the bot was asked: {game.pending}"
            game.answer(you.choose(game, game.pending))
        assert not game.stopped_by_limit
        return game

    game = play()
    keys = [e.get("key") for e in game.state.log if e["e"] == "say"]
    if "m7" in modules:
        assert "mansion_roll" in keys
    if "m8" in modules:
        assert "shaman_moves" in keys
    assert play().state.to_json() == game.state.to_json()
