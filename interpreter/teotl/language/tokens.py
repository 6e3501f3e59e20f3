"""The tokens of an effect text, as the fast parser (teotl.language.descent) reads them, and the
keywords of each position (Lark's contextual lexer, mirrored: see descent's docstring).
"""
from __future__ import annotations

import re
from bisect import bisect_left


# Whitespace and comments (Lark's WS and COMMENT, ignored), then one token: a word (group 1), a
# number (2), punctuation (3), anything else (4) — or the end of the text.
_TOKEN = re.compile(r"[ \t\f\r\n]*(?:#[^\n]*[ \t\f\r\n]*)*"
                    r"(?:([a-z_][a-z0-9_]*)|([0-9]+)|(->|\.\.|==|!=|>=|<=|[-+*/%<>(){};:,|])|(.)|\Z)", re.DOTALL)
_DICE_WORD = re.compile(r"d[0-9]+")
_CMP = frozenset({"==", "!=", ">=", "<=", ">", "<"})
_CONTINUES_ATOM = _CMP | {"+", "-", "*", "/", "%", "("}  # after a number or name: more expression follows

# Keywords that start a statement (every statement position accepts exactly these) …
STMT_KEYWORDS = frozenset({"acting", "as", "case", "choose", "each", "gain", "if", "may", "nothing", "pay", "priority",
                           "repeat", "require", "roll"})
# … and where a statement's verb arguments or an amount end: a priority step may follow.
STEP_KEYWORDS = frozenset({"when", "otherwise"})
# The second word of a function or filter argument: `and` / `or` make it an expression, `in` a
# binder (`c in drawn`), `for` a mapped binder (`x for c in drawn`); any other word a phrase.
FARG_OPERATOR_KEYWORDS = frozenset({"and", "or", "in", "for"})

_NAME, _INT, _END = "n", "i", "$"


class _Decline(Exception):
    """Not a text this parser answers for: the Lark path decides (and words any error)."""


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
