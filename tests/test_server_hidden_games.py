"""Who sees what in the other shipped rule sets, through the server's JSON: in Imperial Settlers
and Cacao a seat's responses show its own hand, and never another player's hand nor a face-down
deck's contents or order (the sizes only) — at every step of a game of two people."""
from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient

from teotl.server import ServerConfig, create_app
from teotl.server.view import visibility_of


@pytest.fixture
def app(tmp_path):
    return create_app(ServerConfig(data_dir=tmp_path))


def secret(app, game_id: str, seat) -> dict[str, list[str]]:
    """What lies, right now, where the rules keep it from `seat` and nowhere the seat sees (copies
    of one component in two players' piles share their ids: the seat's own copy is not a secret),
    read from the server's own game."""
    session = app.state.server.store.live[game_id]
    sight = visibility_of(session)
    state = session.game.state
    seen = {c for key, contents in state.supplies.items() if sight.sees(key, seat) for c in contents}
    seen |= {c for player in state.players for c in player.owned}
    seen |= {layer[0] for grid in state.cells.values() for stack in grid.values() for layer in stack}
    return {key: [c for c in contents if c not in seen] for key, contents in state.supplies.items()
            if contents and not sight.sees(key, seat)}


def words(text: str) -> set[str]:
    return set(re.findall(r"[\w#'-]+", text))


@pytest.mark.parametrize("ruleset, own_hand, steps", [("imperial-settlers", "hand", 40), ("cacao", "hand", 30)])
def test_a_seat_sees_its_hand_and_never_another_hand_or_a_deck(app, ruleset, own_hand, steps):
    with TestClient(app) as api:
        created = api.post("/api/games", json={"ruleset": ruleset, "seed": 4,
                                               "seats": [{"agent": "human"}, {"agent": "human"}]}).json()
        game_id = created["id"]
        tokens = [s["token"] for s in created["seats"]]
        checked = {0: 0, 1: 0, None: 0}
        other_hands = 0
        for _ in range(steps):
            views = {}
            for seat in (0, 1, None):
                headers = {"X-Teotl-Seat": tokens[seat]} if seat is not None else {}
                response = api.get(f"/api/games/{game_id}", headers=headers)
                views[seat] = response.json()
                said = words(response.text)
                hidden = secret(app, game_id, seat)
                for key, contents in hidden.items():
                    assert not said & set(contents), (seat, key, sorted(said & set(contents)))
                    checked[seat] += len(contents)
                    if key.startswith(f"{own_hand}@") and contents:
                        other_hands += 1
                for player in views[seat]["players"]:          # another seat's hand: its size only
                    for supply in player["supplies"]:
                        if supply["id"] == own_hand and player["seat"] != seat:
                            assert supply["components"] is None and not supply["visible"] and supply["size"] >= 0
                for supply in views[seat]["supplies"]:          # a face-down deck: its size only
                    if not supply["visible"]:
                        assert supply["components"] is None
            mover = views[0]["decision"]["seat"]
            own = views[mover]
            hand = next(s for s in own["players"][mover]["supplies"] if s["id"] == own_hand)
            session = app.state.server.store.live[game_id]
            assert [c["id"] for c in hand["components"]] == session.game.state.supplies[f"{own_hand}@{mover}"]
            assert "options" not in views[1 - mover]["decision"] and "options" not in views[None]["decision"]
            answer = api.post(f"/api/games/{game_id}/answer", json={"option": own["decision"]["options"][0]["key"]},
                              headers={"X-Teotl-Seat": tokens[mover]})
            assert answer.status_code == 200
            said = words(answer.text)
            for key, contents in secret(app, game_id, mover).items():
                assert not said & set(contents), key
        assert other_hands > 10, "the test must meet the other seat holding a hand"
        assert min(checked.values()) > 200


def test_the_imperial_settlers_deck_order_is_not_in_the_log(app):
    """Cards drawn by the other seat are counted, never named, in the log the seat reads."""
    with TestClient(app) as api:
        created = api.post("/api/games", json={"ruleset": "imperial-settlers", "seed": 2,
                                               "seats": [{"agent": "human"}, {"agent": "greedy"}]}).json()
        log = created["state"]["log"]
        drawn = [line["text"] for line in log if "to the hand of Player 2" in line["text"]]
        assert drawn and all(re.match(r"^\d+ (Common|Faction) cards? goes? from ", text) for text in drawn), drawn
