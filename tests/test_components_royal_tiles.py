"""Royal tiles of the Palace (facts sheet §5.1; temple rewards §7.1).

`p` = power of the worker just locked on the tile. The sheet's table, transcribed by hand:

| id | No. | cat | effect |
| R0 | 1 | C | gain p + 1 cocoa |
| R1 | 2 | B | up to p times: pay 1 cocoa → 1 wood + 1 stone |
| R2 | 3 | C | up to p times: pay 1 resource → 2 cocoa |
| R3 | 4 | A | 2 × min(technologies owned, p) VP |
| R4 | 5 | A | 2 × min(Pyramid-track position, p) VP |
| R5 | 6 | B | up to p times: pay 1 cocoa → 1 stone + 1 gold |
| R6 | 7 | B | once: pay 1 cocoa + 1 resource → p resources in any mix |
| R7 | 8 | C | up to p − 1 times: pay 1 cocoa → +1 step on any temple (p = 1: nothing) |
| R8 | 9 | A | 1 × min(Avenue position, p + 1) VP |

Cases are named `royal-rN-pP[-what]`; every case compares the player's whole state.
"""
from __future__ import annotations

import pytest

from base_rules import Script, add_worker, base_runtime, expect, give, new_state, run_effect, snapshot

SHEET_DATA = {"royal-r0": (1, "C"), "royal-r1": (2, "B"), "royal-r2": (3, "C"), "royal-r3": (4, "A"),
              "royal-r4": (5, "A"), "royal-r5": (6, "B"), "royal-r6": (7, "B"), "royal-r7": (8, "C"),
              "royal-r8": (9, "A")}
TECHS = ["tech-01", "tech-03", "tech-05", "tech-09", "tech-13"]
RED_VP = {1: 1, 2: 1, 3: 2, 4: 2}  # §7.1 red steps 1-4

CASES = []  # (id, tile, power, setup: dict, answers: dict, counters delta, tracks delta)


def case(name, tile, power, setup=None, answers=None, counters=None, tracks=None):
    CASES.append(pytest.param(tile, power, setup or {}, answers or {}, counters or {}, tracks or {}, id=name))


for p in range(1, 6):
    case(f"royal-r0-p{p}", "royal-r0", p, counters={"cocoa": p + 1})
    # R1: 5 cocoa, trade every time
    case(f"royal-r1-p{p}", "royal-r1", p, {"cocoa": 5}, {"again": [True] * p},
         {"cocoa": -p, "wood": p, "stone": p})
    # R2: 2 of each resource, pays wood, stone, gold, wood, stone
    case(f"royal-r2-p{p}", "royal-r2", p, {"wood": 2, "stone": 2, "gold": 2},
         {"again": [True] * p, "pay_with": ["wood", "stone", "gold", "wood", "stone"][:p]},
         {"cocoa": 2 * p, "wood": -[0, 1, 1, 1, 2, 2][p], "stone": -[0, 0, 1, 1, 1, 2][p],
          "gold": -[0, 0, 0, 1, 1, 1][p]})
    # R3: 3 technologies owned
    case(f"royal-r3-p{p}", "royal-r3", p, {"techs": 3}, counters={"vp": 2 * min(3, p)})
    # R4: Pyramid track at 3
    case(f"royal-r4-p{p}", "royal-r4", p, {"pyramid": 3}, counters={"vp": 2 * min(3, p)})
    case(f"royal-r5-p{p}", "royal-r5", p, {"cocoa": 5}, {"again": [True] * p},
         {"cocoa": -p, "stone": p, "gold": p})
    # R6: pays 1 cocoa + 1 gold (of wood 1, gold 1), takes p stone
    case(f"royal-r6-p{p}", "royal-r6", p, {"cocoa": 1, "wood": 1, "gold": 1},
         {"pay_with": ["gold"], "resources": ["stone"] * p}, {"cocoa": -1, "gold": -1, "stone": p})
    # R7: p - 1 steps on the red temple for 1 cocoa each
    case(f"royal-r7-p{p}", "royal-r7", p, {"cocoa": 5},
         {"again": [True] * (p - 1), "temples": ["red"] * (p - 1)},
         {"cocoa": -(p - 1), "vp": sum(RED_VP[s] for s in range(1, p))}, {"red": p - 1} if p > 1 else {})
    # R8: Avenue at 4
    case(f"royal-r8-p{p}", "royal-r8", p, {"avenue": 4}, counters={"vp": min(4, p + 1)})

# stopping early, running short, cannot pay
case("royal-r1-p3-stop-after-one", "royal-r1", 3, {"cocoa": 5}, {"again": [True, False]},
     {"cocoa": -1, "wood": 1, "stone": 1})
case("royal-r1-p4-only-2-cocoa", "royal-r1", 4, {"cocoa": 2}, {"again": [True, True]},
     {"cocoa": -2, "wood": 2, "stone": 2})
case("royal-r2-p5-only-2-resources", "royal-r2", 5, {"wood": 1, "gold": 1},
     {"again": [True, True], "pay_with": ["gold"]}, {"cocoa": 4, "wood": -1, "gold": -1})
case("royal-r2-p2-stop-at-once", "royal-r2", 2, {"stone": 3}, {"again": [False]})
case("royal-r3-p5-no-technology", "royal-r3", 5)
case("royal-r3-p2-five-technologies", "royal-r3", 2, {"techs": 5}, counters={"vp": 4})
case("royal-r4-p5-pyramid-0", "royal-r4", 5)
case("royal-r5-p5-only-3-cocoa", "royal-r5", 5, {"cocoa": 3}, {"again": [True] * 3},
     {"cocoa": -3, "stone": 3, "gold": 3})
case("royal-r6-p4-mixed", "royal-r6", 4, {"cocoa": 2, "wood": 1},
     {"resources": ["gold", "wood", "gold", "stone"]}, {"cocoa": -1, "wood": 0, "gold": 2, "stone": 1})
case("royal-r7-p1-nothing", "royal-r7", 1, {"cocoa": 5})
case("royal-r7-p5-mixed-temples", "royal-r7", 5, {"cocoa": 4},
     {"again": [True] * 4, "temples": ["blue", "red", "green", "red"], "resources": ["gold"]},
     {"cocoa": -4 + 1, "gold": 1, "vp": 2}, {"blue": 1, "red": 2, "green": 1})
case("royal-r7-p4-stop-after-one", "royal-r7", 4, {"cocoa": 3}, {"again": [True, False], "temples": ["green"]},
     {"cocoa": -1 + 1}, {"green": 1})
case("royal-r7-p3-cannot-pay", "royal-r7", 3)
case("royal-r8-p5-avenue-0", "royal-r8", 5)
case("royal-r8-p1-avenue-9", "royal-r8", 1, {"avenue": 9}, counters={"vp": 2})


# §5.1: "BGA refuses the worship on a trade tile if you cannot pay at least once (no cocoa / no
# resource)": the tile's effect must not be possible then (the Palace worship offers only effects
# that can be carried out).
REFUSED = [
    pytest.param("royal-r1", 3, {"wood": 2, "stone": 2, "gold": 2}, id="royal-r1-p3-no-cocoa"),
    pytest.param("royal-r2", 3, {"cocoa": 4}, id="royal-r2-p3-cocoa-is-not-a-resource"),
    pytest.param("royal-r5", 2, {"stone": 1, "gold": 1}, id="royal-r5-p2-no-cocoa"),
    pytest.param("royal-r6", 3, {"wood": 2, "gold": 2}, id="royal-r6-p3-no-cocoa"),
    pytest.param("royal-r6", 3, {"cocoa": 3}, id="royal-r6-p3-no-resource"),
]


@pytest.mark.parametrize("tile, power, setup", REFUSED)
def test_trade_tile_cannot_be_taken_without_paying_once(tile, power, setup):
    rt = base_runtime()
    state = new_state(1)
    worker = add_worker(state, 0, 1, power, locked=True)
    give(state, **setup)
    assert not rt.effect(tile).can(rt.context(state, 0, piece=worker, board=0))


@pytest.mark.parametrize("tile, power, setup", [("royal-r1", 3, {"cocoa": 1}), ("royal-r2", 3, {"gold": 1}),
                                                ("royal-r5", 2, {"cocoa": 1}), ("royal-r6", 3, {"cocoa": 1, "wood": 1})],
                         ids=["royal-r1", "royal-r2", "royal-r5", "royal-r6"])
def test_trade_tile_possible_when_it_can_be_paid_once(tile, power, setup):
    rt = base_runtime()
    state = new_state(1)
    worker = add_worker(state, 0, 1, power, locked=True)
    give(state, **setup)
    assert rt.effect(tile).can(rt.context(state, 0, piece=worker, board=0))


def test_every_royal_tile_has_cases():
    tiles = sorted(cid for cid, info in base_runtime().components.items() if info.type == "royal_tile")
    assert tiles == sorted(SHEET_DATA)
    assert {param.values[0] for param in CASES} == set(SHEET_DATA)


@pytest.mark.parametrize("tile", sorted(SHEET_DATA))
def test_printed_number_and_category(tile):
    data = base_runtime().components[tile].data
    assert (data["number"], str(data["category"]).upper()) == SHEET_DATA[tile]


@pytest.mark.parametrize("tile, power, setup, answers, counters, tracks", CASES)
def test_royal_tile(tile, power, setup, answers, counters, tracks):
    state = new_state(1)
    worker = add_worker(state, 0, 1, power, locked=True)
    setup = dict(setup)
    state.players[0].owned.extend(TECHS[:setup.pop("techs", 0)])
    for track in ("pyramid", "avenue"):
        if track in setup:
            state.players[0].tracks[track] = setup.pop(track)
    give(state, **setup)
    before = snapshot(state)
    run_effect(state, tile, script=Script(**answers), piece=worker, board=0)
    assert snapshot(state) == expect(before, counters=counters, tracks=tracks)
