"""Comparisons that read as words rather than as numbers compared (teotl.text.render calls these
before `cmp-…`): a count compared with none of it ("the pile is empty", "you have no coin"), and
a board's number compared with a board's ("p stands on the Market").

A count compared with none: `X == 0`, `X < 1`, `X <= 0` (none) and `X != 0`, `X > 0`, `X >= 1`
(some), in the words the primitive that defines X registered (`teotl.language.registry.renders`):
`("zero", QUERY)` for a query (`size(S)`, `count(TAG)`), `("zero-binder", FUNCTION)` for a
function over a source (`count(c in S where …)`), `("zero-name", KIND)` for a name of a kind of
the vocabulary (a resource, a counter, a type or tag). Each is called with `negated` "yes" for
"some", "no" for "none", and returns the text, or None (the numbers are then compared as numbers).
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.language.expressions import CONTEXT_VALUES
from teotl.language.registry import RENDERERS

#: a count compared with none of it: (operator, number) → whether it says "not none" ($negated)
ZERO_TESTS = {("==", 0): "no", ("<", 1): "no", ("<=", 0): "no", ("!=", 0): "yes", (">", 0): "yes", (">=", 1): "yes"}


def zero_test(r: Any, node: ast.BinOp) -> Optional[str]:
    """A count compared with none of it, in the words its primitive registered; None otherwise."""
    left, right = node.left, node.right
    if not isinstance(right, ast.Num) or isinstance(right.value, bool):
        return None
    negated = ZERO_TESTS.get((node.op, right.value))
    if negated is None:
        return None
    if isinstance(left, ast.Func) and left.name not in r.templates:
        name = r.vocab.canonical(left.name)
        if len(left.args) == 1 and isinstance(left.args[0], ast.Binder):
            render = RENDERERS.get(("zero-binder", name))
            return render(r, name, left.args[0], negated) if render is not None else None
        render = RENDERERS.get(("zero", name))
        return render(r, left, left.args, [r.name_of(a) for a in left.args], negated) if render is not None else None
    if isinstance(left, ast.Ref) and left.name not in r.placeholders and left.name not in r.templates:
        render = RENDERERS.get(("zero-name", r.kind_of(left.name)))
        return render(r, left.name, negated) if render is not None else None
    return None


def board_is(r: Any, node: ast.BinOp) -> Optional[str]:
    """`board_of(w) == 7`, `board_number == 2`: a board's number compared with a board's, the
    board by its name ("p stands on the Market", "this board is the Harbour"), when the
    catalogue words the comparison (`query-NAME-board`, `ctx-NAME-board`; `$negated` for `!=`)
    and a board has that number. None otherwise: the numbers compared as numbers."""
    left, right = node.left, node.right
    if node.op not in ("==", "!=") or not isinstance(right, ast.Num) or isinstance(right.value, bool) \
            or r.vocab.board_by_number(right.value) is None:
        return None
    if isinstance(left, ast.Func) and len(left.args) <= 1:
        message = f"query-{r.vocab.canonical(left.name)}-board"
    elif isinstance(left, ast.Ref) and r.vocab.canonical(left.name) in CONTEXT_VALUES:
        message = f"ctx-{r.vocab.canonical(left.name)}-board"
    else:
        return None
    if not r.cat.knows_message(message):
        return None
    piece = r.bound(left.args[0]) if isinstance(left, ast.Func) and left.args else ""
    return r.msg(message, piece=piece, board=r.board_noun(right.value),
                 negated="yes" if node.op == "!=" else "no")
