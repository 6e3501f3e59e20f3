"""One turn of look-ahead: try the options by finishing the turn a few ways from each (the first
option at every later decision, or random ones), and keep the option whose best end-of-turn state
the rule set values most. Taking the best continuation, not the average, fits an agent that will
itself choose well at those later decisions.

The turn is planned at its first real decision: every option is tried with `continuations`
continuations (`greedy:N`, FIRST_CONTINUATIONS by default: one first-option, the rest random),
each on its own sample of the turn's start.
Every continuation tried is kept for the rest of the turn (teotl.agents.turn_paths): at a later
decision, an option some earlier continuation went through is judged by the best of them, and
only the options none went through are tried (`LATER_CONTINUATIONS` each). A later try replays
the turn's earlier answers on a fresh sample (running effects cannot be copied), so spending the
look-ahead where no replay is needed, and not trying again what is known, is what keeps it cheap
(measured in docs/agents.md "How greedy looks ahead").

The agent sees only what its seat may see: the look-ahead runs on states sampled from the seat's
observation (`Runtime.determinise`: hidden supplies dealt at random, a fresh RNG), never on the
real one, so a face-down deck's order or another player's hand never steers its choice.

The value is an expression written in the rule files (`agents.greedy.value` in game.yaml, e.g.
`10 * points + 3 * coins + …`), so a game's strategy knowledge stays in its data.
"""
from __future__ import annotations

import random
from operator import itemgetter
from typing import Optional

from teotl.agents.turn_paths import TurnPaths, best_known
from teotl.agents.valuation import value_function
from teotl.model.context import Ctx
from teotl.model.decisions import Decision


LOOKAHEAD_DECISIONS = 60  # cap on decisions simulated per continuation
FIRST_CONTINUATIONS = 3   # per option at the turn's first decision that looks ahead
LATER_CONTINUATIONS = 1   # per option no earlier continuation of the turn went through

_key_of = itemgetter(0)  # an option's key (options are named tuples: key first)


class GreedyAgent:
    name = "greedy"
    needs_snapshots = True  # the game must keep the state of each turn's start (Game.snapshots)

    def __init__(self, seed: int = 0, continuations: int = FIRST_CONTINUATIONS):
        self.rng = random.Random(seed)
        self.continuations = continuations  # at the turn's first decision (`greedy:N`, teotl.agents.specs)
        self._value = None
        self._runtime = None
        self._paths = TurnPaths()

    def _value_fn(self, game):
        if self._runtime is not game.runtime:
            self._value = value_function(game.runtime, game.flow.score)
            self._runtime = game.runtime
        return self._value

    def choose(self, game, decision: Decision) -> str:
        options = decision.options
        if len(options) == 1:
            return options[0].key
        if game.turn_start is None or decision.player != game.active:
            return options[self.rng.randrange(len(options))].key
        paths = self._paths
        if paths.turn is not game.turn_start:
            paths = self._paths = TurnPaths(game.turn_start)
        keys = tuple(option.key for option in options)
        known = paths.known(game.turn_answers, keys)
        untried = [option for option in options if option.key not in known]
        if untried:
            self._look_ahead(game, decision, untried, self.continuations if not paths else LATER_CONTINUATIONS)
            known = paths.known(game.turn_answers, keys)
        best = best_known(known, keys)
        return best if best is not None else options[0].key

    def _look_ahead(self, game, decision: Decision, untried: list, continuations: int) -> None:
        """Try each of `untried` with `continuations` continuations, the first of them answering
        the first option at every later decision, the others random ones.

        What the agent cannot see is sampled, never read: the continuations start from the turn's
        start as this seat could know it, dealt at random (Runtime.determinise). The samples are
        dealt at the turn's first look-ahead and kept for the turn (a copy for every try), so all
        the options of the turn are compared on the same guesses. When no try on them reaches
        this decision (what was drawn this turn came out otherwise in every one), new ones are
        dealt, once."""
        value = self._value_fn(game)
        kept = self._paths.samples
        dealt_now = len(kept) < continuations
        if dealt_now:
            kept += self._deal(game, decision.player, continuations - len(kept))
        if not self._try_all(game, decision.player, kept[:continuations], untried, value) and not dealt_now:
            kept[:continuations] = self._deal(game, decision.player, continuations)
            self._try_all(game, decision.player, kept[:continuations], untried, value)

    def _deal(self, game, seat: int, count: int) -> list:
        rngs = [random.Random(self.rng.getrandbits(64)) for _ in range(count)]
        return game.runtime.determinise_each(game.turn_start, seat, rngs, log=False)

    def _try_all(self, game, seat: int, samples: list, untried: list, value) -> bool:
        """Each option on a copy of each sample (the first one's continuation answering first
        options, the others random ones); whether any try reached the decision.

        The last option is tried on the samples after the first themselves, not on copies, once
        the turn knows a path: from then on only the first sample is tried again (later
        decisions try LATER_CONTINUATIONS = 1 each; a fresh deal replaces the first), so the
        others would never be read again. A try on a sample or on its exact copy is the same."""
        reached = False
        last = len(untried) - 1
        for number, option in enumerate(untried):
            for index, sample in enumerate(samples):
                if index == 0 or number < last or not self._paths:
                    sample = sample.copy()
                if self._try(game, sample, option.key, value, seat, None if index == 0 else self.rng):
                    reached = True
        return reached

    def _try(self, game, state, key: str, value, player: int, rng: Optional[random.Random]) -> bool:
        """Replay this turn's answers on `state` (a sample of the turn's start), then answer `key`,
        then finish the turn (first option each time, or random ones from `rng`); the path and the
        value of where it ended go into the turn's paths. False, and nothing kept, when the replay
        leaves the answers behind (what was hidden came out otherwise: no guess from this sample)."""
        runner = game.turn_from(state, game.active, quiet=True)  # (nobody reads a try's log)
        steps = []
        try:
            pending = next(runner)
            for answer in [*game.turn_answers, key]:
                if type(answer) is str:  # `pending.find(answer)`, inlined (as Game.answer does)
                    for option in pending[2]:
                        if option[0] == answer:
                            break
                    else:
                        return False
                else:
                    option = pending.find(answer)
                    if option is None:
                        return False
                steps.append((tuple(map(_key_of, pending[2])), answer))
                pending = runner.send(option[2])
            for _ in range(LOOKAHEAD_DECISIONS):
                options = pending[2]
                pick = options[0] if rng is None else options[rng.randrange(len(options))]
                steps.append((tuple(map(_key_of, options)), pick[0]))
                pending = runner.send(pick[2])
        except StopIteration:
            pass
        self._paths.add(steps, value(Ctx(game.runtime, state, player)))
        return True
