"""One game of a comparison, with what each player did with the components.

A comparison plays its games through `teotl.simulate.simulate` (one process, local workers or a
Dask cluster alike) with `play_recorded` in place of `simulate.play_one`: the same game, played
with the log on, and besides the usual `GameResult` the components each seat took or used, read
from the log's events. Which events count is a matter of the engine's verbs, not of any game:
an event names a component (`component`, or `tile` for one placed on a grid) and the seat that
acted (`p`); its kind says whether the component changed owner or was used. A card a player
chooses to move into a supply of their own (`put`: drafted into a hand, built) is taken too.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Optional, Sequence

from teotl.agents import make_agent
from teotl.runtime.game import Game
from teotl.runtime.runtime import Runtime
from teotl.simulate import GameResult, RuleSource

# The engine's log events in which a seat's component changes owner or is placed by the seat …
TAKEN_EVENTS = frozenset({"acquire", "claim", "take", "own", "build", "attach", "place"})
# … or is used (its effect run by that seat).
USED_EVENTS = frozenset({"use", "pick", "activate"})
# Events that name a component but say neither (a supply's tile discarded or turned over, set-up
# placements, a used tile turned face up): not counted.
OTHER_EVENTS = frozenset({"discard", "flip", "mark", "preplace", "renew", "reorder"})
COMPONENT_FIELDS = ("component", "tile")
# A move the player chooses (`put FROM TO`: which card from a supply) into a supply of a seat's own
# (`hand@1`, `empire@0`): that seat takes each component moved — a card drafted into a hand, a card
# built into a row. Moves dealt without a choice (`deal`: a draw, a set-up) do not count: a hand
# dealt and given back (a draft of starting tiles) is not a component the player had.
CHOSEN_MOVES = frozenset({"put"})


@dataclass(frozen=True)
class RecordedGame:
    """A game's result and its component events: (seat, "taken" or "used", component id, times)."""
    result: GameResult
    events: tuple[tuple[int, str, str, int], ...]

    @property
    def index(self) -> int:  # `simulate` puts results back in game order by it
        return self.result.index

    def components_of(self, seat: int, how: Optional[str] = None) -> set[str]:
        return {cid for s, kind, cid, _ in self.events if s == seat and (how is None or kind == how)}


def component_events(log: Sequence[dict], players: int, known: Any) -> tuple[tuple[int, str, str, int], ...]:
    """The seats' taken/used events of known components, counted, in a stable order. An instance
    of a component with copies (`ID#2`) counts as its component: the copies are one tile to an
    author, and a row per copy would split the same figures (teotl.runtime.copies)."""
    counts: Counter = Counter()

    def count(seat: int, how: str, cid: Any) -> bool:
        if not (isinstance(cid, str) and cid in known):
            return False
        info = known.get(cid) if isinstance(known, Mapping) else None
        counts[(seat, how, getattr(info, "copy_of", "") or cid)] += 1
        return True
    for event in log:
        kind = event.get("e")
        if kind in CHOSEN_MOVES:
            owner = _owner_of(event.get("to"))
            if owner is not None and 0 <= owner < players:
                for cid in event.get("components") or ():
                    count(owner, "taken", cid)
            continue
        how = "taken" if kind in TAKEN_EVENTS else "used" if kind in USED_EVENTS else None
        seat = event.get("p")
        if how is None or not isinstance(seat, int) or not 0 <= seat < players:
            continue
        for name in COMPONENT_FIELDS:
            if count(seat, how, event.get(name)):
                break
    return tuple((seat, how, cid, n) for (seat, how, cid), n in sorted(counts.items()))


def _owner_of(supply: Any) -> Optional[int]:
    """The seat a per-player supply belongs to (`hand@1` → 1), None for a shared one."""
    if not isinstance(supply, str) or "@" not in supply:
        return None
    seat = supply.rsplit("@", 1)[1]
    return int(seat) if seat.isdigit() else None


def play_recorded(runtime: Runtime, players: int, seed: int, agents: Sequence[str], index: int = 0) -> RecordedGame:
    """`simulate.play_one`, with the log on and the components' events kept (a `simulate.Play`).
    The log changes nothing in a game (tested: play with the log on and off is the same)."""
    logged = runtime if runtime.logging else runtime.fork(logging=True)
    deciders = [make_agent(name, seed, seat) for seat, name in enumerate(agents)]
    game = Game(logged, players, seed, snapshots=any(getattr(d, "needs_snapshots", False) for d in deciders))
    decisions = 0
    while not game.finished:
        decision = game.pending
        game.answer(deciders[decision.player].choose(game, decision))
        decisions += 1
    result = GameResult(index, seed, tuple(agents), tuple(game.scores()), tuple(game.ranking()), game.turns,
                        game.rounds, decisions, game.stopped_by_limit)
    return RecordedGame(result, component_events(game.state.log, players, logged.components))


@dataclass(frozen=True)
class LoggedSource(RuleSource):
    """A `RuleSource` whose runtime keeps the log (what `play_recorded` reads); a cache key of
    its own in workers, apart from the same rules without the log."""

    @classmethod
    def of(cls, root: Optional[Path], modules: Sequence[str] = (), variants: Sequence[Path] = ()) -> "LoggedSource":
        plain = RuleSource.of(root, modules, variants)
        return cls(plain.root, plain.modules, plain.variants)

    def load(self) -> tuple[Runtime, str]:
        from teotl.loading import load_runtime
        ruleset, runtime = load_runtime(Path(self.root) if self.root else None, list(self.modules),
                                        [Path(v) for v in self.variants], logging=True)
        return runtime, ruleset.fingerprint
