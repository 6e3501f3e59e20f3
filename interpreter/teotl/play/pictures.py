"""Pictures of the spaces of the general model, one function per kind of the view
(teotl.server.spaces): the ring of boards, a grid of slots and spots, a track, a map graph.

Why by kind: a rule set that uses a kind gets it drawn with nothing written for that game. Each
kind has a short picture (a few lines for the 80×24 screen) and a full one (for `show`), both
plain rich Text lines, one per screen line, never wider than asked. Seats are letters in their
colours (teotl.play.words); a legend under a picture says what its marks mean.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

from rich.text import Text

from teotl.play.words import Words, plain

Lines = list[Text]


# ---------------------------------------------------------------------------- the ring of boards
def _token(piece: dict, words: Words, main_kind: str) -> Text:
    mark = words.letter(piece["owner"])
    if piece["kind"] != main_kind:
        mark += piece["kind_name"][:1].lower()
    token = Text(mark + str(piece["level"]), style="bold " + words.colour(piece["owner"]))
    if piece["locked"]:
        token.append("*", style="bold")
    return token


def _main_kind(space: dict) -> str:
    kinds = Counter(p["kind"] for board in space["boards"] for p in board["pieces"])
    return kinds.most_common(1)[0][0] if kinds else ""


def _board_line(board: dict, words: Words, main_kind: str) -> Text:
    line = Text(f"{board['number']} ", style="dim")
    line.append_text(plain(board["name"]))
    for piece in board["pieces"]:
        line.append(" ")
        line.append_text(_token(piece, words, main_kind))
    return line


def ring_short(space: dict, words: Words, width: int, rows: int) -> Lines:
    """The boards clockwise in columns, each with its pieces, in at most `rows` lines."""
    boards = space["boards"]
    main = _main_kind(space)
    columns = max(1, min(len(boards), -(-len(boards) // max(1, rows))))
    while columns < len(boards) and width // columns < 18 and columns > 1:
        columns -= 1
    cell = max(1, width // columns)
    lines = []
    per_column = -(-len(boards) // columns)
    for row in range(per_column):
        line = Text()
        for column in range(columns):
            index = column * per_column + row
            if index >= len(boards):
                break
            entry = _board_line(boards[index], words, main)
            entry.truncate(cell - 1, overflow="ellipsis")
            entry.pad_right(cell - entry.cell_len)
            line.append_text(entry)
        line.rstrip()
        lines.append(line)
    return lines


def ring_full(space: dict, words: Words, width: int) -> Lines:
    main = _main_kind(space)
    lines = [Text(words.msg("screen-ring"), style="bold underline")]
    for board in space["boards"]:
        line = _board_line(board, words, main)
        if board["spots"]:
            line.append("  " + words.msg("screen-spots", count=board["spots"]), style="dim")
        lines.append(line)
    lines.append(Text(words.msg("screen-legend-pieces", mark=words.letter(0) + "3", name=words.names[0]
                                if words.names else "", level=3), style="dim"))
    return lines


# ---------------------------------------------------------------------------- tracks
def track_line(space: dict, words: Words, width: int) -> Text:
    """One track on one line: its name, then every step from min to max with the seats on it
    (a reward step underlined, a step only one may hold bold)."""
    line = Text()
    line.append_text(plain(space["name"]))
    line.append(" ")
    at: dict[int, list[int]] = {}
    for marker in space["markers"]:
        at.setdefault(marker["step"], []).append(marker["seat"])
    rewards, exclusive = set(space["rewards"]), set(space["exclusive"])
    for step in range(space["min"], space["max"] + 1):
        seats = at.get(step, [])
        if seats and len(seats) <= 2:
            cell = Text()
            for seat in seats:
                cell.append_text(words.mark(seat))
            cell.pad_left(2 - cell.cell_len)
            line.append_text(cell)
        elif seats:
            line.append(f"{len(seats):>1}+", style="bold")
        else:
            style = ("underline " if step in rewards else "") + ("bold" if step in exclusive else "dim")
            line.append(f"{step:>2}", style=style)
        line.append(" " if step < space["max"] else "")
    return line


def tracks_full(spaces: list[dict], words: Words, width: int) -> Lines:
    if not spaces:
        return []
    lines = [Text(words.msg("screen-tracks"), style="bold underline")]
    name_width = min(28, max(len(s["name"]) for s in spaces))
    for space in spaces:
        padded = dict(space, name=space["name"][:name_width].ljust(name_width))
        lines.append(track_line(padded, words, width))
    lines.append(Text(words.msg("screen-legend-tracks"), style="dim"))
    return lines


# ---------------------------------------------------------------------------- grids of slots
def slots_short(space: dict, words: Words, width: int) -> Lines:
    laid = sum(1 for slot in space["slots"] if slot["tile"] is not None)
    spots = sum(1 for spot in space["spots"] if spot["tile"] is not None)
    text = words.msg("screen-slots-laid", grid=space["name"], laid=laid, slots=len(space["slots"]),
                     spots=spots, spot_count=len(space["spots"]))
    return [Text(text)]


_ICON_COLOURS = ("blue", "red", "green", "yellow", "magenta", "cyan")


def slots_full(space: dict, words: Words, width: int) -> Lines:
    """The grid with its coordinates: each cell's icon (upper case: a coloured icon), the level
    of the slot covering it, and a legend of the icons."""
    cells = space["cells"]
    empty = space.get("empty") or "-"
    colours = {letter: _ICON_COLOURS[i % len(_ICON_COLOURS)] for i, letter in enumerate(space["icons"])}
    level_of: dict[tuple[int, int], int] = {}
    for slot in space["slots"]:
        if slot["tile"] is not None:
            for r, c in slot["cells"]:
                level_of[(r, c)] = max(level_of.get((r, c), -1), slot["level"])
    lines = [Text(space["name"], style="bold underline")]
    columns = max((len(row) for row in cells), default=0)
    header = Text("    " + " ".join(f"{c:>2}" for c in range(columns)), style="dim")
    lines.append(header)
    for r, row in enumerate(cells):
        line = Text(f"{r:>3} ", style="dim")
        for c, icon in enumerate(row):
            level = level_of.get((r, c))
            mark = "·" if icon == empty else icon
            style = colours.get(icon.lower(), "")
            if icon != icon.lower():
                style += " bold"
            line.append(" ")
            line.append(mark, style=style)
            line.append(str(level + 1) if level is not None else " ", style="dim")
        lines.append(line)
    legend = [Text(f"{letter} ", style=colours[letter]) + plain(info["name"]) for letter, info in space["icons"].items()]
    legend_line = Text(words.msg("screen-legend-grid") + " ", style="dim")
    for index, part in enumerate(legend):
        legend_line.append_text(part)
        legend_line.append("  ")
    lines.append(legend_line)
    free = [s for s in space["spots"] if s["tile"] is None]
    taken = [s for s in space["spots"] if s["tile"] is not None]
    if space["spots"]:
        lines.append(Text(words.msg("screen-spots-taken", taken=len(taken), free=len(free))))
    return lines


# ---------------------------------------------------------------------------- map graphs
def _node_text(node: dict, words: Words, paths: bool = True) -> Text:
    text = plain(node["name"])
    for piece in node["pieces"]:
        text.append(" ")
        text.append_text(words.mark(piece["owner"], (piece["path"] or "")[:1] if paths else ""))
    for mark in node["marks"]:
        text.append(" ")
        text.append_text(words.mark(mark["owner"], "•"))
    return text


def graph_short(space: dict, words: Words, width: int) -> Lines:
    """The nodes that hold something, on one line."""
    busy = [_node_text(n, words, paths=False) for n in space["nodes"] if n["pieces"] or n["marks"]]
    line = Text(space["name"] + words.label_end, style="bold")
    if not busy:
        line.append(words.msg("screen-graph-empty"), style="dim")
    for index, part in enumerate(busy):
        if index:
            line.append(" · ", style="dim")
        line.append_text(part)
    return [line]


def graph_full(space: dict, words: Words, width: int) -> Lines:
    """The map in columns, from the entry on the left: each node with its pieces, and where its
    paths lead (→)."""
    layers: dict[int, list[dict]] = {}
    for node in space["nodes"]:
        layers.setdefault(node["layer"], []).append(node)
    names = {n["id"]: n["name"] for n in space["nodes"]}
    ahead: dict[str, list[str]] = {}
    for a, b in space["edges"]:
        ahead.setdefault(a, []).append(names.get(b, b))
    lines = [Text(space["name"], style="bold underline")]
    for layer in sorted(layers):
        for index, node in enumerate(layers[layer]):
            line = Text(("│ " * layer) + ("├ " if index else "┌ "), style="dim")
            line.append_text(_node_text(node, words))
            if ahead.get(node["id"]):
                line.append("  → " + ", ".join(ahead[node["id"]]), style="dim")
            lines.append(line)
    lines.append(Text(words.msg("screen-legend-graph"), style="dim"))
    return lines


#: the full picture of each kind the view names ("track" is drawn with all the tracks together)
FULL: dict[str, Callable[[dict, Words, int], Lines]] = {"ring": ring_full, "slots": slots_full, "graph": graph_full}
