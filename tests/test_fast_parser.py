"""The fast effect parser (`teotl.language.descent`) against the reference, Lark (`teotl.language.lalr`).

For every text, either the fast parser declines (returns None: the Lark path then decides, and
words any error) or it returns exactly Lark's tree, the line and column of every node included
(`ast.Node` leaves positions out of `==`, so `assert_same_tree` walks them). It never accepts a
text Lark rejects. Checked on every shipped effect, every string of every rule file and fixture,
the docs' examples, and generated and mutated effects.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from teotl import paths
from teotl.language import ast, descent, parser, tokens
from teotl.language.lalr import parse_tree
from teotl.language.parser import DslSyntaxError

REPO = Path(__file__).resolve().parent.parent
# generated texts per property test; more for a long run: TEOTL_FAST_PARSER_EXAMPLES=20000
EXAMPLES = int(os.environ.get("TEOTL_FAST_PARSER_EXAMPLES", "300"))
MODULES = ["solo", "m6", "m7", "m8", "m9", "ms1"]


# ----------------------------------------------------------------------------- comparing
def tree_difference(fast, reference, where: str = "effect") -> str | None:
    """Where two trees differ (types, fields, line and column), or None when they are the same."""
    if type(fast) is not type(reference):
        return f"{where}: {type(fast).__name__} instead of {type(reference).__name__}"
    if isinstance(fast, tuple):
        if len(fast) != len(reference):
            return f"{where}: {len(fast)} items instead of {len(reference)}"
        for index, (mine, theirs) in enumerate(zip(fast, reference)):
            found = tree_difference(mine, theirs, f"{where}[{index}]")
            if found:
                return found
        return None
    if isinstance(fast, ast.Node):
        if (fast.line, fast.column) != (reference.line, reference.column):
            return (f"{where} ({type(fast).__name__}): at {fast.line}:{fast.column} "
                    f"instead of {reference.line}:{reference.column}")
        for name in fast.__dataclass_fields__:
            found = tree_difference(getattr(fast, name), getattr(reference, name), f"{where}.{name}")
            if found:
                return found
        return None
    return None if fast == reference else f"{where}: {fast!r} instead of {reference!r}"


def reference_tree(text: str):
    """Lark's tree, or None when Lark rejects the text."""
    try:
        return parse_tree(text)
    except DslSyntaxError:
        return None


def assert_agrees(text: str):
    """The property: declined, or Lark's tree exactly; never a text Lark rejects. Returns both."""
    fast = descent.parse(text)
    reference = reference_tree(text)
    if reference is None:
        assert fast is None, f"the fast parser accepts {text!r}, which Lark rejects"
    elif fast is not None:
        difference = tree_difference(fast, reference)
        assert difference is None, f"{text!r}: {difference}"
    return fast, reference


def test_tree_difference_sees_positions():
    """The comparison itself: `==` ignores positions, tree_difference must not."""
    one, other = parse_tree("gain coin 1"), parse_tree("gain  coin 1")
    assert one == other and tree_difference(one, other) is not None
    assert tree_difference(one, parse_tree("gain coin 1")) is None


# ----------------------------------------------------------------------------- the guard
def test_the_fast_parser_implements_the_shipped_grammar():
    digest = hashlib.sha256(paths.grammar_file().read_bytes()).hexdigest()
    assert digest == descent.GRAMMAR_SHA256, (
        "grammar/effects.lark changed, so the fast effect parser is switched off and every effect "
        "goes through Lark (slow cold loads). Update interpreter/teotl/language/descent.py to the new "
        f"grammar, run tests/test_fast_parser.py, then set GRAMMAR_SHA256 = {digest!r}.")


def test_another_grammar_switches_the_fast_path_off(monkeypatch):
    monkeypatch.setattr(parser, "_FAST", [])
    monkeypatch.setattr(descent, "GRAMMAR_SHA256", "0" * 64)
    assert parser._fast_parser() is parser._decline
    monkeypatch.setattr(parser, "_FAST", [])
    monkeypatch.undo()
    assert parser._fast_parser() is descent.parse


def test_errors_still_come_from_lark():
    """A declined text gets Lark's error, worded as before."""
    assert descent.parse("repeat 2 gain vp 1") is None
    with pytest.raises(DslSyntaxError) as caught:
        parser._parse_effect("repeat 2 gain vp 1")
    assert (caught.value.line, caught.value.column) == (1, 10) and "unexpected 'gain'" in caught.value.message


def lalr_states() -> list[set[str]]:
    """The terminals each state of Lark's LALR table accepts (what its contextual lexer may
    read there), from Lark's analyser: internals, so the test that uses it skips if they move."""
    from lark import Lark
    from lark.common import ParserConf
    from lark.parsers.lalr_analysis import LALR_Analyzer
    grammar = Lark(paths.grammar_file().read_text(encoding="utf-8"), parser="lalr", maybe_placeholders=True)
    analyzer = LALR_Analyzer(ParserConf(grammar.rules, None, ["start"]))
    analyzer.compute_lalr()
    words = {t.name: t.pattern.value for t in grammar.terminals if t.pattern.type == "str"}
    return [{words.get(symbol.name, symbol.name)
             for symbol in [*(s for s in itemset.transitions if s.is_term), *itemset.lookaheads]}
            for itemset in analyzer.lr0_itemsets]


def test_the_keyword_sets_are_larks():
    """Where Lark's table accepts a NAME, the keywords it also accepts there are read as
    keywords, every other word as a NAME: the fast parser's sets of such keywords are exactly
    the ones the table has. Also: `-` is never binary and unary in one state, and DICE is read
    only where no number or name is."""
    try:
        states = lalr_states()
    except (ImportError, AttributeError, TypeError) as error:  # Lark's internals changed
        pytest.skip(f"Lark's LALR analyser is not reachable: {error}")
    keywords = {word for state in states for word in state if word.isalpha() and word.islower()}
    found = {frozenset(state & keywords) for state in states if "NAME" in state}
    statement = tokens.STMT_KEYWORDS
    assert found == {statement, statement | {"on", "modify"}, frozenset({"not"}), frozenset({"not", "up"}),
                     tokens.FARG_OPERATOR_KEYWORDS, frozenset({"any"}), frozenset({"any"}) | tokens.STEP_KEYWORDS,
                     frozenset({"not", "per"}) | tokens.STEP_KEYWORDS, frozenset()}
    assert not any({"SIGN", "-"} <= state for state in states)
    assert not any("DICE" in state and ({"NAME", "INT"} & state) for state in states)


# ----------------------------------------------------------------------------- shipped texts
COLLECT = """
import json, sys
sys.path.insert(0, sys.argv[1])
from teotl import paths
from teotl.language import parser
from teotl.loading import load_runtime
from teotl.rules.ruleset import load_ruleset
modules = json.loads(sys.argv[2])
for chosen in ([], modules):
    load_runtime(None, chosen, logging=False)
for module in modules:
    load_ruleset(None, [module])
for variant in sorted((paths.default_ruleset() / "variants").glob("*.yaml")):
    load_ruleset(None, modules, [variant], semantic=False)
print(json.dumps(sorted(parser.known_parses())))
"""


def shipped_effects() -> list[str]:
    """Every effect a load of the shipped rules parses (files, costs, named queries, flow
    expressions, agents' values): the default rules and all modules ready to play, each module
    alone, each variant over all modules (some of those combinations have errors). In a fresh
    process without the disk cache, so that every one is really parsed."""
    env = dict(os.environ, TEOTL_NO_CACHE="1")
    done = subprocess.run([sys.executable, "-c", COLLECT, str(REPO / "interpreter"), json.dumps(MODULES)],
                          capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def yaml_strings() -> list[str]:
    """Every string in every YAML file of rules/ and tests/fixtures/ (a broken file: its lines)."""
    found: set[str] = set()

    def walk(value):
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, dict):
            for key, item in value.items():
                walk(key)
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    for folder in (REPO / "rules", REPO / "tests" / "fixtures"):
        for path in sorted(folder.rglob("*.yaml")):
            text = path.read_text(encoding="utf-8", errors="replace")
            try:
                for document in yaml.safe_load_all(text):
                    walk(document)
            except yaml.YAMLError:
                found.update(line.split(":", 1)[-1].strip().strip("'\"") for line in text.splitlines())
    return sorted(text for text in found if text.strip())


def doc_examples() -> list[str]:
    found = []
    for doc in sorted((REPO / "docs").glob("*.md")):
        for block in re.findall(r"```teotl\n(.*?)```", doc.read_text(encoding="utf-8"), re.S):
            found.append(block)
            found += [line for line in block.splitlines() if line.strip()]
    return found


def test_every_shipped_effect_parses_fast_to_larks_tree():
    declined = []
    texts = shipped_effects()
    assert len(texts) > 300
    for text in texts:
        fast, reference = assert_agrees(text)
        assert reference is not None, text
        if fast is None:
            declined.append(text)
    assert not declined, f"the fast parser declines shipped effects: {declined[:5]}"


def test_every_string_of_the_rule_files_and_fixtures_agrees():
    texts = yaml_strings()
    accepted = sum(descent.parse(text) is not None for text in texts)
    assert len(texts) > 1000 and accepted > 300
    for text in texts:
        assert_agrees(text)


def test_the_docs_examples_agree():
    texts = doc_examples()
    assert len(texts) > 50
    for text in texts:
        fast, reference = assert_agrees(text)
        assert fast is not None or reference is None, f"declined: {text!r}"


@pytest.mark.parametrize("text", [
    # keywords read as names where Lark's LALR state does not accept the keyword
    "build x on pyramid up to (n) discount (d)", "any gain pay", "else pay pay", "to case choose",
    "when pay", "gain gain", "gain any any, coin to", "each where where not x: nothing",
    "map_mark small where open", "if - not > 1 { nothing }", "if x * not(y) { nothing }",
    "if f(a and b, c or d, e f and or) { nothing }", "on on(not x, y z 3): nothing",
    "modify per(a b) - 2 while up", "repeat up to up: nothing", "x; on y; modify z",
    "priority { when a: advance blue when b: gain coin otherwise: nothing }",
    # positions: parentheses, blocks, folds, negation, several lines, comments
    "gain vp (a + b) * c - -3, coin ((x)) per - (y)", "{ a; b }; c", "if ((a)) or b and (c) { nothing }",
    "case -x { -2..-1: nothing | 0..: nothing | 3 .. 4: nothing | else: { a } }",
    "roll 2d6 { 2..7: a | 8..: b }", "roll d12 {1:a}", "gain cocoa 1, # comment\n\t wood 2 per\r\n x",
    "choose { a | b | { c } }", "advance 2.. 3 -1 .. -2 4..", "may pay coin 1 -> { may nothing }",
    "if a { b } else { c }; if a { b }", "on e: a; b", "modify q(board 6) + 1",
    # binders, each over a source, as, require, templates, %
    "gain g count(c in drawn where has(c, grey)), h sum(edge(n, t, w) for n in neighbours(t) where owner(n) == seat)",
    "each c in frontier(grid) where touching(c, tile) >= 2: place display on grid at (c)",
    "each card in drawn: resolve (card)", "each in in in: nothing", "as owner(c): gain coin 1; as (x): nothing",
    "choose { require count(hand) > 0; gain x 1 | pray(5, announce) | pray (5) (6) }", "gain x 7 % 3 * (y % 2)",
    "work(placed, n); t(board 6, c in s, (a + b) for d in e where f, g)", "gain v max((x) for p in players)",
    "if any(c in cells(g) where not empty(c)) { nothing }", "as as: nothing", "gain x f(a for for in in)",
    "pray(5)x",
])
def test_hand_picked_texts(text):
    fast, reference = assert_agrees(text)
    assert reference is not None and fast is not None, text


@pytest.mark.parametrize("text", [
    # Lark splits a word that a keyword starts (`to` + `x`); the fast parser sees one word
    "repeat up tox: nothing", "gain coin 2peron", "roll 2 d6 { 1: a }", "roll d6x { 1: a }",
    # errors of every kind
    "gain Coin", "gain coin = 1", "a < b < c", "priority { otherwise: a }", "choose { a }", "gain",
    "if a { b } else c", "case x { y: a }", "each x where: a", "f(a,)", "advance 1..2..3", "",
    "# only a comment", "x;", "gain coin 1 }", "modify q 1", "on e(a b,): x", "advance any",
    "gain coin " + "9" * 5000, "may " * 3000 + "nothing", "- " * 3000,
    "f(a b)", "f(c in s)", "f(x for c in s)", "pray(5, announce) more", "require", "as x gain y",
    "each c in: nothing", "gain x count(c in)", "gain x 1 %", "f(a, b c in d)x",
])
def test_declined_texts(text):
    fast, _ = assert_agrees(text)
    assert fast is None


def test_a_load_of_the_shipped_rules_does_not_import_lark():
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from teotl.loading import load_runtime; "
            f"load_runtime(None, {MODULES!r}, logging=False); load_runtime(None, [], logging=False); "
            "print(sorted(m for m in sys.modules if m == 'lark' or m.startswith('lark.')))")
    env = dict(os.environ, TEOTL_NO_CACHE="1")
    done = subprocess.run([sys.executable, "-c", code, str(REPO / "interpreter")], capture_output=True, text=True,
                          env=env, check=True)
    assert json.loads(done.stdout.strip().splitlines()[-1].replace("'", '"')) == []


# ----------------------------------------------------------------------------- generated texts
KEYWORDS = ["on", "modify", "while", "gain", "per", "any", "pay", "choose", "may", "repeat", "up", "to", "if",
            "else", "case", "roll", "priority", "when", "otherwise", "each", "where", "nothing", "or", "and", "not",
            "in", "for", "as", "require"]
NAMES = ["coin", "vp", "board", "temple", "x", "d6", "a1", "_z", "tox", "peron", "nothings"]
NAME = st.sampled_from(NAMES * 3 + KEYWORDS)
INT = st.sampled_from(["0", "1", "2", "12", "007"])
# gaps between tokens: mostly spaces, sometimes nothing at all (tokens run together)
GAP = st.sampled_from([" "] * 8 + ["", "  ", "\n", "\t", " # note\n", "\r\n", "\f", "\n  # a\n\n "])


def gen_expr(draw, depth: int) -> list[str]:
    choice = draw(st.integers(0, 9 if depth > 0 else 1))
    if choice == 0:
        return [draw(INT)]
    if choice == 1:
        return [draw(NAME)]
    if choice in (2, 3):
        op = draw(st.sampled_from(["+", "-", "*", "/", "%", "==", "!=", ">=", "<=", ">", "<", "and", "or"]))
        return gen_operand(draw, depth) + [op] + gen_operand(draw, depth)
    if choice == 4:
        return ["not"] + gen_operand(draw, depth)
    if choice == 5:
        return ["-"] + gen_operand(draw, depth)
    if choice == 6:
        return ["("] + gen_expr(draw, depth - 1) + [")"]
    if choice == 7:
        return [draw(NAME), "("] + gen_fargs(draw, depth) + [")"]
    return gen_operand(draw, depth) + [draw(st.sampled_from(["+", "*", "and"]))] + gen_expr(draw, depth - 1)


def gen_operand(draw, depth: int) -> list[str]:
    inner = gen_expr(draw, depth - 1)
    return ["("] + inner + [")"] if len(inner) > 1 and draw(st.booleans()) else inner


def gen_fargs(draw, depth: int) -> list[str]:
    tokens: list[str] = []
    for index in range(draw(st.integers(0, 3))):
        if index:
            tokens.append(",")
        form = draw(st.integers(0, 4))
        where = ["where"] + gen_expr(draw, depth - 1) if draw(st.booleans()) else []
        if form == 0:
            tokens += [draw(NAME)] + [draw(st.one_of(NAME, INT)) for _ in range(draw(st.integers(1, 3)))]
        elif form == 1:  # a binder: c in SOURCE [where COND]
            tokens += [draw(NAME), "in"] + gen_expr(draw, depth - 1) + where
        elif form == 2:  # a mapped binder: EXPR for c in SOURCE [where COND]
            tokens += gen_expr(draw, depth - 1) + ["for", draw(NAME), "in"] + gen_expr(draw, depth - 1) + where
        else:
            tokens += gen_expr(draw, depth - 1)
    return tokens


def gen_signed(draw) -> list[str]:
    return (["-"] if draw(st.integers(0, 3)) == 0 else []) + [draw(INT)]


def gen_range(draw) -> list[str]:
    form = draw(st.integers(0, 2))
    return gen_signed(draw) + ([] if form == 0 else [".."] + (gen_signed(draw) if form == 1 else []))


def gen_amounts(draw, depth: int) -> list[str]:
    tokens: list[str] = []
    for index in range(draw(st.integers(1, 3))):
        if index:
            tokens.append(",")
        tokens += (["any"] if draw(st.booleans()) else []) + [draw(NAME)]
        if draw(st.booleans()):
            tokens += gen_expr(draw, depth - 1)
        if draw(st.integers(0, 3)) == 0:
            tokens += ["per"] + gen_expr(draw, depth - 1)
    return tokens


def gen_arms(draw, depth: int) -> list[str]:
    tokens = ["{"]
    for index in range(draw(st.integers(1, 3))):
        if index:
            tokens.append("|")
        tokens += (["else"] if draw(st.integers(0, 4)) == 0 else gen_range(draw)) + [":"] + gen_seq(draw, depth - 1)
    return tokens + ["}"]


def gen_stmt(draw, depth: int) -> list[str]:
    choice = draw(st.integers(0, 18 if depth > 0 else 1))
    if choice == 0:
        return ["nothing"]
    if choice == 1:  # a verb call
        tokens = [draw(NAME)]
        for _ in range(draw(st.integers(0, 3))):
            form = draw(st.integers(0, 3))
            tokens += ([draw(NAME)] if form == 0 else ["any", draw(NAME)] if form == 1
                       else gen_range(draw) if form == 2 else ["("] + gen_expr(draw, 1) + [")"])
        return tokens
    if choice == 2:
        return ["gain"] + gen_amounts(draw, depth)
    if choice == 3:
        return ["pay"] + gen_amounts(draw, depth) + ["->"] + gen_stmt(draw, depth - 1)
    if choice == 4:
        tokens = ["choose", "{"] + gen_seq(draw, depth - 1)
        for _ in range(draw(st.integers(1, 2))):
            tokens += ["|"] + gen_seq(draw, depth - 1)
        return tokens + ["}"]
    if choice == 5:
        return ["may"] + gen_stmt(draw, depth - 1)
    if choice == 6:
        up_to = ["up", "to"] if draw(st.booleans()) else []
        return ["repeat"] + up_to + gen_expr(draw, depth - 1) + [":"] + gen_stmt(draw, depth - 1)
    if choice == 7:
        tokens = ["if"] + gen_expr(draw, depth - 1) + ["{"] + gen_seq(draw, depth - 1) + ["}"]
        return tokens + (["else", "{"] + gen_seq(draw, depth - 1) + ["}"] if draw(st.booleans()) else [])
    if choice == 8:
        return ["case"] + gen_expr(draw, depth - 1) + gen_arms(draw, depth)
    if choice == 9:
        return ["roll", draw(st.sampled_from(["d6", "2d6", "d12", "10d4"]))] + gen_arms(draw, depth)
    if choice == 10:
        tokens = ["priority", "{"]
        for _ in range(draw(st.integers(1, 2))):
            tokens += ["when"] + gen_expr(draw, depth - 1) + [":"] + gen_seq(draw, depth - 1)
        if draw(st.booleans()):
            tokens += ["otherwise", ":"] + gen_seq(draw, depth - 1)
        return tokens + ["}"]
    if choice == 11:
        source = ["in"] + gen_expr(draw, depth - 1) if draw(st.booleans()) else []
        where = ["where"] + gen_expr(draw, depth - 1) if draw(st.booleans()) else []
        return ["each", draw(NAME)] + source + where + [":"] + gen_stmt(draw, depth - 1)
    if choice == 12:
        return ["{"] + gen_seq(draw, depth - 1) + ["}"]
    if choice == 13:
        return ["as"] + gen_expr(draw, depth - 1) + [":"] + gen_stmt(draw, depth - 1)
    if choice == 14:
        return ["require"] + gen_expr(draw, depth - 1)
    if choice == 15:  # a template call (two or more arguments), then maybe verb arguments (an error)
        tokens = [draw(NAME), "("] + gen_fargs(draw, depth) + [")"]
        return tokens + ([draw(NAME)] if draw(st.integers(0, 5)) == 0 else [])
    return gen_stmt(draw, 0)


def gen_seq(draw, depth: int) -> list[str]:
    tokens = gen_stmt(draw, depth)
    for _ in range(draw(st.integers(0, 2))):
        tokens += [";"] + gen_stmt(draw, depth)
    return tokens


@st.composite
def effect_tokens(draw) -> list[str]:
    depth = draw(st.integers(1, 4))
    form = draw(st.integers(0, 5))
    filter_ = ["("] + gen_fargs(draw, 2) + [")"] if draw(st.booleans()) else []
    if form == 0:
        return ["on", draw(NAME)] + filter_ + [":"] + gen_seq(draw, depth)
    if form == 1:
        condition = ["while"] + gen_expr(draw, 2) if draw(st.booleans()) else []
        return ["modify", draw(NAME)] + filter_ + [draw(st.sampled_from(["+", "-"]))] + gen_expr(draw, depth) + condition
    return gen_seq(draw, depth)


@st.composite
def spaced(draw, tokens_strategy):
    """(text, whether Lark reads the words the generator meant: every gap between tokens is
    whitespace or a comment, and no word starts with a keyword Lark could split off: `tox`)."""
    tokens = draw(tokens_strategy)
    gaps = [draw(GAP) for _ in tokens]
    text = draw(st.sampled_from(["", " ", "# c\n"])) + "".join(gap + token for gap, token in zip(gaps, tokens))
    return text, all(gaps[1:]) and not {"tox", "peron"} & set(tokens)


@st.composite
def mutated(draw):
    tokens = list(draw(effect_tokens()))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.integers(0, len(tokens) - 1))
        action = draw(st.integers(0, 4))
        if action == 0 and len(tokens) > 1:
            del tokens[where]
        elif action == 1:
            tokens.insert(where, tokens[where])
        elif action == 2 and where + 1 < len(tokens):
            tokens[where], tokens[where + 1] = tokens[where + 1], tokens[where]
        elif action == 3:
            tokens.insert(where, draw(st.sampled_from(KEYWORDS + ["-", "..", "(", ")", "{", "}", ";", ":", ",", "|",
                                                                  "->", "=", "2d6", "d6", "Coin", "@", "#"])))
        else:
            tokens[where] = draw(st.sampled_from(KEYWORDS))
    return tokens


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(spaced(effect_tokens()))
def test_generated_effects_agree(case):
    text, separated = case
    fast, reference = assert_agrees(text)
    if separated and reference is not None:
        assert fast is not None, f"declined a valid effect: {text!r}"


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(spaced(mutated()))
def test_mutated_effects_agree(case):
    text, separated = case
    fast, reference = assert_agrees(text)
    if separated and reference is not None:
        assert fast is not None, f"declined a valid effect: {text!r}"


SOUP = KEYWORDS + NAMES + ["1", "-", "+", "*", "/", "..", "(", ")", "{", "}", ";", ":", ",", "|", "->", "==", "<",
                           "2d6", "d6", "\n", "#"]


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(st.sampled_from(SOUP), max_size=20), st.sampled_from([" ", "", "\n"]))
def test_token_soup_agrees(tokens, gap):
    assert_agrees(gap.join(tokens))
