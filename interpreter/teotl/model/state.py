"""Game state built from the declared vocabulary.

Plain data only (ints, strings, lists, dicts), so a state can be copied cheaply, compared,
hashed, saved as JSON and shipped to other processes. Which counters, tracks and pieces exist
comes from the rule files; this module knows no game noun.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from teotl.model.shared_random import SharedRandom, copy_rng

_new_object = object.__new__


@dataclass(slots=True)
class Piece:
    """A piece in a space: its owner and kind, where it stands (`at`: on the ring of boards,
    `vocabulary.boards`, a board's index in the vocabulary's order), a value (`value`, within its
    kind's limits; the language calls it the piece's level) and whether it is held in place
    (`held`, on `slot` of where it stands; the language says locked on a spot). Nothing here is
    one game's: a die, a meeple or a marker is a piece with a value. The saved form (`to_json`)
    names the same fields."""
    pid: int
    owner: int
    kind: str
    at: int  # where it stands: on the ring, a board's index (0-based, clockwise order of vocabulary.boards)
    value: int
    held: bool = False
    slot: Optional[int] = None  # the slot (a spot of its board, 1-based) it is held on, if any

    def copy(self) -> "Piece":
        # a new object given this one's fields (no dataclass __init__); slots, not a __dict__:
        # a quarter cheaper to copy and to free, and a state's copy (a look-ahead's, at every
        # option) makes one per piece (GameState.copy writes this in)
        copy = _new_object(Piece)
        copy.pid, copy.owner, copy.kind, copy.at = self.pid, self.owner, self.kind, self.at
        copy.value, copy.held, copy.slot = self.value, self.held, self.slot
        return copy

    def to_json(self) -> dict:
        return {"pid": self.pid, "owner": self.owner, "kind": self.kind, "at": self.at,
                "value": self.value, "held": self.held, "slot": self.slot}


@dataclass(slots=True)
class PlayerState:
    index: int
    counters: dict[str, int]  # resources and score
    tracks: dict[str, int]
    owned: list[str] = field(default_factory=list)  # component ids, in order gained
    used: set[str] = field(default_factory=set)  # single-use components already used
    flags: dict[str, int] = field(default_factory=dict)  # one-shot permissions
    # Components acquired during the current action: owned, but their triggers and modifiers
    # wait until the flow says `settle` (a technology works from the next action on).
    fresh: set[str] = field(default_factory=set)

    def copy(self) -> "PlayerState":
        # its fields given straight to a new object (no dataclass __init__; slots, as Piece):
        # every state copy of a look-ahead makes one per player (GameState.copy writes this in)
        copy = _new_object(PlayerState)
        copy.index, copy.counters, copy.tracks = self.index, self.counters.copy(), self.tracks.copy()
        copy.owned, copy.used, copy.flags, copy.fresh = (self.owned.copy(), self.used.copy(), self.flags.copy(),
                                                          self.fresh.copy())
        return copy

    def to_json(self) -> dict:
        return {"index": self.index, "counters": dict(self.counters), "tracks": dict(self.tracks),
                "owned": list(self.owned), "used": sorted(self.used), "flags": dict(self.flags),
                "fresh": sorted(self.fresh)}


@dataclass(slots=True)
class GameState:
    players: list[PlayerState]
    pieces: list[Piece]
    # component ids, index 0 the top / leftmost: a list, or a tuple shared with copies until
    # written (change one only through `writable_supply`, see `copy`)
    supplies: dict[str, list[str] | tuple[str, ...]]
    counters: dict[str, int]  # global counters
    rng: SharedRandom  # random.Random's numbers; a copy shares the generator until one of them draws
    log: list[dict] = field(default_factory=list)
    # Placement grids (see teotl.primitives.placement): per grid component, plain JSON data such as
    # {"cells": [[icon, …], …], "filled": {slot: [tile, rotation]}}. Shared with copies until written:
    # change a grid's data only through `writable_grid` (see `copy`).
    grids: dict[str, dict] = field(default_factory=dict)
    # The clockwise order of the boards, as board indexes; empty = the vocabulary's order.
    # Setup may shuffle it (`shuffle boards except …`); movement follows it.
    ring: list[int] = field(default_factory=list)
    # Graph spaces (vocabulary.spaces `kind: graph`, see teotl.primitives.graph_space): per graph,
    # one immutable value (pieces, claims) of tuples, so a copy shares it (a change builds a new value).
    maps: dict[str, tuple] = field(default_factory=dict)
    # Where a game with phases is (teotl.runtime.phases): {"round": n, "phase": id, "first": seat,
    # "passed": [seats that passed in this phase]}; empty for a game without phases.
    flow: dict = field(default_factory=dict)
    # Grid spaces (vocabulary.spaces, see teotl.primitives.grid_space): per grid, the occupied
    # cells (row, column) → their stack of layers, bottom first, each (instance id, owner seat or
    # -1, rotation 0-3). Tuples throughout, so a copy shares them (a placement builds a new stack);
    # a grid appears here when its first component is placed.
    cells: dict[str, dict[tuple[int, int], tuple[tuple[str, int, int], ...]]] = field(default_factory=dict)
    # Marks on components (vocabulary.marks, teotl.primitives.marks): instance id → {mark: count},
    # only instances that hold one. A mark's count is replaced, never changed in place, so a copy
    # shares the inner mappings (a change builds a new one).
    marks: dict[str, dict[str, int]] = field(default_factory=dict)
    # The grids whose data this state shares with a copy (or the original it was copied from):
    # `writable_grid` gives the state its own copy of one before it is changed.
    shared_grids: set = field(default_factory=set, repr=False, compare=False)
    # Words put on cells (teotl.primitives.cell_labels): per grid, cell (row, column) → the sorted
    # tuple of its labels; a grid appears here while one of its cells carries a label.
    cell_labels: dict[str, dict[tuple[int, int], tuple[str, ...]]] = field(default_factory=dict)
    # Tokens on ring spaces (vocabulary.spaces `kind: ring`, docs/game-model.md §8): per ring, each
    # seat's slot (1-based, 0 = off the ring) as one tuple, so a copy shares it (a move builds a new
    # one); a ring appears here when its first token is placed.
    tokens: dict[str, tuple[int, ...]] = field(default_factory=dict)

    def copy(self) -> "GameState":
        """An independent copy: changing either never shows in the other, and both draw the same
        random numbers from here on. What is cheap to share is shared until written: the random
        generator (`SharedRandom`), the grids' data (copied by `writable_grid` on the first
        change), the map graphs and grid spaces (immutable values), and the supplies: the copy's
        are tuples (a tuple is itself, copied), made lists again by `writable_supply` on the first
        change; this state keeps its lists (a running effect may hold one).

        Written out field by field (no dataclass `__init__`, the pieces copied inline):
        a look-ahead copies a state for every option it tries (docs/performance.md)."""
        grids = self.grids
        if grids:
            self.shared_grids = set(grids)  # both sides copy a grid's data before changing it
            shared = set(grids)
        else:
            shared = set()
        new = _new_object
        pieces = []
        for piece in self.pieces:  # (Piece.copy, written in: a dozen per state copy)
            twin = new(Piece)
            twin.pid, twin.owner, twin.kind, twin.at = piece.pid, piece.owner, piece.kind, piece.at
            twin.value, twin.held, twin.slot = piece.value, piece.held, piece.slot
            pieces.append(twin)
        players = []
        for player in self.players:  # (PlayerState.copy, written in)
            twin = new(PlayerState)
            twin.index, twin.counters, twin.tracks = player.index, player.counters.copy(), player.tracks.copy()
            twin.owned, twin.used, twin.flags, twin.fresh = (player.owned.copy(), player.used.copy(),
                                                              player.flags.copy(), player.fresh.copy())
            players.append(twin)
        supplies = self.supplies.copy()
        if list in map(type, supplies.values()):  # (a look-ahead's samples hold none: nothing to make)
            for key, items in supplies.items():
                if type(items) is list:
                    supplies[key] = tuple(items)
        flow, cells, marks = self.flow, self.cells, self.marks
        cell_labels, tokens, rng = self.cell_labels, self.tokens, self.rng
        copy = new(GameState)
        copy.players, copy.pieces, copy.supplies = players, pieces, supplies
        copy.counters = self.counters.copy()
        copy.rng = rng.copy() if type(rng) is SharedRandom else copy_rng(rng)
        copy.log, copy.grids, copy.ring, copy.maps = self.log.copy(), grids.copy(), self.ring.copy(), self.maps.copy()
        copy.flow = _copy_plain(flow) if flow else {}
        copy.cells = {name: grid.copy() for name, grid in cells.items()} if cells else {}
        copy.marks = marks.copy() if marks else {}
        copy.shared_grids = shared
        copy.cell_labels = {name: grid.copy() for name, grid in cell_labels.items()} if cell_labels else {}
        copy.tokens = tokens.copy() if tokens else {}
        return copy

    def writable_supply(self, key: str) -> list:
        """The components of supply `key` as this state's own list, to change in place (created
        empty when missing). A copy's supplies are tuples, shared with the state it was copied
        from (`copy`), until this makes one a list: a change through anything else fails loudly."""
        supplies = self.supplies  # (writable_in, written in: the verbs call it at every change)
        items = supplies.get(key)
        if type(items) is not list:
            items = supplies[key] = list(items) if items else []
        return items

    def writable_grid(self, grid_id: str) -> dict:
        """The data of `state.grids[grid_id]`, this state's own to change in place (copied first if
        it is shared with a copy). Fetch it after the last decision before the change: a state may
        be copied at any decision, and the data fetched before it may be the copy's too."""
        data = self.grids[grid_id]
        if grid_id in self.shared_grids:
            self.shared_grids.discard(grid_id)
            data = self.grids[grid_id] = _copy_plain(data)
        return data

    def to_json(self) -> dict[str, Any]:
        """Everything but the RNG and the log, for comparisons and saves."""
        return {"players": [p.to_json() for p in self.players],
                "pieces": [p.to_json() for p in self.pieces],
                "supplies": {k: list(v) for k, v in self.supplies.items()},
                "counters": dict(self.counters), "grids": _copy_plain(self.grids), "ring": list(self.ring),
                **({"maps": _maps_json(self.maps)} if self.maps else {}),
                **({"flow": _copy_plain(self.flow)} if self.flow else {}),
                **({"cells": cells_json(self.cells)} if self.cells else {}),
                **({"marks": {k: dict(v) for k, v in sorted(self.marks.items())}} if self.marks else {}),
                **({"cell_labels": labels_json(self.cell_labels)} if self.cell_labels else {}),
                **({"tokens": {k: list(v) for k, v in sorted(self.tokens.items())}} if self.tokens else {})}

    def pieces_of(self, player: int) -> list[Piece]:
        return [piece for piece in self.pieces if piece.owner == player]


def writable_in(supplies: dict, key: str) -> list:
    """`GameState.writable_supply(key)` of the state whose supplies these are."""
    items = supplies.get(key)
    if type(items) is not list:
        items = supplies[key] = list(items) if items else []
    return items


def _copy_plain(value: Any) -> Any:
    """Copy nested dicts and lists of plain values (much cheaper than copy.deepcopy); values that
    are neither are shared, without a call each."""
    if isinstance(value, dict):
        return {k: _copy_plain(v) if isinstance(v, (dict, list)) else v for k, v in value.items()}
    if isinstance(value, list):
        return [_copy_plain(v) if isinstance(v, (dict, list)) else v for v in value]
    return value


def cells_json(cells: dict[str, dict[tuple[int, int], tuple]]) -> dict:
    """Grid spaces as plain lists, in reading order: {grid: [[row, column, [[instance, owner,
    rotation], …]], …]} (bottom layer first)."""
    return {name: [[row, column, [list(layer) for layer in stack]] for (row, column), stack in sorted(grid.items())]
            for name, grid in sorted(cells.items())}


def labels_json(labels: dict[str, dict[tuple[int, int], tuple[str, ...]]]) -> dict:
    """Cell labels as plain lists, in reading order: {grid: [[row, column, [word, …]], …]}."""
    return {name: [[row, column, list(words)] for (row, column), words in sorted(grid.items())]
            for name, grid in sorted(labels.items())}


def cells_from_json(data: dict) -> dict[str, dict[tuple[int, int], tuple[tuple[str, int, int], ...]]]:
    """The inverse of `cells_json` (a saved state read back)."""
    return {name: {(int(row), int(column)): tuple((str(i), int(o), int(r)) for i, o, r in stack)
                   for row, column, stack in entries} for name, entries in data.items()}


def tokens_from_json(data: dict) -> dict[str, tuple[int, ...]]:
    """The `tokens` of a saved state read back (the inverse of its part of `to_json`)."""
    return {str(name): tuple(int(slot) for slot in slots) for name, slots in data.items()}


def _maps_json(maps: dict[str, tuple]) -> dict:
    """Graph spaces as plain lists (pieces [node, owner, path], claims as `marks` [node, owner])."""
    return {name: {"pieces": [list(p) for p in pieces], "marks": [list(m) for m in marks]}
            for name, (pieces, marks) in maps.items()}
