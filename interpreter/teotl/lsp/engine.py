"""The one place the language server reaches into teotl's layers below the rule loader.

Why one module: the language, its registry of primitives, the model's vocabulary and the text
renderer are moving and growing (new primitives, new statement forms, templates). The server
asks only these functions, so following a move is a change here, and whatever a new primitive
registers (a verb with its signature, a query, a context value) shows up in completion and
hover by itself.
"""
from __future__ import annotations

import importlib
import inspect
from functools import lru_cache
from typing import Any, Optional


def warm_up() -> None:
    """Build what the first keystroke would otherwise wait for: the registry of primitives and
    the full parser's tables (the fast parser hands every text with an error to it)."""
    _registry()
    from teotl.language.errors import DslSyntaxError
    from teotl.language.parser import parse_effect
    try:
        parse_effect("gain (")
    except DslSyntaxError:
        pass


def _registry() -> Any:
    importlib.import_module("teotl.primitives")   # importing it registers every primitive
    from teotl.language import registry
    return registry


def verbs() -> dict[str, str]:
    """Every registered verb → its form (`gain RESOURCE N, …`)."""
    registry = _registry()
    return {name: registry.SIGNATURES.get(name, name) for name in sorted(registry.VERBS)}


def queries() -> dict[str, str]:
    """Every registered query function → its form (`count(TYPE [, TAG])`)."""
    registry = _registry()
    return {name: registry.QUERY_SIGNATURES.get(name, name) for name in sorted(registry.QUERY_FUNCTIONS)}


def _doc(function: Any) -> str:
    """The first paragraph of a primitive's docstring (what it does, in its author's words)."""
    text = inspect.getdoc(function) or ""
    return text.split("\n\n", 1)[0].strip()


def verb_doc(name: str) -> str:
    return _doc(_registry().VERBS.get(name))


def query_doc(name: str) -> str:
    return _doc(_registry().QUERY_FUNCTIONS.get(name))


def statement_forms(keyword: str) -> list[tuple[str, str]]:
    """(form, meaning) of each form a statement of the grammar's own starts with `keyword` (`gain`,
    `pay`, `choose`, `repeat`, `each`, …), as its primitive registered them for docs/verbs.md."""
    return [row for primitive in _registry().PRIMITIVES if primitive.kind == "statement"
            and primitive.name == keyword for row in primitive.rows]


@lru_cache(maxsize=1)
def keywords() -> frozenset[str]:
    """The words the grammar spells itself (`gain`, `choose`, `repeat`, `each`, …)."""
    from teotl.language.grammar import keywords as grammar_keywords
    return grammar_keywords()


def context_values() -> tuple[str, ...]:
    """The values the game flow sets while an effect runs (`level`, `seat`, …)."""
    from teotl.language.expressions import CONTEXT_VALUES
    return tuple(CONTEXT_VALUES)


def vocabulary(ruleset: Any) -> Any:
    """The model's vocabulary of a loaded rule set (None when game.yaml cannot give one)."""
    from teotl.model.vocabulary import Vocabulary
    try:
        return Vocabulary.from_game(ruleset.game or {}, list(ruleset.components.values()))
    except Exception:  # a game.yaml being typed: half a vocabulary is no vocabulary
        return None


def render_component(ruleset: Any, component_id: str, lang: str) -> Optional[tuple[str, dict[str, str]]]:
    """(the component as rule text in Markdown, its printed texts by language), or None."""
    from teotl.text.document import component_markdown
    from teotl.text.render import Renderer
    component = ruleset.components.get(component_id)
    if component is None:
        return None
    try:
        renderer = Renderer(ruleset, lang)
        item = renderer.render_component(component)
        return component_markdown(renderer, item), dict(item.printed)
    except Exception:  # the renderer must never take the server down with it
        return None


@lru_cache(maxsize=1)
def amount_keywords() -> frozenset[str]:
    """The keywords the grammar follows with an amount list (`gain coin 3, gem 2`): their
    arguments are resources."""
    import re

    from teotl.language.grammar import grammar_text
    return frozenset(re.findall(r'"([a-z_]+)"i?\s+amounts\b', grammar_text()))
