"""How `each x in any_order(…)`'s decision reads on a play surface: its prompt (the body, the
item being picked left out) and each option (an item by what it is). The statement itself is
teotl.primitives.iteration's."""
from __future__ import annotations

import re

from teotl.language.registry import renders
from teotl.text.template_text import standing_for


@renders("prompt", "order")
def _prompt_order(n, decision, about):
    """"In which order? Next: the workers on the edge work": the loop's item is the one the
    player is picking (each option names one), so the body leaves it out rather than show the
    rule's letter for it ("on edge e", "o espaço vazio s")."""
    node = about[2]
    with standing_for(n, {node.who: ""}):
        body = n.clause(node.body)
    return n.msg("ask-order", body=_LEFT_OUT_SPACE.sub(r"\1", " ".join(body.split())))


_LEFT_OUT_SPACE = re.compile(r" ([,.])")  # where a left-out item stood before a comma or a full stop


@renders("option", "order")
def _option_order(n, decision, option, about):
    """An item by what it is: a seat by name, a component by its name, a cell by its place."""
    kind, item = about[1], option.value
    if kind in ("player", "seat") and isinstance(item, int):
        return n.seat(item)
    if isinstance(item, tuple) and len(item) == 3:
        return n.msg("option-cell", row=item[1], column=item[2])
    if isinstance(item, tuple) and len(item) == 5 and isinstance(item[0], str):   # an edge: its two ends
        grid = (getattr(n.state, "cells", None) or {}).get(item[0]) or {}
        ends = []
        for at in ((item[1], item[2]), (item[3], item[4])):
            stack = grid.get(at)
            name = n.label(n.component(stack[-1][0].partition("#")[0])) if stack else ""
            ends.append(n.msg("option-edge-end", name=name, row=at[0], column=at[1]))
        return n.msg("option-edge", first=ends[0], second=ends[1])
    if isinstance(item, str) and item.partition("#")[0] in n.components:
        return n.label(n.component(item))
    return n.label(n.humanise(str(option.key)))
