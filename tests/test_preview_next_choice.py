"""A preview whose next question is a plain `choose` ("What do you do?", the same words for every
choice) tells it by its options instead, when there are at most CHOICES_SPELLED_OUT of them:
Imperial Settlers' "Spend Workers" leads to "gain one Resource of your choice or draw a card",
a Teotihuacan move tells which actions the board it reaches offers. A card's rule text in a
preview puts its section labels in the language's typography (French: "Coût : 2 bois")."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from teotl.loading import load_runtime
from teotl.runtime.game import Game
from teotl.text.play_text import PlayText
from teotl.text.preview_text import CHOICES_SPELLED_OUT

RULES = Path(__file__).resolve().parents[1] / "rules"


def _previews(name: str, lang: str, decisions: int = 200, seed: int = 3):
    """(prompt, [(label, preview)]) of seat 0's decisions in a seeded game answered at random."""
    ruleset, runtime = load_runtime(RULES / name, [], [], logging=True)
    text = PlayText(runtime, ruleset, lang, ["Ana", "Bruno"])
    game, pick = Game(runtime, 2, seed, snapshots=True), random.Random(1)
    for _ in range(decisions):
        decision = game.pending
        if decision is None:
            return
        if decision.player == 0:
            yield text.prompt(decision, game.state), [text.option(decision, o, game.state, game) for o in decision.options]
        game.answer(decision.options[pick.randrange(len(decision.options))].key)


@pytest.mark.parametrize("lang, expected", [
    ("en", "pay 2 Workers · then: gain one Resource of your choice or draw a card"),
    ("pt", "pagar 2 Trabalhadores · depois: ganhe um Recurso à sua escolha ou compre uma carta"),
    ("de", "2 Arbeiter bezahlen · dann: 1 Rohstoff deiner Wahl erhalten oder eine Karte ziehen"),
    ("fr", "payer 2 ouvriers · puis : gagner 1 ressource au choix ou piocher une carte"),
])
def test_spending_workers_tells_the_two_things_it_can_buy(lang, expected):
    seen = [preview for _, options in _previews("imperial-settlers", lang) for label, preview in options
            if preview.startswith(expected.split(" · ")[0])]
    assert seen and all(preview == expected for preview in seen), seen


def test_a_move_tells_the_actions_of_the_board_it_reaches():
    spelled = [preview for _, options in _previews("teotihuacan", "en") for _, preview in options
               if " · then: " in preview and "Collect Cocoa" in preview]
    assert spelled, "no move previewed the choice of action on the board it reaches"
    for preview in spelled:
        choices = preview.split(" · then: ")[-1]
        assert choices.startswith("Collect Cocoa"), preview    # the always-possible action comes first
        assert " or " in choices and choices.count(",") <= CHOICES_SPELLED_OUT - 2, preview
    assert "What do you do?" not in " ".join(spelled)


def test_a_rule_text_in_a_french_preview_spaces_its_colons():
    cards = [preview for _, options in _previews("imperial-settlers", "fr", 40) for _, preview in options
             if preview.startswith("Coût")]
    assert cards, "no card's rule text in a preview"
    assert all(preview.startswith("Coût : ") for preview in cards), cards
    assert all("Champ de destruction : " in preview for preview in cards if "Champ de destruction" in preview)
