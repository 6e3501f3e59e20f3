"""The Lark side of the effect parser, and its reference: the LALR parser built from
grammar/effects.lark, the transformer to `teotl.language.ast`, and Lark's errors turned into
`DslSyntaxError`. `teotl.language.parser` imports it only for an effect the fast parser
(`teotl.language.descent`) declines — a wrong one, above all — since Lark's import and tables cost
far more than parsing every shipped effect; `tests/test_fast_parser.py` holds the fast parser
to this module's trees."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from teotl.language import ast, syntax_hints
from teotl.language.errors import DslSyntaxError
from teotl.language.grammar import grammar_text, table_cache_dir


def parse_tree(text: str) -> ast.Effect:
    """The syntax tree of a checked effect text (length and nesting are checked by the caller)."""
    try:
        tree = _lark().parse(text)
    except UnexpectedInput as error:
        raise _syntax_error(text, error) from None
    except RecursionError:
        raise _too_deep() from None
    try:  # the transformer recurses too: a chain like `not not … x` can be too deep for it alone
        return _TRANSFORMER.transform(tree)
    except RecursionError:
        raise _too_deep() from None
    except VisitError as error:
        if isinstance(error.orig_exc, RecursionError):
            raise _too_deep() from None
        if isinstance(error.orig_exc, ValueError):  # int() of thousands of digits
            raise DslSyntaxError("a number has too many digits", *_line_column(error.obj),
                                 "write the number with fewer digits", code="E204") from None
        raise


def _too_deep() -> DslSyntaxError:
    return DslSyntaxError("the effect nests too deeply", 1, 1, "flatten the effect", code="E204")


def _line_column(tree) -> tuple[int, int]:
    meta = getattr(tree, "meta", None)
    return (getattr(meta, "line", 1) or 1, getattr(meta, "column", 1) or 1)


@lru_cache(maxsize=1)
def _lark() -> Lark:
    """Building the LALR tables takes a few hundred ms; Lark's own cache keeps them on disk
    (keyed by the grammar and options) where `grammar.use_table_cache` says: next to teotl's
    other cached files once the rule loader has set it."""
    folder = table_cache_dir()
    cache: object = False
    if folder is not None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            cache = str(folder / "effects-grammar.lark-cache")
        except OSError:
            cache = False
    options = dict(parser="lalr", propagate_positions=True, maybe_placeholders=True)
    text = grammar_text()
    try:
        return Lark(text, cache=cache, **options)
    except Exception:  # an unreadable or stale cache file: build from the grammar
        return Lark(text, **options)


def _pos(meta_or_token) -> dict:
    line = getattr(meta_or_token, "line", 0) or 0
    column = getattr(meta_or_token, "column", 0) or 0
    return {"line": line, "column": column}


@v_args(meta=True)
class _ToAst(Transformer):
    """Lark tree → dataclasses. Method names are the grammar's rule names and aliases."""

    # --- top level
    def effect(self, meta, items):
        return items[0]

    def trigger(self, meta, items):
        name, flt, body = items
        return ast.Trigger(str(name), tuple(flt or ()), body, **_pos(meta))

    def modifier(self, meta, items):
        name, flt, sign, expr, cond = items
        delta = expr if str(sign) == "+" else ast.Negate(expr, **_pos(sign))
        return ast.Modifier(str(name), tuple(flt or ()), delta, cond, **_pos(meta))

    def when_clause(self, meta, items):
        return items[0]

    def filter(self, meta, items):
        return tuple(i for i in items if i is not None)

    # --- statements
    def seq(self, meta, items):
        return ast.Seq(tuple(items), **_pos(meta))

    def block(self, meta, items):
        return items[0]

    def nothing(self, meta, items):
        return ast.Nothing(**_pos(meta))

    def gain(self, meta, items):
        return ast.Gain(items[0], **_pos(meta))

    def amounts(self, meta, items):
        return tuple(items)

    def amount(self, meta, items):
        target, count, per = items
        return ast.Amount(target, count, per, **_pos(meta))

    def per(self, meta, items):
        return items[0]

    def named(self, meta, items):
        return ast.Target(str(items[0]), False, **_pos(meta))

    def any_of(self, meta, items):
        return ast.Target(str(items[0]), True, **_pos(meta))

    def pay(self, meta, items):
        return ast.Pay(items[0], items[1], **_pos(meta))

    def choose(self, meta, items):
        return ast.Choose(tuple(items), **_pos(meta))

    def may(self, meta, items):
        return ast.May(items[0], **_pos(meta))

    def repeat_fixed(self, meta, items):
        return ast.Repeat(items[0], items[1], False, **_pos(meta))

    def repeat_upto(self, meta, items):
        return ast.Repeat(items[0], items[1], True, **_pos(meta))

    def if_stmt(self, meta, items):
        return ast.If(items[0], items[1], items[2], **_pos(meta))

    def case_stmt(self, meta, items):
        return ast.Case(items[0], tuple(items[1:]), **_pos(meta))

    def roll(self, meta, items):
        dice_token = items[0]
        count, _, sides = str(dice_token).partition("d")
        return ast.Roll(int(count or 1), int(sides), tuple(items[1:]), **_pos(meta))

    def case_arm(self, meta, items):
        return ast.Arm(items[0], items[1], **_pos(meta))

    def key_range(self, meta, items):
        return items[0]

    def key_else(self, meta, items):
        return None

    def priority(self, meta, items):
        return ast.Priority(tuple(i for i in items if i is not None), **_pos(meta))

    def guarded(self, meta, items):
        return ast.Guarded(items[0], items[1], **_pos(meta))

    def otherwise(self, meta, items):
        return ast.Guarded(None, items[0], **_pos(meta))

    def each(self, meta, items):
        name, source, condition, body = items
        return ast.Each(str(name), condition, body, source, **_pos(meta))

    def as_stmt(self, meta, items):
        return ast.As(items[0], items[1], **_pos(meta))

    def acting_stmt(self, meta, items):
        return ast.Acting(items[0], items[1], **_pos(meta))

    def require(self, meta, items):
        return ast.Require(items[0], **_pos(meta))

    def call(self, meta, items):
        return ast.Call(str(items[0]), tuple(items[1:]), **_pos(meta))

    def template_call(self, meta, items):
        # each argument as a parenthesised one (`gain (5)` is the one-argument form), at its own position
        return ast.Call(str(items[0]), tuple(ast.ExprArg(arg, line=arg.line, column=arg.column)
                                             for arg in items[1:]), **_pos(meta))

    # --- verb arguments
    def word(self, meta, items):
        return ast.Word(str(items[0]), **_pos(meta))

    def any_word(self, meta, items):
        return ast.AnyWord(str(items[0]), **_pos(meta))

    def paren_arg(self, meta, items):
        return ast.ExprArg(items[0], **_pos(meta))

    def single(self, meta, items):
        return ast.Range(items[0], items[0], **_pos(meta))

    def span(self, meta, items):
        return ast.Range(items[0], items[1], **_pos(meta))

    def open_span(self, meta, items):
        return ast.Range(items[0], None, **_pos(meta))

    def signed_int(self, meta, items):
        return int(items[0])

    def neg_int(self, meta, items):
        return -int(items[0])

    # --- expressions
    def _fold(self, meta, items, default_op=None):
        if len(items) == 1:
            return items[0]
        if default_op is None:  # alternating operand, operator token, operand, …
            result = items[0]
            for index in range(1, len(items), 2):
                result = ast.BinOp(str(items[index]), result, items[index + 1], **_pos(meta))
            return result
        result = items[0]
        for item in items[1:]:
            result = ast.BinOp(default_op, result, item, **_pos(meta))
        return result

    def or_(self, meta, items):
        return self._fold(meta, items, "or")

    def and_(self, meta, items):
        return self._fold(meta, items, "and")

    def compare(self, meta, items):
        return self._fold(meta, items)

    def arith(self, meta, items):
        return self._fold(meta, items)

    def not_(self, meta, items):
        return ast.Not(items[0], **_pos(meta))

    def negate(self, meta, items):
        operand = items[0]
        if isinstance(operand, ast.Num):
            return ast.Num(-operand.value, **_pos(meta))
        return ast.Negate(operand, **_pos(meta))

    def number(self, meta, items):
        return ast.Num(int(items[0]), **_pos(meta))

    def ref(self, meta, items):
        return ast.Ref(str(items[0]), **_pos(meta))

    def func(self, meta, items):
        return ast.Func(str(items[0]), tuple(i for i in items[1:] if i is not None), **_pos(meta))

    def binder(self, meta, items):
        name, source, condition = items
        return ast.Binder(str(name), source, condition, None, **_pos(meta))

    def mapped(self, meta, items):
        value, name, source, condition = items
        return ast.Binder(str(name), source, condition, value, **_pos(meta))

    def phrase(self, meta, items):
        words = tuple(int(t) if t.type == "INT" else str(t) for t in items)
        return ast.Phrase(words, **_pos(meta))


_TRANSFORMER = _ToAst()

# Terminal names as a board gamer would read them in "expected …".
_TOKEN_WORDS = {
    "NAME": "a name", "INT": "a number", "SIGN": "+ or -", "MULOP": "*, / or %", "CMP": "a comparison",
    "DICE": "dice like d6 or 2d6", "LBRACE": "'{'", "RBRACE": "'}'", "LPAR": "'('", "RPAR": "')'",
    "COLON": "':'", "SEMICOLON": "';'", "COMMA": "','", "VBAR": "'|'", "__ANON_0": "'->'",
    "$END": "the end of the effect", "MINUS": "'-'", "PLUS": "'+'",
}

# Hints for the commonest mistakes, keyed by (the unexpected text, one expected token) or text.
_HINTS = [
    (re.compile(r"[A-Z]"), "names are lower case: write `coin`, not `Coin`"),
]


def _describe_expected(expected) -> str:
    words = []
    for name in sorted(expected):
        text = _TOKEN_WORDS.get(name)
        if text is None:
            text = "'" + name.lower().strip("_") + "'" if not name.startswith("__") else None
        if text and text not in words:
            words.append(text)
    if len(words) > 6:
        words = words[:6] + ["…"]
    return ", ".join(words) if words else "something else"


def _explained(text: str, error: UnexpectedInput) -> Optional[DslSyntaxError]:
    if isinstance(error, UnexpectedCharacters):
        index = error.pos_in_stream
        unexpected, expected, at_end = text[index:index + 1], set(error.allowed or ()), False
    elif isinstance(error, UnexpectedToken) and error.token.type != "$END":
        index, unexpected = error.token.start_pos or 0, str(error.token)
        expected, at_end = set(error.expected or ()), False
    elif isinstance(error, (UnexpectedToken, UnexpectedEOF)):
        index, unexpected, expected, at_end = len(text), "", set(error.expected or ()), True
    else:
        return None
    found = syntax_hints.explain(text, index, unexpected, expected, at_end)
    if found is None:
        return None
    line = text.count("\n", 0, found.index) + 1
    return DslSyntaxError(found.message, line, found.index - (text.rfind("\n", 0, found.index) + 1) + 1, found.hint)


def _hint_for(text: str, unexpected: str, expected: set) -> str:
    if unexpected and unexpected[0].isupper():
        return f"names are lower case: write `{unexpected.lower()}`"
    if unexpected == "=":
        return "compare with `==`, `>=` or `<=`"
    if unexpected == "->":
        return "`->` follows a cost: `pay coin 1 -> gain point 2`"
    if "RBRACE" in expected and unexpected in ("", None):
        return "a `{` is not closed: add `}`"
    if "COLON" in expected:
        return "`repeat`, `when`, `on` and case arms need a `:` before their effect"
    if unexpected == "|":
        return "`|` separates the options of `choose { … | … }` or the arms of `case`/`roll`"
    if unexpected in (",",):
        return "`,` separates amounts after `gain` or `pay`; use `;` between statements"
    if unexpected.isdigit() or unexpected.startswith("-"):
        return "a number goes after the name it counts: `gain coin 2`"
    return "see docs/dsl.md for the forms an effect can take"


def _syntax_error(text: str, error: UnexpectedInput) -> DslSyntaxError:
    better = _explained(text, error)
    if better is not None:   # the statement says what the error most likely is (syntax_hints)
        return better
    line = getattr(error, "line", 1) or 1
    column = getattr(error, "column", 1) or 1
    if isinstance(error, UnexpectedCharacters):
        char = text[error.pos_in_stream] if error.pos_in_stream < len(text) else ""
        expected = set(error.allowed or ())
        word = re.match(r"[A-Za-z_][A-Za-z0-9_]*", text[error.pos_in_stream:])
        if word and not word.group().islower():
            return DslSyntaxError(f"unexpected {word.group()!r}: names are lower case", line, column,
                                  f"write `{word.group().lower()}`")
        return DslSyntaxError(f"unexpected character {char!r}", line, column, _hint_for(text, char, expected))
    if isinstance(error, UnexpectedEOF):
        expected = set(error.expected or ())
        lines = text.splitlines() or [""]
        return DslSyntaxError(
            f"the effect ends too early; expected {_describe_expected(expected)}",
            len(lines), len(lines[-1]) + 1, _hint_for(text, "", expected))
    if isinstance(error, UnexpectedToken):
        token: Token = error.token
        expected = set(error.expected or ())
        unexpected = str(token) if token.type != "$END" else ""
        if token.type == "$END":
            lines = text.splitlines() or [""]
            return DslSyntaxError(f"the effect ends too early; expected {_describe_expected(expected)}",
                                  len(lines), len(lines[-1]) + 1, _hint_for(text, "", expected))
        return DslSyntaxError(
            f"unexpected {unexpected!r}; expected {_describe_expected(expected)}",
            line, column, _hint_for(text, unexpected, expected))
    return DslSyntaxError(str(error).splitlines()[0], line, column, "see docs/dsl.md")
