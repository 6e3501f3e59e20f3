"""Parse effect strings (grammar/effects.lark, LALR) into the syntax tree of `teotl.dsl.ast`.

The Lark parser (teotl.dsl.lalr) is imported and built on the first parse only: a process whose
effects all come from the disk cache never needs it. Syntax errors become `DslSyntaxError` with
the position inside the effect string, what was expected and a hint, never a Lark exception.
"""
from __future__ import annotations

from typing import Optional

from teotl.dsl import ast

MAX_EFFECT_LENGTH = 20_000
MAX_NESTING = 60


class DslSyntaxError(Exception):
    """An effect string that does not follow the grammar."""

    def __init__(self, message: str, line: int, column: int, hint: str, code: str = "E201"):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.hint = hint
        self.code = code


# Effects parsed in this process, text -> syntax tree (trees are immutable, so one can be shared).
# A loader may fill it from its disk cache (`remember_parses`), so that a rule set read from the
# cache is compiled without building the parser at all.
_PARSED: dict[str, ast.Effect] = {}
_PARSED_LIMIT = 65536


def parse_effect(text: str) -> ast.Effect:
    """Parse one effect string. Raises `DslSyntaxError` (never a Lark error) when it is wrong."""
    tree = _PARSED.get(text) if isinstance(text, str) else None
    if tree is not None:
        return tree
    tree = _parse_effect(text)
    if len(_PARSED) < _PARSED_LIMIT:
        _PARSED[text] = tree
    return tree


def parse_count() -> int:
    """How many effects `known_parses` holds (cheap: no copy)."""
    return len(_PARSED)


def known_parses() -> dict[str, ast.Effect]:
    """Every effect parsed (or remembered) in this process so far."""
    return dict(_PARSED)


def remember_parses(parses: dict) -> None:
    """Add earlier parses (from a cache keyed by the grammar): text -> syntax tree."""
    for text, tree in parses.items():
        if isinstance(text, str) and isinstance(tree, (ast.Seq, ast.Trigger, ast.Modifier)) \
                and len(_PARSED) < _PARSED_LIMIT:
            _PARSED.setdefault(text, tree)


def _parse_effect(text: str) -> ast.Effect:
    if not isinstance(text, str):
        raise DslSyntaxError(f"an effect must be text, not {type(text).__name__}", 1, 1,
                             "quote the effect as a YAML string", code="E202")
    if not text.strip():
        raise DslSyntaxError("the effect is empty", 1, 1, "write `nothing` for an effect that does nothing",
                             code="E203")
    if len(text) > MAX_EFFECT_LENGTH:
        raise DslSyntaxError(f"the effect is {len(text)} characters long (limit {MAX_EFFECT_LENGTH})", 1, 1,
                             "split it into several components", code="E204")
    depth = _max_depth(text)
    if depth > MAX_NESTING:
        raise DslSyntaxError(f"the effect nests {depth} levels deep (limit {MAX_NESTING})", 1, 1,
                             "flatten the effect: nest braces and parentheses less", code="E204")
    from teotl.dsl.lalr import parse_tree  # Lark is imported on the first parse only
    return parse_tree(text)


def _max_depth(text: str) -> int:
    depth = deepest = 0
    for char in text:
        if char in "({":
            depth += 1
            deepest = max(deepest, depth)
        elif char in ")}":
            depth -= 1
    return deepest


def is_trigger(effect: ast.Effect) -> bool:
    return isinstance(effect, ast.Trigger)


def is_modifier(effect: ast.Effect) -> bool:
    return isinstance(effect, ast.Modifier)


def try_parse(text: str) -> Optional[ast.Effect]:
    """Parse, or None when the text is not a valid effect (for tools that only peek)."""
    try:
        return parse_effect(text)
    except DslSyntaxError:
        return None
