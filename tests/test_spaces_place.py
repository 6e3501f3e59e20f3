"""`place SUPPLY on GRID [at (CELL)] [over] [rotated] [free] [where (COND)]` (docs/game-model.md
§2, "Placing"), worked on the tile vocabulary of tests/spaces_support.py, numbers checked by hand."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from teotl.language import parse_effect
from teotl.model.decisions import IllegalAnswer

from spaces_support import GAME, TILE_RULE, lay, play, runtime

PLACE_TILE = f"place hand on field rotated where ({TILE_RULE})"


def state_with_sites(rt, hand=("bend", "cross"), seat=0):
    """A well at (0, 0) and a shrine at (1, 1); `hand` in seat's hand."""
    state = rt.new_state(2, seed=1)
    lay(state, "field", 0, 0, "well")
    lay(state, "field", 1, 1, "shrine")
    state.supplies[f"hand@{seat}"] = list(hand)
    return state


def test_the_legal_cells_are_the_odd_squares_next_to_a_site_in_reading_order():
    # frontier of {(0,0), (1,1)}: (-1,0) (0,-1) (0,1) (1,0) (1,2) (2,1), all of odd parity and all
    # next to a site; a tile of seat 1 at (0,1) takes that square and adds (-1,1), (0,2), both even
    rt = runtime({"id": "t", "type": "rule", "effect": PLACE_TILE})
    state = state_with_sites(rt)
    lay(state, "field", 0, 1, "spur", owner=1)
    asked = play(rt, state, "t", answers=["bend", "2,1", "0"])
    assert asked[1] == ("cell", ["-1,0", "0,-1", "1,0", "1,2", "2,1"])
    assert state.cells["field"][(2, 1)] == (("bend", 0, 0),)
    assert state.supplies["hand@0"] == ["cross"]


def test_the_decisions_have_kinds_keys_and_texts_a_player_can_read():
    rt = runtime({"id": "t", "type": "rule", "effect": PLACE_TILE})
    state = state_with_sites(rt)
    runner = rt.effects[("t", "effect")].run(rt.context(state, 0))
    component = next(runner)
    assert (component.kind, component.player) == ("component", 0)
    assert [(o.key, o.text) for o in component.options] == [("bend", "Bend"), ("cross", "Cross")]
    cell = runner.send(component.find("bend").value)
    assert cell.kind == "cell" and cell.options[0].key == "-1,0" and cell.options[0].text == "row -1, column 0"
    rotation = runner.send(cell.find("0,1").value)
    assert rotation.kind == "rotation" and rotation.keys() == ["0", "1", "2", "3"]
    # bend is printed [2, 1, 0, 1]; a quarter turn clockwise shows top 1, right 2, bottom 1, left 0
    assert rotation.find("1").text == "a quarter turn clockwise (pips: top 1, right 2, bottom 1, left 0)"


@pytest.mark.parametrize("rotation, digits", [(0, 2110), (1, 1021), (2, 112), (3, 1201)])
def test_edge_data_turns_with_the_rotation(rotation, digits):
    # bend [2, 1, 0, 1] at (0, 1) with sites on all four sides; neighbours in reading order are
    # top (-1,1), left (0,0), right (0,2), bottom (1,1). By hand, after[q] = printed[(q - k) % 4]:
    # k=0 t2 r1 b0 l1 → 2,1,1,0; k=1 t1 r2 b1 l0 → 1,0,2,1; k=2 t0 r1 b2 l1 → 0,1,1,2;
    # k=3 t1 r0 b1 l2 → 1,2,0,1
    rt = runtime({"id": "t", "type": "rule", "effect": (
        f"{PLACE_TILE}; each n in neighbours(placed): set probe (probe * 10 + edge(placed, n, pips))")})
    state = state_with_sites(rt, hand=("bend",))
    for row, column in ((-1, 1), (0, 2)):
        lay(state, "field", row, column, "mine")
    play(rt, state, "t", answers=["0,1", str(rotation)])
    assert state.counters["probe"] == digits
    assert state.cells["field"][(0, 1)] == (("bend", 0, rotation),)


def test_rotations_that_look_the_same_are_offered_once():
    line = {"id": "line", "type": "tile", "name": "Line", "data": {"pips": [1, 0, 1, 0]}}
    rt = runtime(line, {"id": "t", "type": "rule", "effect": PLACE_TILE})
    # the cross looks the same every way round: no rotation question
    state = state_with_sites(rt, hand=("cross",))
    assert play(rt, state, "t", answers=["0,1"]) == [("cell", ["-1,0", "0,-1", "0,1", "1,0", "1,2", "2,1"])]
    assert state.cells["field"][(0, 1)] == (("cross", 0, 0),)
    # a line has two looks; a spur four
    state = state_with_sites(rt, hand=("line",))
    assert play(rt, state, "t", answers=["0,1", "1"])[1] == ("rotation", ["0", "1"])
    state = state_with_sites(rt, hand=("spur",))
    assert play(rt, state, "t", answers=["0,1", "3"])[1] == ("rotation", ["0", "1", "2", "3"])


def test_where_sees_the_candidate_rotation_through_edge_of_cell():
    # the tile must point at least 2 pips at a site: bend at (0,1) next to the well at (0,0) only
    # when its 2 faces left (k=3: l2); next to the shrine below only when it faces down (k=2: b2)
    rt = runtime({"id": "t", "type": "rule", "effect": (
        "place hand on field rotated where (any(n in neighbours(cell) where has(n, site) and edge(cell, n, pips) >= 2))")})
    state = state_with_sites(rt, hand=("bend",))
    asked = play(rt, state, "t", answers=["0,1", "3"])
    # (0,1) is above the shrine (1,1) and right of the well (0,0): both k=2 and k=3 work
    assert asked == [("cell", ["-1,0", "0,-1", "0,1", "1,0", "1,2", "2,1"]), ("rotation", ["2", "3"])]
    # rotation(cell) reads the candidate too: only a half turn
    rt = runtime({"id": "t", "type": "rule", "effect": f"place hand on field rotated where ({TILE_RULE} and rotation(cell) == 2)"})
    state = state_with_sites(rt, hand=("bend",))
    assert play(rt, state, "t", answers=["0,1"]) == [("cell", ["-1,0", "0,-1", "0,1", "1,0", "1,2", "2,1"])]
    assert state.cells["field"][(0, 1)] == (("bend", 0, 2),)


def test_where_binds_it_the_candidate_component():
    rt = runtime({"id": "t", "type": "rule", "effect": f"place hand on field where ({TILE_RULE} and has(it, path))"})
    state = state_with_sites(rt, hand=("bend", "cross", "spur"))
    asked = play(rt, state, "t", answers=["1,0"])       # only the cross has the tag: no component question
    assert asked[0][0] == "cell" and state.supplies["hand@0"] == ["bend", "spur"]


def test_placed_and_it_are_bound_for_the_rest_and_an_activation_pays_each_neighbours_owner():
    # a mine (3 coin) goes to (1, 0), the only empty square touching 3 tiles; around it lie
    # (0,0) seat 0's bend turned once (t1 r2 b1 l0: b1 faces it), (1,-1) seat 1's spur as printed
    # (r0 faces it), (1,1) seat 1's cross (l1) and (2,0), empty. Each owner gains
    # edge(n, placed, pips) × 3: seat 0 1 × 3 = 3; seat 1 0 × 3 + 1 × 3 = 3
    rt = runtime({"id": "t", "type": "rule", "effect": (
        "each c in frontier(field) where touching(c, tile) >= 3: { place display on field at (c) free; "
        "each n in neighbours(placed) where owner(n) >= 0: as owner(n): gain coin edge(n, placed, pips) * datum(it, coin) }")})
    state = rt.new_state(2, seed=1)
    lay(state, "field", 0, 0, "bend", owner=0, rotation=1)
    lay(state, "field", 1, -1, "spur", owner=1, rotation=0)
    lay(state, "field", 1, 1, "cross", owner=1)
    state.supplies["display"] = ["mine", "well"]
    asked = play(rt, state, "t", answers=["mine"])
    assert asked == [("component", ["mine", "well"])]    # the only cell touching 3 tiles is (1, 0)
    assert state.cells["field"][(1, 0)] == (("mine", -1, 0),)   # a shared supply: nobody owns it
    assert [p.counters["coin"] for p in state.players] == [3, 3]
    assert state.supplies["display"] == ["well"]


def test_over_puts_a_new_layer_on_an_own_tile_once_and_only_the_top_counts():
    overbuild = "place hand on field over rotated where (owner(cell) == seat and layers(cell) == 1)"
    rt = runtime({"id": "t", "type": "rule", "effect": (
        f"{overbuild}; set probe (layers(placed) * 100 + sum(edge(placed, n, pips) for n in neighbours(placed)))")})
    state = rt.new_state(2, seed=1)
    lay(state, "field", 0, 0, "well")
    lay(state, "field", 0, 1, "cross", owner=0)
    lay(state, "field", 1, 0, "cross", owner=1)              # not seat 0's: not offered
    state.supplies["hand@0"] = ["spur", "spur"]
    asked = play(rt, state, "t", answers=["1"])               # the only own tile: no cell question
    assert asked == [("rotation", ["0", "1", "2", "3"])]
    assert state.cells["field"][(0, 1)] == (("cross", 0, 0), ("spur", 0, 1))
    # spur [3,0,0,1] k=1 shows t1 r3 b0 l0: the sum over its four neighbours is 4, the cross's is gone
    assert state.counters["probe"] == 204
    # a second overbuild of the same square is refused: nothing legal, nothing placed, and
    # `placed` then names no cell (it reads as empty: 0 layers, no edges), never the old one
    assert not rt.effects[("t", "effect")].can(rt.context(state, 0))
    assert play(rt, state, "t") == [] and state.supplies["hand@0"] == ["spur"]
    assert state.counters["probe"] == 0


def test_at_places_exactly_there_and_only_when_the_cell_fits():
    rt = runtime({"id": "t", "type": "rule", "effect": (
        "each t in cells(field) where owner(t) == 0: each c in neighbours(t) where empty(c): "
        "place display on field at (c)")},
        {"id": "u", "type": "rule", "effect": "each t in field where row(t) == 4: place display on field over at (t)"},
        {"id": "v", "type": "rule", "effect": "each t in field: place display on field at (t)"})
    state = rt.new_state(2, seed=1)
    lay(state, "field", 5, 5, "cross", owner=0)
    state.supplies["display"] = ["well", "mine", "shrine", "well"]
    # the 4 neighbours of (5, 5) in reading order; the 4th gets the last well (one left: not asked)
    asked = play(rt, state, "t", answers=["well", "shrine", "mine"])
    assert asked == [("component", ["well", "mine", "shrine"]), ("component", ["mine", "shrine", "well"]),
                     ("component", ["mine", "well"])]
    grid = state.cells["field"]
    assert [grid[k][0][0] for k in ((4, 5), (5, 4), (5, 6), (6, 5))] == ["well", "shrine", "mine", "well"]
    # `at` an occupied cell without `over`: not legal, nothing placed
    state.supplies["display"] = ["mine"]
    play(rt, state, "v")
    assert state.supplies["display"] == ["mine"] and len(grid) == 5
    # `over at (t)`: the top of the display goes on (4, 5) as a new layer
    play(rt, state, "u")
    assert grid[(4, 5)] == (("well", -1, 0), ("mine", -1, 0)) and state.supplies["display"] == []


def test_not_possible_without_a_legal_cell_so_choose_does_not_offer_it():
    rt = runtime({"id": "t", "type": "rule", "effect": f"choose {{ {PLACE_TILE} | gain vp 1 }}"})
    state = rt.new_state(2, seed=1)             # an empty field: the origin is even, no site anywhere
    state.supplies["hand@0"] = ["cross"]
    assert play(rt, state, "t") == [] and state.players[0].counters["vp"] == 1
    state = state_with_sites(rt, hand=("cross",))
    asked = play(rt, state, "t", answers=["1", "1,0"])
    assert asked[0] == ("choose", ["1", "2"]) and state.cells["field"][(1, 0)] == (("cross", 0, 0),)


def test_the_cost_is_paid_unless_free_and_an_unaffordable_component_is_not_offered():
    rt = runtime({"id": "t", "type": "rule", "effect": PLACE_TILE},
                 {"id": "f", "type": "rule", "effect": f"place hand on field free where ({TILE_RULE})"})
    state = state_with_sites(rt, hand=("dear", "cross"))
    assert play(rt, state, "t", answers=["0,1"]) == [("cell", ["-1,0", "0,-1", "0,1", "1,0", "1,2", "2,1"])]
    assert state.supplies["hand@0"] == ["dear"]                    # the dear tile (coin 2) was not offered
    state.players[0].counters["coin"] = 3
    play(rt, state, "t", answers=["1,0", "2"])
    assert state.players[0].counters["coin"] == 1 and state.cells["field"][(1, 0)] == (("dear", 0, 2),)
    state.supplies["hand@0"] = ["dear"]
    play(rt, state, "f", answers=["-1,0"])
    assert state.players[0].counters["coin"] == 1 and state.cells["field"][(-1, 0)][0][0] == "dear"


def test_the_same_component_twice_is_offered_once_and_a_hidden_supply_offers_its_top():
    rt = runtime({"id": "t", "type": "rule", "effect": f"place stock on field where ({TILE_RULE})"})
    state = state_with_sites(rt, hand=())
    state.supplies["stock"] = ["cross", "bend", "cross"]
    asked = play(rt, state, "t", answers=["bend", "0,1"])
    assert asked[0] == ("component", ["cross", "bend"]) and state.supplies["stock"] == ["cross", "cross"]
    # a face-down stock (`visible: none`): only its top can be placed, so nothing to pick
    rt.vocab.supplies["stock"] = SimpleNamespace(id="stock", of="tile", columns=0, per_player=False, visible="none")
    hidden = rt.compiler.effect(parse_effect(f"place stock on field where ({TILE_RULE})"))
    state.supplies["stock"] = ["spur", "bend"]
    runner = hidden.run(rt.context(state, 0))
    decision = next(runner)
    assert decision.kind == "cell"
    with pytest.raises(StopIteration):
        runner.send(decision.find("1,0").value)
    assert state.cells["field"][(1, 0)] == (("spur", -1, 0),) and state.supplies["stock"] == ["bend"]


def test_event_placed_fires_with_its_filters_and_binds_placed_in_the_trigger():
    game = {**GAME, "vocabulary": {**GAME["vocabulary"], "global_types": ["rule"]}}
    watch = {"id": "watch", "type": "rule", "triggers": [
        "on placed(space field, type site): each n in neighbours(placed) where owner(n) >= 0: as owner(n): gain coin 1",
        "on placed(type tile): gain vp 1"]}
    rt = runtime(watch, {"id": "t", "type": "rule", "effect": "place display on field free where (touching(cell, tile) == 2)"},
                 game=game)
    state = rt.new_state(2, seed=1)
    lay(state, "field", 0, 1, "cross", owner=1)
    lay(state, "field", 1, 0, "cross", owner=0)
    state.supplies["display"] = ["well"]
    assert play(rt, state, "t", answers=["0,0"]) == [("cell", ["0,0", "1,1"])]
    assert [p.counters["coin"] for p in state.players] == [1, 1]
    assert [p.counters["vp"] for p in state.players] == [0, 0]      # a site, not a tile
    assert state.log[-3]["e"] == "place" and state.log[-3]["row"] == 0


def test_an_answer_that_was_not_offered_is_refused_and_changes_nothing():
    from teotl.model.decisions import EffectRun
    rt = runtime({"id": "t", "type": "rule", "effect": PLACE_TILE})
    state = state_with_sites(rt)
    run = EffectRun(rt.effects[("t", "effect")].run(rt.context(state, 0)))
    run.answer("bend")
    before = state.to_json()
    with pytest.raises(IllegalAnswer):
        run.answer("0,2")                       # even parity: not offered
    assert state.to_json() == before and run.pending.kind == "cell"


FARM = {"id": "farm", "type": "site", "name": "Farm", "data": {"coin": 0},
        "effect": "gain coin 1", "effects": {"harvest": "gain vp 2 + datum(it, coin)"}}


def test_each_pip_facing_a_site_runs_the_sites_effect_once():
    # the bend at (0,1) turned three times shows t1 r0 b1 l2: its 2 pips face the farm at (0,0)
    # (2 × gain coin 1) and its bottom pip the farm at (1,1) (1 × gain coin 1): 3 coin; the
    # harvest of a site runs with `it` the site (datum(it, coin) = 0): 2 VP per pip facing it
    rt = runtime(FARM, {"id": "t", "type": "rule", "effect": (
        "place hand on field rotated where (touching(cell, site) >= 1); "
        "each n in neighbours(placed) where has(n, site): repeat edge(placed, n, pips): resolve (n); "
        "each n in neighbours(placed) where has(n, site) and column(n) == 0: repeat edge(placed, n, pips): "
        "resolve (n) harvest")})
    state = rt.new_state(2, seed=1)
    lay(state, "field", 0, 0, "farm")
    lay(state, "field", 1, 1, "farm")
    state.supplies["hand@0"] = ["bend"]
    play(rt, state, "t", answers=["0,1", "3"])
    assert state.players[0].counters["coin"] == 3 and state.players[0].counters["vp"] == 2 * 2


def test_resolve_of_a_handle_that_shows_nothing_cannot_be_carried_out():
    rt = runtime(FARM, {"id": "t", "type": "rule", "effect": (
        "each c in frontier(field): choose { resolve (c) | gain vp 1 }")},
        {"id": "u", "type": "rule", "effect": "each c in field: resolve (c) nothing_here"})
    state = rt.new_state(2, seed=1)
    lay(state, "field", 0, 0, "farm")
    play(rt, state, "t")               # 4 empty cells: `resolve (c)` is never offered, 4 VP
    assert state.players[0].counters["vp"] == 4 and state.players[0].counters["coin"] == 0
    play(rt, state, "u")               # the farm has no effect `nothing_here`: nothing happens
    assert state.players[0].counters["coin"] == 0
