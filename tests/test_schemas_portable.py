"""The `$schema` line of every rule file works from any folder and any install (docs/editors.md):
it points at the copy of the schemas in the rule set's own `schema/` folder, so a copied rule set
keeps working; each schema has a stable `$id`; closed vocabularies are enums."""
from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from conftest import REPO
from teotl.cli import main

SCHEMAS = REPO / "rules" / "schema"
LINE = re.compile(r"^#\s*yaml-language-server:\s*\$schema=(\S+)")


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err, err
    return code, out, err


def schema_target(path: Path) -> Path:
    match = LINE.match(path.read_text(encoding="utf-8").split("\n", 1)[0])
    assert match, f"{path} has no schema line"
    return (path.parent / match.group(1)).resolve()


def rule_files(root: Path) -> list[Path]:
    return [p for p in sorted(root.rglob("*.yaml")) if "templates" not in p.relative_to(root).parts]


def test_every_schema_has_a_stable_id():
    ids = {}
    for path in sorted(SCHEMAS.glob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        assert schema["$id"] == f"https://teotl.invalid/schema/1/{path.name}"
        ids[schema["$id"]] = path
    assert len(ids) == 4


@pytest.mark.parametrize("root", sorted(p.parent for p in (REPO / "rules").glob("*/game.yaml")),
                         ids=lambda p: p.name)
def test_every_shipped_file_points_at_its_rule_sets_own_copy(root):
    for name in ("game", "module", "components", "variant"):
        copy = root / "schema" / f"{name}.schema.json"
        assert copy.read_bytes() == (SCHEMAS / copy.name).read_bytes(), f"{copy} differs: run `teotl new schemas`"
    for path in rule_files(root):
        target = schema_target(path)
        assert target.parent == (root / "schema").resolve(), f"{path}: the schema line points at {target}"
        assert target.is_file()


def test_a_copied_rule_set_keeps_every_schema_line(tmp_path):
    copy = tmp_path / "somewhere" / "else" / "teotihuacan"
    shutil.copytree(REPO / "rules" / "teotihuacan", copy)
    for path in rule_files(copy):
        assert schema_target(path).is_relative_to(copy.resolve()) and schema_target(path).is_file(), path


def test_new_files_point_at_schemas_that_exist_wherever_they_are_written(tmp_path, capsys, monkeypatch):
    house = tmp_path / "house-rules"
    house.mkdir()
    monkeypatch.chdir(house)
    code, out, err = run(capsys, "new", "variant", "richer")
    assert code == 0, err
    assert "wrote schema/variant.schema.json" in out
    assert schema_target(house / "richer.yaml") == (house / "schema" / "variant.schema.json").resolve()
    rules = tmp_path / "mine"
    shutil.copytree(REPO / "rules" / "teotihuacan", rules)
    monkeypatch.chdir(rules / "base")
    code, out, err = run(capsys, "new", "module", "feast")
    assert code == 0, err
    moved = tmp_path / "moved"
    rules.rename(moved)   # the whole rule set moved: its lines still work
    for path in (moved / "feast" / "module.yaml", moved / "feast" / "feast.yaml"):
        assert schema_target(path) in {(moved / "schema" / n).resolve() for n in ("module.schema.json",
                                                                                    "components.schema.json")}


def test_a_stale_copy_of_a_schema_is_a_warning_that_says_how_to_refresh_it(tmp_path, capsys, monkeypatch):
    rules = tmp_path / "mine"
    shutil.copytree(REPO / "rules" / "teotihuacan", rules)
    copy = rules / "schema" / "components.schema.json"
    copy.write_text(copy.read_text(encoding="utf-8").replace('"cost"', '"kost"'), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "check", "mine")
    assert code == 0
    assert ("mine/schema/components.schema.json:1:1: W103 schema/components.schema.json differs from teotl's own "
            "components.schema.json (editors check against this copy: run `teotl new schemas` in the rule set "
            "to refresh it)") in out.splitlines()
    monkeypatch.chdir(rules)
    code, out, err = run(capsys, "new", "schemas")
    assert code == 0 and out.strip() == "wrote schema/components.schema.json"
    assert copy.read_bytes() == (SCHEMAS / copy.name).read_bytes()


def test_a_misspelled_closed_keyword_is_refused_with_the_right_one(tmp_path, capsys, monkeypatch):
    rules = tmp_path / "mine"
    shutil.copytree(REPO / "rules" / "teotihuacan", rules)
    game = rules / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace("answers: forced", "answers: forcd"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "check", "mine")
    assert code == 1
    line = next(line for line in out.splitlines() if "E306" in line)
    row = next(n for n, text in enumerate(game.read_text(encoding="utf-8").splitlines(), 1) if "answers: forcd" in text)
    assert line.startswith(f"mine/game.yaml:{row}:14: E306 `answers` `forcd` is not one of forced")
    assert "did you mean `forced`?" in line


def test_the_schema_map_names_the_installed_files(capsys):
    code, out, err = run(capsys, "lsp", "--schema-map")
    assert code == 0, err
    mapping = json.loads(out)
    assert set(mapping) == {f"https://teotl.invalid/schema/1/{k}.schema.json"
                            for k in ("game", "module", "components", "variant")}
    for uri in mapping.values():
        assert uri.startswith("file://") and os.path.isfile(uri[len("file://"):])
