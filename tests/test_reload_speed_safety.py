"""Loading the same rules again in one process is faster (the semantic check is remembered,
paths are resolved once) and never stale: a changed file, another selection or another set of
verbs is checked afresh, and the rule set's fingerprint is the one it always was."""
from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from teotl.dsl.verbs import VERBS
from teotl.rules import ruleset as ruleset_module
from teotl.rules.ruleset import checked_problems, load_ruleset

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "mini"
TILES = "base/tiles.yaml"


@pytest.fixture
def mini(tmp_path) -> Path:
    """A private copy of the mini rule set (its schema lines point four levels up: keep the depth)."""
    root = tmp_path / "a" / "b" / "mini"
    shutil.copytree(MINI, root)
    return root


def codes(ruleset) -> list[str]:
    return [f"{d.code} {Path(d.file).name}:{d.line}:{d.column}" for d in ruleset.diagnostics if d.is_error]


@pytest.fixture
def counted(monkeypatch):
    """Counts how often the real semantic checker runs."""
    from teotl.dsl import check
    calls = []
    real = check.check_ruleset

    def counting(ruleset):
        calls.append(ruleset)
        return real(ruleset)
    monkeypatch.setattr(check, "check_ruleset", counting)
    monkeypatch.setattr(ruleset_module, "_CHECKED", {})
    return calls


def test_a_second_load_reuses_the_check_and_gives_the_same_result(mini, counted):
    first = load_ruleset(mini)
    second = load_ruleset(mini)
    assert len(counted) == 1
    assert second.diagnostics == first.diagnostics and second.fingerprint == first.fingerprint
    assert second.semantic_checked and codes(second) == []


def test_a_changed_file_is_checked_again(mini, counted):
    assert codes(load_ruleset(mini)) == []
    tiles = mini / TILES
    tiles.write_text(tiles.read_text().replace('"gain cocoa 3, wood 2"', '"gain cocoa 3, wod 2"'))
    broken = load_ruleset(mini)
    assert len(counted) == 2
    assert codes(broken) == ["E401 tiles.yaml:8:28"]  # `wod` is column 28 of line 8
    tiles.write_text(tiles.read_text().replace("wod 2", "wood 2"))
    assert codes(load_ruleset(mini)) == []
    assert len(counted) == 2  # back to content already checked: remembered


def test_other_modules_or_variants_are_checked_again(mini, counted):
    load_ruleset(mini)
    with_module = load_ruleset(mini, modules=["ex1"])
    assert len(counted) == 2 and "ex1" in [m.id for m in with_module.modules]
    variant = mini / "variants" / "rich-start.yaml"
    load_ruleset(mini, variants=[variant])
    assert len(counted) == 3
    load_ruleset(mini, modules=["ex1"])
    assert len(counted) == 3


def test_a_new_verb_is_a_new_key(monkeypatch):
    """Registering or replacing a verb (tests do) changes what the check would say."""
    monkeypatch.setattr(ruleset_module, "_CHECKED", {})
    runs = []

    def check(ruleset):
        runs.append(1)
        return [f"problem {len(runs)}"]
    request = ("fingerprint", "/rules", (), ())
    assert checked_problems(None, request, check) == ["problem 1"]
    assert checked_problems(None, request, check) == ["problem 1"]
    monkeypatch.setitem(VERBS, "zz_test_only_verb", lambda compiler, call: None)
    assert checked_problems(None, request, check) == ["problem 2"]
    assert checked_problems(None, ("other fingerprint",) + request[1:], check) == ["problem 3"]


def test_the_fingerprint_is_names_and_hashes_of_the_files_read(mini):
    """Records and simulation workers compare fingerprints: the format must not drift."""
    ruleset = load_ruleset(mini)
    digest = hashlib.sha256()
    for name in sorted(p.resolve().relative_to(mini.resolve()).as_posix() for p in set(ruleset.files)):
        digest.update(name.encode() + b"\0" + hashlib.sha256((mini / name).read_bytes()).digest())
    assert ruleset.fingerprint == digest.hexdigest()


def test_a_symlinked_folder_gives_the_same_fingerprint(mini, tmp_path):
    link = tmp_path / "link"
    link.symlink_to(mini, target_is_directory=True)
    assert load_ruleset(link).fingerprint == load_ruleset(mini).fingerprint
