"""Every command takes `--rules imperial-settlers --modules aztecs`, literally as a player types it:
play, simulate, compare, explain, check, i18n status (in-process, so no subprocess per command);
and `teotl new` writes starter files of this rule set that check clean."""
from __future__ import annotations

import shutil

import pytest

from settlers_support import RULES
from teotl.cli import main

SET = ["--rules", "imperial-settlers", "--modules", "aztecs"]


def run(capsys, *args) -> tuple[int, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err, out + err
    return code, out + err


def test_check(capsys):
    code, out = run(capsys, "check", *SET)
    assert code == 0 and "0 errors, 0 warnings" in out and "2 modules" in out


def test_play_greedy_against_random_to_the_end(capsys):
    code, out = run(capsys, "play", *SET, "--agents", "greedy,random", "--seed", "3", "--quiet")
    assert code == 0 and "Player 1" in out and "Player 2" in out


def test_play_with_a_variant_by_name(capsys):
    code, out = run(capsys, "play", *SET, "--players", "5", "--agents", "random", "--seed", "2", "--quiet",
                    "--variant", "five-players")
    assert code == 0 and "Player 5" in out


def test_five_players_without_the_variant_are_refused_clearly(capsys):
    code, out = run(capsys, "play", *SET, "--players", "5", "--agents", "random", "--quiet")
    assert code != 0 and "5" in out and "4" in out


def test_simulate(capsys):
    code, out = run(capsys, "simulate", *SET, "--players", "3", "--games", "4", "--workers", "1")
    assert code == 0 and "4 games, 3 players" in out and "5.0 rounds" in out


def test_compare(tmp_path, capsys):
    code, out = run(capsys, "compare", *SET, "--variant", "blessing-bonus-own-colour", "--games", "4",
                    "--agents", "random", "--workers", "1", "--out", str(tmp_path / "report"))
    assert code == 0 and (tmp_path / "report" / "report.md").exists()


@pytest.mark.parametrize("lang", ["en", "pt", "de", "fr"])
def test_explain_a_card_in_every_language(capsys, lang):
    code, out = run(capsys, "explain", *SET, "sacrificial-altar", "--lang", lang)
    assert code == 0 and {"en": "Sacrificial Altar", "pt": "Altar Sacrificatório", "de": "Opferaltar",
                          "fr": "Autel sacrificiel"}[lang] in out
    assert "warning" not in out


def test_explain_side_by_side_with_the_printed_portuguese(capsys):
    code, out = run(capsys, "explain", *SET, "--side-by-side", "pt", "chapel-of-mars")
    assert code == 0
    assert "Ação: Passe 1 Orar 5: Ganho / para cada Preto / Rosa / dourado." in out     # the seed's line 97
    assert "ore 5, ganhe tantos marcadores de Destruição" in out and "tantos marcadores de Destruição" in out


def test_explain_everything(capsys):
    code, out = run(capsys, "explain", *SET, "--all")
    assert code == 0 and "Pray (CARDS, MODE)" in out and "Itinerant Priest" in out and "warning" not in out


def test_i18n_status(capsys):
    code, out = run(capsys, "i18n", "status", *SET)
    assert code == 0
    for lang in ("en", "pt", "de", "fr"):
        row = next(line for line in out.splitlines() if line.strip("│ ").startswith(lang))
        assert row.count("100%") >= 3, row           # messages, terms, component names


def test_new_module_and_variant_are_this_rule_sets_and_check_clean(tmp_path, capsys, monkeypatch):
    root = tmp_path / "imperial-settlers"
    shutil.copytree(RULES, root)
    monkeypatch.chdir(root)
    assert run(capsys, "new", "module", "festival")[0] == 0
    text = (root / "festival" / "festival.yaml").read_text(encoding="utf-8")
    assert "type: common_card" in text and "$schema=../schema/components.schema.json" in text
    code, out = run(capsys, "check", "--modules", "festival")
    assert code == 0 and "0 errors, 0 warnings" in out
    monkeypatch.chdir(root / "variants")
    assert run(capsys, "new", "variant", "richer")[0] == 0
    code, out = run(capsys, "check", "--variant", "richer.yaml")
    assert code == 0 and "0 errors" in out
