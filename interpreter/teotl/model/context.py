"""The context an effect runs in: whose turn, which piece acts, on which board, extra values."""
from __future__ import annotations

from typing import Any, Optional

from teotl.model.state import GameState, Piece, PlayerState


class Ctx:
    __slots__ = ("rt", "state", "player", "piece", "board", "values", "component")

    # `rt` is the compiled rule set (teotl.runtime.Runtime, a layer above: not imported here)
    def __init__(self, rt: Any, state: GameState, player: int, piece: Optional[Piece] = None,
                 board: Optional[int] = None, values: Optional[dict[str, Any]] = None,
                 component: Optional[str] = None):
        self.rt = rt
        self.state = state
        self.player = player
        self.piece = piece
        self.board = board if board is not None else (piece.at if piece is not None else None)
        self.values = values or {}
        self.component = component

    @property
    def me(self) -> PlayerState:
        return self.state.players[self.player]

    # The derive_* helpers fill a new context's slots directly (`_new_ctx(Ctx)`, then the fields):
    # no `__init__` call, for the copies made most often. They do what `__init__` would with the
    # same arguments: a board taken from the piece when there is none, an empty `values` replaced
    # by a new dict (so a derived context never writes into its parent's empty one).
    def derive_player(self, player: int) -> "Ctx":
        """`derive(player=player)`, without the keyword handling (`each player:` runs it often)."""
        ctx = _new_ctx(Ctx)
        board, piece = self.board, self.piece
        ctx.rt, ctx.state, ctx.player, ctx.piece = self.rt, self.state, player, piece
        ctx.board = board if board is not None else (piece.at if piece is not None else None)
        ctx.values, ctx.component = self.values or {}, self.component
        return ctx

    def derive_component(self, component: Optional[str]) -> "Ctx":
        """`derive(component=component)`, without the keyword handling (every trigger run)."""
        ctx = _new_ctx(Ctx)
        board, piece = self.board, self.piece
        ctx.rt, ctx.state, ctx.player, ctx.piece = self.rt, self.state, self.player, piece
        ctx.board = board if board is not None else (piece.at if piece is not None else None)
        ctx.values, ctx.component = self.values or {}, component
        return ctx

    def derive_values(self, values: dict[str, Any]) -> "Ctx":
        """`derive(values=values)`, without the keyword handling (every track reward)."""
        ctx = _new_ctx(Ctx)
        board, piece = self.board, self.piece
        ctx.rt, ctx.state, ctx.player, ctx.piece = self.rt, self.state, self.player, piece
        ctx.board = board if board is not None else (piece.at if piece is not None else None)
        ctx.values, ctx.component = {**self.values, **values}, self.component
        return ctx

    def derive(self, **changes: Any) -> "Ctx":
        """A copy with some fields changed (`values` are merged, not replaced)."""
        values = self.values
        if "values" in changes:
            values = {**self.values, **changes.pop("values")}
        ctx = Ctx(self.rt, self.state, self.player, self.piece, self.board, values, self.component)
        for key, value in changes.items():
            setattr(ctx, key, value)
        return ctx


_new_ctx = object.__new__
