"""`icon(ICON, LETTER)`: 1 when an `icon` handle (an item of `matched_icons`) has the letter
LETTER, case ignored (a coloured `B` is a `b`), else 0. LETTER is one character that some tile
(`data.quadrants`, `data.icons`) or some grid's `printed` has: another is E446 at the check,
naming the letters there are. Its rule text is the game's term `-icon-LETTER` ("a blue icon").

    each m in matched_icons(coloured): { if icon(m, b) { advance blue } }
"""
from __future__ import annotations

from typing import Any

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section

SECTION = section(__name__, "The letter of an icon", 51.4,
                  intro="Which letter a matching icon of the tile laid has (`The tile laid`).",
                  examples=("if icon(m, b) { advance blue }",))

BAD_LETTER = "E446"
_FORM = "icon(m, LETTER), m an item of matched_icons(…)"


def _letters(compiler: Compiler) -> set[str]:
    """Every icon letter (lower case) of the tiles and grids the runtime knows; empty while only
    the rule text is checked."""
    services = compiler.services
    components = getattr(services, "components", None) if services is not None else None
    letters: set[str] = set()
    for component in (components or {}).values():
        data = getattr(component, "data", None)
        if not isinstance(data, dict):
            continue
        for key in ("quadrants", "icons"):
            if isinstance(data.get(key), list):
                letters.update(str(icon).lower() for icon in data[key])
        if isinstance(data.get("printed"), list):
            for row in data["printed"]:
                letters.update(str(row).lower())
    return letters


def letter_arg(node: ast.Func) -> str:
    arg = node.args[1]
    inner = arg.expr if isinstance(arg, ast.ExprArg) else arg
    name = inner.name if isinstance(inner, (ast.Ref, ast.Word)) else None
    if name is None or len(name) != 1:
        raise CompileError("E408", "the second argument of `icon` is one letter, as the tiles print it",
                           f"write {_FORM}", arg)
    return name.lower()


@query("icon", "icon(ICON, LETTER)",
       doc="1 when the icon (an item of `matched_icons`) has the letter LETTER, case ignored; a letter no tile "
           "or grid has is E446")
def _icon(compiler: Compiler, node: ast.Func) -> ExprFn:
    """1 when the handle's letter, lower case, is LETTER."""
    if len(node.args) != 2:
        raise CompileError("E408", f"`icon` takes 2 arguments, got {len(node.args)}", f"write {_FORM}", node)
    read = compiler.handle(node.args[0], "icon", "the first argument of `icon`")
    letter = letter_arg(node)
    known = _letters(compiler)
    if known and letter not in known:
        raise CompileError(BAD_LETTER, f"no tile or grid has the icon `{letter}`",
                           f"icons there are: {', '.join(sorted(known))}", node.args[1])

    def has(ctx: Any) -> int:
        icon = read(ctx)
        return 1 if icon is not None and str(icon[1]).lower() == letter else 0
    return has


@renders("query", "icon")
def render_icon(r, node, args, names):
    letter = r.name_of(node.args[1]) if len(node.args) > 1 else "?"
    letter = (letter or "?").lower()
    return r.msg("query-icon", icon=r.bound(node.args[0]), letter=r.term(f"icon-{letter}", 1, letter))
