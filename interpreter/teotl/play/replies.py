"""What a line typed at a `teotl play` prompt means: an answer (by number, by the option's name or
its key) or a command, else one line saying why it means nothing.

Why a pure function: every reply a player can type is judged here, with no terminal and no game
running, so the tests can try every odd line (Unicode digits, control characters, markup, very
long lines) and each ends in one printable sentence, never a traceback.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Mapping, Optional, Sequence

from teotl.model.decisions import Decision

MAX_NUMBER_DIGITS = 6
#: the commands that take nothing after them
COMMANDS = ("undo", "help", "quit", "options")
#: the commands that may take a word after them
WITH_ARGUMENT = ("save", "show", "explain", "log")
#: the English word of each command (a language adds its own words: teotl.play.words.Words.commands)
ENGLISH_WORDS = {word: word for word in COMMANDS + WITH_ARGUMENT}

Say = Callable[..., str]

_ENGLISH = {
    "reply-no-option": "there is no option { $reply }: type 1-{ $count }, or help",
    "reply-empty": "type 1-{ $count }, or help",
    "reply-unknown": "'{ $reply }' is not an option: type 1-{ $count } (the digits 0-9), or help",
    "reply-save-needs-file": "give a file name: save FILE",
    "reply-log-number": "'{ $reply }' is not a number of lines: log, or log 20",
    "reply-explain-needs-name": "give a name or an option's number: explain NAME",
    "reply-ambiguous": "'{ $reply }' fits several options ({ $numbers }): type the number",
}


def english(message_id: str, **args) -> str:
    """The English lines, for callers without a catalogue (tests, other tools)."""
    text = _ENGLISH[message_id]
    for name, value in args.items():
        text = text.replace("{ $" + name + " }", str(value))
    return text


def read_reply(reply: str, decision: Decision, labels: Sequence[str] = (), say: Optional[Say] = None,
               words: Optional[Mapping[str, str]] = None) -> tuple[str, str]:
    """("answer", an option's key), (a command, its argument) or ("refused", the line that says
    why). Commands: `undo`, `help`, `quit`, `options`, `save FILE`, `show [NAME]`, `explain NAME`,
    `log [N]`, by any word of `words` (a typed word, casefolded → the command; English when not
    given). An answer is a number (only the digits 0-9: `²`, `①` are refused, never fed to
    int()), an option's key, or its label (`labels`, in the option order; any case, or the start of
    one label).

    Which wins when a reply could be both: a number is always the option of that number; then a
    command word (the reply's first word) is the command, before any option's key or name — so
    `help` never answers an option called "Help…", and the option is chosen by its number."""
    say = say or english
    words = words or ENGLISH_WORDS
    reply = reply.strip()
    count = len(decision.options)
    if re.fullmatch(r"[0-9]+", reply):
        number = int(reply) if len(reply) <= MAX_NUMBER_DIGITS else None
        if number is not None and 1 <= number <= count:
            return "answer", decision.options[number - 1].key
        return "refused", say("reply-no-option", reply=shown(reply), count=count)
    word, _, rest = reply.partition(" ")
    rest = unquoted(rest.strip())
    command = words.get(word.casefold())
    if command in COMMANDS and not rest:
        return command, ""
    if command in WITH_ARGUMENT:
        return _command(command, rest, say)
    if decision.find(reply) is not None:
        return "answer", reply
    if not reply:
        return "refused", say("reply-empty", count=count)
    by_name = _by_label(reply, decision, labels)
    if by_name is not None:
        if by_name[0] == "ambiguous":
            return "refused", say("reply-ambiguous", reply=shown(reply), numbers=by_name[1])
        return by_name
    return "refused", say("reply-unknown", reply=shown(reply), count=count)


def _command(word: str, rest: str, say: Say) -> tuple[str, str]:
    if word == "save":
        if not rest:
            return "refused", say("reply-save-needs-file")
        return "save", str(Path(rest).expanduser())
    if word == "log":
        if rest and not re.fullmatch(r"[0-9]{1,6}", rest):
            return "refused", say("reply-log-number", reply=shown(rest))
        return "log", rest
    if word == "explain" and not rest:
        return "refused", say("reply-explain-needs-name")
    return word, rest


def _by_label(reply: str, decision: Decision, labels: Sequence[str]) -> Optional[tuple[str, str]]:
    """The option whose label is the reply (any case), else the one label the reply starts."""
    wanted = reply.casefold()
    options = decision.options
    exact = [i for i, label in enumerate(labels[:len(options)]) if label.casefold() == wanted]
    if len(exact) == 1:
        return "answer", options[exact[0]].key
    starts = [i for i, label in enumerate(labels[:len(options)]) if label.casefold().startswith(wanted)]
    if len(wanted) >= 2 and len(starts) == 1:
        return "answer", options[starts[0]].key
    if len(exact) > 1 or (len(wanted) >= 2 and len(starts) > 1):
        numbers = ", ".join(str(i + 1) for i in (exact or starts)[:8])
        return "ambiguous", numbers
    return None


def unquoted(text: str) -> str:
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text


def shown(text: str) -> str:
    """A reply echoed back: printable, one line, at most 40 characters."""
    clean = "".join(c if c.isprintable() and not 0xD800 <= ord(c) <= 0xDFFF else "?" for c in text)
    return clean if len(clean) <= 40 else clean[:39] + "…"
