"""Naming a supply in an effect, the same way for every verb, query and source.

`SUPPLY` is a shared supply, or the acting player's list of a per-player one; `SUPPLY of (PLAYER)`
is another player's list of a per-player supply (PLAYER: a seat, e.g. a bound player `p` or
`owner(c)`); `here` is the supply attached to the acting spot (`data.spot_supply`). A
`SupplyRef` turns that into the state key at run time (teotl.model.supply_keys): `hand@2`. For
a seat that is no player (−1, nobody) there is no list: nothing is read from it or moved into it.
"""
from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import short_text
from teotl.primitives.arguments import supply_arg, usage_hint, word_of

_NOTHING: tuple = ()


class SupplyRef:
    """A supply named in an effect; `key(ctx)` is the state key of its list, None for nobody's."""
    __slots__ = ("name", "per_player", "owner", "text")

    def __init__(self, name: Optional[str], per_player: bool, owner: Optional[Callable[[Any], Any]], text: str):
        self.name = name            # None: `here`
        self.per_player = per_player
        self.owner = owner          # `of (PLAYER)`: whose list; None: the acting player's
        self.text = text            # as written, for statement texts

    def seat(self, ctx: Any) -> Optional[int]:
        """Whose list this is (None for a shared supply, or for a seat that is no player: −1)."""
        if self.name is None:
            name = ctx.values.get("supply_here")
            spec = ctx.rt.vocab.supplies.get(name) if name else None
            if spec is None or not spec.per_player:
                return None
        elif not self.per_player:
            return None
        seat = ctx.player if self.owner is None else self.owner(ctx)
        if type(seat) is not int or not 0 <= seat < len(ctx.state.players):
            return -1
        return seat

    def key(self, ctx: Any) -> Optional[str]:
        """The state key of the list (`deck`, `hand@1`), or None (nobody's, or `here` at no spot)."""
        name = self.name if self.name is not None else ctx.values.get("supply_here")
        if not name:
            return None
        seat = self.seat(ctx)
        if seat is None:
            return name
        return None if seat < 0 else f"{name}@{seat}"

    def items(self, ctx: Any) -> list:
        """The list, created when missing, to write into (the state's own: a copy's supplies are
        tuples until written, GameState.writable_supply); a fresh empty list for nobody's."""
        key = self.key(ctx)
        if key is None:
            return []
        supplies = ctx.state.supplies  # (GameState.writable_supply, written in)
        items = supplies.get(key)
        if type(items) is not list:
            items = supplies[key] = list(items) if items else []
        return items

    def listed(self, ctx: Any) -> Sequence[str]:
        """The contents, read only, but created empty when missing (as `items` creates it)."""
        key = self.key(ctx)
        if key is None:
            return _NOTHING
        return ctx.state.supplies.setdefault(key, [])

    def peek(self, ctx: Any) -> Sequence[str]:
        """The contents, read only (a list never written creates no key in the state)."""
        key = self.key(ctx)
        if key is None:
            return _NOTHING
        return ctx.state.supplies.get(key, _NOTHING)


def read_supply(compiler: Compiler, node: ast.Call, args: Sequence[ast.Node], index: int,
                here: bool = False) -> tuple[SupplyRef, int]:
    """The supply named at `args[index]` (with `of (PLAYER)` after it, when written) and the
    index of the argument after it. `here` is allowed only when `here=True`."""
    if index >= len(args):
        raise CompileError("E407", f"`{node.verb}` needs a supply here", usage_hint(node), node)
    arg = args[index]
    name = supply_arg(compiler, node, arg)
    if name is None and not here:
        raise CompileError("E407", f"`{node.verb}` needs a named supply", usage_hint(node), arg)
    spec = compiler.vocab.supplies.get(name) if name else None
    per_player = bool(spec is not None and spec.per_player)
    nxt = index + 1
    if nxt < len(args) and word_of(args[nxt]) == "of":
        owner = _owner(compiler, node, args, nxt, name, per_player)
        return SupplyRef(name, per_player, owner, f"{name} of {short_text(args[nxt + 1])}"), nxt + 2
    return SupplyRef(name, per_player, None, name or "here"), nxt


def _owner(compiler: Compiler, node: ast.Call, args: Sequence[ast.Node], at: int, name: Optional[str],
           per_player: bool) -> Callable[[Any], Any]:
    """The player after `of`: a parenthesised expression or a bound name (`hand of (p)`)."""
    if not per_player:
        raise CompileError("E490", f"`{name or 'here'}` is shared by all players: it belongs to no player",
                           f"write `{name or 'here'}` alone, or declare the supply `per_player: true` in "
                           "vocabulary.supplies", args[at])
    if at + 1 >= len(args):
        raise CompileError("E491", "`of` needs the player whose supply it is",
                           f"write e.g. `{name} of (p)` or `{name} of (owner(c))`", args[at])
    player = args[at + 1]
    if isinstance(player, ast.ExprArg):
        return compiler.expr(player.expr)
    if isinstance(player, ast.Word):
        return compiler.expr(ast.Ref(player.name, line=player.line, column=player.column))
    raise CompileError("E491", f"`of` needs a player, not `{short_text(player)}`",
                       f"write the player in parentheses: `{name} of (p)`", player)


def supply_phrase(compiler: Compiler, node: ast.Func, arg: ast.Node) -> SupplyRef:
    """A supply named in a query's argument: `hand`, or `hand of p` (a phrase: `p` a name)."""
    if isinstance(arg, ast.Ref):
        words: list = [arg.name]
    elif isinstance(arg, ast.Phrase):
        words = list(arg.words)
    else:
        raise CompileError("E492", f"`{node.name}` needs a supply, not `{short_text(arg)}`",
                           f"write e.g. {node.name}(deck) or {node.name}(hand of p)", arg)
    name = compiler.vocab.canonical(str(words[0]))
    spec = compiler.vocab.supplies.get(name)
    if spec is None:
        from teotl.language.errors import did_you_mean
        raise CompileError("E401", f"unknown supply `{words[0]}`",
                           did_you_mean(str(words[0]), compiler.vocab.supplies) or
                           "supplies are declared in vocabulary.supplies", arg)
    if len(words) == 1:
        return SupplyRef(name, spec.per_player, None, name)
    if len(words) != 3 or words[1] != "of" or not isinstance(words[2], str):
        raise CompileError("E491", f"`{short_text(arg)}` is not a supply", f"write {name} or {name} of p", arg)
    if not spec.per_player:
        raise CompileError("E490", f"`{name}` is shared by all players: it belongs to no player",
                           f"write `{name}` alone, or declare the supply `per_player: true`", arg)
    owner = compiler.expr(ast.Ref(words[2], line=arg.line, column=arg.column))
    return SupplyRef(name, True, owner, f"{name} of {words[2]}")
