"""Diagnostics that used to mislead: each names the one cause, once, at its place, with a hint
that fits (issue 19). Every case is the real output of `teotl check` or `teotl play`."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import REPO
from teotl.cli import main

VARIANT = """\
kind: variant
id: typos
name: "Typos"
requires: [base]
patches:
  - {{component: st-00, path: effect, set: "{effect}"}}
"""
COLUMN = len('  - {component: st-00, path: effect, set: "') + 1   # the first character of the effect


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err, err
    return code, out, err


def check_effect(tmp_path, capsys, effect: str) -> str:
    """The one diagnostic of `effect` written into starting tile 0 by a variant."""
    path = tmp_path / "typos.yaml"
    path.write_text(VARIANT.format(effect=effect), encoding="utf-8")
    code, out, err = run(capsys, "check", "--variant", path)
    assert code == 1, out + err
    problems = [line for line in out.splitlines() if ": E" in line]
    assert len(problems) == 1, out
    return problems[0].replace(str(path), "typos.yaml")


def test_a_missing_comma_between_amounts_says_so(tmp_path, capsys):
    line = check_effect(tmp_path, capsys, "gain wood 1 stone 2")
    assert line == (f"typos.yaml:6:{COLUMN + 12}: E201 unexpected 'stone' (amounts are separated by `,`: "
                    f"`gain … 1, stone …`) [st-00]")


def test_a_misspelled_first_word_is_named_with_the_word_meant(tmp_path, capsys):
    line = check_effect(tmp_path, capsys, "gian cocoa 3, wood 2")
    assert line == f"typos.yaml:6:{COLUMN}: E201 `gian` is not a verb (did you mean `gain`?) [st-00]"


def test_a_misspelled_verb_that_parses_suggests_the_keyword_too(tmp_path, capsys):
    line = check_effect(tmp_path, capsys, "gian cocoa")
    assert "E403 unknown verb `gian` (did you mean `gain`?)" in line and "grant" not in line


def test_percent_is_the_modulo_operator_and_a_stray_character_gets_a_fitting_hint(tmp_path, capsys):
    path = tmp_path / "typos.yaml"
    path.write_text(VARIANT.format(effect="gain vp 7 % 2"), encoding="utf-8")
    code, out, err = run(capsys, "check", "--variant", path)
    assert code == 0 and ": E" not in out, out
    line = check_effect(tmp_path, capsys, "if (vp > 1 & wood > 1) { gain vp 1 }")
    assert line == f"typos.yaml:6:{COLUMN + 11}: E201 unexpected character '&' (write `and`) [st-00]"
    assert "need a `:`" not in line


def test_a_missing_brace_is_reported_at_the_brace_it_fails_to_close(tmp_path, capsys):
    line = check_effect(tmp_path, capsys, "choose { gain wood 1 | gain stone 1")
    assert line == f"typos.yaml:6:{COLUMN + 7}: E201 this `{{` is never closed (add `}}` where its block ends) [st-00]"


def test_the_colon_hint_stays_where_the_colon_is_missing(tmp_path, capsys):
    line = check_effect(tmp_path, capsys, "repeat 2 advance any temple")
    assert "need a `:` before their effect" in line


def test_a_verb_after_an_amount_asks_for_a_semicolon(tmp_path, capsys):
    line = check_effect(tmp_path, capsys, "gain wood 1 advance any temple")
    assert "statements are separated by `;`" in line and "need a `:`" not in line


@pytest.mark.parametrize("text, expected", [
    ("kind: components\ncomponents:\n  - id: x\n    type: discovery\n   effect: \"gain vp 1\"\n",
     "x.yaml:5:4: E103 YAML indentation: `effect:` is indented 3 spaces, which lines up with no key above it "
     "(keys of one mapping line up: indent it 4 spaces, like `type:` above)"),
    ("kind: components\ncomponents:\n  - id: x\n    type: discovery\n      effect: \"gain vp 1\"\n",
     "x.yaml:5:7: E103 YAML indentation: `effect:` is indented more than `type:` above it, so YAML reads it as "
     "part of `type`'s value (line it up with `type:`, 4 spaces in)"),
    ("kind: components\ncomponents:\n  - id: x\n    effect: on eclipse: gain vp 1\n",   # a real `: ` in a value
     "x.yaml:4:23: E103 YAML syntax error: mapping values are not allowed here (a value containing `: ` must be "
     "quoted"),
], ids=["under-indented", "over-indented", "colon-in-value"])
def test_indentation_slips_are_said_in_plain_words(tmp_path, capsys, monkeypatch, text, expected):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "x.yaml").write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "check", "x.yaml")
    assert code == 1
    assert out.splitlines()[0].startswith(expected), out
    assert "block end" not in out and "block mapping" not in out


def test_a_module_without_its_requirement_is_one_error_said_first(capsys):
    code, out, err = run(capsys, "play", "--modules", "m7", "--seed", "1", "--quiet")
    assert code == 1
    lines = err.strip().splitlines()
    assert lines[0] == "teotl play: the rules have errors, so no game can start:"
    assert len(lines) == 2, err
    assert "E501 module `m7` requires `m6`" in lines[1] and "--modules m7,m6" in lines[1]


def test_check_of_a_module_without_its_requirement_does_not_echo_it(capsys):
    code, out, err = run(capsys, "check", "--modules", "m7")
    problems = [line for line in out.splitlines() if ": E" in line or ": W" in line]
    assert [p.split(": ")[1].split()[0] for p in problems] == ["E501", "W511"], out
