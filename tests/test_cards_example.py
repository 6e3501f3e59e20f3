"""The example card game of docs/authoring.md ("Cards and supplies", docs/examples/cards/): it
loads and checks clean, every YAML block of that section is what its file holds, it renders in
four languages without a fallback, and it plays whole games — copies by number of players, the
discard pile reshuffled into an empty deck, each seat's observation without the others' hands."""
from __future__ import annotations

import json
import re

import pytest

from teotl.agents import make_agent
from teotl.loading import load_runtime
from teotl.rules import load_ruleset
from teotl.runtime.game import Game
from teotl.text import LANGUAGES, Renderer

from conftest import REPO

EXAMPLE = REPO / "docs" / "examples" / "cards"
GUIDE = REPO / "docs" / "authoring.md"


def section() -> str:
    text = GUIDE.read_text(encoding="utf-8")
    start = text.index("### Cards and supplies")
    end = text.find("\n### ", start + 1)
    end = text.find("\n## ", start + 1) if end < 0 else end
    return text[start:end if end > 0 else None]


@pytest.fixture(scope="module")
def ruleset():
    return load_ruleset(EXAMPLE)


def test_the_example_loads_without_an_error_or_a_warning(ruleset):
    assert ruleset.diagnostics == []
    assert sorted(c for c in ruleset.components) == sorted(
        ["quarry", "market", "shrine", "ruins", "setup", "turn", "draw", "turn_up", "after_turn", "final_scoring"])


def test_every_yaml_block_of_the_guide_is_in_the_example_files():
    files = "\n".join(path.read_text(encoding="utf-8") for path in sorted(EXAMPLE.rglob("*.yaml")))
    blocks = re.findall(r"```yaml\n(.*?)```", section(), re.S)
    assert len(blocks) == 3
    for block in blocks:
        assert block in files, block


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_example_renders_in_every_language_without_a_fallback(ruleset, lang):
    renderer = Renderer(ruleset, lang)
    for component in ruleset.components.values():
        renderer.render_component(component)
    assert renderer.warnings == []


def test_the_guide_quotes_the_rendered_turn(ruleset):
    quoted = re.search(r"reads it back: \*(.*?)…\*", section(), re.S).group(1)
    text = " ".join(Renderer(ruleset, "en").render_component(ruleset.components["turn"]).sections[0].text.split())
    assert text.startswith(" ".join(quoted.split()))


def play(runtime, players: int, seed: int, agents: list[str]) -> Game:
    game = Game(runtime, players, seed, snapshots=True)
    deciders = [make_agent(name, seed, seat) for seat, name in enumerate(agents)]
    while not game.finished:
        decision = game.pending
        game.answer(deciders[decision.player].choose(game, decision))
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_with_every_agent_the_same_twice(players):
    _, runtime = load_runtime(EXAMPLE, logging=True)
    reshuffled = 0
    for seed in range(4):
        agents = ["greedy" if seat == seed % players else "random" for seat in range(players)]
        game = play(runtime, players, seed, agents)
        assert game.turns == 4 * players and not game.stopped_by_limit
        again = play(runtime, players, seed, agents)
        assert again.answers == game.answers and again.scores() == game.scores()
        state = game.state
        cards = [c for key, items in state.supplies.items() for c in items]
        # every card is somewhere: a pile, a hand, a player's cards in play (none is owned here)
        market = 3 if players == 4 else 2
        assert sorted(cards) == sorted([f"quarry#{k}" for k in (1, 2, 3)] + [f"market#{k}" for k in range(1, market + 1)]
                                       + ["shrine#1", "shrine#2", "ruins#1", "ruins#2"])
        reshuffled += sum(1 for e in state.log if e["e"] == "deal" and e["from"] == "discard" and e["to"] == "deck")
    assert reshuffled > 0  # some game ran through its deck and rebuilt it


def test_each_seat_sees_its_hand_and_not_the_others():
    _, runtime = load_runtime(EXAMPLE, logging=True)
    game = Game(runtime, 3, 9)
    state = game.state
    for seat in range(3):
        seen = runtime.observe(state, seat, game.pending)
        text = json.dumps(seen)
        others = {c for other in range(3) if other != seat for c in state.supplies[f"hand@{other}"]}
        assert seen["supplies"][f"hand@{seat}"]["components"] == state.supplies[f"hand@{seat}"]
        assert others and not [c for c in others | set(state.supplies["deck"]) if f'"{c}"' in text]
        drawn = [e for e in seen["log"] if e["e"] == "deal" and e["to"] != f"hand@{seat}"]
        assert [e["count"] for e in drawn] == [2, 2] and all("components" not in e for e in drawn)


def test_another_players_supply_reads_as_such_in_every_language(tmp_path):
    import shutil
    root = tmp_path / "cards"
    shutil.copytree(EXAMPLE, root)
    flow = root / "base" / "flow.yaml"
    flow.write_text(flow.read_text(encoding="utf-8") + '''
  - id: gift
    type: action
    name: "A gift"
    effect: "each p in others: { deal deck played of (p); take played of (p) free; gain vp size(played of p) }"
''', encoding="utf-8")
    for lang in LANGUAGES:
        terms = root / "i18n" / lang / "cards.ftl"
        terms.write_text(terms.read_text(encoding="utf-8") + "-component-gift = A gift\n", encoding="utf-8")
    ruleset = load_ruleset(root)
    assert ruleset.diagnostics == []
    texts = {}
    for lang in LANGUAGES:
        renderer = Renderer(ruleset, lang)
        texts[lang] = renderer.render_component(ruleset.components["gift"]).sections[0].text
        assert renderer.warnings == [], (lang, renderer.warnings)
    assert texts["en"].count("your cards in play of p") == 3, texts["en"]
    assert "von p" in texts["de"] and "de p" in texts["pt"] and "de p" in texts["fr"]
