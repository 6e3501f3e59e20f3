"""What a variant changes, read from its file: each patch as component (or game.yaml), field,
old value → new value, and the components it adds.

The old value is the field in the rule set without the variant (the same modules), the new one
the field once the variant is applied — so a later patch of the same field shows its final value
and nothing is guessed from the patch text alone. Paths are read the way patches are applied
(dotted; a key containing dots, such as the grid cell `2..3`, is the longest run of words that is
a key).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Sequence

MISSING = object()  # a field the rule set without the variant does not have
MIN_CUT = 12        # `difference` leaves out a head or a tail only when it is at least this long


@dataclass(frozen=True)
class Change:
    variant: str                 # the variant's id
    component: Optional[str]     # the component (or template) changed or added; None for a game.yaml patch
    field: str                   # the dotted field ("effect", "cost", "flow.seat_tie_break"), "" when added
    old: Any                     # MISSING when the field (or component) did not exist
    new: Any
    note: str = ""               # the patch's `note:`, or the added component's name
    line: int = 0                # where the patch is written in the variant file
    name: str = ""               # the component's name in the rule text (balance.change_text)
    old_text: str = ""           # the changed field as a sentence before the variant, when it is rule text
    new_text: str = ""           # … and with it

    @property
    def added(self) -> bool:
        return self.component is not None and self.field == ""

    @property
    def where(self) -> str:
        if self.component is None:
            return "game.yaml"
        return self.component


def lookup(container: Any, dotted: str) -> Any:
    """The value at `dotted` in nested dicts and lists, or MISSING."""
    parts = dotted.split(".") if dotted else []
    current, index = container, 0
    while index < len(parts):
        if isinstance(current, dict):
            for end in range(len(parts), index, -1):
                key = ".".join(parts[index:end])
                if key in current:
                    current, index = current[key], end
                    break
            else:
                return MISSING
        elif isinstance(current, list) and parts[index].isdigit() and int(parts[index]) < len(current):
            current, index = current[int(parts[index])], index + 1
        else:
            return MISSING
    return current


def variant_changes(path: Path, before: Any, after: Any) -> list[Change]:
    """The patches and added components of the variant file at `path`; `before`/`after`: the rule
    sets (`RuleSet`) without and with it."""
    from teotl.rules.yaml_loader import load_yaml_file, pointer_join

    document, _ = load_yaml_file(Path(path))
    data = document.data if document is not None and isinstance(document.data, dict) else {}
    variant = data.get("id") if isinstance(data.get("id"), str) else Path(path).stem
    found: list[Change] = []
    for index, patch in enumerate(data.get("patches") or []):
        if not isinstance(patch, dict):
            continue
        line = document.position(pointer_join("/patches", index))[0] if document is not None else 0
        note = patch.get("note") if isinstance(patch.get("note"), str) else ""
        if isinstance(patch.get("component"), str) and isinstance(patch.get("path"), str):
            cid, field = patch["component"], patch["path"]
            old_component, new_component = before.components.get(cid), after.components.get(cid)
            old = lookup(old_component.raw, field) if old_component is not None else MISSING
            new = lookup(new_component.raw, field) if new_component is not None else patch.get("set")
            found.append(Change(variant, cid, field, old, new, note, line))
        elif isinstance(patch.get("template"), str) and isinstance(patch.get("path"), str):
            tid, field = patch["template"], patch["path"]
            old_template, new_template = before.templates.get(tid), after.templates.get(tid)
            old = lookup(old_template.raw, field) if old_template is not None else MISSING
            new = lookup(new_template.raw, field) if new_template is not None else patch.get("set")
            found.append(Change(variant, tid, field, old, new, note, line))
        elif isinstance(patch.get("game"), str):
            field = patch["game"]
            found.append(Change(variant, None, field, lookup(before.game, field), lookup(after.game, field), note, line))
    for index, component in enumerate(data.get("components") or []):
        if isinstance(component, dict) and isinstance(component.get("id"), str):
            cid = component["id"]
            line = document.position(pointer_join("/components", index))[0] if document is not None else 0
            name = component.get("name") if isinstance(component.get("name"), str) else ""
            old = MISSING if cid not in before.components else before.components[cid].raw
            found.append(Change(variant, cid, "", old, component, name, line))
    return found


def changes_by_component(changes: Sequence[Change]) -> dict[str, list[Change]]:
    by: dict[str, list[Change]] = {}
    for change in changes:
        if change.component is not None:
            by.setdefault(change.component, []).append(change)
    return by


def value_text(value: Any, limit: Optional[int] = None) -> str:
    """A value as one line: text as written, other values compactly (`{coin: 2}`)."""
    if value is MISSING:
        return "(none)"
    if isinstance(value, str):
        text = " ".join(value.split())
    elif isinstance(value, dict):
        text = "{" + ", ".join(f"{k}: {value_text(v)}" for k, v in value.items()) + "}"
    elif isinstance(value, (list, tuple)):
        text = "[" + ", ".join(value_text(v) for v in value) + "]"
    elif isinstance(value, bool):
        text = "true" if value else "false"
    else:
        text = str(value)
    if limit is not None and len(text) > limit:
        text = text[:limit - 1] + "…"
    return text


def difference(old: Any, new: Any, context: int = 18) -> tuple[str, str]:
    """The part of two one-line values that differs, with a little context on each side, so a
    long effect shows `…gain coin 1 + (seat…` → `…gain coin 3 + (seat…`."""
    a, b = value_text(old), value_text(new)
    if old is MISSING or new is MISSING or a == b:
        return a, b
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start and a[len(a) - 1 - end] == b[len(b) - 1 - end]:
        end += 1
    lo = max(0, start - context)
    if lo > 0:  # begin at a word
        space = a.find(" ", lo, start)
        lo = space + 1 if space != -1 else lo
    if lo < MIN_CUT:  # "…may sell" for "You may sell": an ellipsis for a word or two hides more than it saves
        lo = 0

    def cut(text: str) -> str:
        hi = min(len(text), len(text) - end + context)
        if hi < len(text):  # end at a word
            space = text.rfind(" ", len(text) - end, hi)
            hi = space if space != -1 else hi
        if len(text) - hi < MIN_CUT:
            hi = len(text)
        return ("…" if lo > 0 else "") + text[lo:hi] + ("…" if hi < len(text) else "")
    return cut(a), cut(b)
