"""Indentation mistakes in a rule author's words, instead of the YAML reader's.

Why: a key indented one space too few makes ruamel say "expected <block end>, but found
'<block mapping start>'", and one indented too far "mapping values are not allowed here" — whose
usual fix (quote a value holding `: `) is then wrong. Both are the commonest slips when a
component gains a field, so the line is compared with the keys above it and the message says
which key it should line up with. Used by `yaml_ruamel._syntax_diagnostic`.
"""
from __future__ import annotations

import re
from typing import NamedTuple, Optional

_DASH = re.compile(r"^( *)- ")
_ITEM_KEY = re.compile(r"^ *- +[A-Za-z0-9_-]+ *:(?:\s|$)")     # an item that is a mapping: `- id: …`
_KEY_LINE = re.compile(r"^(?P<indent> *)(?P<dash>(?:- +)*)(?P<key>[^\s#:'\"\[\]{},][^:#]*?|\"[^\"]*\"|'[^']*'):(?:\s|$)")


class Explained(NamedTuple):
    message: str
    hint: str
    line: int
    column: int


class _Key(NamedTuple):
    line: int          # 1-based
    column: int        # 0-based column where the key's text starts
    key: str
    rest: str          # what follows `key:` on the line


def _key_at(lines: list[str], number: int) -> Optional[_Key]:
    text = lines[number - 1] if 0 < number <= len(lines) else ""
    match = _KEY_LINE.match(text)
    if not match:
        return None
    column = len(match.group("indent")) + len(match.group("dash"))
    return _Key(number, column, match.group("key").strip(), text[match.end():].strip())


def _keys_above(lines: list[str], number: int) -> list[_Key]:
    """The key lines above `number`, nearest first (blank and comment lines skipped)."""
    found = []
    for above in range(number - 1, 0, -1):
        stripped = lines[above - 1].strip()
        if not stripped or stripped.startswith("#"):
            continue
        key = _key_at(lines, above)
        if key is not None:
            found.append(key)
    return found


def _spaces(count: int) -> str:
    return f"{count} space" + ("" if count == 1 else "s")


def item_slip(lines: list[str], line: int) -> Optional[Explained]:
    """A list item (`- …`) whose `-` lines up with no item above it: said against the items of the
    same shape (a `- key:` mapping, or a plain value) whose indentation is nearest to its own (its
    list, not a list nested in an item before it)."""
    here = len(_DASH.match(lines[line - 1]).group(1))
    shape = bool(_ITEM_KEY.match(lines[line - 1]))
    items = [(bool(_ITEM_KEY.match(lines[above - 1])) != shape, abs(len(m.group(1)) - here), -above, len(m.group(1)))
             for above in range(line - 1, 0, -1) for m in [_DASH.match(lines[above - 1])] if m]
    if not items or any(distance == 0 for _, distance, _, _ in items):
        return None
    _, _, above, column = min(items)
    more = "more" if here > column else "less"
    return Explained(f"this list item is indented {_spaces(here)}, {more} than the item on line {-above}",
                     f"items of one list line up: put its `-` {_spaces(column)} in, like line {-above}", line, here + 1)


def under_indented(text: str, line: int) -> Optional[Explained]:
    """A key that lines up with no key above it, left of the mapping it belongs to."""
    lines = text.split("\n")
    here = _key_at(lines, line)
    if here is None:
        return None
    if _DASH.match(lines[line - 1]):
        return item_slip(lines, line)
    above = _keys_above(lines, line)
    if any(key.column == here.column for key in above):
        return None
    sibling = next((key for key in above if key.column > here.column), None)
    if sibling is None:
        return None
    return Explained(f"`{here.key}:` is indented {_spaces(here.column)}, which lines up with no key above it",
                     f"keys of one mapping line up: indent it {_spaces(sibling.column)}, like `{sibling.key}:` above", line, here.column + 1)


def _holding_a_value(lines: list[str], line: int, here: _Key) -> Optional[_Key]:
    """The key on the line above `here` when it is left of it and has a value on its own line
    (`key: value`), which YAML then reads `here` as part of; else None."""
    above = _keys_above(lines, line)
    previous = above[0] if above else None
    return previous if previous is not None and previous.column < here.column and previous.rest else None


def over_indented(text: str, line: int, column: int) -> Optional[Explained]:
    """A key indented further than the `key: value` line above it, which YAML then reads as more
    of that value (the error is at this key's own `:`)."""
    lines = text.split("\n")
    here = _key_at(lines, line)
    if here is None or lines[line - 1].find(":", here.column) + 1 != column:
        return None   # the `:` that failed is not this key's: a value holding `: `
    previous = _holding_a_value(lines, line, here)
    if previous is None:
        return None
    return Explained(f"`{here.key}:` is indented more than `{previous.key}:` above it, so YAML reads it as part of "
                     f"`{previous.key}`'s value", f"line it up with `{previous.key}:`, {_spaces(previous.column)} in",
                     line, here.column + 1)


def deeper_than_value(text: str, line: int) -> Optional[Explained]:
    """A key indented further than the `key: value` line above it, where that value is complete
    (a flow list, a quoted text): YAML finds a new mapping where the old one should go on."""
    lines = text.split("\n")
    here = _key_at(lines, line)
    if here is None:
        return None
    if _DASH.match(lines[line - 1]):
        return item_slip(lines, line)
    previous = _holding_a_value(lines, line, here)
    if previous is None:
        return None
    return Explained(f"`{here.key}:` is indented {_spaces(here.column)}, more than `{previous.key}:` above it, "
                     f"whose value is already complete", f"line it up with `{previous.key}:`, "
                     f"{_spaces(previous.column)} in", line, here.column + 1)
