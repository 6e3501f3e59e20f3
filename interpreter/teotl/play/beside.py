"""The 80-column screen of a game drawn as one tall grid of tiles: the grid on the left,
your panel, the others' lines, the offers and the log on the right.

Why: a grid of tiles is narrow (six columns a tile column) but grows tall as the game goes on; one
above the other, a late game's grid left your panel a single line and dropped the other players
— a question about your goods with your goods off screen. Beside each other both fit. Used only when
the grid is the game's one picture (besides tracks, then values in the panels), it leaves the right column at least RIGHT_MIN wide, and no
help is shown (the help's lines want the whole width); else the screen is laid out one above the
other (screen.prompt_screen).
"""
from __future__ import annotations

from typing import Optional

from rich.text import Text

from teotl.play import cells, panels
from teotl.play.words import Words, joined

Lines = list[Text]
RIGHT_MIN = 30         # the right column's narrowest width
TALL = 8               # a grid with fewer lines than this fits above the rest anyway


def grid_beside(view: dict, words: Words, screen, width: int, height: int, layout) -> Optional[Lines]:
    """The screen with the grid beside the panels, or None when it does not suit (see above).
    `layout`: the screen module (its header, decision, cut, wrapped, log and command lines)."""
    grids = [s for s in view["spaces"] if s["kind"] == "cells"]
    if screen.aside or len(grids) != 1 or any(s["kind"] not in ("cells", "track") for s in view["spaces"]):
        return None                                    # (a track is then a value in the panels)
    space = grids[0]
    offered = layout.offered_cells(view, space["id"])
    decision = layout.decision_lines(view, words, width, max(3, height // 3))
    room = height - len(decision) - 2                  # the heading above, the hint line below
    for compact in (False, True):
        picture = cells.cells_picture(space, words, offered, compact=compact)
        keys = 1 if compact else 2                     # the legend's lines, under both columns
        grid, legend = picture[:-keys], picture[-keys:]
        if len(grid) + len(legend) <= room:
            break
    else:
        return None
    left_width = max(line.cell_len for line in grid) + 1
    right_width = width - left_width - 2
    if len(grid) < TALL or right_width < RIGHT_MIN:
        return None
    rows = room - len(legend)
    you = [p for p in view["players"] if p["you"]]
    right = layout.wrapped(panels.own_panel(you[0], words, view, True, short=True) if you else [], right_width)
    right += [layout.cut(line, right_width) for p in panels.others(view)
              for line in panels.short_panel_lines(p, words, view, right_width, True)]
    offers = panels.supplies(view, words)
    if offers:
        right += layout.wrapped([joined(offers, "  ·  ")], right_width)[:2]
    right = right[:rows]
    free = rows - len(right) - 1
    if free > 0:
        log = [layout.cut(line, right_width) for line in layout.log_lines(view, right_width, screen.new_from)]
        log += [layout.cut(line, right_width) for line in screen.notes]
        right += [Text("─" * right_width, style="dim")] + log[-free:]
    lines = [layout.cut(layout.header(view, words), width)]
    for index in range(max(len(grid), len(right))):
        line = grid[index].copy() if index < len(grid) else Text()
        line.pad_right(left_width - line.cell_len + 2)
        if index < len(right):
            line.append_text(right[index])
        lines.append(line)
    lines += [layout.cut(line, width) for line in legend]
    lines += [Text("") for _ in range(max(0, height - len(lines) - len(decision) - 1))]
    return lines + decision + [layout.commands_line(words, width)]
