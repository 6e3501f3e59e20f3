"""Uniformly random over the legal options, from its own seeded RNG (so games replay exactly)."""
from __future__ import annotations

import random

from teotl.engine.decisions import Decision


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game, decision: Decision) -> str:
        return decision.options[self.rng.randrange(len(decision.options))].key
