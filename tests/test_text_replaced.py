"""A module that replaces a component keeps its id but may rename it: `-KIND-ID--MODULE` terms
(rules/teotihuacan/i18n/*/replaced-components.ftl) win over the base terms while that module is loaded."""
from __future__ import annotations

import pytest

from teotl.rules import load_ruleset
from teotl.text import Renderer, render_document

TITLES = {"en": ("Nobles", "Conquest", "Palace", "Mansion"), "pt": ("Nobres", "Conquista", "Palácio", "Mansão"),
          "de": ("Adlige", "Eroberung", "Palast", "Herrenhaus"), "fr": ("Nobles", "Conquête", "Palais", "Manoir")}


@pytest.fixture(scope="module")
def rulesets():
    return load_ruleset(None), load_ruleset(None, modules=["m6", "m7", "m9"])


@pytest.mark.parametrize("lang", sorted(TITLES))
def test_replaced_boards_take_the_modules_name_only_with_the_module(rulesets, lang):
    base, expanded = rulesets
    nobles, conquest, palace, mansion = TITLES[lang]
    assert Renderer(base, lang).component_title(base.components["nobles"]) == nobles
    assert Renderer(expanded, lang).component_title(expanded.components["nobles"]) == conquest
    assert Renderer(base, lang).component_title(base.components["palace"]).startswith(palace)
    assert Renderer(expanded, lang).component_title(expanded.components["palace"]) == mansion


def test_effects_naming_the_board_use_the_new_name(rulesets):
    """Technology 03 names board 6: the Nobles in the base game, the Conquest board with M9."""
    base, expanded = rulesets
    text_base = render(base, "tech-03")
    text_m9 = render(expanded, "tech-03")
    assert "the Nobles" in text_base and "Conquest" not in text_base
    assert "the Conquest board" in text_m9 and "the Nobles" not in text_m9.split("\n", 1)[1]


def render(ruleset, cid: str) -> str:
    return render_document(Renderer(ruleset, "en"), [ruleset.components[cid]])
