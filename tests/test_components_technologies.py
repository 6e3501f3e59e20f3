"""Technology tiles (facts sheet §5.4; cost and column temple §5.3; ruling R6: the cost follows the
tile).

Each technology is tested three ways, ids = component ids: it pays after the matching actions when
owned, it stays silent after the other actions, and it does nothing for a player who does not own
it. Expected values are the sheet's §5.4 table, written by hand:

| No. | cost | effect |
| 01 | 1 gold | +1 cocoa each time a worker moves onto or past the Palace (1) |
| 03 | 1 gold | +3 VP after each Alchemy (5) or Nobles (6) main action |
| 05 | 1 gold | after Forest/Stone/Gold main action: +1 wood/stone/gold |
| 07 | 1 gold | after Forest/Stone/Gold main action: +1 cocoa and +1 VP |
| 09 | 2 gold | +4 VP after each Decorations (7) main action |
| 11 | 2 gold | +3 VP after each Construction (8) main action |
| 13 | 2 gold | after the power-ups of a main action, may pay 1 cocoa for 1 more power-up on that board |
| 15 | 2 gold | Construction: 1 extra worker and a discount of 1 resource |
| 17 | 2 gold | +1 step on a temple of choice after each Construction main action |
"""
from __future__ import annotations

import pytest

from base_rules import (Script, add_worker, base_runtime, board_index, emit, expect, give, new_state,
                        play, run_effect, snapshot)
from teotl.model.decisions import EffectRun

TECHS = ["tech-01", "tech-03", "tech-05", "tech-07", "tech-09", "tech-11", "tech-13", "tech-15", "tech-17"]
SHEET_COST_GOLD = {"tech-01": 1, "tech-03": 1, "tech-05": 1, "tech-07": 1,
                   "tech-09": 2, "tech-11": 2, "tech-13": 2, "tech-15": 2, "tech-17": 2}
SHEET_NUMBER = {t: int(t[-2:]) for t in TECHS}


# ---------------------------------------------------------------------- how each tile is exercised
def move(state, from_board: int, distance: int):
    """A worker of player 0 moves clockwise `distance` boards (the engine's move service)."""
    rt = base_runtime()
    worker = add_worker(state, 0, from_board, 1)
    return play(EffectRun(rt.move_piece(rt.context(state, 0, piece=worker), worker, distance)))


def owns(state, tech: str) -> bool:
    return tech in state.players[0].owned


def main_action(board: int, temples=()):
    """The `main_action` event after a main action on `board`; `temples`: answers for an owned
    tile's temple of choice."""
    def run(state):
        script = Script(temples=temples if owns(state, "tech-17") else ())
        return emit(state, "main_action", {"board": board}, script=script, board=board)
    return run


def powered_up(board: int, cocoa: int, answer=None):
    """Power-ups of a main action on `board` done; one own unlocked worker there (power 2) and one
    elsewhere (power 1). Tech 13 may add one power-up on this board for 1 cocoa."""
    def run(state):
        worker = add_worker(state, 0, board, 2)
        add_worker(state, 0, 1, 1)
        give(state, cocoa=cocoa)
        script = Script(may=[answer] if answer is not None and owns(state, "tech-13") else [])
        return emit(state, "powered_up", {"board": board}, script=script, piece=worker, board=board)
    return run


def construction_power_ups(workers_there: int, board: int = 8):
    """The power-ups after a main action on `board` with this many own workers there (power 1).
    Tech 15 counts one more worker on Construction only: W 2 → 3 gives 2 power-ups (§5.7, §5.8)."""
    def run(state):
        pieces = [add_worker(state, 0, board, 1) for _ in range(workers_there)]
        rt = base_runtime()
        w = min(workers_there + (1 if "tech-15" in state.players[0].owned and board == 8 else 0), 3)
        script = Script(pieces=[pieces[0]] * (2 if w == 3 else 1))
        return play(rt.run(state, {8: "construction", 2: "forest", 3: "stone_quarry"}[board], "effects.power_ups",
                           piece=pieces[0], board=board_index(board)), script)
    return run


def construction_tiles(stone: int):
    """Construction main action, 1 own worker, `stone` stone; the blank tiles 30 and 31 (no icon,
    so no match, ruling R9) go on level-0 slots 0 and 1: each 2 stone + 0 wood, 1 VP, Pyramid track
    +1 (§5.7). Tech 15: W = 2 → up to 2 tiles, and 1 stone off once (§5.4)."""
    def run(state):
        worker = add_worker(state, 0, 8, 1)
        give(state, stone=stone)
        state.supplies["pyramid_offer"] = ["pyr-30", "pyr-31", "pyr-18"]
        two = owns(state, "tech-15")
        script = Script(choose=["pyr-30", "pyr-31"][:1 + two], slots=["0", "1"][:1 + two],
                        again=[True] if two else [])
        return play(base_runtime().run(state, "construction", "effects.main_action", piece=worker,
                                       board=board_index(8)), script)
    return run


# tech: list of (label, action(state), counters after, tracks after) — the player starts with
# nothing but what the action gives (tech 13: 1 cocoa to pay with); workers after: EXPECTED_WORKERS
MATCHING = {
    "tech-01": [("onto the Palace", lambda s: move(s, 4, 1), {"cocoa": 1}, {}),
                ("past the Palace", lambda s: move(s, 6, 3), {"cocoa": 1}, {})],
    "tech-03": [("Alchemy", main_action(5), {"vp": 3}, {}), ("Nobles", main_action(6), {"vp": 3}, {})],
    "tech-05": [("Forest", main_action(2), {"wood": 1}, {}), ("Stone Quarry", main_action(3), {"stone": 1}, {}),
                ("Gold Deposits", main_action(4), {"gold": 1}, {})],
    "tech-07": [("Forest", main_action(2), {"cocoa": 1, "vp": 1}, {}),
                ("Stone Quarry", main_action(3), {"cocoa": 1, "vp": 1}, {}),
                ("Gold Deposits", main_action(4), {"cocoa": 1, "vp": 1}, {})],
    "tech-09": [("Decorations", main_action(7), {"vp": 4}, {})],
    "tech-11": [("Construction", main_action(8), {"vp": 3}, {})],
    # pays 1 cocoa (of 1) for one more power-up: the worker there goes 2 → 3
    "tech-13": [("after Forest power-ups", powered_up(2, cocoa=1, answer=True), {}, {}),
                ("after Nobles power-ups", powered_up(6, cocoa=1, answer=True), {}, {})],
    # Construction with 2 own workers counts W = 3: 2 power-ups instead of 1
    "tech-15": [("Construction, 2 workers", construction_power_ups(2), {}, {}),
                # 2 tiles: 1 + 2 stone of 4
                ("Construction, 1 worker, 4 stone", construction_tiles(4), {"stone": 1, "vp": 2}, {"pyramid": 2})],
    # temple of choice: red, step 1 = 1 VP (§7.1)
    "tech-17": [("Construction", main_action(8, temples=["red"]), {"vp": 1}, {"red": 1})],
}
EXPECTED_WORKERS = {  # (label) → workers after, where a tile changes levels
    ("tech-13", "after Forest power-ups"): [(1, 1, False), (2, 3, False)],
    ("tech-13", "after Nobles power-ups"): [(1, 1, False), (6, 3, False)],
    ("tech-15", "Construction, 2 workers"): [(8, 1, False), (8, 3, False)],
    ("tech-15", "Construction, 1 worker, 4 stone"): [(8, 1, False)],
}
NON_MATCHING = {
    "tech-01": [("moving from the Palace", lambda s: move(s, 1, 2), {}, {}),
                ("short of the Palace", lambda s: move(s, 5, 3), {}, {})],
    "tech-03": [("Forest", main_action(2), {}, {}), ("Decorations", main_action(7), {}, {}),
                ("Construction", main_action(8), {}, {})],
    "tech-05": [("Alchemy", main_action(5), {}, {}), ("Nobles", main_action(6), {}, {}),
                ("Construction", main_action(8), {}, {})],
    "tech-07": [("Alchemy", main_action(5), {}, {}), ("Decorations", main_action(7), {}, {})],
    "tech-09": [("Construction", main_action(8), {}, {}), ("Gold Deposits", main_action(4), {}, {})],
    "tech-11": [("Decorations", main_action(7), {}, {}), ("Nobles", main_action(6), {}, {})],
    # declined, or no cocoa to pay (then not even asked)
    "tech-13": [("declined", powered_up(2, cocoa=1, answer=False), {"cocoa": 1}, {}),
                ("no cocoa", powered_up(2, cocoa=0), {}, {}),
                ("main action itself", main_action(2), {}, {})],
    # a 2-worker Forest action stays W = 2: 1 power-up
    "tech-15": [("Forest, 2 workers", construction_power_ups(2, board=2), {}, {})],
    "tech-17": [("Decorations", main_action(7), {}, {}), ("Nobles", main_action(6), {}, {})],
}
EXPECTED_WORKERS.update({
    ("tech-13", "declined"): [(1, 1, False), (2, 2, False)],
    ("tech-13", "no cocoa"): [(1, 1, False), (2, 2, False)],
    ("tech-15", "Forest, 2 workers"): [(2, 1, False), (2, 2, False)],
})


def run_case(tech, owned, label, action, counters, tracks):
    state = new_state(1)
    if owned:
        state.players[0].owned.append(tech)
    action(state)
    after = snapshot(state)
    workers = EXPECTED_WORKERS.get((tech, label))
    if workers is None:
        workers = after["workers"]  # unchanged by the tile (a moved worker is not the point)
        assert all(level == 1 for _, level, _ in workers)
    base = {"counters": {}, "tracks": {}, "owned": [tech] if owned else [], "flags": {}, "workers": []}
    return after, expect(base, counters=counters, tracks=tracks, workers=workers)


def test_every_technology_has_cases():
    techs = sorted(cid for cid, info in base_runtime().components.items() if info.type == "technology")
    assert techs == TECHS == sorted(MATCHING) == sorted(NON_MATCHING)


@pytest.mark.parametrize("tech", TECHS)
def test_technology_pays_after_matching_actions_when_owned(tech):
    for label, action, counters, tracks in MATCHING[tech]:
        after, expected = run_case(tech, True, label, action, counters, tracks)
        assert after == expected, label


@pytest.mark.parametrize("tech", TECHS)
def test_technology_silent_after_other_actions(tech):
    for label, action, counters, tracks in NON_MATCHING[tech]:
        after, expected = run_case(tech, True, label, action, counters, tracks)
        assert after == expected, label


# what the same matching actions give a player who does not own the tile
NOT_OWNED_WORKERS = {
    ("tech-13", "after Forest power-ups"): [(1, 1, False), (2, 2, False)],
    ("tech-13", "after Nobles power-ups"): [(1, 1, False), (6, 2, False)],
    ("tech-15", "Construction, 2 workers"): [(8, 1, False), (8, 2, False)],
}
NOT_OWNED_RESULT = {  # one tile for 2 stone of 4
    ("tech-15", "Construction, 1 worker, 4 stone"): ({"stone": 2, "vp": 1}, {"pyramid": 1}, []),
}


@pytest.mark.parametrize("tech", TECHS)
def test_technology_does_nothing_for_a_player_without_it(tech):
    for label, action, _counters, _tracks in MATCHING[tech]:
        state = new_state(1)
        action(state)
        after = snapshot(state)
        kept = {"cocoa": 1} if tech == "tech-13" else {}  # the cocoa offered for the power-up is kept
        counters, tracks, owned = NOT_OWNED_RESULT.get((tech, label), (kept, {}, []))
        workers = NOT_OWNED_WORKERS.get((tech, label), after["workers"])
        assert after == {"counters": counters, "tracks": tracks, "owned": owned, "flags": {},
                         "workers": sorted(workers)}, label


@pytest.mark.parametrize("tech", TECHS)
def test_technology_cost_and_column_temple_at_alchemy(tech):
    """§5.3: pay the tile's gold cost (§5.4), place the marker, +1 on the column's temple. The tile
    lies in the centre column (red: step 1 = 1 VP) next to a tile the player already owns. With one
    gold less it cannot be taken."""
    rt = base_runtime()
    cost = SHEET_COST_GOLD[tech]
    other = next(t for t in TECHS if t != tech)
    for gold in (cost, cost - 1):
        state = new_state(1)
        worker = add_worker(state, 0, 5, 1)
        state.supplies["technology_offer"] = [other, tech]
        state.players[0].owned.append(other)
        give(state, gold=gold)
        before = snapshot(state)
        ctx = rt.context(state, 0, piece=worker, board=board_index(5))
        assert rt.effect("alchemy", "effects.main_action").can(ctx) is (gold == cost)
        run_effect(state, "alchemy", "effects.main_action", piece=worker, board=board_index(5))
        if gold == cost:
            assert snapshot(state) == expect(before, counters={"gold": -cost, "vp": 1}, tracks={"red": 1},
                                             owned=[tech])
        else:
            assert snapshot(state) == before


def test_printed_numbers():
    rt = base_runtime()
    assert {t: rt.components[t].number for t in TECHS} == SHEET_NUMBER


# ---------------------------------------------------------------------- the acquiring action itself


@pytest.mark.parametrize("tech", ["tech-03", "tech-13"])
def test_technology_does_not_pay_on_the_alchemy_action_that_acquires_it(tech):
    """Two own workers on Alchemy: 1 colour (the own one) → 1 cocoa (§4.1, §4.3); 2 gold, 2 cocoa.
    Taking the tile pays its gold and gives the column temple step (tech-03 centre: red 1 VP;
    tech-13 right: green 1 cocoa) and the 1 power-up of the action — and nothing from the tile
    itself: no 3 VP, no offer of an extra power-up for 1 cocoa."""
    state = new_state(1)
    acting = add_worker(state, 0, 5, 1)
    add_worker(state, 0, 5, 1)
    state.supplies["technology_offer"] = ["tech-01", "tech-03", "tech-05", "tech-09", "tech-11", "tech-13"]
    give(state, gold=2, cocoa=2)
    before = snapshot(state)
    run_effect(state, "main_action", script=Script(choose=[tech], pieces=[acting]), piece=acting,
               board=board_index(5))
    cost = SHEET_COST_GOLD[tech]
    gains, temple = ({"gold": -cost, "cocoa": -1, "vp": 1}, "red") if tech == "tech-03" else \
        ({"gold": -cost, "cocoa": -1 + 1}, "green")
    assert snapshot(state) == expect(before, counters=gains, tracks={temple: 1}, owned=[tech],
                                     workers=[(5, 1, False), (5, 2, False)])
