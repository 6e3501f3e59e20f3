"""Running one effect of a solo game in a test: the Teotibot's choices answered by its policy (as
`automate` does in play), the player's from a list."""
from __future__ import annotations

from teotl.language import parse_effect
from teotl.model.decisions import EffectRun
from teotl.primitives.automaton import policy_of

BOT = 1


def run_as(runtime, state, player: int, text: str, answers=(), automaton: str = "teotibot") -> EffectRun:
    """Run an effect (or a component's, given its id) as `player`. The bot's choices come from
    its policy and are only allowed while the bot acts; `answers` are the player's, all used."""
    stmt = runtime.effect(text) if text in runtime.components else runtime.compiler.effect(parse_effect(text))
    run = EffectRun(stmt.run(runtime.context(state, player)))
    policy = policy_of(runtime, automaton)
    mine = list(answers)
    while run.pending is not None:
        if run.pending.player == BOT:
            assert player == BOT, f"the bot was asked during the player's effect: {run.pending}"
            run.answer(policy.answer(runtime.context(state, BOT), run.pending)[0])
        else:
            run.answer(mine.pop(0))
    assert mine == []
    return run
