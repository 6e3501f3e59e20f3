"""Statements that branch or loop without asking: `if`, `case`, `roll` (a seeded throw, then as
`case`), `priority` (the first guarded step that holds and can be carried out) and `each player`
/ `each other [where COND]` (the body once per player, as that player, in turn order).
"""
from __future__ import annotations

from typing import Callable, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import is_constant, short_text as _short
from teotl.language.registry import renders, section, statement
from teotl.language.statements import DONE, NOTHING, Stmt, _always, sync_stmt


SECTION = section(__name__, "Branches and loops", 12,
                  intro="Statements that branch or loop without asking.",
                  examples=("if coin >= 3 { gain vp 1 } else { gain coin 1 }",
                            "case count(building) { 1: gain vp 1 | 2..3: gain vp 3 | 4..: gain vp 6 | else: nothing }",
                            "roll d6 { 1..3: gain coin 1 | 4..6: gain vp 1 }",
                            "priority { when coin >= 2: pay coin 2 -> gain vp 1 otherwise: gain coin 1 }"))


@statement(ast.If,
           name="if",
           rows=(("`if COND { … } else { … }`",
                  "the first branch when COND holds (is not 0), else the second (`else` is optional)"),))
def compile_if(compiler: Compiler, node: ast.If) -> Stmt:
    cond = compiler.expr(node.condition)
    then = compiler.stmt(node.then)
    other = compiler.stmt(node.otherwise) if node.otherwise is not None else NOTHING
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


@renders("statement", ast.If)
def render_if(r, node):
    condition = r.cond(node.condition)
    if node.otherwise is not None:
        return r.msg("stmt-if-else", condition=condition, then=r.clause(node.then), otherwise=r.clause(node.otherwise))
    return r.msg("stmt-if", condition=condition, then=r.clause(node.then))


def _arms(compiler: Compiler, arms: tuple[ast.Arm, ...]) -> list[tuple[Optional[ast.Range], Stmt]]:
    compiled = []
    for index, arm in enumerate(arms):
        if arm.key is None and index != len(arms) - 1:
            raise CompileError("E420", "`else:` must be the last arm", "move `else:` to the end", arm)
        compiled.append((arm.key, compiler.stmt(arm.body)))
    return compiled


def _picker(arms) -> Callable[[int], Stmt]:
    """`_pick` for fixed arms: closed ranges tested inline."""
    table = tuple((None, None, body) if key is None else (key.lo, key.hi, body) for key, body in arms)

    def pick(value):
        for lo, hi, body in table:
            if lo is None or (value >= lo and (hi is None or value <= hi)):
                return body
        return NOTHING
    return pick


@statement(ast.Case,
           name="case",
           rows=(("`case EXPR { 1: … | 2..3: … | 4..: … | else: … }`",
                  "first matching arm; no arm: nothing"),))
def compile_case(compiler: Compiler, node: ast.Case) -> Stmt:
    subject = compiler.expr(node.subject)
    arms = _arms(compiler, node.arms)
    pick = _picker(arms)
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


@renders("statement", ast.Case)
def render_case(r, node):
    return r.msg("stmt-case", value=r.expr(node.subject), arms=r.arms(node.arms))


@statement(ast.Roll,
           name="roll",
           rows=(("`roll d6 { … }` / `roll 2d6 { … }`",
                  "seeded roll, then as `case`"),))
def compile_roll(compiler: Compiler, node: ast.Roll) -> Stmt:
    if node.dice < 1 or node.sides < 2 or node.dice > 20:
        raise CompileError("E421", f"cannot roll {node.dice}d{node.sides}", "roll 1 to 20 dice of 2+ sides", node)
    arms = _arms(compiler, node.arms)
    dice, sides, pick = node.dice, node.sides, _picker(arms)
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


@renders("statement", ast.Roll)
def render_roll(r, node):
    return r.msg("stmt-roll", dice=node.dice, sides=node.sides, arms=r.arms(node.arms))


@statement(ast.Priority,
           name="priority",
           rows=(("`priority { when COND: … otherwise: … }`",
                  "first step whose guard holds (and can be carried out) runs"),))
def compile_priority(compiler: Compiler, node: ast.Priority) -> Stmt:
    steps = []
    for index, step in enumerate(node.steps):
        if step.guard is None and index != len(node.steps) - 1:
            raise CompileError("E430", "steps after `otherwise:` can never run",
                               "`otherwise:` must be the last step of a priority list", node.steps[index + 1])
        guard = compiler.expr(step.guard) if step.guard is not None else None
        steps.append((guard, compiler.stmt(step.body)))

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


@renders("statement", ast.Priority)
def render_priority(r, node):
    steps = []
    for step in node.steps:
        if step.guard is None:
            steps.append(r.msg("priority-otherwise", body=r.clause(step.body)))
        else:
            steps.append(r.msg("priority-when", condition=r.cond(step.guard), body=r.clause(step.body)))
    return r.msg("stmt-priority", steps=r.join(steps, "steps"))


def compile_each_player(compiler: Compiler, node: ast.Each) -> Stmt:
    """`each player: …` / `each other [where COND]: …` (`each NAME in SOURCE` is teotl.primitives.iteration's)."""
    if node.who not in ("player", "other"):
        raise CompileError("E419", f"`each {node.who}` is not a form of `each`",
                           "write `each player:`, `each other:` or `each NAME in SOURCE:`", node)
    others = node.who == "other"
    cond = compiler.expr(node.condition) if node.condition is not None else None
    body = compiler.stmt(node.body)
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


def render_each_player(r, node):
    """The rule text of `each player: …` / `each other [where COND]: …` (iteration's `each` renders)."""
    who = "other" if node.who == "other" else "player"
    body = r.body(node.body)
    if node.condition is not None:
        return r.msg("stmt-each-where", who=who, condition=r.cond(node.condition), body=body)
    return r.msg("stmt-each", who=who, body=body)


@renders("event", "roll")
def _event_roll(n, e):
    return n.msg("event-roll", who=n.who(e), dice=e["dice"], result=e["result"])
