"""The nouns of a game being played: seats, pieces where they stand, components, supplies,
amounts — what the sentences of decisions, options and log lines are made of.

`PlayNouns` is a `Renderer` (so rule text — `clause`, `cond`, `effect` — and the catalogue's
`msg`, `join`, `noun` are at hand) that also knows the game: the seat names, the state being
described and the seat it is described to (`viewer`: "your worker" to that seat, "Bruno's worker"
to the others). It is what the primitives' decision and event renderings receive (registered with
`registry.renders("prompt" | "option" | "event", …)`, next to their compile functions); like the
rule-text renderings they call it duck-typed and never import text.

Names come back as catalogue nouns (`Noun`, `Cased`), so a message puts them in the case it
needs (`{ $board_dat }`); `label` turns any of them into a capitalised label.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Optional, Sequence

from teotl.language import ast
from teotl.model.supply_keys import split_key
from teotl.text.catalogue import Cased, Noun
from teotl.text.render import Renderer
from teotl.primitives.graph_space import graph_data


#: a component a viewer may not see, where an event names one (a surface's own redaction)
HIDDEN_COMPONENT = "?hidden"

_AMOUNT = re.compile(r"([a-z_][a-z0-9_]*)\s+(\d+)")


#: verbs that are the rules' own bookkeeping (an event fired, acquisitions starting to work): left
#: out of an option's label, which says what the player does
_BOOKKEEPING = ("emit", "settle")


def _without_bookkeeping(node: Any) -> Any:
    """A sequence without its bookkeeping statements (the node itself when it has none)."""
    if isinstance(node, ast.Seq):
        kept = tuple(_without_bookkeeping(s) for s in node.stmts
                     if not (isinstance(s, ast.Call) and s.verb in _BOOKKEEPING))
        if len(kept) != len(node.stmts) or any(a is not b for a, b in zip(kept, node.stmts)):
            return kept[0] if len(kept) == 1 else ast.Seq(kept, line=node.line, column=node.column)
        return node
    if isinstance(node, ast.Pay):
        body = _without_bookkeeping(node.body)
        return node if body is node.body else ast.Pay(node.amounts, body, line=node.line, column=node.column)
    return node


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class PlayNouns(Renderer):
    """One rule set's nouns in one language, for one game (see the module's docstring)."""

    def __init__(self, ruleset: Any, lang: str = "en", runtime: Any = None, seat_names: Sequence[str] = (),
                 extra_dirs: Sequence[Path] = ()):
        super().__init__(ruleset, lang, extra_dirs)
        self.runtime = runtime
        self.seat_names = list(seat_names)
        self.state: Any = None          # the state being described (pieces are looked up in it)
        self.viewer: Optional[int] = None  # the seat it is described to (None: a watcher)
        self.board_by_id = {b.id: b for b in self.vocab.boards}
        hidden = getattr(getattr(runtime, "vocab", None), "hidden_counters", None)
        self.hidden_counters = set(hidden if hidden is not None else self.vocab.hidden_counters)

    # ------------------------------------------------------------------ seats
    def seat(self, index: Any) -> str:
        """A seat by its name; an owner beyond the seats is a colour nobody plays."""
        if isinstance(index, int) and 0 <= index < len(self.seat_names):
            return self.seat_names[index]
        if isinstance(index, int) and index >= 0:
            return self.msg("seat-unplayed", number=index + 1)
        return self.msg("seat-unknown")

    def who(self, event: dict) -> Cased:
        return self.seat_value(event.get("p"))

    def seat_value(self, index: Any) -> Cased:
        """A seat's name as a value a message may put in a case (`{ $who_de }`: "do Jogador 1",
        "de Ana"; teotl.text.seat_case)."""
        name = self.seat(index)
        if not isinstance(index, int) or index < 0:
            kind = "named"
        elif index >= len(self.seat_names):
            kind = "unplayed"
        else:
            kind = "player" if name == self.msg("screen-player", number=index + 1) else "named"
        return self.seat_in_case(name, kind)

    # ------------------------------------------------------------------ things by name
    def component(self, cid: Any) -> Noun:
        """A component (or an instance `ID#k` of one) as its catalogue noun: its label where it is
        chosen or logged (`label:` in its rule file, the term `-label-ID`), else its name."""
        if cid == HIDDEN_COMPONENT:
            return Noun("", 1, self.msg("event-hidden-components", count=1))
        base = str(cid).partition("#")[0]
        info = self.components.get(base)
        if info is None:
            return Noun("", 1, capital(self.humanise(base).replace("-", " ")))
        label = getattr(info, "label", None) or (info.raw.get("label") if isinstance(getattr(info, "raw", None), dict)
                                                 else None)
        if label or self.cat.knows_term(f"label-{base}"):
            return Noun(f"label-{base}", 1, str(label or info.name or base))
        term = self._module_term("component", base) or f"component-{base}"
        return Noun(term, 1, info.name or base)

    def type_of(self, cid: str) -> str:
        info = self.components.get(str(cid).partition("#")[0])
        return info.type if info is not None else ""

    def action(self, node: Any, label: bool = True) -> str:
        """An effect offered as a choice, as its label: `resolve ID` by the component's label or
        name, anything else as its rule text (capitalised when `label`)."""
        while isinstance(node, ast.Seq) and len(node.stmts) == 1:
            node = node.stmts[0]
        if isinstance(node, ast.Call) and node.verb == "resolve" and len(node.args) == 1:
            name = self.name_of(node.args[0])
            if name in self.components:
                return self.label(self.component(name))
        if isinstance(node, ast.Choose):   # a choice offered as one step: its options, one or another
            return capital(self.join([self.action(o, label=False) for o in node.options], "or")) if label else \
                self.join([self.action(o, label=False) for o in node.options], "or")
        text = self.clause(_without_bookkeeping(node))
        return capital(text) if label else text

    def key_name(self, key: str, inline: bool = False) -> Any:
        """An answer's key read as a name: a resource, track, board or component by its name,
        yes or no, a number as "option N". As a label (capitalised), or `inline` inside a
        sentence ("Bruno chooses the red track", "Bruno wählt die rote Leiste", not
        "… The red track"): a resource, track or board then comes back as its catalogue noun."""
        if key in ("yes", "no"):
            return self.msg(f"option-{key}")
        if key.isdigit():
            return self.msg("option-number", number=int(key))
        if key.partition("#")[0] in self.components:
            return self.label(self.component(key))
        named = self.resource(key) if key in self.vocab.resources else self.track(key) \
            if key in self.vocab.tracks else self.board(key) if key in self.board_by_id else None
        if named is not None:
            return named if inline else self.label(named)   # inline: the noun, in the case the message asks
        return capital(self.humanise(key))

    def board(self, board: Any, count: Any = 1) -> Noun:
        """A board by id, vocabulary index or number."""
        if isinstance(board, int) and 0 <= board < len(self.vocab.boards) and not isinstance(board, bool):
            return self.noun(self.vocab.boards[board].id, count, "board")
        if isinstance(board, str) and board in self.board_by_id:
            return self.noun(board, count, "board")
        return self.board_noun(board, count)

    def resource(self, name: str, count: Any = 1) -> Noun:
        return self.noun(str(name), count, "resource" if name in self.vocab.resources else None)

    def amount_of(self, name: str, count: int) -> str:
        """"2 coins", in the plural the number needs."""
        return self.msg("amount", count=count, resource=self.resource(name, count))

    def amounts_of(self, pairs: Sequence[tuple[str, int]]) -> str:
        return self.join([self.amount_of(name, count) for name, count in pairs])

    def written_amounts(self, text: str) -> str:
        """Amounts as an effect writes them (`coin 1, gem 2`) as words ("1 coin and 2 gems")."""
        pairs = [(name, int(count)) for name, count in _AMOUNT.findall(text) if name in self.vocab.resources]
        return self.amounts_of(pairs) if pairs else self.humanise(text)

    def track(self, name: str) -> Noun:
        return self.noun(str(name), 1, "track" if name in self.vocab.tracks else None)

    def counter(self, name: str) -> Noun:
        return self.noun(str(name), 1, "counter" if name in self.vocab.counters else None)

    def flag(self, name: str) -> Noun:
        return self.noun(str(name), 1, "flag" if name in self.vocab.flags else None)

    def space(self, name: str) -> Noun:
        if name in self.components:
            return self.component(name)
        return self.noun(str(name), 1, "space" if name in self.vocab.spaces else None)

    def supply(self, key: Any, actor: Any = None) -> Any:
        """A supply by its state key: a shared one by its noun; a player's own (`hand@1`) by its
        noun when it is the viewer's ("your hand"), else as the supply of that seat. In a sentence
        that names its `actor` ("Ana puts … from …"), the actor's own supply is the actor's
        (`-supply-NAME-own`: "their hand", "der eigenen Hand"), never "your hand" beside "Ana"."""
        name, owner = split_key(str(key))
        own = f"supply-{name}-own"
        if owner is not None and owner == actor and self.cat.knows_term(own):
            return Noun(own, 1, self.humanise(name))
        noun = self.noun(name, 1, "supply" if name in self.vocab.supplies else None)
        whose = Noun(f"supply-{name}-whose", 1, self.humanise(name))   # the supply without "your"
        if owner is None or owner == self.viewer or (owner == actor and not self.cat.knows_term(whose.term)):
            return noun   # (a term that names no owner, "the card being built", needs no "of Ana" beside Ana)
        seat = self.seat_value(owner)
        plain = whose if self.cat.knows_term(whose.term) else noun
        return Cased(lambda case: self.msg("ref-supply-of", supply=self.cat.noun(plain, case), player=seat))

    def node(self, space: Any, node: Any) -> str:
        """A node of a graph space: its term, its component's name or its `name` in the graph's data,
        else its id made readable."""
        spec = self.vocab.spaces.get(str(space))
        data = graph_data(spec, self.components) if spec is not None and spec.kind == "graph" else None
        map_id = space
        for entry in ((data or {}).get("nodes") or []) if isinstance(data, dict) else []:
            if isinstance(entry, dict) and entry.get("id") == node:
                term = f"node-{map_id}-{node}"
                if self.cat.knows_term(term):
                    return self.cat.noun(Noun(term, 1, str(entry.get("name") or node)))
                if entry.get("component") in self.components:   # a node that is a component: its name
                    return self.cat.noun(self.component(entry["component"]))
                if entry.get("name"):
                    return str(entry["name"])
        term = f"node-{node}"
        return self.cat.noun(Noun(term, 1, capital(self.humanise(str(node)))))

    def label(self, value: Any) -> str:
        """Any name (a noun, a cased value or text) as a label: capitalised."""
        if isinstance(value, Noun):
            return capital(self.cat.noun(value))
        if isinstance(value, Cased):
            return capital(value.render(None))
        return capital(str(value))

    # ------------------------------------------------------------------ pieces
    def piece_kind(self, kind: str, count: Any = 1) -> Noun:
        return self.noun(kind, count, "piece")

    def piece_text(self, piece: Any, where: bool = True) -> str:
        """A piece as its owner knows it: "your piece of level 3 on the second board" to its owner,
        "Bruno’s piece of level 3 on the second board" to the others (`where`: with its level and
        board; a piece number never shows). `piece`: the piece, or its number in the state."""
        if not hasattr(piece, "kind"):
            piece = self.find_piece(piece)
            if piece is None:
                return self.msg("piece-unknown", piece=self.piece_kind(self.piece))
        noun = self.piece_kind(piece.kind)
        owner = piece.owner
        whose = "yours" if owner == self.viewer else ("unplayed" if owner >= len(self.seat_names) else "seat")
        board = self.board(piece.at) if where and piece.at is not None and piece.at >= 0 else None
        return self.msg("piece-described", whose=whose, owner=self.seat_value(owner), piece=noun,
                        level=piece.value if where else "", board=board if board is not None else "",
                        place="board" if board is not None else "none", locked="yes" if where and piece.held else "no")

    def piece_of_event(self, event: dict, where: bool = False) -> str:
        """The piece a log event names (`piece`: its number), as `piece` describes it; a piece no
        longer in the state as "a worker of Ana's"."""
        piece = self.find_piece(event.get("piece"))
        if piece is None:
            return self.msg("piece-someone", who=self.who(event), piece=self.piece_kind(self.piece))
        return self.piece_text(piece, where=where)

    def find_piece(self, pid: Any) -> Any:
        state = self.state
        if state is None or not isinstance(pid, int):
            return None
        pieces = state.pieces
        if 0 <= pid < len(pieces) and pieces[pid].pid == pid:
            return pieces[pid]
        return next((p for p in pieces if p.pid == pid), None)
