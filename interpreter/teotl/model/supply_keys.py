"""Where a supply's contents live in the state, and who may see them.

A supply is shared or per player (`per_player: true` in `vocabulary.supplies`). The state keeps
a shared supply's list under its name and a per-player supply's lists under `NAME@SEAT` (seats
0-based: `hand@0`, `hand@1`), created when first written. Every verb, query and source reads a
supply through these keys (teotl.primitives.supply_refs), so "the acting player's hand" and
"player 2's hand" are the same kind of name everywhere.

Visibility (docs/game-model.md §3, "Who sees what"): a supply declares `visible: all` (face up,
the default), `owner` (its owner only: a hand) or `none` (nobody: a face-down deck; its size is
public, its order and contents are not).
"""
from __future__ import annotations

from typing import Optional

OWNER_MARK = "@"

ALL, OWNER, NONE = "all", "owner", "none"
VISIBILITIES = (ALL, OWNER, NONE)


def supply_key(name: str, seat: Optional[int] = None) -> str:
    """The state key of a supply: its name, or `NAME@SEAT` for a per-player supply's list."""
    return name if seat is None else f"{name}{OWNER_MARK}{seat}"


def split_key(key: str) -> tuple[str, Optional[int]]:
    """`hand@2` → ("hand", 2); a shared supply's key → (key, None)."""
    name, mark, seat = key.partition(OWNER_MARK)
    return (name, int(seat)) if mark and seat.isdigit() else (key, None)


def sees(visible: str, owner: Optional[int], seat: Optional[int]) -> bool:
    """May `seat` (None: a watcher, no seat) see the contents of a supply declared `visible`,
    owned by `owner` (None for a shared supply)?"""
    if visible == ALL:
        return True
    if visible == OWNER:
        return seat is not None and owner is not None and owner == seat
    return False
