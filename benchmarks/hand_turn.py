"""A player's turn written by hand in plain Python, as `rules/teotihuacan/base/flow.yaml` and
`boards.yaml` play it (`flow.turn`, then `flow.after_turn`), for turns on boards 2-4:

- the discovery window before and after the action (`repeat up to 4: use discovery`);
- unlock all, or move a worker 1-3 boards (1-8 with a "move anywhere" flag), a second worker
  along with a "double move" flag, then one action on the board reached: collect cocoa, the main
  action (pay one cocoa per colour there or a "free cocoa" flag; the board's grid cell by
  workers and power; the power-ups), or worship (occupy the spot, unlocking another player's
  worker for a cocoa; the temple step, the spot's discovery tile, or both for a cocoa more);
- after the turn: the paid unlock, the offers refilled, flags cleared, the Eclipse check.

The discovery tiles it can use are those with effects listed in `TILES`; anything else the rules
reach (another board, a technology in scope, a worker reaching power 6) raises `Unsupported`.
Option keys and texts are the compiled rules' own, so the equivalence test compares decisions
whole. Pieces are found by index (`state.pieces[pid]`): the scenarios number them so.
"""
from __future__ import annotations

from typing import Any, Callable, Iterator

from hand_effects import COLUMN_OF_POWER, GRID
from hand_rules import (BOARD_IDS, CHOOSE, DONE, Unsupported, advance, advance_any_temple, can_advance, can_claim,
                        claim, gain_any, no_owned_listener, no_owned_modifier, per_seat, piece_option, upgrade)
from teotl.model.decisions import Decision, Option

MAIN_BODY = "resolve board main_action; emit main_action; resolve board power_ups; emit powered_up; settle"
WORSHIP_TRACK = {"forest": "red", "stone_quarry": "green", "gold_deposits": "blue"}
SPOT_SUPPLY = {"forest": "disc_forest", "stone_quarry": "disc_stone_quarry", "gold_deposits": "disc_gold_deposits"}
WORSHIP_REFILLS = ("disc_palace", "disc_forest", "disc_stone_quarry", "disc_gold_deposits", "disc_decorations")


def _options(*texts: str) -> tuple[Option, ...]:
    return tuple(Option(str(i + 1), text, i + 1) for i, text in enumerate(texts))


TURN_ARMS = _options("resolve unlock_turn",
                     "move worker unlocked forward 1..3; resolve double_move; resolve take_action",
                     "consume move_anywhere; move worker unlocked forward 1..8; resolve double_move; resolve take_action")
ACTION_ARMS = _options("resolve collect_cocoa", "resolve main_action", "resolve worship")
MAIN_ARMS = _options(f"pay cocoa colours_here -> {MAIN_BODY}", f"consume free_cocoa; {MAIN_BODY}")
WORSHIP_ARMS = _options("resolve board worship", "claim here", "pay cocoa 1 -> claim here; resolve board worship",
                        "consume free_cocoa; claim here; resolve board worship")


def _subsets(arms: tuple[Option, ...]) -> dict[tuple[bool, ...], tuple[Decision, ...]]:
    """For every combination of possible arms (two or more): the decision per seat."""
    found = {}
    for mask in range(1 << len(arms)):
        legal = tuple(bool(mask >> i & 1) for i in range(len(arms)))
        offered = tuple(arm for arm, ok in zip(arms, legal) if ok)
        if len(offered) > 1:
            found[legal] = per_seat("choose", offered, CHOOSE)
    return found


TURN_ASK, ACTION_ASK, MAIN_ASK, WORSHIP_ASK = (_subsets(a) for a in (TURN_ARMS, ACTION_ARMS, MAIN_ARMS, WORSHIP_ARMS))
DISTANCES = {n: per_seat("distance", tuple(Option(str(d), f"forward {d}", d) for d in range(1, n + 1)), "how far?")
             for n in (3, 8)}
AGAIN = per_seat("continue", (Option("yes", "use discovery", True), Option("no", "stop", False)),
                 "use discovery (again)?")
MAY_DOUBLE = per_seat("may", (Option("yes", "consume double_move; follow worker unlocked", True),
                              Option("no", "skip", False)), "may consume double_move; follow worker unlocked?")
MAY_UNLOCK = per_seat("may", (Option("yes", "resolve unlock_paid", True), Option("no", "skip", False)),
                      "may resolve unlock_paid?")
FOLLOWERS: dict[tuple[int, int], Option] = {}


def _follower(piece: Any) -> Option:
    key = (piece.pid, piece.value)
    option = FOLLOWERS.get(key)
    if option is None:
        option = FOLLOWERS[key] = Option(f"p{piece.pid}", f"worker {piece.pid} (level {piece.value})", piece.pid)
    return option


# ---------------------------------------------------------------------------- discovery tiles
def _vp4(state, player):
    state.players[player].counters["vp"] += 4
    return DONE


def _cocoa4(state, player):
    state.players[player].counters["cocoa"] += 4
    return DONE


def _granting(flag: str) -> Callable:
    def effect(state, player):
        flags = state.players[player].flags
        flags[flag] = flags.get(flag, 0) + 1
        return DONE
    return effect


def _always(state, player):
    return True


def _can_temple(state, player):
    return can_advance(state, player, "blue") or can_advance(state, player, "red") or can_advance(state, player, "green")


def _has_unlocked(state, player):
    for p in state.pieces:
        if p.owner == player and not p.held:
            return True
    return False


def _on(track: str) -> tuple[Callable, Callable]:
    return (lambda state, player: advance(state, player, track)), (lambda state, player: can_advance(state, player, track))


_KINDS: dict[str, tuple[Callable, Callable]] = {
    "vp4": (_vp4, _always),
    "any3": (lambda state, player: gain_any(player, state.players[player].counters, 3), _always),
    "any2": (lambda state, player: gain_any(player, state.players[player].counters, 2), _always),
    "avenue": _on("avenue"), "blue": _on("blue"), "red": _on("red"), "green": _on("green"),
    "temple": (advance_any_temple, _can_temple),
    "cocoa4": (_cocoa4, _always),
    "power_ups": (lambda state, player: upgrade(state, player, 2), _has_unlocked),
    "double_move": (_granting("double_move"), _always), "free_cocoa": (_granting("free_cocoa"), _always),
    "move_anywhere": (_granting("move_anywhere"), _always), "extra_worker": (_granting("extra_worker"), _always),
}
_TILE_KINDS = {"vp4": (17, 18, 19), "any3": (20, 21), "any2": (22, 23), "avenue": (24, 25, 26), "temple": (27, 28, 29),
               "blue": (30, 31), "red": (32, 33), "green": (34, 35), "cocoa4": (36, 37, 38), "power_ups": (39, 40, 41),
               "double_move": (42, 43, 44), "free_cocoa": (45, 46, 47), "move_anywhere": (48, 49, 50),
               "extra_worker": (51, 52, 53)}
TILES: dict[str, tuple[Callable, Callable]] = {f"disc-{n:02d}": _KINDS[kind] for kind, ns in _TILE_KINDS.items() for n in ns}
USE_OPTIONS: dict[str, Option] = {}  # filled by `prepare_turn` (names from the rule files)
USE_PROMPT = "use which discovery?"


def prepare_turn(names: dict[str, str]) -> None:
    USE_OPTIONS.clear()
    USE_OPTIONS.update({cid: Option(cid, names[cid], cid) for cid in TILES})


def _usable(state, player) -> list:
    me = state.players[player]
    used = me.used
    found = []
    for cid in me.owned:
        tile = TILES.get(cid)
        if tile is not None and cid not in used and cid not in found and tile[1](state, player):
            found.append(cid)
    return found


def discovery_window(state, player) -> Iterator:
    for _ in range(4):
        usable = _usable(state, player)
        if not usable or not (yield AGAIN[player]):
            return
        if len(usable) == 1:
            cid = usable[0]
        else:
            cid = yield Decision(player, "choose", tuple([USE_OPTIONS[c] for c in usable]), USE_PROMPT)
        state.players[player].used.add(cid)
        yield from TILES[cid][0](state, player)


# ---------------------------------------------------------------------------- the turn
def turn(ctx) -> Iterator:
    """`flow.turn`: the discovery window, unlock all or move and act, the discovery window."""
    state, player = ctx.state, ctx.player
    me = state.players[player]
    yield from discovery_window(state, player)
    locked = unlocked = False
    for p in state.pieces:
        if p.owner == player:
            if p.held:
                locked = True
            else:
                unlocked = True
    legal = (locked, unlocked, unlocked and me.flags.get("move_anywhere", 0) > 0)
    ask = TURN_ASK.get(legal)
    arm = (yield ask[player]) if ask is not None else (1 if locked else 2 if unlocked else 0)
    if arm == 1:
        _unlock_all(state, player)
    elif arm:
        if arm == 3:
            _consume(me.flags, "move_anywhere")
        yield from _move_and_act(ctx, state, player, 3 if arm == 2 else 8)
    yield from discovery_window(state, player)


def _unlock_all(state, player) -> None:
    for p in state.pieces:
        if p.owner == player and p.held:
            p.held, p.slot = False, None


def _consume(flags: dict, flag: str) -> None:
    flags[flag] -= 1
    if not flags[flag]:
        del flags[flag]


def _move_and_act(ctx, state, player, farthest: int) -> Iterator:
    pieces = state.pieces
    me = state.players[player]
    candidates = [p for p in pieces if p.owner == player and not p.held]
    if len(candidates) == 1:
        piece = candidates[0]
    else:
        piece = pieces[(yield Decision(player, "piece", tuple([piece_option(p) for p in candidates]),
                                       "move which worker?"))]
    steps = yield DISTANCES[farthest][player]
    origin = piece.at
    no_owned_listener(me, "crossed")
    ring = state.ring
    piece.at = ring[(ring.index(origin) + steps) % len(ring)]
    # the double move: `may { consume double_move; follow worker unlocked }`
    follower = None
    if me.flags.get("double_move", 0) > 0:
        along = [p for p in pieces if p.owner == player and not p.held and p.at == origin and p is not piece]
        if along and (yield MAY_DOUBLE[player]):
            _consume(me.flags, "double_move")
            if len(along) == 1:
                follower = along[0]
            else:
                follower = pieces[(yield Decision(player, "piece", tuple([_follower(p) for p in along]),
                                                  "which worker goes along?"))]
            follower.at = piece.at
    yield from _take_action(ctx, state, player, piece, follower)


def _workers_here(state, player, board) -> tuple[int, int]:
    """(the player's unlocked workers on the board, their lowest power)."""
    count, low = 0, 9
    for p in state.pieces:
        if p.at == board and p.owner == player and not p.held:
            count += 1
            if p.value < low:
                low = p.value
    return count, low


def _take_action(ctx, state, player, piece, follower=None) -> Iterator:
    me = state.players[player]
    board = piece.at
    name = BOARD_IDS[board]
    if name not in GRID:
        raise Unsupported(f"an action on {name}")
    have, flags = me.counters, me.flags
    colours = 0
    for p in state.pieces:
        if p.at == board and not p.held and p is not piece and p is not follower:  # (ruling R17)
            colours |= 1 << p.owner
    colours = colours.bit_count()
    free = flags.get("free_cocoa", 0) > 0
    holder = _holder(state, board)
    worship = holder is None or (holder.owner != player and (have["cocoa"] >= 1 or free))
    legal = (True, have["cocoa"] >= colours or free, worship)
    ask = ACTION_ASK.get(legal)
    action = (yield ask[player]) if ask is not None else 1
    if action == 1:
        have["cocoa"] += colours + 1
        no_owned_listener(me, "collect")
    elif action == 2:
        yield from _main_action(ctx, state, player, board, name, colours)
    else:
        yield from _worship(state, player, piece, name, holder)


def _main_action(ctx, state, player, board, name, colours) -> Iterator:
    me = state.players[player]
    have, flags = me.counters, me.flags
    legal = (have["cocoa"] >= colours, flags.get("free_cocoa", 0) > 0)
    ask = MAIN_ASK.get(legal)
    arm = (yield ask[player]) if ask is not None else (1 if legal[0] else 2)
    if arm == 1:
        have["cocoa"] -= colours
    else:
        _consume(flags, "free_cocoa")
    no_owned_modifier(me, "pieces_here")
    workers, low = _workers_here(state, player, board)
    rows = workers if workers < 3 else 3
    yield from GRID[name][rows - 1][COLUMN_OF_POWER[low]](ctx)
    no_owned_listener(me, "main_action")
    yield from upgrade(state, player, 2 if rows == 3 else 1, board)
    no_owned_listener(me, "powered_up")
    me.fresh.clear()


def _holder(state, board) -> Any:
    for p in state.pieces:
        if p.at == board and p.held and p.slot == 1:
            return p
    return None


SPOT_FREE = per_seat("spot", (Option("1", "spot 1", 0),), "which spot?")
SPOT_BUMP = {(cocoa, free): per_seat("spot", tuple(
    ([Option("1", "spot 1 (unlock the piece there for 1 cocoa)", 1)] if cocoa else [])
    + ([Option("1:free_cocoa", "spot 1 (unlock the piece there with free_cocoa)", 2)] if free else [])), "which spot?")
    for cocoa in (False, True) for free in (False, True) if cocoa and free}


def _worship(state, player, piece, name, holder) -> Iterator:
    me = state.players[player]
    have, flags = me.counters, me.flags
    if holder is not None:  # another player's worker on the spot: unlocked for 1 cocoa or a free cocoa
        cocoa, free = have["cocoa"] >= 1, flags.get("free_cocoa", 0) > 0
        how = (yield SPOT_BUMP[(cocoa, free)][player]) if cocoa and free else (1 if cocoa else 2)
        if how == 1:
            have["cocoa"] -= 1
        else:
            _consume(flags, "free_cocoa")
        holder.held, holder.slot = False, None
    piece.held, piece.slot = True, 1
    supply, temple = SPOT_SUPPLY[name], WORSHIP_TRACK[name]
    claimable = can_claim(state, have, supply)
    legal = (can_advance(state, player, temple), claimable, can_claim(state, have, supply, extra_cocoa=1),
             flags.get("free_cocoa", 0) > 0 and claimable)
    ask = WORSHIP_ASK.get(legal)
    if ask is not None:
        arm = yield ask[player]
    else:
        arm = legal.index(True) + 1 if True in legal else 0
    if arm == 1:
        yield from advance(state, player, temple)
    elif arm == 2:
        claim(state, me, supply)
    elif arm:
        if arm == 3:
            have["cocoa"] -= 1
        else:
            _consume(flags, "free_cocoa")
        claim(state, me, supply)
        yield from advance(state, player, temple)
    no_owned_listener(me, "worship")


# ---------------------------------------------------------------------------- after the turn
def after_turn(ctx) -> Iterator:
    """`flow.after_turn`: the paid unlock, the offers refilled, flags cleared, the Eclipse check.
    A generator only when the paid unlock can be asked."""
    state, player = ctx.state, ctx.player
    if state.players[player].counters["cocoa"] >= 3:
        for p in state.pieces:
            if p.owner == player and p.held:
                return _paid_unlock_then_end(state, player)
    _end_of_turn(state, player)
    return DONE


def _paid_unlock_then_end(state, player) -> Iterator:
    if (yield MAY_UNLOCK[player]):
        state.players[player].counters["cocoa"] -= 3
        _unlock_all(state, player)
    _end_of_turn(state, player)


def _end_of_turn(state, player) -> None:
    me = state.players[player]
    writable = state.writable_supply  # (a copied state's supplies are tuples until written)
    stack = writable("discovery")
    for name in WORSHIP_REFILLS:
        spot = writable(name)
        if not spot and stack:
            spot.append(stack.pop(0))
    for offer, source, size in (("pyramid_offer", "pyramid_stack", 3), ("decoration_offer", "decoration_stack", 4)):
        shown, pile = writable(offer), writable(source)
        while len(shown) < size and pile:
            shown.append(pile.pop(0))
    me.flags.clear()
    me.fresh.clear()
    counters = state.counters
    if counters["eclipse_state"] == 0 and counters["light_disc"] >= counters["dark_disc"]:
        counters["eclipse_state"] = 1
