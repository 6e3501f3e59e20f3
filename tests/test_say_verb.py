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
