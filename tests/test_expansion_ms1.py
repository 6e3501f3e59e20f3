"""Expansion Period, module MS1 Teotibot Alternative Movement
(rules/teotihuacan/expansion-period/ms1-teotibot-movement/): the Advance 2 / Advance 3 direction
tiles and the replaced advance of a bot worker.

Sources: /work/shared/reference/teotihuacan-expansion-period.md §5, §9.12, rulebook p. 11, and
docs/rulings.md "Expansion Period" (EP-Q40: every board counts, board 1 included). Hand-built
states use the unshuffled ring: 0 Palace 1, 1 Stone Quarry 3, 2 Alchemy 5, 3 Forest 2,
4 Construction 8, 5 Decorations 7, 6 Nobles 6, 7 Gold Deposits 4.
"""
from __future__ import annotations

import functools

import pytest

from teotl.agents import make_agent
from teotl.language import parse_effect
from teotl.loading import load_runtime
from teotl.model.decisions import EffectRun
from teotl.rules import load_ruleset
from teotl.runtime.game import Game

PALACE, QUARRY, ALCHEMY, FOREST, CONSTRUCTION, DECORATIONS, NOBLES, GOLD = range(8)
BOT = 1


@functools.lru_cache(maxsize=None)
def rt(*modules: str):
    return load_runtime(None, list(modules or ("solo", "ms1")), [])[1]


def bot_state(top: str, *modules: str):
    runtime = rt(*modules)
    state = runtime.new_state(2, 0)
    state.players[BOT].owned.append("teotibot")
    state.supplies["direction_tiles"] = [top] + [d for d in ("direction_a_right", "direction_b_left",
                                                             "direction_a2_right", "direction_a3_left")
                                                 if d != top][:3]
    return runtime, state


def bot_run(runtime, state, text: str):
    stmt = runtime.compiler.effect(parse_effect(f"automate teotibot {text}"))
    run = EffectRun(stmt.run(runtime.context(state, BOT)))
    assert run.finished, f"the bot was asked: {run.pending}"


def test_ms1_is_solo_only_and_needs_the_solo_module():
    ruleset = load_ruleset(None, ["ms1"])
    assert "E501" in [d.code for d in ruleset.errors]     # and E506: what it replaces is not loaded
    assert load_ruleset(None, ["solo", "ms1"]).components["teotibot_advance"].module == "ms1"


def test_the_column_holds_four_direction_tiles():
    game = Game(rt(), 2, 4)
    agent = make_agent("random", 4, 0)
    while not any(e["e"] == "turn" for e in game.state.log):
        game.answer(agent.choose(game, game.pending))
    tiles = game.state.supplies["direction_tiles"]
    assert len(tiles) == 4
    assert sorted(rt().components[t].data["tile"] for t in tiles) == ["a", "a2", "a3", "b"]


@pytest.mark.parametrize("top, power, expected", [
    ("direction_a_right", 1, CONSTRUCTION),     # a base tile: the next board
    ("direction_b_left", 4, CONSTRUCTION),      # whatever the power (base rules: 2 boards at 4-5)
    ("direction_a2_right", 1, DECORATIONS),     # Advance 2
    ("direction_a3_left", 2, NOBLES),           # Advance 3
])
def test_a_powered_up_worker_advances_by_the_top_direction_tile(top, power, expected):
    runtime, state = bot_state(top)
    worker = runtime.add_piece(state, BOT, "worker", FOREST, power)
    bot_run(runtime, state, "teotibot_fallback")          # power up the weakest, advance it
    assert worker.value == power + 1 and worker.at == expected


def test_board_1_counts_and_may_be_where_the_worker_stops():
    runtime, state = bot_state("direction_a2_right")
    worker = runtime.add_piece(state, BOT, "worker", NOBLES, 1)
    bot_run(runtime, state, "teotibot_fallback")          # Nobles → Gold Deposits → board 1
    assert worker.at == PALACE
    runtime, state = bot_state("direction_a3_left")
    worker = runtime.add_piece(state, BOT, "worker", NOBLES, 1)
    bot_run(runtime, state, "teotibot_fallback")          # … → Stone Quarry (board 1 counted)
    assert worker.at == QUARRY


def test_after_an_ascension_the_new_worker_moves_that_many_boards_from_board_1():
    runtime, state = bot_state("direction_a3_left")
    worker = runtime.add_piece(state, BOT, "worker", FOREST, 5)
    bot_run(runtime, state, "teotibot_fallback")          # power 6: Ascension, back on board 1 at 1
    assert (worker.value, worker.at) == (1, FOREST)    # board 1 + 3 → ring index 3


def test_without_ms1_the_base_movement_is_unchanged():
    runtime = rt("solo")
    state = runtime.new_state(2, 0)
    state.players[BOT].owned.append("teotibot")
    worker = runtime.add_piece(state, BOT, "worker", NOBLES, 3)
    bot_run(runtime, state, "teotibot_fallback")          # power 4: 2 boards, board 1 not counted
    assert worker.at == QUARRY
