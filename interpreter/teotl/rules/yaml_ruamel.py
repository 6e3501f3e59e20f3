"""The reference YAML reader: ruamel.yaml's pure-Python composer, and the words of every YAML error.

Why ruamel and not `yaml.load`: we compose ruamel's node tree (which keeps the start and end of
every scalar and its quoting style) and convert it ourselves, refusing what would hurt:
duplicate keys (YAML silently keeps the last), anchors and aliases (alias bombs, and values whose
origin is hidden), custom tags, absurd nesting. Nothing in here raises on bad input: every
problem becomes a `Diagnostic`. Only files the libyaml fast path declines come here, so ruamel
is imported only then (≈ 20 ms a clean load never pays).
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from teotl.rules.diagnostics import Diagnostic, error
from teotl.rules.yaml_indent import deeper_than_value, over_indented, under_indented
from teotl.rules.yaml_document import MAX_DEPTH, ScalarSpan, YamlDocument, _schema_ref, _to_int, pointer_join

if TYPE_CHECKING:
    from ruamel.yaml import YAML
    from ruamel.yaml.error import MarkedYAMLError
    from ruamel.yaml.nodes import MappingNode, Node, ScalarNode

_TAG = "tag:yaml.org,2002:"


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
    explained = None
    if problem.startswith("expected <block end>"):
        explained = under_indented(text, line) or deeper_than_value(text, line)
    elif "mapping values are not allowed" in problem:
        explained = over_indented(text, line, column)
    if explained is not None:   # an indentation slip, said as one
        return error("E103", f"YAML indentation: {explained.message}", explained.hint, path, explained.line,
                     explained.column)
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
            if value_node.id == "scalar" and value_node.value == "" and not value_node.style:
                # `key:` and nothing: ruamel marks the empty value at the next token, a line below
                self.document.values[child] = self.document.keys[child]
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
