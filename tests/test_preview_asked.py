"""An option's preview does not repeat what its question already names: at Cacao's "Which way
round does Worker tile 2-1-0-1 go?" every option used to begin "place Worker tile 2-1-0-1" (in
German "Arbeiterplättchen 2-1-0-1 legen"), the one thing every rotation has in common. What the
rotations differ by stays: the one whose workers face the plantation says the cacao fruit is
offered next. A component the option itself chooses from a display still reads "place …": that
choosing it places it now is the preview's news."""
from __future__ import annotations

from pathlib import Path

import pytest

from teotl.loading import load_runtime
from teotl.runtime.game import Game
from teotl.text.play_text import PlayText

RULES = Path(__file__).resolve().parents[1] / "rules"


@pytest.fixture(scope="module")
def cacao():
    return load_runtime(RULES / "cacao", [], [], logging=True)


def _at_rotation(runtime):
    """Seed 5, two players: player 1 puts its worker tile right of the starting plantation."""
    game = Game(runtime, 2, 5, snapshots=True)
    assert game.pending.about[0] == "place-cell"
    game.answer("0,1")
    assert game.pending.about[0] == "place-turn"
    return game


@pytest.mark.parametrize("lang, placed, first", [
    ("en", "place Worker tile 2-1-0-1", "then: take 1 cacao fruit?"),
    ("de", "Arbeiterplättchen 2-1-0-1 legen", "dann: 1 Kakaofrucht nehmen?"),
])
def test_a_rotation_preview_leaves_out_the_tile_its_question_names(cacao, lang, placed, first):
    ruleset, runtime = cacao
    game = _at_rotation(runtime)
    text = PlayText(runtime, ruleset, lang, [])
    decision = game.pending
    assert "2-1-0-1" in text.prompt(decision, game.state)
    previews = [text.option(decision, option, game.state, game)[1] for option in decision.options]
    assert all(placed not in preview for preview in previews), previews
    assert previews[0] == first            # as printed: the 2 workers on top face the plantation
    assert previews[1] == ""                # a quarter turn: nothing happens and nothing is asked
    assert len(set(previews)) > 1           # the previews still tell the rotations apart


def test_a_tile_chosen_from_a_display_still_says_it_is_placed(cacao):
    ruleset, runtime = cacao
    game = _at_rotation(runtime)
    text = PlayText(runtime, ruleset, "en", [])
    for _ in range(40):  # first options until the jungle display is chosen from
        decision = game.pending
        if decision.about and decision.about[0] not in ("place-cell", "place-turn") and \
                "jungle display" in text.prompt(decision, game.state):
            break
        game.answer(decision.options[0].key)
    else:
        pytest.fail("no choice from the jungle display in 40 decisions")
    for option in decision.options:
        label, preview = text.option(decision, option, game.state, game)
        assert preview.startswith(f"place {label}"), (label, preview)
