"""A tall tile grid at 80×24 (teotl/play/cells.py, screen.py): when the lines between its rows no
longer fit, the pieces on those edges are written in the seat's tile beside them (`²A₁`), so a
late-game Cacao screen still shows every worker — checked piece by piece against the view."""
from __future__ import annotations

from rich.console import Console

from teotl import paths
from teotl.loading import load_runtime
from teotl.play import cells, screen, start
from teotl.play.log import LogReader
from teotl.play.words import Words
from teotl.server.labels import Labels
from teotl.server.view import play_text

SUPER, SUB = "⁰¹²³⁴⁵⁶⁷⁸⁹", "₀₁₂₃₄₅₆₇₈₉"


def late_cacao_view(seed: int = 1, rows: int = 9):
    """Seat 0's view at its first cell question once the jungle spans `rows` rows (greedy bots)."""
    ruleset, runtime = load_runtime(paths.shipped_rulesets()["cacao"], [], [])
    table = start(ruleset, runtime, 2, ["greedy", "greedy"], seed, [], [], {"id": "cacao", "name": "cacao"})
    labels = Labels(table.session.loaded, "en")
    reader = LogReader(table.session, labels)
    words = Words(play_text(labels, table.names), table.names)
    while not table.game.finished:
        decision = table.game.pending
        if decision.player == 0:
            view = reader.view(0, 100)
            grid = next(s for s in view["spaces"] if s["kind"] == "cells")
            offered = screen.offered_cells(view, grid["id"])
            spanned = {c["row"] for c in grid["cells"] if c.get("tile")} | {int(k.split(",")[0]) for k in offered}
            if offered and len(spanned) >= rows:
                return view, grid, words
        table.session.game.answer(table.agents[decision.player].choose(table.session.game, decision))
        table.session.answered_by.append(decision.player)
    raise AssertionError("the game ended before the jungle grew so tall")


def shown_pieces(lines, grid):
    """(row, column) → pieces written in or beside that cell: the digit right of it (the edge to
    its right), its superscript (its top edge) and its subscript (its bottom edge)."""
    rows = sorted({c["row"] for c in grid["cells"]})
    right, top, bottom = {}, {}, {}
    header = next(i for i, line in enumerate(lines) if line.plain == grid["name"])
    columns = [int(x) for x in lines[header + 1].plain.split()]
    for line in lines[header + 2:]:
        text = line.plain
        if not text[:3].strip().lstrip("-").isdigit():
            break
        row = int(text[:3])
        for index, column in enumerate(columns):
            block = text[4 + 6 * index: 10 + 6 * index].ljust(6)
            cell, edge = block[:3], block[4]
            right[(row, column)] = int(edge) if edge.isdigit() else 0
            top[(row, column)] = sum(SUPER.index(ch) for ch in cell if ch in SUPER)
            bottom[(row, column)] = sum(SUB.index(ch) for ch in cell if ch in SUB)
    assert rows, "no rows"
    return right, top, bottom


def test_a_late_cacao_jungle_at_80x24_shows_every_worker():
    view, grid, words = late_cacao_view()
    lines = screen.prompt_screen(view, words, screen.Screen(80, 24))
    assert len(lines) <= 23
    plain = [line.plain for line in lines]
    assert any(line.startswith("²A₁: 2 pieces on the top edge") for line in plain)    # the compact grid's key
    right, top, bottom = shown_pieces(lines, grid)
    total = 0
    for edge in grid["edges"]:
        a, b = sorted((tuple(edge["a"]), tuple(edge["b"])))
        count = len(edge["pieces"])
        total += count
        if a[0] == b[0]:                                          # side by side: the digit between them
            assert right[a] == count, (a, b)
        else:                                                     # one above the other: in the seat's tile
            owner_of = {c_at: (c.get("tile") or {}).get("owner") for c in grid["cells"]
                        for c_at in [(c["row"], c["column"])]}
            if owner_of.get(a) is not None and owner_of[a] >= 0:
                assert bottom[a] == count, (a, b)
            else:
                assert top[b] == count, (a, b)
    assert total and total == sum(right.values()) + sum(top.values()) + sum(bottom.values())
    assert sum(top.values()) + sum(bottom.values()) > 0                 # some pieces sit between rows


def test_the_roomy_grid_keeps_its_lines_between_rows():
    view, grid, words = late_cacao_view()
    full = cells.cells_picture(grid, words, screen.offered_cells(view, grid["id"]))
    assert not any(ch in line.plain for line in full for ch in SUPER + SUB)
    assert any(line.plain.startswith("    ") and any(ch.isdigit() for ch in line.plain) for line in full[2:-2])


def test_show_draws_the_whole_grid():
    view, grid, words = late_cacao_view()
    console = Console(record=True, width=80, color_system=None)
    for line in screen.full_state(view, words, 80):
        console.print(line)
    assert "a number between tiles: the pieces on that edge" in console.export_text()


def test_a_tall_narrow_jungle_goes_beside_the_panels():
    """Late in a game whose jungle grew tall and narrow: the grid on the left, your panel (your
    storage), the other player and the log on the right — none of them dropped."""
    ruleset, runtime = load_runtime(paths.shipped_rulesets()["cacao"], ["huts", "chocolatl"], [])
    table = start(ruleset, runtime, 2, ["human", "greedy"], 1, ["huts", "chocolatl"], [], {"id": "cacao", "name": "c"})
    labels = Labels(table.session.loaded, "en")
    reader = LogReader(table.session, labels)
    words = Words(play_text(labels, table.names), table.names)
    while not table.game.finished:                  # you answer 1 each time, as typed at the prompt
        decision = table.game.pending
        if decision.player == 0:
            view = reader.view(0, 100)
            grid = next(s for s in view["spaces"] if s["kind"] == "cells")
            placed = [c for c in grid["cells"] if c.get("tile")]
            rows = {c["row"] for c in placed}
            if len(rows) >= 11 and len({c["column"] for c in placed}) <= 5 and not screen.offered_cells(view, grid["id"]):
                break
            key = decision.options[0].key
        else:
            key = table.agents[1].choose(table.session.game, decision)
        table.session.game.answer(key)
        table.session.answered_by.append(decision.player)
    else:
        raise AssertionError("the jungle never grew so tall")
    lines = [line.plain for line in screen.prompt_screen(view, words, screen.Screen(80, 24))]
    assert len(lines) <= 23 and all(len(line) <= 80 for line in lines)
    assert "The jungle" in lines[1] and "Player 1 (you)" in lines[1]           # side by side
    me = next(p for p in view["players"] if p["you"])
    fruit = next(c for c in me["counters"] if c["id"] == "fruit")
    assert any(f"Cacao fruit {fruit['value']}" in line for line in lines)
    assert any("Player 2" in line for line in lines[:18])
    for row in rows:
        assert any(line.startswith(f"{row:>3} ") for line in lines), row


def test_a_wide_short_terminal_keeps_every_row_of_a_tall_grid():
    view, grid, words = late_cacao_view()
    lines = [line.plain for line in screen.prompt_screen(view, words, screen.Screen(120, 24))]
    assert len(lines) <= 23
    rows = {c["row"] for c in grid["cells"] if c.get("tile")}
    for row in rows:
        assert any(line.startswith(f"{row:>3} ") for line in lines), row
    assert any(ch in line for line in lines for ch in SUPER + SUB)         # the compact grid
