"""Rule text of the general model's core forms: `each NAME in SOURCE`, the functions over a source
(`count(c in …)`, `sum(… for c in …)`, `any`, `all`, `min`, `max`), `as PLAYER:`, `require`, `%`.
Called by teotl.text.render; the words are the catalogue's (`stmt-each-in`, `query-count-in`, …).
`QUERY_TEXTS` holds the text of the general model's queries (name → text(renderer, node)): a
module adding a query adds its entry there."""
from __future__ import annotations

from typing import Any

from teotl.language import ast
from teotl.text.catalogue import Noun


def source(r: Any, node: Any) -> Any:
    """What a source goes through (a noun the message puts in its case: `{ $items_de }`):
    `players`, `others`, a supply, a space, or a function such as `frontier(grid)` (plain text).
    A module adding sources adds a `text(r, node) -> noun or None` to `SOURCE_TEXTS`."""
    for text_of in SOURCE_TEXTS:
        found = text_of(r, node)
        if found is not None:
            return found
    if isinstance(node, ast.Ref):
        if node.name in ("players", "others"):
            return Noun(f"source-{node.name}", "other", node.name)
        return r.noun(node.name, "other")
    if isinstance(node, ast.Func) and node.name == "any_order" and len(node.args) == 1:
        return r.msg("source-any-order", items=source(r, node.args[0]))
    if isinstance(node, ast.Func):
        args = [r.expr(a) for a in node.args]
        return r.msg("source-function", name=r.query_name(node.name), args=r.join(args))
    return r.expr(node)


def each(r: Any, node: ast.Each) -> str:
    items, body = source(r, node.source), r.body(node.body)
    if node.condition is not None:
        return r.msg("stmt-each-in-where", items=items, name=node.who, condition=r.cond(node.condition), body=body)
    return r.msg("stmt-each-in", items=items, name=node.who, body=body)


def over(r: Any, name: str, binder: ast.Binder) -> str:
    """`count(c in S where C)`, `sum(X for c in S)` … as text."""
    items = source(r, binder.source)
    args = {"items": items, "name": binder.name}
    if binder.value is not None:
        args["value"] = r.expr(binder.value)
    message = f"query-{name}-in"
    if binder.condition is not None:
        args["condition"] = r.cond(binder.condition)
        message += "-where"
    return r.msg(message, **args)


def as_player(r: Any, node: ast.As) -> str:
    if isinstance(node.player, ast.Num):  # a seat written out: players are counted from 1 in text
        return r.msg("stmt-as-seat", seat=node.player.value + 1, body=r.body(node.body))
    return r.msg("stmt-as", player=r.expr(node.player), body=r.body(node.body))


def require(r: Any, node: ast.Require) -> str:
    return r.msg("stmt-require", condition=r.cond(node.condition))


def _bound(r: Any, arg: Any) -> str:
    """A bound name (a handle) as text: the name itself, as the rule writes it."""
    name = r._name_of(arg)
    return r.placeholders.get(name, name) if name else r.expr(arg)


def has(r: Any, node: ast.Func) -> str:
    what = r._name_of(node.args[1]) if len(node.args) > 1 else None
    return r.msg("query-has", item=_bound(r, node.args[0]) if node.args else "?",
                 what=r.what_noun(what, 1) if what else "?")


def standing(r: Any, node: ast.Func) -> str:
    """rank(x) / tied(x)."""
    return r.msg(f"query-{node.name}", value=r.expr(node.args[0]) if node.args else "?")


QUERY_TEXTS = {"has": has, "rank": standing, "tied": standing,
               "passed": lambda r, node: r.msg("query-passed")}
#: the text of the general model's verbs (name → text(renderer, node))
VERB_TEXTS = {"pass": lambda r, node: r.msg("verb-pass")}
SOURCE_TEXTS: list = []
