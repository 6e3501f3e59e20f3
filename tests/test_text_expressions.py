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
    assert any(", die rot zeigen, plus die Anzahl" in t for t in texts)
    assert not any(" + " in t for t in texts)


def test_german_move_token_closes_a_clause_of_its_steps_and_adds_no_comma_of_its_own(teotihuacan):
    de = Renderer(teotihuacan, "de")
    flagged = de.effect(parse_effect("move_token altar_ring (1 + flag(shaman_extra_hop)) back"))
    assert "so viele Halte weit wie 1 plus 1, falls du einen zusätzlichen Altar beim Zug deines " \
           "Schamanen hast, sonst 0, ziehen und" in flagged, flagged
    plain = de.effect(parse_effect("move_token altar_ring (wood + 1) back"))
    assert "so viele Halte weit wie dein Vorrat an Holz plus 1 ziehen und" in plain, plain
    assert ",," not in flagged + plain
