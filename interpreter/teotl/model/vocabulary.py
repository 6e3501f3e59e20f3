"""The vocabulary of a game, read from `game.yaml`: which names exist and what kind each is.

The compiler resolves every name in an effect through this table; the checker uses it for
"unknown name" errors with did-you-mean hints. Nothing here is specific to one game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Optional


@dataclass(frozen=True)
class TrackSpec:
    id: str
    max: int
    min: int = 0
    exclusive: frozenset[int] = frozenset()
    start: Optional[int] = None  # where every marker starts (None: at `min`)
    values: tuple[int, ...] = ()  # a value per step, from `min` to `max` (empty: the step is its value)
    visible: str = "all"  # `owner`: only its player sees their marker (docs/game-model.md §3)

    @property
    def first(self) -> int:
        """The step every marker starts on."""
        return self.min if self.start is None else self.start


@dataclass(frozen=True)
class SpaceSpec:
    """A space of `vocabulary.spaces` (docs/game-model.md §2): a square grid, unbounded unless
    `rows` and `columns` are given (then cells (0, 0) to (rows - 1, columns - 1)); or a graph of
    named nodes (`kind: graph`), declared inline (`declared`: the entry as written) or read from
    the data of the component `source` (teotl.primitives.graph_space); or a ring of stops with
    slots (`kind: ring`, `declared` holds its `stops`, `slots` and `points_at`)."""
    id: str
    kind: str = "grid"
    rows: Optional[int] = None
    columns: Optional[int] = None
    source: Optional[str] = None
    declared: Any = field(default=None, compare=False, hash=False, repr=False)

    @property
    def bounded(self) -> bool:
        return self.rows is not None and self.columns is not None


@dataclass(frozen=True)
class PieceSpec:
    id: str
    min: int = 1
    max: int = 6
    start: int = 1
    overflow: Optional[int] = None  # level that fires the `overflowed` event
    per_player: Optional[int] = None


@dataclass(frozen=True)
class SupplySpec:
    id: str
    of: Optional[str] = None  # component type it holds
    columns: int = 0  # > 0: the supply is an offer laid out in rows of this many slots
    per_player: bool = False  # each player has their own (a hand)
    visible: str = "all"  # who sees its contents: all, owner (per-player only) or none (teotl.model.supply_keys)


@dataclass(frozen=True)
class BoardSpec:
    id: str
    number: int
    index: int  # position on the ring, clockwise


@dataclass
class Vocabulary:
    resources: list[str] = field(default_factory=list)
    score: Optional[str] = None
    tracks: dict[str, TrackSpec] = field(default_factory=dict)
    spaces: dict[str, SpaceSpec] = field(default_factory=dict)
    groups: dict[str, list[str]] = field(default_factory=dict)
    boards: list[BoardSpec] = field(default_factory=list)
    pieces: dict[str, PieceSpec] = field(default_factory=dict)
    supplies: dict[str, SupplySpec] = field(default_factory=dict)
    component_types: set[str] = field(default_factory=set)
    global_types: set[str] = field(default_factory=set)
    events: set[str] = field(default_factory=set)
    flags: set[str] = field(default_factory=set)
    marks: set[str] = field(default_factory=set)  # counters kept on a component instance (teotl.primitives.marks)
    labels: set[str] = field(default_factory=set)  # words put on the cells of grids (teotl.primitives.cell_labels)
    counters: dict[str, int] = field(default_factory=dict)
    # global counters and resources declared `hidden: true`: the rules' bookkeeping, never shown to players
    hidden_counters: set[str] = field(default_factory=set)
    aliases: dict[str, str] = field(default_factory=dict)
    queries: dict[str, str] = field(default_factory=dict)
    tables: dict[str, Any] = field(default_factory=dict)
    tags: set[str] = field(default_factory=set)
    component_ids: set[str] = field(default_factory=set)
    # resources and tracks declared `visible: owner`: another player's value is not observed
    owner_only: set[str] = field(default_factory=set)
    # the effects each component declares, by path ("effect", "effects.KEY", "table"): what
    # `resolve COMPONENT KEY` and its kin may name (empty when built without the components)
    effect_paths: dict[str, frozenset[str]] = field(default_factory=dict)
    # wildcard resources: a resource that may be spent in place of one unit of any of its
    # `substitutes` (while `substitutes_while` holds for the payer; always when absent), and that
    # `gain any GROUP` offers only while `offered_as_any_while` holds (never when absent)
    substitutes: dict[str, tuple[str, ...]] = field(default_factory=dict)
    substitutes_while: dict[str, str] = field(default_factory=dict)
    offered_as_any_while: dict[str, str] = field(default_factory=dict)
    # one unit of the wildcard pays up to N units of another resource within one cost, while a
    # condition holds: wildcard → {resource: (N, condition text or None)}
    substitutes_up_to: dict[str, dict[str, tuple[int, Optional[str]]]] = field(default_factory=dict)
    # limits of a player's resources (docs/game-model.md §4): resource → (least, most or None) for
    # every resource with a `max:` or a `min:` other than 0; caps shared by a group:
    # cap id → (its resources, most). A resource in neither is unlimited above and stops at 0.
    limits: dict[str, tuple[int, Optional[int]]] = field(default_factory=dict)
    caps: dict[str, tuple[tuple[str, ...], int]] = field(default_factory=dict)

    def caps_of(self, resource: str) -> tuple[tuple[tuple[str, ...], int], ...]:
        """The caps a resource counts towards: ((members, most), …)."""
        return tuple(cap for cap in self.caps.values() if resource in cap[0])

    def limited(self, resource: str) -> bool:
        """Does a gain of this resource have to look at a limit (a max, a min other than 0, a cap)?"""
        return resource in self.limits or any(resource in members for members, _ in self.caps.values())

    @classmethod
    def from_game(cls, game: dict, components: Iterable[Any] = ()) -> "Vocabulary":
        """Build from the plain data of game.yaml plus the loaded components (for tags and ids)."""
        vocab = cls()
        words = game.get("vocabulary") or {}
        for entry in words.get("resources") or ():
            rid = _id(entry)
            vocab.resources.append(rid)
            if isinstance(entry, dict):
                if entry.get("visible") == "owner":
                    vocab.owner_only.add(rid)
                if entry.get("hidden") is True:      # the rules' bookkeeping, like a hidden counter
                    vocab.hidden_counters.add(rid)
                if entry.get("score"):
                    vocab.score = rid
                low, high = entry.get("min", 0), entry.get("max")
                if (isinstance(low, int) and low != 0) or isinstance(high, int):
                    vocab.limits[rid] = (low if isinstance(low, int) else 0, high if isinstance(high, int) else None)
                for group in entry.get("groups") or ():
                    vocab.groups.setdefault(group, []).append(rid)
                if entry.get("substitutes"):
                    items = entry["substitutes"]
                    vocab.substitutes[rid] = tuple(str(x) for x in items if not isinstance(x, dict))
                    for item in items:
                        if isinstance(item, dict) and isinstance(item.get("id"), str):
                            vocab.substitutes_up_to.setdefault(rid, {})[item["id"]] = (
                                int(item.get("up_to", 1) or 1), item.get("while") if isinstance(item.get("while"), str) else None)
                    if isinstance(entry.get("substitutes_while"), str):
                        vocab.substitutes_while[rid] = entry["substitutes_while"]
                    if isinstance(entry.get("offered_as_any_while"), str):
                        vocab.offered_as_any_while[rid] = entry["offered_as_any_while"]
        for entry in words.get("tracks") or ():
            tid = _id(entry)
            entry = entry if isinstance(entry, dict) else {}
            vocab.tracks[tid] = TrackSpec(tid, int(entry.get("max", 99)), int(entry.get("min", 0)),
                                          frozenset(int(x) for x in entry.get("exclusive") or ()),
                                          _int_or_none(entry.get("start")),
                                          tuple(int(x) for x in entry.get("values") or () if _is_int(x)),
                                          str(entry.get("visible", "all")))
            if entry.get("visible") == "owner":
                vocab.owner_only.add(tid)
            for group in entry.get("groups") or ():
                vocab.groups.setdefault(group, []).append(tid)
        for entry in words.get("spaces") or ():
            if isinstance(entry, dict) and isinstance(entry.get("id"), str):
                source = entry.get("from")
                vocab.spaces[entry["id"]] = SpaceSpec(entry["id"], str(entry.get("kind", "grid")),
                                                      _int_or_none(entry.get("rows")),
                                                      _int_or_none(entry.get("columns")),
                                                      source if isinstance(source, str) else None,
                                                      entry if entry.get("kind") in ("graph", "ring") else None)
        for index, entry in enumerate(words.get("boards") or ()):
            entry = entry if isinstance(entry, dict) else {"id": entry}
            vocab.boards.append(BoardSpec(entry["id"], int(entry.get("number", index + 1)), index))
        for entry in words.get("pieces") or ():
            pid = _id(entry)
            entry = entry if isinstance(entry, dict) else {}
            level = entry.get("level") or {}
            vocab.pieces[pid] = PieceSpec(pid, int(level.get("min", 1)), int(level.get("max", 6)),
                                          int(level.get("start", level.get("min", 1))),
                                          level.get("overflow"), entry.get("per_player"))
        for entry in words.get("supplies") or ():
            sid = _id(entry)
            entry = entry if isinstance(entry, dict) else {}
            vocab.supplies[sid] = SupplySpec(sid, entry.get("of"), int(entry.get("columns", 0) or 0),
                                            bool(entry.get("per_player", False)), str(entry.get("visible", "all")))
        vocab.component_types = set(words.get("component_types") or ())
        vocab.global_types = set(words.get("global_types") or ())
        vocab.events = set(words.get("events") or ())
        vocab.flags = set()
        for entry in words.get("flags") or ():
            vocab.flags.add(_id(entry))
            if isinstance(entry, dict) and entry.get("hidden") is True:   # a signal between effects
                vocab.hidden_counters.add(_id(entry))
        vocab.marks = set(str(m) for m in words.get("marks") or ())
        vocab.labels = {str(word) for word in words.get("labels") or ()}
        for entry in words.get("counters") or ():
            if isinstance(entry, dict):
                vocab.counters[entry["id"]] = int(entry.get("start", 0))
                if entry.get("hidden") is True:
                    vocab.hidden_counters.add(entry["id"])
            else:
                vocab.counters[str(entry)] = 0
        for entry in words.get("caps") or ():
            if isinstance(entry, dict) and isinstance(entry.get("id"), str):
                vocab.caps[entry["id"]] = (tuple(str(m) for m in entry.get("of") or ()), int(entry.get("max", 0) or 0))
        vocab.aliases = dict(words.get("aliases") or {})
        vocab.queries = dict(words.get("queries") or {})
        vocab.tables = dict(game.get("tables") or {})
        for component in components:
            vocab.component_ids.add(_attr(component, "id"))
            vocab.effect_paths[_attr(component, "id")] = _effect_paths(component)
            for tag in _attr(component, "tags") or ():
                vocab.tags.add(tag)
        return vocab

    # ------------------------------------------------------------------ look-ups
    def canonical(self, name: str) -> str:
        return self.aliases.get(name, name)

    def wildcards_for(self, resource: str) -> tuple[str, ...]:
        """The wildcard resources that may be spent in place of `resource`."""
        return tuple(w for w, members in self.substitutes.items() if resource in members and w != resource)

    def board_by_number(self, number: int) -> Optional[BoardSpec]:
        for board in self.boards:
            if board.number == number:
                return board
        return None

    def board_by_word(self, word: str) -> Optional[BoardSpec]:
        for board in self.boards:
            if board.id == word:
                return board
        return None

    def all_names(self) -> list[str]:
        """Every name the rule files declare, for did-you-mean hints (the language adds its
        context values, teotl.language.expressions.CONTEXT_VALUES)."""
        names = set(self.resources) | set(self.tracks) | set(self.groups) | set(self.counters)
        names |= set(self.queries) | set(self.aliases) | set(self.supplies) | set(self.spaces)
        names |= set(self.flags) | set(self.events) | set(self.pieces) | set(self.tables)
        names |= {board.id for board in self.boards} | self.component_types | self.tags
        return sorted(names)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int_or_none(value: Any) -> Optional[int]:
    return int(value) if _is_int(value) else None
def _effect_paths(component: Any) -> frozenset[str]:
    paths = set()
    if isinstance(_attr(component, "effect"), str):
        paths.add("effect")
    effects = _attr(component, "effects")
    if isinstance(effects, dict):
        paths.update(f"effects.{key}" for key, text in effects.items() if isinstance(text, str))
    if isinstance(_attr(component, "table"), dict):
        paths.add("table")
    return frozenset(paths)


def _id(entry: Any) -> str:
    return entry["id"] if isinstance(entry, dict) else str(entry)


def _attr(component: Any, name: str) -> Any:
    if isinstance(component, dict):
        return component.get(name)
    return getattr(component, name, None)
