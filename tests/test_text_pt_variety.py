"""Portuguese is Brazilian Portuguese (docs/translating.md, "Portuguese: Brazilian"): the seeded
rulebooks the rule files quote are PT-BR, so every pt catalogue uses its words, and an amount of a
resource agrees with its number ("1 cacau", "3 cacaus", as the rulebooks write)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from teotl.rules import load_ruleset
from teotl.text.catalogue import Catalogue, Noun

REPO = Path(__file__).resolve().parent.parent
PT_FILES = sorted([*(REPO / "rules" / "i18n" / "pt").glob("*.ftl"), *(REPO / "rules").glob("*/i18n/pt/*.ftl")])

# European-only words (left) and the Brazilian ones the catalogues use (right)
EUROPEAN = {
    r"\bregisto\b": "registro", r"\bficheiros?\b": "arquivo", r"\becrã\b": "tela", r"\bronda\b": "rodada",
    r"\bgrelha\b": "grade", r"\bequipa\b": "time", r"\butilizador": "usuário", r"\bcarregue\b": "pressione",
    r"\bà espera\b": "aguardando", r"\bponteiros do relógio\b": "sentido horário", r"\ba meio\b": "interrompida",
    r"\bnum\b|\bnuma\b": "em um, em uma", r"\bestá a [a-z]+r\b": "está fazendo",
}


def code_lines(path: Path) -> list[tuple[int, str]]:
    """The lines of a catalogue that players see: comments are left out, as is an alias that a
    player may type (`command-log = registro, registo` keeps the European word as an alias)."""
    return [(n, line) for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if not line.lstrip().startswith("#") and not line.startswith("command-")]


@pytest.mark.parametrize("path", PT_FILES, ids=lambda p: str(p.relative_to(REPO)))
def test_no_european_only_words_in_portuguese(path):
    found = [f"{path.name}:{n}: {m.group(0)!r} (use {use!r})"
             for n, line in code_lines(path) for pattern, use in EUROPEAN.items()
             for m in re.finditer(pattern, line, re.IGNORECASE)]
    assert not found, "\n".join(found)


def test_the_european_command_word_still_works_as_an_alias():
    text = (REPO / "rules" / "i18n" / "pt" / "play-screen.ftl").read_text(encoding="utf-8")
    assert re.search(r"^command-log = registro, registo$", text, re.M)


@pytest.mark.parametrize("rules, term, one, many", [
    (None, "cocoa", "1 cacau", "3 cacaus"),
    (None, "wood", "1 madeira", "3 madeiras"),
    (None, "stone", "1 pedra", "3 pedras"),
    (None, "gold", "1 ouro", "3 ouros"),
    ("cacao", "fruit", "1 cacau", "3 cacaus"),
    ("cacao", "gold", "1 ouro", "3 ouros"),
    ("imperial-settlers", "wood", "1 Madeira", "3 Madeiras"),
])
def test_a_portuguese_amount_agrees_with_its_number(rules, term, one, many):
    cat = Catalogue("pt", [REPO / "rules" / (rules or "teotihuacan")])   # the game's own catalogues
    for count, expected in ((1, one), (3, many)):
        assert cat.format("amount", {"count": count, "resource": Noun(term, count)}) == expected


@pytest.mark.parametrize("term, expected", [("cocoa", "tantos cacaus quanto"), ("wood", "tantas madeiras quanto")])
def test_as_many_as_agrees_with_the_plural_noun(term, expected):
    cat = Catalogue("pt", [REPO / "rules" / "teotihuacan"])
    text = cat.format("amount-expr", {"resource": Noun(term, "other"), "value": "X"})
    assert text.startswith(expected), text


def test_a_logged_gain_agrees_in_the_log():
    from teotl.text import Renderer
    ruleset = load_ruleset(None)
    text = Renderer(ruleset, "pt").effect(ruleset.components["st-00"].parsed["effect"])
    assert text == "Ganhe 3 cacaus e 5 madeiras."


def test_de_and_em_merge_with_a_demonstrative():
    """"de esse" is "desse", "em esta" is "nesta" (the term `-contractions`), as "de o" is "do"."""
    cat = Catalogue("pt", [])
    assert cat.contract("os marcadores de esse componente, em esta casa, de Este") == \
        "os marcadores desse componente, nesta casa, de Este"


def test_a_bound_demonstrative_after_de_in_the_rule_text():
    import contextlib
    import io

    from teotl.cli import main
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["explain", "give_up_location", "--rules", "imperial-settlers", "--lang", "pt"]) == 0
    text = out.getvalue()
    assert "e depois retire todos os marcadores desse componente;" in text and "de esse" not in text, text
