"""The `teotl` command line: exit codes, text and JSON output, the shipped rule set, and no
traceback ever (in-process and through `python -m teotl`)."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

import teotl
from conftest import BROKEN, MINI, REPO, SHIPPED_GAME
from teotl.cli import main
from teotl.rules.diagnostics import CODES, Diagnostic, error, warning

SUMMARY = re.compile(r"^checked \d+ files?, \d+ modules?, \d+ components?, \d+ effects?: "
                     r"(\d+) errors?, (\d+) warnings?$")


# ----------------------------------------------------------------------------- shipped rules
@pytest.mark.skipif(not SHIPPED_GAME.exists(), reason="rules/teotihuacan/game.yaml does not exist yet")
def test_shipped_rule_set_is_clean(teotl_check):
    run = teotl_check()
    assert run.code == 0, run.out
    match = SUMMARY.match(run.lines[-1])
    assert match and match.group(1) == "0", run.out


@pytest.mark.skipif(not SHIPPED_GAME.exists(), reason="rules/teotihuacan/game.yaml does not exist yet")
def test_shipped_rule_set_json(teotl_check):
    run = teotl_check("--format", "json")
    report = json.loads(run.out)
    assert report["summary"]["errors"] == 0 and report["summary"]["components"] > 100
    assert report["summary"]["semantic_checks"] is True
    assert len(report["summary"]["fingerprint"]) == 64


# ----------------------------------------------------------------------------- output formats
def test_json_output_parses_and_holds_every_diagnostic(mini, teotl_check):
    path = mini / "base" / "tiles.yaml"
    path.write_text(path.read_text().replace('"gain cocoa 3, wood 2"', '"gain cocoa 3,, wood 2"'))
    run = teotl_check("mini", "--format", "json")
    assert run.code == 1
    report = json.loads(run.out)
    assert set(report) == {"diagnostics", "summary"}
    first = report["diagnostics"][0]
    assert first == {"code": "E201", "severity": "error", "message": first["message"], "hint": first["hint"],
                     "file": "mini/base/tiles.yaml", "line": 8, "column": 27, "rule_id": "st-00"}
    assert report["summary"]["errors"] == 1 and report["summary"]["files"] == 6


def test_unverified_listing_text_and_json(mini, teotl_check):
    run = teotl_check("mini", "--unverified")
    assert "mini/base/tiles.yaml:33:5: [disc-01] the mask's VP are a guess" in run.lines
    assert run.code == 0
    report = json.loads(teotl_check("mini", "--unverified", "--format", "json").out)
    assert report["unverified"] == [{"id": "disc-01", "type": "discovery", "module": "base",
                                     "file": "mini/base/tiles.yaml", "line": 33, "column": 5,
                                     "note": "the mask's VP are a guess"}]


def test_warnings_alone_exit_zero(mini, teotl_check):
    (mini / "stray.yaml").write_text("kind: components\ncomponents: []\n")
    run = teotl_check("mini")
    assert run.code == 0
    assert SUMMARY.match(run.lines[-1]).groups() == ("0", "1")


def test_paths_outside_the_working_folder_are_shown_whole(tmp_path, monkeypatch, teotl_check):
    monkeypatch.chdir(REPO)
    target = tmp_path / "bad.yaml"
    target.write_text("kind: nope\n")
    run = teotl_check(target)
    run.expect(f"{target}:1:7", "E301", "one of game, module, components, variant")


def test_codes_table(teotl_check):
    run = teotl_check("--codes")
    assert run.code == 0 and "E505  a component id is defined twice" in run.out


def test_modules_option_accepts_repeats_and_commas(mini, teotl_check):
    run = teotl_check("mini", "--modules", "ex1", "--modules", "base,ex1")
    assert run.code == 0 and "2 modules" in run.lines[-1]


# ----------------------------------------------------------------------------- usage and errors
def test_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"teotl {teotl.__version__}"


@pytest.mark.parametrize("args", [["--help"], ["check", "--help"]])
def test_help(capsys, args):
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "usage: teotl" in out
    if args[0] == "check":
        assert "examples:" in out and "--modules" in out and "exit status" in out


def test_no_command_is_a_usage_error(capsys):
    assert main([]) == 2
    assert "check" in capsys.readouterr().err


@pytest.mark.parametrize("args", [["check", "--bogus"], ["frobnicate"], ["check", "--format", "xml"]])
def test_bad_arguments_exit_2_without_traceback(capsys, args):
    assert main(args) == 2
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err and "error:" in captured.err


def test_internal_error_is_one_line_exit_3(monkeypatch, capsys):
    import teotl.rules.checking as checking

    def boom(*args, **kwargs):
        raise RuntimeError("kaboom")
    monkeypatch.setattr(checking, "check_paths", boom)
    monkeypatch.delenv("TEOTL_DEBUG", raising=False)
    assert main(["check", str(MINI)]) == 3
    captured = capsys.readouterr()
    assert "internal error" in captured.err and "kaboom" in captured.err and "please report" in captured.err
    assert "Traceback" not in captured.err and captured.err.count("\n") == 1
    monkeypatch.setenv("TEOTL_DEBUG", "1")
    with pytest.raises(RuntimeError):
        main(["check", str(MINI)])


def test_semantic_checker_crash_is_a_diagnostic_not_a_crash(mini, monkeypatch, teotl_check):
    pytest.importorskip("teotl.runtime.check")
    import teotl.runtime.check as check_module

    def boom(ruleset):
        raise ValueError("checker bug")
    monkeypatch.setattr(check_module, "check_ruleset", boom)
    monkeypatch.delenv("TEOTL_DEBUG", raising=False)
    run = teotl_check("mini")
    run.expect("mini/game.yaml:1:1", "E400", "please report")  # a position, as every line has
    assert run.code == 1


# ----------------------------------------------------------------------------- subprocess
def _run(*args: str, cwd=None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.pop("TEOTL_DEBUG", None)
    if os.environ.get("TEOTL_TEST_INSTALLED") != "1":
        env["PYTHONPATH"] = os.pathsep.join([str(REPO / "interpreter"), env.get("PYTHONPATH", "")])
    return subprocess.run([sys.executable, "-m", "teotl", *args], capture_output=True, text=True, cwd=cwd,
                          env=env, timeout=120)


def test_subprocess_broken_file(tmp_path):
    result = _run("check", str(BROKEN / "dsl-block-scalar.yaml"), cwd=tmp_path)
    assert result.returncode == 1
    assert "dsl-block-scalar.yaml:10:19: E201 " in result.stdout
    assert "Traceback" not in result.stdout + result.stderr


def test_subprocess_unknown_module(tmp_path):
    result = _run("check", str(MINI), "--modules", "nope", cwd=tmp_path)
    assert result.returncode == 2 and "unknown module `nope`" in result.stderr
    assert "Traceback" not in result.stdout + result.stderr


def test_subprocess_missing_path_and_version(tmp_path):
    result = _run("check", "no/such/place", cwd=tmp_path)
    assert result.returncode == 2 and "no such file or folder" in result.stderr
    version = _run("--version", cwd=tmp_path)
    assert version.returncode == 0 and version.stdout.strip() == f"teotl {teotl.__version__}"


@pytest.mark.skipif(not SHIPPED_GAME.exists(), reason="rules/teotihuacan/game.yaml does not exist yet")
def test_subprocess_shipped_rules_from_another_folder(tmp_path):
    result = _run("check", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert SUMMARY.match(result.stdout.splitlines()[-1])


# ----------------------------------------------------------------------------- diagnostics
def test_diagnostic_text_and_json():
    diagnostic = error("E201", "unexpected ','", "use `;`", "a/b.yaml", 3, 7, "st-00")
    assert diagnostic.format_text() == "a/b.yaml:3:7: E201 unexpected ',' (use `;`) [st-00]"
    assert diagnostic.to_json() == {"code": "E201", "severity": "error", "message": "unexpected ','",
                                    "hint": "use `;`", "file": "a/b.yaml", "line": 3, "column": 7,
                                    "rule_id": "st-00"}
    bare = warning("W101", "no schema line", "", "x.yaml", 0, 0)
    assert bare.format_text() == "x.yaml: W101 no schema line" and not bare.is_error
    assert isinstance(Diagnostic, type)


def test_every_code_is_documented_and_every_documented_code_is_used():
    import pathlib
    package = pathlib.Path(teotl.__file__).parent
    # every module of the package, the semantic checks and the primitives included (issue 17:
    # `teotl check --codes` lists every E4xx code, each with its line)
    source = "\n".join(p.read_text() for p in package.rglob("*.py") if p.name != "diagnostics.py")
    emitted = set(re.findall(r'"([EW]\d{3})"', source))
    assert emitted <= set(CODES), emitted - set(CODES)
    assert set(CODES) <= emitted | {"E201"}, set(CODES) - emitted


def test_a_folder_holding_rule_sets_checks_each(mini, teotl_check):
    (mini.parent / "loose.yaml").write_text("kind: components\ncomponents: [{id: X, type: t}]\n")
    run = teotl_check(".")
    run.expect("loose.yaml:2:19", "E305", "lower case")
    assert "2 modules" in run.lines[-1] and run.code == 1


def test_modules_option_needs_a_rule_set(tmp_path, monkeypatch, teotl_check):
    (tmp_path / "a.yaml").write_text("kind: components\ncomponents: []\n")
    monkeypatch.chdir(tmp_path)
    run = teotl_check("a.yaml", "--modules", "m6")
    assert run.code == 2 and "--modules needs a rule set" in run.err


def test_a_reader_that_goes_away_ends_the_command_quietly(monkeypatch, capsys):
    """`teotl check | head -1`: the pipe closes under the output; no 'internal error … please report it'."""
    from teotl.cli import EXIT_BROKEN_PIPE, main

    class ClosedPipe:
        def write(self, text):
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self):
            pass

    monkeypatch.setattr("sys.stdout", ClosedPipe())
    code = main(["check", "--codes"])
    assert code == EXIT_BROKEN_PIPE == 141
    assert "internal error" not in capsys.readouterr().err
