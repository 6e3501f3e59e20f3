"""Placeholders built from several terms (a list of supplies) take the grammatical case a message
asks for, like single terms do (`$supplies_von` in German)."""
from __future__ import annotations

from teotl.language import parse_effect
from teotl.rules import load_ruleset
from teotl.text import Renderer


def test_a_list_of_supplies_takes_the_case_the_german_message_asks_for():
    ruleset = load_ruleset(None, modules=["solo", "m6", "m8"])
    one = parse_effect("claim lowest mask among altar_gd_1 lacking")
    two = parse_effect("claim lowest mask among altar_gd_1 gd_stack lacking")
    assert Renderer(ruleset, "de").effect(one) == \
        "Die beste Maske, die dir fehlt, oben von den großen Entdeckungen auf Altar 1 nehmen und bezahlen."
    assert "oben von den großen Entdeckungen auf Altar 1 oder vom Stapel der großen Entdeckungen nehmen" \
        in Renderer(ruleset, "de").effect(two)
    assert Renderer(ruleset, "en").effect(one).endswith("from the top of the great discovery tiles on altar 1.")
