"""`teotl serve`'s HTTP interface through Starlette's TestClient (no network): a game started,
answered, refused, undone, continued after a restart of the server on the same folder."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from teotl.server import Limits, ServerConfig, create_app


def client(data: Path, **limits) -> TestClient:
    return TestClient(create_app(ServerConfig(data_dir=data, limits=Limits(**limits))))


def seat(token: str) -> dict:
    return {"X-Teotl-Seat": token}


@pytest.fixture
def api(tmp_path):
    with client(tmp_path) as test_client:
        yield test_client


def start(api, **body) -> dict:
    response = api.post("/api/games", json={"seed": 5, **body})
    assert response.status_code == 201, response.text
    return response.json()


def test_a_new_game_gives_a_link_per_person_and_the_first_persons_view(api):
    created = start(api, seats=[{"agent": "human", "name": "Ana"}, {"agent": "greedy"}])
    people = [s for s in created["seats"] if s["token"]]
    assert [s["name"] for s in created["seats"]] == ["Ana", "Player 2"]
    assert len(people) == 1 and people[0]["link"] == f"/play/{created['id']}#seat={people[0]['token']}"
    assert created["seats"][1]["token"] is None
    view = created["state"]
    assert view["viewer"]["seat"] == 0 and view["decision"]["yours"]
    assert view["game"]["ruleset"] == "teotihuacan" and view["game"]["players"] == 2
    assert view["decision"]["prompt"] and all(o["label"] for o in view["decision"]["options"])


def test_an_answer_changes_the_game_and_the_bots_answer_until_the_person_decides_again(api):
    created = start(api)
    token, game_id = created["seats"][0]["token"], created["id"]
    before = created["state"]
    first = before["decision"]["options"][0]
    after = api.post(f"/api/games/{game_id}/answer", json={"option": first["key"], "version": before["game"]["version"]},
                     headers=seat(token)).json()
    assert after["game"]["version"] > before["game"]["version"]
    assert after["decision"]["yours"] and after["decision"]["seat"] == 0
    assert first["key"] in [c["id"] for c in after["players"][0]["owned"]]   # the starting tile taken is owned


def test_an_illegal_answer_is_refused_with_the_reason_and_nothing_changes(api, tmp_path):
    created = start(api)
    token, game_id = created["seats"][0]["token"], created["id"]
    state_before = api.get(f"/api/games/{game_id}", headers=seat(token)).json()
    record_before = (tmp_path / "games" / game_id / "record.json").read_text()
    response = api.post(f"/api/games/{game_id}/answer", json={"option": "not-an-option"}, headers=seat(token))
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["code"] == "illegal_answer" and "'not-an-option' is not one of the options" in error["message"]
    assert error["offered"] == [o["key"] for o in state_before["decision"]["options"]]
    assert api.get(f"/api/games/{game_id}", headers=seat(token)).json() == state_before
    assert (tmp_path / "games" / game_id / "record.json").read_text() == record_before


def test_an_answer_for_a_game_that_moved_on_is_refused(api):
    created = start(api)
    token, game_id = created["seats"][0]["token"], created["id"]
    key = created["state"]["decision"]["options"][0]["key"]
    seen = created["state"]["game"]["version"]
    response = api.post(f"/api/games/{game_id}/answer", json={"option": key, "version": seen + 1}, headers=seat(token))
    assert response.status_code == 409 and response.json()["error"]["code"] == "stale"
    assert response.json()["error"]["version"] == seen


def test_undo_takes_back_the_persons_answer_and_the_bots_after_it(api):
    created = start(api)
    token, game_id = created["seats"][0]["token"], created["id"]
    assert not created["state"]["viewer"]["can_undo"]
    nothing = api.post(f"/api/games/{game_id}/undo", json={}, headers=seat(token))
    assert nothing.status_code == 409 and "nothing to undo" in nothing.json()["error"]["message"]
    first = created["state"]
    key = first["decision"]["options"][1]["key"]
    second = api.post(f"/api/games/{game_id}/answer", json={"option": key}, headers=seat(token)).json()
    key2 = second["decision"]["options"][0]["key"]
    third = api.post(f"/api/games/{game_id}/answer", json={"option": key2}, headers=seat(token)).json()
    assert third["viewer"]["can_undo"]
    undone = api.post(f"/api/games/{game_id}/undo", json={}, headers=seat(token)).json()
    assert undone["undone"] >= 1
    assert undone["game"]["version"] == second["game"]["version"]
    assert undone["decision"] == second["decision"]
    assert undone["players"] == second["players"]


def test_a_seat_answers_only_for_itself(api):
    created = start(api, seats=[{"agent": "human"}, {"agent": "human"}])
    game_id = created["id"]
    first, second = created["seats"][0]["token"], created["seats"][1]["token"]
    key = created["state"]["decision"]["options"][0]["key"]
    wrong_seat = api.post(f"/api/games/{game_id}/answer", json={"option": key}, headers=seat(second))
    assert wrong_seat.status_code == 409 and wrong_seat.json()["error"]["code"] == "not_your_turn"
    no_seat = api.post(f"/api/games/{game_id}/answer", json={"option": key})
    assert no_seat.status_code == 403 and no_seat.json()["error"]["code"] == "no_seat"
    made_up = api.post(f"/api/games/{game_id}/answer", json={"option": key}, headers=seat("x" * 32))
    assert made_up.status_code == 403 and made_up.json()["error"]["code"] == "bad_token"
    other_game = start(api, seats=[{"agent": "human"}, {"agent": "human"}])["seats"][0]["token"]
    foreign = api.post(f"/api/games/{game_id}/answer", json={"option": key}, headers=seat(other_game))
    assert foreign.status_code == 403
    assert api.get(f"/api/games/{game_id}", headers=seat(first)).json()["game"]["version"] == 0
    watcher = api.get(f"/api/games/{game_id}").json()
    assert watcher["viewer"]["seat"] is None and "options" not in watcher["decision"]
    assert api.post(f"/api/games/{game_id}/answer", json={"option": key}, headers=seat(first)).status_code == 200


def test_undo_is_refused_once_another_person_has_answered(api):
    created = start(api, seats=[{"agent": "human"}, {"agent": "human"}])
    game_id = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    view = created["state"]
    while view["decision"]["seat"] == 0:      # seat 1 answers until seat 2 decides
        view = api.post(f"/api/games/{game_id}/answer", json={"option": view["decision"]["options"][0]["key"]},
                        headers=seat(tokens[0])).json()
    view = api.get(f"/api/games/{game_id}", headers=seat(tokens[1])).json()
    api.post(f"/api/games/{game_id}/answer", json={"option": view["decision"]["options"][0]["key"]},
             headers=seat(tokens[1]))
    refused = api.post(f"/api/games/{game_id}/undo", json={}, headers=seat(tokens[0]))
    assert refused.status_code == 409 and refused.json()["error"]["code"] == "not_last"
    assert api.post(f"/api/games/{game_id}/undo", json={}, headers=seat(tokens[1])).status_code == 200


def test_a_game_survives_a_restart_of_the_server_and_goes_on(tmp_path):
    with client(tmp_path) as first:
        created = start(first)
        token, game_id = created["seats"][0]["token"], created["id"]
        view = created["state"]
        for _ in range(3):
            view = first.post(f"/api/games/{game_id}/answer", json={"option": view["decision"]["options"][0]["key"]},
                              headers=seat(token)).json()
    with client(tmp_path) as second:
        again = second.get(f"/api/games/{game_id}", headers=seat(token)).json()
        assert again["game"]["version"] == view["game"]["version"]
        assert again["players"] == view["players"] and again["decision"] == view["decision"]
        assert again["spaces"] == view["spaces"]
        listed = second.get("/api/games").json()["games"]
        assert [g["id"] for g in listed] == [game_id]
        later = second.post(f"/api/games/{game_id}/answer", json={"option": again["decision"]["options"][0]["key"]},
                            headers=seat(token))
        assert later.status_code == 200 and later.json()["game"]["version"] > again["game"]["version"]
        undone = second.post(f"/api/games/{game_id}/undo", json={}, headers=seat(token)).json()
        assert undone["game"]["version"] == view["game"]["version"]


def test_the_record_on_disk_is_a_teotl_record_that_replays_to_the_same_game(api, tmp_path):
    from teotl.loading import load_runtime
    from teotl.record import check_fingerprint, load_record, replay
    created = start(api, seats=[{"agent": "human"}, {"agent": "random"}])
    token, game_id = created["seats"][0]["token"], created["id"]
    view = api.post(f"/api/games/{game_id}/answer", json={"option": created["state"]["decision"]["options"][0]["key"]},
                    headers=seat(token)).json()
    record = load_record(tmp_path / "games" / game_id / "record.json")
    assert record["seed"] == 5 and record["agents"] == ["human", "random"]
    assert len(record["answers"]) == view["game"]["version"]
    ruleset, runtime = load_runtime()
    check_fingerprint(record, ruleset.fingerprint)
    game = replay(runtime, record)
    assert [p.counters for p in game.state.players] == [
        {c["id"]: c["value"] for c in p["counters"]} for p in view["players"]]


def test_several_games_at_once_each_with_its_own_record(api, tmp_path):
    games = [start(api, seed=seed) for seed in (1, 2, 3)]
    assert len({g["id"] for g in games}) == 3
    assert sorted(p.name for p in (tmp_path / "games").iterdir()) == sorted(g["id"] for g in games)
    token, game_id = games[1]["seats"][0]["token"], games[1]["id"]
    api.post(f"/api/games/{game_id}/answer", json={"option": games[1]["state"]["decision"]["options"][0]["key"]},
             headers=seat(token))
    versions = {g["id"]: api.get(f"/api/games/{g['id']}").json()["game"]["version"] for g in games}
    assert versions[game_id] > versions[games[0]["id"]] == versions[games[2]["id"]]


def test_a_game_of_bots_only_plays_to_its_end(api):
    created = start(api, seats=[{"agent": "greedy"}, {"agent": "random"}], seed=3)
    view = created["state"]
    assert view["game"]["finished"] and view["decision"] is None
    result = view["result"]
    assert sorted(result["ranking"]) == [0, 1] and result["seed"] == 3
    assert result["scores"] == [p["score"] for p in view["players"]]


def test_the_solo_opponent_plays_its_seat_with_its_module(api):
    created = start(api, seats=[{"agent": "human"}, {"agent": "teotibot"}])
    assert "solo" in created["state"]["game"]["modules"]
    assert created["state"]["decision"]["yours"]
    wrong = api.post("/api/games", json={"seats": [{"agent": "teotibot"}, {"agent": "human"}]})
    assert wrong.status_code == 422 and "seat 2" in wrong.json()["error"]["message"]


def test_save_and_load_a_record(api):
    created = start(api)
    token, game_id = created["seats"][0]["token"], created["id"]
    view = api.post(f"/api/games/{game_id}/answer", json={"option": created["state"]["decision"]["options"][2]["key"]},
                    headers=seat(token)).json()
    record = api.get(f"/api/games/{game_id}/record", headers=seat(token))
    assert record.status_code == 200 and record.json()["format"] == "teotl-game"
    loaded = api.post("/api/games/load", content=record.content, headers={"content-type": "application/json"})
    assert loaded.status_code == 201, loaded.text
    copy = loaded.json()
    assert copy["id"] != game_id and copy["seats"][0]["token"] != token
    assert copy["state"]["players"] == view["players"] and copy["state"]["decision"] == view["decision"]
    edited = record.json()
    edited["answers"][-1] = "st-99"
    refused = api.post("/api/games/load", content=json.dumps(edited), headers={"content-type": "application/json"})
    assert refused.status_code == 422 and refused.json()["error"]["code"] == "bad_record"
    other_rules = dict(record.json(), rules_fingerprint="0" * 64)
    refused = api.post("/api/games/load", content=json.dumps(other_rules), headers={"content-type": "application/json"})
    assert refused.status_code == 422 and refused.json()["error"]["code"] == "rules_changed"


def test_rule_sets_and_their_choices_are_described(api):
    about = api.get("/api").json()
    assert "teotihuacan" in about["rulesets"] and about["languages"] == ["en", "pt", "de", "fr"]
    described = api.get("/api/rulesets/teotihuacan").json()
    assert {"m6", "m7", "m8", "m9", "solo"} <= {m["id"] for m in described["modules"]}
    assert "dark-eclipse" in {v["id"] for v in described["variants"]}
    assert {"human", "greedy", "random", "teotibot"} <= {a["id"] for a in described["agents"]}
    assert described["players"] == {"min": 1, "max": 4}


def test_a_game_with_modules_and_a_variant(api):
    created = start(api, modules=["m6", "m9"], variants=["dark-eclipse"], players=3)
    view = created["state"]
    assert view["game"]["modules"] == ["m6", "m9"] and view["game"]["variants"] == ["dark-eclipse"]
    assert "graph" in {space["kind"] for space in view["spaces"]}


def test_deleting_a_game_needs_its_seat_link(api, tmp_path):
    created = start(api)
    game_id, token = created["id"], created["seats"][0]["token"]
    assert api.delete(f"/api/games/{game_id}").status_code == 403
    assert api.delete(f"/api/games/{game_id}", headers=seat(token)).status_code == 204
    assert not (tmp_path / "games" / game_id).exists()
    assert api.get(f"/api/games/{game_id}").status_code == 404
