"""The grid primitives as rule text, in every language: `place` in each of its forms, the cell
queries, the sources, `value` and `retreat`; nothing falls back to a plain or missing message."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from teotl.language import parse_effect
from teotl.text import LANGUAGES, Renderer

from spaces_support import GAME, SITES, TILE_RULE, TILES

from conftest import FIXTURES

EFFECTS = [
    f"place hand on field rotated where ({TILE_RULE})",
    "place stock on board over free",
    "place stock on board",
    "each t in field: each s in neighbours(t) where empty(s) and touching(s, tile) >= 2: place display on field at (s) free",
    "each t in field: each n in neighbours(t) where owner(n) >= 0: as owner(n): gain coin edge(n, t, pips) * datum(t, coin)",
    "retreat river 2; retreat river; gain vp value(river)",
    "each t in field: { resolve (t); resolve (t) harvest }",
    ("gain vp count(c in frontier(field)) + count(c in field) + sum(layers(c) for c in cells(board)) "
     "+ count(c in frontier(board))"),
    ("each t in field: gain vp max(rotation(c) for c in diagonals(t)) + count(c in around(t) where adjacent(c, t)) "
     "+ row(t) + column(t) + datum(t, pips, 2)"),
]


@pytest.fixture(scope="module")
def ruleset():
    components = {c["id"]: SimpleNamespace(id=c["id"], name=c.get("name", ""), data=c.get("data", {}), type=c["type"],
                                           tags=c.get("tags", []), module="base") for c in (*TILES, *SITES)}
    return SimpleNamespace(game=GAME, components=components,
                           root=FIXTURES / "words")   # its words: VP, cocoa, the hand


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_form_renders_in_every_language(ruleset, lang):
    renderer = Renderer(ruleset, lang)
    for effect in EFFECTS:
        text = renderer.effect(parse_effect(effect))
        assert text and "{" not in text and "?" not in text, (effect, text)
    problems = [w for w in renderer.warnings if "no message" in w or "cannot render" in w or "no rendering" in w
                or "Unknown" in w or "English used" in w]
    assert problems == []


def test_the_english_text_word_for_word(ruleset):
    renderer = Renderer(ruleset, "en")

    def text(effect: str) -> str:
        return renderer.effect(parse_effect(effect))
    assert text("place hand on field rotated where (touching(cell, site) >= 1)") == (
        "Place a tile of your choice from your hand on an empty cell of field next to a tile, paying its cost, "
        "turned as you like (only where the number of cells next to the cell showing site is at least 1).")
    assert text("place stock on board") == "Place a tile of your choice from stock on an empty cell of board, paying its cost."
    assert text("place stock on field over free") == "Place a tile of your choice from stock on top of a tile of field for free."
    assert text("each t in field: place display on field at (t) free") == \
        "For each of the occupied cells of field (t): place a tile of your choice from display on t of field for free."
    assert text("each t in field: gain coin edge(t, t, pips)") == \
        "For each of the occupied cells of field (t): gain coin equal to the “pips” value on the edge of t facing t."
    assert text("retreat river 2") == "Move your marker on river back 2 steps."
    assert text("each n in field: resolve (n) harvest") == \
        "For each of the occupied cells of field (n): carry out “harvest” of the tile n shows."
    assert text("gain vp value(river)") == "Gain VP equal to the value of your step on river."


def test_german_puts_the_sources_in_their_case(ruleset):
    renderer = Renderer(ruleset, "de")
    assert renderer.effect(parse_effect("gain vp count(c in frontier(field))")) == \
        "So viele Siegpunkte wie die Anzahl der leeren Felder von field neben einem Plättchen erhalten."


@pytest.mark.parametrize("lang, effect, expected", [
    # German: a preposition puts the engine's bound nouns in their case ("vom Feld", "diesem Teil")
    ("de", "each t in field: place display on field at (t) free where (row(cell) == 1 and owner(cell) >= 0)",
     "nur wo die Reihe des Feldes gleich 1 ist und der Besitzer des Feldes mindestens 0 beträgt"),
    ("de", "each t in field: each s in neighbours(placed): gain coin 1",
     "für jedes Element der Felder neben dem gelegten Plättchen (s)"),
    # an item that is not a player has no gender the message could agree with: a neutral element
    ("fr", "each t in field: gain coin 1", "Pour chaque élément des cases occupées de field (t)"),
    ("pt", "each t in field: gain coin 1", "Para cada item das casas ocupadas de field (t)"),
    # players are people: "jeden der Spieler", "chacun des joueurs", "cada um dos jogadores"
    ("de", "each p in players: gain coin 1", "Für jeden der Spieler (p)"),
    ("fr", "each p in players: gain coin 1", "Pour chacun des joueurs (p)"),
    ("pt", "each p in players: gain coin 1", "Para cada um dos jogadores (p)"),
    # a source in any order keeps the case its statement asks for
    ("de", "each s in any_order(neighbours(placed)): gain coin 1",
     "Für jedes Element der Felder neben dem gelegten Plättchen, in der Reihenfolge deiner Wahl (s)"),
    ("pt", "each s in any_order(neighbours(placed)): gain coin 1",
     "Para cada item das casas ao lado da ficha colocada, na ordem que você escolher (s)"),
])
def test_each_and_the_bound_nouns_agree_in_each_language(ruleset, lang, effect, expected):
    text = Renderer(ruleset, lang).effect(parse_effect(effect))
    assert expected in text, text
