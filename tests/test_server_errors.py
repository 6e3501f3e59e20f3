"""Bad requests to `teotl serve` get a clear 4xx with a reason as JSON — never a traceback page,
never a changed game."""
from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from teotl.server import Limits, ServerConfig, create_app

JSON = {"content-type": "application/json"}


@pytest.fixture
def api(tmp_path):
    with TestClient(create_app(ServerConfig(data_dir=tmp_path, limits=Limits(max_body_bytes=4096, max_games=3))),
                    raise_server_exceptions=False) as test_client:
        yield test_client


@pytest.fixture
def game(api):
    created = api.post("/api/games", json={"seed": 2}).json()
    return created["id"], created["seats"][0]["token"]


def refused(response, status: int, code: str) -> str:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/json")
    error = response.json()["error"]
    assert error["status"] == status and error["code"] == code
    assert "Traceback" not in response.text and error["message"]
    return error["message"]


def test_an_unknown_game(api):
    assert "no game" in refused(api.get("/api/games/abcdefabcdef"), 404, "unknown_game")
    refused(api.post("/api/games/abcdefabcdef/answer", json={"option": "x"}), 404, "unknown_game")


@pytest.mark.parametrize("game_id", ["..%2F..%2Fetc", "ABCDEFABCDEF", "short", "abcdefabcdef0"])
def test_a_game_id_that_is_not_one_never_reaches_the_disk(api, game_id):
    response = api.get(f"/api/games/{game_id}")
    assert response.status_code == 404 and "Traceback" not in response.text


def test_malformed_json_changes_nothing(api, game):
    game_id, token = game
    before = api.get(f"/api/games/{game_id}", headers={"X-Teotl-Seat": token}).json()
    for body in (b"{", b"[1, 2", b"\xff\xfe", b"", b"null"):
        response = api.post(f"/api/games/{game_id}/answer", content=body, headers={**JSON, "X-Teotl-Seat": token})
        assert response.status_code == 400, body
        assert response.json()["error"]["code"] in ("malformed_json", "bad_field")
    deep = b"[" * 50 + b"]" * 50
    refused(api.post("/api/games", content=deep, headers=JSON), 400, "malformed_json")
    assert api.get(f"/api/games/{game_id}", headers={"X-Teotl-Seat": token}).json() == before


def test_a_body_that_is_not_declared_json(api):
    refused(api.post("/api/games", content=b"{}", headers={"content-type": "text/plain"}), 415, "not_json")
    refused(api.post("/api/games", data={"seed": "1"}), 415, "not_json")


def test_a_huge_body_is_refused_before_it_is_read(api):
    refused(api.post("/api/games", content=b"{" + b" " * 10_000 + b"}", headers=JSON), 413, "body_too_large")

    def chunks():      # no Content-Length: counted while it streams in
        for _ in range(20):
            yield b" " * 1000
    refused(api.post("/api/games", content=chunks(), headers=JSON), 413, "body_too_large")


def test_an_illegal_or_malformed_answer(api, game):
    game_id, token = game
    headers = {"X-Teotl-Seat": token}
    refused(api.post(f"/api/games/{game_id}/answer", json={"option": "nope"}, headers=headers), 422, "illegal_answer")
    refused(api.post(f"/api/games/{game_id}/answer", json={"option": 3}, headers=headers), 400, "bad_field")
    refused(api.post(f"/api/games/{game_id}/answer", json={"key": "x"}, headers=headers), 400, "bad_field")
    refused(api.post(f"/api/games/{game_id}/answer", json=["st-01"], headers=headers), 400, "bad_field")
    refused(api.post(f"/api/games/{game_id}/undo", json={"all": True}, headers=headers), 400, "bad_field")


def test_a_bad_token(api, game):
    game_id, _ = game
    for token in ("short", "x" * 200, "spaces are not allowed in a token!"):
        refused(api.get(f"/api/games/{game_id}", headers={"X-Teotl-Seat": token}), 403, "bad_token")
    refused(api.get(f"/api/games/{game_id}", headers={"X-Teotl-Seat": "A" * 32}), 403, "bad_token")


@pytest.mark.parametrize("body, status, code, says", [
    ({"ruleset": "nothing-here"}, 404, "unknown_ruleset", "no rule set"),
    ({"ruleset": "../rules"}, 400, "bad_field", "ruleset"),
    ({"modules": ["m99"]}, 400, "bad_rules", "m99"),
    ({"modules": "m6"}, 400, "bad_field", "modules"),
    ({"variants": ["not-a-variant"]}, 400, "unknown_variant", "not-a-variant"),
    ({"variants": ["../../etc/passwd"]}, 400, "bad_field", "variants"),
    ({"players": 9}, 400, "bad_field", "players"),
    ({"seats": [{"agent": "human"}] * 5}, 422, "bad_players", "1 to 4 players"),
    ({"seats": [{"agent": "wizard"}, {"agent": "human"}]}, 422, "unknown_agent", "wizard"),
    ({"seats": [{"agent": "human", "name": "x" * 41}]}, 400, "bad_field", "name"),
    ({"seed": "seven"}, 400, "bad_field", "seed"),
    ({"seed": 10 ** 40}, 400, "bad_field", "seed"),
    ({"sead": 1}, 400, "bad_field", "unknown field 'sead'"),
])
def test_a_new_game_that_cannot_be(api, body, status, code, says):
    assert says in refused(api.post("/api/games", json=body), status, code)
    assert api.get("/api/games").json()["games"] == []


def test_the_number_of_games_is_bounded(api):
    for seed in range(3):
        assert api.post("/api/games", json={"seed": seed}).status_code == 201
    assert "limit" in refused(api.post("/api/games", json={}), 429, "too_many_games")


def test_unknown_addresses_and_methods_answer_json(api):
    refused(api.get("/api/nothing"), 404, "http_404")
    refused(api.put("/api/games", json={}), 405, "http_405")
    refused(api.get("/static/../pyproject.toml"), 404, "http_404")


def test_a_fault_inside_the_engine_is_a_json_500_and_the_game_is_as_saved(api, game, monkeypatch):
    from teotl.server.session import Session
    game_id, token = game
    before = api.get(f"/api/games/{game_id}", headers={"X-Teotl-Seat": token}).json()

    def broken(self, seat, key, version=None):
        self.game.answers.append("half-applied")
        raise RuntimeError("boom")
    monkeypatch.setattr(Session, "answer", broken)
    message = refused(api.post(f"/api/games/{game_id}/answer", json={"option": "x"}, headers={"X-Teotl-Seat": token}),
                      500, "engine_fault")
    assert "last saved answer" in message
    monkeypatch.undo()
    assert api.get(f"/api/games/{game_id}", headers={"X-Teotl-Seat": token}).json() == before


def test_an_unexpected_error_outside_the_engine_is_json_too(api, monkeypatch):
    from teotl.server import routes
    monkeypatch.setattr(routes, "__version__", property(lambda self: 1))
    monkeypatch.setattr(routes, "JSONResponse", None)
    response = api.get("/api")
    assert response.status_code == 500 and response.json()["error"]["code"] == "internal_error"
    assert "Traceback" not in response.text


def test_other_host_names_are_refused_on_a_loopback_server(api):
    assert "evil.example" in refused(api.get("/api", headers={"host": "evil.example:8000"}), 400, "bad_host")
    assert api.get("/api", headers={"host": "localhost:8000"}).status_code == 200


def test_security_headers(api):
    page = api.get("/")
    assert page.status_code == 200 and "<title>teotl</title>" in page.text
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert page.headers["x-content-type-options"] == "nosniff"
    assert page.headers["x-frame-options"] == "DENY"
