"""A tiny tile-laying vocabulary for the tests of grid spaces (tests/test_spaces_*.py).

Two kinds of components go on the unbounded grid `field`: *tiles* with a number of pips on each
edge (`pips: [top, right, bottom, left]` as printed) and *sites* worth `coin` each. A tile goes on
an empty square of odd parity (row + column) next to a site, in any rotation; a site goes where the
rules put it (`at`). The bounded grid `board` (2 rows, 3 columns) is for the bounded cases.
"""
from __future__ import annotations

from typing import Iterable

from teotl.runtime.runtime import Runtime

GAME = {
    "vocabulary": {
        "resources": [{"id": "coin"}, {"id": "vp", "score": True}],
        "tracks": [{"id": "river", "min": 0, "max": 4, "start": 1, "values": [-3, -1, 0, 2, 5]},
                   {"id": "plain", "max": 3}],
        "spaces": [{"id": "field", "kind": "grid"}, {"id": "board", "kind": "grid", "rows": 2, "columns": 3}],
        "supplies": [{"id": "hand", "of": "tile", "per_player": True}, {"id": "pile", "of": "site"},
                     {"id": "display", "of": "site"}, {"id": "stock", "of": "tile"}],
        "component_types": ["tile", "site", "rule"],
        "events": ["placed"],
        "counters": [{"id": "turns", "start": 0}, {"id": "probe", "start": 0}],
    },
}

TILES = [
    {"id": "cross", "type": "tile", "name": "Cross", "tags": ["path"], "data": {"pips": [1, 1, 1, 1]}},
    {"id": "bend", "type": "tile", "name": "Bend", "data": {"pips": [2, 1, 0, 1]}},
    {"id": "spur", "type": "tile", "name": "Spur", "data": {"pips": [3, 0, 0, 1]}},
    {"id": "dear", "type": "tile", "name": "Dear tile", "cost": "coin 2", "data": {"pips": [0, 0, 0, 4]}},
]
SITES = [
    {"id": "well", "type": "site", "name": "Well", "data": {"coin": 2}},
    {"id": "mine", "type": "site", "name": "Mine", "data": {"coin": 3}},
    {"id": "shrine", "type": "site", "name": "Shrine", "tags": ["holy"], "data": {"coin": 1}},
]

#: a tile's legal squares: odd parity, next to a site
TILE_RULE = "(row(cell) + column(cell)) % 2 != 0 and touching(cell, site) >= 1"


def runtime(*components: dict, game: dict = GAME, base: Iterable[dict] = (*TILES, *SITES)) -> Runtime:
    """A runtime over the tile vocabulary plus `components`; fails loudly if anything does not compile."""
    rt = Runtime(game, [*base, *components])
    assert not rt.problems, rt.problems
    return rt


def lay(state, space: str, row: int, column: int, instance: str, owner: int = -1, rotation: int = 0) -> None:
    """Put a layer on a cell directly (the set-up of a worked example)."""
    from teotl.primitives.grid_space import put_layer
    put_layer(state, (space, row, column), (instance, owner, rotation))


def play(rt: Runtime, state, effect_id: str, seat: int = 0, answers=(), path: str = "effect"):
    """Run one component's effect on `state` as `seat`, answering by key; returns the decisions
    asked, as (kind, [keys]) pairs."""
    asked = []
    runner = rt.effects[(effect_id, path)].run(rt.context(state, seat))
    answers = list(answers)
    try:
        decision = next(runner)
        while True:
            asked.append((decision.kind, decision.keys()))
            assert answers, f"no answer left for {decision.kind} {decision.keys()}"
            option = decision.find(answers.pop(0))
            assert option is not None, (decision.kind, decision.keys())
            decision = runner.send(option.value)
    except StopIteration:
        pass
    assert not answers, f"unused answers {answers}"
    return asked
