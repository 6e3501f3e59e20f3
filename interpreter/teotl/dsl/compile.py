"""Compile syntax trees into Python closures, once, at load time.

Every statement becomes a `Stmt`: `run(ctx)` is a generator that yields `Decision`s and resumes
with the answers; `can(ctx)` tells whether the statement can be carried out now (used to offer
only legal options: an unaffordable `pay` is never offered). Every expression becomes a plain
function `ctx -> int`. Names are resolved here, against the vocabulary, so play never looks a
name up by string twice and a misspelt name is a load-time error (`CompileError`), not a crash
in the middle of a game.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Generator, Iterator, Optional

from teotl.dsl import ast
from teotl.engine.decisions import Decision, Option, new_decision
from teotl.engine.vocabulary import CONTEXT_VALUES, Vocabulary

Run = Callable[[Any], Generator[Decision, Any, None]]
Can = Callable[[Any], bool]
ExprFn = Callable[[Any], int]


class CompileError(Exception):
    """A semantic error in one effect: unknown name, wrong argument kind, misplaced construct."""

    def __init__(self, code: str, message: str, hint: str = "", node: Optional[ast.Node] = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint
        self.line = getattr(node, "line", 0) or 0
        self.column = getattr(node, "column", 0) or 0


@dataclass(frozen=True)
class Stmt:
    # run(ctx) returns a generator of decisions (answers are sent back in) — usually the statement's
    # own; a statement that only dispatches (resolve, if, case) hands over the chosen one's, and one
    # that often has nothing to do (may, repeat up to, choose, pay) returns `DONE` (an exhausted iterator) then. So a
    # run may do work before it returns: callers iterate what it returns at once
    # (`yield from stmt.run(ctx)`), never keep it for later.
    run: Run
    can: Can
    source: str = ""  # a short text of the statement, for option labels
    # True when the statement sets up what follows it (the acting piece, the spot, the component
    # in focus): whether later statements of a sequence can be carried out is only known after it.
    opens: bool = False
    # Set when the statement never asks anything: `do(ctx)` carries it out at once, and `run` is a
    # generator around it. Sequences, conditions and loops call `do` directly, so a statement that
    # asks nothing costs no generator.
    do: Optional[Callable[[Any], None]] = None
    # True when `can` reads no player's resources (only pieces, flags, supplies, …): such a check
    # gives the same answer before and after a payment, so `pay … -> it` need not simulate one.
    # False (the default) is always safe.
    counter_free: bool = False


def _always(ctx) -> bool:
    return True


def _empty_run(ctx):
    return
    yield  # pragma: no cover - makes this a generator


def _do_nothing(ctx) -> None:
    return None


# What a `run` returns when there is nothing to ask: an iterator that is already exhausted.
# One shared object (an exhausted iterator stays exhausted, so sharing it is safe) instead of a
# new `iter(())` each time: statements that do their work at once return it thousands of times a game.
DONE: Iterator = iter(())


def hand_over(stmt: Optional["Stmt"], ctx) -> Iterator:
    """What a dispatching statement's `run` returns (resolve, a grid cell, a single option): the
    chosen statement's own run, done at once when it never asks, nothing when there is none. Not a
    generator itself, so dispatching costs no generator of its own."""
    if stmt is None:
        return DONE
    if stmt.do is not None:
        stmt.do(ctx)
        return DONE
    return stmt.run(ctx)


def sync_stmt(do: Callable[[Any], None], can: Can = _always, source: str = "", opens: bool = False,
              counter_free: bool = False) -> Stmt:
    """A statement that never asks: `do(ctx)` does it all; `run` wraps it for the generic path."""
    def run(ctx):
        do(ctx)
        return
        yield  # pragma: no cover - makes this a generator

    return Stmt(run, can, source, opens, do, counter_free or can is _always)


def counter_free(stmt: Stmt) -> bool:
    """Does `stmt.can` read no resource? (`_always` reads nothing.)"""
    return stmt.counter_free or stmt.can is _always


NOTHING = Stmt(_empty_run, _always, "nothing", False, _do_nothing, True)


def _merged(dos: tuple) -> tuple:
    """Consecutive `do`s marked with the same `merge` function become one: `merge(specs)` of
    their `merge_spec`s, which must do what they do, in order (seven refills of offers after
    every turn are one call then)."""
    merged: list = []
    index = 0
    while index < len(dos):
        merge = getattr(dos[index], "merge", None)
        end = index + 1
        if merge is not None:
            while end < len(dos) and getattr(dos[end], "merge", None) is merge:
                end += 1
        if end - index > 1:
            merged.append(merge(tuple(do.merge_spec for do in dos[index:end])))
        else:
            merged.append(dos[index])
        index = end
    return tuple(merged)


def _chain(dos: tuple) -> Callable[[Any], None]:
    """One function running several `do`s in order."""
    dos = _merged(dos)
    if len(dos) == 1:
        return dos[0]
    if len(dos) == 2:
        first, second = dos

        def do2(ctx):
            first(ctx)
            second(ctx)
        return do2

    if len(dos) <= 8:  # written out, `d0(ctx); d1(ctx); …` (one function per length), as sequences are
        maker = _CHAIN_MAKERS.get(len(dos))
        if maker is None:
            names = [f"d{i}" for i in range(len(dos))]
            source = "\n".join([f"def make({', '.join(names)}):", "    def do(ctx):",
                                 *(f"        {name}(ctx)" for name in names), "    return do"])
            namespace: dict = {}
            exec(compile(source, f"<chain of {len(dos)}>", "exec"), namespace)
            maker = _CHAIN_MAKERS[len(dos)] = namespace["make"]
        return maker(*dos)

    def do(ctx):
        for part in dos:
            part(ctx)
    return do


_CHAIN_MAKERS: dict[int, Callable] = {}


def truth_of(check: Can) -> Can:
    """For a caller that only tests whether a check holds: the check a one-check `can` wraps
    (a wrapper only turns its value into True or False), so it costs one call less."""
    return getattr(check, "truth", check)


def _all_of(checks: list) -> Can:
    """`can` of several checks that must all hold, as True or False (checks that always hold are
    left out: they are pure, so not calling them changes nothing)."""
    checks = [truth_of(c) for c in checks if c is not _always]
    if not checks:
        return _always
    if len(checks) == 1:
        only = checks[0]
        can = lambda ctx: True if only(ctx) else False  # noqa: E731
        can.truth = only  # type: ignore[attr-defined]
        return can
    if len(checks) == 2:
        first, second = checks
        both = lambda ctx: True if first(ctx) and second(ctx) else False  # noqa: E731
        both.both = (first, second)  # for a caller that writes the two checks out in place (`choose`)
        return both
    checks = tuple(checks)

    def can(ctx):
        for check in checks:
            if not check(ctx):
                return False
        return True
    return can


def did_you_mean(name: str, candidates) -> str:
    close = difflib.get_close_matches(name, list(candidates), n=1, cutoff=0.6)
    return f"did you mean `{close[0]}`?" if close else ""


class Compiler:
    """Resolves names against a vocabulary and builds closures. One per rule set."""

    def __init__(self, vocab: Vocabulary, services: Any = None):
        _verbs()  # every primitive module registered (its verbs and queries) before anything compiles
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

    def amounts_cost(self, amounts: tuple[ast.Amount, ...]) -> "Cost":
        from teotl.dsl.verbs import Cost  # local: verbs imports this module
        return Cost(self, amounts)

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
                           did_you_mean(raw, vocab.all_names()) or
                           "names come from the vocabulary in game.yaml (resources, tracks, counters, queries)",
                           node)

    def query(self, name: str, node: ast.Node) -> ExprFn:
        if name in self._query_cache:
            return self._query_cache[name]
        if name in self._query_stack:
            raise CompileError("E412", "named query `%s` refers to itself (%s)" % (
                name, " → ".join(self._query_stack + [name])), "break the cycle in vocabulary.queries", node)
        from teotl.dsl.parser import DslSyntaxError
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

    def _expr_Func(self, node: ast.Func) -> ExprFn:
        from teotl.dsl.queries import QUERY_FUNCTIONS
        name = self.vocab.canonical(node.name)
        builder = QUERY_FUNCTIONS.get(name)
        if builder is None:
            raise CompileError("E402", f"unknown function `{node.name}`",
                               did_you_mean(node.name, list(QUERY_FUNCTIONS) + list(self.vocab.aliases))
                               or "see docs/verbs.md for the queries an effect can use", node)
        fn = builder(self, node)
        if name in self.modified and self.services is not None:
            services, attrs_of = self.services, _filter_attrs(self, node)
            return lambda ctx: fn(ctx) + services.modifier_delta(name, ctx, attrs_of)
        return fn

    # ================================================================== statements
    def stmt(self, node: ast.Node) -> Stmt:
        method = getattr(self, "_stmt_" + type(node).__name__, None)
        try:
            if method is None:
                raise CompileError("E414", f"`{_short(node)}` is not a statement", "", node)
            return method(node)
        except CompileError as error:
            return self._recover(error, NOTHING)

    def _stmt_Seq(self, node: ast.Seq) -> Stmt:
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

    def _stmt_Gain(self, node: ast.Gain) -> Stmt:
        from teotl.dsl.verbs import compile_gain
        return compile_gain(self, node)

    def _stmt_Pay(self, node: ast.Pay) -> Stmt:
        cost = self.amounts_cost(node.amounts)
        body = self.stmt(node.body)
        affordable, body_can = cost.affordable, body.can
        text = cost.text
        source = f"pay {cost.text} -> {body.source}"

        if body_can is _always:
            # judging `_always` on the paid state is always True: only the payment is judged
            can = affordable
        elif counter_free(body):
            # the body's check reads no resource, so paying first would not change its answer
            def can(ctx):
                return affordable(ctx) and body_can(ctx)
        else:
            # the body is judged with the cost already paid: "pay 1 more, then the tile's own
            # cost" is offered only when both can be paid together (the amounts worked out once)
            can = cost.affordable_then(body_can)

        body_do, body_run = body.do, body.run

        def cannot_pay(ctx):
            rt = ctx.rt
            if rt.logging:
                rt.log(ctx, "cannot_pay", cost=text)

        if cost.never_asks:
            # fixed amounts and no wildcard to offer: paying asks nothing, judged and paid in one go
            pay_now = cost.pay_now
            if body_do is not None:
                def do(ctx):
                    if not pay_now(ctx):  # reached without being offered (a fixed sequence): skip
                        cannot_pay(ctx)
                        return
                    body_do(ctx)
                return sync_stmt(do, can, source, body.opens)

            def run(ctx):  # not a generator itself: pays, then hands over the body's run
                if not pay_now(ctx):
                    cannot_pay(ctx)
                    return DONE
                return body_run(ctx)
            return Stmt(run, can, source, body.opens)

        def run(ctx):
            if not affordable(ctx):  # reached without being offered (a fixed sequence): skip, never go negative
                cannot_pay(ctx)
                return
            yield from cost.pay(ctx)
            if body_do is not None:
                body_do(ctx)
            else:
                yield from body_run(ctx)

        return Stmt(run, can, source, body.opens)

    def _stmt_Choose(self, node: ast.Choose) -> Stmt:
        options = [self.stmt(o) for o in node.options]
        # the Option of each choice is built once (named tuples are immutable)
        # (truth_of: the offers and `can` below only test whether a check holds)
        offers = tuple((Option(str(i + 1), o.source, o), truth_of(o.can)) for i, o in enumerate(options))
        checks = tuple(truth_of(o.can) for o in options)

        def asking(ctx, offered):
            chosen = yield new_decision((ctx.player, "choose", offered, "choose one"))
            if chosen.do is not None:
                chosen.do(ctx)
            else:
                yield from chosen.run(ctx)

        # `run` and `can` written out for the number of options (`_choose_functions`): each
        # option's check called in order, without a loop over them
        run, can = _choose_functions(offers, asking)
        if any(check is _always for check in checks):
            can = _always  # `any` reaches an option that is always possible (the others are pure)

        return Stmt(run, can, "choose { " + " | ".join(o.source for o in options) + " }",
                    any(o.opens for o in options), None, all(counter_free(o) for o in options))

    def _stmt_May(self, node: ast.May) -> Stmt:
        body = self.stmt(node.body)
        body_can, body_do, body_run = body.can, body.do, body.run
        options = (Option("yes", body.source, True), Option("no", "skip", False))
        prompt = f"may {body.source}?"

        def asking(ctx):  # the body is possible
            answer = yield new_decision((ctx.player, "may", options, prompt))
            if answer:
                if body_do is not None:
                    body_do(ctx)
                else:
                    yield from body_run(ctx)

        # the body's check written out in place when it is a resolve's (looked up once per
        # effects table, as `flow_verbs.compile_resolve` does) or two checks (`_all_of`)
        resolves, both = getattr(body_can, "resolves", None), getattr(body_can, "both", None)
        if resolves is not None:
            bound, key, rebind = resolves

            def run(ctx):  # the general `run` below with the resolve's check in place
                effects = ctx.rt.effects
                if bound[0] is not effects:
                    rebind(bound, effects, key)
                if bound[1] is None or not bound[2](ctx):  # (bound[2]: the statement's check)
                    return DONE
                return asking(ctx)
        elif both is not None:
            first, second = both

            def run(ctx):  # the general `run` below with the two checks in place
                if not (first(ctx) and second(ctx)):
                    return DONE
                return asking(ctx)
        else:
            def run(ctx):
                # not a generator itself: when the body is not possible (most turns) there is
                # nothing to run, and no generator is made (`run` is always iterated at once)
                if not body_can(ctx):
                    return DONE
                return asking(ctx)

        return Stmt(run, _always, f"may {body.source}", body.opens)

    def _stmt_Repeat(self, node: ast.Repeat) -> Stmt:
        count = self.expr(node.count)
        body = self.stmt(node.body)
        body_can, body_do, body_run = body.can, body.do, body.run
        # possible when at least one round can be carried out (or none is asked for): a trade
        # "up to N times" that cannot be paid even once is not offered
        if body_can is _always:
            can = _always
        else:
            def can(ctx):
                return count(ctx) <= 0 or body_can(ctx)
        if node.up_to:
            options = (Option("yes", body.source, True), Option("no", "stop", False))
            prompt = f"{body.source} (again)?"

            def asking(ctx, rounds):  # the first round is possible
                for round_ in range(rounds):
                    if round_ and not body_can(ctx):
                        return
                    answer = yield new_decision((ctx.player, "continue", options, prompt))
                    if not answer:
                        return
                    if body_do is not None:
                        body_do(ctx)
                    else:
                        yield from body_run(ctx)

            if is_constant(count):  # `repeat up to 4: …` (the discovery window, twice a turn)
                fixed_rounds = count.constant

                def run(ctx):
                    if fixed_rounds <= 0 or not body_can(ctx):
                        return DONE
                    return asking(ctx, fixed_rounds)
            else:
                def run(ctx):
                    # not a generator itself: no generator is made when not even one round is
                    # possible (`run` is always iterated at once by its caller)
                    rounds = count(ctx)
                    if rounds <= 0 or not body_can(ctx):
                        return DONE
                    return asking(ctx, rounds)

            return Stmt(run, can, f"repeat up to {_short(node.count)}: {body.source}")

        source = f"repeat {_short(node.count)}: {body.source}"
        if body_do is not None:
            if body_can is _always:
                def do(ctx):
                    for _ in range(max(0, count(ctx))):
                        body_do(ctx)
            else:
                def do(ctx):
                    for _ in range(max(0, count(ctx))):
                        if body_can(ctx):
                            body_do(ctx)
            return sync_stmt(do, can, source)

        def run(ctx):
            for _ in range(max(0, count(ctx))):
                if body_can(ctx):
                    yield from body_run(ctx)

        return Stmt(run, can, source)

    def _stmt_If(self, node: ast.If) -> Stmt:
        cond = self.expr(node.condition)
        then = self.stmt(node.then)
        other = self.stmt(node.otherwise) if node.otherwise is not None else NOTHING
        source = f"if {_short(node.condition)} …"
        then_can, other_can = then.can, other.can
        if is_constant(cond):
            # known when compiling (a named query that is a number, a module's switch): the branch
            # is chosen once; the same checks and the same work as below, without the condition
            branch = then if cond.constant else other
            can = _always if then_can is _always and other_can is _always else branch.can
            if then.do is not None and other.do is not None:
                return sync_stmt(branch.do, can, source)
            branch_do, branch_run = branch.do, branch.run
            if branch_do is not None:
                def run(ctx):
                    branch_do(ctx)
                    return DONE
            else:
                run = branch_run
            return Stmt(run, can, source)
        if then_can is _always and other_can is _always:
            can = _always  # the condition is pure: no need to work it out
        else:
            def can(ctx):
                return then_can(ctx) if cond(ctx) else other_can(ctx)
        if then.do is not None and other.do is not None:
            then_do, other_do = then.do, other.do
            if other is NOTHING:  # no `else`: nothing to call when the condition fails
                def do(ctx):
                    if cond(ctx):
                        then_do(ctx)
            else:
                def do(ctx):
                    if cond(ctx):
                        then_do(ctx)
                    else:
                        other_do(ctx)
            return sync_stmt(do, can, source)

        def run(ctx):  # the branch's own run, or its `do` at once (`hand_over`, inlined): no generator of its own
            branch = then if cond(ctx) else other
            if branch.do is not None:
                branch.do(ctx)
                return DONE
            return branch.run(ctx)

        return Stmt(run, can, source)

    def _arms(self, arms: tuple[ast.Arm, ...]) -> list[tuple[Optional[ast.Range], Stmt]]:
        compiled = []
        for index, arm in enumerate(arms):
            if arm.key is None and index != len(arms) - 1:
                raise CompileError("E420", "`else:` must be the last arm", "move `else:` to the end", arm)
            compiled.append((arm.key, self.stmt(arm.body)))
        return compiled

    @staticmethod
    def _pick(arms, value: int) -> Stmt:
        for key, body in arms:
            if key is None or key.contains(value):
                return body
        return NOTHING

    @staticmethod
    def _picker(arms) -> Callable[[int], Stmt]:
        """`_pick` for fixed arms: closed ranges tested inline."""
        table = tuple((None, None, body) if key is None else (key.lo, key.hi, body) for key, body in arms)

        def pick(value):
            for lo, hi, body in table:
                if lo is None or (value >= lo and (hi is None or value <= hi)):
                    return body
            return NOTHING
        return pick

    def _stmt_Case(self, node: ast.Case) -> Stmt:
        subject = self.expr(node.subject)
        arms = self._arms(node.arms)
        pick = self._picker(arms)
        source = f"case {_short(node.subject)} …"
        if all(body.can is _always for _, body in arms):
            can = _always
        else:
            def can(ctx):
                return pick(subject(ctx)).can(ctx)
        if all(body.do is not None for _, body in arms):
            def do(ctx):
                pick(subject(ctx)).do(ctx)
            return sync_stmt(do, can, source)

        def run(ctx):
            return pick(subject(ctx)).run(ctx)  # the arm's own run: no generator of its own

        return Stmt(run, can, source)

    def _stmt_Roll(self, node: ast.Roll) -> Stmt:
        if node.dice < 1 or node.sides < 2 or node.dice > 20:
            raise CompileError("E421", f"cannot roll {node.dice}d{node.sides}", "roll 1 to 20 dice of 2+ sides", node)
        arms = self._arms(node.arms)
        dice, sides, pick = node.dice, node.sides, self._picker(arms)
        for key, _ in arms:
            if key is not None and (key.lo > dice * sides or (key.hi is not None and key.hi < dice)):
                raise CompileError("E422", f"roll {dice}d{sides} can never give {key.lo}"
                                   + (f"..{key.hi}" if key.hi != key.lo else ""),
                                   f"results range from {dice} to {dice * sides}", node)

        def throw(ctx) -> Stmt:
            total = sum(ctx.state.rng.randint(1, sides) for _ in range(dice))
            rt = ctx.rt
            if rt.logging:
                rt.log(ctx, "roll", dice=f"{dice}d{sides}", result=total)
            return pick(total)

        if all(body.do is not None for _, body in arms):
            return sync_stmt(lambda ctx: throw(ctx).do(ctx), _always, f"roll {dice}d{sides}")

        def run(ctx):
            yield from throw(ctx).run(ctx)

        return Stmt(run, _always, f"roll {dice}d{sides}")

    def _stmt_Priority(self, node: ast.Priority) -> Stmt:
        steps = []
        for index, step in enumerate(node.steps):
            if step.guard is None and index != len(node.steps) - 1:
                raise CompileError("E430", "steps after `otherwise:` can never run",
                                   "`otherwise:` must be the last step of a priority list", node.steps[index + 1])
            guard = self.expr(step.guard) if step.guard is not None else None
            steps.append((guard, self.stmt(step.body)))

        def choose_step(ctx):
            for guard, body in steps:
                if (guard is None or guard(ctx)) and body.can(ctx):
                    return body
            return None

        def can(ctx):
            return choose_step(ctx) is not None

        if all(body.do is not None for _, body in steps):
            def do(ctx):
                body = choose_step(ctx)
                if body is not None:
                    body.do(ctx)
            return sync_stmt(do, can, "priority { … }")

        def run(ctx):  # not a generator itself: hands over the chosen step's run
            body = choose_step(ctx)
            if body is None:
                return DONE
            return body.run(ctx)

        return Stmt(run, can, "priority { … }")

    def _stmt_Each(self, node: ast.Each) -> Stmt:
        if node.who not in ("player", "other"):
            raise CompileError("E419", f"`each {node.who}` is not a form of `each`",
                               "write `each player:` or `each other:`", node)
        others = node.who == "other"
        cond = self.expr(node.condition) if node.condition is not None else None
        body = self.stmt(node.body)
        source = f"each {node.who}: {body.source}"
        first = 1 if others else 0

        # the seats in turn order from the context's player (others: from the next one), each
        # as a context of its own, the body run for each that meets the condition — written out
        # in `do` and `run` (a generator of seats would be one more generator per `each`)
        if body.do is not None:
            body_do = body.do

            def do(ctx):
                count = len(ctx.state.players)
                for offset in range(first, count):
                    sub = ctx.derive_player((ctx.player + offset) % count)
                    if cond is None or cond(sub):
                        body_do(sub)
            return sync_stmt(do, _always, source)

        body_run = body.run

        def run(ctx):
            count = len(ctx.state.players)
            for offset in range(first, count):
                sub = ctx.derive_player((ctx.player + offset) % count)
                if cond is None or cond(sub):
                    yield from body_run(sub)

        return Stmt(run, _always, source)

    def _stmt_Call(self, node: ast.Call) -> Stmt:
        VERBS = _verbs()
        name = self.vocab.canonical(node.verb)
        builder = VERBS.get(name)
        if builder is None:
            raise CompileError("E403", f"unknown verb `{node.verb}`",
                               did_you_mean(node.verb, list(VERBS) + list(self.vocab.aliases))
                               or "verbs: gain, pay, choose, may, repeat, if, case, roll, priority, "
                                  + ", ".join(sorted(VERBS)), node)
        return builder(self, node)

    # ================================================================== top-level forms
    def trigger(self, node: ast.Trigger) -> tuple[str, Callable[[dict], bool], Stmt]:
        event = self.vocab.canonical(node.event)
        if self.vocab.events and event not in self.vocab.events:
            raise CompileError("E404", f"unknown event `{node.event}`",
                               did_you_mean(node.event, self.vocab.events) or "events are listed in vocabulary.events",
                               node)
        matcher = self.filter_matcher(node.filter)
        return event, matcher, self.stmt(node.body)

    def modifier(self, node: ast.Modifier) -> tuple[str, Callable[[dict], bool], ExprFn, Optional[ExprFn]]:
        from teotl.dsl.queries import QUERY_FUNCTIONS
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
    from teotl.dsl.parser import parse_effect
    return parse_effect(f"if ({text}) {{ nothing }}")


@lru_cache(maxsize=1024)
def _parse_query_cached(text: str):
    from teotl.dsl.parser import parse_effect
    return parse_effect(f"if ({text}) {{ nothing }}")


_CHOOSE_MAKERS: dict[str, Callable] = {}


def _choose_functions(offers: tuple, asking: Callable) -> tuple[Callable, Callable]:
    """`choose`'s `run` and `can` for its (option, check) pairs, one generated pair per shape
    (number of options, which are `resolve COMPONENT`). `run` is not a generator itself (it is
    always iterated at once by its caller): the options whose check holds, in order; with none
    nothing runs, a single one is taken without asking (as `ask` does) by handing over its own
    run (`hand_over`, inlined), several are asked (`asking`). `can`: the first check that holds
    makes it True (the checks are pure). Two checks that must both hold (`_all_of`) are called
    in place of their wrapper; the check of an option that resolves a named component is
    written out in place (its `resolves`: the statement looked up once per effects table, as
    `flow_verbs.compile_resolve` does): one call less for each."""
    shape = "".join("r" if hasattr(check, "resolves") else ("a" if hasattr(check, "both") else "c")
                    for _, check in offers)
    maker = _CHOOSE_MAKERS.get(shape)
    if maker is None:
        params = ", ".join(f"o{i}, c{i}, b{i}, k{i}, rebind{i}" for i in range(len(shape)))
        checks = []
        for i, kind in enumerate(shape):
            if kind == "c":
                checks.append([f"if c{i}(ctx):"])
            elif kind == "a":  # two checks that must both hold (`_all_of`): written out
                checks.append([f"if b{i}(ctx) and k{i}(ctx):"])
            else:
                checks.append([f"if b{i}[0] is not effects:", f"    rebind{i}(b{i}, effects, k{i})",
                               f"if b{i}[1] is not None and b{i}[2](ctx):"])
        lines = [f"def make(asking, DONE, {params}):", "    def run(ctx):", "        offered = []"]
        if "r" in shape:
            lines.append("        effects = ctx.rt.effects")
        for i, check in enumerate(checks):
            lines += [f"        {line}" for line in check] + [f"            offered.append(o{i})"]
        lines += ["        if not offered:", "            return DONE",
                  "        if len(offered) == 1:", "            only = offered[0][2]",
                  "            if only.do is not None:", "                only.do(ctx)", "                return DONE",
                  "            return only.run(ctx)", "        return asking(ctx, tuple(offered))",
                  "    def can(ctx):"]
        if "r" in shape:
            lines.append("        effects = ctx.rt.effects")
        for check in checks:
            lines += [f"        {line}" for line in check] + ["            return True"]
        lines += ["        return False", "    return run, can"]
        namespace: dict = {}
        exec(compile("\n".join(lines), f"<choose {shape}>", "exec"), namespace)
        maker = _CHOOSE_MAKERS[shape] = namespace["make"]
    values = []
    for option, check in offers:
        if hasattr(check, "resolves"):
            values += [option, check, *check.resolves]
        elif hasattr(check, "both"):
            values += [option, check, *check.both, None]
        else:
            values += [option, check, None, None, None]
    return maker(asking, DONE, *values)


_SEQ_MAKERS: dict[str, Callable] = {}


def _seq_runner(steps: list[tuple[Optional[Callable], Optional[Run]]]) -> Run:
    """The run of a sequence, written out for its shape (e.g. call, delegate, call) instead of a
    loop that tests every step: `s0(ctx)` for a step that asks nothing, `yield from s1(ctx)` for
    one that may ask. The same steps in the same order; one function per shape. A step that
    resolves a named component (its run's `resolves`, see `flow_verbs.compile_resolve`) is
    written out in place: its statement looked up once per effects table, then done or run."""
    shape = "".join("d" if do is not None else ("r" if hasattr(run, "resolves") else "g") for do, run in steps)
    maker = _SEQ_MAKERS.get(shape)
    if maker is None:
        params = ", ".join(f"s{i}, b{i}, k{i}, rebind{i}" for i in range(len(steps)))
        lines = [f"def make({params}):", "    def run(ctx):"]
        for i, kind in enumerate(shape):
            if kind == "d":
                lines.append(f"        s{i}(ctx)")
            elif kind == "g":
                lines.append(f"        yield from s{i}(ctx)")
            else:
                lines += ["        effects = ctx.rt.effects",
                          f"        st = b{i}[1] if b{i}[0] is effects else rebind{i}(b{i}, effects, k{i})",
                          "        if st is not None:",
                          "            if st.do is not None:",
                          "                st.do(ctx)",
                          "            else:",
                          "                yield from st.run(ctx)"]
        if "g" not in shape and "r" not in shape:  # pragma: no cover - a sequence that asks nothing gets a `do`
            lines.append("        return\n        yield")
        lines.append("    return run")
        namespace: dict = {}
        exec(compile("\n".join(lines), f"<sequence {shape}>", "exec"), namespace)
        maker = _SEQ_MAKERS[shape] = namespace["make"]
    values = []
    for do, run in steps:
        step = do if do is not None else run
        values += [step, *(getattr(step, "resolves", (None, None, None)) if do is None else (None, None, None))]
    return maker(*values)


_VERBS: Optional[dict] = None


def _verbs() -> dict:
    """The verb table, once every module that registers verbs is imported (they import this one)."""
    global _VERBS
    if _VERBS is None:
        from teotl.dsl import (arrangement, distinct_pieces, flow_verbs, lookups, map_paths,  # noqa: F401
                               placement, ring_slots)  # (each registers its verbs and queries)
        from teotl.dsl.verbs import VERBS
        _VERBS = VERBS
    return _VERBS


def constant_fn(value: Any) -> ExprFn:
    """`lambda ctx: value`, marked (`.constant`) so that callers can work with the value itself."""
    fn = lambda ctx: value  # noqa: E731
    fn.constant = value
    return fn


def is_constant(fn: Any) -> bool:
    return hasattr(fn, "constant")


# A bare resource, track or counter is read in place (`fn.reads = (kind, name)` marks such a
# reader), so that an operator between it and a constant or another such read can be one
# function with the reads written into it: `a >= b`, `flag == 1`, `amount >= 2`
# cost one call instead of two or three (conditions and costs are worked out thousands of times
# a game). The generated functions compute exactly what the general closures compute.
_READ_SOURCE = {"resource": "ctx.state.players[ctx.player].counters[{}]",
                "track": "ctx.state.players[ctx.player].tracks[{}]",
                "counter": "ctx.state.counters[{}]"}
_FUSED_OPS = {"+": "{} + {}", "-": "{} - {}", "*": "{} * {}",
              **{op: "1 if {} " + op + " {} else 0" for op in ("==", "!=", ">=", "<=", ">", "<")}}
_MAKERS: dict[tuple, Callable] = {}


def _made(shape: tuple, source: str, arguments: tuple) -> Callable:
    """`lambda ctx: SOURCE` over `arguments` (a, b), generated once per shape."""
    maker = _MAKERS.get(shape)
    if maker is None:
        namespace: dict = {}
        exec(compile(f"def make(a, b):\n    return lambda ctx: {source}", f"<{' '.join(shape)}>", "exec"),
             namespace)
        maker = _MAKERS[shape] = namespace["make"]
    return maker(*arguments)


def _reader(kind: str, name: str) -> ExprFn:
    """`lambda ctx: <the player's resource or track, or the global counter, `name`>`, marked."""
    fn = _made(("read", kind), _READ_SOURCE[kind].format("a"), (name, None))
    fn.reads = (kind, name)
    return fn


def _fused(op: str, left: ExprFn, right: ExprFn) -> Optional[ExprFn]:
    """`left OP right` as one function when left is a marked read and right a constant or a
    marked read; None otherwise."""
    template = _FUSED_OPS.get(op)
    left_reads = getattr(left, "reads", None)
    if template is None or left_reads is None:
        return None
    left_source = _READ_SOURCE[left_reads[0]].format("a")
    if is_constant(right):
        return _made((left_reads[0], op, "constant"), template.format(left_source, "b"),
                     (left_reads[1], right.constant))
    right_reads = getattr(right, "reads", None)
    if right_reads is None:
        return None
    return _made((left_reads[0], op, right_reads[0]),
                 template.format(left_source, _READ_SOURCE[right_reads[0]].format("b")),
                 (left_reads[1], right_reads[1]))


def _binary(op: str, a: int, b: int) -> int:
    """A binary operator on two known values, exactly as the compiled closures compute it."""
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        return (a // b) if b else 0
    if op == "and":
        return 1 if (a and b) else 0
    if op == "or":
        return 1 if (a or b) else 0
    return 1 if {"==": a == b, "!=": a != b, ">=": a >= b, "<=": a <= b, ">": a > b, "<": a < b}[op] else 0


def _filter_attrs(compiler: Compiler, node: ast.Func) -> dict:
    """Attributes a modified query call exposes to modifier filters: `pieces_on(board 8)` → board=8."""
    attrs = {}
    for arg in node.args:
        if isinstance(arg, ast.Phrase) and len(arg.words) == 2:
            attrs[compiler.vocab.canonical(str(arg.words[0]))] = arg.words[1]
    return attrs


# The pieces-here values (what `Runtime.pieces_here`, `min_level_here` and `owners_here` compute),
# as the expressions' own functions: one call each instead of two (the main action's cost reads
# `owners_here` in every check of it). The board is tested first: it rules out most pieces.
def _pieces_here(ctx) -> int:
    """The acting player's unlocked pieces on the context's board."""
    player, board = ctx.player, ctx.board
    count = 0
    for p in ctx.state.pieces:
        if p.board == board and p.owner == player and not p.locked:
            count += 1
    return count


def _min_level_here(ctx) -> int:
    """The lowest level of the acting player's unlocked pieces on the board (0: none)."""
    player, board = ctx.player, ctx.board
    low = None
    for p in ctx.state.pieces:
        if p.board == board and p.owner == player and not p.locked and (low is None or p.level < low):
            low = p.level
    return 0 if low is None else low


def _owners_here(ctx) -> int:
    """How many players have an unlocked piece on the board, the acting piece not counted (a
    loop, not a set comprehension, which is one more function call). Owners are seat numbers:
    they are gathered as bits of one int (no set, no method call per piece)."""
    board, acting = ctx.board, ctx.piece
    owners = 0
    try:
        for p in ctx.state.pieces:
            if p.board == board and not p.locked and p is not acting:
                owners |= 1 << p.owner
    except (TypeError, ValueError):  # an owner that is not a seat number (a hand-made state): a set
        return len({p.owner for p in ctx.state.pieces if p.board == board and not p.locked and p is not acting})
    return owners.bit_count()


def _context_value(name: str) -> ExprFn:
    if name == "level":
        return lambda ctx: ctx.piece.level if ctx.piece is not None else ctx.values.get("level", 0)
    if name == "pieces_here":
        return _pieces_here
    if name == "min_level_here":
        return _min_level_here
    if name == "owners_here":
        return _owners_here
    if name == "players":
        return lambda ctx: len(ctx.state.players)
    if name == "seat":
        return lambda ctx: ctx.player
    if name == "board_number":
        return lambda ctx: ctx.rt.vocab.boards[ctx.board].number if ctx.board is not None else 0
    return lambda ctx: ctx.values.get(name, 0)


def _short(node: Any) -> str:
    """A compact text of an expression node, for messages and option labels."""
    if isinstance(node, ast.Num):
        return str(node.value)
    if isinstance(node, ast.Ref):
        return node.name
    if isinstance(node, ast.Func):
        return f"{node.name}({', '.join(_short(a) for a in node.args)})"
    if isinstance(node, ast.BinOp):
        return f"{_short(node.left)} {node.op} {_short(node.right)}"
    if isinstance(node, ast.Negate):
        return f"-{_short(node.operand)}"
    if isinstance(node, ast.Not):
        return f"not {_short(node.operand)}"
    if isinstance(node, ast.Phrase):
        return " ".join(map(str, node.words))
    return type(node).__name__.lower()


short_text = _short
