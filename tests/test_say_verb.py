"""`say KEY` (primitives/automaton.py): the sentence comes from some component's `data.says`, gathered
once per rule set; an unknown key is a compile error with a suggestion."""
from __future__ import annotations

import pytest

from teotl.language.errors import CompileError
from teotl.language.parser import parse_effect
from teotl.loading import load_runtime


@pytest.fixture(scope="module")
def runtime():
    return load_runtime(None, ["solo", "m6", "m7"], logging=True)[1]


def test_say_logs_the_rule_files_sentence(runtime):
    stmt = runtime.compiler.effect(parse_effect("say alchemy; say mansion_roll"))
    state = runtime.new_state(2, 1)
    for _ in stmt.run(runtime.context(state, 1)):
        pass
    said = [(e["key"], e["text"]) for e in state.log if e["e"] == "say"]
    assert said == [("alchemy", "takes a technology: it has gold and a worker on Alchemy"),
                    ("mansion_roll", "rolls the Mansion die: a worker moved onto or past the Mansion")]


def test_an_unknown_key_is_refused_with_a_suggestion(runtime):
    with pytest.raises(CompileError) as caught:
        runtime.compiler.effect(parse_effect("say alchemi"))
    assert caught.value.code == "E401"
    assert "alchemy" in caught.value.hint


# ------------------------------------------------------------------ issue 17, item 14: the running component's sentence
def _said(runtime, component: str) -> list[tuple[str, str]]:
    state = runtime.new_state(2, 1)
    assert runtime.run(state, component).finished   # (nothing is asked)
    return [(e["key"], e["text"]) for e in state.log if e["e"] == "say"]


def test_say_takes_the_sentence_of_the_component_that_says_it():
    """Two automata use the key `move` for sentences of their own: each logs its own (before, the
    first component that had `says.move` spoke for both); a third, without a sentence of its
    own, gets the first one found (in load order)."""
    from minigame import runtime as mini_runtime
    rt = mini_runtime(
        {"id": "bot_a", "type": "tile", "data": {"says": {"move": "moves its strongest worker"}}, "effect": "say move"},
        {"id": "bot_b", "type": "tile", "data": {"says": {"move": "moves its weakest worker"}}, "effect": "say move"},
        {"id": "quiet", "type": "tile", "effect": "say move"})
    assert _said(rt, "bot_a") == [("move", "moves its strongest worker")]
    assert _said(rt, "bot_b") == [("move", "moves its weakest worker")]
    assert _said(rt, "quiet") == [("move", "moves its strongest worker")]


def test_a_key_no_component_has_is_still_refused():
    from minigame import GAME
    from teotl.runtime.runtime import Runtime
    rt = Runtime(GAME, [{"id": "bot_a", "type": "tile", "data": {"says": {"move": "moves"}}, "effect": "say mvoe"}])
    assert [(p.code, p.component_id) for p in rt.problems] == [("E401", "bot_a")]
    assert "did you mean `move`?" in rt.problems[0].hint
