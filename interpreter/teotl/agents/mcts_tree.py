"""The search tree of `mcts` and its statistics (information-set MCTS, one tree per decision).

A node stands for the decisions reached by one sequence of answers from the root, whatever the
determinisation: an information set as the searching seat's tree sees it (the answers of every
seat are in it, the hidden parts and chance outcomes are not). Each child keeps, for every
player, the sum of that player's rewards over the iterations that went through it, so a decision
of another seat is chosen by *that seat's* statistics (multi-player ISMCTS).

Not every option exists in every determinisation (what is hidden or rolled changes what may be
done), so selection counts how often a child was *available* and uses that count where plain
UCT uses the parent's visits (Cowling, Powley & Whitehouse 2012, "Information Set Monte Carlo
Tree Search").
"""
from __future__ import annotations

import math
from typing import Optional, Sequence


class Node:
    __slots__ = ("children", "visits", "available", "totals")

    def __init__(self, players: int):
        self.children: dict[str, "Node"] = {}
        self.visits = 0
        self.available = 0
        self.totals = [0.0] * players

    def mean(self, player: int) -> float:
        return self.totals[player] / self.visits if self.visits else 0.0


class Bounds:
    """The smallest and largest reward seen in one search, to put means on [0, 1] for UCB
    whatever the units of the game's value formula (a point, a tenth of a point, a coin)."""
    __slots__ = ("low", "high")

    def __init__(self) -> None:
        self.low, self.high = math.inf, -math.inf

    def add(self, values: Sequence[float]) -> None:
        low, high = min(values), max(values)
        if low < self.low:
            self.low = low
        if high > self.high:
            self.high = high

    def scale(self, value: float) -> float:
        span = self.high - self.low
        return (value - self.low) / span if span > 0 else 0.5


def select(node: Node, keys: Sequence[str], player: int, exploration: float, bounds: Bounds) -> str:
    """The key whose child has the highest upper confidence bound for `player` among `keys`
    (every one of them already has a child); the first such key on a tie."""
    best_key, best_score = keys[0], -math.inf
    children = node.children
    for key in keys:
        child = children[key]
        score = bounds.scale(child.totals[player] / child.visits) + \
            exploration * math.sqrt(math.log(child.available) / child.visits)
        if score > best_score:
            best_key, best_score = key, score
    return best_key


def most_visited(node: Node, keys: Sequence[str], player: int) -> Optional[str]:
    """The answer to give: the most visited child among `keys`, then the best mean for `player`,
    then the earliest key (a fixed order, so a given search always gives the same answer)."""
    best_key, best = None, None
    for key in keys:
        child = node.children.get(key)
        if child is None or child.visits == 0:
            continue
        rank = (child.visits, child.mean(player))
        if best is None or rank > best:
            best_key, best = key, rank
    return best_key
