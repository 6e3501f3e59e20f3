"""Semantic problems (unknown names, from teotl.runtime.check) land at the exact place in the file,
including inside block scalars, cells, triggers and game.yaml's queries."""
from __future__ import annotations

import pytest

from conftest import semantic_available

pytestmark = pytest.mark.skipif(not semantic_available(), reason="teotl.runtime.check is not available yet")


def replace(path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_unknown_resource_with_did_you_mean(mini, teotl_check):
    replace(mini / "base" / "tiles.yaml", '"gain cocoa 3, wood 2"', '"gain cocoa 3, wod 2"')
    run = teotl_check("mini")
    run.expect("mini/base/tiles.yaml:8:28", "E401", "did you mean `wood`?")
    assert run.code == 1


def test_unknown_verb(mini, teotl_check):
    replace(mini / "base" / "tiles.yaml", '"advance blue"', '"advanse blue"')
    teotl_check("mini").expect("mini/base/tiles.yaml:12:14", "E403", "did you mean `advance`?")


def test_unknown_track(mini, teotl_check):
    replace(mini / "base" / "tiles.yaml", '"advance red"', '"advance purple"')
    teotl_check("mini").expect("mini/base/tiles.yaml:31:25", "E401", "vocabulary.tracks")


def test_unknown_event_in_a_trigger(mini, teotl_check):
    replace(mini / "base" / "tiles.yaml", '"on eclipse: gain vp 1"', '"on eclipsee: gain vp 1"')
    teotl_check("mini").expect("mini/base/tiles.yaml:39:10", "E404", "did you mean `eclipse`?")


def test_unknown_name_in_a_grid_cell(mini, teotl_check):
    replace(mini / "base" / "tiles.yaml", '"2..5": "gain wood 2"', '"2..5": "gain woood 2"')
    teotl_check("mini").expect("mini/base/tiles.yaml:29:49", "E401", "did you mean `wood`?")


def test_unknown_name_in_a_cost(mini, teotl_check):
    replace(mini / "base" / "tiles.yaml", 'cost: "cocoa 1"', 'cost: "cocao 1"')
    teotl_check("mini").expect("mini/base/tiles.yaml:36:12", "E401", "did you mean `cocoa`?")


def test_unknown_name_in_a_grid_expression(mini, teotl_check):
    replace(mini / "base" / "tiles.yaml", 'rows: "min(workers_here, 3)"', 'rows: "min(workers_her, 3)"')
    teotl_check("mini").expect("mini/base/tiles.yaml:25:18", "E401", "did you mean `workers_here`?")


def test_unknown_name_inside_a_block_scalar(mini, teotl_check):
    replace(mini / "base" / "tiles.yaml", 'effect: "advance blue"',
            'effect: |\n      gain cocoa 1;\n      advance bleu')
    teotl_check("mini").expect("mini/base/tiles.yaml:14:15", "E401", "did you mean `blue`?")


def test_unknown_name_in_a_game_query(mini, teotl_check):
    replace(mini / "game.yaml", '"count(discovery)"', '"count(discovery) + gold_coins"')
    teotl_check("mini").expect("mini/game.yaml:33:38", "E401", "vocabulary")


def test_unknown_component_type_points_at_the_type(mini, teotl_check):
    replace(mini / "base" / "tiles.yaml", "type: starting_tile\n    effect: \"advance blue\"",
            "type: starting_tiles\n    effect: \"advance blue\"")
    teotl_check("mini").expect("mini/base/tiles.yaml:11:11", "E409", "did you mean `starting_tile`?")


def test_semantic_errors_of_a_non_default_module_are_checked_without_options(mini, teotl_check):
    replace(mini / "ex1" / "tiles.yaml", '"gain gold 2; advance blue"', '"gain gold 2; advance bleu"')
    run = teotl_check("mini")
    run.expect("mini/ex1/tiles.yaml:6:35", "E401", "did you mean `blue`?")


@pytest.mark.parametrize("old, new, where", [
    ('cost: "cocoa 1"', 'cost: "cocoa 1 wood"', "mini/base/tiles.yaml:36:20"),
    ('rows: "min(workers_here, 3)"', 'rows: "min(workers_here,, 3)"', "mini/base/tiles.yaml:25:31"),
])
def test_a_syntax_error_is_reported_once(mini, teotl_check, old, new, where):
    """The semantic checker re-parses fields it finds unparsed; the loader's report (with the
    position mapped through the `pay … -> nothing` / `if (…)` wrapper) is the only one kept."""
    replace(mini / "base" / "tiles.yaml", old, new)
    run = teotl_check("mini")
    run.expect(where, "E201", "")
    assert sum(" E201 " in line for line in run.lines) == 1, run.out


def test_a_syntax_error_in_a_game_query_is_reported_once(mini, teotl_check):
    replace(mini / "game.yaml", '"count(discovery)"', '"count(discovery"')
    run = teotl_check("mini")
    run.expect("mini/game.yaml:33:34", "E201", "")
    assert sum(" E201 " in line for line in run.lines) == 1, run.out


def test_broken_vocabulary_skips_the_semantic_check_with_a_note(mini, teotl_check):
    replace(mini / "game.yaml", "  resources:\n", "  resource:\n")
    run = teotl_check("mini")
    run.expect("mini/game.yaml:8:3", "E302", "did you mean `resources`?")
    run.expect("mini/game.yaml:8:3", "W511", "fix the errors in game.yaml first")
    assert not any(" E4" in line for line in run.lines), run.out


def test_checker_crash_on_malformed_data_is_a_note_not_a_bug_report(mini, teotl_check):
    replace(mini / "base" / "tiles.yaml", "data: {track: blue}", "data: {track: [blue]}\n    bogus: 1")
    run = teotl_check("mini")
    run.expect("mini/base/tiles.yaml:17:5", "E302", "")
    assert " E400 " not in run.out
