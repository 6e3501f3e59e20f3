"""Going through things: `each NAME in SOURCE [where COND]: STMT`, the functions over a source
(`count`, `sum`, `any`, `all`, `min`, `max` with a binder argument), and the sources of players.

A source is read once when the statement starts; COND is judged for each item just before its
turn, so what an earlier item's body did counts. Over players (`players`, `others`) the body and
the expressions run *as* that player, in turn order from the current one; over anything else
(cells, nodes, components, pieces) they run as the current player with NAME bound to the item.
Other primitive modules register their sources (`frontier(grid)`, a supply's components …) in
`teotl.language.registry`.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import ExprFn, short_text
from teotl.language.registry import RENDERERS, binder_function, renders, section, source, statement
from teotl.language.statements import Stmt, _always, sync_stmt
from teotl.model.decisions import new_decision, new_option
from teotl.primitives.branches import compile_each_player, render_each_player

SECTION = section(__name__, "Going through things", 13,
                  intro="""`each NAME in SOURCE [where COND]: …` runs a statement once per item of a source, with NAME
bound to the item; the same binders go inside functions (`count(c in S [where C])`, `sum(X for c
in S)`, …). The source is read once when the statement starts; `where` is judged for each item
just before its turn, so what an earlier item's body did counts. Over players (`players`,
`others`) the body and the expressions run *as* that player, in turn order from the current one;
over anything else (cells, nodes, components, pieces) they run as the current player with NAME
bound to the item. Other primitive modules register their sources (docs/game-model.md).""",
                  examples=("each other where coin > 3: lose coin 1",
                            "each p in others where vp > 0: gain coin 1",
                            "gain vp count(p in players where coin >= 3)",
                            "gain vp max(coin for p in others) % 4",
                            "if all(p in players where coin > 0) { gain coin 1 }"))


# ====================================================================== sources of players
@source("players", "players", doc="every seat, in turn order from the current player")
def _players(compiler: Compiler, node: ast.Node):
    """Every seat, in turn order from the current player."""
    _no_arguments(node)

    def seats(ctx):
        count = len(ctx.state.players)
        return [(ctx.player + offset) % count for offset in range(count)]
    return "player", seats


@source("others", "others", doc="every other seat, in turn order from the next player")
def _others(compiler: Compiler, node: ast.Node):
    """Every other seat, in turn order from the next player."""
    _no_arguments(node)

    def seats(ctx):
        count = len(ctx.state.players)
        return [(ctx.player + offset) % count for offset in range(1, count)]
    return "player", seats


def _no_arguments(node: ast.Node) -> None:
    if isinstance(node, ast.Func) and node.args:
        raise CompileError("E472", f"`{node.name}` takes no arguments", f"write `{node.name}`", node)


def item_context(kind: str, name: str) -> Callable[[Any, Any], Any]:
    """`(ctx, item) -> the context an item's body or expression runs in`: as that player for a
    player, else the same player with `name` bound to the item."""
    if kind == "player":
        def as_player(ctx, seat):
            sub = ctx.derive_player(seat)
            sub.values = {**sub.values, name: seat}
            return sub
        return as_player
    return lambda ctx, item: ctx.derive_values({name: item})


# ====================================================================== each NAME in SOURCE
@source("any_order", "any_order(SOURCE)",
        doc="the items of SOURCE; in `each x in any_order(SOURCE)` the decider picks which comes next")
def _any_order(compiler: Compiler, node: ast.Node):
    """The items of SOURCE; in `each x in any_order(SOURCE)` the decider picks which comes next."""
    if not isinstance(node, ast.Func) or len(node.args) != 1:
        raise CompileError("E472", "`any_order` takes one source: any_order(SOURCE)",
                           "write e.g. each c in any_order(cells(grid)): …", node)
    return compiler.source(node.args[0])


#: how a player reads an item of a kind in an `any_order` choice: kind → (ctx, item) → text. A
#: module with a kind of handle registers its own (cells as coordinates, edges as their two
#: ends); an item of another kind is shown by its key.
ITEM_TEXTS: dict[str, Callable[[Any, Any], str]] = {}


def item_key(item: Any) -> str:
    """A stable answer key for an item: a seat or id as is, a cell `ROW,COLUMN`, any other tuple
    its parts joined by commas (its first part, the space, left out)."""
    if isinstance(item, tuple):
        return ",".join(str(part) for part in item[1:])
    return str(item)


#: `each x in NAME(SOURCE) …` forms of other modules: NAME → compile(compiler, node) (e.g.
#: teotl.primitives.one_of); their rule text is `@renders("each", NAME)`
EACH_FORMS: dict[str, Callable[[Compiler, ast.Each], Stmt]] = {}


@statement(ast.Each, name="each",
           rows=(("`each player: STMT` / `each other [where COND]: STMT`",
                  "the statement once per player (or per other player) in turn order, as that player"),
                 ("`each NAME in SOURCE [where COND]: STMT`",
                  "the statement once per item of SOURCE meeting COND, NAME bound to the item (as that player, over players)")))
def compile_each(compiler: Compiler, node: ast.Each) -> Stmt:
    if node.source is None:
        return compile_each_player(compiler, node)
    if isinstance(node.source, ast.Func) and node.source.name == "any_order":
        return _each_in_chosen_order(compiler, node)
    if isinstance(node.source, ast.Func) and node.source.name in EACH_FORMS:
        return EACH_FORMS[node.source.name](compiler, node)
    kind, items = compiler.source(node.source)
    with compiler.binding(node.who, kind):
        cond = compiler.expr(node.condition) if node.condition is not None else None
        body = compiler.stmt(node.body)
    enter = item_context(kind, node.who)
    text = f"each {node.who} in {short_text(node.source)}: {body.source}"
    if body.do is not None:
        body_do = body.do

        def do(ctx):
            for item in tuple(items(ctx)):
                sub = enter(ctx, item)
                if cond is None or cond(sub):
                    body_do(sub)
        return sync_stmt(do, _always, text)

    body_run = body.run

    def run(ctx):
        for item in tuple(items(ctx)):
            sub = enter(ctx, item)
            if cond is None or cond(sub):
                yield from body_run(sub)
    return Stmt(run, _always, text)


def _each_in_chosen_order(compiler: Compiler, node: ast.Each) -> Stmt:
    """`each x in any_order(SOURCE) [where COND]: STMT`: the decider (the current player) picks
    the next item among those left that meet COND now, until none is left or none meets it."""
    kind, items = compiler.source(node.source)
    with compiler.binding(node.who, kind):
        cond = compiler.expr(node.condition) if node.condition is not None else None
        body = compiler.stmt(node.body)
    enter = item_context(kind, node.who)
    body_run, body_do = body.run, body.do
    name = node.who
    about = ("order", kind, node)  # what its decision is about (`Decision.about`)

    def run(ctx):
        left = list(items(ctx))
        while left:
            ready = [item for item in left if cond is None or cond(enter(ctx, item))]
            if not ready:
                return
            if len(ready) == 1:
                chosen = ready[0]
            else:
                shown = ITEM_TEXTS.get(kind)
                options = tuple(new_option((item_key(item), shown(ctx, item) if shown else item_key(item), item))
                                for item in ready)
                chosen = yield new_decision((ctx.player, "order", options, f"which {name} next?", about))
            left.remove(chosen)
            sub = enter(ctx, chosen)
            if body_do is not None:
                body_do(sub)
            else:
                yield from body_run(sub)
    return Stmt(run, _always, f"each {name} in any order: {body.source}")


def source_text(r: Any, node: Any) -> Any:
    """Rule text: what a source goes through (a noun the message puts in its case: `{ $items_de }`):
    `players`, `others`, a supply, a space, or a function such as `frontier(grid)` (plain text).
    A module adding sources registers their text: `@renders("source", NAME)` for a source
    function, or `@renders("source", "*")` (asked for every source, None when it is not its own)."""
    render = (RENDERERS.get(("source", node.name)) if isinstance(node, ast.Func) else None) \
        or RENDERERS.get(("source", "*"))
    if render is not None:
        found = render(r, node)
        if found is not None:
            return found
    if isinstance(node, ast.Ref):
        if node.name in ("players", "others"):
            return r.term(f"source-{node.name}", "other", node.name)
        return r.noun(node.name, "other")
    if isinstance(node, ast.Func) and node.name == "any_order" and len(node.args) == 1:
        inner = source_text(r, node.args[0])     # "der Felder …, in der Reihenfolge deiner Wahl"
        return r.cased(lambda case: r.msg("source-any-order", items=_in_case(r, inner, case)))
    if isinstance(node, ast.Func):
        args = [r.expr(a) for a in node.args]
        return r.msg("source-function", name=r.query_name(node.name), args=r.join(args))
    return r.expr(node)


def _in_case(r: Any, value: Any, case: Optional[str]) -> Any:
    """A source's text (a noun, a cased value or plain text) in the case a message asked for."""
    if case is None:
        return value
    if hasattr(value, "render"):
        return value.render(case)
    if hasattr(value, "term") and hasattr(value, "fallback"):
        return r.cat.noun(value, case)
    return value


@renders("statement", ast.Each)
def render_each(r, node):
    if node.source is None:
        return render_each_player(r, node)
    if isinstance(node.source, ast.Func) and ("each", node.source.name) in RENDERERS:
        return RENDERERS[("each", node.source.name)](r, node)
    items, body = source_text(r, node.source), r.body(node.body)
    # players are people ("para cada um dos jogadores"); other items a neutral "element" (a
    # source's noun has no gender the message could agree with: "für jedes Element der Felder")
    message = "stmt-each-in-players" if isinstance(node.source, ast.Ref) and node.source.name in ("players", "others") \
        else "stmt-each-in"
    if node.condition is not None:
        return r.msg(f"{message}-where", items=items, name=node.who, condition=r.cond(node.condition), body=body)
    return r.msg(message, items=items, name=node.who, body=body)


# ====================================================================== functions over a source
def _over(compiler: Compiler, binder: ast.Binder, value_needed: Optional[bool]):
    """(items(ctx), enter(ctx, item), condition or None, value or None) of a binder."""
    if value_needed is True and binder.value is None:
        raise CompileError("E473", "this function needs a value for each item: `X for c in S`",
                           "write e.g. sum(datum(c, value) for c in drawn)", binder)
    if value_needed is False and binder.value is not None:
        raise CompileError("E473", "this function counts or tests items: no value goes before `for`",
                           "write e.g. count(c in drawn where has(c, grey))", binder)
    kind, items = compiler.source(binder.source)
    with compiler.binding(binder.name, kind):
        cond = compiler.expr(binder.condition) if binder.condition is not None else None
        value = compiler.expr(binder.value) if binder.value is not None else None
    return items, item_context(kind, binder.name), cond, value


@binder_function("count", form="`count(c in S [where C])`", doc="how many items of S meet C")
def _count(compiler: Compiler, node: ast.Func, binder: ast.Binder) -> ExprFn:
    """count(c in S [where C]): how many items of S meet C."""
    items, enter, cond, _ = _over(compiler, binder, False)
    if cond is None:
        return lambda ctx: len(tuple(items(ctx)))
    return lambda ctx: sum(1 for item in tuple(items(ctx)) if cond(enter(ctx, item)))


@binder_function("any", form="`any(c in S where C)`", doc="1 when some item of S meets C")
def _any(compiler: Compiler, node: ast.Func, binder: ast.Binder) -> ExprFn:
    """any(c in S where C): 1 when some item of S meets C."""
    items, enter, cond, _ = _over(compiler, binder, False)
    if cond is None:
        return lambda ctx: 1 if tuple(items(ctx)) else 0
    return lambda ctx: 1 if any(cond(enter(ctx, item)) for item in tuple(items(ctx))) else 0


@binder_function("all", form="`all(c in S where C)`", doc="1 when every item of S meets C (also when S is empty)")
def _all(compiler: Compiler, node: ast.Func, binder: ast.Binder) -> ExprFn:
    """all(c in S where C): 1 when every item of S meets C (also when S is empty)."""
    items, enter, cond, _ = _over(compiler, binder, False)
    if cond is None:
        raise CompileError("E473", "`all(c in S)` needs a condition: `all(c in S where …)`", "", binder)
    return lambda ctx: 1 if all(cond(enter(ctx, item)) for item in tuple(items(ctx))) else 0


def _values(compiler: Compiler, binder: ast.Binder) -> Callable[[Any], list]:
    items, enter, cond, value = _over(compiler, binder, True)
    if cond is None:
        return lambda ctx: [value(enter(ctx, item)) for item in tuple(items(ctx))]

    def values(ctx):
        found = []
        for item in tuple(items(ctx)):
            sub = enter(ctx, item)
            if cond(sub):
                found.append(value(sub))
        return found
    return values


@binder_function("sum", form="`sum(X for c in S [where C])`", doc="X added up over the items of S that meet C")
def _sum(compiler: Compiler, node: ast.Func, binder: ast.Binder) -> ExprFn:
    """sum(X for c in S [where C]): X added up over the items of S that meet C."""
    values = _values(compiler, binder)
    return lambda ctx: sum(values(ctx))


@binder_function("min", form="`min(X for c in S [where C])`", doc="the least X (0 when no item meets C)")
def _min(compiler: Compiler, node: ast.Func, binder: ast.Binder) -> ExprFn:
    """min(X for c in S [where C]): the least X (0 when no item meets C)."""
    values = _values(compiler, binder)
    return lambda ctx: min(values(ctx), default=0)


@binder_function("max", form="`max(X for c in S [where C])`", doc="the greatest X (0 when no item meets C)")
def _max(compiler: Compiler, node: ast.Func, binder: ast.Binder) -> ExprFn:
    """max(X for c in S [where C]): the greatest X (0 when no item meets C)."""
    values = _values(compiler, binder)
    return lambda ctx: max(values(ctx), default=0)


@renders("binder", "*")
def render_over(r, name: str, binder: ast.Binder) -> str:
    """`count(c in S where C)`, `sum(X for c in S)` … as text. A count of the items that show a
    type or tag (`count(c in S where has(c, grey))`) reads "the number of … that show grey", and
    a supply whose catalogue says what it holds (`-supply-NAME-items`: "cards in your empire")
    is counted as those ("the number of cards in your empire"); else "items in …"."""
    shown = _shown_tag(binder) if name == "count" else None
    if name == "count" and (shown is not None or binder.condition is None):
        what = r.what_noun(shown, 1) if shown is not None else None
        suffix = "-showing" if shown is not None else ""
        if _is_supply(r, binder.source):
            term = f"supply-{binder.source.name}-items"
            if r.cat.knows_term(term):
                return r.msg(f"query-count-of{suffix}", members=r.term(term, "other", binder.source.name), what=what)
            return r.msg(f"query-count-in-supply{suffix}", items=source_text(r, binder.source), what=what)
        return r.msg(f"query-count-in{suffix}", items=source_text(r, binder.source), what=what)
    items = source_text(r, binder.source)
    args = {"items": items, "name": binder.name}
    if binder.value is not None:
        args["value"] = r.expr(binder.value)
    message = f"query-{name}-in"
    if binder.condition is not None:
        args["condition"] = r.cond(binder.condition)
        message += "-where"
    return r.msg(message, **args)


@renders("zero-binder", "count")
def render_count_zero(r, name: str, binder: ast.Binder, negated: str) -> str:
    """`count(c in S [where C]) > 0` reads as `any(…)` ("at least one of S …"); `== 0`: "none of
    S …" (`query-none-in`, `query-none-in-where`); a whole supply's count: "S is empty" / "is not empty"."""
    if binder.condition is None and _is_supply(r, binder.source):   # as `size(S) == 0`: "S is empty"
        return r.msg("query-size-zero", supply=r.noun(binder.source.name, 1, "supply"), negated=negated)
    if negated == "yes":
        return render_over(r, "any", binder)
    items = source_text(r, binder.source)
    if binder.condition is None:
        return r.msg("query-none-in", items=items)
    return r.msg("query-none-in-where", items=items, name=binder.name, condition=r.cond(binder.condition))


def _shown_tag(binder: ast.Binder) -> Optional[str]:
    """TAG when the binder's condition is exactly `has(NAME, TAG)` of its own item."""
    cond = binder.condition
    if isinstance(cond, ast.Func) and cond.name == "has" and len(cond.args) == 2 \
            and isinstance(cond.args[0], ast.Ref) and cond.args[0].name == binder.name \
            and isinstance(cond.args[1], ast.Ref):
        return cond.args[1].name
    return None


def _is_supply(r, node: Any) -> bool:
    return isinstance(node, ast.Ref) and r.kind_of(node.name) == "supply"
