"""Pieces on a graph space (interpreter/teotl/primitives/graph_moves.py, docs/verbs.md "Pieces on a
graph"): entering with push chains along fixed paths, claiming nodes, taking pieces off, on a small
graph declared inline in the vocabulary (M9's Empire, read from a component, is
tests/test_expansion_m9.py)."""
from __future__ import annotations

import copy
import functools

import pytest

from minigame import GAME
from teotl.language import parse_effect
from teotl.model.decisions import EffectRun
from teotl.runtime.runtime import Runtime


# ====================================================================== the primitive on a small map
# start ─┬─ a1 (north) ─┬─ a2 (north) ─┐
#        │              ├─ a3 (north) ─┼─ end (unlimited, every path)
#        │              └─ b2 (south)  │      (a1 → b2 is a cross edge a north piece never takes)
#        └─ b1 (south) ─── b2 (south) ─┘
SMALL_MAP = {
    "id": "small", "kind": "graph", "name": "a small map",
    **{
        "entry": "start", "paths": ["north", "south"],
        "nodes": [
            {"id": "start", "ahead": ["a1", "b1"], "value": 0},
            {"id": "a1", "paths": ["north"], "ahead": ["a2", "a3", "b2"], "value": 1, "open": 1, "component": "prize"},
            {"id": "b1", "paths": ["south"], "ahead": ["b2"], "value": 1, "open": 1},
            {"id": "a2", "paths": ["north"], "ahead": ["end"], "value": 2, "open": 0},
            {"id": "a3", "paths": ["north"], "ahead": ["end"], "value": 2, "open": 1},
            {"id": "b2", "paths": ["south"], "ahead": ["end"], "value": 2},
            {"id": "end", "capacity": "unlimited", "value": 5},
        ],
    },
}
PRIZE = {"id": "prize", "type": "tile", "effect": "gain vp 3"}


def game_with(*spaces: dict) -> dict:
    """The mini game with these spaces declared in its vocabulary."""
    game = copy.deepcopy(GAME)
    game["vocabulary"]["spaces"] = list(spaces)
    return game


SMALL_GAME = game_with(SMALL_MAP)
CLAIMABLE = "count(n in nodes(small) where datum(n, open) > 0 and occupants(n, seat) > 0 and claimed_by(n) < 0)"
CLAIMED = "count(n in nodes(small) where claimed_by(n) == seat)"


@functools.lru_cache(maxsize=None)
def small() -> Runtime:
    runtime = Runtime(SMALL_GAME, [PRIZE])
    assert not runtime.problems, runtime.problems
    return runtime


def run_text(runtime, state, text: str, player: int = 0, answers=()) -> EffectRun:
    run = EffectRun(runtime.compiler.effect(parse_effect(text)).run(runtime.context(state, player)))
    return run.play(list(answers))


def value(runtime, state, text: str, player: int = 0) -> int:
    return runtime.compiler.expr(parse_effect(f"if ({text}) {{ nothing }}").stmts[0].condition)(
        runtime.context(state, player))


def pieces(state, name: str = "small") -> list:
    return sorted(state.maps.get(name, ((), ()))[0])


def test_a_push_chain_follows_each_pieces_path_and_asks_each_owner():
    """Player 0 enters `start`, held by player 1: player 1 picks a1 or b1 (a1, so its path becomes
    north); a1 held by player 0 (north): player 0 is offered a2 and a3, never the south node b2;
    a2 held by player 1: its only move is `end`, taken without a question."""
    runtime = small()
    state = runtime.new_state(2)
    state.maps["small"] = ((("start", 1, ""), ("a1", 0, "north"), ("a2", 1, "north")), ())
    run = run_text(runtime, state, "enter small")
    asked = []
    for answer in ("a1", "a2"):
        asked.append((run.pending.player, run.pending.kind, run.pending.keys()))
        run.answer(answer)
    assert run.finished
    assert asked == [(1, "node", ["a1", "b1"]), (0, "node", ["a2", "a3"])]
    assert pieces(state) == [("a1", 1, "north"), ("a2", 0, "north"), ("end", 1, "north"), ("start", 0, "")]


def test_a_piece_pushed_out_of_the_entry_takes_the_path_of_the_node_it_reaches():
    runtime = small()
    state = runtime.new_state(2)
    run_text(runtime, state, "enter small", 0)
    run_text(runtime, state, "enter small", 1, ["b1"])           # player 0's piece goes south
    run_text(runtime, state, "enter small", 0, ["b1"])           # player 1's piece goes south too:
    assert pieces(state) == [("b1", 1, "south"), ("b2", 0, "south"), ("start", 0, "")]  # pushes 0 on to b2


def test_the_unlimited_node_holds_every_piece_and_pushes_nobody():
    runtime = small()
    state = runtime.new_state(3)
    state.maps["small"] = ((("end", 1, "north"), ("end", 2, "south"), ("b2", 2, "south")), ())
    run_text(runtime, state, "enter small at b2", 0)             # b2's piece moves on to `end`
    assert pieces(state) == [("b2", 0, "south"), ("end", 1, "north"), ("end", 2, "south"), ("end", 2, "south")]
    assert value(runtime, state, "sum(occupants(n) for n in nodes(small) where is_node(n, end))") == 3
    assert value(runtime, state, "sum(datum(n, value) * occupants(n, seat) for n in nodes(small))", 2) == 10


def test_a_node_of_capacity_one_holds_one_piece_and_own_pieces_are_pushed_too():
    runtime = small()
    state = runtime.new_state(1)
    run_text(runtime, state, "enter small", 0)
    run = run_text(runtime, state, "enter small", 0)
    assert run.pending.player == 0 and run.pending.keys() == ["a1", "b1"]
    run.answer("a1")
    assert pieces(state) == [("a1", 0, "north"), ("start", 0, "")]
    assert value(runtime, state, "sum(occupants(n, seat) for n in small where is_node(n, start))") == 1 and value(runtime, state, "sum(occupants(n, seat) for n in nodes(small))") == 2


def test_a_steered_owner_is_not_asked_random_out_of_the_entry_then_the_first_node_ahead():
    """`steer (seat == 1)`: player 1's piece pushed out of `start` goes to a1 or b1 by the game's
    random numbers, without a question (the same seed, the same node); pushed from a1 it takes the
    first node ahead on its path (a2, declared before a3). Player 0 is still asked."""
    runtime = small()
    landed = set()
    for seed in range(12):
        state = runtime.new_state(2, seed)
        state.maps["small"] = ((("start", 1, ""),), ())
        assert run_text(runtime, state, "enter small steer (seat == 1)", 0).finished
        node = [p for p in pieces(state) if p[1] == 1][0][0]
        again = runtime.new_state(2, seed)
        again.maps["small"] = ((("start", 1, ""),), ())
        run_text(runtime, again, "enter small steer (seat == 1)", 0)
        assert pieces(again) == pieces(state)
        landed.add(node)
    assert landed == {"a1", "b1"}
    state = runtime.new_state(2)
    state.maps["small"] = ((("start", 0, ""), ("a1", 1, "north")), ())
    run = run_text(runtime, state, "enter small at a1 steer (seat == 1)", 0)
    assert run.finished and pieces(state) == [("a1", 0, "north"), ("a2", 1, "north"), ("start", 0, "")]
    run = run_text(runtime, state, "enter small steer (seat == 1)", 1)
    assert run.pending.player == 0 and run.pending.keys() == ["a1", "b1"]


def test_entering_from_a_counter_takes_one_and_none_left_means_nothing():
    runtime = small()
    state = runtime.new_state(1)
    stmt = runtime.compiler.effect(parse_effect("enter small from wood"))
    ctx = runtime.context(state, 0)
    assert not stmt.can(ctx)
    EffectRun(stmt.run(ctx))
    assert pieces(state) == []
    state.players[0].counters["wood"] = 2
    assert stmt.can(ctx)
    EffectRun(stmt.run(ctx))
    assert state.players[0].counters["wood"] == 1 and pieces(state) == [("start", 0, "")]


def test_claiming_removes_the_piece_runs_the_node_component_and_never_twice():
    runtime = small()
    state = runtime.new_state(2)
    state.maps["small"] = ((("a1", 0, "north"), ("a2", 0, "north"), ("b1", 1, "south"), ("start", 0, "")), ())
    assert value(runtime, state, CLAIMABLE) == 1     # a2 is not open; start has no `open`
    run = run_text(runtime, state, "claim_node small where open")         # the only choice: no question
    assert run.finished
    assert pieces(state) == [("a2", 0, "north"), ("b1", 1, "south"), ("start", 0, "")]
    assert state.maps["small"][1] == (("a1", 0),)
    assert state.players[0].counters["vp"] == 3                         # a1's component: gain vp 3
    assert value(runtime, state, CLAIMED) == 1 and value(runtime, state, CLAIMED, 1) == 0
    state.maps["small"] = (state.maps["small"][0] + (("a1", 0, "north"),), state.maps["small"][1])
    stmt = runtime.compiler.effect(parse_effect("claim_node small where open"))
    assert not stmt.can(runtime.context(state, 0))                      # a1 is claimed already
    assert stmt.can(runtime.context(state, 1))                          # player 1 may claim b1


def test_claiming_best_takes_the_highest_value_and_keep_leaves_the_piece():
    runtime = small()
    state = runtime.new_state(1)
    state.maps["small"] = ((("a1", 0, "north"), ("a3", 0, "north"), ("b1", 0, "south")), ())
    run = run_text(runtime, state, "claim_node small where open best value keep")
    assert run.finished and state.maps["small"][1] == (("a3", 0),)
    assert pieces(state) == [("a1", 0, "north"), ("a3", 0, "north"), ("b1", 0, "south")]
    run = run_text(runtime, state, "claim_node small where open")         # a1 or b1: the player chooses
    assert run.pending.keys() == ["a1", "b1"]


def test_removing_a_piece_from_the_game():
    runtime = small()
    state = runtime.new_state(2)
    state.maps["small"] = ((("a1", 0, "north"), ("end", 0, "north"), ("b1", 1, "south")), ())
    run = run_text(runtime, state, "remove_piece small")
    assert run.pending.keys() == ["a1", "end"]
    run.answer("end")
    assert pieces(state) == [("a1", 0, "north"), ("b1", 1, "south")]
    assert value(runtime, state, "sum(occupants(n, seat) for n in nodes(small) where datum(n, open) > 0)") == 1


def test_a_copy_of_the_state_has_its_own_graph():
    runtime = small()
    state = runtime.new_state(1)
    run_text(runtime, state, "enter small", 0)
    copy = state.copy()
    run_text(runtime, copy, "enter small", 0, ["b1"])
    assert pieces(state) == [("start", 0, "")]
    assert pieces(copy) == [("b1", 0, "south"), ("start", 0, "")]
    assert copy.to_json()["maps"]["small"]["pieces"] == [["start", 0, ""], ["b1", 0, "south"]]   # arrival order


@pytest.mark.parametrize("nodes, message", [
    ([{"id": "s", "ahead": ["x"]}, {"id": "x", "ahead": ["s"]}], "cycle"),
    ([{"id": "s", "ahead": ["x"]}, {"id": "x"}], "no node ahead"),
])
def test_a_graph_a_push_could_not_end_on_is_refused_where_enter_names_it(nodes, message):
    """A cycle is a graph like any other (`nodes`, `links` go round it), but `enter` could push
    for ever on it: E460 at the verb."""
    game = game_with({"id": "loop", "kind": "graph", "nodes": nodes})
    assert Runtime(game, [{"id": "user", "type": "tile", "effect": "gain vp count(n in nodes(loop))"}]).problems == []
    runtime = Runtime(game, [{"id": "user", "type": "tile", "effect": "enter loop"}])
    assert [p.code for p in runtime.problems] == ["E460"]
    problem = runtime.problems[0]
    assert problem.component_id == "user" and problem.hint and "loop" in problem.message and message in problem.message


def test_a_larger_capacity_pushes_the_piece_that_came_first():
    game = game_with({"id": "two", "kind": "graph", "nodes": [
        {"id": "gate", "capacity": 2, "ahead": ["yard"]}, {"id": "yard", "capacity": "unlimited"}]})
    runtime = Runtime(game, [])
    state = runtime.new_state(3)
    for seat in (0, 1):
        run_text(runtime, state, "enter two", seat)
    assert pieces(state, "two") == [("gate", 0, ""), ("gate", 1, "")]
    run_text(runtime, state, "enter two", 2)                           # 0 came first: pushed to the yard
    assert pieces(state, "two") == [("gate", 1, ""), ("gate", 2, ""), ("yard", 0, "")]


@pytest.mark.parametrize("effect, code, words", [
    ("enter small at a4", "E401", "has no node `a4`"),
    ("claim_node small where opne", "E401", "has the number"),
    ("claim_node small best valeu", "E401", "has the number"),
    ("remove_piece small where opne", "E401", "has the number"),
    ("enter nowhere", "E480", "must be a graph of vocabulary.spaces"),
    ("enter small from nothing", "E401", "`from` needs a player counter"),
    ("enter small sideways", "E407", "unexpected `sideways`"),
])
def test_bad_arguments_are_clear_errors(effect, code, words):
    runtime = Runtime(SMALL_GAME, [PRIZE, {"id": "user", "type": "tile", "effect": effect}])
    assert [p.code for p in runtime.problems] == [code], runtime.problems
    assert words in runtime.problems[0].message and runtime.problems[0].hint


@pytest.mark.parametrize("old, new", [
    ("map_enter small", "enter S"), ("map_mark small where open", "claim_node S"),
    ("map_remove small", "remove_piece S"), ("gain vp map_sum(small, value)", "datum(n, KEY) * occupants(n, seat)"),
    ("gain vp map_pieces(small)", "occupants(n, seat)"), ("gain vp map_markable(small, open)", "claimed_by(n) < 0"),
    ("gain vp map_marked(small)", "claimed_by(n) == seat"), ("gain vp map_count(small, end)", "is_node(n, NODE)"),
    ("gain vp map_piece_on(small, end)", "is_node(n, NODE)"),
])
def test_the_old_map_names_say_what_to_write_now(old, new):
    runtime = Runtime(SMALL_GAME, [PRIZE, {"id": "user", "type": "tile", "effect": old}])
    assert [p.code for p in runtime.problems] == ["E402" if "(" in old else "E403"]
    problem = runtime.problems[0]
    assert "is gone" in problem.message and new in problem.hint and "kind: graph" in problem.hint
