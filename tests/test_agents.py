"""Agents: random picks only legal options; greedy clearly beats random."""
from __future__ import annotations

import functools

from teotl.loading import load_runtime, runtime_only
from teotl.runtime.game import Game
from teotl.simulate import game_seed, play_one, seat_agents, simulate, summarise


def test_greedy_beats_random_in_at_least_80_percent_of_200_two_player_games():
    loader = functools.partial(runtime_only, None, (), ())
    results = simulate(loader, players=2, games=200, seed=2024, agents=["greedy", "random"], workers=2)
    summary = summarise(results)
    assert summary["games"] == 200 and summary["stopped_by_limit"] == 0
    assert summary["agents"]["greedy"]["win_rate"] >= 0.80, summary["agents"]
    # seats rotate: greedy played first in half the games
    assert sum(1 for r in results if r.agents[0] == "greedy") == 100


def test_results_do_not_depend_on_workers_or_batching():
    loader = functools.partial(runtime_only, None, (), ())
    _, runtime = load_runtime(logging=False)
    one = simulate(loader, 3, 8, seed=5, agents=["random"], workers=1, runtime=runtime)
    two = simulate(loader, 3, 8, seed=5, agents=["random"], workers=2, batch_size=3)
    assert one == two
    assert [r.seed for r in one] == [game_seed(5, i) for i in range(8)]


def test_seat_rotation_and_seeds():
    assert seat_agents(["greedy", "random"], 2, 0) == ("greedy", "random")
    assert seat_agents(["greedy", "random"], 2, 1) == ("random", "greedy")
    assert seat_agents(["random"], 3, 1) == ("random",) * 3
    assert len({game_seed(1, i) for i in range(1000)}) == 1000 and game_seed(1, 0) != game_seed(2, 0)


def test_random_agent_answers_are_always_offered_options():
    _, runtime = load_runtime(logging=False)
    result = play_one(runtime, 4, 77, ["random"] * 4)
    assert result.decisions > 100 and len(result.scores) == 4
    game = Game(runtime, 2, 3)
    from teotl.agents import make_agent
    agent = make_agent("random", 3, 0)
    for _ in range(50):
        decision = game.pending
        key = agent.choose(game, decision)
        assert key in decision.keys()
        game.answer(key)


def test_modules_extend_the_greedy_value_through_agent_hints():
    """game.yaml's greedy value ends with `greedy_extra` (0 in the base game); M6's agent_hint
    adds 4 per obsidian and 8 per great discovery tile, M8's 3 for a standing Shaman, M9's 5 per
    Eclipse VP of the warriors on the map and 1 per warrior in supply. Values are in tenths of a
    VP: +2 obsidian and +1 GD tile = +16; the Shaman standing = +3; a warrior from supply to a
    region of area •• (2 VP) = 5 × 2 - 1 = +9."""
    from teotl.agents.greedy import GreedyAgent
    from teotl.model.context import Ctx

    def value(runtime, mutate):
        game = Game(runtime, 2, 3)
        agent = GreedyAgent(0)
        before = agent._value_fn(game)(Ctx(runtime, game.state, 0))
        mutate(game.state, game.state.players[0])
        return agent._value_fn(game)(Ctx(runtime, game.state, 0)) - before

    _, base = load_runtime(logging=False)
    assert value(base, lambda state, me: me.counters.update(vp=1)) == 10
    _, m6 = load_runtime(None, ("m6",), (), logging=False)
    gd = m6.by_type("great_discovery")[0]
    assert value(m6, lambda state, me: (me.counters.update(obsidian=me.counters["obsidian"] + 2),
                                        me.owned.append(gd))) == 16
    _, m8 = load_runtime(None, ("m6", "m8"), (), logging=False)
    assert value(m8, lambda state, me: me.counters.update(shaman_up=1)) == 3

    def warrior_to_region_5(state, me):
        me.counters["warriors"] -= 1
        pieces, marks = state.maps.get("empire", ((), ()))            # pieces (node, owner, path)
        state.maps["empire"] = (pieces + (("region_5", me.index, "upper"),), marks)

    _, m9 = load_runtime(None, ("m6", "m9"), (), logging=False)
    assert value(m9, warrior_to_region_5) == 9
