"""docs/server.md's walk through a game is run as written: each ```http request in order, its
status, and every value its ```json answer shows (`…` and the example game id stand for any)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from teotl.server import ServerConfig, create_app

DOC = Path(__file__).resolve().parent.parent / "docs" / "server.md"
EXAMPLE_ID = "k3v9q0m2x7ab"


def steps() -> list[tuple[str, int, object]]:
    text = DOC.read_text(encoding="utf-8")
    found = re.findall(r"```http\n(.*?)```\s*\n\s*answers `(\d{3})`[^\n]*\n+```json\n(.*?)```", text, re.S)
    return [(request, int(status), json.loads(answer)) for request, status, answer in found]


def request_of(block: str, values: dict) -> tuple[str, str, dict, bytes]:
    for name, value in values.items():
        block = block.replace(name, value)
    head, _, body = block.partition("\n\n")
    lines = head.strip().splitlines()
    method, path = lines[0].split(" ", 1)
    headers = dict(line.split(": ", 1) for line in lines[1:])
    return method, path, headers, body.strip().encode()


def shown_in(example, actual, where="answer") -> None:
    if isinstance(example, dict):
        assert isinstance(actual, dict), where
        for key, value in example.items():
            assert key in actual, f"{where}: no `{key}`"
            shown_in(value, actual[key], f"{where}.{key}")
    elif isinstance(example, list):
        assert isinstance(actual, list) and len(actual) >= len(example), where
        for index, value in enumerate(example):
            shown_in(value, actual[index], f"{where}[{index}]")
    elif isinstance(example, str) and ("…" in example or EXAMPLE_ID in example):
        assert isinstance(actual, str), where
    else:
        assert actual == example, f"{where}: the doc shows {example!r}, the server answers {actual!r}"


def test_the_doc_shows_a_whole_game_step_by_step():
    assert len(steps()) >= 6


def test_the_docs_requests_answer_as_the_doc_says(tmp_path):
    values: dict[str, str] = {}
    with TestClient(create_app(ServerConfig(data_dir=tmp_path))) as api:
        for block, status, example in steps():
            method, path, headers, body = request_of(block, values)
            response = api.request(method, path, headers=headers, content=body or None)
            assert response.status_code == status, (block, response.text)
            answer = response.json()
            shown_in(example, answer)
            if "seats" in answer and "id" in answer:
                values.update({"GAME": answer["id"], "TOKEN": answer["seats"][0]["token"]})
            state = answer.get("state", answer)
            decision = state.get("decision") if isinstance(state, dict) else None
            if decision and decision.get("options"):
                values["KEY"] = decision["options"][0]["key"]


@pytest.mark.parametrize("route", re.findall(r"^\| `(GET|POST|DELETE) (/api[^`]*)`", DOC.read_text(), re.M))
def test_every_route_in_the_table_exists(route):
    from teotl.server.routes import ROUTES
    method, path = route
    path = re.sub(r"\?.*", "", path)
    pattern = re.sub(r"\b(NAME|COMPONENT|GAME)\b", "{x}", path)
    shapes = {(m, re.sub(r"\{[a-z_]+\}", "{x}", r.path)) for r in ROUTES for m in r.methods}
    assert (method, pattern) in shapes
