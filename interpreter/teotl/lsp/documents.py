"""Where the cursor is in a rule file: the YAML path around it, and the effect text before it.

Why two ways: while the author types, the file is often not valid YAML (an unclosed quote, a
key without its value), so the path is read from the indentation of the lines above, which
always works; when the text does load, the loader's positions give the exact string and the
exact offset inside it (flow mappings, quoted and block scalars included).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Union

_LINE = re.compile(r"^(?P<indent> *)(?P<dash>(?:- +)*)(?:(?P<key>\"[^\"]*\"|'[^']*'|[^\s#:'\"\[\]{},-][^:#]*?|-[^\s:#][^:#]*?):(?=\s|$))?(?P<rest>.*)$")

#: keys whose string values are effects (or costs, expressions) in any rule file
DSL_KEY = re.compile(r"(^|/)(effect|cost|value|game_over|set|rows|columns|while|substitutes_while|"
                     r"offered_as_any_while)$|(^|/)(effects|triggers|modifiers|queries)/[^/]+$|/cells/[^/]+/[^/]+$")


@dataclass
class Cursor:
    """What is around the cursor: `path` is the YAML path of the line's key (or of the mapping a
    new key is typed into), `key` the key of the line, `in_value` whether the cursor is after
    the key's colon, `prefix` the text of the value before the cursor."""
    path: list[Union[str, int]] = field(default_factory=list)
    key: Optional[str] = None
    in_value: bool = False
    prefix: str = ""
    word: str = ""              # the word the cursor is in (for hover and go to definition)
    pointer: Optional[str] = None   # the JSON pointer of the string under the cursor, when the text loads
    in_string: bool = False


def _parse_line(text: str) -> tuple[int, list[int], Optional[str], int, str]:
    """(column of the content, columns of its dashes, key or None, column of the key, rest)."""
    match = _LINE.match(text)
    assert match is not None
    indent = len(match.group("indent"))
    dashes, column = [], indent
    for part in re.findall(r"- +", match.group("dash")):
        dashes.append(column)
        column += len(part)
    key = match.group("key")
    if key is not None:
        key = key.strip()
        if key[:1] in "\"'" and key[-1:] == key[:1]:
            key = key[1:-1]
    return column, dashes, key, column, match.group("rest")


def yaml_path(lines: list[str], line: int, column: int) -> tuple[list[Union[str, int]], Optional[str], int]:
    """(the path of the mapping the line belongs to, the line's key, the column of the key) for
    0-based `line`; a blank line takes the cursor's column as its indentation."""
    text = lines[line] if line < len(lines) else ""
    if text.strip():
        content, dashes, key, key_column, _ = _parse_line(text)
    else:
        content, dashes, key, key_column = column, [], None, column
    parents: list[Union[str, int]] = []
    if dashes:
        parents.append(_item_index(lines, line, dashes[0]))
        limit = dashes[0]
    else:
        limit = content
    for above in range(line - 1, -1, -1):
        stripped = lines[above].strip()
        if not stripped or stripped.startswith("#") or limit == 0:
            if limit == 0:
                break
            continue
        a_content, a_dashes, a_key, a_key_column, a_rest = _parse_line(lines[above])
        if a_key is not None and a_key_column < limit:
            parents.append(a_key)
            limit = a_key_column
            if a_dashes and a_dashes[0] < limit:
                parents.append(_item_index(lines, above, a_dashes[0]))
                limit = a_dashes[0]
        elif a_dashes and a_dashes[0] < limit:
            parents.append(_item_index(lines, above, a_dashes[0]))
            limit = a_dashes[0]
    return list(reversed(parents)), key, key_column


def _item_index(lines: list[str], line: int, dash_column: int) -> int:
    """Which item of its list the `- ` at `dash_column` of `line` starts (0-based)."""
    index = 0
    for above in range(line - 1, -1, -1):
        text = lines[above]
        stripped = text.strip()
        if not stripped or stripped.startswith("#"):
            continue
        column = len(text) - len(text.lstrip(" "))
        if column < dash_column:
            break
        if column == dash_column and stripped.startswith("-"):
            index += 1
    return index


def _word_at(text: str, column: int) -> str:
    for match in re.finditer(r"[A-Za-z0-9_][A-Za-z0-9_.-]*", text):
        if match.start() <= column <= match.end():
            return match.group().rstrip(".")
    return ""


def cursor_at(text: str, line: int, column: int, document: Any = None) -> Cursor:
    """The cursor at 0-based `line` and `column` of `text` (`document`: the loaded text, if it loads)."""
    lines = text.split("\n")
    current = lines[line] if line < len(lines) else ""
    path, key, key_column = yaml_path(lines, line, column)
    cursor = Cursor(path=path, key=key, word=_word_at(current, column))
    if key is not None:
        colon = current.find(":", key_column + len(key))
        cursor.in_value = colon >= 0 and column > colon
        if cursor.in_value:
            value = current[colon + 1:column]
            stripped = value.lstrip()
            cursor.in_string = stripped[:1] in ("'", '"')
            cursor.prefix = stripped[1:] if cursor.in_string else stripped
    else:
        _, dashes, _, content, _ = _parse_line(current) if current.strip() else (0, [], None, column, "")
        item = current[content:column] if dashes or current.strip() else ""
        if dashes and item:   # a list item: `- "on round_end: …`
            cursor.in_value = True
            cursor.in_string = item[:1] in ("'", '"')
            cursor.prefix = item[1:] if cursor.in_string else item
    if document is not None:
        _exact(cursor, document, lines, line, column)
    return cursor


def _exact(cursor: Cursor, document: Any, lines: list[str], line: int, column: int) -> None:
    """The loaded text's own idea of the string under the cursor: its pointer and prefix."""
    index = sum(len(text) + 1 for text in lines[:line]) + column
    best = None
    for pointer, span in document.spans.items():
        start = span.start + (1 if span.style in ("'", '"') else 0)
        end = span.end - (1 if span.style in ("'", '"') else 0)
        if span.style in ("|", ">"):
            start = document.text.find("\n", span.start) + 1
        if start <= index <= end and (best is None or span.start > best[1].start):
            best = (pointer, span, start)
    if best is None:
        return
    pointer, span, start = best
    cursor.pointer = pointer
    cursor.in_value = cursor.in_string = True
    cursor.prefix = " ".join(document.text[start:index].split()) + (" " if document.text[index - 1:index].isspace()
                                                                      and index > start else "")
    cursor.path = [int(p) if p.isdigit() else p for p in pointer.split("/")[1:]]


def is_effect(cursor: Cursor, dsl_pointers: set[str]) -> bool:
    """Is the string under the cursor an effect (or a cost, an expression)?"""
    if cursor.pointer is not None and cursor.pointer in dsl_pointers:
        return True
    pointer = "/" + "/".join(str(p) for p in cursor.path)
    if cursor.key is not None and cursor.pointer is None:
        pointer += "/" + cursor.key
    return cursor.in_value and bool(DSL_KEY.search(pointer))


def path_of(uri_or_path: str) -> Path:
    from urllib.parse import unquote, urlparse
    if uri_or_path.startswith("file:"):
        return Path(unquote(urlparse(uri_or_path).path))
    return Path(uri_or_path)
