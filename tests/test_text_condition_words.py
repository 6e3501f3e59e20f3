"""Conditions in their sentences (docs/translating.md, "Choosing the style"): German writes a
condition in subordinate order ("… gleich 1 ist"), so what introduces one is a conjunction
("falls", "wenn", "für das gilt, dass"), never a colon ("für das gilt: die Reihe von d gleich 1
ist"); "for at least one of S" counts items ("ein Element", "um item", "un élément") so that it
needs no gender of S ("einen der beiden Felder", "um das duas casas", "un des deux cases"); and a
value template whose body is `any(…)` is a condition: "Holds when …", not "Gives for at least …"."""
from __future__ import annotations

import pytest

from teotl.cli import main


def explain(capsys, *argv) -> str:
    code = main(["explain", *argv])
    out, err = capsys.readouterr()
    assert code == 0 and "Traceback" not in out + err, err
    return out


def last_line(capsys, *argv) -> str:
    return explain(capsys, *argv).strip().split("\n")[-1]


@pytest.mark.parametrize("rules", ["teotihuacan", "cacao", "imperial-settlers"])
def test_no_german_condition_follows_a_colon(capsys, rules):
    text = explain(capsys, "--all", "--rules", rules, "--lang", "de")
    assert "gilt:" not in text, text[max(0, text.find("gilt:") - 200):text.find("gilt:") + 80]


def test_german_each_where_reads_as_a_subordinate_clause(capsys):
    assert "Für jedes Element der Felder schräg neben dem gelegten Plättchen (d), für das gilt, dass die Reihe " \
           "von d gleich 1 ist und die Spalte von d gleich 1 ist: ein Wasserplättchen deiner Wahl aus der " \
           "Schachtel auf d legen." in last_line(capsys, "setup_game", "--rules", "cacao", "--lang", "de")
    lay = last_line(capsys, "lay_tile", "--rules", "cacao", "--lang", "de")
    assert "(s), für das gilt, dass s leer ist und die Anzahl der Felder neben s" in lay, lay
    activation = last_line(capsys, "activation", "--rules", "cacao", "--lang", "de")
    assert "(e), für das gilt, dass e eine Kante mit deinen Arbeitern ist: die Arbeiter an der Kante e " \
           "arbeiten." in activation, activation


@pytest.mark.parametrize("lang, start", [
    ("en", "Holds when for at least one of the two cells of e (w), the owner of w is your seat number"),
    ("pt", "É verdadeiro quando para pelo menos um item das duas casas de e (w), o dono de w é"),
    ("de", "Gilt, wenn für mindestens ein Element der beiden Felder an e (w) gilt, dass der Besitzer von w "
           "gleich deine Sitzposition (0 für den Startspieler) ist und die Summe"),
    ("fr", "Est vrai quand pour au moins un élément des deux cases de e (w), le propriétaire de w vaut"),
])
def test_a_value_template_over_any_holds_when(capsys, lang, start):
    text = last_line(capsys, "own_edge", "--rules", "cacao", "--lang", lang)
    assert text.startswith(start), text


def test_a_german_negated_count_closes_its_clause(capsys):
    """"…, für die nicht gilt, dass j einen Tempel zeigt, größer als 0 ist": the comma after the
    clause before the sentence goes on (`.ends = clause`), the negated filter said once."""
    text = last_line(capsys, "own_edge", "--rules", "cacao", "--lang", "de")
    assert text.endswith("über die beiden Felder an e (j), für die nicht gilt, dass j einen Tempel "
                         "zeigt, größer als 0 ist."), text


@pytest.mark.parametrize("lang, expected", [
    ("en", "Only if it is time to overbuild and overbuilding can be paid."),
    ("pt", "Somente se é a hora de sobrepor e a sobreposição pode ser paga."),
    ("de", "Nur wenn es Zeit zum Überbauen ist und das Überbauen bezahlt werden kann."),
    ("fr", "Seulement si c’est le moment de recouvrir et le recouvrement peut être payé."),
])
def test_a_call_without_arguments_reads_as_the_template_s_own_clause(capsys, lang, expected):
    """`require overbuild_time and overbuild_affordable`: the value templates' names are noun
    phrases ("der Zeitpunkt zum Überbauen"), their calls clauses (`template-ID-call`)."""
    assert last_line(capsys, "overbuild", "--rules", "cacao", "--lang", lang).startswith(expected)


def test_a_portuguese_call_without_arguments_is_an_instruction(capsys):
    """The name labels an option in the infinitive ("Ativar os trabalhadores"); called in the
    rule text, which is in the imperative, it reads "Ative os trabalhadores"."""
    text = last_line(capsys, "overbuild", "--rules", "cacao", "--lang", "pt")
    assert text.endswith("Pague a sobreposição. Marque a ficha colocada como “colocada neste turno”. "
                         "Ative os trabalhadores."), text
    assert last_line(capsys, "turn", "--rules", "cacao", "--lang", "pt").startswith(
        "Escolha uma opção: coloque um tile de trabalhadores; ou sobreponha um dos seus tiles de trabalhadores. ")


def test_a_french_rank_given_by_a_letter(capsys):
    """"le joueur de rang p", not the ordinal "le pe joueur" of a number's "2e"."""
    text = last_line(capsys, "lookout", "--rules", "imperial-settlers", "--lang", "fr")
    assert "Pour chacun des joueurs (p) : le joueur de rang p dans le sens antihoraire à partir de la droite " \
           "du premier joueur de la manche fait ceci :" in text, text


@pytest.mark.parametrize("lang, production, worker", [
    ("en", "(c) for which c shows a Production location:", "(w) for which w shows a worker tile:"),
    ("pt", "(c) tal que c mostra um local de Produção:", "(w) tal que w mostra um tile de trabalhadores:"),
    ("de", "(c), für das gilt, dass c einen Produktionsort zeigt:", "(w), für das gilt, dass w ein Arbeiterplättchen zeigt:"),
    ("fr", "(c) tel que c montre un lieu de production :", "(w) tel que w montre une tuile ouvrier :"),
])
def test_what_a_component_shows_takes_its_article(capsys, lang, production, worker):
    """`has(c, production)` reads the kind in its `shown` form, with its article ("c shows a
    Production location", was "c shows Production location"); a colour keeps its bare word."""
    assert production in last_line(capsys, "production", "--rules", "imperial-settlers", "--lang", lang)
    assert worker in last_line(capsys, "work_edge", "--rules", "cacao", "--lang", lang)
