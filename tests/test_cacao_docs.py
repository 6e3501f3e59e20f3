"""docs/cacao.md, the modders' walk-through, says what the rule files say: every `yaml` excerpt is
in one of rules/cacao/'s files as written, the counts it gives are the rule set's, and every
`teotl` command it shows names a real rule set, module and variant."""
from __future__ import annotations

import re
import shlex
from pathlib import Path

from teotl.loading import load_ruleset

from cacao_support import RULES

DOC = Path(__file__).resolve().parents[1] / "docs" / "cacao.md"
MODULES = ["map", "irrigation", "chocolatl", "huts"]


def blocks(kind: str) -> list[str]:
    return re.findall(rf"```{kind}\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_every_yaml_excerpt_is_in_a_rule_file_as_written():
    files = [p.read_text(encoding="utf-8") for p in RULES.rglob("*.yaml")]
    excerpts = blocks("yaml")
    assert len(excerpts) >= 15
    for excerpt in excerpts:
        assert any(excerpt in text for text in files), f"not in rules/cacao/:\n{excerpt}"


def test_the_counts_of_components_and_templates_are_the_rule_sets():
    base = load_ruleset(RULES, [], [])
    whole = load_ruleset(RULES, MODULES, [])
    text = DOC.read_text(encoding="utf-8")
    assert f"The base game is {len(base.components)} components and {len(base.templates)} templates" in text
    added = len(whole.components) - len(base.components)
    module_templates = [t for t in whole.templates.values() if t.module != "base"]
    replacing = [t for t in module_templates if t.id in base.templates]
    assert (f"the modules bring {added} more components (24 of them the hut faces) and {len(module_templates)} "
            f"templates, {len(replacing)} of which replace a base template") in " ".join(text.split())


def test_the_commands_name_real_modules_and_variants():
    variants = {p.stem for p in (RULES / "variants").glob("*.yaml")}
    for block in blocks("sh"):
        for line in block.splitlines():
            words = shlex.split(line.split("#")[0])
            if not words or words[0] != "teotl":
                continue
            assert words[words.index("--rules") + 1] == "cacao", line
            if "--modules" in words:
                assert set(words[words.index("--modules") + 1].split(",")) <= set(MODULES), line
            if "--variant" in words:
                assert words[words.index("--variant") + 1] in variants, line
    text = DOC.read_text(encoding="utf-8")
    for variant in variants:
        assert variant in text, variant
