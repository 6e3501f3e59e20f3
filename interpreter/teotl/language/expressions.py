"""Compiled expressions: functions `ctx -> int`, and the fast forms the compiler builds.

Constants are marked (`constant_fn`, `.constant`) so callers work with the value itself; a bare
resource, track or counter is a marked reader (`.reads`) that an operator fuses with its other
operand into one generated function. The context values (`CONTEXT_VALUES`) are the names the
game flow sets while an effect runs; their readers are here. `short_text` is the compact text of
an expression node used in messages and option labels.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from teotl.language import ast


ExprFn = Callable[[Any], int]

#: Context values the game flow sets while an effect runs (see docs/verbs.md).
CONTEXT_VALUES = ("level", "pieces_here", "min_level_here", "owners_here", "slot_row",
                  "slot_column", "step", "players", "spot", "board_number", "seat")
#: What each context value is, for docs/verbs.md: (names, meaning) rows.
CONTEXT_DOCS = (
    (("level",), "level of the acting piece (the piece just placed)"),
    (("pieces_here",), "the player's unlocked pieces on the acting board, the acting one included (modifiable)"),
    (("min_level_here",), "lowest level among them"),
    (("owners_here",), "distinct owners of unlocked pieces on the acting board, the acting piece excluded"),
    (("slot_row", "slot_column"), "position of the acquired component in its supply (event `acquire`)"),
    (("step",), "the step just reached (track rewards)"),
    (("players",), "number of players"),
    (("seat",), "the deciding player's index (0 = first player)"),
    (("spot",), "the spot the acting piece was just locked on (`occupy`)"),
    (("board_number",), "the printed number of the acting board"),
)


def constant_fn(value: Any) -> ExprFn:
    """`lambda ctx: value`, marked (`.constant`) so that callers can work with the value itself."""
    fn = lambda ctx: value  # noqa: E731
    fn.constant = value
    return fn


def is_constant(fn: Any) -> bool:
    return hasattr(fn, "constant")


# A bare resource, track or counter is read in place (`fn.reads = (kind, name)` marks such a
# reader), so that an operator between it and a constant or another such read can be one
# function with the reads written into it: `a >= b`, `flag == 1`, `amount >= 2`
# cost one call instead of two or three (conditions and costs are worked out thousands of times
# a game). The generated functions compute exactly what the general closures compute.
_READ_SOURCE = {"resource": "ctx.state.players[ctx.player].counters[{}]",
                "track": "ctx.state.players[ctx.player].tracks[{}]",
                "counter": "ctx.state.counters[{}]"}
_FUSED_OPS = {"+": "{} + {}", "-": "{} - {}", "*": "{} * {}",
              **{op: "1 if {} " + op + " {} else 0" for op in ("==", "!=", ">=", "<=", ">", "<")}}
_MAKERS: dict[tuple, Callable] = {}


def _made(shape: tuple, source: str, arguments: tuple) -> Callable:
    """`lambda ctx: SOURCE` over `arguments` (a, b), generated once per shape."""
    maker = _MAKERS.get(shape)
    if maker is None:
        namespace: dict = {}
        exec(compile(f"def make(a, b):\n    return lambda ctx: {source}", f"<{' '.join(shape)}>", "exec"),
             namespace)
        maker = _MAKERS[shape] = namespace["make"]
    return maker(*arguments)


def _reader(kind: str, name: str) -> ExprFn:
    """`lambda ctx: <the player's resource or track, or the global counter, `name`>`, marked."""
    fn = _made(("read", kind), _READ_SOURCE[kind].format("a"), (name, None))
    fn.reads = (kind, name)
    return fn


def _fused(op: str, left: ExprFn, right: ExprFn) -> Optional[ExprFn]:
    """`left OP right` as one function when left is a marked read and right a constant or a
    marked read, or when it is a sum (`_summed`); None otherwise."""
    if op in _SUM_OPS:
        summed = _summed(op, left, right)
        if summed is not None:
            return summed
    template = _FUSED_OPS.get(op)
    left_reads = getattr(left, "reads", None)
    if template is None or left_reads is None:
        return None
    left_source = _READ_SOURCE[left_reads[0]].format("a")
    if is_constant(right):
        return _made((left_reads[0], op, "constant"), template.format(left_source, "b"),
                     (left_reads[1], right.constant))
    right_reads = getattr(right, "reads", None)
    if right_reads is None:
        return None
    return _made((left_reads[0], op, right_reads[0]),
                 template.format(left_source, _READ_SOURCE[right_reads[0]].format("b")),
                 (left_reads[1], right_reads[1]))


# A sum of terms, each a value times a constant (`10 * vp + 2 * coin + 4 * (gem + ore) - 3`,
# the shape of a look-ahead agent's value, worked out for every option it tries), is one generated
# function `lambda ctx: o + k0 * v0 + v1 - …` instead of a tree of closures, one per operator: a
# `+`/`-` whose operands are sums, scaled values or anything else builds it, and marks it
# (`.terms`: (coefficient, function) pairs in order, `.offset`) so that the operator above adds
# its own terms to the same function. A marked read (`.reads`) is written into it; a `*` with a
# constant on one side is marked `.scaled` (coefficient, value) for the sum above to take. The
# terms are worked out in the order the operators' closures work them out, on integers, so the
# value is the same (`a - 3 * b` is `a + -3 * b`).
_SUM_OPS = ("+", "-", "*")


def _terms(fn: ExprFn) -> tuple[tuple, int]:
    """`fn` as (terms, offset)."""
    if hasattr(fn, "constant"):
        return (), fn.constant
    terms = getattr(fn, "terms", None)
    if terms is not None:
        return terms, fn.offset
    return (getattr(fn, "scaled", None) or (1, fn),), 0


def _summed(op: str, left: ExprFn, right: ExprFn) -> Optional[ExprFn]:
    if op == "*":  # a constant times a value that is not one: marked, for a sum above
        if hasattr(left, "constant") == hasattr(right, "constant"):
            return None
        coefficient, value = (left.constant, right) if hasattr(left, "constant") else (right.constant, left)
        fn = _sum_function(((coefficient, value),), 0)
        del fn.terms, fn.offset
        fn.scaled = (coefficient, value)
        return fn
    left_terms, left_offset = _terms(left)
    right_terms, right_offset = _terms(right)
    if op == "-":
        right_terms, right_offset = tuple((-k, f) for k, f in right_terms), -right_offset
    return _sum_function(left_terms + right_terms, left_offset + right_offset)


def _sum_function(terms: tuple, offset: int) -> ExprFn:
    shape, parts, arguments = ["sum", "o" if offset or not terms else ""], ["o"] if offset or not terms else [], [offset]
    for index, (coefficient, fn) in enumerate(terms):
        reads = getattr(fn, "reads", None)
        value = _READ_SOURCE[reads[0]].format(f"v{index}") if reads is not None else f"v{index}(ctx)"
        shape.append(reads[0] if reads is not None else "f")
        arguments.append(reads[1] if reads is not None else fn)
        if coefficient == 1:
            parts.append(value)
            shape.append("+")
        else:
            parts.append(f"k{index} * {value}")
            shape.append("k")
            arguments.append(coefficient)
    maker = _MAKERS.get(tuple(shape))
    if maker is None:
        names = ["o"] + [name for index, (coefficient, _) in enumerate(terms)
                         for name in ((f"v{index}",) if coefficient == 1 else (f"v{index}", f"k{index}"))]
        namespace: dict = {}
        exec(compile(f"def make({', '.join(names)}):\n    return lambda ctx: {' + '.join(parts)}",
                     f"<sum of {len(terms)}>", "exec"), namespace)
        maker = _MAKERS[tuple(shape)] = namespace["make"]
    fn = maker(*arguments)
    fn.terms, fn.offset = terms, offset
    return fn


def _binary(op: str, a: int, b: int) -> int:
    """A binary operator on two known values, exactly as the compiled closures compute it."""
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        return (a // b) if b else 0
    if op == "%":
        return (a % b) if b else 0
    if op == "and":
        return 1 if (a and b) else 0
    if op == "or":
        return 1 if (a or b) else 0
    return 1 if {"==": a == b, "!=": a != b, ">=": a >= b, "<=": a <= b, ">": a > b, "<": a < b}[op] else 0


# The pieces-here values (what `Runtime.pieces_here`, `min_level_here` and `owners_here` compute),
# as the expressions' own functions: one call each instead of two (the main action's cost reads
# `owners_here` in every check of it). The board is tested first: it rules out most pieces.
def _pieces_here(ctx) -> int:
    """The acting player's unlocked pieces on the context's board."""
    player, board = ctx.player, ctx.board
    count = 0
    for p in ctx.state.pieces:
        if p.at == board and p.owner == player and not p.held:
            count += 1
    return count


def _min_level_here(ctx) -> int:
    """The lowest level of the acting player's unlocked pieces on the board (0: none)."""
    player, board = ctx.player, ctx.board
    low = None
    for p in ctx.state.pieces:
        if p.at == board and p.owner == player and not p.held and (low is None or p.value < low):
            low = p.value
    return 0 if low is None else low


def _owners_here(ctx) -> int:
    """How many players have an unlocked piece on the board, the acting piece not counted (a
    loop, not a set comprehension, which is one more function call). Owners are seat numbers:
    they are gathered as bits of one int (no set, no method call per piece). Pieces that arrived
    with the acting one (`follow`, a double move: the context value `arrived`) are not counted
    either: none of them was there before the move."""
    board, acting = ctx.board, ctx.piece
    arrived = ctx.values.get("arrived")
    if arrived is not None and acting is not None and arrived[0] == acting.pid:
        return len({p.owner for p in ctx.state.pieces
                    if p.at == board and not p.held and p.pid not in arrived})
    owners = 0
    try:
        for p in ctx.state.pieces:
            if p.at == board and not p.held and p is not acting:
                owners |= 1 << p.owner
    except (TypeError, ValueError):  # an owner that is not a seat number (a hand-made state): a set
        return len({p.owner for p in ctx.state.pieces if p.at == board and not p.held and p is not acting})
    return owners.bit_count()


def _context_value(name: str) -> ExprFn:
    if name == "level":
        return lambda ctx: ctx.piece.value if ctx.piece is not None else ctx.values.get("level", 0)
    if name == "pieces_here":
        return _pieces_here
    if name == "min_level_here":
        return _min_level_here
    if name == "owners_here":
        return _owners_here
    if name == "players":
        return lambda ctx: len(ctx.state.players)
    if name == "seat":
        return lambda ctx: ctx.player
    if name == "board_number":
        return lambda ctx: ctx.rt.vocab.boards[ctx.board].number if ctx.board is not None else 0
    return lambda ctx: ctx.values.get(name, 0)


def _short(node: Any) -> str:
    """A compact text of an expression node, for messages and option labels."""
    if isinstance(node, ast.Num):
        return str(node.value)
    if isinstance(node, ast.Ref):
        return node.name
    if isinstance(node, ast.Func):
        return f"{node.name}({', '.join(_short(a) for a in node.args)})"
    if isinstance(node, ast.BinOp):
        return f"{_short(node.left)} {node.op} {_short(node.right)}"
    if isinstance(node, ast.Negate):
        return f"-{_short(node.operand)}"
    if isinstance(node, ast.Not):
        return f"not {_short(node.operand)}"
    if isinstance(node, ast.Phrase):
        return " ".join(map(str, node.words))
    return type(node).__name__.lower()


short_text = _short

