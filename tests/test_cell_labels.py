"""Labels on the cells of a grid (teotl.primitives.cell_labels, docs/game-model.md §2): `label`,
`unlabel`, `labelled(c, WORD)` and the source `labelled(SPACE, WORD)`, on the tile vocabulary of
tests/spaces_support.py with the labels `seen` and `scored` declared."""
from __future__ import annotations

import copy

import pytest

from teotl.runtime.runtime import Runtime

import spaces_support
from spaces_support import GAME, SITES, TILES, lay, play

LABELLED = copy.deepcopy(GAME)
LABELLED["vocabulary"]["labels"] = ["seen", "scored"]


def runtime(*components):
    return spaces_support.runtime(*components, game=LABELLED)


def board(rt):
    """A well at (0, 0), a mine at (0, 2), seat 0's cross between them at (0, 1)."""
    state = rt.new_state(2, seed=1)
    lay(state, "field", 0, 0, "well")
    lay(state, "field", 0, 2, "mine")
    lay(state, "field", 0, 1, "cross", owner=0)
    return state


def test_a_label_is_put_on_a_cell_read_and_gone_through_in_reading_order():
    rt = runtime(
        {"id": "mark", "type": "rule", "effect": "each c in cells(field) where has(c, site): label c seen"},
        {"id": "count", "type": "rule",
         "effect": "gain coin count(c in labelled(field, seen)); gain vp count(c in field where labelled(c, seen))"},
        {"id": "sum", "type": "rule", "effect": "gain coin sum(datum(c, coin) for c in labelled(field, seen))"})
    state = board(rt)
    play(rt, state, "mark")
    assert state.cell_labels == {"field": {(0, 0): ("seen",), (0, 2): ("seen",)}}
    play(rt, state, "count")
    play(rt, state, "sum")
    assert state.players[0].counters == {"coin": 2 + 2 + 3, "vp": 2}   # 2 labelled; the well's 2 + the mine's 3


def test_a_label_stays_once_several_stay_sorted_and_unlabel_takes_one_off_a_cell_or_a_grid():
    rt = runtime(
        {"id": "twice", "type": "rule", "effect": "each c in field: { label c seen; label c seen; label c scored }"},
        {"id": "one", "type": "rule", "effect": "each c in field where has(c, path): unlabel c seen"},
        {"id": "all", "type": "rule", "effect": "unlabel field seen"},
        {"id": "rest", "type": "rule", "effect": "unlabel field scored"})
    state = board(rt)
    play(rt, state, "twice")
    assert state.cell_labels["field"][(0, 1)] == ("scored", "seen")
    play(rt, state, "one")
    assert state.cell_labels["field"][(0, 1)] == ("scored",) and state.cell_labels["field"][(0, 0)] == ("scored", "seen")
    play(rt, state, "all")
    assert all(words == ("scored",) for words in state.cell_labels["field"].values())
    before = copy.deepcopy(board(rt).to_json())
    play(rt, state, "rest")
    assert state.cell_labels == {} and "cell_labels" not in state.to_json()   # gone without a trace
    assert state.to_json() == before


def test_a_copy_of_the_state_keeps_its_labels_apart():
    rt = runtime({"id": "mark", "type": "rule", "effect": "each c in field: label c seen"},
                 {"id": "clear", "type": "rule", "effect": "unlabel field seen"})
    state = board(rt)
    play(rt, state, "mark")
    copied = state.copy()
    play(rt, copied, "clear")
    assert len(state.cell_labels["field"]) == 3 and copied.cell_labels == {}
    assert state.to_json()["cell_labels"] == {"field": [[0, 0, ["seen"]], [0, 1, ["seen"]], [0, 2, ["seen"]]]}


def test_a_placed_tile_is_labelled_and_the_label_says_it_is_new():
    # the turn of a tile game: lay a tile, label it; only new tiles pay their pips once
    turn = ("place hand on field free where ((row(cell) + column(cell)) % 2 != 0 and touching(cell, site) >= 1); "
            "label placed seen; "
            "each c in labelled(field, seen): each n in neighbours(c) where has(n, site): gain coin edge(c, n, pips); "
            "unlabel field seen")
    rt = runtime({"id": "turn", "type": "rule", "effect": turn})
    state = rt.new_state(2, seed=1)
    lay(state, "field", 0, 0, "well")
    lay(state, "field", 1, 1, "mine")
    lay(state, "field", 1, 0, "spur", owner=0)              # an old tile: its pips pay nothing now
    state.supplies["hand@0"] = ["cross"]
    play(rt, state, "turn", answers=["0,1"])                  # next to the well and the mine: 1 pip each
    assert state.players[0].counters["coin"] == 2 and state.cell_labels == {}


@pytest.mark.parametrize("effect, code, column", [
    ("label placed seen", "E481", 7),                          # no cell bound by that name
    ("each c in field: label c fresh", "E476", 26),
    ("each c in field: label c", "E477", 18),                   # no word
    ("each c in field: unlabel c", "E477", 18),
    ("label coin seen", "E481", 7),                            # not a cell
    ("unlabel pile seen", "E480", 9),                          # neither a cell nor a grid
    ("gain vp labelled(it, seen)", "E481", 18),
    ("gain vp count(c in labelled(field, fresh))", "E476", 36),
    ("gain vp count(c in labelled(field))", "E472", 20),
])
def test_bad_labels_are_refused_at_their_place(effect, code, column):
    rt = Runtime(LABELLED, [*TILES, *SITES, {"id": "bad", "type": "rule", "effect": effect}])
    assert [(p.code, p.column) for p in rt.problems] == [(code, column)], rt.problems
    assert rt.problems[0].hint


def test_a_label_word_is_rendered_from_the_catalogue():
    from teotl.text.render import Renderer

    class RuleSet:
        game = LABELLED
        components = {}
        templates = {}
    renderer = Renderer(RuleSet(), "en")
    from teotl.language.parser import parse_effect
    text = renderer.effect(parse_effect("each c in labelled(field, seen): unlabel c seen"))
    assert text == "For each of the cells of field marked “seen” (c): take the mark “seen” off c.", text   # no terms: the names
