"""Expansion Period, module M7 Mansion (rules/teotihuacan/expansion-period/m7-mansion/): the Mansion
over the Palace, +1 per own worker in its general area, its great discovery tile, the property
tiles and claims, the new royal tiles.

Sources: /work/shared/reference/teotihuacan-expansion-period.md §2, §9.4 ("EP §n"), the rulebook
(p. 6, the worked example) and docs/rulings.md "Expansion Period". Hand-built states use the
unshuffled ring: index 0 is board 1 (the Mansion).
"""
from __future__ import annotations

import functools

from teotl.language import parse_effect
from teotl.loading import load_runtime
from teotl.model.decisions import EffectRun
from teotl.rules import load_ruleset

MANSION, QUARRY, ALCHEMY, FOREST = 0, 1, 2, 3
BOT, PLAYER = 1, 0


@functools.lru_cache(maxsize=None)
def loaded(*modules: str):
    return load_runtime(None, list(modules or ("m6", "m7")), [])


def rt(*modules: str):
    return loaded(*modules)[1]


def held(state, player: int = 0) -> dict:
    return {k: v for k, v in state.players[player].counters.items() if v}


def worship(runtime, state, piece, answers=()) -> EffectRun:
    """The base worship action with `piece` arriving on its board."""
    run = EffectRun(runtime.effect("worship").run(runtime.context(state, piece.owner, piece, piece.at)))
    return run.play(list(answers))


def mansion_state(runtime, royal=("rt-12", "royal-r6", "royal-r3"), **counters):
    state = runtime.new_state(2, 0)
    state.supplies["royal_tiles"] = list(royal)
    state.supplies["gd_stack"] = ["gd-04-a", "gd-10-a", "gd-10-b"]
    state.supplies["gd_mansion"] = ["gd-12"]
    state.players[0].counters.update(counters)
    return state


def test_the_mansion_replaces_the_palace():
    ruleset = loaded()[0]
    palace = ruleset.components["palace"]
    assert palace.module == "m7" and palace.name == "Mansion" and palace.data["spot_supply"] == "gd_mansion"
    base_only = load_ruleset(None, ["m6"])
    assert base_only.components["palace"].module == "base"
    assert "rt-10" not in base_only.components          # the new royal tiles exist only with M7


def test_the_rulebook_example_two_workers_in_the_general_area_make_a_power_3_worker_power_5():
    """Rulebook p. 6: blue has two workers in the Mansion's general area and places a power-3
    worker on the royal tile 'pay 1 obsidian for 1 cocoa and 2 VP, as often as the locked
    worker's power': +1 per worker there, so up to 5 times."""
    runtime = rt()
    state = mansion_state(runtime, obsidian=6)
    runtime.add_piece(state, 0, "worker", MANSION, 1)
    runtime.add_piece(state, 0, "worker", MANSION, 2)
    runtime.add_piece(state, 1, "worker", MANSION, 4)          # another player's worker: no bonus
    placed = runtime.add_piece(state, 0, "worker", MANSION, 3)
    run = worship(runtime, state, placed, ["1"])              # spot 1: rt-12 (no cocoa: no GD tile)
    rounds = 0
    while run.pending is not None:
        assert run.pending.kind == "continue"
        run.answer("yes")
        rounds += 1
    assert rounds == 5
    assert held(state) == {"obsidian": 1, "cocoa": 5, "vp": 10}
    assert placed.held and placed.slot == 1


def test_without_workers_in_the_general_area_the_power_is_the_worker_s_own():
    runtime = rt()
    state = mansion_state(runtime, obsidian=6)
    placed = runtime.add_piece(state, 0, "worker", MANSION, 3)
    run = worship(runtime, state, placed, ["1"])
    rounds = 0
    while run.pending is not None:
        run.answer("yes")
        rounds += 1
    assert rounds == 3 and held(state) == {"obsidian": 3, "cocoa": 3, "vp": 6}


def test_whichever_is_lower_tiles_put_each_plus_one_where_it_helps_most():
    """Royal tile R3 (2 VP × min(technologies, power)): 1 technology, power 3, 2 workers in the
    general area: both +1s on the technologies → min(3, 3) = 3 → 6 VP (ruling EP-Q17)."""
    runtime = rt()
    state = mansion_state(runtime)
    state.players[0].owned.append("tech-01")
    for power in (1, 1):
        runtime.add_piece(state, 0, "worker", MANSION, power)
    placed = runtime.add_piece(state, 0, "worker", MANSION, 3)
    run = worship(runtime, state, placed, ["3"])
    assert run.finished and held(state) == {"vp": 6}
    # with no worker there it is the base tile: min(1, 3) = 1 → 2 VP
    state = mansion_state(runtime)
    state.players[0].owned.append("tech-01")
    placed = runtime.add_piece(state, 0, "worker", MANSION, 3)
    assert worship(runtime, state, placed, ["3"]).finished and held(state) == {"vp": 2}


def test_rt10_pairs_of_great_discoveries_face_down_included():
    runtime = rt()
    state = mansion_state(runtime, royal=("rt-10", "royal-r6", "royal-r3"))
    state.players[0].owned += ["gd-04-a", "gd-04-b", "gd-10-a", "gd-10-b", "gd-12"]
    state.players[0].used |= {"gd-04-a", "gd-10-a"}
    placed = runtime.add_piece(state, 0, "worker", MANSION, 3)
    assert worship(runtime, state, placed, ["1"]).finished
    assert held(state) == {"vp": 4}                         # 2 pairs (5 tiles), power 3 → 2 × 2


def test_one_more_cocoa_also_takes_the_great_discovery_which_is_replaced():
    runtime = rt()
    state = mansion_state(runtime, cocoa=1)
    placed = runtime.add_piece(state, 0, "worker", MANSION, 1)
    run = worship(runtime, state, placed, ["2"])            # spot 2: royal-r6 (needs a resource)
    # royal-r6 cannot be paid: neither option of the worship can be carried out
    assert run.finished
    state = mansion_state(runtime, cocoa=1, obsidian=1)
    placed = runtime.add_piece(state, 0, "worker", MANSION, 1)
    run = worship(runtime, state, placed, ["1"])            # rt-12
    assert run.pending.kind == "choose" and run.pending.keys() == ["1", "2"]
    run.answer("2")                                         # pay 1 cocoa: the GD tile and the royal tile
    run.play(["yes"])
    assert run.finished
    assert state.players[0].owned == ["gd-12"]
    assert state.supplies["gd_mansion"] == ["gd-04-a"]      # refilled from the GD stack
    assert held(state) == {"cocoa": 1, "vp": 2}


def test_reaching_the_first_large_step_takes_the_property_tile_and_claims_its_royal_tile():
    runtime = rt()
    state = mansion_state(runtime)
    state.supplies["property_blue"] = ["property-blue"]
    state.players[0].tracks["blue"] = 3
    run = EffectRun(runtime.compiler.effect(parse_effect("advance blue")).run(runtime.context(state, 0)))
    while run.pending is not None:                          # the step's own reward (a choice)
        run.answer(run.pending.keys()[0])
    assert "property-blue" in state.players[0].owned and state.counters["mansion_claim_1"] == 1
    state.players[1].tracks["blue"] = 3                     # the second player to get there: nothing
    run = EffectRun(runtime.compiler.effect(parse_effect("advance blue")).run(runtime.context(state, 1)))
    while run.pending is not None:
        run.answer(run.pending.keys()[0])
    assert "property-blue" not in state.players[1].owned and state.counters["mansion_claim_1"] == 1


def test_worship_on_a_claimed_royal_tile_a_paid_temple_step_and_the_owner_s_power_up():
    runtime = rt()
    state = mansion_state(runtime, royal=("royal-r0", "royal-r6", "royal-r3"))
    state.counters["mansion_claim_1"] = 1                    # seat 0 holds the claim on spot 1
    owner_worker = runtime.add_piece(state, 0, "worker", FOREST, 2)
    state.players[1].counters.update(cocoa=1)
    placed = runtime.add_piece(state, 1, "worker", MANSION, 2)
    run = worship(runtime, state, placed, ["1", "1"])        # spot 1, the royal tile alone (no GD tile)
    assert run.pending.kind == "may"                         # royal-r0 gave 3 cocoa; then                         # 1 cocoa for a blue step
    run.answer("yes")
    while run.pending is not None:
        run.answer(run.pending.keys()[0])
    assert state.players[1].tracks["blue"] == 1 and held(state, 1).get("cocoa") == 3
    assert owner_worker.value == 3                           # the claim's owner: a free power-up


def test_solo_the_bot_s_claim_powers_up_its_strongest_worker_without_asking_it():
    runtime = rt("solo", "m6", "m7")
    assert loaded("solo", "m6", "m7")[0].module_ids() == ["base", "solo", "m6", "m7", "m6-solo", "m7-solo"]
    state = mansion_state(runtime, royal=("royal-r0", "royal-r6", "royal-r3"))
    state.players[BOT].owned.append("teotibot")
    state.counters["mansion_claim_1"] = BOT + 1
    weak = runtime.add_piece(state, BOT, "worker", FOREST, 2)
    strong = runtime.add_piece(state, BOT, "worker", QUARRY, 4)
    placed = runtime.add_piece(state, PLAYER, "worker", MANSION, 1)
    run = worship(runtime, state, placed, ["1", "no"])
    assert run.finished                                      # nothing asked of the bot
    assert (weak.value, strong.value) == (2, 5)
