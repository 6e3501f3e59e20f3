"""How a count over a supply reads: `count(c in S where has(c, TAG))` is "the number of … that
show TAG", in the words the catalogue gives for what S holds (`-supply-S-items`), else "items in S"."""
from __future__ import annotations

import shutil

import pytest

from teotl.rules import load_ruleset
from teotl.text import LANGUAGES, Renderer

from conftest import REPO

EXAMPLE = REPO / "docs" / "examples" / "cards"


def turn_text(ruleset, lang: str) -> str:
    renderer = Renderer(ruleset, lang)
    text = renderer.render_component(ruleset.components["turn"]).sections[0].text
    assert renderer.warnings == [], (lang, renderer.warnings)
    return " ".join(text.split())


@pytest.mark.parametrize("lang, expected", [
    ("en", "gain stone equal to the number of cards in the offering that show grey"),
    ("pt", "ganhe tantas pedras quanto o número de cartas na oferenda que mostram cinza"),
    ("de", "so viele Steine wie die Anzahl der Karten in der Opfergabe, die Grau zeigen"),
    ("fr", "gagner autant de pierre que le nombre de cartes de l’offrande qui montrent gris"),
])
def test_a_count_of_what_shows_a_tag_names_what_the_supply_holds(lang, expected):
    assert expected in turn_text(load_ruleset(EXAMPLE), lang)


def test_without_the_term_the_count_reads_items_in_the_supply(tmp_path):
    root = tmp_path / "cards"
    shutil.copytree(EXAMPLE, root)
    for lang in LANGUAGES:
        path = root / "i18n" / lang / "cards.ftl"
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        path.write_text("".join(l for l in lines if not l.startswith("-supply-drawn-items")), encoding="utf-8")
    text = turn_text(load_ruleset(root), "en")
    assert "the number of items in the offering that show grey" in text
    assert "(c)" not in text and "such that" not in text


@pytest.mark.parametrize("lang, expected", [
    ("en", "Gain VP equal to the number of cards being built or dealt that show brown"),
    ("pt", "Ganhe tantos PV quanto o número de cartas sendo construídas ou em acordo que mostram castanho"),
])
def test_a_settlers_feature_counts_the_cards_being_built(lang, expected):
    ruleset = load_ruleset(REPO / "rules" / "imperial-settlers")
    renderer = Renderer(ruleset, lang)
    texts = [" ".join(section.text.split()) for component in ruleset.components.values()
             for section in renderer.render_component(component).sections]
    assert any(expected in text for text in texts), expected
