"""The greedy agent's look-ahead, made cheaper, chooses exactly as the plain one it replaced: at
every decision of seeded games of the three shipped games (Teotihuacan, Cacao, Imperial Settlers),
a reference written the slow, obvious way — each sample dealt with `random.Random.shuffle` one
position at a time, a fresh copy of a sample for every option, the turn replayed from its start —
picks the same option and leaves the agent's random generator in the same state. A look-ahead
shortcut that changed a single choice (or drew one number more or less) fails here."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Optional

import pytest

from teotl.agents.greedy import LOOKAHEAD_DECISIONS, RANDOM_CONTINUATIONS, GreedyAgent
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
        items = copy.supplies.get(key)
        for position, cid in enumerate(items or ()):
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


def reference_try(game, state, key: str, value, player: int, rng: Optional[random.Random]) -> Optional[int]:
    runner = game.turn_from(state, game.active)
    try:
        pending = next(runner)
        for answer in [*game.turn_answers, key]:
            option = pending.find(answer)
            if option is None:
                return None
            pending = runner.send(option.value)
        for _ in range(LOOKAHEAD_DECISIONS):
            options = pending.options
            pick = options[0] if rng is None else options[rng.randrange(len(options))]
            pending = runner.send(pick.value)
    except StopIteration:
        pass
    return value(Ctx(game.runtime, state, player))


def reference_choice(agent: GreedyAgent, game: Game, decision) -> str:
    """GreedyAgent.choose as first written, drawing from `agent.rng`."""
    options = decision.options
    if len(options) == 1:
        return options[0].key
    if game.turn_start is None or decision.player != game.active:
        return options[agent.rng.randrange(len(options))].key
    value = agent._value_fn(game)
    samples = [reference_determinise(game.runtime, game.turn_start, decision.player,
                                     random.Random(agent.rng.getrandbits(64)))
               for _ in range(1 + RANDOM_CONTINUATIONS)]
    best_key, best_value = None, None
    for option in options:
        scores = [reference_try(game, samples[0].copy(), option.key, value, decision.player, None)]
        for sample in samples[1:]:
            scores.append(reference_try(game, sample.copy(), option.key, value, decision.player, agent.rng))
        scores = [s for s in scores if s is not None]
        score = max(scores) if scores else None
        if score is not None and (best_value is None or score > best_value):
            best_key, best_value = option.key, score
    return best_key if best_key is not None else options[0].key


GAMES = [  # (rule set, modules, players, seeds)
    ("teotihuacan", [], 2, (0, 1)),
    ("teotihuacan", [], 4, (2,)),
    ("teotihuacan", ["m6", "m7", "m8"], 3, (3,)),
    ("cacao", [], 2, (0, 1)),
    ("cacao", [], 4, (2,)),
    ("imperial-settlers", [], 2, (0, 1)),
    ("imperial-settlers", [], 3, (2,)),
]


@pytest.mark.parametrize("name,modules,players,seeds", GAMES,
                         ids=[f"{g[0]}-{'-'.join(g[1]) or 'base'}-{g[2]}p" for g in GAMES])
def test_greedy_chooses_as_the_plain_full_copy_look_ahead(name, modules, players, seeds):
    runtime = load_runtime(RULES / name, modules, [], logging=False)[1]
    compared = 0
    for seed in seeds:
        agents = [GreedyAgent(seed * 10 + seat) for seat in range(players)]
        game = Game(runtime, players, seed, snapshots=True)
        while not game.finished and compared < 120 * len(seeds):
            decision = game.pending
            agent = agents[decision.player]
            before = agent.rng.getstate()
            reference = random.Random()
            reference.setstate(before)
            shadow = GreedyAgent()
            shadow.rng = reference
            expected = reference_choice(shadow, game, decision)
            chosen = agent.choose(game, decision)
            assert chosen == expected, f"seed {seed}, answer {len(game.answers)}: {decision.prompt}"
            assert agent.rng.getstate() == reference.getstate()
            if len(decision.options) > 1 and game.turn_start is not None and decision.player == game.active:
                compared += 1
            game.answer(chosen)
    assert compared > 40 * len(seeds)  # decisions that really looked ahead
