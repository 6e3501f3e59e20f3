"""A player's resources: `gain AMOUNTS`, `pay AMOUNTS -> STMT` (all or nothing, offered only when
affordable), `lose RESOURCE N` and `owe RESOURCE N PENALTY M`.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import is_constant, short_text
from teotl.language.registry import renders, section, statement, verb
from teotl.language.statements import DONE, Stmt, _always, counter_free, sync_stmt
from teotl.model.decisions import Option, new_decision, taken
from teotl.primitives import limits, wildcards
from teotl.primitives.arguments import count_arg, resource_arg, usage_hint
from teotl.primitives.costs import Cost, amount_count


SECTION = section(__name__, "Resources", 10,
                  intro="A player's resources (the amounts in `vocabulary.resources`).",
                  examples=("gain coin 2, vp 1",
                            "gain vp 2 per count(building)",
                            "pay coin 1, any resource 1 -> gain vp 3",
                            "lose coin 3",
                            "owe coin 3 vp 2"))


def _constant_gains(pairs: tuple[tuple[str, int], ...]):
    """`gain A 2, B 3` with numbers only: the loop of `compile_gain`'s `do` without counting."""
    def log(ctx, name, amount):
        rt = ctx.rt
        if rt.logging:
            rt.log(ctx, "gain", resource=name, amount=amount)

    if len(pairs) == 1:
        (name, n), = pairs

        def do(ctx):
            have = ctx.state.players[ctx.player].counters
            old = have[name]
            new = old + n
            if new < 0:
                new = 0
            if new != old:
                log(ctx, name, new - old)
            have[name] = new
        return do

    def do(ctx):
        have = ctx.state.players[ctx.player].counters
        for name, n in pairs:
            old = have[name]
            new = old + n
            if new < 0:
                new = 0
            if new != old:
                log(ctx, name, new - old)
            have[name] = new
    return do


def _counted_for(compiler: Compiler) -> dict:
    """`{"for": ID}`: the template being expanded, else the component being compiled, for the
    log of a gain whose amount is counted (a final scoring's `gain coin value(track)`), so its
    line says what it scored for ("Ana gains 6 coins (Final scoring)"). Known when compiling: no
    cost in play; a constant gain logs none (its line is where it happened)."""
    owner = compiler.expanding[-1] if compiler.expanding else compiler.component
    return {"for": owner} if owner else {}


@statement(ast.Gain, name="gain",
           rows=(("`gain R N, R2 N2`",
                  "add to counters; `N` any expression, default 1; `gain any GROUP N` asks N times which member"),
                 ("`gain R N per Q`",
                  "N × Q")))
def compile_gain(compiler: Compiler, node: ast.Gain) -> Stmt:
    vocab = compiler.vocab
    parts = []
    texts = []
    asked: dict = {}  # members of an `any GROUP` → what its decision is about (`Decision.about`)
    for amount in node.amounts:
        name = vocab.canonical(amount.target.name)
        count = amount_count(compiler, amount)
        if is_constant(count) and count.constant < 0:
            written = (short_text(amount.count) if amount.count is not None else "1") + \
                (f" per {short_text(amount.per)}" if amount.per is not None else "")
            raise CompileError("E431", f"a gain cannot be negative (`{name} {written}` is {count.constant})",
                               f"to take {-count.constant} away, write `pay {name} {-count.constant} -> …` "
                               f"(only when it can be paid) or `lose {name} ({-count.constant})`",
                               amount.count if amount.count is not None else amount)
        if amount.target.any_of:
            members = tuple(m for m in vocab.groups.get(name, ()) if m in vocab.resources)
            if not members:
                raise CompileError("E406", f"`any {amount.target.name}` is not a group of resources",
                                   did_you_mean(name, list(vocab.groups)) or
                                   "for a group of tracks use `advance any GROUP`", amount.target)
            parts.append((None, members, count))
            asked[members] = ("gain-which", name)
        else:
            if name not in vocab.resources:
                hint = did_you_mean(amount.target.name, vocab.resources)
                if name in vocab.tracks:
                    hint = f"`{name}` is a track: write `advance {name}`"
                raise CompileError("E401", f"unknown resource `{amount.target.name}`",
                                   hint or "resources are declared in vocabulary.resources", amount.target)
            parts.append((name, (), count))
        texts.append(("any " if amount.target.any_of else "") + name +
                     (f" {short_text(amount.count)}" if amount.count is not None else "")
                     + (f" per {short_text(amount.per)}" if amount.per is not None else ""))

    wild = wildcards.wildcards_of(compiler)
    source = "gain " + ", ".join(texts)
    if any(vocab.limited(m) for name, members, _ in parts for m in ((name,) if name is not None else members)):
        return _limited_gain(parts, wild, source, asked, _counted_for(compiler))
    member_options = {members: tuple(Option(m, f"gain 1 {m}", m) for m in members)
                      for name, members, _ in parts if name is None}  # built once: options are immutable
    if all(name is not None for name, _, _ in parts):
        # only named resources: nothing to ask, so no generator
        fixed = tuple((name, count.constant if is_constant(count) else None, count) for name, _, count in parts)
        if all(known is not None for _, known, _ in fixed):
            return sync_stmt(_constant_gains(tuple((name, known) for name, known, _ in fixed)), _always, source)
        reason = _counted_for(compiler)

        def do(ctx):
            have = ctx.state.players[ctx.player].counters
            for name, known, count in fixed:
                old = have[name]
                new = old + (known if known is not None else count(ctx))
                if new < 0:
                    new = 0
                if new != old:
                    rt = ctx.rt
                    if rt.logging:
                        rt.log(ctx, "gain", resource=name, amount=new - old, **reason)
                have[name] = new

        return sync_stmt(do, _always, source)

    reason = _counted_for(compiler)

    def run(ctx):
        have = ctx.state.players[ctx.player].counters
        for name, members, count in parts:
            n = count(ctx)
            if name is not None:
                new = max(0, have[name] + n)
                if new != have[name]:
                    if ctx.rt.logging:
                        ctx.rt.log(ctx, "gain", resource=name, amount=new - have[name],
                                   **(reason if not is_constant(count) else {}))
                have[name] = new
                continue
            # a wildcard resource is never "any GROUP", unless its `offered_as_any_while` holds
            offered = members + tuple(wild.offered_as_any(ctx, members)) if wild.offered_if else members
            options = [Option(m, f"gain 1 {m}", m) for m in offered] if offered is not members \
                else member_options[members]
            options = tuple(options)
            for _ in range(max(0, n)):
                if len(options) == 1:  # `ask`, written out (no generator for it)
                    chosen = options[0][2]
                    taken(ctx.player, "target", "gain which?", options[0], asked[members])
                else:
                    chosen = yield new_decision((ctx.player, "target", options, f"gain which {'/'.join(members)}?",
                                                 asked[members]))
                have[chosen] += 1
                if ctx.rt.logging:
                    ctx.rt.log(ctx, "gain", resource=chosen, amount=1)

    return Stmt(run, _always, source)


def _limited_gain(parts: list, wild, source: str, asked: dict, reason: dict) -> Stmt:
    """`gain` when a resource it names has a limit: each amount through `limits.add`; `any GROUP`
    offers, unit by unit, only the members with room (none: the unit is lost)."""
    def run(ctx):
        vocab = ctx.rt.vocab
        have = ctx.state.players[ctx.player].counters
        for name, members, count in parts:
            n = count(ctx)
            if name is not None:
                limits.add(ctx, name, n, reason if not is_constant(count) else None)
                continue
            for _ in range(max(0, n)):
                offered = members + tuple(wild.offered_as_any(ctx, members)) if wild.offered_if else members
                offered = tuple(m for m in offered if limits.room(vocab, have, m) != 0)
                if not offered:
                    if ctx.rt.logging:
                        ctx.rt.log(ctx, "lost", resource="/".join(members), amount=1)
                    continue
                options = tuple(Option(m, f"gain 1 {m}", m) for m in offered)
                if len(options) == 1:
                    chosen = options[0][2]
                    taken(ctx.player, "target", "gain which?", options[0], asked[members])
                else:
                    chosen = yield new_decision((ctx.player, "target", options, f"gain which {'/'.join(members)}?",
                                                 asked[members]))
                limits.add(ctx, chosen, 1)

    if all(name is not None for name, _, _ in parts):
        def do(ctx):
            for name, _, count in parts:
                limits.add(ctx, name, count(ctx), reason if not is_constant(count) else None)
        return sync_stmt(do, _always, source)
    return Stmt(run, _always, source)


@renders("statement", ast.Gain)
def render_gain(r, node):
    """`gain coin 2`; a flag-like resource gained by one in the catalogue's words for it
    (`Nouns.switched`: "raise your banner"), after the rest."""
    rest, switched = [], []
    for amount in node.amounts:
        count = 1 if amount.count is None else amount.count.value if isinstance(amount.count, ast.Num) else None
        text = r.switched(amount.target.name, count, True) \
            if amount.per is None and not amount.target.any_of else None
        (rest if text is None else switched).append(amount if text is None else text)
    gain = [r.msg("stmt-gain", amounts=r.amounts(rest))] if rest else []
    return r.join(gain + switched)


@statement(ast.Pay,
           name="pay",
           rows=(("`pay AMOUNTS -> STMT`",
                  "all or nothing: offered only when affordable; `pay any resource 1` asks which"),))
def compile_pay(compiler: Compiler, node: ast.Pay) -> Stmt:
    cost = Cost(compiler, node.amounts)
    body = compiler.stmt(node.body)
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


@renders("statement", ast.Pay)
def render_pay(r, node):
    return r.msg("stmt-pay", cost=r.amounts(node.amounts), body=r.body(node.body))


@verb("lose", "lose RESOURCE N",
      arguments="`RESOURCE (N)`",
      doc="take away up to N (never below 0).")
def compile_lose(compiler: Compiler, node: ast.Call) -> Stmt:
    if len(node.args) != 2:
        raise CompileError("E407", "`lose` takes a resource and an amount", usage_hint(node), node)
    resource = resource_arg(compiler, node, node.args[0])
    amount = count_arg(compiler, node.args[1], node)
    floor = limits.least(compiler.vocab, resource)  # 0 unless the resource is signed (`min:`)

    def do(ctx):
        have = ctx.state.players[ctx.player].counters
        lost = max(0, min(have[resource] - floor, amount(ctx)))
        have[resource] -= lost
        if lost:
            if ctx.rt.logging:
                ctx.rt.log(ctx, "lose", resource=resource, amount=lost)

    return sync_stmt(do, _always, f"lose {resource}")


@renders("verb", "lose")
def render_lose(r, node, args):
    count = r.count(args[1]) if len(args) > 1 else 1
    switched = r.switched(r.name_of(args[0]), count, False)
    if switched is not None:
        return switched
    return r.msg("verb-lose", amount=r.amount_from(args[0], args[1] if len(args) > 1 else ast.Num(1)))


@verb("owe", "owe RESOURCE N PENALTY_RESOURCE M",
      arguments="`RESOURCE (N) RESOURCE2 (M)`",
      doc="pay up to N; each unit not paid costs M of RESOURCE2 (never below 0).")
def compile_owe(compiler: Compiler, node: ast.Call) -> Stmt:
    if len(node.args) != 4:
        raise CompileError("E407", "`owe` takes a resource, an amount, a penalty resource and a penalty", usage_hint(node), node)
    resource = resource_arg(compiler, node, node.args[0])
    amount = count_arg(compiler, node.args[1], node)
    penalty_resource = resource_arg(compiler, node, node.args[2])
    penalty = count_arg(compiler, node.args[3], node)

    def do(ctx):
        have = ctx.state.players[ctx.player].counters
        due = max(0, amount(ctx))
        paid = min(due, have[resource])
        have[resource] -= paid
        missing = due - paid
        lost = min(have[penalty_resource], missing * penalty(ctx))
        have[penalty_resource] -= lost
        if ctx.rt.logging:
            ctx.rt.log(ctx, "owe", resource=resource, due=due, paid=paid, penalty=lost)

    return sync_stmt(do, _always, f"owe {resource}")


@renders("verb", "owe")
def render_owe(r, node, args):
    return r.msg("verb-owe", amount=r.amount_from(args[0], args[1]),
                    penalty=r.amount_from(args[2], args[3]))


# ---------------------------------------------------------------------- as a player reads it
@renders("prompt", "gain-which")
def _prompt_gain_which(n, decision, about):
    return n.msg("ask-gain-which", group=n.noun(about[1], 1, "group"))  # "Which resource do you gain?"


@renders("option", "gain-which")
def _option_gain_which(n, decision, option, about):
    return n.amount_of(option.value, 1)


@renders("event", "gain")
def _event_gain(n, e):
    if e.get("resource") in n.hidden_counters:      # the rules' bookkeeping (`hidden: true`): no line
        return None
    if isinstance(e["amount"], int) and e["amount"] < 0:   # `gain coin -1` (a rule's price): a loss
        return n.msg("event-lose", who=n.who(e), amount=n.amount_of(e["resource"], -e["amount"]))
    return n.msg("event-gain", who=n.who(e), amount=n.amount_of(e["resource"], e["amount"]))


@renders("event", "lose")
def _event_lose(n, e):
    if e.get("resource") in n.hidden_counters:
        return None
    if isinstance(e["amount"], int) and e["amount"] < 0:   # a negative loss is a gain
        return n.msg("event-gain", who=n.who(e), amount=n.amount_of(e["resource"], -e["amount"]))
    return n.msg("event-lose", who=n.who(e), amount=n.amount_of(e["resource"], e["amount"]))


@renders("event", "lost")
def _event_lost(n, e):
    names = [name for name in str(e["resource"]).split("/") if name]
    amount = n.join([n.amount_of(name, e["amount"]) for name in names], "or")
    return n.msg("event-lost", who=n.who(e), amount=amount)


@renders("event", "owe")
def _event_owe(n, e):
    if not e.get("due") and not e.get("paid") and not e.get("penalty"):   # nothing owed: no line
        return None
    return n.msg("event-owe", who=n.who(e), due=n.amount_of(e["resource"], e["due"]),
                 paid=n.amount_of(e["resource"], e["paid"]), penalty=e.get("penalty") or 0)


@renders("event", "cannot_pay")
def _event_cannot_pay(n, e):
    return n.msg("event-cannot-pay", who=n.who(e), cost=n.written_amounts(str(e.get("cost", ""))))
