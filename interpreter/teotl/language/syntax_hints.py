"""What a syntax error most likely is, read from the statement it happened in.

Why: Lark knows the token it did not expect and the tokens it would have taken, not what the
author meant. The same "expected ':'" comes from `repeat 2 advance` (a missing colon), from
`gain coin 1 gem 2` (a missing comma) and from `gian coin 3` (a misspelled verb), and only the
first wants the colon hint; a stray `&` wants `and`. So the statement the error is in is looked at: its first word, and
what stands just before the error. `lalr._syntax_error` asks `explain` first and falls back to
its own hints.
"""
from __future__ import annotations

import re
from typing import NamedTuple, Optional

from teotl.language.errors import closest
from teotl.language.grammar import keywords

#: statement forms whose effect follows a `:` (a case or roll arm starts with a number or range)
_COLON_FORMS = frozenset(("repeat", "when", "on", "otherwise", "case", "roll", "priority"))
#: characters the effect language has no use for, and what was probably meant
_STRAY = {
    "&": "write `and`", "!": "write `not`", "=": "compare with `==`, `>=` or `<=`",
    "\"": "an effect is one text: quotes go around the whole YAML value, not inside it",
}
_WORD = re.compile(r"[a-z_][a-z0-9_]*")
_BOUNDARY = re.compile(r";|\{|\||->|:")


class Explained(NamedTuple):
    message: str
    hint: str
    index: int          # where in the text the error is reported (0-based)


def _statement(text: str, index: int) -> tuple[int, str]:
    """(start, text) of the statement `index` is in: after the last `;`, `{`, `|`, `->` or `:`
    before it."""
    start = 0
    for match in _BOUNDARY.finditer(text, 0, index):
        start = match.end()
    return start, text[start:index]


def _verbs() -> set[str]:
    from teotl.language.registry import VERBS   # whatever primitives are registered by now
    return set(VERBS)


def _first_word(text: str, index: int) -> Optional[tuple[int, str]]:
    start, statement = _statement(text, index)
    match = _WORD.match(statement.lstrip())
    if not match:
        return None
    return start + len(statement) - len(statement.lstrip()), match.group()


def misspelled_start(text: str, index: int) -> Optional[Explained]:
    """The statement starts with a word that is no verb nor keyword but one slip from one."""
    found = _first_word(text, index)
    if found is None:
        return None
    start, word = found
    known = keywords() | _verbs()
    if word in known:
        return None
    meant = closest(word, known)
    if meant is None:
        return None
    return Explained(f"`{word}` is not a verb", f"did you mean `{meant}`?", start)


def unclosed(text: str, closing: str) -> Optional[Explained]:
    """The `{` (or `(`) that the end of the effect leaves open."""
    opening = {"}": "{", ")": "("}[closing]
    stack = []
    for position, char in enumerate(text):
        if char == opening:
            stack.append(position)
        elif char == closing and stack:
            stack.pop()
    if not stack:
        return None
    return Explained(f"this `{opening}` is never closed", f"add `{closing}` where its block ends", stack[-1])


def explain(text: str, index: int, unexpected: str, expected: set[str], at_end: bool) -> Optional[Explained]:
    """A better message and place for the error at `index`, or None to keep Lark's."""
    if at_end:
        for token, closing in (("RBRACE", "}"), ("RPAR", ")")):
            if token in expected:
                found = unclosed(text, closing)
                if found is not None:
                    return found
    typo = misspelled_start(text, index)
    if typo is not None:
        return typo
    if len(unexpected) == 1 and unexpected in _STRAY and not unexpected.isalnum():
        return Explained(f"unexpected character {unexpected!r}", _STRAY[unexpected], index)
    found = _first_word(text, index)
    first = found[1] if found else ""
    before = text[:index].rstrip()
    if "COLON" in expected and (first in _COLON_FORMS or re.match(r"\s*\d", _statement(text, index)[1])):
        return None   # `repeat 2 advance`: the colon is missing, as Lark's hint says
    if "COMMA" in expected and _WORD.fullmatch(unexpected or "") and re.search(r"\d$", before):
        if unexpected in keywords() | _verbs():
            return Explained(f"unexpected {unexpected!r}", f"statements are separated by `;`: "
                                                           f"`… {before.split()[-1]}; {unexpected} …`", index)
        if first in ("gain", "pay"):
            return Explained(f"unexpected {unexpected!r}", f"amounts are separated by `,`: `{first} … "
                                                           f"{before.split()[-1]}, {unexpected} …`", index)
    if "COLON" in expected and unexpected in keywords() | _verbs():   # `gain coin 1 advance red`
        return Explained(f"unexpected {unexpected!r}", f"statements are separated by `;`: put one before "
                                                       f"`{unexpected}`", index)
    return None
