"""The in-game commands that show something: `help`, `show`, `show NAME` / `explain NAME`, `log [N]`
and `options`. Each returns the lines to print; none changes the game.

Why apart from the loop: what a command shows is read from the seat's view (so `show` in a
hot-seat game never shows another seat's hand) and from the rule text of `teotl explain`
(teotl.server.labels.Labels.rule_text), in the player's language.
"""
from __future__ import annotations

from typing import Callable

from rich.text import Text

from teotl.play import screen
from teotl.play.words import Words, plain
from teotl.server.labels import Labels

Lines = list[Text]
DEFAULT_LOG = 20


def help_lines(words: Words) -> Lines:
    """The commands, one per line (shown in the log's place, so the question stays on screen)."""
    lines = [Text(words.msg("help-title"), style="bold")]
    for key in ("help-answer", "help-show", "help-explain", "help-log", "help-options", "help-undo", "help-save",
                "help-quit", "help-help", "help-words"):
        lines.append(Text("  " + words.msg(key)))
    return lines


def explain_lines(labels: Labels, words: Words, view: dict, wanted: str) -> Lines:
    """A component's rule text (by an option's number, its name or its id), or one line saying
    that nothing has that name."""
    found = screen.find_component(view, words, wanted)
    text = labels.rule_text(found) if found is not None else None
    if text is None:
        return [Text(words.msg("screen-no-such-name", name=wanted[:40]))]
    lines = [Text(text["title"], style="bold") + (Text(f" ({text['type']})", style="dim") if text["type"] else Text())]
    for section in text["sections"]:
        line = Text()
        if section["label"]:
            line.append(section["label"] + words.label_end, style="bold")
        line.append_text(plain(section["text"]))
        lines.append(line)
    if text.get("grid"):
        lines += _grid(text["grid"])
    if text.get("printed"):
        lines.append(Text(words.msg("screen-printed"), style="dim") + Text(" ") + plain(text["printed"]))
    return lines


def _grid(grid: dict) -> Lines:
    """A component's reward grid (rows by level, columns by a count) with aligned columns."""
    rows = [[str(grid.get("corner", ""))] + [str(c) for c in grid.get("columns", [])]]
    rows += [[str(cell) for cell in row] for row in grid.get("rows", [])]
    widths = [max(len(row[i]) if i < len(row) else 0 for row in rows) for i in range(max(map(len, rows)))]
    lines = []
    for number, row in enumerate(rows):
        line = " │ ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip()
        lines.append(Text(line, style="dim" if number == 0 else ""))
    return lines


def log_command(view_of: Callable[[int], dict], count: str) -> Lines:
    """The last N lines of the log (20 when no number is given) as this seat may read them."""
    wanted = int(count) if count else DEFAULT_LOG
    view = view_of(max(1, wanted))
    return [plain(entry["text"]) for entry in view["log"][-wanted:]] if wanted else []


def options_lines(view: dict) -> Lines:
    """Every option with its whole preview (the screen cuts them to one line)."""
    decision = view.get("decision") or {}
    lines = []
    for number, option in enumerate(decision.get("options") or [], start=1):
        line = Text(f"{number:>2}. ", style="bold") + plain(option["label"])
        if option.get("preview"):
            line.append(" — " + option["preview"], style="dim")
        lines.append(line)
    return lines


def reminder(view: dict, words: Words) -> Text:
    """After a command's output: the question again, and what to type."""
    decision = view.get("decision") or {}
    count = len(decision.get("options") or [])
    line = Text(decision.get("prompt", ""), style="bold")
    line.append(" " + words.msg("screen-reminder", count=count), style="dim")
    return line
