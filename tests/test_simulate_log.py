"""`teotl simulate --log FILE --lang LANG` (issue 15): the simulated games written as `teotl play`'s
sentences, in the chosen language, for every shipped game; the same games as the simulation's
(its scores), deterministic, and free of effect code, ids and snake_case names."""
from __future__ import annotations

import json
import re

import pytest

from teotl.cli import main

GAMES = (("teotihuacan", ()), ("cacao", ("map", "irrigation", "chocolatl", "huts")),
         ("imperial-settlers", ("aztecs",)))
HEADINGS = {"en": ("Game 1 (seed", "Scores: Player 1"), "pt": ("Partida 1 (semente", "Pontuação: Jogador 1"),
            "de": ("Partie 1 (Startwert", "Punkte: Spieler 1"), "fr": ("Partie 1 (graine", "Scores : Joueur 1")}
CODE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|[{}]|->|\?\?\?|\bNone\b|\b\w+=\w| is now ")


def _simulate(capsys, tmp_path, rules, modules, lang, name="log.txt"):
    log, results = tmp_path / name, tmp_path / f"{name}.json"
    argv = ["simulate", "--rules", rules, "--games", "1", "--workers", "1", "--agents", "greedy,random",
            "--log", str(log), "--lang", lang, "--json", str(results)]
    if modules:
        argv += ["--modules", ",".join(modules)]
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 0 and "Traceback" not in out + err, err
    return log.read_text(encoding="utf-8"), json.loads(results.read_text(encoding="utf-8"))


@pytest.mark.parametrize("rules, modules", GAMES, ids=[g for g, _ in GAMES])
@pytest.mark.parametrize("lang", ["pt", "de"])
def test_the_log_reads_as_the_language_and_is_the_simulated_game(capsys, tmp_path, rules, modules, lang):
    text, results = _simulate(capsys, tmp_path, rules, modules, lang)
    heading, scores = HEADINGS[lang]
    lines = text.splitlines()
    assert lines[0].startswith(heading) and len(lines) > 100
    game = results["games"][0]
    told = next(line for line in lines if line.startswith(scores.split(" ")[0]))
    assert [int(n) for n in re.findall(r"\b\d+\b", told.split(":", 1)[1])][1::2] == list(game["scores"])
    assert [line for line in lines if CODE.search(line)] == []


def test_the_log_is_deterministic_and_english_by_default(capsys, tmp_path):
    first, _ = _simulate(capsys, tmp_path, "cacao", (), "en", "a.txt")
    second, _ = _simulate(capsys, tmp_path, "cacao", (), "en", "b.txt")
    assert first == second and first.startswith(HEADINGS["en"][0]) and HEADINGS["en"][1] in first


def test_lang_without_log_is_a_usage_error(capsys):
    assert main(["simulate", "--rules", "cacao", "--games", "1", "--lang", "pt"]) == 2
    assert "--lang is the language of --log" in capsys.readouterr().err


def test_an_unknown_language_code_is_refused(capsys, tmp_path):
    assert main(["simulate", "--rules", "cacao", "--games", "1", "--log", str(tmp_path / "x.txt"),
                 "--lang", "Portuguese"]) == 2
    assert "not a language code" in capsys.readouterr().err


def test_the_phases_of_a_round_are_named_in_the_language(capsys, tmp_path):
    """Imperial Settlers' phases by their terms (`-phase-ID`), not their ids ("— rodada 1: lookout —")."""
    text, _ = _simulate(capsys, tmp_path, "imperial-settlers", ("aztecs",), "pt")
    assert "— rodada 1: vigia —" in text and "— rodada 1: produção —" in text
    assert not re.search(r"\b(lookout|production|cleanup)\b", text)
