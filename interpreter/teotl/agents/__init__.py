"""Agents answer decisions: `random`, `greedy` (one turn of look-ahead, valued by a rule-file
expression) and `human` (terminal). They all see the same `Decision`s as any other caller."""
from __future__ import annotations

from typing import Callable

from teotl.agents.base import Agent
from teotl.agents.greedy import GreedyAgent
from teotl.agents.random_agent import RandomAgent

AGENTS: dict[str, Callable[..., Agent]] = {"random": RandomAgent, "greedy": GreedyAgent}


def make_agent(name: str, seed: int, seat: int) -> Agent:
    """An agent by name; each gets its own RNG derived from the game seed and its seat."""
    if name == "human":
        from teotl.agents.human import HumanAgent
        return HumanAgent()
    try:
        return AGENTS[name](seed=seed * 1009 + seat)
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; agents: {', '.join(sorted([*AGENTS, 'human']))}") from None


__all__ = ["AGENTS", "Agent", "GreedyAgent", "RandomAgent", "make_agent"]
