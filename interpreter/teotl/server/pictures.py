"""Pictures of components for the page: the file a component's `picture:` names, if usable.

Why read here and never from a request: the request names a rule set and a component id; the
file is the one the rule file names, and only if `teotl.rules.pictures` finds it usable (inside
the rule set's folder, a picture's suffix and size; `teotl check` reports the others as W105).
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from teotl.rules.pictures import MAX_PICTURE_BYTES, MEDIA_TYPES, picture_problem
from teotl.server.rulesets import Loaded

__all__ = ["MAX_PICTURE_BYTES", "MEDIA_TYPES", "picture_file"]


def picture_file(loaded: Loaded, component_id: str) -> Optional[Path]:
    component = loaded.ruleset.components.get(component_id)
    if component is None:
        return None
    return picture_problem(loaded.ruleset, component)[0]
