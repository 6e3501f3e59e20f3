"""`--think SECONDS` of `teotl play` and `teotl simulate`: a time budget for every search seat.

A time budget is not reproducible (how many iterations fit in a second depends on the machine
and what else runs on it); `--agents mcts:ITERATIONS` is. docs/agents.md. The agents package
is imported only when the option is used (building the parser must stay cheap).
"""
from __future__ import annotations

import argparse
import sys
from typing import Any, Optional


def _think_seconds(text: str) -> float:
    from teotl.agents.specs import think_seconds
    return think_seconds(text)


def add_think_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--think", type=_think_seconds, default=None, metavar="SECONDS",
                        help="seconds of thinking per decision for every mcts seat (not reproducible: "
                             "mcts:ITERATIONS is; docs/agents.md)")


def thinking(names: list[str], args: Any, command: str) -> Optional[list[str]]:
    """The seats' agent specs with `--think` applied, or None after printing why it cannot be."""
    if getattr(args, "think", None) is None:
        return names
    from teotl.agents.specs import AgentSpecError, with_think
    try:
        return with_think(names, args.think)
    except AgentSpecError as problem:
        print(f"teotl {command}: error: {problem}", file=sys.stderr)
        return None
