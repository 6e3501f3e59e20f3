"""Whole games of `teotl play` answered "1" at every prompt, read as the player reads them: every
line of every screen is scanned for what a player must never see — effect syntax, internal ids,
snake_case names, engine `is now` lines — and every screen fits 80×24 (teotl/play/)."""
from __future__ import annotations

import itertools
import re

import pytest
from rich.console import Console

from teotl import paths
from teotl.loading import load_runtime
from teotl.play import play, start

BAD = [
    (re.compile(r"->|[{}]|\bresolve\b|\bchoose\s*\{"), "effect syntax"),
    (re.compile(r"\b[a-z]+-[a-z]?\d+\b|#\d"), "an internal id"),
    (re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b"), "a snake_case name"),
    (re.compile(r"\bis now\b"), "an engine `is now` line"),
]


def played(rules: str, modules: list[str], agents: list[str], lang: str = "en", seed: int = 4,
           limit: int = 100000, replies=None):
    """A game to its end with the humans answering "1"; (the table, every screen line)."""
    ruleset, runtime = load_runtime(paths.shipped_rulesets()[rules], modules, [])
    table = start(ruleset, runtime, len(agents), agents, seed, modules, [], {"id": rules, "name": rules})
    console = Console(record=True, width=80, height=24, color_system=None, force_terminal=False)
    count = itertools.count()

    def ask(prompt: str) -> str:
        number = next(count)
        if number >= limit:
            raise EOFError
        return replies(number) if replies else "1"
    play(table, console, ask, lang=lang, size=(80, 24))
    return table, console.export_text().splitlines()


def problems(lines: list[str]) -> list[str]:
    found = []
    for line in lines:
        if "teotl play --load" in line or line.startswith(("┃", "┡", "│", "┏", "└")):
            continue      # the path of the save; the scores table
        for pattern, what in BAD:
            if pattern.search(line):
                found.append(f"{what}: {line}")
    return found


GAMES = [
    ("teotihuacan", [], ["human", "random"], "en"),
    ("teotihuacan", ["m6", "m7", "m8", "m9"], ["human", "random"], "en"),
    ("teotihuacan", ["solo"], ["human", "teotibot"], "en"),
    ("teotihuacan", [], ["human", "greedy"], "pt"),
    ("cacao", [], ["human", "random"], "en"),
    ("imperial-settlers", [], ["human", "random"], "en"),
]


@pytest.mark.parametrize("rules, modules, agents, lang", GAMES, ids=lambda v: ",".join(v) if isinstance(v, list) else v)
def test_a_whole_game_answered_1_shows_no_internals(rules, modules, agents, lang):
    table, lines = played(rules, modules, agents, lang)
    assert table.game.finished
    assert not problems(lines), "\n".join(problems(lines)[:20])
    assert all(len(line) <= 80 for line in lines if not line.startswith("game left")), \
        [line for line in lines if len(line) > 80][:3]
