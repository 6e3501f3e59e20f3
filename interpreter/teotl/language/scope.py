"""The names an effect binds, and what each holds.

Expressions are integers, but an effect also passes *handles* around: a cell of a grid, a node
of a graph, a piece, a component instance, a player. Handles are never written literally; a
name is bound to one by `each NAME in SOURCE`, by a binder (`count(c in drawn where …)`), by a
template's parameter, or by a verb for the rest of its sequence (`placed` after `place`). The
compiler keeps, for each bound name, the *kind* of what it holds, so that a handle passed where
a number is wanted (or a cell where a component is) is a load-time error, and at run time the
value lives in the context's `values` under that name.

Kinds: `player` (a seat number: also a number), `number`, `cell`, `edge`, `node`, `piece`, `component`, `icon`
(a matching icon of the tile laid, `matched_icons`).
`it` is always bound: the component in focus (the one just taken, claimed, placed …).
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Callable, Iterator

from teotl.language import ast
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.registry import SOURCE_RESOLVERS, SOURCE_SIGNATURES, SOURCES

#: kinds whose handles are numbers too (usable in arithmetic and comparisons)
NUMERIC_KINDS = frozenset({"player", "number"})
#: every kind a bound name may have
KINDS = frozenset({"player", "number", "cell", "edge", "node", "piece", "component", "icon"})
_UNSET = object()


class Scope:
    """The bound names of the effect being compiled (a mix-in of the compiler)."""

    def __init__(self) -> None:
        self.bound: dict[str, str] = {"it": "component"}
        self.names_bound: set[str] = set()   # every name any effect of the rule set binds (filters may read them)

    @contextmanager
    def binding(self, name: str, kind: str) -> Iterator[None]:
        """`name` holds a `kind` while the statements compiled inside are compiled."""
        bound = self.bound
        previous = bound.get(name, _UNSET)
        bound[name] = kind
        self.names_bound.add(name)
        try:
            yield
        finally:
            if previous is _UNSET:
                self.bound.pop(name, None)
            else:
                self.bound[name] = previous

    @contextmanager
    def sequence(self) -> Iterator[None]:
        """A sequence of statements: what one of them binds with `bind_rest` is known to the
        ones after it (and to what they contain), and forgotten when the sequence ends."""
        saved = dict(self.bound)
        try:
            yield
        finally:
            self.bound = saved

    def bind_rest(self, name: str, kind: str) -> None:
        """A verb binds `name` for the rest of the enclosing sequence (`placed` after `place`);
        at run time the verb sets it with `set_value`."""
        self.bound[name] = kind
        self.names_bound.add(name)

    def bound_number(self, name: str, node: ast.Node) -> Callable[[Any], int]:
        """A bound name read as a number: a player's seat or a number parameter."""
        kind = self.bound[name]
        if kind not in NUMERIC_KINDS:
            raise CompileError("E470", f"`{name}` is a {kind}, not a number",
                               f"pass it to a query that reads a {kind}, e.g. " + _EXAMPLES.get(kind, f"owner({name})"),
                               node)
        return lambda ctx: ctx.values.get(name, 0)

    def handle(self, arg: ast.Node, kinds: Any, what: str = "") -> Callable[[Any], Any]:
        """The reader of a handle argument: a bound name (`c`, `(c)`, `it`) of one of `kinds`.
        `what` names the argument in the error (`the cell to place on`)."""
        kinds = (kinds,) if isinstance(kinds, str) else tuple(kinds)
        name = _bound_name(arg)
        wanted = " or ".join(kinds)
        if name is None or name not in self.bound:
            raise CompileError("E470", f"{what or 'this argument'} must be a {wanted} bound by the effect, "
                               f"not `{_text(arg)}`",
                               "bind one first: `each c in …:`, a binder `c in …`, or a verb that sets one "
                               "(`placed` after `place`)" + _close(name, self.bound), arg)
        kind = self.bound[name]
        if kind not in kinds:
            raise CompileError("E470", f"`{name}` is a {kind}, but {what or 'this argument'} must be a {wanted}",
                               "", arg)
        return lambda ctx: ctx.values.get(name)

    def kind_of(self, name: str) -> Any:
        """The kind of a bound name, or None."""
        return self.bound.get(name)

    def source(self, node: ast.Node) -> tuple[str, Callable[[Any], Any]]:
        """(item kind, items(ctx)) of a source: `players`, `others`, `frontier(grid)`, a supply …"""
        if isinstance(node, ast.Func):
            build = SOURCES.get(node.name)
            if build is None:
                raise CompileError("E472", f"`{node.name}(…)` is not something to go through",
                                   did_you_mean(node.name, SOURCES) or _sources_hint(), node)
            return build(self, node)
        if isinstance(node, ast.Ref):
            build = SOURCES.get(node.name)
            if build is not None:
                return build(self, node)
            for resolve in SOURCE_RESOLVERS:
                found = resolve(self, node.name, node)
                if found is not None:
                    return found
            raise CompileError("E472", f"`{node.name}` is not something to go through",
                               did_you_mean(node.name, list(SOURCES)) or _sources_hint(), node)
        raise CompileError("E472", f"`{_text(node)}` is not something to go through", _sources_hint(), node)


def set_value(ctx: Any, name: str, value: Any) -> None:
    """Bind `name` to `value` in this context for the rest of its sequence. The dict is replaced,
    never changed in place: a parent context may share it."""
    ctx.values = {**ctx.values, name: value}


def _bound_name(arg: ast.Node) -> Any:
    if isinstance(arg, ast.ExprArg):
        arg = arg.expr
    if isinstance(arg, (ast.Ref, ast.Word)):
        return arg.name
    return None


def _text(arg: ast.Node) -> str:
    from teotl.language.expressions import short_text
    if isinstance(arg, ast.ExprArg):
        arg = arg.expr
    if isinstance(arg, ast.Word):
        return arg.name
    return short_text(arg)


def _close(name: Any, bound: dict) -> str:
    hint = did_you_mean(str(name), bound) if name else ""
    return f"; {hint}" if hint else ""


def _sources_hint() -> str:
    forms = ", ".join(SOURCE_SIGNATURES[name] for name in sorted(SOURCE_SIGNATURES))
    return f"go through one of: {forms}, or a supply" if forms else "go through players, others or a supply"


_EXAMPLES = {"cell": "owner(c), has(c, tile), empty(c)", "component": "has(it, tag), datum(it, number)",
             "node": "a map query", "piece": "a piece query"}
