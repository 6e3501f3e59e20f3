"""`mcts`: information-set Monte Carlo tree search, for any rule set.

Each iteration plays one line on one fork of the game (`forking.fork`: a determinisation, what
the seat cannot see dealt afresh, a new RNG for what is still to be shuffled or rolled):
  1. down the tree (`mcts_tree`), each decision chosen by the upper confidence bound of the seat
     that makes it, among the options this determinisation offers;
  2. one new child;
  3. a rollout: uniformly random answers until `horizon` more turns have ended (or the game
     has), then the state valued by the rule set's own formula (`valuation`);
  4. every node of the line updated with every player's reward.
The answer is the root's most visited child. Decisions with one option are answered at once.

Budgets: `iterations` per decision (the same seed gives the same choices, with any number of
processes) or `seconds` of thinking per decision (as many iterations as fit: not reproducible).
"""
from __future__ import annotations

import random
import time
from typing import Optional

from teotl.agents.forking import fork
from teotl.agents.mcts_tree import Bounds, Node, most_visited, select
from teotl.agents.valuation import rewards, value_function
from teotl.model.decisions import Decision

DEFAULT_ITERATIONS = 100
HORIZON_TURNS = 2        # a line stops when this many turns have ended after the decision's own
EXPLORATION = 0.7        # UCB constant, for rewards on [0, 1]
MAX_LINE_DECISIONS = 200  # a line stops after this many decisions, whatever happens


class MctsAgent:
    name = "mcts"
    needs_snapshots = True  # forks start from the state at each turn's start (Game.snapshots)

    def __init__(self, seed: int = 0, iterations: int = DEFAULT_ITERATIONS, seconds: Optional[float] = None,
                 horizon: int = HORIZON_TURNS, exploration: float = EXPLORATION):
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.horizon = horizon
        self.exploration = exploration
        self._runtime = None
        self._value = None
        self.searched = 0    # decisions searched, iterations run, seconds spent (for benchmarks)
        self.iterations_run = 0
        self.seconds_spent = 0.0
        self.last_root: Optional[Node] = None

    def choose(self, game, decision: Decision) -> str:
        options = decision.options
        if len(options) == 1:
            return options[0].key
        if self._runtime is not game.runtime:
            self._value = value_function(game.runtime, game.flow.score)
            self._runtime = game.runtime
        started = time.perf_counter()
        rng = random.Random(self.rng.getrandbits(64))  # one stream per decision
        root, bounds = Node(game.players), Bounds()
        deadline = started + self.seconds if self.seconds is not None else None
        done = 0
        while (done < self.iterations) if deadline is None else (done == 0 or time.perf_counter() < deadline):
            self._iterate(game, decision.player, root, bounds, rng)
            done += 1
        self.searched += 1
        self.last_root = root  # the last search's tree (tests, analysis)
        self.iterations_run += done
        self.seconds_spent += time.perf_counter() - started
        key = most_visited(root, [o.key for o in options], decision.player)
        return key if key is not None else options[0].key

    def _iterate(self, game, seat: int, root: Node, bounds: Bounds, rng: random.Random) -> None:
        line = fork(game, seat, rng)
        stop_at = line.turns + self.horizon
        players = game.players
        node, path, expanding = root, [], True
        for _ in range(MAX_LINE_DECISIONS):
            pending = line.pending
            if pending is None or line.turns >= stop_at:
                break
            options = pending.options
            if len(options) == 1:
                line.answer(options[0])
                continue
            if not expanding:  # the rollout
                line.answer(options[rng.randrange(len(options))])
                continue
            children = node.children
            untried = []
            for option in options:
                child = children.get(option.key)
                if child is None:
                    untried.append(option)
                else:
                    child.available += 1
            if untried:
                chosen = untried[rng.randrange(len(untried))]
                child = children[chosen.key] = Node(players)
                child.available = 1
                expanding = False
            else:
                key = select(node, [o.key for o in options], pending.player, self.exploration, bounds)
                chosen = next(o for o in options if o.key == key)
                child = children[key]
            path.append(child)
            line.answer(chosen)
            node = child
        reward = rewards(game.runtime, line.state, self._value)
        bounds.add(reward)
        for child in path:
            child.visits += 1
            totals = child.totals
            for player, value in enumerate(reward):
                totals[player] += value
