"""A variant's changes in words: each changed component's name and the sentences its changed
field reads as before and after — the same text as `teotl explain` gives — so a variant author
reads "Gain 3 coins" → "Gain 4 coins" rather than two pieces of effect code.

Only fields the rule text renders (a cost, the effect, a named effect, a trigger, a modifier) get
sentences; data fields (`data.spots`, numbers) keep their values, which already read as written.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional, Sequence

from teotl.balance.changes import Change


def in_words(changes: Sequence[Change], before: Any, after: Any, lang: str = "en") -> list[Change]:
    """`changes` with `name`, `old_text` and `new_text` filled in from the rule sets without
    (`before`) and with (`after`) the variant."""
    from teotl.text.render import Renderer

    renderers = [Renderer(before, lang), Renderer(after, lang)]
    worded = []
    for change in changes:
        if change.component is None:
            worded.append(change)
            continue
        old = _rendered(renderers[0], before, change.component)   # each side rendered once
        new = _rendered(renderers[1], after, change.component)
        name = (new or old).title if (new or old) is not None else ""
        worded.append(replace(change, name=name, old_text=_section(old, change.field) or "",
                              new_text=_section(new, change.field or "effect") or ""))
    return worded


def _rendered(renderer: Any, ruleset: Any, cid: str) -> Any:
    component = ruleset.components.get(cid) or ruleset.templates.get(cid)  # (a template renders as one)
    if component is None:
        return None
    try:
        return renderer.render_component(component)
    except Exception:  # a report goes on with the code when a text cannot be made (the check reports it)
        return None


def _section(rendered: Any, field: str) -> Optional[str]:
    """The text of the section of a rendered component that renders `field` (or a field inside
    it: `effects.visit` for `effects.visit.0`); None when the field is not rule text."""
    if rendered is None or not field:
        return None
    for section in rendered.sections:
        path = section.field_path
        if path and (field == path or field.startswith(path + ".")):
            return (section.label + ": " if section.label else "") + section.text
    return None
