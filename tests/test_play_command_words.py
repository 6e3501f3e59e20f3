"""The command words of `teotl play` in the player's language (teotl/play/replies.py, words.py,
rules/i18n/LANG/play-screen.ftl `command-*`): each language's own words work, the English ones work
in every language, the help and the hint line show the language's words, and a reply that could be
both a command and an option is resolved one documented way (a number is the option; a command
word is the command). The imperative a player types to the game ("erkläre Opferaltar", "montre",
"explique 2") works as the infinitive does."""
from __future__ import annotations

import itertools

import pytest
from rich.console import Console

from teotl import paths
from teotl.loading import load_runtime
from teotl.model.decisions import Decision, Option
from teotl.play import play, read_reply, start
from teotl.play.words import Words
from teotl.server.labels import Labels
from teotl.server.view import play_text


def words_of(lang: str) -> Words:
    ruleset, runtime = load_runtime(paths.shipped_rulesets()["teotihuacan"], [], [])
    table = start(ruleset, runtime, 2, ["human", "random"], 4, [], [], {"id": "teotihuacan", "name": "t"}, (), lang)
    names = table.names
    return Words(play_text(Labels(table.session.loaded, lang), names), names)


DECISION = Decision(player=0, kind="choose", prompt="what?",
                    options=(Option("help-a", "", None), Option("undo", "", None), Option("c", "", None)))
LABELS = ["Help the Shaman", "Ajuda mútua", "Sair do templo"]

LANGUAGE_WORDS = {
    "pt": {"mostrar": "show", "explicar": "explain", "registro": "log", "registo": "log", "opções": "options", "ajuda": "help",
           "desfazer": "undo", "salvar": "save", "sair": "quit",
           "explique": "explain", "mostre": "show", "desfaça": "undo", "salve": "save", "saia": "quit"},
    "de": {"zeigen": "show", "erklären": "explain", "protokoll": "log", "optionen": "options", "hilfe": "help",
           "rückgängig": "undo", "rueckgaengig": "undo", "speichern": "save", "beenden": "quit",
           "erkläre": "explain", "zeige": "show", "speichere": "save", "beende": "quit"},
    "fr": {"montrer": "show", "expliquer": "explain", "journal": "log", "options": "options", "aide": "help",
           "annuler": "undo", "sauver": "save", "quitter": "quit",
           "explique": "explain", "montre": "show", "annule": "undo", "enregistre": "save", "quitte": "quit"},
}


@pytest.mark.parametrize("lang", ["pt", "de", "fr"])
def test_each_languages_words_and_the_english_ones_are_the_commands(lang):
    typed = words_of(lang).commands()
    for word, command in LANGUAGE_WORDS[lang].items():
        if command in ("save", "explain"):
            assert read_reply(f"{word} g.json", DECISION, LABELS, words=typed)[0] == command, word
        else:
            assert read_reply(word.upper(), DECISION, LABELS, words=typed) == (command, ""), word
    for word in ("show", "help", "undo", "quit", "options", "log"):
        assert read_reply(word, DECISION, LABELS, words=typed) == (word, "")
    assert read_reply("save g.json", DECISION, LABELS, words=typed) == ("save", "g.json")


def test_another_languages_words_are_not_commands():
    typed = words_of("de").commands()
    assert read_reply("ajuda", DECISION, LABELS, words=typed) == ("answer", "undo")   # the label "Ajuda mútua"
    assert read_reply("aide", DECISION, LABELS, words=typed)[0] == "refused"


def test_a_number_is_the_option_and_a_command_word_the_command():
    typed = words_of("pt").commands()
    assert read_reply("2", DECISION, LABELS, words=typed) == ("answer", "undo")
    assert read_reply("undo", DECISION, LABELS, words=typed) == ("undo", "")          # not the option keyed undo
    assert read_reply("help", DECISION, LABELS, words=typed) == ("help", "")          # not "Help the Shaman"
    assert read_reply("sair", DECISION, LABELS, words=typed) == ("quit", "")          # not "Sair do templo"
    assert read_reply("help the", DECISION, LABELS, words=typed) == ("answer", "help-a")   # help takes no word
    assert read_reply("sair do", DECISION, LABELS, words=typed) == ("answer", "c")


def run(lang, replies):
    ruleset, runtime = load_runtime(paths.shipped_rulesets()["teotihuacan"], [], [])
    table = start(ruleset, runtime, 2, ["human", "random"], 4, [], [], {"id": "teotihuacan", "name": "t"}, (), lang)
    console = Console(record=True, width=80, height=24, color_system=None)
    count = itertools.count()

    def ask(prompt):
        number = next(count)
        if number >= len(replies):
            raise EOFError
        return replies[number]
    game = play(table, console, ask, lang=lang, size=(80, 24))
    return game, console.export_text()


@pytest.mark.parametrize("lang, replies, shown", [
    ("pt", ["ajuda", "desfazer", "sair", "s"], ("ajuda: esta lista", "mostrar: tudo", "mostrar · explicar NOME",
                                               "Nada para desfazer", "partida interrompida")),
    ("de", ["hilfe", "rückgängig", "quit", "yes"], ("hilfe: diese Liste", "zeigen: alles", "zeigen · erklären NAME",
                                                   "Nichts", "Spiel unbeendet verlassen")),
    ("fr", ["aide", "annuler", "quitter", "oui"], ("aide : cette liste", "montrer : tout", "montrer · expliquer NOM",
                                                  "partie laissée inachevée")),
])
def test_a_game_in_a_language_takes_and_shows_its_words(tmp_path, monkeypatch, lang, replies, shown):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    game, out = run(lang, replies)
    for text in shown:
        assert text in out, text
    assert "show · explain" not in out                                # the hint line is the language's
    assert game.answers == []


def test_the_english_quit_and_yes_work_in_portuguese(tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    game, out = run("pt", ["quit", "yes"])
    assert "partida interrompida" in out


@pytest.mark.parametrize("lang, last", [("en", "quit"), ("pt", "sair"), ("de", "beenden"), ("fr", "quitter")])
def test_the_hint_line_keeps_its_last_command_at_80_columns(lang, last):
    from teotl.play.screen import commands_line
    line = commands_line(words_of(lang), 80).plain
    assert len(line) <= 80 and line.endswith(" · " + last), line
