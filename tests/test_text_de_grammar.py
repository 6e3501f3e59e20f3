"""German rule text (`teotl explain --lang de`) declines what the catalogues put together: an
adjective after a possessive ("deiner großen Entdeckungen", not "deiner große"), a counter in the
case its preposition or verb asks for ("zu den gezählten braunen Karten", "den ausgegebenen Stein
… setzen"), and a counter read as a noun phrase, not as a sentence ("auf den Schalter „Gebet zählt
Braun“ ×", not "auf das Gebet zählt braun ×"). The words are the German catalogues' (rules/i18n/de,
rules/imperial-settlers/i18n/de: case variants `acc`/`dat`/`gen` of terms, `$what_gen` in
engine.ftl)."""
from __future__ import annotations

import pytest


def _explain(capsys, rules: str, modules: str, *ids: str) -> str:
    from teotl.cli import main
    assert main(["explain", "--rules", rules, "--modules", modules, "--lang", "de", "--format", "text",
                 *ids]) == 0
    return capsys.readouterr().out


def _settlers(capsys, *ids: str) -> str:
    return _explain(capsys, "imperial-settlers", "aztecs", *ids)


def _teotihuacan(capsys, *ids: str) -> str:
    return _explain(capsys, "teotihuacan", "m6,m7,m8", *ids)


# ---------------------------------------------------------------- an adjective after a possessive


@pytest.mark.parametrize("component, good, bad", [
    ("rt-10", "die Zahl der Paare deiner großen Entdeckungen", "deiner große Entdeckungen"),
    ("discovery_window", "eine deiner unbenutzten großen Entdeckungen einsetzen", "unbenutzten große "),
    ("m6_setup", "alle großen Entdeckungen in den Stapel der großen Entdeckungen legen", "alle große "),
])
def test_great_discoveries_decline_after_a_possessive_or_alle(capsys, component, good, bad):
    out = _teotihuacan(capsys, component)
    assert good in out and bad not in out


def test_common_cards_decline_after_alle(capsys):
    out = _settlers(capsys, "setup_game")
    assert "Alle allgemeinen Karten in den allgemeinen Stapel legen" in out
    assert "Alle allgemeine Karten" not in out


# ---------------------------------------------------------------- a counter in its case


def test_one_more_adds_to_the_tally_in_the_dative(capsys):
    out = _settlers(capsys, "tricolour_counts")
    assert "1 zu den gezählten braunen Karten hinzufügen" in out
    assert "zu den gezählten roten Karten" in out
    assert "zu die " not in out


def test_a_masculine_counter_is_set_in_the_accusative(capsys):
    out = _settlers(capsys, "spend_matching", "keep_only", "lookout")
    assert "den ausgegebenen Stein auf den ausgegebenen Stein plus 1 setzen" in out
    assert "Den behaltenen Segensmarker auf MARKER setzen" in out
    assert "Den Startspieler der Runde auf" in out
    for bad in ("der ausgegebene Stein auf der ausgegebene Stein", "Der behaltene Segensmarker auf",
                "Der Startspieler der Runde auf"):
        assert bad not in out


# ---------------------------------------------------------------- the prayer's colours as a noun phrase


def test_the_prayers_colour_is_a_noun_phrase_in_a_formula(capsys):
    out = _settlers(capsys, "count_tokens", "count_pile")
    assert "Die gezählten braunen Karten auf den Schalter „Gebet zählt Braun“ × deinen Vorrat an braunen" in out
    assert "plus den Schalter „Gebet zählt Braun“ × die Karten des Gebets in Braun setzen" in out
    assert "das Gebet zählt braun" not in out and "in braun" not in out


def test_the_prayers_colour_reads_in_a_condition_and_is_set(capsys):
    out = _settlers(capsys, "pick_colour", "clear_asks", "tricolour_counts", "spend_matching")
    assert "wenn der Schalter „Gebet zählt Braun“ eingeschaltet ist, zählt nur diese Farbe" in out
    assert "Den Schalter „Gebet zählt Braun“ auf 0 setzen" in out
    assert "wenn der Schalter „Gebet zählt Braun“ größer als 0 ist, 1 zu den gezählten braunen Karten" in out
    assert "Den Schalter „passende Rohstoffe ausgeben“ auf 1 setzen" in out
    for bad in ("das Gebet zählt", "Das Gebet zählt", "Beim Ausgeben passender Rohstoffe auf"):
        assert bad not in out


# ---------------------------------------------------------------- a value after a preposition (engine.ftl)


def test_a_sum_a_maximum_and_a_rank_quote_their_value_instead_of_a_nominative_after_aus_or_nach(capsys):
    out = _explain(capsys, "cacao", "map,irrigation,chocolatl,huts", "crew_at", "temple_majority",
                   "road_worker_bonus")
    assert "die Summe der Werte „die Arbeiter von n in Richtung ORT“ über die Felder neben ORT (n)" in out
    assert "dein Platz nach dem Wert „die Zahl deiner Arbeiter neben ORT“" in out
    assert "beim Wert „die Zahl deiner Arbeiter neben ORT“ gleichauf mit dir sind" in out
    assert "der größte Wert von „die Anzahl der belegten Felder" in out
    for bad in ("Summe aus die", "Wert aus die", "nach deine Arbeiter"):
        assert bad not in out


def test_a_modifier_increases_by_an_amount_in_the_accusative(capsys):
    out = _teotihuacan(capsys, "m8-greedy-value")
    assert "erhöht sich um 3 × deinen Vorrat an stehenden Schamanen" in out
    assert "um 3 × dein Vorrat" not in out


def test_no_preposition_takes_a_nominative_in_the_whole_german_text(capsys):
    """The patterns the review saw, over every German rule text of the three rule sets."""
    import re
    bad = re.compile(r"\b(zu|mit|von|aus|bei|nach) (die|das) |\bnach deine |\bdeine[rn]? (große|allgemeine) "
                     r"|\bauf das Gebet zählt|\bder ausgegebene Stein auf")
    for rules, modules in (("imperial-settlers", "aztecs"), ("teotihuacan", "m6,m7,m8,m9"),
                           ("cacao", "map,irrigation,chocolatl,huts")):
        from teotl.cli import main
        assert main(["explain", "--rules", rules, "--modules", modules, "--all", "--lang", "de",
                     "--format", "text"]) == 0
        out = capsys.readouterr().out
        assert not [line for line in out.splitlines() if bad.search(line)], rules


def test_a_weak_noun_takes_its_ending_in_the_accusative():
    """Cacao's huts in German: "Nur wenn du den Bauer nicht besitzt" — Bauer and Schamane are
    weak nouns: den Bauern, den Schamanen (their tags' accusative terms)."""
    from pathlib import Path
    from teotl.loading import load_runtime
    from teotl.text import Renderer
    ruleset, _ = load_runtime(Path(__file__).resolve().parents[1] / "rules" / "cacao", ["huts"], [], logging=False)
    renderer = Renderer(ruleset, "de")

    def text(cid):
        return " ".join(s.text for s in renderer.render_component(ruleset.components[cid]).sections)
    assert "Nur wenn du den Bauern nicht besitzt" in text("hut-02b")
    assert "Nur wenn du den Schamanen nicht besitzt" in text("hut-04b")
