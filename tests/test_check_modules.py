"""Module resolution, duplicates, replaces and variants: problems that involve two files name
both, and the rule set loads in the stated order. Built from tests/fixtures/mini."""
from __future__ import annotations

import textwrap

from teotl.rules import load_ruleset

SCHEMA = "# yaml-language-server: $schema=../../../../rules/schema/{}.schema.json\n"


def write(path, text: str, kind: str = "components") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(SCHEMA.format(kind) + textwrap.dedent(text).lstrip("\n"), encoding="utf-8")


def module(root, name: str, body: str) -> None:
    write(root / name / "module.yaml", f"kind: module\nid: {name}\nname: \"{name}\"\n" + textwrap.dedent(body), "module")


def tile(root, folder: str, cid: str, effect: str = "gain cocoa 1", file: str = "tiles.yaml") -> None:
    write(root / folder / file, f"""
        kind: components
        components:
          - id: {cid}
            type: starting_tile
            effect: "{effect}"
        """)


def test_mini_rule_set_is_clean(mini, teotl_check):
    run = teotl_check("mini")
    assert run.code == 0, run.out
    assert run.lines[-1] == "checked 6 files, 2 modules, 6 components, 18 effects: 0 errors, 0 warnings"


def test_load_order_components_and_parsed_trees(mini):
    ruleset = load_ruleset(mini, ["ex1"])
    assert [m.id for m in ruleset.modules] == ["base", "ex1"]
    assert list(ruleset.components) == ["st-00", "st-01", "temple-blue", "forest", "disc-01", "st-10"]
    forest = ruleset.components["forest"]
    assert set(forest.parsed) == {"effects.worship", "table.rows", "table.columns", "table.1.1", "table.1.2..5",
                                  "table.2.1", "table.2.2..5"}
    assert [c.id for c in ruleset.by_type("starting_tile")] == ["st-00", "st-01", "st-10"]
    disc = ruleset.components["disc-01"]
    amounts = disc.parsed["cost"]
    assert amounts[0].target.name == "cocoa" and (amounts[0].line, amounts[0].column) == (1, 1)
    rows = forest.parsed["table.rows"]
    assert rows.name == "min" and rows.column == 1 and rows.args[1].column == 19  # shifted back from `if (`
    assert ruleset.diagnostics == []
    assert len(ruleset.fingerprint) == 64


def test_fingerprint_changes_with_any_byte(mini):
    before = load_ruleset(mini).fingerprint
    assert load_ruleset(mini).fingerprint == before
    path = mini / "base" / "tiles.yaml"
    path.write_text(path.read_text() + "\n# a comment\n")
    assert load_ruleset(mini).fingerprint != before


def test_locate_maps_dsl_positions_into_the_file(mini):
    ruleset = load_ruleset(mini)
    file, line, column = ruleset.locate("st-00", "effect", 1, 6)
    assert file.name == "tiles.yaml" and (line, column) == (8, 19)   # `cocoa` in "gain cocoa 3, wood 2"
    assert ruleset.locate("forest", "table.1.2..5", 1, 6)[1:] == (28, 50)
    assert ruleset.locate("forest", "type", 0, 0)[1:] == (22, 11)
    assert ruleset.locate("game", "vocabulary.queries.discoveries", 1, 7)[1:] == (33, 25)


def test_requires_a_module_that_is_not_loaded(mini, teotl_check):
    module(mini, "ex2", "requires: [base, ex1]\n")
    run = teotl_check("mini", "--modules", "ex2")
    line = run.expect("mini/ex2/module.yaml:5:18", "E501", "--modules ex2,ex1")
    assert "ex1/module.yaml" in line            # both manifests named
    assert run.code == 1


def test_requires_an_unknown_module(mini, teotl_check):
    module(mini, "ex2", "requires: [base, ex01]\n")
    teotl_check("mini", "--modules", "ex2").expect("mini/ex2/module.yaml:5:18", "E502", "did you mean `ex1`?")


def test_module_cycle_names_both_files(mini, teotl_check):
    module(mini, "ex2", "requires: [ex3]\n")
    module(mini, "ex3", "requires: [ex2]\n")
    run = teotl_check("mini")
    line = run.expect("mini/ex2/module.yaml:5:12", "E503", "remove one of these requirements")
    assert "ex2 → ex3 → ex2" in line and "ex2/module.yaml" in line and "ex3/module.yaml" in line
    assert sum(" E503 " in l for l in run.lines) == 1
    # asked for one of them: the cycle, not also "ex3 is not loaded (load both: --modules ex2,ex3)",
    # which would only lead into it
    run = teotl_check("mini", "--modules", "ex2")
    run.expect("mini/ex2/module.yaml:5:12", "E503", "remove one of these requirements")
    assert " E501 " not in run.out, run.out


def test_conflicting_modules(mini, teotl_check):
    module(mini, "ex2", "requires: [base]\nconflicts: [ex1]\n")
    run = teotl_check("mini", "--modules", "ex1,ex2")
    line = run.expect("mini/ex2/module.yaml:6:13", "E504", "load only one")
    assert "ex1/module.yaml" in line and "ex2/module.yaml" in line


def test_conflict_with_unknown_module_is_a_warning(mini, teotl_check):
    module(mini, "ex2", "conflicts: [ex9]\n")
    run = teotl_check("mini", "--modules", "ex2")
    line = run.expect("mini/ex2/module.yaml:5:13", "W502", "")
    assert "did you mean `ex2`" not in line  # never itself
    assert run.code == 0


def test_duplicate_component_id_across_two_files(mini, teotl_check):
    tile(mini, "base", "st-01", file="more.yaml")
    run = teotl_check("mini")
    # more.yaml loads first (files load in name order), so the copy in tiles.yaml is the duplicate
    line = run.expect("mini/base/tiles.yaml:10:9", "E505", "rename one")
    assert "base/more.yaml:4:9" in line


def test_duplicate_id_in_another_module_suggests_replaces(mini, teotl_check):
    tile(mini, "ex1", "st-00", file="again.yaml")
    teotl_check("mini", "--modules", "ex1").expect("mini/ex1/again.yaml:4:9", "E505", "under `replaces:` of module `ex1`")


def test_replaces_an_unknown_id(mini, teotl_check):
    module(mini, "ex2", "requires: [base]\nreplaces: [st-0]\n")
    teotl_check("mini", "--modules", "ex2").expect("mini/ex2/module.yaml:6:12", "E506", "did you mean `st-0")


def test_replacement_takes_the_place_of_the_original(mini):
    module(mini, "ex2", "requires: [base]\nreplaces: [st-01, forest]\n")
    tile(mini, "ex2", "st-01", effect="gain gold 9")
    ruleset = load_ruleset(mini, ["ex2"])
    assert ruleset.diagnostics == []
    assert list(ruleset.components) == ["st-00", "st-01", "temple-blue", "disc-01"]  # forest removed
    assert ruleset.components["st-01"].effect == "gain gold 9" and ruleset.components["st-01"].module == "ex2"


def test_two_modules_replacing_the_same_component(mini, teotl_check):
    module(mini, "ex2", "requires: [base]\nreplaces: [st-01]\n")
    module(mini, "ex3", "requires: [base]\nreplaces: [st-01]\n")
    line = teotl_check("mini", "--modules", "ex2,ex3").expect("mini/ex3/module.yaml:6:12", "E511", "load only one")
    assert "ex2/module.yaml" in line


def test_duplicate_module_id(mini, teotl_check):
    write(mini / "ex2" / "module.yaml", "kind: module\nid: ex1\nname: again\n", "module")
    line = teotl_check("mini").expect("mini/ex2/module.yaml:3:5", "E509", "its own id")
    assert "ex1/module.yaml" in line


def test_unknown_module_on_the_command_line_is_a_usage_error(mini, teotl_check):
    run = teotl_check("mini", "--modules", "exl")
    assert run.code == 2
    assert "unknown module `exl`" in run.err and "did you mean `ex1`?" in run.err
    assert run.out == ""


def test_missing_path_is_a_usage_error(mini, teotl_check):
    run = teotl_check("mini/nowhere")
    assert run.code == 2 and "no such file or folder" in run.err


def test_missing_variant_file_is_a_usage_error(mini, teotl_check):
    run = teotl_check("mini", "--variant", "nope.yaml")
    assert run.code == 2 and "no such variant file" in run.err


def test_file_path_checks_its_whole_rule_set(mini, teotl_check):
    tile(mini, "base", "st-01", file="more.yaml")
    run = teotl_check("mini/base/tiles.yaml")
    run.expect("mini/base/tiles.yaml:10:9", "E505", "")


def test_game_yaml_of_the_wrong_kind(mini, teotl_check):
    path = mini / "game.yaml"
    path.write_text(path.read_text().replace("kind: game", "kind: module"))
    teotl_check("mini").expect("mini/game.yaml:3:7", "E307", "vocabulary of the rule set")


def test_components_file_of_the_wrong_kind(mini, teotl_check):
    write(mini / "base" / "more.yaml", "kind: game\nid: x\nname: x\nvocabulary: {}\n")
    teotl_check("mini").expect("mini/base/more.yaml:2:7", "E307", "component files have `kind: components`")


def test_stray_and_yml_files_are_warned_about(mini, teotl_check):
    (mini / "loose.yaml").write_text("kind: components\ncomponents: []\n")
    (mini / "base" / "old.yml").write_text("kind: components\ncomponents: []\n")
    run = teotl_check("mini")
    run.expect("mini/loose.yaml:1:1", "W501", "move it into a module folder")
    run.expect("mini/base/old.yml:1:1", "W504", "rename it to old.yaml")
    assert run.code == 0


def test_a_variant_written_in_the_rule_set_and_given_with_variant_is_not_stray(mini, teotl_check, monkeypatch):
    """`teotl new variant rainy` inside a rule set writes rainy.yaml there and says `teotl check
    --variant rainy.yaml`: that check loads it, so it is not "a file that is not loaded"."""
    import shutil
    shutil.copy(mini / "variants" / "rich-start.yaml", mini / "rainy.yaml")
    monkeypatch.chdir(mini)
    run = teotl_check("--variant", "rainy.yaml")
    assert " W501 " not in run.out and run.code == 0, run.out
    run = teotl_check()      # the whole rule set: there it is loose, and the hint says where a variant goes
    run.expect("rainy.yaml:1:1", "W501", "a variant goes into variants/, or is given with --variant")


def test_broken_file_of_an_unselected_module_is_still_reported(mini, teotl_check):
    tile(mini, "ex1", "st-11", effect="gain cocoa,", file="broken.yaml")
    run = teotl_check("mini", "--modules", "base")
    run.expect("mini/ex1/broken.yaml:6:25", "E201", "")


# ----------------------------------------------------------------------------- variants
def variant(root, name: str, body: str):
    write(root / "variants" / f"{name}.yaml", f"kind: variant\nid: {name}\nname: \"{name}\"\n" + textwrap.dedent(body),
          "variant")
    return root / "variants" / f"{name}.yaml"


def test_variant_patches_apply(mini):
    ruleset = load_ruleset(mini, [], [mini / "variants" / "rich-start.yaml"])
    assert ruleset.diagnostics == []
    assert ruleset.components["st-00"].effect == "gain cocoa 5, wood 5"
    assert ruleset.components["st-00"].parsed["effect"].stmts[0].amounts[0].count.value == 5
    assert ruleset.game["tables"]["mask_sets"][-1] == 15
    assert ruleset.locate("st-00", "effect", 1, 6)[0].name == "rich-start.yaml"
    assert [v.id for v in ruleset.variants] == ["rich-start"]


def test_variant_patch_of_an_unknown_component(mini, teotl_check):
    path = variant(mini, "typo", "patches:\n  - {component: st-000, path: effect, set: \"gain cocoa 1\"}\n")
    run = teotl_check("mini", "--variant", path)
    run.expect("mini/variants/typo.yaml:6:17", "E507", "did you mean `st-00`?")


def test_variant_patch_of_an_unknown_path(mini, teotl_check):
    path = variant(mini, "typo", "patches:\n  - {component: st-00, path: efect, set: \"gain cocoa 1\"}\n")
    teotl_check("mini", "--variant", path).expect("mini/variants/typo.yaml:6:30", "E508", "did you mean `effect`?")


def test_variant_patch_of_an_unknown_game_section(mini, teotl_check):
    path = variant(mini, "typo", "patches:\n  - {game: table.mask_sets, set: [1]}\n")
    teotl_check("mini", "--variant", path).expect("mini/variants/typo.yaml:6:12", "E508", "did you mean `tables`?")


def test_variant_patch_with_a_dsl_error_points_into_the_variant(mini, teotl_check):
    path = variant(mini, "typo", "patches:\n  - component: st-00\n    path: effects.1\n    set: \"gain cocoa 1 +\"\n")
    teotl_check("mini", "--variant", path).expect("mini/variants/typo.yaml:8:25", "E201", "see docs/dsl.md")


def test_variant_patch_with_a_wrong_type(mini, teotl_check):
    path = variant(mini, "typo", "patches:\n  - {component: st-00, path: effect, set: [gain cocoa 1]}\n")
    teotl_check("mini", "--variant", path).expect("mini/variants/typo.yaml:6:43", "E303", "join several statements")


def test_variant_requires_a_module_not_loaded(mini, teotl_check):
    path = variant(mini, "needs", "requires: [ex1]\n")
    teotl_check("mini", "--variant", path).expect("mini/variants/needs.yaml:5:12", "E510", "--modules ex1")


def test_variant_adds_components_and_detects_duplicates(mini, teotl_check):
    path = variant(mini, "more", """
        components:
          - {id: st-50, type: starting_tile, effect: "gain vp 1"}
          - {id: st-00, type: starting_tile, effect: "gain vp 1"}
        """)
    run = teotl_check("mini", "--variant", path)
    line = run.expect("mini/variants/more.yaml:8:10", "E505", "rename one")
    assert "replaces" not in line
    assert "base/tiles.yaml:4:9" in line
    ruleset = load_ruleset(mini, [], [path])
    assert ruleset.components["st-50"].module == "more"


def test_check_without_options_checks_every_variant(mini, teotl_check):
    variant(mini, "typo", "patches:\n  - {component: st-000, path: effect, set: \"gain cocoa 1\"}\n")
    run = teotl_check("mini")
    run.expect("mini/variants/typo.yaml:6:17", "E507", "")
