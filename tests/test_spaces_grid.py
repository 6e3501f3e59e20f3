"""Grid spaces: the state of a grid (copied, saved), the cell queries and the sources over cells
(docs/game-model.md §2), on the tile vocabulary of tests/spaces_support.py."""
from __future__ import annotations

import json

from teotl.model.state import cells_from_json, cells_json

from spaces_support import lay, play, runtime


def value_of(expression: str, state=None, setup=None, **values) -> int:
    rt = runtime({"id": "p", "type": "rule", "effect": f"set probe ({expression})"})
    state = state or rt.new_state(2, seed=1)
    if setup:
        setup(state)
    ctx = rt.context(state, 0)
    rt.effects[("p", "effect")].do(ctx)
    return state.counters["probe"]


def board(state):
    """seat 0's bend (turned once) at (0, 0), seat 1's cross at (0, 1) over a spur, a well at (1, 0)."""
    lay(state, "field", 0, 0, "bend", owner=0, rotation=1)
    lay(state, "field", 0, 1, "spur", owner=1)
    lay(state, "field", 0, 1, "cross", owner=1, rotation=2)
    lay(state, "field", 1, 0, "well")


def test_cell_queries_read_the_top_layer():
    # for each occupied cell in reading order: (0,0) bend seat 0 k=1, (0,1) cross over spur seat 1
    # k=2, (1,0) well nobody
    assert value_of("sum(owner(c) + 1 for c in field)", setup=board) == 1 + 2 + 0
    assert value_of("sum(layers(c) for c in cells(field))", setup=board) == 1 + 2 + 1
    assert value_of("sum(rotation(c) for c in field)", setup=board) == 1 + 2 + 0
    assert value_of("count(c in field where has(c, path))", setup=board) == 1      # the cross shows, the spur is covered
    assert value_of("count(c in field where has(c, site))", setup=board) == 1
    assert value_of("sum(datum(c, coin) for c in field)", setup=board) == 2
    assert value_of("sum(row(c) * 10 + column(c) for c in field)", setup=board) == 0 + 1 + 10
    assert value_of("count(c in field where empty(c))", setup=board) == 0
    assert value_of("count(c in frontier(field) where empty(c))", setup=board) == 7


def test_reading_order_everywhere():
    # two digits per cell, row + 2 then column + 2, in the order each source gives the cells
    def _order(source: str) -> int:
        loop = f"each c in {source}: set probe (probe * 100 + (row(c) + 2) * 10 + column(c) + 2)"
        if "(t)" in source:     # around the cross at (0, 1)
            loop = f"each t in cells(field) where has(t, path): {{ {loop} }}"
        rt = runtime({"id": "p", "type": "rule", "effect": loop})
        state = rt.new_state(2, seed=1)
        board(state)
        rt.effects[("p", "effect")].do(rt.context(state, 0))
        return state.counters["probe"]
    # occupied: (0,0) (0,1) (1,0)
    assert _order("field") == _order("cells(field)") == int("22" "23" "32")
    # frontier: (-1,0) (-1,1) (0,-1) (0,2) (1,-1) (1,1) (2,0)
    assert _order("frontier(field)") == int("12" "13" "21" "24" "31" "33" "42")
    # around the cross at (0,1): (-1,0) (-1,1) (-1,2) (0,0) (0,2) (1,0) (1,1) (1,2)
    assert _order("neighbours(t)") == int("13" "22" "24" "33")
    assert _order("diagonals(t)") == int("12" "14" "32" "34")
    assert _order("around(t)") == int("12" "13" "14" "22" "24" "32" "33" "34")


def test_frontier_of_an_empty_grid_is_the_origin_and_of_a_bounded_grid_every_empty_cell():
    assert value_of("count(c in frontier(field))") == 1
    assert value_of("sum(row(c) + column(c) + 7 for c in frontier(field))") == 7
    # board: 2 rows × 3 columns, one tile at (1, 2): the 5 other cells, whatever touches what
    assert value_of("count(c in frontier(board))") == 6

    def one(state):
        lay(state, "board", 1, 2, "cross", owner=0)
    assert value_of("count(c in frontier(board))", setup=one) == 5
    # neighbours stay on the board: the corner (1, 2) has two, (1, 1) three
    assert value_of("sum(count(n in neighbours(c)) for c in board)", setup=one) == 2
    assert value_of("sum(count(n in around(c)) for c in board)", setup=one) == 3


def test_edge_turns_printed_data_and_is_zero_off_the_edge_or_for_an_empty_cell():
    # bend [2,1,0,1] turned once shows t1 r2 b1 l0: towards (0,1) (right) 2, towards (1,0)
    # (bottom) 1. The cross turned twice shows 1 everywhere; the well has no pips (0).
    expression = ("sum(sum(edge(c, n, pips) * (10 * row(n) + column(n) + 11) for n in neighbours(c)) "
                  "for c in field where owner(c) == 0)")
    # neighbours of (0,0): (-1,0) top 1 → 1 × 1, (0,-1) left 0, (0,1) right 2 → 2 × 12, (1,0) bottom 1 → 1 × 21
    assert value_of(expression, setup=board) == 1 * 1 + 2 * 12 + 1 * 21
    # not neighbours (the diagonal), an empty cell, a site without pips: 0
    assert value_of("sum(sum(edge(c, d, pips) for d in diagonals(c)) for c in field)", setup=board) == 0
    assert value_of("sum(sum(edge(n, c, pips) for n in frontier(field)) for c in field)", setup=board) == 0
    assert value_of("sum(sum(edge(c, n, pips) for n in neighbours(c)) for c in field where has(c, site))",
                    setup=board) == 0


def test_touching_and_adjacent():
    assert value_of("sum(touching(c, tile) for c in field)", setup=board) == 1 + 1 + 1
    # the frontier in reading order: (-1,0) 0, (-1,1) the cross 1, (0,-1) 0, (0,2) the cross 1,
    # (1,-1) the well 10, (1,1) the cross and the well 11, (2,0) the well 10
    assert value_of("sum(touching(c, site) * 10 + touching(c, path) for c in frontier(field))", setup=board) == \
        0 + 1 + 0 + 1 + 10 + 11 + 10
    assert value_of("count(c in field where count(d in field where adjacent(c, d)) == 2)", setup=board) == 1


def test_the_state_of_a_grid_is_copied_and_saved_and_only_there_when_used():
    rt = runtime()
    state = rt.new_state(2, seed=1)
    assert "cells" not in state.to_json()               # no grid used: the digest of other games is unchanged
    board(state)
    copy = state.copy()
    lay(copy, "field", 5, 5, "mine")
    lay(copy, "field", 0, 0, "spur", owner=1)
    assert (5, 5) not in state.cells["field"] and state.cells["field"][(0, 0)] == (("bend", 0, 1),)
    saved = json.loads(json.dumps(state.to_json()))
    assert saved["cells"] == {"field": [[0, 0, [["bend", 0, 1]]], [0, 1, [["spur", 1, 0], ["cross", 1, 2]]],
                                        [1, 0, [["well", -1, 0]]]]}
    assert cells_from_json(saved["cells"]) == state.cells
    assert cells_json(cells_from_json(saved["cells"])) == saved["cells"]


def test_a_whole_placement_is_logged_and_its_text_says_what_went_where():
    from teotl.runtime.logtext import event_text
    rt = runtime({"id": "t", "type": "rule", "effect": "place stock on field rotated"})
    state = rt.new_state(2, seed=1)
    state.supplies["stock"] = ["bend"]
    play(rt, state, "t", answers=["1"])
    event = state.log[-1]
    assert event == {"e": "place", "p": 0, "component": "bend", "supply": "stock", "space": "field", "row": 0,
                     "column": 0, "rotation": 1, "owner": -1}
    assert event_text(event, ["Ann", "Bo"]) == \
        "Ann places bend on field at row 0, column 0, turned a quarter clockwise"
