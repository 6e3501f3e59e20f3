"""The agent protocol."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from teotl.engine.decisions import Decision

if TYPE_CHECKING:
    from teotl.engine.game import Game


class Agent(Protocol):
    name: str

    def choose(self, game: "Game", decision: Decision) -> str:
        """The key of one of `decision.options`."""
        ...
