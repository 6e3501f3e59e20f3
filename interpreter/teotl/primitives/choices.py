"""Statements that ask the decider: `choose { A | B }`, `may STMT`, `repeat N: STMT` and
`repeat up to N: STMT`.

Each offers only what can be carried out: a `choose` option whose check fails is not offered
(one possible option is taken without asking), `may` is not asked when its body is impossible,
`repeat up to N` asks before each round while the body can still be done.
"""
from __future__ import annotations

from typing import Callable

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.expressions import is_constant, short_text as _short
from teotl.language.registry import renders, section, statement
from teotl.language.statements import DONE, Stmt, _always, counter_free, sync_stmt, truth_of
from teotl.model.decisions import WATCHING, Option, new_decision, taken


SECTION = section(__name__, "Choices", 11,
                  intro="Statements that ask the decider.",
                  notes=('`repeat up to N: X` can be carried out when X can be done at least once (or N '
                         'is 0), so a trade "up to N times" that cannot be paid once is not offered.'),
                  examples=("choose { gain coin 2 | advance any track }",
                            "may pay coin 1 -> gain vp 2",
                            "repeat 2: gain coin 1",
                            "repeat up to 3: pay coin 2 -> gain vp 1"))


@statement(ast.Choose,
           name="choose",
           rows=(("`choose { A | B }`",
                  "the decider picks one option that can be carried out"),))
def compile_choose(compiler: Compiler, node: ast.Choose) -> Stmt:
    options = [compiler.stmt(o) for o in node.options]
    # the Option of each choice is built once (named tuples are immutable)
    # (truth_of: the offers and `can` below only test whether a check holds)
    offers = tuple((Option(str(i + 1), o.source, o), truth_of(o.can)) for i, o in enumerate(options))
    checks = tuple(truth_of(o.can) for o in options)
    about = ("choose", node)  # what its decision is about (`Decision.about`): option N is node.options[N - 1]

    def asking(ctx, offered):
        chosen = yield new_decision((ctx.player, "choose", offered, "choose one", about))
        if chosen.do is not None:
            chosen.do(ctx)
        else:
            yield from chosen.run(ctx)

    # `run` and `can` written out for the number of options (`_choose_functions`): each
    # option's check called in order, without a loop over them
    run, can = _choose_functions(offers, asking, about)
    if any(check is _always for check in checks):
        can = _always  # `any` reaches an option that is always possible (the others are pure)

    return Stmt(run, can, "choose { " + " | ".join(o.source for o in options) + " }",
                any(o.opens for o in options), None, all(counter_free(o) for o in options))


@renders("statement", ast.Choose)
def render_choose(r, node):
    return r.msg("stmt-choose", options=r.join([r.clause(o) for o in node.options], "options"))


@statement(ast.May,
           name="may",
           rows=(("`may STMT`",
                  "the decider may skip it (not offered when impossible)"),))
def compile_may(compiler: Compiler, node: ast.May) -> Stmt:
    body = compiler.stmt(node.body)
    body_can, body_do, body_run = body.can, body.do, body.run
    options = (Option("yes", body.source, True), Option("no", "skip", False))
    prompt = f"may {body.source}?"
    about = ("may", node.body)

    def asking(ctx):  # the body is possible
        answer = yield new_decision((ctx.player, "may", options, prompt, about))
        if answer:
            if body_do is not None:
                body_do(ctx)
            else:
                yield from body_run(ctx)

    # the body's check written out in place when it is a resolve's (looked up once per
    # effects table, as `resolve.compile_resolve` does) or two checks (`_all_of`)
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


@renders("statement", ast.May)
def render_may(r, node):
    return r.msg("stmt-may", body=r.body(node.body))


@statement(ast.Repeat,
           name="repeat",
           rows=(("`repeat N: STMT`",
                  "N times (N may be 0)"),
                 ("`repeat up to N: STMT`",
                  "before each round the decider says continue or stop")))
def compile_repeat(compiler: Compiler, node: ast.Repeat) -> Stmt:
    count = compiler.expr(node.count)
    body = compiler.stmt(node.body)
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
                answer = yield new_decision((ctx.player, "continue", options, prompt, ("repeat", node.body, round_)))
                if not answer:
                    return
                if body_do is not None:
                    body_do(ctx)
                else:
                    yield from body_run(ctx)

        if is_constant(count):  # `repeat up to 4: …`
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


@renders("statement", ast.Repeat)
def render_repeat(r, node):
    body = r.body(node.body)
    if node.up_to:
        count = r.count(node.count)
        return r.msg("stmt-repeat-upto" if isinstance(count, int) else "stmt-repeat-upto-expr", count=count, body=body)
    if isinstance(node.count, ast.Num):
        return r.msg("stmt-repeat", count=node.count.value, body=body)
    return r.msg("stmt-repeat-expr", count=r.expr(node.count), body=body)


_CHOOSE_MAKERS: dict[str, Callable] = {}


def _choose_functions(offers: tuple, asking: Callable, about: tuple) -> tuple[Callable, Callable]:
    """`choose`'s `run` and `can` for its (option, check) pairs, one generated pair per shape
    (number of options, which are `resolve COMPONENT`). `run` is not a generator itself (it is
    always iterated at once by its caller): the options whose check holds, in order; with none
    nothing runs, a single one is taken without asking (as `ask` does) by handing over its own
    run (`hand_over`, inlined), several are asked (`asking`). `can`: the first check that holds
    makes it True (the checks are pure). Two checks that must both hold (`_all_of`) are called
    in place of their wrapper; the check of an option that resolves a named component is
    written out in place (its `resolves`: the statement looked up once per effects table, as
    `resolve.compile_resolve` does): one call less for each."""
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
        lines = [f"def make(asking, DONE, taken, watching, about, {params}):", "    def run(ctx):", "        offered = []"]
        if "r" in shape:
            lines.append("        effects = ctx.rt.effects")
        for i, check in enumerate(checks):
            lines += [f"        {line}" for line in check] + [f"            offered.append(o{i})"]
        lines += ["        if not offered:", "            return DONE",
                  "        if len(offered) == 1:", "            only = offered[0][2]",
                  "            if watching.get() is not None:",
                  "                taken(ctx.player, 'choose', 'choose one', offered[0], about)",
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
    return maker(asking, DONE, taken, WATCHING, about, *values)


# ---------------------------------------------------------------------- as a player reads it
@renders("prompt", "choose")
def _prompt_choose(n, decision, about):
    return n.msg("ask-choose")


@renders("option", "choose")
def _option_choose(n, decision, option, about):
    return n.action(about[1].options[int(option.key) - 1])


@renders("prompt", "may")
def _prompt_may(n, decision, about):
    return n.msg("ask-may", action=n.action(about[1], label=False))


@renders("option", "may")
def _option_may(n, decision, option, about):
    return n.msg("option-may-yes") if option.value else n.msg("option-may-no")


@renders("prompt", "repeat")
def _prompt_repeat(n, decision, about):
    return n.msg("ask-repeat", action=n.action(about[1], label=False), done=about[2])


@renders("option", "repeat")
def _option_repeat(n, decision, option, about):
    return n.msg("option-repeat-yes", done=about[2]) if option.value else n.msg("option-repeat-no")
