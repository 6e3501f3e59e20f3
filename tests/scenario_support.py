"""Helpers for the scenario tests (tests/test_scenarios.py): whole turns and rounds of the shipped
rules driven through the components `game.yaml`'s `flow:` names, on hand-made states.

- `rt()`: the shipped rule set, loaded and compiled once (`teotl.loading.load_runtime`).
- `new_state(players, **counters)`: an empty state; global counters set explicitly by the test.
- `worker(state, owner, board, power, spot=None)`: a die on the board with that printed number,
  locked on worship spot `spot` when given. Owner == number of players is a neutral colour.
- `snapshot(state)`: everything observable, as plain data: global counters, every player's
  non-zero counters and tracks, owned / used components, flags, workers by pid as
  (owner, board number, power, spot or None), neutral dice as a sorted list, non-empty supplies and
  the placement grids. A scenario compares whole snapshots, so an extra or a missing change fails.
- `expect(before, …)`: a snapshot with hand-written changes applied.
- `flow(state, step, player, answers)`: run the flow component `flow.<step>` of game.yaml
  (`turn`, `after_turn`, `round_end`, `final`) for a player, answering its decisions from a
  script of (kind, answer) pairs; each decision's kind is checked, the answer must be offered.
"""
from __future__ import annotations

import copy
import functools
from typing import Iterable, Optional

from teotl.loading import load_runtime
from teotl.model.decisions import Decision, EffectRun
from teotl.runtime.game import Flow, Game
from teotl.language.parser import parse_expression


@functools.lru_cache(maxsize=None)
def rt():
    _ruleset, runtime = load_runtime()
    return runtime


def board_index(number: int) -> int:
    board = rt().vocab.board_by_number(number)
    assert board is not None, f"no board {number}"
    return board.index


def board_number(index: int) -> int:
    return rt().vocab.boards[index].number


# ====================================================================== states
def new_state(players: int, **counters: int):
    state = rt().new_state(players, seed=1)
    state.counters.update(counters)
    return state


def worker(state, owner: int, board: int, power: int, spot: Optional[int] = None):
    piece = rt().add_piece(state, owner, "worker", board_index(board), power, held=spot is not None)
    piece.slot = spot
    return piece


def give(state, player: int, **amounts: int) -> None:
    me = state.players[player]
    for name, value in amounts.items():
        if name in me.counters:
            me.counters[name] = value
        elif name in me.tracks:
            me.tracks[name] = value
        else:
            raise KeyError(name)


def evaluate(state, text: str, player: int = 0) -> int:
    """The value of an expression of the rules (a named query like `multiplier`) for a player."""
    fn = rt().compiler.expr(parse_expression(text))
    return fn(rt().context(state, player))


# ====================================================================== snapshots
def snapshot(state, unordered: Iterable[str] = ()) -> dict:
    players = len(state.players)
    workers, neutral = {}, []
    for piece in state.pieces:
        assert piece.held == (piece.slot is not None), f"piece {piece.pid}: locked {piece.held}, spot {piece.slot}"
        if piece.owner < players:
            workers[piece.pid] = (piece.owner, board_number(piece.at), piece.value, piece.slot)
        else:
            neutral.append((piece.owner, board_number(piece.at), piece.value, piece.slot))
    unordered = set(unordered)
    return {
        "counters": dict(state.counters),
        "players": [{
            "counters": {k: v for k, v in p.counters.items() if v},
            "tracks": {k: v for k, v in p.tracks.items() if v},
            "owned": list(p.owned),
            "used": sorted(p.used),
            "flags": {k: v for k, v in p.flags.items() if v},
            "fresh": sorted(p.fresh),
        } for p in state.players],
        "workers": workers,
        "neutral": sorted(neutral),
        "supplies": {k: (sorted(v) if k in unordered else list(v)) for k, v in state.supplies.items() if v},
        "grids": copy.deepcopy(state.grids),
    }


def expect(before: dict, players: Optional[dict] = None, counters: Optional[dict] = None,
           workers: Optional[dict] = None, neutral: Optional[list] = None,
           supplies: Optional[dict] = None, grids: Optional[dict] = None) -> dict:
    """`before` with changes:
    players  {index: {name: delta}}: a resource or a track name adds the delta; `owned` (list)
             is appended, `used` (list) added, `flags` ({flag: delta}) added;
    counters {name: value}: global counters set to the value;
    workers  {pid: (owner, board, power, spot)} replaced (or added);
    neutral  the whole sorted list of neutral dice;
    supplies {name: list}: replaced ([] = empty); grids: {grid: state} replaced."""
    after = copy.deepcopy(before)
    vocab = rt().vocab
    for index, changes in (players or {}).items():
        me = after["players"][index]
        for name, delta in changes.items():
            if name == "owned":
                me["owned"].extend(delta)
            elif name == "used":
                me["used"] = sorted(set(me["used"]) | set(delta))
            elif name == "flags":
                for flag, d in delta.items():
                    me["flags"][flag] = me["flags"].get(flag, 0) + d
                    if not me["flags"][flag]:
                        del me["flags"][flag]
            else:
                key = "counters" if name in vocab.resources else "tracks" if name in vocab.tracks else None
                assert key is not None, f"{name} is neither a resource nor a track"
                me[key][name] = me[key].get(name, 0) + delta
                assert me[key][name] >= 0, f"expected {name} below 0"
                if not me[key][name]:
                    del me[key][name]
    after["counters"].update(counters or {})
    after["workers"].update(workers or {})
    if neutral is not None:
        after["neutral"] = sorted(neutral)
    for name, items in (supplies or {}).items():
        if items:
            after["supplies"][name] = list(items)
        else:
            after["supplies"].pop(name, None)
    after["grids"].update(copy.deepcopy(grids or {}))
    return after


# ====================================================================== driving the flow
def component(step: str) -> str:
    """The component `game.yaml`'s `flow:` names for a step (turn, after_turn, round_end, final)."""
    return rt().game["flow"][step]


def answer(run: EffectRun, kind: str, wanted: str) -> Decision:
    """Answer the pending decision; `wanted` is an option key, an option's whole text, or a part
    of the text of exactly one option."""
    decision = run.pending
    assert decision is not None, f"no decision pending, wanted {kind} {wanted!r}"
    assert decision.kind == kind, f"expected a {kind!r} decision, got {decision.kind!r} " \
                                  f"'{decision.prompt}' {[(o.key, o.text) for o in decision.options]}"
    keys = decision.keys()
    exact = [o.key for o in decision.options if o.text == wanted]
    if wanted not in keys and len(exact) == 1:
        wanted = exact[0]
    elif wanted not in keys:
        matches = [o.key for o in decision.options if wanted in o.text]
        assert len(matches) == 1, f"{wanted!r} matches {matches} of {[(o.key, o.text) for o in decision.options]}"
        wanted = matches[0]
    run.answer(wanted)
    return decision


def drive(run: EffectRun, answers: Iterable[tuple[str, str]]) -> list[Decision]:
    """Answer (kind, answer) pairs in order; the effect must then be finished. Returns the decisions."""
    asked = [answer(run, kind, wanted) for kind, wanted in answers]
    assert run.finished, f"unanswered decision {run.pending.kind!r} '{run.pending.prompt}' " \
                         f"{[(o.key, o.text) for o in run.pending.options]}"
    return asked


def flow(state, step: str, player: int = 0, answers: Iterable[tuple[str, str]] = ()) -> list[Decision]:
    return drive(rt().run(state, component(step), player=player), answers)


def start(state, step: str, player: int = 0) -> EffectRun:
    return rt().run(state, component(step), player=player)


def options(decision: Decision) -> list[str]:
    return [o.text for o in decision.options]


def game_over(state) -> bool:
    """flow.game_over of game.yaml, as the game loop checks it."""
    return bool(Flow.from_runtime(rt()).game_over(rt().context(state, 0)))


def ranking(state) -> list[int]:
    """Game.ranking (score, then flow.tie_breakers, then the earlier seat) for a hand-made state."""
    game = object.__new__(Game)  # the ranking only reads the state and the flow: no setup is run
    game.runtime, game.state, game.players = rt(), state, len(state.players)
    game.flow = Flow.from_runtime(rt())
    return game.ranking()


__all__ = ["rt", "new_state", "worker", "give", "evaluate", "snapshot", "expect", "flow", "start",
           "answer", "drive", "options", "game_over", "ranking", "board_index", "board_number"]
