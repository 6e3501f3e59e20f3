"""Parentheses where words alone would let a formula be read two ways (teotl.text.grouping): a sum
as a function's argument, and a function of several values as an operand of ×, ÷ or as the left
operand of + and −."""
from __future__ import annotations

import pytest

from teotl.language import parse_effect
from teotl.rules import load_ruleset
from teotl.text import Renderer


@pytest.fixture(scope="module")
def mansion():
    return load_ruleset(None, modules=["m6", "m7"])


@pytest.fixture(scope="module")
def base():
    return load_ruleset(None)


@pytest.mark.parametrize("lang, expected", [
    ("en", "Gain VP equal to 2 × (the least of (the number of your technologies plus the Mansion bonus), "
           "the worker’s power and (the number of your technologies plus the worker’s power) ÷ 2)."),
    ("pt", "Ganhe tantos PV quanto 2 × (o menor valor entre (o número das suas tecnologias mais o bônus da "
           "Mansão), o poder do trabalhador e (o número das suas tecnologias mais o poder do trabalhador) ÷ 2)."),
    ("de", "So viele Siegpunkte wie 2 × ((die Zahl deiner Technologien plus der Herrenhaus-Bonus), höchstens "
           "aber die Stärke des Arbeiters und (die Zahl deiner Technologien plus die Stärke des Arbeiters) ÷ 2) erhalten."),
    ("fr", "Gagner autant de PV que 2 × (le minimum entre (le nombre de vos technologies plus le bonus du Manoir), "
           "la force de l’ouvrier et (le nombre de vos technologies plus la force de l’ouvrier) ÷ 2)."),
])
def test_the_mansion_royal_tile_groups_its_sums_and_its_minimum(mansion, lang, expected):
    r = Renderer(mansion, lang)
    texts = [" ".join(s.text.split()) for s in r.render_component(mansion.components["royal-r3"]).sections]
    assert expected in texts, texts


def test_a_sum_as_an_argument_is_grouped(base):
    r = Renderer(base, "en")
    assert r.effect(parse_effect("gain vp min(wood + 1, stone)")) == \
        "Gain VP equal to the lesser of (your wood plus 1) and your stone."
    assert r.effect(parse_effect("gain vp abs(wood - stone)")) == \
        "Gain VP equal to the absolute value of (your wood − your stone)."


def test_a_function_of_several_values_is_grouped_as_an_operand(base):
    r = Renderer(base, "en")
    assert r.effect(parse_effect("gain vp 2 * min(wood, stone)")) == \
        "Gain VP equal to 2 × (the lesser of your wood and your stone)."
    assert r.effect(parse_effect("gain vp min(wood, stone) + 1")) == \
        "Gain VP equal to (the lesser of your wood and your stone) plus 1."
    # the right operand of a sum is where the phrase ends anyway: no parentheses needed
    assert r.effect(parse_effect("gain vp 1 + min(wood, stone)")) == \
        "Gain VP equal to 1 plus the lesser of your wood and your stone."


def test_german_keeps_the_cases_inside_the_parentheses(base):
    de = Renderer(base, "de")
    text = de.effect(parse_effect("set light_disc (min(light_disc + 1, dark_disc))"))
    assert text == "Die weiße Scheibe auf (die weiße Scheibe plus 1), höchstens aber die schwarze Scheibe, setzen.", text
