"""The page draws every space kind from the view alone: the Expansion Period's map graph in a real
game, and a grid of vocabulary.spaces (tiles, a seat's units on their sides and edges, labels,
layers, free cells and offered edges as targets) from a view made up here."""
from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser
TIMEOUT = 15_000

def piece(seat, row, column, side):
    return {"seat": seat, "name": "Ana", "what": "roads", "what_name": "Roads", "cell": [row, column], "side": side}


def tile(tile_id, name, owner, rotation=0, sides=()):
    return {"id": f"{tile_id}#1", "name": name, "component": tile_id, "icons": [], "owner": owner,
            "owner_name": "Ana" if owner >= 0 else None, "rotation": rotation,
            "numbers": [{"id": "price", "name": "Price", "value": 2}],
            "sides": [{"id": "roads", "name": "Roads", "values": list(sides)}] if sides else []}


# the view's `cells` kind (docs/server.md): Ana's tile at (0, 1), turned a quarter, with roads
# [1, 1, 2, 0] (top, right, bottom, left): its left side meets the market at (0, 0), which has
# two layers and a label; one free cell; a decision offering the free cell and the edge
CELLS_SPACE = {
    "kind": "cells", "id": "field", "name": "Field", "bounds": None,
    "cells": [
        {"row": -1, "column": 1, "place": "cell:field:-1,1", "layers": 0, "tile": None, "labels": [], "pieces": []},
        {"row": 0, "column": 0, "place": "cell:field:0,0", "layers": 2, "tile": tile("tile-a", "Market", -1),
         "labels": [{"id": "fresh", "name": "laid this turn"}], "pieces": []},
        {"row": 0, "column": 1, "place": "cell:field:0,1", "layers": 1,
         "tile": tile("worker-1", "Ana's tile", 0, 1, (1, 1, 2, 0)), "labels": [],
         "pieces": [piece(0, 0, 1, 0), piece(0, 0, 1, 1), piece(0, 0, 1, 2), piece(0, 0, 1, 2)]},
    ],
    "edges": [{"a": [0, 0], "b": [0, 1], "place": "edge:field:0,0,0,1", "pieces": []},
              {"a": [0, 1], "b": [1, 1], "place": "edge:field:0,1,1,1", "pieces": [piece(1, 0, 1, 2)]}],
}


def test_the_map_graph_of_a_module_is_drawn_with_its_pieces(page, server):
    created = page.request.post(server.url + "/api/games", data={"seed": 4, "players": 2, "modules": ["m6", "m9"]})
    assert created.ok, created.text()
    page.goto(server.url + created.json()["seats"][0]["link"])
    page.wait_for_selector("#decision .option", timeout=TIMEOUT)
    graph = page.locator("svg.graph")
    assert graph.count() == 1
    assert graph.locator(".node").count() == 13 and graph.locator(".edge").count() > 12
    assert "Far region" in graph.locator(".node-name").all_text_contents()
    assert not page.errors, page.errors


def test_a_grid_of_cells_is_drawn_from_the_view(page, server):
    page.goto(server.url + "/")
    page.wait_for_selector("#seats-list .seat-row", timeout=TIMEOUT)
    result = page.evaluate("""async (space) => {
        const draw = await import('/static/draw.js');
        const targets = new Map([["cell:field:-1,1", "-1,1"], ["edge:field:0,0,0,1", "0,0,0,1"]]);
        const [frame] = draw.drawSpaces([space], { targets, players: 2 });
        document.body.appendChild(frame);
        const svg = frame.querySelector('svg.cells');
        const seat = (node) => node.getAttribute('data-seat');
        return {
            tiles: [...svg.querySelectorAll('.grid-tile')].map((t) => [t.getAttribute('data-tile'), t.getAttribute('data-rotation')]),
            names: [...svg.querySelectorAll('.grid-tile-name')].map((t) => t.textContent),
            numbers: [...svg.querySelectorAll('.grid-tile-numbers')].map((t) => t.textContent),
            free: [...svg.querySelectorAll('.grid-free')].map((t) => t.getAttribute('data-place')),
            units: [...svg.querySelectorAll('.grid-tile .unit')].map(seat),
            edgeUnits: [...svg.querySelectorAll('.grid-edge .unit')].map(seat),
            colours: [...svg.querySelectorAll('.unit')].map((u) => u.getAttribute('fill')),
            layers: [...svg.querySelectorAll('.grid-tile-layers')].map((t) => t.textContent),
            labels: [...svg.querySelectorAll('.cell-label title')].map((t) => t.textContent),
            targets: [...svg.querySelectorAll('.target')].map((t) => t.getAttribute('data-place')),
            components: [...svg.querySelectorAll('[data-component]')].map((t) => t.getAttribute('data-component')),
            coordinates: [...svg.querySelectorAll('.grid-coordinate')].map((t) => t.textContent),
            heading: frame.querySelector('h3').textContent,
        };
    }""", json.loads(json.dumps(CELLS_SPACE)))
    assert result["heading"] == "Field"
    assert result["tiles"] == [["tile-a#1", "0"], ["worker-1#1", "1"]]
    assert result["names"] == ["Market", "Ana's tile"] and result["numbers"] == ["Price 2", "Price 2"]
    assert result["free"] == ["cell:field:-1,1"]
    assert result["units"] == ["0", "0", "0", "0"] and result["edgeUnits"] == ["1"]
    assert len(set(result["colours"][:4])) == 1 and result["colours"][4] != result["colours"][0]   # seat colours
    assert result["layers"] == ["×2"] and result["labels"] == ["laid this turn"]
    assert result["targets"] == ["cell:field:-1,1", "edge:field:0,0,0,1"]   # the free cell and the edge offered
    assert result["components"] == ["tile-a", "worker-1"]
    assert result["coordinates"] == ["0", "1", "-1", "0"]                  # columns, then rows
    assert not page.errors, page.errors
