"""A count compared with none of it reads as words, in every language (teotl.text.comparisons):
a resource ("If you have no standing Shaman"), a counter ("… is zero"), what a player owns of a tag
(`count(TAG) == 0`: "you do not own the Hermit") and a function over a source
(`count(c in S where C) == 0`). Each primitive registers its own zero test next to its query."""
from __future__ import annotations

from pathlib import Path

import pytest

from teotl.language import parse_effect
from teotl.rules import load_ruleset
from teotl.text import Renderer

RULES = Path(__file__).resolve().parents[1] / "rules"


@pytest.fixture(scope="module")
def teo():
    return load_ruleset(None, modules=["m6", "m8"])


@pytest.fixture(scope="module")
def huts():
    return load_ruleset(RULES / "cacao", modules=["huts"])


def text_of(ruleset, lang, cid):
    r = Renderer(ruleset, lang)
    return " ".join(" ".join(s.text.split()) for s in r.render_component(ruleset.components[cid]).sections)


@pytest.mark.parametrize("lang, expected", [
    ("en", "If you have no standing Shaman: stand your Shaman up."),
    ("pt", "Se você não tem nenhum Xamã em pé: ponha o seu Xamã em pé."),
    ("de", "Falls du keinen stehenden Schamanen hast: deinen Schamanen aufrichten."),
    ("fr", "Si vous n’avez aucun Chaman debout : mettre votre Chaman debout."),
])
def test_gd11_a_shaman_that_is_not_standing(teo, lang, expected):
    text = text_of(teo, lang, "gd-11")
    assert expected in text, text


@pytest.mark.parametrize("lang, some, none", [
    ("en", "If you have a standing Shaman:", "If you have no standing Shaman:"),
    ("pt", "Se você tem um Xamã em pé:", "Se você não tem nenhum Xamã em pé:"),
    ("de", "Falls du einen stehenden Schamanen hast:", "Falls du keinen stehenden Schamanen hast:"),
    ("fr", "Si vous avez un Chaman debout :", "Si vous n’avez aucun Chaman debout :"),
])
def test_a_resource_of_0_or_1_reads_in_the_singular(teo, lang, some, none):
    r = Renderer(teo, lang)
    for test in ("> 0", ">= 1", "!= 0"):
        text = r.effect(parse_effect(f"if shaman_up {test} {{ gain cocoa 1 }}"))
        assert some in text, (test, text)
    for test in ("== 0", "< 1", "<= 0"):
        text = r.effect(parse_effect(f"if shaman_up {test} {{ gain cocoa 1 }}"))
        assert none in text, (test, text)


@pytest.mark.parametrize("lang, some, none", [
    ("en", "If you have cocoa:", "If you have no cocoa:"),
    ("pt", "Se você tem cacaus:", "Se você não tem nenhum cacau:"),
    ("de", "Falls dein Vorrat an Kakao nicht leer ist:", "Falls dein Vorrat an Kakao leer ist:"),
    ("fr", "Si votre réserve de cacao n’est pas vide :", "Si votre réserve de cacao est vide :"),
])
def test_a_resource_compared_with_none(teo, lang, some, none):
    r = Renderer(teo, lang)
    assert some in r.effect(parse_effect("if cocoa > 0 { gain vp 1 }"))
    assert none in r.effect(parse_effect("if cocoa == 0 { gain vp 1 }"))
    other = r.effect(parse_effect("if cocoa == 2 { gain vp 1 }"))   # other numbers stay numbers
    assert " 2" in other and some not in other and none not in other, other


@pytest.mark.parametrize("lang, zero, not_zero", [
    ("en", "If the light disc is zero:", "If the light disc is not zero:"),
    ("pt", "é zero:", "não é zero:"),
    ("de", "null ist:", "nicht null ist:"),
    ("fr", "vaut zéro :", "ne vaut pas zéro :"),
])
def test_a_counter_compared_with_zero(teo, lang, zero, not_zero):
    r = Renderer(teo, lang)
    assert zero in r.effect(parse_effect("if light_disc == 0 { gain cocoa 1 }"))
    assert not_zero in r.effect(parse_effect("if light_disc > 0 { gain cocoa 1 }"))


@pytest.mark.parametrize("lang, expected", [
    ("en", "Only if you do not own the Market Crier."),
    ("pt", "Somente se você não tem o Pregoeiro."),
    ("de", "Nur wenn du den Marktschreier nicht besitzt."),
    ("fr", "Seulement si vous ne possédez pas le Crieur."),
])
def test_a_hut_you_may_build_once(huts, lang, expected):
    text = text_of(huts, lang, "hut-01a")
    assert expected in text, text


@pytest.mark.parametrize("lang, expected", [
    ("en", "If you own the Farmer:"),
    ("pt", "Se você tem o Fazendeiro:"),
    ("de", "Falls du den Bauern besitzt:"),
    ("fr", "Si vous possédez le Fermier :"),
])
def test_a_tag_you_own(huts, lang, expected):
    r = Renderer(huts, lang)
    for test in ("> 0", ">= 1", "!= 0"):
        text = r.effect(parse_effect(f"if count(farmer) {test} {{ gain gold 1 }}"))
        assert expected in text, (test, text)


@pytest.mark.parametrize("lang, none", [
    ("en", "If none of the jungle display (c) is such that c shows a temple:"),
    ("pt", "Se nenhum item dos tiles de selva à mostra (c) é tal que c mostra um templo:"),
    ("de", "Falls für kein Element der Dschungelauslage (c) gilt, dass c einen Tempel zeigt:"),
    ("fr", "Si aucun élément de l’étalage de tuiles jungle (c) n’est tel que c montre un temple :"),
])
def test_a_count_over_a_source_compared_with_none(huts, lang, none):
    r = Renderer(huts, lang)
    text = r.effect(parse_effect("if count(c in display where has(c, temple)) == 0 { gain gold 1 }"))
    assert none in text, text
    some = r.effect(parse_effect("if count(c in display where has(c, temple)) > 0 { gain gold 1 }"))
    assert some == r.effect(parse_effect("if any(c in display where has(c, temple)) { gain gold 1 }"))


def test_a_whole_supply_counted_reads_empty(huts):
    r = Renderer(huts, "en")
    assert "If the jungle display is empty:" in r.effect(parse_effect("if count(c in display) == 0 { gain gold 1 }"))
    assert "If the jungle display is not empty:" in r.effect(parse_effect("if count(c in display) >= 1 { gain gold 1 }"))
