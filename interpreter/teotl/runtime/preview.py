"""What an option leads to, worked out by the engine: the option played on a copy of the game up
to the next decision (or the end of the turn), and the difference it makes.

Why run it rather than read the rules: what an option costs and gives depends on the state (a
price that is the number of colours on a space, a reward on the step reached,
a discount on the level of a slot), and the effect already knows; a copy of the game answered with
the option says it exactly, for any rule set. Only a person's prompt asks for it (the bots never
do), once per option of a decision.

The copy. With snapshots (`Game.snapshots`), the state at the start of the turn is copied and
the turn (`Game.turn_from`) replayed with this turn's answers to the decision; otherwise, or
outside a turn (set-up, final scoring), the game is replayed from its seed (once per decision:
`Base`). What the deciding seat cannot see is never told: a component taken from a supply it
cannot see is reported by its type, not its name, and when the option draws on chance (the
state's random numbers), it is played a second time on another draw and only what both runs share
is reported (`Outcome.chance` says the rest depends on it).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Iterator, Optional

from teotl.model.decisions import Decision
from teotl.model.state import GameState
from teotl.runtime.observation import can_see

#: a replay from the seed longer than this is not made for a preview (a decision outside any turn
#: late in a game without snapshots: the final scoring)
MAX_REPLAY = 5000


@dataclass
class Outcome:
    """The difference an option makes, for the seat that decides (see the module's docstring)."""
    seat: int
    resources: dict[int, dict[str, int]] = field(default_factory=dict)   # seat → resource → change
    tracks: dict[int, dict[str, tuple[int, int]]] = field(default_factory=dict)  # seat → track → (from, to)
    pieces: list[tuple[Any, Any]] = field(default_factory=list)  # (piece before, after) that changed
    owned: dict[int, list[str]] = field(default_factory=dict)    # seat → components now owned
    hidden_owned: dict[int, list[str]] = field(default_factory=dict)  # … taken unseen: their types
    counters: dict[str, tuple[int, int]] = field(default_factory=dict)  # global counter → (from, to)
    placed: list[str] = field(default_factory=list)  # components placed on a grid or a grid space
    next: Optional[Decision] = None  # the decision the copy stopped at (None: the turn ended)
    chance: bool = False             # the option draws on chance: only what does not is reported

    def empty(self) -> bool:
        return not (self.resources or self.tracks or self.pieces or self.owned or self.hidden_owned
                    or self.counters or self.placed)


class Base:
    """A game at a decision from which each option can be tried: the real game when it keeps
    snapshots, else a replay of it that does (made once per decision)."""

    def __init__(self, game: Any):
        self.game = game
        self.ok = True
        if game.turn_start is None and not getattr(game, "snapshots", False):
            if len(game.answers) > MAX_REPLAY:
                self.ok = False
                return
            replay = type(game)(game.runtime, game.players, game.seed, snapshots=True)
            for key in game.answers:
                replay.answer(key)
            self.game = replay

    def outcome(self, decision: Decision, option: Any) -> Optional[Outcome]:
        """What `option` of `decision` (the game's pending one) leads to; None when no copy
        reaches the decision (an engine bug: no preview rather than a wrong one)."""
        if not self.ok:
            return None
        first = self._play(option, None)
        if first is None:
            return None
        state, after, stopped = first
        outcome = _difference(self.game.runtime, decision.player, state, after, stopped)
        if self.game.turn_start is None and stopped is not None and stopped.player != decision.player:
            # a replay outside a turn (set-up) ran on into another seat's part: only the seat's own
            outcome.resources = {s: c for s, c in outcome.resources.items() if s == decision.player}
            outcome.tracks = {s: c for s, c in outcome.tracks.items() if s == decision.player}
            outcome.pieces = [(a, b) for a, b in outcome.pieces if b.owner == decision.player]
            outcome.counters = {}
        if after.rng.getstate() != state.rng.getstate():
            second = self._play(option, random.Random(len(self.game.answers) * 7919 + 17))
            if second is not None:
                other = _difference(self.game.runtime, decision.player, state, second[1], second[2])
                outcome = _common(outcome, other)
            outcome.chance = True
        return outcome

    # ------------------------------------------------------------------ the copy
    def _play(self, option: Any, rng: Optional[random.Random]) -> Optional[tuple[GameState, GameState, Any]]:
        """(the state at the decision, the state after the option, the next decision or None)."""
        game = self.game
        if game.turn_start is not None:
            state = game.turn_start.copy()
            state.log = []
            runner = game.turn_from(state, game.active)
            pending = _replay(runner, game.turn_answers)
        else:
            if len(game.answers) > MAX_REPLAY:
                return None
            shell = type(game)(game.runtime, game.players, game.seed)
            for key in game.answers:
                shell.answer(key)
            state, runner, pending = shell.state, None, shell.pending
            state.log = []
        if pending is None or [o.key for o in pending.options] != [o.key for o in game.pending.options]:
            return None
        before = state.copy()
        if rng is not None:
            state.rng.setstate(rng.getstate())
        found = pending.find(option.key)
        if runner is not None:
            try:
                stopped = runner.send(found.value)
            except StopIteration:
                stopped = None
        else:
            stopped = shell.answer(found.key)
        return before, state, stopped


def _replay(runner: Iterator, answers: list[str]) -> Optional[Decision]:
    """The turn's generator brought to its current decision by its answers."""
    try:
        pending = next(runner)
        for key in answers:
            option = pending.find(key)
            if option is None:
                return None
            pending = runner.send(option.value)
        return pending
    except StopIteration:
        return None


def _difference(rt: Any, seat: int, before: GameState, after: GameState, stopped: Any) -> Outcome:
    outcome = Outcome(seat, next=stopped)
    hidden = rt.vocab.hidden_counters            # the rules' bookkeeping (`hidden: true`): never previewed
    for old, new in zip(before.players, after.players):
        changed = {name: new.counters.get(name, 0) - value for name, value in old.counters.items()
                   if new.counters.get(name, 0) != value and name not in hidden}
        if changed:
            outcome.resources[old.index] = changed
        moved = {name: (value, new.tracks.get(name, value)) for name, value in old.tracks.items()
                 if new.tracks.get(name, value) != value}
        if moved:
            outcome.tracks[old.index] = moved
        had = set(old.owned)
        gained = [cid for cid in new.owned if cid not in had]
        for cid in gained:
            seen = _was_visible(rt, before, cid, seat)
            (outcome.owned if seen else outcome.hidden_owned).setdefault(old.index, []).append(cid)
    by_id = {p.pid: p for p in before.pieces}
    for piece in after.pieces:
        old = by_id.get(piece.pid)
        if old is None or (old.at, old.value, old.held) != (piece.at, piece.value, piece.held):
            outcome.pieces.append((old, piece))
    outcome.counters = {name: (value, after.counters.get(name, value)) for name, value in before.counters.items()
                        if after.counters.get(name, value) != value and name not in hidden}
    outcome.placed = _placed(before, after)
    return outcome


def _was_visible(rt: Any, state: GameState, cid: str, seat: int) -> bool:
    """Could `seat` see the component where it lay (a supply it sees, or nowhere in a supply)?"""
    for key, contents in state.supplies.items():
        if cid in contents:
            return can_see(rt, key, seat)
    return True


def _placed(before: GameState, after: GameState) -> list[str]:
    """Components put on a placement grid (slots, spots) or a grid space by the option."""
    placed = []
    for grid_id, grid in after.grids.items():
        old = before.grids.get(grid_id) or {}
        for slot, value in (grid.get("filled") or {}).items():
            if slot not in (old.get("filled") or {}) and isinstance(value, list) and value:
                placed.append(str(value[0]))
        for spot, tile in (grid.get("spots") or {}).items():
            if spot not in (old.get("spots") or {}):
                placed.append(str(tile))
    for space, cells in after.cells.items():
        old_cells = before.cells.get(space) or {}
        for cell, stack in cells.items():
            if old_cells.get(cell) != stack and stack:
                placed.append(str(stack[-1][0]))
    return placed


def _common(one: Outcome, other: Outcome) -> Outcome:
    """What two runs of an option on different draws of chance agree on."""
    common = Outcome(one.seat, next=one.next if _same_next(one.next, other.next) else None)
    for seat, changes in one.resources.items():
        kept = {k: v for k, v in changes.items() if other.resources.get(seat, {}).get(k) == v}
        if kept:
            common.resources[seat] = kept
    for seat, changes in one.tracks.items():
        kept = {k: v for k, v in changes.items() if other.tracks.get(seat, {}).get(k) == v}
        if kept:
            common.tracks[seat] = kept
    others = {(p.pid, p.at, p.value, p.held) for _, p in other.pieces}
    common.pieces = [(a, b) for a, b in one.pieces if (b.pid, b.at, b.value, b.held) in others]
    for seat, cids in one.owned.items():
        kept = [c for c in cids if c in other.owned.get(seat, [])]
        if kept:
            common.owned[seat] = kept
    common.counters = {k: v for k, v in one.counters.items() if other.counters.get(k) == v}
    common.placed = [c for c in one.placed if c in other.placed]
    return common


def _same_next(one: Optional[Decision], other: Optional[Decision]) -> bool:
    if one is None or other is None:
        return one is other
    return one.player == other.player and [o.key for o in one.options] == [o.key for o in other.options]
