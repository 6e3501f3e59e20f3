"""The fast way to read a well-formed rule file: libyaml's C composer (PyYAML), then our conversion.

Why: reading YAML with ruamel's pure-Python composer was most of a cold load (≈ 30× slower than
libyaml's). libyaml composes the same node tree, with the start and end mark (line, column,
character index) and the quoting style of every scalar, so the `YamlDocument` built here is the
one `yaml_ruamel.ruamel_load` builds — `tests/test_yaml_fast_path.py` checks that on every shipped
file, on broken files and on generated and mutated ones.

What keeps it exact: this path only ever answers for files that load cleanly, and says "not me"
(returns None) for anything else, so every refusal and every diagnostic is still worded by the
ruamel path, at the same line and column:
  - any libyaml error, and texts the two readers might see differently (directives, unusual line
    breaks, tabs, characters ruamel refuses, a block scalar starting with a line of spaces);
  - explicit tags (only implicit resolution, done with ruamel's YAML 1.2 rules — libyaml's own
    resolver is YAML 1.1, where `yes` is a boolean);
  - aliases, duplicate keys, non-text keys, merge keys, numbers that do not read, deep nesting:
    whatever the ruamel path would report.
libyaml's composer recurses in C, without Python's recursion guard: a text that could nest
thousands of levels deep is never given to it (`_may_nest_deeply`).
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Optional

from teotl.rules.yaml_document import MAX_DEPTH, ScalarSpan, YamlDocument, _schema_ref, _to_int, pointer_join

try:  # PyYAML with libyaml; without it every file takes the ruamel path
    import yaml as _pyyaml
    from yaml.cyaml import CParser as _CParser
    from yaml.nodes import ScalarNode as _ScalarNode, SequenceNode as _SequenceNode
    AVAILABLE = bool(getattr(_pyyaml, "__with_libyaml__", False))
except ImportError:  # pragma: no cover - pyyaml is a dependency
    AVAILABLE = False

_TAG = "tag:yaml.org,2002:"
_STR, _INT, _FLOAT, _BOOL, _NULL = (_TAG + "str", _TAG + "int", _TAG + "float", _TAG + "bool", _TAG + "null")
_TIMESTAMP = _TAG + "timestamp"
_KEY_TAGS = frozenset((_STR, _INT, _FLOAT, _BOOL))
# ruamel's reader refuses these characters; NEL, LS, PS and a lone CR are line breaks to one
# reader and not the other; BOM inside the text, likewise unclear; tabs are separators to libyaml
# in places where ruamel refuses them (`key:<tab>value`): leave all of them to ruamel.
# Everything outside \n, \x20-\x7E, \xA0-\u2027, \u202A-\uD7FF, \uE000-\uFEFE, \uFF00-\uFFFD and
# the astral planes, written as the short list it is: the complemented class took ≈ 10 ms to compile.
_UNUSUAL_CHARS = re.compile("[\x00-\x09\x0B-\x1F\x7F-\x9F\u2028\u2029\uD800-\uDFFF\uFEFF\uFFFE\uFFFF]")
_DIRECTIVE = re.compile(r"^%", re.MULTILINE)
# ruamel refuses a block scalar whose first line is spaces only and a later one more indented
# ("more indented follow up line than first"); libyaml reads it. Declined, with some margin.
_BLOCK_SCALAR_BLANK_FIRST_LINE = re.compile(r"[|>][^\n]*\n +\n")
_SAFE_NESTING = 4000  # libyaml's recursive composer was tried to 6000 levels in a thread


class _Unusual(Exception):
    """Something the ruamel path must handle (and maybe word as a diagnostic)."""


class _Implicit(str):
    """A tag the composer resolved itself: explicit tags from the text arrive as plain `str`."""


_PLAIN = _Implicit("?plain")
_QUOTED = _Implicit(_STR)
_SEQ = _Implicit(_TAG + "seq")
_MAP = _Implicit(_TAG + "map")


if AVAILABLE:
    class _Resolver(_pyyaml.resolver.BaseResolver):
        """Marks implicit tags instead of resolving them (resolution happens in `_plain_tag`)."""

        def resolve(self, kind: Any, value: Any, implicit: Any) -> str:
            # Called for untagged nodes and for the non-specific tag `!` (then nothing is
            # implicit): that one is explicit too, a plain `str` the converter refuses (libyaml
            # reads `[!, 1]` as `!` then `,` where ruamel reads the tag `!,`).
            if kind is _ScalarNode:
                if implicit[0]:
                    return _PLAIN
                return _QUOTED if implicit[1] else "!"
            if not implicit:
                return "!"
            return _SEQ if kind is _SequenceNode else _MAP

    class _Loader(_CParser, _Resolver):  # type: ignore[misc]
        def __init__(self, stream: str):
            _CParser.__init__(self, stream)
            _Resolver.__init__(self)
            # The composer calls these two around every node, for path resolvers (none here):
            # C callables that ignore their arguments instead of two Python calls per node
            # (≈ 10 % of composing). `{}.get(parent, index)` takes the two arguments the
            # composer passes; `tuple()` none.
            self.descend_resolver = {}.get
            self.ascend_resolver = tuple


# ruamel.yaml's implicit resolvers for YAML 1.2, its default (`implicit_resolvers` in
# ruamel/yaml/resolver.py, the entries for (1, 2), in its order): tag, pattern, first characters.
# Copied rather than imported: importing ruamel costs ≈ 20 ms, and a clean file never needs it.
# tests/test_yaml_fast_path.py checks the copy against the installed ruamel.
YAML_1_2_RESOLVERS: list[tuple[str, str, int, tuple[str, ...]]] = [
    (_BOOL, """^(?:true|True|TRUE|false|False|FALSE)$""", re.X, tuple("tTfF")),
    (_FLOAT, """^(?:
         [-+]?(?:[0-9][0-9_]*)\\.[0-9_]*(?:[eE][-+]?[0-9]+)?
        |[-+]?(?:[0-9][0-9_]*)(?:[eE][-+]?[0-9]+)
        |[-+]?\\.[0-9_]+(?:[eE][-+][0-9]+)?
        |[-+]?\\.(?:inf|Inf|INF)
        |\\.(?:nan|NaN|NAN))$""", re.X, tuple("-+0123456789.")),
    (_INT, """^(?:[-+]?0b[0-1_]+
        |[-+]?0o?[0-7_]+
        |[-+]?[0-9_]+
        |[-+]?0x[0-9a-fA-F_]+)$""", re.X, tuple("-+0123456789")),
    (_TAG + "merge", "^(?:<<)$", 0, ("<",)),
    (_NULL, """^(?: ~
        |null|Null|NULL
        | )$""", re.X, ("~", "n", "N", "")),
    (_TIMESTAMP, """^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]
        |[0-9][0-9][0-9][0-9] -[0-9][0-9]? -[0-9][0-9]?
        (?:[Tt]|[ \\t]+)[0-9][0-9]?
        :[0-9][0-9] :[0-9][0-9] (?:\\.[0-9]*)?
        (?:[ \\t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$""", re.X, tuple("0123456789")),
    (_TAG + "value", "^(?:=)$", 0, ("=",)),
    (_TAG + "yaml", "^(?:!|&|\\*)$", 0, tuple("!&*")),
]
_RESOLVERS: Optional[dict[str, list[tuple[str, Any]]]] = None  # first character → (tag, compiled pattern)
_PLAIN_TAGS: dict[str, str] = {}


def _resolvers() -> dict[str, list[tuple[str, Any]]]:
    global _RESOLVERS
    if _RESOLVERS is None:
        table: dict[str, list[tuple[str, Any]]] = {}
        for tag, pattern, flags, first in YAML_1_2_RESOLVERS:
            compiled = re.compile(pattern, flags)
            for char in first:
                table.setdefault(char, []).append((tag, compiled))
        _RESOLVERS = table
    return _RESOLVERS


def _plain_tag(value: str) -> str:
    """The tag ruamel (YAML 1.2, its default) gives a plain scalar — the same table, same order
    (an empty value is looked up under the first character "", where null is)."""
    tag = _PLAIN_TAGS.get(value)
    if tag is not None:
        return tag
    tag = _STR
    for suffix, regexp in _resolvers().get(value[:1], ()):
        if regexp.match(value):
            tag = suffix
            break
    if len(_PLAIN_TAGS) < 20000:
        _PLAIN_TAGS[value] = tag
    return tag


def _may_nest_deeply(text: str) -> bool:
    """An upper bound on nesting: a block collection nested in another starts at least one column
    further right, except a list directly under a mapping key (hence the 2×), and every flow
    collection opens with `[` or `{`."""
    longest = max(map(len, text.split("\n")))
    return 2 * (longest + 1) + text.count("[") + text.count("{") > _SAFE_NESTING


def _has_anchor(text: str) -> bool:
    """Does libyaml read an anchor or an alias anywhere (`&` in a comment or a string is no anchor)?
    Such a text goes to the ruamel path, which refuses anchors with its own reading of them:
    `&a:b: x` is an anchor `a` on key `:b` for libyaml, a syntax error for ruamel."""
    try:
        return any(getattr(event, "anchor", None) is not None for event in _pyyaml.parse(text, Loader=_Loader))
    except Exception:
        return True


def fast_load(text: str, path: Path, raw: bytes = b"") -> Optional[YamlDocument]:
    """The document, or None when the ruamel path must read this text (see the module doc)."""
    if (not AVAILABLE or _UNUSUAL_CHARS.search(text) or _DIRECTIVE.search(text)
            or _BLOCK_SCALAR_BLANK_FIRST_LINE.search(text) or _may_nest_deeply(text)):
        return None
    if "&" in text and _has_anchor(text):  # libyaml and ruamel read some anchors differently: ruamel words it (E109)
        return None
    try:
        node = _pyyaml.compose(text, Loader=_Loader)
    except Exception:  # any YAML error: the ruamel path words it
        return None
    if node is None:
        return None
    document = YamlDocument(path, text, None, raw=raw or text.encode("utf-8"))
    try:
        document.data = _Converter(document, may_alias="&" in text).convert(node, "", 0)
    except (_Unusual, RecursionError):
        return None
    document.schema_ref = _schema_ref(text)
    return document


class _Converter:
    """libyaml's node tree → the data and positions `yaml_ruamel._Converter` records.

    The node's kind is read from its tag (`_Resolver` gives each kind its own implicit tag; an
    explicit tag is a plain `str`, refused), and a mapping's scalar values — most nodes — are
    converted in the mapping's loop: this runs once per node of every file of a cold load."""

    def __init__(self, document: YamlDocument, may_alias: bool = True):
        self.values = document.values
        self.keys = document.keys
        self.spans = document.spans
        # the composer hands out an anchored node again for each alias; without a `&` in the
        # text there is no anchor, so no node can come twice
        self.seen: Optional[set[int]] = set() if may_alias else None

    def convert(self, node: Any, pointer: str, depth: int) -> Any:
        if depth >= MAX_DEPTH - 2:  # ruamel counts keys as one level deeper: stay well clear
            raise _Unusual()
        if self.seen is not None:
            self._once(node)
        mark = node.start_mark
        self.values[pointer] = (mark.line + 1, mark.column + 1)
        tag = node.tag
        if tag is _MAP:
            return self._mapping(node, pointer, depth)
        if tag is _SEQ:
            return [self.convert(item, f"{pointer}/{index}", depth + 1) for index, item in enumerate(node.value)]
        if tag is _PLAIN or tag is _QUOTED:
            return self._scalar(node, tag, pointer)
        raise _Unusual()  # an explicit tag

    def _once(self, node: Any) -> None:
        seen = self.seen
        if seen is not None:
            if id(node) in seen:  # an alias
                raise _Unusual()
            seen.add(id(node))

    def _mapping(self, node: Any, pointer: str, depth: int) -> dict:
        result: dict[str, Any] = {}
        keys, values, spans, plain_tags = self.keys, self.values, self.spans, _PLAIN_TAGS
        check_aliases = self.seen is not None
        inline = not check_aliases and depth + 1 < MAX_DEPTH - 2  # what `convert` would check
        for key_node, value_node in node.value:
            tag = key_node.tag
            key = key_node.value
            if tag is _PLAIN:
                if (plain_tags.get(key) or _plain_tag(key)) not in _KEY_TAGS:
                    raise _Unusual()
            elif tag is not _QUOTED:  # a list or mapping as a key, or an explicit tag
                raise _Unusual()
            if key in result:
                raise _Unusual()
            if check_aliases:
                self._once(key_node)
            child = f"{pointer}/{key}" if "~" not in key and "/" not in key else pointer_join(pointer, key)
            mark = key_node.start_mark
            keys[child] = (mark.line + 1, mark.column + 1)
            if not inline:
                result[key] = self.convert(value_node, child, depth + 1)
                continue
            tag = value_node.tag
            value = value_node.value
            # text, quoted or plain (the common case), as `_scalar` converts it
            if tag is _QUOTED or (tag is _PLAIN and value and (plain_tags.get(value) or _plain_tag(value)) is _STR):
                mark = value_node.start_mark
                values[child] = (mark.line + 1, mark.column + 1)
                spans[child] = ScalarSpan(mark.index, value_node.end_mark.index, value_node.style or None)
                result[key] = value
            elif tag is _PLAIN:
                mark = value_node.start_mark
                values[child] = (mark.line + 1, mark.column + 1)
                result[key] = self._scalar(value_node, tag, child)
            else:
                result[key] = self.convert(value_node, child, depth + 1)
        return result

    def _scalar(self, node: Any, tag: str, pointer: str) -> Any:
        value = node.value
        if tag is _PLAIN:
            if not value:
                # an empty value (`key:` and nothing): ruamel places it at the next token, libyaml
                # right after the key; rare enough to leave to ruamel than to imitate
                raise _Unusual()
            tag = _PLAIN_TAGS.get(value) or _plain_tag(value)
        else:
            tag = _STR
        if tag == _STR or tag == _TIMESTAMP:  # a date keeps its text, as on the ruamel path
            self.spans[pointer] = ScalarSpan(node.start_mark.index, node.end_mark.index, node.style or None)
            return value
        if tag == _INT:
            return _number(_to_int(value))
        if tag == _FLOAT:
            try:
                return float(value.replace("_", "").replace(".inf", "inf").replace(".Inf", "inf")
                             .replace(".INF", "inf").replace(".nan", "nan").replace(".NaN", "nan")
                             .replace(".NAN", "nan"))
            except ValueError:
                raise _Unusual() from None
        if tag == _BOOL:
            return value.lower() == "true"
        if tag == _NULL:
            return None
        raise _Unusual()  # merge key or `=` as a value, or anything new: the ruamel path decides


def _number(value: Optional[int]) -> int:
    if value is None:
        raise _Unusual()
    return value

