"""The Expansion Period variant switches named in docs/rulings.md (section "Expansion Period"):
`gd-costs-icon-legend` (EP-Q2), `mansion-gd-free` (EP-Q18), `tech-ep2-salary` (EP-X3). Each test
plays the same situation with the default rules and with the variant, and checks the difference.
Hand-built states use the unshuffled ring: index 0 is board 1 (the Mansion)."""
from __future__ import annotations

import functools
from pathlib import Path

import pytest

from teotl.agents import make_agent
from teotl.language import parse_effect
from teotl.loading import load_runtime
from teotl.model.decisions import EffectRun
from teotl.runtime.game import Game

VARIANTS = Path(__file__).resolve().parent.parent / "rules" / "teotihuacan" / "variants"
MANSION, FOREST = 0, 3


@functools.lru_cache(maxsize=None)
def runtime(*variants: str, modules: tuple[str, ...] = ("m6", "m7")):
    ruleset, rt = load_runtime(None, list(modules), [VARIANTS / f"{v}.yaml" for v in variants])
    assert ruleset.errors == []
    return rt


def effect(rt, state, text: str, player: int = 0, answers=()) -> EffectRun:
    return EffectRun(rt.compiler.effect(parse_effect(text)).run(rt.context(state, player))).play(list(answers))


# ====================================================================== EP-Q2: gd-costs-icon-legend
@pytest.mark.parametrize("tile", ["gd-13", "gd-14", "gd-15"])
def test_icon_legend_the_coloured_temple_tiles_cost_nothing(tile):
    """Reading (a) (default): 1 cocoa, so a player without cocoa cannot claim the tile; reading (b):
    no cost, claimed with 0 cocoa. The other costs (GD-06, the mask) are the same in both."""
    for rt, claimable in ((runtime(), False), (runtime("gd-costs-icon-legend"), True)):
        state = rt.new_state(2, 0)
        state.supplies["gd_mansion"] = [tile]
        claim = rt.compiler.effect(parse_effect("claim gd_mansion"))
        assert claim.can(rt.context(state, 0)) is claimable
        state.supplies["gd_mansion"] = ["gd-06-a"]                       # 1 obsidian in both readings
        assert claim.can(rt.context(state, 0)) is False
    rt = runtime("gd-costs-icon-legend")
    state = rt.new_state(2, 0)
    state.supplies["gd_mansion"] = [tile]
    assert effect(rt, state, "claim gd_mansion").finished and state.players[0].owned == [tile]


# ====================================================================== EP-Q18: mansion-gd-free
def test_mansion_gd_free_the_extra_cocoa_alone_buys_the_great_discovery():
    """Worship on the Mansion's left spot (royal tile R0: cocoa equal to the power, here 1); the
    Mansion's GD tile is GD-13 (cost 1 cocoa). With 1 cocoa: by default the royal tile alone can be
    taken (1 extra cocoa + 1 for the tile is 2); with the variant the extra cocoa is enough: the tile
    is taken and the player ends with 1 - 1 + 2 (R0: power + 1) = 2 cocoa."""
    for variants, offered in (((), ["1"]), (("mansion-gd-free",), ["1", "2"])):
        rt = runtime(*variants)
        state = rt.new_state(2, 0)
        state.supplies["royal_tiles"] = ["royal-r0", "royal-r6", "royal-r3"]
        state.supplies["gd_mansion"] = ["gd-13"]
        state.supplies["gd_stack"] = ["gd-10-a"]
        state.players[0].counters["cocoa"] = 1
        piece = rt.add_piece(state, 0, "worker", MANSION, 1)
        run = EffectRun(rt.effect("worship").run(rt.context(state, 0, piece, piece.at)))
        run.answer("1")                                                     # spot 1
        if offered == ["1"]:
            assert run.finished                                          # nothing to choose: R0 alone
            assert "gd-13" not in state.players[0].owned and state.players[0].counters["cocoa"] == 3
            continue
        assert run.pending.kind == "choose" and run.pending.keys() == offered
        run.answer("2")
        assert run.finished and state.players[0].owned == ["gd-13"]
        assert state.players[0].counters["cocoa"] == 2 and state.supplies["gd_mansion"] == ["gd-10-a"]


# ====================================================================== EP-X3: tech-ep2-salary
def test_tech_ep2_salary_one_obsidian_pays_up_to_3_missing_cocoa_of_the_salary():
    """Three power-1 workers: salary 3 cocoa (§13.5). The owner of TECH-EP2 holds 1 cocoa and 2
    obsidian. Default: 1 cocoa paid, 2 unpaid → -6 VP (10 → 4), obsidian kept. Variant: 1 obsidian
    covers the 2 missing cocoa (no change), the salary is paid in full, 10 VP and 1 obsidian left."""
    results = {}
    for variants in ((), ("tech-ep2-salary",)):
        rt = runtime(*variants, modules=("m6",))
        state = rt.new_state(2, 0)
        me = state.players[0]
        me.owned.append("tech-ep2")
        me.counters.update(cocoa=1, obsidian=2, vp=10)
        for board in (1, 2, 3):
            rt.add_piece(state, 0, "worker", board, 1)
        run = EffectRun(rt.effect("eclipse", "effects.salary").run(rt.context(state, 0)))
        while run.pending is not None:
            assert run.pending.kind == "continue" and variants
            run.answer("yes")
        results[variants] = (me.counters["cocoa"], me.counters["obsidian"], me.counters["vp"])
    assert results[()] == (0, 2, 4)
    assert results[("tech-ep2-salary",)] == (0, 1, 10)


def test_tech_ep2_salary_needs_the_technology_and_never_gives_change():
    """Without TECH-EP2 nothing changes; with 5 cocoa missing two obsidian are offered (3 + 2)."""
    rt = runtime("tech-ep2-salary", modules=("m6",))
    state = rt.new_state(2, 0)
    me = state.players[0]
    me.counters.update(cocoa=0, obsidian=2, vp=20)
    for board in (1, 2, 3):
        rt.add_piece(state, 0, "worker", board, 1)
    assert EffectRun(rt.effect("eclipse", "effects.salary").run(rt.context(state, 0))).finished
    assert (me.counters["obsidian"], me.counters["vp"]) == (2, 11)            # 3 unpaid: -9 VP
    state = rt.new_state(2, 0)
    me = state.players[0]
    me.owned.append("tech-ep2")
    me.counters.update(cocoa=0, obsidian=3, vp=20)
    for board, power in ((1, 4), (2, 4), (3, 1)):                              # 2 + 2 + 1 = 5 cocoa
        rt.add_piece(state, 0, "worker", board, power)
    run = EffectRun(rt.effect("eclipse", "effects.salary").run(rt.context(state, 0)))
    rounds = 0
    while run.pending is not None:
        run.answer("yes")
        rounds += 1
    assert rounds == 2 and (me.counters["cocoa"], me.counters["obsidian"], me.counters["vp"]) == (0, 1, 20)


@pytest.mark.parametrize("variant, modules", [("gd-costs-icon-legend", ("m6", "m7")),
                                              ("mansion-gd-free", ("m6", "m7")),
                                              ("tech-ep2-salary", ("m6", "m7", "m8"))])
def test_every_ep_variant_plays_a_whole_game(variant, modules):
    rt = runtime(variant, modules=modules)
    game = Game(rt, 3, 4)
    agents = [make_agent("random", 4, seat) for seat in range(3)]
    while not game.finished:
        game.answer(agents[game.pending.player].choose(game, game.pending))
    assert game.finished and not game.stopped_by_limit
