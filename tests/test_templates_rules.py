"""Templates in rule files: the fixture rule set tests/fixtures/templates ("Harvest": a module with
templates, a module replacing one, a variant patching one), the worked numbers by hand, and every
error case as the `FILE:LINE:COL` line of `teotl check` (docs/rule-files.md, Templates)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from teotl.language.templates import Param
from teotl.loading import load_runtime
from teotl.rules.ruleset import load_ruleset

from conftest import FIXTURES

HARVEST = FIXTURES / "templates"
SCHEMA = "# yaml-language-server: $schema=../../../../rules/schema/components.schema.json\n"


@pytest.fixture
def harvest(tmp_path, monkeypatch) -> Path:
    """A copy of the fixture in tmp_path/harvest, the working folder tmp_path."""
    target = tmp_path / "harvest"
    shutil.copytree(HARVEST, target)
    monkeypatch.chdir(tmp_path)
    return target


def play(runtime, cid: str, seat: int = 0, players: int = 3, setup=None):
    state = runtime.new_state(players, seed=1)
    if setup:
        setup(state)
    stmt = runtime.effects[(cid, "effect")]
    for _ in stmt.run(runtime.context(state, seat)):
        raise AssertionError(f"{cid} asked something")
    return state


def outcomes(runtime) -> dict:
    """What each tile of the fixture gives (seat 0 of 3; the census from seat 1)."""
    found = {cid: {k: v for k, v in play(runtime, cid).players[0].counters.items() if v}
             for cid in ("market", "feast", "bounty")}
    found["census"] = [p.counters["vp"] for p in play(runtime, "census", seat=1).players]

    def red_on_top(state):
        state.supplies["discard"][:] = ["red-card"]
    state = play(runtime, "scavenge", setup=red_on_top)
    found["scavenge"] = (state.players[0].owned, state.players[0].counters["vp"])
    return found


# ====================================================================== the worked numbers
def test_the_fixture_checks_clean_and_plays_its_templates():
    ruleset, runtime = load_runtime(HARVEST)
    assert not ruleset.diagnostics
    assert outcomes(runtime) == {
        "market": {"wood": 3, "vp": 1},              # harvest(wood, 3): 3 wood and 1 VP
        "feast": {"gold": 7},                        # double(3) + 1
        "bounty": {"stone": 5, "vp": 2},             # harvest(stone, double(2)) + harvest(stone, 1)
        "census": [2, 12, 22],                       # each c in players: reward(c, 2) = seat * 10 + 2
        "scavenge": (["red-card"], 2),               # fetch(discard): take it, a red card scores 2
    }


def test_a_module_replaces_a_template():
    ruleset, runtime = load_runtime(HARVEST, ["extra"])
    assert not ruleset.diagnostics
    assert ruleset.templates["harvest"].module == "extra"
    assert ruleset.templates["harvest"].name == "Plentiful harvest"
    found = outcomes(runtime)
    assert found["market"] == {"wood": 6}             # twice the crop, no VP
    assert found["bounty"] == {"stone": 10}           # 2 * 4 + 2 * 1, the call inside big_harvest too
    assert found["feast"] == {"gold": 7}


def test_a_variant_patches_a_template():
    variant = HARVEST / "variants" / "triple.yaml"
    ruleset, runtime = load_runtime(HARVEST, [], [variant])
    assert not ruleset.diagnostics
    assert ruleset.templates["double"].sources["value"] == (variant, "/patches/0/set")
    found = outcomes(runtime)
    assert found["feast"] == {"gold": 10}             # 3 * 3 + 1
    assert found["bounty"] == {"stone": 7, "vp": 2}   # harvest(stone, 6) + harvest(stone, 1)
    assert load_ruleset(HARVEST).templates["double"].spec.text == "x * 2"   # the files are untouched


def test_the_rule_set_exposes_its_templates_for_tools():
    ruleset = load_ruleset(HARVEST)
    assert list(ruleset.templates) == ["harvest", "double", "big_harvest", "reward", "fetch", "score"]
    spec = ruleset.templates["fetch"].spec
    assert spec.params == (Param("pile", "words", ("deck", "discard")),)
    assert (spec.field, spec.text, spec.name) == ("effect", "take pile free; score(it)", "Fetch")
    assert ruleset.templates["double"].spec.field == "value"
    assert ruleset.templates["reward"].spec.signature() == "reward(who: player, bonus)"
    assert ruleset.templates["harvest"].text == {"en": "Harvest: gain the amount of the crop, and 1 VP."}
    copy = ruleset.copy()
    copy.templates["harvest"].text["en"] = "changed"
    assert ruleset.templates["harvest"].text["en"] != "changed"


# ====================================================================== errors, as teotl check prints them
BROKEN = """\
kind: components
templates:
  - id: ping
    effect: "gain vp 1; pong"
  - id: pong
    effect: "ping"
  - id: shaky
    params: [n]
    effect: "gain vp n; frobnicate"
  - id: gold
    effect: "nothing"
  - id: spread
    params: [{who: player}, {wood: word}]
    effect: "each c in players: gain vp who"
  - id: misuse
    params: [n]
    effect: "gain n 1"
components:
  - id: arity
    type: tile
    effect: "harvest(wood)"
  - id: kind
    type: tile
    effect: "harvest(3, 2); score(gold)"
  - id: word
    type: tile
    effect: "fetch(hand)"
  - id: loop
    type: tile
    effect: "gain vp 1; ping"
  - id: body
    type: tile
    effect: "shaky(1); shaky(2)"
  - id: capture
    type: tile
    effect: "each c in players: spread(c, x)"
  - id: misused
    type: tile
    effect: "misuse(1); double(2); gain vp harvest(wood, 1)"
"""


def test_every_error_case_with_its_line(harvest, teotl_check):
    (harvest / "base" / "broken.yaml").write_text(SCHEMA + BROKEN, encoding="utf-8")
    run = teotl_check("--rules", "harvest")
    at = "harvest/base/broken.yaml"
    # wrong arity, at the call
    run.expect(f"{at}:22:14", "E424", "template `harvest` takes 2 arguments (harvest(crop: resource, amount)), "
                                      "not 1 (write harvest(crop, amount))")
    # wrong kinds, at the argument: a number for a resource; a resource for a component handle
    run.expect(f"{at}:25:22", "E425", "the argument `crop` of `harvest` is a resource: a bare name, not `3`")
    run.expect(f"{at}:25:35", "E425", "the argument `picked` of `score` must be a component bound by the effect, "
                                      "not `gold`")
    # a word not among the allowed ones
    run.expect(f"{at}:28:20", "E426", "`hand` is not a word the argument `pile` of `fetch` allows "
                                      "(write one of deck, discard)")
    # recursion: at the call in pong's body, the chain and both calls named
    run.expect(f"{at}:7:14", "E427", "template `ping` calls itself (ping → pong → ping) (in template `pong`, "
                                     f"called at base/broken.yaml:5:25; `ping` called at base/broken.yaml:31:25)")
    # an error in the body: at the body, once, naming the first call
    line = run.expect(f"{at}:10:25", "E403", "unknown verb `frobnicate` (in template `shaky`, called at "
                                             "base/broken.yaml:34:14)")
    assert sum("frobnicate" in other for other in run.lines) == 1, line
    # name clashes: the template's id, a parameter
    run.expect(f"{at}:11:9", "E423", "template `gold` is named like the resource `gold` (rename the template")
    run.expect(f"{at}:14:29", "E423", "parameter `wood` of template `spread` is named like the resource `wood`")
    # an argument the body would capture
    run.expect(f"{at}:37:40", "E429", "`c` in the argument `who` is a name template `spread` binds itself "
                                      "(`each c in players`)")
    # a parameter where its kind cannot stand, at the body (its calls add nothing)
    run.expect(f"{at}:18:19", "E425", "parameter `n` is a number, but stands as what an amount counts")
    # a value template as a statement, a statement template as a value
    run.expect(f"{at}:40:25", "E428", "`double` is a value template")
    run.expect(f"{at}:40:44", "E428", "`harvest` is a statement template")
    assert run.code != 0
    assert len([line for line in run.lines if ": E4" in line]) == 12, run.out


def test_an_id_shared_by_a_template_and_a_component(harvest, teotl_check):
    (harvest / "base" / "more.yaml").write_text(SCHEMA + 'kind: components\ntemplates:\n  - id: market\n'
                                                '    effect: "gain vp 1"\n', encoding="utf-8")
    run = teotl_check("--rules", "harvest")
    run.expect("harvest/base/templates.yaml:36:9", "E505",
               "component and template id `market` is defined twice: base/templates.yaml and base/more.yaml:4:9 "
               "(ids are unique across the loaded rule set's components and templates; rename one)")


def test_a_module_replacing_a_template_nobody_defines(harvest, teotl_check):
    manifest = harvest / "extra" / "module.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("replaces: [harvest]", "replaces: [harvset]"),
                        encoding="utf-8")
    run = teotl_check("--rules", "harvest", "--modules", "extra")
    run.expect("harvest/extra/module.yaml:7:12", "E506", "module `extra` replaces `harvset`, which no loaded module "
                                                         "defines (did you mean `harvest`?)")


def test_variant_patches_of_templates(harvest, teotl_check):
    variant = harvest / "variants" / "bad.yaml"
    variant.write_text(
        "# yaml-language-server: $schema=../../../../rules/schema/variant.schema.json\n"
        "kind: variant\nid: bad\nname: \"Bad\"\npatches:\n"
        "  - {template: double, path: value, set: \"x * nope\"}\n"
        "  - {template: doubel, path: value, set: \"x\"}\n"
        "  - {component: double, path: effect, set: \"nothing\"}\n"
        "  - {template: harvest, path: effect, set: \"gain crop amount; frob\"}\n"
        "  - {template: reward, path: colour, set: 1}\n"
        "  - {template: score, path: value, set: \"1\"}\n", encoding="utf-8")
    run = teotl_check("--rules", "harvest", "--variant", str(variant))
    at = "harvest/variants/bad.yaml"
    run.expect(f"{at}:6:47", "E401", "unknown name `nope` (in template `double`, called at base/templates.yaml:")
    run.expect(f"{at}:7:16", "E507", "patch of unknown template `doubel` (did you mean `double`?)")
    run.expect(f"{at}:8:17", "E507", "patch of unknown component `double` (`double` is a template: write "
                                     "`template: double`)")
    run.expect(f"{at}:9:63", "E403", "unknown verb `frob` (in template `harvest`, called at base/templates.yaml:")
    run.expect(f"{at}:10:30", "E508", "patch path `colour`: templates have no field `colour`")
    run.expect(f"{at}:11:41", "E308", "after this patch `score` is not valid (a template has exactly one of "
                                      "`effect:`")   # score has an effect


def test_schema_problems_of_a_template(harvest, teotl_check):
    (harvest / "base" / "more.yaml").write_text(SCHEMA + (
        "kind: components\ntemplates:\n"
        "  - id: both\n    effect: \"nothing\"\n    value: \"1\"\n"
        "  - id: kinds\n    params: [{n: numbr}, Big]\n    value: \"1\"\n"
        "  - id: Bad-id\n    value: \"1\"\n"), encoding="utf-8")
    run = teotl_check("--rules", "harvest")
    at = "harvest/base/more.yaml"
    run.expect(f"{at}:4:5", "E308", "a template has exactly one of `effect:` (called as a statement) or `value:`")
    run.expect(f"{at}:8:18", "E306", "`numbr` is not one of number, word")
    run.expect(f"{at}:8:26", "E305", "invalid item 2 of `params`: `Big`")
    run.expect(f"{at}:10:9", "E305", "a template id is a name effects call")


def test_a_file_of_templates_only_and_a_file_of_neither(harvest, teotl_check):
    (harvest / "base" / "more.yaml").write_text(SCHEMA + "kind: components\ntemplates:\n  - id: ten\n"
                                                "    value: \"10\"\n", encoding="utf-8")
    assert teotl_check("--rules", "harvest").code == 0
    (harvest / "base" / "more.yaml").write_text(SCHEMA + "kind: components\n", encoding="utf-8")
    teotl_check("--rules", "harvest").expect("harvest/base/more.yaml:2:1", "E308",
                                             "a components file lists `components:`, `templates:` or both")


def test_a_syntax_error_in_a_template_body_and_a_lone_file(harvest, teotl_check):
    path = harvest / "base" / "more.yaml"
    path.write_text(SCHEMA + "kind: components\ntemplates:\n  - id: bonus\n    value: \"2 +\"\n", encoding="utf-8")
    run = teotl_check("--rules", "harvest")
    assert any(line.startswith("harvest/base/more.yaml:5:") and " E2" in line for line in run.lines), run.out
    lone = teotl_check(str(path))
    assert any(line.startswith("harvest/base/more.yaml:5:") and " E2" in line for line in lone.lines), lone.out


def test_the_language_server_offers_the_loaded_templates_with_their_parameters():
    from teotl.lsp import completion, names
    found = names.names_of(load_ruleset(HARVEST))
    items = {item.label: item for item in completion.in_effect("", found)}
    assert items["harvest"].insert_text == "harvest(${1:crop}, ${2:amount})"
    assert items["harvest"].detail == "template (crop: resource, amount)"
