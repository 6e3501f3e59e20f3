"""`count(TAG)` of a tag that names one person ("the Market Crier", a Cacao hut) reads as a
count of them in every language: "the number of Market Criers you own", "die Zahl deiner
Marktschreier", "le nombre de Crieurs que vous possédez", "o número de Pregoeiros que você tem"
(was "the number of the Market Crier", "die Zahl deiner den Marktschreier", "le nombre le Crieur",
"o número do Pregoeiro"): the message asks for the form that counts (en/pt `plural`, de `gen`,
fr `de`), the hut's tag gives it; a type without the form keeps its plural ("huttes" gets
"de huttes")."""
from __future__ import annotations

import pytest


def _explain(capsys, lang: str, *ids: str) -> str:
    from teotl.cli import main
    assert main(["explain", "--rules", "cacao", "--modules", "huts", "--lang", lang, "--format", "text", *ids]) == 0
    return " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("lang, good, bad", [
    ("en", "gain gold equal to PRICE plus the number of Market Criers you own ×", "the number of the Market"),
    ("de", "so viel Gold wie PREIS plus die Zahl deiner Marktschreier ×", "deiner den"),
    ("fr", "gagner autant d’or que PRIX plus le nombre de Crieurs que vous possédez ×", "le nombre le"),
    ("pt", "ganhe tantos ouros quanto PREÇO mais o número de Pregoeiros que você tem ×", "número do Pregoeiro"),
])
def test_a_hut_s_person_is_counted_in_the_plural(capsys, lang, good, bad):
    out = _explain(capsys, lang, "sell_fruit")
    assert good in out and bad not in out, out


@pytest.mark.parametrize("lang, expected", [
    ("en", "Only if you do not own the Market Crier."),
    ("de", "Nur wenn du den Marktschreier nicht besitzt."),
    ("fr", "Seulement si vous ne possédez pas le Crieur."),
    ("pt", "Somente se você não tem o Pregoeiro."),
])
def test_owning_none_still_names_the_one_person(capsys, lang, expected):
    assert expected in _explain(capsys, lang, "hut-01a")


def test_a_french_count_of_huts_says_de(capsys):
    out = _explain(capsys, "fr", "--all")
    assert "le nombre de huttes que vous possédez" in out and "le nombre huttes" not in out
