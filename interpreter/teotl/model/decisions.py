"""Decisions: how a running effect asks a player (or bot, or test script) to choose.

Compiled effects are generators. When they need a choice they yield a `Decision` listing the
legal options; the driver (`EffectRun`) checks the answer against those options before resuming
the generator, so an answer that was not offered is refused with the reason and changes nothing.

What a decision is about. `Decision.prompt` and `Option.text` are the engine's own short English
(error messages, scripts and tests quote them); a person reads the decision through the text layer
(teotl.text.play_text), which needs to know what is asked, not a sentence: `Decision.about` is the
question's *topic* and what it is about, `(TOPIC, detail…)` — `("choose", node)` with the syntax
node of the `choose`, `("move-piece", "worker")` — and each primitive registers how its topics
read (`registry.renders("prompt", TOPIC)` and `("option", TOPIC)`), reading each option's key and
value. Built once where the effect is compiled whenever it can be, so asking costs nothing more.

Decisions taken without asking (one legal option: `ask`, and the primitives that write `ask` out)
are told to whoever watches (`forced_steps`): a play surface says what was done on the player's
behalf. Nobody watches in simulations, where it costs one look-up of a context variable.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from functools import partial
from typing import Any, Generator, Iterable, Iterator, NamedTuple, Optional, Union


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
    about: Any = None  # (TOPIC, detail…): what is asked, for the text layer (see the module's docstring)

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
# every question asked, an option for every legal answer): `new_option((key, text, value))`,
# `new_decision((player, kind, options, prompt, about))` — every field, `about` included.
new_option = partial(tuple.__new__, Option)
new_decision = partial(tuple.__new__, Decision)


def about_of(decision: Decision) -> Any:
    """The decision's topic and details (`about`), or None for a decision that has none."""
    return decision[4] if len(decision) > 4 else None


#: who watches the decisions taken without asking (a list they are appended to), in this context;
#: a hot path tests `WATCHING.get() is not None` before calling `taken`
WATCHING: ContextVar[Optional[list]] = ContextVar("teotl_forced_steps", default=None)


@contextmanager
def forced_steps() -> Iterator[list]:
    """Collect, while the block runs, every decision taken without asking because it had one
    option: a list of `Decision`s with that one option each, in the order they were taken.

        with forced_steps() as taken:
            game.answer(key)
        for step in taken: …            # a line each: "the only worker that could move: …"
    """
    taken: list = []
    token = WATCHING.set(taken)
    try:
        yield taken
    finally:
        WATCHING.reset(token)


def taken(player: int, kind: str, prompt: str, option: Option, about: Any = None) -> None:
    """Tell whoever watches (`forced_steps`) that this one option was taken without asking."""
    watching = WATCHING.get()
    if watching is not None:
        watching.append(new_decision((player, kind, (option,), prompt, about)))


class IllegalAnswer(Exception):
    """An answer that the current decision did not offer. The state is unchanged."""


Runner = Generator[Decision, Any, None]


def ask(player: int, kind: str, prompt: str, options: Iterable[Option],
        about: Any = None) -> Generator[Decision, Any, Any]:
    """Yield a decision unless there is only one option (then take it without asking, and tell
    whoever watches: `forced_steps`)."""
    options = tuple(options)
    if len(options) == 1:
        if WATCHING.get() is not None:
            taken(player, kind, prompt, options[0], about)
        return options[0][2]  # `.value`, by position (cheaper than the field name)
    answer = yield new_decision((player, kind, options, prompt, about))
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
