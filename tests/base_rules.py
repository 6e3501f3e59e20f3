"""The shipped Teotihuacan base rule set, compiled once per test session, and helpers for the
component tests (tests/test_components_*.py).

Loading: `teotl.rules.ruleset.load_ruleset` when it exists (the real loader); otherwise a small
stand-in that safe-loads rules/teotihuacan/game.yaml and every rules/teotihuacan/base/*.yaml except
module.yaml and collects their `components`.

Helpers:
- `snapshot(state, player)`: the whole observable state of one player as plain data (non-zero
  counters and tracks, owned components, flags, workers), so a test compares *everything* and an
  extra or missing gain fails;
- `expect(before, …)`: a snapshot with hand-written deltas applied;
- `Script`: answers the decisions of a running effect from per-kind queues (resources of choice,
  temples, pieces, may/continue, choose, pay-with), independent of the order in which the rule
  file happens to list its statements; it fails on an unexpected decision and on unused answers.
"""
from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, Iterable, Optional

from teotl.model.decisions import EffectRun
from teotl.runtime.runtime import Runtime

REPO = Path(__file__).resolve().parent.parent
ROOT = REPO / "rules" / "teotihuacan"
SHEET = "/work/shared/reference/teotihuacan-base.md"

RESOURCES = ("wood", "stone", "gold")
TEMPLES = ("blue", "red", "green")


def _simple_load() -> tuple[dict, list[dict]]:
    from ruamel.yaml import YAML
    yaml = YAML(typ="safe", pure=True)
    game = yaml.load((ROOT / "game.yaml").read_text(encoding="utf-8"))
    components: list[dict] = []
    for path in sorted((ROOT / "base").glob("*.yaml")):
        if path.name == "module.yaml":
            continue
        document = yaml.load(path.read_text(encoding="utf-8")) or {}
        components.extend(document.get("components") or ())
    return game, components


@functools.lru_cache(maxsize=None)
def base_runtime() -> Runtime:
    """The compiled base rule set (cached for the whole session)."""
    try:
        from teotl.rules.ruleset import load_ruleset  # the real loader, once it exists
    except ImportError:
        load_ruleset = None
    if load_ruleset is not None:
        # schema diagnostics of the loader are `teotl check`'s business; these tests need the
        # components and assert `rt.problems == []` (tests/test_components_ruleset.py)
        rt = Runtime.from_ruleset(load_ruleset(ROOT))
    else:
        game, components = _simple_load()
        rt = Runtime(game, components)
    return rt


# ====================================================================== boards
def board_index(number: int) -> int:
    """Ring index of the board with this printed number (game.yaml vocabulary.boards)."""
    board = base_runtime().vocab.board_by_number(number)
    assert board is not None, f"no board {number}"
    return board.index


def board_id(number: int) -> str:
    return base_runtime().vocab.board_by_number(number).id


def board_number(index: int) -> int:
    return base_runtime().vocab.boards[index].number


# ====================================================================== states
def new_state(players: int = 1, seed: int = 0):
    return base_runtime().new_state(players, seed)


def add_worker(state, owner: int, board: int, level: int, locked: bool = False):
    """A worker of `owner` on the board with printed number `board`."""
    return base_runtime().add_piece(state, owner, "worker", board_index(board), level, held=locked)


def give(state, player: int = 0, **amounts: int) -> None:
    state.players[player].counters.update(amounts)


def snapshot(state, player: int = 0) -> dict:
    me = state.players[player]
    return {
        "counters": {k: v for k, v in me.counters.items() if v},
        "tracks": {k: v for k, v in me.tracks.items() if v},
        "owned": sorted(me.owned),
        "flags": {k: v for k, v in me.flags.items() if v},
        "workers": sorted((board_number(p.at), p.value, p.held) for p in state.pieces_of(player)),
    }


def expect(before: dict, counters: Optional[dict] = None, tracks: Optional[dict] = None,
           owned: Iterable[str] = (), flags: Optional[dict] = None,
           workers: Optional[list] = None) -> dict:
    """`before` with deltas: counters/tracks/flags are added, `owned` appended, `workers` replaced."""
    after = {key: (dict(value) if isinstance(value, dict) else list(value)) for key, value in before.items()}
    for key, delta in (("counters", counters), ("tracks", tracks), ("flags", flags)):
        for name, amount in (delta or {}).items():
            after[key][name] = after[key].get(name, 0) + amount
            if after[key][name] == 0:
                del after[key][name]
    after["owned"] = sorted(after["owned"] + list(owned))
    if workers is not None:
        after["workers"] = sorted(workers)
    return after


# ====================================================================== decisions
class UnexpectedDecision(AssertionError):
    pass


class Script:
    """Scripted answers, one queue per kind of decision.

    resources: keys for "gain/pay which resource" (`target`/`pay_with` over wood/stone/gold)
    temples:   keys for "advance on which track" over the temples
    pieces:    Piece objects (or pids) for "which worker"
    may:       True/False for `may …`
    again:     True/False for `repeat up to …` (continue?)
    choose:    for `choose { … }` (and `acquire … choice`): an option key (a component id), or a
               substring of the wanted option's text that matches exactly one option
    pay_with:  keys for "pay with which resource"
    slots:     keys for "on which slot" (pyramid building)
    """

    def __init__(self, resources: Iterable[str] = (), temples: Iterable[str] = (),
                 pieces: Iterable[Any] = (), may: Iterable[bool] = (), again: Iterable[bool] = (),
                 choose: Iterable[str] = (), pay_with: Iterable[str] = (), slots: Iterable[str] = ()):
        self.queues = {"resources": list(resources), "temples": list(temples), "pieces": list(pieces),
                       "may": list(may), "again": list(again), "choose": list(choose),
                       "pay_with": list(pay_with), "slots": list(slots)}
        self.asked: list[tuple[str, list[str]]] = []

    def _pop(self, queue: str, decision) -> Any:
        if not self.queues[queue]:
            raise UnexpectedDecision(f"unexpected decision {decision.kind!r} '{decision.prompt}' "
                                     f"with options {decision.keys()} (no scripted {queue} answer left; "
                                     f"asked so far: {self.asked})")
        return self.queues[queue].pop(0)

    def answer_for(self, decision) -> str:
        keys = decision.keys()
        self.asked.append((decision.kind, keys))
        if decision.kind == "pay_with":
            return self._pop("pay_with", decision)
        if decision.kind == "target":
            if set(keys) <= set(RESOURCES):
                return self._pop("resources", decision)
            if set(keys) <= set(TEMPLES):
                return self._pop("temples", decision)
        if decision.kind == "piece":
            piece = self._pop("pieces", decision)
            return f"p{getattr(piece, 'pid', piece)}"
        if decision.kind == "slot":
            return self._pop("slots", decision)
        if decision.kind == "may":
            return "yes" if self._pop("may", decision) else "no"
        if decision.kind == "continue":
            return "yes" if self._pop("again", decision) else "no"
        if decision.kind == "choose":
            wanted = self._pop("choose", decision)
            if wanted in keys:
                return wanted
            matches = [o.key for o in decision.options if wanted in o.text]
            if len(matches) != 1:
                raise UnexpectedDecision(f"choose: {wanted!r} matches {len(matches)} of "
                                         f"{[o.text for o in decision.options]}")
            return matches[0]
        raise UnexpectedDecision(f"no script for decision {decision.kind!r} {keys}")

    def drive(self, run: EffectRun) -> EffectRun:
        while not run.finished:
            run.answer(self.answer_for(run.pending))
        left = {k: v for k, v in self.queues.items() if v}
        assert not left, f"the effect finished with scripted answers unused: {left} (asked: {self.asked})"
        return run


def play(run: EffectRun, script: Optional[Script] = None) -> EffectRun:
    return (script or Script()).drive(run)


def run_effect(state, component: str, path: str = "effect", script: Optional[Script] = None,
               **kwargs) -> EffectRun:
    """Start a component's effect and answer every decision from `script` (default: none)."""
    return play(base_runtime().run(state, component, path, **kwargs), script)


def emit(state, event: str, attrs: dict, script: Optional[Script] = None, player: int = 0,
         piece=None, board: Optional[int] = None) -> EffectRun:
    """Fire `event` for `player` (triggers of owned / global components run); `board` is a number."""
    rt = base_runtime()
    ctx = rt.context(state, player, piece=piece, board=board_index(board) if board is not None else None)
    return play(EffectRun(rt.emit(ctx, event, attrs)), script)


def advance(state, track: str, steps: int = 1, script: Optional[Script] = None, player: int = 0) -> EffectRun:
    """Move the player's marker with the engine's `advance` service (rewards of each step run)."""
    rt = base_runtime()
    return play(EffectRun(rt.advance(rt.context(state, player), track, steps)), script)
