"""Rounds made of phases (docs/game-model.md §6, teotl.runtime.phases): a phase once per player, a
phase of turns until every player has passed (`pass`, `passed()`), a phase once; `rounds:` and
`first_player: rotate`; and `teotl check` of `flow:` (every component it names, at its place)."""
from __future__ import annotations

import copy

import pytest

from teotl.agents import make_agent
from teotl.runtime.check import check
from teotl.runtime.game import FlowError, Game
from teotl.runtime.runtime import Runtime

from minigame import GAME

COMPONENTS = [
    {"id": "produce", "type": "tile", "effect": "gain wood 1 + seat"},          # seat 0: 1 wood, seat 1: 2, seat 2: 3
    {"id": "act", "type": "tile", "effect": "choose { pay wood 1 -> gain vp 1 | pass }"},
    {"id": "greedy_act", "type": "tile", "effect": "if wood > 0 { pay wood 1 -> gain vp 1 } else { pass }"},
    {"id": "clean", "type": "tile", "effect": "set clock (clock + 1); each p in players: set wood (0)"},
    {"id": "starts", "type": "tile", "effect": "gain stone passed() * 100"},
]


def phased(**flow) -> dict:
    game = copy.deepcopy(GAME)
    game["flow"] = {"rounds": 3, "score": "vp", "phases": [
        {"id": "production", "each_player": "produce"},
        {"id": "action", "turns": flow.pop("turns", "greedy_act")},
        {"id": "cleanup", "once": "clean"}], **flow}
    return game


def test_each_round_runs_its_phases_in_order_and_turns_go_round_until_all_have_passed():
    played = Game(Runtime(phased(), COMPONENTS), players=3, seed=1)
    assert played.finished and played.rounds == 3
    # every round each player spends all their wood 1 vp per unit: 1, 2, 3 per round
    assert played.scores() == [3, 6, 9]
    assert played.state.counters["clock"] == 3
    # turns: per round 1+2+3 spends and 3 passes = 9 turns, plus the production and cleanup parts
    phases = [e["phase"] for e in played.state.log if e["e"] == "phase"]
    assert phases == ["production", "action", "cleanup"] * 3


def test_a_passed_player_gets_no_more_turns_in_the_phase():
    played = Game(Runtime(phased(), COMPONENTS), players=3, seed=1)
    log = played.state.log
    first_round = log[:next(i for i, e in enumerate(log) if e["e"] == "phase" and e["phase"] == "cleanup")]
    action = first_round[next(i for i, e in enumerate(first_round) if e.get("phase") == "action"):]
    turns = [e["p"] for e in action if e["e"] == "turn"]
    # seat 0 has 1 wood: spends, then passes; seat 1: 2 spends; seat 2: 3 spends; then nobody is left
    assert turns == [0, 1, 2, 0, 1, 2, 1, 2, 2]
    passes = [e["p"] for e in action if e["e"] == "pass"]
    assert passes == [0, 1, 2]


def test_first_player_rotates_each_round():
    played = Game(Runtime(phased(first_player="rotate"), COMPONENTS), players=3, seed=1)
    starts = [e["p"] for e in played.state.log if e["e"] == "phase" and e["phase"] == "production"]
    assert starts == [0, 1, 2]
    assert played.scores() == [3, 6, 9]


def test_answers_are_asked_of_the_player_whose_turn_it_is_and_the_game_replays():
    runtime = Runtime(phased(turns="act"), COMPONENTS)
    records = []
    for _ in range(2):
        game = Game(runtime, players=2, seed=4, snapshots=True)
        agents = [make_agent("greedy", 4, 0), make_agent("random", 5, 1)]
        while not game.finished:
            decision = game.pending
            assert decision.player == game.active
            game.answer(agents[decision.player].choose(game, decision))
        records.append((game.answers, game.scores()))
    assert records[0] == records[1]
    # the greedy seat spends every wood it gets (1 a round): a look-ahead on a phase's turn works
    assert records[0][1][0] == 3


def test_passed_is_one_only_for_who_has_passed():
    components = COMPONENTS + [{"id": "act2", "type": "tile", "effect": "pass; gain stone passed() * 10"}]
    played = Game(Runtime(phased(turns="act2"), components), players=2, seed=1)
    assert [p.counters["stone"] for p in played.state.players] == [30, 30]


def flow_problems(flow: dict) -> list:
    game = copy.deepcopy(GAME)
    game["flow"] = flow
    return [p for p in check(game, COMPONENTS) if p.field_path.startswith("flow")]


def test_check_reports_every_flow_name_at_its_place():
    found = flow_problems({"rounds": 2, "phases": [{"id": "a", "each_player": "produse"}, {"id": "b", "turns": "act"},
                                                   {"id": "c", "once": "clean", "turns": "act"}],
                           "final": "finl", "score": "vp"})
    assert [(p.code, p.field_path) for p in found] == [("E434", "flow.final"), ("E434", "flow.phases.0.each_player"),
                                                       ("E434", "flow.phases.2")]
    assert "did you mean `produce`" in found[1].hint


def test_check_reports_a_turn_that_does_not_exist_and_a_bad_game_over():
    found = flow_problems({"turn": "turnzq", "game_over": "game_overzq == 1"})
    assert [p.code for p in found] == ["E434", "E401"]
    assert found[0].field_path == "flow.turn" and found[1].field_path == "flow.game_over"


def test_check_wants_an_end_for_a_game_of_phases_and_the_game_refuses_to_start():
    found = flow_problems({"phases": [{"id": "a", "turns": "act"}]})
    assert [p.code for p in found] == ["E434"] and "rounds" in found[0].hint
    game = copy.deepcopy(GAME)
    game["flow"] = {"phases": [{"id": "a", "turns": "nowhere"}], "rounds": 1}
    with pytest.raises(FlowError):
        Game(Runtime(game, COMPONENTS), players=2, seed=1)


def test_an_error_inside_a_value_template_named_by_game_over_is_reported_at_the_template():
    game = copy.deepcopy(GAME)
    game["flow"] = {"turn": "act", "game_over": "finished(2) > 0"}
    broken = {"id": "finished", "params": ["x"], "value": "clokc >= x"}
    runtime = Runtime(game, COMPONENTS, templates=[broken])
    found = [p for p in check(game, COMPONENTS, runtime) if p.code == "E401"]
    assert len(found) == 1 and found[0].component_id == "finished", found
    assert found[0].calls and found[0].calls[0][2] == "flow.game_over"
