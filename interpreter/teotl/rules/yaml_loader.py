"""Read one YAML rule file into plain Python data plus a map of where every value stands.

Why not `yaml.load`: rule authors need errors at the exact line and column, including inside
effect strings, so we compose ruamel.yaml's node tree (which keeps the start and end of every
scalar and its quoting style) and convert it ourselves. Doing the conversion ourselves also lets
us refuse what would hurt: duplicate keys (YAML silently keeps the last), anchors and aliases
(alias bombs, and values whose origin is hidden), custom tags, absurd nesting, huge files.
Nothing in here raises on bad input: every problem becomes a `Diagnostic`.

Positions are stored per JSON pointer (RFC 6901, `/components/3/effect`), 1-based.

Well-formed files are read by libyaml (`yaml_fast.py`), which builds the same document; ruamel
is imported only when a file needs it (≈ 20 ms of imports a clean load never pays).
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional, Union

from teotl.rules.diagnostics import Diagnostic, error

if TYPE_CHECKING:
    from ruamel.yaml import YAML
    from ruamel.yaml.error import MarkedYAMLError
    from ruamel.yaml.nodes import MappingNode, Node, ScalarNode

MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_DEPTH = 100
_TAG = "tag:yaml.org,2002:"
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


# ----------------------------------------------------------------------------- loading
class _Refused(Exception):
    def __init__(self, code: str, message: str, hint: str, mark):
        super().__init__(message)
        self.code, self.message, self.hint, self.mark = code, message, hint, mark


@lru_cache(maxsize=1)
def _strict_composer() -> type:
    """ruamel's composer, refusing aliases (no alias bombs, no hidden origins) and deep nesting
    (the composer recurses; we stop long before Python's recursion limit)."""
    from ruamel.yaml.composer import Composer
    from ruamel.yaml.events import AliasEvent

    class _StrictComposer(Composer):
        def compose_node(self, parent: Any, index: Any) -> Any:
            if self.parser.check_event(AliasEvent):
                event = self.parser.get_event()
                raise _Refused("E109", f"YAML alias `*{event.anchor}` is not supported",
                               "write the value out in full; anchors and aliases hide where a value comes from",
                               event.start_mark)
            depth = getattr(self, "_teotl_depth", 0) + 1
            if depth > MAX_DEPTH:
                raise _Refused("E108", f"the data nests more than {MAX_DEPTH} levels deep",
                               "flatten the structure", self.parser.peek_event().start_mark)
            self._teotl_depth = depth
            try:
                return super().compose_node(parent, index)
            finally:
                self._teotl_depth = depth - 1
    return _StrictComposer


def _yaml() -> YAML:
    from ruamel.yaml import YAML
    yaml = YAML(typ="safe", pure=True)
    yaml.Composer = _strict_composer()
    return yaml


def load_yaml_file(path: Path) -> tuple[Optional[YamlDocument], list[Diagnostic]]:
    """Read and load one file. Returns (None, diagnostics) when it cannot be used at all."""
    try:
        if path.is_dir():
            return None, [error("E101", "is a folder, not a file", "give a .yaml file or a rule-set folder",
                                path, 1, 1)]
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            return None, [error("E110", f"the file is {size:,} bytes (limit {MAX_FILE_BYTES:,})",
                                "split it into several component files", path, 1, 1)]
        raw = path.read_bytes()
    except OSError as exc:
        return None, [error("E101", f"cannot read the file: {exc.strerror or exc}",
                            "check the path and its permissions", path, 0, 0)]
    return load_yaml_bytes(raw, path)


def load_yaml_bytes(raw: bytes, path: Path) -> tuple[Optional[YamlDocument], list[Diagnostic]]:
    """Decode and load; the same checks as `load_yaml_file`, for tests and in-memory files."""
    if len(raw) > MAX_FILE_BYTES:
        return None, [error("E110", f"the file is {len(raw):,} bytes (limit {MAX_FILE_BYTES:,})",
                            "split it into several component files", path, 1, 1)]
    if b"\x00" in raw:
        index = raw.index(b"\x00")
        line, column = _byte_position(raw, index)
        return None, [error("E102", "the file looks binary (it contains a NUL byte), not YAML text",
                            "rule files are UTF-8 text; was the wrong file given?", path, line, column)]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, column = _byte_position(raw, exc.start)
        return None, [error("E102", f"the file is not UTF-8 text (byte 0x{raw[exc.start]:02x} cannot be decoded)",
                            "save the file as UTF-8", path, line, column)]
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n")
    return load_yaml_text(text, path, raw)


def _byte_position(raw: bytes, index: int) -> tuple[int, int]:
    line = raw.count(b"\n", 0, index) + 1
    line_start = raw.rfind(b"\n", 0, index) + 1
    column = len(raw[line_start:index].decode("utf-8", errors="replace")) + 1
    return line, column


def load_yaml_text(text: str, path: Path, raw: bytes = b"") -> tuple[Optional[YamlDocument], list[Diagnostic]]:
    if not text.strip():
        return None, [error("E106", "the file is empty", "a rule file starts with `kind:`", path, 1, 1)]
    from teotl.rules.yaml_fast import fast_load  # here: it builds on this module's classes
    fast = fast_load(text, path, raw)
    if fast is not None:
        return fast, []
    return ruamel_load(text, path, raw)


def ruamel_load(text: str, path: Path, raw: bytes = b"") -> tuple[Optional[YamlDocument], list[Diagnostic]]:
    """The reference reader (pure-Python ruamel.yaml): slow, and the one that words every error."""
    if not text.strip():
        return None, [error("E106", "the file is empty", "a rule file starts with `kind:`", path, 1, 1)]
    from ruamel.yaml.error import MarkedYAMLError, YAMLError
    from ruamel.yaml.reader import ReaderError
    try:
        node = _yaml().compose(text)
    except _Refused as exc:
        line, column = _mark(exc.mark)
        return None, [error(exc.code, exc.message, exc.hint, path, line, column)]
    except ReaderError as exc:
        document = YamlDocument(path, text, None)
        line, column = document.index_to_position(max(exc.position, 0))
        char = exc.character if isinstance(exc.character, str) else chr(exc.character)
        return None, [error("E102", f"the file contains the control character U+{ord(char):04X}",
                            "rule files are plain UTF-8 text; was a binary file given?", path, line, column)]
    except MarkedYAMLError as exc:
        return None, [_syntax_diagnostic(exc, text, path)]
    except YAMLError as exc:
        return None, [error("E103", f"YAML error: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}",
                            "check the YAML syntax", path, 1, 1)]
    except RecursionError:
        return None, [error("E108", "the data nests too deeply", "flatten the structure", path, 1, 1)]
    if node is None:
        return None, [error("E106", "the file has no content (only comments)",
                            "a rule file starts with `kind:`", path, 1, 1)]
    document = YamlDocument(path, text, None, raw=raw or text.encode("utf-8"))
    document.schema_ref = _schema_ref(text)
    converter = _Converter(document)
    document.data = converter.convert(node, "", 0)
    return document, converter.diagnostics


def _mark(mark) -> tuple[int, int]:
    if mark is None:
        return 1, 1
    return mark.line + 1, mark.column + 1


def _syntax_diagnostic(exc: MarkedYAMLError, text: str, path: Path) -> Diagnostic:
    mark = exc.problem_mark or exc.context_mark
    line, column = _mark(mark)
    problem = (exc.problem or "").strip()
    # A tab in indentation is the commonest YAML mistake and ruamel's message hides it.
    lines = text.split("\n")
    if "\\t" in problem or "\t" in problem:
        for number in range(min(line, len(lines)), 0, -1):
            indent = re.match(r"[ \t]*", lines[number - 1]).group(0)
            if "\t" in indent:
                return error("E104", "tab character in indentation",
                             "indent with spaces: YAML does not allow tabs there", path, number,
                             indent.index("\t") + 1)
        return error("E104", "tab character where YAML does not allow one",
                     "use spaces instead of tabs", path, line, column)
    context = (exc.context or "").strip()
    message = problem or context or "invalid YAML"
    hint = _syntax_hint(problem, context, exc)
    if context and problem and exc.context_mark is not None and exc.problem_mark is not None:
        cline, ccol = _mark(exc.context_mark)
        if (cline, ccol) != (line, column):
            message = f"{problem} ({context} at line {cline})"
    return error("E103", f"YAML syntax error: {message}", hint, path, line, column)


def _syntax_hint(problem: str, context: str, exc: Exception) -> str:
    if "mapping values are not allowed" in problem:
        return "a value containing `: ` must be quoted, e.g. effect: \"on round_end: gain point 1\""
    if "another document" in problem:
        return "one YAML document per file: remove the second `---`"
    if "expected ',' or ']'" in problem or "expected ',' or '}'" in problem:
        return "a `[` or `{` is not closed"
    if "found unexpected end of stream" in problem or "while scanning a quoted scalar" in context:
        return "a quote is not closed"
    if "could not find expected ':'" in problem or "simple key" in context:
        return "a key needs a `:` after it; a long text must be quoted"
    if "block end" in problem or "indentation" in problem or "block mapping" in context:
        return "check the indentation: items of one mapping or list line up"
    if "'@'" in problem or "'`'" in problem:
        return "`@` and backquote cannot start a value: quote it"
    return "check the YAML syntax near this point"


def _schema_ref(text: str) -> Optional[str]:
    for line in text.split("\n")[:10]:
        match = _SCHEMA_LINE.search(line)
        if match:
            return match.group(1)
    return None


class _Converter:
    """Node tree → plain data, recording positions and refusing what YAML allows but we do not."""

    def __init__(self, document: YamlDocument):
        self.document = document
        self.diagnostics: list[Diagnostic] = []

    def _error(self, code: str, message: str, hint: str, mark) -> None:
        line, column = _mark(mark)
        self.diagnostics.append(error(code, message, hint, self.document.path, line, column))

    def convert(self, node: Node, pointer: str, depth: int) -> Any:
        self.document.values[pointer] = _mark(node.start_mark)
        if node.id == "mapping":  # ruamel's node kinds (MappingNode.id …), read without importing ruamel here
            return self._mapping(node, pointer, depth)
        if node.id == "sequence":
            return [self.convert(item, pointer_join(pointer, index), depth + 1)
                    for index, item in enumerate(node.value)]
        return self._scalar(node, pointer)

    def _mapping(self, node: MappingNode, pointer: str, depth: int) -> dict:
        result: dict[str, Any] = {}
        first_seen: dict[str, int] = {}
        for key_node, value_node in node.value:
            key = self._key(key_node)
            if key is None:
                continue
            if key in result or key in first_seen:
                self._error("E105", f"duplicate key `{key}`",
                            f"first defined at line {first_seen[key]}; YAML would silently keep only one",
                            key_node.start_mark)
                continue
            first_seen[key] = key_node.start_mark.line + 1
            child = pointer_join(pointer, key)
            self.document.keys[child] = _mark(key_node.start_mark)
            result[key] = self.convert(value_node, child, depth + 1)
        return result

    def _key(self, node: Node) -> Optional[str]:
        if node.id != "scalar":
            self._error("E111", "a mapping key must be a plain word or number, not a list or mapping",
                        "write the key as text", node.start_mark)
            return None
        tag = str(node.tag)
        if tag == _TAG + "merge":
            self._error("E112", "merge keys (`<<`) are not supported", "write the values out in full",
                        node.start_mark)
            return None
        if tag in (_TAG + "str", _TAG + "int", _TAG + "float"):
            return node.value
        if tag == _TAG + "bool":
            return node.value
        self._error("E111", f"the key `{node.value}` is not text", "quote the key", node.start_mark)
        return None

    def _scalar(self, node: ScalarNode, pointer: str) -> Any:
        tag = str(node.tag)
        value = node.value
        if tag == _TAG + "str":
            self.document.spans[pointer] = ScalarSpan(node.start_mark.index, node.end_mark.index, node.style)
            return value
        if tag == _TAG + "int":
            return _to_int(value) if _to_int(value) is not None else self._bad_number(node)
        if tag == _TAG + "float":
            try:
                return float(value.replace("_", "").replace(".inf", "inf").replace(".Inf", "inf")
                             .replace(".INF", "inf").replace(".nan", "nan").replace(".NaN", "nan")
                             .replace(".NAN", "nan"))
            except ValueError:
                return self._bad_number(node)
        if tag == _TAG + "bool":
            return value.lower() == "true"
        if tag == _TAG + "null":
            return None
        if tag == _TAG + "timestamp":  # a date: keep the text, schemas want strings there
            self.document.spans[pointer] = ScalarSpan(node.start_mark.index, node.end_mark.index, node.style)
            return value
        self._error("E112", f"the YAML tag `{tag}` is not supported",
                    "remove the `!tag`; rule files use plain values", node.start_mark)
        return value

    def _bad_number(self, node: ScalarNode) -> None:
        self._error("E103", f"cannot read the number `{node.value[:40]}`", "write a plain whole number",
                    node.start_mark)
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
