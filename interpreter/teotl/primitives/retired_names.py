"""Names an effect may still use from before a primitive was renamed: each is refused at check
time with a hint that writes the new form (teotl.language.registry `RETIRED`), so a rule file
written for an older teotl says what to change instead of "unknown verb".

The map graph primitives (`map_*`, reading a map component) became the graph space's
(docs/game-model.md §2 "Graph", §8): the space is declared `{id: S, kind: graph, from: COMPONENT}`
and named in place of the component.
"""
from __future__ import annotations

from teotl.language.registry import RETIRED

_DECLARE = "declare the graph first: vocabulary.spaces: [{id: S, kind: graph, from: MAP_COMPONENT}]; "

RETIRED.update({
    "map_enter": ("a piece enters a node with `enter`",
                  _DECLARE + "then write `enter S [at NODE] [from COUNTER] [steer (COND)]`"),
    "map_mark": ("a node is claimed with `claim_node`",
                 _DECLARE + "then write `claim_node S [where KEY] [keep] [best KEY]`"),
    "map_remove": ("a piece is taken off with `remove_piece`", _DECLARE + "then write `remove_piece S [where KEY]`"),
    "map_pieces": ("count the pieces on the nodes",
                   _DECLARE + "then write `sum(occupants(n, seat) for n in nodes(S) [where datum(n, KEY) > 0])`"),
    "map_piece_on": ("count the pieces on the node",
                     _DECLARE + "then write `sum(occupants(n, seat) for n in nodes(S) where is_node(n, NODE))`"),
    "map_count": ("count the pieces on the node",
                  _DECLARE + "then write `sum(occupants(n) for n in nodes(S) where is_node(n, NODE))`"),
    "map_sum": ("sum the nodes' numbers",
                _DECLARE + "then write `sum(datum(n, KEY) * occupants(n, seat) for n in nodes(S))`"),
    "map_markable": ("count the nodes `claim_node` could claim",
                     _DECLARE + "then write `count(n in nodes(S) where occupants(n, seat) > 0 and claimed_by(n) < 0 "
                                "[and datum(n, KEY) > 0])`"),
    "map_marked": ("count the nodes the player claimed",
                   _DECLARE + "then write `count(n in nodes(S) where claimed_by(n) == seat [and datum(n, KEY) > 0])`"),
})
