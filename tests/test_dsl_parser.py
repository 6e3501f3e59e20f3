"""The parser: the tree it builds, and syntax errors that point at the right place."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from teotl.language import DslSyntaxError, ast, parse_effect


def test_precedence_of_sequence_and_bodies():
    effect = parse_effect("repeat 2: advance any temple; gain vp 1")
    assert isinstance(effect, ast.Seq) and len(effect.stmts) == 2
    repeat, gain = effect.stmts
    assert isinstance(repeat, ast.Repeat) and isinstance(repeat.body, ast.Call)
    assert isinstance(gain, ast.Gain)


def test_arithmetic_precedence_and_functions():
    gain = parse_effect("gain vp 2 + 3 * min(avenue, power + 1)").stmts[0]
    count = gain.amounts[0].count
    assert count.op == "+" and count.right.op == "*"
    assert isinstance(count.right.right, ast.Func) and count.right.right.name == "min"


def test_conditions_combine_with_and_or_not():
    cond = parse_effect("if a >= 1 and not b or c { nothing }").stmts[0].condition
    assert cond.op == "or" and cond.left.op == "and" and isinstance(cond.left.right, ast.Not)


def test_ranges_and_case_arms():
    case = parse_effect("case x { 1: nothing | 2..3: nothing | 4..: nothing | else: nothing }").stmts[0]
    keys = [arm.key for arm in case.arms]
    assert [(k.lo, k.hi) for k in keys[:3]] == [(1, 1), (2, 3), (4, None)] and keys[3] is None


def test_roll_dice_notation():
    roll = parse_effect("roll 2d6 { 2..12: nothing }").stmts[0]
    assert (roll.dice, roll.sides) == (2, 6)
    assert parse_effect("roll d6 { 1: nothing }").stmts[0].dice == 1


def test_trigger_and_modifier_forms():
    trigger = parse_effect("on main_action(board 2, board 3): gain cocoa 1")
    assert isinstance(trigger, ast.Trigger) and trigger.event == "main_action"
    assert [f.words for f in trigger.filter] == [("board", 2), ("board", 3)]
    modifier = parse_effect("modify workers_here(board 8) - 1 while gold > 0")
    assert isinstance(modifier, ast.Modifier) and isinstance(modifier.delta, ast.Negate)


def test_positions_are_kept():
    effect = parse_effect("gain cocoa 1;\n  advance blue")
    call = effect.stmts[1]
    assert (call.line, call.column) == (2, 3)


@pytest.mark.parametrize("text, line, column, message, hint", [
    ("gain Cocoa 3", 1, 6, "lower case", "`cocoa`"),
    ("repeat 2 gain vp 1", 1, 10, "unexpected 'gain'", "need a `:`"),
    ("gain cocoa = 3", 1, 12, "unexpected character '='", "=="),
    ("gain cocoa 3 ;", 1, 15, "ends too early", ""),
    ("choose { gain vp 1 }", 1, 20, "expected '|'", ""),
    ("gain cocoa 1,\n  wood @", 2, 8, "unexpected character '@'", ""),
    ("pay cocoa 1 gain vp 1", 1, 13, "unexpected 'gain'", ""),
    ("", 1, 1, "empty", "nothing"),
    ("{" * 100, 1, 1, "nests", "flatten"),
])
def test_syntax_errors_point_at_the_problem(text, line, column, message, hint):
    with pytest.raises(DslSyntaxError) as caught:
        parse_effect(text)
    error = caught.value
    assert (error.line, error.column) == (line, column)
    assert message in error.message and hint in error.hint


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_any_text_parses_or_fails_with_a_syntax_error(text):
    try:
        parse_effect(text)
    except DslSyntaxError as error:
        assert error.code.startswith("E2") and error.line >= 1 and error.column >= 1


TOKENS = ["gain", "pay", "->", "cocoa", "1", "2..3", "{", "}", "(", ")", "|", ";", ":", "choose", "repeat",
          "up", "to", "when", "otherwise", "priority", "any", "temple", "min", ",", "+", "*", "if", "else", "case"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=25))
def test_token_soup_never_crashes(tokens):
    try:
        parse_effect(" ".join(tokens))
    except DslSyntaxError:
        pass
