"""`each NAME in first(SOURCE [, highest(EXPR) | lowest(EXPR)]) [where COND]: STMT`: the
deterministic pick. STMT runs for the first item of SOURCE — in the source's own order, or
ordered by EXPR (worked out with NAME bound to each item; ties keep the source's order) — that
meets COND and for which STMT can be carried out (docs/game-model.md §6).

It is `one_of` without the question: what an automaton does where a player would choose ("the
strongest worker that can act, else the next strongest…"). It cannot be carried out when no
item qualifies, so `choose` and `priority` pass over it. `first(…)` picks only in `each`: a
binder over it (`count(p in first(…))`) is refused, as its meaning there (the first item, or the
first that meets the binder's condition?) would be a guess.

    each p in first(pieces(worker unlocked), highest(level_of(p))): acting (p): resolve bot_action
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.registry import renders, section, source
from teotl.language.statements import Stmt
from teotl.primitives.iteration import EACH_FORMS, item_context, source_text
from teotl.primitives.piece_sources import example_kind

SECTION = section(__name__, "The first item of a source", 13.6,
                  intro="""`each NAME in first(SOURCE [, highest(EXPR) | lowest(EXPR)]) [where COND]: STMT`: STMT runs for
the first item of SOURCE that meets COND and for which STMT can be carried out, nobody asked. The
items come in the source's order, or ordered by EXPR (worked out for each item, NAME bound to it;
`highest` first or `lowest` first, ties in the source's order). It cannot be carried out when no
item qualifies, so `choose` does not offer it and `priority` goes on to its next step. `first`
stands only in `each` (a binder over it is E472).""",
                  examples=("each p in first(pieces(worker unlocked), highest(level_of(p))): acting (p): resolve bot_action",
                            "each c in first(hand) where has(c, grey): discard (c)"))

FORM = "first(SOURCE [, highest(EXPR) | lowest(EXPR)])"
ORDERS = ("highest", "lowest")


@source("first", FORM,
        doc="in `each c in first(…)` only: the first item (in that order) meeting the condition for which the body "
            "can be carried out")
def _first(compiler: Compiler, node: ast.Node):
    """`first(…)` outside `each` (a binder, `any_order(first(…))`): refused."""
    raise CompileError("E472", "`first(…)` picks an item only in `each NAME in first(…)`",
                       "to count or test items, go through the source itself: "
                       f"count(p in pieces({example_kind(compiler)}) where …)", node)


def _order(compiler: Compiler, node: ast.Func, name: str, kind: str) -> Optional[tuple[int, Callable]]:
    """(sign, key(ctx)) of `highest(EXPR)` / `lowest(EXPR)`, EXPR compiled with `name` bound;
    None without an order."""
    if len(node.args) == 1:
        return None
    order = node.args[1]
    if len(node.args) != 2 or not isinstance(order, ast.Func) or order.name not in ORDERS or len(order.args) != 1:
        raise CompileError("E472", f"`first` takes a source and optionally an order: {FORM}",
                           f"write e.g. each p in first(pieces({example_kind(compiler)}), highest(level_of(p))): …",
                           order if len(node.args) == 2 else node)
    with compiler.binding(name, kind):
        key = compiler.expr(order.args[0])
    return (-1 if order.name == "highest" else 1), key


def compile_each_first(compiler: Compiler, node: ast.Each) -> Stmt:
    """`each x in first(SOURCE [, ORDER]) [where COND]: STMT` (see the module's docstring)."""
    func = node.source
    if not isinstance(func, ast.Func) or not 1 <= len(func.args) <= 2:
        raise CompileError("E472", f"`first` takes a source and optionally an order: {FORM}",
                           "write e.g. each c in first(hand) where has(c, grey): …", func)
    kind, items = compiler.source(func.args[0])
    order = _order(compiler, func, node.who, kind)
    with compiler.binding(node.who, kind):
        cond = compiler.expr(node.condition) if node.condition is not None else None
        body = compiler.stmt(node.body)
    enter = item_context(kind, node.who)
    body_can, body_run, body_do = body.can, body.run, body.do

    def ordered(ctx) -> list:
        found = list(items(ctx))
        if order is not None and len(found) > 1:
            sign, key = order
            values = {index: sign * key(enter(ctx, item)) for index, item in enumerate(found)}
            found = [found[index] for index in sorted(values, key=lambda index: (values[index], index))]
        return found

    def pick(ctx) -> Any:
        for item in ordered(ctx):
            sub = enter(ctx, item)
            if (cond is None or cond(sub)) and body_can(sub):
                return sub
        return None

    def run(ctx):
        sub = pick(ctx)
        if sub is None:
            return
        if body_do is not None:
            body_do(sub)
        else:
            yield from body_run(sub)

    return Stmt(run, lambda ctx: pick(ctx) is not None, f"each {node.who} in first: {body.source}", body.opens)


EACH_FORMS["first"] = compile_each_first


@renders("each", "first")
def render_each_first(r: Any, node: ast.Each) -> str:
    """Rule text: "the first of your unlocked workers (p), by the level of p, highest first,
    that can: …" (`stmt-each-first`, `-where` with a condition); ordered by a query of the item
    that the catalogue names as its property (`-property-QUERY`): "the one of your unlocked
    pieces (p) with the highest level that can: …" (`stmt-each-first-by`, `-by-where`)."""
    func = node.source
    items = source_text(r, func.args[0]) if func.args else "?"
    order = func.args[1] if len(func.args) == 2 and isinstance(func.args[1], ast.Func) else None
    values = {"items": items, "name": node.who, "body": r.body(node.body),
              "ordered": order.name if order is not None and order.name in ORDERS else "no",
              "key": r.expr(order.args[0]) if order is not None and order.args else ""}
    key = order.args[0] if order is not None and len(order.args) == 1 else None
    if isinstance(key, ast.Func) and len(key.args) == 1 and isinstance(key.args[0], ast.Ref) \
            and key.args[0].name == node.who and r.cat.knows_term(f"property-{r.vocab.canonical(key.name)}"):
        # ordered by a property of the item the catalogue names ("with the lowest level")
        values["property"] = r.noun(r.vocab.canonical(key.name), 1, "property")
        by = "-by"
    else:
        by = ""
    if node.condition is not None:
        return r.msg(f"stmt-each-first{by}-where", condition=r.cond(node.condition), **values)
    return r.msg(f"stmt-each-first{by}", **values)
