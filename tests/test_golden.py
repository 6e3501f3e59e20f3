"""A golden playthrough: one seeded 2-player game (random agents), its whole text log stored in
tests/golden/. Any change to a rule or to the engine that changes play shows up here.

When a rule change is meant to change play, regenerate deliberately and say so in the commit:
    TEOTL_UPDATE_GOLDEN=1 python -m pytest tests/test_golden.py
"""
from __future__ import annotations

import os
from pathlib import Path

from teotl.agents import make_agent
from teotl.loading import load_runtime
from teotl.runtime.game import Game
from teotl.runtime.logtext import log_lines, seat_names

GOLDEN = Path(__file__).resolve().parent / "golden" / "two_players_seed_2026.txt"


def playthrough() -> str:
    ruleset, runtime = load_runtime()
    game = Game(runtime, 2, 2026)
    agents = [make_agent("random", 2026, seat) for seat in range(2)]
    while not game.finished:
        decision = game.pending
        game.answer(agents[decision.player].choose(game, decision))
    names = seat_names(runtime.game, 2)
    lines = log_lines(game.state.log, names)
    lines.append(f"answers: {' '.join(game.answers)}")
    return "\n".join(lines) + "\n"


def test_golden_playthrough():
    text = playthrough()
    if os.environ.get("TEOTL_UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    expected = GOLDEN.read_text(encoding="utf-8")
    if text != expected:
        got, want = text.splitlines(), expected.splitlines()
        first = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
        raise AssertionError(f"the playthrough changed at line {first + 1}:\n  golden: "
                             f"{want[first] if first < len(want) else '<end>'}\n  now:    "
                             f"{got[first] if first < len(got) else '<end>'}\n"
                             "(regenerate with TEOTL_UPDATE_GOLDEN=1 if the change is intended)")
