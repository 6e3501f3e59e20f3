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
step may follow); the positions are the `*_KEYWORDS` sets (teotl.language.tokens) and the checks next to them.
Where Lark would split a word that the keyword only starts (`repeat up tox:` reads
`to` + `x`), this parser sees one word and declines.

`GRAMMAR_SHA256` is the grammar this parser implements: when `paths.grammar_file()` differs,
`teotl.language.parser` does not use this module at all.
"""
from __future__ import annotations

from typing import Optional

from teotl.language import ast
from teotl.language.descent_expressions import _STMT_DEPTH, _ExpressionParser
from teotl.language.tokens import _DICE_WORD, _END, _INT, _NAME, STEP_KEYWORDS, STMT_KEYWORDS, _Decline, _tokens

GRAMMAR_SHA256 = "9e7de46f110b084f883d11e9977a2b67664e01c66c8b03194279aeaed46b7491"


def parse(text: str) -> Optional[ast.Effect]:
    """The syntax tree of `text`, or None when the Lark path must decide."""
    try:
        return _Parser(_tokens(text)).effect()
    except (_Decline, RecursionError, ValueError):  # ValueError: a number too long for int()
        return None


class _Parser(_ExpressionParser):
    """The statements of an effect (the expressions: `_ExpressionParser`)."""

    __slots__ = ()

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
            source = condition = None
            if self._at_keyword("in"):
                self.index += 1
                source = self._expr()[0]
            if self._at_keyword("where"):
                self.index += 1
                condition = self._expr()[0]
            self._expect(":")
            node = ast.Each(who, condition, self._stmt()[0], source, line=line, column=column)
        elif word == "as":
            player = self._expr()[0]
            self._expect(":")
            node = ast.As(player, self._stmt()[0], line=line, column=column)
        elif word == "acting":
            piece = self._expr()[0]
            self._expect(":")
            node = ast.Acting(piece, self._stmt()[0], line=line, column=column)
        elif word == "require":
            node = ast.Require(self._expr()[0], line=line, column=column)
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
        if tokens[self.index][0] == "(":  # `verb (x) …` or a template called with several arguments
            opening = tokens[self.index]
            self.index += 1
            first = self._farg()
            if tokens[self.index][0] == ",":  # template_call: NAME "(" farg ("," farg)+ ")"
                self.index += 1
                fargs = [first, *self._separated(self._farg, ",")]
                self._expect(")")
                return ast.Call(verb, tuple(ast.ExprArg(arg, line=arg.line, column=arg.column) for arg in fargs),
                                line=line, column=column)
            if isinstance(first, (ast.Phrase, ast.Binder)):  # only an expression may stand in `( … )`
                raise _Decline
            self._expect(")")
            args.append(ast.ExprArg(first, line=opening[3], column=opening[4]))
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
