"""Positions inside DSL strings map to the right character of the file, whatever the YAML
quoting style (plain, single-quoted, double-quoted with escapes, literal and folded blocks), and
costs and expressions (parsed inside a wrapper) keep positions relative to their own text."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from teotl.language import ast
from teotl.rules.dsl_fields import COST, EFFECT, EXPRESSION, ParseFailure, parse_field
from teotl.rules.yaml_loader import load_yaml_text

WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789,;()_+*", min_size=1, max_size=8)


def _check_every_character(source: str, value_expected: str) -> None:
    document, diagnostics = load_yaml_text(source, Path("p.yaml"))
    assert not diagnostics, diagnostics
    value = document.data["effect"]
    assert value == value_expected
    file_lines = source.split("\n")
    for line_number, line in enumerate(value.split("\n"), start=1):
        for column, char in enumerate(line, start=1):
            if char in " \t":
                continue
            file_line, file_column = document.locate_in_string("/effect", line_number, column)
            found = file_lines[file_line - 1][file_column - 1]
            # a character written as an escape (`\"`, `\t`, `\u00e9`) maps to its backslash
            assert found == char or found == "\\", (line_number, column, source)


@settings(max_examples=150, deadline=None)
@given(st.lists(WORD, min_size=1, max_size=8))
def test_plain_scalar(words):
    value = "x " + " ".join(words)
    _check_every_character(f"kind: components\neffect: {value}\n", value)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(alphabet="abc ,;'()", min_size=1, max_size=8), min_size=1, max_size=6))
def test_single_quoted_scalar(words):
    value = " ".join(words)
    _check_every_character("effect: '" + value.replace("'", "''") + "'\n", value)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(alphabet='abc ,;"\\\t()é', min_size=1, max_size=8), min_size=1, max_size=6))
def test_double_quoted_scalar_with_escapes(words):
    value = " ".join(words)
    _check_every_character("effect: " + json.dumps(value) + "\n", value)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(WORD, min_size=1, max_size=5), min_size=1, max_size=5), st.integers(2, 6))
def test_literal_block_scalar(lines, indent):
    texts = [" ".join(words) for words in lines]
    body = "".join(" " * indent + text + "\n" for text in texts)
    _check_every_character("effect: |\n" + body, "\n".join(texts) + "\n")


@settings(max_examples=100, deadline=None)
@given(st.lists(st.lists(WORD, min_size=1, max_size=5), min_size=1, max_size=5))
def test_folded_block_scalar(lines):
    texts = [" ".join(words) for words in lines]
    body = "".join("  " + text + "\n" for text in texts)
    _check_every_character("effect: >-\n" + body, " ".join(texts))


def test_block_scalar_header_comment_is_not_matched():
    source = "effect: |  # gain things here\n  gain cocoa 1\n"
    document, _ = load_yaml_text(source, Path("p.yaml"))
    assert document.locate_in_string("/effect", 1, 1) == (2, 3)


# ----------------------------------------------------------------------------- wrapped fields
def test_cost_keeps_positions_of_its_own_text():
    amounts = parse_field(COST, "cocoa 1, wood 2")
    assert isinstance(amounts, tuple) and [a.target.name for a in amounts] == ["cocoa", "wood"]
    assert [(a.line, a.column) for a in amounts] == [(1, 1), (1, 10)]
    assert amounts[1].count.column == 15


def test_cost_that_is_not_an_amount_list():
    failure = parse_field(COST, "cocoa 1 -> nothing; pay wood 1")
    assert isinstance(failure, ParseFailure) and failure.code == "E205" and (failure.line, failure.column) == (1, 1)


def test_cost_error_column_is_shifted_back():
    failure = parse_field(COST, "cocoa 1,, wood")
    assert isinstance(failure, ParseFailure) and (failure.line, failure.column) == (1, 9)


def test_expression_keeps_positions_and_reports_early_end():
    expr = parse_field(EXPRESSION, "min(workers_here, 3)")
    assert isinstance(expr, ast.Func) and (expr.line, expr.column) == (1, 1) and expr.args[0].column == 5
    failure = parse_field(EXPRESSION, "min(workers_here")
    assert failure.message.startswith("the expression ends too early") and (failure.line, failure.column) == (1, 17)


def test_an_expression_that_stops_after_an_operator_ends_too_early():
    # the parser's `)` after the text was reported as "unexpected ')'", a character nobody wrote
    failure = parse_field(EXPRESSION, "turns >= 10 * players and")
    assert failure.message.startswith("the expression ends too early"), failure.message
    assert (failure.line, failure.column) == (1, 26)


def test_an_effect_where_an_expression_goes_says_so():
    # `game_over: "gain vp 1"`: the hint was about colons after `repeat`, `when` and `on`
    for text in ("gain vp 1", "advance lane", "  choose { gain vp 1 | nothing }"):
        failure = parse_field(EXPRESSION, text)
        assert failure.code == "E206" and "not an effect" in failure.message, (text, failure)
        assert (failure.line, failure.column) == (1, len(text) - len(text.lstrip()) + 1)
    assert parse_field(EXPRESSION, "count(worker) >= 2").__class__.__name__ != "ParseFailure"


def test_multi_line_expression_positions():
    expr = parse_field(EXPRESSION, "10 * vp\n  + 4 * cocoa")
    refs = [node for node in expr.walk() if isinstance(node, ast.Ref)]
    assert [(r.name, r.line, r.column) for r in refs] == [("vp", 1, 6), ("cocoa", 2, 9)]


def test_parsing_is_cached_and_shared():
    assert parse_field(EFFECT, "gain cocoa 1") is parse_field(EFFECT, "gain cocoa 1")


@pytest.mark.parametrize("text", ["", "   "])
def test_empty_effect_fields(text):
    for kind in (EFFECT, COST, EXPRESSION):
        failure = parse_field(kind, text)
        assert isinstance(failure, ParseFailure) and failure.code == "E203"
