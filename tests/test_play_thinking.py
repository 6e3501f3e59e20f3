"""While bots decide at a table with a person, the terminal says who is thinking ("Player 2 is
thinking…", in the player's language) on a line of its own that goes away once a person is
asked: a bot given seconds per decision (`--think`) no longer leaves a still screen that looks
stopped. Nothing of it is printed where the output is not a terminal."""
from __future__ import annotations

import io
import itertools

import pytest
from rich.console import Console

from teotl import paths
from teotl.loading import load_runtime
from teotl.play import play, start


def run(lang: str, terminal: bool, replies: int = 6) -> str:
    ruleset, runtime = load_runtime(paths.shipped_rulesets()["cacao"], [], [])
    table = start(ruleset, runtime, 2, ["human", "random"], 4, [], [], {"id": "cacao", "name": "cacao"}, (), lang)
    out = io.StringIO()
    console = Console(file=out, width=100, height=30, color_system=None, force_terminal=terminal)
    count = itertools.count()

    def ask(prompt: str) -> str:
        if next(count) >= replies:
            raise EOFError
        return "1"
    play(table, console, ask, lang=lang, size=(100, 30))
    return out.getvalue()


@pytest.mark.parametrize("lang, words", [("en", "Player 2 is thinking…"), ("fr", "Joueur 2 réfléchit…"),
                                         ("pt", "Jogador 2 está pensando…"), ("de", "Spieler 2 überlegt…")])
def test_a_terminal_says_which_bot_is_thinking(lang, words, tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    assert words in run(lang, terminal=True)


def test_nothing_of_it_where_the_output_is_not_a_terminal(tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    assert "is thinking" not in run("en", terminal=False)
