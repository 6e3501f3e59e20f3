"""Supplies set up and moved around: `fill`, `shuffle` (a supply, or the ring of boards), `sort`,
`deal` and `refill` (consecutive refills of shared offers run as one call).
"""
from __future__ import annotations

from typing import Callable, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import is_constant, short_text
from teotl.language.registry import renders, section, verb
from teotl.language.statements import Stmt, _always, sync_stmt
from teotl.primitives.arguments import count_arg, supply_arg, usage_hint, word_of


SECTION = section(__name__, "Supplies", 32,
                  intro="Supplies (`vocabulary.supplies`) filled, shuffled and moved at setup and between turns.",
                  examples=("fill deck card",
                            "fill deck card level 1",
                            "shuffle deck",
                            "shuffle boards except market",
                            "sort offer",
                            "deal deck hand (3)",
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
      doc="put every component of a type (optionally with `data.FIELD == VALUE`) into a supply")
def compile_fill(compiler: Compiler, node: ast.Call) -> Stmt:
    """Put every component of TYPE (optionally with data FIELD == VALUE) into a supply, in file order."""
    if len(node.args) < 2:
        raise CompileError("E407", "`fill` needs a supply and a component type", usage_hint(node), node)
    supply = supply_arg(compiler, node, node.args[0])
    ctype = word_of(node.args[1])
    if ctype is None or ctype not in compiler.vocab.component_types:
        raise CompileError("E401", f"unknown component type `{ctype or ''}`",
                           did_you_mean(ctype or "", compiler.vocab.component_types), node.args[1])
    field, value = _filter_words(compiler, node, node.args[2:])

    def do(ctx):
        rt = ctx.rt
        chosen = [cid for cid in rt.by_type(ctype)
                  if field is None or str(rt.components[cid].data.get(field, "")).lower() == value.lower()]
        ctx.state.supplies.setdefault(supply, []).extend(chosen)

    return sync_stmt(do, _always, f"fill {supply}")


def _arg_value(r, arg) -> str:
    if isinstance(arg, ast.Word):
        return arg.name.upper() if len(arg.name) <= 3 else r.humanise(arg.name)
    return str(r.count(arg))


@renders("verb", "fill")
def render_fill(r, node, args):
    supply = r.supply_noun(args[0])
    what = r.what_noun(args[1].name, "other")
    if len(args) >= 4:
        return r.msg("verb-fill-where", supply=supply, what=what, field=r.humanise(r.name_of(args[2]) or ""),
                        value=_arg_value(r, args[3]))
    return r.msg("verb-fill", supply=supply, what=what)


@verb("shuffle", "shuffle SUPPLY  |  shuffle boards [except BOARD…]",
      arguments="`SUPPLY` or `boards [except BOARD…]`",
      doc=("shuffle with the game's RNG; `boards`: the ring of boards, the boards named after `except` "
           "staying in place"))
def compile_shuffle(compiler: Compiler, node: ast.Call) -> Stmt:
    if node.args and word_of(node.args[0]) == "boards":
        return _shuffle_boards(compiler, node)
    if len(node.args) != 1:
        raise CompileError("E407", "`shuffle` takes one supply", usage_hint(node), node)
    supply = supply_arg(compiler, node, node.args[0])

    def do(ctx):
        ctx.state.rng.shuffle(ctx.state.supplies[supply])

    return sync_stmt(do, _always, f"shuffle {supply}")


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
    if len(node.args) != 1:
        raise CompileError("E407", "`sort` takes one supply", usage_hint(node), node)
    supply = supply_arg(compiler, node, node.args[0])

    def do(ctx):
        ctx.state.supplies[supply].sort(key=ctx.rt.component_number)

    return sync_stmt(do, _always, f"sort {supply}")


@renders("verb", "sort")
def render_sort(r, node, args):
    return r.msg("verb-sort", supply=r.supply_noun(args[0]))


def _supply_list(compiler: Compiler, name: str):
    """`ctx -> rt.supply(ctx, name)`; a supply that is not per player is looked up directly."""
    spec = compiler.vocab.supplies.get(name)
    if spec is None or spec.per_player:
        return lambda ctx: ctx.rt.supply(ctx, name)
    return lambda ctx: ctx.state.supplies.setdefault(name, [])


def _supplies_and_count(compiler: Compiler, node: ast.Call, takes: str):
    """The `VERB SUPPLY SUPPLY (N)` arguments of the supply-to-supply verbs: two supply names and
    a count function, in the order written."""
    if len(node.args) != 3:
        raise CompileError("E407", f"`{node.verb}` takes {takes}", usage_hint(node), node)
    return (supply_arg(compiler, node, node.args[0]), supply_arg(compiler, node, node.args[1]),
            count_arg(compiler, node.args[2], node))


@verb("deal", "deal FROM TO (N)",
      arguments="`FROM TO (N)`",
      doc="move the top N components from one supply to another")
def compile_deal(compiler: Compiler, node: ast.Call) -> Stmt:
    """Move the top N components of one supply onto the end of another (as many as there are)."""
    source, target, count = _supplies_and_count(compiler, node, "a source supply, a target supply and a count")
    source_of, target_of = _supply_list(compiler, source), _supply_list(compiler, target)

    def do(ctx):
        src, dst = source_of(ctx), target_of(ctx)
        n = max(0, min(count(ctx), len(src)))
        dst.extend(src[:n])
        del src[:n]

    return sync_stmt(do, _always, f"deal {source} {target}")


@renders("verb", "deal")
def render_deal(r, node, args):
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
    src, dst = supplies.setdefault(source, []), supplies.setdefault(target, [])
    while len(dst) < wanted and src:
        dst.append(src.pop(0))


@verb("refill", "refill TO FROM (N)",
      arguments="`TO FROM (N)`",
      doc="top a supply up to N from another")
def compile_refill(compiler: Compiler, node: ast.Call) -> Stmt:
    """Top a supply up to N components from another (an offer refilled at the end of a turn)."""
    target, source, size = _supplies_and_count(compiler, node, "a target supply, a source supply and a size")
    source_of, target_of = _supply_list(compiler, source), _supply_list(compiler, target)

    if is_constant(size):
        wanted = size.constant
        specs = [compiler.vocab.supplies.get(name) for name in (source, target)]
        if all(spec is not None and not spec.per_player for spec in specs):
            def do(ctx):  # both shared supplies: looked up in place (after every turn, for every offer)
                supplies = ctx.state.supplies
                dst = supplies.get(target)
                if dst is not None and len(dst) >= wanted and source in supplies:
                    return  # full already (most calls): nothing to create, nothing to move
                src, dst = supplies.setdefault(source, []), supplies.setdefault(target, [])
                while len(dst) < wanted and src:
                    dst.append(src.pop(0))

            do.merge, do.merge_spec = _refill_shared, (target, source, wanted)  # see `statements._merged`
            return sync_stmt(do, _always, f"refill {target}")

        def do(ctx):
            src, dst = source_of(ctx), target_of(ctx)
            while len(dst) < wanted and src:
                dst.append(src.pop(0))

        return sync_stmt(do, _always, f"refill {target}")

    def do(ctx):
        src, dst = source_of(ctx), target_of(ctx)
        while len(dst) < size(ctx) and src:
            dst.append(src.pop(0))

    return sync_stmt(do, _always, f"refill {target}")


@renders("verb", "refill")
def render_refill(r, node, args):
    return r.msg("verb-refill", target=r.supply_noun(args[0]), source=r.supply_noun(args[1]),
                    count=r.count(args[2]) if len(args) > 2 else 1)
