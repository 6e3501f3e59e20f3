"""The screen's own punctuation follows the language: a name that heads a line ends in ": " in
English, German and Portuguese and in " : " in French ("Joueur 1 : Lequel prenez-vous… ?",
"Votre main : …"), as the rest of the French text already does (`screen-label-end`)."""
from __future__ import annotations

import random

import pytest

from teotl import paths
from teotl.loading import load_runtime
from teotl.play import start
from teotl.play.log import LogReader
from teotl.play.screen import Screen, prompt_screen
from teotl.play.words import Words
from teotl.server.labels import Labels
from teotl.server.view import play_text


def first_screen(lang: str):
    ruleset, runtime = load_runtime(paths.shipped_rulesets()["imperial-settlers"], [], [])
    table = start(ruleset, runtime, 2, ["human", "human"], 3, [], [], {"id": "is", "name": "is"})
    labels = Labels(table.session.loaded, lang)
    words = Words(play_text(labels, table.names), table.names)
    rng, game = random.Random(5), table.game
    while game.pending.player != 0:  # (the first decision is seat 0's; kept general)
        game.answer(game.pending.options[rng.randrange(len(game.pending.options))].key)
    view = LogReader(table.session, labels).view(0, 50)
    return [line.plain for line in prompt_screen(view, words, Screen(160, 50))], view, words.names[0]


@pytest.mark.parametrize("lang, end", [("en", ": "), ("de", ": "), ("pt", ": "), ("fr", " : ")])
def test_a_name_heading_a_line_ends_as_the_language_writes_it(lang, end):
    lines, view, name = first_screen(lang)
    prompt = view["decision"]["prompt"]
    assert any(line.startswith(name + end + prompt) for line in lines), lines[-8:]
    hand = next(h for h in view["players"][0]["supplies"] if h["id"] == "hand")
    assert any(line.strip().startswith(hand["name"] + end) for line in lines), hand["name"]
    if lang == "fr":
        assert not any(line.startswith(name + ": ") for line in lines)
