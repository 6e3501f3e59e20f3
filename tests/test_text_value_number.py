"""A value compared with a number is a singular subject: Cacao's workers at a tile read as their
count ("the number of your workers next to t is more than 0", "die Zahl deiner Arbeiter neben t
größer als 0 ist", "le nombre de vos ouvriers à côté de t vaut plus de 0", "o número dos seus
trabalhadores junto a t é maior que 0"; was "your workers next to t is", "deine Arbeiter … ist",
"vos ouvriers … vaut", "os seus trabalhadores … é"), and an edge's datum reads as a value in
English and German as in French and Portuguese ("the “workers” value on the edge of TILE … is 3",
"der Wert „Arbeiter“ an der Kante …"; was "the workers on the edge … is 3")."""
from __future__ import annotations

import pytest


def _explain(capsys, lang: str, *ids: str) -> str:
    from teotl.cli import main
    assert main(["explain", "--rules", "cacao", "--modules", "huts", "--lang", lang, "--format", "text", *ids]) == 0
    return " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("lang, expected", [
    ("en", "t shows a temple and the number of your workers next to t is more than 0."),
    ("de", "t einen Tempel zeigt und die Zahl deiner Arbeiter neben t größer als 0 ist, erhalten."),
    ("fr", "t montre un temple et le nombre de vos ouvriers à côté de t vaut plus de 0."),
    ("pt", "t mostra um templo e o número dos seus trabalhadores junto a t é maior que 0."),
])
def test_workers_at_a_tile_compared_are_their_number(capsys, lang, expected):
    assert expected in _explain(capsys, lang, "monk_bonus")


@pytest.mark.parametrize("lang, expected", [
    ("en", "(1 if the “workers” value on the edge of TILE facing FACING is 3, otherwise 0)"),
    ("de", "(1, falls der Wert „Arbeiter“ an der Kante von PLÄTTCHEN, die zu NACHBAR zeigt, gleich 3 ist, sonst 0)"),
])
def test_an_edge_s_datum_is_a_value(capsys, lang, expected):
    assert expected in _explain(capsys, lang, "crew")


def test_the_portuguese_name_of_workers_at_a_tile_says_ficha(capsys):
    out = _explain(capsys, "pt", "crew_at")
    assert "os seus trabalhadores junto a uma ficha" in out and " tile" not in out


@pytest.mark.parametrize("lang, expected, bad", [
    ("fr", "le nombre d’éléments des cases occupées de la jungle (t) tels que t montre un temple", "le nombre des cases"),
    ("pt", "quantos itens das casas ocupadas da selva (t) são tais que t mostra um templo", "quantos das casas"),
])
def test_how_many_of_a_source_counts_items_whatever_the_source_s_gender(capsys, lang, expected, bad):
    """"How many of S … such that" counts items (masculine "éléments", "itens"), as "for at least
    one of S" does, so "tels que" / "quantos" agree whatever S is (was "le nombre des cases … tels
    que", "quantos das casas")."""
    out = _explain(capsys, lang, "monk_bonus")
    assert expected in out and bad not in out, out
