"""Expansion Period, module M8 Altars and Shamans (rules/teotihuacan/expansion-period/m8-altars-shamans/):
the altar ring (space `altar_ring`, verbs `move_token` / `place_token`, interpreter/teotl/primitives/token_ring.py), the Activate
Shaman turn with its bumping chain, the standing Shaman as a virtual worker, lying down.

Sources: /work/shared/reference/teotihuacan-expansion-period.md §3, §6, §9.5 ("EP §n") and
docs/rulings.md "Expansion Period". Hand-built states use the unshuffled ring: position 1 is board
index 0 (the Palace / Mansion), position 4 is the Forest. Shaman spaces: stop k (clockwise 1..4)
holds spaces 2k-1 and 2k; altar_ring's points_at sends space s to ring position s + 1 (8 -> 1).
"""
from __future__ import annotations

import functools

from teotl.language import parse_effect
from teotl.loading import load_runtime
from teotl.model.decisions import EffectRun
from teotl.primitives.token_ring import Ring, board_at, slot_of

PALACE, QUARRY, ALCHEMY, FOREST = 0, 1, 2, 3


@functools.lru_cache(maxsize=None)
def loaded(*modules: str):
    ruleset, runtime = load_runtime(None, list(modules or ("m6", "m8")), [])
    assert ruleset.errors == []
    return ruleset, runtime


def rt(*modules: str):
    return loaded(*modules)[1]


def stand(state, player: int, space: int, up: int = 1) -> None:
    """Put a player's Shaman on a space of the altar ring (standing or lying)."""
    tokens = list(state.tokens.get("altar_ring") or (0,) * len(state.players))
    tokens[player] = space
    state.tokens["altar_ring"] = tuple(tokens)
    state.players[player].counters["shaman_up"] = up


def altar_state(runtime, players: int = 4):
    state = runtime.new_state(players, 0)
    state.supplies["altars"] = ["alt-d", "alt-a", "alt-b", "alt-c"]
    return state


def effect(runtime, state, text: str, player: int = 0, answers=()) -> EffectRun:
    run = EffectRun(runtime.compiler.effect(parse_effect(text)).run(runtime.context(state, player)))
    return run.play(list(answers))


def counters(state, player: int) -> tuple:
    """(the Shaman's space, standing, the printed number of the board its space points at)."""
    runtime = rt()
    slot = slot_of(state, "altar_ring", player)
    board = board_at(runtime, state, Ring(runtime.vocab.spaces["altar_ring"]), slot)
    return slot, state.players[player].counters.get("shaman_up", 0), board


# ====================================================================== the altar ring
def test_a_shaman_bumping_chain_across_altars():
    """Player 0 moves from altar 2 to altar 1 (counterclockwise) onto player 1's space and takes
    its benefit (ALT-D first half: 2 obsidian); player 1 is bumped to altar 4 onto player 2's
    space, player 2 to altar 3; the bumped Shamans stand, without any benefit."""
    runtime = rt()
    state = altar_state(runtime)
    stand(state, 0, 3, up=0)
    stand(state, 1, 1, up=0)
    stand(state, 2, 8, up=0)
    stand(state, 3, 6, up=0)
    run = EffectRun(runtime.effect("activate_shaman").run(runtime.context(state, 0)))
    asked = []
    for answer in ("1", "8", "5"):
        assert run.pending is not None and run.pending.kind == "slot"
        asked.append((run.pending.player, run.pending.keys()))
        run.answer(answer)
    assert run.finished
    assert asked == [(0, ["1", "2"]), (1, ["7", "8"]), (2, ["5", "6"])]
    assert counters(state, 0) == (1, 1, 3)          # space 1 points at ring position 2: Stone Quarry (3)
    assert counters(state, 1) == (8, 1, 1)          # space 8 points at position 1: the Palace
    assert counters(state, 2) == (5, 1, 7)          # position 6: Decorations (7)
    assert counters(state, 3) == (6, 0, 6)          # not reached: still lying
    assert state.players[0].counters.get("obsidian", 0) == 2
    assert all(state.players[p].counters.get("obsidian", 0) == 0 for p in (1, 2, 3))


def test_a_chain_never_lands_a_shaman_on_a_space_it_held():
    """GD-09 (two altars): player 0 leaves space 5 for altar 1, bumping player 1 from space 1;
    player 1 moves one altar on to altar 4 and bumps player 2 from space 8 to altar 3, where
    space 5 (player 0's origin) is free: player 2 may take it. A token's own earlier spaces are
    excluded only for itself."""
    runtime = rt()
    state = altar_state(runtime, 3)
    stand(state, 0, 5)
    stand(state, 1, 1)
    stand(state, 2, 8)
    state.players[0].flags["shaman_extra_hop"] = 1
    run = EffectRun(runtime.effect("activate_shaman").run(runtime.context(state, 0)))
    run.answer("1")                                  # player 0: altar 1, first space (2 obsidian)
    assert run.pending.player == 1 and run.pending.keys() == ["7", "8"]
    run.answer("8")
    assert run.pending.player == 2 and run.pending.keys() == ["5", "6"]
    run.answer("5")
    assert run.finished
    assert [counters(state, p)[0] for p in range(3)] == [1, 8, 5]


def test_a_shaman_that_lands_stands_bumped_ones_too_and_the_log_says_where():
    """`on landed(space altar_ring): set shaman_up 1` (shaman.yaml) does what hop's `up shaman_up` did."""
    runtime = rt()
    state = altar_state(runtime, 2)
    stand(state, 0, 3, up=0)
    stand(state, 1, 2, up=0)
    run = EffectRun(runtime.effect("activate_shaman").run(runtime.context(state, 0))).play(["2"])
    run.play(["8"])
    assert counters(state, 0)[:2] == (2, 1) and counters(state, 1)[:2] == (8, 1)
    assert [(e["p"], e["stop"], e["slot"]) for e in state.log if e["e"] == "landed"] == [(0, 1, 2), (1, 4, 8)]


def test_each_altar_benefit_and_the_gd_space():
    runtime = rt()
    state = altar_state(runtime, 2)
    state.supplies["altar_gd_2"] = ["gd-04-a"]       # altar 2 holds ALT-A: its first space claims a GD tile
    stand(state, 0, 3)
    run = effect(runtime, state, "resolve shaman_benefit", 0, ["yes"])
    assert run.finished and "gd-04-a" in state.players[0].owned and state.supplies["altar_gd_2"] == []
    stand(state, 0, 4)                               # ALT-A second space: pay 2 cocoa for 4 obsidian
    state.players[0].counters.update(cocoa=2, obsidian=0)
    effect(runtime, state, "resolve shaman_benefit", 0, ["yes"])
    assert state.players[0].counters["obsidian"] == 4 and state.players[0].counters["cocoa"] == 0
    stand(state, 0, 6)                               # ALT-B second: 1 obsidian and unlock all
    piece = runtime.add_piece(state, 0, "worker", FOREST, 2, held=True)
    effect(runtime, state, "resolve shaman_benefit", 0)
    assert state.players[0].counters["obsidian"] == 5 and not piece.held


def test_setup_stands_every_shaman_on_an_altar_without_another_and_lays_gd_tiles():
    runtime = rt()
    from teotl.runtime.game import Game
    from teotl.agents import make_agent
    game = Game(runtime, 4, 3)
    agent = make_agent("random", 3, 0)
    while game.pending is not None and game.pending.kind == "slot":
        game.answer(agent.choose(game, game.pending))
    spaces = list(game.state.tokens["altar_ring"])
    assert all(p.counters["shaman_up"] == 1 for p in game.state.players)
    assert len({(s - 1) // 2 for s in spaces}) == 4        # one Shaman per altar
    assert all(len(game.state.supplies[f"altar_gd_{k}"]) == 4 for k in range(1, 5))
    assert sorted(game.state.supplies["altars"]) == ["alt-a", "alt-b", "alt-c", "alt-d"]


# ====================================================================== the standing Shaman
def forest_action(runtime, state, levels):
    pieces = [runtime.add_piece(state, 0, "worker", FOREST, level) for level in levels]
    state.players[0].counters["cocoa"] = state.players[0].counters.get("cocoa", 0) + 1   # 1 colour there: 1 cocoa
    run = EffectRun(runtime.effect("main_action").run(runtime.context(state, 0, pieces[-1], FOREST)))
    while run.pending is not None:
        run.answer(run.pending.options[0])
    return pieces


def test_a_standing_shaman_adds_a_virtual_worker_with_the_lowest_power_then_lies_down():
    """Two own workers on the Forest (powers 3 and 2): row 2, column 2-3 (2 wood, 1 power-up).
    With the Shaman standing on space 3 (pointing at ring position 4, the Forest) a third worker
    of power 2 (the lowest there): row 3, column 2-3 (3 wood, 3 cocoa) and 2 power-ups; then the
    Shaman lies down and the next action has no extra worker."""
    runtime = rt()
    state = altar_state(runtime, 2)
    stand(state, 0, 3, up=0)
    forest_action(runtime, state, [3, 2])
    assert state.players[0].counters.get("wood") == 2 and state.players[0].counters.get("cocoa", 0) == 0

    state = altar_state(runtime, 2)
    stand(state, 0, 3)
    pieces = forest_action(runtime, state, [3, 2])
    held = state.players[0].counters
    assert held.get("wood") == 3 and held.get("cocoa") == 3
    assert sum(p.value for p in pieces) == 5 + 2               # two power-ups, both on real workers
    assert counters(state, 0)[1] == 0                          # lies down
    held.update(wood=0, cocoa=1)
    pieces[0].value, pieces[1].value = 3, 2                    # again, the Shaman lying: 2 workers
    run = EffectRun(runtime.effect("main_action").run(runtime.context(state, 0, pieces[1], FOREST)))
    while run.pending is not None:
        run.answer(run.pending.options[0])
    assert held.get("wood") == 2 and held.get("cocoa") == 0


def test_the_virtual_worker_is_capped_like_real_workers_and_only_on_its_board():
    runtime = rt()
    state = altar_state(runtime, 2)
    stand(state, 0, 3)
    forest_action(runtime, state, [2, 2, 2])                   # 3 workers + Shaman: still row 3
    assert state.players[0].counters.get("wood") == 3 and state.players[0].counters.get("cocoa") == 3
    assert counters(state, 0)[1] == 0
    state = altar_state(runtime, 2)
    stand(state, 0, 4)                                         # points at position 5: Construction
    forest_action(runtime, state, [2, 2])
    assert state.players[0].counters.get("wood") == 2 and counters(state, 0)[1] == 1


def test_with_the_mansion_a_standing_shaman_adds_1_to_a_royal_tile_then_lies_down():
    runtime = rt("m6", "m7", "m8")
    state = altar_state(runtime, 2)
    state.supplies["royal_tiles"] = ["rt-12", "royal-r6", "royal-r3"]
    state.supplies["gd_mansion"] = ["gd-12"]
    state.players[0].counters.update(obsidian=6)
    stand(state, 0, 8)                                         # space 8 points at position 1: the Mansion
    placed = runtime.add_piece(state, 0, "worker", PALACE, 3)
    run = EffectRun(runtime.effect("worship").run(runtime.context(state, 0, placed, PALACE))).play(["1"])
    rounds = 0
    while run.pending is not None:
        run.answer("yes")
        rounds += 1
    assert rounds == 4                                         # power 3 + 1
    assert counters(state, 0)[1] == 0


def test_gd_09_and_gd_11_are_in_the_stack_only_with_m8():
    assert "gd-09" in loaded()[0].components and "gd-11" in loaded()[0].components
    assert "gd-09" not in loaded("m6")[0].components
    runtime = rt()
    state = altar_state(runtime, 2)
    stand(state, 0, 3, up=0)
    run = EffectRun(runtime.effect("gd-11").run(runtime.context(state, 0)))
    assert run.finished
    assert counters(state, 0)[1] == 1 and state.players[0].counters["cocoa"] == 2
