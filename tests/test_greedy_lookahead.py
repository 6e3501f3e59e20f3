"""The greedy agent's look-ahead chooses exactly as a reference written the slow, obvious way: at
every decision of seeded games of the three shipped games (Teotihuacan, Cacao, Imperial Settlers),
a reference agent — each sample dealt with `random.Random.shuffle` one position at a time, a fresh
copy of a sample for every try, the turn replayed from its start, every continuation of the turn
kept in a plain list and searched from the start — picks the same option and leaves the agent's
random generator in the same state. A look-ahead shortcut that changed a single choice (or drew one
number more or less) fails here; so does one that forgot what the turn's earlier look-aheads found
(the reference judges an option already tried by those) or tried an option again."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Optional

import pytest

from teotl.agents.greedy import FIRST_CONTINUATIONS, LATER_CONTINUATIONS, LOOKAHEAD_DECISIONS, GreedyAgent
from teotl.loading import load_runtime
from teotl.model.context import Ctx
from teotl.model.shared_random import SharedRandom
from teotl.runtime import observation
from teotl.runtime.game import Game

RULES = Path(__file__).resolve().parents[1] / "rules"


def reference_determinise(rt, state, seat: int, rng: random.Random):
    """Runtime.determinise as first written: every hidden position a place of its own, the pool
    of each component type shuffled by `rng.shuffle`."""
    copy = state.copy()
    types = observation._component_types(rt)
    places: dict = {}
    for key in observation.hidden_places(rt, state, seat):
        items = copy.writable_supply(key) if copy.supplies.get(key) else ()  # (a copy's supplies are tuples)
        for position, cid in enumerate(items):
            slots = places.setdefault(types.get(cid, ""), ([], []))
            slots[0].append((items, position))
            slots[1].append(cid)
    for slots, pool in places.values():
        rng.shuffle(pool)
        for (items, position), cid in zip(slots, pool):
            items[position] = cid
    observation._reset_hidden_counters(rt, copy, seat)
    copy.log = [observation.redact(rt, event, seat) for event in copy.log]
    copy.rng = SharedRandom(rng.getrandbits(64))
    return copy


def reference_try(game, state, key: str, value, player: int, rng: Optional[random.Random]):
    """(steps, value) of one continuation — at each decision from the turn's start the keys
    offered and the one answered — or None when the replay leaves the turn's answers behind."""
    runner = game.turn_from(state, game.active)
    steps = []
    try:
        pending = next(runner)
        for answer in [*game.turn_answers, key]:
            option = pending.find(answer)
            if option is None:
                return None
            steps.append(([o.key for o in pending.options], answer))
            pending = runner.send(option.value)
        for _ in range(LOOKAHEAD_DECISIONS):
            options = pending.options
            pick = options[0] if rng is None else options[rng.randrange(len(options))]
            steps.append(([o.key for o in options], pick.key))
            pending = runner.send(pick.value)
    except StopIteration:
        pass
    return steps, value(Ctx(game.runtime, state, player))


class ReferenceGreedy:
    """GreedyAgent.choose written out plainly, drawing from `rng`: the turn is planned at its
    first look-ahead (FIRST_CONTINUATIONS per option), later only options no continuation of the
    turn went through are tried (LATER_CONTINUATIONS), all on the turn's kept samples (dealt again
    once when no try on them reaches the decision)."""

    def __init__(self, rng: random.Random, first: int = FIRST_CONTINUATIONS):
        self.rng, self.turn, self.paths, self.samples, self.first = rng, None, [], [], first

    def known(self, prefix: list, keys: list, key: str) -> Optional[int]:
        k, best = len(prefix), None
        for steps, value in self.paths:
            if len(steps) > k and [a for _, a in steps[:k]] == prefix and steps[k] == (keys, key):
                best = value if best is None or value > best else best
        return best

    def choose(self, agent: GreedyAgent, game: Game, decision) -> str:
        options = decision.options
        if len(options) == 1:
            return options[0].key
        if game.turn_start is None or decision.player != game.active:
            return options[self.rng.randrange(len(options))].key
        if self.turn is not game.turn_start:
            self.turn, self.paths, self.samples = game.turn_start, [], []
        prefix, keys = list(game.turn_answers), [o.key for o in options]
        untried = [o for o in options if self.known(prefix, keys, o.key) is None]
        if untried:
            count = LATER_CONTINUATIONS if self.paths else self.first
            value = agent._value_fn(game)
            deal = lambda: reference_determinise(game.runtime, game.turn_start, decision.player,  # noqa: E731
                                                 random.Random(self.rng.getrandbits(64)))
            dealt_now = len(self.samples) < count
            while len(self.samples) < count:
                self.samples.append(deal())
            if not self.try_all(game, decision.player, untried, count, value) and not dealt_now:
                self.samples[:count] = [deal() for _ in range(count)]
                self.try_all(game, decision.player, untried, count, value)
        best_key, best_value = None, None
        for key in keys:
            found = self.known(prefix, keys, key)
            if found is not None and (best_value is None or found > best_value):
                best_key, best_value = key, found
        return best_key if best_key is not None else options[0].key

    def try_all(self, game, seat: int, untried: list, count: int, value) -> bool:
        reached = False
        for option in untried:
            for index, sample in enumerate(self.samples[:count]):
                tried = reference_try(game, sample.copy(), option.key, value, seat, None if index == 0 else self.rng)
                if tried is not None:
                    self.paths.append(tried)
                    reached = True
        return reached


GAMES = [  # (rule set, modules, players, seeds[, continuations at a turn's first decision: greedy:N])
    ("teotihuacan", [], 2, (0, 1)),
    ("teotihuacan", [], 4, (2,)),
    ("teotihuacan", ["m6", "m7", "m8"], 3, (3,)),
    ("cacao", [], 2, (0, 1)),
    ("cacao", [], 4, (2,)),
    ("imperial-settlers", [], 2, (0, 1)),
    ("imperial-settlers", [], 3, (2,)),
    ("teotihuacan", [], 2, (4,), 5),
    ("imperial-settlers", [], 2, (3,), 1),
]


@pytest.mark.parametrize("name,modules,players,seeds,first", [(*g, FIRST_CONTINUATIONS)[:5] for g in GAMES],
                         ids=[f"{g[0]}-{'-'.join(g[1]) or 'base'}-{g[2]}p" + (f"-greedy:{g[4]}" if len(g) > 4 else "")
                              for g in GAMES])
def test_greedy_chooses_as_the_plain_full_copy_look_ahead(name, modules, players, seeds, first):
    runtime = load_runtime(RULES / name, modules, [], logging=False)[1]
    compared = 0
    for seed in seeds:
        agents = [GreedyAgent(seed * 10 + seat, first) for seat in range(players)]
        references = [ReferenceGreedy(random.Random(seed * 10 + seat), first) for seat in range(players)]
        game = Game(runtime, players, seed, snapshots=True)
        while not game.finished and compared < 120 * len(seeds):
            decision = game.pending
            agent, reference = agents[decision.player], references[decision.player]
            expected = reference.choose(agent, game, decision)
            chosen = agent.choose(game, decision)
            assert chosen == expected, f"seed {seed}, answer {len(game.answers)}: {decision.prompt}"
            assert agent.rng.getstate() == reference.rng.getstate()
            if len(decision.options) > 1 and game.turn_start is not None and decision.player == game.active:
                compared += 1
            game.answer(chosen)
    assert compared > 40 * len(seeds)  # decisions that really looked ahead
