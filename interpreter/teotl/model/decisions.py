"""Decisions: how a running effect asks a player (or bot, or test script) to choose.

Compiled effects are generators. When they need a choice they yield a `Decision` listing the
legal options; the driver (`EffectRun`) checks the answer against those options before resuming
the generator, so an answer that was not offered is refused with the reason and changes nothing.
"""
from __future__ import annotations

from functools import partial
from typing import Any, Generator, Iterable, NamedTuple, Optional, Union


class Option(NamedTuple):
    """One offered answer. Immutable; a named tuple because effects build many of them while
    they enumerate legal options (a third of the cost of a frozen dataclass)."""
    key: str  # stable, short: what a script or a saved game answers
    text: str  # for humans
    value: Any = None  # what the effect receives


class Decision(NamedTuple):
    """An open question to one player, with the legal options."""
    player: int
    kind: str  # choose | may | continue | target | piece | distance | pay_with
    options: tuple[Option, ...]
    prompt: str

    def keys(self) -> list[str]:
        return [option.key for option in self.options]

    def find(self, answer: Union[str, int, Option]) -> Optional[Option]:
        if isinstance(answer, Option):
            answer = answer.key
        elif type(answer) is not str:
            answer = str(answer)
        for option in self.options:
            if option.key == answer:
                return option
        return None


# `Option(key, text, value)` and `Decision(...)` run the named tuple's `__new__`, a Python function;
# these build the same objects from one tuple of every field, without it (a decision is built for
# every question asked, an option for every legal answer): `new_option((key, text, value))`.
new_option = partial(tuple.__new__, Option)
new_decision = partial(tuple.__new__, Decision)


class IllegalAnswer(Exception):
    """An answer that the current decision did not offer. The state is unchanged."""


Runner = Generator[Decision, Any, None]


def ask(player: int, kind: str, prompt: str, options: Iterable[Option]) -> Generator[Decision, Any, Any]:
    """Yield a decision unless there is only one option (then take it without asking)."""
    options = tuple(options)
    if len(options) == 1:
        return options[0][2]  # `.value`, by position (cheaper than the field name)
    answer = yield new_decision((player, kind, options, prompt))
    return answer


class EffectRun:
    """Drives one running effect: `pending` is the open decision, or None when finished."""

    def __init__(self, runner: Runner):
        self._runner = runner
        self.pending: Optional[Decision] = None
        self.finished = False
        self._advance(None, first=True)

    def _advance(self, value: Any, first: bool = False) -> None:
        try:
            self.pending = next(self._runner) if first else self._runner.send(value)
        except StopIteration:
            self.pending = None
            self.finished = True

    def answer(self, answer: Union[str, int, Option]) -> Optional[Decision]:
        """Answer the pending decision; returns the next one (None when the effect is done)."""
        if self.pending is None:
            raise IllegalAnswer("there is no open decision: the effect has finished")
        option = self.pending.find(answer)
        if option is None:
            raise IllegalAnswer(
                f"{answer!r} is not one of the offered options for '{self.pending.prompt}': "
                + ", ".join(self.pending.keys()))
        self._advance(option.value)
        return self.pending

    def play(self, answers: Iterable[Union[str, int]]) -> "EffectRun":
        """Answer decisions in order from a script; stops when the script or the effect ends."""
        for answer in answers:
            if self.finished:
                raise IllegalAnswer(f"the effect finished before the scripted answer {answer!r}")
            self.answer(answer)
        return self
