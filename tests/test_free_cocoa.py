"""The "free cocoa" discovery tile (sheet §9, disc-45..47): it skips one cocoa payment — a main
action's cost, the worship "both" fee, or the whole Eclipse salary (docs/rulings.md)."""
from __future__ import annotations

from base_rules import add_worker, base_runtime, board_index, give, new_state, snapshot



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
    assert worker.value == 3


def forest_spot_held_by_player_1():
    """Player 1's power-3 worker locked on the Forest's worship spot; player 0's power-2 worker
    arriving on the Forest."""
    state = new_state(2)
    other = add_worker(state, 1, 2, 3, locked=True)
    other.slot = 1
    return state, other, add_worker(state, 0, 2, 2)


def test_free_cocoa_pays_the_unlock_of_another_players_worker():
    """Forest worship spot held by player 1; player 0 has no cocoa but a free-cocoa tile: the spot
    is offered only through the tile (sheet §9 disc-45..47: "a worship payment, incl. unlocking
    another's worker"). Player 1's worker goes to the general area, the flag is used up, the
    benefit (red +1 → 1 VP) follows; no cocoa was needed."""
    rt = base_runtime()
    state, other, worker = forest_spot_held_by_player_1()
    state.players[0].flags["free_cocoa"] = 1
    run = rt.run(state, "worship", piece=worker, board=board_index(2))
    # the only spot option and then the only affordable benefit are taken without asking
    assert run.finished
    assert (other.held, other.slot) == (False, None)
    assert (worker.held, worker.slot) == (True, 1)
    assert snapshot(state)["flags"] == {} and snapshot(state)["counters"] == {"vp": 1}


def test_cocoa_or_free_cocoa_for_the_unlock_is_the_players_choice():
    """With 1 cocoa and the tile both ways to unlock are offered; paying cocoa keeps the tile."""
    rt = base_runtime()
    state, other, worker = forest_spot_held_by_player_1()
    state.players[0].flags["free_cocoa"] = 1
    give(state, 0, cocoa=1)
    run = rt.run(state, "worship", piece=worker, board=board_index(2))
    assert [o.text for o in run.pending.options] == [
        "spot 1 (unlock the piece there for 1 cocoa)", "spot 1 (unlock the piece there with free_cocoa)"]
    run.answer(run.pending.options[0].key)   # then the benefit alone: the spot has no tile to claim
    assert run.finished
    assert snapshot(state)["flags"] == {"free_cocoa": 1} and snapshot(state)["counters"] == {"vp": 1}


def test_without_cocoa_or_free_cocoa_a_held_spot_cannot_be_taken():
    """The same spot, no cocoa, no tile: the worship statement cannot be carried out at all."""
    rt = base_runtime()
    state, other, worker = forest_spot_held_by_player_1()
    stmt = rt.effect("worship")
    assert not stmt.can(rt.context(state, 0, worker, board_index(2)))
