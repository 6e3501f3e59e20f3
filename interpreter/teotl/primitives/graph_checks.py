"""The load-time checks of graph spaces (`teotl check`, docs/game-model.md §2 "Graph"): every graph
of `vocabulary.spaces` is read and checked, also one no effect names yet, at the place of its
data — its declaration, or the data of the component it is read `from` — so the error points at
the node or the edge that is wrong.
"""
from __future__ import annotations

from typing import Any

from teotl.language.errors import did_you_mean
from teotl.primitives.graph_space import BAD_GRAPH, Graph, GraphError

SPACE_DECLARATION = "E485"
GAME = "game"
_GRAPH_KEYS = ("from", "nodes", "edges", "entry", "paths")


def graph_problems(game: dict, components: dict) -> list[tuple[str, str, str, str, str]]:
    """(code, message, hint, component id or "game", field path) for each problem of the graph
    spaces (and of a grid given a graph's keys)."""
    problems = []
    entries = ((game.get("vocabulary") or {}).get("spaces") or ()) if isinstance(game, dict) else ()
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            continue
        name, path = entry["id"], f"vocabulary.spaces.{index}"
        if entry.get("kind") != "graph":
            wrong = [key for key in _GRAPH_KEYS if key in entry]
            if wrong:
                problems.append((SPACE_DECLARATION, f"grid `{name}` has `{wrong[0]}`, which only a graph has",
                                 "a graph is declared `kind: graph`", GAME, f"{path}.{wrong[0]}"))
            continue
        source = entry.get("from")
        if source is not None and "nodes" in entry:
            problems.append((SPACE_DECLARATION, f"graph `{name}` has both `from` and `nodes`",
                             "write its nodes here, or read them `from` a component's data: not both", GAME,
                             f"{path}.from"))
            continue
        if source is None:
            if "nodes" not in entry:
                problems.append((SPACE_DECLARATION, f"graph `{name}` has no nodes",
                                 "list them (`nodes: [{id: a, ahead: [b]}, {id: b}]`) or read them from a "
                                 "component (`from: COMPONENT`)", GAME, f"{path}.id"))
                continue
            problems += _data_problems(name, entry, components, GAME, path)
            continue
        info = components.get(source) if isinstance(source, str) else None
        if info is None:
            problems.append((SPACE_DECLARATION, f"graph `{name}` is read from unknown component `{source}`",
                             did_you_mean(str(source), list(components)) or
                             "`from:` names a component whose data has the graph's `nodes`", GAME, f"{path}.from"))
            continue
        problems += _data_problems(name, info.data, components, source, "data")
    return problems


def _data_problems(name: str, data: Any, components: dict, where: str, path: str) -> list[tuple]:
    try:
        graph = Graph(name, data)
    except GraphError as error:
        return [(BAD_GRAPH, f"graph `{name}`: {error}", error.hint, where,
                 f"{path}.{error.path}" if error.path else path)]
    problems = []
    for index, node in enumerate(graph.nodes.values()):
        if node.component is not None and components and node.component not in components:
            problems.append((BAD_GRAPH, f"node `{node.id}` of graph `{name}` names unknown component "
                             f"`{node.component}`", did_you_mean(node.component, list(components))
                             or "a node's `component` is the id of a component whose effect `claim_node` runs",
                             where, f"{path}.nodes.{index}.component"))
    return problems
