"""Numbers looked up where other queries do not reach: a component lying in a given slot of a
supply, and a board's place in this game's ring (docs/verbs.md "Lookups").

`top_datum(SUPPLY, FIELD)` reads the top component of a supply, `datum(COMPONENT, FIELD, I)` a
named component; a rule that must read the component lying in slot k of a shuffled supply (the
tile dealt to position k at setup), or an entry of a list field of the top tile (the first board
number printed on a tile drawn at random), uses `slot_datum`. `ring_number(POS)` gives the board
at a ring position; `ring_position(N)` is its inverse, so a rule can count positions from a
board named by a printed number.

Queries:
  ring_number(POS)                            the printed number of the board at 1-based position
                                              POS of this game's ring (wraps)
  slot_datum(SUPPLY, SLOT, FIELD [, ENTRY])   data.FIELD of the component in 1-based SLOT (0 when
                                              the slot is empty or the field is not a number);
                                              with ENTRY, entry ENTRY (0-based, clamped) of a list
  ring_position(NUMBER)                       1-based position in this game's ring of the board
                                              printed NUMBER (0 when no board has that number)
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section
from teotl.model.instances import SHOWN_COMPONENT
from teotl.primitives.arguments import arity, component_info, name_arg
from teotl.primitives.handles import render_shown_datum, shown_datum
from teotl.primitives.supply_refs import supply_phrase


SECTION = section(__name__, "Lookups", 64,
                  intro="Numbers other queries do not reach.",
                  examples=(("set bot_level (2 * 1 - 2 + slot_datum(stops, 1, space))       # the space of the "
                   "component at stop 1"),
                            ("gain vp ring_position(slot_datum(starting_tiles, 1, boards, 0))   # the ring position "
                   "of the first board on the top starting tile"),
                            "gain vp datum(bot, bonus, count(building))"))


def _number(value: Any) -> Optional[int]:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@query("slot_datum", "slot_datum(SUPPLY, SLOT, FIELD [, ENTRY])",
       form="`slot_datum(SUPPLY, SLOT, FIELD [, ENTRY])`",
       doc=("the number `data.FIELD` of the component in slot SLOT (1-based) of a supply; with ENTRY, "
            "entry ENTRY (0-based, clamped to the ends) of the list `data.FIELD`; 0 when the slot is "
            "empty or there is no such number"))
def _slot_datum(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The number `data.FIELD` of the component in slot SLOT (1-based) of a supply; with ENTRY,
    entry ENTRY (0-based, clamped to the ends) of the list `data.FIELD`. 0 when the slot is empty
    or there is no such number."""
    arity(node, 3, 4)
    supply = supply_phrase(compiler, node, node.args[0]).peek
    slot = compiler.expr(node.args[1])
    field = name_arg(node, 2)
    entry = compiler.expr(node.args[3]) if len(node.args) == 4 else None

    def read(ctx) -> int:
        items = supply(ctx)
        index = slot(ctx) - 1
        if not 0 <= index < len(items):
            return 0
        value = (ctx.rt.components[items[index]].data or {}).get(field)
        if entry is not None:
            if not isinstance(value, list) or not value:
                return 0
            value = value[max(0, min(len(value) - 1, entry(ctx)))]
        found = _number(value)
        return found if found is not None else 0

    return read


@renders("query", "slot_datum")
def render_slot_datum(r, node, args, names):
    if len(args) >= 3 and names[0]:
        return r.msg("query-slot_datum", supply=r.noun(names[0], 1, "supply"), slot=r.expr(args[1]),
                     field=r.field_name(names[2]) if names[2] else r.expr(args[2]))
    return None


@query("ring_number", "ring_number(POSITION)",
       form="`ring_number(POS)`",
       doc="the printed number of the board at 1-based position POS of this game's ring (wraps)")
def _ring_number(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 1, 1)
    position = compiler.expr(node.args[0])
    boards = compiler.vocab.boards

    def value(ctx):
        ring = ctx.rt.ring(ctx.state)
        return boards[ring[(position(ctx) - 1) % len(ring)]].number

    return value


@query("ring_position", "ring_position(NUMBER)",
       form="`ring_position(NUMBER)`",
       doc=("the 1-based position in this game's ring of the board printed NUMBER (0 when none): the "
            "inverse of `ring_number`"))
def _ring_position(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The 1-based position, in this game's clockwise ring, of the board printed NUMBER (0 when
    no board of the ring has that number): the inverse of `ring_number`."""
    arity(node, 1, 1)
    number = compiler.expr(node.args[0])
    boards = compiler.vocab.boards

    def value(ctx) -> int:
        wanted = number(ctx)
        for position, board in enumerate(ctx.rt.ring(ctx.state), start=1):
            if boards[board].number == wanted:
                return position
        return 0

    return value


@renders("query", "ring_position")
def render_ring_position(r, node, args, names):
    return r.msg("query-ring_position", board=r.expr(args[0])) if args else None


def _datum_hint(field: str, data: dict, otherwise: str) -> str:
    """A field that is there but holds something else says what it holds; a missing one, the
    field meant."""
    if field in data:
        return f"it is {data[field]!r} in the component's `data:`; {otherwise}"
    return did_you_mean(field, data) or otherwise


@query("datum", "datum(COMPONENT, FIELD) | datum(COMPONENT, FIELD, INDEX) | datum(HANDLE, FIELD [, INDEX])",
       rows=(("`datum(COMPONENT, FIELD)`",
              "the number `data.FIELD` of a component (a difficulty knob a variant can patch)"),
             ("`datum(COMPONENT, FIELD, I)`",
              "entry I of the list `data.FIELD` (clamped to its ends)"),
             ("`datum(x, FIELD [, I])`",
              "the number `data.FIELD` (entry I of a list) of the component a handle shows (a cell, `it`); 0 when none")))
def _datum(compiler: Compiler, node: ast.Func) -> ExprFn:
    """A number in a component's data (a difficulty knob, a table): `data.FIELD`, or entry INDEX
    of a list `data.FIELD` (clamped to its ends)."""
    arity(node, 2, 3)
    if isinstance(node.args[0], ast.Ref) and compiler.kind_of(node.args[0].name) in SHOWN_COMPONENT:
        return shown_datum(compiler, node)  # a handle (a cell, a component in focus): what it shows
    cid = name_arg(node, 0)
    field = name_arg(node, 1)
    index = compiler.expr(node.args[2]) if len(node.args) == 3 else None
    vocab = compiler.vocab
    if vocab.component_ids and cid not in vocab.component_ids:
        raise CompileError("E401", f"unknown component `{cid}`", did_you_mean(cid, vocab.component_ids), node.args[0])
    info = component_info(compiler, cid)
    if info is not None:
        value = (info.data or {}).get(field)
        data = info.data or {}
        if field not in data:
            raise CompileError("E408", f"`{cid}` has no `data.{field}`",
                               _datum_hint(field, data, "datum reads a number from a component's data"), node.args[1])
        if index is None and not isinstance(value, int):
            raise CompileError("E408", f"`data.{field}` of `{cid}` is not a number",
                               _datum_hint(field, data, "datum reads a number from a component's data"), node.args[1])
        if index is not None and not (isinstance(value, list) and value and all(isinstance(v, int) for v in value)):
            raise CompileError("E408", f"`data.{field}` of `{cid}` is not a list of numbers",
                               _datum_hint(field, data, "with an index, datum reads a list"), node.args[1])

    def read(ctx) -> int:
        value = (ctx.rt.components[cid].data or {}).get(field)
        if index is None:
            return int(value) if isinstance(value, int) else 0
        if not isinstance(value, list) or not value:
            return 0
        return int(value[max(0, min(len(value) - 1, index(ctx)))])

    return read


@renders("query", "datum")
def render_datum(r, node, args, names):
    if len(args) >= 2 and names[0] in r.components:
        if len(args) == 3:
            return r.msg("query-datum-index", component=r.noun(names[0], 1, "component"),
                         field=r.field_name(names[1]) if names[1] else r.expr(args[1]), index=r.expr(args[2]))
        return r.msg("query-datum", component=r.noun(names[0], 1, "component"),
                     field=r.field_name(names[1]) if names[1] else r.expr(args[1]))
    return render_shown_datum(r, node)  # a handle: what it shows


@query("top_datum", "top_datum(SUPPLY, FIELD [, DEFAULT])",
       form="`top_datum(SUPPLY, FIELD [, DEFAULT])`",
       doc=("the number `data.FIELD` of the top component of a supply (the direction component on top); "
            "DEFAULT (0) when the supply is empty or the field missing"))
def _top_datum(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The number `data.FIELD` of the top component of a supply (the direction tile on top);
    DEFAULT (0 when not given) when the supply is empty or that component has no such number."""
    arity(node, 2, 3)
    supply = supply_phrase(compiler, node, node.args[0]).peek
    field = name_arg(node, 1)
    default = compiler.expr(node.args[2]) if len(node.args) == 3 else (lambda ctx: 0)

    def read(ctx) -> int:
        items = supply(ctx)
        value = (ctx.rt.components[items[0]].data or {}).get(field) if items else None
        return int(value) if isinstance(value, int) and not isinstance(value, bool) else default(ctx)

    return read


@renders("query", "top_datum")
def render_top_datum(r, node, args, names):
    if len(args) >= 2 and names[0]:
        return r.msg("query-top_datum", supply=r.noun(names[0], 1, "supply"),
                     field=r.field_name(names[1]) if names[1] else r.expr(args[1]))
    return None
