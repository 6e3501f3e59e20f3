"""The life of a terminal game (teotl/play/): `play --load` resumes a saved game and plays it to
the same end as the uninterrupted game; autosave on quit, end of input and Ctrl-C, with the path;
`quit` asks first; `undo` says what it took back, or that there is nothing; several humans at one
terminal are handed the screen in turn when one saw what the next may not."""
from __future__ import annotations

import itertools
import re
import json

import pytest
from rich.console import Console

from teotl import paths

ENGLISH_SCREEN = paths.rules_dir() / "i18n" / "en" / "play-screen.ftl"
from teotl.cli import main
from teotl.loading import load_runtime
from teotl.play import play, start


def table_of(rules: str, agents: list[str], seed: int = 4, answers=(), lang: str = "en"):
    ruleset, runtime = load_runtime(paths.shipped_rulesets()[rules], [], [])
    return start(ruleset, runtime, len(agents), agents, seed, [], [], {"id": rules, "name": rules}, answers, lang)


def run(table, replies, limit=None, lang="en"):
    """Play with these replies (then "1"), ending in end of input after `limit` replies."""
    console = Console(record=True, width=80, height=24, color_system=None)
    count = itertools.count()

    def ask(prompt: str) -> str:
        number = next(count)
        if limit is not None and number >= limit:
            raise EOFError
        return replies[number] if number < len(replies) else "1"
    game = play(table, console, ask, lang=lang, size=(80, 24))
    return game, console.export_text()


@pytest.mark.parametrize("rules, bot", [("teotihuacan", "random"), ("cacao", "greedy")])
def test_a_game_saved_and_resumed_ends_as_the_uninterrupted_one(tmp_path, monkeypatch, rules, bot):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    whole, _ = run(table_of(rules, ["human", bot]), [])
    assert whole.finished
    cut, out = run(table_of(rules, ["human", bot]), [], limit=25)
    saved = tmp_path / f"{rules}-4.json"
    assert not cut.finished and f"game left unfinished; it is saved to {saved}" in out
    record = json.loads(saved.read_text())
    assert record["agents"] == ["human", bot] and whole.answers[:len(record["answers"])] == record["answers"]
    resumed, out = run(table_of(rules, record["agents"], record["seed"], record["answers"]), [])
    assert "Resumed after" in out
    assert resumed.answers == whole.answers and resumed.scores() == whole.scores()


def test_play_load_from_the_command_line(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    replies = iter(["1", "2", "1", "quit", "y"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(replies))
    assert main(["play", "--agents", "human,random", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    saved = tmp_path / "teotihuacan-7.json"
    assert "Leave the game?" not in out and f"it is saved to {saved}" in out   # the question is the input's prompt
    kept = json.loads(saved.read_text())["answers"]
    replies = iter(["quit", "y"])
    assert main(["play", "--load", str(saved), "--save", str(tmp_path / "again.json")]) == 0
    assert "Resumed after" in capsys.readouterr().out
    assert json.loads((tmp_path / "again.json").read_text())["answers"] == kept
    assert main(["play", "--load", str(saved), "--seed", "3"]) == 2
    assert "--load takes the game's seed from the record" in capsys.readouterr().err


@pytest.mark.parametrize("error", [EOFError, KeyboardInterrupt])
def test_end_of_input_and_ctrl_c_keep_the_game(tmp_path, monkeypatch, error):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path / "deep" / "er"))
    table = table_of("teotihuacan", ["human", "random"])
    console = Console(record=True, width=80, color_system=None)
    answers = iter(["1", "1"])

    def ask(prompt):
        try:
            return next(answers)
        except StopIteration:
            raise error from None
    play(table, console, ask, size=(80, 24))
    path = tmp_path / "deep" / "er" / "teotihuacan-4.json"
    assert f"game left unfinished; it is saved to {path}" in console.export_text()
    assert len(json.loads(path.read_text())["answers"]) == len(table.game.answers) >= 2


def test_quit_asks_and_no_keeps_playing(tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    game, out = run(table_of("teotihuacan", ["human", "random"]), ["quit", "no", "1", "quit", "y"])
    assert "The game goes on." in out and "game left unfinished" in out and len(game.answers) >= 1


def test_undo_says_what_it_undid_and_when_there_is_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    table = table_of("teotihuacan", ["human", "random"])
    game, out = run(table, ["undo", "2", "undo"], limit=3)
    assert "Nothing to undo: you have not answered anything yet." in out
    assert "Undone: Which one of your hand do you take? — Starting tile" in out
    assert game.answers == []


def test_several_humans_get_the_terminal_in_turn(tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    table = table_of("imperial-settlers", ["human", "human"])
    game, out = run(table, [], limit=40)
    assert "Pass the terminal to Player 2." in out and "Pass the terminal to Player 1." in out
    # after each hand-over, the next screen is that seat's: its own hand, the other's face down
    for block in out.split("Pass the terminal to ")[1:]:
        seat = block.split(".")[0]
        screen = block.split("Imperial Settlers", 1)[1].split("show · explain NAME · log")[0]
        assert f"{seat} (you)" in screen
        assert screen.count("Your hand:") == 1 and re.search(r"\bHand \d", screen)   # yours by name, theirs a count


@pytest.mark.parametrize("lang, expected", [("en", "Faction board 1  Faction deck 27  Hand 5"),
                                            ("pt", "Tabuleiro da facção 1  Baralho da facção 27  Mão 5")])
def test_another_seat_s_line_names_its_supplies_as_bare_labels(tmp_path, monkeypatch, lang, expected):
    """The one-line panel of another seat lists its supplies' sizes as labels (`-supply-NAME-label`):
    "Hand 5", not the heading "The hand 5", which reads as a sentence cut short."""
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    game, out = run(table_of("imperial-settlers", ["human", "random"], seed=3, lang=lang), [], limit=1, lang=lang)
    assert expected in out, out
    assert "The hand 5" not in out and "A mão 5" not in out


@pytest.mark.parametrize("lang, words", [("pt", ("Os comandos:", "partida interrompida", "Jogador 1 (você)")),
                                         ("de", ("Die Befehle:", "Spiel unbeendet verlassen", "Spieler 1 (du)")),
                                         ("fr", ("Les commandes :", "partie laissée inachevée", "Joueur 1 (vous)"))])
def test_the_screen_reads_in_the_players_language(tmp_path, monkeypatch, lang, words):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    game, out = run(table_of("teotihuacan", ["human", "random"], lang=lang), ["help", "1", "x"], limit=4, lang=lang)
    for word in words:
        assert word in out, word
    english = ENGLISH_SCREEN.read_text(encoding="utf-8")
    plain = [line.split(" = ", 1)[1] for line in english.splitlines()
             if " = " in line and not line.startswith("#") and "{" not in line.split(" = ", 1)[1]]
    for sentence in plain:
        if len(sentence) >= 12:
            assert sentence not in out, sentence          # none of the screen's English words left


def test_ctrl_c_while_a_bot_thinks_keeps_the_game(tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    table = table_of("teotihuacan", ["human", "random"])
    bot = table.agents[1]
    calls = itertools.count()

    def interrupted(game, decision):
        if next(calls) == 3:
            raise KeyboardInterrupt
        return decision.options[0].key
    monkeypatch.setattr(bot, "choose", interrupted)
    game, out = run(table, [])
    assert f"game left unfinished; it is saved to {tmp_path / 'teotihuacan-4.json'}" in out and not game.finished


def test_markup_in_a_name_is_printed_as_it_is(tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    table = table_of("teotihuacan", ["random", "random"])
    table.session.seats[0].name = "[bold]Ana[/]"
    console = Console(record=True, width=200, color_system=None)
    play(table, console, lambda prompt: "1", size=(200, 24))
    assert "[bold]Ana[/]" in console.export_text()
