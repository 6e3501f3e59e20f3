"""The sentences of a game being played: how a decision, an option, its preview, a step taken on a
player's behalf and a log event read, in the player's language.

Why one class: every surface that shows a game to a person (`teotl play` in the terminal, and any
other) asks this one object for its words, so a sentence is written once, through the text layer
(the catalogues of rules/i18n and of the rule set), never per game in Python. The surface decides
*where* a text goes; this decides *what it says*.

This is the plain implementation: the engine's own texts (`Option.text`, `Decision.prompt`, the
log's text of teotl.runtime.logtext) with ids replaced by the names the catalogues give. Issue 15
gives each of them its own sentence here; callers need not change.

    text = PlayText(runtime, ruleset, "pt", ["Ana", "Bruno"])
    text.prompt(decision, state)                  # the question
    text.option(decision, option, state)          # (label, preview); preview "" when none
    text.event(event, viewer=0)                   # one log line, or None when not for that viewer
    text.name("resource", "wood")                 # a name as a label
"""
from __future__ import annotations

import re
from typing import Any, Optional, Sequence

from teotl.runtime.logtext import event_text
from teotl.text.render import Renderer

#: the kinds `PlayText.name` knows: vocabulary sections, components and seats
NAME_KINDS = ("resource", "track", "board", "piece", "supply", "counter", "flag", "type", "space", "component",
              "seat", "word")

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_#-]*")

#: log event fields that hold a name, and the kind of name
_EVENT_FIELDS = {"track": "track", "supply": "supply", "counter": "counter", "board": "board", "at": "board",
                 "component": "component", "tile": "component", "grid": "component", "space": "space",
                 "resource": "resource", "flag": "flag", "piece_kind": "piece", "name": "component"}


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class PlayText:
    """The words of one game in one language (see the module's docstring)."""

    def __init__(self, runtime: Any, ruleset: Any, lang: str = "en", seat_names: Sequence[str] = ()):
        self.runtime = runtime
        self.ruleset = ruleset
        self.lang = lang
        self.seat_names = list(seat_names)
        self.renderer = Renderer(ruleset, lang)
        self._names: dict[tuple[str, str], str] = {}

    # ------------------------------------------------------------------ decisions
    def prompt(self, decision: Any, state: Any) -> str:
        """The question a decision asks ("Where does your worker go?")."""
        return _capital(self._named(decision.prompt))

    def option(self, decision: Any, option: Any, state: Any) -> tuple[str, str]:
        """One option as (label, preview): what it is, and what it costs and gives or where it goes
        ("" when there is nothing to add to the label)."""
        return _capital(self._named(option.text)), ""

    def forced(self, decision: Any, option: Any, state: Any) -> str:
        """The line for a step taken on the player's behalf (the only option there was)."""
        label, preview = self.option(decision, option, state)
        return f"{self.prompt(decision, state)} {label}" + (f" ({preview})" if preview else "")

    # ------------------------------------------------------------------ the log
    def event(self, event: dict, viewer: Optional[int]) -> Optional[str]:
        """One log event as a sentence, or None when it is not shown to `viewer` (a seat, or None
        for a watcher). The event is the one `viewer` may read (already redacted)."""
        named = dict(event)
        for field, kind in _EVENT_FIELDS.items():
            value = named.get(field)
            if isinstance(value, str) and self._known(kind, value):
                named[field] = self.name(kind, value)
        if isinstance(named.get("boards"), list):
            named["boards"] = [self.name("board", str(b)) for b in named["boards"]]
        return event_text(named, self.seat_names)

    # ------------------------------------------------------------------ names
    def name(self, kind: str, name: str) -> str:
        """A resource, track, board, supply, counter, piece kind, component (or an instance
        `ID#k` of one), space or seat by its name in this language, as a label."""
        key = (kind, str(name))
        known = self._names.get(key)
        if known is None:
            known = self._names[key] = self._name(kind, str(name))
        return known

    def _name(self, kind: str, name: str) -> str:
        if kind == "seat":
            index = int(name) if name.lstrip("-").isdigit() else -1
            return self.seat_names[index] if 0 <= index < len(self.seat_names) else f"#{index + 1}"
        renderer = self.renderer
        if kind == "component" or (kind == "board" and name in self.ruleset.components):
            base, _, copy = name.partition("#")
            component = self.ruleset.components.get(base)
            if component is None:
                return _capital(name.replace("_", " ").replace("-", " "))
            return renderer.component_title(component) + (f" ({copy})" if copy else "")
        try:
            return _capital(renderer.cat.noun(renderer.noun(name, 1, kind if kind in NAME_KINDS else None)))
        except Exception:  # a name the catalogues cannot form: shown readable, never as an error
            return _capital(name.replace("_", " "))

    def _known(self, kind: str, value: str) -> bool:
        """Is `value` a name of that kind in this rule set (not already a sentence or a number)?"""
        vocab = self.runtime.vocab
        if kind == "component":
            return value.partition("#")[0] in self.ruleset.components
        if kind == "board":
            return any(b.id == value for b in vocab.boards)
        table = {"track": vocab.tracks, "supply": vocab.supplies, "counter": vocab.counters,
                 "space": vocab.spaces, "resource": vocab.resources, "flag": vocab.flags, "piece": vocab.pieces}
        return value in table.get(kind, ())

    def _named(self, text: str) -> str:
        """Component ids and vocabulary names inside an engine text replaced by their names."""
        vocab = self.runtime.vocab
        boards = {b.id for b in vocab.boards}

        def named(match: re.Match) -> str:
            word = match.group(0)
            if word in boards:
                return self.name("board", word)
            if ("-" in word or "_" in word or "#" in word) and word.partition("#")[0] in self.ruleset.components:
                return self.name("component", word)
            if "_" in word:
                for kind in ("supply", "track", "counter", "space", "flag"):
                    if self._known(kind, word):
                        return self.name(kind, word)
            return word
        return _WORD.sub(named, text)
