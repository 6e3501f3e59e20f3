"""`mcts` plays from its own observation only: for a fixed seed its search — and so its choice —
does not change when only what its seat cannot see changes (the order of a face-down deck);
and the test can tell, since an agent that reads the real deck does change its choice."""
from __future__ import annotations

import copy
import itertools

from teotl.agents import forking, make_agent
from teotl.agents.mcts import MctsAgent
from teotl.loading import load_runtime
from teotl.runtime.game import Game
from teotl.runtime.runtime import Runtime

# A face-down deck of 2 gold cards and 4 plain ones. A turn: draw the top card (4 VP if it is
# gold: 4/3 VP on average) or take 1 VP for sure. Who knew the top card would draw only gold.
GAME = {
    "vocabulary": {
        "resources": [{"id": "vp", "score": True}],
        "supplies": [{"id": "deck", "of": "card", "visible": "none"}, {"id": "drawn", "of": "card"}],
        "component_types": ["card", "action"],
        "counters": [{"id": "turns", "start": 0}],
    },
    "flow": {"setup": "setup", "turn": "turn", "after_turn": "after_turn", "game_over": "turns >= 4", "score": "vp"},
    "agents": {"greedy": {"value": "vp"}},
}
CARDS = [{"id": f"gold{n}", "type": "card", "tags": ["gold"]} for n in (1, 2)] + \
        [{"id": f"plain{n}", "type": "card"} for n in (1, 2, 3, 4)]
FLOW = [
    {"id": "setup", "type": "action", "effect": "fill deck card; shuffle deck"},
    {"id": "turn", "type": "action", "effect":
        "choose { deal deck drawn; gain vp 4 * count(c in drawn where has(c, gold)); deal drawn deck all"
        " | gain vp 1 }"},
    {"id": "after_turn", "type": "action", "effect": "set turns (turns + 1)"},
]


def card_game() -> Runtime:
    runtime = Runtime(copy.deepcopy(GAME), [*CARDS, *FLOW], logging=False)
    assert not runtime.problems, runtime.problems
    return runtime


def with_deck(game: Game, order: list[str]) -> Game:
    """The same game with the face-down deck in another order (the seat cannot tell)."""
    game.state.supplies["deck"][:] = order
    game.turn_start.writable_supply("deck")[:] = order  # (a snapshot's supplies are tuples until written)
    return game


def orders(deck: list[str]) -> list[list[str]]:
    """Every placement of the two gold cards among the six places, the plain ones in one order."""
    plain = [c for c in deck if not c.startswith("gold")]
    found = []
    for places in itertools.combinations(range(len(deck)), 2):
        rest, order = iter(plain), []
        for index in range(len(deck)):
            order.append(("gold1", "gold2")[places.index(index)] if index in places else next(rest))
        found.append(order)
    return found


def choices_by_order(runtime: Runtime) -> dict[str, set]:
    base = Game(runtime, 2, 1, snapshots=True)
    decision = base.pending
    assert decision.player == 0 and len(decision.options) == 2
    chosen: dict[str, set] = {}
    for order in orders(list(base.state.supplies["deck"])):
        game = with_deck(Game(runtime, 2, 1, snapshots=True), order)
        agent = MctsAgent(seed=3, iterations=60)
        key = agent.choose(game, game.pending)
        chosen.setdefault("gold on top" if order[0].startswith("gold") else "plain on top", set()).add(key)
        chosen.setdefault("searches", set()).add(statistics(agent))
    return chosen


def statistics(agent: MctsAgent) -> tuple:
    """The root of the agent's last search: each answer's visits and every player's rewards."""
    return tuple(sorted((key, child.visits, tuple(child.totals)) for key, child in agent.last_root.children.items()))


def test_the_choice_does_not_depend_on_the_order_of_a_face_down_deck():
    chosen = choices_by_order(card_game())
    assert set(chosen) == {"gold on top", "plain on top", "searches"}
    assert chosen["gold on top"] == chosen["plain on top"] and len(chosen["gold on top"]) == 1
    assert len(chosen["searches"]) == 1  # not only the answer: the whole search is the same


def test_an_agent_that_read_the_real_deck_would_choose_by_it(monkeypatch):
    monkeypatch.setattr(forking, "resample", lambda runtime, state, seat, rng: None)  # no determinisation
    chosen = choices_by_order(card_game())
    assert chosen["gold on top"] == {"1"} and chosen["plain on top"] == {"2"}


def searches_with_stacks_rotated(runtime: Runtime, answers: int) -> set:
    """The searches (answer and root statistics) of one Teotihuacan decision — the first of the
    turn after `answers` random answers — with the face-down stacks in four different orders."""
    game = Game(runtime, 2, 7, snapshots=True)
    random_agent = make_agent("random", 7, 0)
    while len(game.answers) < answers or game.turn_answers:
        game.answer(random_agent.choose(game, game.pending))
    searches = set()
    for turn in range(4):
        variant = Game(runtime, 2, 7, snapshots=True)
        for key in game.answers:
            variant.answer(key)
        for key in ("discovery", "pyramid_stack", "decoration_stack"):  # rotated by a different amount each
            for state in (variant.state, variant.turn_start):
                stack = state.writable_supply(key)  # (a snapshot's supplies are tuples until written)
                shift = (turn * 3 + 1) % len(stack) if turn and stack else 0
                stack[:] = stack[shift:] + stack[:shift]
        agent = MctsAgent(seed=11, iterations=30)
        searches.add((agent.choose(variant, variant.pending), statistics(agent)))
    return searches


def test_teotihuacan_face_down_stacks_in_another_order_change_nothing(monkeypatch):
    runtime = load_runtime(None, [], [], logging=False)[1]
    points = (100, 140, 180)
    assert all(len(searches_with_stacks_rotated(runtime, answers)) == 1 for answers in points)
    monkeypatch.setattr(forking, "resample", lambda runtime, state, seat, rng: None)  # a peeking agent
    assert any(len(searches_with_stacks_rotated(runtime, answers)) > 1 for answers in points)
