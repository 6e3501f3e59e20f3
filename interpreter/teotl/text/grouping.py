"""Grouping in rule text: parentheses where words alone would let a formula be read two ways.

Precedence puts a sum inside a product in parentheses ("2 × (a plus b)"). Two more places need them,
since a function reads as a phrase whose end the reader cannot see:
  * a sum or difference that is an argument of a function: `min(a + b, c)` reads "the lesser of
    (a plus b) and c", not "the lesser of a plus b and c";
  * a function of several values (`min(a, b)`, `max(…)`, a function over a source with a
    condition or a value) that is an operand of ×, ÷ or a remainder, or the left operand of + or
    −: `2 * min(a, b)` reads "2 × (the lesser of a and b)", where "2 × the lesser of a and b,
    höchstens aber …" would leave the reader to guess how far the × reaches.
"""
from __future__ import annotations

from typing import Any

from teotl.language import ast
from teotl.text.clauses import in_case, inflected

#: arithmetic operators whose operands are sums (precedence 1): grouped as function arguments
SUMS = ("+", "-")


def arguments_of(node: ast.Func) -> list[Any]:
    """The nodes that are a function's own values: its arguments, or over a source its value."""
    if len(node.args) == 1 and isinstance(node.args[0], ast.Binder):
        value = node.args[0].value
        return [value] if value is not None else []
    return [a.expr if isinstance(a, ast.ExprArg) else a for a in node.args]


def several_values(r: Any, node: Any) -> bool:
    """A function whose words list several values or end in a condition (`min(a, b)`,
    `sum(X for c in S where C)`): one that needs parentheses as an operand."""
    if not isinstance(node, ast.Func) or node.name in r.templates:
        return False
    if len(node.args) == 1 and isinstance(node.args[0], ast.Binder):
        binder = node.args[0]
        return binder.condition is not None or binder.value is not None
    return len(node.args) >= 2


def parenthesised(r: Any, text: str) -> str:
    """`text` in the catalogue's parentheses (`expr-paren`), in each case a message may ask for."""
    return inflected(r.msg("expr-paren", value=text), lambda case: r.msg("expr-paren", value=in_case(text, case)))
