"""A player counted from the deciding one: `(seat + N) % players` is "the player N seats to your
left" (clockwise), not "the remainder of (your seat number plus N) divided by the number of
players". The catalogue's `expr-seat-left` words it (`$offset`, `$count` for its plural, `$case`
for the languages whose nouns decline: "des Spielers K Plätze links von dir").

Where such a phrase stands for a player, a message that names a player by a letter or number
("player p", "Spieler 2") says it without that word: the seat's kind is `phrase`
(teotl.text.seat_case; `seat-who`, and `seat-de` in the languages that decline it).
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast


def _is(node: Any, name: str) -> bool:
    return isinstance(node, ast.Ref) and node.name == name


def seat_offset(r: Any, node: Any) -> Optional[str]:
    """`(seat + N) % players` (or `(N + seat) % players`) in words, else None."""
    if not (isinstance(node, ast.BinOp) and node.op == "%" and _is(node.right, "players")):
        return None
    total = node.left
    if not (isinstance(total, ast.BinOp) and total.op == "+"):
        return None
    if _is(total.left, "seat") and not _is(total.right, "seat"):
        offset = total.right
    elif _is(total.right, "seat"):
        offset = total.left
    else:
        return None
    if "seat" in r.placeholders or "players" in r.placeholders:
        return None
    count = offset.value if isinstance(offset, ast.Num) else "other"
    text = r.expr(offset)

    def words(case: str) -> str:
        return r.msg("expr-seat-left", offset=text, count=count, case=case)
    return r.inflected(words(""), words)


def player_kind(r: Any, node: Any) -> str:
    """How a player given as `node` is named: `named` for a name or letter (`p`), `phrase` for
    anything said in words ("the player K seats to your left")."""
    if isinstance(node, ast.ExprArg):
        node = node.expr
    return "named" if r.name_of(node) or isinstance(node, ast.Num) else "phrase"
