"""teotl.text.play_text: the words a play surface shows (issue 15). These check the plain
implementation's contract — names by the catalogues, ids never left in a label or a log line it
names, nothing thrown for a name it does not know — which any wording must keep."""
from __future__ import annotations

from pathlib import Path

import pytest

from teotl.loading import load_runtime
from teotl.model.decisions import Decision, Option
from teotl.text.play_text import PlayText


@pytest.fixture(scope="module")
def base():
    return load_runtime(None, [], [], logging=False)


def test_names_come_from_the_catalogues_in_each_language(base):
    ruleset, runtime = base
    english, portuguese = PlayText(runtime, ruleset, "en"), PlayText(runtime, ruleset, "pt")
    assert english.name("resource", "wood") == "Wood" and portuguese.name("resource", "wood") == "Madeira"
    assert english.name("board", "forest") == "Forest" and portuguese.name("board", "forest") == "Floresta"
    assert english.name("component", "st-00") == "Starting tile 0"
    assert english.name("component", "st-00#2") == "Starting tile 0 (2)"          # an instance of a component
    assert english.name("seat", "1") == "#2"                                       # no names given: numbers
    assert PlayText(runtime, ruleset, "en", ["Ana", "Bruno"]).name("seat", "1") == "Bruno"


def test_a_name_the_rules_do_not_know_reads_as_words(base):
    ruleset, runtime = base
    text = PlayText(runtime, ruleset, "en")
    assert text.name("component", "no-such_thing") == "No such thing"
    assert text.name("counter", "no_such_counter") == "No such counter"


def test_labels_and_log_lines_name_components_instead_of_their_ids(base):
    ruleset, runtime = base
    text = PlayText(runtime, ruleset, "en", ["Ana", "Bruno"])
    decision = Decision(0, "choose", (Option("st-00", "take st-00", None), Option("x", "forest", None)), "take which?")
    assert text.prompt(decision, None) == "Choose one"       # no topic: the question of its kind, never the engine's words
    assert text.option(decision, decision.options[0], None) == ("Starting tile 0", "")
    assert text.option(decision, decision.options[1], None)[0] == "Option 2"   # a key that names nothing: its number
    line = text.event({"e": "take", "p": 1, "component": "st-00", "supply": "hand"}, 1)
    assert line is not None and "Bruno" in line and "Starting tile 0" in line and "st-00" not in line
    assert text.forced(decision, decision.options[0], None) == "Choose one — Starting tile 0 (the only possible choice)"


@pytest.mark.parametrize("lang, title", [("en", "Discard what you cannot store"),
                                         ("pt", "Descarte o que não pode guardar"),
                                         ("de", "Abwerfen, was du nicht lagern kannst"),
                                         ("fr", "Défausser ce que vous ne pouvez pas garder")])
def test_a_gain_counted_for_a_template_names_it_in_the_players_language(lang, title):
    # Imperial Settlers' clean-up gives back the stone a player may store: the log says which
    # rule it counted for, by the template's name in the catalogue (it printed the rule file's
    # English `name:` in every language)
    ruleset, runtime = load_runtime(Path("rules/imperial-settlers"), logging=True)
    line = PlayText(runtime, ruleset, lang).event({"e": "gain", "p": 0, "resource": "stone", "amount": 3,
                                                  "for": "tidy_up"}, 0)
    assert line.endswith(f"({title})"), line
