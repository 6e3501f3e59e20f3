"""The log events of the flow itself (teotl.runtime.game and phases: a game begins and ends, a
round's turn, a phase, the turn limit) as sentences. Every other event is read by the primitive
that writes it (`registry.renders("event", NAME)` next to its compile function)."""
from __future__ import annotations

from teotl.language.registry import renders
from teotl.text.catalogue import Noun


@renders("event", "game_start")
def _game_start(n, e):
    return n.msg("event-game-start", players=e["players"])


@renders("event", "game_end")
def _game_end(n, e):
    scores = e.get("scores") or []
    parts = [n.msg("event-score", who=n.seat(seat), score=score) for seat, score in enumerate(scores)]
    return n.msg("event-game-end", scores=n.join(parts))


@renders("event", "turn")
def _turn(n, e):
    return n.msg("event-turn", who=n.who(e), round=e["round"])


@renders("event", "turn_limit")
def _turn_limit(n, e):
    return n.msg("event-turn-limit", turns=e["turns"])


@renders("event", "phase")
def _phase(n, e):
    phase = str(e.get("phase", ""))
    return n.msg("event-phase", phase=Noun(f"phase-{phase}", 1, n.humanise(phase)), round=e.get("round", 0))
