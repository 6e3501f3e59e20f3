"""How a search values the state where a simulated line stops: the rule set's own value formula.

`agents.greedy.value` in game.yaml (the expression `teotl.agents.greedy` maximises; the score
counter when there is none) gives each player a value; a player's reward is their value minus
the best other player's, so a line is good for a seat when it leads, whatever the game's units
(the search puts rewards on [0, 1] itself: `mcts_tree.Bounds`). A line that reached the end of
the game is valued the same way, after its final scoring.
"""
from __future__ import annotations

from typing import Any, Callable

from teotl.language.parser import parse_expression
from teotl.model.context import Ctx
from teotl.model.state import GameState


def value_function(runtime: Any, score: str) -> Callable[[Any], float]:
    """The compiled value expression of the rule set (an expression over a context): compiled once
    per rule set (`compiler.memo`), not for every agent of every game."""
    spec = ((runtime.game.get("agents") or {}).get("greedy") or {}).get("value")
    text = str(spec) if spec else score
    memo = runtime.compiler.memo
    key = "agents.value " + text
    value = memo.get(key)
    if value is None:
        value = memo[key] = runtime.compiler.expr(parse_expression(text))
    return value


def rewards(runtime: Any, state: GameState, value: Callable[[Any], float]) -> list[float]:
    """Each player's value minus the best value among the others (their own value, alone)."""
    values = [value(Ctx(runtime, state, player)) for player in range(len(state.players))]
    if len(values) == 1:
        return values
    result = []
    for player, own in enumerate(values):
        best_other = max(v for other, v in enumerate(values) if other != player)
        result.append(own - best_other)
    return result
