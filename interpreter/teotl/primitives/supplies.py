"""Supplies set up and moved around: `fill`, `shuffle` (a supply, or the ring of boards), `sort`,
`deal` and `refill` (consecutive refills of shared offers run as one call).

Every supply argument is read by teotl.primitives.supply_refs: a shared supply, the acting
player's list of a per-player one, or `SUPPLY of (PLAYER)`; the verbs work the same on all.
"""
from __future__ import annotations

from typing import Callable, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import is_constant, short_text
from teotl.language.registry import renders, section, verb
from teotl.language.statements import Stmt, _always, sync_stmt
from teotl.language.scope import set_value
from teotl.primitives.arguments import count_arg, usage_hint, word_of
from teotl.model.state import writable_in
from teotl.primitives.supply_refs import SupplyRef, read_supply


SECTION = section(__name__, "Supplies", 32,
                  intro="Supplies (`vocabulary.supplies`) filled, shuffled and moved at setup and between turns. "
                        "A supply argument is a shared supply, the acting player's list of a per-player one, "
                        "or another player's: `SUPPLY of (PLAYER)` (section \"Cards and supplies\").",
                  examples=("fill deck card",
                            "fill deck card level 1",
                            "shuffle deck",
                            "shuffle boards except market",
                            "sort offer",
                            "deal deck hand (3)",
                            "if size(deck) == 0 { deal discard deck all; shuffle deck }; deal deck hand",
                            "each p in others: deal deck hand of (p) (2)",
                            "refill offer deck (4)"))


def _filter_words(compiler: Compiler, node: ast.Call, args) -> tuple[Optional[str], Optional[str]]:
    if not args:
        return None, None
    if len(args) != 2 or word_of(args[0]) is None:
        raise CompileError("E407", "a filter reads `FIELD VALUE`", usage_hint(node), args[0])
    value = args[1]
    if isinstance(value, ast.Range) and value.lo == value.hi:
        return args[0].name, str(value.lo)
    if word_of(value) is not None:
        return args[0].name, value.name
    raise CompileError("E407", "a filter value is a word or a number", usage_hint(node), value)


@verb("fill", "fill SUPPLY TYPE [FIELD VALUE]",
      arguments="`SUPPLY TYPE [FIELD VALUE]`",
      doc="put every component of a type (optionally with `data.FIELD == VALUE`) into a supply; a component "
          "with `copies:` as its instances for this number of players (`ID#1`, `ID#2`, …)")
def compile_fill(compiler: Compiler, node: ast.Call) -> Stmt:
    """Put every instance of the components of TYPE (optionally with data FIELD == VALUE) into a
    supply, in file order: a component with `copies:` puts as many instances as this number of
    players has (`ID#1`, `ID#2`, …); with `copies: {per_player: N}`, a player's supply gets that
    player's own N. A per-player supply: the acting player's."""
    if len(node.args) < 2:
        raise CompileError("E407", "`fill` needs a supply and a component type", usage_hint(node), node)
    ref, at = read_supply(compiler, node, node.args, 0)
    ctype = word_of(node.args[at]) if at < len(node.args) else None
    if ctype is None or ctype not in compiler.vocab.component_types:
        where = node.args[at] if at < len(node.args) else node
        raise CompileError("E401", f"unknown component type `{ctype or ''}`",
                           did_you_mean(ctype or "", compiler.vocab.component_types), where)
    field, value = _filter_words(compiler, node, node.args[at + 1:])
    items = _lister(ref)

    def do(ctx):
        rt = ctx.rt
        chosen = [cid for cid in rt.by_type(ctype)
                  if field is None or str(rt.components[cid].data.get(field, "")).lower() == value.lower()]
        if rt.copies:
            chosen = rt.instances_for(chosen, len(ctx.state.players), ref.seat(ctx))
        items(ctx).extend(chosen)

    return sync_stmt(do, _always, f"fill {ref.text}")


def _arg_value(r, arg) -> str:
    """A data value a `fill … where FIELD VALUE` asks for: the rule set's word for it (the term
    `-word-VALUE`) if it has one, else a short code as a code (`A`) and a name as words."""
    if isinstance(arg, ast.Word):
        if r.cat.knows_term(f"word-{arg.name}"):
            return r.cat.noun(r.term(f"word-{arg.name}", 1, arg.name))
        return arg.name.upper() if len(arg.name) <= 3 else r.humanise(arg.name)
    return str(r.count(arg))


@renders("verb", "fill")
def render_fill(r, node, args):
    supply = r.supply_noun(args[0])
    what = r.what_noun(args[1].name, "other")
    if len(args) >= 4:
        return r.msg("verb-fill-where", supply=supply, what=what, field=r.field_name(r.name_of(args[2]) or ""),
                        value=_arg_value(r, args[3]))
    return r.msg("verb-fill", supply=supply, what=what)


@verb("shuffle", "shuffle SUPPLY  |  shuffle boards [except BOARD…]",
      arguments="`SUPPLY` or `boards [except BOARD…]`",
      doc=("shuffle with the game's RNG; `boards`: the ring of boards, the boards named after `except` "
           "staying in place"))
def compile_shuffle(compiler: Compiler, node: ast.Call) -> Stmt:
    if node.args and word_of(node.args[0]) == "boards":
        return _shuffle_boards(compiler, node)
    ref, at = read_supply(compiler, node, node.args, 0)
    if at != len(node.args):
        raise CompileError("E407", "`shuffle` takes one supply", usage_hint(node), node.args[at])
    items = _lister(ref)

    def do(ctx):
        ctx.state.rng.shuffle(items(ctx))

    return sync_stmt(do, _always, f"shuffle {ref.text}")


@renders("verb", "shuffle")
def render_shuffle(r, node, args):
    words = r.words(args)
    if words[0] == "boards":
        others = [w for w in words[2:] if w]
        if others:
            return r.msg("verb-shuffle-boards-except",
                            boards=r.join([r.cat.noun(r.noun(w, 1, "board")) for w in others]))
        return r.msg("verb-shuffle-boards")
    return r.msg("verb-shuffle", supply=r.supply_noun(args[0]))


def _shuffle_boards(compiler: Compiler, node: ast.Call) -> Stmt:
    """A random clockwise order of the boards; boards named after `except` keep their place."""
    vocab = compiler.vocab
    rest = node.args[1:]
    if rest and word_of(rest[0]) != "except":
        raise CompileError("E407", "write `shuffle boards` or `shuffle boards except BOARD …`", usage_hint(node), rest[0])
    fixed = []
    for arg in rest[1:]:
        board = vocab.board_by_word(word_of(arg) or "")
        if board is None:
            raise CompileError("E401", f"unknown board `{word_of(arg) or short_text(arg)}`",
                               did_you_mean(word_of(arg) or "", [b.id for b in vocab.boards]), arg)
        fixed.append(board.index)

    def do(ctx):
        order = list(range(len(vocab.boards)))
        movable = [b for b in order if b not in fixed]
        ctx.state.rng.shuffle(movable)
        it = iter(movable)
        ctx.state.ring = [b if b in fixed else next(it) for b in order]
        if ctx.rt.logging:
            ctx.rt.log(ctx, "ring", boards=[vocab.boards[b].id for b in ctx.state.ring])

    return sync_stmt(do, _always, "shuffle boards")


@verb("sort", "sort SUPPLY",
      arguments="`SUPPLY`",
      doc="order by `data.number`")
def compile_sort(compiler: Compiler, node: ast.Call) -> Stmt:
    """Order a supply by the components' `data.number` (ascending)."""
    ref, at = read_supply(compiler, node, node.args, 0)
    if at != len(node.args):
        raise CompileError("E407", "`sort` takes one supply", usage_hint(node), node.args[at])
    items = _lister(ref)

    def do(ctx):
        items(ctx).sort(key=ctx.rt.component_number)

    return sync_stmt(do, _always, f"sort {ref.text}")


@renders("verb", "sort")
def render_sort(r, node, args):
    return r.msg("verb-sort", supply=r.supply_noun(args[0]))


def _lister(ref: SupplyRef) -> Callable:
    """`ctx -> the supply's list` (created when missing): a shared supply is looked up directly."""
    if ref.name is not None and not ref.per_player:
        name = ref.name

        def writable(ctx) -> list:  # (GameState.writable_supply, written in)
            supplies = ctx.state.supplies
            items = supplies.get(name)
            if type(items) is not list:
                items = supplies[name] = list(items) if items else []
            return items
        return writable
    return ref.items


def _count_or_all(compiler: Compiler, node: ast.Call, args, at: int) -> Optional[Callable]:
    """`(N)` or `all` (None) at `args[at]`; nothing written there is 1."""
    if at >= len(args):
        return lambda ctx: 1
    if at + 1 < len(args):
        raise CompileError("E407", f"too many arguments for `{node.verb}`", usage_hint(node), args[at + 1])
    if word_of(args[at]) == "all":
        return None
    return count_arg(compiler, args[at], node)


@verb("deal", "deal FROM TO [(N)|all]",
      arguments="`FROM TO [(N)|all]`",
      sets=("it",),
      doc="move the top N components (default 1; `all`: every one) of one supply onto the end of another, as many as there are; `it` is the last one moved; log event `deal` (`from`, `to`, `components`)")
def compile_deal(compiler: Compiler, node: ast.Call) -> Stmt:
    """Move the top N components (default 1; `all`: every one) of one supply onto the end of
    another (as many as there are). Either may be another player's: `hand of (p)`. `it` is the
    last component moved; the log names them for the seats that see either supply."""
    source, at = read_supply(compiler, node, node.args, 0)
    target, at = read_supply(compiler, node, node.args, at)
    count = _count_or_all(compiler, node, node.args, at)
    source_of, target_of = _lister(source), _lister(target)

    def do(ctx):
        if target.key(ctx) is None:  # nobody's supply: nothing goes there
            return
        src, dst = source_of(ctx), target_of(ctx)
        n = len(src) if count is None else max(0, min(count(ctx), len(src)))
        if not n:
            return
        moved = src[:n]
        dst.extend(moved)
        del src[:n]
        set_value(ctx, "it", moved[-1])
        if ctx.rt.logging:
            log_move(ctx, "deal", source.key(ctx), target.key(ctx), moved)

    return sync_stmt(do, _always, f"deal {source.text} {target.text}", opens=True)


def log_move(ctx, kind: str, source: Optional[str], target: Optional[str], moved: list) -> None:
    """One log event for components moved between supplies (state keys `from`, `to`): what an
    observation shows of it depends on who sees either supply (teotl.runtime.observation)."""
    ctx.rt.log(ctx, kind, **{"from": source, "to": target, "components": list(moved)})


@renders("verb", "deal")
def render_deal(r, node, args):
    if len(args) > 2 and word_of(args[2]) == "all":
        return r.msg("verb-deal-all", source=r.supply_noun(args[0]), target=r.supply_noun(args[1]))
    count = r.count(args[2]) if len(args) > 2 else 1
    if not isinstance(count, int):
        return r.msg("verb-deal-expr", source=r.supply_noun(args[0]), target=r.supply_noun(args[1]),
                        count=count)
    return r.msg("verb-deal", source=r.supply_noun(args[0]), target=r.supply_noun(args[1]),
                    count=r.count(args[2]) if len(args) > 2 else 1)


def _refill_shared(specs: tuple) -> Callable:
    """Several refills of shared supplies in a row ((target, source, size) each) as one `do`:
    each exactly as its own `do` above, in order. Written out for the specs (one generated
    function, no loop over them: the names and sizes are constants in its code, the cheapest
    reads): the test "full already" of each; a refill that is not full calls `_refill_one`."""
    maker = _REFILL_MAKERS.get(specs)
    if maker is None:
        lines = ["def make(refill_one):", "    def do(ctx):", "        supplies = ctx.state.supplies"]
        for target, source, wanted in specs:
            lines += [f"        dst = supplies.get({target!r})",
                      f"        if dst is None or len(dst) < {wanted!r} or {source!r} not in supplies:",
                      f"            refill_one(supplies, {target!r}, {source!r}, {wanted!r})"]
        lines.append("    return do")
        namespace: dict = {}
        exec(compile("\n".join(lines), f"<refill of {len(specs)}>", "exec"), namespace)
        maker = _REFILL_MAKERS[specs] = namespace["make"]
    return maker(_refill_one)


# generated makers by specs (supply names and sizes: the same for every load of a rule set)
_REFILL_MAKERS: dict[tuple, Callable] = {}


def _refill_one(supplies: dict, target: str, source: str, wanted: int) -> None:
    """One refill of a shared supply that is not full (or whose source is missing)."""
    src = supplies.get(source)  # (writable_in, written in: after every turn)
    if type(src) is not list:
        src = supplies[source] = list(src) if src else []
    dst = supplies.get(target)
    if type(dst) is not list:
        dst = supplies[target] = list(dst) if dst else []
    while len(dst) < wanted and src:
        dst.append(src.pop(0))


@verb("refill", "refill TO FROM (N)",
      arguments="`TO FROM (N)`",
      doc="top a supply up to N from another")
def compile_refill(compiler: Compiler, node: ast.Call) -> Stmt:
    """Top a supply up to N components from another (an offer refilled at the end of a turn)."""
    target, at = read_supply(compiler, node, node.args, 0)
    source, at = read_supply(compiler, node, node.args, at)
    if at + 1 != len(node.args):
        raise CompileError("E407", "`refill` takes a target supply, a source supply and a size", usage_hint(node),
                           node.args[at] if at < len(node.args) else node)
    size = count_arg(compiler, node.args[at], node)
    source_of, target_of = _lister(source), _lister(target)
    text = f"refill {target.text}"

    if is_constant(size):
        wanted = size.constant
        if source.owner is None and target.owner is None and not source.per_player and not target.per_player:
            source_name, target_name = source.name, target.name

            def do(ctx):  # both shared supplies: looked up in place (after every turn, for every offer)
                supplies = ctx.state.supplies
                dst = supplies.get(target_name)
                if dst is not None and len(dst) >= wanted and source_name in supplies:
                    return  # full already (most calls): nothing to create, nothing to move
                src, dst = writable_in(supplies, source_name), writable_in(supplies, target_name)
                while len(dst) < wanted and src:
                    dst.append(src.pop(0))

            do.merge, do.merge_spec = _refill_shared, (target_name, source_name, wanted)  # see `statements._merged`
            return sync_stmt(do, _always, text)

        def do(ctx):
            if target.key(ctx) is None:
                return
            src, dst = source_of(ctx), target_of(ctx)
            while len(dst) < wanted and src:
                dst.append(src.pop(0))

        return sync_stmt(do, _always, text)

    def do(ctx):
        if target.key(ctx) is None:
            return
        src, dst = source_of(ctx), target_of(ctx)
        while len(dst) < size(ctx) and src:
            dst.append(src.pop(0))

    return sync_stmt(do, _always, text)


@renders("verb", "refill")
def render_refill(r, node, args):
    return r.msg("verb-refill", target=r.supply_noun(args[0]), source=r.supply_noun(args[1]),
                    count=r.count(args[2]) if len(args) > 2 else 1)


# ---------------------------------------------------------------------- as a player reads it
def moved_text(n, e) -> str:
    """The components of a move between supplies (`deal`, `put`): by name to a seat that sees
    either supply, else how many ("2 discovery tiles") — the event is the one the seat may read."""
    if "components" in e:
        return n.join([n.cat.noun(n.component(cid)) for cid in e["components"]])
    count = e.get("count", 0)
    spec = n.vocab.supplies.get(str(e.get("from") or "").partition("@")[0])
    if spec is not None and spec.of:
        return n.msg("amount", count=count, resource=n.what_noun(spec.of, count))
    return n.msg("event-hidden-components", count=count)


def _move_sentence(n, e, generic: str, **args) -> str:
    """A move between supplies in the rule set's own words when its catalogue has them:
    `log-EVENT-to-SUPPLY` (where the components went), else `log-EVENT-from-SUPPLY` (where they
    came from), else the engine's `generic` sentence. A supply that only holds a card while its
    effects run (Imperial Settlers' card being built) reads better as "plays X" than as a place
    the card goes to; the placeables are the same as the generic one's."""
    for key in (f"log-{e['e']}-to-{str(e['to']).partition('@')[0]}",
                f"log-{e['e']}-from-{str(e['from']).partition('@')[0]}"):
        if n.cat.knows_message(key):
            return n.msg(key, **args)
    return n.msg(generic, **args)


@renders("event", "deal")
def _event_deal(n, e):
    count = len(e["components"]) if "components" in e else e.get("count", 0)
    return _move_sentence(n, e, "event-deal", who=n.who(e), what=moved_text(n, e), count=count,
                          source=n.supply(e["from"]), target=n.supply(e["to"]))


@renders("event", "put")
def _event_put(n, e):
    count = len(e["components"]) if "components" in e else e.get("count", 0)
    return _move_sentence(n, e, "event-put", who=n.who(e), what=moved_text(n, e), count=count,
                          source=n.supply(e["from"], e.get("p")), target=n.supply(e["to"], e.get("p")))


@renders("event", "ring")
def _event_ring(n, e):
    return n.msg("event-ring", boards=n.join([n.cat.noun(n.board(b)) for b in e["boards"]]))
