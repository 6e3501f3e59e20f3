"""`each NAME in one_of(SOURCE) [where COND]: STMT`: the decider picks ONE item of a source — one
that meets COND and for which STMT can be carried out — and STMT runs for it (docs/game-model.md
§6). The choice of a target: a card of a row to use, a location to put a token on.

It can be carried out only when some item qualifies, so a `choose` does not offer it otherwise,
and the decider is never asked to pick something that then does nothing. As with `each`, COND and
STMT are worked out as that player when the items are players (`each p in one_of(others)`), with
NAME bound otherwise. With one candidate nothing is asked. Decision kind `choose`; an option's
key is the item (a seat, an instance id, `ROW,COLUMN`), its text the component's name when the
item is a component.
"""
from __future__ import annotations

from typing import Any

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.registry import renders, section, source
from teotl.language.statements import Stmt
from teotl.model.decisions import new_decision, new_option
from teotl.primitives.iteration import EACH_FORMS, item_context, item_key, source_text

SECTION = section(__name__, "One item of a source", 13.5,
                  intro="""`each NAME in one_of(SOURCE) [where COND]: STMT`: the decider picks ONE item of SOURCE that meets
COND and for which STMT can be carried out, and STMT runs for it (as that player when the items are
players). It cannot be carried out when no item qualifies, so `choose` does not offer it; with one
candidate nothing is asked (decision `choose`, keys: a seat, an instance id, `ROW,COLUMN`).""",
                  examples=("each c in one_of(tableau) where has(c, action): resolve (c) action",
                            "each p in one_of(others) where coin == 0: gain coin 1"))


@source("one_of", "one_of(SOURCE)",
        doc="the items of SOURCE, of which `each c in one_of(SOURCE)` runs its body for one the decider picks")
def _one_of(compiler: Compiler, node: ast.Node):
    """The items of SOURCE; in `each x in one_of(SOURCE)` the decider picks one of them."""
    if not isinstance(node, ast.Func) or len(node.args) != 1:
        raise CompileError("E472", "`one_of` takes one source: one_of(SOURCE)",
                           "write e.g. each c in one_of(hand) where has(c, grey): …", node)
    return compiler.source(node.args[0])


def compile_each_one_of(compiler: Compiler, node: ast.Each) -> Stmt:
    """`each x in one_of(SOURCE) [where COND]: STMT` (see the module's docstring)."""
    kind, items = compiler.source(node.source)
    with compiler.binding(node.who, kind):
        cond = compiler.expr(node.condition) if node.condition is not None else None
        body = compiler.stmt(node.body)
    enter = item_context(kind, node.who)
    body_can, body_run, body_do = body.can, body.run, body.do
    name = node.who

    def ready(ctx) -> list:
        found = []
        for item in tuple(items(ctx)):
            sub = enter(ctx, item)
            if (cond is None or cond(sub)) and body_can(sub):
                found.append(item)
        return found

    def can(ctx) -> bool:
        for item in tuple(items(ctx)):
            sub = enter(ctx, item)
            if (cond is None or cond(sub)) and body_can(sub):
                return True
        return False

    def run(ctx):
        found = ready(ctx)
        if not found:
            return
        if len(found) == 1:
            chosen = found[0]
        else:
            rt = ctx.rt
            options = tuple(new_option((item_key(item), _label(rt, kind, item), item)) for item in found)
            chosen = yield new_decision((ctx.player, "choose", options, f"which {name}?"))
        sub = enter(ctx, chosen)
        if body_do is not None:
            body_do(sub)
        else:
            yield from body_run(sub)

    return Stmt(run, can, f"each {name} in one of: {body.source}", body.opens)


EACH_FORMS["one_of"] = compile_each_one_of


def _label(rt: Any, kind: str, item: Any) -> str:
    """What an option shows: a component's name, else the item's key."""
    if kind == "component" and isinstance(item, str):
        return rt.component_name(item)
    return item_key(item)


@renders("each", "one_of")
def render_each_one_of(r: Any, node: ast.Each) -> str:
    """Rule text of `each c in one_of(SOURCE) [where C]: BODY`: choose one item, then the body
    (teotl.primitives.iteration's `each` hands it over)."""
    items = source_text(r, node.source.args[0])
    body = r.body(node.body)
    if node.condition is not None:
        return r.msg("stmt-each-one-of-where", items=items, name=node.who, condition=r.cond(node.condition), body=body)
    return r.msg("stmt-each-one-of", items=items, name=node.who, body=body)
