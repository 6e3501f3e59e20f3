"""Placement of tiles on a grid (teotl.primitives.grids): `build SUPPLY on GRID …` (square tiles
on slots), `attach SUPPLY on GRID …` (two-icon tiles on edge spots) and `preplace SUPPLY on GRID`
(setup).
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.registry import renders, section, verb
from teotl.language.statements import Stmt, _always, sync_stmt
from teotl.model.decisions import Decision, Option, ask, new_option
from teotl.primitives import wildcards
from teotl.primitives.grid_options import grid_details, icons_text, parse_grid_args, require_tiles, run_grid_effect
from teotl.primitives.grids import (LAID, Grid, Laid, Slot, _all_in, affordable, any_legal_spot, cell, compare, grid_of,
                                    grid_state, laid_of, legal_slots, legal_spots, rotate, set_cell, spot_covered,
                                    spot_icons, tile_quadrants, writable_grid_state)


SECTION = section(__name__, "Placement", 50,
                  intro="""Tiles laid on a **grid**: a component whose `data` describes cells, slots and spots (the grid's
data and rules: next section). Square tiles (`data.quadrants`: four icons `[TL, TR, BR, BL]`) go
on **slots**; two-icon tiles (`data.icons`: `[a, b]`) go on **spots** along the edges. Icons are
one character: a letter, upper case for a coloured icon, and the grid's `empty` character. What a
tile laid scores is the rule file's: the grid's `effects.placed` (a slot) or `effects.attached` (a
spot) reads it with `laid_level()`, `laid_matches([coloured])` and `matched_icons([coloured])`
(sections below).""",
                  examples=("build tile_offer on grid up to (tiles_per_action) discount (discount)",
                            "pay coin max(1, 4 - pieces_here) -> attach edge_offer on grid",
                            "preplace tile_stack on grid                                   # setup",
                            ("pay red 2 -> { build tile_offer on grid auto free matches (2); advance any track }  # "
                   "an automaton's"),
                            ("pay coin 2 -> { attach edge_offer on grid auto matches (2); advance any track }   # "
                   "an automaton's")))


@verb("build", "build SUPPLY on GRID [up to N] [auto] [free] [discount N] [matches N]",
      arguments="`SUPPLY on GRID [up to N] [auto] [free] [discount N] [matches N]`",
      doc=("place one tile of the offer SUPPLY on a legal slot: the decider picks the tile, the slot "
           "(only legal, affordable ones are offered) and the rotation. The tile pays the slot level's "
           "`level_cost` (all or nothing) unless `free`, covers its cells and leaves the offer; then the "
           "grid's `effects.placed` and the slot's own `effect` run, reading the tile laid (`laid_level()`, "
           "`laid_matches()`, `matched_icons()`): the score is theirs. `up to N`: after the first tile, up to N − 1 more, each resolved "
           "completely, the decider saying whether to go on (N < 1 counts as 1). `discount N`: N resource "
           "units off the costs, once per use of the verb (the decider picks the resource when it "
           "matters). `matches N`: the tile counts N matches, none coloured, whatever it covers (an "
           "automaton's). `auto`: no questions: "
           "the first tile of the offer, the first legal slot (lowest level, then top-most, then "
           "left-most), a random rotation."))
def compile_build(compiler: Compiler, node: ast.Call) -> Stmt:
    """Place tiles from an offer on legal slots of a grid: tile, slot and rotation chosen by the
    decider (`auto`: the first tile, the first legal slot by level then position, a random
    rotation); each pays the slot level's cost (`level_cost`) unless `free`, less the action's
    `discount` (resource units, once per action); then the grid's `effects.placed` and the slot's
    own effect, which read the tile laid (`Laid`: `matches N` binds N matches, none coloured). `up to N`: after the first tile, up to N - 1 more at the decider's wish."""
    spec = parse_grid_args(compiler, node, {"up to", "auto", "choice", "free", "discount", "matches"})
    require_tiles(compiler, node, spec.supply, "quadrants", 4)
    supply, grid_id = spec.supply, spec.grid
    limit, auto, free, discount, counted = spec.limit, spec.auto, spec.free, spec.discount, spec.matches
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
                                        [Option(name, f"1 {name} less", name) for name in choices], ("discount",))
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
                                  [new_option((t, f"{rt.component_name(t)} {icons_text(tile_quadrants(rt, t))}", t))
                                   for t in dict.fromkeys(offer)], ("tile", "build", supply, None))
        if auto:
            slot = slots[0]
        else:
            def slot_text(s: Slot) -> str:
                cost = ", ".join(f"{n} {a}" for n, a in grid.level_cost_of(s.level).items() if a) if not free else ""
                return f"slot {s.id} (level {s.level}{': ' + cost if cost else ''})"
            slot_id = yield from ask(ctx.player, "slot", "on which slot?",
                                     [new_option((s.id, slot_text(s), s.id)) for s in slots],
                                     ("slot", grid.id, {s.id: (s.level, {} if free else dict(grid.level_cost_of(s.level))) for s in slots}))
            slot = grid.slot_by_id[slot_id]
        if not free:
            left = yield from pay(ctx, grid, slot, left)
        current = grid_state(state, grid)
        quadrants = tile_quadrants(rt, tile)
        covered = [cell(current, r, c) for r, c in slot.cells]
        if auto:
            rotation = state.rng.randrange(4)
        else:
            options, seen, shown = [], set(), {}
            for k in range(4):
                turned = tuple(rotate(quadrants, k))
                if turned in seen:
                    continue
                seen.add(turned)
                matches, tracks = compare(grid, turned, covered)
                text = f"rotation {k}: {icons_text(turned)} on {icons_text(covered)}, {matches} match(es)"
                if tracks and counted is None:
                    text += ", +1 " + ", +1 ".join(tracks)
                options.append(new_option((str(k), text, k)))
                shown[k] = (turned, covered, matches, tracks if counted is None else ())
            rotation = yield from ask(ctx.player, "rotation", "which rotation?", options, ("rotation", tile, shown))
        placed = rotate(quadrants, rotation)
        # the state first (the tile is on the grid and out of the offer), then the rewards; the
        # grid's data fetched to change after the last decision (a copy may share what was read)
        rt.writable_supply(ctx, supply).remove(tile)
        current = writable_grid_state(state, grid)
        current["filled"][slot.id] = [tile, rotation]
        for (r, c), icon in zip(slot.cells, placed):
            set_cell(current, r, c, icon)
        record = laid_of(grid, slot.level, placed, covered) if counted is None else Laid(slot.level, counted(ctx), 0)
        rt.log(ctx, "build", grid=grid.id, slot=slot.id, tile=tile, rotation=rotation, level=slot.level,
               matches=record.matches)
        after = ctx.derive_values({LAID: record})  # what laid_level(), laid_matches() … read
        yield from run_grid_effect(after, grid.id, "placed")
        yield from run_grid_effect(after, grid.id, slot.effect)
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
                                      f"build another tile ({index} of up to {most} built)?", ("build-more", index, most))
                if not more:
                    return
            left = yield from place_one(ctx, grid, left)

    text = f"build {supply} on {grid_id}" + (" up to N" if limit is not None else "") + \
        (" auto" if auto else "") + (" free" if free else "")
    return Stmt(run, can, text)


@renders("verb", "build")
def render_build(r, node, args):
    main = r.msg("verb-build", supply=r.supply_noun(args[0]), grid=r.noun(args[2].name, 1, "component"))
    return r.with_details(main, grid_details(r, args[3:]))


@verb("attach", "attach SUPPLY on GRID [auto] [matches N]",
      arguments="`SUPPLY on GRID [auto] [matches N]`",
      doc=("place one tile of the offer SUPPLY on a legal spot; then the grid's `effects.attached` runs, "
           "reading the tile laid (`laid_level()`: the spot's level, `laid_matches()`, `matched_icons()`). "
           "`matches N`: the tile counts N matches, none coloured (an automaton's). `auto`: "
           "the first tile of the offer on the first legal spot in the order the grid lists them. Any "
           "cost is written around it: `pay coin 2 -> attach …`."))
def compile_attach(compiler: Compiler, node: ast.Call) -> Stmt:
    """Place a two-icon tile from an offer on a legal spot of a grid (`auto`: the first tile on the
    first legal spot in the data's order); then the grid's `effects.attached`, reading the tile
    laid. The cost, if any, is the rule file's (`pay … -> attach …`)."""
    spec = parse_grid_args(compiler, node, {"auto", "choice", "matches"})
    require_tiles(compiler, node, spec.supply, "icons", 2)
    supply, grid_id, auto, counted = spec.supply, spec.grid, spec.auto, spec.matches

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
                                             f"{icons_text(rt.components[t].data.get('icons') or ())}", t)
                                   for t in dict.fromkeys(offer)], ("tile", "attach", supply, "icons"))
            options, shown = [], {}
            for s in spots:
                covered = spot_covered(state, grid, s)
                matches, tracks = compare(grid, spot_icons(rt, tile, s), covered)
                text = f"spot {s.id} ({s.side}, level {s.level}) on {icons_text(covered)}: {matches} match(es)"
                if tracks and counted is None:
                    text += ", +1 " + ", +1 ".join(tracks)
                options.append(Option(s.id, text, s.id))
                shown[s.id] = (s.side, s.level, covered, matches, tracks if counted is None else ())
            spot = grid.spot_by_id[(yield from ask(ctx.player, "spot", "on which spot?", options,
                                                   ("grid-spot", tile, shown)))]
        placed = spot_icons(rt, tile, spot)
        covered = spot_covered(state, grid, spot)
        rt.writable_supply(ctx, supply).remove(tile)
        writable_grid_state(state, grid)["spots"][spot.id] = tile
        record = laid_of(grid, spot.level, placed, covered) if counted is None else Laid(spot.level, counted(ctx), 0)
        rt.log(ctx, "attach", grid=grid.id, spot=spot.id, tile=tile, matches=record.matches)
        yield from run_grid_effect(ctx.derive_values({LAID: record}), grid.id, "attached")

    return Stmt(run, can, f"attach {supply} on {grid_id}" + (" auto" if auto else ""),
                counter_free=True)  # the offer and the spots only


@renders("verb", "attach")
def render_attach(r, node, args):
    main = r.msg("verb-attach", supply=r.supply_noun(args[0]), grid=r.noun(args[2].name, 1, "component"))
    return r.with_details(main, grid_details(r, args[3:]))


@verb("preplace", "preplace SUPPLY on GRID [random]",
      arguments="`SUPPLY on GRID [random]`",
      doc=("setup: the top tiles of SUPPLY on the slots `preplaced` lists for the number of players, each "
           "in a random rotation; no score, no effects. `random`: one list of `preplaced_alternatives` "
           "for that number, chosen at random."))
def compile_preplace(compiler: Compiler, node: ast.Call) -> Stmt:
    """Setup: fill the slots listed in the grid's `preplaced` for the number of players (`random`:
    one list of `preplaced_alternatives` at random, if there is one for that number) with the top
    tiles of SUPPLY, each in a random rotation. No scoring, no effects, nobody's tile."""
    spec = parse_grid_args(compiler, node, {"random"})
    require_tiles(compiler, node, spec.supply, "quadrants", 4)
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
        current = writable_grid_state(state, grid)
        stack = rt.writable_supply(ctx, supply)
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


@renders("verb", "preplace")
def render_preplace(r, node, args):
    main = r.msg("verb-preplace", supply=r.supply_noun(args[0]), grid=r.noun(args[2].name, 1, "component"))
    return r.with_details(main, grid_details(r, args[3:]))
