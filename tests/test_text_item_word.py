"""The word for what a supply holds, in the engine's sentences (docs/translating.md, "What a
supply holds"): the term `-item`, "tile" by default, which a rule set of cards names `card` (with
its gender, so German reads "die oberste Karte", "der Karte …, die b zeigt", "ihre Kosten").
Imperial Settlers' rule text never says tile, ficha, Plättchen or tuile; Teotihuacan's still does."""
from __future__ import annotations

import re

import pytest

from teotl.cli import main

TILE = {"en": r"\btiles?\b", "pt": r"\bfichas?\b", "de": r"Plättchen", "fr": r"\btuiles?\b"}


def explain(capsys, *argv) -> str:
    code = main(["explain", *argv])
    out, err = capsys.readouterr()
    assert code == 0 and "Traceback" not in out + err, err
    return out


@pytest.mark.parametrize("lang", sorted(TILE))
def test_a_card_game_says_card(capsys, lang):
    text = explain(capsys, "--all", "--rules", "imperial-settlers", "--lang", lang)
    found = re.search(TILE[lang], text)
    assert found is None, text[max(0, found.start() - 120):found.end() + 40]


@pytest.mark.parametrize("lang, expected", [
    ("en", "Restock the Common deck. Move the top card of the Common deck to your hand."),
    ("pt", "Refaça o baralho Comum. Mova a carta do topo do baralho Comum para a sua mão."),
    ("de", "Den allgemeinen Stapel erneuern. Die oberste Karte vom allgemeinen Stapel in deine Hand legen."),
    ("fr", "Reconstituer la pioche commune. Déplacer la carte du dessus de la pioche commune vers votre main."),
])
def test_drawing_a_card_reads_card(capsys, lang, expected):
    assert explain(capsys, "draw_common", "--rules", "imperial-settlers", "--lang", lang).strip().endswith(expected)


def test_german_articles_agree_with_the_card(capsys):
    text = explain(capsys, "production", "--rules", "imperial-settlers", "--lang", "de")
    assert "„Produktion“ der Karte ausführen, die b zeigt." in text, text


@pytest.mark.parametrize("lang, expected", [
    ("pt", "Se quiser, pegue a ficha do topo da pilha de fichas de descoberta, pagando o seu custo."),
    ("de", "das oberste Plättchen"),
])
def test_teotihuacan_still_says_tile(capsys, lang, expected):
    assert expected in explain(capsys, "st-03", "--lang", lang)
