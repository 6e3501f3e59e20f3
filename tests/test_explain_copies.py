"""`teotl explain` says how many of a component there are (`copies:`), beside its type, in the
reader's language: an author who changes a count with a house rule can see it (it showed only
the rule text, the same for one copy or six)."""
from __future__ import annotations

from pathlib import Path

import pytest

from teotl.loading import load_runtime
from teotl.text import Renderer
from teotl.text.document import component_markdown

RULES = Path(__file__).resolve().parents[1] / "rules"


@pytest.fixture(scope="module")
def cacao():
    return load_runtime(RULES / "cacao", [], [], logging=False)[0]


@pytest.mark.parametrize("lang, written, expected", [
    ("en", {"default": 2, "2": 1}, "2 copies (1 with 2 players)"),
    ("en", 3, "3 copies"),
    ("en", 1, ""),
    ("en", {"per_player": 1}, "1 copy per player"),
    ("pt", {"default": 2, "2": 1}, "2 cópias (1 com 2 jogadores)"),
    ("de", {"default": 2, "2": 1}, "2 Exemplare (1 bei 2 Spielern)"),
    ("fr", {"default": 2, "2": 1, "4": 3}, "2 exemplaires (1 à 2 joueurs et 3 à 4 joueurs)"),
])
def test_copies_read_as_a_count(cacao, lang, written, expected):
    assert Renderer(cacao, lang).copies_text(written) == expected


def test_explain_shows_the_count_beside_the_type(cacao):
    renderer = Renderer(cacao, "en")
    component = cacao.components["gold-mine-1"]
    assert component.copies is not None
    text = component_markdown(renderer, renderer.render_component(component))
    assert "*type: jungle tile · " + renderer.copies_text(component.copies) + "*" in text
    assert "copies" in text
