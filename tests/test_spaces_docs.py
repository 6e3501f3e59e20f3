"""The example of docs/authoring.md, "Spaces": the little road-laying game checks clean as a rule
set on disk, reads as rule text in every language, and plays to the end by its rules."""
from __future__ import annotations

import re

import pytest
from ruamel.yaml import YAML

from teotl.agents import make_agent
from teotl.rules.ruleset import load_ruleset
from teotl.runtime.game import Game
from teotl.text import LANGUAGES, Renderer

from conftest import REPO


def example() -> tuple[str, str]:
    """The game.yaml and the components of the section, as written."""
    text = (REPO / "docs" / "authoring.md").read_text(encoding="utf-8")
    section = text[text.index("### Spaces"):]
    section = section[:section.index("\n### ", 5)] if "\n### " in section[5:] else section
    game, components = re.findall(r"```yaml\n(.*?)```", section, re.S)[:2]
    return game, components


@pytest.fixture(scope="module")
def roads(tmp_path_factory):
    root = tmp_path_factory.mktemp("roads")
    game, components = example()
    (root / "game.yaml").write_text(game, encoding="utf-8")
    (root / "base").mkdir()
    (root / "base" / "module.yaml").write_text("kind: module\nid: base\nname: Base\ndefault: true\n", encoding="utf-8")
    (root / "base" / "components.yaml").write_text(components, encoding="utf-8")
    ruleset = load_ruleset(root)
    assert [d for d in ruleset.diagnostics if d.code != "W101"] == []   # W101: no schema line for editors
    return ruleset


def test_the_example_is_what_the_section_says():
    game, components = example()
    data = YAML(typ="safe").load(game)
    assert data["vocabulary"]["spaces"] == [{"id": "map", "kind": "grid"}]
    assert "place hand on map rotated free where" in components


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_road_game_plays_to_the_end(roads, seed):
    from teotl.runtime.runtime import Runtime
    rt = Runtime.from_ruleset(roads)
    game = Game(rt, players=2, seed=seed)
    agents = [make_agent("random", seed, seat) for seat in range(2)]
    while not game.finished:
        game.answer(agents[game.pending.player].choose(game, game.pending))
    grid = game.state.cells["map"]
    towns = sorted(cell for cell, stack in grid.items() if stack[-1][0] == "town")
    assert towns == [(-1, -1), (-1, 1), (0, 0), (1, -1)]          # the origin, then three diagonals
    roads_laid = {cell: stack[-1] for cell, stack in grid.items() if stack[-1][0] != "town"}
    assert len(roads_laid) == 6 and all((r + c) % 2 == 1 for r, c in roads_laid)
    worth = [-2, 0, 3, 6]
    for player in game.state.players:
        assert player.counters["vp"] == player.counters["coin"] + 2 + worth[player.tracks["trade"]]
        # each road pays its ends facing towns: recount them from the grid
        ends = 0
        for (r, c), (road, owner, k) in roads_laid.items():
            if owner != player.index:
                continue
            printed = rt.components[road].data["ends"]
            for side, (dr, dc) in enumerate(((-1, 0), (0, 1), (1, 0), (0, -1))):
                if (r + dr, c + dc) in towns:
                    ends += printed[(side - k) % 4]
        assert player.counters["coin"] == ends


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_road_game_reads_as_rule_text(roads, lang):
    renderer = Renderer(roads, lang)
    text = renderer.effect(roads.components["turn"].parsed["effect"])
    assert text and "{" not in text
    assert not [w for w in renderer.warnings if "no message" in w or "no rendering" in w or "cannot" in w]
