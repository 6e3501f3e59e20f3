"""Uniformly random over the legal options, from its own seeded RNG (so games replay exactly)."""
from __future__ import annotations

import random

from teotl.model.decisions import Decision


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game, decision: Decision) -> str:
        """`options[rng.randrange(len(options))]`, with `randrange`'s own drawing written out (the
        same bits drawn in the same order, so the same choices): an agent answers every decision
        of a random game, and the two library calls cost as much as a small effect."""
        options = decision[2]  # `decision.options` (by position: cheaper than a named tuple's field name)
        n = len(options)
        if n <= 0:
            raise ValueError("empty range for randrange()")
        bits = self.rng.getrandbits
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return options[r][0]  # `.key`
