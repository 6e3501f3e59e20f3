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
from teotl.loading import load_runtime
from teotl.engine.game import Game
rs, rt = load_runtime(None, ["m6", "m7", "m8", "m9"], [])
game = Game(rt, 2, 3)
print(json.dumps({{"parser_built": "lark" in sys.modules, "schemas_read": "jsonschema" in sys.modules,
                  "fingerprint": rs.fingerprint,
                  "state": game.state.to_json()}}))
"""


def test_a_cached_rule_set_compiles_without_building_the_parser(tmp_path):
    """Every effect the load parses (files, named queries, agents' values) is kept in the disk
    cache, so a second process compiles the whole rule set without importing Lark (nor
    jsonschema: the files' validation is cached too) — and starts the same game."""
    env = {"TEOTL_CACHE_DIR": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin"}
    run = lambda: json.loads(subprocess.run(  # noqa: E731
        [sys.executable, "-c", RUNTIME.format(interp=str(ROOT / "interpreter"))],
        capture_output=True, text=True, env=env, check=True).stdout)
    first, second = run(), run()
    assert first["parser_built"] and first["schemas_read"]
    assert not second["parser_built"] and not second["schemas_read"]
    assert second["fingerprint"] == first["fingerprint"] and second["state"] == first["state"]
