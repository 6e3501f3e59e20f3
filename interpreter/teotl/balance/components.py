"""Per-component statistics: for every component a player took or used in the games, how often,
and how the players who did it fared.

A *player-game* is one seat in one game. A player-game "has" a component when that seat took it
or used it (`records.RecordedGame.events`). For each component and each rule set:

- **taken in**: the share of games in which some seat had it (Wilson interval);
- **by**: how many player-games had it;
- **win rate of those who had it**: their wins / their player-games (Wilson). With P players
  the average seat wins 1/P of its games: a win rate well above that marks a strong component
  — or one that strong players pick; the games are not an experiment in which the component was
  handed out at random, so read it as a signal to look at, not a proof;
- **mean final score** of those who had it (Student's t) and its difference from everyone else's
  in the same games (Welch's t).

A component that *every* seat had in every game in which anyone had it (a player's own pieces,
what the set-up deals to everyone) is **shared** (`ComponentRow.shared`): its holders win exactly
1/P of the time by construction and there is nobody to compare them with, so its figures say
nothing about balance. Reports list such components apart, leave them out of the plot and of
the number of win rates looked at together (`tests_of`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Sequence

from teotl.balance.changes import Change
from teotl.balance.records import RecordedGame
from teotl.balance.stats import Interval


@dataclass(frozen=True)
class ComponentSide:
    games: int
    games_with: int
    holders: int                 # player-games that had it
    wins: int                    # of those
    taken_in: Interval           # share of games
    win_rate: Interval           # of the player-games that had it
    score: Interval              # their mean final score
    versus_others: Interval      # their mean score − the other player-games' mean score
    every_seat: bool = False     # every seat had it in each game in which some seat did (and some did)

    @classmethod
    def of(cls, games: Sequence[RecordedGame], cid: str) -> "ComponentSide":
        holder_scores, other_scores, wins, games_with = [], [], 0, 0
        every_seat = True
        for game in games:
            seats = {seat for seat, _, component, _ in game.events if component == cid}
            if seats:
                games_with += 1
                every_seat = every_seat and len(seats) >= len(game.result.scores)
            winner = game.result.winner
            for seat, score in enumerate(game.result.scores):
                if seat in seats:
                    holder_scores.append(score)
                    wins += seat == winner
                else:
                    other_scores.append(score)
        return cls(len(games), games_with, len(holder_scores), wins, Interval.wilson(games_with, len(games)),
                   Interval.wilson(wins, len(holder_scores)), Interval.of_mean(holder_scores),
                   Interval.welch(holder_scores, other_scores), every_seat and games_with > 0)


@dataclass(frozen=True)
class ComponentRow:
    component: str
    name: str
    type: str
    how: tuple[str, ...]                       # "taken", "used"
    sides: tuple[ComponentSide, ComponentSide]  # A, B
    changes: tuple[Change, ...] = field(default=())

    @property
    def shared(self) -> bool:
        """Every seat had it whenever some seat did, under both rule sets (a side where nobody had
        it does not count against): its win rate is 1/P by construction, its figures no signal."""
        held = [side for side in self.sides if side.holders]
        return bool(held) and all(side.every_seat for side in held)

    def notable(self, baseline: float, tests: int = 1) -> bool:
        return not self.shared and any(direction(side, baseline, tests) for side in self.sides)


def direction(side: ComponentSide, baseline: float, tests: int = 1) -> str:
    """"▲" / "▼" when the win rate of those who had the component lies above / below the average
    seat's (1/P) even allowing for `tests` win rates looked at together (Bonferroni: each
    interval at 1 − 5 %/tests), else "": among a hundred components some 95 % intervals miss 1/P
    by chance alone."""
    interval = Interval.wilson(side.wins, side.holders, 1 - 0.05 / max(1, tests))
    if not interval.defined:
        return ""
    return "▲" if interval.low > baseline else "▼" if interval.high < baseline else ""


def tests_of(rows: Sequence["ComponentRow"]) -> int:
    """How many win rates a report looks at: each component on each side, shared ones aside."""
    return 2 * sum(1 for row in rows if not row.shared)


def split_shared(rows: Sequence["ComponentRow"]) -> tuple[list["ComponentRow"], list["ComponentRow"]]:
    """The rows whose figures can tell something, and the shared ones (every seat had them)."""
    return [row for row in rows if not row.shared], [row for row in rows if row.shared]


def component_rows(a: Sequence[RecordedGame], b: Sequence[RecordedGame], info: Mapping[str, Any],
                   changes: Optional[Mapping[str, Sequence[Change]]] = None) -> list[ComponentRow]:
    """One row per component some seat took or used on either side, grouped by type (in the
    rule set's order of types), the most taken first; `info`: component id → its `name` and
    `type` (a runtime's `components`); `changes`: the variants' changes by component."""
    how: dict[str, set[str]] = {}
    for game in list(a) + list(b):
        for _, kind, cid, _ in game.events:
            how.setdefault(cid, set()).add(kind)
    changes = changes or {}
    type_order: dict[str, int] = {}
    for cid in info:
        type_order.setdefault(_type_of(info, cid), len(type_order))
    rows = []
    for cid, kinds in how.items():
        rows.append(ComponentRow(cid, _name_of(info, cid), _type_of(info, cid),
                                 tuple(k for k in ("taken", "used") if k in kinds),
                                 (ComponentSide.of(a, cid), ComponentSide.of(b, cid)), tuple(changes.get(cid, ()))))
    rows.sort(key=lambda r: (type_order.get(r.type, len(type_order)), -(r.sides[0].holders + r.sides[1].holders),
                             r.component))
    return rows


def _name_of(info: Mapping[str, Any], cid: str) -> str:
    item = info.get(cid)
    return (getattr(item, "name", None) or cid) if item is not None else cid


def _type_of(info: Mapping[str, Any], cid: str) -> str:
    item = info.get(cid)
    return (getattr(item, "type", None) or "other") if item is not None else "other"


def idle_changes(rows: Sequence[ComponentRow], changes: Sequence[Change], info: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The components a variant changes that no player took or used in any game, although others
    of their type were (id, name): the change had no occasion to act — a module may take the
    component out of play (a module that replaces it), or nobody ever wanted it. Rules, templates
    and other things never taken are not listed: nothing of their type is."""
    seen = {row.component for row in rows}
    types = {row.type for row in rows}
    idle: dict[str, str] = {}
    for change in changes:
        cid = change.component
        if cid is not None and cid not in seen and cid in info and _type_of(info, cid) in types:
            idle.setdefault(cid, change.name or _name_of(info, cid))
    return list(idle.items())
