"""A seat's name after "de": Portuguese and French contract it with a generic seat name's
article ("vez do Jogador 1", "au tour du Joueur 1") but not with a given name ("vez de Ana")
nor with a rule's name for a player ("a mão de p"); English and German need no form."""
from __future__ import annotations

import pytest

from teotl.loading import load_runtime
from teotl.text import Renderer
from teotl.text.play_text import PlayText


@pytest.fixture(scope="module")
def base():
    return load_runtime(None, [], [], logging=False)


TURN = {"e": "turn", "p": 0, "round": 2}
RESET = {"e": "reset", "p": 1, "track": "blue", "value": 0, "step": 0}


@pytest.mark.parametrize("lang, names, first, second", [
    ("pt", ["Jogador 1", "Jogador 2"], "vez do Jogador 1", "O marcador do Jogador 2"),
    ("pt", ["Ana", "Bruno"], "vez de Ana", "O marcador de Bruno"),
    ("fr", ["Joueur 1", "Joueur 2"], "au tour du Joueur 1", "Le marqueur du Joueur 2"),
    ("fr", ["Ana", "Bruno"], "au tour d’Ana", "Le marqueur de Bruno"),
    ("en", ["Player 1", "Player 2"], "Player 1", "Player 2"),
])
def test_a_seat_after_de_takes_the_article_its_name_needs(base, lang, names, first, second):
    ruleset, runtime = base
    text = PlayText(runtime, ruleset, lang, names)
    turn, reset = text.event(TURN, None), text.event(RESET, None)
    assert turn is not None and first in turn, turn
    assert reset is not None and second in reset, reset


def test_an_unplayed_colour_is_feminine_in_portuguese(base):
    ruleset, runtime = base
    nouns = PlayText(runtime, ruleset, "pt", ["Jogador 1", "Jogador 2"]).nouns
    assert nouns.msg("event-turn", round=1, who=nouns.seat_value(3)) == "— rodada 1, vez da cor neutra 4 —"


@pytest.mark.parametrize("lang, expected", [("pt", "de p"), ("fr", "de p"), ("en", "of p"), ("de", "von p")])
def test_a_rules_name_for_a_player_keeps_the_plain_preposition(base, lang, expected):
    ruleset, _ = base
    renderer = Renderer(ruleset, lang)
    text = renderer.msg("ref-supply-of", supply="x", player=renderer.seat_in_case("p"))
    assert text == f"x {expected}"
