"""The property of issue 17: any rule set that checks clean plays random games without an
internal error. Checked over mutated copies of the shipped rules (tests/mutation_support.py):
each mutant either is rejected by the check — with no E400, a checker bug — or checks clean and
then plays its games to the end, each within a time limit (a hang is a failure too).

The default run is a few hundred mutants and a few games each (well under a minute on its own);
long runs set the counts:

    TEOTL_MUTANTS=3000 TEOTL_MUTANT_GAMES=50 TEOTL_MUTATION_SEED=7 pytest -q tests/test_mutation_property.py

What the long runs found, each now a test of tests/test_checks_mutation_findings.py (or of the
issue's own reproductions, tests/test_checks_*.py):
- `seek` compared a datum written as a word with a number (TypeError in a game);
- a tile whose `data.quadrants` (or a decoration's `data.icons`) was misspelt checked clean, and
  the first `build` that turned it raised IndexError (now E440 where such tiles are placed);
- a board with `spots: 1000000` made every worship check go through a million spots (a game that
  did not end), and spots or boards written as words raised in a game (now E445);
- a verb given fewer arguments than it reads (`acquire` alone: IndexError inside the checker).
"""
from __future__ import annotations

import os
import random

import pytest

from mutation_support import Mutator, run_mutants, summary

MUTANTS = int(os.environ.get("TEOTL_MUTANTS", "200"))
GAMES = int(os.environ.get("TEOTL_MUTANT_GAMES", "3"))
SEED = int(os.environ.get("TEOTL_MUTATION_SEED", "17"))


@pytest.fixture(scope="module")
def mutator():
    return Mutator()


def test_a_rule_set_that_checks_clean_plays_its_games(mutator, monkeypatch):
    monkeypatch.delenv("TEOTL_DEBUG", raising=False)
    outcomes = run_mutants(MUTANTS, GAMES, SEED, mutator)
    kinds = {o.kind for o in outcomes}
    assert "failed" not in kinds, summary(outcomes, mutator.root)
    # the property is only tested when both kinds of mutant occur
    assert {"rejected", "played"} <= kinds, summary(outcomes, mutator.root)


def test_mutants_are_seeded(mutator):
    first = [mutator.mutant(random.Random(5)) for _ in range(3)]
    again = [mutator.mutant(random.Random(5)) for _ in range(3)]
    assert first == again
    assert all(m.text != mutator.texts[m.file] for m in first)


def test_a_failure_is_found_and_said(mutator, monkeypatch):
    """The harness itself: a rule set whose game raises is a failure, with the mutant named."""
    from mutation_support import Mutant

    game = mutator.root / "game.yaml"
    text = mutator.texts[game]
    mutant = Mutant(game, 1, "(none)", text, ())

    import teotl.simulate as simulate

    def broken(*args, **kwargs):
        raise ZeroDivisionError("boom")
    monkeypatch.setattr(simulate, "play_one", broken)
    outcome = mutator.run(mutant, 1, 0)
    assert outcome.kind == "failed" and "ZeroDivisionError" in outcome.detail
    assert "(modules: -)" in outcome.mutant.where(mutator.root)
