"""`teotl check` says when a component's `picture:` cannot be shown (W105, at the `picture:`
line): the page would silently draw the component without it."""
from __future__ import annotations

from pathlib import Path

from teotl.rules.checking import check_paths
from test_server_view import SUN, TINY_GAME

CARDS = """\
kind: components
components:
  - {id: card-1, type: card, name: "Sun card", picture: "pictures/sun.svg", effect: "gain vp 3"}
  - id: card-2
    type: card
    name: "Moon card"
    picture: "pictures/moon.svg"
    effect: "gain vp 2"
  - {id: card-3, type: card, name: "Star card", picture: "pictures/star.svg", effect: "gain coin 2"}
  - {id: card-4, type: card, name: "Rain card", picture: "pictures/rain.svg", effect: "gain vp 1"}
  - {id: setup, type: action, effect: "fill deck card; shuffle deck; refill market deck 3"}
  - {id: player_setup, type: action, effect: "deal deck hand 1"}
  - {id: turn, type: action, effect: "choose { gain coin 1 | advance fame | take market free }"}
  - id: round_end
    type: action
    effect: "refill market deck 3; set rounds_played (rounds_played + 1); if (rounds_played >= 3) { set game_over (1) }"
"""


def _rule_set(tmp_path: Path) -> Path:
    root = tmp_path / "rules" / "tiny"
    (root / "base" / "pictures").mkdir(parents=True)
    (root / "game.yaml").write_text(TINY_GAME)
    (root / "base" / "module.yaml").write_text("kind: module\nid: base\nname: Base\ndefault: true\n")
    (root / "base" / "cards.yaml").write_text(CARDS)
    (root / "base" / "pictures" / "sun.svg").write_text(SUN)
    (root / "base" / "pictures" / "star.svg").mkdir()           # a folder, not a picture
    (tmp_path / "rules" / "outside.svg").write_text(SUN)
    (root / "base" / "pictures" / "rain.svg").symlink_to(tmp_path / "rules" / "outside.svg")
    return root


def test_each_unusable_picture_is_a_warning_at_its_line(tmp_path):
    root = _rule_set(tmp_path)
    result = check_paths([root])
    found = {d.rule_id: d for d in result.diagnostics if d.code == "W105"}
    assert set(found) == {"card-2", "card-3", "card-4"}          # card-1's picture is fine
    assert "does not exist" in found["card-2"].message
    assert found["card-2"].file.endswith("cards.yaml") and found["card-2"].line == 7
    assert "is not a file" in found["card-3"].message and found["card-3"].line == 9
    assert "outside the rule set" in found["card-4"].message
    assert all(not d.is_error for d in found.values()) and result.errors == 0
    assert found["card-2"].format_text().startswith(f"{found['card-2'].file}:7:")
    assert "(name a picture file inside the rule set" in found["card-2"].format_text()


def test_a_picture_that_is_not_a_picture_file_is_refused_by_the_schema(tmp_path):
    root = _rule_set(tmp_path)
    (root / "base" / "cards.yaml").write_text(CARDS.replace("pictures/star.svg", "pictures/star.txt"))
    errors = [d for d in check_paths([root]).diagnostics if d.is_error]
    assert [(d.code, d.rule_id, d.line) for d in errors] == [("E305", "card-3", 9)]


def test_a_good_picture_makes_no_warning(tmp_path):
    root = _rule_set(tmp_path)
    (root / "base" / "cards.yaml").write_text(CARDS.replace('pictures/moon.svg', 'pictures/sun.svg')
                                              .replace('pictures/star.svg', 'pictures/sun.svg')
                                              .replace('pictures/rain.svg', 'pictures/sun.svg'))
    assert not [d for d in check_paths([root]).diagnostics if d.code == "W105"]
