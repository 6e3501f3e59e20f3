"""Compiled statements: `Stmt`, and the pieces every statement compiler builds them from.

A `Stmt` is what the compiler makes of a statement: `run(ctx)` yields decisions and resumes with
the answers, `can(ctx)` tells whether it can be carried out now (only legal options are
offered), `do(ctx)` (when set) carries out a statement that never asks without a generator.
The helpers here keep the hot paths cheap: `sync_stmt` for statements that never ask,
`hand_over` for dispatching ones, `_all_of` / `truth_of` for checks, `_chain` and `_seq_runner`
for sequences written out by shape. See docs/performance.md, "For verb authors", for the
markers (`resolves`, `both`, `truth`, `merge`) callers read.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generator, Iterator, Optional


Run = Callable[[Any], Generator[Any, Any, None]]  # yields decisions (teotl.model.decisions.Decision)
Can = Callable[[Any], bool]


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


_SEQ_MAKERS: dict[str, Callable] = {}


def _seq_runner(steps: list[tuple[Optional[Callable], Optional[Run]]]) -> Run:
    """The run of a sequence, written out for its shape (e.g. call, delegate, call) instead of a
    loop that tests every step: `s0(ctx)` for a step that asks nothing, `yield from s1(ctx)` for
    one that may ask. The same steps in the same order; one function per shape. A step that
    resolves a named component (its run's `resolves`, see `resolve.compile_resolve`) is
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
