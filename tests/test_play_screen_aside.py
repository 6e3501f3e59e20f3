"""The help in the log's place is folded, not cut: at 150 columns its lines used to end at the
log column's width ("responder (LINHA,COLUNA resp…"), so no explanation could be read whole.
When folding would not fit the room (80×24), each line is cut as before so that every command
still shows. And the panel of a player with many counters leaves out those at 0 on the wide
screen too (Imperial Settlers with the Aztecs: ten kinds of blessing token at 0)."""
from __future__ import annotations

import pytest

from teotl import paths
from teotl.loading import load_runtime
from teotl.play import start
from teotl.play.commands import help_lines
from teotl.play.log import LogReader
from teotl.play.screen import Screen, prompt_screen
from teotl.play.words import Words
from teotl.server.labels import Labels
from teotl.server.view import play_text


def screen_of(lang: str, width: int, height: int, help_shown: bool = True):
    ruleset, runtime = load_runtime(paths.shipped_rulesets()["imperial-settlers"], ["aztecs"], [])
    table = start(ruleset, runtime, 2, ["human", "greedy"], 2, ["aztecs"], [], {"id": "is", "name": "is"})
    labels = Labels(table.session.loaded, lang)
    words = Words(play_text(labels, table.names), table.names)
    view = LogReader(table.session, labels).view(0, height)
    aside = help_lines(words) if help_shown else []
    return [line.plain for line in prompt_screen(view, words, Screen(width, height, aside=aside))], words, view


@pytest.mark.parametrize("lang", ["pt", "en"])
def test_the_help_is_folded_where_it_fits(lang):
    lines, words, _ = screen_of(lang, 150, 50)
    text = " ".join(" ".join(line.split()) for line in lines)
    for key in ("help-answer", "help-save", "help-words"):
        assert " ".join(words.msg(key).split()) in text, key
    assert not any(line.rstrip().endswith("…") for line in lines if "esta lista" in line or "this list" in line)


def test_on_a_small_screen_every_command_still_starts_a_line():
    lines, words, _ = screen_of("en", 80, 24)
    starts = [words.msg(key)[:12] for key in ("help-show", "help-undo", "help-quit")]
    assert all(any(start in line for line in lines) for start in starts), lines


def test_the_wide_panel_leaves_out_counters_at_zero_when_there_are_many():
    lines, words, view = screen_of("en", 150, 50, help_shown=False)
    you = next(p for p in view["players"] if p["you"])
    zero = [c["name"] for c in you["counters"] if c["value"] == 0 and c["id"] != view["score"]["id"]]
    assert len(you["counters"]) > 9 and zero
    assert not any(f"{name} 0" in line for line in lines for name in zero)
