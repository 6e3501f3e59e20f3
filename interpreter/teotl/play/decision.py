"""The decision on the terminal screen: the question and its numbered options with their
previews, in the lines the screen leaves for them (teotl.play.screen)."""
from __future__ import annotations

from rich.text import Text

from teotl.play.lines import CONSOLE, Lines, cut
from teotl.play.words import Words, plain

EXTRA_OPTION_LINES = 6   # the options' texts may take this many lines more than one line each


def decision_lines(view: dict, words: Words, width: int, budget: int) -> Lines:
    """The question and its numbered options with their previews, in at most `budget` lines."""
    decision = view.get("decision")
    if not decision:
        return []
    seat = decision["seat"]
    head = words.seat_name(seat)
    if not decision.get("yours"):
        head.append(words.label_end + words.msg("screen-waiting", name=words.names[seat] if seat < len(words.names) else ""))
        return [cut(head, width)]
    head.append(words.label_end)
    head.append_text(plain(decision["prompt"]))
    lines = [cut(head, width)]
    options = decision["options"]
    rows = [_option(n, o, width, then=_then_prefixes(words)) for n, o in enumerate(options, start=1)]
    if len(rows) + 1 <= budget:
        whole = [_option_lines(n, o, width, _then_prefixes(words)) for n, o in enumerate(options, start=1)]
        folded = sum(len(entry) for entry in whole)
        if folded + 1 <= budget and folded <= len(rows) + EXTRA_OPTION_LINES:
            return lines + [line for entry in whole for line in entry]
        return lines + rows
    columns = 2 if width >= 60 else 1
    cell = width // columns
    short = [_option(n, o, cell - 1, preview=False) for n, o in enumerate(options, start=1)]
    per_column = -(-len(short) // columns)
    if per_column > budget - 1:                      # not all fit: a line says how many more there are
        per_column = max(1, budget - 2)
    for row in range(per_column):
        line = Text()
        for column in range(columns):
            index = column * per_column + row
            if index < len(short) and index < per_column * columns:
                entry = short[index]
                entry.pad_right(cell - entry.cell_len)
                line.append_text(entry)
        line.rstrip()
        lines.append(line)
    hidden = len(options) - per_column * columns
    if hidden > 0:
        lines.append(Text(words.msg("screen-more-options", count=hidden), style="dim"))
    return lines


def _preview(option: dict, label_length: int, width: int, then: tuple[str, ...]) -> str:
    """An option's preview, less its last part when the line would be too long and that part
    only tells what is asked next (`options` shows it)."""
    shown = option.get("preview") or ""
    if then and label_length + 3 + len(shown) > width:
        head, _, last = shown.rpartition(" · ")
        if last.startswith(then):
            return head
    return shown


def _option_lines(number: int, option: dict, width: int, then: tuple[str, ...] = ()) -> Lines:
    """One option whole, its preview folded under its label: a card's text is what the player
    chooses by, so it is shown in full where the screen has the lines for it (less the preview's
    last part when that only tells what is asked next)."""
    line = Text(f"{number:>2}. ", style="bold")
    line.append_text(plain(option["label"]))
    shown = _preview(option, len(line.plain), width, then)
    if shown:
        line.append(" — " + shown, style="dim")
    if line.cell_len <= width:
        return [line]
    pieces = line.wrap(CONSOLE, max(10, width - 4), overflow="ellipsis")
    return [piece if number_ == 0 else Text("    ") + piece for number_, piece in enumerate(pieces)]


def _option(number: int, option: dict, width: int, preview: bool = True, then: tuple[str, ...] = ()) -> Text:
    """One option on one line: its number, its label and its preview; when that is too long, the
    preview's last part is left out if it only tells what is asked next (`options` shows it)."""
    line = Text(f"{number:>2}. ", style="bold")
    line.append_text(plain(option["label"]))
    shown = _preview(option, len(line.plain), width, then)
    if preview and shown:
        line.append(" — " + shown, style="dim")
    return cut(line, width)


def _then_prefixes(words: Words) -> tuple[str, ...]:
    """How a preview's last part starts when it only says what comes next ("then: …", "then
    Bruno decides"), in this language."""
    prefixes = []
    for message, field in (("preview-then", "question"), ("preview-then-other", "who"),
                           ("preview-then-choose", "options")):
        text = words.msg(message, **{field: "\x00"})
        if "\x00" in text and text.split("\x00")[0].strip():
            prefixes.append(text.split("\x00")[0])
    return tuple(prefixes)
