"""The grids of `vocabulary.spaces` as the page and the terminal draw them (space kind `cells`,
teotl.server.cell_grids): Cacao's jungle — tiles with their names, owners and rotation, the
workers of a seat's tiles on the edges where they meet another tile, labels, the free cells a
tile may go, options that point at cells and edges, and a cell not offered refused."""
from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from teotl.server import ServerConfig, create_app

SIDES = ((-1, 0), (0, 1), (1, 0), (0, -1))


@pytest.fixture
def api(tmp_path):
    with TestClient(create_app(ServerConfig(data_dir=tmp_path / "data"))) as test_client:
        yield test_client


def start(api, **body) -> tuple[str, str, dict]:
    created = api.post("/api/games", json={"ruleset": "cacao", "seed": 3, "players": 2, **body})
    assert created.status_code == 201, created.text
    created = created.json()
    return created["id"], created["seats"][0]["token"], created["state"]


def answer(api, game_id: str, token: str, key: str, version=None):
    body = {"option": key} if version is None else {"option": key, "version": version}
    return api.post(f"/api/games/{game_id}/answer", json=body, headers={"X-Teotl-Seat": token})


def jungle(view: dict) -> dict:
    grids = [s for s in view["spaces"] if s["kind"] == "cells"]
    assert [g["id"] for g in grids] == ["jungle"]
    return grids[0]


def play_until(api, game_id, token, view, done, steps=60) -> dict:
    """Answer the first option until `done(view)` holds."""
    for _ in range(steps):
        if done(view):
            return view
        view = answer(api, game_id, token, view["decision"]["options"][0]["key"]).json()
    raise AssertionError("the game never got there")


def test_the_start_tiles_and_the_free_cells_are_drawn(api):
    _, _, view = start(api)
    grid = jungle(view)
    assert grid["name"] == "The jungle" and grid["bounds"] is None
    tiles = {(c["row"], c["column"]): c["tile"] for c in grid["cells"] if c["tile"]}
    assert {at: t["name"] for at, t in tiles.items()} == {(0, 0): "Single plantation", (1, 1): "Market (selling price 2)"}
    assert all(t["owner"] == -1 and t["owner_name"] is None and t["rotation"] == 0 for t in tiles.values())
    assert {n["name"]: n["value"] for n in tiles[(1, 1)]["numbers"]} == {"Selling price": 2}
    free = {(c["row"], c["column"]) for c in grid["cells"] if c["tile"] is None}
    assert (0, 1) in free and (1, 0) in free and (5, 5) not in free          # the frontier only
    assert [(c["row"], c["column"]) for c in grid["cells"]] == sorted((c["row"], c["column"]) for c in grid["cells"])
    assert all(c["place"] == f"cell:jungle:{c['row']},{c['column']}" for c in grid["cells"])
    edges = {(tuple(e["a"]), tuple(e["b"])) for e in grid["edges"]}
    assert edges == set()                              # the two start tiles touch at a corner only


def test_every_offered_cell_is_drawn_and_named_by_its_place(api):
    _, _, view = start(api)
    decision = view["decision"]
    assert decision["kind"] == "cell"
    drawn = {c["place"]: c for c in jungle(view)["cells"]}
    for option in decision["options"]:
        assert option["places"] == [f"cell:jungle:{option['key']}"]
        assert drawn[option["places"][0]]["tile"] is None


def test_workers_stand_on_the_edges_where_a_seats_tile_meets_another(api):
    game_id, token, view = start(api)
    view = play_until(api, game_id, token, view, lambda v: any(
        c["tile"] and c["tile"]["owner"] == 0 for c in jungle(v)["cells"]) and jungle(v)["edges"])
    grid = jungle(view)
    at = {(c["row"], c["column"]): c for c in grid["cells"]}
    seen = 0
    for cell in grid["cells"]:
        tile = cell["tile"]
        if not tile or tile["owner"] < 0:
            assert not cell["pieces"]
            continue
        workers = {s["id"]: s for s in tile["sides"]}["workers"]
        assert workers["name"] == "Workers" and sum(workers["values"]) == 4
        for side, (dr, dc) in enumerate(SIDES):
            other = (cell["row"] + dr, cell["column"] + dc)
            facing = at.get(other)
            if facing is not None and facing["tile"]:
                edge = next(e for e in grid["edges"] if {tuple(e["a"]), tuple(e["b"])} == {(cell["row"], cell["column"]), other})
                here = [p for p in edge["pieces"] if p["cell"] == [cell["row"], cell["column"]]]
            else:
                here = [p for p in cell["pieces"] if p["side"] == side]
            assert len(here) == workers["values"][side]
            assert all(p["seat"] == tile["owner"] and p["name"] == f"Player {tile['owner'] + 1}" and p["side"] == side
                       for p in here)
            seen += len(here)
    assert seen == 4 * sum(1 for c in grid["cells"] if c["tile"] and c["tile"]["owner"] >= 0)
    for edge in grid["edges"]:       # an edge joins two orthogonal neighbours, both tiles, first in reading order
        a, b = tuple(edge["a"]), tuple(edge["b"])
        assert a < b and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 and at[a]["tile"] and at[b]["tile"]
        assert edge["place"] == f"edge:jungle:{a[0]},{a[1]},{b[0]},{b[1]}"


def test_a_turned_tile_shows_its_workers_turned(api):
    game_id, token, view = start(api)
    view = play_until(api, game_id, token, view, lambda v: v["decision"]["kind"] == "rotation"
                      and len(v["decision"]["options"]) == 4)
    quarter = view["decision"]["options"][1]
    assert quarter["key"] == "1"
    view = answer(api, game_id, token, "1").json()
    turned = [c["tile"] for c in jungle(view)["cells"] if c["tile"] and c["tile"]["owner"] == 0 and c["tile"]["rotation"] == 1]
    assert turned
    printed = [int(n) for n in turned[0]["component"].split("-")[1]]     # worker-2101: [2, 1, 0, 1] as printed
    assert turned[0]["sides"][0]["values"] == printed[-1:] + printed[:-1]


def test_the_order_of_edges_points_at_the_edges_drawn(api):
    game_id, token, view = start(api)
    view = play_until(api, game_id, token, view, lambda v: v["decision"]["kind"] == "order"
                      and all(o["key"].count(",") == 3 for o in v["decision"]["options"]))
    drawn = {e["place"] for e in jungle(view)["edges"]}
    for option in view["decision"]["options"]:
        assert option["places"] == [f"edge:jungle:{option['key']}"] and option["places"][0] in drawn


def test_labels_are_drawn_on_their_cells_in_the_players_words(api):
    game_id, token, view = start(api)
    view = play_until(api, game_id, token, view, lambda v: any(c["labels"] for c in jungle(v)["cells"]))
    words = {label["id"]: label["name"] for c in jungle(view)["cells"] for label in c["labels"]}
    assert words == {"fresh": "laid this turn"}


def test_names_in_another_language(api):
    game_id, token, _ = start(api)
    view = api.get(f"/api/games/{game_id}?lang=pt", headers={"X-Teotl-Seat": token}).json()
    grid = jungle(view)
    english = jungle(api.get(f"/api/games/{game_id}?lang=en", headers={"X-Teotl-Seat": token}).json())
    assert grid["name"] != english["name"]
    assert [c["tile"]["name"] for c in grid["cells"] if c["tile"]] != \
        [c["tile"]["name"] for c in english["cells"] if c["tile"]]


def test_a_cell_not_offered_is_refused_with_the_reason_and_nothing_changes(api):
    game_id, token, view = start(api)
    before = api.get(f"/api/games/{game_id}", headers={"X-Teotl-Seat": token}).json()
    refused = answer(api, game_id, token, "5,5", before["game"]["version"])
    assert refused.status_code == 422
    error = refused.json()["error"]
    assert error["code"] == "illegal_answer" and "'5,5'" in error["message"] and "0,1" in error["offered"]
    after = api.get(f"/api/games/{game_id}", headers={"X-Teotl-Seat": token}).json()
    assert after == before
    assert answer(api, game_id, token, "0,1,0,2", before["game"]["version"]).status_code == 422


def test_a_watcher_sees_the_jungle_but_no_options(api):
    game_id, _, view = start(api)
    watched = api.get(f"/api/games/{game_id}").json()
    assert jungle(watched)["cells"] == jungle(view)["cells"]
    assert "options" not in watched["decision"]


def test_the_log_names_what_the_seat_sees_and_counts_what_it_does_not(api):
    game_id, token, view = start(api)
    view = play_until(api, game_id, token, view, lambda v: v["game"]["round"] >= 3)
    lines = [line["text"] for line in view["log"]]
    assert not [line for line in lines if "hidden component" in line]
    assert any(line.startswith("Player 1 places Worker tile") for line in lines)       # a seat's tile, on the grid
    assert any(line.startswith("Worker tile") and "your hand" in line for line in lines)  # drawn into your hand
    assert any(line.startswith("1 worker tile goes from the worker-tile pile of Player 2 to the hand of Player 2")
               for line in lines)                                                        # theirs: a count
    dealt = [line for line in lines if line.endswith("go from the box of jungle tiles to the jungle draw pile")]
    assert len(dealt) == 1 and "Double plantation" in dealt[0]        # the box is face up: seen as they went


def test_another_seats_supplies_are_theirs_not_yours(api):
    _, _, view = start(api)
    mine, theirs = ([s["name"] for s in p["supplies"]] for p in view["players"])
    assert mine == ["Your worker-tile pile", "Your hand"]
    assert theirs == ["The worker-tile pile", "The hand"]
    assert all("(" not in c["name"] for c in view["players"][0]["supplies"][1]["components"])   # no copy numbers


class _Words:
    """Names as plain ids: what cell_grids asks of teotl.server.labels.Labels."""

    def owner(self, owner, names):
        return names[owner]

    def component(self, cid):
        return cid.title()

    def space(self, sid):
        return sid

    def cell_label(self, word):
        return word

    def data_field(self, field):
        return field


def test_any_rule_sets_grids_bounded_or_not_are_drawn_from_the_state():
    """The tile vocabulary of the grid tests (tests/spaces_support.py), not a shipped game: a
    bounded grid lists every cell; on the unbounded one a seat's turned tile shows its pips on
    the edge it shares with a site and on its free sides."""
    from spaces_support import lay, runtime

    from teotl.model.state import GameState
    from teotl.server.cell_grids import cells
    rt = runtime()
    state = GameState(players=[], pieces=[], supplies={}, counters={}, rng=None)
    lay(state, "field", 0, 0, "well#1")
    lay(state, "field", 0, 1, "bend#1", owner=1, rotation=1)      # pips [2, 1, 0, 1] turned: [1, 2, 1, 0]
    lay(state, "field", 1, 0, "cross#1", owner=0)                 # pips [1, 1, 1, 1], its top on the well
    state.cell_labels["field"] = {(0, 1): ("fresh",)}
    drawn = {space["id"]: space for space in cells(rt, state, _Words(), ["Ana", "Bruno"])}
    board = drawn["board"]
    assert board["bounds"] == {"rows": 2, "columns": 3} and board["edges"] == []
    assert [(c["row"], c["column"]) for c in board["cells"]] == [(r, c) for r in range(2) for c in range(3)]
    field = drawn["field"]
    at = {(c["row"], c["column"]): c for c in field["cells"]}
    assert field["bounds"] is None and set(at) == {(0, 0), (0, 1), (1, 0), (-1, 0), (-1, 1), (1, 1), (0, -1), (0, 2),
                                                   (1, -1), (2, 0)}
    bend = at[(0, 1)]
    assert bend["tile"]["owner_name"] == "Bruno" and bend["tile"]["sides"] == [
        {"id": "pips", "name": "pips", "values": [1, 2, 1, 0]}]
    assert bend["labels"] == [{"id": "fresh", "name": "fresh"}]
    side, below = field["edges"]
    assert (side["a"], side["b"]) == ([0, 0], [0, 1]) and side["pieces"] == []     # its left side shows 0
    assert (below["a"], below["b"]) == ([0, 0], [1, 0])
    assert [(p["seat"], p["cell"], p["side"]) for p in below["pieces"]] == [(0, [1, 0], 0)]
    assert sorted(p["side"] for p in at[(1, 0)]["pieces"]) == [1, 2, 3]              # the cross's free sides
    assert sorted(p["side"] for p in bend["pieces"]) == [0, 1, 1, 2]               # top 1, right 2, bottom 1
    assert {p["seat"] for p in bend["pieces"]} == {1} and at[(0, 0)]["tile"]["numbers"] == [
        {"id": "coin", "name": "coin", "value": 2}]
