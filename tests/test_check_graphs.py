"""Every graph space of a rule set is checked by `teotl check` (runtime/check.py `_check_graphs`,
primitives/graph_checks.py), also one no effect names yet, at the place of the wrong node or edge:
in game.yaml, in the module that declares it, or in the data of the component it is read `from`."""
from __future__ import annotations

import pytest

from teotl.rules.ruleset import load_ruleset

COMPONENT = """
  - id: test_map
    type: starting_tile
    data:
      nodes:
{nodes}
"""
SPACE = "  spaces:\n    - id: route\n      kind: graph\n{body}\n"


def declared(mini, body: str, where: str = "game.yaml"):
    """The graph `route` declared (with `body`) in game.yaml or in the module ex1 (loaded)."""
    path = mini / where
    text = path.read_text(encoding="utf-8")
    if where == "game.yaml":
        text = text.replace("vocabulary:\n", "vocabulary:\n" + SPACE.format(body=body), 1)
    else:
        text += "vocabulary:\n" + SPACE.format(body=body)
    path.write_text(text, encoding="utf-8")
    return load_ruleset(mini, ["ex1"] if where != "game.yaml" else [])


def problems(ruleset, *codes):
    return [d for d in ruleset.diagnostics if d.code in codes]


def line_of(path, number: int) -> str:
    return path.read_text(encoding="utf-8").splitlines()[number - 1].strip()


def with_component(mini, nodes: str, space: str = "      from: test_map\n"):
    tiles = mini / "base" / "tiles.yaml"
    tiles.write_text(tiles.read_text(encoding="utf-8") + COMPONENT.format(nodes=nodes), encoding="utf-8")
    return declared(mini, space)


@pytest.mark.parametrize("nodes, message, at", [
    ("        - {id: a, ahead: [c]}", "node `a` has unknown node `c` ahead", "- {id: a"),
    ("        - {id: a, capacity: 0}", "`capacity` must be a number of pieces", "- {id: a"),
    ("        - {id: a}\n        - {id: a}", "node `a` is declared twice", "- {id: a}"),
    ("        - {id: a, value: five}", "`value` must be a whole number", "- {id: a"),
    ("        - {id: a, ahead: [b]}\n        - {id: b, capacity: unlimited, component: st-0}",
     "names unknown component `st-0`", "- {id: b"),
])
def test_a_broken_graph_read_from_a_component_is_reported_at_its_node(mini, nodes, message, at):
    found = problems(with_component(mini, nodes), "E460")
    assert len(found) == 1, found
    problem = found[0]
    assert message in problem.message and problem.hint
    assert problem.file.endswith("tiles.yaml") and problem.rule_id == "test_map"
    assert line_of(mini / "base" / "tiles.yaml", problem.line).startswith(at)


@pytest.mark.parametrize("body, message, at", [
    ("      nodes:\n        - {id: a, ahead: [b]}\n        - {id: b, ahead: [z]}", "unknown node `z` ahead", "- {id: b"),
    ("      nodes:\n        - {id: a}\n        - {id: b}\n      edges: [[a, c]]", "edge [a, c] names unknown node `c`",
     "edges:"),
    ("      entry: nowhere\n      nodes:\n        - {id: a}", "`entry` names unknown node `nowhere`", "entry:"),
])
@pytest.mark.parametrize("where", ["game.yaml", "ex1/module.yaml"])
def test_a_broken_inline_graph_is_reported_where_it_is_written(mini, body, message, at, where):
    ruleset = declared(mini, body, where)
    found = problems(ruleset, "E460")
    assert len(found) == 1, ruleset.diagnostics
    assert message in found[0].message and found[0].file.endswith(where)
    assert line_of(mini / where, found[0].line).startswith(at)


@pytest.mark.parametrize("body, message", [
    ("      from: test_mapp\n", "read from unknown component `test_mapp`"),
    ("", "has no nodes"),
    ("      from: test_map\n      nodes:\n        - {id: a}\n", "both `from` and `nodes`"),
])
def test_a_half_declared_graph_is_e485(mini, body, message):
    found = problems(with_component(mini, "        - {id: a}", body), "E485")
    assert len(found) == 1 and message in found[0].message and found[0].file.endswith("game.yaml")


def test_a_sound_graph_is_not_reported_and_its_nodes_can_be_gone_through(mini):
    tiles = mini / "base" / "tiles.yaml"
    tiles.write_text(tiles.read_text(encoding="utf-8")
                     + '    effect: "gain vp count(n in nodes(route) where occupants(n, seat) > 0)"\n', encoding="utf-8")
    ruleset = with_component(mini, "        - {id: a, ahead: [b], component: st-00}\n        - {id: b, capacity: unlimited}")
    assert problems(ruleset, "E460", "E485", "E401", "E402", "E472") == []


def test_a_cycle_is_a_graph_but_not_one_to_push_on(mini):
    """`enter` on a graph whose edges go round: reported once, at the effect."""
    tiles = mini / "base" / "tiles.yaml"
    tiles.write_text(tiles.read_text(encoding="utf-8") + COMPONENT.format(nodes="        - {id: a, ahead: [a]}")
                     + '    effect: "enter route"\n', encoding="utf-8")
    found = problems(declared(mini, "      from: test_map\n"), "E460")
    assert len(found) == 1 and "cycle" in found[0].message and "enter route" in line_of(tiles, found[0].line)


def test_the_shipped_graphs_are_sound():
    ruleset = load_ruleset(None, ["m6", "m9"])
    assert problems(ruleset, "E460", "E485") == []


def test_an_old_map_verb_in_a_rule_file_is_an_error_at_its_place_with_the_new_form(mini):
    """`map_enter` (before graph spaces) is E403 at the effect, its hint writing `enter S …`."""
    tiles = mini / "base" / "tiles.yaml"
    tiles.write_text(tiles.read_text(encoding="utf-8") + COMPONENT.format(nodes="        - {id: a}")
                     + '    effect: "gain vp 1; map_enter test_map"\n', encoding="utf-8")
    found = problems(declared(mini, "      from: test_map\n"), "E403")
    assert len(found) == 1 and "`map_enter` is gone" in found[0].message
    assert "enter S [at NODE]" in found[0].hint and "kind: graph" in found[0].hint
    line = tiles.read_text(encoding="utf-8").splitlines()[found[0].line - 1]
    assert line[found[0].column - 1:].startswith("map_enter test_map")
