"""Loading the same rules again in one process is faster (the semantic check is remembered,
paths are resolved once) and never stale: a changed file, another selection or another set of
verbs is checked afresh, and the rule set's fingerprint is the one it always was."""
from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from teotl.language.registry import VERBS
from teotl.rules import ruleset as ruleset_module, semantic as semantic_module
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
    from teotl.runtime import check
    calls = []
    real = check.check_ruleset

    def counting(ruleset):
        calls.append(ruleset)
        return real(ruleset)
    monkeypatch.setattr(check, "check_ruleset", counting)
    monkeypatch.setattr(semantic_module, "_CHECKED", {})
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
    monkeypatch.setattr(semantic_module, "_CHECKED", {})
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


# ---------------------------------------------------------------- the same files loaded again
@pytest.fixture
def built(monkeypatch):
    """Counts the component files turned into components (what a load from scratch does)."""
    calls = []
    real = ruleset_module.components_of

    def counting(read, module_id, diagnostics):
        calls.append(read.path.name)
        return real(read, module_id, diagnostics)
    monkeypatch.setattr(ruleset_module, "components_of", counting)
    return calls


def test_the_same_files_again_are_not_built_again(mini, built):
    first = load_ruleset(mini)
    assert built == ["tiles.yaml"]
    second = load_ruleset(mini)
    assert built == ["tiles.yaml"]  # the finished rule set was remembered
    assert second is not first and second.fingerprint == first.fingerprint
    assert second.diagnostics == first.diagnostics and list(second.components) == list(first.components)
    assert second.components["st-00"].parsed == first.components["st-00"].parsed


def test_a_file_added_to_a_module_is_loaded(mini, built):
    load_ruleset(mini)
    (mini / "base" / "more.yaml").write_text(
        "# yaml-language-server: $schema=../../../../rules/schema/components.schema.json\n"
        "kind: components\ncomponents:\n  - {id: st-99, type: starting_tile, effect: \"gain cocoa 1\"}\n")
    again = load_ruleset(mini)
    assert "st-99" in again.components and built == ["tiles.yaml", "more.yaml", "tiles.yaml"]


def test_a_changed_variant_is_applied_again(mini, built):
    variant = mini / "variants" / "rich-start.yaml"
    assert "cocoa 5" in load_ruleset(mini, variants=[variant]).components["st-00"].effect
    variant.write_text(variant.read_text().replace("gain cocoa 5, wood 5", "gain cocoa 6, wood 5"))
    assert "cocoa 6" in load_ruleset(mini, variants=[variant]).components["st-00"].effect


def test_a_caller_changing_its_rule_set_changes_no_other_load(mini):
    first = load_ruleset(mini)
    first.components["st-00"].parsed.clear()
    first.components["st-00"].tags.append("changed")
    first.components.pop("st-01")
    first.game["vocabulary"]["resources"].clear()
    first.diagnostics.append(first.diagnostics[0] if first.diagnostics else None)
    second = load_ruleset(mini)
    assert second.components["st-00"].parsed and "changed" not in second.components["st-00"].tags
    assert "st-01" in second.components and second.game["vocabulary"]["resources"]
    assert None not in second.diagnostics and codes(second) == []
