"""What comes next is left out of the previews when it is the same after every option (each
option's own component aside): Cacao's "Where in the jungle does Worker tile 2-1-0-1 go?"
had "then: Which way round does Worker tile 2-1-0-1 go?" on each of its cells, and the hand's
"Which do you place?" "then: where does <that tile> go?" on each tile — the same words on every
line, telling the options apart by nothing. Where what follows differs, it stays."""
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


@pytest.mark.parametrize("lang", ["en", "pt", "de", "fr"])
def test_the_same_next_question_after_every_option_is_left_out(cacao, lang):
    ruleset, runtime = cacao
    game = Game(runtime, 2, 5, snapshots=True)
    text = PlayText(runtime, ruleset, lang, [])
    decision = game.pending
    assert decision.about[0] == "place-cell" and len(decision.options) > 2
    previews = [text.option(decision, option, game.state, game)[1] for option in decision.options]
    assert previews == [""] * len(previews), previews


def test_a_next_question_that_differs_stays(cacao):
    """After the cell, the rotations: only the one whose workers face the plantation asks for
    the cacao fruit next (tests/test_preview_asked.py checks its words)."""
    ruleset, runtime = cacao
    game = Game(runtime, 2, 5, snapshots=True)
    game.answer("0,1")
    text = PlayText(runtime, ruleset, "en", [])
    decision = game.pending
    previews = [text.option(decision, option, game.state, game)[1] for option in decision.options]
    assert previews[0] == "then: take 1 cacao fruit?" and "" in previews
