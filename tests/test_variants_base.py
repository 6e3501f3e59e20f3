"""The shipped variant overlays of the base game: each changes what it says, and plays."""
from __future__ import annotations

from pathlib import Path

import pytest

from teotl.agents import make_agent
from teotl.loading import load_runtime
from teotl.runtime.game import Game

VARIANTS = Path(__file__).resolve().parent.parent / "rules" / "teotihuacan" / "variants"


def variant(name: str):
    return load_runtime(None, (), [VARIANTS / f"{name}.yaml"])[1]


def finish(game: Game, agent="random"):
    agents = [make_agent(agent, game.seed, seat) for seat in range(game.players)]
    while not game.finished:
        decision = game.pending
        game.answer(agents[decision.player].choose(game, decision))
    return game


def test_first_game_gives_the_fixed_setup_of_sheet_2_6():
    runtime = variant("first-game")
    game = Game(runtime, 2, 1)  # no decision is needed before the first turn
    state = game.state
    assert [runtime.components[c].data["number"] for c in state.supplies["royal_tiles"]] == [1, 6, 4]
    assert [runtime.components[c].data["number"] for c in state.supplies["technology_offer"]] == [1, 3, 5, 9, 15, 17]
    assert [runtime.components[c].data["bga_id"] for c in state.supplies["temple_bonus"]] == ["B2", "B3", "B6"]
    first, second = state.players
    # seat 1: 1 starting cocoa + 6; seat 2 (last of 2): 3 + 5 (sheet §2.3, §2.6)
    assert {k: v for k, v in first.counters.items() if v} == {"cocoa": 7, "wood": 1, "stone": 2, "gold": 4}
    assert {k: v for k, v in second.counters.items() if v} == {"cocoa": 8, "wood": 4, "stone": 2, "vp": 1}
    assert {k: v for k, v in first.tracks.items() if v} == {"green": 1}
    assert {k: v for k, v in second.tracks.items() if v} == {"blue": 1, "red": 1}
    boards = runtime.vocab.boards
    mine = sorted((boards[p.at].id, p.value) for p in state.pieces if p.owner == 0)
    assert mine == [("construction", 1), ("forest", 1), ("nobles", 2)]
    assert first.owned == [] and second.owned == []  # no starting tiles
    assert game.pending.kind != "board"  # straight into the first turn


def test_dark_eclipse_scores_right_after_the_turn_that_reaches_the_dark_disc():
    runtime = variant("dark-eclipse")
    game = Game(runtime, 2, 11)
    agents = [make_agent("random", 11, seat) for seat in range(2)]
    while not game.finished:
        before = game.state.counters["eclipse"]
        turn = game.turns
        decision = game.pending
        game.answer(agents[decision.player].choose(game, decision))
        if game.state.counters["eclipse"] != before:
            # scored within the same turn's after_turn or at a round end, never a round later
            assert game.state.counters["light_disc"] == 0
            assert game.state.counters["eclipse_state"] == 0
    assert game.state.counters["game_over"] == 1
    # ties after cocoa go to the later seat in this mode (ruling R14)
    assert game.flow.later_seat_wins_ties
    for player in game.state.players:
        player.counters.update(vp=10, cocoa=2)
    assert game.ranking() == [1, 0]


def test_draft_deals_two_tiles_to_each_player_from_a_shared_pool():
    runtime = variant("starting-tile-draft")
    game = Game(runtime, 3, 4)
    picks = []
    while game.pending is not None and game.pending.prompt.startswith("take which"):
        picks.append(game.pending.player)
        game.answer(game.pending.options[0].key)
    assert picks == [0, 1, 2, 2, 1, 0]  # snake: 1→N, then N→1
    assert all(len(p.owned) == 2 for p in game.state.players)
    assert game.state.supplies["draft_pool"] == []  # 2N+2 dealt, 2N taken, 2 back to the stack
    assert len(game.state.supplies["starting_tiles"]) == 18 - 6
    finish(game)


@pytest.mark.parametrize("name", ["house-rich-start", "house-generous-masks", "dark-eclipse", "first-game",
                                  "starting-tile-draft", "random-pyramid-setup", "bga-free-cocoa"])
def test_every_variant_plays_a_whole_game(name):
    game = finish(Game(variant(name), 3, 2))
    assert game.finished and not game.stopped_by_limit


def test_house_rich_start_adds_two_cocoa_and_nothing_else():
    _, base = load_runtime()
    plain, richer = Game(base, 2, 9), Game(variant("house-rich-start"), 2, 9)
    while plain.rounds == 0:  # the same answers through the whole setup
        key = plain.pending.options[0].key
        plain.answer(key)
        richer.answer(key)
    a, b = plain.state.to_json(), richer.state.to_json()
    for pa, pb in zip(a["players"], b["players"]):
        assert pb["counters"]["cocoa"] - pa["counters"]["cocoa"] == 2
        pb["counters"]["cocoa"] -= 2
    assert a == b  # nothing else differs


def test_random_pyramid_setup_uses_one_of_the_alternative_patterns():
    runtime = variant("random-pyramid-setup")
    grid = runtime.components["pyramid"].data
    alternatives = [sorted(map(str, pattern)) for pattern in grid["preplaced_alternatives"]["2"]]
    seen = set()
    for seed in range(12):
        game = Game(runtime, 2, seed)
        filled = sorted(game.state.grids["pyramid"]["filled"])
        assert filled in alternatives
        seen.add(tuple(filled))
    assert len(seen) > 1


def test_conflicting_variants_are_refused_by_the_loader_naming_both_files(tmp_path):
    from teotl.loading import RulesError
    first, second = tmp_path / "a.yaml", tmp_path / "b.yaml"
    text = 'kind: variant\nid: {id}\nname: "{id}"\nrequires: [base]\npatches:\n  - {{component: st-00, path: effect, set: "gain cocoa {n}"}}\n'
    first.write_text(text.format(id="a", n=5))
    second.write_text(text.format(id="b", n=6))
    with pytest.raises(RulesError) as refused:
        load_runtime(None, (), [first, second])
    message = str(refused.value)
    assert "E520" in message and "a.yaml" in message and "b.yaml" in message and ":6:17:" in message


def test_bga_free_cocoa_pays_the_end_of_turn_unlock_and_one_royal_trade():
    """Variant `bga-free-cocoa`: with no cocoa, the free-cocoa flag pays the 3-cocoa unlock (all
    locked workers freed) and, on royal tile R1 at power 3 with 1 cocoa, one of the trades: 2 trades
    = 2 wood + 2 stone for 1 cocoa + the flag. Without the variant neither is possible."""
    from base_rules import add_worker, board_index

    def setup(runtime):
        state = runtime.new_state(2)
        locked = add_worker(state, 0, 5, 1, locked=True)
        locked.slot = 1
        state.players[0].flags["free_cocoa"] = 1
        return state, locked

    _, base = load_runtime()
    state, locked = setup(base)
    assert not base.effect("unlock_paid").can(base.context(state, 0))

    runtime = variant("bga-free-cocoa")
    state, locked = setup(runtime)
    run = runtime.run(state, "unlock_paid")
    assert run.finished and not locked.held and state.players[0].flags == {}

    state = runtime.new_state(2)
    worker = add_worker(state, 0, 1, 3)
    state.players[0].flags["free_cocoa"] = 1
    state.players[0].counters["cocoa"] = 1
    run = runtime.run(state, "royal-r1", piece=worker, board=board_index(1))
    while not run.finished:                       # take every trade, paying cocoa first
        options = run.pending.options
        run.answer(options[0].key)
    me = state.players[0]
    assert (me.counters["wood"], me.counters["stone"], me.counters["cocoa"]) == (2, 2, 0)
    assert me.flags == {}
