"""`teotl new module|variant NAME`: the starter files pass `teotl check` as written."""
from __future__ import annotations

import shutil
from pathlib import Path

from teotl.cli import main

REPO = Path(__file__).resolve().parent.parent


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err, err
    return code, out, err


def test_new_variant_passes_check(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(capsys, "new", "variant", "my-house-rule")
    assert code == 0 and "wrote my-house-rule.yaml" in out
    text = (tmp_path / "my-house-rule.yaml").read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=") and "variant.schema.json" in text
    assert "id: my-house-rule" in text
    code, out, err = run(capsys, "check", "--variant", "my-house-rule.yaml")
    assert code == 0, out + err
    assert "0 errors, 0 warnings" in out
    code, out, _ = run(capsys, "check", "my-house-rule.yaml")       # the file alone: schema and syntax
    assert code == 0, out


def test_new_module_passes_check_loads_explains_and_plays(tmp_path, capsys):
    rules = tmp_path / "rules"
    shutil.copytree(REPO / "rules" / "teotihuacan", rules)
    code, out, _ = run(capsys, "new", "module", "my-module", "--dir", rules)
    assert code == 0
    manifest = rules / "my-module" / "module.yaml"
    assert manifest.is_file() and (rules / "my-module" / "my_module.yaml").is_file()
    assert "module.schema.json" in manifest.read_text(encoding="utf-8").splitlines()[0]
    code, out, err = run(capsys, "check", rules, "--modules", "my-module")
    assert code == 0 and "0 errors, 0 warnings" in out, out + err
    code, out, _ = run(capsys, "explain", "--rules", rules, "--module", "my-module")
    assert code == 0 and "Gain 2 cocoa. Advance one step on a temple of your choice." in out
    code, out, _ = run(capsys, "play", "--rules", rules, "--modules", "my-module", "--seed", "2", "--quiet")
    assert code == 0


def test_new_refuses_bad_names_and_existing_files(tmp_path, capsys):
    code, _, err = run(capsys, "new", "variant", "My Rule", "--dir", tmp_path)
    assert code == 2 and "not a valid id" in err
    assert run(capsys, "new", "variant", "x", "--dir", tmp_path)[0] == 0
    code, _, err = run(capsys, "new", "variant", "x", "--dir", tmp_path)
    assert code == 2 and "exists already" in err
    assert run(capsys, "new", "variant", "x", "--dir", tmp_path, "--force")[0] == 0


EXAMPLE = REPO / "docs" / "examples" / "festival"


def test_the_worked_example_module_of_the_authoring_guide(tmp_path, capsys):
    """docs/authoring.md's Harvest Festival: loads, checks, renders in four languages from its
    own catalogue, and plays whole games."""
    rules = tmp_path / "teotihuacan"
    shutil.copytree(REPO / "rules" / "teotihuacan", rules)
    shutil.copytree(EXAMPLE, rules / "festival")
    code, out, err = run(capsys, "check", rules, "--modules", "festival")
    assert code == 0 and "0 errors, 0 warnings" in out, out + err
    for lang, title in (("en", "Harvest Festival"), ("pt", "Festa da Colheita"), ("de", "Erntefest"),
                        ("fr", "Fête des récoltes")):
        code, out, err = run(capsys, "explain", "--rules", rules, "--module", "festival", "--lang", lang)
        assert code == 0 and title in out and err == "", err
    code, out, _ = run(capsys, "explain", "fest-offering", "--rules", rules, "--modules", "festival")
    assert "Gain 3 VP. Advance one step on a temple of your choice." in out
    code, out, err = run(capsys, "simulate", "--rules", rules, "--modules", "festival", "--players", "3",
                         "--games", "2", "--agents", "greedy,random")
    assert code == 0, err


def test_new_variant_for_a_shipped_rule_set_names_it_as_typed(tmp_path, capsys, monkeypatch):
    """`teotl new variant X --rules cacao` prints commands with `--rules cacao`, as typed, not the
    installed package's folder; and `--rules` in the command to use it too (without it the
    variant would be checked against the default rule set)."""
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(capsys, "new", "variant", "rich", "--rules", "cacao")
    assert code == 0
    assert "check it with `teotl check --rules cacao --variant rich.yaml`; use it with " \
           "`--rules cacao --variant rich.yaml`" in out, out
    code, out, _ = run(capsys, "check", "--rules", "cacao", "--variant", "rich.yaml")
    assert code == 0 and "0 errors, 0 warnings" in out
    folder = REPO / "rules" / "cacao"
    code, out, _ = run(capsys, "new", "variant", "rich2", "--rules", folder)
    assert code == 0 and "--rules cacao" not in out and "--variant rich2.yaml" in out
    code, out, _ = run(capsys, "new", "variant", "plain")  # the default rule set: no --rules
    assert "check it with `teotl check --variant plain.yaml`; use it with `--variant plain.yaml`" in out


def test_a_variant_checked_alone_says_how_to_check_it_against_its_rules(tmp_path, capsys, monkeypatch):
    """`teotl check my-variant.yaml` outside a rule set checks schema and syntax only, so a patch
    of a component that does not exist passes: the command says so, and what to run instead."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "typo.yaml").write_text(
        "kind: variant\nid: typo\nname: Typo\nrequires: [base]\npatches:\n"
        "  - {component: st-99, path: effect, set: \"gain cocoa 1\"}\n", encoding="utf-8")
    code, out, err = run(capsys, "check", "typo.yaml")
    assert code == 0 and "0 errors" in out
    assert "note: typo.yaml is a variant checked on its own" in err and "`teotl check --variant typo.yaml`" in err
    code, out, err = run(capsys, "check", "--variant", "typo.yaml")
    assert code == 1 and "E507" in out and "note:" not in err
    inside = REPO / "rules" / "teotihuacan" / "variants" / "dark-eclipse.yaml"  # in its rule set: all checked
    assert "note:" not in run(capsys, "check", inside)[2]
