"""Who sees what: a seat's page never receives what that seat may not see — not another
player's hand, not a face-down stack's contents or order — not even in the JSON."""
from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient

from teotl.server import ServerConfig, create_app
from teotl.server.visibility import HIDDEN_NAME, Visibility


@pytest.fixture
def app(tmp_path):
    return create_app(ServerConfig(data_dir=tmp_path))


def hidden_from(app, game_id: str, seat):
    """What lies, right now, in the supplies the rules keep from `seat` (read from the server's
    own game, not from anything it sent)."""
    session = app.state.server.store.live[game_id]
    from teotl.server.view import visibility_of
    sight = visibility_of(session)
    return {key: list(contents) for key, contents in session.game.state.supplies.items()
            if contents and not sight.sees(key, seat)}


_WORDS: dict[str, set] = {}


def appears(component_id: str, text: str) -> bool:
    """Is the id in the text as a whole word (`st-1` is not in `st-10`)? The text's words are
    gathered once."""
    words = _WORDS.get(text)
    if words is None:
        _WORDS.clear()
        words = _WORDS[text] = set(re.findall(r"[\w#-]+", text))
    return component_id in words


def test_no_response_to_a_seat_holds_what_it_may_not_see(app):
    with TestClient(app) as api:
        created = api.post("/api/games", json={"seed": 9, "seats": [{"agent": "human"}, {"agent": "human"}]}).json()
        game_id = created["id"]
        tokens = [s["token"] for s in created["seats"]]
        checked = {0: 0, 1: 0, None: 0}
        saw_other_hand = False
        for step in range(40):
            views = {}
            for seat in (0, 1, None):
                headers = {"X-Teotl-Seat": tokens[seat]} if seat is not None else {}
                response = api.get(f"/api/games/{game_id}", headers=headers)
                views[seat] = response
                hidden = hidden_from(app, game_id, seat)
                assert hidden, "the test needs face-down supplies"
                for key, contents in hidden.items():
                    for component in contents:
                        assert not appears(component, response.text), (seat, key, component)
                        checked[seat] += 1
                    if "@" in key and contents:
                        saw_other_hand = True
                for decision_route in ("decision",):
                    also = api.get(f"/api/games/{game_id}/{decision_route}", headers=headers).text
                    assert not any(appears(c, also) for contents in hidden.values() for c in contents)
            mover = views[0].json()["decision"]["seat"]
            own = views[mover].json()
            hand = [c for supply in own["players"][mover]["supplies"] for c in (supply["components"] or [])]
            if hand:   # the control: a seat does see its own hand
                assert all(appears(c["id"], views[mover].text) for c in hand)
            answer = api.post(f"/api/games/{game_id}/answer", json={"option": own["decision"]["options"][0]["key"]},
                              headers={"X-Teotl-Seat": tokens[mover]})
            assert answer.status_code == 200
            for key, contents in hidden_from(app, game_id, mover).items():
                assert not any(appears(c, answer.text) for c in contents), key
        assert saw_other_hand, "the test must meet a moment when the other seat holds a hand"
        assert min(checked.values()) > 1000


def test_a_hidden_stack_shows_its_size_only(app):
    with TestClient(app) as api:
        view = api.post("/api/games", json={"seed": 4}).json()["state"]
        stacks = {s["id"]: s for s in view["supplies"]}
        assert stacks["discovery"]["visible"] is False and stacks["discovery"]["components"] is None
        assert stacks["discovery"]["size"] > 20
        assert stacks["technology_offer"]["visible"] and len(stacks["technology_offer"]["components"]) == 6
        assert "seed" not in view["game"] and "result" not in view


def test_which_supplies_are_face_up_is_read_from_the_data(app):
    loaded = app.state.server.rulesets.load("teotihuacan", (), ())
    sight = Visibility(loaded.ruleset, loaded.runtime)
    assert sight.rule["discovery"] == "none"              # a face-down stack
    assert sight.rule["technology_offer"] == "all"        # laid out in rows (`columns:`)
    assert sight.rule["pyramid_offer"] == "all"           # refilled from a stack (`refill …`)
    assert sight.rule["disc_forest"] == "all"
    assert sight.rule["hand"] == "owner"                  # per player
    assert sight.sees("hand@1", 1) and not sight.sees("hand@1", 0) and not sight.sees("hand@1", None)
    assert not sight.sees("pyramid_stack", 0)


def test_the_expansion_stack_of_great_discoveries_is_face_down(app):
    """M6 §0.5: the great discovery tiles are a face-down stack of their own; the page shows
    only how many there are."""
    loaded = app.state.server.rulesets.load("teotihuacan", ("m6",), ())
    sight = Visibility(loaded.ruleset, loaded.runtime)
    assert sight.rule["gd_stack"] == "none" and not sight.sees("gd_stack", 0)
    with TestClient(app) as api:
        view = api.post("/api/games", json={"seed": 4, "modules": ["m6"]}).json()["state"]
        stack = {s["id"]: s for s in view["supplies"]}["gd_stack"]
        assert stack["visible"] is False and stack["components"] is None and stack["size"] > 0


def test_a_move_between_hidden_supplies_is_read_as_its_count(app):
    """The runtime's own redaction comes first: a deal from a face-down stack into another
    seat's hand names no component, only how many moved."""
    loaded = app.state.server.rulesets.load("teotihuacan", (), ())
    sight = Visibility(loaded.ruleset, loaded.runtime)
    event = {"e": "deal", "p": 1, "components": ["st-03", "st-05"], "from": "starting_tiles", "to": "hand@1"}
    assert sight.redact(event, set(), 0) == {"e": "deal", "p": 1, "from": "starting_tiles", "to": "hand@1", "count": 2}
    assert sight.redact(event, set(), 1) is event


def test_a_log_line_about_a_hidden_component_does_not_name_it(app):
    loaded = app.state.server.rulesets.load("teotihuacan", (), ())
    sight = Visibility(loaded.ruleset, loaded.runtime)
    event = {"e": "take", "p": 1, "component": "st-03", "supply": "hand"}
    assert sight.redact(event, {"st-03"}) == {**event, "component": HIDDEN_NAME}
    assert sight.redact(event, {"st-04"}) is event
    assert sight.redact({"e": "x", "p": 0, "tiles": ["st-03", "st-05"]}, {"st-05"})["tiles"] == ["st-03", HIDDEN_NAME]


def test_the_record_of_a_game_in_progress_goes_only_to_a_lone_person(app):
    with TestClient(app) as api:
        two = api.post("/api/games", json={"seed": 1, "seats": [{"agent": "human"}, {"agent": "human"}]}).json()
        response = api.get(f"/api/games/{two['id']}/record", headers={"X-Teotl-Seat": two["seats"][0]["token"]})
        assert response.status_code == 403 and response.json()["error"]["code"] == "hidden_information"
        assert api.get(f"/api/games/{two['id']}/record").status_code == 403
        alone = api.post("/api/games", json={"seed": 1}).json()
        assert api.get(f"/api/games/{alone['id']}/record").status_code == 403
        mine = api.get(f"/api/games/{alone['id']}/record", headers={"X-Teotl-Seat": alone["seats"][0]["token"]})
        assert mine.status_code == 200 and mine.json()["seed"] == 1
        bots = api.post("/api/games", json={"seed": 1, "seats": [{"agent": "random"}, {"agent": "random"}]}).json()
        assert api.get(f"/api/games/{bots['id']}/record").status_code == 200    # over: nothing left to hide
