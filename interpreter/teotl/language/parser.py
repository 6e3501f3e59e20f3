"""Parse effect strings (grammar/effects.lark) into the syntax tree of `teotl.language.ast`.

Two paths give the same tree. The fast one (`teotl.language.descent`, recursive descent, no
dependency) answers for every effect it parses cleanly. Anything else — and every effect when
the grammar file is not the one the fast parser implements — goes to the reference path, Lark's
LALR parser (`teotl.language.lalr`), imported and built only then: it turns syntax errors into
`DslSyntaxError` with the position inside the effect string, what was expected and a hint,
never a Lark exception. So a load whose effects are all well formed never imports Lark.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from typing import Callable, Optional

from teotl import paths
from teotl.language import ast
from teotl.language.errors import DslSyntaxError


MAX_EFFECT_LENGTH = 20_000
MAX_NESTING = 60
MAX_TREE_DEPTH = 120   # syntax-tree levels (the shipped effects reach 10)


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
    tree = _fast_parser()(text)
    if tree is None:
        from teotl.language.lalr import parse_tree  # Lark is imported when the fast path declines only
        tree = parse_tree(text)
    too_deep = _too_deep(tree)
    if too_deep is not None:
        raise DslSyntaxError(f"the effect nests more than {MAX_TREE_DEPTH} levels deep here (a long chain of "
                             "operators or statements inside one another)", too_deep.line or 1,
                             too_deep.column or 1, "split it: a named query in vocabulary.queries for part of a "
                             "long sum, a component of its own for part of a deep effect", code="E204")
    return tree


def _too_deep(tree: ast.Node):
    """The first node found deeper than MAX_TREE_DEPTH in the tree (walked without recursion),
    or None. Brackets are limited by MAX_NESTING before parsing; this bounds what they do not:
    `a + b + … ` 600 terms long, 100 `each player:` inside one another. Every later pass over a
    tree (compiling, rendering, the checks) recurses, so a tree within the bound is safe for all."""
    stack = [(tree, 1)]
    pop, push = stack.pop, stack.append
    while stack:
        node, depth = pop()
        kind = type(node)
        if kind is tuple:
            for item in node:
                push((item, depth))
            continue
        if depth > MAX_TREE_DEPTH:
            return node
        names = _CHILDREN.get(kind)
        if names is None:
            if not isinstance(node, ast.Node):
                continue
            names = _CHILDREN[kind] = tuple(n for n in node.__dataclass_fields__ if n not in ("line", "column"))
        for name in names:
            child = getattr(node, name)
            if child is not None and type(child) not in (str, int, bool):
                push((child, depth + 1))
    return None


_CHILDREN: dict[type, tuple[str, ...]] = {}   # node class → its fields but line and column


def _decline(text: str) -> None:
    return None


_FAST: list[Callable[[str], Optional[ast.Effect]]] = []


def _fast_parser() -> Callable[[str], Optional[ast.Effect]]:
    """`descent.parse` when the grammar file is the one it implements (checked once per
    process by SHA-256), else a parser that always declines."""
    if not _FAST:
        from teotl.language import descent
        try:
            digest = hashlib.sha256(paths.grammar_file().read_bytes()).hexdigest()
        except OSError:
            digest = None
        _FAST.append(descent.parse if digest == descent.GRAMMAR_SHA256 else _decline)
    return _FAST[0]


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


def parse_cost(text: str) -> tuple[ast.Amount, ...]:
    """A cost is an amount list, parsed as the cost part of `pay … -> nothing`."""
    parsed = parse_effect(f"pay {text} -> nothing")
    pay = parsed.stmts[0]
    if len(parsed.stmts) != 1 or not isinstance(pay, ast.Pay) or not isinstance(pay.body, ast.Nothing):
        raise DslSyntaxError("a cost is a list of amounts like `coin 1, card 1`", 1, 1,
                             "write amounts separated by commas", code="E205")
    return tuple(_shift(a, -4) for a in pay.amounts)


def _shift(node: ast.Amount, delta: int) -> ast.Amount:
    """Column positions of a cost, from the `pay …` wrapper back to the cost text."""
    import dataclasses
    return dataclasses.replace(node, column=max(1, node.column + delta))


def parse_expression(text: str) -> ast.Node:
    """An expression, parsed as the condition of `if (…) { nothing }`."""
    return _parse_expression(text) if isinstance(text, str) else _parse_expression.__wrapped__(text)


@lru_cache(maxsize=4096)
def _parse_expression(text: str) -> ast.Node:
    """Parsed once per process and text (syntax trees are immutable; errors are not cached):
    every `Game` compiles `flow.game_over`, every greedy agent its value."""
    parsed = parse_effect(f"if ({text}) {{ nothing }}")
    stmt = parsed.stmts[0]
    if len(parsed.stmts) != 1 or not isinstance(stmt, ast.If):
        raise DslSyntaxError("not a single expression", 1, 1, "write one value, like `min(workers_here, 3)`",
                             code="E206")
    return stmt.condition
