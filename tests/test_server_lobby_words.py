"""What the lobby reads from the server in the viewer's language: `GET /api` gives each rule set's
title (game.yaml's `name`), `GET /api/rulesets/NAME?lang=L` names the modules by their catalogue
terms (`-module-ID`), and falls back to the module file's own name without one."""
from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from teotl.server import Limits, ServerConfig, create_app


@pytest.fixture(scope="module")
def api(tmp_path_factory):
    with TestClient(create_app(ServerConfig(data_dir=tmp_path_factory.mktemp("lobby"), limits=Limits()))) as client:
        yield client


def test_the_rule_sets_come_with_their_titles(api):
    about = api.get("/api").json()
    assert about["titles"]["teotihuacan"] == "Teotihuacan: City of Gods"
    assert set(about["titles"]) == set(about["rulesets"])


@pytest.mark.parametrize("lang, m6", [("fr", "M6 Obsidienne"), ("pt", "M6 Obsidiana"), ("en", "M6 Obsidian")])
def test_modules_are_named_in_the_language_asked_for(api, lang, m6):
    modules = {m["id"]: m["name"] for m in api.get(f"/api/rulesets/teotihuacan?lang={lang}").json()["modules"]}
    assert modules["m6"] == m6


def test_a_bad_language_is_refused_with_a_reason(api):
    response = api.get("/api/rulesets/teotihuacan?lang=xx")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "bad_language" and "en, pt, de, fr" in response.json()["error"]["message"]
