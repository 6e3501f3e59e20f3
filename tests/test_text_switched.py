"""A flag-like resource or counter (0 or 1) that a catalogue words as switched on or off (the
terms `-set-NAME`, `-unset-NAME`, teotl.text.nouns `Nouns.switched`) reads in those words in rule
text and in option previews: "stand your Shaman up", not "gain 1 standing Shaman"."""
from __future__ import annotations

import pytest

from teotl.language import parse_effect
from teotl.rules import load_ruleset
from teotl.text import Renderer
from test_play_text_games import _lines


@pytest.fixture(scope="module")
def ruleset():
    return load_ruleset(None, modules=["m6", "m8"])


@pytest.mark.parametrize("lang, gained, lost", [
    ("en", "Stand your Shaman up.", "Lay your Shaman down."),
    ("pt", "Ponha o seu Xamã em pé.", "Deite o seu Xamã."),
    ("de", "Deinen Schamanen aufrichten.", "Deinen Schamanen hinlegen."),
    ("fr", "Mettre votre Chaman debout.", "Coucher votre Chaman."),
])
def test_a_flag_like_resource_reads_as_switched_in_rule_text(ruleset, lang, gained, lost):
    r = Renderer(ruleset, lang)
    assert r.effect(parse_effect("gain shaman_up 1")) == gained
    assert r.effect(parse_effect("set shaman_up 1")) == gained
    assert r.effect(parse_effect("lose shaman_up (1)")) == lost
    assert r.effect(parse_effect("set shaman_up 0")) == lost


def test_a_flag_like_resource_among_others_follows_them_and_a_change_of_two_reads_as_an_amount(ruleset):
    r = Renderer(ruleset, "en")
    assert r.effect(parse_effect("gain cocoa 2, shaman_up 1")) == "Gain 2 cocoa and stand your Shaman up."
    assert r.effect(parse_effect("gain shaman_up 2")) == "Gain 2 standing Shaman."
    assert r.effect(parse_effect("gain cocoa 1")) == "Gain 1 cocoa."          # no term: as before


@pytest.mark.parametrize("lang, expected, unwanted", [
    # (what follows is Bruno's decision after every option: not repeated, tests/test_preview_common_next.py)
    ("en", "stand your Shaman up", "1 standing Shaman"),
    ("pt", "pôr o seu Xamã em pé", "ganhar 1 Xamã"),
])
def test_an_option_preview_says_the_shaman_stands_up(lang, expected, unwanted):
    lines, _ = _lines(("m6", "m8"), lang, 1)
    assert expected in lines
    assert not any(unwanted in line and "·" in line for line in lines)
