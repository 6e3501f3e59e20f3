"""A component's reward table is the field `table:` (rows, columns, cells of effects keyed by
numbers and ranges) and `resolve board table` runs the cell the two expressions pick. It was
`grid:`, the name the grid spaces also use (docs/game-model.md §8): the old key is an error
that says the new name, and `resolve board grid` one that lists the board's effects."""
from __future__ import annotations

from checks_support import WHERE, check_args, edits  # noqa: F401  (edits: a fixture)
from minigame import runtime

from teotl.model.decisions import EffectRun

BOARDS = "base/boards.yaml"


def _board(rows: str, columns: str, cells: dict) -> dict:
    return {"id": "forest", "type": "board", "table": {"rows": rows, "columns": columns, "cells": cells},
            "effects": {"main_action": "resolve board table"}}


CELLS = {"1": {"1": "gain cocoa 1", "2..3": "gain wood 1"}, "2..": {"1": "gain stone 1", "4..": "gain gold 2"}}


def _run(rows: str, columns: str) -> dict:
    rt = runtime(_board(rows, columns, CELLS))
    state = rt.new_state(1)
    piece = rt.add_piece(state, 0, "worker", 1, 1)
    run = EffectRun(rt.effect("forest", "effects.main_action").run(rt.context(state, 0, piece, 1)))
    assert run.finished
    return {k: v for k, v in state.players[0].counters.items() if v}


def test_resolve_board_table_runs_the_cell_its_row_and_column_pick():
    assert _run("1", "3") == {"wood": 1}
    assert _run("5", "1") == {"stone": 1}                  # an open range of rows
    assert _run("2", "9") == {"gold": 2}


def test_a_row_and_column_no_key_holds_runs_nothing_and_cannot_run():
    rt = runtime(_board("1", "7", CELLS))
    state = rt.new_state(1)
    piece = rt.add_piece(state, 0, "worker", 1, 1)
    assert not rt.effect("forest", "table").can(rt.context(state, 0, piece, 1))
    assert _run("1", "7") == {}


def test_the_table_fields_are_parsed_under_table_paths():
    rt = runtime(_board("1", "1", CELLS))
    assert ("forest", "table") in rt.effects and ("forest", "table.1.2..3") in rt.effects
    assert ("forest", "grid") not in rt.effects


def test_a_key_that_is_not_a_number_or_range_is_E417_at_its_table_path():
    from teotl.runtime.runtime import Runtime
    from minigame import GAME
    rt = Runtime(GAME, [_board("1", "1", {"one": {"1": "gain cocoa 1"}, "1": {"x..": "gain wood 1"}})])
    found = sorted((p.code, p.field_path, p.message) for p in rt.problems)
    assert [(code, path) for code, path, _ in found] == [("E417", "table.1.x.."), ("E417", "table.one")], found
    assert all("reward table" in message for _, _, message in found)


def test_the_old_grid_key_says_the_new_name(edits, teotl_check):
    line, _ = edits.replace(BOARDS, "    table:\n", "    grid:\n")
    run = teotl_check(*check_args())
    found = run.expect(f"{WHERE}/{BOARDS}:{line}:5", "E302",
                       "a reward table is written `table:` now, and `resolve board table` runs its cell")
    assert "unknown key `grid`" in found


def test_resolve_board_grid_lists_the_boards_effects(edits, teotl_check):
    line, _ = edits.replace(BOARDS, "resolve board table", "resolve board grid")
    run = teotl_check(*check_args())
    found = run.expect(f"{WHERE}/{BOARDS}:{line}:{edits.column(BOARDS, line, 'grid')}", "E443", "table")
    assert "no board has an effect `grid`" in found


def test_a_variant_patches_one_cell_by_its_path_under_cells(mini):
    """A patch names the cell under `cells` (`table.cells.2.2..5`); the path without it makes a
    new key beside the cells (W503), as the authoring guide said `grid.3.4..5` would work."""
    from teotl.rules.ruleset import load_ruleset
    variant = mini / "variants" / "rich-forest.yaml"
    head = ('# yaml-language-server: $schema=../../../../rules/schema/variant.schema.json\n'
            'kind: variant\nid: rich-forest\nname: "Rich forest"\nrequires: [base]\npatches:\n')
    variant.write_text(head + '  - {component: forest, path: table.cells.2.2..5, set: "gain wood 9"}\n', encoding="utf-8")
    ruleset = load_ruleset(mini, variants=[variant])
    assert [d for d in ruleset.diagnostics if d.code != "W101"] == [], ruleset.diagnostics
    forest = ruleset.components["forest"]
    assert forest.table["cells"]["2"]["2..5"] == "gain wood 9" and forest.table["cells"]["1"]["2..5"] == "gain wood 1"
    assert "table.2.2..5" in forest.parsed
    variant.write_text(head + '  - {component: forest, path: table.2.2..5, set: "gain wood 9"}\n', encoding="utf-8")
    assert "W503" in [d.code for d in load_ruleset(mini, variants=[variant]).diagnostics]
