"""`room(RESOURCE)` (teotl.primitives.room, docs/game-model.md §4): how many more units of a
resource a player may hold, under its `max:` and the caps it counts towards."""
from __future__ import annotations

import pytest

from teotl.runtime.runtime import Runtime

GAME = {"vocabulary": {
    "resources": [{"id": "fruit", "max": 5}, {"id": "bar"}, {"id": "coin"}, {"id": "sun", "max": 3},
                  {"id": "taken"}, {"id": "vp", "score": True}],
    "caps": [{"id": "storage", "of": ["fruit", "bar"], "max": 5}],
    "component_types": ["rule"]}}
# what a gain of fruit keeps is counted before it: the way to count what really went in
HARVEST = {"id": "harvest", "type": "rule", "effect": "gain taken min(4, room(fruit)); gain fruit 4"}


def run(rt, state, cid):
    for _ in rt.effects[(cid, "effect")].run(rt.context(state, 0)):
        raise AssertionError("asked")
    return state.players[0].counters


@pytest.mark.parametrize("fruit, bar, kept", [(0, 0, 4), (1, 0, 4), (2, 0, 3), (1, 2, 2), (0, 5, 0), (5, 0, 0)])
def test_what_a_gain_keeps_is_its_room_under_the_max_and_the_shared_cap(fruit, bar, kept):
    rt = Runtime(GAME, [HARVEST])
    state = rt.new_state(1)
    state.players[0].counters.update(fruit=fruit, bar=bar)
    counters = run(rt, state, "harvest")
    assert counters["taken"] == kept and counters["fruit"] == fruit + kept


def test_room_of_each_kind_of_resource():
    rt = Runtime(GAME, [{"id": "r", "type": "rule",
                         "effect": "gain vp room(sun) + 10 * room(bar); gain taken min(room(coin), 7)"}])
    state = rt.new_state(1)
    state.players[0].counters.update(sun=1, fruit=2, bar=1)
    counters = run(rt, state, "r")
    assert counters["vp"] == 2 + 10 * 2 and counters["taken"] == 7      # coin has no limit


def test_room_of_something_that_is_not_a_resource_is_refused():
    rt = Runtime(GAME, [{"id": "bad", "type": "rule", "effect": "gain vp room(storage)"},
                        {"id": "bad2", "type": "rule", "effect": "gain vp room(fruit, bar)"}])
    assert [(p.code, p.component_id, p.column) for p in rt.problems] == [("E401", "bad", 14), ("E408", "bad2", 9)]
    assert "storage" in rt.problems[0].message and rt.problems[0].hint
