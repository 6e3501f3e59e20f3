"""Query functions usable in expressions: `count(technology)`, `min(a, b)`, `table(name, i)`, ….

Each builder checks its arguments at compile time and returns a `ctx -> int` function.
The nouns they receive (a tag, a table, a track group) come from the rule files.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn, constant_fn, is_constant
from teotl.language.registry import QUERY_SIGNATURES, query


def _arity(node: ast.Func, low: int, high: int) -> None:
    if not low <= len(node.args) <= high:
        expected = str(low) if low == high else f"{low} to {high}"
        raise CompileError("E408", f"`{node.name}` takes {expected} argument(s), got {len(node.args)}",
                           f"write: {QUERY_SIGNATURES.get(node.name, node.name)}", node)


def _name_arg(node: ast.Func, index: int) -> str:
    arg = node.args[index]
    if isinstance(arg, ast.Ref):
        return arg.name
    raise CompileError("E408", f"argument {index + 1} of `{node.name}` must be a name",
                       f"write: {QUERY_SIGNATURES.get(node.name, node.name)}", arg)


def _label_arg(compiler: Compiler, node: ast.Func, index: int) -> str:
    """A component type or tag."""
    name = compiler.vocab.canonical(_name_arg(node, index))
    known = compiler.vocab.component_types | compiler.vocab.tags
    if known and name not in known:
        raise CompileError("E401", f"unknown component type or tag `{name}`",
                           did_you_mean(name, known) or "types: vocabulary.component_types; tags: a component's `tags`",
                           node.args[index])
    return name


def _table_arg(compiler: Compiler, node: ast.Func, index: int) -> list:
    name = _name_arg(node, index)
    table = compiler.vocab.tables.get(name)
    if not isinstance(table, list) or not all(isinstance(v, int) for v in table):
        raise CompileError("E401", f"unknown numeric table `{name}`",
                           did_you_mean(name, [k for k, v in compiler.vocab.tables.items() if isinstance(v, list)])
                           or "numeric tables are lists of numbers under `tables:` in game.yaml", node.args[index])
    return table


def _extreme(pick, parts: list) -> ExprFn:
    """min or max of the parts' values (two parts, or one of them known, without a generator)."""
    if all(is_constant(p) for p in parts):
        return constant_fn(pick(p.constant for p in parts))
    if len(parts) == 1:
        only = parts[0]
        return lambda ctx: pick((only(ctx),))
    if len(parts) == 2:
        a, b = parts
        if is_constant(b):
            value = b.constant
            # `min(x, value)` / `max(x, value)` written out as the builtins decide: the first
            # argument unless the second is strictly smaller (larger)
            if pick is min:
                def smaller(ctx):
                    x = a(ctx)
                    return value if value < x else x
                return smaller
            if pick is max:
                def larger(ctx):
                    x = a(ctx)
                    return value if value > x else x
                return larger
            return lambda ctx: pick(a(ctx), value)
        if is_constant(a):
            value = a.constant
            return lambda ctx: pick(value, b(ctx))
        return lambda ctx: pick(a(ctx), b(ctx))
    return lambda ctx: pick([p(ctx) for p in parts])


@query("min", "min(a, b, …)")
def _min(compiler: Compiler, node: ast.Func) -> ExprFn:
    _arity(node, 1, 10)
    return _extreme(min, [compiler.expr(a) for a in node.args])


@query("max", "max(a, b, …)")
def _max(compiler: Compiler, node: ast.Func) -> ExprFn:
    _arity(node, 1, 10)
    return _extreme(max, [compiler.expr(a) for a in node.args])


@query("abs", "abs(a)")
def _abs(compiler: Compiler, node: ast.Func) -> ExprFn:
    _arity(node, 1, 1)
    inner = compiler.expr(node.args[0])
    return lambda ctx: abs(inner(ctx))


@query("count", "count(TYPE_OR_TAG [, TYPE_OR_TAG…])")
def _count(compiler: Compiler, node: ast.Func) -> ExprFn:
    """Owned components carrying the type or tag; with several, those carrying all of them."""
    _arity(node, 1, 4)
    labels = [_label_arg(compiler, node, i) for i in range(len(node.args))]
    if len(labels) == 1:
        label = labels[0]
        return lambda ctx: ctx.rt.count_owned(ctx.state.players[ctx.player], label)
    wanted = frozenset(labels)
    return lambda ctx: sum(1 for cid in ctx.state.players[ctx.player].owned if wanted <= ctx.rt.components[cid].labels)


@query("pairs", "pairs(TYPE_OR_TAG)")
def _pairs(compiler: Compiler, node: ast.Func) -> ExprFn:
    _arity(node, 1, 1)
    label = _label_arg(compiler, node, 0)
    return lambda ctx: ctx.rt.count_owned(ctx.state.players[ctx.player], label) // 2


@query("table", "table(TABLE, INDEX)")
def _table(compiler: Compiler, node: ast.Func) -> ExprFn:
    _arity(node, 2, 2)
    table = _table_arg(compiler, node, 0)
    index = compiler.expr(node.args[1])
    last = len(table) - 1
    return lambda ctx: table[max(0, min(last, index(ctx)))] if table else 0


def _sets(ctx, tag: str) -> list[int]:
    """Sizes of the sets of distinct `data.TAG` values, filled greedily (first set lacking it)."""
    sets: list[set] = []
    for component in ctx.state.players[ctx.player].owned:
        value = ctx.rt.component_tag_value(component, tag)
        if value is None:
            continue
        for group in sets:
            if value not in group:
                group.add(value)
                break
        else:
            sets.append({value})
    return [len(s) for s in sets]


@query("set_score", "set_score(TAG, TABLE)")
def _set_score(compiler: Compiler, node: ast.Func) -> ExprFn:
    _arity(node, 2, 2)
    tag = _label_arg(compiler, node, 0)
    table = _table_arg(compiler, node, 1)
    last = len(table) - 1
    return lambda ctx: sum(table[min(size, last)] for size in _sets(ctx, tag))


@query("best_set", "best_set(TAG, TABLE)")
def _best_set(compiler: Compiler, node: ast.Func) -> ExprFn:
    _arity(node, 2, 2)
    tag = _label_arg(compiler, node, 0)
    table = _table_arg(compiler, node, 1)
    last = len(table) - 1
    return lambda ctx: max((table[min(size, last)] for size in _sets(ctx, tag)), default=0)


@query("pieces_level", "pieces_level(LOW, HIGH)")
def _pieces_level(compiler: Compiler, node: ast.Func) -> ExprFn:
    _arity(node, 2, 2)
    low, high = compiler.expr(node.args[0]), compiler.expr(node.args[1])

    def value(ctx):
        lo, hi, player = low(ctx), high(ctx), ctx.player
        count = 0  # a loop: no generator
        for p in ctx.state.pieces:
            if p.owner == player and lo <= p.level <= hi:
                count += 1
        return count

    return value


@query("pieces_on", "pieces_on(board N)")
def _pieces_on(compiler: Compiler, node: ast.Func) -> ExprFn:
    _arity(node, 1, 1)
    arg = node.args[0]
    number = None
    if isinstance(arg, ast.Phrase) and len(arg.words) == 2 and isinstance(arg.words[1], int):
        number = arg.words[1]
    elif isinstance(arg, ast.Num):
        number = arg.value
    board = compiler.vocab.board_by_number(number) if number is not None else None
    if board is None:
        raise CompileError("E408", f"`{node.name}` needs a board number that exists, like `board 6`",
                           "boards: " + ", ".join(f"{b.number} {b.id}" for b in compiler.vocab.boards), arg)
    index = board.index
    return lambda ctx: sum(1 for p in ctx.state.pieces
                           if p.owner == ctx.player and p.board == index and not p.locked)


@query("tracks_at_least", "tracks_at_least(GROUP, N)")
def _tracks_at_least(compiler: Compiler, node: ast.Func) -> ExprFn:
    _arity(node, 2, 2)
    group = compiler.vocab.canonical(_name_arg(node, 0))
    tracks = [t for t in compiler.vocab.groups.get(group, ()) if t in compiler.vocab.tracks]
    if not tracks:
        raise CompileError("E406", f"`{group}` is not a group of tracks",
                           did_you_mean(group, compiler.vocab.groups), node.args[0])
    threshold = compiler.expr(node.args[1])
    return lambda ctx: sum(1 for t in tracks if ctx.state.players[ctx.player].tracks[t] >= threshold(ctx))


@query("leader", "leader(TRACK)")
def _leader(compiler: Compiler, node: ast.Func) -> ExprFn:
    _arity(node, 1, 1)
    track = compiler.vocab.canonical(_name_arg(node, 0))
    if track not in compiler.vocab.tracks:
        raise CompileError("E401", f"unknown track `{track}`", did_you_mean(track, compiler.vocab.tracks), node.args[0])

    def value(ctx):
        mine = ctx.state.players[ctx.player].tracks[track]
        best = None  # `max` over the players, without a generator
        for p in ctx.state.players:
            step = p.tracks[track]
            if best is None or step > best:
                best = step
        return 1 if mine > 0 and mine == best else 0

    return value


@query("flag", "flag(FLAG)")
def _flag(compiler: Compiler, node: ast.Func) -> ExprFn:
    _arity(node, 1, 1)
    flag = compiler.vocab.canonical(_name_arg(node, 0))
    if flag not in compiler.vocab.flags:
        raise CompileError("E401", f"unknown flag `{flag}`", did_you_mean(flag, compiler.vocab.flags), node.args[0])
    return lambda ctx: 1 if ctx.state.players[ctx.player].flags.get(flag) else 0


@query("owns", "owns(it)")
def _owns(compiler: Compiler, node: ast.Func) -> ExprFn:
    """1 if the player owns the component in focus (`it`: the one just acquired, taken or picked)."""
    _arity(node, 1, 1)
    if _name_arg(node, 0) != "it":
        raise CompileError("E408", "`owns` takes `it`, the component in focus", "write: owns(it)", node.args[0])
    return lambda ctx: 1 if ctx.values.get("it") in ctx.state.players[ctx.player].owned else 0


@query("available", "available(RESOURCE)")
def _available(compiler: Compiler, node: ast.Func) -> ExprFn:
    """How much of a resource the player could pay: the resource itself plus every wildcard
    resource they hold that may be spent in its place (docs/verbs.md, wildcard resources)."""
    _arity(node, 1, 1)
    name = compiler.vocab.canonical(_name_arg(node, 0))
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


@query("locked", "locked()")
def _locked(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The player's locked pieces."""
    _arity(node, 0, 0)
    return lambda ctx: sum(1 for p in ctx.state.pieces if p.owner == ctx.player and p.locked)
