"""The rules the hand-written effects and the hand-written turn share (`hand_effects.py`,
`hand_turn.py`): what a good Python programmer would write for this one game.

Written for speed the way such a programmer would: data read once from the rule files (every
component's cost as (resource, amount) pairs, its name), every option and every decision whose
content is fixed built once (decisions per seat), pieces' options kept per (piece, level,
board), no generator where nothing is asked (a shared exhausted iterator, `DONE`, as the
compiled side uses), locals instead of a dictionary of context values. Both sides run on the
same engine objects (`GameState`, `Decision`, `EffectRun`), so the comparison measures writing
the rules in the DSL, not the engine's data structures.

What the rules reach that these functions do not implement (a technology's or royal tile's
trigger or modifier in the player's scope, a worker reaching power 6) raises `Unsupported`:
the benchmark's scenarios are those where it is never raised, and the equivalence test checks
both sides on them decision by decision.
"""
from __future__ import annotations

from itertools import combinations
from typing import Any, Iterator

from teotl.model.decisions import Decision, Option

DONE: Iterator = iter(())  # an exhausted iterator: "nothing to ask", shared (as the compiled side's)
SEATS = range(4)

RESOURCES = ("wood", "stone", "gold")
TEMPLES = ("blue", "red", "green")
TRACK_MAX = {"blue": 11, "red": 11, "green": 11, "avenue": 9, "pyramid": 9}
EXCLUSIVE = {"blue": 11, "red": 11, "green": 11}
OVERFLOW_LEVEL = 6


class Unsupported(Exception):
    """The situation needs a rule these hand-written functions leave out."""


# ---------------------------------------------------------------------------- read once from the rule files
COSTS: dict[str, tuple[tuple[str, int], ...]] = {}  # component id -> ((resource, amount), ...)
NAMES: dict[str, str] = {}                           # component id -> name shown in options
LISTENERS: dict[str, tuple[str, ...]] = {}           # event -> owned components with a trigger on it
MODIFIED_BY: dict[str, tuple[str, ...]] = {}         # query -> owned components modifying it
BOARD_INDEX: dict[str, int] = {}                     # board id -> index in the vocabulary
BOARD_IDS: list[str] = []


def prepare(runtime: Any, ruleset: Any) -> None:
    """Read what the hand-written rules need from the loaded rule set (as a hand-written engine
    would load its data files): printed costs, names, which owned components react to which
    event or change which value (`Unsupported` when one is in scope), the boards."""
    COSTS.clear()
    NAMES.clear()
    for cid, info in runtime.components.items():
        NAMES[cid] = info.name or cid
    for cid, component in ruleset.components.items():
        cost = getattr(component, "cost", None)
        if isinstance(cost, str):
            pairs: dict[str, int] = {}
            for part in filter(None, (p.strip() for p in cost.split(","))):
                name, _, amount = part.partition(" ")
                pairs[name] = pairs.get(name, 0) + int(amount or 1)
            COSTS[cid] = tuple(pairs.items())
    LISTENERS.clear()
    for event, triggers in runtime.triggers.items():
        LISTENERS[event] = tuple(cid for cid, _, _ in triggers if cid not in runtime.global_components)
    MODIFIED_BY.clear()
    for name, modifiers in runtime.modifiers.items():
        MODIFIED_BY[name] = tuple(m[0] for m in modifiers if m[0] not in runtime.global_components)
    BOARD_IDS[:] = [board.id for board in runtime.vocab.boards]
    BOARD_INDEX.clear()
    BOARD_INDEX.update({board: index for index, board in enumerate(BOARD_IDS)})
    PIECE_OPTIONS.clear()


def no_owned_listener(me: Any, event: str) -> None:
    """An owned component reacting to `event` would run its trigger: not written by hand."""
    for cid in LISTENERS.get(event, ()):
        if cid in me.owned and cid not in me.fresh:
            raise Unsupported(f"{cid} reacts to {event}")


def no_owned_modifier(me: Any, query: str) -> None:
    for cid in MODIFIED_BY.get(query, ()):
        if cid in me.owned and cid not in me.fresh:
            raise Unsupported(f"{cid} modifies {query}")


# ---------------------------------------------------------------------------- options and decisions built once
def per_seat(kind: str, options: tuple, prompt: str) -> tuple[Decision, ...]:
    return tuple(Decision(seat, kind, options, prompt) for seat in SEATS)


GAIN_ANY = per_seat("target", tuple(Option(m, f"gain 1 {m}", m) for m in RESOURCES), "gain which wood/stone/gold?")
# `advance any temple`: the options for every set of temples that can still advance, in the group's order
TEMPLE_ASK = {open_: per_seat("target", tuple(Option(t, f"advance {t}", t) for t in open_), "advance on which track?")
              for n in (2, 3) for open_ in combinations(TEMPLES, n)}
CHOOSE = "choose one"


def choice_of_two(first: str, second: str) -> tuple[Decision, ...]:
    """`choose { FIRST | SECOND }` with both possible: keys 1 and 2, the arms' texts."""
    return per_seat("choose", (Option("1", first, True), Option("2", second, False)), CHOOSE)


STEP_CHOICES = {("blue", 4): choice_of_two("gain any resource", "claim blue4"),
                ("red", 5): choice_of_two("gain vp 2", "claim red5"),
                ("green", 3): choice_of_two("gain cocoa 1", "claim green3"),
                ("green", 6): choice_of_two("gain cocoa 2", "claim green6")}
MAY_CLAIM = {supply: per_seat("may", (Option("yes", f"claim {supply}", True), Option("no", "skip", False)),
                              f"may claim {supply}?")
             for supply in ("avenue3", "avenue6", "avenue8", "discovery")}
PIECE_OPTIONS: dict[tuple[int, int, int], Option] = {}  # (pid, level, board) -> its option (value: pid)


def piece_option(piece: Any) -> Option:
    key = (piece.pid, piece.value, piece.at)
    option = PIECE_OPTIONS.get(key)
    if option is None:
        option = PIECE_OPTIONS[key] = Option(f"p{piece.pid}", f"worker {piece.pid} (level {piece.value}, "
                                                              f"on {BOARD_IDS[piece.at]})", piece.pid)
    return option


# ---------------------------------------------------------------------------- resources, discovery tiles
def gain_any(player: int, have: dict, n: int) -> Iterator:
    decision = GAIN_ANY[player]
    for _ in range(n):
        have[(yield decision)] += 1


def can_claim(state: Any, have: dict, supply: str, extra_cocoa: int = 0) -> bool:
    """The top tile of `supply` exists and its printed cost can be paid (with `extra_cocoa` paid first)."""
    stack = state.supplies.get(supply)
    if not stack:
        return False
    for name, need in COSTS.get(stack[0], ()):
        if have[name] < need + (extra_cocoa if name == "cocoa" else 0):
            return False
    return extra_cocoa == 0 or have["cocoa"] >= extra_cocoa


def claim(state: Any, me: Any, supply: str) -> None:
    if not can_claim(state, me.counters, supply):
        return
    stack = state.writable_supply(supply)  # (a copied state's supplies are tuples until written)
    have = me.counters
    for name, need in COSTS.get(stack[0], ()):
        have[name] -= need
    me.owned.append(stack.pop(0))
    no_owned_listener(me, "claim")


# ---------------------------------------------------------------------------- tracks
RED_VP = {1: 1, 2: 1, 3: 2, 4: 2, 6: 3, 7: 3, 8: 4, 9: 5, 10: 0, 11: 7}
BLUE_VP = {7: 2, 9: 4, 10: 0, 11: 6}
GREEN_COCOA = {1: 1, 2: 1, 4: 2, 5: 2, 7: 3, 8: 3, 9: 4, 10: 0, 11: 5}
STEP_STACK = {("blue", 4): "blue4", ("red", 5): "red5", ("green", 3): "green3", ("green", 6): "green6"}


def can_advance(state: Any, player: int, track: str) -> bool:
    step = state.players[player].tracks[track] + 1
    if step > TRACK_MAX[track]:
        return False
    if EXCLUSIVE.get(track) == step:
        for other in state.players:
            if other.index != player and other.tracks[track] >= step:
                return False
    return True


def advance(state: Any, player: int, track: str) -> Iterator:
    """One step on a track and the step's reward (an iterator: `DONE` when the reward asks nothing)."""
    if not can_advance(state, player, track):
        return DONE
    tracks = state.players[player].tracks
    tracks[track] += 1
    return reward(state, player, track, tracks[track])


def reward(state: Any, player: int, track: str, step: int) -> Iterator:
    me = state.players[player]
    have = me.counters
    stack = STEP_STACK.get((track, step))
    if stack is not None:
        return step_choice(state, player, track, step, stack)
    if track == "blue":
        if step <= 3:
            return gain_any(player, have, 1)
        if step in (5, 6, 8):
            return gain_any(player, have, 2)
        have["vp"] += BLUE_VP[step]
    elif track == "red":
        have["vp"] += RED_VP[step]
    elif track == "green":
        have["cocoa"] += GREEN_COCOA[step]
    elif track == "avenue" and step in (3, 6, 8):
        return may_claim(state, player, f"avenue{step}")
    return DONE


def step_choice(state: Any, player: int, track: str, step: int, stack: str) -> Iterator:
    """`choose { the step's gain | claim STACK }`; without a claimable tile, the gain alone."""
    me = state.players[player]
    if can_claim(state, me.counters, stack) and not (yield STEP_CHOICES[(track, step)][player]):
        claim(state, me, stack)
        return
    have = me.counters
    if track == "blue":
        yield from gain_any(player, have, 1)
    elif track == "red":
        have["vp"] += 2
    else:
        have["cocoa"] += 1 if step == 3 else 2


def may_claim(state: Any, player: int, supply: str) -> Iterator:
    me = state.players[player]
    if can_claim(state, me.counters, supply) and (yield MAY_CLAIM[supply][player]):
        claim(state, me, supply)


def advance_any_temple(state: Any, player: int) -> Iterator:
    open_ = tuple(t for t in TEMPLES if can_advance(state, player, t))
    if not open_:
        return DONE
    if len(open_) == 1:
        return advance(state, player, open_[0])
    return _ask_temple(state, player, open_)


def _ask_temple(state: Any, player: int, open_: tuple) -> Iterator:
    yield from advance(state, player, (yield TEMPLE_ASK[open_][player]))


# ---------------------------------------------------------------------------- workers
UPGRADE_PROMPT = "upgrade which worker?"


def upgrade(state: Any, player: int, times: int, board: Any = None) -> Iterator:
    """Power up one of the player's unlocked workers (on `board` when given) `times` times."""
    pieces = state.pieces
    for _ in range(times):
        candidates = [p for p in pieces if p.owner == player and not p.held and (board is None or p.at == board)]
        if not candidates:
            return
        if len(candidates) == 1:
            piece = candidates[0]
        else:
            piece = pieces[(yield Decision(player, "piece", tuple([piece_option(p) for p in candidates]),
                                           UPGRADE_PROMPT))]
        piece.value += 1
        if piece.value >= OVERFLOW_LEVEL:
            raise Unsupported("a worker reached power 6 (ascension)")
