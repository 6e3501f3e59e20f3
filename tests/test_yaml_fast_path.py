"""The libyaml fast path (rules/yaml_fast.py) reads exactly what the ruamel path reads.

The contract: for any text, `fast_load` either declines (None) or returns the document the ruamel
path returns — same data, same value/key positions, same string spans and quoting styles — and
only for texts where the ruamel path reports no problem at all. So every diagnostic (code,
message, line, column) still comes from the ruamel path. Checked on every shipped rule file, on
the test fixtures (broken ones included), on YAML 1.1/1.2 corner cases, on generated documents
and on randomly mutated rule files.
"""
from __future__ import annotations

import json
import os
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from teotl.rules import yaml_fast
from teotl.rules.yaml_fast import fast_load
from teotl.rules.yaml_loader import MAX_DEPTH, load_yaml_bytes, load_yaml_text, ruamel_load

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = sorted((ROOT / "rules").rglob("*.yaml"))
FIXTURES = sorted((ROOT / "tests" / "fixtures").rglob("*.yaml"))
BROKEN = sorted((ROOT / "tests" / "fixtures" / "broken").glob("*.yaml"))

pytestmark = pytest.mark.skipif(not yaml_fast.AVAILABLE, reason="PyYAML without libyaml: no fast path")


def snapshot(document) -> tuple:
    """Everything the rest of the loader reads from a document."""
    return (document.data, document.values, document.keys,
            {pointer: (span.start, span.end, span.style) for pointer, span in document.spans.items()},
            document.schema_ref, document.text, document.raw)


def text_of(path: Path) -> str:
    return path.read_bytes().decode("utf-8").lstrip("\ufeff").replace("\r\n", "\n")


def assert_fast_agrees(text: str, path: Path = Path("t.yaml")):
    """The contract above, for one text. Returns the fast document (or None)."""
    fast = fast_load(text, path)
    reference, diagnostics = ruamel_load(text, path)
    if fast is not None:
        assert diagnostics == [], "the fast path accepted a text the ruamel path reports problems in"
        assert snapshot(fast) == snapshot(reference)
    document, problems = load_yaml_text(text, path)
    assert problems == diagnostics
    assert (document is None) == (reference is None)
    if document is not None:
        assert snapshot(document) == snapshot(reference)
    return fast


def test_the_shipped_rule_set_is_large_enough_to_mean_something():
    assert len(SHIPPED) > 50


@pytest.mark.parametrize("path", SHIPPED + FIXTURES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_rule_file_reads_the_same_on_both_paths(path):
    text = text_of(path)
    if not text.strip():
        return
    fast = assert_fast_agrees(text, path)
    reference, diagnostics = ruamel_load(text, path)
    if reference is not None and not diagnostics:
        assert fast is not None, "a clean file should take the fast path"


@pytest.mark.parametrize("path", BROKEN, ids=lambda p: p.name)
def test_broken_files_give_the_same_diagnostics(path):
    raw = path.read_bytes()
    text = text_of(path)
    document, diagnostics = load_yaml_bytes(raw, path)
    reference, expected = ruamel_load(text, path, raw)
    assert diagnostics == expected
    assert (document is None) == (reference is None)
    if document is not None:
        assert snapshot(document) == snapshot(reference)


def test_the_shipped_files_load_without_ruamel(monkeypatch):
    """Proof that the speed-up is real: the ruamel composer is never asked for a shipped file."""
    from teotl.rules import yaml_ruamel

    def refuse():
        raise AssertionError("ruamel path used")
    monkeypatch.setattr(yaml_ruamel, "_yaml", refuse)
    for path in SHIPPED:
        document, _ = load_yaml_bytes(path.read_bytes(), path)
        assert document is not None


# YAML 1.1 (libyaml's resolver) and 1.2 (ruamel's) disagree on these plain scalars; the fast path
# must give ruamel's reading: `yes` and `on` stay text, `012` is twelve, `0o17` is fifteen.
@pytest.mark.parametrize("scalar, value", [
    ("yes", "yes"), ("on", "on"), ("No", "No"), ("012", 12), ("0o17", 15), ("0x1F", 31), ("1_000", 1000),
    ("1:20", "1:20"), ("~", None), ("null", None), ("True", True), ("false", False),
    ("1.5", 1.5), ("-2", -2), ("+3", 3), ("2026-12-01", "2026-12-01"), ("'7'", "7"), ('"on"', "on"),
    ("0b2", "0b2"), ("gain cocoa 2", "gain cocoa 2"),
])
def test_plain_scalars_resolve_as_yaml_1_2(scalar, value):
    text = f"kind: game\nvalue: {scalar}\n"
    fast = assert_fast_agrees(text)
    assert fast is not None and fast.data["value"] == value
    assert type(fast.data["value"]) is type(value)


@pytest.mark.parametrize("text, code", [
    ("a: &x 1\nb: *x\n", "E109"),              # alias
    ("a: 1\na: 2\n", "E105"),                  # duplicate key
    ("a: !custom 1\n", "E112"),                # custom tag
    ("<<: {a: 1}\n", "E112"),                  # merge key
    ("? [1, 2]\n: x\n", "E111"),               # a list as a key
    ("~: x\n", "E111"),                        # a null key
    ("a:\nb: 1\n", None),                     # an empty value: placed differently by libyaml
    ("a: !!str 3\n", None),                    # explicit standard tag: ruamel's reading
    ("a: !!int '3'\n", None),
    ("a: [0, 1, !, 3]\n", "E112"),            # libyaml: the tag `!` then `,`; ruamel: the tag `!,`
    ("a: ! [1]\n", None),                     # the non-specific tag on a list or mapping
    ("%YAML 1.1\n---\na: yes\n", None),        # a directive changes the resolution rules
    ("a: x\x85b\n", None),                     # NEL: a line break to one reader only
    ("a: x\u2028b\n", None),
    ("a: 'x\rb'\n", None),
    ("a:\t1\n", "E104"),                       # libyaml would take the tab for a space
    ("a: >-\n \n     x\n", "E103"),           # ruamel's own rule for a block scalar's first lines
    ("a: \x07\n", "E102"),                     # a control character
    ("a: [1, 2\n", "E103"),
    ("a: 1\n---\nb: 2\n", "E103"),
    ("a:\n\t- 1\n", "E104"),
    ("# only a comment\n", "E106"),
])
def test_unusual_texts_take_the_ruamel_path(text, code):
    assert fast_load(text, Path("t.yaml")) is None
    document, diagnostics = load_yaml_text(text, Path("t.yaml"))
    assert diagnostics == ruamel_load(text, Path("t.yaml"))[1]
    assert [d.code for d in diagnostics][:1] == ([code] if code else [])


@pytest.mark.parametrize("text", [
    "- " * 60_000 + "x\n",                     # compact nested lists
    "a: " + "[" * 200_000 + "]" * 200_000 + "\n",
    "a:\n" + "".join(" " * i + "- \n" for i in range(1, 300)),
], ids=["compact lists", "flow brackets", "indented lists"])
def test_deep_nesting_is_refused_without_crashing(text):
    """libyaml's composer recurses in C: such texts never reach it (a crash, not an error)."""
    assert fast_load(text, Path("t.yaml")) is None
    document, diagnostics = load_yaml_text(text, Path("t.yaml"))
    assert document is None and [d.code for d in diagnostics] == ["E108"]


def test_nesting_just_under_the_limit_reads_on_the_fast_path_or_agrees():
    text = "a: " + "[" * (MAX_DEPTH - 5) + "1" + "]" * (MAX_DEPTH - 5) + "\n"
    assert_fast_agrees(text)
    text = "a: " + "[" * (MAX_DEPTH + 5) + "1" + "]" * (MAX_DEPTH + 5) + "\n"
    assert fast_load(text, Path("t.yaml")) is None
    assert [d.code for d in load_yaml_text(text, Path("t.yaml"))[1]] == ["E108"]


@pytest.mark.parametrize("depth", range(MAX_DEPTH - 6, MAX_DEPTH + 2))
def test_nested_mappings_around_the_limit_agree(depth):
    """A mapping's text values are converted in the mapping's loop: the depth limit still holds."""
    assert_fast_agrees("a: " + "{a: " * depth + "x" + "}" * depth + "\n")
    assert_fast_agrees("".join("  " * level + "a:\n" for level in range(depth)) + "  " * depth + "a: x\n")


@pytest.mark.parametrize("text, fast", [
    ("a: 'x & y'\nb: [1, {c: d}]\n", True),        # a `&` that is no anchor
    ("a: &x 1\nb: 2\n", False),                     # any anchor: ruamel reads it (libyaml reads `&a:b: x` otherwise)
    ("a: &x {b: 1}\nc: *x\n", False),               # an alias of a mapping
    ("a: &x b\n*x : c\n", False),                   # an alias as a key
    (": x\n", False),                                # an empty key (null)
    ("'': x\n", True),                               # an empty quoted key is text
])
def test_anchors_and_empty_keys(text, fast):
    assert (assert_fast_agrees(text) is not None) is fast


def test_the_copied_yaml_1_2_table_is_ruamels():
    """yaml_fast resolves plain scalars with a copy of ruamel's YAML 1.2 table (importing ruamel
    costs ≈ 20 ms): the copy must be the installed ruamel's, entry for entry."""
    from ruamel.yaml.resolver import implicit_resolvers
    theirs = [(tag, regexp.pattern, regexp.flags, tuple(first))
              for versions, tag, regexp, first in implicit_resolvers if (1, 2) in versions]
    ours = [(tag, re.compile(pattern, flags).pattern, re.compile(pattern, flags).flags, first)
            for tag, pattern, flags, first in yaml_fast.YAML_1_2_RESOLVERS]
    assert ours == theirs


def test_unusual_characters_are_the_complement_of_the_usual_ones():
    everything = "".join(map(chr, range(0x110000)))
    usual = re.compile("[^\x0A\x20-\x7E\xA0-\u2027\u202A-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD\U00010000-\U0010FFFF]")
    assert yaml_fast._UNUSUAL_CHARS.findall(everything) == usual.findall(everything)


def test_a_clean_load_does_not_import_ruamel():
    """Loading the whole shipped rule set without any cache reads every file on the fast path and
    never imports ruamel (≈ 20 ms); ruamel is imported for the first file that needs its words."""
    code = ("import sys, json\n"
            "from teotl.rules.ruleset import load_ruleset\n"
            "rules = load_ruleset(None, ['solo', 'm6', 'm7', 'm8', 'm9', 'ms1'])\n"
            "before = 'ruamel.yaml' in sys.modules\n"
            "from pathlib import Path\n"
            "from teotl.rules.yaml_loader import load_yaml_text\n"
            "document, problems = load_yaml_text('a: [1\\n', Path('t.yaml'))\n"
            "print(json.dumps([before, 'ruamel.yaml' in sys.modules, [p.code for p in problems]]))\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "interpreter"), "TEOTL_NO_CACHE": "1"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert json.loads(out.stdout) == [False, True, ["E103"]]


def test_positions_count_characters_not_bytes():
    text = 'name: "Tláloc — 🌧"\nnext: gain cocoa 1\n'
    fast = assert_fast_agrees(text)
    assert fast.values["/next"] == (2, 7)
    assert fast.index_to_position(fast.spans["/next"].start) == (2, 7)


# ----------------------------------------------------------------------------- generated texts
words = st.text(alphabet=string.ascii_letters + string.digits + " _-:#'\"é\\.~!&*%@`|>[]{},?", max_size=12)
scalars = st.one_of(words, st.integers(-10**6, 10**6), st.booleans(), st.none(),
                    st.floats(allow_nan=False, allow_infinity=False, width=32))
documents = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                          st.dictionaries(words, inner, max_size=4)),
                         max_leaves=20)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.dictionaries(words, documents, min_size=1, max_size=4), flow=st.sampled_from([None, True, False]),
       style=st.sampled_from([None, "'", '"', "|", ">"]), width=st.sampled_from([20, 80]))
def test_generated_documents_agree(data, flow, style, width):
    import yaml
    text = yaml.safe_dump(data, default_flow_style=flow, default_style=style, width=width, allow_unicode=True)
    assert_fast_agrees(text)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(file=st.sampled_from(SHIPPED), edits=st.lists(
    st.tuples(st.floats(0, 1), st.integers(0, 3), st.sampled_from(list(" \n\t-:#'\"[]{},&*!|>?%@`\\x1") + ["- ", ": "])),
    min_size=1, max_size=4))
def test_mutated_rule_files_agree(file, edits):
    """Random damage to real files (quotes, indentation, flow brackets, anchors, tags)."""
    text = text_of(file)
    for where, delete, insert in edits:
        at = int(where * len(text))
        text = text[:at] + insert + text[at + delete:]
    if text.strip():
        assert_fast_agrees(text, file)


def test_an_anchor_libyaml_and_ruamel_read_differently_goes_to_ruamel():
    """Found by the mutation test: `&yaml-languag:e-server: …` is an anchor on the key `:e-server`
    for libyaml and a syntax error for ruamel; the fast path must leave it to ruamel."""
    assert assert_fast_agrees("&yaml-languag:e-server: $schema=x\nkind: variant\n") is None
