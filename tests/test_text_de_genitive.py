"""German of-phrases take the genitive where the catalogue knows it ("ein leeres Feld des
Dschungels", "die Reihe des Feldes", "Knoten des Reichsplans"), and "von" with the dative where
it does not: a rule's letter or a parameter ("die Reihe von d", "an der Kante von PLÄTTCHEN"), a
term that gives its dative but not its genitive (`-form-gen = von { $dat }` in de/engine.ftl,
teotl.text.forms). A negated filter says "für die nicht gilt, dass …" once, not "für die gilt,
dass nicht gilt, dass …" (the contraction in de/engine.ftl)."""
from __future__ import annotations

import pytest

from teotl.text.catalogue import Catalogue, Noun


def _explain(capsys, rules: str, modules: str, *ids: str) -> str:
    from teotl.cli import main
    assert main(["explain", "--rules", rules, "--modules", modules, "--lang", "de", "--format", "text",
                 *ids]) == 0
    return " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("rules, modules, component, good, bad", [
    ("cacao", "huts", "lay_tile", "auf ein leeres Feld des Dschungels neben einem Plättchen", "Feld vom Dschungel"),
    ("cacao", "huts", "lay_tile", "(die Reihe des Feldes plus die Spalte des Feldes)", "Reihe vom Feld"),
    ("cacao", "huts", "crew", "an der Kante von PLÄTTCHEN, die zu NACHBAR zeigt", "Kante PLÄTTCHEN"),
    ("cacao", "huts", "setup_game", "die Reihe von d gleich 1 ist", "Reihe d "),
    ("teotihuacan", "m6,m7,m8,m9", "construction_reward", "einen noch niemandem gehörenden Knoten des Reichsplans",
     "Knoten vom Reichsplan"),
    ("teotihuacan", "m6,m7,m8,m9", "shaman_benefit", "das Plättchen an Position 1 der Altäre ausführen",
     "Position 1 von den Altären"),
])
def test_an_of_phrase_is_a_genitive_where_the_catalogue_has_it(capsys, rules, modules, component, good, bad):
    out = _explain(capsys, rules, modules, component)
    assert good in out and bad not in out, out


def test_a_negated_filter_says_its_phrase_once(capsys):
    out = _explain(capsys, "cacao", "huts", "own_edge")
    assert "über die beiden Felder an e (j), für die nicht gilt, dass j einen Tempel zeigt, größer als 0 ist" in out
    assert "gilt, dass nicht gilt" not in out


def _catalogue(tmp_path, text: str) -> Catalogue:
    folder = tmp_path / "i18n" / "de"
    folder.mkdir(parents=True)
    (folder / "fixture.ftl").write_text(text, encoding="utf-8")
    return Catalogue("de", [tmp_path])


def test_a_form_a_term_lacks_is_built_only_from_forms_it_gives(tmp_path):
    cat = _catalogue(tmp_path, """
-supply-bag =
    { $case ->
       *[nom] der Beutel
        [dat] dem Beutel
    }
-supply-box =
    { $case ->
       *[nom] die Kiste
        [dat] der Kiste
        [gen] der Kiste
    }
-type-coin = Münzen
fixture-of = der Inhalt { $supply_gen }
fixture-mine = die Zahl deiner { $what_gen }
""")
    assert cat.format("fixture-of", {"supply": Noun("supply-bag")}) == "der Inhalt vom Beutel"
    assert cat.format("fixture-of", {"supply": Noun("supply-box")}) == "der Inhalt der Kiste"
    assert cat.format("fixture-of", {"supply": "b"}) == "der Inhalt von b"
    assert cat.format("fixture-mine", {"what": Noun("type-coin")}) == "die Zahl deiner Münzen"
    assert cat.warnings == []
    # a name no catalogue translates is plain text too: "von field" (warned)
    assert cat.format("fixture-of", {"supply": Noun("supply-field", 1, "field")}) == "der Inhalt von field"


def test_nothing_after_danach_is_an_infinitive(capsys):
    """German statements are infinitives of rule cards, so one after "danach" keeps its order:
    "…, danach nichts tun" (was "danach nichts geschieht", a main clause without its inversion)."""
    out = _explain(capsys, "cacao", "map", "fill_space")
    assert "der Dschungel-Nachziehstapel leer ist, danach nichts tun." in out and "nichts geschieht" not in out
