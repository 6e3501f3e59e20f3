"""Teotihuacan in every shape the server offers — base, solo, each Expansion Period module, all
of them — played through the HTTP interface: every answer accepted, every view whole."""
from __future__ import annotations

import random

import pytest
from starlette.testclient import TestClient

from teotl.server import ServerConfig, create_app

SHAPES = {
    "base": {"players": 3},
    "solo": {"seats": [{"agent": "human"}, {"agent": "teotibot"}]},
    "m6": {"players": 2, "modules": ["m6"]},
    "m7": {"players": 2, "modules": ["m6", "m7"]},
    "m8": {"players": 2, "modules": ["m6", "m8"]},
    "m9": {"players": 2, "modules": ["m6", "m9"]},
    "all": {"players": 4, "modules": ["m6", "m7", "m8", "m9"]},
    "solo-all": {"seats": [{"agent": "human"}, {"agent": "teotibot"}], "modules": ["m6", "m7", "m8", "m9", "ms1"]},
}


@pytest.fixture(scope="module")
def api(tmp_path_factory):
    with TestClient(create_app(ServerConfig(data_dir=tmp_path_factory.mktemp("data")))) as test_client:
        yield test_client


@pytest.mark.parametrize("shape", SHAPES)
def test_a_game_of_every_shape_plays_through_the_server(api, shape):
    created = api.post("/api/games", json={"seed": 21, **SHAPES[shape]})
    assert created.status_code == 201, created.text
    game_id, token = created.json()["id"], created.json()["seats"][0]["token"]
    view = created.json()["state"]
    chooser = random.Random(shape)
    kinds = {space["kind"] for space in view["spaces"]}
    assert {"ring", "slots", "track"} <= kinds
    if "m9" in view["game"]["modules"]:
        assert "graph" in kinds
    for _ in range(80):
        if view["game"]["finished"]:
            break
        options = view["decision"]["options"]
        assert options and all(o["label"] and isinstance(o["places"], list) for o in options)
        response = api.post(f"/api/games/{game_id}/answer",
                            json={"option": options[chooser.randrange(len(options))]["key"],
                                  "version": view["game"]["version"]}, headers={"X-Teotl-Seat": token})
        assert response.status_code == 200, response.text
        view = response.json()
        assert view["log"] and all(line["text"] for line in view["log"])
    assert view["game"]["version"] >= 80
    watcher = api.get(f"/api/games/{game_id}").json()
    assert watcher["viewer"]["seat"] is None and watcher["players"] == [
        {**p, "you": False} for p in api.get(f"/api/games/{game_id}").json()["players"]]
