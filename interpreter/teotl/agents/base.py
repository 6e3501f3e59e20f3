"""The agent protocol."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from teotl.model.decisions import Decision

if TYPE_CHECKING:
    from teotl.runtime.game import Game


class Agent(Protocol):
    name: str

    def choose(self, game: "Game", decision: Decision) -> str:
        """The key of one of `decision.options`."""
        ...
