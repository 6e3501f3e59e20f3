"""Placement of tiles on a grid (teotl.primitives.grids): `build SUPPLY on GRID …` (square tiles
on slots), `decorate SUPPLY on GRID …` (two-icon tiles on edge spots) and `preplace SUPPLY on GRID`
(setup).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn, short_text
from teotl.language.registry import verb
from teotl.language.statements import Stmt, _always, sync_stmt
from teotl.model.decisions import Decision, Option, ask, new_option
from teotl.primitives import wildcards
from teotl.primitives.arguments import data_component, supply_arg, usage_hint, word_of
from teotl.primitives.grids import (BAD_GRID, Grid, Slot, _all_in, affordable, any_legal_spot, cell, coloured_matches,
                                    compare, grid_of, grid_state, legal_slots, legal_spots, read_grid, rotate,
                                    set_cell, spot_covered, spot_icons, tile_quadrants)


def _value(compiler: Compiler, arg: ast.Node, node: ast.Call) -> ExprFn:
    """A number, `(expression)` or a bare name (modifiers apply, as in any expression)."""
    if isinstance(arg, ast.Range) and arg.hi == arg.lo:
        value = arg.lo
        return lambda ctx: value
    if isinstance(arg, ast.ExprArg):
        return compiler.expr(arg.expr)
    if isinstance(arg, ast.Word):
        return compiler.expr(ast.Ref(arg.name, line=arg.line, column=arg.column))
    raise CompileError("E407", f"`{node.verb}` expects a number here", usage_hint(node), arg)


@dataclass
class _Args:
    supply: str
    grid: str
    limit: Optional[ExprFn] = None
    auto: bool = False
    free: bool = False
    discount: Optional[ExprFn] = None
    flat: Optional[ExprFn] = None
    random: bool = False


def _parse(compiler: Compiler, node: ast.Call, allowed: set[str]) -> _Args:
    """`SUPPLY on GRID` then options in any order: up to N, auto, free, discount N, flat N, random."""
    args = list(node.args)
    if args and word_of(args[0]) is not None and len(args) >= 2:
        supply = supply_arg(compiler, node, args[0])
    else:
        raise CompileError("E407", f"`{node.verb}` needs a supply and a grid", usage_hint(node), node)
    if supply is None:
        raise CompileError("E407", f"`{node.verb}` needs a named supply, not `here`", usage_hint(node), args[0])
    rest = args[1:]
    if rest and word_of(rest[0]) == "on":
        rest = rest[1:]
    if not rest or word_of(rest[0]) is None:
        raise CompileError("E407", f"`{node.verb}` needs the grid component after the supply", usage_hint(node), node)
    grid = _grid_arg(compiler, node, rest[0], allowed)
    parsed = _Args(supply, grid)
    index = 1
    while index < len(rest):
        arg = rest[index]
        word = word_of(arg)
        if word == "up" and "up to" in allowed and index + 2 < len(rest) and word_of(rest[index + 1]) == "to":
            parsed.limit = _value(compiler, rest[index + 2], node)
            index += 3
            continue
        if word in ("discount", "flat") and word in allowed:
            if index + 1 >= len(rest):
                raise CompileError("E407", f"`{word}` needs a number after it", usage_hint(node), arg)
            setattr(parsed, word, _value(compiler, rest[index + 1], node))
            index += 2
            continue
        if word in ("auto", "choice", "free", "random") and word in allowed:
            if word != "choice":
                setattr(parsed, word, True)
            index += 1
            continue
        raise CompileError("E407", f"unexpected `{word or short_text(getattr(arg, 'expr', arg))}` in `{node.verb}`",
                           usage_hint(node), arg)
    return parsed


def _grid_arg(compiler: Compiler, node: ast.Call, arg: ast.Node, allowed: set[str]) -> str:
    name = arg.name
    vocab = compiler.vocab
    services = compiler.services
    info = data_component(compiler, arg, name, "grid component",
                          "the grid is the id of a component whose data has `printed` and `slots`")
    if info is not None:
        try:
            grid = grid_of(services, name) if info.data else read_grid(name, info.data or {})  # read once per runtime
        except ValueError as error:
            raise CompileError(BAD_GRID, f"component `{name}` is not a placement grid: {error}",
                               "see docs/verbs.md, Placement, for the grid's data", arg) from None
        need = "spots" if node.verb == "decorate" else "slots"
        if not getattr(grid, need):
            raise CompileError(BAD_GRID, f"component `{name}` has no `{need}` in its data",
                               f"`{node.verb}` places tiles on the grid's {need}", arg)
        for letter, track in grid.icon_tracks.items():
            if track not in vocab.tracks:
                raise CompileError("E401", f"`icon_tracks` of `{name}` maps `{letter}` to unknown track `{track}`",
                                   did_you_mean(str(track), vocab.tracks), arg)
        for resource in grid.level_cost:
            if resource not in vocab.resources:
                raise CompileError("E401", f"`level_cost` of `{name}` names unknown resource `{resource}`",
                                   did_you_mean(str(resource), vocab.resources), arg)
    if vocab.score is None:
        raise CompileError("E407", f"`{node.verb}` scores VP, but no resource has `score: true`",
                           "mark the score resource in vocabulary.resources", node)
    return name


def _run_effect(ctx, grid: str, key: Optional[str]):
    if not key:
        return
    stmt = ctx.rt.effects.get((grid, f"effects.{key}"))
    if stmt is not None:
        yield from stmt.run(ctx.derive_component(grid))  # `derive(component=grid)`, without the keywords


def _score(ctx, points: int, tracks: list[str]):
    """Gain VP, then advance each track one step (rewards run)."""
    score = ctx.rt.vocab.score
    if points:
        ctx.state.players[ctx.player].counters[score] += points
        if ctx.rt.logging:
            ctx.rt.log(ctx, "gain", resource=score, amount=points)
    for track in tracks:
        yield from ctx.rt.advance(ctx, track, 1)


def _icons_text(icons) -> str:
    return "[" + " ".join(icons) + "]"


@verb("build", "build SUPPLY on GRID [up to N] [auto] [free] [discount N] [flat N]")
def compile_build(compiler: Compiler, node: ast.Call) -> Stmt:
    """Place tiles from an offer on legal slots of a grid: tile, slot and rotation chosen by the
    decider (`auto`: the first tile, the first legal slot by level then position, a random
    rotation); each pays the slot level's cost (`level_cost`) unless `free`, less the action's
    `discount` (resource units, once per action); scores the level's VP and the matches (or `flat N`
    VP instead of the matches, with no track steps); then the grid's `effects.placed` and the
    slot's own effect. `up to N`: after the first tile, up to N - 1 more at the decider's wish."""
    spec = _parse(compiler, node, {"up to", "auto", "choice", "free", "discount", "flat"})
    supply, grid_id = spec.supply, spec.grid
    limit, auto, free, discount, flat = spec.limit, spec.auto, spec.free, spec.discount, spec.flat
    wild_of = wildcards.wildcards_of(compiler)
    any_wild = bool(wild_of)  # (the vocabulary's wildcards are fixed once compiled)

    def can_pay(ctx, have: dict, cost: dict, left: int) -> bool:
        """The cost less `left` discount units, wildcard resources filling what is missing."""
        wild = wild_of.held(ctx, have) if any_wild else {}
        if wild:
            return wildcards.payable(have, cost, [], wild, slack=max(0, left))
        return affordable(have, cost, left)

    def placeable(ctx, grid: Grid, left: int) -> list[Slot]:
        slots = legal_slots(ctx.state, grid)
        if free:
            return slots
        have = ctx.state.players[ctx.player].counters
        return [slot for slot in slots if can_pay(ctx, have, grid.level_cost_of(slot.level), left)]

    def can(ctx):
        """`bool(placeable(…))`, stopping at the first slot that can take a tile."""
        if not ctx.rt.supply(ctx, supply):
            return False
        grid = grid_of(ctx.rt, grid_id)
        left = discount(ctx) if discount is not None else 0
        filled = grid_state(ctx.state, grid)["filled"]
        have = ctx.state.players[ctx.player].counters
        for slot in grid.slots:
            if slot.id not in filled and _all_in(slot.requires, filled) and \
                    (free or can_pay(ctx, have, grid.level_cost_of(slot.level), left)):
                return True
        return False

    def pay(ctx, grid: Grid, slot: Slot, left: int):
        """Pay the slot's cost less up to `left` units of discount; returns the discount left."""
        have = ctx.state.players[ctx.player].counters
        cost = grid.cost(slot.level)
        while left > 0 and any(cost.values()):
            choices = [name for name, need in cost.items() if need > 0 and
                       can_pay(ctx, have, {**cost, name: need - 1}, left - 1)]
            if not choices:
                break
            if auto:
                chosen = choices[0]
            else:
                chosen = yield from ask(ctx.player, "pay_with", "take the discount off which?",
                                        [Option(name, f"1 {name} less", name) for name in choices])
            cost[chosen] -= 1
            left -= 1
            if ctx.rt.logging:
                ctx.rt.log(ctx, "discount", resource=chosen, amount=1)
        yield from wildcards.pay_fixed(ctx, cost, [], wild_of.held(ctx) if wild_of else {})
        return left

    def place_one(ctx, grid: Grid, left: int):
        rt, state = ctx.rt, ctx.state
        offer = rt.supply(ctx, supply)
        slots = placeable(ctx, grid, left)
        if not offer or not slots:
            return left
        if auto:
            tile = offer[0]
        else:
            tile = yield from ask(ctx.player, "choose", f"build which tile from {supply}?",
                                  [new_option((t, f"{rt.component_name(t)} {_icons_text(tile_quadrants(rt, t))}", t))
                                   for t in dict.fromkeys(offer)])
        if auto:
            slot = slots[0]
        else:
            def slot_text(s: Slot) -> str:
                cost = ", ".join(f"{n} {a}" for n, a in grid.cost(s.level).items() if a) if not free else ""
                return f"slot {s.id} (level {s.level}{': ' + cost if cost else ''})"
            slot_id = yield from ask(ctx.player, "slot", "on which slot?",
                                     [new_option((s.id, slot_text(s), s.id)) for s in slots])
            slot = grid.slot_by_id[slot_id]
        if not free:
            left = yield from pay(ctx, grid, slot, left)
        current = grid_state(state, grid)
        quadrants = tile_quadrants(rt, tile)
        covered = [cell(current, r, c) for r, c in slot.cells]
        if auto:
            rotation = state.rng.randrange(4)
        else:
            options, seen = [], set()
            for k in range(4):
                turned = tuple(rotate(quadrants, k))
                if turned in seen:
                    continue
                seen.add(turned)
                matches, tracks = compare(grid, turned, covered)
                text = f"rotation {k}: {_icons_text(turned)} on {_icons_text(covered)}, {matches} match(es)"
                if tracks and flat is None:
                    text += ", +1 " + ", +1 ".join(tracks)
                options.append(new_option((str(k), text, k)))
            rotation = yield from ask(ctx.player, "rotation", "which rotation?", options)
        placed = rotate(quadrants, rotation)
        matches, tracks = compare(grid, placed, covered)
        # the state first (the tile is on the grid and out of the offer), then the rewards
        offer.remove(tile)
        current["filled"][slot.id] = [tile, rotation]
        for (r, c), icon in zip(slot.cells, placed):
            set_cell(current, r, c, icon)
        if flat is not None:
            points, tracks = grid.vp_for_level(slot.level) + flat(ctx), []
        else:
            points = grid.vp_for_level(slot.level) + matches * grid.match_vp
        rt.log(ctx, "build", grid=grid.id, slot=slot.id, tile=tile, rotation=rotation, level=slot.level,
               matches=matches, vp=points, tracks=list(tracks))
        yield from _score(ctx, points, tracks)
        yield from _run_effect(ctx, grid.id, "placed")
        yield from _run_effect(ctx, grid.id, slot.effect)
        return left

    def run(ctx):
        grid = grid_of(ctx.rt, grid_id)
        left = discount(ctx) if discount is not None else 0
        most = max(1, limit(ctx)) if limit is not None else 1
        for index in range(most):
            if not ctx.rt.supply(ctx, supply) or not placeable(ctx, grid, left):
                return
            if index > 0 and not auto:
                more = yield Decision(ctx.player, "continue",
                                      (Option("yes", "build another tile", True), Option("no", "stop", False)),
                                      f"build another tile ({index} of up to {most} built)?")
                if not more:
                    return
            left = yield from place_one(ctx, grid, left)

    text = f"build {supply} on {grid_id}" + (" up to N" if limit is not None else "") + \
        (" auto" if auto else "") + (" free" if free else "")
    return Stmt(run, can, text)


@verb("decorate", "decorate SUPPLY on GRID [auto] [flat N]")
def compile_decorate(compiler: Compiler, node: ast.Call) -> Stmt:
    """Place a two-icon tile from an offer on a legal spot of a grid (`auto`: the first tile on the
    first legal spot in the data's order); scores the grid's `spot_vp` plus the matches and
    `spot_coloured_match_vp` per coloured match (or `flat N` VP instead of the matches, with no
    track steps), then the grid's `effects.decorated`. The cost,
    if any, is the rule file's (`pay … -> decorate …`)."""
    spec = _parse(compiler, node, {"auto", "choice", "flat"})
    supply, grid_id, auto, flat = spec.supply, spec.grid, spec.auto, spec.flat

    def can(ctx):
        return bool(ctx.rt.supply(ctx, supply)) and any_legal_spot(ctx.state, grid_of(ctx.rt, grid_id))

    def run(ctx):
        rt, state = ctx.rt, ctx.state
        grid = grid_of(rt, grid_id)
        offer = rt.supply(ctx, supply)
        spots = legal_spots(state, grid)
        if not offer or not spots:
            return
        if auto:
            tile, spot = offer[0], spots[0]
        else:
            tile = yield from ask(ctx.player, "choose", f"which tile from {supply}?",
                                  [Option(t, f"{rt.component_name(t)} "
                                             f"{_icons_text(rt.components[t].data.get('icons') or ())}", t)
                                   for t in dict.fromkeys(offer)])
            options = []
            for s in spots:
                covered = spot_covered(state, grid, s)
                matches, tracks = compare(grid, spot_icons(rt, tile, s), covered)
                text = f"spot {s.id} ({s.side}, level {s.level}) on {_icons_text(covered)}: {matches} match(es)"
                if tracks and flat is None:
                    text += ", +1 " + ", +1 ".join(tracks)
                options.append(Option(s.id, text, s.id))
            spot = grid.spot_by_id[(yield from ask(ctx.player, "spot", "on which spot?", options))]
        placed = spot_icons(rt, tile, spot)
        covered = spot_covered(state, grid, spot)
        matches, tracks = compare(grid, placed, covered)
        offer.remove(tile)
        grid_state(state, grid)["spots"][spot.id] = tile
        if flat is not None:
            points, tracks = grid.spot_vp + flat(ctx), []
        else:
            points = grid.spot_vp + matches * grid.match_vp
            if grid.spot_coloured_match_vp:
                points += coloured_matches(grid, placed, covered) * grid.spot_coloured_match_vp
        rt.log(ctx, "decorate", grid=grid.id, spot=spot.id, tile=tile, matches=matches, vp=points,
               tracks=list(tracks))
        yield from _score(ctx, points, tracks)
        yield from _run_effect(ctx, grid.id, "decorated")

    return Stmt(run, can, f"decorate {supply} on {grid_id}" + (" auto" if auto else ""),
                counter_free=True)  # the offer and the spots only


@verb("preplace", "preplace SUPPLY on GRID [random]")
def compile_preplace(compiler: Compiler, node: ast.Call) -> Stmt:
    """Setup: fill the slots listed in the grid's `preplaced` for the number of players (`random`:
    one list of `preplaced_alternatives` at random, if there is one for that number) with the top
    tiles of SUPPLY, each in a random rotation. No scoring, no effects, nobody's tile."""
    spec = _parse(compiler, node, {"random"})
    supply, grid_id, pick_random = spec.supply, spec.grid, spec.random

    def slots_for(ctx, grid: Grid) -> list[str]:
        players = str(len(ctx.state.players))
        if pick_random:
            alternatives = grid.preplaced_alternatives.get(players) or grid.preplaced_alternatives.get(int(players))
            if alternatives:
                return [str(s) for s in alternatives[ctx.state.rng.randrange(len(alternatives))]]
        listed = grid.preplaced.get(players)
        if listed is None:
            listed = grid.preplaced.get(int(players))
        return [str(s) for s in listed or ()]

    def do(ctx):
        rt, state = ctx.rt, ctx.state
        grid = grid_of(rt, grid_id)
        current = grid_state(state, grid)
        stack = rt.supply(ctx, supply)
        for slot_id in slots_for(ctx, grid):
            slot = grid.slot_by_id.get(slot_id)
            if slot is None or slot_id in current["filled"] or not stack:
                continue
            tile = stack.pop(0)
            rotation = state.rng.randrange(4)
            current["filled"][slot_id] = [tile, rotation]
            for (r, c), icon in zip(slot.cells, rotate(tile_quadrants(rt, tile), rotation)):
                set_cell(current, r, c, icon)
            if rt.logging:
                rt.log(ctx, "preplace", grid=grid.id, slot=slot_id, tile=tile, rotation=rotation)

    return sync_stmt(do, _always, f"preplace {supply} on {grid_id}")
