"""Every map graph in a rule set is checked by `teotl check` (runtime/check.py `_check_maps`), also
one no effect names yet: a modder sees a broken map when writing it."""
from __future__ import annotations

import pytest

from teotl.rules.ruleset import load_ruleset

MAP = """
  - id: test_map
    type: starting_tile
    data:
      nodes:
{nodes}
"""


def with_map(mini, nodes: str):
    tiles = mini / "base" / "tiles.yaml"
    tiles.write_text(tiles.read_text(encoding="utf-8") + MAP.format(nodes=nodes), encoding="utf-8")
    ruleset = load_ruleset(mini)
    return [d for d in ruleset.diagnostics if d.code == "E460"]


@pytest.mark.parametrize("nodes, message", [
    ("        - {id: a, ahead: [b]}\n        - {id: b, ahead: [a]}", "the nodes ahead form a cycle: a → b → a"),
    ("        - {id: a, ahead: [c]}", "node `a` has unknown node `c` ahead"),
    ("        - {id: a, capacity: 2}", "`capacity` must be 1 or `unlimited`"),
    ("        - {id: a, ahead: [b]}\n        - {id: b, capacity: unlimited, component: st-0}",
     "names unknown component `st-0`"),
])
def test_a_broken_map_nobody_uses_is_reported_at_its_nodes(mini, nodes, message):
    found = with_map(mini, nodes)
    assert len(found) == 1, found
    problem = found[0]
    assert message in problem.message
    assert problem.file.endswith("tiles.yaml") and problem.rule_id == "test_map"
    lines = (mini / "base" / "tiles.yaml").read_text(encoding="utf-8").splitlines()
    assert lines[problem.line - 1].lstrip().startswith("- {id: a")   # the first node, under `nodes:`


def test_a_sound_map_is_not_reported(mini):
    assert with_map(mini, "        - {id: a, ahead: [b], component: st-00}\n        - {id: b, capacity: unlimited}") == []


def test_the_shipped_maps_are_sound():
    ruleset = load_ruleset(None, ["m6", "m9"])
    assert [d for d in ruleset.diagnostics if d.code == "E460"] == []


def test_a_broken_map_an_effect_names_is_reported_once_there(mini):
    tiles = mini / "base" / "tiles.yaml"
    tiles.write_text(tiles.read_text(encoding="utf-8") + MAP.format(nodes="        - {id: a, ahead: [a]}")
                     + '    effect: "map_enter test_map"\n', encoding="utf-8")
    found = [d for d in load_ruleset(mini).diagnostics if d.code == "E460"]
    assert len(found) == 1 and "cycle" in found[0].message
