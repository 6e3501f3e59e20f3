"""Expansion Period, module M6 Obsidian (rules/teotihuacan/expansion-period/m6-obsidian/): obsidian
as a wildcard, "any resource", the technologies, starting tiles, great discovery tiles, the new
boards 2-4, mask sets up to 11, the Teotibot with obsidian, and the dormant priest module.

Sources: the fact sheet /work/shared/reference/teotihuacan-expansion-period.md ("EP §n") and the
rulings of docs/rulings.md, "Expansion Period" (EP-…). Hand-built states use the unshuffled ring
of game.yaml: 0 Palace 1, 1 Stone Quarry 3, 2 Alchemy 5, 3 Forest 2, 4 Construction 8,
5 Decorations 7, 6 Nobles 6, 7 Gold Deposits 4.
"""
from __future__ import annotations

import functools

import pytest

from teotl.language import parse_effect
from teotl.loading import load_runtime
from teotl.model.decisions import EffectRun
from teotl.rules import load_ruleset
from teotl.runtime.runtime import Runtime

PALACE, QUARRY, ALCHEMY, FOREST, CONSTRUCTION, DECORATIONS, NOBLES, GOLD = range(8)
BOT, PLAYER = 1, 0


@functools.lru_cache(maxsize=None)
def loaded(*modules: str):
    return load_runtime(None, list(modules), [])


def rt(*modules: str) -> Runtime:
    return loaded(*(modules or ("m6",)))[1]


def state_with(runtime: Runtime, players: int = 2, **counters):
    state = runtime.new_state(players, 0)
    state.players[0].counters.update(counters)
    return state


def effect(runtime: Runtime, state, text: str, player: int = 0) -> EffectRun:
    stmt = runtime.compiler.effect(parse_effect(text))
    return EffectRun(stmt.run(runtime.context(state, player)))


def held(state, player: int = 0) -> dict:
    return {k: v for k, v in state.players[player].counters.items() if v}


# ====================================================================== obsidian (EP §0.6)
@pytest.mark.parametrize("resource", ["wood", "stone", "gold"])
def test_obsidian_pays_for_wood_stone_or_gold(resource):
    runtime = rt()
    state = state_with(runtime, obsidian=2)
    run = effect(runtime, state, f"choose {{ pay {resource} 2 -> gain vp 5 | gain cocoa 1 }}")
    assert run.pending.keys() == ["1", "2"]           # 2 obsidian pay for 2 of it
    run.answer("1")
    assert run.finished and held(state) == {"vp": 5}
    assert [e.get("instead_of") for e in state.log if e["e"] == "pay"] == [resource]


def test_obsidian_never_pays_for_cocoa():
    runtime = rt()
    state = state_with(runtime, obsidian=5)
    run = effect(runtime, state, "choose { pay cocoa 1 -> gain vp 5 | gain wood 1 }")
    assert run.finished and held(state) == {"obsidian": 5, "wood": 1}


def test_obsidian_pays_a_technology_and_a_pyramid_tile():
    runtime = rt()
    state = state_with(runtime, obsidian=1)
    state.supplies["technology_offer"] = ["tech-01", "tech-03", "tech-05", "tech-09", "tech-11", "tech-13"]
    run = effect(runtime, state, "acquire technology_offer lowest")
    run.answer("stone")                               # column 1: blue temple step 1, any resource
    assert run.finished and state.players[0].owned == ["tech-01"] and held(state) == {"stone": 1}
    # Construction: a level-0 slot costs 2 stone (pyramid.yaml level_cost): 1 stone + 1 obsidian
    state = state_with(runtime, stone=1, obsidian=1)
    state.supplies["pyramid_offer"] = runtime.by_type("pyramid_tile")[:1]
    piece = runtime.add_piece(state, 0, "worker", CONSTRUCTION, 1)
    stmt = runtime.compiler.effect(parse_effect("build pyramid_offer on pyramid"))
    run = EffectRun(stmt.run(runtime.context(state, 0, piece, CONSTRUCTION)))
    while run.pending is not None:
        run.answer(run.pending.keys()[0])
    assert held(state).get("stone", 0) == 0 and held(state).get("obsidian", 0) == 0
    assert any(e["e"] == "build" for e in state.log)


def test_gain_any_resource_does_not_offer_obsidian():
    runtime = rt()
    state = state_with(runtime)
    run = effect(runtime, state, "gain any resource 1")
    assert run.pending.keys() == ["wood", "stone", "gold"]


def test_tech_ep1_lets_its_owner_take_obsidian_for_any_resource():
    runtime = rt()
    state = state_with(runtime)
    state.players[0].owned.append("tech-ep1")
    run = effect(runtime, state, "gain any resource 1")
    assert run.pending.keys() == ["wood", "stone", "gold", "obsidian"]
    run.answer("obsidian")
    assert held(state) == {"obsidian": 1}
    other = effect(runtime, state, "gain any resource 1", player=1)
    assert other.pending.keys() == ["wood", "stone", "gold"]   # only for its owner


def test_tech_ep2_one_obsidian_for_up_to_three_cocoa_no_change():
    runtime = rt()
    state = state_with(runtime, obsidian=1)
    run = effect(runtime, state, "choose { pay cocoa 2 -> gain vp 4 | gain wood 1 }")
    assert run.finished and held(state) == {"obsidian": 1, "wood": 1}   # without the technology: no
    state = state_with(runtime, obsidian=1)
    state.players[0].owned.append("tech-ep2")
    run = effect(runtime, state, "choose { pay cocoa 2 -> gain vp 4 | gain wood 1 }")
    run.answer("1")
    assert run.finished and held(state) == {"vp": 4}                     # 1 obsidian for 2 cocoa
    state = state_with(runtime, obsidian=1, cocoa=4)
    state.players[0].owned.append("tech-ep2")
    run = effect(runtime, state, "pay cocoa 4 -> gain vp 1")
    assert run.pending.kind == "pay_with" and run.pending.keys() == ["cocoa", "obsidian"]
    run.answer("obsidian")                                               # 3 cocoa paid by 1 obsidian
    assert run.finished and held(state) == {"cocoa": 3, "vp": 1}


def test_tech_ep3_obsidian_for_collect_cocoa_and_royal_worship():
    runtime = rt()
    state = state_with(runtime)
    state.players[0].owned.append("tech-ep3")
    ctx = runtime.context(state, 0)
    for attrs in ({}, {"board": 1}, {"board": 2}):
        event = "collect" if not attrs else "worship"
        EffectRun(runtime.emit(ctx, event, attrs))
    assert held(state) == {"obsidian": 2}       # collect, worship on board 1; not worship on board 2


def test_priest_rule_switches_the_wildcard_off():
    """Priest 11 (dormant, needs M1) removes the wildcard for its owner with `modify obsidian_wildcard - 1`;
    the same switch on a hand-made component."""
    ruleset, runtime = loaded("m6")
    components = list(ruleset.components.values()) + [
        {"id": "no-wildcard", "type": "technology", "modifiers": ["modify obsidian_wildcard - 1"]}]
    runtime = Runtime(ruleset.game, components)
    state = state_with(runtime, obsidian=3)
    state.players[0].owned.append("no-wildcard")
    run = effect(runtime, state, "choose { pay wood 1 -> gain vp 1 | gain cocoa 1 }")
    assert run.finished and held(state) == {"obsidian": 3, "cocoa": 1}
    run = effect(runtime, state, "choose { pay obsidian 1 -> gain vp 1 | gain cocoa 1 }")
    assert run.pending.keys() == ["1", "2"]     # a cost that asks for obsidian is still paid


# ====================================================================== the new boards 2-4 (EP §1)
def test_the_new_boards_replace_the_base_ones():
    ruleset = loaded("m6")[0]
    for board in ("forest", "stone_quarry", "gold_deposits"):
        component = ruleset.components[board]
        assert component.module == "m6" and component.unverified
    assert ruleset.components["alchemy"].module == "base"


def test_forest_power_4_with_one_worker_gives_wood_and_obsidian_doubled_by_gd02():
    runtime = rt()
    state = state_with(runtime)
    piece = runtime.add_piece(state, 0, "worker", FOREST, 4)
    EffectRun(runtime.effect("forest", "table").run(runtime.context(state, 0, piece, FOREST)))
    assert held(state) == {"wood": 1, "obsidian": 1}
    state = state_with(runtime)
    piece = runtime.add_piece(state, 0, "worker", FOREST, 4)
    state.players[0].flags["double_harvest"] = 1
    EffectRun(runtime.effect("forest", "table").run(runtime.context(state, 0, piece, FOREST)))
    assert held(state) == {"wood": 2, "obsidian": 2}


# ====================================================================== great discovery tiles (EP §0.5)
def test_great_discoveries_are_their_own_stack_set_up_with_m6():
    ruleset, runtime = loaded("m6")
    gd = runtime.by_type("great_discovery")
    assert len(gd) == 23               # 26 less GD-09, GD-11 (M8) and GD-16 (M2): ruling EP-Q3
    from teotl.runtime.game import Game
    game = Game(runtime, 2, 3)
    assert sorted(game.state.supplies["gd_stack"]) == sorted(gd)
    assert not set(gd) & set(game.state.supplies["discovery"])


def test_great_discoveries_are_not_discovery_tiles_for_counts():
    runtime = rt()
    state = state_with(runtime)
    state.players[0].owned += ["disc-20", "gd-04-a", "gd-03-a", "disc-00"]
    run = effect(runtime, state, "gain vp 100 * discoveries + 10 * other_discoveries + masks")
    assert held(state) == {"vp": 212}    # 2 discoveries, 1 non-mask discovery, 2 masks (GD-03 is a mask)
    state = state_with(runtime)
    state.players[0].owned += ["disc-20", "gd-04-a"]
    EffectRun(runtime.effect("bonus-b5").run(runtime.context(state, 0)))
    assert held(state) == {"vp": 2}      # bonus tile B5: 2 VP per non-mask discovery, the GD tile ignored


def test_gd07_turns_used_discovery_tiles_face_up_but_never_great_ones():
    runtime = rt()
    state = state_with(runtime, obsidian=1)
    me = state.players[0]
    me.owned += ["disc-20", "disc-21", "gd-04-a", "gd-07-a"]
    me.used |= {"disc-20", "gd-04-a"}
    run = effect(runtime, state, "use great_discovery")  # gd-04-a is used: gd-07-a is the only one
    assert run.finished and me.used == {"gd-04-a", "gd-07-a"}   # disc-20 renewed, the GD tile not
    assert [e["component"] for e in state.log if e["e"] == "renew"] == ["disc-20"]


def test_the_discovery_window_offers_both_kinds():
    runtime = rt()
    state = state_with(runtime)
    state.players[0].owned += ["disc-20", "gd-04-a"]
    run = EffectRun(runtime.effect("discovery_window").run(runtime.context(state, 0)))
    assert run.pending.kind == "continue"
    run.answer("yes")
    assert run.pending.keys() == ["1", "2"]            # use discovery | use great_discovery
    run.answer("2")
    run.answer("no")
    assert run.finished and held(state) == {"obsidian": 3}


def test_gd01_one_more_worker_on_any_board_but_not_board_1():
    runtime = rt()
    state = state_with(runtime)
    state.players[0].flags["gd_extra_worker"] = 1
    for board, expected in ((FOREST, 2), (NOBLES, 2), (PALACE, 1)):
        piece = runtime.add_piece(state, 0, "worker", board, 1)
        run = EffectRun(runtime.compiler.effect(parse_effect("gain vp workers_here")).run(
            runtime.context(state, 0, piece, board)))
        assert run.finished
        assert state.players[0].counters["vp"] == expected
        state.players[0].counters["vp"] = 0


def test_st_ep1_may_claim_the_top_great_discovery_paying_its_cost():
    runtime = rt()
    state = state_with(runtime, obsidian=0)
    state.supplies["gd_stack"] = ["gd-06-a", "gd-04-a"]
    runtime.add_piece(state, 0, "worker", ALCHEMY, 1)
    run = EffectRun(runtime.effect("st-ep1").run(runtime.context(state, 0)))
    assert run.pending.kind == "may"       # 1 obsidian gained pays GD-06's cost
    run.answer("yes")
    assert run.finished and state.players[0].owned == ["gd-06-a"] and held(state) == {}


# ====================================================================== mask sets (EP §0.4)
@pytest.mark.parametrize("size, vp", [(7, 28), (8, 36), (9, 45), (10, 55), (11, 66)])
def test_mask_sets_of_8_to_11_score_36_45_55_66(size, vp):
    ruleset, runtime = loaded("m6")
    extra = [{"id": f"mask-{n}", "type": "discovery", "tags": ["mask"], "data": {"mask": n}} for n in (9, 10, 11)]
    runtime = Runtime(ruleset.game, list(ruleset.components.values()) + extra)
    state = state_with(runtime)
    base_masks = {runtime.components[c].data["mask"]: c for c in runtime.by_type("discovery")
                  if "mask" in runtime.components[c].labels}
    owned = [base_masks[n] for n in range(1, 8)] + ["gd-03-a"] + [f"mask-{n}" for n in (9, 10, 11)]
    state.players[0].owned += owned[:size]
    EffectRun(runtime.effect("eclipse", "effects.masks").run(runtime.context(state, 0)))
    assert held(state) == {"vp": vp}


# ====================================================================== the Teotibot (EP §0.7)
def bot_state(*modules):
    runtime = rt("solo", "m6", *modules)
    state = runtime.new_state(2, 0)
    state.players[BOT].owned.append("teotibot")
    return runtime, state


def bot_run(runtime, state, text: str):
    stmt = runtime.compiler.effect(parse_effect(f"automate teotibot {text}"))
    run = EffectRun(stmt.run(runtime.context(state, BOT)))
    assert run.finished, f"the bot was asked: {run.pending}"


def test_solo_with_m6_loads_the_glue_module_by_itself():
    ruleset = loaded("solo", "m6")[0]
    assert ruleset.module_ids() == ["base", "solo", "m6", "m6-solo"]
    assert "m6-solo" not in loaded("m6")[0].module_ids()


def test_the_teotibot_counts_obsidian_in_x_or_more_and_spends_it_last():
    runtime, state = bot_state()
    runtime.add_piece(state, BOT, "worker", NOBLES, 2)
    state.supplies["buildings"] = list(runtime.by_type("building"))
    state.players[BOT].counters.update(wood=1, obsidian=2)     # "2 or more wood": 1 wood + obsidian
    bot_run(runtime, state, "tile_nobles")
    assert [e["key"] for e in state.log if e["e"] == "say"] == ["nobles"]
    assert held(state, BOT).get("wood", 0) == 0 and held(state, BOT)["obsidian"] == 1   # wood first
    pays = [(e["resource"], e["amount"], e.get("instead_of")) for e in state.log if e["e"] == "pay"]
    assert pays == [("wood", 1, None), ("obsidian", 1, "wood")]
    auto = [e for e in state.log if e["e"] == "auto" and e["decision"] == "pay_with"]
    assert auto and auto[0]["answer"] == "wood"


def test_without_enough_wood_and_obsidian_the_bot_takes_resources_in_the_forest():
    runtime, state = bot_state()
    runtime.add_piece(state, BOT, "worker", NOBLES, 2)
    runtime.add_piece(state, BOT, "worker", FOREST, 2)
    state.players[BOT].counters.update(obsidian=1)
    bot_run(runtime, state, "tile_nobles")
    assert held(state, BOT) == {"obsidian": 2, "wood": 1}      # 1 obsidian + 1 wood, not 2 wood


def test_harder_difficulty_gives_obsidian_on_top_of_two_resources():
    from teotl.loading import load_runtime as load
    from pathlib import Path
    variant = Path(__file__).resolve().parent.parent / "rules/teotihuacan/variants/teotibot-m6-hard.yaml"
    runtime = load(None, ["solo", "m6"], [variant])[1]
    state = runtime.new_state(2, 0)
    state.players[BOT].owned.append("teotibot")
    runtime.add_piece(state, BOT, "worker", FOREST, 2)
    bot_run(runtime, state, "tile_nobles")
    assert held(state, BOT) == {"obsidian": 1, "wood": 2}


def test_bot_final_scoring_counts_obsidian_left():
    runtime, state = bot_state()
    state.players[BOT].counters.update(cocoa=1, wood=1, obsidian=3)
    state.supplies["temple_bonus"] = ["bonus-b1", "bonus-b2", "bonus-b3"]
    EffectRun(runtime.effect("final_scoring").run(runtime.context(state, BOT)))
    assert state.players[BOT].counters["vp"] == 5


# ====================================================================== rule files and modules
def test_m6_checks_clean_and_lists_its_unverified_data(teotl_check):
    run = teotl_check("--modules", "m6", "--unverified")
    assert run.code == 0, run.out
    for cid in ("forest", "stone_quarry", "gold_deposits", "tech-ep1", "st-ep1", "gd-03-a"):
        assert f"[{cid}]" in run.out or cid in run.out, cid


def test_priest_11_is_a_dormant_module_waiting_for_m1(teotl_check):
    ruleset = load_ruleset(None, ["m6"])
    assert "m6-m1" in ruleset.all_modules and "m6-m1" not in ruleset.module_ids()
    assert "pr-11" not in ruleset.components
    asked = load_ruleset(None, ["m6", "m6-m1"])
    assert [d.code for d in asked.errors] == ["E513"]
    assert "Late Preclassic" in asked.errors[0].message
    run = teotl_check()                                  # the whole rule set: the dormant files are read
    assert run.code == 0, run.out
