"""A loaded YAML rule file as plain data plus a map of where every value stands.

Why a module of its own: both readers (libyaml's fast path, `yaml_fast.py`, and ruamel's, which
words every error, `yaml_ruamel.py`) build this same `YamlDocument`, and everything downstream
(schemas, modules, the effect parser's positions, the language server) reads only it.

Positions are stored per JSON pointer (RFC 6901, `/components/3/effect`), 1-based; columns
inside an effect string are mapped to the file by `YamlDocument.locate_in_string`.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Union

MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_DEPTH = 100
_SCHEMA_LINE = re.compile(r"#\s*yaml-language-server:\s*\$schema=(\S+)")

# ----------------------------------------------------------------------------- pointers
def pointer_join(base: str, key: Union[str, int]) -> str:
    """`pointer_join("/components", 3)` → `/components/3` (with RFC 6901 escapes)."""
    return f"{base}/{str(key).replace('~', '~0').replace('/', '~1')}"


def pointer_parts(pointer: str) -> list[str]:
    if not pointer:
        return []
    return [part.replace("~1", "/").replace("~0", "~") for part in pointer.split("/")[1:]]


def pointer_get(data: Any, pointer: str) -> Any:
    """The value at `pointer`, or raise KeyError."""
    for part in pointer_parts(pointer):
        if isinstance(data, dict):
            data = data[part]
        elif isinstance(data, list):
            try:
                data = data[int(part)]
            except (ValueError, IndexError):
                raise KeyError(pointer) from None
        else:
            raise KeyError(pointer)
    return data


# ----------------------------------------------------------------------------- the document
@dataclass
class ScalarSpan:
    """Where a string scalar's source text is: character indexes into the file and its style
    (None plain, `'`, `"`, `|`, `>`). Used to map a column inside an effect string to the file."""
    start: int
    end: int
    style: Optional[str]


@dataclass
class YamlDocument:
    """A loaded file: plain data (dicts, lists, str, int, float, bool, None) and positions."""

    path: Path
    text: str
    data: Any
    values: dict[str, tuple[int, int]] = field(default_factory=dict, repr=False)
    keys: dict[str, tuple[int, int]] = field(default_factory=dict, repr=False)
    spans: dict[str, ScalarSpan] = field(default_factory=dict, repr=False)
    schema_ref: Optional[str] = None
    raw: bytes = field(default=b"", repr=False)
    _line_starts: Optional[list[int]] = field(default=None, repr=False)

    def position(self, pointer: str) -> tuple[int, int]:
        """Line and column of the value at `pointer`, or of its nearest ancestor that has one."""
        while True:
            if pointer in self.values:
                return self.values[pointer]
            if not pointer:
                return (1, 1)
            pointer = pointer.rsplit("/", 1)[0]

    def key_position(self, pointer: str) -> tuple[int, int]:
        """Line and column of the key that names `pointer` (falls back to the value's)."""
        return self.keys.get(pointer) or self.position(pointer)

    def index_to_position(self, index: int) -> tuple[int, int]:
        if self._line_starts is None:
            self._line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        line = bisect.bisect_right(self._line_starts, index) - 1
        return line + 1, index - self._line_starts[line] + 1

    def locate_in_string(self, pointer: str, line: int, column: int) -> tuple[int, int]:
        """Map (line, column) inside the string value at `pointer` (1-based, as the effect
        parser reports them) to the file. Line 0 means the value itself."""
        span = self.spans.get(pointer)
        if span is None or line <= 0:
            return self.position(pointer)
        try:
            value = pointer_get(self.data, pointer)
        except KeyError:
            return self.position(pointer)
        if not isinstance(value, str):
            return self.position(pointer)
        lines = value.split("\n")
        line = min(line, len(lines))
        offset = sum(len(text) + 1 for text in lines[: line - 1]) + max(column, 1) - 1
        index = _source_index(self.text, span, value, offset)
        return self.index_to_position(index)


def _source_index(src: str, span: ScalarSpan, value: str, offset: int) -> int:
    """Index in `src` of character `offset` of the scalar's value.

    The value differs from its source by quotes, escapes, indentation and line folding; we walk
    both in step, matching equal characters and skipping what the YAML reader removed. Exact for
    single-line scalars and block scalars, right on every non-blank character otherwise."""
    start, end = span.start, min(span.end, len(src))
    j = start
    if span.style in ("|", ">"):
        newline = src.find("\n", start, end)
        j = newline + 1 if newline >= 0 else start
    elif span.style in ("'", '"'):
        j = start + 1
    if offset >= len(value):  # just past the end ("the effect ends too early")
        if not value:
            return j
        return _source_index(src, span, value, len(value) - 1) + 1
    last = j
    for i, char in enumerate(value[: offset + 1]):
        if j >= end:
            return last
        if span.style == '"' and src[j] == "\\":
            if j + 1 < end and src[j + 1] == "\n":  # escaped line break: produces nothing
                j += 2
                while j < end and src[j] in " \t":
                    j += 1
            if j < end and src[j] == "\\":
                position = j
                j += _escape_length(src, j)
                if i == offset:
                    return position
                last = position
                continue
        if j < end and src[j] == char:
            position = j
            j += 1
        else:
            found = src.find(char, j, end)
            if found < 0:
                position = j
            else:
                position, j = found, found + 1
        if i == offset:
            return position
        last = position
    return last


def _escape_length(src: str, j: int) -> int:
    kind = src[j + 1] if j + 1 < len(src) else ""
    return {"x": 4, "u": 6, "U": 10}.get(kind, 2)


def _schema_ref(text: str) -> Optional[str]:
    for line in text.split("\n")[:10]:
        match = _SCHEMA_LINE.search(line)
        if match:
            return match.group(1)
    return None


def _to_int(text: str) -> Optional[int]:
    cleaned = text.replace("_", "")
    try:
        return int(cleaned, 0)
    except ValueError:
        pass
    try:
        return int(cleaned, 10)
    except ValueError:
        return None
