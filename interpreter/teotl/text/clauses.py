"""Clauses closed where a sentence goes on after them.

A message or term may end in a subordinate clause: German "die Anzahl der Karten, die Grau
zeigen". Where such a phrase stands inside a longer sentence, German closes the clause with a
comma before the sentence goes on ("So viele Siegpunkte wie die Anzahl der Karten, die Grau
zeigen, erhalten"), but not before the sentence's own punctuation ("…, die Grau zeigen.").

A catalogue marks such an entry with the attribute `.ends = clause`:

    query-count-of-showing = die Anzahl der { $members }, die { $what } zeigen
        .ends = clause

The catalogue then gives its text as a `Clause` (a `str` that remembers it ends in a clause), and
every message it is a placeholder value of closes it: a comma after it where words follow, none
where punctuation follows; a message that ends with it ends in the clause too and passes the mark
on. A language that needs no closing comma (English, Portuguese, French) marks nothing.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Iterable, Optional

from fluent.syntax import ast as FTL

#: what may follow a closed clause without a comma: the end, or punctuation of the sentence
_GOES_ON = re.compile(r"\s+[^\s,.;:!?)\]…“”»«]")


class Clause(str):
    """Text that ends in a subordinate clause (an entry marked `.ends = clause`)."""


def ends_in_clause(entry: Any) -> bool:
    """Whether an FTL message or term carries `.ends = clause`."""
    for attribute in getattr(entry, "attributes", ()) or ():
        if attribute.id.name == "ends":
            elements = attribute.value.elements
            return len(elements) == 1 and isinstance(elements[0], FTL.TextElement) \
                and elements[0].value.strip() == "clause"
    return False


def close(text: str, values: Iterable[Any], marked: bool = False) -> str:
    """`text` (a formatted message) with each clause among its placeholder `values` closed by a
    comma where the sentence goes on after it; a `Clause` when it ends in one (or is `marked`)."""
    for value in {v for v in values if isinstance(v, Clause) and v}:
        start = 0
        while (found := text.find(value, start)) >= 0:
            end = found + len(value)
            if _GOES_ON.match(text, end):
                text = text[:end] + "," + text[end:]
            start = end
        if text.endswith(value):
            marked = True
    return Clause(text) if marked else text


class Inflected(str):
    """Text of a value (an expression: "dein Vorrat an Steinen") that can be given in another
    grammatical case: a message asking for `$value_acc` gets `forms("acc")` ("deinen Vorrat an
    Steinen"), one asking for `$value` the text as it is. Its words are the catalogue's: `forms`
    formats the same message with `case` given (a message selects on `$case`, or ignores it)."""
    forms: Callable[[str], str]


class _InflectedClause(Inflected, Clause):
    pass


def inflected(text: str, forms: Callable[[str], str]) -> str:
    """`text` with its other cases (an `Inflected`, still a `Clause` where `text` is one)."""
    value = (_InflectedClause if isinstance(text, Clause) else Inflected)(text)
    value.forms = forms
    return value


def in_case(value: Any, case: Optional[str]) -> Any:
    """`value` in `case` where it has its cases (an `Inflected`), else as it is."""
    return value.forms(case) if case and isinstance(value, Inflected) else value
