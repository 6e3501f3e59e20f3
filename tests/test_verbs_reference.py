"""docs/verbs.md is generated from the primitives' declarations (teotl.primitives.reference): the
committed file is what the generator prints, every primitive is documented, every example parses."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from teotl.language import parse_effect
from teotl.language.registry import PRIMITIVES, QUERY_FUNCTIONS, SECTIONS, STATEMENTS, VERBS
from teotl.primitives import reference

DOC = Path(__file__).resolve().parent.parent / "docs" / "verbs.md"


def test_docs_verbs_md_is_what_the_primitives_declare():
    generated = reference.reference()
    committed = DOC.read_text(encoding="utf-8")
    assert committed == generated, (
        f"docs/verbs.md differs from the primitives' declarations: regenerate it with "
        f"`PYTHONPATH=interpreter {reference.COMMAND}` (and edit the docs in interpreter/teotl/primitives/, "
        "not in docs/verbs.md)")


def test_every_primitive_has_a_doc_and_every_module_a_section():
    assert reference.undocumented() == []
    declared = {(p.kind, p.name) for p in PRIMITIVES}
    assert {("verb", name) for name in VERBS} <= declared
    assert {("query", name) for name in QUERY_FUNCTIONS} <= declared
    assert len([p for p in PRIMITIVES if p.kind == "statement"]) >= len(STATEMENTS) - 3  # Seq, Nothing, Call: the core


def test_every_verb_and_query_appears_in_the_reference():
    text = reference.reference()
    missing = [name for name in list(VERBS) + list(QUERY_FUNCTIONS) if f"`{name}" not in text]
    assert missing == []


def _examples() -> list[tuple[str, str]]:
    return [(section.title, example.split("#")[0].strip()) for section in SECTIONS.values()
            for example in section.examples]


@pytest.mark.parametrize("title, text", _examples())
def test_every_example_of_the_reference_parses(title, text):
    parse_effect(text)


def test_the_examples_of_the_markdown_are_the_declared_ones():
    blocks = re.findall(r"```teotl\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert sum(len(block.strip().splitlines()) for block in blocks) == len(_examples())


def test_reference_sections_name_real_modules():
    for module, section in SECTIONS.items():
        path = Path(reference.__file__).resolve().parents[2] / (module.replace(".", "/") + ".py")
        assert path.is_file(), (section.title, path)
