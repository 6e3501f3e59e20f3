"""Every command takes `--rules cacao`, the shipped rule set by its bare name (issue 13): check,
explain (with `--side-by-side pt` showing the seed's printed lines), i18n status, simulate,
compare, play, new; and `teotl check` with no argument checks Cacao and names it."""
from __future__ import annotations

import json

from teotl.cli import main


def run(capsys, monkeypatch, tmp_path, *argv):
    monkeypatch.chdir(tmp_path)                     # outside every rule set: only --rules decides
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err, err
    return code, out, err


def test_check_with_no_argument_checks_cacao_and_names_it(capsys, monkeypatch, tmp_path):
    code, out, _ = run(capsys, monkeypatch, tmp_path, "check")
    assert code == 0
    line = next(line for line in out.splitlines() if line.startswith("rule set cacao "))
    assert "5 modules" in line and "0 errors, 0 warnings" in line


def test_check_every_module_and_variant_of_cacao(capsys, monkeypatch, tmp_path):
    code, out, _ = run(capsys, monkeypatch, tmp_path, "check", "--rules", "cacao")
    assert code == 0 and "0 errors, 0 warnings" in out
    code, out, _ = run(capsys, monkeypatch, tmp_path, "check", "--rules", "cacao", "--modules",
                       "map,irrigation,chocolatl,huts", "--variant", "hut-faces-chosen")
    assert code == 0 and "0 errors" in out


def test_explain_in_portuguese_with_the_seeds_printed_line_beside(capsys, monkeypatch, tmp_path):
    code, out, _ = run(capsys, monkeypatch, tmp_path, "explain", "--rules", "cacao", "--modules", "irrigation",
                       "irrigation", "--side-by-side", "pt")
    assert code == 0
    assert "Para cada trabalhador que for ativado na borda adjacente de um tile de irrigação" in out   # printed
    assert "trilha de navegação" in out and "pegue 4 cacaus" in out                                  # generated
    code, out, _ = run(capsys, monkeypatch, tmp_path, "explain", "--rules", "cacao", "turn", "--lang", "de")
    assert code == 0 and "Eines wählen: ein Arbeiterplättchen legen; oder eines deiner Arbeiterplättchen überbauen." in out


def test_i18n_status_of_cacao_is_complete_in_four_languages(capsys, monkeypatch, tmp_path):
    code, out, _ = run(capsys, monkeypatch, tmp_path, "i18n", "status", "--rules", "cacao", "--modules",
                       "map,irrigation,chocolatl,huts", "--missing")
    assert code == 0
    for lang in ("en", "pt", "de", "fr"):
        row = next(line for line in out.splitlines() if f" {lang} " in line)
        assert row.count("(100%)") >= 3, row                  # messages, terms, component names
    assert "missing" not in out


def test_simulate_and_play_take_the_rule_set_by_name(capsys, monkeypatch, tmp_path):
    code, out, _ = run(capsys, monkeypatch, tmp_path, "simulate", "--rules", "cacao", "--players", "3", "--games", "2",
                       "--agents", "random", "--workers", "1", "--json", tmp_path / "out.json")
    assert code == 0 and "10.0 rounds" in out
    data = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert len(data["games"]) == 2
    code, out, _ = run(capsys, monkeypatch, tmp_path, "play", "--rules", "cacao", "--modules", "huts",
                       "--agents", "random,random", "--seed", "2", "--quiet")
    assert code == 0


def test_compare_takes_a_cacao_variant_by_name(capsys, monkeypatch, tmp_path):
    code, out, _ = run(capsys, monkeypatch, tmp_path, "compare", "--rules", "cacao", "--variant", "early-overbuild",
                       "--games", "2", "--players", "2", "--agents", "random", "--workers", "1",
                       "--out", tmp_path / "report")
    assert code == 0 and (tmp_path / "report" / "report.md").exists()


def test_new_module_inside_cacao_uses_cacaos_templates_and_passes_check(capsys, monkeypatch, tmp_path):
    import shutil
    from teotl import paths
    copy = tmp_path / "cacao"
    shutil.copytree(paths.shipped_rulesets()["cacao"], copy)
    monkeypatch.chdir(copy)
    assert main(["new", "module", "spice"]) == 0
    assert "sell_fruit(5)" in (copy / "spice" / "spice.yaml").read_text(encoding="utf-8")
    assert main(["check", "--modules", "spice"]) == 0
    out, _ = capsys.readouterr()
    assert "0 errors, 0 warnings" in out
    assert main(["new", "variant", "rich-markets"]) == 0
    text = (copy / "rich-markets.yaml").read_text(encoding="utf-8")
    assert "template: sell_fruit" in text and "{default: 6, 2: 4}" in text
    assert main(["check", "--variant", "rich-markets.yaml"]) == 0
