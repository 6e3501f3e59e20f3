"""What the page is given to draw: spaces by kind, names in the chosen language, options that
point at places, rule text, pictures — for Teotihuacan and for a rule set made up here."""
from __future__ import annotations

from pathlib import Path

import pytest
from starlette.testclient import TestClient

from teotl.server import ServerConfig, create_app

TINY_GAME = """\
kind: game
id: tiny
name: "Tiny market"
players: {min: 1, max: 3}
vocabulary:
  resources: [{id: coin}, {id: vp, score: true}]
  tracks: [{id: fame, max: 5}]
  supplies:
    - {id: deck, of: card, visible: none}
    - {id: market, of: card, columns: 3}
    - {id: hand, of: card, per_player: true, visible: owner}
  component_types: [card, action]
  global_types: [action]
  counters: [{id: rounds_played, start: 0}, {id: game_over, start: 0}]
flow: {setup: setup, player_setup: player_setup, turn: turn, round_end: round_end, game_over: "game_over == 1",
       score: vp}
"""
TINY_CARDS = """\
kind: components
components:
  - {id: card-1, type: card, name: "Sun card", picture: "pictures/sun.svg", effect: "gain vp 3"}
  - {id: card-2, type: card, name: "Moon card", picture: "pictures/moon.svg", effect: "gain vp 2"}
  - {id: card-3, type: card, name: "Star card", effect: "gain coin 2"}
  - {id: card-4, type: card, name: "Rain card", effect: "gain vp 1"}
  - {id: card-5, type: card, name: "Wind card", effect: "gain coin 1"}
  - {id: card-6, type: card, name: "Fire card", effect: "gain vp 4"}
  - {id: setup, type: action, effect: "fill deck card; shuffle deck; refill market deck 3"}
  - {id: player_setup, type: action, effect: "deal deck hand 1"}
  - {id: turn, type: action, effect: "choose { gain coin 1 | advance fame | take market free }"}
  - id: round_end
    type: action
    effect: "refill market deck 3; set rounds_played (rounds_played + 1); if (rounds_played >= 3) { set game_over (1) }"
"""
SUN = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="8"/></svg>\n'


@pytest.fixture
def tiny(tmp_path) -> Path:
    root = tmp_path / "rules" / "tiny"
    (root / "base" / "pictures").mkdir(parents=True)
    (root / "game.yaml").write_text(TINY_GAME)
    (root / "base" / "module.yaml").write_text("kind: module\nid: base\nname: Base\ndefault: true\n")
    (root / "base" / "cards.yaml").write_text(TINY_CARDS)
    (root / "base" / "pictures" / "sun.svg").write_text(SUN)
    (tmp_path / "rules" / "outside.svg").write_text(SUN)
    (root / "base" / "pictures" / "moon.svg").symlink_to(tmp_path / "rules" / "outside.svg")  # leads outside
    return root


@pytest.fixture
def api(tmp_path):
    with TestClient(create_app(ServerConfig(data_dir=tmp_path / "data"))) as test_client:
        yield test_client


def test_teotihuacan_spaces_are_drawn_from_the_data(api):
    view = api.post("/api/games", json={"seed": 3, "players": 3, "modules": ["m6", "m9"]}).json()["state"]
    kinds = {}
    for space in view["spaces"]:
        kinds.setdefault(space["kind"], []).append(space)
    ring = kinds["ring"][0]["boards"]
    assert len(ring) == 8 and ring[0]["name"] == "Palace" and ring[0]["number"] == 1
    assert sum(len(b["pieces"]) for b in ring) > 0 and all(b["place"] == f"board:{b['id']}" for b in ring)
    pyramid = kinds["slots"][0]
    assert pyramid["name"] == "Pyramid" and len(pyramid["cells"]) == 8
    assert any(slot["tile"] for slot in pyramid["slots"])            # tiles laid at setup
    graph = kinds["graph"][0]
    layers = {node["id"]: node["layer"] for node in graph["nodes"]}
    assert layers["teotihuacan"] == 0 and layers["region_1"] == 1 and layers["far_region"] == 4
    assert all(layers[a] < layers[b] for a, b in graph["edges"])
    assert [t["id"] for t in kinds["track"]] == ["blue", "red", "green", "avenue", "pyramid"]
    assert {m["seat"] for m in kinds["track"][0]["markers"]} == {0, 1, 2}


def test_options_name_the_places_they_are_about(api):
    created = api.post("/api/games", json={"seed": 3}).json()
    token, game_id = created["seats"][0]["token"], created["id"]
    view = created["state"]
    for option in view["decision"]["options"]:   # take a starting tile: the tile in your hand
        assert option["places"] == [f"component:{option['key']}"]
    while view["decision"]["kind"] != "board":
        view = api.post(f"/api/games/{game_id}/answer", json={"option": view["decision"]["options"][0]["key"]},
                        headers={"X-Teotl-Seat": token}).json()
    boards = {b["id"] for b in view["spaces"][0]["boards"]}
    for option in view["decision"]["options"]:   # place a worker: the board
        assert option["places"] == [f"board:{option['key']}"] and option["key"] in boards
        assert "_" not in option["label"]         # a name, not an id


def test_names_and_rule_text_in_the_chosen_language(api):
    created = api.post("/api/games", json={"seed": 3}).json()
    game_id, token = created["id"], created["seats"][0]["token"]
    english = api.get(f"/api/games/{game_id}?lang=en", headers={"X-Teotl-Seat": token}).json()
    portuguese = api.get(f"/api/games/{game_id}?lang=pt", headers={"X-Teotl-Seat": token}).json()
    assert english["spaces"][0]["boards"][3]["name"] != portuguese["spaces"][0]["boards"][3]["name"]
    assert {b["name"] for b in portuguese["spaces"][0]["boards"]} >= {"Palácio", "Floresta"}
    text = api.get(f"/api/games/{game_id}/text/tech-01?lang=de").json()
    assert text["title"].startswith("Technologie 01") and text["sections"]
    assert api.get("/api/rulesets/teotihuacan/text/st-00?lang=fr").json()["sections"]
    assert api.get(f"/api/games/{game_id}/text/nothing-here").status_code == 404
    assert api.get(f"/api/games/{game_id}?lang=xx").json()["error"]["code"] == "bad_language"


def test_a_rule_set_with_hands_and_an_offer_is_drawn_from_its_data(tmp_path, tiny):
    config = ServerConfig(data_dir=tmp_path / "data", rules=str(tiny))
    with TestClient(create_app(config)) as api:
        assert api.get("/api").json()["default"] == "tiny"
        created = api.post("/api/games", json={"seed": 1, "seats": [{"agent": "human"}, {"agent": "human"}]}).json()
        view = created["state"]
        assert [s["kind"] for s in view["spaces"]] == ["track"]
        market = {s["id"]: s for s in view["supplies"]}["market"]
        assert market["visible"] and market["columns"] == 3 and len(market["components"]) == 3
        assert {s["id"]: s for s in view["supplies"]}["deck"]["components"] is None
        mine, theirs = view["players"][0]["supplies"][0], view["players"][1]["supplies"][0]
        assert mine["visible"] and len(mine["components"]) == 1
        assert not theirs["visible"] and theirs["components"] is None and theirs["size"] == 1
        labels = [o["label"] for o in view["decision"]["options"]]
        assert len(labels) == 3 and all(labels)


def test_a_component_picture_is_served_only_from_inside_the_rule_set(tmp_path, tiny):
    config = ServerConfig(data_dir=tmp_path / "data", rules=str(tiny))
    with TestClient(create_app(config)) as api:
        picture = api.get("/api/rulesets/tiny/pictures/card-1")
        assert picture.status_code == 200 and picture.headers["content-type"] == "image/svg+xml"
        assert picture.headers["content-security-policy"].startswith("default-src 'none'")
        assert api.get("/api/rulesets/tiny/pictures/card-2").status_code == 404    # a link to outside
        assert api.get("/api/rulesets/tiny/pictures/card-3").status_code == 404    # none given
        from teotl.server.view import picture_url
        created = api.post("/api/games", json={"seed": 1}).json()
        session = api.app.state.server.store.live[created["id"]]
        assert picture_url(session, "card-1") == "/api/rulesets/tiny/pictures/card-1"
        assert picture_url(session, "card-2") is None


def test_a_picture_named_outside_the_rule_set_is_a_check_error(tiny):
    from teotl.rules import load_ruleset
    cards = tiny / "base" / "cards.yaml"
    cards.write_text(cards.read_text().replace("pictures/moon.svg", "../../outside.svg"))
    ruleset = load_ruleset(tiny)
    problems = [d for d in ruleset.errors if "picture" in d.format_text()]
    assert len(problems) == 1 and "cards.yaml" in problems[0].format_text()
