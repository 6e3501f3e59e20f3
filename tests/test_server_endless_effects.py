"""An answer that sets off effects that never end (a trigger firing its own event under a
condition that stays true, which `teotl check` cannot refuse) is answered 422 `endless_effects`
with the likely cause, not 500 "a bug in teotl"; the game stays at the decision, nothing of the
answer kept, and the other option can still be chosen."""
from __future__ import annotations

from pathlib import Path

import pytest
from starlette.testclient import TestClient

from teotl.server import Limits, ServerConfig, create_app

ENDLESS = Path(__file__).resolve().parent / "fixtures" / "endless"   # its option 2 never ends


@pytest.fixture
def api(tmp_path):
    config = ServerConfig(data_dir=tmp_path / "data", rules=str(ENDLESS), limits=Limits())
    with TestClient(create_app(config)) as client:
        yield client


def test_an_endless_chain_of_effects_is_refused_and_nothing_is_kept(api):
    created = api.post("/api/games", json={"seed": 1, "ruleset": "endless", "seats": [{"agent": "human"}]})
    assert created.status_code == 201, created.text
    game, token = created.json()["id"], created.json()["seats"][0]["token"]
    seat = {"X-Teotl-Seat": token}
    view = api.get(f"/api/games/{game}", headers=seat).json()
    looping = view["decision"]["options"][1]["key"]
    answered = api.post(f"/api/games/{game}/answer", headers=seat, json={"option": looping, "version": 0})
    assert answered.status_code == 422, answered.text
    error = answered.json()["error"]
    assert error["code"] == "endless_effects" and "the trigger of `echo` on `ping` fires `ping` again" in error["message"]
    view = api.get(f"/api/games/{game}", headers=seat).json()
    assert view["game"]["version"] == 0 and view["decision"]["options"]          # back at the decision
    fine = api.post(f"/api/games/{game}/answer", headers=seat,
                    json={"option": view["decision"]["options"][0]["key"], "version": 0})
    assert fine.status_code == 200, fine.text
