"""Boards read by their names, the number only where no board has it: a template's number argument
that names a board (`{ $NAME-board }`), a board's number compared with a board's (`board_of(w) ==
7`, `board_number == 2`: `query-NAME-board`, `ctx-NAME-board`); and the first item of a source
ordered by a property the catalogue names (`-property-level_of`) reads "the one … with the lowest
level", not "the first of …, by the level of w, lowest first"."""
from __future__ import annotations

import pytest

from teotl.language import parse_effect
from teotl.rules import load_ruleset
from teotl.text import Renderer


@pytest.fixture(scope="module")
def solo():
    return load_ruleset(None, modules=["solo"])


def _text(ruleset, lang, cid):
    component = ruleset.components[cid]
    return " ".join(s.text for s in Renderer(ruleset, lang).render_component(component).sections)


@pytest.mark.parametrize("lang, expected", [
    ("en", "raise the power of your strongest unlocked worker on Alchemy by 1"),
    ("pt", "aumente em 1 o poder do seu trabalhador desbloqueado mais forte da Alquimia"),
    ("de", "deinen stärksten freien Arbeiter auf der Alchemie um 1 aufwerten"),
    ("fr", "renforcer d’un cran votre ouvrier libre le plus fort de l’Alchimie"),
])
def test_a_template_call_names_the_board_of_its_number(solo, lang, expected):
    text = _text(solo, lang, "tile_alchemy")
    assert expected in text
    assert not any(f"{word} 5" in text for word in ("board", "tabuleiro", "Spielplan", "plateau"))


@pytest.mark.parametrize("lang, expected", [
    ("en", "if this board is the Forest, carry out"),
    ("pt", "se este tabuleiro é a Floresta, execute"),
    ("de", "falls dieser Spielplan der Wald ist"),
    ("fr", "si ce plateau est la Forêt, exécuter"),
])
def test_a_board_number_compared_with_a_number_reads_as_the_board(solo, lang, expected):
    assert expected in _text(solo, lang, "teotibot_mastery")


def test_a_piece_on_a_board_and_the_fallback_to_numbers(solo):
    r = Renderer(solo, "en")
    assert "Take the first of your workers (w) for which w stands on Decorations and" in _text(solo, "en", "teotibot_setup")
    assert r.effect(parse_effect("if board_number != 3 { gain cocoa 1 }")) == \
        "If this board is not the Stone Quarry: gain 1 cocoa."
    assert r.effect(parse_effect("if board_number == 42 { gain cocoa 1 }")) == \
        "If the number of this board is 42: gain 1 cocoa."                      # no board 42: the number


@pytest.mark.parametrize("lang, expected", [
    ("en", "take the one of your unlocked workers (w) with the lowest level that can do the following, and"),
    ("pt", "pegue, dentre seus trabalhadores desbloqueados, aquele (w) de menor nível que possa fazer o seguinte, e"),
    ("de", "das Element deiner freien Arbeiter (w) mit niedrigster Stufe nehmen, das Folgendes tun kann, und"),
    ("fr", "prendre, parmi vos ouvriers libres, l’élément (w) au niveau le plus bas qui peut faire ce qui suit, et"),
])
def test_the_weakest_worker_reads_by_its_lowest_level(solo, lang, expected):
    text = _text(solo, lang, "tile_alchemy")
    assert expected in text
    assert "lowest first" not in text and "by the level of" not in text


def test_the_german_board_of_a_piece_closes_its_clause():
    text = Renderer(load_ruleset(None, modules=["solo"]), "de").effect(
        parse_effect("each w in first(pieces(worker unlocked), highest(level_of(w))) where board_of(w) == level: "
                     "acting (w): upgrade worker acting"))
    assert "die Nummer des Spielplans, auf dem w steht, gleich" in text
