"""What the greedy agent has learnt about the turn being played: every continuation it has tried
since the turn began, as the answers it gave from the turn's start, and the value of the state it
reached at the turn's end.

The paths are kept by decision: the node of a decision is the answers before it (from the turn's
start) and the keys of the options it offered; for each option answered there, the best value of
any path that went through it. At a later decision of the same turn, an option some earlier path
already went through need not be tried again: its best continuation so far is known, found on the
same kind of sample of the turn's start. Trying the turn's first decision widely and the later
ones only where nothing is known is what makes the look-ahead cheap (docs/agents.md, "greedy").
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

Node = tuple[tuple[str, ...], tuple[str, ...]]  # (answers before the decision, keys it offered)


class TurnPaths:
    """The continuations tried during one turn (`turn` is the snapshot of its start)."""

    __slots__ = ("turn", "nodes", "samples")

    def __init__(self, turn: Any = None):
        self.turn = turn
        self.nodes: dict[Node, dict[str, int]] = {}
        self.samples: list = []

    def __bool__(self) -> bool:
        return bool(self.nodes)

    def known(self, answers: Sequence[str], keys: tuple[str, ...]) -> dict[str, int]:
        """For the decision after `answers` offering `keys`: best value by option answered there."""
        return self.nodes.get((tuple(answers), keys)) or {}

    def add(self, steps: Sequence[tuple[tuple[str, ...], str]], value: int) -> None:
        """A continuation: at each decision from the turn's start, the keys offered and the one
        answered; `value` is the state's value where it ended."""
        answers: tuple[str, ...] = ()
        nodes = self.nodes
        for keys, answer in steps:
            node = nodes.get((answers, keys))
            if node is None:
                node = nodes[(answers, keys)] = {}
            best = node.get(answer)
            if best is None or value > best:
                node[answer] = value
            answers += (answer,)


def best_known(known: dict[str, int], keys: Sequence[str]) -> Optional[str]:
    """The option (in the decision's order, the earlier one on a tie) with the best known value."""
    best_key, best_value = None, None
    for key in keys:
        value = known.get(key)
        if value is not None and (best_value is None or value > best_value):
            best_key, best_value = key, value
    return best_key
