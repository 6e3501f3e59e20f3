"""Action Boards and generic actions (facts sheet §3 unlocking, §4.1-§4.4 colours, Collect Cocoa,
Main Action cost, worship benefits, §5 power-ups, §5.2 reward grids, §5.3 Alchemy, §5.5 Nobles,
§5.6 Decorations cost; free cocoa §9).

§5.2 grids, transcribed by hand. Rows W = own unlocked workers on the board incl. the arrived one
(max 3); columns Pmin = their lowest power; "T" = one step on a temple of choice.

Forest (2)        | 1              | 2-3              | 4-5
  W 1             | 1 cocoa        | 1 wood           | 2 wood
  W 2             | 1 wood         | 2 wood           | 3 wood + 2 cocoa
  W 3             | 2 wood + 1 cocoa | 3 wood + 3 cocoa | 4 wood + 5 cocoa
Stone Quarry (3)  | 1 VP / 1 stone / 2 stone; 1 stone / 2 stone / 3 stone + 2 VP;
                  | 2 stone + 1 VP / 3 stone + 3 VP / 4 stone + 5 VP
Gold Deposits (4) | 1 VP / 1 gold / 2 gold; 1 gold / 2 gold / 3 gold + 2 VP;
                  | 2 gold + 1 cocoa / 3 gold + 1 T / 4 gold + 2 T

Every cell is run for each Pmin of its column with distractors that must not count: a locked own
worker (power 1) and another player's worker (power 1) on the same board.
"""
from __future__ import annotations

import pytest

from base_rules import Script, add_worker, base_runtime, board_index, expect, give, new_state, run_effect, snapshot

COLUMNS = {"1": [1], "2..3": [2, 3], "4..5": [4, 5]}
SHEET_GRID = {
    2: {1: {"1": {"cocoa": 1}, "2..3": {"wood": 1}, "4..5": {"wood": 2}},
        2: {"1": {"wood": 1}, "2..3": {"wood": 2}, "4..5": {"wood": 3, "cocoa": 2}},
        3: {"1": {"wood": 2, "cocoa": 1}, "2..3": {"wood": 3, "cocoa": 3}, "4..5": {"wood": 4, "cocoa": 5}}},
    3: {1: {"1": {"vp": 1}, "2..3": {"stone": 1}, "4..5": {"stone": 2}},
        2: {"1": {"stone": 1}, "2..3": {"stone": 2}, "4..5": {"stone": 3, "vp": 2}},
        3: {"1": {"stone": 2, "vp": 1}, "2..3": {"stone": 3, "vp": 3}, "4..5": {"stone": 4, "vp": 5}}},
    4: {1: {"1": {"vp": 1}, "2..3": {"gold": 1}, "4..5": {"gold": 2}},
        2: {"1": {"gold": 1}, "2..3": {"gold": 2}, "4..5": {"gold": 3, "vp": 2}},
        3: {"1": {"gold": 2, "cocoa": 1}, "2..3": {"gold": 3, "T": 1}, "4..5": {"gold": 4, "T": 2}}},
}
BOARD_ID = {2: "forest", 3: "stone_quarry", 4: "gold_deposits"}
# temple steps of choice: red then green from step 0 → red 1 = 1 VP, green 1 = 1 cocoa (§7.1)
TEMPLE_ANSWERS = ["red", "green"]
TEMPLE_REWARDS = [({"vp": 1}, {"red": 1}), ({"cocoa": 1}, {"green": 1})]

CELLS = [(board, w, column) for board in SHEET_GRID for w in (1, 2, 3) for column in COLUMNS]


def grid_state(board: int, w: int, pmin: int, distractors: bool = True):
    state = new_state(2)
    acting = add_worker(state, 0, board, pmin)
    for _ in range(w - 1):
        add_worker(state, 0, board, min(pmin + 1, 5))
    if distractors:
        add_worker(state, 0, board, 1, locked=True)
        add_worker(state, 1, board, 1)
    return state, acting


def expected_gain(cell: dict):
    counters, tracks, temples = {}, {}, []
    for name, amount in cell.items():
        if name == "T":
            for index in range(amount):
                temples.append(TEMPLE_ANSWERS[index])
                gain, step = TEMPLE_REWARDS[index]
                for k, v in gain.items():
                    counters[k] = counters.get(k, 0) + v
                tracks.update(step)
        else:
            counters[name] = counters.get(name, 0) + amount
    return counters, tracks, temples


@pytest.mark.parametrize("board, w, column", CELLS,
                         ids=[f"{BOARD_ID[b]}.table.{w}.{c}" for b, w, c in CELLS])
def test_grid_cell(board, w, column):
    counters, tracks, temples = expected_gain(SHEET_GRID[board][w][column])
    for pmin in COLUMNS[column]:
        state, acting = grid_state(board, w, pmin)
        before = snapshot(state)
        other = snapshot(state, 1)
        script = Script(temples=temples)
        run_effect(state, BOARD_ID[board], "table", script=script, piece=acting, board=board_index(board))
        assert snapshot(state) == expect(before, counters=counters, tracks=tracks), f"Pmin {pmin}"
        assert snapshot(state, 1) == other
        if temples:  # a temple of choice: all three offered
            assert sorted(script.asked[0][1]) == ["blue", "green", "red"]


@pytest.mark.parametrize("board", list(SHEET_GRID), ids=[BOARD_ID[b] for b in SHEET_GRID])
def test_grid_caps_w_at_3(board):
    """Four own workers on the board read row W = 3."""
    counters, tracks, temples = expected_gain(SHEET_GRID[board][3]["1"])
    state, acting = grid_state(board, 4, 1, distractors=False)
    before = snapshot(state)
    run_effect(state, BOARD_ID[board], "table", script=Script(temples=temples), piece=acting,
               board=board_index(board))
    assert snapshot(state) == expect(before, counters=counters, tracks=tracks)


# ---------------------------------------------------------------------- power-ups (§5, §5.8)
SHEET_POWER_UPS = {2: [1, 1, 2], 3: [1, 1, 2], 4: [1, 1, 2], 6: [1, 1, 2], 7: [1, 1, 1], 8: [1, 1, 2]}
POWER_UP_CASES = [(board, w) for board in SHEET_POWER_UPS for w in (1, 2, 3)]


@pytest.mark.parametrize("board, w", POWER_UP_CASES,
                         ids=[f"{base_runtime().vocab.board_by_number(b).id}.power_ups.W{w}" for b, w in POWER_UP_CASES])
def test_main_action_power_ups(board, w):
    """Power-ups go to own workers on this board (the same worker twice allowed, ruling R7);
    a worker of the same player on another board is never offered."""
    state = new_state(1)
    pieces = [add_worker(state, 0, board, 1) for _ in range(w)]
    add_worker(state, 0, 1, 1)
    count = SHEET_POWER_UPS[board][w - 1]
    script = Script(pieces=[pieces[0]] * count if w > 1 else [])
    before = snapshot(state)
    run_effect(state, base_runtime().vocab.board_by_number(board).id, "effects.power_ups", script=script,
               piece=pieces[0], board=board_index(board))
    workers = [(board, 1 + count, False)] + [(board, 1, False)] * (w - 1) + [(1, 1, False)]
    assert snapshot(state) == expect(before, workers=workers)
    assert all(len(keys) == w for kind, keys in script.asked if kind == "piece")


# ---------------------------------------------------------------------- worship (§4.4 step 5)
@pytest.mark.parametrize("board, answers, counters, tracks", [
    (2, {}, {"vp": 1}, {"red": 1}),                               # Forest → red (step 1: 1 VP)
    (3, {}, {"cocoa": 1}, {"green": 1}),                          # Stone Quarry → green (1 cocoa)
    (4, {"resources": ["stone"]}, {"stone": 1}, {"blue": 1}),     # Gold Deposits → blue (1 resource)
    (7, {"temples": ["red"]}, {"vp": 1}, {"red": 1}),             # Decorations → any temple
], ids=["forest", "stone_quarry", "gold_deposits", "decorations"])
def test_worship_benefit(board, answers, counters, tracks):
    state = new_state(1)
    worker = add_worker(state, 0, board, 1, locked=True)
    before = snapshot(state)
    run_effect(state, base_runtime().vocab.board_by_number(board).id, "effects.worship",
               script=Script(**answers), piece=worker, board=board_index(board))
    assert snapshot(state) == expect(before, counters=counters, tracks=tracks)


@pytest.mark.parametrize("board, temple", [(2, "red"), (3, "green"), (4, "blue")],
                         ids=["forest", "stone_quarry", "gold_deposits"])
def test_worship_benefit_not_possible_at_the_top(board, temple):
    """§4.4 step 6 (BGA): the temple benefit is refused when the temple cannot advance."""
    state = new_state(2)
    state.players[0].tracks[temple] = 10
    state.players[1].tracks[temple] = 11
    worker = add_worker(state, 0, board, 1, locked=True)
    ctx = base_runtime().context(state, 0, piece=worker, board=board_index(board))
    assert not base_runtime().effect(BOARD_ID[board], "effects.worship").can(ctx)


# ---------------------------------------------------------------------- collect cocoa (§4.1, §4.2)
@pytest.mark.parametrize("others, cocoa", [
    ([], 1),                                        # alone: 0 colours + 1
    ([(0, False)], 2),                              # own colour counts
    ([(0, False), (1, False)], 3),                  # own + another colour
    ([(1, False), (1, False)], 2),                  # one colour with two dice
    ([(1, True), (2, True)], 1),                    # locked (worship) dice never count
    ([(0, False), (1, False), (2, False), (3, False)], 5),
], ids=["alone", "own", "own+other", "same-colour-twice", "locked-only", "four-colours"])
def test_collect_cocoa(others, cocoa):
    state = new_state(4)
    acting = add_worker(state, 0, 3, 1)
    for owner, locked in others:
        add_worker(state, owner, 3, 1, locked=locked)
    before = snapshot(state)
    run_effect(state, "collect_cocoa", piece=acting, board=board_index(3))
    assert snapshot(state) == expect(before, counters={"cocoa": cocoa})


# ---------------------------------------------------------------------- Nobles (§5.5)
@pytest.mark.parametrize("w, filled, taken, vp", [
    (1, {}, 0, 3),                                        # top row, leftmost space: 3
    (2, {}, 0, 5),                                        # middle row: 5
    (3, {}, 0, 7),                                        # bottom row: 7
    (3, {"nobles_bottom": 1}, 1, 6),                      # bottom row, 2nd space: 6
    (3, {"nobles_bottom": 3}, 3, 5),                      # bottom full → middle: 5
    (3, {"nobles_bottom": 3, "nobles_middle": 4, "nobles_top": 1}, 8, 2),  # → top, 2nd space: 2
    (2, {"nobles_middle": 4, "nobles_top": 3}, 7, 1),     # middle full → top 4th space: 1
    (1, {"nobles_top": 2}, 2, 2),                         # top 3rd space: 2
], ids=["W1", "W2", "W3", "W3-second", "W3-bottom-full", "W3-bottom-middle-full", "W2-middle-full", "W1-third"])
def test_nobles_building(w, filled, taken, vp):
    """Pay 2 wood, take the leftmost building, score the covered space, Avenue +1."""
    state = new_state(1)
    pieces = [add_worker(state, 0, 6, 1) for _ in range(w)]
    give(state, wood=3)
    state.counters.update(filled)
    state.counters["buildings_taken"] = taken
    state.supplies["buildings"] = [f"building-{n:02d}" for n in range(taken + 1, 12)]
    before = snapshot(state)
    run_effect(state, "nobles", "effects.main_action", piece=pieces[0], board=board_index(6))
    assert snapshot(state) == expect(before, counters={"wood": -2, "vp": vp}, tracks={"avenue": 1},
                                     owned=[f"building-{taken + 1:02d}"])
    assert state.counters["buildings_taken"] == taken + 1


@pytest.mark.parametrize("why", ["no wood", "top row full", "no building left"])
def test_nobles_not_possible(why):
    state = new_state(1)
    worker = add_worker(state, 0, 6, 1)
    give(state, wood=1 if why == "no wood" else 2)
    state.supplies["buildings"] = [] if why == "no building left" else ["building-06"]
    if why == "top row full":
        state.counters["nobles_top"] = 5
    ctx = base_runtime().context(state, 0, piece=worker, board=board_index(6))
    assert not base_runtime().effect("nobles", "effects.main_action").can(ctx)


# ---------------------------------------------------------------------- Alchemy rows (§5.3)
OFFER = ["tech-01", "tech-03", "tech-05", "tech-09", "tech-11", "tech-13"]


@pytest.mark.parametrize("w, power, rows", [(1, 1, [1]), (1, 3, [1]), (1, 4, [1, 2]), (1, 5, [1, 2]),
                                            (2, 1, [1, 2]), (3, 2, [1, 2])],
                         ids=["W1-p1", "W1-p3", "W1-p4", "W1-p5", "W2-p1", "W3-p2"])
def test_alchemy_eligible_rows(w, power, rows):
    """W = 1 with power <= 3: top row only; W >= 2, or W = 1 with power 4-5: either row."""
    state = new_state(1)
    pieces = [add_worker(state, 0, 5, power) for _ in range(w)]
    state.supplies["technology_offer"] = list(OFFER)
    give(state, gold=5)
    run = base_runtime().run(state, "alchemy", "effects.main_action", piece=pieces[0], board=board_index(5))
    offered = sorted(run.pending.keys())
    expected = sorted(OFFER[:3] if rows == [1] else OFFER)
    assert offered == expected


@pytest.mark.parametrize("tile, column_temple, cost", [
    ("tech-01", ("blue", {"gold": 1}), 1), ("tech-03", ("red", {"vp": 1}), 1), ("tech-05", ("green", {"cocoa": 1}), 1),
    ("tech-09", ("blue", {"gold": 1}), 2), ("tech-11", ("red", {"vp": 1}), 2), ("tech-13", ("green", {"cocoa": 1}), 2),
])
def test_alchemy_takes_the_chosen_tile_pays_it_and_advances_its_column_temple(tile, column_temple, cost):
    """Two workers (both rows); other players already marked on the tile score 3 VP each (§5.3).
    Column temples: left blue (step 1: 1 resource — gold answered), centre red (1 VP), right green
    (1 cocoa)."""
    state = new_state(3)
    pieces = [add_worker(state, 0, 5, 1) for _ in range(2)]
    state.supplies["technology_offer"] = list(OFFER)
    state.players[1].owned.append(tile)
    give(state, gold=3)
    temple, reward = column_temple
    before, second, third = snapshot(state), snapshot(state, 1), snapshot(state, 2)
    script = Script(choose=[tile], resources=["gold"] if temple == "blue" else [])
    run_effect(state, "alchemy", "effects.main_action", script=script, piece=pieces[0], board=board_index(5))
    gained = dict(reward)
    gained["gold"] = gained.get("gold", 0) - cost
    assert snapshot(state) == expect(before, counters=gained, tracks={temple: 1}, owned=[tile])
    assert snapshot(state, 1) == expect(second, counters={"vp": 3})
    assert snapshot(state, 2) == third


# ---------------------------------------------------------------------- main action cost (§4.3, §9)
def forest_main_action(cocoa: int, free_cocoa: bool = False):
    """Forest, own worker arriving (power 1) next to an own worker (power 2) and another player's:
    colours = 2 (own colour included, the arriving die excluded) → 2 cocoa, before any benefit.
    W = 2, Pmin = 1 → 1 wood (§5.2); then 1 power-up on an own worker there."""
    state = new_state(2)
    acting = add_worker(state, 0, 2, 1)
    add_worker(state, 0, 2, 2)
    add_worker(state, 1, 2, 1)
    give(state, cocoa=cocoa)
    if free_cocoa:
        state.players[0].flags["free_cocoa"] = 1
    return state, acting


def test_main_action_pays_one_cocoa_per_colour_then_resolves():
    state, acting = forest_main_action(cocoa=3)
    before = snapshot(state)
    run_effect(state, "main_action", script=Script(pieces=[acting]), piece=acting, board=board_index(2))
    assert snapshot(state) == expect(before, counters={"cocoa": -2, "wood": 1},
                                     workers=[(2, 2, False), (2, 2, False)])


def test_main_action_not_possible_without_the_cocoa():
    state, acting = forest_main_action(cocoa=1)
    rt = base_runtime()
    assert not rt.effect("main_action").can(rt.context(state, 0, piece=acting, board=board_index(2)))


def test_free_cocoa_tile_replaces_the_main_action_payment():
    state, acting = forest_main_action(cocoa=0, free_cocoa=True)
    before = snapshot(state)
    run_effect(state, "main_action", script=Script(pieces=[acting]), piece=acting, board=board_index(2))
    assert snapshot(state) == expect(before, counters={"wood": 1}, flags={"free_cocoa": -1},
                                     workers=[(2, 2, False), (2, 2, False)])


# ---------------------------------------------------------------------- Alchemy power-up exception (§5.3)
@pytest.mark.parametrize("tile, power_up", [("tech-05", True), ("tech-11", False)],
                         ids=["top-row-power-up", "bottom-row-no-power-up"])
def test_alchemy_single_strong_worker_power_up_only_for_the_top_row(tile, power_up):
    """W = 1 with power 4: a bottom-row tile is allowed but then gives no power-up."""
    state = new_state(1)
    acting = add_worker(state, 0, 5, 4)
    state.supplies["technology_offer"] = list(OFFER)
    give(state, gold=2)
    before = snapshot(state)
    run_effect(state, "main_action", script=Script(choose=[tile]), piece=acting, board=board_index(5))
    # tech-05: top row, right column (green step 1: 1 cocoa); tech-11: bottom row, centre (red: 1 VP)
    gains, temple = ({"gold": -1, "cocoa": 1}, "green") if tile == "tech-05" else ({"gold": -2, "vp": 1}, "red")
    assert snapshot(state) == expect(before, counters=gains, tracks={temple: 1}, owned=[tile],
                                     workers=[(5, 5 if power_up else 4, False)])


# ---------------------------------------------------------------------- Decorations cost (§5.6)
@pytest.mark.parametrize("w, gold", [(1, 3), (2, 2), (3, 1)], ids=["W1", "W2", "W3"])
def test_decorations_gold_cost(w, gold):
    """max(1, 4 - W) gold: affordable with exactly that much, not with one less."""
    rt = base_runtime()
    for have in (gold, gold - 1):
        state = new_state(1)
        pieces = [add_worker(state, 0, 7, 1) for _ in range(w)]
        state.supplies["decoration_offer"] = ["deco-00", "deco-01", "deco-02", "deco-03"]
        give(state, gold=have)
        ctx = rt.context(state, 0, piece=pieces[0], board=board_index(7))
        assert rt.effect("decorations", "effects.main_action").can(ctx) is (have == gold), have


# ---------------------------------------------------------------------- unlocking (§3)
@pytest.mark.parametrize("action, cocoa, possible, cocoa_after", [
    ("unlock_turn", 0, True, 0),     # option 1: free, a whole turn
    ("unlock_paid", 3, True, 0),     # end of turn: 3 cocoa
    ("unlock_paid", 2, False, 2),
], ids=["unlock_turn", "unlock_paid", "unlock_paid-2-cocoa"])
def test_unlock_all(action, cocoa, possible, cocoa_after):
    rt = base_runtime()
    state = new_state(2)
    add_worker(state, 0, 2, 1, locked=True)
    add_worker(state, 0, 7, 3, locked=True)
    add_worker(state, 0, 3, 2)
    add_worker(state, 1, 4, 1, locked=True)  # another player's worker stays locked
    give(state, cocoa=cocoa)
    before, other = snapshot(state), snapshot(state, 1)
    assert rt.effect(action).can(rt.context(state, 0)) is possible
    if possible:
        run_effect(state, action)
        assert snapshot(state) == expect(before, counters={"cocoa": cocoa_after - cocoa},
                                         workers=[(2, 1, False), (7, 3, False), (3, 2, False)])
        assert snapshot(state, 1) == other


def test_unlock_turn_needs_a_locked_worker():
    rt = base_runtime()
    state = new_state(1)
    add_worker(state, 0, 2, 1)
    assert not rt.effect("unlock_turn").can(rt.context(state, 0))
