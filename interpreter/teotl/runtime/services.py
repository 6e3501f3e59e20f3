"""The services compiled effects call while they run: the log, events and modifiers, tracks,
pieces on the ring, supplies and what the components are.

`Runtime` (teotl.runtime.runtime) is built on this class: the methods read the tables the
runtime compiles (`triggers`, `modifiers`, `rewards`, `components`, `vocab`, …). Verbs reach
them as `ctx.rt.emit(…)`, `ctx.rt.advance(…)`: duck-typed, so the primitives never import the
runtime.
"""
from __future__ import annotations

from typing import Any, Iterator, Optional

from teotl.language.statements import DONE
from teotl.model.context import Ctx
from teotl.model.state import GameState, Piece, PlayerState
from teotl.model.supply_keys import supply_key
from teotl.primitives.costs import Cost
from teotl.runtime.copies import instances_for


class Services:
    """What a running effect asks of the compiled rule set (see the module's docstring)."""

    _label_holders: Optional[tuple] = None  # count_owned's table (Runtime.__init__ sets its own)

    def log(self, ctx: Ctx, kind: str, **fields: Any) -> None:
        """Append a structured event; where it happened (`at`: the acting board; `acting_level`:
        the acting piece's level) is kept so the text reads "Player 1 gains 2 coin (the shop, level 3)"."""
        if self.logging:
            event = {"e": kind, "p": ctx.player, **fields}
            if ctx.board is not None and "at" not in event:
                event["at"] = self.vocab.boards[ctx.board].id
                if ctx.piece is not None and "acting_level" not in event:
                    event["acting_level"] = ctx.piece.value
            ctx.state.log.append(event)

    def in_scope(self, component_id: str, player: PlayerState) -> bool:
        """Is a component's trigger or modifier active for this player?"""
        if component_id in self.global_components:
            return True
        return component_id in player.owned and component_id not in player.fresh

    def emit(self, ctx: Ctx, event: str, attrs: dict) -> Iterator:
        """Run every trigger on `event` whose filter matches and whose component is in scope.

        Not a generator itself: triggers that never ask run at once, and `DONE` is returned when
        none may ask (most events: no listener in scope); from the first trigger that may ask
        on, the rest run in `_emit_from`. Callers iterate what it returns at once (`yield from`)."""
        triggers = self.triggers.get(event)
        if not triggers:
            return DONE
        me = ctx.state.players[ctx.player]
        global_components = self.global_components
        index = 0
        for cid, matcher, stmt in triggers:
            # in scope (`in_scope(cid, me)`, inlined) before the filter: both are pure, the scope is cheaper
            if (cid in global_components or (cid in me.owned and cid not in me.fresh)) and matcher(attrs):
                sub = ctx.derive_component(cid)
                if stmt.do is None:
                    return self._emit_from(ctx, event, me, attrs, triggers, index, stmt.run(sub))
                stmt.do(sub)
            index += 1
        return DONE

    def _emit_from(self, ctx: Ctx, event: str, me: PlayerState, attrs: dict, triggers: list, index: int,
                   first: Iterator) -> Iterator:
        """`emit` from trigger `index` on, whose run (`first`) has been started. (`event` is not
        needed to run: it names the event when a chain never ends, teotl.runtime.endless.)"""
        yield from first
        global_components = self.global_components
        for cid, matcher, stmt in triggers[index + 1:]:
            if (cid in global_components or (cid in me.owned and cid not in me.fresh)) and matcher(attrs):
                sub = ctx.derive_component(cid)
                if stmt.do is not None:
                    stmt.do(sub)
                else:
                    yield from stmt.run(sub)

    def modifier_delta(self, name: str, ctx: Ctx, attrs: Optional[dict] = None) -> int:
        modifiers = self.modifiers.get(name)
        if not modifiers:
            return 0
        me = ctx.state.players[ctx.player]
        global_components = self.global_components
        total = 0
        for cid, matcher, delta, cond in modifiers:
            if cid in global_components or (cid in me.owned and cid not in me.fresh):
                if attrs is None:  # built for the first modifier in scope only
                    attrs = self.context_attrs(ctx)
                if matcher(attrs) and (cond is None or cond(ctx)):
                    total += delta(ctx)
        return total

    def context_attrs(self, ctx: Ctx) -> dict:
        """What an event or modifier filter reads: the context's values and the board's number
        (a plain dict: filters only `get`, in C)."""
        attrs = dict(ctx.values)
        if ctx.board is not None:
            attrs["board"] = self.vocab.boards[ctx.board].number
        return attrs

    def can_advance(self, ctx: Ctx, track: str) -> bool:
        spec = self.vocab.tracks[track]
        position = ctx.state.players[ctx.player].tracks[track]
        nxt = position + 1
        if nxt > spec.max:
            return False
        if nxt in spec.exclusive:
            return not any(p.tracks[track] >= nxt for p in ctx.state.players if p.index != ctx.player)
        return True

    def advance(self, ctx: Ctx, track: str, steps: int) -> Iterator:
        me = ctx.state.players[ctx.player]
        tracks = me.tracks
        spec = self.vocab.tracks[track]
        for _ in range(max(0, steps)):
            step = tracks[track] + 1
            # `can_advance`, inlined
            if step > spec.max or (step in spec.exclusive and any(
                    p.tracks[track] >= step for p in ctx.state.players if p.index != ctx.player)):
                return
            tracks[track] = step
            if self.logging:
                self.log(ctx, "advance", track=track, step=step)
            reward = self.rewards.get((track, step))
            if reward is not None:
                sub = ctx.derive_values({"step": step})
                if reward.do is not None:
                    reward.do(sub)
                else:
                    yield from reward.run(sub)
            if "advanced" in self.triggers:  # engine event: a marker reached a step (after its reward)
                yield from self.emit(ctx.derive_values({"step": step}), "advanced", {"track": track, "step": step})

    def upgrade(self, ctx: Ctx, piece: Piece) -> Iterator:
        spec = self.vocab.pieces[piece.kind]
        piece.value += 1
        if self.logging:
            self.log(ctx, "upgrade", piece=piece.pid, level=piece.value)
        if spec.overflow is not None and piece.value >= spec.overflow:
            yield from self.emit(ctx.derive(piece=piece, board=piece.at), "overflowed", {"kind": piece.kind})
        elif piece.value > spec.max:
            piece.value = spec.max

    def ring(self, state: GameState) -> list[int]:
        """Board indexes in clockwise order for this game."""
        return state.ring or list(range(len(self.vocab.boards)))

    def ring_step(self, state: GameState, board: int, delta: int) -> int:
        """The board `delta` places clockwise (negative: counterclockwise) from `board`."""
        ring = state.ring or self._default_ring
        return ring[(ring.index(board) + delta) % len(ring)]

    def move_piece(self, ctx: Ctx, piece: Piece, delta: int) -> Iterator:
        step = 1 if delta > 0 else -1
        listeners = self.triggers.get("crossed") if step > 0 else None
        if listeners:  # only triggers in the mover's scope run (`emit`); running none changes nothing
            me, global_components = ctx.state.players[ctx.player], self.global_components
            for cid, _, _ in listeners:
                if cid in global_components or (cid in me.owned and cid not in me.fresh):
                    break
            else:
                listeners = None
        if not listeners:
            # nobody listens to boards passed: the steps one by one (as `ring_step` takes them)
            # end where one jump ends, as long as every board is once on the ring
            ring = ctx.state.ring or self._default_ring
            if delta and len(ring) == len(set(ring)):
                piece.at = ring[(ring.index(piece.at) + delta) % len(ring)]
                if self.logging:
                    self.log(ctx, "move", piece=piece.pid, board=self.vocab.boards[piece.at].id)
                return
        for _ in range(abs(delta)):
            piece.at = self.ring_step(ctx.state, piece.at, step)
            if step > 0 and self.triggers.get("crossed"):
                yield from self.emit(ctx, "crossed", {"board": self.vocab.boards[piece.at].number})
        if self.logging:
            self.log(ctx, "move", piece=piece.pid, board=self.vocab.boards[piece.at].id)

    def add_piece(self, state: GameState, owner: int, kind: str, at: int, value: int,
                  held: bool = False) -> Piece:
        """A new piece of OWNER and KIND at `at` (on the ring, a board's index) with `value`."""
        pid = max((p.pid for p in state.pieces), default=-1) + 1
        piece = Piece(pid, owner, kind, at, value, held)
        state.pieces.append(piece)
        return piece

    def by_type(self, component_type: str) -> list[str]:
        """Component ids of a type, in load order (components, not their instances: `instances_for`)."""
        cached = self._by_type.get(component_type)
        if cached is None:
            cached = self._by_type[component_type] = [c.id for c in self.components.values()
                                                      if c.type == component_type and not c.copy_of]
        return cached

    def instances_for(self, component_ids: list[str], players: int, seat: Optional[int] = None) -> list[str]:
        """The instances of these components in a game of `players` players (teotl.runtime.copies);
        of per-player copies, `seat`'s own (every player's when None)."""
        return instances_for(self, component_ids, players, seat)

    def component_name(self, component_id: str) -> str:
        return self.components[component_id].name or component_id

    def board_data(self, board_index: int) -> dict:
        """The `data` of the component describing a board (its id is the board's vocabulary id)."""
        info = self.components.get(self.vocab.boards[board_index].id)
        return info.data if info is not None else {}

    def supply(self, ctx: Ctx, name: str) -> list[str]:
        """A supply's list: a shared one by its name, the acting player's of a per-player one as
        `NAME@SEAT` (teotl.model.supply_keys; another player's: teotl.primitives.supply_refs)."""
        if name in self._per_player:
            name = supply_key(name, ctx.player)
        elif name not in self.vocab.supplies:
            raise KeyError(name)
        return ctx.state.supplies.setdefault(name, [])

    def writable_supply(self, ctx: Ctx, name: str) -> list[str]:
        """`supply(ctx, name)` to change in place: the state's own list (a copy's supplies are
        tuples until written, GameState.writable_supply)."""
        if name in self._per_player:
            name = supply_key(name, ctx.player)
        elif name not in self.vocab.supplies:
            raise KeyError(name)
        supplies = ctx.state.supplies  # (GameState.writable_supply, written in)
        items = supplies.get(name)
        if type(items) is not list:
            items = supplies[name] = list(items) if items else []
        return items

    def component_cost(self, component_id: str):
        cost = self.costs.get(component_id)
        if cost is None:
            if self._zero_cost is None:
                self._zero_cost = Cost(self.compiler, ())
            return self._zero_cost
        return cost

    def component_number(self, component_id: str) -> float:
        return self.components[component_id].number

    def component_type(self, component_id: str) -> str:
        return self.components[component_id].type

    def count_owned(self, player: PlayerState, label: str) -> int:
        """How many of the components `player` owns carry `label` (their type or a tag): by the
        set of the components that carry it, worked out once per label (a look-ahead's value
        counts at every try)."""
        cache = self._label_holders  # (set in Runtime.__init__: never read through `__dict__`,
        components = self.components  # which would slow every attribute read of the runtime)
        if cache is None or cache[0] is not components or cache[1] != len(components):
            cache = self._label_holders = (components, len(components), {})
        holders = cache[2].get(label)
        if holders is None:
            holders = cache[2][label] = frozenset(cid for cid, info in components.items() if label in info.labels)
        return sum(map(holders.__contains__, player.owned))

    def component_tag_value(self, component_id: str, tag: str) -> Any:
        info = self.components[component_id]
        if tag not in info.labels:
            return None
        return info.data.get(tag, component_id)
