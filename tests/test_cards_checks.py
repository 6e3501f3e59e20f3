"""`teotl check` on the supply and card forms: each mistake is one diagnostic at its place,
`FILE:LINE:COL: CODE message (hint)`, never a traceback (a copy of docs/examples/cards edited)."""
from __future__ import annotations

import shutil

import pytest

from conftest import REPO
from teotl.cli import main

EXAMPLE = REPO / "docs" / "examples" / "cards"


def check(tmp_path, capsys, file: str, old: str, new: str) -> list[str]:
    root = tmp_path / "cards"
    shutil.copytree(EXAMPLE, root)
    path = root / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    code = main(["check", "--rules", str(root)])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and code == 1, out + err
    return [line.replace(str(root) + "/", "") for line in out.splitlines() if ": E" in line]


def line_of(file_text: str, needle: str) -> int:
    return next(n for n, line in enumerate(file_text.splitlines(), 1) if needle in line)


def test_of_after_a_shared_supply(tmp_path, capsys):
    found = check(tmp_path, capsys, "base/flow.yaml", "deal deck hand\"", "deal deck discard of (seat)\"")
    flow = (tmp_path / "cards" / "base" / "flow.yaml").read_text(encoding="utf-8")
    assert len(found) == 1 and found[0].startswith(f"base/flow.yaml:{line_of(flow, 'discard of (seat)')}:")
    assert " E490 " in found[0] and "per_player: true" in found[0]


def test_a_put_with_a_stray_word(tmp_path, capsys):
    found = check(tmp_path, capsys, "base/flow.yaml", "put hand played; resolve (it)",
                  "put hand played (1) unless (has(it, red)); resolve (it)")
    flow = (tmp_path / "cards" / "base" / "flow.yaml").read_text(encoding="utf-8")
    mine = [line for line in found if " E493 " in line]
    # the word's own column; (the turn that no longer compiles is reported by flow as well)
    column = flow.splitlines()[line_of(flow, "unless") - 1].index("unless") + 1
    assert mine == [line for line in found if line.startswith(f"base/flow.yaml:{line_of(flow, 'unless')}:{column}: ")]
    assert len(mine) == 1 and "where (CONDITION)" in mine[0]


def test_visible_owner_on_a_shared_supply(tmp_path, capsys):
    found = check(tmp_path, capsys, "game.yaml", "{id: drawn, of: card}", "{id: drawn, of: card, visible: owner}")
    game = (tmp_path / "cards" / "game.yaml").read_text(encoding="utf-8")
    assert len(found) == 1 and found[0].startswith(f"game.yaml:{line_of(game, 'id: drawn')}:")
    assert " E495 " in found[0]


@pytest.mark.parametrize("copies", ["{dflt: 2}", "-1", "{default: 2, two: 1}", "many"])
def test_copies_of_a_wrong_shape_are_a_schema_error_at_their_place(tmp_path, capsys, copies):
    found = check(tmp_path, capsys, "base/cards.yaml", "copies: 3 ", f"copies: {copies} ")
    cards = (tmp_path / "cards" / "base" / "cards.yaml").read_text(encoding="utf-8")
    assert found and all(f"base/cards.yaml:{line_of(cards, 'copies: ' + copies)}:" in line for line in found), found
