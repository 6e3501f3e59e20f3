"""Module vocabularies: a module's `vocabulary:` and `tables:` are merged into the game's in
module load order; a name declared twice is E512 naming both files. Built from tests/fixtures/mini."""
from __future__ import annotations

import textwrap

from teotl.rules import load_ruleset
from teotl.runtime.runtime import Runtime

SCHEMA = "# yaml-language-server: $schema=../../../../rules/schema/{}.schema.json\n"


def write(path, text: str, kind: str = "components") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(SCHEMA.format(kind) + textwrap.dedent(text).lstrip("\n"), encoding="utf-8")


def manifest(root, name: str, body: str, requires: str = "[base]") -> None:
    write(root / name / "module.yaml",
          f"kind: module\nid: {name}\nname: \"{name}\"\nrequires: {requires}\n" + textwrap.dedent(body), "module")


def tiles(root, folder: str, body: str) -> None:
    write(root / folder / "tiles.yaml", "kind: components\ncomponents:\n" + textwrap.dedent(body))


EX2 = """
    vocabulary:
      resources:
        - {id: shell, groups: [treasure]}
        - {id: pearl, groups: [treasure]}
      tracks:
        - {id: reef, max: 5}
      supplies:
        - {id: shells, of: shell_tile}
      counters:
        - {id: tide, start: 3}
      component_types: [shell_tile]
      global_types: [shell_tile]
      events: [low_tide]
      flags: [dive]
      aliases: {harvest: upgrade}
      queries:
        treasure: "shell + pearl"
    tables:
      tide_vp: [0, 1, 2, 4]
    """


def test_module_vocabulary_is_merged(mini):
    manifest(mini, "ex2", EX2)
    tiles(mini, "ex2", """
      - id: sh-01
        type: shell_tile
        effect: "gain shell 2, any treasure 1; advance reef; gain vp table(tide_vp, tide) + treasure"
        triggers: ["on low_tide: grant dive"]
    """)
    ruleset = load_ruleset(mini, ["ex2"])
    assert ruleset.errors == [], [d.render() for d in ruleset.errors]
    words = ruleset.game["vocabulary"]
    assert [r["id"] if isinstance(r, dict) else r for r in words["resources"]][-2:] == ["shell", "pearl"]
    assert words["component_types"][-1] == "shell_tile" and words["queries"]["treasure"] == "shell + pearl"
    assert ruleset.game["tables"]["tide_vp"] == [0, 1, 2, 4]
    assert "vocabulary.queries.treasure" in ruleset.game_parsed
    runtime = Runtime.from_ruleset(ruleset)
    vocab = runtime.vocab
    assert vocab.groups["treasure"] == ["shell", "pearl"] and vocab.counters["tide"] == 3
    assert "reef" in vocab.tracks and "shells" in vocab.supplies and "dive" in vocab.flags
    assert "shell_tile" in vocab.global_types and vocab.canonical("harvest") == "upgrade"


def test_game_yaml_untouched_without_the_module(mini):
    manifest(mini, "ex2", EX2)
    plain = load_ruleset(mini)
    assert "shell_tile" not in plain.game["vocabulary"]["component_types"]
    assert "tide_vp" not in plain.game["tables"]


def test_names_of_an_unloaded_module_are_unknown(mini):
    manifest(mini, "ex2", EX2)
    tiles(mini, "ex1", """
      - id: st-11
        type: starting_tile
        effect: "gain shell 1"
    """)
    ruleset = load_ruleset(mini, ["ex1"])
    assert [d.code for d in ruleset.errors] == ["E401"]


def test_a_name_declared_twice_names_both_files(mini):
    manifest(mini, "ex2", """
        vocabulary:
          resources: [wood, {id: shell}]
          queries: {discoveries: "1"}
        tables:
          mask_sets: [0, 1]
        """)
    ruleset = load_ruleset(mini, ["ex2"])
    errors = [d for d in ruleset.errors if d.code == "E512"]
    assert len(errors) == 3, [d.render() for d in ruleset.diagnostics]
    texts = [d.message for d in errors]
    assert any("`wood` is declared twice" in t and "ex2/module.yaml" in t and "game.yaml:10:7" in t for t in texts), texts
    assert any("`discoveries`" in t for t in texts) and any("table `mask_sets`" in t for t in texts)
    assert all(d.file.endswith("module.yaml") for d in errors)
    wood = next(d for d in errors if "`wood`" in d.message)
    assert (wood.line, wood.column) == (8, 15)
    # the first declaration wins; the rest of the module's vocabulary still loads
    assert "shell" in [r if isinstance(r, str) else r["id"] for r in ruleset.game["vocabulary"]["resources"]]
    assert ruleset.game["vocabulary"]["queries"]["discoveries"] == "count(discovery)"


def test_two_modules_declaring_one_name(mini):
    manifest(mini, "ex2", "vocabulary:\n  flags: [dive]\n")
    manifest(mini, "ex3", "vocabulary:\n  flags: [dive]\n", requires="[base, ex2]")
    ruleset = load_ruleset(mini, ["ex2", "ex3"])
    [problem] = ruleset.errors
    assert problem.code == "E512" and "ex3/module.yaml" in problem.file
    assert "ex3/module.yaml and in ex2/module.yaml" in problem.message


def test_module_query_errors_point_into_the_manifest(mini):
    manifest(mini, "ex2", """
        vocabulary:
          queries:
            broken: "count(shelf)"
            bad_syntax: "1 +"
        """)
    ruleset = load_ruleset(mini, ["ex2"])
    found = {d.code: d for d in ruleset.errors}
    assert set(found) == {"E401", "E201"}, [d.render() for d in ruleset.diagnostics]
    assert all(d.file.endswith("ex2/module.yaml") for d in ruleset.errors), [d.render() for d in ruleset.errors]
    assert (found["E401"].line, found["E401"].column) == (9, 20)
    assert found["E201"].line == 10


def test_module_vocabulary_schema(mini):
    manifest(mini, "ex2", "vocabulary:\n  colours: [red]\n")
    ruleset = load_ruleset(mini, ["ex2"])
    assert [d.code for d in ruleset.errors] == ["E302"]


def test_teotl_check_accepts_a_module_vocabulary(mini, teotl_check):
    manifest(mini, "ex2", EX2)
    tiles(mini, "ex2", """
      - id: sh-01
        type: shell_tile
        effect: "gain shell 2; gain vp treasure"
    """)
    run = teotl_check("mini")
    assert run.code == 0, run.out


# ====================================================================== glue and dormant modules
def test_an_auto_module_loads_whenever_its_requirements_are_loaded(mini):
    manifest(mini, "ex2", "")
    manifest(mini, "glue", "auto: true\n", requires="[ex1, ex2]")
    tiles(mini, "glue", """
      - id: gl-01
        type: starting_tile
        effect: "gain gold 1"
    """)
    assert load_ruleset(mini, ["ex1"]).module_ids() == ["base", "ex1"]
    both = load_ruleset(mini, ["ex1", "ex2"])
    assert both.module_ids() == ["base", "ex1", "ex2", "glue"] and "gl-01" in both.components
    assert both.errors == []


def test_a_dormant_module_waits_for_an_external_one(mini, teotl_check):
    manifest(mini, "glue", "auto: true\nexternal: {far: \"Another box: module far\"}\n", requires="[ex1, far]")
    tiles(mini, "glue", """
      - id: gl-01
        type: far_tile
        effect: "gain far_coins 1"
    """)
    ruleset = load_ruleset(mini, ["ex1"])
    assert ruleset.module_ids() == ["base", "ex1"] and ruleset.errors == []
    asked = load_ruleset(mini, ["ex1", "glue"])
    assert [d.code for d in asked.errors] == ["E513"] and "Another box" in asked.errors[0].message
    assert "gl-01" not in asked.components          # its words belong to the absent module
    run = teotl_check("mini")
    assert run.code == 0, run.out                   # read (schema, syntax), not name-checked
    broken = mini / "glue" / "tiles.yaml"
    broken.write_text(broken.read_text().replace('"gain far_coins 1"', '"gain far_coins +"'))
    run = teotl_check("mini")
    assert run.code == 1 and "glue/tiles.yaml" in run.out and "E201" in run.out


def test_an_unknown_requirement_not_listed_as_external_is_still_e502(mini):
    manifest(mini, "glue", "auto: true\n", requires="[ex1, farr]")
    ruleset = load_ruleset(mini, ["ex1", "glue"])
    assert "E502" in [d.code for d in ruleset.errors]
