"""Headings on the play screen and in the browser are nouns on their own, so they are in the
nominative: German Cacao's jungle headed its grid "Dem Dschungel", the dative its term gives by
default because sentences say "vom Dschungel" (teotl/server/labels.py, HEADING_CASE)."""
from __future__ import annotations

import pytest

from teotl import paths
from teotl.loading import load_runtime
from teotl.play import start
from teotl.play.log import LogReader
from teotl.server.labels import Labels


@pytest.mark.parametrize("lang, heading", [("de", "Der Dschungel"), ("pt", "A selva"), ("en", "The jungle"),
                                           ("fr", None)])
def test_a_space_heads_its_grid_in_the_nominative(lang, heading):
    ruleset, runtime = load_runtime(paths.shipped_rulesets()["cacao"], [], [])
    table = start(ruleset, runtime, 2, ["greedy", "greedy"], 1, [], [], {"id": "cacao", "name": "cacao"})
    labels = Labels(table.session.loaded, lang)
    view = LogReader(table.session, labels).view(0, 100)
    grid = next(space for space in view["spaces"] if space["kind"] == "cells")
    if heading is not None:
        assert grid["name"] == heading
    assert not grid["name"].startswith(("Dem ", "Den ", "Des "))
    assert grid["name"][:1].isupper()


def test_a_sentence_keeps_the_terms_own_default_case():
    ruleset, runtime = load_runtime(paths.shipped_rulesets()["cacao"], [], [])
    table = start(ruleset, runtime, 2, ["greedy", "greedy"], 1, [], [], {"id": "cacao", "name": "cacao"})
    labels = Labels(table.session.loaded, "de")
    renderer = labels.renderer
    assert renderer.cat.noun(renderer.noun("jungle", 1, "space")) == "dem Dschungel"  # in a sentence
    assert labels.space("jungle") == "Der Dschungel"
