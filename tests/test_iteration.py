"""The general model's core: `each NAME in SOURCE`, functions over a source (count, sum, any,
all, min, max with a binder), `as PLAYER:`, `require COND`, `%`, and the kinds of bound names
(a handle where a number is wanted is a load-time error). docs/game-model.md §1, §6."""
from __future__ import annotations

import pytest

from teotl.model.decisions import IllegalAnswer
from teotl.runtime.runtime import Runtime
from teotl.runtime.game import Game

from minigame import GAME, runtime


def run(rt: Runtime, effect_id: str, players: int = 3, seat: int = 0, setup=None, answers=()):
    """Run a component's effect once on a fresh state; returns the state."""
    state = rt.new_state(players, seed=1)
    if setup:
        setup(state)
    ctx = rt.context(state, seat)
    stmt = rt.effects[(effect_id, "effect")]
    runner = stmt.run(ctx)
    answers = list(answers)
    try:
        decision = next(runner)
        while True:
            key = answers.pop(0)
            option = decision.find(key)
            assert option is not None, (key, decision.keys())
            decision = runner.send(option.value)
    except StopIteration:
        pass
    assert not answers, f"unused answers {answers}"
    return state


def problems(*components: dict) -> list:
    return Runtime(GAME, list(components)).problems


def test_each_player_in_players_runs_as_each_seat_in_turn_order():
    # seat 1 acts; `players` goes 1, 2, 0: each gains its own seat number + 1 in vp, and the
    # order shows in the counter `clock`, multiplied by 10 and increased by the seat each time
    rt = runtime({"id": "e", "type": "tile", "effect": "each p in players: { gain vp p + 1; set clock (clock * 10 + p) }"})
    state = run(rt, "e", players=3, seat=1)
    assert [p.counters["vp"] for p in state.players] == [1, 2, 3]
    assert state.counters["clock"] == 120  # ((0*10+1)*10+2)*10+0


def test_each_other_where_skips_players_who_fail_the_condition_judged_just_before_their_turn():
    # the first other (seat 1) raises everyone's clock; the condition reads clock, so seat 2,
    # judged after, is skipped: where is judged per item, not once at the start
    rt = runtime({"id": "e", "type": "tile",
                  "effect": "each p in others where clock == 0: { gain vp 5; set clock 1 }"})
    state = run(rt, "e", players=3, seat=0)
    assert [p.counters["vp"] for p in state.players] == [0, 5, 0]


def test_count_sum_any_all_min_max_over_players():
    # vp of seats 0, 1, 2 are 4, 0, 7; seat 0 writes the results into its resources
    rt = runtime({"id": "e", "type": "tile", "effect": (
        "gain wood count(p in players where vp > 0), stone sum(vp for p in players), "
        "gold max(vp for p in others), cocoa min(vp * 10 + p for p in players where vp > 0); "
        "if any(p in players where vp == 0) and all(p in players where vp < 8) { gain vp 100 }")})

    def setup(state):
        for seat, vp in enumerate((4, 0, 7)):
            state.players[seat].counters["vp"] = vp
    state = run(rt, "e", setup=setup)
    me = state.players[0].counters
    assert (me["wood"], me["stone"], me["gold"], me["cocoa"]) == (2, 11, 7, 40)
    assert me["vp"] == 104


def test_functions_over_an_empty_source_and_all_of_nothing():
    rt = runtime({"id": "e", "type": "tile", "effect": (
        "gain wood count(p in others), stone max(vp for p in others) + 1; "
        "if all(p in others where vp > 99) { gain gold 1 }")})
    state = run(rt, "e", players=1)
    me = state.players[0].counters
    assert (me["wood"], me["stone"], me["gold"]) == (0, 1, 1)


def test_as_runs_the_statement_for_another_seat_and_nobody_is_nothing():
    rt = runtime({"id": "e", "type": "tile", "effect": "as 2: gain wood 3; as seat - 1: gain stone 1; as 9: gain gold 1"})
    state = run(rt, "e", players=3, seat=0)
    assert [p.counters["wood"] for p in state.players] == [0, 0, 3]
    assert sum(p.counters["stone"] for p in state.players) == 0  # seat -1: nobody
    assert sum(p.counters["gold"] for p in state.players) == 0   # seat 9: nobody


def test_as_asks_the_other_player():
    rt = runtime({"id": "e", "type": "tile", "effect": "as 1: choose { gain wood 1 | gain stone 1 }"})
    state = rt.new_state(2, seed=1)
    runner = rt.effects[("e", "effect")].run(rt.context(state, 0))
    decision = next(runner)
    assert decision.player == 1 and decision.kind == "choose"


def test_require_makes_an_option_unavailable_unless_its_condition_holds():
    rt = runtime({"id": "e", "type": "tile", "effect": "choose { require wood >= 2; gain vp 5 | gain cocoa 1 }"})
    # without wood only the second option is possible: it runs without asking
    state = run(rt, "e")
    assert state.players[0].counters["cocoa"] == 1 and state.players[0].counters["vp"] == 0

    def rich(state):
        state.players[0].counters["wood"] = 2
    state = run(rt, "e", setup=rich, answers=["1"])
    assert state.players[0].counters["vp"] == 5


def test_remainder_and_division_round_down_and_by_zero_is_zero():
    rt = runtime({"id": "e", "type": "tile",
                  "effect": "gain wood 7 % 3, stone (clock + 17) % 5, gold 7 / 2, cocoa (clock + 7) % clock, vp 7 / clock"})
    state = run(rt, "e")
    me = state.players[0].counters
    assert (me["wood"], me["stone"], me["gold"], me["cocoa"], me["vp"]) == (1, 2, 3, 0, 0)


def test_a_player_handle_is_a_number_and_a_bound_name_is_known_only_inside_its_scope():
    assert not problems({"id": "e", "type": "tile", "effect": "each p in players where p != seat: gain vp p"})
    found = problems({"id": "e", "type": "tile", "effect": "each p in players: gain vp 1; gain wood p"})
    assert [p.code for p in found] == ["E401"] and "`p`" in found[0].message


def test_a_component_handle_is_not_a_number():
    found = problems({"id": "e", "type": "tile", "effect": "gain vp it"})
    assert [p.code for p in found] == ["E470"]
    assert "`it` is a component, not a number" in found[0].message


def test_unknown_sources_and_binders_in_the_wrong_place_are_load_time_errors():
    cases = {
        "each c in nowhere: nothing": "E472",
        "each c in frobnicate(x): nothing": "E472",
        "gain vp count(c in nowhere)": "E472",
        "gain vp sum(p in players)": "E473",          # sum needs a value: `X for p in players`
        "gain vp count(vp for p in players)": "E473",  # count takes no value
        "gain vp all(p in players)": "E473",           # all needs a condition
        "gain vp table(p in players)": "E473",         # not a function over a source
        "gain vp min(p in players, 3)": "E473",
        "each p in players(3): nothing": "E472",
    }
    for effect, code in cases.items():
        found = problems({"id": "e", "type": "tile", "effect": effect})
        assert [p.code for p in found] == [code], (effect, found)
        assert found[0].line == 1 and found[0].column > 0, (effect, found[0])


def test_each_in_a_whole_game_is_deterministic():
    # a game whose turn gives every other player 1 vp while the mover's vp is even
    game = {**GAME, "flow": {"turn": "turn", "game_over": "clock >= 6", "round_end": "tick", "score": "vp"}}
    components = [{"id": "turn", "type": "tile", "effect": "each p in others: if vp % 2 == 0 { gain vp 1 }"},
                  {"id": "tick", "type": "tile", "effect": "set clock (clock + 1)"}]
    scores = []
    for _ in range(2):
        played = Game(Runtime(game, components), players=3, seed=5)
        assert played.finished
        scores.append(played.scores())
    assert scores[0] == scores[1] and sum(scores[0]) > 0
    with pytest.raises(IllegalAnswer):
        played.answer("1")


def test_has_reads_the_type_and_tags_of_the_component_a_handle_shows():
    # a supply's components are not a source yet (supplies come with the cards primitives): `it`
    # is the component in focus; without one, has() is 0
    rt = runtime({"id": "e", "type": "tile", "effect": "if has(it, discovery) { gain vp 1 } else { gain wood 1 }"},
                 {"id": "d1", "type": "discovery", "tags": ["mask"]})
    state = rt.new_state(2, seed=1)
    ctx = rt.context(state, 0)
    rt.effects[("e", "effect")].do(ctx)
    assert state.players[0].counters["wood"] == 1
    ctx = rt.context(state, 0)
    ctx.values = {"it": "d1"}
    rt.effects[("e", "effect")].do(ctx)
    assert state.players[0].counters["vp"] == 1
    found = problems({"id": "e", "type": "tile", "effect": "if has(it, dicovery) { nothing }"},
                     {"id": "d1", "type": "discovery"})
    assert [p.code for p in found] == ["E401"] and "did you mean `discovery`" in found[0].hint
    found = problems({"id": "e", "type": "tile", "effect": "if has(vp, discovery) { nothing }"})
    assert [p.code for p in found] == ["E470"]


def test_each_in_any_order_lets_the_decider_pick_the_next_item_until_none_meets_the_condition():
    # the others (seats 1, 2, 3) in the order the current player picks; each one's turn adds its
    # seat to the clock, and once clock passes 4 the condition stops the rest
    rt = runtime({"id": "e", "type": "tile",
                  "effect": "each p in any_order(others) where clock < 4: set clock (clock * 10 + p)"})
    state = rt.new_state(4, seed=1)
    runner = rt.effects[("e", "effect")].run(rt.context(state, 0))
    decision = next(runner)
    assert decision.kind == "order" and decision.keys() == ["1", "2", "3"]
    decision = runner.send(decision.find("3").value)          # clock 3: 2 and 1 left, both allowed
    assert decision.keys() == ["1", "2"]
    with pytest.raises(StopIteration):
        runner.send(decision.find("1").value)                 # clock 31: nobody else meets clock < 4
    assert state.counters["clock"] == 31


def test_each_in_any_order_does_not_ask_when_one_item_is_ready():
    rt = runtime({"id": "e", "type": "tile", "effect": "each p in any_order(others): gain vp 1"})
    state = run(rt, "e", players=2)   # one other player: no question
    assert [p.counters["vp"] for p in state.players] == [0, 1]  # over players, the body runs as that player
