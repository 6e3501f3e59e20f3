"""Rounds made of named phases (docs/game-model.md §6), for the games whose round is more than one
turn per player (a card game whose round has a draft, an income, turns and a tidy-up):

```yaml
flow:
  rounds: 5                     # or game_over: EXPR (checked after every turn and every phase)
  first_player: rotate          # or fixed (default): who starts each round's phases
  phases:
    - {id: production, each_player: production}           # once per player, in turn order
    - {id: action, turns: action_turn, until: all_passed}  # turns in order until everyone has passed
    - {id: cleanup, once: cleanup}                         # once, as the round's first player
```

A player passes with the verb `pass` (teotl.primitives.passing); a passed player gets no more turns
in that phase. Where the game is lives in `GameState.flow`, so a copied state (an agent's look-ahead)
knows who has passed. Without `phases:` a round is one turn per player, as before (runtime/game.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Optional

from teotl.language.statements import Stmt

KINDS = ("each_player", "turns", "once")


@dataclass(frozen=True)
class Phase:
    id: str
    kind: str          # each_player | turns | once
    stmt: Stmt


def phase_specs(spec: dict) -> list[tuple[int, Any, Optional[str], Optional[str], str]]:
    """(index, entry, phase id, component named, kind or a problem) for each `flow.phases` entry,
    read without a runtime (the checker and the game both use it)."""
    found = []
    for index, entry in enumerate(spec.get("phases") or ()):
        if not isinstance(entry, dict):
            found.append((index, entry, None, None, "a phase is a mapping like {id: action, turns: action_turn}"))
            continue
        kinds = [kind for kind in KINDS if kind in entry]
        if len(kinds) != 1:
            found.append((index, entry, entry.get("id"), None,
                          "a phase names exactly one of each_player:, turns:, once: (the component it runs)"))
            continue
        until = entry.get("until", "all_passed")
        if until != "all_passed" or (kinds[0] != "turns" and "until" in entry):
            found.append((index, entry, entry.get("id"), None, "`until:` is `all_passed`, for a phase of turns"))
            continue
        found.append((index, entry, str(entry.get("id", f"phase {index + 1}")), str(entry[kinds[0]]), kinds[0]))
    return found


def play_rounds(game: Any, resume: bool = False) -> Iterator:
    """The rounds of a game with phases (Game._play calls it between set-up and final scoring).
    `resume` (a fork of the game, `Game.fork`): the phase in `state.flow` of round `game.rounds` is
    being played, and the turn of `game.active` in it starts again from its beginning."""
    flow, state = game.flow, game.state
    players = game.players
    while resume or not game._over():
        if resume:
            first = state.flow["first"]
            at = next(index for index, phase in enumerate(flow.phases) if phase.id == state.flow["phase"])
        else:
            if flow.rounds is not None and game.rounds >= flow.rounds:
                return
            game.rounds += 1
            first = (game.rounds - 1) % players if flow.rotate_first else 0
            at = 0
        order = [(first + offset) % players for offset in range(players)]
        for phase in flow.phases[at:]:
            if resume:
                seats = order[order.index(game.active):]  # the resumed turn's seat, then the others
            else:
                state.flow = {"round": game.rounds, "phase": phase.id, "first": first, "passed": []}
                if game.runtime.logging:
                    game.runtime.log(game._ctx(first), "phase", phase=phase.id, round=game.rounds)
                seats = order
            if phase.kind == "once":
                yield from game._turn(phase.stmt, first, resume)
            elif phase.kind == "each_player":
                for seat in seats:
                    yield from game._turn(phase.stmt, seat, resume)
                    resume = False
                    if game.stopped_by_limit or game._over():
                        return
            else:
                yield from _turns_until_all_passed(game, phase, order, seats if resume else None)
            resume = False
            if game.stopped_by_limit or game._over():
                return


def _turns_until_all_passed(game: Any, phase: Phase, order: list[int], resumed: Optional[list[int]] = None) -> Iterator:
    """Turns in `order` until every seat has passed. `resumed`: the seats left in the pass being
    played, the first of them the turn that starts again (a fork's)."""
    state = game.state
    while True:
        moved = False
        for seat in (order if resumed is None else resumed):
            if resumed is not None:
                resumed = None
                moved = True  # the turn being played (its seat had not passed)
                yield from game._turn(phase.stmt, seat, True)
            else:
                if seat in state.flow["passed"]:
                    continue
                moved = True
                yield from game._turn(phase.stmt, seat)
            if game.stopped_by_limit or game._over():
                return
        if not moved:
            return
