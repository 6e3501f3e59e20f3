"""Components chosen without asking, by a stated order (an automaton's): `acquire SUPPLY
unclaimed|slot N free` (a marker on a component of a shared supply; the verb is components.py's), `claim lowest TAG among …` (the best one carrying a tag among several supplies; components.py's verb)
and `discard`.
"""
from __future__ import annotations

from typing import Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.registry import renders, section, verb
from teotl.language.statements import Stmt, _always
from teotl.primitives.arguments import count_arg, supply_arg, usage_hint, word_of
from teotl.primitives.auto_pieces import _ring
from teotl.primitives.supply_refs import SupplyRef, read_supply


SECTION = section(__name__, "Automaton components", 62,
                  intro="Components an automaton takes by a stated order.",
                  examples=("pay coin 1 -> { acquire offer unclaimed free; each other where owns(it): gain vp 3 }",
                            "claim lowest relic among stack_a stack_b stack_c lacking clockwise",
                            "discard offer 2"))


ACQUIRE_BY_ORDER = ("unclaimed", "slot")  # the modes of `acquire` compiled here (no question, no cost)


def compile_acquire_by_order(compiler: Compiler, node: ast.Call) -> Stmt:
    """`acquire SUPPLY unclaimed free [quiet]` and `acquire SUPPLY slot (N) free [quiet]` (the verb
    is registered in teotl.primitives.components). The player's marker on a component of a shared
    supply, free and unasked (write any cost around it): `unclaimed` the lowest-numbered one no
    player owns yet, or if every one is owned by someone, the lowest-numbered one the player
    lacks; `slot N` the one in slot N (1-based). Fires event `acquire` (context `slot_row`,
    `slot_column`) unless `quiet`."""
    args = node.args
    words = [word_of(a) for a in args]
    quiet = bool(words) and words[-1] == "quiet"
    body = args[:-1] if quiet else args
    free = len(body) >= 3 and word_of(body[-1]) == "free"
    body = body[:-1] if free else body
    words = [word_of(a) for a in body]
    if not free or (len(body) == 2 and words[1] != "unclaimed") or (len(body) == 3 and words[1] != "slot") \
            or len(body) not in (2, 3):
        raise CompileError("E407", "`acquire` by order reads `acquire SUPPLY unclaimed free` or "
                           "`acquire SUPPLY slot (N) free`, then optionally `quiet` (it pays nothing: write "
                           "any cost around it)", usage_hint(node), node)
    ref, _ = read_supply(compiler, node, body, 0)
    supply = ref.name
    slot = count_arg(compiler, body[2], node) if len(body) == 3 else None
    columns = compiler.vocab.supplies[supply].columns

    def choice(ctx) -> Optional[tuple[int, str]]:
        items = ref.peek(ctx)
        mine = ctx.state.players[ctx.player].owned
        if slot is not None:
            index = slot(ctx) - 1
            if 0 <= index < len(items) and items[index] not in mine:
                return index, items[index]
            return None
        lacking = [(i, c) for i, c in enumerate(items) if c not in mine]
        unowned = [(i, c) for i, c in lacking if not any(c in p.owned for p in ctx.state.players)]
        pool = unowned or lacking
        if not pool:
            return None
        return min(pool, key=lambda item: (ctx.rt.component_number(item[1]), item[0]))

    def run(ctx):
        found = choice(ctx)
        if found is None:
            return
        index, component = found
        me = ctx.state.players[ctx.player]
        me.owned.append(component)
        me.fresh.add(component)
        ctx.rt.log(ctx, "acquire", component=component)
        row, column = (index // columns + 1, index % columns + 1) if columns else (1, index + 1)
        ctx.values.update(slot_row=row, slot_column=column, it=component)
        if not quiet:
            sub = ctx.derive(values={"slot_row": row, "slot_column": column})
            yield from ctx.rt.emit(sub, "acquire", {"type": ctx.rt.component_type(component), "id": component})

    return Stmt(run, lambda ctx: choice(ctx) is not None, f"acquire {supply} {words[1]} free")


def render_acquire_by_order(r, node, args):
    """The text of `acquire SUPPLY unclaimed|slot (N) free [quiet]`."""
    words = r.words(args)
    mode = words[1]
    slot = r.count(args[2]) if mode == "slot" and len(args) > 2 else ""
    return r.msg("verb-acquire-by-order", supply=r.supply_noun(args[0]), mode=mode, slot=slot)


def is_claim_lowest(args) -> bool:
    """`claim lowest TAG among …` (the form compiled here) rather than `claim SUPPLY …`."""
    return len(args) >= 2 and word_of(args[0]) == "lowest"


def compile_claim_lowest(compiler: Compiler, node: ast.Call) -> Stmt:
    """`claim lowest TAG among SUPPLY… [lacking] [clockwise]` (the verb is registered in
    teotl.primitives.components; once the verb `seek`). Claim, paying its cost, the best
    component carrying TAG (a type or tag) on top of the listed supplies: the lowest `data.TAG` value; `lacking`: only values the player owns none
    of; ties to the earlier supply (`clockwise`: supplies ordered by the ring position of the
    board whose `data.spot_supply` names them). Fires event `claim`."""
    args = node.args[1:]  # after `lowest`
    if len(args) < 3 or word_of(args[0]) is None or word_of(args[1]) != "among":
        raise CompileError("E407", "`claim lowest` reads `claim lowest TAG among SUPPLY… [lacking] [clockwise]`",
                           usage_hint(node), node)
    tag = compiler.vocab.canonical(args[0].name)
    known = compiler.vocab.component_types | compiler.vocab.tags
    if known and tag not in known:
        raise CompileError("E401", f"unknown component type or tag `{tag}`", did_you_mean(tag, known), args[0])
    supplies, lacking, clockwise = [], False, False
    for arg in args[2:]:
        word = word_of(arg)
        if word == "lacking":
            lacking = True
        elif word == "clockwise":
            clockwise = True
        else:
            supplies.append(supply_arg(compiler, node, arg))
    if not supplies or None in supplies:
        raise CompileError("E407", "`claim lowest` needs named supplies after `among`", usage_hint(node), node)
    refs = {name: SupplyRef(name, compiler.vocab.supplies[name].per_player, None, name) for name in supplies}

    def ordered(ctx) -> list[str]:
        if not clockwise:
            return supplies
        rt = ctx.rt
        where = {}
        for position, board in enumerate(_ring(ctx)):
            name = rt.board_data(board).get("spot_supply")
            if name and name not in where:
                where[name] = position
        return sorted(supplies, key=lambda s: (where.get(s, len(rt.vocab.boards)), supplies.index(s)))

    def best(ctx) -> Optional[tuple[str, str]]:
        rt = ctx.rt
        me = ctx.state.players[ctx.player]
        owned_values = {rt.component_tag_value(c, tag) for c in me.owned} - {None}
        found = None
        for supply in ordered(ctx):
            items = refs[supply].peek(ctx)
            if not items:
                continue
            component = items[0]
            value = rt.component_tag_value(component, tag)
            if value is None or (lacking and value in owned_values):
                continue
            if not rt.component_cost(component).affordable(ctx):
                continue
            # numbers first, lowest first; then words (a data value written as a word, or the
            # id of a component without one), in their order: never a number against a word
            key = (0, value, "") if isinstance(value, (int, float)) else (1, 0, str(value))
            if found is None or key < found[0]:
                found = (key, supply, component)
        return (found[1], found[2]) if found is not None else None

    def run(ctx):
        found = best(ctx)
        if found is None:
            return
        supply, component = found
        yield from ctx.rt.component_cost(component).pay(ctx)
        refs[supply].items(ctx).pop(0)
        ctx.state.players[ctx.player].owned.append(component)
        ctx.values["it"] = component
        ctx.rt.log(ctx, "claim", component=component, supply=supply)
        yield from ctx.rt.emit(ctx, "claim", {"type": ctx.rt.component_type(component), "id": component})

    return Stmt(run, lambda ctx: best(ctx) is not None, f"claim lowest {tag}")


def render_claim_lowest(r, node, args):
    """The text of `claim lowest TAG among SUPPLY… [lacking] [clockwise]`."""
    words = r.words(args[1:])
    nouns = [r.noun(w, 1, "supply") for w in words[2:] if w and w not in ("lacking", "clockwise")]
    supplies = r.cased(lambda case: r.join([r.cat.noun(n, case) for n in nouns], "or"))
    return r.msg("verb-claim-lowest", what=r.what_noun(words[0], 1), supplies=supplies,
                    lacking="yes" if "lacking" in words else "no")


@verb("discard", "discard SUPPLY [N]",
      arguments="`SUPPLY [N]`",
      doc="the top N components (default 1) leave play.")
def compile_discard(compiler: Compiler, node: ast.Call) -> Stmt:
    """Take the top N components (default 1) of a supply out of play."""
    ref, at = read_supply(compiler, node, node.args, 0, here=True) if node.args else (None, 0)
    if ref is None or len(node.args) - at not in (0, 1):
        raise CompileError("E407", "`discard` takes a supply and optionally a number", usage_hint(node), node)
    count = count_arg(compiler, node.args[at], node) if len(node.args) > at else (lambda ctx: 1)

    def run(ctx):
        name = ref.key(ctx)
        if not name:
            return
        items = ctx.state.writable_supply(name)
        n = max(0, min(count(ctx), len(items)))
        for component in items[:n]:
            ctx.rt.log(ctx, "discard", component=component, supply=name)
        del items[:n]
        return
        yield  # pragma: no cover

    return Stmt(run, _always, f"discard {ref.text}")


@renders("verb", "discard")
def render_discard(r, node, args):
    return r.msg("verb-discard", supply=r.supply_noun(args[0]),
                    count=r.count(args[1]) if len(args) > 1 else 1)


@renders("event", "discard")
def _event_discard(n, e):
    if e.get("hidden") or "component" not in e:
        return n.msg("event-discard-hidden", who=n.who(e), supply=n.supply(e["supply"], e.get("p")))
    return n.msg("event-discard", who=n.who(e), component=n.component(e["component"]),
                 supply=n.supply(e["supply"], e.get("p")))
