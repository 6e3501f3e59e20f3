"""Names in the player's language for everything the page shows: components, spaces, counters.

Why apart from the view: the view decides *what* a seat sees, this decides *how it is called*.
Names come from the rule set's catalogues through the text layer (`teotl explain` uses the
same), so a component has its Portuguese name in Portuguese and a track reads "the long road"
in English. Option labels and log sentences are picked in `view.py` (issue 15 will give them
their final wording there).
"""
from __future__ import annotations

from functools import cached_property, lru_cache
from typing import Any, Optional

from teotl.server import core
from teotl.server.rulesets import Loaded
from teotl.text.audience import not_for_players

# the case a heading's noun is in: catalogues' terms choose their forms by `$case` (German
# `[nom] der Dschungel`, `*[dat] dem Dschungel`); a term without cases ignores it
HEADING_CASE = "nom"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def humanise(name: str) -> str:
    return capital(str(name).replace("_", " ").replace("-", " "))


class Labels:
    def __init__(self, loaded: Loaded, lang: str):
        self.loaded = loaded
        self.lang = lang
        self.renderer = loaded.renderer(lang)
        self.component = lru_cache(maxsize=None)(self._component)
        self.noun = lru_cache(maxsize=None)(self._noun)

    def _component(self, component_id: str) -> str:
        """A component (or an instance `ID#2` of one) by its name in this language. Copies of
        one component are alike to a player, so an instance is named as its component (the
        log names it so too)."""
        base = str(component_id).partition("#")[0]
        component = self.loaded.ruleset.components.get(base)
        if component is None:
            return humanise(component_id)
        return self.renderer.component_title(component)

    def _noun(self, name: str, count: Any = 1, case: Optional[str] = None) -> str:
        """A vocabulary name (resource, track, supply, counter, piece, type) in this language, as
        it reads inside a sentence ("the long road"); `case`: the grammatical case a catalogue's
        term may choose by (`nom` for a heading: "Der Dschungel", where a sentence's default
        may be another, "vom Dschungel")."""
        renderer = self.renderer
        try:
            return renderer.cat.noun(renderer.noun(name, count), case)
        except Exception:  # a name the catalogues cannot form: shown readable, never as an error
            return str(name).replace("_", " ")

    def title(self, name: str) -> str:
        """The same name as a heading or a label ("The long road"), in the nominative."""
        return capital(self.noun(name, 1, HEADING_CASE))

    def label(self, name: str) -> str:
        """The same name as a bare label beside its value ("Blue track 3", not "The blue track 3",
        which reads as a sentence cut short): the heading less a leading article the language
        lists (`-label-articles`, "the"; "le; la; les; l’"). German lists none: without the
        article an adjective's ending changes ("der blaue …" would have to read "blauer …")."""
        text = self.title(name)
        for article in self._articles:
            rest = text[len(article):]
            if text[:len(article)].casefold() == article.casefold() and rest[:1].isalpha():
                return capital(rest)
        return text

    @cached_property
    def _articles(self) -> tuple[str, ...]:
        """The leading articles `label` drops, longest first ("les " before "le "; "l’" as it is)."""
        try:
            listed = self.renderer.cat.term("label-articles") or ""
        except Exception:  # a catalogue without the term: no article is dropped
            listed = ""
        words = [w.strip() for w in listed.split(";") if w.strip()]
        return tuple(sorted((w if w.endswith(("’", "'")) else w + " " for w in words), key=len, reverse=True))

    def board(self, board_id: str) -> str:
        """A board of the ring by its component's name when one describes it, else its noun."""
        if board_id in self.loaded.ruleset.components:
            return self.component(board_id)
        return self.title(board_id)

    def player_supply(self, name: str, owner: int, viewer: Optional[int], seat_names: list[str]) -> str:
        """A per-player supply as a heading in its owner's panel: the viewer's own by its term
        ("Your hand"); another seat's by the term without "your" (`-supply-NAME-whose`, "The
        hand") when a catalogue has it, else as that seat's ("Your hand" never heads Bruno's)."""
        if owner == viewer:
            return self.title(name)
        renderer = self.renderer
        whose = f"supply-{name}-whose"
        try:
            if renderer.cat.knows_term(whose):
                return capital(renderer.cat.noun(renderer.term(whose, 1, humanise(name))))
            default = 0 <= owner < len(seat_names) and \
                seat_names[owner] == renderer.msg("screen-player", number=owner + 1)
            player = renderer.seat_in_case(self.owner(owner, seat_names), "player" if default else "named")
            return capital(renderer.msg("ref-supply-of", supply=humanise(name).lower(), player=player))
        except Exception:  # a name the catalogues cannot form: shown readable, never as an error
            return humanise(name)

    def player_supply_label(self, name: str) -> Optional[str]:
        """A per-player supply as a bare label ("Hand"), for a one-line panel where "The hand 5"
        would read as a sentence cut short: the term `-supply-NAME-label` when a catalogue has it."""
        term = f"supply-{name}-label"
        try:
            if self.renderer.cat.knows_term(term):
                return self.renderer.cat.noun(self.renderer.term(term, 1, humanise(name)))
        except Exception:  # a term the catalogues cannot form: the panel falls back to the heading
            return None
        return None

    def mark(self, name: str, count: int) -> str:
        """A mark on a component (`vocabulary.marks`) as a label, in the plural its count needs."""
        try:
            return capital(self.renderer.cat.noun(self.renderer.noun(name, count, "mark")))
        except Exception:
            return humanise(name)

    def space(self, space_id: str) -> str:
        """A space of `vocabulary.spaces` as a heading ("The field")."""
        return self._term(space_id, "space")

    def cell_label(self, word: str) -> str:
        """A word put on cells (`vocabulary.labels`) as the player reads it ("laid this turn")."""
        return self._term(word, "label", capital_first=False)

    def data_field(self, field: str) -> str:
        """A field of components' data (`workers: [2, 1, 0, 1]`, `price: 3`) as a label: a
        resource or track by its name, any other by its term `-key-FIELD`, else readable."""
        vocab = self.loaded.runtime.vocab
        if field in vocab.resources or field in vocab.tracks:
            return self.title(field)
        try:
            return capital(self.renderer.cat.noun(self.renderer.key_noun(field)))
        except Exception:
            return humanise(field)

    def _term(self, name: str, kind: str, capital_first: bool = True) -> str:
        try:
            text = self.renderer.cat.noun(self.renderer.noun(name, 1, kind), HEADING_CASE)
        except Exception:  # a name the catalogues cannot form: shown readable, never as an error
            text = str(name).replace("_", " ")
        return capital(text) if capital_first else text

    def type_name(self, component_type: str) -> str:
        try:
            return capital(self.renderer.cat.noun(self.renderer.noun(component_type, 1, "type")))
        except Exception:
            return humanise(component_type)

    def owner(self, owner: int, seat_names: list[str]) -> str:
        """A seat's name; an owner beyond the seats (a colour nobody plays) by its number."""
        if 0 <= owner < len(seat_names):
            return seat_names[owner]
        return f"#{owner + 1}"

    def node(self, graph: core.Graph, node_id: str) -> str:
        """A node by a short name: its `name`, else its id (its component, when it has one, is
        shown on hover)."""
        node = graph.nodes.get(node_id)
        return node.name if node is not None and node.name else humanise(node_id)

    def rule_text(self, component_id: str) -> Optional[dict[str, Any]]:
        """A component's rule text, as `teotl explain --all` renders it, in sections. A component
        that is no rule for players (advice to the computer players, a hook: see
        teotl.text.audience) is named with one line that says so, never shown as a rule
        (`for_players` false)."""
        ruleset = self.loaded.ruleset
        component = ruleset.components.get(str(component_id).partition("#")[0])
        if component is None:
            return None
        if component.id in not_for_players(ruleset):
            return {"id": component.id, "title": self.renderer.component_title(component), "type": "",
                    "sections": [{"label": "", "text": self.renderer.cat.format("screen-not-for-players", {})}],
                    "grid": None, "printed": None, "for_players": False}
        rendered = self.renderer.render_component(component)
        return {"id": component.id, "title": rendered.title, "type": rendered.type_label,
                "sections": [{"label": s.label, "text": s.text} for s in rendered.sections],
                "grid": rendered.grid, "printed": rendered.printed.get(self.lang), "for_players": True}
