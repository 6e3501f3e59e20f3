"""docs/dsl.md stays complete (every verb has an example) and every example reads as rule text in
every language."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from teotl.language import ast, parse_effect
from teotl.rules import load_ruleset
from teotl.text import LANGUAGES, Renderer

DOC = Path(__file__).resolve().parent.parent / "docs" / "dsl.md"


def examples() -> list[str]:
    found = []
    for block in re.findall(r"```teotl\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S):
        if block.strip().startswith("priority"):
            found.append(block)
            continue
        found += [line.split("#")[0].strip() for line in block.splitlines() if line.split("#")[0].strip()]
    return found


def test_every_verb_has_an_example():
    import teotl.primitives  # noqa: F401 - registers every verb and query
    from teotl.language.registry import VERBS
    shown = set()
    for text in examples():
        for node in parse_effect(text).walk():
            if isinstance(node, ast.Call):
                shown.add({"power_up": "upgrade"}.get(node.verb, node.verb))
    missing = sorted(set(VERBS) - shown)
    assert missing == [], f"add an example of {missing} to docs/dsl.md (section 'More verbs')"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_example_renders(lang):
    renderer = Renderer(load_ruleset(None), lang)
    for text in examples():
        assert renderer.effect(parse_effect(text)).strip()
    shapes_only = ("warriors_in",    # (expansion) shapes the page shows before the module exists
                   "`harvest`", "`double`", "`reward`", "`fetch`")   # the templates its example declares
    assert not [w for w in renderer.warnings if ("no message" in w or "no rendering" in w or "cannot" in w)
                and not any(name in w for name in shapes_only)]
