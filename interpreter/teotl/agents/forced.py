"""The agent of a seat whose rule files make every choice (an automaton, `answers: forced` in
game.yaml `agents:`). Such a seat should never be asked anything; if it is, the rules left a
choice open: the agent takes the first option (so the game goes on, deterministically) and
reports the decision on stderr and in `unforced`."""
from __future__ import annotations

import sys

from teotl.model.decisions import Decision


class ForcedAgent:
    name = "forced"

    def __init__(self, seed: int = 0, report=None):
        self.unforced: list[Decision] = []
        self.report = report if report is not None else (lambda text: print(text, file=sys.stderr))

    def choose(self, game, decision: Decision) -> str:
        if len(decision.options) > 1:
            self.unforced.append(decision)
            self.report(f"warning: the automaton seat {decision.player + 1} was asked "
                        f"'{decision.prompt}' ({', '.join(decision.keys())}); it takes the first option")
        return decision.options[0].key
