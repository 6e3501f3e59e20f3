"""One turn of look-ahead: try every option, finish the turn a few ways (the first option at
every later decision, and a few random continuations), and keep the option whose best
end-of-turn state the rule set values most. Taking the best continuation, not the average, fits
an agent that will itself choose well at those later decisions.

The agent sees only what its seat may see: the look-ahead runs on states sampled from the seat's
observation (`Runtime.determinise`: hidden supplies dealt at random, a fresh RNG), never on the
real one, so a face-down deck's order or another player's hand never steers its choice.

The value is an expression written in the rule files (`agents.greedy.value` in game.yaml, e.g.
`10 * points + 3 * coins + …`), so a game's strategy knowledge stays in its data.
"""
from __future__ import annotations

import random
from typing import Optional

from teotl.language.parser import parse_expression
from teotl.model.context import Ctx
from teotl.model.decisions import Decision


LOOKAHEAD_DECISIONS = 60  # cap on decisions simulated per continuation
RANDOM_CONTINUATIONS = 1  # besides the first-option one


class GreedyAgent:
    name = "greedy"
    needs_snapshots = True  # the game must keep the state of each turn's start (Game.snapshots)

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self._value = None
        self._runtime = None

    def _value_fn(self, game):
        if self._runtime is not game.runtime:
            spec = ((game.runtime.game.get("agents") or {}).get("greedy") or {}).get("value")
            text = str(spec) if spec else game.flow.score
            self._value = game.runtime.compiler.expr(parse_expression(text))
            self._runtime = game.runtime
        return self._value

    def choose(self, game, decision: Decision) -> str:
        if len(decision.options) == 1:
            return decision.options[0].key
        if game.turn_start is None or decision.player != game.active:
            return decision.options[self.rng.randrange(len(decision.options))].key
        value = self._value_fn(game)
        # What the agent cannot see is sampled, never read: each continuation starts from the turn's
        # start as this seat could know it, dealt afresh (Runtime.determinise), the same sample for
        # every option (so options are compared on the same guess).
        samples = [game.runtime.determinise(game.turn_start, decision.player, random.Random(self.rng.getrandbits(64)))
                   for _ in range(1 + RANDOM_CONTINUATIONS)]
        best_key, best_value = None, None
        last = decision.options[-1]
        for option in decision.options:
            # the last option's look-ahead runs on the samples themselves (nothing reads them after)
            fresh = option is not last
            scores = [self._try(game, samples[0].copy() if fresh else samples[0], option.key, value,
                                decision.player, None)]
            for sample in samples[1:]:
                scores.append(self._try(game, sample.copy() if fresh else sample, option.key, value,
                                        decision.player, self.rng))
            scores = [s for s in scores if s is not None]
            score = max(scores) if scores else None
            if score is not None and (best_value is None or score > best_value):
                best_key, best_value = option.key, score
        return best_key if best_key is not None else decision.options[0].key

    def _try(self, game, state, key: str, value, player: int, rng: Optional[random.Random]) -> Optional[int]:
        """Value after replaying this turn's answers on `state` (a sample of the turn's start),
        then `key`, then finishing the turn (first option each time, or random ones from `rng`).
        None when the replay leaves the answers behind (what was hidden came out otherwise)."""
        runner = game.turn_from(state, game.active)
        try:
            pending = next(runner)
            for answer in [*game.turn_answers, key]:
                option = pending.find(answer)
                if option is None:  # the sample dealt what was drawn this turn otherwise: no guess from it
                    return None
                pending = runner.send(option.value)
            for _ in range(LOOKAHEAD_DECISIONS):
                options = pending.options
                pick = options[0] if rng is None else options[rng.randrange(len(options))]
                pending = runner.send(pick.value)
        except StopIteration:
            pass
        return value(Ctx(game.runtime, state, player))
