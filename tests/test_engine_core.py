"""The interpreter core on hand-built states: every statement form, decisions, refusals."""
from __future__ import annotations

import pytest

from minigame import runtime
from teotl.model.decisions import IllegalAnswer


def tile(effect: str, cid: str = "t", **extra) -> dict:
    return {"id": cid, "type": "tile", "effect": effect, **extra}


def counters(state, player=0):
    return {k: v for k, v in state.players[player].counters.items() if v}


def test_gain_adds_every_amount_and_never_goes_below_zero():
    rt = runtime(tile("gain cocoa 3, wood 2; gain vp clock - 5"))  # negative while the game runs (a constant one is E431)
    state = rt.new_state(2)
    state.players[0].counters["vp"] = 2
    run = rt.run(state, "t")
    assert run.finished
    assert counters(state) == {"cocoa": 3, "wood": 2}  # vp 2 - 5 floors at 0


def test_gain_per_multiplies():
    rt = runtime(tile("gain vp 2 per avenue"))
    state = rt.new_state(1)
    state.players[0].tracks["avenue"] = 4
    rt.run(state, "t")
    assert counters(state) == {"vp": 8}


def test_pay_is_offered_only_when_affordable_and_is_atomic():
    rt = runtime(tile("choose { pay cocoa 2, wood 1 -> gain vp 5 | gain cocoa 1 }"))
    state = rt.new_state(1)
    state.players[0].counters.update(cocoa=2)  # no wood: the pay option cannot be offered
    run = rt.run(state, "t")
    assert run.finished  # only one legal option: taken without asking
    assert counters(state) == {"cocoa": 3}
    state.players[0].counters.update(wood=1)
    run = rt.run(state, "t")
    assert run.pending.keys() == ["1", "2"]
    run.answer("1")
    assert counters(state) == {"cocoa": 1, "vp": 5}


def test_an_answer_not_offered_is_refused_and_changes_nothing():
    rt = runtime(tile("pay cocoa 1 -> gain any resource 2"))
    state = rt.new_state(1)
    state.players[0].counters.update(cocoa=1)
    run = rt.run(state, "t")
    before = state.to_json()
    # the cost is paid before the first question (all-or-nothing was checked first)
    assert before["players"][0]["counters"]["cocoa"] == 0
    with pytest.raises(IllegalAnswer, match="not one of the offered options"):
        run.answer("cocoa")
    assert state.to_json() == before
    run.play(["gold", "stone"])
    assert run.finished and counters(state) == {"gold": 1, "stone": 1}
    with pytest.raises(IllegalAnswer, match="finished"):
        run.answer("gold")


def test_may_can_be_declined():
    rt = runtime(tile("may pay cocoa 3 -> gain vp 4"))
    state = rt.new_state(1)
    state.players[0].counters.update(cocoa=3)
    rt.run(state, "t").answer("no")
    assert counters(state) == {"cocoa": 3}
    rt.run(state, "t").answer("yes")
    assert counters(state) == {"vp": 4}


def test_repeat_up_to_asks_each_round_and_stops_when_unaffordable():
    # royal tile R1 shape: up to power times pay 1 cocoa -> 1 wood + 1 stone
    rt = runtime(tile("repeat up to power: pay cocoa 1 -> gain wood 1, stone 1"))
    state = rt.new_state(1)
    worker = rt.add_piece(state, 0, "worker", 0, 3)
    state.players[0].counters.update(cocoa=2)
    run = rt.run(state, "t", piece=worker)
    run.play(["yes", "yes"])  # a third round is not offered: no cocoa left
    assert run.finished
    assert counters(state) == {"wood": 2, "stone": 2}


def test_repeat_fixed_and_any_group_choice():
    rt = runtime(tile("repeat 2: advance any temple"))
    state = rt.new_state(1)
    run = rt.run(state, "t")
    run.play(["blue", "red"])
    assert state.players[0].tracks == {"blue": 1, "red": 1, "avenue": 0}


def test_exclusive_step_stops_other_players_below_it():
    rt = runtime(tile("advance blue 9"))
    state = rt.new_state(2)
    rt.run(state, "t", player=0)
    rt.run(state, "t", player=1)
    assert state.players[0].tracks["blue"] == 4  # max 4, and step 4 is exclusive
    assert state.players[1].tracks["blue"] == 3


def test_track_rewards_run_for_every_step_reached():
    rt = runtime(tile("advance red 3"),
                 {"id": "red-steps", "type": "track", "data": {"track": "red"},
                  "effects": {"1": "gain vp 1", "2": "gain vp 2", "3": "choose { gain cocoa 1 | claim stack }"}})
    state = rt.new_state(1)
    run = rt.run(state, "t")
    assert run.finished  # the stack is empty: only `gain cocoa 1` can be taken
    assert counters(state) == {"vp": 3, "cocoa": 1}


def test_case_and_if_pick_the_matching_branch():
    rt = runtime(tile("case power { 1: gain cocoa 1 | 2..3: gain wood 1 | 4..: gain gold 1 }"),
                 tile("if cocoa >= 2 and not gold { gain vp 1 } else { gain vp 10 }", cid="u"))
    state = rt.new_state(1)
    for level, expected in [(1, "cocoa"), (3, "wood"), (5, "gold")]:
        state.players[0].counters.update(cocoa=0, wood=0, gold=0)
        worker = rt.add_piece(state, 0, "worker", 0, level)
        rt.run(state, "t", piece=worker)
        assert counters(state) == {expected: 1}
    state.players[0].counters.update(cocoa=2, wood=0, gold=0)
    rt.run(state, "u")
    assert counters(state) == {"cocoa": 2, "vp": 1}


def test_roll_is_deterministic_for_a_seed():
    rt = runtime(tile("roll 2d6 { 2..6: gain cocoa 1 | 7: gain vp 1 | 8..12: gain wood 1 }"))
    results = []
    for _ in range(2):
        state = rt.new_state(1, seed=42)
        for _ in range(20):
            rt.run(state, "t")
        results.append((state.to_json(), [e for e in state.log if e["e"] == "roll"]))
    assert results[0] == results[1]
    rolls = [e["result"] for e in results[0][1]]
    assert all(2 <= r <= 12 for r in rolls) and len(set(rolls)) > 3


def test_priority_runs_the_first_step_whose_guard_holds_and_can_be_carried_out():
    effect = ("priority { when wood >= 2: pay wood 2 -> gain vp 3 "
              "when gold >= 1: pay gold 2 -> gain vp 5 "  # guard holds but the cost cannot be paid
              "otherwise: gain cocoa 5 }")
    rt = runtime(tile(effect))
    state = rt.new_state(1)
    state.players[0].counters.update(gold=1)
    rt.run(state, "t")
    assert counters(state) == {"gold": 1, "cocoa": 5}
    state.players[0].counters.update(wood=2, cocoa=0)
    rt.run(state, "t")
    assert counters(state) == {"gold": 1, "vp": 3}


def test_upgrade_weakest_and_overflow_event():
    rt = runtime(tile("power_up worker unlocked weakest"),
                 {"id": "rule", "type": "board", "triggers": ["on overflowed: gain vp 5; advance avenue"]})
    state = rt.new_state(1)
    strong = rt.add_piece(state, 0, "worker", 0, 5)
    weak = rt.add_piece(state, 0, "worker", 1, 2)
    rt.run(state, "t")
    assert (weak.value, strong.value) == (3, 5)
    rt2 = runtime(tile("power_up worker acting"),
                  {"id": "rule", "type": "board", "triggers": ["on overflowed: gain vp 5; advance avenue"]})
    rt2.run(state, "t", piece=strong)
    assert strong.value == 6 and counters(state) == {"vp": 5} and state.players[0].tracks["avenue"] == 1


def test_move_wraps_around_the_ring_and_fires_pass_events():
    rt = runtime(tile("move worker unlocked forward 1..3"),
                 {"id": "tech", "type": "technology", "triggers": ["on crossed(board 1): gain cocoa 1"]})
    state = rt.new_state(1)
    worker = rt.add_piece(state, 0, "worker", 3, 1)  # on board 4 (index 3)
    state.players[0].owned.append("tech")
    rt.run(state, "t").answer("2")
    assert worker.at == 1  # 3 → 0 (board 1, passes the first board) → 1
    assert counters(state) == {"cocoa": 1}


def test_triggers_apply_only_to_owners_and_boards_to_everyone():
    rt = runtime({"id": "tech", "type": "technology", "triggers": ["on main_action(board 2, board 3): gain vp 1"]},
                 {"id": "b", "type": "board", "triggers": ["on main_action(board 3): gain cocoa 1"]},
                 tile("emit main_action"))
    state = rt.new_state(2)
    state.players[0].owned.append("tech")
    ctx = rt.context(state, 0)
    list(rt.emit(ctx, "main_action", {"board": 3}))
    list(rt.emit(rt.context(state, 1), "main_action", {"board": 3}))
    list(rt.emit(ctx, "main_action", {"board": 4}))
    assert counters(state, 0) == {"vp": 1, "cocoa": 1}
    assert counters(state, 1) == {"cocoa": 1}


def test_modifier_changes_a_value_only_for_its_owner_and_filter():
    rt = runtime({"id": "tech", "type": "technology", "modifiers": ["modify pieces_here(board 3) + 1"]},
                 tile("gain vp workers_here"))
    state = rt.new_state(1)
    worker = rt.add_piece(state, 0, "worker", 2, 1)  # board 3
    rt.run(state, "t", piece=worker)
    assert counters(state) == {"vp": 1}
    state.players[0].owned.append("tech")
    rt.run(state, "t", piece=worker)
    assert counters(state) == {"vp": 3}
    other = rt.add_piece(state, 0, "worker", 1, 1)  # board 2: the filter does not match
    state.players[0].counters["vp"] = 0
    rt.run(state, "t", piece=other)
    assert counters(state) == {"vp": 1}


def test_claim_pays_the_component_cost_and_acquire_reports_the_slot():
    rt = runtime({"id": "d", "type": "discovery", "cost": "cocoa 1, any resource 1", "effect": "gain vp 4"},
                 {"id": "t1", "type": "technology", "data": {"number": 1}},
                 {"id": "t3", "type": "technology", "data": {"number": 3}},
                 {"id": "alchemy", "type": "board",
                  "triggers": ["on acquire(technology): case slot_column { 1: advance blue | 2: advance red }"]},
                 tile("claim stack", cid="c"), tile("acquire offer lowest free", cid="a"))
    state = rt.new_state(1)
    state.supplies["stack"] = ["d"]
    state.supplies["offer"] = ["t3", "t1"]  # t1 sits in column 2
    assert not rt.effect("c").can(rt.context(state))  # nothing to pay with
    state.players[0].counters.update(cocoa=1, stone=1)
    rt.run(state, "c")
    assert state.players[0].owned == ["d"] and counters(state) == {} and state.supplies["stack"] == []
    rt.run(state, "a")
    assert state.players[0].owned == ["d", "t1"] and state.players[0].tracks["red"] == 1
    rt.run(state, "a")
    assert state.players[0].tracks["blue"] == 1


def test_set_scores_and_named_queries():
    rt = runtime(*[{"id": f"m{i}", "type": "discovery", "tags": ["mask"], "data": {"mask": kind}}
                   for i, kind in enumerate([1, 2, 2, 3])],
                 {"id": "tech", "type": "technology"},
                 tile("gain vp set_score(mask, sets) + 10 * techs"))
    state = rt.new_state(1)
    state.players[0].owned += ["m0", "m1", "m2", "m3", "tech"]
    rt.run(state, "t")
    assert counters(state) == {"vp": 6 + 1 + 10}  # sets {1,2,3} → 6 and {2} → 1


def test_owe_pays_what_it_can_and_penalises_the_rest():
    rt = runtime(tile("owe cocoa (pieces_level(1, 3) + 2 * pieces_level(4, 5)) vp 3"))
    state = rt.new_state(1)
    for level in (1, 2, 4):
        rt.add_piece(state, 0, "worker", 0, level)
    state.players[0].counters.update(cocoa=2, vp=10)
    rt.run(state, "t")  # due 1 + 1 + 2 = 4, pays 2, 2 missing → -6 VP
    assert counters(state) == {"vp": 4}


def test_grant_lose_set_and_recruit():
    rt = runtime(tile("grant free_pass; lose cocoa 5; set clock 3; recruit worker 3 palace"))
    state = rt.new_state(1)
    state.players[0].counters.update(cocoa=2)
    rt.run(state, "t")
    assert state.players[0].flags == {"free_pass": 1}
    assert counters(state) == {} and state.counters["clock"] == 3
    assert [(p.value, p.at) for p in state.pieces] == [(3, 0)]


def test_compiled_effects_do_not_reparse(monkeypatch):
    rt = runtime(tile("gain cocoa 1"))
    import teotl.language.parser as parser

    def fail(*args, **kwargs):  # pragma: no cover - must not be called
        raise AssertionError("parsed during play")

    monkeypatch.setattr(parser, "parse_effect", fail)
    state = rt.new_state(1)
    for _ in range(3):
        rt.run(state, "t")
    assert counters(state) == {"cocoa": 3}


def test_shuffled_ring_keeps_fixed_boards_and_movement_follows_it():
    rt = runtime(tile("shuffle boards except palace"), tile("move worker unlocked forward 1..3", cid="m"))
    orders = set()
    for seed in range(12):
        state = rt.new_state(1, seed=seed)
        rt.run(state, "t")
        assert state.ring[0] == 0 and sorted(state.ring) == [0, 1, 2, 3]
        orders.add(tuple(state.ring))
        worker = rt.add_piece(state, 0, "worker", state.ring[3], 1)  # the last board clockwise
        rt.run(state, "m").answer("2")
        assert worker.at == state.ring[1]  # wraps past the palace to the second board
    assert len(orders) > 1
