"""`upgrade PIECE FILTER… different N` (teotl/primitives/levels.py; once the verb `upgrade_each`) on
the engine's mini game (tests/minigame.py): N different matching pieces go up one level each, the
player picking them one at a time; a piece already raised is not offered again."""
from __future__ import annotations

import pytest

from minigame import GAME, runtime


def tile(effect: str) -> dict:
    return {"id": "t", "type": "tile", "effect": effect}


def test_a_raised_piece_is_not_offered_again():
    rt = runtime(tile("upgrade worker unlocked different 2"))
    state = rt.new_state(1)
    a = rt.add_piece(state, 0, "worker", 0, 1)
    b = rt.add_piece(state, 0, "worker", 1, 1)
    c = rt.add_piece(state, 0, "worker", 2, 1, held=True)   # not unlocked: never a candidate
    run = rt.run(state, "t")
    assert run.pending.kind == "piece" and len(run.pending.keys()) == 2
    run.answer(run.pending.keys()[0])                        # a; then only b is left, taken unasked
    assert run.finished and (a.value, b.value, c.value) == (2, 2, 1)


def test_fewer_matching_pieces_are_each_raised_once():
    rt = runtime(tile("upgrade worker different 3"))
    state = rt.new_state(1)
    only = rt.add_piece(state, 0, "worker", 0, 2)
    assert rt.run(state, "t").finished and only.value == 3   # once, not three times


@pytest.mark.parametrize("effect, says", [("upgrade worker different", "E407"),
                                          ("upgrade worker different 2 3", "E407"),
                                          ("upgrade_each worker unlocked 2", "upgrade_each")])  # no verb now
def test_bad_forms_are_compile_errors(effect, says):
    from teotl.runtime.runtime import Runtime
    problems = Runtime(GAME, [tile(effect)]).problems
    assert problems and says in str(problems[0]), problems
