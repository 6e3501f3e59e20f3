"""`teotl explain` and `teotl i18n status` from the command line: output, exit codes, no traceback."""
from __future__ import annotations

import json

import pytest

from teotl.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err, err
    return code, out, err


def test_explain_one_component_in_portuguese(capsys):
    code, out, err = run(capsys, "explain", "st-00", "--lang", "pt")
    assert code == 0 and err == ""
    assert out == "### Ficha inicial 0 (`st-00`)\n\n*tipo: ficha inicial*\n\nGanhe 3 cacaus e 5 madeiras.\n"


def test_explain_as_plain_text(capsys):
    code, out, _ = run(capsys, "explain", "royal-r1", "--lang", "de", "--format", "text")
    assert code == 0
    assert out.splitlines()[:2] == ["Königsplättchen 2: Kakao gegen Holz und Stein [royal-r1]",
                                    "=" * len("Königsplättchen 2: Kakao gegen Holz und Stein [royal-r1]")]
    assert "1 Kakao bezahlen: 1 Holz und 1 Stein erhalten." in out


@pytest.mark.parametrize("lang,printed,generated", [
    ("de", "Für „Kakao sammeln“ zählst du", "So viel Kakao wie"),
    ("fr", "Collecter du cacao (tous les plateaux)", "Gagner autant de cacao que"),
])
def test_side_by_side_shows_printed_and_generated_text(capsys, lang, printed, generated):
    code, out, _ = run(capsys, "explain", "collect_cocoa", "--side-by-side", lang)
    assert code == 0
    row = [line for line in out.splitlines() if line.startswith("| ") and printed in line]
    assert row and generated in row[0]


def test_side_by_side_sets_sections_apart_with_line_breaks(capsys):
    """A table cell is one line: the sections of a component (an altar's two branches) are set
    apart by `<br>`, not run together as " - **Segundo ramo:** " in the middle of the cell."""
    code, out, _ = run(capsys, "explain", "alt-a", "--modules", "m6,m8", "--side-by-side", "pt")
    assert code == 0
    assert "| (sem texto impresso) | **Primeiro ramo:** Execute “Reivindicar uma ficha de grandes descobertas deste " \
           "altar”.<br>**Segundo ramo:** Se quiser, pague 2 cacaus: ganhe 4 obsidianas. |" in out, out


def test_side_by_side_without_printed_text_says_so(capsys):
    code, out, _ = run(capsys, "explain", "st-00", "--side-by-side", "pt")
    assert code == 0 and "(sem texto impresso)" in out and "Ganhe 3 cacaus e 5 madeiras." in out


def test_explain_a_module_and_everything(capsys):
    code, out, err = run(capsys, "explain", "--module", "base", "--lang", "fr")
    assert code == 0 and out.startswith("# Teotihuacan : La Cité des Dieux\n") and "## Module : Jeu de base" in out
    code, out, err = run(capsys, "explain", "--all", "--modules", "solo", "--lang", "en")
    assert code == 0 and "## Module: Teotibot (solo opponent)" in out


def test_explain_usage_errors(capsys):
    code, _, err = run(capsys, "explain")
    assert code == 2 and "--all" in err
    code, _, err = run(capsys, "explain", "st-0")
    assert code == 2 and "no component `st-0`" in err and "did you mean" in err
    code, _, err = run(capsys, "explain", "st-00", "--lang", "Português")
    assert code == 2 and "language code" in err


def test_explain_an_unknown_language_falls_back_to_english(capsys):
    code, out, err = run(capsys, "explain", "st-00", "--lang", "it")
    assert code == 0 and "Gain 3 cocoa and 5 wood." in out and "no catalogue for `it`" in err


def test_explain_refuses_rules_with_errors(capsys, tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("kind: variant\nid: broken\nname: Broken\npatches:\n"
                      "  - {component: st-00, path: effect, set: \"gain cocao 3\"}\n", encoding="utf-8")
    code, _, err = run(capsys, "explain", "st-00", "--variant", str(broken))
    assert code == 1 and "E401" in err


def test_i18n_status_table_and_json(capsys):
    code, out, _ = run(capsys, "i18n", "status")
    assert code == 0
    for lang in ("en", "pt", "de", "fr"):
        assert any(line.strip("│ ").startswith(lang) for line in out.splitlines())
    code, out, _ = run(capsys, "i18n", "status", "--format", "json", "--lang", "de")
    report = json.loads(out)
    assert list(report) == ["de"] and report["de"]["messages"]["percent"] == 100.0
    assert "collect_cocoa" in report["de"]["printed"]["components"]
    code, _, err = run(capsys, "i18n")
    assert code == 2
