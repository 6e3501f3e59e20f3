"""The effect DSL's syntax tree.

Plain frozen dataclasses: the parser builds them once at load time, the checker walks them, the
compiler turns them into closures, and the text renderer reads them. Every node keeps the line
and column (1-based, inside the effect string) where it starts, so errors can point at it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, Optional, Union


@dataclass(frozen=True)
class Node:
    line: int = field(default=0, compare=False, kw_only=True)
    column: int = field(default=0, compare=False, kw_only=True)

    def children(self) -> Iterator["Node"]:
        """Direct child nodes, in source order (used by generic walks)."""
        for name in self.__dataclass_fields__:
            value = getattr(self, name)
            if isinstance(value, Node):
                yield value
            elif isinstance(value, tuple):
                for item in value:
                    if isinstance(item, Node):
                        yield item
                    elif isinstance(item, tuple):
                        yield from (sub for sub in item if isinstance(sub, Node))

    def walk(self) -> Iterator["Node"]:
        """This node and every node below it, depth first."""
        yield self
        for child in self.children():
            yield from child.walk()


# ----------------------------------------------------------------------------- expressions
@dataclass(frozen=True)
class Num(Node):
    value: int


@dataclass(frozen=True)
class Ref(Node):
    """A bare name in an expression: resource, track, named query, context value."""
    name: str


@dataclass(frozen=True)
class Phrase(Node):
    """A short phrase of words inside a function call: `board 6`, `own unlocked`."""
    words: tuple[Union[str, int], ...]


@dataclass(frozen=True)
class Func(Node):
    name: str
    args: tuple["Expr", ...]


@dataclass(frozen=True)
class Binder(Node):
    """A function argument that binds a name to each item of a source:
    `c in drawn where has(c, grey)` (value None) or `edge(n, t, w) for n in neighbours(t)` (value
    the expression before `for`). The function (count, sum, any, all, min, max) decides what to do."""
    name: str
    source: "Expr"
    condition: Optional["Expr"] = None
    value: Optional["Expr"] = None


@dataclass(frozen=True)
class BinOp(Node):
    op: str  # + - * / % == != >= <= > < and or
    left: "Expr"
    right: "Expr"


@dataclass(frozen=True)
class Not(Node):
    operand: "Expr"


@dataclass(frozen=True)
class Negate(Node):
    operand: "Expr"


Expr = Union[Num, Ref, Phrase, Func, BinOp, Not, Negate, Binder]

COMPARISONS = frozenset({"==", "!=", ">=", "<=", ">", "<"})
BOOLEAN_OPS = frozenset({"and", "or"})


# ----------------------------------------------------------------------------- verb arguments
@dataclass(frozen=True)
class Word(Node):
    name: str


@dataclass(frozen=True)
class AnyWord(Node):
    """`any GROUP`: the decider picks one member of a group."""
    name: str


@dataclass(frozen=True)
class Range(Node):
    """`2`, `1..3`, `4..` (hi None = open)."""
    lo: int
    hi: Optional[int]

    def contains(self, value: int) -> bool:
        return value >= self.lo and (self.hi is None or value <= self.hi)


@dataclass(frozen=True)
class ExprArg(Node):
    expr: Expr


Arg = Union[Word, AnyWord, Range, ExprArg]


# ----------------------------------------------------------------------------- statements
@dataclass(frozen=True)
class Target(Node):
    name: str
    any_of: bool = False  # True: `any NAME`, a choice among a group


@dataclass(frozen=True)
class Amount(Node):
    target: Target
    count: Optional[Expr]  # None means 1
    per: Optional[Expr] = None


@dataclass(frozen=True)
class Gain(Node):
    amounts: tuple[Amount, ...]


@dataclass(frozen=True)
class Pay(Node):
    amounts: tuple[Amount, ...]
    body: "Stmt"


@dataclass(frozen=True)
class Choose(Node):
    options: tuple["Seq", ...]


@dataclass(frozen=True)
class May(Node):
    body: "Stmt"


@dataclass(frozen=True)
class Repeat(Node):
    count: Expr
    body: "Stmt"
    up_to: bool = False


@dataclass(frozen=True)
class If(Node):
    condition: Expr
    then: "Seq"
    otherwise: Optional["Seq"] = None


@dataclass(frozen=True)
class Arm(Node):
    key: Optional[Range]  # None: `else`
    body: "Seq"


@dataclass(frozen=True)
class Case(Node):
    subject: Expr
    arms: tuple[Arm, ...]


@dataclass(frozen=True)
class Roll(Node):
    dice: int
    sides: int
    arms: tuple[Arm, ...]


@dataclass(frozen=True)
class Guarded(Node):
    guard: Optional[Expr]  # None: `otherwise`
    body: "Seq"


@dataclass(frozen=True)
class Priority(Node):
    steps: tuple[Guarded, ...]


@dataclass(frozen=True)
class Each(Node):
    """`each player: …` / `each other where COND: …`: the body runs as each player in turn.
    With a source (`each c in cells(grid) where …: …`), `who` is the name bound to each item."""
    who: str
    condition: Optional[Expr]
    body: "Stmt"
    source: Optional[Expr] = None


@dataclass(frozen=True)
class As(Node):
    """`as PLAYER: STMT`: the statement for another player (a seat number)."""
    player: Expr
    body: "Stmt"


@dataclass(frozen=True)
class Acting(Node):
    """`acting (PIECE): STMT`: the statement with a piece handle as the acting piece."""
    piece: Expr
    body: "Stmt"


@dataclass(frozen=True)
class Require(Node):
    """`require COND`: does nothing, and cannot be carried out unless COND holds."""
    condition: Expr


@dataclass(frozen=True)
class Nothing(Node):
    pass


@dataclass(frozen=True)
class Call(Node):
    verb: str
    args: tuple[Arg, ...]


@dataclass(frozen=True)
class Seq(Node):
    stmts: tuple["Stmt", ...]


Stmt = Union[Gain, Pay, Choose, May, Repeat, If, Case, Roll, Priority, Each, As, Acting, Require, Nothing, Call, Seq]


# ----------------------------------------------------------------------------- top level
@dataclass(frozen=True)
class Trigger(Node):
    event: str
    filter: tuple[Expr, ...]
    body: Seq


@dataclass(frozen=True)
class Modifier(Node):
    query: str
    filter: tuple[Expr, ...]
    delta: Expr  # already signed: `- 1` becomes Negate(Num 1)
    condition: Optional[Expr] = None


Effect = Union[Seq, Trigger, Modifier]
