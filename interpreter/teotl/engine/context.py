"""The context an effect runs in: whose turn, which piece acts, on which board, extra values."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from teotl.engine.state import GameState, Piece, PlayerState

if TYPE_CHECKING:
    from teotl.engine.runtime import Runtime


class Ctx:
    __slots__ = ("rt", "state", "player", "piece", "board", "values", "component")

    def __init__(self, rt: "Runtime", state: GameState, player: int, piece: Optional[Piece] = None,
                 board: Optional[int] = None, values: Optional[dict[str, Any]] = None,
                 component: Optional[str] = None):
        self.rt = rt
        self.state = state
        self.player = player
        self.piece = piece
        self.board = board if board is not None else (piece.board if piece is not None else None)
        self.values = values or {}
        self.component = component

    @property
    def me(self) -> PlayerState:
        return self.state.players[self.player]

    def derive_player(self, player: int) -> "Ctx":
        """`derive(player=player)`, without the keyword handling (`each player:` runs it often)."""
        return Ctx(self.rt, self.state, player, self.piece, self.board, self.values, self.component)

    def derive_component(self, component: Optional[str]) -> "Ctx":
        """`derive(component=component)`, without the keyword handling (every trigger run)."""
        return Ctx(self.rt, self.state, self.player, self.piece, self.board, self.values, component)

    def derive_values(self, values: dict[str, Any]) -> "Ctx":
        """`derive(values=values)`, without the keyword handling (every track reward)."""
        return Ctx(self.rt, self.state, self.player, self.piece, self.board, {**self.values, **values},
                   self.component)

    def derive(self, **changes: Any) -> "Ctx":
        """A copy with some fields changed (`values` are merged, not replaced)."""
        values = self.values
        if "values" in changes:
            values = {**self.values, **changes.pop("values")}
        ctx = Ctx(self.rt, self.state, self.player, self.piece, self.board, values, self.component)
        for key, value in changes.items():
            setattr(ctx, key, value)
        return ctx
