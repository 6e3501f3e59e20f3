"""A tiny card game for the tests of supplies, copies, cards and who sees what (docs/game-model.md
§3), independent of the shipped rule files: a face-down deck of cards with copies, a hand per
player (seen by its owner), a face-up pile counted by tag, a discard pile reshuffled into an
empty deck, a tableau per player (public) and a resource only its owner sees.

The cards (10 instances with 3 players, 9 with 2):
  quarry   ×3        grey        value 2   effect: gain coin 1
  field    ×2 (2p 1) red         value 1   effect: gain coin 2
  market   ×2        grey + red  value 3   effect: gain vp 1     (a card of two colours)
  ruins    ×2        no colour   value 0   (no effect)
  monument ×1 (no copies: its own id)  gold  value 5   effect: gain vp 2
"""
from __future__ import annotations

import copy
from typing import Any, Optional

from teotl.runtime.runtime import Runtime

RESHUFFLE = "if size(deck) == 0 { deal discard deck all; shuffle deck }"

GAME: dict[str, Any] = {
    "vocabulary": {
        "resources": [{"id": "coin"}, {"id": "vp", "score": True}, {"id": "secret", "visible": "owner"}],
        "tracks": [{"id": "fame", "max": 9, "visible": "owner"}],
        "supplies": [
            {"id": "deck", "of": "card", "visible": "none"},
            {"id": "discard", "of": "card"},
            {"id": "drawn", "of": "card"},
            {"id": "hand", "of": "card", "per_player": True, "visible": "owner"},
            {"id": "stored", "of": "card", "per_player": True, "visible": "owner"},
            {"id": "tableau", "of": "card", "per_player": True},
        ],
        "component_types": ["card", "action"],
        "counters": [{"id": "turns", "start": 0}],
    },
    "flow": {"setup": "setup", "turn": "turn", "after_turn": "after_turn", "game_over": "turns >= 12",
             "score": "vp"},
    "agents": {"greedy": {"value": "10 * vp + coin + 2 * count(c in hand)"}},
}

CARDS: list[dict[str, Any]] = [
    {"id": "quarry", "type": "card", "name": "Quarry", "tags": ["grey"], "copies": 3, "data": {"value": 2},
     "effect": "gain coin 1"},
    {"id": "field", "type": "card", "name": "Field", "tags": ["red"], "copies": {"default": 2, 2: 1},
     "data": {"value": 1}, "effect": "gain coin 2"},
    {"id": "market", "type": "card", "name": "Market", "tags": ["grey", "red"], "copies": 2, "data": {"value": 3},
     "effect": "gain vp 1"},
    {"id": "ruins", "type": "card", "name": "Ruins", "copies": 2, "data": {"value": 0}},
    {"id": "monument", "type": "card", "name": "Monument", "tags": ["gold"], "data": {"value": 5},
     "effect": "gain vp 2"},
]

FLOW: list[dict[str, Any]] = [
    {"id": "setup", "type": "action", "effect": "fill deck card; shuffle deck; each p in players: deal deck hand (2)"},
    {"id": "turn", "type": "action", "effect": (
        "choose { put hand tableau; resolve (it); advance fame"
        f" | repeat 3: {{ {RESHUFFLE}; deal deck drawn }};"
        "   gain coin count(c in drawn where has(c, grey)), vp count(c in drawn where has(c, red));"
        "   deal drawn discard all"
        f" | {RESHUFFLE}; deal deck hand }}")},
    {"id": "after_turn", "type": "action", "effect": "gain secret 1; set turns (turns + 1)"},
]


def runtime(*extra: dict, logging: bool = True, game: Optional[dict] = None) -> Runtime:
    """The card game's runtime, with extra components; fails loudly if any does not compile."""
    rt = Runtime(copy.deepcopy(game or GAME), [*CARDS, *FLOW, *extra], logging=logging)
    assert not rt.problems, rt.problems
    return rt


def problems(*components: dict, game: Optional[dict] = None) -> list:
    """What a runtime with these extra components reports (code, message, hint, line, column)."""
    rt = Runtime(copy.deepcopy(game or GAME), [*CARDS, *FLOW, *components])
    return rt.problems


def run(rt: Runtime, effect_id: str, state, seat: int = 0, answers=()) -> list:
    """Run a component's effect on `state` as `seat`, answering from `answers`; returns the
    decisions asked (player, prompt, option keys), for tests that check what was offered."""
    asked = []
    stmt = rt.effects[(effect_id, "effect")]
    runner = stmt.run(rt.context(state, seat))
    answers = list(answers)
    try:
        decision = next(runner)
        while True:
            asked.append((decision.player, decision.prompt, decision.keys()))
            key = answers.pop(0)
            option = decision.find(key)
            assert option is not None, (key, decision.keys())
            decision = runner.send(option.value)
    except StopIteration:
        pass
    assert not answers, f"unused answers {answers}"
    return asked


def effect(effect_id: str, text: str) -> dict:
    return {"id": effect_id, "type": "action", "effect": text}
