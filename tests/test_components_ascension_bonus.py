"""Ascension bonuses and the ascension procedure (facts sheet §6.2, §6.3) and Temple Bonus tiles
(§7.3), with temple rewards from §7.1 and mask sets from §13.4.

§6.3, by hand: A0 5 VP; A1 pay 3 cocoa → 2 temple steps (same or different temples); A2 only with
3 workers: the 4th worker (power 3) into the Palace general area + 2 cocoa, once per game; A3 one
temple step; A4 5 cocoa.
§6.2: at power 6: Avenue +1 (may claim an Avenue tile at steps 3/6/8), the die back to power 1,
unlocked, at the Palace; one bonus; light disc +1, never beyond the dark disc.
§7.3: B0 best mask set again; B1 5 VP per technology; B2 15 VP; B3 3 VP per Avenue step; B4 9 VP per
temple at step 10 or 11 (this one included); B5 2 VP per non-mask discovery tile (used or unused);
B6 per worker in play 4 VP at power 1-3, 9 VP at power 4-5.
"""
from __future__ import annotations

import pytest

from base_rules import Script, add_worker, base_runtime, expect, give, new_state, play, run_effect, snapshot
from teotl.model.decisions import EffectRun

BONUSES = ["asc-a0", "asc-a1", "asc-a2", "asc-a3", "asc-a4"]


def three_workers(state, fourth: bool = False):
    workers = [add_worker(state, 0, n, 2) for n in (2, 3, 4)]
    if fourth:
        workers.append(add_worker(state, 0, 7, 2))
    return workers


# bonus: (cocoa before, answers, counters delta, tracks delta, new worker?)
BONUS_CASES = {
    "asc-a0": (0, {}, {"vp": 5}, {}, False),
    # pay 3 cocoa; two steps on red: steps 1 and 2, 1 VP each
    "asc-a1": (3, {"temples": ["red", "red"]}, {"cocoa": -3, "vp": 2}, {"red": 2}, False),
    "asc-a2": (0, {}, {"cocoa": 2}, {}, True),
    # green step 1: 1 cocoa
    "asc-a3": (0, {"temples": ["green"]}, {"cocoa": 1}, {"green": 1}, False),
    "asc-a4": (0, {}, {"cocoa": 5}, {}, False),
}


def test_every_ascension_bonus_has_a_case():
    rt = base_runtime()
    assert sorted(c for c, i in rt.components.items() if i.type == "ascension") == BONUSES == sorted(BONUS_CASES)


@pytest.mark.parametrize("bonus", BONUSES)
def test_ascension_bonus(bonus):
    cocoa, answers, counters, tracks, new_worker = BONUS_CASES[bonus]
    state = new_state(1)
    three_workers(state)
    give(state, cocoa=cocoa)
    before = snapshot(state)
    run_effect(state, bonus, script=Script(**answers))
    workers = before["workers"] + ([(1, 3, False)] if new_worker else [])
    assert snapshot(state) == expect(before, counters=counters, tracks=tracks, workers=workers)


def test_a1_two_different_temples():
    state = new_state(1)
    give(state, cocoa=4)
    before = snapshot(state)
    run_effect(state, "asc-a1", script=Script(temples=["blue", "green"], resources=["stone"]))
    assert snapshot(state) == expect(before, counters={"cocoa": -3 + 1, "stone": 1}, tracks={"blue": 1, "green": 1})


@pytest.mark.parametrize("bonus, why", [("asc-a1", "2 cocoa"), ("asc-a2", "4 workers in play")])
def test_bonus_not_available(bonus, why):
    rt = base_runtime()
    state = new_state(1)
    three_workers(state, fourth=(bonus == "asc-a2"))
    give(state, cocoa=2)
    assert not rt.effect(bonus).can(rt.context(state, 0))


# ---------------------------------------------------------------------- the procedure (§6.2)
def ascend(state, worker, script):
    rt = base_runtime()
    return play(EffectRun(rt.upgrade(rt.context(state, 0, piece=worker, board=worker.at), worker)), script)


@pytest.mark.parametrize("bonus", BONUSES)
def test_ascension_procedure(bonus):
    cocoa, answers, counters, tracks, new_worker = BONUS_CASES[bonus]
    state = new_state(1)
    workers = three_workers(state)
    workers[0].value = 5  # on the Forest
    give(state, cocoa=cocoa)
    state.counters.update(light_disc=4, dark_disc=12)
    before = snapshot(state)
    ascend(state, workers[0], Script(choose=[bonus], **answers))
    after_workers = [(1, 1, False), (3, 2, False), (4, 2, False)] + ([(1, 3, False)] if new_worker else [])
    assert snapshot(state) == expect(before, counters=counters, tracks=dict(tracks, avenue=1), workers=after_workers)
    assert (state.counters["light_disc"], state.counters["dark_disc"]) == (5, 12)


def test_ascension_offers_only_bonuses_that_can_be_taken():
    """No cocoa (A1 impossible) and 4 workers in play (A2 impossible): A0, A3, A4 offered."""
    state = new_state(1)
    workers = three_workers(state, fourth=True)
    workers[0].value = 5
    script = Script(choose=["asc-a0"])
    ascend(state, workers[0], script)
    assert sorted(script.asked[-1][1]) == ["asc-a0", "asc-a3", "asc-a4"]


def test_ascension_light_disc_never_passes_the_dark_disc_and_avenue_step_3_offers_its_tile():
    state = new_state(1)
    workers = three_workers(state)
    workers[1].value = 5
    workers[1].held = False
    state.players[0].tracks["avenue"] = 2
    state.supplies["avenue3"] = ["disc-22"]  # free (§9)
    state.counters.update(light_disc=10, dark_disc=10)
    before = snapshot(state)
    ascend(state, workers[1], Script(may=[True], choose=["asc-a4"]))
    assert snapshot(state) == expect(before, counters={"cocoa": 5}, tracks={"avenue": 1}, owned=["disc-22"],
                                     workers=[(1, 1, False), (2, 2, False), (4, 2, False)])
    assert state.counters["light_disc"] == 10


# ---------------------------------------------------------------------- temple bonus tiles (§7.3)
MASKS = {1: "disc-00", 2: "disc-01", 3: "disc-03", 4: "disc-05", 5: "disc-08", 6: "disc-11", 7: "disc-14"}
TILES = ["bonus-b0", "bonus-b1", "bonus-b2", "bonus-b3", "bonus-b4", "bonus-b5", "bonus-b6"]

BONUS_TILE_CASES = [
    # B0: masks of types 1, 2, 2, 3 → sets {1,2,3} = 6 and {2} = 1: the best, 6, again
    pytest.param("bonus-b0", {"owned": ["disc-00", "disc-01", "disc-02", "disc-03"]}, 6, id="bonus-b0"),
    pytest.param("bonus-b0", {"owned": list(MASKS.values())}, 28, id="bonus-b0-seven-types"),
    pytest.param("bonus-b0", {}, 0, id="bonus-b0-no-mask"),
    pytest.param("bonus-b1", {"owned": ["tech-01", "tech-09", "tech-17"]}, 15, id="bonus-b1"),
    pytest.param("bonus-b1", {"owned": ["disc-17"]}, 0, id="bonus-b1-no-technology"),
    pytest.param("bonus-b2", {}, 15, id="bonus-b2"),
    pytest.param("bonus-b3", {"tracks": {"avenue": 4}}, 12, id="bonus-b3"),
    pytest.param("bonus-b3", {"tracks": {"avenue": 9}}, 27, id="bonus-b3-avenue-9"),
    pytest.param("bonus-b4", {"tracks": {"blue": 10, "red": 11, "green": 9}}, 18, id="bonus-b4"),
    pytest.param("bonus-b4", {"tracks": {"blue": 10, "red": 10, "green": 11}}, 27, id="bonus-b4-all-three"),
    # B5: 3 non-mask tiles (one used), 2 masks and a technology: 2 × 3
    pytest.param("bonus-b5", {"owned": ["disc-17", "disc-22", "disc-45", "disc-05", "disc-11", "tech-03"],
                              "used": ["disc-17"]}, 6, id="bonus-b5"),
    # B6: powers 1 (locked), 3, 4, 5 → 4 + 4 + 9 + 9
    pytest.param("bonus-b6", {"workers": [(1, True), (3, False), (4, False), (5, False)]}, 26, id="bonus-b6"),
    pytest.param("bonus-b6", {"workers": [(2, False), (2, False), (3, False)]}, 12, id="bonus-b6-three-weak"),
]


def test_every_temple_bonus_tile_has_a_case():
    rt = base_runtime()
    assert sorted(c for c, i in rt.components.items() if i.type == "temple_bonus") == TILES
    assert {p.values[0] for p in BONUS_TILE_CASES} == set(TILES)


@pytest.mark.parametrize("tile, setup, vp", BONUS_TILE_CASES)
def test_temple_bonus_tile(tile, setup, vp):
    state = new_state(1)
    me = state.players[0]
    me.owned.extend(setup.get("owned", ()))
    me.used.update(setup.get("used", ()))
    me.tracks.update(setup.get("tracks", {}))
    for number, (level, locked) in enumerate(setup.get("workers", ())):
        add_worker(state, 0, number + 2, level, locked=locked)
    give(state, vp=1)
    before = snapshot(state)
    run_effect(state, tile)
    assert snapshot(state) == expect(before, counters={"vp": vp})
