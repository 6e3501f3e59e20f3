"""The sentences of a game being played: how a decision, an option, its preview, a step taken on a
player's behalf and a log event read, in the player's language.

Why one class: every surface that shows a game to a person (`teotl play` in the terminal, the
browser of `teotl serve`, `teotl simulate --log`) asks this one object for its words, so a
sentence is written once, through the text layer (the catalogues of rules/i18n and of the rule
set), never per game in Python. The surface decides *where* a text goes; this decides *what it
says*.

Where the words come from. Each primitive declares, next to its compile function, how the
decisions it asks and the log events it writes read (`registry.renders("prompt", TOPIC)`,
`("option", TOPIC)`, `("event", NAME)`; a decision's topic is its `about`, teotl.model.decisions),
with catalogue messages in every language (`ask-…`, `option-…`, `event-…`); the events of the
flow itself are teotl.text.flow_events'. A rule set may give an event its own sentence (a
message `log-EVENT-SUBJECT`, docs/translating.md) and mark bookkeeping counters `hidden: true`
(their changes get no line). The preview of an option is worked out by the engine
(teotl.runtime.preview: the option run on a copy of the game up to the next decision) and told
by teotl.text.preview_text.

    text = PlayText(runtime, ruleset, "pt", ["Ana", "Bruno"])
    text.prompt(decision, state)                  # the question
    text.option(decision, option, state, game)    # (label, preview); preview "" without the game
    text.forced(decision, option, state)          # "Move which worker? your worker … (the only choice)"
    text.event(event, viewer=0)                   # one log line, or None when there is nothing to say
    text.name("resource", "coin")                 # a name as a label
"""
from __future__ import annotations

import re
from typing import Any, Optional, Sequence

import teotl.text.flow_events  # noqa: F401  (the flow's own events registered)
from teotl.language.registry import RENDERERS
from teotl.model.decisions import about_of
from teotl.runtime.observation import redact
from teotl.text.catalogue import Noun
from teotl.text.play_nouns import PlayNouns, capital
from teotl.text.preview_text import Previews

#: the kinds `PlayText.name` knows: vocabulary sections, components and seats
NAME_KINDS = ("resource", "track", "board", "piece", "supply", "counter", "flag", "type", "space", "component",
              "seat", "word", "node")

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_#-]*")
_ENGINE_KINDS = ("choose", "may", "continue", "target", "piece", "distance", "pay_with", "slot", "spot",
                 "board", "node", "cell", "rotation", "component", "order")


class PlayText:
    """The words of one game in one language (see the module's docstring)."""

    def __init__(self, runtime: Any, ruleset: Any, lang: str = "en", seat_names: Sequence[str] = ()):
        self.runtime = runtime
        self.ruleset = ruleset
        self.lang = lang
        self.seat_names = list(seat_names)
        self.nouns = PlayNouns(ruleset, lang, runtime, seat_names)
        self.renderer = self.nouns          # the rule-text renderer (`teotl explain`'s words)
        self.previews = Previews(self.nouns)
        self._names: dict[tuple[str, str], str] = {}

    # ------------------------------------------------------------------ decisions
    def prompt(self, decision: Any, state: Any) -> str:
        """The question a decision asks ("Which worker moves?")."""
        nouns = self._at(state, decision.player)
        about = about_of(decision)
        render = RENDERERS.get(("prompt", about[0])) if about else None
        text = render(nouns, decision, about) if render is not None else None
        if text is None:
            kind = decision.kind if decision.kind in _ENGINE_KINDS else "other"
            text = nouns.msg(f"ask-kind-{kind}")
        return capital(text)

    def option(self, decision: Any, option: Any, state: Any, game: Any = None) -> tuple[str, str]:
        """One option as (label, preview): what it is, and what it costs and gives or where it goes
        (worked out by running it on a copy of `game`, once per decision for all its options; ""
        without the game or when it changes nothing the player would see)."""
        nouns = self._at(state, decision.player)
        label = self._label(nouns, decision, option)
        preview = ""
        if game is not None and getattr(game, "pending", None) is decision:
            preview = self.previews.of(game, decision, option)
            if _said(preview) == _said(label):   # "Gain 2 coins — gain 2 coins": the label says it all
                preview = ""
        return label, preview

    def forced(self, decision: Any, option: Any, state: Any) -> str:
        """The line for a step taken on the player's behalf (the only option there was)."""
        nouns = self._at(state, decision.player)
        return capital(nouns.msg("forced-step", question=self.prompt(decision, state),
                                 answer=self._label(nouns, decision, option)))

    def _label(self, nouns: PlayNouns, decision: Any, option: Any) -> str:
        about = about_of(decision)
        render = RENDERERS.get(("option", about[0])) if about else None
        text = render(nouns, decision, option, about) if render is not None else None
        if text is None:
            text = self._plain_label(nouns, decision, option)
        return capital(text)

    def _plain_label(self, nouns: PlayNouns, decision: Any, option: Any) -> str:
        """An option no primitive words: named by what its key is (a component, a board, a
        resource, a track, yes or no), else by its number."""
        key = str(option.key)
        if key in ("yes", "no"):
            return nouns.msg(f"option-{key}")
        for kind in ("component", "board", "resource", "track", "supply", "flag"):
            if self._known(kind, key):
                return self.name(kind, key)
        return nouns.msg("option-number", number=decision.options.index(option) + 1
                         if option in decision.options else key)

    def _at(self, state: Any, viewer: Optional[int]) -> PlayNouns:
        nouns = self.nouns
        if state is not None:
            nouns.state = state
        nouns.viewer = viewer
        return nouns

    def positions(self, state: Any, seat: int) -> list[tuple[str, str]]:
        """Where a seat's pieces stand on spaces the panels do not draw, one (space, line) each
        (a token on a ring space: "RING: stop 2, space 1, by BOARD", each by its catalogue name)."""
        render = RENDERERS.get(("positions", "ring"))
        return render(self._at(state, seat), state, seat) if render is not None and state is not None else []

    # ------------------------------------------------------------------ the log
    def event(self, event: dict, viewer: Optional[int], state: Any = None) -> Optional[str]:
        """One log event as a sentence, or None when there is nothing to say to `viewer` (a
        bookkeeping counter's change). `viewer` (a seat, None for a watcher) reads it as it may
        (`Runtime.observe`: a move names the cards only to a seat that sees them); `state`, when
        given, is where its pieces are looked up (else the last state described)."""
        nouns = self._at(state, viewer)
        shown = redact(self.runtime, event, viewer) if self.runtime is not None else event
        kind = str(shown.get("e", ""))
        own = self._rule_set_sentence(nouns, shown)
        if own is not None:
            return own
        render = RENDERERS.get(("event", kind))
        if render is not None:
            try:
                text = render(nouns, shown)
            except (KeyError, IndexError, TypeError, ValueError):
                text = nouns.msg("event-generic", who=nouns.who(shown), what=nouns.humanise(kind))
        else:
            text = nouns.msg("event-generic", who=nouns.who(shown), what=nouns.humanise(kind))
        if text is None or text == "":
            return None
        return capital(_where(nouns, shown, text))

    def _rule_set_sentence(self, nouns: PlayNouns, event: dict) -> Optional[str]:
        """A rule set's own sentence for this event (`log-EVENT-SUBJECT[-VALUE]`), if it has one."""
        kind = event.get("e")
        subject = event.get("counter") or event.get("component") or event.get("key")
        if not isinstance(subject, str):
            return None
        subject = subject.partition("#")[0]
        for message in (f"log-{kind}-{subject}-{event.get('value')}", f"log-{kind}-{subject}"):
            if nouns.cat.knows_message(message):
                return capital(nouns.msg(message, who=nouns.who(event), value=event.get("value", "")))
        return None

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
        nouns = self.nouns
        if kind == "seat":
            index = int(name) if name.lstrip("-").isdigit() else -1
            return self.seat_names[index] if 0 <= index < len(self.seat_names) else f"#{index + 1}"
        if kind == "component" or (kind == "board" and name in self.ruleset.components):
            base, _, copy = name.partition("#")
            component = self.ruleset.components.get(base)
            if component is None:
                return capital(name.replace("_", " ").replace("-", " "))
            return nouns.component_title(component) + (f" ({copy})" if copy else "")
        if kind == "node":
            map_id, _, node = name.rpartition(":")
            return capital(nouns.node(map_id, node))
        try:
            return capital(nouns.cat.noun(nouns.noun(name, 1, kind if kind in NAME_KINDS else None)))
        except Exception:  # a name the catalogues cannot form: shown readable, never as an error
            return capital(name.replace("_", " "))

    def shown_counter(self, name: str) -> bool:
        """Is this global counter one players see (not the rules' bookkeeping, `hidden: true`)?"""
        return name not in self.nouns.hidden_counters

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
        """Component ids and vocabulary names inside an engine text replaced by their names (for a
        text from outside the catalogues, such as a rule file's own words)."""
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


def _where(nouns: PlayNouns, event: dict, text: str) -> str:
    """The line with where it happened, when the event says so ("… (the Shop, level 3)")."""
    at = event.get("at")
    if not isinstance(at, str) or at not in nouns.board_by_id:
        return _what_for(nouns, event, text)
    board = nouns.board(at)
    if "acting_level" in event:
        return nouns.msg("event-at-level", line=text, board=board, level=event["acting_level"])
    return nouns.msg("event-at", line=text, board=board)


def _what_for(nouns: PlayNouns, event: dict, text: str) -> str:
    """The line with the rule it counted for (`for`: a component or template, as a counted gain
    logs it), when no board says where: "Ana gains 6 coins (The majority)"."""
    owner = event.get("for")
    ruleset = nouns.ruleset
    item = ruleset.components.get(owner) or (getattr(ruleset, "templates", {}) or {}).get(owner) \
        if isinstance(owner, str) else None
    if item is None:
        return text
    return nouns.msg("event-for", line=text, rule=nouns.component_title(item))


__all__ = ["PlayText", "NAME_KINDS", "Noun"]


def _said(text: str) -> str:
    """What a label or a preview says, for telling whether one only repeats the other: its
    words in lower case, without the marks that part them ("pay 3 coins: gain 1 VP" and "pay 3
    coins · gain 1 VP" say the same)."""
    return " ".join("".join(c if c.isalnum() else " " for c in text.casefold()).split())
