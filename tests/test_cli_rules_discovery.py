"""Every command finds its rule set the same way: `--rules PATH`, `--rules NAME` (a shipped rule
set, or one in --rules-path), else the rule set of the current folder, else the shipped default;
`teotl check` with no argument checks every shipped rule set and names each. And no command
takes an abbreviated option (`--agent` is not `--agents`, `--rules` is not `--rules-path`)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import MINI, REPO
from teotl.cli import main


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err, err
    return code, out, err


@pytest.fixture
def shipped(tmp_path, monkeypatch):
    """A `rules/` folder of three shipped rule sets (copies of the mini rule set; `beta` has one
    error), the schemas beside them, and an empty working folder outside all of them."""
    from teotl import paths
    rules = tmp_path / "rules"
    shutil.copytree(REPO / "rules" / "schema", rules / "schema")
    for name in ("alpha", "beta", "gamma"):
        shutil.copytree(MINI, rules / name)
    tiles = rules / "beta" / "base" / "tiles.yaml"
    tiles.write_text(tiles.read_text(encoding="utf-8").replace("gain cocoa 3, wood 2", "gain cocao 3, wood 2"),
                     encoding="utf-8")
    (rules / "gamma" / "game.yaml").rename(rules / "gamma" / "not-a-game.yaml")  # no game.yaml: not a rule set
    (rules / "rulesets.json").write_text(json.dumps({"default": "alpha"}), encoding="utf-8")
    monkeypatch.setattr(paths, "rules_dir", lambda: rules)
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    return rules


def test_check_without_arguments_checks_every_shipped_rule_set_and_names_each(shipped, capsys):
    code, out, err = run(capsys, "check")
    assert code == 1, out + err   # beta has an error
    lines = out.splitlines()
    assert lines[0].endswith("E401 unknown resource `cocao` (did you mean `cocoa`?) [st-00]")
    assert lines[0].startswith(str(shipped / "beta" / "base" / "tiles.yaml") + ":")
    alpha, beta, total = lines[-3:]
    assert alpha.startswith(f"rule set alpha ({shipped / 'alpha'}): 6 files, 2 modules, ")
    assert alpha.endswith(": 0 errors, 0 warnings")
    assert beta.startswith("rule set beta (") and beta.endswith(": 1 error, 0 warnings")
    assert total.startswith("checked 12 files, 4 modules, ") and total.endswith(": 1 error, 0 warnings")
    assert "gamma" not in out


def test_the_json_summary_names_each_rule_set(shipped, capsys):
    code, out, err = run(capsys, "check", "--format", "json")
    summary = json.loads(out)["summary"]
    assert [(r["name"], r["errors"]) for r in summary["rulesets"]] == [("alpha", 0), ("beta", 1)]
    assert summary["errors"] == 1 and summary["files"] == 12


def test_a_bare_name_picks_a_shipped_rule_set_on_every_command(shipped, capsys):
    code, out, err = run(capsys, "check", "--rules", "alpha")
    assert code == 0 and out.splitlines()[-1].startswith("checked 6 files, 2 modules, "), out + err
    code, out, err = run(capsys, "check", "beta")
    assert code == 1 and "cocao" in out
    code, out, err = run(capsys, "explain", "st-10", "--rules", "alpha", "--modules", "ex1", "--format", "text")
    assert code == 0 and "st-10" in out, err
    code, out, err = run(capsys, "i18n", "status", "--rules", "alpha", "--lang", "en", "--format", "json")
    assert code == 0 and "en" in json.loads(out), err


def test_an_unknown_rule_set_name_lists_the_shipped_ones(shipped, capsys):
    code, out, err = run(capsys, "explain", "st-00", "--rules", "alfa")
    assert code == 2
    assert "no rule set `alfa`" in err and "(shipped: alpha, beta)" in err
    code, out, err = run(capsys, "check", "--rules", "alfa")
    assert code == 2 and "(shipped: alpha, beta)" in err


def test_the_current_folders_rule_set_is_used_by_every_command(tmp_path, monkeypatch, capsys):
    mine = tmp_path / "mine"
    shutil.copytree(MINI, mine)
    monkeypatch.chdir(mine / "ex1")            # anywhere inside the rule set
    code, out, err = run(capsys, "explain", "st-10", "--modules", "ex1", "--format", "text")
    assert code == 0 and "st-10" in out, err   # ex1 exists only in this rule set
    code, out, err = run(capsys, "check")
    assert code == 0 and out.splitlines()[-1].startswith("checked 6 files, 2 modules, "), out + err
    code, out, err = run(capsys, "check", "--modules", "ex1")
    assert code == 0, out + err


def test_an_unknown_module_names_the_rule_set_and_says_how_to_pick_another(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)                 # outside any rule set: the shipped default
    code, out, err = run(capsys, "explain", "--module", "festival", "--modules", "festival")
    assert code == 2
    assert "unknown module `festival` in the rule set" in err
    assert "--rules DIR" in err


def test_check_rules_dir_is_the_rule_set_not_the_rules_path(tmp_path, monkeypatch, capsys):
    mine = tmp_path / "mine"
    shutil.copytree(MINI, mine)
    monkeypatch.chdir(tmp_path)
    code, by_option, err = run(capsys, "check", "--rules", "mine")
    assert code == 0, by_option + err
    code, by_path, err = run(capsys, "check", "mine")
    assert by_option == by_path and by_path.splitlines()[-1].startswith("checked 6 files, ")


@pytest.mark.parametrize("argv, meant", [
    (["play", "--agent", "human"], "--agents"),
    (["check", "--rule", "x"], "--rules"),
    (["simulate", "--game", "3"], "--games"),
    (["explain", "st-00", "--lan", "de"], "--lang"),
])
def test_abbreviated_options_are_refused_with_the_real_one_named(capsys, argv, meant):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "", out
    option = next(word for word in argv if word.startswith("--"))
    assert f"teotl {argv[0]}: error: unrecognized arguments: {option}" in err
    assert f"(did you mean {meant}?)" in err


def test_the_examples_of_check_help_name_files_that_exist(capsys):
    with pytest.raises(SystemExit):
        from teotl.cli import build_parser
        build_parser().parse_args(["check", "--help"])
    out = capsys.readouterr().out
    named = [word for line in out.splitlines() if line.strip().startswith("teotl check")
             for word in line.split() if word.endswith(".yaml") and "/" in word and not word.startswith("my-")]
    assert named, out
    for word in named:
        assert (REPO / word).is_file(), f"`teotl check --help` names {word}, which does not exist"
