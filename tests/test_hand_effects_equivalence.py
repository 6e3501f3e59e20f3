"""The DSL-overhead benchmark compares the same work: on every scenario it times
(`benchmarks/overhead.py`), the compiled rules and the hand-written Python ask the same
questions (player, kind, prompt, option keys and texts) in the same order and leave the same
state, RNG included."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import hand_rules  # noqa: E402
import overhead  # noqa: E402
from teotl.runtime.runtime import Runtime  # noqa: E402
from teotl.rules.ruleset import load_ruleset  # noqa: E402


@pytest.fixture(scope="module")
def shipped():
    ruleset = load_ruleset(None)
    runtime = Runtime.from_ruleset(ruleset, logging=False)
    overhead.prepare(runtime, ruleset)
    return runtime, ruleset


def both_sides(runtime, scenario):
    states = scenario.state.copy(), scenario.state.copy()
    asked = [overhead.play(runtime, scenario, side, states[side], overhead.seeded(scenario.seed))
             for side in (overhead.DSL, overhead.HAND)]
    texts = [[[overhead.decision_text(d) for d in step] for step in side] for side in asked]
    return texts, states


def assert_same(runtime, scenario):
    (dsl_asked, hand_asked), (dsl_state, hand_state) = both_sides(runtime, scenario)
    assert hand_asked == dsl_asked, scenario.name
    assert hand_state.to_json() == dsl_state.to_json(), scenario.name
    assert hand_state.rng.getstate() == dsl_state.rng.getstate(), scenario.name


def test_every_benchmarked_effect_asks_and_does_the_same(shipped):
    runtime, _ = shipped
    scenarios = overhead.effect_scenarios(runtime)
    assert len(scenarios) == 45 * 3
    for scenario in scenarios:
        assert_same(runtime, scenario)


def test_the_benchmarked_turns_ask_and_do_the_same(shipped):
    runtime, _ = shipped
    scenarios = overhead.turn_scenarios(runtime, 40)
    for scenario in scenarios:
        assert_same(runtime, scenario)


def test_more_seeded_turns_agree(shipped):
    """Beyond the benchmark's 40: 150 more seeds (each six turns), decision by decision."""
    runtime, _ = shipped
    for scenario in overhead.turn_scenarios(runtime, 150, first_seed=1000):
        assert_same(runtime, scenario)


def test_the_turn_scenarios_cover_the_turn(shipped):
    """The decisions the timed turns answer include every part of a turn: the discovery window
    and using a tile, unlocking, moving (worker and distance), the three actions, the main
    action's grid and power-ups, worship and its choice, gaining any resource, the paid unlock."""
    runtime, _ = shipped
    scenarios = overhead.turn_scenarios(runtime, 40)
    seen = set()
    for scenario in scenarios:
        overhead.record(runtime, scenario)
        for step in scenario.decisions:
            for decision in step:
                seen.add(decision.prompt)
                seen.update(option.text for option in decision.options)
    for expected in ("use discovery (again)?", "use which discovery?", "resolve unlock_turn", "move which worker?",
                     "how far?", "resolve collect_cocoa", "resolve main_action", "resolve worship",
                     "upgrade which worker?", "resolve board worship", "claim here", "gain which wood/stone/gold?",
                     "may resolve unlock_paid?"):
        assert expected in seen, expected
    # most seeds are played to the end by the hand-written turn (a few reach power 6: skipped)
    assert scenarios[-1].seed < 60


def test_a_different_rule_is_caught(shipped, monkeypatch):
    """The comparison is not vacuous: one reward changed on the hand side is found."""
    runtime, _ = shipped
    monkeypatch.setitem(hand_rules.RED_VP, 3, 9)
    scenarios = overhead.turn_scenarios(runtime, 40)
    differing = 0
    for scenario in scenarios:
        texts, states = both_sides(runtime, scenario)
        differing += texts[0] != texts[1] or states[0].to_json() != states[1].to_json()
    assert differing > 0


def test_unsupported_situations_are_refused_not_guessed(shipped):
    """A technology in scope reacting to the main action is not written by hand: the hand side
    says so instead of silently skipping its trigger."""
    runtime, _ = shipped
    me = overhead.effect_state(runtime).players[0]
    me.owned.append("tech-03")
    with pytest.raises(hand_rules.Unsupported):
        hand_rules.no_owned_listener(me, "main_action")


def test_the_harness_asks_the_same_questions_and_does_nothing_else(shipped):
    """What is subtracted: the same steps, contexts and answers, the same decisions asked in the
    same order, and no rule run (the state stays the start state); the timed runs replay the
    recorded answers to the same decisions."""
    runtime, _ = shipped
    for scenario in overhead.turn_scenarios(runtime, 5):
        overhead.record(runtime, scenario)
        assert len(scenario.answers) == sum(len(step) for step in scenario.decisions) > 0
        harness = overhead.harness_of(scenario)
        state = scenario.state.copy()
        asked = overhead.play(runtime, harness, overhead.DSL, state, overhead.replaying(scenario.answers))
        assert asked == scenario.decisions
        assert state.to_json() == scenario.state.to_json()
        for side in (overhead.DSL, overhead.HAND):
            replayed = overhead.play(runtime, scenario, side, scenario.state.copy(),
                                     overhead.replaying(scenario.answers))
            assert [[overhead.decision_text(d) for d in step] for step in replayed] == \
                [[overhead.decision_text(d) for d in step] for step in scenario.decisions]
