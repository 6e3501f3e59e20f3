"""Rule text of grid spaces and track values: `place`, `retreat`, the cell queries, `value(TRACK)`,
`datum` of a handle, and the grid sources (`cells(S)`, `frontier(S)`, `neighbours(c)`, …).
Called by teotl.text.render through the entries this module adds to `iteration_text.VERB_TEXTS`,
`QUERY_TEXTS` and `SOURCE_TEXTS`; the words are the catalogue's (`verb-place`, `query-edge`,
`source-frontier`, …)."""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.text import iteration_text
from teotl.text.catalogue import Cased, Noun

_FLAGS = ("over", "rotated", "free")


def _bound(r: Any, arg: Any) -> str:
    name = r._name_of(arg)
    return name if name else r.expr(arg)


def _space(r: Any, arg: Any) -> Noun:
    name = r._name_of(arg) or "?"
    return r.noun(name, 1, "space")


# ====================================================================== verbs
def place(r: Any, node: ast.Call) -> str:
    """`place SUPPLY on SPACE [at (C)] [over] [rotated] [free] [where (COND)]`."""
    args = list(node.args)
    if len(args) < 3:  # not a form that compiles: shown plainly
        return r.msg("verb-generic", verb="place", args=" ".join(r.arg_text(a) for a in args))
    words = r.words(args)
    at = where = None
    for index, word in enumerate(words):
        if word == "at" and index + 1 < len(args):
            at = args[index + 1]
        if word == "where" and index + 1 < len(args):
            where = args[index + 1]
    space_name = r._name_of(args[2])
    spec = r.vocab.spaces.get(space_name)
    supply = r.vocab.supplies.get(r._name_of(args[0]))
    visible = getattr(supply, "visible", "all") if supply is not None else "all"
    hidden = visible == "none" or (visible == "owner" and not getattr(supply, "per_player", False))
    if at is not None:
        mode = "at"
    elif "over" in words:
        mode = "over"
    else:
        mode = "empty" if spec is not None and spec.bounded else "frontier"
    text = r.msg("verb-place", supply=r.supply_noun(args[0]), space=_space(r, args[2]), mode=mode,
                 cell=_bound(r, at) if at is not None else "", hidden="yes" if hidden else "no",
                 rotated="yes" if "rotated" in words else "no", free="yes" if "free" in words else "no")
    if where is not None:
        condition = where.expr if isinstance(where, ast.ExprArg) else where
        text = r.msg("verb-place-where", place=text, condition=r.cond(condition))
    return text


def retreat(r: Any, node: ast.Call) -> str:
    args = list(node.args)
    if not args:
        return r.msg("verb-generic", verb="retreat", args="")
    steps = r.count(args[1]) if len(args) > 1 else 1
    return r.msg("verb-retreat", track=r.noun(r._name_of(args[0]), 1, "track"), steps=steps)


iteration_text.VERB_TEXTS.update({"place": place, "retreat": retreat})


# ====================================================================== queries
def _one(message: str):
    def text(r: Any, node: ast.Func) -> str:
        return r.msg(message, cell=_bound(r, node.args[0]) if node.args else "?")
    return text


def edge(r: Any, node: ast.Func) -> str:
    args = node.args
    if len(args) != 3:
        return r.msg("query-edge", cell="?", neighbour="?", field="?")
    field = r._name_of(args[2]) or r.expr(args[2])
    return r.msg("query-edge", cell=_bound(r, args[0]), neighbour=_bound(r, args[1]), field=field.replace("_", " "))


def touching(r: Any, node: ast.Func) -> str:
    what = r._name_of(node.args[1]) if len(node.args) > 1 else None
    return r.msg("query-touching", cell=_bound(r, node.args[0]) if node.args else "?",
                 what=r.what_noun(what, "other") if what else "?")


def adjacent(r: Any, node: ast.Func) -> str:
    args = node.args
    return r.msg("query-adjacent", first=_bound(r, args[0]) if args else "?",
                 second=_bound(r, args[1]) if len(args) > 1 else "?")


def value(r: Any, node: ast.Func) -> str:
    name = r._name_of(node.args[0]) if node.args else None
    return r.msg("query-value", track=r.noun(name or "?", 1, "track"))


def datum(r: Any, node: ast.Func) -> str:
    """`datum(x, FIELD [, I])` of a bound handle (a component's id is rendered by render.py)."""
    args = node.args
    field = (r._name_of(args[1]) or r.expr(args[1])).replace("_", " ") if len(args) > 1 else "?"
    item = _bound(r, args[0]) if args else "?"
    if len(args) == 3:
        return r.msg("query-datum-shown-index", item=item, field=field, index=r.expr(args[2]))
    return r.msg("query-datum-shown", item=item, field=field)


iteration_text.QUERY_TEXTS.update({
    "empty": _one("query-empty"), "owner": _one("query-owner"), "rotation": _one("query-rotation"),
    "layers": _one("query-layers"), "row": _one("query-row"), "column": _one("query-column"),
    "edge": edge, "touching": touching, "adjacent": adjacent, "value": value, "datum": datum,
})


# ====================================================================== sources
def source(r: Any, node: Any) -> Optional[Cased]:
    """A grid source as a noun phrase in the case a message asks for, or None (not ours)."""
    if isinstance(node, ast.Ref) and node.name in r.vocab.spaces:
        space = r.noun(node.name, 1, "space")
        return Cased(lambda case: r.msg("source-cells", space=space, case=case or "nom"))
    if not isinstance(node, ast.Func) or len(node.args) != 1:
        return None
    if node.name in ("cells", "frontier"):
        name = r._name_of(node.args[0])
        spec = r.vocab.spaces.get(name)
        space = r.noun(name or "?", 1, "space")
        message = "source-cells" if node.name == "cells" else (
            "source-frontier-bounded" if spec is not None and spec.bounded else "source-frontier")
        return Cased(lambda case: r.msg(message, space=space, case=case or "nom"))
    if node.name in ("neighbours", "diagonals", "around"):
        cell = _bound(r, node.args[0])
        return Cased(lambda case: r.msg(f"source-{node.name}", cell=cell, case=case or "nom"))
    return None


iteration_text.SOURCE_TEXTS.append(source)
