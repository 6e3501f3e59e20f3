"""Components a player takes from supplies: `claim` (the top one), `acquire` (from a shared
offer, marked as owned), `take` (any one of a supply), and `settle` (what was acquired during the
action starts working).
"""
from __future__ import annotations

from typing import Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.registry import renders, section, verb
from teotl.language.statements import Stmt, _always, sync_stmt
from teotl.model.decisions import Option, ask, new_decision, new_option, taken
from teotl.model.instances import component_of
from teotl.model.supply_keys import sees
from teotl.primitives.arguments import count_arg, usage_hint, word_of
from teotl.primitives.auto_components import (ACQUIRE_BY_ORDER, compile_acquire_by_order, compile_claim_lowest,
                                              is_claim_lowest, render_acquire_by_order, render_claim_lowest)
from teotl.primitives.supply_refs import read_supply


SECTION = section(__name__, "Taking components", 22,
                  intro="A player takes components from supplies (`vocabulary.supplies`) and owns them.",
                  examples=("claim here",
                            "claim offer free",
                            "acquire market choice (2)",
                            "take hand",
                            "settle"))


@verb("claim", "claim SUPPLY [free]  |  claim here [free]  |  claim lowest TAG among SUPPLY… [lacking] [clockwise]",
      rows=(("`SUPPLY [free]` or `here [free]`",
             "take the top component of a supply (`here`: the supply attached to the acting spot), paying "
             "its `cost` unless `free`; the player owns it. Not possible when the supply is empty or the "
             "cost unaffordable. Fires event `claim`."),
            ("`lowest TAG among SUPPLY… [lacking] [clockwise]`",
             "no question (an automaton's order): of the components carrying TAG on top of the listed "
             "supplies, the one with the lowest `data.TAG` (`lacking`: only values the player owns none of), "
             "paying its cost; ties to the earlier supply, `clockwise`: supplies in the ring order of the "
             "boards whose `data.spot_supply` names them. Fires `claim`.")),
      sets=("it",),
      fires=("claim",))
def compile_claim(compiler: Compiler, node: ast.Call) -> Stmt:
    if is_claim_lowest(node.args):
        return compile_claim_lowest(compiler, node)
    ref, at = read_supply(compiler, node, node.args, 0, here=True) if node.args else (None, 0)
    rest = node.args[at:]
    if ref is None or len(rest) > 1 or (rest and word_of(rest[0]) != "free"):
        raise CompileError("E407", "`claim` takes a supply and optionally `free`", usage_hint(node), node)
    free = bool(rest)
    supply = ref.name
    shared = supply is not None and not ref.per_player  # most claims: the key is the name, no call
    if supply is None:
        per_player = frozenset(name for name, spec in compiler.vocab.supplies.items() if spec.per_player)

        def key_of(ctx) -> Optional[str]:  # `here`: the acting spot's supply (the acting player's list)
            name = ctx.values.get("supply_here")
            return name if name not in per_player else ref.key(ctx)
    else:
        key_of = ref.key

    def can(ctx):
        name = supply if shared else key_of(ctx)
        stack = ctx.state.supplies.get(name) if name else None
        if not stack:
            return False
        return free or ctx.rt.component_cost(stack[0]).affordable(ctx)

    def run(ctx):
        if not can(ctx):
            return
        name = supply if shared else key_of(ctx)
        component = ctx.state.supplies[name][0]
        if not free:
            cost = ctx.rt.component_cost(component)
            if not (cost.never_asks and cost.pay_now(ctx)):  # in one go when it asks nothing and is affordable
                yield from cost.pay(ctx)
        ctx.state.writable_supply(name).pop(0)
        ctx.state.players[ctx.player].owned.append(component)
        ctx.values["it"] = component
        if ctx.rt.logging:
            ctx.rt.log(ctx, "claim", component=component, supply=name)
        yield from ctx.rt.emit(ctx, "claim", {"type": ctx.rt.component_type(component), "id": component})

    return Stmt(run, can, f"claim {ref.text}{' free' if free else ''}", opens=True)


@renders("verb", "claim")
def render_claim(r, node, args):
    if is_claim_lowest(args):
        return render_claim_lowest(r, node, args)
    free, rest = r.free(args)
    if rest and isinstance(rest[0], ast.Word) and rest[0].name == "here":
        return r.msg("verb-claim-here", free=free)
    return r.msg("verb-claim", supply=r.supply_noun(rest[0]), free=free)


@verb("acquire", "acquire SUPPLY lowest [free]  |  acquire SUPPLY choice (MAX_ROW) [free]  |  "
                 "acquire SUPPLY number (N) [free]  |  acquire SUPPLY unclaimed|slot (N) free [quiet]",
      rows=(("`SUPPLY lowest [free]`, `SUPPLY choice (MAX_ROW) [free]` or `SUPPLY number (N) [free]`",
             "mark ownership of a component of a shared supply the player does not own yet (the "
             "lowest-numbered by `data.number`, the decider's choice among rows 1..MAX_ROW, or the one "
             "numbered N); pays its `cost` unless `free`; sets `slot_row`, `slot_column` and `it`; fires "
             "event `acquire`. The component works from the next `settle` on."),
            ("`SUPPLY unclaimed free [quiet]` or `SUPPLY slot (N) free [quiet]`",
             "no question, no cost (an automaton's order): `unclaimed` the lowest-numbered component no player "
             "owns, or if all are owned, the lowest-numbered one the player lacks; `slot N` the one in slot N. "
             "Fires `acquire` (context `slot_row`, `slot_column`) unless `quiet`")),
      sets=("slot_row", "slot_column", "it"),
      fires=("acquire",))
def compile_acquire(compiler: Compiler, node: ast.Call) -> Stmt:
    if len(node.args) >= 2 and word_of(node.args[1]) in ACQUIRE_BY_ORDER:
        return compile_acquire_by_order(compiler, node)
    ref, at = read_supply(compiler, node, node.args, 0)
    args = node.args[at - 1:]  # the supply, then the mode: as `acquire SUPPLY lowest`
    words = [word_of(a) for a in args]
    mode = words[1] if len(words) >= 2 else None
    choice, by_number = mode == "choice", mode == "number"
    free = bool(words) and words[-1] == "free"
    expected = (3 if choice or by_number else 2) + (1 if free else 0)
    if len(words) != expected or mode not in ("lowest", "choice", "number"):
        raise CompileError("E407", "`acquire` takes a supply, then `lowest`, `choice (MAX_ROW)` or `number (N)`, "
                           "and optionally `free`", usage_hint(node), node)
    supply = ref.name
    max_row = count_arg(compiler, args[2], node) if choice else None
    wanted = count_arg(compiler, args[2], node) if by_number else None
    columns = compiler.vocab.supplies[supply].columns
    shared = not ref.per_player  # a shared offer (every acquire so far): read in place, no call
    peek = ref.peek

    def candidates(ctx) -> list[tuple[int, str]]:
        """(slot, component) the player may take: not owned, within the row limit, affordable."""
        owned = ctx.state.players[ctx.player].owned
        limit = max_row(ctx) if max_row is not None else None
        found = []
        for slot, component in enumerate(ctx.state.supplies.get(supply, ()) if shared else peek(ctx)):
            if component in owned:
                continue
            if limit is not None and columns and slot // columns + 1 > limit:
                continue
            if wanted is not None and ctx.rt.component_number(component) != wanted(ctx):
                continue
            found.append((slot, component))
        if mode == "lowest" and found:
            found = [min(found, key=lambda item: ctx.rt.component_number(item[1]))]
        if not free:
            found = [item for item in found if ctx.rt.component_cost(item[1]).affordable(ctx)]
        return found

    def can(ctx):
        """`bool(candidates(ctx))`, without building the list: stops at the first component that
        may be taken (for `lowest`, only the lowest one counts)."""
        owned = ctx.state.players[ctx.player].owned
        limit = max_row(ctx) if max_row is not None else None
        rt = ctx.rt
        lowest = None
        for slot, component in enumerate(ctx.state.supplies.get(supply, ()) if shared else peek(ctx)):
            if component in owned:
                continue
            if limit is not None and columns and slot // columns + 1 > limit:
                continue
            if wanted is not None and rt.component_number(component) != wanted(ctx):
                continue
            if mode == "lowest":  # the first of the lowest numbers, as `min` picks it
                if lowest is None or rt.component_number(component) < rt.component_number(lowest):
                    lowest = component
                continue
            if free or rt.component_cost(component).affordable(ctx):
                return True
        if lowest is not None:
            return free or rt.component_cost(lowest).affordable(ctx)
        return False

    def run(ctx):
        found = candidates(ctx)
        if not found:
            return
        slot, component = yield from ask(ctx.player, "choose", f"acquire which from {supply}?",
                                         [Option(c, ctx.rt.component_name(c), (s, c)) for s, c in found],
                                         ("component", "acquire", ref.key(ctx)))
        if not free:
            cost = ctx.rt.component_cost(component)
            if not (cost.never_asks and cost.pay_now(ctx)):  # in one go when it asks nothing and is affordable
                yield from cost.pay(ctx)
        ctx.state.players[ctx.player].owned.append(component)
        ctx.state.players[ctx.player].fresh.add(component)
        if ctx.rt.logging:
            ctx.rt.log(ctx, "acquire", component=component)
        row, column = (slot // columns + 1, slot % columns + 1) if columns else (1, slot + 1)
        ctx.values.update(slot_row=row, slot_column=column, it=component)
        sub = ctx.derive_values({"slot_row": row, "slot_column": column})
        yield from ctx.rt.emit(sub, "acquire", {"type": ctx.rt.component_type(component), "id": component})

    return Stmt(run, can, f"acquire {ref.text} {mode}{' free' if free else ''}", opens=True)


@renders("verb", "acquire")
def render_acquire(r, node, args):
    if len(args) >= 2 and isinstance(args[1], ast.Word) and args[1].name in ACQUIRE_BY_ORDER:
        return render_acquire_by_order(r, node, args)
    free, rest = r.free(args)
    supply = r.supply_noun(rest[0])
    mode = rest[1].name if isinstance(rest[1], ast.Word) else "lowest"
    value = r.count(rest[2]) if len(rest) > 2 else ""
    return r.msg("verb-acquire", supply=supply, mode=mode, value=value, free=free)


@verb("take", "take SUPPLY [free]",
      arguments="`SUPPLY [free]`",
      sets=("it",),
      doc="choose any component of a supply (an offer, a hand), pay its cost unless free, own it; copies of "
          "one component are one choice; from a supply the player cannot see (face down, another player's "
          "hand) the first one, unasked")
def compile_take(compiler: Compiler, node: ast.Call) -> Stmt:
    """Choose any one component of a supply (an offer, a hand), pay its cost unless free, own it.
    Copies of one component are one choice (the first of them in the supply). From a supply the
    player cannot see (face down, another player's hand) there is no choice: the first one."""
    ref, at = read_supply(compiler, node, node.args, 0) if node.args else (None, 0)
    rest = node.args[at:]
    if ref is None or len(rest) > 1 or (rest and word_of(rest[0]) != "free"):
        raise CompileError("E407", "`take` takes a supply and optionally `free`", usage_hint(node), node)
    supply = ref.name
    free = bool(rest)
    items_of, listed = ref.items, ref.listed
    visible = compiler.vocab.supplies[supply].visible

    def choices(ctx):
        rt = ctx.rt
        found = [cid for cid in distinct(rt, listed(ctx)) if free or rt.component_cost(cid).affordable(ctx)]
        if visible != "all" and len(found) > 1 and not sees(visible, ref.seat(ctx), ctx.player):
            return found[:1]  # what the player cannot see is no choice: the first one that may be taken
        return found

    def run(ctx):
        rt = ctx.rt
        options = [new_option((cid, rt.component_name(cid), cid)) for cid in choices(ctx)]
        if not options:
            return
        if len(options) == 1:  # `ask`, written out (no generator for it)
            cid = options[0][2]
            taken(ctx.player, "choose", "take which?", options[0], ("component", "take", ref.key(ctx)))
        else:
            cid = yield new_decision((ctx.player, "choose", tuple(options), f"take which from {supply}?",
                                      ("component", "take", ref.key(ctx))))
        if not free:
            cost = rt.component_cost(cid)
            if not (cost.never_asks and cost.pay_now(ctx)):  # in one go when it asks nothing and is affordable
                yield from cost.pay(ctx)
        items_of(ctx).remove(cid)
        ctx.state.players[ctx.player].owned.append(cid)
        ctx.values["it"] = cid
        if rt.logging:
            rt.log(ctx, "take", component=cid, supply=ref.key(ctx))

    return Stmt(run, lambda ctx: bool(choices(ctx)), f"take {ref.text}", opens=True)


def distinct(rt, items) -> list:
    """The components of a supply, each once: of several copies of one component, the first in
    the supply (copies are alike: choosing between them would only double the options)."""
    if not rt.copies:
        return list(dict.fromkeys(items))
    seen: dict = {}
    for cid in items:
        seen.setdefault(component_of(cid), cid)
    return list(seen.values())


@renders("verb", "take")
def render_take(r, node, args):
    free, rest = r.free(args)
    return r.msg("verb-take", supply=r.supply_noun(rest[0]), free=free)


@verb("settle", "settle",
      arguments="",
      doc="components acquired during the action start working (their triggers and modifiers)")
def compile_settle(compiler: Compiler, node: ast.Call) -> Stmt:
    """Components acquired during the action start working (their triggers and modifiers)."""
    if node.args:
        raise CompileError("E407", "`settle` takes no arguments", usage_hint(node), node.args[0])

    def do(ctx):
        ctx.state.players[ctx.player].fresh.clear()

    return sync_stmt(do, _always, "settle")


@renders("verb", "settle")
def render_settle(r, node, args):
    return r.msg("verb-settle")


# ---------------------------------------------------------------------- as a player reads it
# A choice of a component is `("component", VERB, WHERE)` (WHERE: a supply's key, or a component
# type): the message `ask-component-VERB` asks it, each option is the component by its name.
@renders("prompt", "component")
def _prompt_component(n, decision, about):
    where = about[2] if len(about) > 2 else ""
    if isinstance(where, str) and where.partition("@")[0] in n.vocab.supplies:
        place = n.supply(where)
    else:
        place = n.what_noun(str(where), "one") if where else ""
    target = about[3] if about[1] == "put" and len(about) > 3 else None  # `put FROM TO`: where it goes
    if isinstance(target, str) and target.partition("@")[0] in n.vocab.supplies:
        own = f"ask-put-to-{target.partition('@')[0]}"  # the rule set's own question (docs/translating.md)
        return n.msg(own if n.cat.knows_message(own) else "ask-component-put-to", supply=place, to=n.supply(target))
    return n.msg(f"ask-component-{about[1]}", supply=place)


@renders("option", "component")
def _option_component(n, decision, option, about):
    value = option.value
    cid = value[1] if isinstance(value, tuple) and len(value) == 2 and isinstance(value[1], str) else \
        (value[0] if isinstance(value, tuple) else value)
    return n.label(n.component(cid if isinstance(cid, str) else option.key))


@renders("event", "claim")
def _event_claim(n, e):
    return n.msg("event-claim", who=n.who(e), component=n.component(e["component"]))


@renders("event", "take")
def _event_take(n, e):
    return n.msg("event-take", who=n.who(e), component=n.component(e["component"]))


@renders("event", "acquire")
def _event_acquire(n, e):
    return n.msg("event-acquire", who=n.who(e), component=n.component(e["component"]))
