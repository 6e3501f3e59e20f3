"""Components with copies: one component standing for several identical instances.

`copies: 3`, or by number of players `copies: {default: 4, 3: 3, 4: 3}` (docs/game-model.md §3).
The instances are named `ID#1`, `ID#2`, … (teotl.model.instances); `fill` puts the ones for the
game's number of players into a supply. `copies: {per_player: 3}`: every player has 3 instances of
their own (a deck each player keeps, as two players of one house): player k's are
`ID#(3k + 1)` … `ID#(3k + 3)`, and `fill` into a player's supply puts that player's. The runtime is built once for every number of players,
so it registers the most instances any number of players has, each under its own id in every
table a running effect looks a component up in — `components`, `effects`, `costs`, triggers,
modifiers, `global_components` — sharing the component's compiled statements. An instance is
then found exactly as a component is: no look-up on the way, no cost to components without
copies (and a rule set without copies has no `#` anywhere).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from teotl.model.instances import instance_id


PER_PLAYER = "per_player"


def read_copies(value: Any) -> Optional[dict]:
    """`copies:` as {"default": n, players: n, …} or {"per_player": n}, or None (no copies
    written, or not readable: the schema reports a wrong shape with its position)."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int):
        return {"default": max(0, value)}
    if isinstance(value, dict) and set(value) == {PER_PLAYER} and isinstance(value[PER_PLAYER], int) \
            and not isinstance(value[PER_PLAYER], bool):
        return {PER_PLAYER: max(0, value[PER_PLAYER])}
    if isinstance(value, dict) and isinstance(value.get("default"), int):
        counts = {"default": max(0, value["default"])}
        for key, count in value.items():
            if str(key).isdigit() and isinstance(count, int) and not isinstance(count, bool):
                counts[int(key)] = max(0, count)
        return counts
    return None


def copies_for(counts: dict, players: int) -> int:
    """How many instances a game of `players` players has (every player's, for per-player copies)."""
    if PER_PLAYER in counts:
        return counts[PER_PLAYER] * players
    return counts.get(players, counts["default"])


def most(counts: dict, max_players: int = 1) -> int:
    if PER_PLAYER in counts:
        return counts[PER_PLAYER] * max_players
    return max(counts.values())


def max_players(rt: Any) -> int:
    """The most players the rule set seats (`players.max` of game.yaml), at least 1."""
    players = (rt.game or {}).get("players") if isinstance(getattr(rt, "game", None), dict) else None
    most_seats = players.get("max") if isinstance(players, dict) else None
    return most_seats if isinstance(most_seats, int) and most_seats > 0 else 1


def register_instances(rt: Any) -> None:
    """Every instance `ID#k` of every component with copies, in the runtime's tables."""
    if not rt.copies:
        return
    seats = max_players(rt)
    instances = {cid: [instance_id(cid, k) for k in range(1, most(counts, seats) + 1)]
                 for cid, counts in rt.copies.items()}
    for cid, names in instances.items():
        info = rt.components[cid]
        for name in names:
            rt.components[name] = replace(info, id=name, copy_of=cid)
        if cid in rt.global_components:
            rt.global_components.update(names)
        if cid in rt.costs:
            for name in names:
                rt.costs[name] = rt.costs[cid]
    for (cid, path), stmt in list(rt.effects.items()):
        for name in instances.get(cid, ()):
            rt.effects[(name, path)] = stmt
    for event, listeners in rt.triggers.items():
        rt.triggers[event] = [(name, matcher, stmt) for cid, matcher, stmt in listeners
                              for name in (cid, *instances.get(cid, ()))]
    for value, modifiers in rt.modifiers.items():
        rt.modifiers[value] = [(name, *rest) for cid, *rest in modifiers for name in (cid, *instances.get(cid, ()))]
    rt.instance_names = instances


def instances_for(rt: Any, component_ids: list, players: int, seat: Optional[int] = None) -> list:
    """The instances of these components for a game of `players` players, in order (a component
    without copies is its own instance). Of a component with per-player copies, `seat`'s own
    (none for a seat that is no player, −1); every player's when `seat` is None (a shared supply)."""
    found = []
    copies, names = rt.copies, rt.instance_names
    for cid in component_ids:
        counts = copies.get(cid)
        if counts is None:
            found.append(cid)
        elif PER_PLAYER in counts and seat is not None:
            each = counts[PER_PLAYER]
            if 0 <= seat < players:
                found.extend(names[cid][seat * each:(seat + 1) * each])
        else:
            found.extend(names[cid][:copies_for(counts, players)])
    return found
