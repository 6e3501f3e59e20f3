"""Lines of the terminal screen: rich `Text`s cut or folded to a width."""
from __future__ import annotations

from rich.console import Console
from rich.text import Text

Lines = list[Text]


def cut(line: Text, width: int) -> Text:
    line = line.copy()
    line.truncate(max(1, width), overflow="ellipsis")
    return line


def wrapped(lines: Lines, width: int) -> Lines:
    """Lines folded at the width (at spaces), each piece indented as its line was."""
    out: Lines = []
    for line in lines:
        indent = len(line.plain) - len(line.plain.lstrip(" "))
        pieces = line.wrap(CONSOLE, max(10, width - indent), overflow="ellipsis")
        for number, piece in enumerate(pieces):
            out.append(Text(" " * indent) + piece if number else piece)
    return out


CONSOLE = Console(width=400, color_system=None)
