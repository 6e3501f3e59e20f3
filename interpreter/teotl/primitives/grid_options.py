"""What the placement verbs (teotl.primitives.placement) share: their arguments, `SUPPLY on GRID`
and the options (`up to N`, `auto`, `free`, `discount N`, `matches N`, `random`), read at compile
time and checked against the grid's data; what follows every tile laid (the grid's effects, which
score it); and the rule text of the options.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn, short_text
from teotl.primitives.arguments import component_info, data_component, of_type, supply_arg, usage_hint, word_of
from teotl.primitives.grids import BAD_GRID, grid_of, read_grid


def grid_value(compiler: Compiler, arg: ast.Node, node: ast.Call) -> ExprFn:
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
class GridArgs:
    supply: str
    grid: str
    limit: Optional[ExprFn] = None
    auto: bool = False
    free: bool = False
    discount: Optional[ExprFn] = None
    matches: Optional[ExprFn] = None
    random: bool = False


def require_tiles(compiler: Compiler, node: ast.Call, supply: str, field: str, size: int) -> None:
    """Every component the supply can hold (its `of` type) has `data.FIELD`, a list of `size`
    icons: a tile without them met the grid only when placed, and the game stopped there (a
    mutation of the shipped rules found it: issue 17). E440 naming the tile."""
    declared = compiler.vocab.supplies.get(supply)
    held = declared.of if declared is not None else None
    for cid in (of_type(compiler, held) or ()) if held else ():
        info = component_info(compiler, cid)
        icons = (info.data or {}).get(field) if info is not None and isinstance(info.data, dict) else None
        if not isinstance(icons, list) or len(icons) != size:
            raise CompileError(BAD_GRID, f"`{cid}`, a {held} that `{supply}` holds, has no `data.{field}` of {size} icons",
                               f"write `{field}: [{', '.join(['x'] * size)}]` in its data (one character each)", node)


def parse_grid_args(compiler: Compiler, node: ast.Call, allowed: set[str]) -> GridArgs:
    """`SUPPLY on GRID` then options in any order: up to N, auto, free, discount N, matches N, random."""
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
    grid = grid_arg(compiler, node, rest[0], allowed)
    parsed = GridArgs(supply, grid)
    index = 1
    while index < len(rest):
        arg = rest[index]
        word = word_of(arg)
        if word == "up" and "up to" in allowed and index + 2 < len(rest) and word_of(rest[index + 1]) == "to":
            parsed.limit = grid_value(compiler, rest[index + 2], node)
            index += 3
            continue
        if word == "flat" and "matches" in allowed:   # the form before the score moved to the rule file
            raise CompileError("E407", f"`flat` is gone from `{node.verb}`: the grid's effect scores the tile",
                               "write `matches N`: the tile counts N matches, none coloured, and "
                               f"`effects.{'attached' if node.verb == 'attach' else 'placed'}` scores it "
                               "(`laid_matches()`)", arg)
        if word in ("discount", "matches") and word in allowed:
            if index + 1 >= len(rest):
                raise CompileError("E407", f"`{word}` needs a number after it", usage_hint(node), arg)
            setattr(parsed, word, grid_value(compiler, rest[index + 1], node))
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


def grid_arg(compiler: Compiler, node: ast.Call, arg: ast.Node, allowed: set[str]) -> str:
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
        need = "spots" if node.verb == "attach" else "slots"
        if not getattr(grid, need):
            raise CompileError(BAD_GRID, f"component `{name}` has no `{need}` in its data",
                               f"`{node.verb}` places tiles on the grid's {need}", arg)
        for resource in grid.level_cost:
            if resource not in vocab.resources:
                raise CompileError("E401", f"`level_cost` of `{name}` names unknown resource `{resource}`",
                                   did_you_mean(str(resource), vocab.resources), arg)
    return name


def run_grid_effect(ctx, grid: str, key: Optional[str]):
    if not key:
        return
    stmt = ctx.rt.effects.get((grid, f"effects.{key}"))
    if stmt is not None:
        yield from stmt.run(ctx.derive_component(grid))  # `derive(component=grid)`, without the keywords


def icons_text(icons) -> str:
    return "[" + " ".join(icons) + "]"


def grid_details(r, rest: list) -> list[str]:
    """Rule text of the options after `SUPPLY on GRID` (`up to N`, `discount N`, `auto`, …)."""
    details, index = [], 0
    while index < len(rest):
        word = rest[index].name if isinstance(rest[index], ast.Word) else None
        if word == "up" and index + 2 < len(rest) + 1 and r.words(rest[index + 1:index + 2]) == ["to"]:
            count = r.count(rest[index + 2])        # a number reads "up to 2 tiles", a value "at most …"
            details.append(r.msg("grid-up-to" if isinstance(count, int) else "grid-up-to-value", count=count))
            index += 3
        elif word in ("discount", "matches") and index + 1 < len(rest):
            count = r.count(rest[index + 1])
            message = f"grid-{word}" if isinstance(count, int) or word != "discount" else "grid-discount-value"
            details.append(r.msg(message, count=count,
                                    points=r.noun(r.vocab.score or "vp", count if isinstance(count, int) else "other")))
            index += 2
        elif word in ("auto", "free", "random"):
            details.append(r.msg(f"grid-{word}"))
            index += 1
        else:
            index += 1
    return details
