"""What the greedy agent remembers of a turn (teotl.agents.turn_paths), on a hand-made turn:
two decisions, "which board?" (keys a, b) then "pay with?" (x, y), three continuations tried."""
from __future__ import annotations

from teotl.agents.turn_paths import TurnPaths, best_known

BOARDS, PAY = ("a", "b"), ("x", "y")


def a_turn() -> TurnPaths:
    paths = TurnPaths("turn start")
    paths.add([(BOARDS, "a"), (PAY, "x")], 30)   # board a, paid with x: worth 30
    paths.add([(BOARDS, "a"), (PAY, "y")], 50)   # board a, paid with y: 50
    paths.add([(BOARDS, "b"), (PAY, "x")], 40)   # board b, paid with x: 40
    return paths


def test_an_option_is_worth_the_best_continuation_through_it():
    paths = a_turn()
    assert paths.known([], BOARDS) == {"a": 50, "b": 40}
    assert best_known(paths.known([], BOARDS), BOARDS) == "a"


def test_a_later_decision_knows_only_what_went_through_the_answers_before_it():
    paths = a_turn()
    assert paths.known(["a"], PAY) == {"x": 30, "y": 50}
    assert paths.known(["b"], PAY) == {"x": 40}          # y after b was never tried
    assert paths.known(["c"], PAY) == {}


def test_a_decision_offering_other_options_is_another_decision():
    # the same answers before it, but the sample dealt other options: nothing is known of it
    assert a_turn().known(["a"], ("x", "y", "z")) == {}


def test_ties_go_to_the_earlier_option_and_nothing_known_is_none():
    paths = TurnPaths()
    assert not paths
    paths.add([(BOARDS, "b")], 10)
    paths.add([(BOARDS, "a")], 10)
    assert paths
    assert best_known(paths.known([], BOARDS), BOARDS) == "a"
    assert best_known({}, BOARDS) is None


def test_a_worse_continuation_does_not_lower_what_is_known():
    paths = a_turn()
    paths.add([(BOARDS, "a"), (PAY, "y")], 5)
    assert paths.known([], BOARDS)["a"] == 50 and paths.known(["a"], PAY)["y"] == 50
