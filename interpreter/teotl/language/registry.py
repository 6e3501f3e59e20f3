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
#: source name → build(compiler, node: ast.Ref | ast.Func) -> (item kind, items(ctx) -> sequence):
#: what `each NAME in SOURCE` and the binders of `count(c in SOURCE …)` iterate over
SOURCES: dict[str, Callable[[Any, Any], Any]] = {}
#: source name → its form
SOURCE_SIGNATURES: dict[str, str] = {}
#: resolvers of a bare source name that no `SOURCES` entry has (a supply, a space, a group …):
#: resolve(compiler, name, node) -> (item kind, items(ctx)) or None when the name is not theirs
SOURCE_RESOLVERS: list[Callable[[Any, str, Any], Any]] = []
#: function name → build(compiler, node: ast.Func, binder: ast.Binder) -> ExprFn, for a call whose
#: argument is a binder: `count(c in drawn where has(c, grey))`, `sum(x for c in cells(s))`
BINDER_FUNCTIONS: dict[str, Callable[[Any, Any, Any], Any]] = {}
#: event name → {name: kind} of the handles the event binds for its triggers' bodies
#: (`on placed(…): … placed …`: the cell the component went to)
EVENT_BINDINGS: dict[str, dict[str, str]] = {}


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


def source(name: str, signature: str) -> Callable:
    """Register the decorated `build(compiler, node)` as the source `name` (`each c in name(…)`)."""
    def register(fn):
        SOURCES[name] = fn
        SOURCE_SIGNATURES[name] = signature
        return fn
    return register


def source_resolver(fn: Callable) -> Callable:
    """Register the decorated `resolve(compiler, name, node)` for bare source names (a supply…)."""
    SOURCE_RESOLVERS.append(fn)
    return fn


def binder_function(name: str) -> Callable:
    """Register the decorated `build(compiler, node, binder)` for `name(… in …)`."""
    def register(fn):
        BINDER_FUNCTIONS[name] = fn
        return fn
    return register


def statement(node_type: type) -> Callable:
    """Register the decorated `compile(compiler, node)` for statements of syntax-tree class `node_type`."""
    def register(fn):
        STATEMENTS[node_type] = fn
        return fn
    return register
