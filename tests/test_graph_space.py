"""Graph spaces as a kind of space (docs/game-model.md §2 "Graph"): the node handle, the sources
`nodes(S)`, `ahead(n)`, `links(n)` and a graph's bare name, the node queries, node parameters of
templates, `each n in one_of(…)` over nodes, and all of it as rule text in en/pt/de/fr."""
from __future__ import annotations

import copy
from types import SimpleNamespace

import pytest

from minigame import GAME
from teotl.language import parse_effect
from teotl.model.decisions import EffectRun
from teotl.runtime.runtime import Runtime
from teotl.text import LANGUAGES, Renderer

from conftest import FIXTURES

ROUTE = {"id": "route", "kind": "graph", "entry": "gate", "nodes": [
    {"id": "gate", "ahead": ["hill", "ford"], "value": 0},
    {"id": "hill", "ahead": ["town"], "value": 2, "open": 1, "name": "The hill"},
    {"id": "ford", "ahead": ["town"], "value": 1, "component": "prize"},
    {"id": "town", "capacity": "unlimited", "value": 5},
], "edges": [["ford", "hill"]]}
PRIZE = {"id": "prize", "type": "tile", "effect": "gain vp 3"}
GAME_ROUTE = copy.deepcopy(GAME)
GAME_ROUTE["vocabulary"]["spaces"] = [ROUTE]


def runtime(*components) -> Runtime:
    rt = Runtime(GAME_ROUTE, [PRIZE, *components])
    assert not rt.problems, rt.problems
    return rt


def state_with(rt, pieces=(), claims=(), players: int = 3):
    state = rt.new_state(players)
    state.maps["route"] = (tuple(pieces), tuple(claims))
    return state


def value(rt, state, text: str, player: int = 0) -> int:
    return rt.compiler.expr(parse_effect(f"if ({text}) {{ nothing }}").stmts[0].condition)(rt.context(state, player))


def gained(rt, state, effect: str, player: int = 0) -> int:
    before = state.players[player].counters.get("vp", 0)
    run = EffectRun(rt.compiler.effect(parse_effect(effect)).run(rt.context(state, player)))
    assert run.finished
    return state.players[player].counters.get("vp", 0) - before


PIECES = (("hill", 0, ""), ("town", 0, ""), ("town", 1, ""), ("ford", 1, ""))


@pytest.mark.parametrize("effect, vp", [
    ("each n in nodes(route): gain vp 1", 4),                                       # every node, claimed or not
    ("each n in route where occupants(n) > 0: gain vp datum(n, value)", 8),         # the bare name: its nodes
    ("gain vp sum(datum(n, value) * occupants(n, seat) for n in nodes(route))", 7),
    ("gain vp count(n in nodes(route) where occupants(n, 1) > 0)", 2),
    ("gain vp count(n in nodes(route) where capacity(n) == 1)", 3),
    ("each n in nodes(route) where is_node(n, town): gain vp capacity(n) / 1000000", 1),
    ("each n in nodes(route) where is_node(n, gate): gain vp count(a in ahead(n))", 2),
    ("each n in nodes(route) where is_node(n, hill): gain vp count(a in links(n))", 3),  # town ahead; gate, ford behind
    ("gain vp count(n in nodes(route) where claimed_by(n) == seat)", 1),
    ("gain vp count(n in nodes(route) where claimed_by(n) < 0)", 3),
    ("gain vp count(n in nodes(route) where has(n, tile))", 1),                      # ford shows the prize
    ("each n in nodes(route) where datum(n, open) > 0: gain vp 10", 10),
])
def test_sources_and_queries_read_the_graph(effect, vp):
    rt = runtime()
    assert gained(rt, state_with(rt, PIECES, (("hill", 0),)), effect) == vp


def test_nodes_come_in_declared_order_and_links_ahead_first():
    rt = runtime()
    state = state_with(rt)
    rt.compiler.effect(parse_effect("each n in nodes(route): gain vp 1"))   # compiles
    items = rt.compiler.source(parse_effect("each n in nodes(route): gain vp 1").stmts[0].source)[1]
    assert items(rt.context(state, 0)) == [("route", "gate"), ("route", "hill"), ("route", "ford"), ("route", "town")]
    with rt.compiler.binding("h", "node"):
        links = rt.compiler.source(parse_effect("each n in links(h): gain vp 1").stmts[0].source)[1]
        ahead = rt.compiler.source(parse_effect("each n in ahead(h): gain vp 1").stmts[0].source)[1]
    ctx = rt.context(state, 0).derive_values({"h": ("route", "ford")})
    assert links(ctx) == [("route", "town"), ("route", "hill"), ("route", "gate")]   # ahead (town, hill), then gate
    assert ahead(ctx) == [("route", "town"), ("route", "hill")]


def test_one_of_the_nodes_is_a_choice_keyed_by_node_id():
    rt = runtime()
    state = state_with(rt, PIECES)
    run = EffectRun(rt.compiler.effect(parse_effect(
        "each n in one_of(nodes(route)) where occupants(n, seat) > 0: gain vp datum(n, value)")).run(rt.context(state, 0)))
    assert run.pending.keys() == ["hill", "town"]
    run.answer("town")
    assert run.finished and state.players[0].counters["vp"] == 5


def test_any_order_over_nodes_shows_their_names():
    rt = runtime()
    state = state_with(rt, PIECES)
    run = EffectRun(rt.compiler.effect(parse_effect(
        "each n in any_order(nodes(route)) where occupants(n, seat) > 0: gain vp 1")).run(rt.context(state, 0)))
    assert run.pending.keys() == ["hill", "town"]
    assert [o.text for o in run.pending.options] == ["The hill", "town"]       # its `name`, else its id


def test_a_template_takes_a_node():
    crowd = {"id": "crowd", "params": [{"n": "node"}], "value": "occupants(n) * datum(n, value)"}
    rt = Runtime(GAME_ROUTE, [PRIZE], templates=[crowd])
    assert not rt.problems, rt.problems
    assert gained(rt, state_with(rt, PIECES), "gain vp sum(crowd(n) for n in nodes(route))") == 13   # hill 2, ford 1, town 2 × 5
    wrong = Runtime(GAME_ROUTE, [PRIZE, {"id": "user", "type": "tile", "effect": "gain vp crowd(vp)"}], templates=[crowd])
    assert [p.code for p in wrong.problems] == ["E425"]


@pytest.mark.parametrize("effect, code, words", [
    ("gain vp occupants(vp)", "E481", "must be a node"),
    ("each c in nodes(vp): gain vp 1", "E480", "must be a graph of vocabulary.spaces"),
    ("each n in nodes(route): gain vp datum(n, valeu)", "E401", "no node has the number `valeu`"),
    ("each n in nodes(route) where is_node(n, twon): gain vp 1", "E401", "no graph has a node `twon`"),
    ("each n in nodes(route): each a in ahead(vp): gain vp 1", "E481", "must be a node"),
    ("gain vp capacity()", "E4", ""),
])
def test_bad_node_arguments_are_clear_errors(effect, code, words):
    rt = Runtime(GAME_ROUTE, [PRIZE, {"id": "user", "type": "tile", "effect": effect}])
    assert len(rt.problems) == 1 and rt.problems[0].code.startswith(code), rt.problems
    assert words in rt.problems[0].message and rt.problems[0].hint


EFFECTS = [
    "each n in nodes(route) where occupants(n, seat) > 0 and claimed_by(n) < 0: gain vp datum(n, value)",
    "each n in route: gain vp occupants(n) + capacity(n)",
    "each n in nodes(route) where is_node(n, gate): { each a in ahead(n): gain vp 1; each l in links(n): gain vp 1 }",
    "gain vp count(n in nodes(route) where occupants(n, 1) > 0)",
    "enter route at hill; enter route from cocoa; claim_node route where open keep; remove_piece route",
]


@pytest.fixture(scope="module")
def ruleset():
    components = {c["id"]: SimpleNamespace(id=c["id"], name=c.get("name", ""), data=c.get("data", {}), type=c["type"],
                                           tags=c.get("tags", []), module="base") for c in (PRIZE,)}
    return SimpleNamespace(game=GAME_ROUTE, components=components,
                           root=FIXTURES / "words")   # its words: VP, cocoa, the hand


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_form_renders_in_every_language(ruleset, lang):
    renderer = Renderer(ruleset, lang)
    for effect in EFFECTS:
        text = renderer.effect(parse_effect(effect))
        assert text and "{" not in text and "?" not in text, (effect, text)
    problems = [w for w in renderer.warnings if "no message" in w or "cannot render" in w or "no rendering" in w
                or "Unknown" in w or "English used" in w]
    assert problems == []


def test_the_english_text_word_for_word(ruleset):
    renderer = Renderer(ruleset, "en")

    def text(effect: str) -> str:
        return renderer.effect(parse_effect(effect))
    assert text("each n in nodes(route) where occupants(n, seat) > 0: gain vp datum(n, value)") == \
        "For each of the nodes of route (n) for which the number of your pieces on n is more than 0: gain VP equal to the “value” of n."
    assert text("remove_piece route") == "Remove one of your pieces on route from the game."


def test_the_example_of_the_authoring_guide_compiles_and_reads_in_every_language():
    """docs/authoring.md, "Graphs": the declaration and each effect line, as written."""
    import re
    from pathlib import Path

    from ruamel.yaml import YAML
    text = (Path(__file__).resolve().parent.parent / "docs" / "authoring.md").read_text(encoding="utf-8")
    section = text[text.index("### Graphs"):]
    section = section[:section.index("\n### ", 5)]
    declared = YAML(typ="safe").load(re.findall(r"```yaml\n(.*?)```", section, re.S)[0])["vocabulary"]
    effects = [line.split("#")[0].strip() for line in re.findall(r"```teotl\n(.*?)```", section, re.S)[0].splitlines()]
    game = copy.deepcopy(GAME)
    game["vocabulary"]["resources"] += declared["resources"]
    game["vocabulary"]["spaces"] = declared["spaces"]
    components = [{"id": f"e{i}", "type": "tile", "effect": effect} for i, effect in enumerate(effects) if effect]
    rt = Runtime(game, components)
    assert len(components) == 5 and rt.problems == []
    state = rt.new_state(2)
    state.players[0].counters["scouts"] = 1
    assert EffectRun(rt.effect("e0").run(rt.context(state, 0))).finished
    assert state.maps["trail"] == ((("camp", 0, ""),), ())
    ruleset = SimpleNamespace(game=game, components={})
    for lang in LANGUAGES:
        renderer = Renderer(ruleset, lang)
        for effect in effects:
            if effect:
                rendered = renderer.effect(parse_effect(effect))
                assert rendered and "{" not in rendered and "?" not in rendered, (lang, effect, rendered)
        assert not [w for w in renderer.warnings if "no message" in w or "English used" in w], renderer.warnings
