"""Issue 17, item 1: every agent's `value` (game.yaml `agents:`) is compiled by `teotl check` at
its place; a misspelt function or name there used to pass the check, then `teotl play` stopped
with an internal error at the greedy agent's first move."""
from __future__ import annotations

from checks_support import WHERE, check_args, edits  # noqa: F401  (edits: a fixture)

GAME = f"{WHERE}/game.yaml"


def test_a_misspelt_function_in_the_greedy_value_is_an_error_at_its_place(edits, teotl_check):
    line, _ = edits.replace("game.yaml", "workers_with_power(5, 5))", "workerss_with_power(5, 5))")
    run = teotl_check(*check_args())
    run.expect(f"{GAME}:{line}:{edits.column('game.yaml', line, 'workerss_with_power')}", "E402",
               "did you mean `workers_with_power`?")
    assert run.code == 1


def test_an_unknown_plain_name_in_the_greedy_value_is_an_error(edits, teotl_check):
    line, _ = edits.replace("game.yaml", "+ greedy_extra", "+ greedy_extrra")
    run = teotl_check(*check_args())
    run.expect(f"{GAME}:{line}:{edits.column('game.yaml', line, 'greedy_extrra')}", "E401",
               "did you mean `greedy_extra`?")


def test_every_agent_value_is_checked_not_only_the_greedy_one(edits, teotl_check):
    line, _ = edits.replace("game.yaml", "    answers: forced", "    answers: forced\n    value: \"vp + cocoaa\"")
    run = teotl_check(*check_args())
    run.expect(f"{GAME}:{line + 1}:{edits.column('game.yaml', line + 1, 'cocoaa')}", "E401", "did you mean `cocoa`?")


def test_a_clean_check_means_the_greedy_agent_plays(teotl_check, monkeypatch):
    """The check compiles exactly what the agent compiles: clean, then a game with a greedy seat."""
    from checks_support import SHIPPED
    from teotl.loading import load_runtime
    from teotl.simulate import play_one
    monkeypatch.chdir(SHIPPED.parent.parent)
    assert teotl_check(*check_args()).code == 0
    _, runtime = load_runtime(SHIPPED, logging=False)
    result = play_one(runtime, 2, 1, ["greedy", "random"])
    assert result.turns > 0 and len(result.scores) == 2
