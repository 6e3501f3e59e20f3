"""Who sees what (docs/game-model.md §3): `Runtime.observe(state, seat)`, the log a seat may
read, `Runtime.determinise(state, seat, rng)`, and the greedy agent looking ahead only on what
its seat could know. On the tiny card game of tests/cards_support.py and on Teotihuacan."""
from __future__ import annotations

import json
import random
from collections import Counter
from types import SimpleNamespace

import pytest

from teotl.agents import make_agent
from teotl.agents.greedy import GreedyAgent
from teotl.loading import load_runtime
from teotl.runtime.game import Game

from cards_support import effect, run, runtime


def started(players: int = 2, seed: int = 5, logging: bool = True) -> Game:
    """A card game after its setup: the deck shuffled, two cards dealt to each hand."""
    return Game(runtime(logging=logging), players, seed, snapshots=True)


def hidden_ids(state, *keys) -> set:
    return {cid for key in keys for cid in state.supplies.get(key, ())}


# ====================================================================== the observation
def test_a_seat_sees_its_hand_and_the_face_up_piles_and_only_sizes_of_the_rest():
    game = started(players=2)
    state, rt = game.state, game.runtime
    state.players[1].counters["secret"] = 4
    state.players[1].tracks["fame"] = 2
    seen = rt.observe(state, 0, game.pending)
    assert seen["supplies"]["hand@0"] == {"size": 2, "components": state.supplies["hand@0"]}
    assert seen["supplies"]["hand@1"] == {"size": 2}                    # another player's hand: its size
    assert seen["supplies"]["deck"] == {"size": len(state.supplies["deck"])}   # face down: its size
    assert seen["supplies"]["discard"] == {"size": 0, "components": []}
    assert "hand" not in seen["supplies"]                                # no list of nobody's
    assert "secret" not in seen["players"][1]["counters"] and "fame" not in seen["players"][1]["tracks"]
    assert seen["players"][0]["counters"]["secret"] == 0 and seen["players"][1]["counters"]["vp"] == 0
    assert seen["decision"]["options"] and seen["seat"] == 0
    assert "decision" not in rt.observe(state, 1, game.pending)          # not seat 1's decision
    assert "rng" not in json.dumps(seen)


def test_another_hand_and_the_decks_order_never_appear_in_an_observation():
    for seed in range(6):
        game = started(players=3, seed=seed)
        state, rt = game.state, game.runtime
        text = json.dumps(rt.observe(state, 0, game.pending))
        secret = hidden_ids(state, "hand@1", "hand@2", "deck")
        assert secret and not [cid for cid in secret if f'"{cid}"' in text]
        assert all(f'"{cid}"' in text for cid in state.supplies["hand@0"])


def test_the_log_says_what_each_seat_may_know_of_a_move():
    rt = runtime(effect("go", "deal deck hand (2); deal deck hand of (1); put hand tableau; deal deck discard; "
                              "deal deck drawn all; discard drawn"))
    state = rt.new_state(2, seed=1)
    state.supplies["deck"] = ["quarry#1", "field#1", "market#1", "ruins#1", "monument", "ruins#2"]
    run(rt, "go", state, answers=["field#1"])
    moves = [e for e in state.log if e["e"] in ("deal", "put", "discard")]
    mine = [rt.observe(state, 0)["log"][state.log.index(e)] for e in moves]
    theirs = [rt.observe(state, 1)["log"][state.log.index(e)] for e in moves]
    # into my hand: named to me, counted for seat 1 ("draws 2 cards"); into seat 1's hand: the reverse
    assert mine[0]["components"] == ["quarry#1", "field#1"]
    assert "components" not in theirs[0] and theirs[0]["count"] == 2 and theirs[0]["to"] == "hand@0"
    assert "components" not in mine[1] and mine[1]["count"] == 1 and theirs[1]["components"] == ["market#1"]
    # from my hand to my tableau (public), deck to the discard pile and the drawn pile (face up): named to all
    for index in (2, 3, 4):
        assert mine[index] == theirs[index] == moves[index]
    # the discard of the drawn pile's top: face up, named
    assert mine[5]["component"] == "monument" and theirs[5]["component"] == "monument"


def test_a_discard_from_a_face_down_deck_is_named_to_nobody():
    rt = runtime(effect("go", "discard deck"))
    state = rt.new_state(2, seed=1)
    state.supplies["deck"] = ["monument", "quarry#1"]
    run(rt, "go", state)
    for seat in (0, 1, None):
        shown = rt.observe(state, seat)["log"][-1]
        assert shown["e"] == "discard" and shown["hidden"] is True and "component" not in shown


def test_changing_only_what_a_seat_cannot_see_changes_nothing_in_its_observation():
    game = started(players=3, seed=11)
    agents = [make_agent("random", 11, seat) for seat in range(3)]
    for _ in range(14):  # a few turns in: cards drawn, played, reshuffled
        decision = game.pending
        game.answer(agents[decision.player].choose(game, decision))
    state, rt = game.state, game.runtime
    changed = state.copy()
    pool = [*changed.supplies["deck"], *changed.supplies["hand@1"], *changed.supplies["hand@2"]]
    random.Random(1).shuffle(pool)
    sizes = [len(changed.supplies[k]) for k in ("deck", "hand@1", "hand@2")]
    changed.supplies["deck"] = pool[:sizes[0]]
    changed.supplies["hand@1"] = pool[sizes[0]:sizes[0] + sizes[1]]
    changed.supplies["hand@2"] = pool[sizes[0] + sizes[1]:]
    changed.players[2].counters["secret"] += 7
    changed.rng.seed(99)
    assert changed.to_json()["supplies"] != state.to_json()["supplies"]  # (as lists: a copy's are tuples)
    assert json.dumps(rt.observe(changed, 0)) == json.dumps(rt.observe(state, 0))
    assert rt.observe(changed, 1) != rt.observe(state, 1)   # seat 1 sees its own hand


# ====================================================================== determinise
def test_determinise_keeps_sizes_and_types_and_deals_only_the_hidden():
    rt = runtime({"id": "coin_token", "type": "action"})
    game = started(players=3, seed=2)
    state = game.state
    state.supplies["drawn"] = [state.supplies["deck"].pop()]
    state.players[1].counters["secret"] = 3
    sample = rt.determinise(state, 0, random.Random(4))
    for key, items in state.supplies.items():
        assert len(sample.supplies[key]) == len(items), key
    hidden = ("deck", "hand@1", "hand@2")
    assert Counter(hidden_ids(sample, *hidden)) == Counter(hidden_ids(state, *hidden))
    # (lists of each: a copy's supplies are tuples until written)
    assert list(sample.supplies["hand@0"]) == state.supplies["hand@0"] and list(sample.supplies["drawn"]) == state.supplies["drawn"]
    assert any(list(sample.supplies[k]) != state.supplies[k] for k in hidden)
    assert sample.players[1].counters["secret"] == 0 and state.players[1].counters["secret"] == 3
    assert sample.rng.getstate() != state.rng.getstate()
    again = rt.determinise(state, 0, random.Random(4))
    assert again.supplies == sample.supplies          # the same rng: the same sample
    assert state.supplies["hand@0"] is not sample.supplies["hand@0"]  # a copy: the real state untouched


def test_determinise_deals_a_component_only_where_one_of_its_type_was():
    game = {"vocabulary": {"resources": [{"id": "vp", "score": True}],
                           "supplies": [{"id": "deck", "of": "card", "visible": "none"},
                                        {"id": "bag", "of": "token", "visible": "none"},
                                        {"id": "hand", "of": "card", "per_player": True, "visible": "owner"}],
                           "component_types": ["card", "token"]}}
    from teotl.runtime.runtime import Runtime
    rt = Runtime(game, [{"id": f"c{i}", "type": "card"} for i in range(6)] +
                 [{"id": f"t{i}", "type": "token"} for i in range(4)])
    state = rt.new_state(2)
    # a token has strayed into the deck (a supply may hold several types): its place stays a token's
    state.supplies.update({"deck": ["c0", "t3", "c1", "c2"], "bag": ["t0", "t1", "t2"], "hand@0": ["c3"],
                           "hand@1": ["c4", "c5"]})
    seen = set()
    for seed in range(30):
        sample = rt.determinise(state, 0, random.Random(seed))
        assert sorted([*sample.supplies["bag"], *sample.supplies["deck"][1:2]]) == ["t0", "t1", "t2", "t3"]
        cards = [*sample.supplies["deck"][:1], *sample.supplies["deck"][2:], *sample.supplies["hand@1"]]
        assert sorted(cards) == ["c0", "c1", "c2", "c4", "c5"]
        assert list(sample.supplies["hand@0"]) == ["c3"]
        seen.add(tuple(sample.supplies["hand@1"]))
    assert len(seen) > 5  # the other hand is really dealt anew from the deck's cards


# ====================================================================== the greedy agent
def _decision_view(game, turn_start):
    """The parts of a game the greedy agent reads, with another turn start (what it may not see)."""
    view = SimpleNamespace(runtime=game.runtime, flow=game.flow, turn_start=turn_start,
                           turn_answers=list(game.turn_answers), active=game.active)
    view.turn_from = lambda state, player, quiet=False: Game.turn_from(view, state, player, quiet)
    return view


def _hidden_variants(state, count: int):
    """Copies of `state` with seat 1's hand and the deck dealt anew (seat 0 cannot tell them apart)."""
    variants = []
    for seed in range(count):
        other = state.copy()
        pool = [*other.supplies["deck"], *other.supplies["hand@1"]]  # (a copy's supplies are tuples)
        random.Random(seed).shuffle(pool)
        size = len(other.supplies["deck"])
        other.supplies["deck"], other.supplies["hand@1"] = pool[:size], pool[size:]
        variants.append(other)
    return variants


def test_the_greedy_agents_choice_does_not_depend_on_what_it_cannot_see(monkeypatch):
    game = started(players=2, seed=3)
    decision = game.pending
    assert decision.player == 0 and len(decision.options) == 3
    variants = _hidden_variants(game.turn_start, 12)
    choices = {GreedyAgent(seed=8).choose(_decision_view(game, v), decision) for v in variants}
    assert len(choices) == 1
    # and the test can tell: an agent that reads the real state (no determinisation) does change
    # its choice with the deck's order (praying pays when red cards are on top)
    monkeypatch.setattr(type(game.runtime), "determinise", lambda rt, state, seat, rng, log=True: state.copy())
    monkeypatch.setattr(type(game.runtime), "determinise_each",
                        lambda rt, state, seat, rngs, log=True: [state.copy() for _ in rngs])
    peeking = {GreedyAgent(seed=8).choose(_decision_view(game, v), decision) for v in variants}
    assert len(peeking) > 1


def test_greedy_plays_whole_card_games_on_samples():
    for seed in range(3):
        game = Game(runtime(logging=False), 2, seed, snapshots=True)
        agents = [GreedyAgent(seed), make_agent("random", seed, 1)]
        while not game.finished:
            decision = game.pending
            game.answer(agents[decision.player].choose(game, decision))
        assert game.state.counters["turns"] == 12


# ====================================================================== Teotihuacan
@pytest.fixture(scope="module")
def teotihuacan():
    return load_runtime(None, [], [], logging=True)[1]


def test_teotihuacan_face_down_stacks_and_starting_hands_are_hidden(teotihuacan):
    rt = teotihuacan
    game = Game(rt, 2, 7)
    while game.pending is not None and not game.state.supplies.get("hand@1"):
        game.answer(game.pending.options[0].key)
    state = game.state
    seen = rt.observe(state, 0, game.pending)
    for stack in ("discovery", "pyramid_stack", "decoration_stack", "starting_tiles"):
        assert set(seen["supplies"][stack]) == {"size"} and seen["supplies"][stack]["size"] == len(state.supplies[stack])
    assert seen["supplies"]["hand@1"] == {"size": len(state.supplies["hand@1"])}
    assert set(seen["supplies"]["pyramid_offer"]) == {"size", "components"}
    text = json.dumps(seen)
    assert not [cid for cid in hidden_ids(state, "hand@1", "discovery") if f'"{cid}"' in text]
    assert rt.observe(state, 1)["supplies"]["hand@1"]["components"] == state.supplies["hand@1"]
