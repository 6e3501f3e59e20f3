"""The edges between the cells of a grid (teotl.primitives.grid_edges, docs/game-model.md §2):
`edges(c)`, `edges(GRID)`, `edges(SOURCE)` and `ends(e)`, on the tile vocabulary of
tests/spaces_support.py. The board: a well at (0, 0) and a mine at (1, 1); seat 0's bend
[2, 1, 0, 1] at (0, 1) (its left pip faces the well, its bottom none the mine); seat 1's spur
[3, 0, 0, 1] at (1, 0) (its top 3 face the well, its right none the mine)."""
from __future__ import annotations

import copy

import pytest

from teotl.runtime.runtime import Runtime

import spaces_support
from spaces_support import GAME, SITES, TILES, lay, play

LABELLED = copy.deepcopy(GAME)
LABELLED["vocabulary"]["labels"] = ["new"]
# what happens at an edge: the pips of the tile's side pay the site's coins to the tile's owner
WORK = ("each t in ends(e) where has(t, tile): each s in ends(e) where has(s, site): "
        "as owner(t): gain coin edge(t, s, pips) * datum(s, coin)")


def runtime(*components):
    return spaces_support.runtime(*components, game=LABELLED)


def board(rt):
    state = rt.new_state(2, seed=1)
    lay(state, "field", 0, 0, "well")
    lay(state, "field", 1, 1, "mine")
    lay(state, "field", 0, 1, "bend", owner=0)
    lay(state, "field", 1, 0, "spur", owner=1)
    return state


def test_a_grid_has_one_edge_per_pair_of_neighbouring_tiles_and_each_edge_two_ends():
    rt = runtime({"id": "count", "type": "rule",
                  "effect": "gain vp count(e in edges(field)); gain coin sum(count(c in ends(e)) for e in edges(field))"})
    state = board(rt)
    play(rt, state, "count")
    assert state.players[0].counters == {"coin": 8, "vp": 4}


def test_what_happens_at_each_edge_pays_each_owner():
    rt = runtime({"id": "work", "type": "rule", "effect": f"each e in edges(field): {WORK}"})
    state = board(rt)
    play(rt, state, "work")
    # bend: left 1 × well 2 = 2, bottom 0 × mine; spur: top 3 × well 2 = 6, right 0 × mine
    assert [p.counters["coin"] for p in state.players] == [2, 6]


def test_the_edges_of_one_cell_and_of_the_cells_of_a_source_are_each_edge_once():
    rt = runtime(
        {"id": "one", "type": "rule", "effect": "each c in field where has(c, path): gain vp count(e in edges(c))"},
        {"id": "sites", "type": "rule", "effect": "gain coin count(e in edges(labelled(field, new)))"},
        {"id": "mark", "type": "rule", "effect": "each c in field where has(c, site): label c new"})
    state = board(rt)
    lay(state, "field", -1, 0, "cross", owner=0)     # a third neighbour of the well
    play(rt, state, "one")
    assert state.players[0].counters["vp"] == 1       # the cross touches the well only
    play(rt, state, "mark")
    play(rt, state, "sites")
    # the well's three edges and the mine's two: five edges, none counted twice
    assert state.players[0].counters["coin"] == 5


def test_edges_come_in_reading_order_and_the_owner_picks_the_order_with_any_order():
    rt = runtime({"id": "order", "type": "rule",
                  "effect": "each e in any_order(edges(field)) where any(c in ends(e) where owner(c) == seat): gain coin 1"})
    state = board(rt)
    asked = play(rt, state, "order", answers=["0,1,1,1"])   # the last one left needs no answer
    # seat 0's bend shares an edge with the well (0,0)-(0,1) and with the mine (0,1)-(1,1)
    assert asked == [("order", ["0,0,0,1", "0,1,1,1"])] and state.players[0].counters["coin"] == 2


def test_a_player_reads_each_offered_edge_as_its_two_ends_by_name_and_place():
    rt = runtime({"id": "order", "type": "rule",
                  "effect": "each e in any_order(edges(field)) where any(c in ends(e) where owner(c) == seat): gain coin 1"})
    state = board(rt)
    decision = next(rt.effects[("order", "effect")].run(rt.context(state, 0)))
    assert [(o.key, o.text) for o in decision.options] == [
        ("0,0,0,1", "Well (row 0, column 0) – Bend (row 0, column 1)"),
        ("0,1,1,1", "Bend (row 0, column 1) – Mine (row 1, column 1)")]


def test_a_player_reads_each_offered_cell_as_its_coordinates():
    rt = runtime({"id": "order", "type": "rule",
                  "effect": "each c in any_order(field) where has(c, site): gain coin 1"})
    state = board(rt)
    decision = next(rt.effects[("order", "effect")].run(rt.context(state, 0)))
    assert [(o.key, o.text) for o in decision.options] == [("0,0", "row 0, column 0"), ("1,1", "row 1, column 1")]


def test_an_empty_cell_has_no_edges_and_a_cell_with_no_neighbour_none():
    rt = runtime({"id": "f", "type": "rule",
                  "effect": "gain vp count(e in edges(frontier(field))) + 10 * count(f in frontier(field))"})
    state = board(rt)
    play(rt, state, "f")
    assert state.players[0].counters["vp"] == 80       # 8 empty cells around the square, no edge among them


@pytest.mark.parametrize("effect, code", [
    ("gain vp count(e in edges(coin))", "E478"),              # a resource: not cells
    ("gain vp count(e in edges(players))", "E478"),           # players: not cells
    ("each p in players: gain vp count(e in edges(p))", "E478"),
    ("gain vp count(c in ends(it))", "E478"),                  # a component: not an edge
    ("each c in field: gain vp count(d in ends(c))", "E478"),  # a cell: not an edge
    ("gain vp count(e in edges(field, field))", "E472"),
    ("each e in edges(field): gain vp owner(e)", "E481"),      # an edge is no cell: reach its ends
])
def test_bad_edge_arguments_are_refused_with_a_hint(effect, code):
    rt = Runtime(LABELLED, [*TILES, *SITES, {"id": "bad", "type": "rule", "effect": effect}])
    assert [p.code for p in rt.problems] == [code], rt.problems
    assert rt.problems[0].hint and rt.problems[0].column > 1


def test_an_edge_parameter_of_a_template_takes_an_edge():
    from teotl.language.templates import HANDLE_KINDS
    assert "edge" in HANDLE_KINDS
    rt = Runtime(LABELLED, [*TILES, *SITES, {"id": "w", "type": "rule", "effect": "each e in edges(field): work(e)"},
                            {"id": "bad", "type": "rule", "effect": "each c in field: work(c)"}],
                 templates=[{"id": "work", "params": [{"e": "edge"}], "effect": WORK}])
    assert [(p.code, p.component_id) for p in rt.problems] == [("E425", "bad")]
    state = board(rt)
    play(rt, state, "w")
    assert [p.counters["coin"] for p in state.players] == [2, 6]
