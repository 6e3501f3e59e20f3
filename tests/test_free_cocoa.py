"""The "free cocoa" discovery tile (sheet §9, disc-45..47): it skips one cocoa payment — a main
action's cost, the worship "both" fee, or the whole Eclipse salary (docs/rulings.md)."""
from __future__ import annotations

from base_rules import add_worker, base_runtime, board_index, give, new_state, snapshot

from teotl.engine.decisions import EffectRun


def test_free_cocoa_pays_the_worship_both_fee():
    """Forest worship with 0 cocoa: the benefit (red +1 → 1 VP) and the spot's tile (disc-22,
    free: 2 resources of choice) together, the extra cocoa paid by the free-cocoa flag."""
    rt = base_runtime()
    state = new_state(1)
    state.supplies["disc_forest"] = ["disc-22"]
    worker = add_worker(state, 0, 2, 2)
    state.players[0].flags["free_cocoa"] = 1
    run = rt.run(state, "worship", piece=worker, board=board_index(2))
    texts = [o.text for o in run.pending.options]
    assert texts == ["resolve board worship", "claim here",
                     "consume free_cocoa; claim here; resolve board worship"]  # no cocoa for "pay 1"
    run.answer(run.pending.options[2].key)
    assert run.finished
    after = snapshot(state)
    assert after["counters"] == {"vp": 1} and after["tracks"] == {"red": 1}
    assert state.players[0].owned == ["disc-22"] and state.players[0].flags == {}


def test_free_cocoa_pays_a_main_action_cost():
    """Stone Quarry with another colour there: cost 1 cocoa, paid by the flag although the player
    could pay it; W = 1, power 2 → 1 stone (§5.2); the cocoa is kept."""
    rt = base_runtime()
    state = new_state(2)
    add_worker(state, 1, 3, 1)
    worker = add_worker(state, 0, 3, 2)
    state.players[0].flags["free_cocoa"] = 1
    give(state, 0, cocoa=1)
    run = rt.run(state, "main_action", piece=worker, board=board_index(3))
    assert [o.text for o in run.pending.options][-1].startswith("consume free_cocoa")
    run.answer(run.pending.options[-1].key)
    if not run.finished:  # the single power-up goes to the only unlocked own worker
        run.answer(run.pending.options[0].key)
    assert snapshot(state)["counters"] == {"stone": 1, "cocoa": 1} and state.players[0].flags == {}
    assert worker.level == 3
