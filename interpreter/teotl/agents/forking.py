"""A private copy of a game, continued from its current decision: what a search agent plays on.

This module is the search agents' one door into the engine (forking a game at the current
decision, answering, reading the legal options), so that a cheaper way of forking changes this
file only. Today a fork is built the way the engine allows: a copy of the state at the start of
the turn (`Game.turn_start`, kept when an agent sets `needs_snapshots`), a fresh generator of the
rest of the game from there (the turn, then the flow of `teotl.runtime.game` / `phases`, resumed
at the same round, seat and phase), and this turn's answers replayed into it. Decisions outside
any turn (set-up, final scoring) replay the game from its start instead.

What the acting seat cannot see is then dealt afresh (`hidden.resample`): a fork is one
*determinisation*, a state the seat cannot tell from the real one, never the real one.
"""
from __future__ import annotations

import random
from typing import Iterator, Optional

from teotl.agents.hidden import resample
from teotl.model.context import Ctx
from teotl.model.decisions import Decision, Option
from teotl.model.state import GameState
from teotl.runtime.game import Game
from teotl.runtime.phases import Phase, _turns_until_all_passed, play_rounds


class ForkError(RuntimeError):
    """A fork did not reach the decision the real game is at (the engine was not deterministic)."""


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
    shell = _from_turn_start(game) if game.turn_start is not None else None
    if shell is None or not _same_decision(shell.pending, game.pending):
        shell = _from_the_start(game)
        if not _same_decision(shell.pending, game.pending):
            raise ForkError("a replay of the game did not reach its pending decision")
    shell.state.log = []  # the log is for people (nothing in the rules reads it): not copied again
    if seat is not None:
        resample(game.runtime, shell.state, seat, rng)
    return Fork(shell)


def _same_decision(one: Optional[Decision], other: Optional[Decision]) -> bool:
    if one is None or other is None:
        return one is other
    return one.player == other.player and [o.key for o in one.options] == [o.key for o in other.options]


def _from_the_start(game: Game) -> Game:
    replay = Game(game.runtime, game.players, game.seed)
    for key in game.answers:
        replay.answer(key)
    return replay


def _from_turn_start(game: Game) -> Optional[Game]:
    """A game object on a copy of the turn's start, running the rest of the game from there, with
    this turn's answers replayed. None when an answer is not offered (cannot happen while the
    engine is deterministic; the caller then replays from the start)."""
    shell = Game.__new__(Game)  # no __post_init__: no new state, no set-up
    shell.runtime, shell.players, shell.seed, shell.flow = game.runtime, game.players, game.seed, game.flow
    shell.snapshots = False
    shell.state = game.turn_start.copy()
    shell.answers, shell.turn_answers = [], []
    shell.pending, shell.finished, shell.stopped_by_limit = None, False, False
    shell.turns, shell.rounds, shell.active = game.turns, game.rounds, game.active
    shell.turn_start, shell._over_ctx, shell._unit = None, None, game._unit
    shell._runner = _rest_of_phased_game(shell) if shell.flow.phases else _rest_of_game(shell)
    shell._step(None, first=True)
    for key in game.turn_answers:
        option = shell.pending.find(key) if shell.pending is not None else None
        if option is None:
            return None
        shell._step(option.value)
    return shell


# ---------------------------------------------------------------------- the flow, resumed
# These mirror `Game._play` and `phases.play_rounds` from the middle of a turn: the turn being
# played is run again from its start (its answers are replayed into it), then the game goes on
# exactly as the real one would. tests/test_mcts_forking.py plays forks and real games side by
# side to the end and compares them.

def _rest_of_game(g: Game) -> Iterator[Decision]:
    flow, runtime = g.flow, g.runtime
    first, resumed = g.active, True
    while True:
        for player in range(first, g.players):
            g.active = player
            if not resumed and runtime.logging:
                runtime.log(Ctx(runtime, g.state, player), "turn", round=g.rounds)
            resumed = False
            yield from flow.turn.run(Ctx(runtime, g.state, player))
            yield from g._run(flow.after_turn, player)
            g.turns += 1
            if g.turns >= flow.turn_limit:
                g.stopped_by_limit = True
                break
            if g._over():
                break
        if g.stopped_by_limit or g._over():
            break
        yield from g._run(flow.round_end, 0)
        if g._over():
            break
        g.rounds += 1
        first = 0
    yield from g._finish()


def _rest_of_phased_game(g: Game) -> Iterator[Decision]:
    flow, state = g.flow, g.state
    where = state.flow
    index = next(i for i, phase in enumerate(flow.phases) if phase.id == where["phase"])
    first = where["first"]
    order = [(first + offset) % g.players for offset in range(g.players)]
    yield from g._run(g._unit, g.active)  # the part being played (as Game._turn, from its start)
    g.turns += 1
    if g.turns >= flow.turn_limit:
        g.stopped_by_limit = True
    if not (g.stopped_by_limit or g._over()):
        yield from _rest_of_phase(g, flow.phases[index], order, order.index(g.active) + 1)
    for phase in flow.phases[index + 1:]:
        if g.stopped_by_limit or g._over():
            break
        state.flow = {"round": g.rounds, "phase": phase.id, "first": first, "passed": []}
        yield from _rest_of_phase(g, phase, order, 0)
    if not (g.stopped_by_limit or g._over()):
        yield from play_rounds(g)
    yield from g._finish()


def _rest_of_phase(g: Game, phase: Phase, order: list[int], at: int) -> Iterator[Decision]:
    """The seats of `order[at:]` in this phase (as `play_rounds` plays a phase), then, for a
    phase of turns, the rounds of turns until everyone has passed."""
    if phase.kind == "once":
        if at == 0:
            yield from g._turn(phase.stmt, order[0])
        return
    for seat in order[at:]:
        if phase.kind == "turns" and seat in g.state.flow["passed"]:
            continue
        yield from g._turn(phase.stmt, seat)
        if g.stopped_by_limit or g._over():
            return
    if phase.kind == "turns":
        yield from _turns_until_all_passed(g, phase, order)
