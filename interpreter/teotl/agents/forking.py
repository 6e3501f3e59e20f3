"""A private copy of a game, continued from its current decision: what a search agent plays on.

This module is the search agents' one door into the engine (forking a game at the current
decision, answering, reading the legal options), so that a cheaper way of forking changes this
file only. A fork is the engine's `Game.fork()` (teotl.runtime.game: a copy of the state at the
start of the turn, kept when an agent sets `needs_snapshots`, the flow resumed at the same round,
seat and phase, and this turn's answers replayed into it; outside any turn, set-up or final
scoring, the game replayed from its start).

What the acting seat cannot see is then dealt afresh (`hidden.resample`): a fork is one
*determinisation*, a state the seat cannot tell from the real one, never the real one.
"""
from __future__ import annotations

import random
from typing import Optional

from teotl.agents.hidden import resample
from teotl.model.decisions import Decision, Option
from teotl.model.state import GameState
from teotl.runtime.game import ForkError, Game

__all__ = ["Fork", "ForkError", "fork"]


class Fork:
    """One continuation of a game. `pending` is the open decision (None once `finished`);
    `answer(key)` answers it; `turns` counts the turns played so far, as the game does."""

    __slots__ = ("game",)

    def __init__(self, game: Game):
        self.game = game

    @property
    def pending(self) -> Optional[Decision]:
        return self.game.pending

    @property
    def finished(self) -> bool:
        return self.game.finished

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def turns(self) -> int:
        return self.game.turns

    def options(self) -> tuple[Option, ...]:
        pending = self.game.pending
        return pending.options if pending is not None else ()

    def answer(self, option: Option) -> None:
        """Answer the pending decision with one of its own options (no look-up, no check)."""
        game = self.game
        try:
            game.pending = game._runner.send(option.value)
        except StopIteration:
            game.pending = None
            game.finished = True

    def ranking(self) -> list[int]:
        return self.game.ranking()


def fork(game: Game, seat: Optional[int], rng: random.Random) -> Fork:
    """A continuation of `game` at its pending decision, with what `seat` cannot see sampled from
    `rng` (seat None: nothing resampled, the real state's exact continuation — for tests)."""
    shell = game.fork(quiet=True)  # the log is for people (nothing in the rules reads it): none written
    if seat is not None:
        resample(game.runtime, shell.state, seat, rng)
    return Fork(shell)
