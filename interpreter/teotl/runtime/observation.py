"""Who sees what: one seat's observation of a game state, and a state sampled from it.

docs/game-model.md §3. A supply declares `visible: all` (the default), `owner` or `none`; a
resource or track may declare `visible: owner`. Everything else — pieces, grids, maps, the
tokens on rings, the ring, global counters, what players own, used or hold as flags — is public.

`observe(rt, state, seat)` is what that seat may know, as plain JSON data: every public part as
`GameState.to_json` has it; each supply as its size, with its components (top first) only when
the seat sees it; another player's owner-only resources and tracks left out; and the log as the
seat may read it (`redact`). Never in it: the RNG, a hidden supply's contents or order.

`determinise(rt, state, seat, rng)` is a state the seat cannot tell from the real one: a copy in
which every component the seat cannot see is dealt at random (with `rng`) among the places it
could be — the places in hidden supplies held by components of its type, so each hidden supply
keeps its size and its count of each type (cards that can never share a place, such as two
players' own decks, are given types of their own) —, another player's owner-only counters are at
their start value, the log is the seat's, and the RNG is a new one drawn from `rng` (the real one
would tell future shuffles and rolls). An agent that looks ahead does it on such a copy and never
reads the real state (teotl.agents.greedy).

Visibility is fixed per supply and seat, so what an event in the log showed is worked out from
its fields when it is read: a move (`deal`, `put`: `from`, `to`, `components`) names the
components to a seat that sees either supply and gives only their number to the others
("draws 2 cards"); an event naming a component in one supply (`discard`, `flip`: `supply`,
`component`) hides it from a seat that does not see that supply. Claiming and taking end with
the component owned, which is public.
"""
from __future__ import annotations

import random
from typing import Any, Iterable, Optional

from teotl.model.shared_random import SharedRandom, shuffle
from teotl.model.state import GameState, writable_in
from teotl.model.supply_keys import ALL, sees, split_key, supply_key

#: log events that name a component lying in one supply (field `supply`), and their fields that
#: name it (or what it turned into)
_IN_SUPPLY = {"discard": ("component",), "flip": ("component", "now", "name")}


def can_see(rt: Any, key: str, seat: Optional[int]) -> bool:
    """May `seat` see the contents of the supply kept under `key` (`deck`, `hand@1`)?"""
    name, owner = split_key(key)
    spec = rt.vocab.supplies.get(name)
    return sees(spec.visible if spec is not None else ALL, owner, seat)


def supply_keys(rt: Any, state: GameState) -> list[str]:
    """Every place a supply's components can be, in vocabulary order: a shared supply's key and
    each seat's key of a per-player one (the bare name of a per-player supply holds nothing)."""
    keys = []
    for name, spec in rt.vocab.supplies.items():
        if spec.per_player:
            keys += [supply_key(name, seat) for seat in range(len(state.players))]
        else:
            keys.append(name)
    known = set(keys) | {name for name, spec in rt.vocab.supplies.items() if spec.per_player}
    keys += [key for key in state.supplies if key not in known]
    return keys


def observe(rt: Any, state: GameState, seat: Optional[int], decision: Any = None) -> dict[str, Any]:
    """What `seat` (None: a watcher) may know of `state`, as JSON-able data (see the module's
    docstring). `decision`: the pending one, included when it is this seat's."""
    hidden_counters = rt.vocab.owner_only
    players = []
    for player in state.players:
        shown = player.to_json()
        if hidden_counters and player.index != seat:
            shown["counters"] = {k: v for k, v in shown["counters"].items() if k not in hidden_counters}
            shown["tracks"] = {k: v for k, v in shown["tracks"].items() if k not in hidden_counters}
        players.append(shown)
    supplies = {}
    for key in supply_keys(rt, state):
        contents = state.supplies.get(key, ())
        supplies[key] = ({"size": len(contents), "components": list(contents)} if can_see(rt, key, seat)
                         else {"size": len(contents)})
    whole = state.to_json()
    observation = {"seat": seat, "players": players, "pieces": whole["pieces"], "supplies": supplies,
                   "counters": whole["counters"], "grids": whole["grids"], "ring": whole["ring"],
                   "log": [redact(rt, event, seat) for event in state.log]}
    if "maps" in whole:
        observation["maps"] = whole["maps"]
    if "tokens" in whole:
        observation["tokens"] = whole["tokens"]
    if decision is not None and decision.player == seat:
        observation["decision"] = {"kind": decision.kind, "prompt": decision.prompt,
                                   "options": [{"key": o.key, "text": o.text} for o in decision.options]}
    return observation


def redact(rt: Any, event: dict, seat: Optional[int]) -> dict:
    """The log event as `seat` may read it (the event itself when nothing in it is hidden)."""
    if "components" in event and ("from" in event or "to" in event):
        places = [event.get("from"), event.get("to")]
        if any(place is not None and can_see(rt, place, seat) for place in places):
            return event
        shown = {k: v for k, v in event.items() if k != "components"}
        shown["count"] = len(event["components"])
        return shown
    fields = _IN_SUPPLY.get(event.get("e"))
    if fields and isinstance(event.get("supply"), str) and not can_see(rt, event["supply"], seat):
        shown = {k: v for k, v in event.items() if k not in fields}
        shown["hidden"] = True
        return shown
    return event


def hidden_places(rt: Any, state: GameState, seat: Optional[int]) -> list[str]:
    """The keys of the supplies whose contents `seat` cannot see, in `supply_keys` order.

    Look-ahead agents ask this at every decision: the keys the vocabulary gives for a number of
    players are worked out once per (vocabulary, players, seat); only a key the vocabulary does
    not know (rare) is judged again."""
    players = len(state.players)
    entry = _HIDDEN_KEYS.get((id(rt.vocab), players, seat))
    if entry is None or entry[0] is not rt.vocab:
        if len(_HIDDEN_KEYS) > 64:
            _HIDDEN_KEYS.clear()
        keys = supply_keys(rt, _Seats(players))
        entry = (rt.vocab, [key for key in keys if not can_see(rt, key, seat)], frozenset(keys)
                 | {name for name, spec in rt.vocab.supplies.items() if spec.per_player})
        _HIDDEN_KEYS[(id(rt.vocab), players, seat)] = entry
    _, hidden, known = entry
    if state.supplies.keys() <= known:
        return list(hidden)
    return hidden + [key for key in state.supplies if key not in known and not can_see(rt, key, seat)]


class _Seats:
    """Stands for a state in `supply_keys` when only the number of players matters."""
    __slots__ = ("players", "supplies")

    def __init__(self, players: int):
        self.players, self.supplies = range(players), {}


#: (id of a vocabulary, players, seat) → (the vocabulary, its hidden keys, every key it knows)
_HIDDEN_KEYS: dict[tuple, tuple] = {}
#: id of a runtime's components table → (the table, component id → its type)
_TYPES: dict[int, tuple] = {}


def _component_types(rt: Any) -> dict[str, str]:
    """Component id → type for `rt`'s components (a runtime's table never changes once built)."""
    components = rt.components
    entry = _TYPES.get(id(components))
    if entry is None or entry[0] is not components or len(entry[1]) != len(components):
        if len(_TYPES) > 64:
            _TYPES.clear()
        entry = _TYPES[id(components)] = (components, {cid: info.type for cid, info in components.items()})
    return entry[1]


def determinise(rt: Any, state: GameState, seat: Optional[int], rng: random.Random, log: bool = True) -> GameState:
    """A copy of `state` with everything `seat` cannot see sampled (see the module's docstring):
    the hidden components of each component type are shuffled among the places held by hidden
    components of that type, so every hidden supply keeps its size and its number of each type.
    `log=False`: the copy's log is empty (not redacted event by event: a look-ahead's sample)."""
    return determinise_each(rt, state, seat, (rng,), log)[0]


def determinise_each(rt: Any, state: GameState, seat: Optional[int], rngs: Iterable[random.Random],
                     log: bool = True) -> list[GameState]:
    """`[determinise(rt, state, seat, rng, log) for rng in rngs]` (the same samples, the same
    numbers drawn from each rng), the places to deal worked out once for them all: a look-ahead
    deals several samples of the turn's start at once."""
    supplies, types = state.supplies, _component_types(rt)
    # component type → (the places its hidden components hold, as (supply key, position), those
    # components); a supply whose components are all of one type (most) is one place (key, None)
    places: dict[str, tuple[list, list]] = {}
    for key in hidden_places(rt, state, seat):
        items = supplies.get(key)
        if items:
            kinds = set(map(types.get, items))  # (None: not a component of the table, type "")
            if len(kinds) == 1:
                kind = kinds.pop() or ""
                slots = places.get(kind)
                if slots is None:
                    slots = places[kind] = ([], [])
                slots[0].append((key, len(items)))
                slots[1].extend(items)
                continue
            for position, cid in enumerate(items):
                kind = types.get(cid, "")
                slots = places.get(kind)
                if slots is None:
                    slots = places[kind] = ([], [])
                slots[0].append((key, -1 - position))
                slots[1].append(cid)
    samples = []
    for rng in rngs:
        copy = state.copy()  # (its supplies are tuples, shared with `state`: those dealt are replaced)
        dealt = copy.supplies
        mixed = []
        for slots, hidden in places.values():
            pool = list(hidden)
            shuffle(rng, pool)  # (rng.shuffle's numbers, faster)
            start = 0
            for key, where in slots:
                if where >= 0:  # the whole supply (`where` components), in order
                    end = start + where
                    dealt[key] = tuple(pool[start:end])  # (tuples: the copies of a sample copy none)
                    start = end
                else:  # one position, -1 - where
                    writable_in(dealt, key)[-1 - where] = pool[start]
                    start += 1
                    mixed.append(key)
        for key in mixed:  # (supplies of several types, dealt position by position: tuples again)
            dealt[key] = tuple(dealt[key])
        _reset_hidden_counters(rt, copy, seat)
        if not log:
            copy.log = []
        elif copy.log:
            copy.log = [redact(rt, event, seat) for event in copy.log]
        # random.Random's numbers, seeded when a continuation first draws (most never do); copies
        # of the sample share it
        copy.rng = SharedRandom.seeded_later(rng.getrandbits(64))
        samples.append(copy)
    return samples


def _reset_hidden_counters(rt: Any, state: GameState, seat: Optional[int]) -> None:
    """Another player's owner-only resources and tracks at their start value (nothing is known)."""
    hidden = rt.vocab.owner_only
    if not hidden:
        return
    for player in state.players:
        if player.index == seat:
            continue
        for name in hidden:
            if name in player.counters:
                player.counters[name] = 0
            elif name in player.tracks:
                player.tracks[name] = rt.vocab.tracks[name].min


def log_for(rt: Any, events: Iterable[dict], seat: Optional[int]) -> list[dict]:
    """The events of a log as `seat` may read them."""
    return [redact(rt, event, seat) for event in events]
