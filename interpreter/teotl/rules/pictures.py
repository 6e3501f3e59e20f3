"""Pictures of components: `picture: FILE` in a component, read and checked in one place.

Why here, below the server: `teotl check` must say that a named picture is missing or unusable
(a page that silently draws no picture is a changed game for its author), and `teotl serve` must
serve only a file the rule file names, inside the rule set's folder, with a picture's suffix and
size. Both ask `picture_problem`, so the two can never disagree.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from teotl.rules.diagnostics import Diagnostic, warning
from teotl.rules.model import Component, RuleSet

MEDIA_TYPES = {".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg",
               ".webp": "image/webp"}
MAX_PICTURE_BYTES = 4 * 1024 * 1024


def picture_problem(ruleset: RuleSet, component: Component) -> tuple[Optional[Path], str]:
    """The picture file of `component` and "" when it is usable; (None, "") when it names none;
    (None, why) when it names one that cannot be shown."""
    given = (component.raw or {}).get("picture") if isinstance(component.raw, dict) else None
    if given is None or component.file is None:
        return None, ""
    if not isinstance(given, str) or not given:
        return None, "`picture:` must name a file"
    root = Path(ruleset.root or Path(component.file).parent).resolve()
    try:
        path = (Path(component.file).parent / given).resolve()
    except (OSError, RuntimeError):
        return None, f"the picture `{given}` cannot be resolved"
    if not path.is_relative_to(root):
        return None, f"the picture `{given}` lies outside the rule set's folder"
    if path.suffix.lower() not in MEDIA_TYPES:
        return None, f"the picture `{given}` is not a .svg, .png, .jpg or .webp file"
    try:
        if not path.exists():
            return None, f"the picture `{given}` does not exist"
        if not path.is_file():
            return None, f"the picture `{given}` is not a file"
        if path.stat().st_size > MAX_PICTURE_BYTES:
            return None, f"the picture `{given}` is larger than {MAX_PICTURE_BYTES // (1024 * 1024)} MB"
    except OSError:
        return None, f"the picture `{given}` cannot be read"
    return path, ""


def picture_diagnostics(ruleset: RuleSet) -> list[Diagnostic]:
    """W105 for each component whose `picture:` names a file that cannot be shown."""
    found = []
    for component in ruleset.components.values():
        _, problem = picture_problem(ruleset, component)
        if problem:
            where = ruleset.locate(component.id, "picture")
            found.append(warning("W105", problem + " (the page draws the component without it)",
                                 "name a picture file inside the rule set, relative to this rule file's folder",
                                 where[0] or component.file, where[1], where[2], component.id))
    return found
