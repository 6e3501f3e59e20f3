"""A variant's changes in words: each changed component's name and the sentences its changed
field reads as before and after — the same text as `teotl explain` gives — so a variant author
reads "Gain 3 coins" → "Gain 4 coins" rather than two pieces of effect code.

Only fields the rule text renders (a cost, the effect, a named effect, a trigger, a modifier) get
sentences; data fields (`data.spots`, numbers) keep their values, which already read as written.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional, Sequence

from teotl.balance.changes import MISSING, Change, difference, value_text


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


def type_names(ruleset: Any, types: Sequence[str], lang: str = "en") -> dict[str, tuple[str, str]]:
    """Each component type's name in the rule text, (one, several) — "tile", "tiles"
    — from the catalogue's `-type-ID` term; a type without one keeps its id."""
    from teotl.text.render import Renderer

    catalogue = Renderer(ruleset, lang).cat
    names = {}
    for kind in types:
        try:
            one, other = catalogue.term(f"type-{kind}", 1), catalogue.term(f"type-{kind}", "other")
        except Exception:  # a report goes on with the id when a term cannot be read
            one = other = None
        names[kind] = (one or kind, other or one or kind)
    return names


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


def value_words(change: Change) -> str:
    """A change that is not rule text (a number, a data field, a value of game.yaml) as
    `old → new`, the part that differs; a component's `copies` as the number of copies ("1 copy →
    3 copies", "2 copies (1 with 2 players)")."""
    if change.field == "copies":
        return f"{_copies(change.old)} → {_copies(change.new)}"
    old, new = difference(change.old, change.new)
    return f"{old} → {new}"


def _copies(value: Any) -> str:
    def count(n: Any) -> str:
        return f"{n} cop{'y' if n == 1 else 'ies'}" if isinstance(n, int) else value_text(n)
    if value is MISSING:
        return "1 copy"  # a component without `copies:` is one
    if isinstance(value, dict):
        default = value.get("default", MISSING)
        others = [f"{value_text(n) if default is not MISSING else count(n)} with {players} players"
                  for players, n in value.items() if players != "default"]
        head = count(default) if default is not MISSING else ""
        return (head + (f" ({', '.join(others)})" if head and others else ", ".join(others))) or value_text(value)
    return count(value)
