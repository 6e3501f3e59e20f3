"""Component instances and what a handle shows.

A component with `copies:` stands for several identical instances, named `ID#1`, `ID#2`, … in
supplies, spaces, logs and answers; they share the component's data and effects. A component
without copies is its own single instance, named by its id (so rule sets without copies see no
`#` anywhere).

A *handle* (docs/game-model.md §1) may show a component: a component handle is the instance
itself; a cell handle shows the top layer of its stack (the spaces module registers that). Queries
that read a component from any handle (`has(x, WORD)`, `datum(x, FIELD)`) go through
`SHOWN_COMPONENT`, so a new kind of handle needs one entry here, not a change in every query.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

SEPARATOR = "#"


def component_of(instance: str) -> str:
    """The component id of an instance id (`tile#3` → `tile`; `tile` → `tile`)."""
    return instance.split(SEPARATOR, 1)[0]


def instance_id(component: str, copy: int) -> str:
    """The id of copy number `copy` (1-based) of a component with copies."""
    return f"{component}{SEPARATOR}{copy}"


#: handle kind → shown(ctx, handle) -> the instance id the handle shows, or None (an empty cell)
SHOWN_COMPONENT: dict[str, Callable[[Any, Any], Optional[str]]] = {
    "component": lambda ctx, handle: handle if isinstance(handle, str) else None,
}
