"""Imperial Settlers as the page is given it: no bookkeeping values in the panels (resources and
counters declared `hidden: true`), the marks lying on cards (a Defence token), the log's sentence
for a mark, and each seat's supplies named as theirs."""
from __future__ import annotations

import random

import pytest
from starlette.testclient import TestClient

from teotl.server import ServerConfig, create_app

BOOKKEEPING = {"spare_goods", "cards_in_hand", "keep_stone", "keep_food"}


@pytest.fixture
def api(tmp_path):
    with TestClient(create_app(ServerConfig(data_dir=tmp_path / "data"))) as test_client:
        yield test_client


def start(api):
    created = api.post("/api/games", json={"ruleset": "imperial-settlers", "seed": 3, "players": 2}).json()
    return created["id"], created["seats"][0]["token"], created["state"]


def test_the_rules_bookkeeping_is_not_shown(api):
    _, _, view = start(api)
    for player in view["players"]:
        shown = {c["id"] for c in player["counters"]}
        assert shown >= {"wood", "stone", "food", "gold", "worker"} and not shown & BOOKKEEPING
    # neither `lead` (a seat kept for the flow) nor `round` (the game's own round says it)
    assert [c["id"] for c in view["counters"]] == [] and view["game"]["round"] == 1


def test_a_mark_on_a_card_is_shown_on_it_and_told_in_the_log(api):
    game_id, token, view = start(api)
    chooser = random.Random(2)
    for _ in range(300):
        marked = [(player["seat"], card) for player in view["players"] for supply in player["supplies"]
                  for card in supply["components"] or () if card["marks"]]
        if marked:
            break
        options = view["decision"]["options"]
        view = api.post(f"/api/games/{game_id}/answer", json={"option": chooser.choice(options)["key"]},
                        headers={"X-Teotl-Seat": token}).json()
    else:
        raise AssertionError("no card was marked")
    seat, card = marked[0]
    mark = next(iter(card["marks"]))
    assert mark["count"] >= 1 and mark["name"] in ("Defence token", "Use marker", "Use markers")
    lines = [line["text"] for line in view["log"]]
    assert any(f" on {card['name']}" in line and line.startswith(("Player 1 puts", "Player 2 puts")) for line in lines)
    assert not any(line.endswith(": mark") for line in lines)


def test_each_seats_supplies_are_named_as_theirs(api):
    _, _, view = start(api)
    mine = {s["id"]: s["name"] for s in view["players"][0]["supplies"]}
    theirs = {s["id"]: s["name"] for s in view["players"][1]["supplies"]}
    assert mine["hand"] == "Your hand" and theirs["hand"] == "The hand"
    assert mine["faction_deck"] == "Your faction deck" and theirs["faction_deck"] == "The faction deck"
    assert not any(name.startswith("Your") for name in theirs.values())
