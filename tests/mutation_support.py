"""Mutated copies of the shipped rules, for the property "a rule set that checks clean plays
random games without an internal error" (tests/test_mutation_property.py, issue 17).

A mutant is the shipped rule set with one change to one file's text: a word replaced by another
word of the rule set (a valid name in the wrong place: the mutants that pass the check and then
play), a word misspelt, a number changed (0, ±1, ×10, 10^30, …), a token or a line deleted, a
line doubled, two tokens swapped. The file is handed to the loader as an unsaved buffer
(`teotl.rules.sources`, what the language server does): nothing is written, and every other file
of the load is the shipped one, read once per process.

The outcome of a mutant: `rejected` (the check reports errors: fine, as long as none is E400, a
checker bug), or `played` (clean: N seeded random games, each bounded in time), or a failure
with what went wrong — an exception out of the loader, an E400, an exception or a hang in a game.
"""
from __future__ import annotations

import random
import re
import signal
import traceback
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional, Sequence

from teotl import paths
from teotl.rules import sources

#: module selections a mutant is loaded with (each with the shipped default modules)
SELECTIONS: tuple[tuple[str, ...], ...] = (
    (), (), ("solo",), ("m6",), ("m6", "m7"), ("m6", "m8"), ("m6", "m9"), ("m6", "m7", "m8", "m9"),
    ("solo", "ms1"), ("solo", "m6", "m7", "m8", "m9"),
)
SOLO = "solo"
_TOKEN = re.compile(r"-?\b\d+\b|\b[A-Za-z_][A-Za-z0-9_]*\b")
_NUMBERS = (0, 1, -1, 2, 10, 100, 10 ** 6, 10 ** 30, 2 ** 31)


class GameTimeout(BaseException):
    """A game that did not end in its time (a BaseException: no `except Exception` swallows it)."""


@dataclass(frozen=True)
class Mutant:
    file: Path
    line: int          # 1-based
    description: str   # `old` → `new`
    text: str          # the whole mutated file
    selection: tuple[str, ...]

    def where(self, root: Path) -> str:
        return f"{self.file.relative_to(root)}:{self.line} {self.description} (modules: {','.join(self.selection) or '-'})"


@dataclass
class Outcome:
    mutant: Mutant
    kind: str                  # "rejected", "played", "failed"
    detail: str = ""
    games: int = 0


class Mutator:
    """Seeded mutants of the rule set at `root` (the shipped Teotihuacan rules by default)."""

    def __init__(self, root: Optional[Path] = None):
        from teotl.rules.ruleset import load_ruleset
        self.root = Path(root or paths.default_ruleset()).resolve()
        self.files: dict[tuple[str, ...], list[Path]] = {}
        self.texts: dict[Path, str] = {}
        for selection in set(SELECTIONS):
            ruleset = load_ruleset(self.root, list(selection))
            assert not ruleset.errors, [d.format_text() for d in ruleset.errors]
            files = sorted({Path(f).resolve() for f in ruleset.files} | {self.root / "game.yaml"})
            self.files[selection] = files
            for file in files:
                self.texts.setdefault(file, file.read_text(encoding="utf-8"))
        self.words = sorted({word for text in self.texts.values() for line in text.split("\n")
                             for word in _TOKEN.findall(_code(line)) if not word.lstrip("-").isdigit()})

    def mutant(self, rng: random.Random) -> Mutant:
        selection = rng.choice(SELECTIONS)
        file = rng.choice(self.files[selection])
        lines = self.texts[file].split("\n")
        candidates = [i for i, line in enumerate(lines) if _code(line).strip() and _TOKEN.search(_code(line))]
        index = rng.choice(candidates)
        line = lines[index]
        code = _code(line)
        tokens = list(_TOKEN.finditer(code))
        token = rng.choice(tokens)
        old = token.group()
        kind = rng.random()
        if kind < 0.08:
            new_lines = lines[:index] + lines[index + 1:]
            description = f"line deleted: {line.strip()!r}"
        elif kind < 0.13:
            new_lines = lines[:index + 1] + [line] + lines[index + 1:]
            description = f"line doubled: {line.strip()!r}"
        else:
            if kind < 0.20 and len(tokens) > 1:
                position = tokens.index(token)
                other = tokens[position - 1] if position else tokens[1]
                first, second = sorted((token, other), key=lambda t: t.start())
                new_line = (line[:first.start()] + second.group() + line[first.end():second.start()]
                            + first.group() + line[second.end():])
                description = f"{first.group()!r} and {second.group()!r} swapped"
            else:
                new = self._replacement(rng, old, kind)
                new_line = line[:token.start()] + new + line[token.end():]
                description = f"{old!r} -> {new!r}"
            new_lines = lines[:index] + [new_line] + lines[index + 1:]
        return Mutant(file, index + 1, description, "\n".join(new_lines), selection)

    def _replacement(self, rng: random.Random, old: str, kind: float) -> str:
        if old.lstrip("-").isdigit():
            value = int(old)
            return str(rng.choice((*_NUMBERS, value + 1, value - 1, value * 10, -value)))
        if kind < 0.30:
            return ""                                   # the token deleted
        if kind < 0.45 and len(old) > 2:                # a slip: a letter dropped or doubled
            at = rng.randrange(len(old))
            return old[:at] + old[at + 1:] if rng.random() < 0.5 else old[:at] + old[at] + old[at:]
        return rng.choice(self.words)                   # another name of the rule set

    def run(self, mutant: Mutant, games: int, seed: int, seconds_per_game: float = 20.0) -> Outcome:
        """Load the mutant; when it checks clean, play `games` seeded random games."""
        from teotl.loading import load_runtime, RulesError
        from teotl.rules.modules import UsageError
        from teotl.rules.ruleset import load_ruleset
        sources.set_unsaved(mutant.file, mutant.text.encode("utf-8"))
        try:
            try:
                with time_limit(120.0):
                    ruleset = load_ruleset(self.root, list(mutant.selection))
            except GameTimeout:
                return Outcome(mutant, "failed", "the check did not finish in 120 s")
            except UsageError as problem:  # the selection asks for a module the mutant renamed
                return Outcome(mutant, "rejected", f"usage: {problem.message}")
            except Exception:
                return Outcome(mutant, "failed", "the check raised:\n" + traceback.format_exc(limit=-8))
            crashed = [d for d in ruleset.diagnostics if d.code == "E400"]
            if crashed:
                return Outcome(mutant, "failed", "\n".join(d.format_text() for d in crashed))
            if ruleset.errors:
                return Outcome(mutant, "rejected", ruleset.errors[0].format_text())
            try:
                _, runtime = load_runtime(self.root, list(mutant.selection), logging=False)
            except (RulesError, Exception):
                return Outcome(mutant, "failed", "checked clean, then loading to play raised:\n"
                               + traceback.format_exc(limit=-8))
            return self._play(mutant, runtime, games, seed, seconds_per_game)
        finally:
            sources.set_unsaved(mutant.file, None)

    def _play(self, mutant: Mutant, runtime, games: int, seed: int, seconds: float) -> Outcome:
        from teotl.simulate import play_one
        rng = random.Random(seed)
        low, high = _players(runtime.game)
        for number in range(games):
            players = 2 if SOLO in mutant.selection else rng.randint(low, high)
            game_seed = rng.randrange(2 ** 32)
            try:
                with time_limit(seconds):
                    play_one(runtime, players, game_seed, ["random"] * players)
            except GameTimeout:
                return Outcome(mutant, "failed", f"game {number + 1} ({players} players, seed {game_seed}) did not "
                               f"end in {seconds:.0f} s", number)
            except Exception:
                return Outcome(mutant, "failed", f"game {number + 1} ({players} players, seed {game_seed}) raised:\n"
                               + traceback.format_exc(limit=-10), number)
        return Outcome(mutant, "played", games=games)


def _players(game: dict) -> tuple[int, int]:
    players = game.get("players") if isinstance(game.get("players"), dict) else {}
    low = max(2, int(players.get("min", 2)))
    return low, max(low, min(4, int(players.get("max", 4))))


def _code(line: str) -> str:
    """A line without its YAML comment (a `#` after a space or at the start)."""
    return re.split(r"(?:^|\s)#", line, maxsplit=1)[0]


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise GameTimeout in this (main) thread after `seconds` of wall time."""
    def expire(signum, frame):
        raise GameTimeout()
    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def run_mutants(count: int, games: int, seed: int, mutator: Optional[Mutator] = None,
                progress=None) -> list[Outcome]:
    mutator = mutator or Mutator()
    rng = random.Random(seed)
    outcomes = []
    for index in range(count):
        mutant = mutator.mutant(rng)
        outcome = mutator.run(mutant, games, seed * 7919 + index)
        outcomes.append(outcome)
        if progress is not None:
            progress(index, outcome)
    return outcomes


def summary(outcomes: Sequence[Outcome], root: Path) -> str:
    kinds = {kind: sum(1 for o in outcomes if o.kind == kind) for kind in ("rejected", "played", "failed")}
    lines = [f"{len(outcomes)} mutants: {kinds['rejected']} rejected by the check, {kinds['played']} played, "
             f"{kinds['failed']} failed"]
    for outcome in outcomes:
        if outcome.kind == "failed":
            lines.append(f"- {outcome.mutant.where(root)}\n  {outcome.detail}")
    return "\n".join(lines)
