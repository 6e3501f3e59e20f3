"""The compiler core: syntax trees into Python closures, once, at load time.

Every statement becomes a `Stmt` (teotl.language.statements): `run(ctx)` yields decisions and
resumes with the answers; `can(ctx)` tells whether it can be carried out now. Every expression
becomes a plain function `ctx -> int` (teotl.language.expressions). Names are resolved here,
against the vocabulary, so play never looks a name up by string twice and a misspelt name is a
load-time error (`CompileError`), not a crash in the middle of a game.

The compiler knows sequences, `nothing`, expressions, triggers and modifiers; every other
statement form, every verb and every query is a primitive it dispatches to through the registry
(teotl.language.registry), filled by teotl.primitives.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Optional

from teotl.language import ast
from teotl.language.errors import CompileError, DslSyntaxError, did_you_mean, internal_error, unknown_call
from teotl.language.grammar import keywords
from teotl.language.expressions import (CONTEXT_VALUES, ExprFn, _binary, _context_value, _fused, _reader, constant_fn,
                                        is_constant, short_text as _short)
from teotl.language.registry import BINDER_FUNCTIONS, EVENT_BINDINGS, QUERY_FUNCTIONS, STATEMENTS, VERBS, retired_error
from teotl.language.scope import Scope
from teotl.language.statements import NOTHING, Run, Stmt, _all_of, _chain, _seq_runner, counter_free, sync_stmt
from teotl.language.template_expansion import expand_statement, expand_value


class Compiler(Scope):
    """Resolves names against a vocabulary and builds closures. One per rule set. The names an
    effect binds (`each c in …`, a binder, a template's parameter, `placed` after `place`) are
    its `Scope` (teotl.language.scope)."""

    def __init__(self, vocab: Any, services: Any = None):
        # (the primitives register themselves when teotl.primitives is imported: the runtime does)
        self.vocab = vocab
        self.services = services  # the Runtime: modifiers, rewards, components (may be None when only checking)
        self._query_cache: dict[str, ExprFn] = {}
        self._query_stack: list[str] = []
        self.modified: set[str] = set()  # names some modifier changes
        # what a primitive works out once per rule set from the services (key: the primitive's own name)
        self.memo: dict[str, Any] = {}
        # While compiling one rule-file field, errors are collected here (compilation goes on
        # with a placeholder), so one pass reports every problem of an effect, not just the first.
        self.collected: Optional[list[CompileError]] = None
        # the id of the component whose field is being compiled (None outside a component's field)
        self.component: Optional[str] = None
        # the rule set's templates, id → TemplateSpec (teotl.language.templates.install), the ones
        # being expanded (innermost last) and the ones some effect called
        self.templates: dict[str, Any] = {}
        self.expanding: list[str] = []
        self.called_templates: set[str] = set()
        Scope.__init__(self)

    def _recover(self, error: CompileError, placeholder):
        if self.collected is None:
            raise error
        self.collected.append(error)
        return placeholder

    # ================================================================== entry points
    def effect(self, node: ast.Effect) -> Stmt:
        if isinstance(node, (ast.Trigger, ast.Modifier)):
            raise CompileError("E410", "a trigger or modifier is not allowed here",
                               "put `on …:` effects under `triggers:` and `modify …` under `modifiers:`", node)
        return self.stmt(node)

    # ================================================================== expressions
    def expr(self, node: ast.Node) -> ExprFn:
        method = getattr(self, "_expr_" + type(node).__name__, None)
        try:
            if method is None:
                raise CompileError("E411", f"`{_short(node)}` is not a value here",
                                   "a value is a number, a name or a function like min(a, b)", node)
            return method(node)
        except CompileError as error:
            return self._recover(error, lambda ctx: 0)
        except Exception as error:  # a bug of the compiler or a primitive: said at this node
            return self._recover(internal_error(error, node, _short(node)), lambda ctx: 0)

    def constant(self, node: ast.Node) -> Optional[int]:
        if isinstance(node, ast.Num):
            return node.value
        return None

    def _expr_Num(self, node: ast.Num) -> ExprFn:
        return constant_fn(node.value)

    def _expr_Negate(self, node: ast.Negate) -> ExprFn:
        inner = self.expr(node.operand)
        if is_constant(inner):
            return constant_fn(-inner.constant)
        return lambda ctx: -inner(ctx)

    def _expr_Not(self, node: ast.Not) -> ExprFn:
        inner = self.expr(node.operand)
        if is_constant(inner):
            return constant_fn(0 if inner.constant else 1)
        return lambda ctx: 0 if inner(ctx) else 1

    def _expr_BinOp(self, node: ast.BinOp) -> ExprFn:
        left, right = self.expr(node.left), self.expr(node.right)
        op = node.op
        if is_constant(left) and is_constant(right):  # expressions are pure: work it out once
            return constant_fn(_binary(op, left.constant, right.constant))
        if op in ("and", "or"):
            if op == "and":
                return lambda ctx: 1 if (left(ctx) and right(ctx)) else 0
            return lambda ctx: 1 if (left(ctx) or right(ctx)) else 0
        fused = _fused(op, left, right)
        if fused is not None:
            return fused
        if is_constant(right):
            value = right.constant
            if op == "+":
                return lambda ctx: left(ctx) + value
            if op == "-":
                return lambda ctx: left(ctx) - value
            if op == "*":
                return lambda ctx: left(ctx) * value
            if op == "/":
                return (lambda ctx: left(ctx) // value) if value else constant_fn(0)
            if op == "%":
                return (lambda ctx: left(ctx) % value) if value else constant_fn(0)
            if op == "==":
                return lambda ctx: 1 if left(ctx) == value else 0
            if op == "!=":
                return lambda ctx: 1 if left(ctx) != value else 0
            if op == ">=":
                return lambda ctx: 1 if left(ctx) >= value else 0
            if op == "<=":
                return lambda ctx: 1 if left(ctx) <= value else 0
            if op == ">":
                return lambda ctx: 1 if left(ctx) > value else 0
            if op == "<":
                return lambda ctx: 1 if left(ctx) < value else 0
        if op == "+":
            return lambda ctx: left(ctx) + right(ctx)
        if op == "-":
            return lambda ctx: left(ctx) - right(ctx)
        if op == "*":
            return lambda ctx: left(ctx) * right(ctx)
        if op == "/":
            def divide(ctx):
                divisor = right(ctx)  # pure: read once
                return (left(ctx) // divisor) if divisor else 0
            return divide
        if op == "%":
            def remainder(ctx):
                divisor = right(ctx)
                return (left(ctx) % divisor) if divisor else 0
            return remainder
        if op == "==":
            return lambda ctx: 1 if left(ctx) == right(ctx) else 0
        if op == "!=":
            return lambda ctx: 1 if left(ctx) != right(ctx) else 0
        if op == ">=":
            return lambda ctx: 1 if left(ctx) >= right(ctx) else 0
        if op == "<=":
            return lambda ctx: 1 if left(ctx) <= right(ctx) else 0
        if op == ">":
            return lambda ctx: 1 if left(ctx) > right(ctx) else 0
        return lambda ctx: 1 if left(ctx) < right(ctx) else 0

    def _expr_Phrase(self, node: ast.Phrase) -> ExprFn:
        raise CompileError("E411", f"`{' '.join(map(str, node.words))}` is not a value",
                           "phrases like `board 6` go inside functions: pieces_on(board 6)", node)

    def _expr_Ref(self, node: ast.Ref) -> ExprFn:
        fn = self.name_value(node.name, node)
        name = self.vocab.canonical(node.name)
        if name in self.modified and self.services is not None:
            services = self.services
            return lambda ctx: fn(ctx) + services.modifier_delta(name, ctx)
        return fn

    def name_value(self, raw: str, node: ast.Node) -> ExprFn:
        """The value of a bare name: context value, resource, track, counter or named query."""
        if raw in self.bound:
            return self.bound_number(raw, node)
        if raw in self.templates:  # a value template without parameters, named bare
            return expand_value(self, self.templates[raw], node)
        vocab = self.vocab
        name = vocab.canonical(raw)
        if name in CONTEXT_VALUES:
            return _context_value(name)
        if name in vocab.resources:
            return _reader("resource", name)
        if name in vocab.tracks:
            return _reader("track", name)
        if name in vocab.counters:
            return _reader("counter", name)
        if name in vocab.queries:
            return self.query(name, node)
        raise CompileError("E401", f"unknown name `{raw}`",
                           did_you_mean(raw, [*vocab.all_names(), *CONTEXT_VALUES]) or
                           "names come from the vocabulary in game.yaml (resources, tracks, counters, queries)",
                           node)

    def query(self, name: str, node: ast.Node) -> ExprFn:
        if name in self._query_cache:
            return self._query_cache[name]
        if name in self._query_stack:
            raise CompileError("E412", "named query `%s` refers to itself (%s)" % (
                name, " → ".join(self._query_stack + [name])), "break the cycle in vocabulary.queries", node)
        text = self.vocab.queries[name]
        try:
            parsed = _parse_query(text)
        except DslSyntaxError as error:
            raise CompileError("E413", f"named query `{name}` does not parse: {error.message}",
                               error.hint, node) from None
        self._query_stack.append(name)
        try:
            fn = self.expr(parsed.stmts[0].condition)
        finally:
            self._query_stack.pop()
        self._query_cache[name] = fn
        return fn

    def _expr_Binder(self, node: ast.Binder) -> ExprFn:
        raise CompileError("E473", f"`{node.name} in …` stands only as the argument of count, sum, any, all, min or max",
                           "write e.g. count(c in drawn where has(c, grey))", node)

    def _expr_Func(self, node: ast.Func) -> ExprFn:
        if node.name in self.templates:
            return expand_value(self, self.templates[node.name], node)
        name = self.vocab.canonical(node.name)
        if node.args and isinstance(node.args[0], ast.Binder):
            build = BINDER_FUNCTIONS.get(name)
            if build is None or len(node.args) != 1:
                raise CompileError("E473", f"`{node.name}(… in …)` is not a function over a source",
                                   "over a source: count(c in S [where C]), any(…), all(…), "
                                   "sum(X for c in S [where C]), min(X for …), max(X for …)", node)
            return build(self, node, node.args[0])
        builder = QUERY_FUNCTIONS.get(name)
        if builder is None:
            raise retired_error("E402", name, node) or unknown_call(
                "E402", "function", node.name, list(QUERY_FUNCTIONS) + list(self.vocab.aliases), self.templates,
                "see docs/verbs.md for the queries an effect can use", node)
        fn = builder(self, node)
        if name in self.modified and self.services is not None:
            services, attrs_of = self.services, _filter_attrs(self, node)
            return lambda ctx: fn(ctx) + services.modifier_delta(name, ctx, attrs_of)
        return fn

    # ================================================================== statements
    def stmt(self, node: ast.Node) -> Stmt:
        """The statement `node` compiled: a sequence, `nothing` or a verb call here, any other form
        by the primitive registered for its class (`registry.STATEMENTS`)."""
        builder = STATEMENTS.get(type(node))
        try:
            if builder is None:
                raise CompileError("E414", f"`{_short(node)}` is not a statement", "", node)
            return builder(self, node)
        except CompileError as error:
            return self._recover(error, NOTHING)
        except Exception as error:  # a bug of the compiler or a primitive: said at this node
            return self._recover(internal_error(error, node, _short(node)), NOTHING)

    def _stmt_Seq(self, node: ast.Seq) -> Stmt:
        with self.sequence():  # what a statement binds for the rest of the sequence ends with it
            parts = [self.stmt(s) for s in node.stmts]
        if len(parts) == 1:
            return parts[0]
        opens = any(p.opens for p in parts)
        source = "; ".join(p.source for p in parts)
        # Each statement must be possible on the state as it is, so an option that would stop
        # half-way ("use up a free payment, then find the action unaffordable") is not offered —
        # up to the first statement that sets up what follows (a move, a spot): the rest can only
        # be judged once it has happened.
        checks = []
        for part in parts:
            checks.append(part.can)
            if part.opens:
                break
        can = _all_of(checks)
        free = all(counter_free(p) for p in parts[:len(checks)])
        if all(p.do is not None for p in parts):
            return sync_stmt(_chain(tuple(p.do for p in parts)), can, source, opens, free)
        # runs of statements that ask nothing become one call; the others are delegated to
        steps: list[tuple[Optional[Callable], Optional[Run]]] = []
        pending: list[Callable] = []
        for part in parts:
            if part.do is not None:
                pending.append(part.do)
                continue
            if pending:
                steps.append((_chain(tuple(pending)), None))
                pending = []
            steps.append((None, part.run))
        if pending:
            steps.append((_chain(tuple(pending)), None))
        return Stmt(_seq_runner(steps), can, source, opens, None, free)

    def _stmt_Nothing(self, node: ast.Nothing) -> Stmt:
        return NOTHING

    def _stmt_Call(self, node: ast.Call) -> Stmt:
        if node.verb in self.templates:
            return expand_statement(self, self.templates[node.verb], node)
        name = self.vocab.canonical(node.verb)
        builder = VERBS.get(name)
        if builder is None:
            raise retired_error("E403", name, node) or unknown_call(
                "E403", "verb", node.verb, list(VERBS) + list(self.vocab.aliases) + sorted(keywords()), self.templates,
                "verbs: gain, pay, choose, may, repeat, if, case, roll, priority, " + ", ".join(sorted(VERBS)), node)
        return builder(self, node)

    # ================================================================== top-level forms
    def trigger(self, node: ast.Trigger) -> tuple[str, Callable[[dict], bool], Stmt]:
        event = self.vocab.canonical(node.event)
        if self.vocab.events and event not in self.vocab.events:
            raise CompileError("E404", f"unknown event `{node.event}`",
                               did_you_mean(node.event, self.vocab.events) or "events are listed in vocabulary.events",
                               node)
        matcher = self.filter_matcher(node.filter)
        with self.sequence():  # the handles the event binds (`placed`) are known in the body
            self.bound.update(EVENT_BINDINGS.get(event, ()))
            body = self.stmt(node.body)
        return event, matcher, body

    def modifier(self, node: ast.Modifier) -> tuple[str, Callable[[dict], bool], ExprFn, Optional[ExprFn]]:
        name = self.vocab.canonical(node.query)
        known = set(CONTEXT_VALUES) | set(QUERY_FUNCTIONS) | set(self.vocab.queries) | set(self.vocab.resources)
        if name not in known:
            raise CompileError("E405", f"`{node.query}` cannot be modified: it is not a known value",
                               did_you_mean(node.query, sorted(known) + list(self.vocab.aliases)), node)
        matcher = self.filter_matcher(node.filter)
        delta = self.expr(node.delta)
        cond = self.expr(node.condition) if node.condition is not None else None
        return name, matcher, delta, cond

    def filter_matcher(self, args: tuple[ast.Node, ...]) -> Callable[[dict], bool]:
        """Event/query filters: `(board 2, board 3)` matches attributes board=2 or board=3."""
        tests = []
        for arg in args:
            if isinstance(arg, ast.Phrase) and len(arg.words) >= 2:
                key, values = self.vocab.canonical(str(arg.words[0])), set(arg.words[1:])
                tests.append(lambda attrs, key=key, values=values: attrs.get(key) in values)
            elif isinstance(arg, ast.Ref):
                word = self.vocab.canonical(arg.name)
                tests.append(lambda attrs, word=word: attrs.get("type") == word or bool(attrs.get(word)))
            elif isinstance(arg, ast.Num):
                tests.append(lambda attrs, value=arg.value: attrs.get("value") == value)
            else:
                raise CompileError("E415", f"`{_short(arg)}` cannot filter an event",
                                   "write a phrase like `board 2` or a single word", arg)
        if not tests:
            return lambda attrs: True
        if len(tests) == 1:
            return tests[0]
        # `board 5, board 6, board 8`: one set per attribute (the tests are pure, so merging them
        # changes no result)
        keyed: dict[str, set] = {}
        for arg in args:
            if isinstance(arg, ast.Phrase) and len(arg.words) >= 2:
                keyed.setdefault(self.vocab.canonical(str(arg.words[0])), set()).update(arg.words[1:])
        if len(keyed) == 1 and all(isinstance(arg, ast.Phrase) for arg in args):
            (key, values), = keyed.items()
            return lambda attrs: attrs.get(key) in values
        tests_t = tuple(tests)

        def matcher(attrs):
            for test in tests_t:
                if test(attrs):
                    return True
            return False
        return matcher


def _parse_query(text: Any):
    """A named query's text, parsed once per process (syntax trees are immutable)."""
    if isinstance(text, str):
        return _parse_query_cached(text)
    from teotl.language.parser import parse_effect
    return parse_effect(f"if ({text}) {{ nothing }}")


@lru_cache(maxsize=1024)
def _parse_query_cached(text: str):
    from teotl.language.parser import parse_effect
    return parse_effect(f"if ({text}) {{ nothing }}")


def _filter_attrs(compiler: Compiler, node: ast.Func) -> dict:
    """Attributes a modified query call exposes to modifier filters: `pieces_on(board 8)` → board=8."""
    attrs = {}
    for arg in node.args:
        if isinstance(arg, ast.Phrase) and len(arg.words) == 2:
            attrs[compiler.vocab.canonical(str(arg.words[0]))] = arg.words[1]
    return attrs


STATEMENTS[ast.Seq] = Compiler._stmt_Seq
STATEMENTS[ast.Nothing] = Compiler._stmt_Nothing
STATEMENTS[ast.Call] = Compiler._stmt_Call
