"""`SUPPLY of (PLAYER)` in rule text: the three arguments `hand of (p)` of a verb read as one.

A verb's rendering (registered next to its compile function, `registry.renders`) reads its supply
as one argument; `collapse_of` turns `hand of (p)` into one `SupplyOf` — a `Word` naming the
supply, so every rendering that reads a supply's name still does — and the renderer's
`supply_noun` shows it as "the hand of p" (catalogue message `ref-supply-of`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from teotl.language import ast
from teotl.text.catalogue import Cased
from teotl.text.seat_offset import player_kind


@dataclass(frozen=True)
class SupplyOf(ast.Word):
    """`NAME of (PLAYER)` as one argument of a verb's text."""
    player: Any = None


def collapse_of(r: Any, args: list) -> list:
    """The arguments with each `SUPPLY of PLAYER` (three of them) as one `SupplyOf`."""
    if not any(isinstance(a, ast.Word) and a.name == "of" for a in args):
        return args
    out: list = []
    index = 0
    while index < len(args):
        arg = args[index]
        if (isinstance(arg, ast.Word) and arg.name in r.vocab.supplies and index + 2 < len(args)
                and isinstance(args[index + 1], ast.Word) and args[index + 1].name == "of"):
            out.append(SupplyOf(arg.name, args[index + 2], line=arg.line, column=arg.column))
            index += 3
            continue
        out.append(arg)
        index += 1
    return out


def supply_of(r: Any, arg: SupplyOf) -> Cased:
    """`hand of (p)` as a noun the message puts in its case (`{ $supply_dat }`). A per-player
    supply's term usually says "your hand": its term `-supply-NAME-whose` ("the hand"), when a
    catalogue has it, is the one used with another player."""
    noun = r.noun(arg.name, 1, "supply")
    whose = f"supply-{arg.name}-whose"
    if r.cat.knows_term(whose):
        noun = r.term(whose, 1, noun.fallback)
    name = r.name_of(arg.player)
    player = name if name else r.expr(arg.player.expr if isinstance(arg.player, ast.ExprArg) else arg.player)
    player = r.seat_in_case(player, player_kind(r, arg.player))
    return Cased(lambda case: r.msg("ref-supply-of", supply=r.cat.noun(noun, case), player=player))
