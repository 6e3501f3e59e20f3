"""How a player reads the decisions and log events of pieces on a graph (teotl.primitives.graph_moves):
the question of a pushed piece's owner, a node to claim or to take a piece from, and the events
`entered`, `steered`, `node_claimed`, `piece_removed`. A node reads as its catalogue term
(`-node-SPACE-ID`, `-node-ID`), its component's name, its `name`, or its id made readable
(teotl.text.play_nouns `node`)."""
from __future__ import annotations

from typing import Any

from teotl.language.registry import renders


def space_title(n: Any, space: str) -> Any:
    """A graph as a player reads it: the component it is read from (a printed board), else the
    space's own term."""
    spec = n.vocab.spaces.get(space)
    if spec is not None and spec.source is not None and spec.source in n.components:
        return n.component(spec.source)
    return n.noun(space, 1, "space")


@renders("prompt", "pushed")
def _prompt_pushed(n, decision, about):
    return n.msg("ask-pushed", node=n.node(about[1], about[2]))


@renders("option", "pushed")
def _option_pushed(n, decision, option, about):
    node, path = option.value
    name = n.node(about[1], node)
    return n.msg("option-node-path", node=name, path=n.term(f"path-{path}", 1, n.humanise(path))) if path else name


@renders("prompt", "graph-node")
def _prompt_graph_node(n, decision, about):
    return n.msg(f"ask-map-{about[2]}", map=space_title(n, about[1]))


@renders("option", "graph-node")
def _option_graph_node(n, decision, option, about):
    return n.label(n.node(about[1], option.value))


@renders("event", "entered")
def _event_entered(n, e):
    node = n.node(e["space"], e["node"])
    if "pushes" in e:
        return n.msg("event-map-push", who=n.who(e), node=node, pushed=n.seat_value(e["pushes"]))
    return n.msg("event-map-arrive", who=n.who(e), node=node)


@renders("event", "steered")
def _event_steered(n, e):
    return n.msg("event-map-steered", who=n.who(e), node=n.node(e["space"], e["node"]),
                 random="yes" if e.get("random") else "no")


@renders("event", "node_claimed")
def _event_node_claimed(n, e):
    return n.msg("event-map-mark", who=n.who(e), node=n.node(e["space"], e["node"]),
                 removed="yes" if e.get("removed") else "no")


@renders("event", "piece_removed")
def _event_piece_removed(n, e):
    return n.msg("event-map-remove", who=n.who(e), node=n.node(e["space"], e["node"]))
