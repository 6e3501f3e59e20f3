"""The base rule set loads and compiles without a problem, and holds the component counts of the
facts sheet §1 (/work/shared/reference/teotihuacan-base.md: 18 starting tiles, 9 technologies,
54 discovery tiles, 9 royal tiles, 7 temple bonus tiles, 32 pyramid tiles, 15 decoration tiles,
11 buildings) plus the 5 ascension bonuses of §6.3 and the 8 Action Boards of §5."""
from __future__ import annotations

from collections import Counter

import pytest

from base_rules import base_runtime


def test_base_rule_set_compiles_without_problems():
    rt = base_runtime()
    assert rt.problems == []


@pytest.mark.parametrize("component_type, count", [
    ("starting_tile", 18), ("technology", 9), ("discovery", 54), ("royal_tile", 9),
    ("temple_bonus", 7), ("ascension", 5), ("pyramid_tile", 32), ("decoration_tile", 15),
    ("building", 11), ("board", 8),
], ids=lambda value: str(value))
def test_component_counts_match_the_sheet(component_type, count):
    counts = Counter(info.type for info in base_runtime().components.values())
    assert counts[component_type] == count


def test_ring_has_the_eight_boards_with_palace_first_and_construction_opposite():
    """§2.1: P1 = Palace (1), P5 = Construction (8); the other six are boards 2-7."""
    boards = [b.number for b in base_runtime().vocab.boards]
    assert boards[0] == 1 and boards[4] == 8 and sorted(boards) == [1, 2, 3, 4, 5, 6, 7, 8]


def test_loader_reports_no_errors():
    ruleset_module = pytest.importorskip("teotl.rules.ruleset")
    from base_rules import ROOT
    ruleset = ruleset_module.load_ruleset(ROOT)
    assert [str(d) for d in ruleset.errors] == []
