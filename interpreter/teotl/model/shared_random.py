"""A game's random numbers, with copies that cost nothing until one of them draws.

A look-ahead agent copies a game state for every option it tries, and most of those copies never
shuffle or roll anything. Copying a `random.Random` means reading out and writing back the
Mersenne Twister's 625 words (`getstate`/`setstate`: about 40 % of a whole state's copy), so a
`SharedRandom` hands its generator to the copy instead and counts how many states share it; the
first one to draw while it is shared takes a generator of its own (the expensive copy, done then
and only by it), the others go on with the shared one. A copy that is dropped without drawing
gives its share back (`__del__`), so the last holder draws from the shared generator again
without copying it.

The numbers are those of `random.Random`: every draw is the standard library's own method on a
`random.Random` in exactly the state an eager copy would have had, so a seeded game draws the same
numbers, in the same order, whatever was copied when (tests/test_snapshots_random.py).
"""
from __future__ import annotations

import random
from typing import Any, MutableSequence, Optional, Sequence

_new_random = random.Random.__new__


def _clone(source: random.Random) -> random.Random:
    clone = _new_random(random.Random)  # unseeded (seeding would be thrown away), then
    clone.setstate(source.getstate())   # given the source's whole state
    return clone


class SharedRandom:
    """`random.Random`'s methods and numbers; `copy()` shares the generator until one draws."""

    __slots__ = ("_random", "_sharers", "_seed")

    def __init__(self, seed: Any = None):
        self._random = random.Random(seed)
        self._sharers = [1]  # how many SharedRandom objects hold `_random` (one list per generator)
        self._seed = None  # (`seeded_later`: the seed, while `_random` is None)

    @classmethod
    def seeded_later(cls, seed: int) -> "SharedRandom":
        """`SharedRandom(seed)`, the generator seeded only when one of its holders first draws or
        reads its state: seeding a Mersenne Twister costs a few µs, and a look-ahead's sample
        gets a new generator that most of its continuations never draw from. The same numbers
        as `SharedRandom(seed)` (each holder that draws seeds its own from `seed`)."""
        if type(seed) is not int:
            return cls(seed)
        shared = cls.__new__(cls)
        shared._random, shared._sharers, shared._seed = None, [1], seed
        return shared

    @classmethod
    def of(cls, source: random.Random) -> "SharedRandom":
        """A SharedRandom that goes on from `source`'s state (`source` itself is not touched)."""
        shared = cls.__new__(cls)
        shared._random, shared._sharers, shared._seed = _clone(source), [1], None
        return shared

    def copy(self) -> "SharedRandom":
        """A generator in this one's state, drawing independently from now on (no work now)."""
        sharers = self._sharers
        sharers[0] += 1
        copy = SharedRandom.__new__(SharedRandom)
        copy._random, copy._sharers, copy._seed = self._random, sharers, self._seed
        return copy

    def __del__(self) -> None:
        self._sharers[0] -= 1  # (a dropped copy gives its share back)

    def _own(self) -> random.Random:
        """The generator to draw from: this object's own one, taken from the shared one if need be."""
        sharers = self._sharers
        if self._random is None:  # (seeded_later, and nobody has drawn yet): a generator from the seed
            if sharers[0] > 1:
                sharers[0] -= 1
                self._sharers = [1]
            self._random = random.Random(self._seed)
        elif sharers[0] > 1:
            sharers[0] -= 1
            self._random, self._sharers = _clone(self._random), [1]
        return self._random

    @property
    def shared(self) -> bool:
        """True while another SharedRandom holds the same generator (nobody has drawn since the copy)."""
        return self._sharers[0] > 1

    # ---------------------------------------------------------------- random.Random's methods
    def random(self) -> float:
        return self._own().random()

    def getrandbits(self, k: int) -> int:
        return self._own().getrandbits(k)

    def randrange(self, start: int, stop: Optional[int] = None, step: int = 1) -> int:
        return self._own().randrange(start, stop, step)

    def randint(self, a: int, b: int) -> int:
        return self._own().randint(a, b)

    def choice(self, seq: Sequence) -> Any:
        return self._own().choice(seq)

    def choices(self, population: Sequence, weights=None, *, cum_weights=None, k: int = 1) -> list:
        return self._own().choices(population, weights, cum_weights=cum_weights, k=k)

    def shuffle(self, x: MutableSequence) -> None:
        self._own().shuffle(x)

    def sample(self, population: Sequence, k: int, *, counts=None) -> list:
        return self._own().sample(population, k, counts=counts)

    def uniform(self, a: float, b: float) -> float:
        return self._own().uniform(a, b)

    def __getattr__(self, name: str) -> Any:
        # any other method of random.Random (gauss, betavariate, randbytes, …): drawn from an own
        # generator, as the ones above (only names the standard class has get here)
        if name.startswith("_") or not hasattr(random.Random, name):
            raise AttributeError(name)
        return getattr(self._own(), name)

    def getstate(self) -> tuple:
        if self._random is None:  # (seeded_later) the state its seed gives
            return random.Random(self._seed).getstate()
        return self._random.getstate()  # reading the state draws nothing: no own copy needed

    def setstate(self, state: tuple) -> None:
        self._release()
        generator = _new_random(random.Random)
        generator.setstate(state)
        self._random = generator

    def seed(self, a: Any = None, version: int = 2) -> None:
        self._release()
        self._random = random.Random(a) if version == 2 else _seeded(a, version)

    def _release(self) -> None:
        """Leave the shared generator to the others (this one is about to get a new state)."""
        self._sharers[0] -= 1
        self._sharers = [1]

    def __reduce__(self):
        return (_from_state, (self.getstate(),))

    def __repr__(self) -> str:
        return f"<SharedRandom{' (shared)' if self.shared else ''}>"


def _seeded(a: Any, version: int) -> random.Random:
    generator = random.Random()
    generator.seed(a, version)
    return generator


def _from_state(state: tuple) -> SharedRandom:
    shared = SharedRandom.__new__(SharedRandom)
    generator = _new_random(random.Random)
    generator.setstate(state)
    shared._random, shared._sharers, shared._seed = generator, [1], None
    return shared


def copy_rng(rng: Any) -> Any:
    """A copy of a state's RNG: shared until one draws for a SharedRandom; an eager copy of a plain
    `random.Random` (given back as a SharedRandom); `copy()` of anything else that has one (a test's
    scripted dice)."""
    if type(rng) is SharedRandom:
        return rng.copy()
    if isinstance(rng, random.Random):
        return SharedRandom.of(rng)
    copy = getattr(rng, "copy", None)
    if copy is not None:
        return copy()
    import copy as copying
    return copying.copy(rng)


def shuffle(rng: Any, items: list) -> None:
    """`rng.shuffle(items)`, with exactly the numbers and the order the standard library's
    `random.Random.shuffle` gives, for a `random.Random` or a SharedRandom; written out here
    because a look-ahead agent shuffles every hidden stack at every decision (Runtime.determinise)
    and the library's loop makes two Python calls per element (`_randbelow`, `getrandbits`)."""
    if type(rng) is SharedRandom:
        rng = rng._own()
    elif type(rng) is not random.Random:
        rng.shuffle(items)  # another generator (a subclass may draw otherwise): its own method
        return
    getrandbits = rng.getrandbits
    bits = _BITS if len(items) < len(_BITS) else [n.bit_length() for n in range(len(items) + 1)]
    for i in range(len(items) - 1, 0, -1):
        n = i + 1  # `_randbelow_with_getrandbits(n)`, inlined
        k = bits[n]  # n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


_BITS = [n.bit_length() for n in range(257)]  # n → n.bit_length(), for shuffles of up to 256 items
