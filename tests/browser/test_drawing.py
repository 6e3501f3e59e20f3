"""The page draws every space kind from the view alone: the Expansion Period's map graph in a real
game, and the general model's grid of layered cells (a growing grid with per-edge values, whose
engine side is still being written) from a view made up here."""
from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser
TIMEOUT = 15_000

CELLS_SPACE = {
    "kind": "cells", "id": "field", "name": "Field",
    "cells": [
        {"row": 0, "column": 0, "place": "cell:field:0:0",
         "layers": [{"component": "tile-a", "name": "Market", "owner": -1, "rotation": 0, "edges": [0, 0, 0, 0]}]},
        {"row": 0, "column": 1, "place": "cell:field:0:1",
         "layers": [{"component": "worker-1", "name": "Ana's tile", "owner": 0, "rotation": 1, "edges": [1, 2, 0, 1]}]},
        {"row": -1, "column": 1, "place": "cell:field:-1:1", "layers": []},
    ],
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


def test_a_grid_of_layered_cells_is_drawn_from_the_view(page, server):
    page.goto(server.url + "/")
    page.wait_for_selector("#seats-list .seat-row", timeout=TIMEOUT)
    result = page.evaluate("""async (space) => {
        const draw = await import('/static/draw.js');
        const targets = new Map([["cell:field:-1:1", "here"]]);
        const [frame] = draw.drawSpaces([space], { targets, players: 2 });
        document.body.appendChild(frame);
        const svg = frame.querySelector('svg.cells');
        return {
            boxes: svg.querySelectorAll('.cell-box').length,
            names: [...svg.querySelectorAll('.cell-name')].map((t) => t.textContent),
            edges: [...svg.querySelectorAll('.edge-value')].map((t) => t.textContent),
            targets: [...svg.querySelectorAll('.target')].map((t) => t.getAttribute('data-place')),
            components: [...svg.querySelectorAll('[data-component]')].map((t) => t.getAttribute('data-component')),
            heading: frame.querySelector('h3').textContent,
        };
    }""", json.loads(json.dumps(CELLS_SPACE)))
    assert result["boxes"] == 3 and result["heading"] == "Field"
    assert result["names"] == ["Market", "Ana's tile"]
    assert result["edges"] == ["1", "2", "1"]                  # the zero edges are not written
    assert result["targets"] == ["cell:field:-1:1"]            # the empty cell a decision points at
    assert result["components"] == ["tile-a", "worker-1"]
