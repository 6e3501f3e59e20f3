"""Every name a rule set gives an effect to use, by kind: what completion offers and hover names.

Read generically: each collection field of the model's vocabulary is a kind (`resources`,
`tracks`, `supplies`, `pieces`, `events`, …, and any a later vocabulary adds), then the component
ids, module ids, templates with their parameters, the context values and the registered verbs
and queries. Nothing here lists a game's kinds by hand.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Optional

from teotl.lsp import engine

# vocabulary fields that say something about other names rather than declare names
_NOT_NAMES = ("substitutes", "substitutes_while", "offered_as_any_while", "substitutes_up_to", "score")


@dataclass
class Template:
    id: str
    params: list[tuple[str, str]]          # (name, kind)
    file: Any = None
    pointer: str = ""


@dataclass
class Names:
    kinds: dict[str, dict[str, str]] = field(default_factory=dict)   # kind → name → detail
    templates: dict[str, Template] = field(default_factory=dict)

    def kind_of(self, name: str) -> Optional[str]:
        for kind, names in self.kinds.items():
            if name in names:
                return kind
        return None

    def for_placeholder(self, placeholder: str) -> list[str]:
        """The kinds a signature's placeholder means: RESOURCE → resources, SUPPLY → supplies,
        TYPE → component_types; none when the placeholder names no kind."""
        word = placeholder.lower()
        plurals = {word + "s", word + "es", word[:-1] + "ies" if word.endswith("y") else word + "s"}
        return [kind for kind in self.kinds if kind in plurals or any(kind.endswith("_" + p) for p in plurals)]


def _spec_detail(value: Any) -> str:
    if dataclasses.is_dataclass(value):
        parts = [f"{f.name} {getattr(value, f.name)}" for f in dataclasses.fields(value)
                 if f.name != "id" and getattr(value, f.name) not in (None, 0, False, frozenset(), ())]
        return ", ".join(parts)
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value))[:80]
    if isinstance(value, (str, int)):
        return str(value)
    return ""


def _entries(value: Any) -> dict[str, str]:
    if isinstance(value, dict):
        return {str(key): _spec_detail(spec) for key, spec in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        found = {}
        for item in value:
            name = getattr(item, "id", item)
            found[str(name)] = _spec_detail(item) if dataclasses.is_dataclass(item) else ""
        return found
    return {}


def templates_of(ruleset: Any) -> dict[str, Template]:
    """Templates as the loader keeps them (`ruleset.templates`), else as written under
    `templates:` in any loaded file (docs/game-model.md, section 5)."""
    found: dict[str, Template] = {}
    kept = getattr(ruleset, "templates", None)
    items: list[tuple[Any, str, Any]] = []
    if isinstance(kept, dict) and kept:
        items = [(getattr(t, "file", None), getattr(t, "pointer", ""), t) for t in kept.values()]
    else:
        for path, document in (getattr(ruleset, "documents", None) or {}).items():
            data = document.data if isinstance(document.data, dict) else {}
            for index, raw in enumerate(data.get("templates") or []):
                items.append((path, f"/templates/{index}", raw))
    for path, pointer, raw in items:
        tid = raw.get("id") if isinstance(raw, dict) else getattr(raw, "id", None)
        if not isinstance(tid, str):
            continue
        params = raw.get("params") if isinstance(raw, dict) else getattr(raw, "params", None)
        found[tid] = Template(tid, _params(params), path, pointer)
    return found


def _params(params: Any) -> list[tuple[str, str]]:
    result = []
    for item in params or []:
        if isinstance(item, dict):
            result += [(str(name), str(kind)) for name, kind in item.items()]
        elif isinstance(item, (list, tuple)) and len(item) == 2:
            result.append((str(item[0]), str(item[1])))
        elif item is not None:
            result.append((str(item), ""))
    return result


def names_of(ruleset: Any) -> Names:
    names = Names()
    vocabulary = engine.vocabulary(ruleset) if ruleset is not None else None
    if vocabulary is not None and dataclasses.is_dataclass(vocabulary):
        for item in dataclasses.fields(vocabulary):
            if item.name in _NOT_NAMES:
                continue
            entries = _entries(getattr(vocabulary, item.name))
            if entries:
                names.kinds[item.name] = entries
    if ruleset is not None:
        names.kinds["components"] = {cid: " ".join(filter(None, (c.type, c.name and f"“{c.name}”")))
                                     for cid, c in ruleset.components.items()}
        names.kinds["modules"] = {mid: m.name for mid, m in (ruleset.all_modules or {}).items()}
        names.templates = templates_of(ruleset)
        if names.templates:
            names.kinds["templates"] = {tid: ", ".join(f"{p}: {k}" if k else p for p, k in t.params)
                                        for tid, t in names.templates.items()}
    names.kinds["context values"] = {value: "set by the game flow" for value in engine.context_values()}
    return names
