"""The determinisation hook: replace, in a fork's state, everything a seat cannot see by a sample.

`Runtime.determinise(state, seat, rng)` (teotl.runtime.observation) deals the hidden components
afresh among the places they could be, hides other players' owner-only counters and gives the
state a new RNG, so future shuffles and rolls are guesses too. A fork's state is referred to by
the suspended effects of the turn being played, so the sample is copied *into* it (`transplant`)
rather than swapped for it.

The sample must depend on what the seat knows only: `determinise` shuffles the hidden pool it
finds, so the pool is put in a canonical order first (sorted within each component type, over
the places it deals among), so that two states differing only in a face-down order give the
same sample for the same `rng`.
"""
from __future__ import annotations

import random
from typing import Any, Optional

from teotl.model.state import GameState
from teotl.runtime.observation import hidden_places


def resample(runtime: Any, state: GameState, seat: int, rng: random.Random) -> None:
    """Deal what `seat` cannot see in `state` afresh, in place."""
    _canonical_hidden(runtime, state, seat)
    transplant(state, runtime.determinise(state, seat, rng))


def _canonical_hidden(runtime: Any, state: GameState, seat: Optional[int]) -> None:
    """Sort the hidden components of each component type over the places they hold (the pools
    `determinise` shuffles), so that the pool it shuffles does not depend on the hidden order."""
    places: dict[str, list[tuple[str, int]]] = {}
    for key in hidden_places(runtime, state, seat):
        for position, cid in enumerate(state.supplies.get(key) or ()):
            places.setdefault(runtime.component_type(cid) if cid in runtime.components else "", []).append((key, position))
    for slots in places.values():
        pool = sorted(state.supplies[key][position] for key, position in slots)
        for (key, position), cid in zip(slots, pool):
            state.writable_supply(key)[position] = cid


def transplant(state: GameState, sample: GameState) -> None:
    """Make `state` equal to `sample` where a determinisation may differ (supplies, players'
    counters and tracks, the RNG), keeping the objects the running effects hold."""
    for key, contents in sample.supplies.items():
        held = state.supplies.get(key)
        if held is None:
            state.supplies[key] = list(contents)
        elif (held != contents if type(held) is type(contents) else list(held) != list(contents)):
            state.writable_supply(key)[:] = contents  # (a list held stays the one held)
    for player, sampled in zip(state.players, sample.players):
        if player.counters != sampled.counters:
            player.counters.update(sampled.counters)
        if player.tracks != sampled.tracks:
            player.tracks.update(sampled.tracks)
    state.rng.setstate(sample.rng.getstate())
