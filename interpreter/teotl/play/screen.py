"""The screen at a prompt: one seat's view laid out to fit the terminal (80×24 and up), and the
full state for `show`.

Why a budget of lines: at 80×24 everything a turn needs must be on screen at once — your panel,
the others in short, the boards, the offers, the question with its numbered options — and the
log fills what is left (at least two or three lines). The decision is laid out first (in two
columns when it is long), then the rest gives way in a fixed order (the offers, the heading's
second line, your panel's last lines, the one-line spaces, the lines between a tile grid's rows
(their pieces then written in the tiles: cells.py),
the ring's rows, the whole board) until the screen fits. A wider terminal gets two columns: the pictures on the left, the panels,
offers and log on the right.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Optional

from rich.text import Text

from teotl.play import beside, cells, panels, pictures
from teotl.play.decision import decision_lines
from teotl.play.lines import Lines, cut, wrapped
from teotl.play.words import Words, joined, plain

WIDE = 110          # from this width on, two columns


@dataclass
class Screen:
    """What goes on one screen besides the view: the help or other lines in the log's place."""
    width: int = 80
    height: int = 24
    aside: Lines = field(default_factory=list)      # shown where the log goes (help)
    new_from: int = 0                               # log lines from this number on are new
    notes: Lines = field(default_factory=list)      # after the log: steps taken for you, an undo


def header(view: dict, words: Words) -> Text:
    line = Text(view["game"]["title"], style="bold")
    parts = [Text(words.msg("screen-round", round=view["game"]["round"]))] if view["game"]["round"] else []
    parts += panels.counters(view, words)
    if parts:
        line.append(" · ", style="dim")
        line.append_text(joined(parts, "  "))
    return line


# ---------------------------------------------------------------------------- the decision
def offered_cells(view: dict, grid: str) -> dict[str, int]:
    """"ROW,COLUMN" → option number, for the cells of `grid` the decision's options point at."""
    decision = view.get("decision") or {}
    offered: dict[str, int] = {}
    for number, option in enumerate(decision.get("options") or [], start=1):
        for place in option.get("places") or []:
            kind, _, rest = place.partition(":")
            space, _, cell = rest.partition(":")
            if kind == "cell" and space == grid:
                offered.setdefault(cell, number)
    return offered


def commands_line(words: Words, width: int) -> Text:
    """The hint under the options; when it is too wide, its first part ("answer with a number or
    a name", which the reminder and the help say too) gives way, so the last command (quit) stays."""
    text = words.msg("screen-commands")
    if len(text) > width and " · " in text:
        text = text.split(" · ", 1)[1]
    return cut(Text(text, style="dim"), width)


# ---------------------------------------------------------------------------- the board
def board_lines(view: dict, words: Words, width: int, ring_rows: int, others: bool = True,
                compact: bool = False) -> Lines:
    """The short pictures of the spaces: the ring in columns, a track a line, a grid of tiles,
    a line for a grid of slots and a map."""
    lines: Lines = []
    tracks = [s for s in view["spaces"] if s["kind"] == "track"]
    name_width = min(20, max((len(t["name"]) for t in tracks), default=0))
    for space in view["spaces"]:
        kind = space["kind"]
        if kind == "ring" and ring_rows > 0:
            lines += pictures.ring_short(space, words, width, ring_rows)
        elif kind == "cells":
            lines += [cut(line, width) for line in cells.cells_picture(space, words, offered_cells(view, space["id"]),
                                                                   compact=compact)]
        elif kind == "track" and ring_rows > 0:
            name = space["name"] if len(space["name"]) <= name_width else space["name"][:name_width - 1] + "…"
            lines.append(cut(pictures.track_line(dict(space, name=name.ljust(name_width)), words, width), width))
        elif kind == "slots" and others:
            lines += [cut(line, width) for line in pictures.slots_short(space, words, width)]
        elif kind == "graph" and others:
            lines += [cut(line, width) for line in pictures.graph_short(space, words, width)]
    return lines


def log_lines(view: dict, width: int, new_from: int) -> Lines:
    lines = []
    for entry in view["log"]:
        style = "" if entry["n"] >= new_from else "dim"
        lines.append(cut(Text(entry["text"], style=style), width))
    return lines


def _with_unseen(view: dict, words: Words, width: int, shown: Lines, screen: Screen) -> Lines:
    """The log's window, its first line saying how many new lines are above it when some are."""
    new = sum(1 for entry in view["log"] if entry["n"] >= screen.new_from)
    logs = len(shown) - min(len(screen.notes), len(shown))      # the log's lines come first, then the notes
    hidden = new - logs
    if hidden <= 0 or logs < 2:                                  # one line of log is better than the count
        return shown
    line = words.msg("screen-more-log", count=hidden + 1, total=new)
    return [cut(Text(line, style="italic"), width)] + shown[1:]


# ---------------------------------------------------------------------------- the screen
def prompt_screen(view: dict, words: Words, screen: Screen) -> Lines:
    """The whole screen at a prompt, at most `screen.height - 1` lines (the last is the input)."""
    width, height = screen.width, screen.height - 1
    if width >= WIDE:
        return _wide(view, words, screen, width, height)
    side_by_side = beside.grid_beside(view, words, screen, width, height, sys.modules[__name__])
    if side_by_side is not None:
        return side_by_side
    big = any(space["kind"] == "cells" for space in view["spaces"])
    decision = decision_lines(view, words, width, max(3, height // 3 if big else height - 8))
    heading = wrapped([header(view, words)], width)
    fixed = heading[:2]
    you = [p for p in view["players"] if p["you"]]
    drawn = not any(space["kind"] == "track" for space in view["spaces"])     # tracks in the panels
    own = wrapped(panels.own_panel(you[0], words, view, drawn, short=True) if you else [], width)
    short = [cut(panels.short_panel(p, words, view, drawn), width) for p in panels.others(view)]
    open_supplies = panels.supplies(view, words)
    offers = wrapped([joined(open_supplies, "  ·  ")], width) if open_supplies else []
    reserve = len(screen.aside) + 1 if screen.aside else 3 if big else 4   # the help whole; 2 or 3 log lines
    ring_rows, with_others, compact = 4, True, False
    own_max, offers_max = 6, 3
    while True:
        board = board_lines(view, words, width, ring_rows, with_others, compact)
        used = len(fixed) + min(len(own), own_max) + len(short) + len(board) + min(len(offers), offers_max) \
            + len(decision) + 1 + reserve
        if used <= height:
            break
        if offers_max > 1:
            offers_max -= 1
        elif len(fixed) > 1:
            fixed = [cut(header(view, words), width)]
        elif own_max > 3:
            own_max -= 1
        elif with_others:
            with_others = False
        elif big and offers_max > 0:            # a grid of tiles keeps its edges longest
            offers_max = 0
        elif big and own_max > 2:
            own_max -= 1
        elif big and not compact:
            compact = True
        elif ring_rows > 2:
            ring_rows -= 1
        elif offers_max > 0:
            offers_max = 0
        elif ring_rows > 0:
            ring_rows = 0                       # no board at all: the help, a long question
        elif own_max > 1:
            own_max -= 1
        elif short:
            short = short[:-1]
        else:
            break
    lines = fixed + own[:own_max] + short + board + offers[:offers_max]
    room = height - len(lines) - len(decision) - 1
    rule = Text("─" * width, style="dim")
    middle = _aside(screen.aside, width, room - 1) if screen.aside else \
        [cut(line, width) for line in log_lines(view, width, screen.new_from) + screen.notes]
    if room > 1:
        shown = middle[:room - 1] if screen.aside else middle[-(room - 1):]
        lines += [rule] + (shown if screen.aside else _with_unseen(view, words, width, shown, screen))
    lines += _pad(height - len(lines) - len(decision) - 1)
    return lines + decision + [commands_line(words, width)]


def _aside(lines: Lines, width: int, room: int) -> Lines:
    """What is shown in the log's place (the help, a rule text), folded at the width when it
    then fits the room — the help's explanations were cut at a column's width ("responder
    (LINHA,COLUNA resp…") — else one line each, cut, so that every line still starts."""
    folded = wrapped(lines, width)
    return folded if len(folded) <= room else [cut(line, width) for line in lines]


def _pad(count: int) -> Lines:
    return [Text("") for _ in range(max(0, count))]


def _wide(view: dict, words: Words, screen: Screen, width: int, height: int) -> Lines:
    left_width = min(width // 2, 90)
    right_width = width - left_width - 2
    decision = decision_lines(view, words, width, max(3, height // 2))
    room = height - len(decision) - 1
    left = [header(view, words)] + board_lines(view, words, left_width, 8, others=False)
    if len(left) > room:              # a tall grid of tiles: its between-row pieces in the tiles
        left = [header(view, words)] + board_lines(view, words, left_width, 8, others=False, compact=True)
    for space in view["spaces"]:      # the full picture of a grid or a map where it fits, else its line
        if space["kind"] in ("slots", "graph"):
            picture = pictures.FULL[space["kind"]](space, words, left_width)
            short = pictures.slots_short if space["kind"] == "slots" else pictures.graph_short
            left += picture if len(left) + len(picture) <= room else short(space, words, left_width)
    you = [p for p in view["players"] if p["you"]]
    drawn = not any(space["kind"] == "track" for space in view["spaces"])
    right = wrapped(panels.own_panel(you[0], words, view, drawn, short=True) if you else [], right_width)
    right += [cut(line, right_width) for p in panels.others(view)
              for line in panels.short_panel_lines(p, words, view, right_width, drawn)]
    right += [cut(line, right_width) for line in panels.supplies(view, words)][:6]
    left, right = [cut(line, left_width) for line in left[:room]], right[:room]
    free = room - len(right) - 1
    if free > 0 and screen.aside:   # the help, a rule text: from its start, folded where it fits
        right += [Text("─" * right_width, style="dim")] + _aside(screen.aside, right_width, free)[:free]
    elif free > 0:
        middle = log_lines(view, right_width, screen.new_from) + screen.notes
        right += [Text("─" * right_width, style="dim")] + [cut(l, right_width) for l in middle[-free:]]
    lines = []
    for index in range(max(len(left), len(right))):
        line = left[index].copy() if index < len(left) else Text()
        line.pad_right(left_width - line.cell_len + 2)
        if index < len(right):
            line.append_text(right[index])
        lines.append(line)
    lines += _pad(height - len(lines) - len(decision) - 1)
    return lines + decision + [commands_line(words, width)]


# ---------------------------------------------------------------------------- `show`
def full_state(view: dict, words: Words, width: int) -> Lines:
    """Everything the seat may see, as long as it takes (the terminal scrolls)."""
    lines = [header(view, words)]
    for player in view["players"]:     # everyone whole: what the seat may not see is a count
        lines += panels.own_panel(player, words, view, tracks=True)
    tracks = [s for s in view["spaces"] if s["kind"] == "track"]
    for space in view["spaces"]:
        if space["kind"] == "cells":
            lines += cells.cells_picture(space, words, offered_cells(view, space["id"]))
        elif space["kind"] in pictures.FULL:
            lines += pictures.FULL[space["kind"]](space, words, width)
    lines += pictures.tracks_full(tracks, words, width)
    supplies = panels.supplies(view, words, full=True)
    if supplies:
        lines.append(Text(words.msg("screen-supplies"), style="bold underline"))
        lines += supplies
    decision = view.get("decision")
    if decision and decision.get("yours"):
        lines.append(Text(decision["prompt"], style="bold"))
        for number, option in enumerate(decision["options"], start=1):
            line = Text(f"{number:>2}. ", style="bold") + plain(option["label"])
            if option.get("preview"):
                line.append(" — " + option["preview"], style="dim")
            lines.append(line)
    return lines


def option_labels(view: dict) -> list[str]:
    decision = view.get("decision") or {}
    return [o["label"] for o in decision.get("options") or []]


def find_component(view: dict, words: Words, wanted: str) -> Optional[str]:
    """The component a player names (`show NAME`, `explain 2`): an option's number, a component's
    id, or its name (any case; the start of one name)."""
    decision = view.get("decision") or {}
    options = decision.get("options") or []
    runtime_components = words.text.ruleset.components
    if wanted.isdigit() and 1 <= int(wanted) <= len(options):
        key = options[int(wanted) - 1]["key"]
        for place in options[int(wanted) - 1].get("places") or []:
            if place.startswith("component:") or place.startswith("board:") or place.startswith("track:"):
                found = place.partition(":")[2]
                return _component_of(found, words) or found
        return _component_of(str(key), words)
    if wanted.partition("#")[0] in runtime_components:
        return wanted.partition("#")[0]
    names = {}
    for cid, component in runtime_components.items():
        names.setdefault(words.text.name("component", cid).casefold(), cid)
    folded = wanted.casefold()
    if folded in names:
        return names[folded]
    starts = [cid for name, cid in names.items() if name.startswith(folded)]
    return starts[0] if len(starts) == 1 else None


def _component_of(key: str, words: Words) -> Optional[str]:
    components = words.text.ruleset.components
    base = key.partition("#")[0]
    if base in components:
        return base
    for info in components.values():   # a track or a board described by a component
        data = info.data or {}
        if data.get("track") == key:
            return info.id
    return None
