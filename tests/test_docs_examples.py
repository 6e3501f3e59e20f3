"""Every `teotl` example in docs/dsl.md parses, and every construct of the grammar is shown."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from teotl.language import ast, parse_effect

DOC = Path(__file__).resolve().parent.parent / "docs" / "dsl.md"


def examples() -> list[str]:
    """Statements of the ```teotl blocks; a block is one effect per line unless it opens a brace."""
    found = []
    for block in re.findall(r"```teotl\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S):
        if block.strip().startswith("priority"):
            found.append(block)
            continue
        found += [line for line in block.splitlines() if line.split("#")[0].strip()]
    return found


@pytest.mark.parametrize("text", examples())
def test_doc_example_parses(text):
    parse_effect(text)


def test_doc_shows_every_construct():
    kinds = set()
    for text in examples():
        for node in parse_effect(text).walk():
            kinds.add(type(node).__name__)
            if isinstance(node, ast.Repeat):
                kinds.add("RepeatUpTo" if node.up_to else "RepeatFixed")
    expected = {"Gain", "Pay", "Choose", "May", "RepeatFixed", "RepeatUpTo", "If", "Case", "Roll",
                "Priority", "Nothing", "Call", "Trigger", "Modifier", "Func", "BinOp", "AnyWord", "Range", "Each",
                "Binder", "As", "Require"}
    assert expected <= kinds, expected - kinds
