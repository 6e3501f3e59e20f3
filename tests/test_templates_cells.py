"""Templates with cell handles, the shape of Cacao's "workers at an edge" and temple majorities
(docs/game-model.md §5), on the tile vocabulary of tests/spaces_support.py: a tile's pips on the
edge facing a site pay that site's coins to the tile's owner, once per pip."""
from __future__ import annotations

from teotl.runtime.runtime import Runtime

from spaces_support import GAME, SITES, TILES, lay

PAY_EDGE = {"id": "pay_edge", "params": [{"laid": "cell"}, {"target": "cell"}],
            "effect": "as owner(laid): repeat edge(laid, target, pips): gain coin datum(target, coin)"}
PIPS_AT = {"id": "pips_at", "params": [{"target": "cell"}],
           "value": "sum(edge(n, target, pips) for n in neighbours(target) where owner(n) == seat)"}
EFFECTS = [
    {"id": "pay", "type": "rule",
     "effect": "each s in cells(field) where has(s, site): each n in neighbours(s) where not empty(n): pay_edge(n, s)"},
    {"id": "count", "type": "rule", "effect": "each s in cells(field) where has(s, site): gain vp pips_at(s)"},
    {"id": "written", "type": "rule", "effect": (
        "each s in cells(field) where has(s, site): each n in neighbours(s) where not empty(n): "
        "as owner(n): repeat edge(n, s, pips): gain coin datum(s, coin)")},
]


def board(rt):
    """A well (2 coins) at (0, 0); seat 0's bend [2, 1, 0, 1] right of it (its left edge, 1 pip,
    faces the well); seat 1's spur [3, 0, 0, 1] below it (its top edge, 3 pips, faces the well)."""
    state = rt.new_state(2, seed=1)
    lay(state, "field", 0, 0, "well")
    lay(state, "field", 0, 1, "bend", owner=0)
    lay(state, "field", 1, 0, "spur", owner=1)
    return state


def run(rt, state, cid, seat=0):
    for _ in rt.effects[(cid, "effect")].run(rt.context(state, seat)):
        raise AssertionError("asked")
    return [p.counters for p in state.players]


def test_a_statement_template_with_two_cell_parameters_pays_each_owner_per_pip():
    rt = Runtime(GAME, [*TILES, *SITES, *EFFECTS], templates=[PAY_EDGE, PIPS_AT])
    assert not rt.problems, rt.problems
    counters = run(rt, board(rt), "pay")
    assert [c["coin"] for c in counters] == [2, 6]       # 1 pip × 2 coins, 3 pips × 2 coins
    assert [c["coin"] for c in run(rt, board(rt), "written")] == [2, 6]   # as written out


def test_a_value_template_with_a_cell_parameter_counts_the_own_pips_around_a_site():
    rt = Runtime(GAME, [*TILES, *SITES, *EFFECTS], templates=[PAY_EDGE, PIPS_AT])
    assert [c["vp"] for c in run(rt, board(rt), "count", seat=0)] == [1, 0]
    assert [c["vp"] for c in run(rt, board(rt), "count", seat=1)] == [0, 3]


def test_a_cell_parameter_takes_only_a_bound_cell():
    rt = Runtime(GAME, [*TILES, *SITES, {"id": "bad", "type": "rule", "effect": "pay_edge(it, it)"},
                        {"id": "bad2", "type": "rule", "effect": "gain vp pips_at(coin)"}],
                 templates=[PAY_EDGE, PIPS_AT])
    assert [(p.code, p.component_id, p.column) for p in rt.problems] == [("E425", "bad", 10), ("E425", "bad2", 17)]
    assert "`it` is a component, but the argument `laid` of `pay_edge` must be a cell" in rt.problems[0].message
