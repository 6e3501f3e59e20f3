"""The expressions of the fast parser (teotl.language.descent): numbers, names, function calls,
operators by precedence, and a function's or filter's arguments. The statement parser is built on
this class; every method returns the node (an expression method: and where its text starts).
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.tokens import _CMP, _CONTINUES_ATOM, _INT, _NAME, FARG_OPERATOR_KEYWORDS, _Decline


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


class _ExpressionParser:
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
        return self._fold(self._unary, ("*", "/", "%"))

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
        """A function or filter argument: a phrase of words (`board 6`), a binder (`c in drawn
        [where …]`, `x for c in drawn [where …]`) or an expression."""
        kind, word, _, line, column = self.tokens[self.index]
        if kind == _NAME and word != "not":
            following = self.tokens[self.index + 1]
            if following[0] == _NAME and following[1] == "in":
                self.index += 2
                return self._binder(word, None, line, column)
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
        value, line, column = self._expr()
        if self._at_keyword("for"):  # a mapped binder starts where its value's text starts
            self.index += 1
            name = self._expect(_NAME)[1]
            self._expect_keyword("in")
            return self._binder(name, value, line, column)
        return value

    def _binder(self, name: str, value, line: int, column: int) -> ast.Binder:
        """The rest of a binder after `in`: its source, then `where COND` if given."""
        source = self._expr()[0]
        condition = None
        if self._at_keyword("where"):
            self.index += 1
            condition = self._expr()[0]
        return ast.Binder(name, source, condition, value, line=line, column=column)
