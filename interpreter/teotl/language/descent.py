"""The fast path of the effect parser: a hand-written recursive-descent parser for
grammar/effects.lark that builds exactly the `teotl.language.ast` tree the Lark path (`language/lalr.py`)
builds, line and column of every node included.

Why: importing Lark, building its LALR tables and parsing with Lark were most of a load without
any cache. This parser needs neither Lark nor tables, and parses the shipped effects with ≈ 12×
fewer instructions than Lark (≈ 20× counting Lark's import and tables).

What keeps it exact (the same idea as `teotl.rules.yaml_fast`): it only ever answers for texts
it parses cleanly. On anything else — a syntax error, a character the grammar lacks, a number
too long for `int`, nesting deeper than Python's stack — `parse` returns None and the caller
asks Lark, which words every `DslSyntaxError` exactly as before. `tests/test_fast_parser.py`
compares the two paths on every shipped effect and on generated and mutated ones.

Lark's contextual lexer, mirrored here: a word that is a keyword of the grammar (`gain`, `up`,
`when`, …) is read as the keyword only where the LALR state accepts that keyword, and as a
plain NAME everywhere else (`build x on y up to 3`: `on`, `up`, `to` are words of a
call). Which keywords each position accepts was read off Lark's LALR table, follow sets
included (after a call's arguments `when` and `otherwise` are keywords, because a priority
step may follow); the positions are the `*_KEYWORDS` sets and the checks next to them.
Where Lark would split a word that the keyword only starts (`repeat up tox:` reads
`to` + `x`), this parser sees one word and declines.

`GRAMMAR_SHA256` is the grammar this parser implements: when `paths.grammar_file()` differs,
`teotl.language.parser` does not use this module at all.
"""
from __future__ import annotations

import re
from bisect import bisect_left
from typing import Optional

from teotl.language import ast

GRAMMAR_SHA256 = "ec4eefaab729a144f7e8fc795487ad7ae36fb87752f6ff4d9f2caf746df188f9"

# Whitespace and comments (Lark's WS and COMMENT, ignored), then one token: a word (group 1), a
# number (2), punctuation (3), anything else (4) — or the end of the text.
_TOKEN = re.compile(r"[ \t\f\r\n]*(?:#[^\n]*[ \t\f\r\n]*)*"
                    r"(?:([a-z_][a-z0-9_]*)|([0-9]+)|(->|\.\.|==|!=|>=|<=|[-+*/<>(){};:,|])|(.)|\Z)", re.DOTALL)
_DICE_WORD = re.compile(r"d[0-9]+")
_CMP = frozenset({"==", "!=", ">=", "<=", ">", "<"})
_CONTINUES_ATOM = _CMP | {"+", "-", "*", "/", "("}  # after a number or name: more expression follows

# Keywords that start a statement (every statement position accepts exactly these) …
STMT_KEYWORDS = frozenset({"case", "choose", "each", "gain", "if", "may", "nothing", "pay", "priority",
                           "repeat", "roll"})
# … and where a statement's verb arguments or an amount end: a priority step may follow.
STEP_KEYWORDS = frozenset({"when", "otherwise"})
# The second word of a function or filter argument: `and` / `or` make it an expression.
FARG_OPERATOR_KEYWORDS = frozenset({"and", "or"})

_NAME, _INT, _END = "n", "i", "$"

# Lark's transformer recurses, two Python frames per tree level, and fails (RecursionError,
# reported as "nests too deeply") on chains a few hundred levels deep: `may may … nothing`,
# `not not … x`, `- - … 1`. This parser recurses too, less deeply; so that it never accepts an
# effect the reference path would refuse, it declines beyond a depth Lark is far from failing
# at. The depth counts, per level, about the tree levels Lark builds for it: a statement 3 (a
# block and its sequence), an expression 7 (or, and, compare, two arithmetic levels, the atom, a
# function), a `not` or `-` 1; a lone number or name is not counted. Over the shipped effects and
# the tests' texts Lark's tree is at most 9 levels deeper than this count (the deepest shipped
# effect counts 65); Lark manages ≈ 480 levels from a shallow stack.
_MAX_DEPTH = 200
_STMT_DEPTH, _EXPR_DEPTH = 3, 7


class _Decline(Exception):
    """Not a text this parser answers for: the Lark path decides (and words any error)."""


def parse(text: str) -> Optional[ast.Effect]:
    """The syntax tree of `text`, or None when the Lark path must decide."""
    try:
        return _Parser(_tokens(text)).effect()
    except (_Decline, RecursionError, ValueError):  # ValueError: a number too long for int()
        return None


def _tokens(text: str) -> list[tuple[str, str, int, int, int]]:
    """(kind, text, offset, line, column) of every token, then an end token. The kind of a word
    or number is `n` or `i`, of punctuation the punctuation itself. Lines are counted as Lark
    counts them: every `\\n` is a line break (all are in whitespace), the column is 1-based."""
    newlines = None
    if "\n" in text:
        newlines = []
        at = text.find("\n")
        while at >= 0:
            newlines.append(at)
            at = text.find("\n", at + 1)
    tokens = []
    for match in _TOKEN.finditer(text):
        group = match.lastindex
        if group is None:  # the end
            break
        if group == 4:
            raise _Decline
        value = match.group(group)
        start = match.start(group)
        kind = _NAME if group == 1 else _INT if group == 2 else value
        if newlines is None:
            tokens.append((kind, value, start, 1, start + 1))
        else:
            before = bisect_left(newlines, start)
            tokens.append((kind, value, start, before + 1, start - newlines[before - 1] if before else start + 1))
    end = len(text)
    if newlines is None:
        tokens.append((_END, "", end, 1, end + 1))
    else:
        tokens.append((_END, "", end, len(newlines) + 1, end - newlines[-1]))
    return tokens


class _Parser:
    """One parse: the tokens and the index of the next one. Every method that reads a rule
    returns its node; expression methods also return where the rule's text starts (a
    parenthesised expression starts at its `(`, while its node keeps its own position —
    what Lark's `propagate_positions` gives a `?rule` that inlines)."""

    __slots__ = ("tokens", "index", "depth")

    def __init__(self, tokens: list):
        self.tokens = tokens
        self.index = 0
        self.depth = 0

    def _deeper(self, levels: int) -> None:
        self.depth += levels
        if self.depth > _MAX_DEPTH:
            raise _Decline

    # ------------------------------------------------------------------------- helpers
    def _next(self) -> tuple:
        token = self.tokens[self.index]
        self.index += 1
        return token

    def _expect(self, kind: str) -> tuple:
        token = self.tokens[self.index]
        if token[0] != kind:
            raise _Decline
        self.index += 1
        return token

    def _expect_keyword(self, word: str) -> tuple:
        token = self.tokens[self.index]
        if token[0] != _NAME or token[1] != word:
            raise _Decline
        self.index += 1
        return token

    def _at_keyword(self, word: str) -> bool:
        token = self.tokens[self.index]
        return token[0] == _NAME and token[1] == word

    # ------------------------------------------------------------------------- top level
    def effect(self) -> ast.Effect:
        token = self.tokens[0]
        if token[0] == _NAME and token[1] == "on":
            result = self._trigger()
        elif token[0] == _NAME and token[1] == "modify":
            result = self._modifier()
        else:
            result = self._seq()
        if self.tokens[self.index][0] != _END:
            raise _Decline
        return result

    def _trigger(self) -> ast.Trigger:
        _, _, _, line, column = self._next()
        event = self._expect(_NAME)[1]  # any word: no keyword is acceptable after `on`
        flt = self._arguments() if self.tokens[self.index][0] == "(" else ()
        self._expect(":")
        return ast.Trigger(event, flt, self._seq(), line=line, column=column)

    def _modifier(self) -> ast.Modifier:
        _, _, _, line, column = self._next()
        query = self._expect(_NAME)[1]
        flt = self._arguments() if self.tokens[self.index][0] == "(" else ()
        sign = self._next()
        if sign[0] not in ("+", "-"):
            raise _Decline
        delta = self._expr()[0]
        if sign[0] == "-":
            delta = ast.Negate(delta, line=sign[3], column=sign[4])
        condition = None
        if self._at_keyword("while"):
            self.index += 1
            condition = self._expr()[0]
        return ast.Modifier(query, flt, delta, condition, line=line, column=column)

    def _arguments(self) -> tuple:
        """`( [farg (, farg)*] )`: an event's or query's filter, or a function's arguments."""
        self.index += 1  # (
        args = self._separated(self._farg, ",") if self.tokens[self.index][0] != ")" else []
        self._expect(")")
        return tuple(args)

    def _separated(self, item, separator: str) -> list:
        """`item (SEPARATOR item)*`: what each `item()` returned, in order."""
        items = [item()]
        while self.tokens[self.index][0] == separator:
            self.index += 1
            items.append(item())
        return items

    # ------------------------------------------------------------------------- statements
    def _seq(self) -> ast.Seq:
        stmts = self._separated(self._stmt, ";")
        _, line, column = stmts[0]
        return ast.Seq(tuple(stmt for stmt, _, _ in stmts), line=line, column=column)

    def _stmt(self) -> tuple:
        """(statement, line, column where its text starts)."""
        self._deeper(_STMT_DEPTH)
        result = self._stmt_here()
        self.depth -= _STMT_DEPTH
        return result

    def _stmt_here(self) -> tuple:
        kind, word, _, line, column = self.tokens[self.index]
        if kind == "{":
            return self._block(), line, column
        if kind != _NAME:
            raise _Decline
        if word not in STMT_KEYWORDS:
            return self._call(), line, column
        self.index += 1
        if word == "gain":
            node = ast.Gain(self._amounts(), line=line, column=column)
        elif word == "pay":
            amounts = self._amounts()
            self._expect("->")
            node = ast.Pay(amounts, self._stmt()[0], line=line, column=column)
        elif word == "choose":
            self._expect("{")
            options = self._separated(self._seq, "|")
            if len(options) < 2:
                raise _Decline
            self._expect("}")
            node = ast.Choose(tuple(options), line=line, column=column)
        elif word == "may":
            node = ast.May(self._stmt()[0], line=line, column=column)
        elif word == "repeat":
            up_to = self._at_keyword("up")  # `up` is a keyword right after `repeat`
            if up_to:
                self.index += 1
                self._expect_keyword("to")
            count = self._expr()[0]
            self._expect(":")
            node = ast.Repeat(count, self._stmt()[0], up_to, line=line, column=column)
        elif word == "if":
            condition = self._expr()[0]
            then = self._block()
            otherwise = None
            if self._at_keyword("else"):
                self.index += 1
                otherwise = self._block()
            node = ast.If(condition, then, otherwise, line=line, column=column)
        elif word == "case":
            subject = self._expr()[0]
            node = ast.Case(subject, self._arms(), line=line, column=column)
        elif word == "roll":
            dice, sides = self._dice()
            node = ast.Roll(dice, sides, self._arms(), line=line, column=column)
        elif word == "priority":
            node = self._priority(line, column)
        elif word == "each":
            who = self._expect(_NAME)[1]  # any word: no keyword is acceptable after `each`
            condition = None
            if self._at_keyword("where"):
                self.index += 1
                condition = self._expr()[0]
            self._expect(":")
            node = ast.Each(who, condition, self._stmt()[0], line=line, column=column)
        else:  # nothing
            node = ast.Nothing(line=line, column=column)
        return node, line, column

    def _block(self) -> ast.Seq:
        self._expect("{")
        seq = self._seq()
        self._expect("}")
        return seq

    def _amounts(self) -> tuple:
        return tuple(self._separated(self._amount, ","))

    def _amount(self) -> ast.Amount:
        kind, word, _, line, column = self._expect(_NAME)
        if word == "any":  # the only keyword a target accepts; any word may follow it
            target = ast.Target(self._expect(_NAME)[1], True, line=line, column=column)
        else:
            target = ast.Target(word, False, line=line, column=column)
        count = per = None
        kind, word = self.tokens[self.index][:2]
        # After a target, `per`, `not`, `when` and `otherwise` are keywords, other words names.
        if kind == _NAME:
            if word != "per" and word not in STEP_KEYWORDS:
                count = self._expr()[0]
        elif kind in (_INT, "(", "-"):
            count = self._expr()[0]
        if self._at_keyword("per"):
            self.index += 1
            per = self._expr()[0]
        return ast.Amount(target, count, per, line=line, column=column)

    def _arms(self) -> tuple:
        self._expect("{")
        arms = self._separated(self._arm, "|")
        self._expect("}")
        return tuple(arms)

    def _arm(self) -> ast.Arm:
        kind, word, _, line, column = self.tokens[self.index]
        if kind == _NAME and word == "else":
            self.index += 1
            key = None
        elif kind in (_INT, "-"):
            key = self._range()
        else:
            raise _Decline
        self._expect(":")
        return ast.Arm(key, self._seq(), line=line, column=column)

    def _dice(self) -> tuple[int, int]:
        """DICE (`/[0-9]*d[0-9]+/`), which the word tokens split as `2` + `d6`: put back together
        only when the two touch; anything else is for Lark to report."""
        kind, word, offset = self.tokens[self.index][:3]
        count = ""
        if kind == _INT:
            count = word
            following = self.tokens[self.index + 1]
            if following[2] != offset + len(word):
                raise _Decline
            self.index += 1
            kind, word = following[:2]
        if kind != _NAME or not _DICE_WORD.fullmatch(word):
            raise _Decline
        self.index += 1
        return int(count or 1), int(word[1:])

    def _priority(self, line: int, column: int) -> ast.Priority:
        self._expect("{")
        steps = []
        while self._at_keyword("when"):
            _, _, _, step_line, step_column = self._next()
            guard = self._expr()[0]
            self._expect(":")
            steps.append(ast.Guarded(guard, self._seq(), line=step_line, column=step_column))
        if not steps:
            raise _Decline
        if self._at_keyword("otherwise"):
            _, _, _, step_line, step_column = self._next()
            self._expect(":")
            steps.append(ast.Guarded(None, self._seq(), line=step_line, column=step_column))
        self._expect("}")
        return ast.Priority(tuple(steps), line=line, column=column)

    def _call(self) -> ast.Call:
        _, verb, _, line, column = self._next()
        args = []
        tokens = self.tokens
        while True:
            kind, word, _, arg_line, arg_column = tokens[self.index]
            if kind == _NAME:
                if word in STEP_KEYWORDS:
                    break
                self.index += 1
                if word == "any":  # any word may follow `any`
                    args.append(ast.AnyWord(self._expect(_NAME)[1], line=arg_line, column=arg_column))
                else:
                    args.append(ast.Word(word, line=arg_line, column=arg_column))
            elif kind == _INT or kind == "-":
                args.append(self._range())
            elif kind == "(":
                self.index += 1
                expr = self._expr()[0]
                self._expect(")")
                args.append(ast.ExprArg(expr, line=arg_line, column=arg_column))
            else:
                break
        return ast.Call(verb, tuple(args), line=line, column=column)

    def _range(self) -> ast.Range:
        _, _, _, line, column = self.tokens[self.index]
        lo = self._signed_int()
        if self.tokens[self.index][0] != "..":
            return ast.Range(lo, lo, line=line, column=column)
        self.index += 1
        if self.tokens[self.index][0] in (_INT, "-"):  # Lark shifts: `2.. 3` is one span
            return ast.Range(lo, self._signed_int(), line=line, column=column)
        return ast.Range(lo, None, line=line, column=column)

    def _signed_int(self) -> int:
        token = self._next()
        if token[0] == _INT:
            return int(token[1])
        if token[0] == "-":
            return -int(self._expect(_INT)[1])
        raise _Decline

    # ------------------------------------------------------------------------- expressions
    # Each returns (node, line, column where its text starts).
    def _expr(self) -> tuple:
        tokens, index = self.tokens, self.index
        kind, word, _, line, column = tokens[index]
        if kind == _INT or kind == _NAME and word != "not":  # a lone number or name: the common case
            following = tokens[index + 1]
            if following[0] not in _CONTINUES_ATOM and (following[0] != _NAME or following[1] not in ("and", "or")):
                self.index = index + 1
                if kind == _INT:
                    return ast.Num(int(word), line=line, column=column), line, column
                return ast.Ref(word, line=line, column=column), line, column
        self._deeper(_EXPR_DEPTH)
        result = self._fold(self._and, ("or",))
        self.depth -= _EXPR_DEPTH
        return result

    def _fold(self, operand, operators: tuple) -> tuple:
        """`operand (OP operand)*` with each OP one of `operators` (punctuation, or the keywords
        `and` / `or`), folded to the left, every BinOp placed where the chain starts (as
        `lalr._ToAst._fold` places them)."""
        left, line, column = operand()
        tokens = self.tokens
        while True:
            kind, word = tokens[self.index][:2]
            op = kind if kind in operators else word if kind == _NAME and word in operators else None
            if op is None:
                return left, line, column
            self.index += 1
            left = ast.BinOp(op, left, operand()[0], line=line, column=column)

    def _and(self) -> tuple:
        return self._fold(self._not, ("and",))

    def _not(self) -> tuple:
        # `not` is a keyword only where a condition may start (after `-`, `*`, `==`, … a name)
        kind, word, _, line, column = self.tokens[self.index]
        if kind == _NAME and word == "not":
            self.index += 1
            self._deeper(1)
            operand = self._not()[0]
            self.depth -= 1
            return ast.Not(operand, line=line, column=column), line, column
        left, line, column = self._sum()
        kind = self.tokens[self.index][0]
        if kind in _CMP:
            self.index += 1
            left = ast.BinOp(kind, left, self._sum()[0], line=line, column=column)
        return left, line, column

    def _sum(self) -> tuple:
        return self._fold(self._product, ("+", "-"))

    def _product(self) -> tuple:
        return self._fold(self._unary, ("*", "/"))

    def _unary(self) -> tuple:
        kind, word, _, line, column = self._next()
        if kind == "-":
            self._deeper(1)
            operand = self._unary()[0]
            self.depth -= 1
            if isinstance(operand, ast.Num):
                return ast.Num(-operand.value, line=line, column=column), line, column
            return ast.Negate(operand, line=line, column=column), line, column
        if kind == _INT:
            return ast.Num(int(word), line=line, column=column), line, column
        if kind == _NAME:
            if self.tokens[self.index][0] != "(":
                return ast.Ref(word, line=line, column=column), line, column
            return ast.Func(word, self._arguments(), line=line, column=column), line, column
        if kind == "(":
            inner = self._expr()[0]
            self._expect(")")
            return inner, line, column
        raise _Decline

    def _farg(self):
        """A function or filter argument: a phrase of words (`board 6`) or an expression."""
        kind, word, _, line, column = self.tokens[self.index]
        if kind == _NAME and word != "not":
            following = self.tokens[self.index + 1]
            if following[0] == _INT or (following[0] == _NAME and following[1] not in FARG_OPERATOR_KEYWORDS):
                words: list = [word]
                self.index += 1
                while True:  # from the second word on, every word is a word
                    kind, word = self.tokens[self.index][:2]
                    if kind == _NAME:
                        words.append(word)
                    elif kind == _INT:
                        words.append(int(word))
                    else:
                        break
                    self.index += 1
                return ast.Phrase(tuple(words), line=line, column=column)
        return self._expr()[0]
