"""Counters with caps and signs (docs/game-model.md §4) and values across players (§6): a
resource's `max:` and `min:`, caps shared by a group, one-of-each token sets, `set` on resources
and groups, a negative `gain` refused at load, `rank` and `tied` with a majority worked by hand."""
from __future__ import annotations

import copy

from teotl.runtime.runtime import Runtime

from minigame import GAME


def game(**vocabulary) -> dict:
    """The mini vocabulary with some resources replaced or added."""
    base = copy.deepcopy(GAME)
    words = base["vocabulary"]
    resources = {r["id"]: r for r in words["resources"]}
    for entry in vocabulary.pop("resources", ()):
        resources[entry["id"]] = entry
    words["resources"] = list(resources.values())
    words.update(vocabulary)
    return base


def play(g: dict, effect: str, players: int = 2, seat: int = 0, setup=None, answers=(), logging=True):
    rt = Runtime(g, [{"id": "e", "type": "tile", "effect": effect}], logging=logging)
    assert not rt.problems, rt.problems
    state = rt.new_state(players, seed=1)
    if setup:
        setup(state)
    runner = rt.effects[("e", "effect")].run(rt.context(state, seat))
    asked = []
    answers = list(answers)
    try:
        decision = next(runner)
        while True:
            asked.append(decision)
            decision = runner.send(decision.find(answers.pop(0)).value)
    except StopIteration:
        pass
    return state, asked


def logged(state, event: str) -> list[dict]:
    return [e for e in state.log if e.get("e") == event]


def test_max_keeps_what_fits_and_logs_what_is_lost():
    g = game(resources=[{"id": "wood", "groups": ["resource"], "max": 5}])
    state, _ = play(g, "gain wood 3; gain wood 4")
    assert state.players[0].counters["wood"] == 5
    assert [(e["resource"], e["amount"]) for e in logged(state, "lost")] == [("wood", 2)]


def test_a_cap_shared_by_two_resources():
    # storage 5 holds wood or stone: 3 wood, then 4 stone → 2 stone fit, 2 lost; then wood 1 is lost
    g = game(caps=[{"id": "storage", "of": ["wood", "stone"], "max": 5}])
    state, _ = play(g, "gain wood 3; gain stone 4; gain wood 1")
    me = state.players[0].counters
    assert (me["wood"], me["stone"]) == (3, 2)
    assert [e["amount"] for e in logged(state, "lost")] == [2, 1]


def test_one_of_each_offers_only_the_members_not_held_and_loses_the_rest():
    # three token colours, at most one of each: three gains ask twice (the third is forced), the fourth is lost
    g = game(resources=[{"id": "red", "groups": ["token"], "max": 1}, {"id": "blue", "groups": ["token"], "max": 1},
                        {"id": "green", "groups": ["token"], "max": 1}])
    g["vocabulary"]["resources"] = [r for r in g["vocabulary"]["resources"]]
    state, asked = play(g, "gain any token 4", answers=["blue", "green"])
    me = state.players[0].counters
    assert (me["red"], me["blue"], me["green"]) == (1, 1, 1)
    assert [d.keys() for d in asked] == [["red", "blue", "green"], ["red", "green"]]
    assert len(logged(state, "lost")) == 1


def test_a_signed_resource_goes_below_zero_down_to_its_min():
    g = game(resources=[{"id": "vp", "score": True, "min": -20}])
    state, _ = play(g, "gain vp clock - 10; lose vp (15)")
    assert state.players[0].counters["vp"] == -20      # -10, then -15 more but the least is -20


def test_an_unsigned_resource_stops_at_zero_as_before():
    state, _ = play(game(), "gain wood clock - 10")
    assert state.players[0].counters["wood"] == 0


def test_a_negative_gain_written_out_is_refused_at_load():
    rt = Runtime(GAME, [{"id": "e", "type": "tile", "effect": "gain wood 2, gold -10"}])
    assert [p.code for p in rt.problems] == ["E431"]
    assert "pay gold 10" in rt.problems[0].hint and rt.problems[0].column == 19  # the `-`


def test_set_a_resource_and_a_group_within_their_limits():
    g = game(resources=[{"id": "red", "groups": ["token"], "max": 1}, {"id": "blue", "groups": ["token"], "max": 1}])

    def setup(state):
        state.players[0].counters.update(red=1, blue=1, wood=7)
    state, _ = play(g, "set token (0); set wood (2); set red (5)", setup=setup)
    me = state.players[0].counters
    assert (me["red"], me["blue"], me["wood"]) == (1, 0, 2)   # red set to 5 stops at its max 1


def test_rank_and_tied_a_majority_worked_by_hand():
    # four players with 2, 2, 1, 0 workers at a site: most 6 split, second 3 split, none without workers.
    # The two tied first share the 6 (3 each), no second place, the one with 1 gets nothing.
    majority = ("each p in players where wood > 0: "
                "if rank(wood) == 1 { gain vp 6 / tied(wood) } else { if rank(wood) == 2 { gain vp 3 / tied(wood) } }")

    def workers(*counts):
        def setup(state):
            for seat, count in enumerate(counts):
                state.players[seat].counters["wood"] = count
        return setup
    state, _ = play(game(), majority, players=4, setup=workers(2, 2, 1, 0))
    assert [p.counters["vp"] for p in state.players] == [3, 3, 0, 0]
    # a clear first takes 6; two tied second split 3 (1 each, rounded down)
    state, _ = play(game(), majority, players=4, setup=workers(1, 3, 1, 0))
    assert [p.counters["vp"] for p in state.players] == [1, 6, 1, 0]
    # alone at the site: 6
    state, _ = play(game(), majority, players=3, setup=workers(0, 0, 4))
    assert [p.counters["vp"] for p in state.players] == [0, 0, 6]


def test_rank_takes_one_value():
    rt = Runtime(GAME, [{"id": "e", "type": "tile", "effect": "gain vp rank(wood, stone)"}])
    assert [p.code for p in rt.problems] == ["E432"]
