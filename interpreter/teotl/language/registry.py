"""The registry of primitives: every verb, query and statement form the compiler knows.

The language itself knows no primitive. Each primitive module (teotl.primitives) registers its
own with the decorators below when it is imported, and the compiler dispatches through these
tables: a `Call` node to `VERBS[name]`, a `Func` node to `QUERY_FUNCTIONS[name]`, any other
statement node to `STATEMENTS[type(node)]`. The signatures are the forms error hints quote.
"""
from __future__ import annotations

from typing import Any, Callable


#: verb name → compile(compiler, node: ast.Call) -> Stmt
VERBS: dict[str, Callable[[Any, Any], Any]] = {}
#: verb name → its form, for error hints and docs
SIGNATURES: dict[str, str] = {}
#: query name → build(compiler, node: ast.Func) -> ExprFn
QUERY_FUNCTIONS: dict[str, Callable[[Any, Any], Any]] = {}
#: query name → its form
QUERY_SIGNATURES: dict[str, str] = {}
#: syntax-tree class of a statement with its own syntax → compile(compiler, node) -> Stmt
STATEMENTS: dict[type, Callable[[Any, Any], Any]] = {}


def verb(name: str, signature: str) -> Callable:
    """Register the decorated `compile(compiler, node)` as the verb `name` (`name arg…`)."""
    def register(fn):
        VERBS[name] = fn
        SIGNATURES[name] = signature
        return fn
    return register


def query(name: str, signature: str) -> Callable:
    """Register the decorated `build(compiler, node)` as the query function `name(…)`."""
    def register(fn):
        QUERY_FUNCTIONS[name] = fn
        QUERY_SIGNATURES[name] = signature
        return fn
    return register


def statement(node_type: type) -> Callable:
    """Register the decorated `compile(compiler, node)` for statements of syntax-tree class `node_type`."""
    def register(fn):
        STATEMENTS[node_type] = fn
        return fn
    return register
