"""`matched_icons([coloured])`: the icons of the tile a placement verb has just laid that match the
icons they cover, in the tile's icon order as laid (a square tile's `[TL, TR, BR, BL]` after its
rotation, a spot tile's pair, swapped on a `swap: true` side); `coloured`: only the coloured
(upper case) ones. Each item is an `icon` handle, read by `icon(m, LETTER)`:

    each m in matched_icons(coloured): { if icon(m, b) { advance blue }; if icon(m, r) { advance red } }

The order is the one the tile was laid in, so that steps on tracks come in that order (a track's
rewards may depend on which step comes first). Outside the effects a placement runs it is empty.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.registry import renders, section, source
from teotl.primitives.grids import laid
from teotl.primitives.iteration import ITEM_TEXTS
from teotl.primitives.laid_matches import coloured_word

SECTION = section(__name__, "Matching icons of the tile laid", 51.3,
                  intro="The matching icons of the tile just laid, one by one (`The tile laid`).",
                  examples=("each m in matched_icons(coloured): { if icon(m, b) { advance blue } }",
                            "gain coin count(m in matched_icons() where icon(m, g))"))


@source("matched_icons", "matched_icons([coloured])",
        doc="the icons of the tile just laid that match the icons they cover, in the order laid (`coloured`: "
            "only the coloured ones); each an `icon` handle")
def _matched_icons(compiler: Compiler, node: ast.Node):
    """`Laid.icons` (`(position, letter)`), only the upper case letters with `coloured`."""
    if not isinstance(node, ast.Func):
        node = ast.Func("matched_icons", [], line=getattr(node, "line", 0), column=getattr(node, "column", 0))
    coloured = coloured_word(node, "matched_icons() or matched_icons(coloured)")

    def items(ctx):
        record = laid(ctx)
        if record is None:
            return ()
        if coloured:
            return [icon for icon in record.icons if icon[1] != icon[1].lower()]
        return list(record.icons)
    return "icon", items


ITEM_TEXTS["icon"] = lambda ctx, icon: str(icon[1]) if icon else "?"


@renders("source", "matched_icons")
def render_matched_icons(r, node):
    coloured = "yes" if isinstance(node, ast.Func) and node.args else "no"
    return r.cased(lambda case: r.msg("source-matched_icons", coloured=coloured, case=case or "nom"))
