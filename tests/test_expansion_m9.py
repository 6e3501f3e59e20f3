"""Expansion Period, module M9 Expanding the Empire (rules/teotihuacan/expansion-period/m9-empire/):
the Empire board (a graph space: the primitives on their own are tests/test_graph_moves.py), warriors
at setup, the Conquest board (6) with its Empire and Construction rewards, the region benefits
REG-01..REG-11, the warriors' Eclipse scoring, the special masks, and whole games.

Sources: /work/shared/reference/teotihuacan-expansion-period.md §4, §7, §9.8, §9.9 ("EP §n") and
docs/rulings.md "Expansion Period" (M9 block). Hand-built states use the unshuffled ring: board
index 6 is the Conquest board (number 6, id `nobles`).
"""
from __future__ import annotations

import functools

import pytest

from minigame import GAME, runtime as mini_runtime
from teotl.agents import make_agent
from teotl.language import parse_effect
from teotl.loading import load_runtime
from teotl.model.decisions import EffectRun
from teotl.runtime.game import Game
from teotl.runtime.runtime import Runtime

NOBLES = 6  # ring index of board 6 (game.yaml order)
EMPIRE = "empire"


def run_text(runtime, state, text: str, player: int = 0, answers=()) -> EffectRun:
    run = EffectRun(runtime.compiler.effect(parse_effect(text)).run(runtime.context(state, player)))
    return run.play(list(answers))


def value(runtime, state, text: str, player: int = 0) -> int:
    return runtime.compiler.expr(parse_effect(f"if ({text}) {{ nothing }}").stmts[0].condition)(
        runtime.context(state, player))


# ====================================================================== M9: the Empire
@functools.lru_cache(maxsize=None)
def loaded(*modules: str):
    ruleset, runtime = load_runtime(None, list(modules or ("m6", "m9")), [])
    assert ruleset.errors == []
    return ruleset, runtime


def rt(*modules: str) -> Runtime:
    return loaded(*modules)[1]


def empire(state) -> list:
    return sorted(state.maps.get(EMPIRE, ((), ()))[0])


def colonised(state) -> tuple:
    return state.maps.get(EMPIRE, ((), ()))[1]


def put(state, *warriors) -> None:
    """Warriors as (node, owner); the path is the node's (upper: regions 1, 2, 5, 6, 9, 10)."""
    upper = {"region_1", "region_2", "region_5", "region_6", "region_9", "region_10"}
    lower = {"region_3", "region_4", "region_7", "region_8", "region_11"}
    current = state.maps.get(EMPIRE, ((), ()))
    added = tuple((node, owner, "upper" if node in upper else "lower" if node in lower else "") for node, owner in warriors)
    state.maps[EMPIRE] = (current[0] + added, current[1])


def m9_state(players: int = 2, **counters):
    runtime = rt()
    state = runtime.new_state(players, 0)
    runtime.run(state, "setup_buildings")
    state.supplies["special_masks"] = ["special-mask-1", "special-mask-2"]
    state.players[0].counters.update(counters)
    return runtime, state


def held(state, player: int = 0) -> dict:
    return {k: v for k, v in state.players[player].counters.items() if v}


def test_the_conquest_board_replaces_the_nobles_with_the_same_number():
    ruleset = loaded()[0]
    board = ruleset.components["nobles"]
    assert board.module == "m9" and board.name == "Conquest" and board.data["number"] == 6 and board.unverified
    assert "nobles-rows" not in ruleset.components
    assert ruleset.components["eclipse"].module == "base"            # warriors score on its event
    assert ruleset.components["warrior_scoring"].module == "m9"
    assert load_runtime(None, ["m6"], [])[0].components["nobles"].name == "Nobles"


def test_setup_every_player_places_a_warrior_in_player_order_pushing_the_previous_one():
    """3 players: seat 1's warrior pushes seat 0's (seat 0 picks region 2, upper path); seat 2's
    pushes seat 1's (seat 1 picks region 3, lower path). Each keeps 9 warriors in supply."""
    runtime = rt()
    state = runtime.new_state(3, 0)
    run = runtime.run(state, "empire_setup")
    asked = []
    for answer in ("region_2", "region_3"):
        asked.append((run.pending.player, run.pending.keys()))
        run.answer(answer)
    assert run.finished
    regions = ["region_1", "region_2", "region_3", "region_4"]
    assert asked == [(0, regions), (1, regions)]
    assert empire(state) == [("region_2", 0, "upper"), ("region_3", 1, "lower"), ("teotihuacan", 2, "")]
    assert [p.counters["warriors"] for p in state.players] == [9, 9, 9]


def test_a_real_game_asks_the_first_player_where_the_pushed_warrior_goes():
    game = Game(rt(), 2, 7)
    assert game.pending.player == 0 and game.pending.kind == "node"
    assert game.pending.keys() == ["region_1", "region_2", "region_3", "region_4"]
    game.answer("region_4")
    assert empire(game.state) == [("region_4", 0, "lower"), ("teotihuacan", 1, "")]
    assert [p.counters["warriors"] for p in game.state.players] == [9, 9]
    assert sorted(game.state.supplies["special_masks"]) == ["special-mask-1", "special-mask-2"]


def test_a_steered_players_warriors_move_by_themselves_the_hook_for_the_teotibot():
    """With a modifier raising `warrior_steered` for seat 1 (what the Teotibot's glue will add),
    seat 0's Empire reward pushes seat 1's warrior out of Teotihuacan to a random area-• region
    without a question; pushed again from region 1 it goes on along its row, to region 5."""
    ruleset = loaded()[0]
    glue = {"id": "steer_glue", "type": "action", "modifiers": ["modify warrior_steered + 1 while seat == 1"]}
    runtime = Runtime(ruleset.game, list(ruleset.components.values()) + [glue])
    assert not runtime.problems
    state = runtime.new_state(2, 3)
    state.players[0].counters["warriors"] = 2
    state.maps[EMPIRE] = ((("teotihuacan", 1, ""),), ())
    assert EffectRun(runtime.effect("empire_reward").run(runtime.context(state, 0))).finished
    bot = [p for p in empire(state) if p[1] == 1]
    assert len(bot) == 1 and bot[0][0] in ("region_1", "region_2", "region_3", "region_4")
    state.maps[EMPIRE] = ((("region_1", 1, "upper"),), ())
    run = run_text(runtime, state, "enter empire at region_1 steer (warrior_steered)", 0)
    assert run.finished and ("region_5", 1, "upper") in empire(state)


def conquest(runtime, state, power: int, answers=(), workers: int = 1) -> EffectRun:
    """A main action on the Conquest board through the base flow component `main_action`."""
    piece = None
    for _ in range(workers):
        piece = runtime.add_piece(state, 0, "worker", NOBLES, power)
    run = EffectRun(runtime.effect("main_action").run(runtime.context(state, 0, piece, NOBLES)))
    return run.play(list(answers))


def test_a_conquest_action_with_one_power_1_worker_puts_one_warrior_into_teotihuacan():
    runtime, state = m9_state(warriors=10)
    put(state, ("teotihuacan", 1))
    run = conquest(runtime, state, 1, ["region_1"])           # player 1 picks where its warrior goes
    assert run.finished                                       # the power-up: the only worker, no question
    assert empire(state) == [("region_1", 1, "upper"), ("teotihuacan", 0, "")]
    assert state.players[0].counters["warriors"] == 9
    assert [p.value for p in state.pieces] == [2]


def test_a_whole_turn_moves_a_worker_onto_the_conquest_board_and_takes_its_main_action():
    """The base turn: a power-1 worker on Decorations (7) moves 1 board clockwise onto the
    Conquest board (6); the actions offered there are Collect Cocoa and the main action (no
    worship on board 6); the main action (no other colour there: 0 cocoa) puts a warrior into
    Teotihuacan and powers the worker up."""
    runtime, state = m9_state(warriors=10, cocoa=5)
    runtime.add_piece(state, 0, "worker", NOBLES - 1, 1)
    run = EffectRun(runtime.effect("player_turn").run(runtime.context(state, 0)))
    assert run.pending.kind == "distance"
    run.answer("1")
    assert [o.text for o in run.pending.options] == ["resolve collect_cocoa", "resolve main_action"]
    run.answer("2")
    assert run.finished
    assert empire(state) == [("teotihuacan", 0, "")]
    assert held(state) == {"cocoa": 5, "warriors": 9}
    assert [(p.at, p.value) for p in state.pieces] == [(NOBLES, 2)]


def test_technology_03_refers_to_board_6_so_it_rewards_a_conquest_action():
    runtime, state = m9_state(warriors=10)
    state.players[0].owned.append("tech-03")
    assert conquest(runtime, state, 1).finished
    assert state.players[0].counters["vp"] == 3


def test_the_extra_worker_discovery_counts_on_the_conquest_board():
    """One power-2 worker is row 1 (2 warriors or a building); with `extra_worker` it is row 2,
    power 2-3: 3 warriors or (a warrior, then a building)."""
    runtime, state = m9_state(warriors=10)
    state.players[0].flags["extra_worker"] = 1
    run = conquest(runtime, state, 2)
    assert run.pending.kind == "choose"
    assert [o.text for o in run.pending.options] == [
        "repeat 3: resolve empire_reward", "resolve empire_reward; may resolve construction_reward"]


def test_construction_is_not_offered_without_an_eligible_region_only_the_warriors():
    """Row 1, power 2-3 is `2 warriors or a building`. With 2 wood but the own warrior only in
    Teotihuacan (never buildable), the building cannot be chosen: 2 warriors, no question."""
    runtime, state = m9_state(warriors=10, wood=2)
    put(state, ("teotihuacan", 0))
    run = conquest(runtime, state, 2)
    assert run.pending.kind == "node" and run.pending.player == 0   # own warrior pushed (ruling EP-Q29)
    run.answer("region_1")
    assert run.pending.kind == "node"                                 # second warrior pushes the first again
    run.answer("region_3")
    assert run.finished
    assert empire(state) == [("region_1", 0, "upper"), ("region_3", 0, "lower"), ("teotihuacan", 0, "")]
    assert held(state)["wood"] == 2 and state.players[0].counters["warriors"] == 8


def test_a_conquest_building_through_the_real_flow():
    """Row 1, power 2-3 with 2 wood and a warrior in region 10: the player chooses the building;
    REG-10 gives 4 VP and 4 obsidian; the warrior leaves the game; Avenue +1; the row loses its
    leftmost building."""
    runtime, state = m9_state(warriors=9, wood=2)
    put(state, ("region_10", 0))
    run = conquest(runtime, state, 2)
    assert [o.text for o in run.pending.options] == ["repeat 2: resolve empire_reward", "resolve construction_reward"]
    run.answer("2")
    assert run.finished
    assert held(state) == {"warriors": 9, "vp": 4, "obsidian": 4}
    assert empire(state) == [] and colonised(state) == (("region_10", 0),)
    assert state.players[0].tracks["avenue"] == 1
    assert state.counters["buildings_taken"] == 1 and "building-01" in state.players[0].owned
    assert state.supplies["buildings"][0] == "building-02"


def construction(runtime, state, answers=(), player: int = 0) -> EffectRun:
    run = EffectRun(runtime.effect("construction_reward").run(runtime.context(state, player)))
    return run.play(list(answers))


def test_construction_pays_2_wood_or_obsidian_and_is_refused_without():
    runtime, state = m9_state(wood=1)
    put(state, ("region_1", 0))
    stmt = runtime.effect("construction_reward")
    assert not stmt.can(runtime.context(state, 0))                   # 1 wood only
    state.players[0].counters["obsidian"] = 1                          # obsidian pays for wood (M6)
    assert stmt.can(runtime.context(state, 0))
    run = construction(runtime, state)
    assert run.pending.kind == "pay_with" and run.pending.keys() == ["wood", "obsidian"]
    run.answer("obsidian")
    assert run.finished
    assert held(state) == {"vp": 1, "obsidian": 1, "cocoa": 1}         # REG-01 after paying wood + obsidian


def test_a_region_is_never_colonised_twice_and_teotihuacan_and_the_far_region_never():
    runtime, state = m9_state(wood=10)
    state.players[1].counters["wood"] = 10
    put(state, ("region_2", 0), ("teotihuacan", 0), ("far_region", 0), ("far_region", 1))
    state.maps[EMPIRE] = (state.maps[EMPIRE][0], (("region_2", 1),))   # region 2 colonised by player 1
    stmt = runtime.effect("construction_reward")
    assert not stmt.can(runtime.context(state, 0)) and not stmt.can(runtime.context(state, 1))
    assert value(runtime, state, "colonisable") == 0
    put(state, ("region_6", 1))
    assert stmt.can(runtime.context(state, 1))


def test_a_region_with_a_building_still_takes_warriors():
    runtime, state = m9_state(warriors=1)
    state.maps[EMPIRE] = ((("teotihuacan", 1, ""),), (("region_1", 1),))
    run = EffectRun(runtime.effect("empire_reward").run(runtime.context(state, 0)))
    run.answer("region_1")
    assert empire(state) == [("region_1", 1, "upper"), ("teotihuacan", 0, "")]
    assert state.players[0].counters["warriors"] == 0


def test_without_warriors_the_conquest_action_still_gives_its_power_ups():
    """EP §4 "none left: ignore this effect": the main action may still be taken (ruling EP-X15)."""
    runtime, state = m9_state(warriors=0)
    assert conquest(runtime, state, 1).finished
    assert empire(state) == [] and [p.value for p in state.pieces] == [2]


# ---------------------------------------------------------------------- region benefits (EP §9.9)
def _prepare_03(runtime, state):
    state.supplies["discovery"] = ["disc-05", "disc-00", "disc-06", "disc-20"]


def _prepare_06(runtime, state):
    state.supplies["gd_stack"] = ["gd-04-a", "gd-10-a", "gd-04-b"]


def _prepare_07(runtime, state):
    state.supplies["technology_offer"] = ["tech-01", "tech-03", "tech-05", "tech-09", "tech-11", "tech-13"]
    state.players[0].owned.append("tech-01")                           # the lowest one you lack: tech-03


def _prepare_workers(runtime, state):
    for power in (1, 3, 4):
        runtime.add_piece(state, 0, "worker", 0, power)


REGIONS = [
    # region, prepare, answers, expected counters (besides wood 0, avenue 1), extra check
    ("region_1", None, [], {"vp": 1, "obsidian": 1, "cocoa": 1}, None),
    ("region_2", None, ["red"], {"vp": 1 + 1}, lambda s: s.players[0].tracks["red"] == 1),   # + red step 1: 1 VP
    # draws disc-05, disc-00, disc-06; takes disc-05 (cost 1 wood, from the 3 wood left); the other
    # two go back under disc-20 and the stack is shuffled
    ("region_3", _prepare_03, ["yes", "disc-05"], {"vp": 1, "wood": 1 - 1},
     lambda s: "disc-05" in s.players[0].owned and sorted(s.supplies["discovery"]) == ["disc-00", "disc-06", "disc-20"]
     and s.supplies["region_draw"] == []),
    ("region_4", _prepare_workers, ["p0", "p1"], {"vp": 1},                  # the third: the only one left
     lambda s: sorted(p.value for p in s.pieces) == [2, 4, 5]),
    ("region_5", None, ["special-mask-2"], {"vp": 2},
     lambda s: "special-mask-2" in s.players[0].owned and s.supplies["special_masks"] == ["special-mask-1"]),
    ("region_6", _prepare_06, ["yes", "gd-10-a"], {"vp": 2},
     lambda s: "gd-10-a" in s.players[0].owned and sorted(s.supplies["gd_stack"]) == ["gd-04-a", "gd-04-b"]),
    ("region_7", _prepare_07, [], {"vp": 2 + 1},                              # tech-03 is column 2: red step 1
     lambda s: "tech-03" in s.players[0].owned and s.players[0].tracks["red"] == 1),
    ("region_8", None, ["3"], {"vp": 2 + 1, "cocoa": 1},                      # red + green step 1: 1 VP, 1 cocoa
     lambda s: (s.players[0].tracks["red"], s.players[0].tracks["green"], s.players[0].tracks["blue"]) == (1, 1, 0)),
    ("region_9", None, ["special-mask-1"], {"vp": 4}, lambda s: "special-mask-1" in s.players[0].owned),
    ("region_10", None, [], {"vp": 4, "obsidian": 4}, None),
    # workers of power 1, 3, 4: 1 + 1 + 2 = 4 VP on top of the printed 4
    ("region_11", _prepare_workers, [], {"vp": 8}, None),
]


@pytest.mark.parametrize("region, prepare, answers, expected, check", REGIONS, ids=[r[0] for r in REGIONS])
def test_each_region_benefit_when_colonised(region, prepare, answers, expected, check):
    runtime, state = m9_state(wood=2 + (1 if region == "region_3" else 0))
    put(state, (region, 0))
    if prepare:
        prepare(runtime, state)
    run = construction(runtime, state, answers)
    assert run.finished
    got = held(state)
    assert got == {k: v for k, v in expected.items() if v}, got
    assert state.players[0].tracks["avenue"] == 1 and colonised(state) == ((region, 0),) and empire(state) == []
    if check:
        assert check(state)


def test_region_4_powers_up_three_different_workers():
    runtime, state = m9_state(wood=2)
    put(state, ("region_4", 0))
    for power in (1, 1, 1, 1):
        runtime.add_piece(state, 0, "worker", 0, power)
    run = construction(runtime, state)
    offered = []
    for answer in ("p0", "p1", "p2"):
        offered.append(run.pending.keys())
        run.answer(answer)
    assert run.finished
    assert offered == [["p0", "p1", "p2", "p3"], ["p1", "p2", "p3"], ["p2", "p3"]]
    assert [p.value for p in state.pieces] == [2, 2, 2, 1]


def test_region_8_offers_only_pairs_of_different_temples():
    runtime, state = m9_state(wood=2)
    put(state, ("region_8", 0))
    run = construction(runtime, state)
    assert [o.text for o in run.pending.options] == [
        "advance blue; advance red", "advance blue; advance green", "advance red; advance green"]


# ---------------------------------------------------------------------- Eclipse (EP §4, §7)
def test_eclipse_warriors_score_by_area_before_the_salary():
    """Player 0: Teotihuacan 0 + region 2 (•) 1 + region 6 (••) 2 + region 10 (•••) 3 + two in
    the far region 5 + 5 = 16 VP; with 3 power-1 workers and no cocoa the salary then costs
    3 × 3 = 9 VP: 16 - 9 = 7 (scored after the salary it would be 0, floored, + 16). Player 1:
    region 11 (•••) 3 VP, and a colonised region scores nothing (buildings do not score); its
    Avenue step 2 × multiplier 5 (no building taken) = 10 VP, as in the base Eclipse."""
    runtime, state = m9_state()
    put(state, ("teotihuacan", 0), ("region_2", 0), ("region_6", 0), ("region_10", 0), ("far_region", 0),
        ("far_region", 0), ("region_11", 1))
    state.maps[EMPIRE] = (state.maps[EMPIRE][0], (("region_1", 1),))
    for _ in range(3):
        runtime.add_piece(state, 0, "worker", 0, 1)
    state.players[1].counters["cocoa"] = 5
    state.players[1].tracks["avenue"] = 2                    # the base steps stay: Avenue 2 × multiplier 5
    assert value(runtime, state, "warrior_vp", 0) == 16 and value(runtime, state, "warrior_vp", 1) == 3
    run = runtime.run(state, "eclipse_round")                # the base flow's Eclipse; M9 scores on its event
    assert run.finished
    assert state.players[0].counters["vp"] == 7
    assert state.players[1].counters["vp"] == 3 + 10
    assert state.counters["eclipse"] == 2


def test_the_special_masks_count_in_mask_sets():
    """disc-00 (mask 1), GD-03 (mask 8) and both special masks (9, 10): one set of 4 = 10 VP; a
    second disc-00-like mask 1 would start a new set."""
    runtime, state = m9_state()
    state.players[0].owned += ["disc-00", "gd-03-a", "special-mask-1", "special-mask-2"]
    run_text(runtime, state, "resolve eclipse masks")
    assert state.players[0].counters["vp"] == 10
    assert value(runtime, state, "masks") == 4


# ====================================================================== rule files, text, whole games
def test_m9_checks_clean_and_lists_its_unverified_data(teotl_check):
    run = teotl_check("--modules", "m6,m9", "--unverified")
    assert run.code == 0, run.out
    for cid in ("empire_map", "nobles", "special-mask-1"):
        assert cid in run.out, cid


def test_m9_text_is_complete_in_english():
    from teotl.rules import load_ruleset
    from teotl.text.status import coverage
    report = coverage(load_ruleset(None, ["m6", "m9"]), ["en"])
    assert report["en"]["terms"]["missing"] == [] and report["en"]["components"]["missing"] == []
    assert report["en"]["messages"]["percent"] == 100.0


def play(modules: tuple[str, ...], players: int, seed: int) -> Game:
    runtime = loaded(*modules)[1]
    game = Game(runtime, players, seed)
    agents = [make_agent("random", seed, seat) for seat in range(players)]
    while not game.finished:
        decision = game.pending
        game.answer(agents[decision.player].choose(game, decision))
    assert not game.stopped_by_limit
    return game


# Whole games with m9 and every other module, 2 and 4 players and solo: tests/test_expansion_games.py


def test_a_game_where_regions_are_colonised():
    """Random players colonise now and then; over a few seeds some region is colonised, its
    warrior gone and its benefit's VP scored."""
    marks = 0
    for seed in (1, 2, 3, 4):
        game = play(("m6", "m9"), 4, seed)
        marks += sum(1 for e in game.state.log if e["e"] == "node_claimed")
    assert marks >= 1
