"""Eclipse scoring, salary, the calendar and the Avenue (facts sheet §13.1, §13.3-§13.5, §12.1,
§12.2; ruling R13).

By hand from the sheet:
- §12.2 Avenue: multiplier × Avenue step; multiplier by buildings taken 0..11 =
  5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1.
- §13.3 step 2: Pyramid-track leader(s) (highest position, > 0) score 4 VP each, ties all score.
- §13.3 step 3: Pyramid-track position × 4 / 3 / 2 VP at Eclipse 1 / 2 / 3; when the top tile ends
  the game the rate is 2 (ruling R13).
- §13.4 masks: sets of distinct types, a new mask going into the first set lacking its type; a set
  of 1..7 scores 1, 3, 6, 10, 15, 21, 28.
- §13.5 salary: every worker in play (locked or not) 1 cocoa at power 1-3, 2 at power 4-5; each
  cocoa not paid costs 3 VP; a score never drops below 0.
- §12.1 Avenue steps 0-9: reaching 3, 6, 8 lets the player claim that step's stack tile, paying it.
- §13.1/§13.3 step 7: after a non-final Eclipse the dark disc moves back 1, the light disc to 0.
  Light disc +1 at the end of every round, never beyond the dark disc.
"""
from __future__ import annotations

import pytest

from base_rules import Script, add_worker, advance, base_runtime, expect, give, new_state, run_effect, snapshot

SHEET_MULTIPLIER = [5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1]
SHEET_SETS = {1: 1, 2: 3, 3: 6, 4: 10, 5: 15, 6: 21, 7: 28}
MASK = {1: ["disc-00"], 2: ["disc-01", "disc-02"], 3: ["disc-03", "disc-04"],
        4: ["disc-05", "disc-06", "disc-07"], 5: ["disc-08", "disc-09", "disc-10"],
        6: ["disc-11", "disc-12", "disc-13"], 7: ["disc-14", "disc-15", "disc-16"]}


def scored(state, path: str, player: int = 0) -> dict:
    before = snapshot(state, player)
    run_effect(state, "eclipse", path, player=player)
    return before


# ---------------------------------------------------------------------- Avenue (§12.2)
@pytest.mark.parametrize("taken", range(12), ids=[f"eclipse.avenue.taken{t}" for t in range(12)])
def test_avenue_times_multiplier(taken):
    state = new_state(1)
    state.players[0].tracks["avenue"] = 3
    state.counters["buildings_taken"] = taken
    before = scored(state, "effects.avenue")
    assert snapshot(state) == expect(before, counters={"vp": 3 * SHEET_MULTIPLIER[taken]})


def test_avenue_step_0_scores_nothing():
    state = new_state(1)
    before = scored(state, "effects.avenue")
    assert snapshot(state) == before


# ---------------------------------------------------------------------- Pyramid track (§13.3)
@pytest.mark.parametrize("positions, vp", [
    ([3, 3, 1], [4, 4, 0]),     # tie: both leaders score
    ([0, 0, 0], [0, 0, 0]),     # nobody above 0: no leader
    ([2, 5, 4], [0, 4, 0]),
    ([9, 0, 0], [4, 0, 0]),
], ids=["tie", "all-zero", "single", "far-ahead"])
def test_pyramid_leader(positions, vp):
    state = new_state(3)
    for player, position in enumerate(positions):
        state.players[player].tracks["pyramid"] = position
    befores = [snapshot(state, p) for p in range(3)]
    for player in range(3):
        run_effect(state, "eclipse", "effects.pyramid_leader", player=player)
    for player in range(3):
        assert snapshot(state, player) == expect(befores[player], counters={"vp": vp[player]})


@pytest.mark.parametrize("eclipse, complete, rate", [(1, 0, 4), (2, 0, 3), (3, 0, 2), (1, 1, 2), (2, 1, 2)],
                         ids=["eclipse1", "eclipse2", "eclipse3", "pyramid-done-at-1", "pyramid-done-at-2"])
def test_pyramid_track_rate(eclipse, complete, rate):
    state = new_state(1)
    state.players[0].tracks["pyramid"] = 5
    state.counters.update(eclipse=eclipse, pyramid_complete=complete)
    before = scored(state, "effects.pyramid")
    assert snapshot(state) == expect(before, counters={"vp": 5 * rate})


# ---------------------------------------------------------------------- masks (§13.4)
@pytest.mark.parametrize("kinds", range(1, 8), ids=[f"eclipse.masks.{k}-types" for k in range(1, 8)])
def test_one_set_of_distinct_masks(kinds):
    state = new_state(1)
    state.players[0].owned.extend(MASK[k][0] for k in range(1, kinds + 1))
    before = scored(state, "effects.masks")
    assert snapshot(state) == expect(before, counters={"vp": SHEET_SETS[kinds]})


@pytest.mark.parametrize("types, vp", [
    ([4, 4, 4], 1 + 1 + 1),                 # three sets of one
    ([1, 2, 2, 3, 3], 6 + 3),               # {1,2,3} and {2,3}
    ([5, 6, 5, 7, 6, 5], 6 + 3 + 1),        # {5,6,7}, {5,6}, {5}
    (None, 28 + 21 + 10),                   # all 17 masks: {1..7}, {2..7}, {4..7}
], ids=["same-type", "two-sets", "three-sets", "all-17"])
def test_mask_sets(types, vp):
    state = new_state(1)
    if types is None:
        tiles = [tile for k in MASK for tile in MASK[k]]
    else:
        used = {k: 0 for k in MASK}
        tiles = []
        for k in types:
            tiles.append(MASK[k][used[k]])
            used[k] += 1
    state.players[0].owned.extend(tiles + ["disc-17", "tech-01"])  # non-masks never count
    before = scored(state, "effects.masks")
    assert snapshot(state) == expect(before, counters={"vp": vp})


# ---------------------------------------------------------------------- salary (§13.5)
@pytest.mark.parametrize("workers, cocoa, vp, cocoa_after, vp_after", [
    ([(1, False), (2, False), (3, False)], 5, 0, 2, 0),           # 1 + 1 + 1
    ([(4, False), (5, False), (1, False)], 5, 7, 0, 7),           # 2 + 2 + 1
    ([(4, False), (5, True), (1, True), (3, False)], 2, 20, 0, 8),  # due 6, paid 2: 4 × 3 VP
    ([(4, False), (5, False), (2, False), (3, False)], 0, 10, 0, 0),  # due 6: 18 VP lost, floor 0
    ([(2, True), (5, True)], 3, 1, 0, 1),                         # locked workers are paid too
], ids=["three-weak", "strong", "short-by-4", "floor-at-0", "locked"])
def test_salary(workers, cocoa, vp, cocoa_after, vp_after):
    state = new_state(1)
    for number, (level, locked) in enumerate(workers):
        add_worker(state, 0, number + 2, level, locked=locked)
    give(state, cocoa=cocoa, vp=vp)
    before = scored(state, "effects.salary")
    assert snapshot(state) == expect(before, counters={"cocoa": cocoa_after - cocoa, "vp": vp_after - vp})


# ---------------------------------------------------------------------- calendar (§13.1, §13.3 step 7)
@pytest.mark.parametrize("dark, eclipse", [(12, 1), (11, 2), (10, 1)])
def test_after_a_non_final_eclipse(dark, eclipse):
    state = new_state(1)
    state.counters.update(dark_disc=dark, light_disc=dark, eclipse=eclipse)
    before = snapshot(state)
    run_effect(state, "eclipse", "effects.calendar")
    assert snapshot(state) == before
    assert (state.counters["dark_disc"], state.counters["light_disc"], state.counters["eclipse"]) == \
        (dark - 1, 0, eclipse + 1)


@pytest.mark.parametrize("light, dark, after", [(0, 12, 1), (9, 11, 10), (10, 10, 10)])
def test_light_disc_at_round_end(light, dark, after):
    state = new_state(2)
    state.counters.update(light_disc=light, dark_disc=dark)
    run_effect(state, "round_end")
    assert state.counters["light_disc"] == after


def test_a_whole_eclipse_for_two_players():
    """§13.3 order: Avenue, leader (judged before any reset), Pyramid track, reset, masks, salary;
    then, Eclipse 1 of 3, the calendar moves on."""
    state = new_state(2)
    state.counters.update(buildings_taken=2, eclipse=1, dark_disc=10, light_disc=10, eclipse_state=2)
    me, other = state.players
    me.tracks.update(avenue=2, pyramid=3)
    other.tracks.update(avenue=0, pyramid=1)
    me.owned.extend(["disc-00", "disc-01"])   # masks 1, 2
    other.owned.append("disc-05")             # mask 4
    add_worker(state, 0, 2, 4)
    add_worker(state, 0, 3, 1)
    add_worker(state, 1, 2, 1)
    give(state, 0, cocoa=1, vp=10)
    give(state, 1, cocoa=0, vp=2)
    run_effect(state, "eclipse_round")
    # me: Avenue 2 × 4 = 8, leader 4, Pyramid 3 × 4 = 12, masks {1,2} = 3; salary due 2 + 1 = 3,
    # 1 paid: 2 × 3 = 6 VP lost
    assert snapshot(state, 0)["counters"] == {"vp": 10 + 8 + 4 + 12 + 3 - 6}
    # other: 0 + 0 + 1 × 4 + 1 (mask 4); salary due 1, nothing paid: -3
    assert snapshot(state, 1)["counters"] == {"vp": 2 + 4 + 1 - 3}
    assert me.tracks["pyramid"] == other.tracks["pyramid"] == 0
    assert (state.counters["dark_disc"], state.counters["light_disc"], state.counters["eclipse"]) == (9, 0, 2)


# ---------------------------------------------------------------------- discovery tiles at salary (§13.5, §9)


def use_tile_when_offered(run, tile: str) -> None:
    """Answer whatever the salary asks by taking `tile` (or `yes`); anything else fails."""
    while not run.finished:
        keys = run.pending.keys()
        wanted = [k for k in keys if k == tile] or [o.key for o in run.pending.options if tile in o.text] or \
            [k for k in keys if k == "yes"]
        assert wanted, f"unexpected decision {run.pending.prompt}: {keys}"
        run.answer(wanted[0])


@pytest.mark.parametrize("tile, cocoa_after", [("disc-45", 0), ("disc-36", 1)], ids=["disc-45", "disc-36"])
def test_discovery_tile_used_at_salary(tile, cocoa_after):
    """Salary due 3 (three workers at power 1-3), no cocoa, 10 VP. Free cocoa: the salary is paid
    in full; 4 cocoa: gain 4, pay 3, keep 1. No VP lost either way."""
    state = new_state(1)
    for board in (2, 3, 4):
        add_worker(state, 0, board, 2)
    state.players[0].owned.append(tile)
    give(state, vp=10)
    use_tile_when_offered(base_runtime().run(state, "eclipse_round"), tile)  # nothing else scores
    assert snapshot(state)["counters"] == ({"vp": 10, "cocoa": cocoa_after} if cocoa_after else {"vp": 10})


# ---------------------------------------------------------------------- Avenue steps (§12.1)
AVENUE_STACKS = {"avenue3": "disc-17", "avenue6": "disc-20", "avenue8": "disc-36"}  # costs: 1 wood, 1 cocoa, 1 gold
AVENUE_COST = {"disc-17": {"wood": 1}, "disc-20": {"cocoa": 1}, "disc-36": {"gold": 1}}


@pytest.mark.parametrize("step", range(1, 11), ids=[f"avenue.{n}" for n in range(1, 11)])
def test_avenue_step(step):
    """Steps 3, 6, 8: may claim the top tile of that step's stack, paying its cost (no other
    reward); other steps: nothing; beyond 9 the step is lost."""
    state = new_state(1)
    state.players[0].tracks["avenue"] = step - 1
    for supply, tile in AVENUE_STACKS.items():
        state.supplies[supply] = [tile]
    give(state, cocoa=1, wood=1, gold=1)
    before = snapshot(state)
    stack = {3: "avenue3", 6: "avenue6", 8: "avenue8"}.get(step)
    advance(state, "avenue", script=Script(may=[True] if stack else []))
    if stack:
        tile = AVENUE_STACKS[stack]
        cost = {k: -v for k, v in AVENUE_COST[tile].items()}
        assert snapshot(state) == expect(before, counters=cost, tracks={"avenue": 1}, owned=[tile])
        assert state.supplies[stack] == []
    elif step <= 9:
        assert snapshot(state) == expect(before, tracks={"avenue": 1})
    else:
        assert snapshot(state) == before
