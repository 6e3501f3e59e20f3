"""Who sees what in Imperial Settlers (docs/game-model.md §3): a seat's observation never shows
another player's hand or stored cards, nor the order or contents of a face-down deck — checked at
every decision of random games, in the supplies and in the log; and an observation is the same
whatever those hidden cards are (two states that differ only there look alike to the seat)."""
from __future__ import annotations

import json
import random

from settlers_support import play_game, runtime
from teotl.agents import make_agent
from teotl.runtime.game import Game

DECKS = ("common", "faction_deck")
SECRET = ("hand", "stored", "stored_round")


def hidden_from(key: str, seat: int) -> bool:
    name, _, owner = key.partition("@")
    if name in DECKS:
        return True
    return name in SECRET and owner != "" and int(owner) != seat


def test_no_observation_shows_a_hidden_card_in_its_supplies_or_its_log():
    rt = runtime()
    checked = 0
    for seed in (1, 2, 3):
        players = 2 + seed % 3
        game = Game(rt, players, seed)
        bots = [make_agent("random", seed, s) for s in range(players)]
        while not game.finished:
            decision = game.pending
            for seat in range(players):
                obs = rt.observe(game.state, seat, decision)
                for key, shown in obs["supplies"].items():
                    if hidden_from(key, seat):
                        assert "components" not in shown, (seat, key, shown)
                for event in obs["log"]:
                    if event.get("e") in ("deal", "put") and hidden_from(str(event.get("from")), seat) \
                            and hidden_from(str(event.get("to")), seat):
                        assert "components" not in event, (seat, event)
                assert ("decision" in obs) == (decision.player == seat)
                checked += 1
            game.answer(bots[decision.player].choose(game, decision))
    assert checked > 1000


def test_what_a_seat_cannot_see_does_not_change_what_it_observes():
    rt = runtime()
    game = play_game(3, seed=9, agents="random")
    state = game.state
    other = state.copy()
    # the other hands and the decks dealt anew: same sizes, other cards, other order
    pool = []
    keys = [k for k in other.supplies if hidden_from(k, 0) and not k.startswith("faction_deck")]
    for key in keys:
        pool += other.supplies[key]
    random.Random(5).shuffle(pool)
    for key in keys:
        size = len(other.supplies[key])
        other.supplies[key], pool = pool[:size], pool[size:]
    assert other.to_json()["supplies"] != state.to_json()["supplies"]  # (as lists: a copy's are tuples)
    first = json.dumps(rt.observe(state, 0), sort_keys=True)
    second = json.dumps(rt.observe(other, 0), sort_keys=True)
    assert first == second
    assert json.dumps(rt.observe(state, 1), sort_keys=True) != json.dumps(rt.observe(other, 1), sort_keys=True)


def test_the_prayer_and_the_empire_are_public_and_hand_sizes_are_known():
    rt = runtime()
    game = play_game(2, seed=3, agents="random")
    obs = rt.observe(game.state, 1)
    assert obs["supplies"]["hand@0"] == {"size": len(game.state.supplies.get("hand@0", []))}
    assert obs["supplies"]["empire@0"]["components"] == game.state.supplies.get("empire@0", [])
    assert "components" in obs["supplies"]["prayer"] and "components" in obs["supplies"]["common_discard"]
