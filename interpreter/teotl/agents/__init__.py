"""Agents answer decisions: `random`, `greedy` (one turn of look-ahead, valued by a rule-file
expression), `mcts` (information-set Monte Carlo tree search, with a budget: `mcts:200`) and
`human` (terminal). They all see the same `Decision`s as any other caller."""
from __future__ import annotations

from typing import Callable

from teotl.agents.base import Agent
from teotl.agents.greedy import GreedyAgent
from teotl.agents.mcts import MctsAgent
from teotl.agents.random_agent import RandomAgent
from teotl.agents.specs import AgentSpecError, parse_spec

AGENTS: dict[str, Callable[..., Agent]] = {"random": RandomAgent, "greedy": GreedyAgent, "mcts": MctsAgent}


def make_agent(name: str, seed: int, seat: int) -> Agent:
    """An agent by its spec (`greedy`, `mcts:200`, …: teotl.agents.specs); each gets its own RNG
    derived from the game seed and its seat. AgentSpecError (a ValueError) for a bad spec."""
    if name == "human":
        from teotl.agents.human import HumanAgent
        return HumanAgent()
    base, options = parse_spec(name, AGENTS)
    return AGENTS[base](seed=seed * 1009 + seat, **options)


__all__ = ["AGENTS", "Agent", "AgentSpecError", "GreedyAgent", "MctsAgent", "RandomAgent", "make_agent"]
