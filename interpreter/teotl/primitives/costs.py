"""Costs: an amount list paid all or nothing (`coin 1, any resource 1`), judged and paid by `Cost`.

A cost is planned once at load time (`Cost._plan`): most name distinct resources without
wildcards, and then judging is one comparison per resource and paying one subtraction, nothing
asked. Groups (`any GROUP`) and wildcard resources take the general path (teotl.primitives.wildcards).
`pay`, a component's `cost`, `claim`, `acquire`, `take` and `build` pay through it.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn, constant_fn, is_constant, short_text
from teotl.language.registry import renders
from teotl.language.statements import truth_of
from teotl.primitives import wildcards


class Cost:
    """An amount list to pay, all or nothing: `coin 1, any resource 1`."""

    def __init__(self, compiler: Compiler, amounts: tuple[ast.Amount, ...]):
        vocab = compiler.vocab
        self.fixed: list[tuple[str, ExprFn]] = []
        self.groups: list[tuple[tuple[str, ...], ExprFn]] = []
        texts = []
        for amount in amounts:
            count = amount_count(compiler, amount)
            name = vocab.canonical(amount.target.name)
            if amount.target.any_of:
                members = tuple(m for m in vocab.groups.get(name, ()) if m in vocab.resources)
                if not members:
                    raise CompileError("E406", f"`any {amount.target.name}` is not a group of resources",
                                       did_you_mean(name, [g for g, m in vocab.groups.items()
                                                           if any(x in vocab.resources for x in m)])
                                       or "declare the group with `groups:` on resources in game.yaml",
                                       amount.target)
                self.groups.append((members, count))
                texts.append(f"any {name} {short_text(amount.count) if amount.count else 1}")
            else:
                if name not in vocab.resources:
                    raise CompileError("E401", f"unknown resource `{amount.target.name}`",
                                       did_you_mean(amount.target.name, vocab.resources)
                                       or "resources are declared in vocabulary.resources", amount.target)
                self.fixed.append((name, count))
                texts.append(f"{name} {short_text(amount.count) if amount.count else 1}")
        self.text = ", ".join(texts)
        self.wildcards = wildcards.wildcards_of(compiler)
        self._plan()

    # ------------------------------------------------------------------ the plan, fixed at load time
    def _plan(self) -> None:
        """Pick the cheapest exact way to judge and pay this cost, once.

        Most costs name distinct resources only (`coin 2, gem 1`), in a vocabulary without
        wildcard resources: then judging is one comparison per resource, paying one subtraction,
        and nothing is ever asked. Constant amounts are worked out here. Everything else (groups,
        wildcards, a resource named twice) takes the general path below, unchanged."""
        names = [name for name, _ in self.fixed]
        self.simple = not self.groups and not self.wildcards and len(set(names)) == len(names)
        self.never_asks = self.simple  # fixed amounts, no wildcard to offer: paying asks nothing
        self._constant_needs: Optional[tuple[dict[str, int], list]] = None
        self._simple_needs: Optional[Callable[[Any], Any]] = None
        # (resource, its amount when constant else None, amount) when the cost is one resource
        self._single: Optional[tuple[str, Optional[int], ExprFn]] = None
        if self.simple and len(self.fixed) == 1:
            (name, count), = self.fixed
            self._single = (name, count.constant if is_constant(count) else None, count)
        if all(is_constant(count) for _, count in self.fixed) and all(is_constant(c) for _, c in self.groups):
            fixed: dict[str, int] = {}
            for name, count in self.fixed:
                fixed[name] = fixed.get(name, 0) + max(0, count.constant)
            self._constant_needs = (fixed, [(members, max(0, count.constant)) for members, count in self.groups])
            if self.simple:
                pairs = tuple(fixed.items())
                self._simple_needs = lambda ctx: pairs
        elif self.simple:
            counted = tuple(self.fixed)

            def simple_needs(ctx):
                found = []
                for name, count in counted:
                    need = count(ctx)
                    found.append((name, need if need > 0 else 0))
                return found
            self._simple_needs = simple_needs

    def needs(self, ctx) -> tuple[dict[str, int], list[tuple[tuple[str, ...], int]]]:
        """(fixed amounts by resource, [(group members, amount)]): new containers, the caller's to keep."""
        if self._constant_needs is not None:
            fixed, groups = self._constant_needs
            return dict(fixed), list(groups)
        fixed: dict[str, int] = {}
        for name, count in self.fixed:
            fixed[name] = fixed.get(name, 0) + max(0, count(ctx))
        return fixed, [(members, max(0, count(ctx))) for members, count in self.groups]

    def affordable(self, ctx) -> bool:
        have = ctx.state.players[ctx.player].counters
        single = self._single
        if single is not None:  # one resource: no lists
            name, known, count = single
            need = known if known is not None else count(ctx)
            return not have[name] < (need if need > 0 else 0)
        simple_needs = self._simple_needs
        if simple_needs is not None:
            for name, need in simple_needs(ctx):
                if have[name] < need:
                    return False
            return True
        fixed, groups = self.needs(ctx)
        return self._affordable(ctx, have, fixed, groups, self.wildcards.held(ctx) if self.wildcards else {})

    @staticmethod
    def _affordable(ctx, have: dict, fixed: dict, groups: list, wild: dict) -> bool:
        if wild:
            return wildcards.payable(have, fixed, groups, wild)
        for name, need in fixed.items():
            if have[name] < need:
                return False
        for members, need in groups:
            if need and sum(have[m] - fixed.get(m, 0) for m in members) < need:
                return False
        return True

    def while_paid(self, ctx, check) -> bool:
        """`check(ctx)` on the state as if this cost were paid (group amounts taken from the
        members held most; wildcards only for what is missing), then the state is put back."""
        have = ctx.state.players[ctx.player].counters
        saved = dict(have)
        fixed, groups = self.needs(ctx)
        wildcards.simulate(have, fixed, groups, self.wildcards.held(ctx) if self.wildcards else {})
        try:
            return check(ctx)
        finally:
            have.clear()
            have.update(saved)

    def affordable_then(self, check):
        """`lambda ctx: affordable(ctx) and while_paid(ctx, check)`, with the amounts worked out
        once (they are pure) — the legal-option check of `pay COST -> BODY`."""
        simple_needs = self._simple_needs
        if self._single is not None:
            name, known, count = self._single  # one resource (most costs): no lists
            # a `check` that only turns another into True or False: call that one, turn it here
            inner = truth_of(check)
            as_bool = inner is not check

            def can(ctx):
                have = ctx.state.players[ctx.player].counters
                need = known if known is not None else count(ctx)
                if need < 0:
                    need = 0
                old = have[name]
                if old < need:
                    return False
                have[name] = old - need
                try:
                    if as_bool:
                        return True if inner(ctx) else False
                    return inner(ctx)
                finally:
                    have[name] = old  # only this changed (`check` is pure)
            return can
        if simple_needs is not None:
            def can(ctx):
                have = ctx.state.players[ctx.player].counters
                needs = simple_needs(ctx)
                for name, need in needs:
                    if have[name] < need:
                        return False
                saved = [(name, have[name]) for name, _ in needs]
                for name, need in needs:  # as `wildcards.simulate` pays distinct amounts without wildcards
                    have[name] -= need
                try:
                    return check(ctx)
                finally:
                    for name, old in saved:  # only these changed (`check` is pure)
                        have[name] = old
            return can
        judge, wild_of, simulate = self._affordable, self.wildcards, wildcards.simulate

        def can(ctx):
            have = ctx.state.players[ctx.player].counters
            fixed, groups = self.needs(ctx)
            wild = wild_of.held(ctx) if wild_of else {}
            if not judge(ctx, have, fixed, groups, wild):
                return False
            saved = dict(have)
            simulate(have, fixed, groups, wild)
            try:
                return check(ctx)
            finally:
                have.clear()
                have.update(saved)
        return can

    def pay_now(self, ctx) -> bool:
        """For a cost that never asks (`never_asks`): deduct it if affordable; False (nothing
        paid) when it is not. The amounts are worked out once."""
        have = ctx.state.players[ctx.player].counters
        single = self._single
        if single is not None:  # one resource: no lists
            name, known, count = single
            need = known if known is not None else count(ctx)
            if need < 0:
                need = 0
            if have[name] < need:
                return False
            if need:
                have[name] -= need
                rt = ctx.rt
                if rt.logging:
                    rt.log(ctx, "pay", resource=name, amount=need)
            return True
        needs = self._simple_needs(ctx)
        for name, need in needs:
            if have[name] < need:
                return False
        rt = ctx.rt
        for name, need in needs:  # as `wildcards.pay_fixed` without wildcards: skip zero amounts, log each
            if need:
                have[name] -= need
                if rt.logging:
                    rt.log(ctx, "pay", resource=name, amount=need)
        return True

    def pay(self, ctx):
        """Deduct the cost; asks which member of a group pays, and whether a wildcard resource
        pays in place of another when that is a choice. Call only when affordable."""
        fixed, groups = self.needs(ctx)
        wild = self.wildcards.held(ctx) if self.wildcards else {}
        yield from wildcards.pay_fixed(ctx, fixed, groups, wild)
        for index, (members, need) in enumerate(groups):
            for unit in range(need):
                rest = [(members, need - unit - 1)] + groups[index + 1:]
                wild = self.wildcards.held(ctx) if self.wildcards else {}
                chosen = yield from wildcards.pay_group_unit(ctx, members, rest, wild)
                if chosen is None:
                    return


def amount_count(compiler: Compiler, amount: ast.Amount) -> ExprFn:
    count = compiler.expr(amount.count) if amount.count is not None else constant_fn(1)
    if amount.per is None:
        return count
    per = compiler.expr(amount.per)
    if is_constant(count) and is_constant(per):
        return constant_fn(count.constant * per.constant)
    return lambda ctx: count(ctx) * per(ctx)


class EffectCost:
    """A component's cost that is more than amounts: its `cost` (amounts, maybe none) and the
    effect `effects.cost` ("lower the level of one of your pieces"), paid together wherever the
    component's cost is paid (`claim`, `acquire`, `take`, `claim lowest`). Affordable when the amounts
    are and the effect can be carried out; paying pays the amounts, then runs the effect (which
    may ask, so it is never paid in one go)."""

    never_asks = False

    def __init__(self, amounts: Cost, effect: Any):
        self.amounts = amounts
        self.effect = effect
        self.text = amounts.text

    def affordable(self, ctx) -> bool:
        return self.amounts.affordable(ctx) and self.effect.can(ctx)

    def pay_now(self, ctx) -> bool:
        return False

    def pay(self, ctx):
        yield from self.amounts.pay(ctx)
        yield from self.effect.run(ctx)


@renders("event", "pay")
def _event_pay(n, e):
    """A payment as a player reads it (costs, wildcards and every verb that pays log `pay`)."""
    amount = n.amount_of(e["resource"], e["amount"])
    if e.get("instead_of"):
        return n.msg("event-pay-instead", who=n.who(e), amount=amount, instead=n.resource(e["instead_of"], "other"))
    return n.msg("event-pay", who=n.who(e), amount=amount)
