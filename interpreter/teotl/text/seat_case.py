"""A seat's name in the case a message asks for.

Portuguese and French contract "de" with the article a generic seat name takes ("a vez do
Jogador 1", "au tour du Joueur 1") but not with a player's own name ("a vez de Ana"): a message
writes `{ $who_de }`, and the catalogue's `seat-de` says how, knowing which kind of name it is
(`$kind`: `player` for the generic "Player N", `unplayed` for a colour nobody plays, `named`
for a name someone gave). A language without a `seat-CASE` message gets the name as it is.
"""
from __future__ import annotations

from typing import Any, Callable

from teotl.text.catalogue import Cased


def seat_in_case(msg: Callable[..., str], knows: Callable[[str], bool], name: str, kind: str) -> Cased:
    """`name` as a placeholder value: itself by default, `seat-CASE` (with `$name`, `$kind`)
    where a message asks for a case the catalogue has."""
    def render(case: Any) -> str:
        if case is None or not knows(f"seat-{case}"):
            return name
        return msg(f"seat-{case}", name=name, kind=kind)
    return Cased(render)
