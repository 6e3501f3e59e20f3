"""The catalogue side of rendering: messages, lists, sentences and the nouns of a rule set.

`Nouns` is what every rendering needs (teotl.text.render's `Renderer` builds on it): a message by
id (`msg`), lists joined with the catalogue's own patterns (`join`), sentences, and the noun of a
name chosen by the kind of name (`-coin`, `-track-NAME`, `-board-NAME`, `-component-ID`). The
primitives' render functions (teotl.primitives) call these duck-typed: they never import text.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from teotl.language import ast
from teotl.language.expressions import CONTEXT_VALUES
from teotl.model.vocabulary import Vocabulary
from teotl.text.catalogue import Cased, Catalogue, Noun
from teotl.text.clauses import in_case, inflected
from teotl.text.supply_text import SupplyOf, supply_of
from teotl.text.seat_case import seat_in_case


def humanise(name: str) -> str:
    return str(name).replace("_", " ")


class Nouns:
    """Messages and nouns of one rule set in one language."""

    def __init__(self, ruleset: Any, lang: str = "en", extra_dirs: Sequence[Path] = (),
                 catalogue: Optional[Catalogue] = None):
        self.ruleset = ruleset
        self.lang = lang
        dirs = list(extra_dirs)
        if catalogue is None:
            dirs += self.rule_set_dirs(ruleset)
            catalogue = Catalogue(lang, dirs)
        self.cat = catalogue
        components = list(ruleset.components.values())
        self.vocab = Vocabulary.from_game(ruleset.game or {}, components)
        self.components = ruleset.components
        self.templates = getattr(ruleset, "templates", None) or {}   # id → Template (template_text.py)
        self.placeholders: dict[str, str] = {}   # a template's parameters while its body is rendered
        self.arguments: set[int] = set()          # ids of the nodes being rendered as a function's arguments
        self.board_ids = {b.id for b in self.vocab.boards}
        self.piece = next(iter(self.vocab.pieces), "piece")
        # what a primitive's rendering works out once per renderer (key: the primitive's own name)
        self.memo: dict[str, Any] = {}

    @staticmethod
    def rule_set_dirs(ruleset: Any) -> list[Path]:
        """Folders whose `i18n/<lang>/` may hold catalogues of this rule set and its modules."""
        dirs = []
        if getattr(ruleset, "root", None) is not None:
            dirs.append(Path(ruleset.root))
        for module in getattr(ruleset, "modules", ()) or ():
            dirs.append(Path(module.path))
        for variant in getattr(ruleset, "variants", ()) or ():
            dirs.append(Path(variant.path).parent)
        seen, result = set(), []
        for d in dirs:
            key = d.resolve() if d.exists() else d
            if key not in seen and (d / "i18n").is_dir():
                seen.add(key)
                result.append(d)
        return result

    @property
    def warnings(self) -> list[str]:
        return self.cat.all_warnings()

    # ================================================================== helpers
    def msg(self, message_id: str, **args: Any) -> str:
        return self.cat.format(message_id, args)

    def join(self, items: Sequence[str], kind: str = "and") -> str:
        """`a`, `a and b`, `a, b and c` through `list-KIND-pair` and `list-KIND-more`."""
        items = [i for i in items if i != ""]
        if not items:
            return ""
        if len(items) == 1:
            return items[0]
        text = self.msg(f"list-{kind}-pair", first=items[-2], second=items[-1])
        for item in reversed(items[:-2]):
            text = self.msg(f"list-{kind}-more", first=item, rest=text)
        return text

    def sentence(self, clause: str) -> str:
        text = self.msg("sentence", clause=clause).strip()
        return text[:1].upper() + text[1:] if text else text

    def switched(self, name: str, change: Any, on: bool, case: Optional[str] = None) -> Optional[str]:
        """A flag-like resource or counter (0 or 1) changed by one, in the catalogue's own words
        for switching it on or off, when it has them: the terms `-set-NAME` and `-unset-NAME`
        ("raise your banner" rather than "gain 1 raised banner"; an option's preview asks
        for the variant `preview`, where a language words previews otherwise). None otherwise."""
        if change != 1:
            return None
        term = f"{'set' if on else 'unset'}-{name}"
        return self.cat.noun(Noun(term, 1, ""), case) if self.cat.knows_term(term) else None

    # ------------------------------------------------------------------ nouns
    def kind_of(self, name: str) -> str:
        """Which vocabulary section names `name` (the first that does, in a fixed order): it picks
        the catalogue term family (`resource`, `track-…`, `supply-…`, …)."""
        for kind, names in self._kinds():
            if name in names:
                return kind
        return "word"

    def _kinds(self) -> list[tuple[str, Any]]:
        v = self.vocab
        if getattr(self, "_kind_table", None) is None:
            self._kind_table = [
                ("resource", v.resources), ("track", v.tracks), ("board", self.board_ids), ("group", v.groups),
                ("piece", v.pieces), ("supply", v.supplies), ("flag", v.flags), ("mark", v.marks), ("counter", v.counters),
                ("query", set(v.queries) | set(v.aliases) | set(CONTEXT_VALUES)), ("table", v.tables),
                ("type", v.component_types), ("tag", v.tags), ("event", v.events), ("component", self.components),
            ]
        return self._kind_table

    def noun(self, name: str, count: Any = 1, kind: Optional[str] = None) -> Noun:
        if name in self.placeholders:
            return Noun("", count, self.placeholders[name])   # a template's parameter: plain text
        kind = kind or self.kind_of(name)
        if kind == "resource":
            return Noun(name, count, humanise(name))
        if kind in ("board", "component"):
            replaced = self._module_term(kind, name)
            if replaced is not None:
                return Noun(replaced, count, humanise(name))
        if kind == "component":
            component = self.components.get(name)
            return Noun(f"component-{name}", count, (component.name if component and component.name else name))
        if kind == "word":
            return Noun(f"word-{name}", count, humanise(name))
        return Noun(f"{kind}-{name}", count, humanise(name))

    def _module_term(self, kind: str, name: str) -> Optional[str]:
        """A module that replaces a component keeps its id (so every effect naming it sees the new
        one) but may rename it: the term `-KIND-ID--MODULE` (e.g. a board of the same number with
        another name), when a catalogue has it, wins over the base term `-KIND-ID`."""
        component = self.components.get(name)
        module = getattr(component, "module", None)
        if not module or module == "base":
            return None
        term = f"{kind}-{name}--{module}"
        return term if self.cat.knows_term(term) else None

    def board_noun(self, number_or_id: Any, count: Any = 1) -> Noun:
        if isinstance(number_or_id, int) or (isinstance(number_or_id, str) and number_or_id.isdigit()):
            board = self.vocab.board_by_number(int(number_or_id))
            if board is None:
                return Noun(f"board-{number_or_id}", count, f"board {number_or_id}")
            return self.noun(board.id, count, "board")
        return self.noun(str(number_or_id), count, "board")

    def what_noun(self, name: str, count: Any = "other") -> Noun:
        """A component type or tag (count(…), use, pick, claim lowest)."""
        kind = self.kind_of(name)
        if kind not in ("type", "tag"):
            kind = "type" if name in self.vocab.component_types else ("tag" if name in self.vocab.tags else kind)
        return self.noun(name, count, kind)

    def key_noun(self, key: str) -> Noun:
        return Noun(f"key-{key}", 1, humanise(key))

    def bound(self, arg: Any) -> Any:
        """A bound name (a handle: `it`, `placed`, `cell`, the `c` of `each c in …`) as text: a
        template's parameter as its placeholder (`SQUARE`); a name the engine binds as the term
        `-bound-NAME` ("the cell", "a casa"), as a noun so that a message puts it in its case
        (`von { $cell_dat }`: "vom Feld"); a rule's own letter as written; not a name: its value."""
        name = self.name_of(arg)
        if not name:
            return self.expr(arg)
        if name in self.placeholders:
            return self.placeholders[name]
        term = f"bound-{name}"
        return Noun(term, 1, name) if self.cat.knows_term(term) else name

    def field_name(self, name: str) -> str:
        """A component's data field as named in effects (`datum(c, price)`, `fill … where category
        A`): the term `-field-NAME` (a rule set's catalogue), in English the field's own name as
        words without one; another language without the term warns (`teotl i18n status`)."""
        term = f"field-{name}"
        if not name:
            return ""
        if self.lang == "en" and not self.cat.knows_term(term):
            return humanise(name)
        return self.cat.noun(Noun(term, 1, humanise(name)))


    def supply_noun(self, arg: Any) -> Noun:
        if isinstance(arg, SupplyOf):  # `hand of (p)` (teotl.text.supply_text)
            return supply_of(self, arg)
        name = arg.name if isinstance(arg, (ast.Word, ast.Ref)) else self.name_of(arg)
        return self.noun(name or "?", 1, "supply" if name in self.vocab.supplies else None)

    @staticmethod
    def name_of(node: Any) -> Optional[str]:
        """The name a node carries (a reference, a word, `any WORD`, a name in parentheses), else None."""
        if isinstance(node, ast.Ref):
            return node.name
        if isinstance(node, (ast.Word, ast.AnyWord)):
            return node.name
        if isinstance(node, ast.ExprArg):
            return Nouns.name_of(node.expr)
        return None

    # ------------------------------------------------------------------ for the primitives' render functions
    @staticmethod
    def humanise(name: str) -> str:
        return humanise(name)

    @staticmethod
    def term(term_id: str, count: Any = 1, fallback: str = "") -> Noun:
        """A catalogue term as a noun (`position-top`, `says-KEY`), `fallback` when no catalogue has it."""
        return Noun(term_id, count, fallback)

    @staticmethod
    def cased(render: Callable[[Optional[str]], str]) -> Cased:
        """A placeholder value that depends on the grammatical case the message asks for."""
        return Cased(render)

    @staticmethod
    def inflected(text: str, forms: Callable[[str], str]) -> str:
        """`text` that a message may ask for in another case (`$value_acc`): `forms(case)`."""
        return inflected(text, forms)

    @staticmethod
    def in_case(value: Any, case: Optional[str]) -> Any:
        """An expression's text in `case` where it has its cases, else as it is."""
        return in_case(value, case)

    def seat_in_case(self, name: str, kind: str = "named") -> Cased:
        """A player's name (or a rule's name for one, `p`) that a message may put in a case:
        `{ $player_de }` is "de p", "do Jogador 1" (teotl.text.seat_case)."""
        return seat_in_case(self.msg, self.cat.knows_message, name if isinstance(name, str) else str(name), kind)
