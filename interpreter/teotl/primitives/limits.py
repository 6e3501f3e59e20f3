"""Limits of a player's resources (docs/game-model.md §4): `max:` and `min:` of a resource, and
caps shared by a group (`vocabulary.caps`: five storage spaces that hold grain or flour).

Every gain of a limited resource goes through `add`: what does not fit is lost, and the log says
so (event `lost`); an amount that turns out negative lowers the counter, never below its `min`
(0 unless declared). `room` is what `gain any GROUP` and `set` need: how much more fits. A
resource with no limit never comes here, so games that declare none pay nothing for this.
"""
from __future__ import annotations

from typing import Any, Optional


def least(vocab: Any, resource: str) -> int:
    """The least a player may hold of a resource (0 unless `min:` says otherwise)."""
    limit = vocab.limits.get(resource)
    return limit[0] if limit is not None else 0


def room(vocab: Any, have: dict, resource: str) -> Optional[int]:
    """How many more units of `resource` a player holding `have` may take (None: no limit)."""
    most = None
    limit = vocab.limits.get(resource)
    if limit is not None and limit[1] is not None:
        most = limit[1] - have[resource]
    for members, cap in vocab.caps_of(resource):
        free = cap - sum(have[member] for member in members)
        most = free if most is None else min(most, free)
    return None if most is None else max(0, most)


def add(ctx: Any, resource: str, amount: int, reason: Optional[dict] = None) -> int:
    """Add `amount` (any sign) of `resource` to the context's player within its limits; logs the
    gain and what was lost. Returns the change made."""
    vocab = ctx.rt.vocab
    have = ctx.state.players[ctx.player].counters
    old = have[resource]
    lost = 0
    if amount > 0:
        fits = room(vocab, have, resource)
        if fits is not None and amount > fits:
            lost, amount = amount - fits, fits
    new = old + amount
    floor = least(vocab, resource)
    if new < floor:
        new = floor
    have[resource] = new
    rt = ctx.rt
    if rt.logging:
        if new != old:
            rt.log(ctx, "gain", resource=resource, amount=new - old, **(reason or {}))
        if lost:
            rt.log(ctx, "lost", resource=resource, amount=lost)
    return new - old


def set_within(ctx: Any, resource: str, value: int) -> None:
    """Set a player's resource to `value`, within its `min` and `max` (caps count the others)."""
    vocab = ctx.rt.vocab
    have = ctx.state.players[ctx.player].counters
    old = have[resource]
    have[resource] = least(vocab, resource)   # what fits is worked out without the old amount
    fits = room(vocab, have, resource)
    target = max(least(vocab, resource), value)
    if fits is not None:
        target = min(target, have[resource] + fits)
    have[resource] = target
    rt = ctx.rt
    if rt.logging and target != old:
        rt.log(ctx, "set", resource=resource, value=target)
