"""The on-disk cache of read rule files: same results as without it, and harmless when broken."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

LOAD = """
import json, sys
sys.path.insert(0, {interp!r})
from teotl.rules.ruleset import load_ruleset
rs = load_ruleset({root!r})
print(json.dumps({{"fingerprint": rs.fingerprint, "components": sorted(rs.components),
                  "diagnostics": [d.format_text() for d in rs.diagnostics],
                  "effects": rs.effect_count()}}))
"""


def load_in_process(cache: Path, root: Path, extra_env=None) -> dict:
    env = {"TEOTL_CACHE_DIR": str(cache), "PATH": "/usr/bin:/bin", **(extra_env or {})}
    done = subprocess.run([sys.executable, "-c", LOAD.format(interp=str(ROOT / "interpreter"), root=str(root))],
                          capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout)


def test_cached_load_gives_the_same_rule_set(tmp_path):
    cache = tmp_path / "cache"
    root = ROOT / "rules" / "teotihuacan"
    first = load_in_process(cache, root)
    assert len(list(cache.glob("*.pickle"))) > 10  # files and effect strings were stored
    second = load_in_process(cache, root)
    assert second == first
    assert load_in_process(cache, root, {"TEOTL_NO_CACHE": "1"}) == first


def test_broken_cache_entries_are_ignored(tmp_path):
    cache = tmp_path / "cache"
    root = ROOT / "rules" / "teotihuacan"
    first = load_in_process(cache, root)
    for entry in cache.glob("*.pickle"):
        entry.write_bytes(b"not a pickle")
    assert load_in_process(cache, root) == first


def test_a_changed_file_is_read_again(tmp_path):
    cache = tmp_path / "cache"
    rules = tmp_path / "rules"
    subprocess.run(["cp", "-r", str(ROOT / "tests" / "fixtures" / "mini"), str(rules)], check=True)
    first = load_in_process(cache, rules)
    target = next(p for p in rules.rglob("*.yaml") if "components:" in p.read_text())
    target.write_text(target.read_text().replace("effect:", "effect:", 1) + "\n# changed\n")
    broken = target.read_text().replace("kind: components", "kind: componentz", 1)
    target.write_text(broken)
    second = load_in_process(cache, rules)
    assert second["fingerprint"] != first["fingerprint"]
    assert any("E301" in line for line in second["diagnostics"])


RUNTIME = """
import json, sys
sys.path.insert(0, {interp!r})
from teotl.language import parser
parses = []
real = parser._parse_effect
parser._parse_effect = lambda text: parses.append(text) or real(text)
from teotl.loading import load_runtime
from teotl.runtime.game import Game
rs, rt = load_runtime(None, ["m6", "m7", "m8", "m9"], [])
game = Game(rt, 2, 3)
print(json.dumps({{"parser_built": "lark" in sys.modules, "schemas_read": "jsonschema" in sys.modules,
                  "parsed": len(parses),
                  "fingerprint": rs.fingerprint,
                  "state": game.state.to_json()}}))
"""


def test_a_cached_rule_set_compiles_without_building_the_parser(tmp_path):
    """Every effect the load parses (files, named queries, agents' values) is kept in the disk
    cache, so a second process compiles the whole rule set without parsing any effect (nor
    importing Lark or jsonschema: the files' validation is cached too) — and starts the same game."""
    env = {"TEOTL_CACHE_DIR": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin"}
    run = lambda: json.loads(subprocess.run(  # noqa: E731
        [sys.executable, "-c", RUNTIME.format(interp=str(ROOT / "interpreter"))],
        capture_output=True, text=True, env=env, check=True).stdout)
    first, second = run(), run()
    assert first["parsed"] > 100 and second["parsed"] == 0  # not one effect parsed again
    assert not second["parser_built"] and not second["schemas_read"]
    assert second["fingerprint"] == first["fingerprint"] and second["state"] == first["state"]


COUNTED = """
import json, sys
sys.path.insert(0, {interp!r})
from teotl.rules import disk_cache
from teotl.rules.ruleset import load_ruleset
reads = []
real = disk_cache.load
disk_cache.load = lambda key: reads.append(key[0]) or real(key)
rs = load_ruleset({root!r}, {modules!r})
print(json.dumps({{"reads": len(reads), "fingerprint": rs.fingerprint, "components": list(rs.components),
                  "diagnostics": [d.format_text() for d in rs.diagnostics], "effects": rs.effect_count()}}))
"""


def counted_load(cache: Path, root: Path, modules=()) -> dict:
    env = {"TEOTL_CACHE_DIR": str(cache), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-c", COUNTED.format(interp=str(ROOT / "interpreter"), root=str(root),
                                                               modules=list(modules))],
                          capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout)


def test_a_whole_load_is_one_entry(tmp_path):
    """The finished rule set is kept as one entry per request: a second process reads it (with
    the parsed game expressions compiling needs) instead of one entry per file and per effect
    string, and gets the same."""
    cache, root = tmp_path / "cache", ROOT / "rules" / "teotihuacan"
    first = counted_load(cache, root, ["m6"])
    assert first["reads"] > 50
    second = counted_load(cache, root, ["m6"])
    assert second["reads"] == 1 and {**second, "reads": 0} == {**first, "reads": 0}
    other = counted_load(cache, root, ["m7"])  # another request: its own entry
    assert other["reads"] > 1 and other["fingerprint"] != first["fingerprint"]


def test_a_file_added_or_changed_since_is_read(tmp_path):
    cache, rules = tmp_path / "cache", tmp_path / "rules"
    subprocess.run(["cp", "-r", str(ROOT / "tests" / "fixtures" / "mini"), str(rules)], check=True)
    first = counted_load(cache, rules)
    extra = rules / "base" / "more.yaml"
    extra.write_text("# yaml-language-server: $schema=../../../../rules/schema/components.schema.json\n"
                     "kind: components\ncomponents:\n  - {id: st-99, type: starting_tile, effect: \"gain cocoa 1\"}\n")
    added = counted_load(cache, rules)
    assert "st-99" in added["components"] and added["fingerprint"] != first["fingerprint"]
    extra.write_text(extra.read_text().replace("st-99", "st-98"))
    changed = counted_load(cache, rules)
    assert "st-98" in changed["components"] and "st-99" not in changed["components"]
    extra.unlink()
    assert {**counted_load(cache, rules), "reads": 0} == {**first, "reads": 0}


def test_entries_of_the_wrong_type_are_ignored(tmp_path):
    """An entry that unpickles to something else (another version's class, a hand-made file)
    is a miss, for the whole load and for each file."""
    import pickle
    cache, root = tmp_path / "cache", ROOT / "rules" / "teotihuacan"
    first = counted_load(cache, root)
    for entry in cache.glob("*.pickle"):
        if entry.stat().st_size > 100_000 or b"ReadFile" in entry.read_bytes():
            entry.write_bytes(pickle.dumps(("not", "a", "rule set")))
    assert {**counted_load(cache, root), "reads": 0} == {**first, "reads": 0}


def test_a_whole_load_entry_missing_its_parts_is_ignored(tmp_path, monkeypatch):
    """An entry that unpickles to the right class with other contents (an older layout of it)."""
    from teotl.rules import disk_cache, ruleset as ruleset_module
    monkeypatch.setenv("TEOTL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(ruleset_module, "_LOADED", type(ruleset_module._LOADED)())
    mini = ROOT / "tests" / "fixtures" / "mini"
    first = ruleset_module.load_ruleset(mini)
    request = next(iter(ruleset_module._LOADED))
    good = vars(ruleset_module._LOADED[request])
    for broken in ({name: value for name, value in good.items() if name != "parses"},
                   {**good, "files": ((None, b""),)}, {**good, "ruleset": None}):
        snapshot = object.__new__(ruleset_module._Snapshot)
        snapshot.__dict__.update(broken)
        disk_cache.store(ruleset_module._disk_key(request), snapshot)
        ruleset_module._LOADED.clear()
        again = ruleset_module.load_ruleset(mini)
        assert again.fingerprint == first.fingerprint and again.diagnostics == first.diagnostics


def test_parse_entries_of_another_shape_are_ignored(tmp_path):
    """Every entry (whole load, files, parsed fields) unpickles to a dict: each is a miss, and the
    load is the same as without a cache (a parsed field used to be taken as it came)."""
    import pickle
    cache, root = tmp_path / "cache", ROOT / "rules" / "teotihuacan"
    first = load_in_process(cache, root)
    entries = list(cache.glob("*.pickle"))
    assert len(entries) > 50
    for entry in entries:
        entry.write_bytes(pickle.dumps({"not": "a parse"}))
    assert load_in_process(cache, root) == first
