"""A catalogue entry that ends in a subordinate clause (`.ends = clause`) is closed by a comma
where the sentence goes on after it, and not before the sentence's own punctuation
(teotl.text.clauses): German "…, die Grau zeigen, erhalten"."""
from __future__ import annotations

from pathlib import Path

import pytest

from teotl.rules import load_ruleset
from teotl.text import Renderer
from teotl.text.catalogue import Catalogue
from teotl.text.clauses import Clause

REPO = Path(__file__).resolve().parents[1]


def _texts(lang: str) -> list[str]:
    ruleset = load_ruleset(REPO / "rules" / "imperial-settlers")
    renderer = Renderer(ruleset, lang)
    return [" ".join(section.text.split()) for component in ruleset.components.values()
            for section in renderer.render_component(component).sections]


def test_a_german_gain_of_a_count_with_a_relative_clause_closes_the_clause_before_the_verb():
    texts = _texts("de")
    assert any("wie die Anzahl der Karten im Bau oder in Verhandlung, die grau zeigen, erhalten." in t
               for t in texts)
    assert not any("zeigen erhalten" in t for t in texts)
    assert not any(",," in t or ", ." in t or ",." in t for t in texts)


@pytest.mark.parametrize("lang, expected", [
    ("pt", "Ganhe tantos PV quanto o número de cartas sendo construídas ou em acordo que mostram cinzento."),
    ("fr", "Gagner autant de PV que le nombre de cartes en cours de construction ou d’accord qui montrent gris."),
])
def test_languages_without_a_closing_comma_read_as_before(lang, expected):
    texts = _texts(lang)
    assert any(t.endswith(expected) for t in texts), [t for t in texts if "PV" in t][:5]


def _catalogue(tmp_path: Path, text: str) -> Catalogue:
    folder = tmp_path / "i18n" / "de"
    folder.mkdir(parents=True)
    (folder / "test.ftl").write_text(text, encoding="utf-8")
    return Catalogue("de", [tmp_path])


def test_a_clause_is_closed_where_words_follow_and_passed_on_where_it_ends_a_message(tmp_path):
    cat = _catalogue(tmp_path, "\n".join([
        "t-count = die Anzahl der Karten, die { $what } zeigen",
        "    .ends = clause",
        "t-as-much = so viel Holz wie { $value }",
        "t-gain = { $amount } erhalten",
        "t-end = { $amount }.",
        "t-quoted = „{ $amount }“ erhalten",
        "-t-term = die Karte, die gebaut wird",
        "    .ends = clause",
        "t-put = es in { $where } legen", ""]))
    count = cat.format("t-count", {"what": "Grau"})
    assert isinstance(count, Clause)
    amount = cat.format("t-as-much", {"value": count})
    assert isinstance(amount, Clause)                     # ends in the clause: the mark passed on
    assert cat.format("t-gain", {"amount": amount}) == "so viel Holz wie die Anzahl der Karten, die Grau zeigen, erhalten"
    assert cat.format("t-end", {"amount": amount}) == "so viel Holz wie die Anzahl der Karten, die Grau zeigen."
    assert cat.format("t-quoted", {"amount": amount}) == "„so viel Holz wie die Anzahl der Karten, die Grau zeigen“ erhalten"
    assert not isinstance(cat.format("t-gain", {"amount": amount}), Clause)
    assert cat.format("t-gain", {"amount": "3 Holz"}) == "3 Holz erhalten"
    term = cat.term("t-term")
    assert isinstance(term, Clause)
    assert cat.format("t-put", {"where": term}) == "es in die Karte, die gebaut wird, legen"
