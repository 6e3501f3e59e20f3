"""Bad inputs to the grid primitives are load-time errors with a position and a hint (E480–E486),
never a traceback; and through `teotl check` they point at the file, line and column."""
from __future__ import annotations

import copy

import pytest

from teotl.rules.ruleset import load_ruleset
from teotl.runtime.check import check
from teotl.runtime.runtime import Runtime

from spaces_support import GAME, SITES, TILES


def problems(effect: str) -> list:
    return Runtime(GAME, [*TILES, *SITES, {"id": "e", "type": "rule", "effect": effect}]).problems


CASES = [
    # (effect, code, column of the error, words of the message)
    ("place hand on feild", "E480", 15, "not `feild`"),
    ("each c in cells(nowhere): nothing", "E480", 17, "not `nowhere`"),
    ("gain coin count(c in frontier(hand))", "E480", 31, "not `hand`"),
    ("place hand on field where (empty(it))", "E481", 34, "`it` is a component"),
    ("each p in players: gain coin owner(p)", "E481", 36, "`p` is a player"),
    ("each c in neighbours(it): nothing", "E481", 22, "`it` is a component"),
    ("gain coin edge(x, it, pips)", "E481", 16, "`x` is not a name bound to a cell"),
    ("place hand on field at (it)", "E482", 24, "`it` is a component"),
    ("place hand on field at (3)", "E482", 24, "`3` is not a name bound to a cell"),
    ("place hand on field at", "E482", 21, "needs something after it"),
    ("each c in field: gain coin edge(c, c, coin)", "E483", 39, "`data.coin` of `well` is not a list of four"),
    ("each c in field: gain coin edge(c, c, pip)", "E483", 39, "no component has per-edge data `pip`"),
    ("each c in field: gain coin edge(c, c, 4)", "E483", 39, "the name of a data field"),
    ("place hand field", "E484", 1, "a supply, `on` and a grid"),
    ("place hand on field sideways", "E484", 21, "unexpected `sideways`"),
    ("place hand on field where empty", "E484", 27, "in parentheses"),
    ("place hand on field free free", "E484", 26, "written twice"),
    ("place here on field", "E484", 7, "a named supply"),
    ("place nowhere on field", "E401", 7, "unknown supply"),
    ("each c in field: gain coin datum(c, nothing)", "E408", 37, "no component has a number"),
]


@pytest.mark.parametrize("effect, code, column, words", CASES, ids=[c[0] for c in CASES])
def test_a_bad_effect_is_a_load_time_error_at_its_place(effect, code, column, words):
    found = problems(effect)
    assert [p.code for p in found] == [code], found
    assert found[0].line == 1 and found[0].column == column, found[0]
    assert words in found[0].message and found[0].hint, found[0]


def test_hints_say_what_to_write():
    assert "did you mean `field`" in problems("place hand on feild")[0].hint
    assert "`each c in cells(S)`" in problems("gain coin owner(it)")[0].hint
    assert "did you mean `pips`" in problems("each c in field: gain coin edge(c, c, pip)")[0].hint
    assert "write: place SUPPLY on SPACE" in problems("place hand on field sideways")[0].hint
    assert "did you mean `coin`" in problems("each c in field: gain coin datum(c, con)")[0].hint


def test_placed_and_cell_are_known_only_where_place_binds_them():
    assert problems("place hand on field; gain coin layers(placed)") == []
    assert problems("place hand on field where (touching(cell, site) > 0 and not has(it, path))") == []
    found = problems("gain coin layers(placed); place hand on field")
    assert [p.code for p in found] == ["E481"]
    found = problems("place hand on field; gain coin touching(cell, site)")
    assert [p.code for p in found] == ["E481"]
    found = problems("choose { place hand on field | nothing }; gain coin layers(placed)")
    assert [p.code for p in found] == ["E481"]          # an option's binding ends with the option
    found = problems("gain coin layers(placed)")
    assert "`placed` after `place`" in found[0].hint


def _declared(spaces, **vocabulary) -> list:
    game = copy.deepcopy(GAME)
    game["vocabulary"]["spaces"] = spaces
    game["vocabulary"].update(vocabulary)
    return [(p.code, p.field_path) for p in check(game, []) if p.code.startswith("E48")]


def test_a_bad_space_declaration_is_a_load_time_error():
    assert _declared([{"id": "a", "kind": "grid", "rows": 3}]) == [("E485", "vocabulary.spaces.0.rows")]
    assert _declared([{"id": "a", "kind": "grid"}, {"id": "a", "kind": "grid"}]) == [("E485", "vocabulary.spaces.1.id")]
    assert _declared([{"id": "hand", "kind": "grid"}]) == [("E485", "vocabulary.spaces.0.id")]
    assert _declared([{"id": "a", "kind": "grid", "rows": 2, "columns": 9}, {"id": "b", "kind": "grid"}]) == []


SPACE_GAME = """  spaces:
    - {id: field, kind: grid}
    - {id: board, kind: grid, rows: 3}
"""
TILE = """
  - id: sq
    type: starting_tile
    data: {pips: [1, 0, 1, 0]}
    effect: "place discovery on feild rotated"
"""


def test_teotl_check_reports_them_at_file_line_and_column(mini):
    game = mini / "game.yaml"
    text = game.read_text(encoding="utf-8")
    game.write_text(text.replace("  supplies:\n", SPACE_GAME + "  supplies:\n"), encoding="utf-8")
    tiles = mini / "base" / "tiles.yaml"
    tiles.write_text(tiles.read_text(encoding="utf-8") + TILE, encoding="utf-8")
    ruleset = load_ruleset(mini)
    found = {d.code: d for d in ruleset.diagnostics if d.code.startswith("E48")}
    assert set(found) == {"E480", "E485"}, ruleset.diagnostics
    lines = game.read_text(encoding="utf-8").splitlines()
    declared = found["E485"]
    assert declared.file.endswith("game.yaml") and "`rows` but no `columns`" in declared.message
    assert lines[declared.line - 1][:declared.column - 1].endswith("rows: ")     # at the value of `rows`
    unknown = found["E480"]
    tile_lines = tiles.read_text(encoding="utf-8").splitlines()
    assert unknown.file.endswith("tiles.yaml") and unknown.rule_id == "sq"
    assert tile_lines[unknown.line - 1][unknown.column - 1:].startswith("feild rotated")
    assert "did you mean `field`" in unknown.hint


def test_the_schema_knows_spaces_and_track_values(mini):
    game = mini / "game.yaml"
    text = game.read_text(encoding="utf-8")
    broken = text.replace("  supplies:\n", "  spaces:\n    - {id: field, kind: hexagon}\n  supplies:\n")
    broken = broken.replace("{id: red, groups: [temple], max: 11}", "{id: red, groups: [temple], max: 11, values: [a]}")
    game.write_text(broken, encoding="utf-8")
    codes = sorted(d.code for d in load_ruleset(mini).diagnostics if d.code.startswith("E3"))
    assert codes == ["E303", "E306"], codes
