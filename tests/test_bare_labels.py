"""A name beside its value is a bare label: the status line read "The light disc 0  The dark
disc 10" and the track rows "The blue temple", sentences cut short. `Labels.label` drops a
leading article the language lists (`-label-articles`: en "the", fr "le; la; les; l’", pt
"o; a; os; as"); German lists none, since "Der blaue Tempel" would need "Blauer Tempel" without
it. Headings of supplies and spaces keep their article (`Labels.title`)."""
from __future__ import annotations

import pytest

from teotl import paths
from teotl.loading import load_runtime
from teotl.play import start
from teotl.server.labels import Labels
from teotl.server.view import state_view


@pytest.fixture(scope="module")
def table():
    ruleset, runtime = load_runtime(paths.shipped_rulesets()["teotihuacan"], [], [])
    return start(ruleset, runtime, 2, ["human", "human"], 3, [], [], {"id": "t", "name": "t"})


@pytest.mark.parametrize("lang, counter, track, avenue", [
    ("en", "Light disc", "Blue temple", "Avenue of the Dead"),
    ("fr", "Jeton soleil", "Temple bleu", "Allée des Morts"),      # "l’Allée": the elided article too
    ("pt", "Disco claro", "Templo azul", "Avenida dos Mortos"),
    ("de", "Die weiße Scheibe", "Der blaue Tempel", "Die Straße der Toten"),
])
def test_a_label_beside_a_value_has_no_article_where_the_language_allows(table, lang, counter, track, avenue):
    labels = Labels(table.session.loaded, lang)
    assert labels.label("light_disc") == counter
    assert labels.label("blue") == track
    assert labels.label("avenue") == avenue
    if lang != "de":
        assert labels.title("blue") != track   # the heading keeps its article: only the label drops it


def test_the_view_names_counters_and_tracks_by_their_labels(table):
    view = state_view(table.session, 0, "en")
    names = {c["id"]: c["name"] for c in view["counters"]}
    assert names["light_disc"] == "Light disc" and names["dark_disc"] == "Dark disc"
    rows = {s["id"]: s["name"] for s in view["spaces"] if s["kind"] == "track"}
    assert rows["blue"] == "Blue temple" and rows["pyramid"] == "Pyramid track"
