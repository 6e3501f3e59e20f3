"""Temple steps (facts sheet §7.1 rewards, §7.2 step 11; stacks §2.2 / ruling R2).

The sheet's §7.1 table, transcribed by hand ("r" = 1 resource of choice per point, "c" = cocoa;
big steps: the printed reward OR one discovery tile from that step's stack, paying its cost; with
the stack empty the printed reward):

| step | blue | red | green |
| 1 | 1 r | 1 VP | 1 c |            | 7 | 2 VP | 3 VP | 3 c |
| 2 | 1 r | 1 VP | 1 c |            | 8 | 2 r | 4 VP | 3 c |
| 3 | 1 r | 2 VP | 1 c / discovery | | 9 | 4 VP | 5 VP | 4 c |
| 4 | 1 r / discovery | 2 VP | 2 c | | 10 | bonus tile (game end) | same | same |
| 5 | 2 r | 2 VP / discovery | 2 c | | 11 | 6 VP | 7 VP | 5 c (first player only) |
| 6 | 2 r | 3 VP | 2 c / discovery |

Each case puts the player on step n-1 and advances that temple once. Every big-step stack and the
Avenue stacks hold a different tile, so a claim from the wrong stack shows.
"""
from __future__ import annotations

import pytest

from base_rules import Script, advance, base_runtime, expect, give, new_state, snapshot

R, VP, C = "r", "vp", "cocoa"
SHEET = {
    "blue": {1: (R, 1), 2: (R, 1), 3: (R, 1), 4: (R, 1), 5: (R, 2), 6: (R, 2), 7: (VP, 2), 8: (R, 2),
             9: (VP, 4), 10: None, 11: (VP, 6)},
    "red": {1: (VP, 1), 2: (VP, 1), 3: (VP, 2), 4: (VP, 2), 5: (VP, 2), 6: (VP, 3), 7: (VP, 3), 8: (VP, 4),
            9: (VP, 5), 10: None, 11: (VP, 7)},
    "green": {1: (C, 1), 2: (C, 1), 3: (C, 1), 4: (C, 2), 5: (C, 2), 6: (C, 2), 7: (C, 3), 8: (C, 3),
              9: (C, 4), 10: None, 11: (C, 5)},
}
BIG = {("blue", 4): "blue4", ("red", 5): "red5", ("green", 3): "green3", ("green", 6): "green6"}
# one tile per stack, each with a different printed cost (§9)
STACKS = {"blue4": "disc-00",    # mask 1: 2 cocoa + 1 gold
          "red5": "disc-20",     # 3 resources: 1 cocoa
          "green3": "disc-36",   # 4 cocoa: 1 gold
          "green6": "disc-05",   # mask 4: 1 wood
          "avenue3": "disc-17", "avenue6": "disc-18", "avenue8": "disc-19",
          "discovery": "disc-22"}
COSTS = {"disc-00": {"cocoa": 2, "gold": 1}, "disc-20": {"cocoa": 1}, "disc-36": {"gold": 1},
         "disc-05": {"wood": 1}}
WALLET = {"cocoa": 2, "wood": 1, "gold": 1}  # pays any of the four
RESOURCE_ANSWERS = ["gold", "wood"]  # for "r" rewards: gold first, then wood

CASES = [(temple, step) for temple in SHEET for step in range(1, 12)]


def fresh(temple: str, step: int, players: int = 1):
    state = new_state(players)
    state.players[0].tracks[temple] = step - 1
    for supply, tile in STACKS.items():
        state.supplies[supply] = [tile]
    give(state, **WALLET)
    return state


def printed(temple: str, step: int):
    """(script, counters delta) of the printed reward."""
    reward = SHEET[temple][step]
    if reward is None:
        return {}, {}
    kind, amount = reward
    if kind == R:
        answers = RESOURCE_ANSWERS[:amount]
        gained: dict = {}
        for resource in answers:
            gained[resource] = gained.get(resource, 0) + 1
        return {"resources": answers}, gained
    return {}, {kind: amount}


def test_every_temple_step_has_a_reward_entry():
    rt = base_runtime()
    tracks = {rt.components[c].data.get("track") for c in ("temple-blue", "temple-red", "temple-green")}
    assert tracks == set(SHEET)
    for temple in SHEET:
        assert rt.vocab.tracks[temple].max == 11 and rt.vocab.tracks[temple].exclusive == {11}


@pytest.mark.parametrize("temple, step", CASES, ids=[f"temple-{t}.{s}" for t, s in CASES])
def test_temple_step_printed_reward(temple, step):
    state = fresh(temple, step)
    answers, gained = printed(temple, step)
    big = (temple, step) in BIG
    script = Script(choose=["gain"] if big else [], **answers)
    before = snapshot(state)
    advance(state, temple, script=script)
    assert snapshot(state) == expect(before, counters=gained, tracks={temple: 1})
    assert {s: list(v) for s, v in state.supplies.items() if v} == {s: [t] for s, t in STACKS.items()}
    if big:  # the choice offered exactly the printed reward and the discovery tile
        assert [kind for kind, _ in script.asked].count("choose") == 1


@pytest.mark.parametrize("temple, step", list(BIG), ids=[f"temple-{t}.{s}" for t, s in BIG])
def test_big_step_claims_a_tile_from_its_own_stack(temple, step):
    state = fresh(temple, step)
    tile = STACKS[BIG[(temple, step)]]
    before = snapshot(state)
    advance(state, temple, script=Script(choose=["claim"]))
    assert snapshot(state) == expect(before, counters={k: -v for k, v in COSTS[tile].items()},
                                     tracks={temple: 1}, owned=[tile])
    assert state.supplies[BIG[(temple, step)]] == []
    assert {s: list(v) for s, v in state.supplies.items() if v} == \
        {s: [t] for s, t in STACKS.items() if s != BIG[(temple, step)]}


@pytest.mark.parametrize("temple, step", list(BIG), ids=[f"temple-{t}.{s}" for t, s in BIG])
@pytest.mark.parametrize("why", ["empty stack", "cost not payable"])
def test_big_step_gives_the_printed_reward_when_no_tile_can_be_claimed(temple, step, why):
    state = fresh(temple, step)
    supply = BIG[(temple, step)]
    if why == "empty stack":
        state.supplies[supply] = []
    else:
        cost = COSTS[STACKS[supply]]
        resource = next(iter(cost))
        state.players[0].counters[resource] = cost[resource] - 1
    answers, gained = printed(temple, step)
    before = snapshot(state)
    advance(state, temple, script=Script(**answers))  # no choice asked
    assert snapshot(state) == expect(before, counters=gained, tracks={temple: 1})


@pytest.mark.parametrize("temple", list(SHEET))
def test_step_11_is_exclusive(temple):
    """§7.2: once someone stands on step 11, the others stop at 10 and the step is lost."""
    state = fresh(temple, 11, players=2)
    state.players[1].tracks[temple] = 11
    before = snapshot(state)
    advance(state, temple)
    assert snapshot(state) == before


@pytest.mark.parametrize("temple", list(SHEET))
def test_step_10_is_shared_and_11_is_open_while_nobody_holds_it(temple):
    state = fresh(temple, 11, players=2)
    state.players[1].tracks[temple] = 10
    answers, gained = printed(temple, 11)
    before = snapshot(state)
    advance(state, temple, script=Script(**answers))
    assert snapshot(state) == expect(before, counters=gained, tracks={temple: 1})


@pytest.mark.parametrize("temple", list(SHEET))
def test_no_step_beyond_11(temple):
    state = fresh(temple, 12)
    before = snapshot(state)
    advance(state, temple)
    assert snapshot(state) == before
