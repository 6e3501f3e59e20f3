"""Arrangements: a supply laid out as named positions, activated by position and reordered.

An *arrangement* is a component whose `data` describes how the components of one supply lie
(all of it data, none of it here):

```yaml
data:
  supply: tiles                  # the supply holding the components, in position order
  positions: [top, left, right, aside]   # position i holds the supply's component i
  aside: aside                   # optional: the position set aside (it fills the last hole)
  below:                         # optional: what can move up into a hole, by position
    top: {lower_left: left, lower_right: right}
  directions: arrows             # optional: a supply of direction components, the top one first
```

A direction component says which neighbour it lifts into a hole (`data.lifts`, a key of the
`below` mappings) and which component is its other side (`data.flip`).

Reordering after the component at position P was used: P is a hole; while the hole has
neighbours `below`, the next direction component (the first for the first shift, the second for
the next, …, cycling) names the neighbour that moves up into it, and the hole moves down there.
The last hole takes the component set aside; the used component becomes the one set aside.
A position with nothing `below` simply swaps with the one set aside.

Verbs (docs/verbs.md, "Arrangements"):
  activate ARRANGEMENT POSITION [KEY]   run the component there (its effect or effects.KEY), reorder
  reorder ARRANGEMENT POSITION          the reordering alone
  flip SUPPLY top|all|random            turn direction components to their other side
  cycle SUPPLY [N]                      move the top N components to the bottom
  show ARRANGEMENT                      log the layout (and the direction components)

This module also registers the verbs and queries of `teotl.primitives.automaton` (an automaton that
answers its own decisions from rule-file data, deterministic piece movement, …).
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.registry import renders, section, verb
from teotl.language.statements import Stmt, _always
from teotl.primitives.arguments import (component_info, count_arg, data_component, of_type, require_effect, usage_hint,
                                      word_of)
from teotl.primitives.supply_refs import read_supply


SECTION = section(__name__, "Arrangements", 63,
                  intro="A supply laid out in **positions** that rules activate and reorder.",
                  notes="""**Arrangement data**: `supply` (the components, position i holds the supply's component i),
`positions` (names), `aside` (optional: the position set aside), `below` (optional: position →
`{neighbour name: position}`), `directions` (optional: a supply of direction components, top
first). A direction component has `data.lifts` (a neighbour name) and `data.flip` (its other side).

**Reordering** after the component at P was used: P is a hole; while the hole has neighbours
`below`, the next direction component (the first for the first shift, the second for the next, …,
cycling) names the neighbour that moves up, and the hole moves down there (without direction
components, the first neighbour listed). The last hole takes the component set aside; the used
component is set aside. A position with nothing `below` swaps with the one set aside.""",
                  examples=(("roll 2d6 { 2..3: activate actions bottom_left | 6..8: activate actions top }; flip "
                   "arrows top; cycle arrows"),
                            "reorder actions top",
                            "show actions"))


BAD_ARRANGEMENT = "E450"


# ====================================================================== the layout, read from data
class Layout:
    """An arrangement's data, checked."""

    def __init__(self, cid: str, data: dict):
        self.id = cid
        self.supply = data.get("supply")
        if not isinstance(self.supply, str):
            raise ValueError("`supply` must name the supply holding the components")
        positions = data.get("positions")
        if not isinstance(positions, list) or not positions or not all(isinstance(p, str) for p in positions):
            raise ValueError("`positions` must be a list of position names")
        if len(set(positions)) != len(positions):
            raise ValueError("`positions` names a position twice")
        self.positions: list[str] = positions
        self.index = {name: i for i, name in enumerate(positions)}
        self.aside: Optional[str] = data.get("aside")
        if self.aside is not None and self.aside not in self.index:
            raise ValueError(f"`aside` names unknown position `{self.aside}`")
        below = data.get("below") or {}
        if not isinstance(below, dict):
            raise ValueError("`below` must map a position to its neighbours, e.g. {top: {left: l, right: r}}")
        self.below: dict[str, dict[str, str]] = {}
        for position, neighbours in below.items():
            if position not in self.index:
                raise ValueError(f"`below` names unknown position `{position}`")
            if not isinstance(neighbours, dict) or not neighbours:
                raise ValueError(f"`below.{position}` must map neighbour names to positions")
            for name, target in neighbours.items():
                if target not in self.index:
                    raise ValueError(f"`below.{position}.{name}` names unknown position `{target}`")
            self.below[position] = {str(k): str(v) for k, v in neighbours.items()}
        self.directions: Optional[str] = data.get("directions")
        if self.directions is not None and not isinstance(self.directions, str):
            raise ValueError("`directions` must name a supply")


def layout_of(rt: Any, cid: str) -> Layout:
    # (in compiler.memo: reading the runtime's __dict__ would slow every attribute read of it)
    cache = rt.compiler.memo.setdefault("arrangement layouts", {})
    found = cache.get(cid)
    if found is None:
        found = cache[cid] = Layout(cid, rt.components[cid].data or {})
    return found


def _arrangement_arg(compiler: Compiler, node: ast.Call, arg: ast.Node) -> str:
    name = word_of(arg)
    vocab = compiler.vocab
    info = data_component(compiler, arg, name, "arrangement",
                          "an arrangement is the id of a component whose data has `supply` and `positions`")
    if info is not None:
        try:
            layout = Layout(name, info.data or {})
        except ValueError as error:
            raise CompileError(BAD_ARRANGEMENT, f"component `{name}` is not an arrangement: {error}",
                               "see docs/verbs.md, Automata and arrangements", arg) from None
        for supply in (layout.supply, layout.directions):
            if supply is not None and supply not in vocab.supplies:
                raise CompileError("E401", f"arrangement `{name}` names unknown supply `{supply}`",
                                   did_you_mean(supply, vocab.supplies), arg)
    return name


def _position_arg(compiler: Compiler, node: ast.Call, arrangement: str, arg: ast.Node) -> str:
    name = word_of(arg)
    if name is None:
        raise CompileError("E407", f"`{node.verb}` needs a position name", usage_hint(node), arg)
    info = component_info(compiler, arrangement)
    if info is not None:
        positions = (info.data or {}).get("positions") or []
        if name not in positions:
            raise CompileError("E401", f"arrangement `{arrangement}` has no position `{name}`",
                               did_you_mean(name, positions) or "positions: " + ", ".join(map(str, positions)), arg)
    return name


# ====================================================================== the reordering itself
def reorder(rt: Any, state: Any, layout: Layout, position: str) -> list[tuple[str, str]]:
    """Reorder after the component at `position` was used; returns the shifts made, as
    (from position, to position) pairs, the last one from the position set aside."""
    items = state.writable_supply(layout.supply)
    while len(items) < len(layout.positions):
        items.append("")  # an empty position (fewer components than positions)
    directions = state.supplies.get(layout.directions, []) if layout.directions else []
    hole = position
    used = items[layout.index[hole]]
    shifts: list[tuple[str, str]] = []
    turn = 0
    seen = set()
    while hole in layout.below and hole not in seen:
        seen.add(hole)
        neighbours = layout.below[hole]
        lifts = None
        if directions:
            direction = directions[turn % len(directions)]
            lifts = (rt.components[direction].data or {}).get("lifts") if direction in rt.components else None
        source = neighbours.get(str(lifts)) if lifts is not None else None
        if source is None:
            source = next(iter(neighbours.values()))
        items[layout.index[hole]] = items[layout.index[source]]
        shifts.append((source, hole))
        hole = source
        turn += 1
    if layout.aside is not None and hole != layout.aside:
        items[layout.index[hole]] = items[layout.index[layout.aside]]
        items[layout.index[layout.aside]] = used
        shifts.append((layout.aside, hole))
    while items and items[-1] == "":
        items.pop()
    return shifts


def layout_text(rt: Any, state: Any, layout: Layout) -> tuple[list[list[str]], list[str]]:
    """[[position, component id], …] ("-" for an empty position) and the direction components'
    sides, top first. Ids, not names: the log's text renders each in the reader's language, and a
    name may be shared (an action tile named after the board it points at)."""
    items = state.supplies.get(layout.supply, [])
    shown = []
    for index, position in enumerate(layout.positions):
        cid = items[index] if index < len(items) else ""
        shown.append([position, cid if cid in rt.components else "-"])
    sides = []
    for cid in state.supplies.get(layout.directions, []) if layout.directions else []:
        data = rt.components[cid].data or {}
        sides.append(str(data.get("side", rt.component_name(cid))))
    return shown, sides


def _log_layout(ctx, layout: Layout) -> None:
    shown, sides = layout_text(ctx.rt, ctx.state, layout)
    ctx.rt.log(ctx.derive(board=None, piece=None), "layout", arrangement=layout.id, name=ctx.rt.component_name(layout.id),
               layout=shown, directions=sides)


# ====================================================================== verbs
@verb("activate", "activate ARRANGEMENT POSITION [KEY]",
      arguments="`ARRANGEMENT POSITION [KEY]`",
      doc=("run the effect of the component at POSITION of an arrangement, then reorder the arrangement "
           "(below). Log events `activate`, `reorder`."))
def compile_activate(compiler: Compiler, node: ast.Call) -> Stmt:
    """Run the component lying at a position of an arrangement (its `effect`, or `effects.KEY`),
    then reorder the arrangement as if that component had been used."""
    if len(node.args) not in (2, 3):
        raise CompileError("E407", "`activate` takes an arrangement, a position and optionally an effect key",
                           usage_hint(node), node)
    arrangement = _arrangement_arg(compiler, node, node.args[0])
    position = _position_arg(compiler, node, arrangement, node.args[1])
    key = word_of(node.args[2]) if len(node.args) == 3 else None
    if len(node.args) == 3 and key is None:
        raise CompileError("E407", "the effect key is a word", usage_hint(node), node.args[2])
    path = f"effects.{key}" if key else "effect"
    info = component_info(compiler, arrangement)
    held = compiler.vocab.supplies[Layout(arrangement, info.data or {}).supply].of if info is not None else None
    owners = of_type(compiler, held) if held else None
    if owners is not None:
        require_effect(compiler, owners, path, node.args[-1], f"{held} (what `{arrangement}` lays out)", group=True)

    def target(ctx):
        layout = layout_of(ctx.rt, arrangement)
        items = ctx.state.supplies.get(layout.supply, [])
        index = layout.index[position]
        cid = items[index] if index < len(items) else ""
        return cid, ctx.rt.effects.get((cid, path)) if cid else None

    def run(ctx):
        layout = layout_of(ctx.rt, arrangement)
        cid, stmt = target(ctx)
        if not cid:
            return
        ctx.rt.log(ctx, "activate", arrangement=arrangement, position=position, component=cid,
                   name=ctx.rt.component_name(cid))
        if stmt is not None:
            yield from stmt.run(ctx.derive(component=cid))
        shifts = reorder(ctx.rt, ctx.state, layout, position)
        ctx.rt.log(ctx, "reorder", arrangement=arrangement, position=position,
                   shifts=[[a, b] for a, b in shifts])

    def can(ctx):
        cid, stmt = target(ctx)
        return bool(cid) and (stmt is None or stmt.can(ctx))

    return Stmt(run, can, f"activate {arrangement} {position}")


@renders("verb", "activate")
def render_activate(r, node, args):
    words = r.words(args)
    if len(args) == 1:
        return r.msg("verb-activate-position", position=r.term(f"position-{words[0]}", 1, r.humanise(words[0])))
    arrangement = r.noun(words[0], 1, "component")
    position = r.term(f"position-{words[1]}", 1, r.humanise(words[1]))
    if len(args) > 2 and words[2]:
        return r.msg("verb-activate-key", arrangement=arrangement, position=position, key=r.key_noun(words[2]))
    return r.msg("verb-activate", arrangement=arrangement, position=position)


@verb("reorder", "reorder ARRANGEMENT POSITION",
      arguments="`ARRANGEMENT POSITION`",
      doc="the reordering alone, as if the component at POSITION had been used.")
def compile_reorder(compiler: Compiler, node: ast.Call) -> Stmt:
    """Reorder an arrangement as if the component at POSITION had been used (see `activate`)."""
    if len(node.args) != 2:
        raise CompileError("E407", "`reorder` takes an arrangement and a position", usage_hint(node), node)
    arrangement = _arrangement_arg(compiler, node, node.args[0])
    position = _position_arg(compiler, node, arrangement, node.args[1])

    def run(ctx):
        shifts = reorder(ctx.rt, ctx.state, layout_of(ctx.rt, arrangement), position)
        ctx.rt.log(ctx, "reorder", arrangement=arrangement, position=position,
                   shifts=[[a, b] for a, b in shifts])
        return
        yield  # pragma: no cover

    return Stmt(run, _always, f"reorder {arrangement} {position}")


@renders("verb", "reorder")
def render_reorder(r, node, args):
    words = r.words(args)
    return r.msg("verb-reorder", arrangement=r.noun(words[0], 1, "component"),
                    position=r.term(f"position-{words[1]}", 1, r.humanise(words[1])))


@verb("flip", "flip SUPPLY top|all|random",
      arguments="`SUPPLY top|all|random`",
      doc=("turn components over: each is replaced by the component its `data.flip` names (`random`: each "
           "with even chances, from the game's generator)."))
def compile_flip(compiler: Compiler, node: ast.Call) -> Stmt:
    """Turn components of a supply to their other side: each is replaced by the component its
    `data.flip` names (`top`: the first one; `all`; `random`: each with even chances)."""
    ref, at = read_supply(compiler, node, node.args, 0) if node.args else (None, 0)
    if ref is None or len(node.args) != at + 1 or word_of(node.args[at]) not in ("top", "all", "random"):
        raise CompileError("E407", "`flip` takes a supply and `top`, `all` or `random`", usage_hint(node), node)
    supply = ref.text
    which = node.args[at].name

    def run(ctx):
        rt = ctx.rt
        items = ref.items(ctx)
        for index, cid in enumerate(list(items)):
            if which == "top" and index > 0:
                break
            if which == "random" and ctx.state.rng.randrange(2) == 0:
                continue
            other = (rt.components[cid].data or {}).get("flip") if cid in rt.components else None
            if other in rt.components:
                items[index] = other
                rt.log(ctx, "flip", supply=ref.key(ctx), component=cid, now=other, name=rt.component_name(other))
        return
        yield  # pragma: no cover

    return Stmt(run, _always, f"flip {supply} {which}")


@renders("verb", "flip")
def render_flip(r, node, args):
    return r.msg("verb-flip", supply=r.supply_noun(args[0]), which=r.words(args)[1])


@verb("cycle", "cycle SUPPLY [N]",
      arguments="`SUPPLY [N]`",
      doc="move the top N components (default 1) to the bottom.")
def compile_cycle(compiler: Compiler, node: ast.Call) -> Stmt:
    """Move the top N components of a supply (default 1) to its bottom, in order."""
    ref, at = read_supply(compiler, node, node.args, 0) if node.args else (None, 0)
    if ref is None or len(node.args) - at not in (0, 1):
        raise CompileError("E407", "`cycle` takes a supply and optionally a number", usage_hint(node), node)
    supply = ref.text
    count = count_arg(compiler, node.args[at], node) if len(node.args) > at else (lambda ctx: 1)

    def run(ctx):
        items = ref.items(ctx)
        if items:
            n = max(0, count(ctx)) % len(items)
            items[:] = items[n:] + items[:n]
        return
        yield  # pragma: no cover

    return Stmt(run, _always, f"cycle {supply}")


@renders("verb", "cycle")
def render_cycle(r, node, args):
    return r.msg("verb-cycle", supply=r.supply_noun(args[0]),
                    count=r.count(args[1]) if len(args) > 1 else 1)


@verb("show", "show ARRANGEMENT",
      arguments="`ARRANGEMENT`",
      doc=("log the layout (each position with the id of the component lying there, `-` when empty) "
           "and the sides of the direction components (`layout` event)."))
def compile_show(compiler: Compiler, node: ast.Call) -> Stmt:
    """Log the layout of an arrangement and the sides of its direction components (for people)."""
    if len(node.args) != 1:
        raise CompileError("E407", "`show` takes an arrangement", usage_hint(node), node)
    arrangement = _arrangement_arg(compiler, node, node.args[0])

    def run(ctx):
        _log_layout(ctx, layout_of(ctx.rt, arrangement))
        return
        yield  # pragma: no cover

    return Stmt(run, _always, f"show {arrangement}")


@renders("verb", "show")
def render_show(r, node, args):
    return r.msg("verb-show", arrangement=r.noun(r.words(args)[0], 1, "component"))


__all__ = ["Layout", "layout_of", "reorder", "layout_text"]
