"""A count compared with none of it reads as words ("the jungle draw pile is empty"), through a
primitive's `("zero", name)` rendering (teotl.text.render.zero_test; `size` registers one), and a
template whose value is a condition reads "Holds when …", not "Gives … is 0"."""
from __future__ import annotations

from pathlib import Path

import pytest

from teotl.language import parse_effect
from teotl.rules import load_ruleset
from teotl.text import Renderer

CACAO = Path(__file__).resolve().parents[1] / "rules" / "cacao"


@pytest.fixture(scope="module")
def cacao():
    return load_ruleset(CACAO)


@pytest.mark.parametrize("lang, empty, not_empty", [
    ("en", "If the jungle draw pile is empty:", "If the jungle draw pile is not empty:"),
    ("pt", "não há nada na pilha de tiles de selva", "há algo na pilha de tiles de selva"),
    ("de", "der Dschungel-Nachziehstapel leer ist", "der Dschungel-Nachziehstapel nicht leer ist"),
    ("fr", "la pioche de tuiles jungle est vide", "la pioche de tuiles jungle n’est pas vide"),
])
def test_a_supply_compared_with_none_reads_empty_or_not(cacao, lang, empty, not_empty):
    r = Renderer(cacao, lang)
    assert empty in r.effect(parse_effect("if size(jungle_pile) == 0 { gain coin 1 }"))
    for test in ("> 0", ">= 1", "!= 0"):
        text = r.effect(parse_effect(f"if size(jungle_pile) {test} {{ gain coin 1 }}"))
        assert not_empty in text, (test, text)


def test_other_numbers_stay_numbers(cacao):
    text = Renderer(cacao, "en").effect(parse_effect("if size(jungle_pile) == 2 { gain coin 1 }"))
    assert "how many there are in the jungle draw pile is 2" in text and "empty" not in text, text


@pytest.mark.parametrize("lang, expected", [
    ("en", "Holds when the jungle draw pile is empty and the jungle display is empty."),
    ("de", "Gilt, wenn der Dschungel-Nachziehstapel leer ist und die Dschungelauslage leer ist."),
    ("fr", "Est vrai quand la pioche de tuiles jungle est vide et l’étalage de tuiles jungle est vide."),
    ("pt", "É verdadeiro quando não há nada na pilha de tiles de selva e não há nada nos tiles de selva à mostra."),
])
def test_a_template_whose_value_is_a_condition_says_when_it_holds(cacao, lang, expected):
    r = Renderer(cacao, lang)
    texts = [" ".join(s.text.split()) for s in r.render_component(cacao.templates["overbuild_time"]).sections]
    assert expected in texts, texts
