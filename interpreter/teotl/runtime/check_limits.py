"""Sane limits on what an effect writes out: numbers (E441) and loops (E442).

Why: a rule file whose numbers or loops are absurd checks clean as far as names go, and then a
game never ends (issue 17: `repeat 1000000000000000000000000000000: …` passed the check and the
first game looped for ever; so would ten `each player:` inside one another, 4^10 runs of the
innermost). No shipped game writes a number past 2 000 in an effect, nor nests two loops: the
limits are far above any real rule and far below a hang.
"""
from __future__ import annotations

from typing import Any, Iterable, Iterator, Optional

from teotl.language import ast
from teotl.runtime.runtime import Problem

MAX_NUMBER = 1_000_000       # |n| of a number written in an effect
MAX_LOOP_NESTING = 8         # `repeat` / `each` inside one another, in one effect
MAX_WRITTEN_RUNS = 100_000   # the product of the counts written on nested loops (each player: the most players)
MAX_SPOTS = 100              # `data.spots` of a board: the spots both forms of `occupy` go through, every check


def check_limits(trees: Iterable[tuple[str, str, Any]], most_players: int) -> list[Problem]:
    """E441 and E442 for every (component id, field path, syntax tree): one problem per field, at
    the first place found (a number out of range first: its loop would only say the same again)."""
    problems = []
    for cid, path, tree in trees:
        found = _excess(tree, most_players)
        if found is None:
            continue
        code, node, message = found
        hint = ("no rule counts that far: is a digit too many? A game's limit is written in game.yaml "
                "(flow.turn_limit, a resource's max:)" if code == "E441" else
                "split the work over components, or count less: a loop inside a loop inside a loop runs "
                "the innermost effect every time")
        problems.append(Problem(code, message, hint, cid, path, node.line, node.column))
    return problems


def _excess(tree: Any, most_players: int) -> Optional[tuple[str, ast.Node, str]]:
    """(code, node, message) of the first number out of range, else of the first loop nested too
    deep or written to run too often; None when the tree is within the limits. One walk, without
    recursion, carrying each node's loop depth and written runs."""
    loop: Optional[tuple[str, ast.Node, str]] = None
    stack: list[tuple[Any, int, int]] = [(tree, 0, 1)]
    pop, push = stack.pop, stack.append
    while stack:
        node, depth, runs = pop()
        kind = type(node)
        if kind is tuple:
            for item in reversed(node):
                push((item, depth, runs))
            continue
        names = _FIELDS.get(kind)
        if names is None:
            if not isinstance(node, ast.Node):
                continue
            names = _fields_of(kind)
        if kind in _NUMBERED:
            value = _out_of_range(node)
            if value is not None:
                return "E441", node, (f"the number {value} is out of range (at most {_count(MAX_NUMBER)} either way)")
        elif loop is None and (kind is ast.Repeat or kind is ast.Each):
            depth, runs = depth + 1, runs * _runs(node, most_players)
            if depth > MAX_LOOP_NESTING:
                loop = "E442", node, f"{depth} loops inside one another (at most {MAX_LOOP_NESTING})"
            elif runs > MAX_WRITTEN_RUNS:
                loop = "E442", node, (f"these nested loops can run their innermost effect {_count(runs)} times "
                                      f"(at most {_count(MAX_WRITTEN_RUNS)})")
        for name in names:
            value = getattr(node, name)
            if value is not None and type(value) not in _LEAVES:
                push((value, depth, runs))
    return loop


_FIELDS: dict[type, tuple[str, ...]] = {}   # node class → its fields but line and column, last first


def _fields_of(kind: type) -> tuple[str, ...]:
    """The child fields of a node class, last first: pushed on a stack, the first comes off first."""
    names = _FIELDS.get(kind)
    if names is None:
        names = _FIELDS[kind] = tuple(reversed([n for n in kind.__dataclass_fields__ if n not in ("line", "column")]))
    return names
_NUMBERED = (ast.Num, ast.Range, ast.Phrase, ast.Roll)
_LEAVES = (str, int, bool, float)


def _out_of_range(node: ast.Node) -> Optional[int]:
    if type(node) is ast.Num:
        values: tuple = (node.value,)
    elif type(node) is ast.Range:
        values = (node.lo, node.hi)
    elif type(node) is ast.Phrase:
        values = node.words
    else:
        values = (node.dice, node.sides)
    for value in values:
        if type(value) is int and abs(value) > MAX_NUMBER:
            return value
    return None


def check_data(runtime: Any) -> list[Problem]:
    """E445: the component data the engine itself reads while a game runs has the shape it reads
    (the mutation test of issue 17 found a board with `spots: 1000000`, each check of `occupy`
    going through a million spots, and words where numbers are read): `data.spots`, a whole
    number 0 to MAX_SPOTS; `data.boards`, a list of board numbers (starting tiles, set-up). E447: a
    grid's scoring key, which the engine no longer reads (`RETIRED_GRID_KEYS`)."""
    problems = []
    numbers = {board.number for board in runtime.vocab.boards}
    boards = {board.id for board in runtime.vocab.boards}
    for cid, info in runtime.components.items():
        data = info.data if isinstance(info.data, dict) else {}
        spots = data.get("spots") if cid in boards else None   # (a board's component: `Services.board_data`)
        if spots is not None and not (_whole(spots) and 0 <= spots <= MAX_SPOTS):
            problems.append(Problem("E445", f"`data.spots` is {_shown(spots)}: the spots of a board are a whole number "
                                    f"from 0 to {MAX_SPOTS}", "write how many spots the board has, e.g. `spots: 1`",
                                    cid, "data.spots"))
        problems += _retired_grid_keys(cid, data)
        listed = data.get("boards")
        if listed is not None and not (isinstance(listed, list) and all(_whole(b) for b in listed)):
            problems.append(Problem("E445", f"`data.boards` is {_shown(listed)}: a list of board numbers is read there",
                                    f"write board numbers: `boards: [1, 2]` (the game has {sorted(numbers)})",
                                    cid, "data.boards"))
    return problems


#: grid data keys the engine read to score a tile laid, before the score moved to the rule files
RETIRED_GRID_KEYS = ("level_vp", "match_vp", "spot_vp", "spot_coloured_match_vp", "icon_tracks")


def _retired_grid_keys(cid: str, data: dict) -> list[Problem]:
    """E447: a placement grid's (`printed` with `slots` or `spots`) scoring key, read no more."""
    if "printed" not in data or not ("slots" in data or "spots" in data):
        return []
    return [Problem("E447", f"`data.{key}` is read no more: a tile laid scores in the grid's effects",
                    ("write the letters' words as `legend:` and the steps in `effects.placed` / `effects.attached`: "
                     "`each m in matched_icons(coloured): { if icon(m, b) { advance blue } }`" if key == "icon_tracks"
                     else "write the score in `effects.placed` / `effects.attached`, e.g. "
                     "`gain vp table(level_vp, laid_level()) + laid_matches()`"),
                    cid, f"data.{key}") for key in RETIRED_GRID_KEYS if key in data]


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def nodes(tree: Any) -> Iterator[ast.Node]:
    """Every node of a syntax tree (or a tuple of them), in source order, without recursion."""
    stack = [tree]
    pop, push = stack.pop, stack.append
    while stack:
        value = pop()
        kind = type(value)
        if kind is tuple:
            stack.extend(reversed(value))
            continue
        if not isinstance(value, ast.Node):
            continue
        yield value
        for name in _FIELDS.get(kind) or _fields_of(kind):
            child = getattr(value, name)
            if child is not None and type(child) not in _LEAVES:
                push(child)


def _runs(node: ast.Node, most_players: int) -> int:
    """How many times a loop (`repeat`, `each`) runs its body at most, as written (1 when it
    depends on the game)."""
    if isinstance(node, ast.Repeat):
        count = node.count
        return max(1, count.value) if isinstance(count, ast.Num) else 1
    if node.source is None:  # `each player:` / `each other:`
        return max(1, most_players - (1 if node.who == "other" else 0))
    return 1


def _count(value: int) -> str:
    return f"{value:,}".replace(",", " ") if value < 10 ** 12 else f"about 10^{len(str(value)) - 1}"
