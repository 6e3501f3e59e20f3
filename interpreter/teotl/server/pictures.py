"""Pictures of components: a rule file may give a component `picture: FILE` (relative to the
rule file's folder); the page shows it where it draws the component.

Why read here and never from a request: the request names a rule set and a component id; the
file is the one the rule file names, and only if it lies inside the rule set's folder, has a
picture's suffix and a picture's size. Anything else is "no picture".
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from teotl.server.rulesets import Loaded

MEDIA_TYPES = {".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg",
               ".webp": "image/webp"}
MAX_PICTURE_BYTES = 4 * 1024 * 1024


def picture_file(loaded: Loaded, component_id: str) -> Optional[Path]:
    component = loaded.ruleset.components.get(component_id)
    if component is None or component.file is None:
        return None
    given = (component.raw or {}).get("picture")
    if not isinstance(given, str) or not given:
        return None
    root = Path(loaded.ruleset.root or Path(component.file).parent).resolve()
    try:
        path = (Path(component.file).parent / given).resolve()
    except (OSError, RuntimeError):
        return None
    if not path.is_relative_to(root) or path.suffix.lower() not in MEDIA_TYPES:
        return None
    try:
        if not path.is_file() or path.stat().st_size > MAX_PICTURE_BYTES:
            return None
    except OSError:
        return None
    return path
