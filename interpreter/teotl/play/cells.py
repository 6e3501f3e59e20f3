"""The picture of a square grid of tiles (the view's `cells` space): each cell a short code of its
tile (a seat's tile: the seat's letter in its colour), the pieces on each shared edge as a number
in the owner's colour, row and column numbers round it, and a legend of the codes on screen.

Why codes: a tile's name is long and a grid is wide; a code made from the name's first letters
and number ("Shop (price 2)" → Sp2) is read through the legend underneath. When the
decision asks for a cell, the cells it offers show the option's number, so the player answers
with what they see (the number, or the coordinates `ROW,COLUMN` that the option's key is).

The data is the view's (teotl.server.spaces: the tiles with their owner, the free cells of the
frontier, the per-edge pieces of a seat's tiles where they meet another tile).
"""
from __future__ import annotations

import re
from typing import Optional

from rich.text import Text

from teotl.play.words import Words, plain

Lines = list[Text]


# ---------------------------------------------------------------------------- codes
def tile_code(name: str) -> str:
    """Up to three characters for a tile's name: the first word's initial, the second word's
    initial (else the first word's second letter), the first number."""
    words = re.findall(r"[^\W\d_]+", name)
    numbers = re.findall(r"\d+", name)
    code = ""
    if words:
        code = words[0][:1].upper() + (words[1][:1].lower() if len(words) > 1 else words[0][1:2].lower())
    if numbers:
        code += numbers[0][:1]
    return code[:3] or "?"


class Codes:
    """A code per tile name, each code for one name only."""

    def __init__(self) -> None:
        self.by_name: dict[str, str] = {}
        self.used: set[str] = set()

    def of(self, name: str) -> str:
        code = self.by_name.get(name)
        if code is None:
            code = base = tile_code(name)
            number = 2
            while code in self.used:
                code = (base[:2] + str(number))[:3]
                number += 1
            self.by_name[name] = code
            self.used.add(code)
        return code


# ---------------------------------------------------------------------------- the picture
def cells_picture(space: dict, words: Words, offered: Optional[dict] = None, compact: bool = False) -> Lines:
    """The grid as lines. `offered`: "ROW,COLUMN" → option number, for the cells a decision
    offers (shown in those cells). `compact`: no lines between rows; the pieces on an edge between
    two rows are then written in the seat's tile beside that edge, a superscript count for its top
    edge and a subscript for its bottom (`²A₁`), so no piece drops off a short screen."""
    offered = offered or {}
    cells = {(c["row"], c["column"]): c for c in space["cells"]}
    places = {at for at, cell in cells.items() if cell.get("tile") is not None}       # the free cells of the
    places |= {tuple(int(x) for x in key.split(",")) for key in offered}            # frontier when offered
    if not places:
        return [Text(space["name"] + words.label_end, style="bold") + Text(words.msg("screen-grid-empty"), style="dim")]
    rows = range(min(r for r, _ in places), max(r for r, _ in places) + 1)
    columns = range(min(c for _, c in places), max(c for _, c in places) + 1)
    edges = {}
    for edge in space["edges"]:
        a, b = tuple(edge["a"]), tuple(edge["b"])
        edges[(a, b)] = edges[(b, a)] = edge["pieces"]
    codes = Codes()
    shown_codes: dict[str, str] = {}
    upright = _upright(cells, space["edges"]) if compact else {}
    lines = [Text(space["name"], style="bold underline"),
             Text("    " + "".join(f"{c:>3}   " for c in columns).rstrip(), style="dim")]
    for row in rows:
        line = Text(f"{row:>3} ", style="dim")
        below = Text("    ")
        for column in columns:
            cell = _cell(cells.get((row, column)), offered.get(f"{row},{column}"), words, codes, shown_codes)
            line.append_text(_with_counts(cell, upright.get((row, column)), words) if compact else cell)
            line.append_text(Text(" ") + _edge(edges.get(((row, column), (row, column + 1))), words) + Text(" "))
            below.append_text(Text(" ") + _edge(edges.get(((row, column), (row + 1, column))), words) + Text("    "))
        line.rstrip()
        lines.append(line)
        below.rstrip()
        if not compact and row != rows[-1] and below.plain.strip():    # a line between rows only for pieces
            lines.append(below)
    legend = Text()
    if upright:
        legend.append(words.msg("screen-legend-cells-compact") + "  ", style="dim")
    for code, name in sorted(shown_codes.items()):
        legend.append(code + " ", style="bold")
        legend.append_text(plain(name))
        legend.append("  ")
    legend.rstrip()
    lines.append(legend)
    if not compact:
        lines.append(Text(words.msg("screen-legend-cells"), style="dim"))
    return lines


def _cell(cell: Optional[dict], number: Optional[int], words: Words, codes: Codes, shown: dict) -> Text:
    if number is not None:
        return Text(f"{number:>3}", style="bold reverse yellow")
    if cell is None or cell.get("tile") is None:
        return Text("  ·", style="dim")
    owner = cell["tile"].get("owner")
    if owner is not None and owner >= 0:
        return Text(f" {words.letter(owner)} ", style="bold reverse " + words.colour(owner))
    name = re.sub(r" \(\d+\)$", "", cell["tile"]["name"])     # a copy's number is not the tile's
    code = codes.of(name)
    shown[code] = name
    return Text(f"{code:>3}", style="bold" if cell.get("labels") else "")


def _edge(pieces: Optional[list], words: Words) -> Text:
    if not pieces:
        return Text(" ")
    seats = [p.get("seat") for p in pieces]
    seat = max(set(seats), key=seats.count)
    count = len(pieces)
    return Text(str(count) if count < 10 else "+", style="bold " + words.colour(seat))


# ---------------------------------------------------------------------------- the compact grid
SUPERSCRIPT = str.maketrans("0123456789+", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺")
SUBSCRIPT = str.maketrans("0123456789+", "₀₁₂₃₄₅₆₇₈₉₊")


def _upright(cells: dict, edges: list) -> dict:
    """For the compact grid: (row, column) of a seat's tile → {"top"/"bottom": (count, seat)},
    the pieces on the edges between rows, each given to the tile beside it that the pieces'
    seat owns (else the one a seat owns, else the upper one)."""
    found: dict = {}
    for edge in edges:
        a, b = sorted((tuple(edge["a"]), tuple(edge["b"])))
        if a[1] != b[1] or b[0] != a[0] + 1 or not edge["pieces"]:
            continue                                   # not an edge between two rows
        seats = [p.get("seat") for p in edge["pieces"]]
        seat = max(set(seats), key=seats.count)
        owners = {at: ((cells.get(at) or {}).get("tile") or {}).get("owner") for at in (a, b)}
        at = next((x for x in (a, b) if owners[x] == seat), None) or \
            next((x for x in (a, b) if owners[x] is not None and owners[x] >= 0), a)
        found.setdefault(at, {})["bottom" if at == a else "top"] = (len(edge["pieces"]), seat)
    return found


def _with_counts(cell: Text, counts: Optional[dict], words: Words) -> Text:
    """A seat's tile with the pieces on its top and bottom edges: `²A₁`."""
    if not counts:
        return cell
    letter = cell.plain.strip()[-1:] or " "
    text = Text()
    for side, table in (("top", SUPERSCRIPT), (None, None), ("bottom", SUBSCRIPT)):
        if side is None:
            text.append(letter, style=cell.style)
            continue
        count, seat = counts.get(side, (0, None))
        mark = (str(count) if count < 10 else "+").translate(table) if count else " "
        text.append(mark, style="bold " + words.colour(seat))
    return text
