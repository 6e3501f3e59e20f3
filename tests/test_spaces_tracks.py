"""Tracks with values (docs/game-model.md §2, "Track"): `start`, `values` of any sign, `value(TRACK)`,
`retreat TRACK [N]`, steps past `max` or below `min` lost; the load-time checks of a declaration."""
from __future__ import annotations

import copy

from teotl.runtime.check import check

from spaces_support import GAME, runtime


def run(effect: str, setup=None, game=GAME):
    rt = runtime({"id": "e", "type": "rule", "effect": effect}, game=game)
    state = rt.new_state(2, seed=1)
    if setup:
        setup(state)
    ctx = rt.context(state, 0)
    stmt = rt.effects[("e", "effect")]
    list(stmt.run(ctx))
    return state, rt


def test_a_marker_starts_on_start_and_value_reads_its_steps_value():
    # river: steps 0..4 worth -3, -1, 0, 2, 5; every marker starts on step 1 (-1)
    state, _ = run("set probe (value(river) * 100 + river)")
    assert state.players[0].tracks["river"] == 1 and state.players[1].tracks["river"] == 1
    assert state.counters["probe"] == -1 * 100 + 1
    state, _ = run("advance river 3; set probe (value(river))")
    assert state.players[0].tracks["river"] == 4 and state.counters["probe"] == 5


def test_steps_past_max_and_below_min_are_lost():
    state, _ = run("advance river 9; set probe (value(river))")
    assert state.players[0].tracks["river"] == 4 and state.counters["probe"] == 5
    state, _ = run("retreat river 9; set probe (value(river))")
    assert state.players[0].tracks["river"] == 0 and state.counters["probe"] == -3
    state, _ = run("retreat river; set probe (value(river))")
    assert state.players[0].tracks["river"] == 0 and state.counters["probe"] == -3
    assert state.log[-2] == {"e": "retreat", "p": 0, "track": "river", "step": 0}


def test_retreat_cannot_be_carried_out_on_the_first_step():
    def at_start(state):
        state.players[0].tracks["river"] = 0
    state, _ = run("choose { retreat river; gain coin 4 | gain vp 1 }", setup=at_start)
    assert state.players[0].counters["vp"] == 1 and state.players[0].counters["coin"] == 0


def test_without_values_value_is_the_step_and_a_track_may_lie_below_zero():
    game = copy.deepcopy(GAME)
    game["vocabulary"]["tracks"].append({"id": "depth", "min": -3, "max": 2, "values": [9, 7, 4, 0, -4, -9]})
    state, _ = run("advance plain 2; set probe (value(plain) * 100 + value(depth) * 10 + depth)", game=game)
    # plain: step 2 is its own value; depth starts on min -3, worth 9: 200 + 90 - 3
    assert state.counters["probe"] == 287
    state, _ = run("advance depth 4; set probe (value(depth) * 10 + depth)", game=game)
    assert state.players[0].tracks["depth"] == 1 and state.counters["probe"] == -4 * 10 + 1


def _problems(tracks) -> list:
    game = copy.deepcopy(GAME)
    game["vocabulary"]["tracks"] = tracks
    return [p for p in check(game, []) if p.code.startswith("E48")]


def test_a_track_declaration_that_does_not_fit_is_a_load_time_error():
    found = _problems([{"id": "river", "max": 4, "values": [1, 2, 3]}])
    assert [(p.code, p.field_path) for p in found] == [("E486", "vocabulary.tracks.0.values")]
    assert "5 steps (0 to 4) but 3 values" in found[0].message and "one value per step" in found[0].hint
    found = _problems([{"id": "ok", "max": 2, "values": [0, 1, 2]}, {"id": "river", "min": 1, "max": 4, "start": 7}])
    assert [(p.code, p.field_path) for p in found] == [("E486", "vocabulary.tracks.1.start")]
    assert "starts on 7, off its steps 1 to 4" in found[0].message
    found = _problems([{"id": "river", "min": 5, "max": 4}])
    assert [(p.code, p.field_path) for p in found] == [("E486", "vocabulary.tracks.0.max")]
    assert _problems([{"id": "river", "min": -2, "max": 2, "start": 0, "values": [-5, -1, 0, 1, 5]}]) == []


def test_value_and_retreat_name_a_track():
    from teotl.runtime.runtime import Runtime
    for effect, code, column in (("set probe (value(rivr))", "E401", 18), ("retreat rivr", "E401", 9),
                                 ("set probe (value(river, 2))", "E408", 12), ("retreat", "E407", 1)):
        found = Runtime(GAME, [{"id": "e", "type": "rule", "effect": effect}]).problems
        assert [(p.code, p.column) for p in found] == [(code, column)], (effect, found)
    found = Runtime(GAME, [{"id": "e", "type": "rule", "effect": "set probe (value(rivr))"}]).problems
    assert "did you mean `river`" in found[0].hint
