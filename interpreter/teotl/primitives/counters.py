"""Counters and events: `set COUNTER N` (a global counter, a player's resource or a group of them)
and `emit EVENT` (the triggers on it run).
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.registry import renders, section, verb
from teotl.language.statements import DONE, Stmt, _always, sync_stmt
from teotl.primitives import limits
from teotl.primitives.arguments import count_arg, word_of


SECTION = section(__name__, "Counters and events", 26,
                  intro="Global counters (`vocabulary.counters`) and events (`vocabulary.events`).",
                  examples=("set round (round + 1)",
                            "emit round_end"))


@verb("set", "set COUNTER N  |  set RESOURCE N  |  set GROUP N",
      arguments="`COUNTER (N)`, `RESOURCE (N)` or `GROUP (N)`",
      doc="set a global counter, one of the player's resources, or every resource of a group (a resource "
          "within its limits: `max:`, `min:`, caps).")
def compile_set(compiler: Compiler, node: ast.Call) -> Stmt:
    """A global counter, one of the player's resources, or every resource of a group, set to N
    (a resource within its limits: `teotl.primitives.limits`)."""
    vocab = compiler.vocab
    name = word_of(node.args[0]) if len(node.args) == 2 else None
    canonical = vocab.canonical(name) if name is not None else None
    members = tuple(m for m in vocab.groups.get(canonical, ()) if m in vocab.resources) if canonical else ()
    if canonical is None or (canonical not in vocab.counters and canonical not in vocab.resources and not members):
        raise CompileError("E401", f"unknown counter or resource `{name or ''}`",
                           did_you_mean(name or "", [*vocab.counters, *vocab.resources, *vocab.groups])
                           or "`set` takes a global counter, a resource or a group of resources, then a value", node)
    value = count_arg(compiler, node.args[1], node)
    if canonical in vocab.counters:
        counter = canonical

        def do(ctx):
            ctx.state.counters[counter] = value(ctx)
            if ctx.rt.logging:
                ctx.rt.log(ctx, "set", counter=counter, value=ctx.state.counters[counter])

        return sync_stmt(do, _always, f"set {counter}")
    targets = (canonical,) if canonical in vocab.resources else members

    def set_resources(ctx):
        amount = value(ctx)
        for resource in targets:
            limits.set_within(ctx, resource, amount)
    return sync_stmt(set_resources, _always, f"set {canonical}")


@renders("verb", "set")
def render_set(r, node, args):
    name = r.name_of(args[0])
    if name in r.vocab.groups:  # `set GROUP (0)`: every member
        return r.msg("verb-set", counter=r.noun(name, "other", "group"), value=r.count(args[1]))
    value = r.count(args[1])
    switched = r.switched(name, 1, value == 1) if isinstance(value, int) and value in (0, 1) else None
    if switched is not None:       # a flag-like value the catalogue words as switched on or off
        return switched
    return r.msg("verb-set", counter=r.noun(name, 1, None if name in r.vocab.resources else "counter"), value=value)


@renders("zero-name", "resource")
def render_resource_zero(r, name, negated):
    """A resource compared with none of it: "you have no coins", "you have at least one coin"; a
    resource that is 0 or 1 (its catalogue words it as switched on and off, `-set-NAME`) reads
    in the singular ($single: "you have no raised banner", "you have a raised banner")."""
    single = "yes" if r.cat.knows_term(f"set-{name}") else "no"
    return r.msg("ref-resource-zero", resource=r.noun(name, 1, "resource"),
                 resources=r.noun(name, "other", "resource"), single=single, negated=negated)


@renders("zero-name", "counter")
def render_counter_zero(r, name, negated):
    """A counter compared with 0: "the tally is zero", "is not zero"."""
    return r.msg("ref-counter-zero", counter=r.noun(name, 1, "counter"), negated=negated)


@verb("emit", "emit EVENT",
      arguments="`EVENT`",
      doc="fire an event for the player (triggers run).")
def compile_emit(compiler: Compiler, node: ast.Call) -> Stmt:
    name = word_of(node.args[0]) if len(node.args) == 1 else None
    if name is None or (compiler.vocab.events and compiler.vocab.canonical(name) not in compiler.vocab.events):
        raise CompileError("E404", f"unknown event `{name or ''}`", did_you_mean(name or "", compiler.vocab.events), node)
    event = compiler.vocab.canonical(name)

    def run(ctx):  # not a generator itself: hands over the runtime's
        rt = ctx.rt
        if rt.triggers.get(event):  # no trigger on the event: nothing to run (nor attributes to gather)
            return rt.emit(ctx, event, rt.context_attrs(ctx))
        return DONE

    return Stmt(run, _always, f"emit {event}")


@renders("verb", "emit")
def render_emit(r, node, args):
    return r.msg("verb-emit", event=r.noun(args[0].name, 1, "event"))


@renders("event", "set")
def _event_set(n, e):
    """A counter set: a player's resource ("Ana now has 3 coins"), a global counter by its name
    and value; nothing for the rules' bookkeeping (`hidden: true`)."""
    if "resource" in e:
        if e["resource"] in n.hidden_counters:
            return None
        return n.msg("event-set-resource", who=n.who(e), amount=n.amount_of(e["resource"], e["value"]))
    if e.get("counter") in n.hidden_counters:
        return None
    return n.msg("event-set-counter", counter=n.counter(e["counter"]), value=e["value"])
