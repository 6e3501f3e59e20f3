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


@pytest.mark.parametrize("ruleset, variant, lang, name", [
    ("teotihuacan", "dark-eclipse", "fr", "Éclipse sombre (mort subite)"),
    ("teotihuacan", "dark-eclipse", "en", "Dark Eclipse (sudden death)"),       # the file's own name
    ("cacao", "shaman-needs-token", "de", "Der Schamane braucht weiterhin ein Sonnenplättchen"),
    ("imperial-settlers", "peaceful", "pt", "Partida pacífica"),
])
def test_variants_are_named_in_the_language_asked_for(api, ruleset, variant, lang, name):
    variants = {v["id"]: v["name"] for v in api.get(f"/api/rulesets/{ruleset}?lang={lang}").json()["variants"]}
    assert variants[variant] == name


def test_every_shipped_variant_has_a_name_in_every_language(api):
    """A variant added without its translations shows English in a French lobby: each shipped
    variant's term is in pt, de and fr (English reads the file's own name)."""
    for ruleset in api.get("/api").json()["rulesets"]:
        english = {v["id"]: v["name"] for v in api.get(f"/api/rulesets/{ruleset}?lang=en").json()["variants"]}
        for lang in ("pt", "de", "fr"):
            named = {v["id"]: v["name"] for v in api.get(f"/api/rulesets/{ruleset}?lang={lang}").json()["variants"]}
            assert set(named) == set(english)
            assert not [v for v in named if named[v] == english[v]], (ruleset, lang)


def test_a_bad_language_is_refused_with_a_reason(api):
    response = api.get("/api/rulesets/teotihuacan?lang=xx")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "bad_language" and "en, pt, de, fr" in response.json()["error"]["message"]
