"""Agent specs: what `--agents` takes for one seat — a name, and for a search agent a budget.

    random | greedy | human | mcts            (greedy and mcts with their default budgets)
    mcts:200                                  200 iterations per decision (reproducible)
    mcts:2.5s                                 2.5 seconds of thinking per decision (not reproducible)
    greedy:5                                  5 continuations per option at a turn's first decision (default 3)

`teotl play --think SECONDS` / `simulate --think SECONDS` give every mcts seat a time budget
(`with_think`). A spec that cannot be read is refused with one line saying what to write.
"""
from __future__ import annotations

import argparse
import math
import re
from typing import Any, Callable, Collection, Optional, Sequence

MAX_ITERATIONS = 10_000_000
MAX_CONTINUATIONS = 50
MAX_SECONDS = 3600.0
SEARCH_AGENTS = ("mcts",)
BUDGET_HELP = "a whole number of iterations per decision (mcts:200) or seconds of thinking (mcts:2.5s)"


class AgentSpecError(ValueError):
    """An agent spec that names no agent or gives a budget that cannot be used."""


def search_budget(name: str, text: str) -> dict[str, Any]:
    """`200` → {"iterations": 200}; `2.5s` → {"seconds": 2.5}."""
    spec = f"{name}:{text}"
    if re.fullmatch(r"[+-]?[0-9]+", text.strip()):
        iterations = int(text)
        if iterations < 1:
            raise AgentSpecError(f"{spec}: the number of iterations must be at least 1 (e.g. {name}:200)")
        if iterations > MAX_ITERATIONS:
            raise AgentSpecError(f"{spec}: at most {MAX_ITERATIONS} iterations per decision")
        return {"iterations": iterations}
    match = re.fullmatch(r"([+-]?[0-9]*\.?[0-9]+)s", text.strip())
    if match:
        return {"seconds": _seconds(match.group(1), spec)}
    raise AgentSpecError(f"{spec}: the budget is {BUDGET_HELP}")


def _seconds(text: str, what: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        raise AgentSpecError(f"{what}: {text!r} is not a number of seconds (e.g. 2.5)") from None
    if not math.isfinite(seconds) or seconds <= 0:
        raise AgentSpecError(f"{what}: the thinking time must be more than 0 seconds")
    if seconds > MAX_SECONDS:
        raise AgentSpecError(f"{what}: at most {MAX_SECONDS:g} seconds per decision")
    return seconds


def greedy_budget(name: str, text: str) -> dict[str, Any]:
    """`5` → {"continuations": 5}: how many ways greedy finishes the turn from each option at the
    turn's first decision (teotl.agents.greedy). A count, never a time: greedy's cost is its games'."""
    spec = f"{name}:{text}"
    if not re.fullmatch(r"[+-]?[0-9]+", text.strip()):
        raise AgentSpecError(f"{spec}: the budget of greedy is a whole number of continuations per option "
                             f"at a turn's first decision (e.g. {name}:5; the default is 3)")
    continuations = int(text)
    if not 1 <= continuations <= MAX_CONTINUATIONS:
        raise AgentSpecError(f"{spec}: the number of continuations must be between 1 and {MAX_CONTINUATIONS} "
                             f"(e.g. {name}:5)")
    return {"continuations": continuations}


BUDGETS: dict[str, Callable[[str, str], dict[str, Any]]] = {**{name: search_budget for name in SEARCH_AGENTS},
                                                            "greedy": greedy_budget}


def parse_spec(text: str, known: Collection[str]) -> tuple[str, dict[str, Any]]:
    """(agent name, keyword arguments for its factory); AgentSpecError when it is not a spec."""
    name, colon, budget = str(text).strip().partition(":")
    if name not in known:
        from teotl.rules.diagnostics import did_you_mean
        hint = did_you_mean(name, sorted(known))
        raise AgentSpecError(f"unknown agent {name!r}" + (f" ({hint})" if hint else "")
                             + f"; agents: {', '.join(sorted(known))}")
    if not colon:
        return name, {}
    reader = BUDGETS.get(name)
    if reader is None:
        raise AgentSpecError(f"{text}: the agent {name!r} takes no budget (write {name}; "
                             f"budgets are for {' and '.join(sorted(BUDGETS))})")
    return name, reader(name, budget)


def spec_problem(text: str, known: Collection[str]) -> Optional[str]:
    """Why `text` is not an agent spec, or None."""
    try:
        parse_spec(text, known)
    except AgentSpecError as problem:
        return str(problem)
    return None


def with_think(names: Sequence[str], seconds: Optional[float]) -> list[str]:
    """Every search agent's spec with `seconds` of thinking per decision (`--think`);
    AgentSpecError when no seat is a search agent (the option would change nothing)."""
    if seconds is None:
        return list(names)
    if not any(name.partition(":")[0] in SEARCH_AGENTS for name in names):
        raise AgentSpecError(f"--think sets the thinking time of {' and '.join(SEARCH_AGENTS)} seats, and no seat "
                             f"is one (e.g. --agents human,mcts --think 2)")
    return [f"{name.partition(':')[0]}:{seconds:g}s" if name.partition(":")[0] in SEARCH_AGENTS else name
            for name in names]


def think_seconds(text: str) -> float:
    """The argparse type of `--think`: seconds, more than 0."""
    try:
        return _seconds(text, "--think")
    except AgentSpecError as problem:
        raise argparse.ArgumentTypeError(str(problem).removeprefix("--think: ")) from None
