"""Completion: inside an effect, the words that can come next; elsewhere, the file's structure.

Inside an effect the statement the cursor is in decides: at its start, the verbs (with their
forms), the grammar's keywords and the templates (with their parameters); after a verb, the
names its form asks for (`gain RESOURCE N` → the resources, `advance TRACK` → the tracks, a
placeholder naming no kind → every name); after `on`, the events; in an expression, the query
functions, named queries, context values and counters. Outside effects: the keys a mapping may
have (from the schemas), closed values (enums), and the ids a field names (component types,
module ids, component ids).
"""
from __future__ import annotations

import re
from typing import Any, Optional

from lsprotocol import types

from teotl.lsp import engine, schema_nav
from teotl.lsp.documents import Cursor
from teotl.lsp.names import Names

Kind = types.CompletionItemKind
_BOUNDARY = re.compile(r";|\{|\||->|:|\(|,")
_TOKEN = re.compile(r"[a-z_][a-z0-9_]*|\d+(?:\.\.\d+)?|->|\S")
_KIND_ICON = {"components": Kind.Reference, "modules": Kind.Module, "templates": Kind.Snippet,
              "context values": Kind.Constant, "events": Kind.Event, "queries": Kind.Function}
_EXPRESSION_KINDS = ("queries", "counters", "resources", "tables", "tracks", "context values")
#: fields outside effects whose values are ids of a kind (component `type:`, a manifest's lists, …)
_ID_FIELDS = {"type": "component_types", "requires": "modules", "conflicts": "modules", "replaces": "components",
              "component": "components", "of": "component_types", "tags": "tags"}


def _item(label: str, kind: Any, detail: str = "", documentation: str = "", insert: Optional[str] = None,
          snippet: bool = False) -> types.CompletionItem:
    return types.CompletionItem(
        label=label, kind=kind, detail=detail or None,
        documentation=types.MarkupContent(types.MarkupKind.Markdown, documentation) if documentation else None,
        insert_text=insert, insert_text_format=types.InsertTextFormat.Snippet if snippet else None)


def _names(names: Names, kinds: list[str], seen: set[str], in_effect: bool = False) -> list[types.CompletionItem]:
    """The names of these kinds; in an effect not an id with `-`, which an effect reads as minus."""
    items = []
    for kind in kinds:
        for name, detail in names.kinds.get(kind, {}).items():
            if name not in seen and not (in_effect and "-" in name):
                seen.add(name)
                items.append(_item(name, _KIND_ICON.get(kind, Kind.Variable), f"{kind[:-1] if kind.endswith('s') else kind}"
                                   + (f": {detail}" if detail else "")))
    return items


def _statement_words(prefix: str) -> tuple[list[str], str]:
    """(the complete words of the statement the cursor is in, the word being typed)."""
    start = 0
    for match in _BOUNDARY.finditer(prefix):
        start = match.end()
    statement = prefix[start:]
    typing = re.search(r"[a-z_][a-z0-9_]*$", statement)
    partial = typing.group() if typing else ""
    words = _TOKEN.findall(statement[:len(statement) - len(partial)])
    return words, partial


def _statement_start(names: Names) -> list[types.CompletionItem]:
    items = []
    for verb, signature in engine.verbs().items():
        items.append(_item(verb, Kind.Function, signature, engine.verb_doc(verb)))
    for keyword in sorted(engine.keywords() - set(engine.verbs())):
        forms = engine.statement_forms(keyword)
        items.append(_item(keyword, Kind.Keyword, " | ".join(form.strip("`") for form, _ in forms) or "keyword",
                           "\n\n".join(f"{form}: {meaning}" for form, meaning in forms)))
    for template in names.templates.values():
        arguments = ", ".join(f"${{{i + 1}:{p}}}" for i, (p, _) in enumerate(template.params))
        shown = ", ".join(f"{p}: {k}" if k else p for p, k in template.params)
        items.append(_item(template.id, Kind.Snippet, f"template ({shown})", insert=f"{template.id}({arguments})",
                           snippet=True))
    return items


def _after_verb(verb: str, words: list[str], names: Names) -> list[types.CompletionItem]:
    seen: set[str] = set()
    if words and words[-1] == "any":
        return _names(names, ["groups"], seen)
    if verb in engine.amount_keywords():
        return [_item("any", Kind.Keyword, "any member of a group")] + _names(names, ["resources"], seen)
    signature = engine.verbs().get(verb, "")
    placeholders = re.findall(r"\b[A-Z][A-Z_]+\b", signature)
    kinds = [kind for placeholder in placeholders for kind in names.for_placeholder(placeholder)]
    literals = sorted(set(re.findall(r"(?<![A-Za-z_])([a-z][a-z_]*)(?![A-Za-z_(])", signature)) - {verb})
    items = [_item(word, Kind.Keyword, signature) for word in literals]
    if "any" in literals:
        kinds.append("groups")
    if not kinds and placeholders:       # a placeholder of no kind known here: every name
        kinds = list(names.kinds)
    return items + _names(names, kinds, seen, True)


def _expression(names: Names) -> list[types.CompletionItem]:
    items = [_item(name, Kind.Function, signature, engine.query_doc(name))
             for name, signature in engine.queries().items()]
    seen = {item.label for item in items}
    return items + _names(names, list(_EXPRESSION_KINDS) + [k for k in names.kinds if k not in _EXPRESSION_KINDS], seen,
                          True)


def in_effect(prefix: str, names: Names) -> list[types.CompletionItem]:
    words, _ = _statement_words(prefix)
    tail = prefix.rstrip()
    if tail.endswith("(") or tail.endswith(","):
        return _expression(names)
    if not words:
        return _statement_start(names)
    first = words[0]
    if first == "on" and len(words) == 1:
        return _names(names, ["events"], set())
    if first in engine.verbs() or first in engine.amount_keywords():
        return _after_verb(first, words, names)
    return _expression(names)


def outside_effect(cursor: Cursor, kind: Optional[str], names: Names, existing: set[str]) -> list[types.CompletionItem]:
    if kind is None:
        return []
    if cursor.in_value and cursor.key is not None:
        path = cursor.path + [cursor.key]
        closed = schema_nav.values(kind, path)
        if closed:
            return [_item(value, Kind.EnumMember, cursor.key) for value in closed]
        wanted = _ID_FIELDS.get(cursor.key)
        return _names(names, [wanted], set()) if wanted else []
    if cursor.in_value and cursor.path:   # an item of a list: `requires: [` / `- `
        wanted = _ID_FIELDS.get(str(cursor.path[-1]))
        if wanted:
            return _names(names, [wanted], set())
    return [_item(key, Kind.Property, "key", description, insert=f"{key}: ")
            for key, description in schema_nav.keys(kind, cursor.path).items() if key not in existing]
