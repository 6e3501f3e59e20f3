"""A seat nobody named reads as "Player N" in the viewer's language on the page: a French
viewer saw "Player 2 · greedy" and "Player 2 prend …" in the log, where `teotl play --lang fr`
says "Joueur 2". A name given is kept as given; the API's answers keep the English default."""
from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from teotl.server import Limits, ServerConfig, create_app


@pytest.fixture
def api(tmp_path):
    with TestClient(create_app(ServerConfig(data_dir=tmp_path, limits=Limits()))) as test_client:
        yield test_client


@pytest.mark.parametrize("lang, default", [("fr", "Joueur 2"), ("pt", "Jogador 2"), ("de", "Spieler 2"), ("en", "Player 2")])
def test_an_unnamed_seat_is_named_in_the_viewers_language(api, lang, default):
    created = api.post("/api/games", json={"seed": 5, "seats": [{"agent": "human", "name": "Ana"}, {"agent": "greedy"}]})
    assert created.status_code == 201, created.text
    game = created.json()
    assert [s["name"] for s in game["seats"]] == ["Ana", "Player 2"]          # the API's own, in English
    token = game["seats"][0]["token"]
    view = api.get(f"/api/games/{game['id']}?lang={lang}", headers={"X-Teotl-Seat": token}).json()
    assert [p["name"] for p in view["players"]] == ["Ana", default]
    for _ in range(12):  # Ana's first options until the bot has done something in the log
        log = " ".join(line["text"] for line in view["log"])
        if default in log or not view["decision"].get("options"):
            break
        answered = api.post(f"/api/games/{game['id']}/answer?lang={lang}", headers={"X-Teotl-Seat": token},
                            json={"option": view["decision"]["options"][0]["key"], "version": view["game"]["version"]})
        assert answered.status_code == 200, answered.text
        view = api.get(f"/api/games/{game['id']}?lang={lang}", headers={"X-Teotl-Seat": token}).json()
    if lang != "en":
        assert "Player 2" not in log
    assert default in log, log[-600:]
