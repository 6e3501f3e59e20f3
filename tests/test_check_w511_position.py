"""W511 (the semantic check skipped or stopped because of errors above) points at the first of
those errors, `FILE:LINE:COL`, instead of a bare `game.yaml:` (teotl/rules/ruleset.py)."""
from __future__ import annotations


def replace(path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_broken_vocabulary_points_w511_at_the_first_error_in_game_yaml(mini, teotl_check):
    replace(mini / "game.yaml", "  resources:\n", "  resource:\n")
    run = teotl_check("mini")
    run.expect("mini/game.yaml:8:3", "E302", "did you mean `resources`?")
    line = run.expect("mini/game.yaml:8:3", "W511", "fix the errors in game.yaml first")
    assert line.startswith("mini/game.yaml:8:3: W511 names in effects were not checked")


def test_two_errors_in_game_yaml_point_w511_at_the_first(mini, teotl_check):
    replace(mini / "game.yaml", "players: {min: 1, max: 4}", "players: {min: one, max: 4}")
    replace(mini / "game.yaml", "  resources:\n", "  resource:\n")
    run = teotl_check("mini")
    errors = [line for line in run.lines if " E3" in line and line.startswith("mini/game.yaml:")]
    assert len(errors) >= 2, run.out
    first = min(errors, key=lambda line: tuple(int(n) for n in line.split(":")[1:3]))
    where = ":".join(first.split(":")[:3])
    run.expect(where, "W511", "")


def test_a_checker_stopped_by_malformed_data_points_w511_at_that_data(mini, teotl_check):
    replace(mini / "base" / "tiles.yaml", "data: {track: blue}", "data: {track: [blue]}\n    bogus: 1")
    run = teotl_check("mini")
    run.expect("mini/base/tiles.yaml:17:5", "E302", "")
    w511 = [line for line in run.lines if " W511 " in line]
    assert w511 and all(line.startswith("mini/base/tiles.yaml:17:5: W511") for line in w511), run.out
    assert not any(line.startswith("mini/game.yaml: ") for line in run.lines), run.out
