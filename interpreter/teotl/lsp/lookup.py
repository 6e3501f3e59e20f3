"""Hover and go to definition: what a word of a rule file is, and where it is declared.

A component id shows its rule text, rendered in the server's language exactly as `teotl
explain` renders it, and its printed text; a verb or query its form and what it does; a name of
the vocabulary its kind; a key its meaning from the schema. Definitions: a component's `id:`, a
template's, a module's manifest, the declaration of a vocabulary name in game.yaml or a
module's `vocabulary:`.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Optional

from teotl.lsp import engine, schema_nav
from teotl.lsp.documents import Cursor
from teotl.lsp.names import Names

Location = tuple[Path, int, int]     # file, 1-based line and column


def hover_text(word: str, cursor: Cursor, in_effect: bool, ruleset: Any, names: Names, lang: str,
               kind: Optional[str]) -> Optional[str]:
    if not word:
        return None
    if in_effect and after_on(cursor.prefix) and word in names.kinds.get("events", {}):
        return f"**events**: `{word}`"     # `on final_scoring:` names the event, whatever else is called so
    if ruleset is not None and word in ruleset.components:
        return _component(ruleset, word, lang)
    if in_effect:
        if word in engine.verbs():
            doc = engine.verb_doc(word)
            return f"**verb** `{engine.verbs()[word]}`" + (f"\n\n{doc}" if doc else "")
        if word in engine.queries():
            doc = engine.query_doc(word)
            return f"**query** `{engine.queries()[word]}`" + (f"\n\n{doc}" if doc else "")
        if word in engine.keywords():
            forms = engine.statement_forms(word)
            if forms:
                return "\n\n".join(f"**statement** {form}: {meaning}" for form, meaning in forms)
            return f"**keyword** `{word}` (docs/dsl.md)"
    if word in names.templates:
        template = names.templates[word]
        shown = ", ".join(f"{p}: {k}" if k else p for p, k in template.params)
        return f"**template** `{word}({shown})`"
    found = names.kind_of(word)
    if found is not None and found not in ("components",):
        detail = names.kinds[found].get(word, "")
        return f"**{found}**: `{word}`" + (f" — {detail}" if detail else "")
    if kind is not None and not cursor.in_value and cursor.key == word:
        description = schema_nav.description(kind, cursor.path + [word])
        return f"**{word}**: {description}" if description else None
    return None


def after_on(prefix: str) -> bool:
    """The cursor is in the word after a statement's `on`: a trigger's event."""
    return re.search(r"(?:^|[;{|:]\s*)on\s+[a-z0-9_]*$", prefix.lstrip()) is not None


def _component(ruleset: Any, component_id: str, lang: str) -> str:
    component = ruleset.components[component_id]
    rendered = engine.render_component(ruleset, component_id, lang)
    parts = [rendered[0].strip()] if rendered else [f"**{component.name or component_id}** (`{component_id}`)"]
    printed = (rendered[1] if rendered else {}) or dict(component.text or {})
    text = printed.get(lang) or printed.get("en")
    if text:
        parts.append(f"*printed ({lang if lang in printed else 'en'}):* {text}")
    if component.file is not None:
        parts.append(f"`{ruleset.relative(component.file)}` · module `{component.module}`")
    return "\n\n".join(parts)


def definition(word: str, ruleset: Any, names: Names, event: bool = False) -> Optional[Location]:
    """Where `word` is defined; `event`: it is a trigger's event (its declaration, not a
    component named like it)."""
    if not word or ruleset is None:
        return None
    if event and word in names.kinds.get("events", {}):
        return _declared(word, ruleset)
    component = ruleset.components.get(word)
    if component is not None and component.file is not None:
        return _at(ruleset, component.file, component.pointer + "/id") or (component.file, component.line,
                                                                            component.column)
    template = names.templates.get(word)
    if template is not None and template.file is not None:
        return _at(ruleset, Path(template.file), template.pointer + "/id")
    module = (ruleset.all_modules or {}).get(word)
    if module is not None:
        return _at(ruleset, module.manifest, "/id") or (module.manifest, 1, 1)
    return _declared(word, ruleset)


def _at(ruleset: Any, file: Path, pointer: str) -> Optional[Location]:
    document = ruleset.documents.get(file)
    if document is None:
        return None
    line, column = document.position(pointer)
    return file, line, column


def _declared(name: str, ruleset: Any) -> Optional[Location]:
    """Where a vocabulary name is declared: game.yaml's `vocabulary:`, then each module's."""
    files = [ruleset.game_file] + [m.manifest for m in ruleset.modules]
    for file in files:
        document = ruleset.documents.get(file) if file is not None else None
        data = document.data if document is not None and isinstance(document.data, dict) else {}
        pointer = _find(data.get("vocabulary"), name, "/vocabulary")
        if pointer is not None:
            line, column = document.position(pointer)
            return file, line, column
    return None


def _find(value: Any, name: str, pointer: str, depth: int = 0) -> Optional[str]:
    """The pointer of `name` declared in `value`: a key, an entry `{id: name}`, or a list item."""
    if depth > 6:
        return None
    if isinstance(value, dict):
        if value.get("id") == name:
            return pointer + "/id"
        if name in value:
            return f"{pointer}/{name}"
        for key, inner in value.items():
            found = _find(inner, name, f"{pointer}/{key}", depth + 1)
            if found is not None:
                return found
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            if inner == name:
                return f"{pointer}/{index}"
            found = _find(inner, name, f"{pointer}/{index}", depth + 1)
            if found is not None:
                return found
    return None

