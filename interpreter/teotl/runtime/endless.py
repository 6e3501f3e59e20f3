"""Effects that never end, said as the rules' problem: which triggers fire each other.

A trigger that emits its own event again, directly or through other triggers, under a condition
that stays true (`on ping: if rain < 3 { emit ping }` while nothing changes `rain`) runs until
Python's recursion limit. `teotl check` refuses the loops it can prove (E435: unconditional
emits); a condition that could change is the rules' choice, so such a loop shows only in play.

Nothing is counted while effects run: the events are nested calls, so when the limit is reached
the traceback of the RecursionError holds every event still being handled, each with the trigger
it was running (`Services.emit` and `Services._emit_from` frames). `endless_effects` reads them
once, after the fact, and names the cycle: the events and the components whose triggers repeat.
The game's generators (`Game._play`, and `Game.turn_from` for a look-ahead's continuations) make
the error an EndlessEffects where it comes out of the effects, so every caller gets it named: an
answer, set-up, greedy's tries, mcts's forks.
"""
from __future__ import annotations

from types import TracebackType
from typing import Optional

from teotl.runtime.services import Services

_EMIT_CODE = Services.emit.__code__
_EMIT_FROM_CODE = Services._emit_from.__code__

Step = tuple[str, str]  # (event, id of the component whose trigger on it was running)


class EndlessEffects(Exception):
    """A chain of effects that never ends (the rules loop). `cycle`: the steps that repeat,
    outermost first, each (event, component id); empty when no trigger is seen in the chain."""

    def __init__(self, message: str, cycle: tuple[Step, ...] = ()):
        super().__init__(message)
        self.cycle = tuple(cycle)

    def __reduce__(self):  # (pickled back from a worker process with its cycle)
        return type(self), (self.args[0], self.cycle)

    @property
    def hint(self) -> str:
        return ("put the `emit` under a condition that the chain itself changes, or give the trigger a filter "
                "that stops it; `teotl check` refuses only the loops that surely go round, E435")


def endless_effects(error: RecursionError) -> EndlessEffects:
    """The rules' problem behind `error` (Python's recursion limit reached while effects ran):
    the cycle of triggers it went round, from the traceback's frames."""
    cycle = _cycle(_steps(error.__traceback__))
    if not cycle:
        return EndlessEffects("a chain of effects never ends (Python's recursion limit was reached while they ran)")
    rounds = " → ".join(f"on {event}: {cid}" for event, cid in cycle)
    first_event, first_cid = cycle[0]
    if len(cycle) == 1:
        said = f"the trigger of `{first_cid}` on `{first_event}` fires `{first_event}` again, without end"
    else:
        said = f"triggers fire each other without end: {rounds} → on {first_event} again"
    return EndlessEffects(f"a chain of effects never ends: {said}", cycle)


def _steps(tb: Optional[TracebackType]) -> list[Step]:
    """(event, component) of every event being handled in the traceback, outermost first."""
    steps: list[Step] = []
    while tb is not None:
        frame = tb.tb_frame
        code = frame.f_code
        if code is _EMIT_CODE:
            names = frame.f_locals
            if "cid" in names:
                steps.append((names["event"], names["cid"]))
        elif code is _EMIT_FROM_CODE:
            names = frame.f_locals
            triggers = names.get("triggers") or ()
            cid = names.get("cid")
            if cid is None and triggers:   # still in the first trigger's run
                cid = triggers[names.get("index", 0)][0]
            if cid is not None:
                steps.append((names["event"], cid))
        tb = tb.tb_next
    return steps


def _cycle(steps: list[Step]) -> tuple[Step, ...]:
    """The shortest run of steps that the chain repeats at its inner end, outermost first."""
    if len(steps) < 2:
        return tuple(steps)
    last = steps[-1]
    for back in range(2, min(len(steps), 64) + 1):
        if steps[-back] == last:
            return tuple(steps[1 - back:])
    return (last,)
