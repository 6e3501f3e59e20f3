"""The words and marks of the terminal screen: its own messages in the player's language, the
seats' letters and colours, and rich markup kept out of every text that comes from a game.

Why apart: the sentences of the game (prompts, options, previews, log lines) are the play text's
(teotl.text.play_text); what is left is the screen's own frame ("Your hand", "Pass the terminal
to Bruno", the help), kept in `rules/i18n/LANG/play-screen.ftl` so that a Portuguese game reads
as Portuguese, and how a seat is marked on a picture (a letter in its colour).
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from rich.text import Text

from teotl.play.replies import ENGLISH_WORDS
from teotl.text.play_text import PlayText

#: the colours of the seats, in seat order (a seat past these, and nobody's pieces: dim)
SEAT_COLOURS = ("red", "blue", "green", "yellow", "magenta", "cyan", "bright_red", "bright_blue")
NOBODY = "dim"


class Words:
    """The screen's messages for one game in one language, and the seats' marks."""

    def __init__(self, text: PlayText, names: Sequence[str]):
        self.text = text
        self.names = list(names)
        self.letters = seat_letters(self.names)
        #: what follows a name that heads a line ("Your hand: …", "Ana: Which tile?"): ": ", or
        #: in French " : " (`screen-label-end`, the language's typography)
        self.label_end = self.msg("screen-label-end")

    def msg(self, message_id: str, **args: Any) -> str:
        """A message of play-screen.ftl (or the play text's) in this language."""
        return self.text.nouns.msg(message_id, **args)

    def commands(self) -> dict[str, str]:
        """Each word that may be typed for a command (casefolded) → the command: the language's
        words (`command-NAME` of play-screen.ftl, a comma list) and the English ones, which work
        in every language."""
        typed = dict(ENGLISH_WORDS)
        for command in ENGLISH_WORDS.values():
            for word in self.msg("command-" + command).split(","):
                if word.strip():
                    typed.setdefault(word.strip().casefold(), command)
        return typed

    def colour(self, seat: Optional[int]) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return NOBODY
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)]

    def letter(self, seat: Optional[int]) -> str:
        """The seat's mark on a picture: its letter, or `n` for a colour nobody plays."""
        if seat is None or not 0 <= seat < len(self.letters):
            return "n"
        return self.letters[seat]

    def mark(self, seat: Optional[int], suffix: str = "") -> Text:
        """The seat's letter (and what follows it, such as a level) in the seat's colour."""
        return Text(self.letter(seat) + suffix, style="bold " + self.colour(seat))

    def seat_name(self, seat: Optional[int]) -> Text:
        name = self.names[seat] if seat is not None and 0 <= seat < len(self.names) else self.msg("screen-nobody")
        return Text(name, style="bold " + self.colour(seat))


def seat_letters(names: Sequence[str]) -> list[str]:
    """One letter per seat: the names' first letters when they differ, else A, B, C, …"""
    initials = [name.strip()[:1].upper() for name in names]
    if all(initials) and len(set(initials)) == len(initials) and all(i.isalpha() for i in initials):
        return initials
    return [chr(ord("A") + index) if index < 26 else str(index + 1) for index in range(len(names))]


def plain(text: Any) -> Text:
    """A text from the game (a name, a sentence, a reply typed) as it is: never read as markup."""
    return text if isinstance(text, Text) else Text(str(text))


def joined(parts: Sequence[Text], separator: str = " · ") -> Text:
    line = Text()
    for index, part in enumerate(parts):
        if index:
            line.append(separator, style="dim")
        line.append_text(plain(part))
    return line
