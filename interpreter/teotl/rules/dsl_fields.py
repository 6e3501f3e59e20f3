"""Which values of a rule file are DSL text, and how each is parsed.

Why a separate module: the loader, the variant patcher and the lone-file check all need the same
answer to "which strings are effects" and must parse them the same way. Three kinds of field:

* effects (`effect`, `effects.*`, reward table cells, `triggers.*`, `modifiers.*`): parsed as they are;
* costs (`cost`): an amount list, parsed as `pay <cost> -> nothing`; the AST kept is the tuple
  of `Amount`s;
* expressions (`table.rows`, `table.columns`, `vocabulary.queries.*`): parsed as
  `if (<expr>) { nothing }`; the AST kept is the expression.

Wrapped texts are parsed with the same grammar (no second parser to keep in step), and every
position, in errors and in the kept AST, is shifted back so it points into the original string.
Parsing is cached by text: the same string (a common effect, or a file checked in several module
selections) is parsed once per process; the ASTs are immutable so sharing them is safe.
"""
from __future__ import annotations

import dataclasses
import importlib
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterator, Optional, Union

from teotl.rules import disk_cache
from teotl.language import ast
from teotl.language.parser import DslSyntaxError, parse_effect
from teotl.rules.yaml_loader import pointer_join

EFFECT, COST, EXPRESSION = "effect", "cost", "expression"
_COST_PREFIX, _COST_SUFFIX = "pay ", " -> nothing"
_EXPR_PREFIX, _EXPR_SUFFIX = "if (", ") { nothing }"


@dataclass(frozen=True)
class DslField:
    """One DSL string of a component: `path` is the field path used as key of
    `Component.parsed` ("effects.3", "table.1.2..3"); `pointer` is relative to the component."""
    path: str
    pointer: str
    text: Any
    kind: str


@dataclass(frozen=True)
class ParseFailure:
    code: str
    message: str
    hint: str
    line: int
    column: int


def component_fields(raw: dict) -> Iterator[DslField]:
    """Every DSL string of a component's raw mapping, in file order. Values of the wrong type
    are skipped: the schema check reports them."""
    if not isinstance(raw, dict):
        return
    if isinstance(raw.get("cost"), str):
        yield DslField("cost", "/cost", raw["cost"], COST)
    if isinstance(raw.get("effect"), str):
        yield DslField("effect", "/effect", raw["effect"], EFFECT)
    effects = raw.get("effects")
    if isinstance(effects, dict):
        for key, text in effects.items():
            if isinstance(text, str):
                yield DslField(f"effects.{key}", pointer_join("/effects", key), text, EFFECT)
    table = raw.get("table")
    if isinstance(table, dict):
        for axis in ("rows", "columns"):
            if isinstance(table.get(axis), str):
                yield DslField(f"table.{axis}", f"/table/{axis}", table[axis], EXPRESSION)
        cells = table.get("cells")
        if isinstance(cells, dict):
            for row, columns in cells.items():
                if not isinstance(columns, dict):
                    continue
                for column, text in columns.items():
                    if isinstance(text, str):
                        yield DslField(f"table.{row}.{column}",
                                       pointer_join(pointer_join("/table/cells", row), column), text, EFFECT)
    for name in ("triggers", "modifiers"):
        items = raw.get(name)
        if isinstance(items, list):
            for index, text in enumerate(items):
                if isinstance(text, str):
                    yield DslField(f"{name}.{index}", f"/{name}/{index}", text, EFFECT)


def game_fields(game: dict) -> Iterator[DslField]:
    """DSL strings of game.yaml (pointers are from the file's root): a wildcard resource's
    conditions, the named queries, `flow.game_over` and each agent's `value` — all expressions."""
    if not isinstance(game, dict):
        return
    vocabulary = game.get("vocabulary")
    resources = vocabulary.get("resources") if isinstance(vocabulary, dict) else None
    for index, entry in enumerate(resources if isinstance(resources, list) else ()):
        if isinstance(entry, dict) and isinstance(entry.get("id"), str):
            base = pointer_join("/vocabulary/resources", index)
            for key in ("substitutes_while", "offered_as_any_while"):
                if isinstance(entry.get(key), str):
                    yield DslField(f"vocabulary.resources.{entry['id']}.{key}", f"{base}/{key}", entry[key], EXPRESSION)
            items = entry.get("substitutes")
            for position, item in enumerate(items if isinstance(items, list) else ()):
                if isinstance(item, dict) and isinstance(item.get("id"), str) and isinstance(item.get("while"), str):
                    yield DslField(f"vocabulary.resources.{entry['id']}.substitutes.{item['id']}.while",
                                   f"{base}/substitutes/{position}/while", item["while"], EXPRESSION)
    queries = vocabulary.get("queries") if isinstance(vocabulary, dict) else None
    if isinstance(queries, dict):
        for name, text in queries.items():
            if isinstance(text, str):
                yield DslField(f"vocabulary.queries.{name}", pointer_join("/vocabulary/queries", name), text,
                               EXPRESSION)
    flow = game.get("flow")
    if isinstance(flow, dict) and isinstance(flow.get("game_over"), str):
        yield DslField("flow.game_over", "/flow/game_over", flow["game_over"], EXPRESSION)
    agents = game.get("agents")
    if isinstance(agents, dict):
        for name, spec in agents.items():
            if isinstance(spec, dict) and isinstance(spec.get("value"), str):
                yield DslField(f"agents.{name}.value", pointer_join(pointer_join("/agents", name), "value"),
                               spec["value"], EXPRESSION)


def parse_field(kind: str, text: str) -> Union[ast.Node, tuple, ParseFailure]:
    """The AST of one field (an Effect, a tuple of Amounts, or an Expr), or a ParseFailure with
    the position inside `text`. Never raises on bad text."""
    return _parse_cached(kind, text)


@lru_cache(maxsize=16384)
def _parse_cached(kind: str, text: str):
    """In memory for this process, on disk (disk_cache) across processes."""
    key = ("dsl", kind, text)
    found = disk_cache.load(key)
    if not isinstance(found, (ast.Node, tuple, ParseFailure)):  # a miss, or an entry of another shape
        found = _parse_uncached(kind, text)
        disk_cache.store(key, found)
    return found


def _parse_uncached(kind: str, text: str):
    if kind == EFFECT:
        try:
            return parse_effect(text)
        except DslSyntaxError as exc:
            return ParseFailure(exc.code, exc.message, exc.hint, exc.line, exc.column)
        except RecursionError:
            return ParseFailure("E204", "the effect nests too deeply", "flatten the effect", 1, 1)
    prefix, suffix = (_COST_PREFIX, _COST_SUFFIX) if kind == COST else (_EXPR_PREFIX, _EXPR_SUFFIX)
    if not text.strip():
        what = "cost" if kind == COST else "expression"
        return ParseFailure("E203", f"the {what} is empty", "write a value or remove the key", 1, 1)
    try:
        tree = parse_effect(prefix + text + suffix)
    except DslSyntaxError as exc:
        what = "cost" if kind == COST else "expression"
        line, column = _unshift(text, exc.line, exc.column, len(prefix))
        message = exc.message.replace("the effect", f"the {what}")
        if _in_suffix(text, exc.line, exc.column, len(prefix)):
            # the parser stumbled on our wrapper: the text itself ended too early
            expected = message.split("; expected ", 1)[1] if "; expected " in message else ""
            message = f"the {what} ends too early" + (f"; expected {expected}" if expected else "")
        hint = exc.hint
        if kind == COST and ("need a `:`" in hint or "amounts are separated" in hint):  # not our `pay` wrapper
            hint = "a cost lists amounts separated by `,`: `coin 1, card 2`"
        if kind != COST and _starts_a_statement(text):   # `game_over: "gain vp 1"`: an effect, not a value
            return ParseFailure("E206", "this field holds one expression (a value or a condition), not an effect",
                                "write an expression, e.g. `turns >= 10 * players` or `min(workers_here, 3)`",
                                *_unshift(text, 1, len(prefix) + len(text) - len(text.lstrip()) + 1, len(prefix)))
        return ParseFailure(exc.code, message, hint, line, column)
    except RecursionError:
        return ParseFailure("E204", "the text nests too deeply", "flatten it", 1, 1)
    node = _unwrap(kind, tree)
    if node is None:
        if kind == COST:
            return ParseFailure("E205", "a cost is an amount list, not an effect",
                                "write the amounts only, e.g. `coin 1, card 2`", 1, 1)
        return ParseFailure("E206", "this field holds one expression, not statements",
                            "write an expression, e.g. `min(workers_here, 3)`", 1, 1)
    return _shift(node, len(prefix))


#: words that start a statement of the grammar's own (the verbs are the registry's)
_STATEMENT_WORDS = frozenset(("gain", "pay", "choose", "may", "repeat", "if", "case", "roll", "priority", "each",
                              "as", "acting", "require", "nothing", "on", "modify"))


def _starts_a_statement(text: str) -> bool:
    importlib.import_module("teotl.primitives")   # every verb registered, so the answer is the same in any process
    from teotl.language.registry import VERBS
    first = re.match(r"\s*([a-z_][a-z0-9_]*)(?![a-z0-9_(])", text)
    return first is not None and (first.group(1) in _STATEMENT_WORDS or first.group(1) in VERBS)


def _unwrap(kind: str, tree: Any) -> Optional[Any]:
    if not isinstance(tree, ast.Seq) or len(tree.stmts) != 1:
        return None
    stmt = tree.stmts[0]
    if kind == COST:
        if isinstance(stmt, ast.Pay) and isinstance(stmt.body, ast.Nothing):
            return stmt.amounts
        return None
    if (isinstance(stmt, ast.If) and stmt.otherwise is None and len(stmt.then.stmts) == 1
            and isinstance(stmt.then.stmts[0], ast.Nothing)):
        return stmt.condition
    return None


def _unshift(text: str, line: int, column: int, shift: int) -> tuple[int, int]:
    """A position in the wrapped text → the same place in `text` (clamped to its end)."""
    lines = text.split("\n")
    line = max(1, min(line, len(lines)))
    if line == 1:
        column -= shift
    column = max(1, min(column, len(lines[line - 1]) + 1))
    return line, column


def _in_suffix(text: str, line: int, column: int, shift: int) -> bool:
    lines = text.split("\n")
    if line < len(lines):
        return False
    end = len(lines[-1]) + (shift if len(lines) == 1 else 0)   # the 1-based column of the text's last character
    return line > len(lines) or column > end


def _shift(value: Any, shift: int) -> Any:
    """Move the nodes that start on line 1 left by `shift` columns (the wrapper's prefix)."""
    if isinstance(value, tuple):
        return tuple(_shift(item, shift) for item in value)
    if not isinstance(value, ast.Node):
        return value
    changes = {}
    for field in dataclasses.fields(value):
        if field.name in ("line", "column"):
            continue
        old = getattr(value, field.name)
        new = _shift(old, shift)
        if new is not old:
            changes[field.name] = new
    if value.line == 1 and value.column > shift:
        changes["column"] = value.column - shift
    return dataclasses.replace(value, **changes) if changes else value
