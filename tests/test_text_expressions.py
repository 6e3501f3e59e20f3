"""Arithmetic and extremes read as words in rule text (`plus`, `mais`; "das Kleinere von …"), and
German closes a value that ends in a clause ("…, sonst 0, ziehen") by the general mechanism
(teotl.text.clauses), not by a comma written into one message."""
from __future__ import annotations

import pytest

from teotl.language import parse_effect
from teotl.rules import load_ruleset
from teotl.text import Renderer


@pytest.fixture(scope="module")
def teotihuacan():
    return load_ruleset(None, modules=["m6", "m8"])


@pytest.mark.parametrize("lang, expected", [
    ("en", "Gain wood equal to your wood plus 2."),
    ("pt", "mais 2"),
    ("de", "wie dein Vorrat an Holz plus 2 erhalten."),
    ("fr", "plus 2"),
])
def test_an_addition_reads_as_a_word(teotihuacan, lang, expected):
    text = Renderer(teotihuacan, lang).effect(parse_effect("gain wood (wood + 2)"))
    assert expected in text and "+" not in text, text


def test_a_german_addition_after_a_closed_clause_reads_plus():
    from pathlib import Path
    ruleset = load_ruleset(Path(__file__).resolve().parents[1] / "rules" / "imperial-settlers")
    renderer = Renderer(ruleset, "de")
    texts = [" ".join(s.text.split()) for c in ruleset.components.values()
             for s in renderer.render_component(c).sections]
    assert any(", die rot zeigen) plus die Anzahl" in t for t in texts)   # grouped (teotl.text.grouping)
    assert not any(" + " in t for t in texts)


def test_german_move_token_closes_a_clause_of_its_steps_and_adds_no_comma_of_its_own(teotihuacan):
    de = Renderer(teotihuacan, "de")
    flagged = de.effect(parse_effect("move_token altar_ring (1 + flag(shaman_extra_hop)) back"))
    assert "so viele Halte weit wie 1 plus 1, falls du einen zusätzlichen Altar beim Zug deines " \
           "Schamanen hast, sonst 0, ziehen und" in flagged, flagged
    plain = de.effect(parse_effect("move_token altar_ring (wood + 1) back"))
    assert "so viele Halte weit wie dein Vorrat an Holz plus 1 ziehen und" in plain, plain
    assert ",," not in flagged + plain


@pytest.fixture(scope="module")
def settlers():
    from pathlib import Path
    return load_ruleset(Path(__file__).resolve().parents[1] / "rules" / "imperial-settlers", modules=["aztecs"])


def test_german_clean_up_reads_min_as_words_with_every_noun_in_its_case(settlers):
    de = Renderer(settlers, "de")
    text = de.effect(parse_effect("set keep_stone (min(keep_stone, stone)); set keep_food (min(keep_food, food))"))
    assert text == ("Lagerbaren Stein auf deinen Vorrat an lagerbarem Stein, höchstens aber deinen Vorrat an "
                    "Steinen, setzen. Lagerbare Nahrung auf deinen Vorrat an lagerbarer Nahrung, höchstens aber "
                    "deinen Vorrat an Nahrung, setzen."), text
    assert de.effect(parse_effect("gain keep_stone stone")) == \
        "So viel lagerbaren Stein wie dein Vorrat an Steinen erhalten."
    assert "auf deinen Vorrat an Arbeitern plus deinen Vorrat an Holz plus deinen Vorrat an Steinen setzen" in \
        de.effect(parse_effect("set spare_goods (worker + wood + stone)"))
    assert de.effect(parse_effect("if keep_blessing > 2 { gain vp 1 }")).startswith(
        "Falls dein Vorrat an lagerbaren Segensmarkern größer als 2 ist")
    assert de.effect(parse_effect("if keep_blessing > 0 { gain vp 1 }")).startswith(   # none: words
        "Falls dein Vorrat an lagerbaren Segensmarkern nicht leer ist")


@pytest.mark.parametrize("effect, lang, expected", [
    ("refill altar_gd_1 gd_stack (max(players, 2))", "de", "auf die Zahl der Spieler, mindestens aber 2, auffüllen"),
    ("gain wood (min(wood))", "de", "So viel Holz wie dein Vorrat an Holz erhalten."),
])
def test_min_and_max_read_as_words_in_german(teotihuacan, effect, lang, expected):
    text = Renderer(teotihuacan, lang).effect(parse_effect(effect))
    assert expected in text and "min(" not in text and "max(" not in text, text


@pytest.mark.parametrize("lang, expected", [
    ("en", "the lesser of"), ("pt", "o menor valor entre"), ("fr", "le minimum entre"),
    ("de", "auf deinen Vorrat an lagerbarem Stein, höchstens aber deinen Vorrat an Steinen, setzen"),
])
def test_min_reads_as_words_in_every_language(settlers, lang, expected):
    text = Renderer(settlers, lang).effect(parse_effect("set keep_stone (min(keep_stone, stone))"))
    assert expected in text and "min(" not in text, text


def test_a_value_keeps_its_closing_comma_where_the_message_asks_for_its_case(settlers):
    text = Renderer(settlers, "de").effect(parse_effect("set asks_brown (count(c in site where has(c, deal_wood)))"))
    assert text.endswith(", die Abkommen für Holz zeigen, setzen."), text
