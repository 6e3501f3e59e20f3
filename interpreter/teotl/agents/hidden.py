"""The determinisation hook: replace, in a fork's state, everything a seat cannot see by a sample.

`Runtime.determinise(state, seat, rng)` (teotl.runtime.observation) deals the hidden components
afresh among the places they could be, hides other players' owner-only counters and gives the
state a new RNG, so future shuffles and rolls are guesses too. A fork's state is referred to by
the suspended effects of the turn being played, so the sample is copied *into* it (`transplant`)
rather than swapped for it.

The sample must depend on what the seat knows only: `determinise` shuffles the hidden pool it
finds, so the pool is put in a canonical order first (sorted within each group of places that
deal among each other), so that two states differing only in a face-down order give the same
sample for the same `rng`.
"""
from __future__ import annotations

import random
from typing import Any, Optional

from teotl.model.state import GameState


def resample(runtime: Any, state: GameState, seat: int, rng: random.Random) -> None:
    """Deal what `seat` cannot see in `state` afresh, in place."""
    determinise = getattr(runtime, "determinise", None)
    if determinise is None:
        # TODO(cards): Runtime.determinise is not on main yet; until it lands only the RNG is
        # resampled (future shuffles and rolls), hidden supplies are left as they are. Remove this
        # branch once it has landed.
        state.rng.seed(rng.getrandbits(64))
        return
    _canonical_hidden(runtime, state, seat)
    transplant(state, determinise(state, seat, rng))


def _canonical_hidden(runtime: Any, state: GameState, seat: Optional[int]) -> None:
    """Sort the hidden components within each group of hidden places that share a component type
    (the groups `determinise` deals among), keeping every place's size."""
    from teotl.model.supply_keys import split_key
    from teotl.runtime.observation import hidden_places
    groups: dict[Any, list[str]] = {}
    for key in hidden_places(runtime, state, seat):
        if state.supplies.get(key):
            spec = runtime.vocab.supplies.get(split_key(key)[0])
            group = spec.of if spec is not None and spec.of else ("supply", key)
            groups.setdefault(group, []).append(key)
    for keys in groups.values():
        pool = sorted(cid for key in keys for cid in state.supplies[key])
        at = 0
        for key in keys:
            size = len(state.supplies[key])
            state.supplies[key][:] = pool[at:at + size]
            at += size


def transplant(state: GameState, sample: GameState) -> None:
    """Make `state` equal to `sample` where a determinisation may differ (supplies, players'
    counters and tracks, the RNG), keeping the objects the running effects hold."""
    for key, contents in sample.supplies.items():
        held = state.supplies.get(key)
        if held is None:
            state.supplies[key] = list(contents)
        elif held != contents:
            held[:] = contents
    for player, sampled in zip(state.players, sample.players):
        if player.counters != sampled.counters:
            player.counters.update(sampled.counters)
        if player.tracks != sampled.tracks:
            player.tracks.update(sampled.tracks)
    state.rng.setstate(sample.rng.getstate())
