"""The semantic check's priority warnings (W431 repeated guard, W432 always-false guard) and the
walk that finds `priority` statements (runtime/check.py `_priorities`, a plain recursion standing in
for `Node.walk` on a cold load's hot path)."""
from __future__ import annotations

from teotl.language import ast
from teotl.language.parser import parse_effect
from teotl.rules.ruleset import load_ruleset
from teotl.runtime.check import _check_priorities, _priorities


def walked(node: ast.Node) -> list[ast.Node]:
    return [sub for sub in node.walk() if isinstance(sub, ast.Priority)]


def test_the_walk_finds_what_node_walk_finds_in_every_shipped_effect():
    rules = load_ruleset(None, ["solo", "m6", "m7", "m8", "m9", "ms1"])
    found = 0
    for component in rules.components.values():
        for node in component.parsed.values():
            if isinstance(node, ast.Node):
                assert _priorities(node) == walked(node)
                found += len(walked(node))
    assert found >= 10  # the Teotibot's action tiles


def test_nested_priorities_come_in_walk_order():
    effect = parse_effect("if workers >= 1 { priority { when coin >= 1: priority { when vp >= 2: gain vp 1 "
                          "otherwise: nothing } otherwise: gain coin 1 } }; priority { when vp >= 1: nothing }; "
                          "roll d6 { 1..3: priority { when coin >= 2: nothing } | 4..6: nothing }")
    found = _priorities(effect)
    assert len(found) == 4 and found == walked(effect)
    assert [(node.line, node.column) for node in found] == [(node.line, node.column) for node in walked(effect)]


def test_a_repeated_and_an_always_false_guard_are_reported():
    effect = parse_effect("priority { when coin >= 1: gain coin 1\n when 0: gain vp 1\n"
                          " when coin >= 1: gain vp 2\n otherwise: nothing }")
    problems = _check_priorities([{"id": "tile", "parsed": {"effect": effect}}])
    assert [(p.code, p.component_id, p.field_path) for p in problems] == [
        ("W432", "tile", "effect"), ("W431", "tile", "effect")]
    assert "step 3 repeats the guard of step 1" in problems[1].message
