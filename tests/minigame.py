"""A tiny game vocabulary for engine tests that must not depend on the shipped rule files."""
from __future__ import annotations

from teotl.runtime.runtime import Runtime

GAME = {
    "vocabulary": {
        "resources": [{"id": "cocoa"}, {"id": "wood", "groups": ["resource"]},
                      {"id": "stone", "groups": ["resource"]}, {"id": "gold", "groups": ["resource"]},
                      {"id": "vp", "score": True}],
        "tracks": [{"id": "blue", "groups": ["temple"], "max": 4, "exclusive": [4]},
                   {"id": "red", "groups": ["temple"], "max": 4},
                   {"id": "avenue", "max": 9}],
        "boards": [{"id": "palace", "number": 1}, {"id": "forest", "number": 2},
                   {"id": "quarry", "number": 3}, {"id": "market", "number": 4}],
        "pieces": [{"id": "worker", "level": {"min": 1, "max": 5, "start": 1, "overflow": 6}, "per_player": 4}],
        "supplies": [{"id": "stack"}, {"id": "offer", "columns": 2}],
        "component_types": ["tile", "track", "board", "technology", "discovery"],
        "global_types": ["board"],
        "events": ["main_action", "acquire", "overflowed", "crossed", "claim"],
        "flags": ["free_pass"],
        "counters": [{"id": "clock", "start": 0}],
        "aliases": {"power_up": "upgrade", "power": "level", "workers_here": "pieces_here"},
        "queries": {"techs": "count(technology)"},
    },
    "tables": {"sets": [0, 1, 3, 6, 10]},
}


def runtime(*components: dict) -> Runtime:
    """A runtime over GAME plus the given components; fails loudly if any does not compile."""
    rt = Runtime(GAME, list(components))
    assert not rt.problems, rt.problems
    return rt
