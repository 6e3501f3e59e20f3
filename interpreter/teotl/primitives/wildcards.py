"""Wildcard resources: a resource that may be spent in place of one unit of another.

A resource declares what it may replace (game.yaml or a module's vocabulary):

```yaml
resources:
  - id: joker
    substitutes: [timber, clay, ore]       # one joker pays one timber, clay or ore
    substitutes_while: "joker_works > 0"   # optional: judged for the payer (default: always)
    offered_as_any_while: "joker_as_any > 0"   # optional: `gain any GROUP` offers it (default: never)
  - id: gem
    substitutes:
      - {id: coin, up_to: 3, while: "gem_for_coins > 0"}   # one gem pays up to 3 coins of one cost, no change
```

Costs stay all or nothing: a cost is affordable when every unit that the player's own resources
cannot pay can be given to a wildcard that substitutes it (a small matching, since several
wildcards may substitute different resources). Paying asks, unit by unit, with which resource —
only when there is a real choice, and only among choices that leave the rest of the cost payable
(decision kind `pay_with`, option keys = resource names). Without wildcards held, costs are paid
exactly as before: nothing is asked for fixed amounts.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section
from teotl.model.decisions import Option, ask
from teotl.primitives.arguments import arity, name_arg


SECTION = section(__name__, "Wildcard resources", 40,
                  intro="""A resource may stand in for others:

```yaml
resources:
  - id: joker
    substitutes: [red, green, blue]         # one joker pays one red, green or blue
    substitutes_while: "joker_wildcard > 0"  # optional, judged for the payer (default: always)
    offered_as_any_while: "joker_as_any > 0" # optional, judged for the gainer (default: never)
```

- **Paying** (`pay`, a component's `cost`, `build`'s level costs): a cost stays all or nothing; it
  is affordable when every unit the player's own resources cannot pay can go to a wildcard that
  substitutes it. When there is a real choice the payer is asked unit by unit (`pay_with`, option
  keys = resource names), offered only choices that leave the rest of the cost payable. A wildcard
  also pays `any GROUP` when it substitutes a member. It never pays what it does not substitute.
  The log says `pays 1 joker in place of red`.
- **Gaining**: `gain any GROUP` never offers a wildcard, unless its `offered_as_any_while` holds
  for the gainer (then it is offered when it substitutes a member of GROUP).
- The conditions are expressions like any other: a component switches one on with a modifier of
  a named query (`modify joker_as_any + 1`), another switches the wildcard off
  (`modify joker_wildcard - 1`).
- `available(red)` counts red plus the wildcards that may pay for it (an automaton's "has 2 or
  more red" test); an automaton's policy answers `pay_with` with `by: wildcards_last`.""",
                  examples=("pay red 2 -> gain vp 1",
                            "if available(red) >= 2 { pay red 2 -> gain vp 1 }"))


Groups = list[tuple[tuple[str, ...], int]]


@dataclass(frozen=True)
class Sub:
    """What one held wildcard may pay now: one unit each of `members`; up to N units of each
    resource in `bulk` (one wildcard unit per N, within one cost)."""
    members: frozenset = frozenset()
    bulk: dict = field(default_factory=dict)

    def pays(self, resource: str) -> int:
        """Units of `resource` one wildcard pays (0: none)."""
        return 1 if resource in self.members else self.bulk.get(resource, 0)


Held = dict  # wildcard name -> Sub


class Wildcards:
    """The wildcard resources of a vocabulary, their conditions compiled (once per compiler)."""

    def __init__(self, compiler: Any):
        vocab = compiler.vocab
        self.members: dict[str, frozenset[str]] = {w: frozenset(m) for w, m in vocab.substitutes.items()}
        self.substitute_if: dict[str, Callable] = {}
        self.offered_if: dict[str, Callable] = {}
        self.bulk: dict[str, dict[str, tuple[int, Optional[Callable]]]] = {}
        for wildcard, text in vocab.substitutes_while.items():
            self.substitute_if[wildcard] = _condition(compiler, text)
        for wildcard, text in vocab.offered_as_any_while.items():
            self.offered_if[wildcard] = _condition(compiler, text)
        for wildcard, items in vocab.substitutes_up_to.items():
            self.members.setdefault(wildcard, frozenset())
            self.bulk[wildcard] = {r: (n, _condition(compiler, t) if t else None) for r, (n, t) in items.items()}

    def __bool__(self) -> bool:
        return bool(self.members)

    def held(self, ctx, have: Optional[dict] = None) -> Held:
        """The wildcards the player holds and may use now, with what each pays."""
        if not self.members:
            return {}
        have = have if have is not None else ctx.state.players[ctx.player].counters
        found = {}
        for wildcard, members in self.members.items():
            if have.get(wildcard, 0) <= 0:
                continue
            condition = self.substitute_if.get(wildcard)
            if condition is not None and not condition(ctx):
                continue
            bulk = {r: n for r, (n, cond) in self.bulk.get(wildcard, {}).items() if cond is None or cond(ctx)}
            if members or bulk:
                found[wildcard] = Sub(members, bulk)
        return found

    def usable_for(self, ctx, resource: str) -> list[str]:
        """Wildcards the player may use one for one in place of `resource` (held or not)."""
        result = []
        for wildcard, members in self.members.items():
            condition = self.substitute_if.get(wildcard)
            if resource in members and (condition is None or condition(ctx)):
                result.append(wildcard)
        return result

    def offered_as_any(self, ctx, members: tuple[str, ...]) -> list[str]:
        """Wildcards `gain any GROUP` (of these members) offers to the player now."""
        result = []
        for wildcard, condition in self.offered_if.items():
            if wildcard not in members and self.members[wildcard] & set(members) and condition(ctx):
                result.append(wildcard)
        return result


def _condition(compiler: Any, text: str) -> Callable:
    """Compile a condition; a broken one never holds (the checker reports it at its place)."""
    from teotl.language.errors import CompileError
    from teotl.language.parser import DslSyntaxError, parse_effect
    saved = compiler.collected
    compiler.collected = []
    try:
        fn = compiler.expr(parse_effect(f"if ({text}) {{ nothing }}").stmts[0].condition)
        broken = bool(compiler.collected)
    except (CompileError, DslSyntaxError):
        fn, broken = None, True
    finally:
        compiler.collected = saved
    return (lambda ctx: 0) if broken or fn is None else fn


def wildcards_of(compiler: Any) -> Wildcards:
    found = compiler.__dict__.get("_wildcards")
    if found is None:
        found = compiler.__dict__["_wildcards"] = Wildcards(compiler)
    return found


def _still(wild: Held, have: dict) -> Held:
    return {w: sub for w, sub in wild.items() if have.get(w, 0) > 0}


# ====================================================================== can it be paid?
def _match(demands: list[frozenset[str]], capacity: dict[str, int], slack: int) -> bool:
    """Can every demanded unit get one unit of an allowed wildcard (or of `slack`, which fits
    any unit)? Augmenting paths over single units; amounts are small."""
    if not demands:
        return True
    slots = [w for w, n in capacity.items() for _ in range(max(0, n))] + ["*"] * max(0, slack)
    if len(slots) < len(demands):
        return False
    owner: dict[int, int] = {}

    def fits(unit: int, slot: int) -> bool:
        name = slots[slot]
        return name == "*" or name in demands[unit]

    def augment(unit: int, seen: set[int]) -> bool:
        for slot in range(len(slots)):
            if slot in seen or not fits(unit, slot):
                continue
            seen.add(slot)
            if slot not in owner or augment(owner[slot], seen):
                owner[slot] = unit
                return True
        return False

    order = sorted(range(len(demands)), key=lambda u: len(demands[u]))
    return all(augment(unit, set()) for unit in order)


def payable(have: dict, fixed: dict[str, int], groups: Groups, wild: Held, slack: int = 0) -> bool:
    """Can `fixed` amounts plus `groups` (any member pays) be paid from `have`, with the held
    wildcards `wild` filling what is missing, and `slack` units that may go off anything (a
    discount)?"""
    capacity = {w: have.get(w, 0) - fixed.get(w, 0) for w in wild}
    demands: list[frozenset[str]] = []
    left: dict[str, int] = {}
    for name, need in fixed.items():
        held = have.get(name, 0)
        if need > held:
            short = need - held
            if name in wild:
                demands += [frozenset()] * short          # a wildcard asked for itself: only slack
                capacity[name] = 0
            else:
                one = frozenset(w for w, sub in wild.items() if name in sub.members)
                bulk = {w: sub.bulk[name] for w, sub in wild.items() if name in sub.bulk and w not in one}
                if bulk and not one:                      # N units per wildcard unit
                    demands += [frozenset(bulk)] * -(-short // max(bulk.values()))
                else:
                    demands += [one | frozenset(bulk)] * short
        left[name] = max(0, held - need)
    for members, need in groups:
        if not need:
            continue
        plain = 0
        for member in members:
            spare = left.get(member, have.get(member, 0))
            take = min(spare, need - plain)
            left[member] = spare - take
            plain += take
        if need > plain:
            demands += [frozenset(w for w, sub in wild.items() if sub.members & set(members))] * (need - plain)
    return _match(demands, {w: n for w, n in capacity.items() if n > 0}, slack)


# ====================================================================== paying
def pay_fixed(ctx, fixed: dict[str, int], groups: Groups, wild: Held) -> Iterator:
    """Deduct fixed amounts, asking unit by unit whether a wildcard pays when that is a real
    choice (a bulk wildcard pays up to N units at once). Call only when `payable`. Logs `pay`."""
    have = ctx.state.players[ctx.player].counters
    remaining = dict(fixed)
    for name, need in fixed.items():
        substitutes = [w for w, sub in wild.items() if sub.pays(name)]
        if not need:
            continue
        if not substitutes:
            have[name] -= need
            remaining[name] = 0
            ctx.rt.log(ctx, "pay", resource=name, amount=need)
            continue
        spent: dict[str, int] = {}
        covered: dict[str, int] = {}
        while remaining[name] > 0:
            options = []
            for candidate in [name] + substitutes:
                if have.get(candidate, 0) <= 0:
                    continue
                pays = 1 if candidate == name else min(wild[candidate].pays(name), remaining[name])
                after, rest = dict(have), dict(remaining)
                after[candidate] -= 1
                rest[name] -= pays
                if payable(after, rest, groups, _still(wild, after)):
                    if candidate == name:
                        text = f"pay 1 {name}"
                    else:
                        text = f"pay 1 {candidate} for {pays} {name}"
                    options.append(Option(candidate, text, (candidate, pays)))
            if not options:
                return
            chosen, pays = yield from ask(ctx.player, "pay_with", f"pay {remaining[name]} {name}: with which?",
                                          options, ("pay-with", name, remaining[name]))
            have[chosen] -= 1
            remaining[name] -= pays
            spent[chosen] = spent.get(chosen, 0) + 1
            covered[chosen] = covered.get(chosen, 0) + pays
        for resource in [name] + substitutes:
            amount = spent.get(resource, 0)
            if not amount:
                continue
            if resource == name:
                ctx.rt.log(ctx, "pay", resource=resource, amount=amount)
            else:
                ctx.rt.log(ctx, "pay", resource=resource, amount=amount, instead_of=name)


def pay_group_unit(ctx, members: tuple[str, ...], remaining_groups: Groups, wild: Held) -> Iterator:
    """One unit of `any GROUP`: the members held, and the wildcards that substitute a member
    (only when the rest can still be paid). Returns the resource paid, or None."""
    have = ctx.state.players[ctx.player].counters
    options = [Option(m, f"pay 1 {m}", m) for m in members if have[m] > 0]
    if wild:
        keep = []
        for option in options:
            after = dict(have)
            after[option.key] -= 1
            if payable(after, {}, remaining_groups, _still(wild, after)):
                keep.append(option)
        options = keep
        for wildcard, sub in wild.items():
            if wildcard in members or have.get(wildcard, 0) <= 0 or not sub.members & set(members):
                continue
            after = dict(have)
            after[wildcard] -= 1
            if payable(after, {}, remaining_groups, _still(wild, after)):
                options.append(Option(wildcard, f"pay 1 {wildcard} for 1 of {'/'.join(members)}", wildcard))
    if not options:
        return None
    chosen = yield from ask(ctx.player, "pay_with", "pay with which?", options, ("pay-any", members))
    have[chosen] -= 1
    ctx.rt.log(ctx, "pay", resource=chosen, amount=1)
    return chosen


def simulate(have: dict, fixed: dict[str, int], groups: Groups, wild: Held) -> None:
    """Deduct a cost from `have` in place the way a plain payer would: own resources first,
    wildcards for what is missing; groups from the members held most."""
    for name, need in fixed.items():
        plain = min(need, max(0, have.get(name, 0)))
        have[name] = have.get(name, 0) - plain
        short = need - plain
        while short > 0:
            wildcard = next((w for w, sub in wild.items() if sub.pays(name) and have.get(w, 0) > fixed.get(w, 0)), None)
            if wildcard is None:
                have[name] -= short
                break
            have[wildcard] -= 1
            short -= wild[wildcard].pays(name)
    for members, need in groups:
        for _ in range(need):
            richest = max(members, key=lambda m: have[m])
            if have[richest] > 0 or not wild:
                have[richest] -= 1
                continue
            wildcard = next((w for w, sub in wild.items() if sub.members & set(members) and have.get(w, 0) > 0), None)
            have[wildcard if wildcard is not None else richest] -= 1


@query("available", "available(RESOURCE)",
       form="`available(RESOURCE)`",
       doc="the player's RESOURCE plus every wildcard resource they hold that may pay for it now (above)")
def _available(compiler: Compiler, node: ast.Func) -> ExprFn:
    """How much of a resource the player could pay: the resource itself plus every wildcard
    resource they hold that may be spent in its place (docs/verbs.md, wildcard resources)."""
    arity(node, 1, 1)
    name = compiler.vocab.canonical(name_arg(node, 0))
    if name not in compiler.vocab.resources:
        raise CompileError("E401", f"unknown resource `{name}`", did_you_mean(name, compiler.vocab.resources),
                           node.args[0])
    from teotl.primitives.wildcards import wildcards_of
    wild = wildcards_of(compiler)
    if not wild or not compiler.vocab.wildcards_for(name):
        return lambda ctx: ctx.state.players[ctx.player].counters[name]

    def value(ctx):
        have = ctx.state.players[ctx.player].counters
        return have[name] + sum(have[w] for w in wild.usable_for(ctx, name))

    return value


@renders("query", "available")
def render_available(r, node, args, names):
    if names and names[0]:
        return r.msg("query-available", resource=r.noun(names[0], "other", "resource"))
    return None


# ---------------------------------------------------------------------- as a player reads it
@renders("prompt", "pay-with")
def _prompt_pay_with(n, decision, about):
    return n.msg("ask-pay-with", amount=n.amount_of(about[1], about[2]))


@renders("option", "pay-with")
def _option_pay_with(n, decision, option, about):
    chosen, pays = option.value
    if chosen == about[1]:
        return n.msg("option-pay", amount=n.amount_of(chosen, 1))
    return n.msg("option-pay-instead", amount=n.amount_of(chosen, 1), instead=n.amount_of(about[1], pays))


@renders("prompt", "pay-any")
def _prompt_pay_any(n, decision, about):
    return n.msg("ask-pay-any", members=n.join([n.cat.noun(n.resource(m, 1)) for m in about[1]], "or"))


@renders("option", "pay-any")
def _option_pay_any(n, decision, option, about):
    if option.value in about[1]:
        return n.msg("option-pay", amount=n.amount_of(option.value, 1))
    return n.msg("option-pay-instead", amount=n.amount_of(option.value, 1),
                 instead=n.join([n.cat.noun(n.resource(m, 1)) for m in about[1]], "or"))
