"""Effects and components as rule text, from their syntax trees, through a message catalogue.

Every node kind, verb and query has one message (`stmt-gain`, `verb-advance`, `query-min`, …);
this module only decides which message and which placeholder values, never the words. Lists
are joined with the catalogue's own list patterns (`list-and-pair`, `list-and-more`). Nouns are
catalogue terms chosen by the kind of name (`-coin`, `-track-NAME`, `-board-NAME`,
`-component-st-00`). Anything the renderer does not understand is shown plainly and recorded as
a warning; rendering never raises on a rule set that loaded.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Optional, Sequence

from teotl.language import ast
from teotl.language.expressions import CONTEXT_VALUES
from teotl.model.vocabulary import Vocabulary
from teotl.text import iteration_text, spaces_text, template_text  # noqa: F401  (spaces_text adds its texts to iteration_text)
from teotl.text.catalogue import Cased, Catalogue, Noun

PIECE_FILTERS = ("unlocked", "locked", "here", "acting", "weakest", "strongest")
_ARITH = {"+": ("expr-add", 1), "-": ("expr-sub", 1), "*": ("expr-mul", 2), "/": ("expr-div", 2),
          "%": ("expr-mod", 2)}
_COMPARE = {">=": "cmp-ge", "<=": "cmp-le", ">": "cmp-gt", "<": "cmp-lt", "==": "cmp-eq", "!=": "cmp-ne"}


def humanise(name: str) -> str:
    return str(name).replace("_", " ")


@dataclass
class Section:
    """One part of a rendered component: a label ("" for the main effect) and its text."""
    label: str
    text: str
    field_path: str = ""


@dataclass
class RenderedComponent:
    id: str
    title: str
    type_label: str
    module: str
    sections: list[Section] = field(default_factory=list)
    grid: Optional[dict] = None          # {"corner", "columns": [...], "rows": [[label, cells...]]}
    printed: dict[str, str] = field(default_factory=dict)


class Renderer:
    """Renders one rule set's effects and components in one language."""

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
        self.board_ids = {b.id for b in self.vocab.boards}
        self.piece = next(iter(self.vocab.pieces), "piece")
        self._says: dict[str, str] = {}
        for component in components:
            says = component.data.get("says") if isinstance(component.data, dict) else None
            if isinstance(says, dict):
                self._says.update({str(k): str(v) for k, v in says.items()})

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
                ("piece", v.pieces), ("supply", v.supplies), ("flag", v.flags), ("counter", v.counters),
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
        """A component type or tag (count(…), use, pick, seek)."""
        kind = self.kind_of(name)
        if kind not in ("type", "tag"):
            kind = "type" if name in self.vocab.component_types else ("tag" if name in self.vocab.tags else kind)
        return self.noun(name, count, kind)

    def key_noun(self, key: str) -> Noun:
        return Noun(f"key-{key}", 1, humanise(key))

    # ================================================================== expressions
    def expr(self, node: Any, parent_precedence: int = 0) -> str:
        if node is None:
            return ""
        if isinstance(node, ast.Num):
            return str(node.value)
        if isinstance(node, ast.Ref):
            return self.ref(node.name)
        if isinstance(node, ast.Phrase):
            return self.phrase(node)
        if isinstance(node, ast.Func):
            return self.func(node)
        if isinstance(node, ast.Negate):
            return self.msg("expr-neg", value=self.expr(node.operand, 3))
        if isinstance(node, ast.Not):
            return self.msg("cond-not", condition=self.cond(node.operand))
        if isinstance(node, ast.BinOp):
            if node.op in _ARITH:
                message, precedence = _ARITH[node.op]
                text = self.msg(message, left=self.operand(node.left, precedence),
                                right=self.operand(node.right, precedence + 1))
                return self.msg("expr-paren", value=text) if precedence < parent_precedence else text
            if node.op in _COMPARE:
                return self.msg(_COMPARE[node.op], left=self.expr(node.left), right=self.expr(node.right))
            if node.op in ("and", "or"):
                return self.msg(f"cond-{node.op}", left=self.cond(node.left), right=self.cond(node.right))
        self.cat.warn(f"{self.lang}: cannot render expression {type(node).__name__}")
        return "?"

    def operand(self, node: Any, precedence: int) -> str:
        """An arithmetic operand; a condition used as a number reads as "1 if …, otherwise 0"."""
        if isinstance(node, ast.BinOp) and node.op not in _ARITH or isinstance(node, ast.Not):
            return self.msg("expr-bool", condition=self.cond(node))
        return self.expr(node, precedence)

    def cond(self, node: Any) -> str:
        """An expression used as a condition: flags, ownership and leads read as statements."""
        if isinstance(node, ast.Func):
            name = self.vocab.canonical(node.name)
            names = [self._name_of(a) for a in node.args]
            if name == "flag" and names and names[0]:
                return self.msg("cond-flag", flag=self.noun(names[0], 1, "flag"))
            if name == "owns":
                return self.msg("query-owns")
            if name == "leader" and names and names[0]:
                return self.msg("cond-leader", track=self.noun(names[0], 1, "track"))
        if isinstance(node, ast.BinOp) and node.op in ("and", "or"):
            return self.msg(f"cond-{node.op}", left=self.cond(node.left), right=self.cond(node.right))
        if isinstance(node, ast.Not):
            return self.msg("cond-not", condition=self.cond(node.operand))
        return self.expr(node)

    def filter_item(self, node: Any) -> str:
        """An event or modifier filter: `board 2`, a component type, a name."""
        if isinstance(node, ast.Ref):
            kind = self.kind_of(node.name)
            if kind in ("type", "tag"):
                return self.cat.noun(self.what_noun(node.name, 1))
            return self.cat.noun(self.noun(node.name, 1, kind))
        return self.expr(node)

    def ref(self, name: str) -> str:
        if name in self.templates and name not in self.placeholders:
            return template_text.call(self, self.templates[name], [], value=True)
        kind = self.kind_of(name)
        if kind == "resource":
            return self.msg("ref-resource", resource=self.noun(name, "other"))
        if kind == "track":
            return self.msg("ref-track", track=self.noun(name))
        if kind == "counter":
            return self.msg("ref-counter", counter=self.noun(name))
        if kind == "query":
            return self.query_name(name)
        if kind == "table":
            return self.cat.noun(self.noun(name))
        if kind in ("type", "tag"):
            return self.msg("query-count", what=self.what_noun(name))
        if kind == "flag":
            return self.msg("query-flag", flag=self.noun(name))
        return self.cat.noun(self.noun(name))

    def query_name(self, name: str) -> str:
        """A named query, an alias or a context value: the game's term for it if the catalogue
        has one, else the engine's message for the generic value, else its definition."""
        term = f"query-{name}"
        if self.cat.knows_term(term):
            return self.cat.noun(Noun(term, 1, humanise(name)))
        target = self.vocab.canonical(name)
        if target != name and self.cat.knows_term(f"query-{target}"):
            return self.cat.noun(Noun(f"query-{target}", 1, humanise(target)))
        if target in CONTEXT_VALUES:
            return self.msg(f"ctx-{target}")
        definition = (getattr(self.ruleset, "game_parsed", {}) or {}).get(f"vocabulary.queries.{name}")
        if definition is not None:
            self.cat.warn(f"{self.lang}: no term `-query-{name}`, its definition used")
            return self.expr(definition)
        return self.cat.noun(Noun(term, 1, humanise(name)))

    def phrase(self, node: ast.Phrase) -> str:
        words = list(node.words)
        if len(words) == 2 and words[0] == "board":
            return self.cat.noun(self.board_noun(words[1]))
        if len(words) >= 2 and words[0] == "board":
            return self.join([self.cat.noun(self.board_noun(w)) for w in words[1:]], "or")
        return " ".join(self.cat.noun(self.noun(str(w))) if isinstance(w, str) else str(w) for w in words)

    def _name_of(self, node: Any) -> Optional[str]:
        if isinstance(node, ast.Ref):
            return node.name
        if isinstance(node, (ast.Word, ast.AnyWord)):
            return node.name
        if isinstance(node, ast.ExprArg):
            return self._name_of(node.expr)
        return None

    def func(self, node: ast.Func) -> str:
        if node.name in self.templates:
            return template_text.call(self, self.templates[node.name], node.args, value=True)
        name = self.vocab.canonical(node.name)
        args = node.args
        if len(args) == 1 and isinstance(args[0], ast.Binder):
            return iteration_text.over(self, name, args[0])
        names = [self._name_of(a) for a in args]
        if name in ("min", "max"):
            return self.msg(f"query-{name}", values=self.join([self.expr(a) for a in args]))
        if name == "abs" and args:
            return self.msg("query-abs", value=self.expr(args[0]))
        if name == "available" and names and names[0]:
            return self.msg("query-available", resource=self.noun(names[0], "other", "resource"))
        if name in ("count", "pairs") and names and names[0]:
            return self.msg(f"query-{name}", what=self.what_noun(names[0]))
        if name == "table" and len(args) == 2 and names[0]:
            return self.msg("query-table", table=self.noun(names[0], 1, "table"), index=self.expr(args[1]))
        if name in ("set_score", "best_set") and len(args) == 2 and names[0] and names[1]:
            return self.msg(f"query-{name}", tag=self.what_noun(names[0]), table=self.noun(names[1], 1, "table"))
        if name == "pieces_level" and len(args) == 2:
            return self.msg("query-pieces_level", pieces=self.noun(self.piece, "other", "piece"),
                            low=self.expr(args[0]), high=self.expr(args[1]))
        if name == "pieces_on" and args:
            board = args[0]
            if isinstance(board, ast.Phrase) and len(board.words) == 2 and board.words[0] == "board":
                where: Any = self.board_noun(board.words[1])
            else:
                where = self.phrase(board) if isinstance(board, ast.Phrase) else self.expr(board)
            return self.msg("query-pieces_on", pieces=self.noun(self.piece, "other", "piece"), board=where)
        if name == "tracks_at_least" and len(args) == 2 and names[0]:
            return self.msg("query-tracks_at_least", group=self.noun(names[0], "other", "group"),
                            step=self.expr(args[1]))
        if name == "leader" and names and names[0]:
            return self.msg("query-leader", track=self.noun(names[0], 1, "track"))
        if name == "flag" and names and names[0]:
            return self.msg("query-flag", flag=self.noun(names[0], 1, "flag"))
        if name == "owns":
            return self.msg("query-owns")
        if name == "locked":
            return self.msg("query-locked", pieces=self.noun(self.piece, "other", "piece"))
        if name == "top_datum" and len(args) >= 2 and names[0]:
            return self.msg("query-top_datum", supply=self.noun(names[0], 1, "supply"),
                            field=humanise(names[1] or self.expr(args[1])))
        if name == "slot_datum" and len(args) >= 3 and names[0]:
            return self.msg("query-slot_datum", supply=self.noun(names[0], 1, "supply"), slot=self.expr(args[1]),
                            field=humanise(names[2] or self.expr(args[2])))
        if name == "ring_position" and args:
            return self.msg("query-ring_position", board=self.expr(args[0]))
        if name.startswith("map_") and names and names[0]:   # map_paths.py: the map, then a node or a key
            where = self.noun(names[0], 1, "component")
            if len(names) > 1 and names[1]:
                keyed = name in ("map_pieces", "map_markable", "map_marked")
                return self.msg(f"query-{name}-key" if keyed else f"query-{name}", map=where, second=humanise(names[1]))
            return self.msg(f"query-{name}", map=where)
        if name == "datum" and len(args) >= 2 and names[0] in self.components:  # a handle: spaces_text
            if len(args) == 3:
                return self.msg("query-datum-index", component=self.noun(names[0], 1, "component"),
                                field=humanise(names[1] or self.expr(args[1])), index=self.expr(args[2]))
            return self.msg("query-datum", component=self.noun(names[0], 1, "component"),
                            field=humanise(names[1] or self.expr(args[1])))
        # a named query or value with a filter: workers_here(board 8)
        if name in self.vocab.queries or node.name in self.vocab.aliases or name in CONTEXT_VALUES:
            where = self.join([self.expr(a) for a in args], "or")
            return self.msg("query-filtered", value=self.query_name(node.name), filter=where) if where \
                else self.query_name(node.name)
        text_of = iteration_text.QUERY_TEXTS.get(name)
        if text_of is not None:
            return text_of(self, node)
        self.cat.warn(f"{self.lang}: no message for query `{node.name}`")
        return self.msg("query-generic", name=humanise(node.name), values=self.join([self.expr(a) for a in args]))

    # ================================================================== amounts
    def amount(self, amount: ast.Amount) -> str:
        target = amount.target
        count = amount.count
        literal = count is None or isinstance(count, ast.Num)
        number = 1 if count is None else (count.value if isinstance(count, ast.Num) else None)
        if target.any_of:
            noun = self.noun(target.name, number if literal else "other", "group")
            if literal:
                text = self.msg("amount-any", count=number, group=noun)
            else:
                text = self.msg("amount-any-expr", group=noun, value=self.expr(count))
        else:
            noun = self.noun(target.name, number if literal else "other")
            if literal:
                text = self.msg("amount", count=number, resource=noun)
            else:
                text = self.msg("amount-expr", resource=noun, value=self.expr(count))
        if amount.per is not None:
            text = self.msg("amount-per", amount=text, per=self.expr(amount.per))
        return text

    def amounts(self, amounts: Iterable[ast.Amount]) -> str:
        return self.join([self.amount(a) for a in amounts])

    def cost(self, node: Any) -> str:
        if isinstance(node, tuple):
            return self.amounts(node)
        if isinstance(node, ast.Amount):
            return self.amount(node)
        return self.clause(node)

    # ================================================================== statements
    def effect(self, node: Any) -> str:
        """A whole effect as one or more sentences."""
        if isinstance(node, ast.Trigger):
            return self.sentence(self.trigger(node))
        if isinstance(node, ast.Modifier):
            return self.sentence(self.modifier(node))
        if isinstance(node, tuple):
            return self.sentence(self.amounts(node))
        if isinstance(node, ast.Seq):
            return " ".join(self.sentence(self.clause(s)) for s in node.stmts)
        if isinstance(node, ast.Node):
            if isinstance(node, (ast.BinOp, ast.Num, ast.Ref, ast.Func, ast.Not, ast.Negate, ast.Phrase)):
                return self.expr(node)
            return self.sentence(self.clause(node))
        return str(node)

    def trigger(self, node: ast.Trigger) -> str:
        event = self.noun(node.event, 1, "event")
        body = self.clause(node.body)
        if node.filter:
            where = self.join([self.filter_item(f) for f in node.filter], "or")
            return self.msg("effect-trigger-filter", event=event, filter=where, body=body)
        return self.msg("effect-trigger", event=event, body=body)

    def modifier(self, node: ast.Modifier) -> str:
        value = self.query_name(node.query)
        delta = node.delta
        negative = isinstance(delta, ast.Negate)
        size = delta.operand if negative else delta
        amount = self.expr(size)
        direction = "decrease" if negative else "increase"
        if node.filter:
            text = self.msg(f"effect-modifier-{direction}-filter", value=value, amount=amount,
                            filter=self.join([self.filter_item(f) for f in node.filter], "or"))
        else:
            text = self.msg(f"effect-modifier-{direction}", value=value, amount=amount)
        if node.condition is not None:
            text = self.msg("effect-modifier-while", modifier=text, condition=self.cond(node.condition))
        return text

    def body(self, node: Any) -> str:
        return self.clause(node)

    def clause(self, node: Any) -> str:
        if isinstance(node, ast.Seq):
            parts = [self.clause(s) for s in node.stmts]
            return self.join(parts, "then")
        if isinstance(node, ast.Gain):
            return self.msg("stmt-gain", amounts=self.amounts(node.amounts))
        if isinstance(node, ast.Pay):
            return self.msg("stmt-pay", cost=self.amounts(node.amounts), body=self.body(node.body))
        if isinstance(node, ast.Choose):
            return self.msg("stmt-choose", options=self.join([self.clause(o) for o in node.options], "options"))
        if isinstance(node, ast.May):
            return self.msg("stmt-may", body=self.body(node.body))
        if isinstance(node, ast.Repeat):
            body = self.body(node.body)
            if node.up_to:
                count = self.count(node.count)
                return self.msg("stmt-repeat-upto" if isinstance(count, int) else "stmt-repeat-upto-expr",
                                count=count, body=body)
            if isinstance(node.count, ast.Num):
                return self.msg("stmt-repeat", count=node.count.value, body=body)
            return self.msg("stmt-repeat-expr", count=self.expr(node.count), body=body)
        if isinstance(node, ast.If):
            condition = self.cond(node.condition)
            if node.otherwise is not None:
                return self.msg("stmt-if-else", condition=condition, then=self.clause(node.then),
                                otherwise=self.clause(node.otherwise))
            return self.msg("stmt-if", condition=condition, then=self.clause(node.then))
        if isinstance(node, ast.Case):
            return self.msg("stmt-case", value=self.expr(node.subject), arms=self.arms(node.arms))
        if isinstance(node, ast.Roll):
            return self.msg("stmt-roll", dice=node.dice, sides=node.sides, arms=self.arms(node.arms))
        if isinstance(node, ast.Priority):
            steps = []
            for step in node.steps:
                if step.guard is None:
                    steps.append(self.msg("priority-otherwise", body=self.clause(step.body)))
                else:
                    steps.append(self.msg("priority-when", condition=self.cond(step.guard),
                                          body=self.clause(step.body)))
            return self.msg("stmt-priority", steps=self.join(steps, "steps"))
        if isinstance(node, ast.Each) and node.source is not None:
            return iteration_text.each(self, node)
        if isinstance(node, ast.As):
            return iteration_text.as_player(self, node)
        if isinstance(node, ast.Require):
            return iteration_text.require(self, node)
        if isinstance(node, ast.Each):
            who = "other" if node.who == "other" else "player"
            body = self.body(node.body)
            if node.condition is not None:
                return self.msg("stmt-each-where", who=who, condition=self.cond(node.condition), body=body)
            return self.msg("stmt-each", who=who, body=body)
        if isinstance(node, ast.Nothing):
            return self.msg("stmt-nothing")
        if isinstance(node, ast.Call):
            return self.call(node)
        if isinstance(node, (ast.Trigger, ast.Modifier)):
            return self.trigger(node) if isinstance(node, ast.Trigger) else self.modifier(node)
        self.cat.warn(f"{self.lang}: cannot render statement {type(node).__name__}")
        return "?"

    def count(self, node: Any) -> Any:
        """A number as a number (so plural selectors work), anything else as text."""
        if isinstance(node, ast.Num):
            return node.value
        if isinstance(node, ast.Range) and node.hi in (None, node.lo) and node.hi is not None:
            return node.lo
        if isinstance(node, ast.Range) and node.hi == node.lo:
            return node.lo
        if isinstance(node, ast.Range):
            return self.range_text(node)
        if isinstance(node, ast.ExprArg):
            return self.count(node.expr)
        return self.expr(node)

    def range_text(self, node: ast.Range) -> str:
        if node.hi is None:
            return self.msg("range-open", low=node.lo)
        if node.hi == node.lo:
            return str(node.lo)
        return self.msg("range-span", low=node.lo, high=node.hi)

    def arms(self, arms: Sequence[ast.Arm]) -> str:
        parts = []
        for arm in arms:
            key = self.msg("key-else") if arm.key is None else self.range_text(arm.key)
            parts.append(self.msg("case-arm", key=key, body=self.clause(arm.body)))
        return self.join(parts, "arms")

    # ================================================================== verbs
    def call(self, node: ast.Call) -> str:
        if node.verb in self.templates:
            return template_text.call(self, self.templates[node.verb], node.args)
        verb = self.vocab.canonical(node.verb)
        handler = getattr(self, f"verb_{verb}", None)
        if handler is not None:
            try:
                result = handler(node, list(node.args))
            except (IndexError, AttributeError, TypeError, ValueError):
                result = None
            if result is not None:
                return result
        text_of = iteration_text.VERB_TEXTS.get(verb)
        if text_of is not None:
            return text_of(self, node)
        self.cat.warn(f"{self.lang}: no rendering for verb `{node.verb}` with these arguments")
        return self.msg("verb-generic", verb=humanise(node.verb), args=" ".join(self.arg_text(a) for a in node.args))

    def arg_text(self, arg: Any) -> str:
        if isinstance(arg, ast.Word):
            return self.cat.noun(self.noun(arg.name))
        if isinstance(arg, ast.AnyWord):
            return self.msg("amount-any", count=1, group=self.noun(arg.name, 1, "group"))
        if isinstance(arg, ast.Range):
            return self.range_text(arg)
        if isinstance(arg, ast.ExprArg):
            return self.expr(arg.expr)
        return self.expr(arg)

    @staticmethod
    def words(args: Sequence[Any]) -> list[Optional[str]]:
        return [a.name if isinstance(a, ast.Word) else None for a in args]

    def pieces(self, args: list) -> tuple[dict, list]:
        """`worker unlocked here weakest …` → (placeholders of `piece-phrase`, remaining args)."""
        piece = args[0].name if args and isinstance(args[0], ast.Word) else self.piece
        rest = args[1:] if args and isinstance(args[0], ast.Word) and args[0].name in self.vocab.pieces else args
        if not (args and isinstance(args[0], ast.Word) and args[0].name in self.vocab.pieces):
            piece = self.piece
        state, rank, place = "any", "any", "anywhere"
        while rest and isinstance(rest[0], ast.Word) and rest[0].name in PIECE_FILTERS:
            word = rest.pop(0).name
            if word in ("unlocked", "locked"):
                state = word
            elif word in ("weakest", "strongest"):
                rank = word
            else:
                place = word
        phrase = self.msg("piece-phrase", piece=self.noun(piece, 1, "piece"), pieces=self.noun(piece, "other", "piece"),
                          state=state, rank=rank, place=place)
        return {"piece": phrase}, rest

    def supply_noun(self, arg: Any) -> Noun:
        name = arg.name if isinstance(arg, (ast.Word, ast.Ref)) else self._name_of(arg)
        return self.noun(name or "?", 1, "supply" if name in self.vocab.supplies else None)

    def _free(self, rest: list) -> tuple[str, list]:
        words = self.words(rest)
        if "free" in words:
            rest = [a for a in rest if not (isinstance(a, ast.Word) and a.name == "free")]
            return "yes", rest
        return "no", rest

    def verb_advance(self, node, args):
        steps = self.count(args[1]) if len(args) > 1 else 1
        if isinstance(args[0], ast.AnyWord):
            return self.msg("verb-advance-any", group=self.noun(args[0].name, 1, "group"), steps=steps)
        return self.msg("verb-advance", track=self.noun(args[0].name, 1, "track"), steps=steps)

    def verb_upgrade(self, node, args):
        values, rest = self.pieces(args)
        times = self.count(rest[0]) if rest else 1
        return self.msg("verb-upgrade", piece=values["piece"], times=times)

    def verb_downgrade(self, node, args):
        values, rest = self.pieces(args)
        return self.msg("verb-downgrade", piece=values["piece"], times=self.count(rest[0]) if rest else 1)

    def verb_move(self, node, args):
        values, rest = self.pieces(args)
        direction = rest[0].name
        distance = rest[1]
        low, high = distance.lo, distance.hi
        kind = "open" if high is None else ("single" if high == low else "span")
        return self.msg("verb-move", piece=values["piece"], direction=direction, low=low,
                        high=high if high is not None else low, kind=kind)

    def verb_follow(self, node, args):
        values, _ = self.pieces(args)
        return self.msg("verb-follow", piece=values["piece"])

    def verb_unlock(self, node, args):
        return self.msg("verb-unlock", pieces=self.noun(self.piece, "other", "piece"))

    def verb_claim(self, node, args):
        free, rest = self._free(args)
        if rest and isinstance(rest[0], ast.Word) and rest[0].name == "here":
            return self.msg("verb-claim-here", free=free)
        return self.msg("verb-claim", supply=self.supply_noun(rest[0]), free=free)

    def verb_acquire(self, node, args):
        free, rest = self._free(args)
        supply = self.supply_noun(rest[0])
        mode = rest[1].name if isinstance(rest[1], ast.Word) else "lowest"
        value = self.count(rest[2]) if len(rest) > 2 else ""
        return self.msg("verb-acquire", supply=supply, mode=mode, value=value, free=free)

    def verb_grant(self, node, args):
        return self.msg("verb-grant", flag=self.noun(args[0].name, 1, "flag"))

    def verb_consume(self, node, args):
        return self.msg("verb-consume", flag=self.noun(args[0].name, 1, "flag"))

    def _amount_from(self, resource_arg, count_arg) -> str:
        name = self._name_of(resource_arg)
        value = self.count(count_arg)
        if isinstance(value, int):
            return self.msg("amount", count=value, resource=self.noun(name, value))
        return self.msg("amount-expr", resource=self.noun(name, "other"), value=value)

    def verb_lose(self, node, args):
        return self.msg("verb-lose", amount=self._amount_from(args[0], args[1] if len(args) > 1 else ast.Num(1)))

    def verb_owe(self, node, args):
        return self.msg("verb-owe", amount=self._amount_from(args[0], args[1]),
                        penalty=self._amount_from(args[2], args[3]))

    def verb_recruit(self, node, args):
        return self.msg("verb-recruit", piece=self.noun(args[0].name, 1, "piece"), level=self.count(args[1]),
                        board=self.noun(self._name_of(args[2]), 1, "board"))

    def verb_relocate(self, node, args):
        values, rest = self.pieces(args)
        return self.msg("verb-relocate", piece=values["piece"], board=self.noun(self._name_of(rest[0]), 1, "board"),
                        level=self.count(rest[1]) if len(rest) > 1 else 1)

    def verb_station(self, node, args):
        return self.msg("verb-station", piece=self.noun(args[0].name, 1, "piece"), level=self.count(args[1]),
                        what=self.what_noun(self._name_of(args[2]), "other"))

    def verb_neutrals(self, node, args):
        return self.msg("verb-neutrals", pieces=self.noun(args[0].name, "other", "piece"), level=self.count(args[1]),
                        supply=self.supply_noun(args[2]), each=self.count(args[3]), owners=self.count(args[4]))

    def verb_set(self, node, args):
        name = self._name_of(args[0])
        return self.msg("verb-set", counter=self.noun(name, 1, None if name in self.vocab.resources else "counter"),
                        value=self.count(args[1]))

    def verb_hop(self, node, args):              # ring_slots.py
        return self.msg("verb-hop") if args else None

    def verb_place_token(self, node, args):      # ring_slots.py
        return self.msg("verb-place_token") if args else None

    def _map_options(self, args) -> tuple[Any, dict]:   # map_paths.py: the map, then `word [value]` options
        words = self.words(args)
        options: dict = {}
        index = 1
        while index < len(words):
            if words[index] in ("keep",):
                options[words[index]] = True
                index += 1
            else:
                options[words[index]] = words[index + 1] if index + 1 < len(words) else None
                index += 2
        return self.noun(words[0], 1, "component"), options

    def verb_map_enter(self, node, args):        # map_paths.py
        where, options = self._map_options(args)
        node_text = humanise(options["at"]) if options.get("at") else self.msg("verb-map_enter-entry")
        if options.get("from"):
            return self.msg("verb-map_enter-from", map=where, node=node_text,
                            counter=self.noun(options["from"], "other", "resource"))
        return self.msg("verb-map_enter", map=where, node=node_text)

    def verb_map_mark(self, node, args):         # map_paths.py
        where, options = self._map_options(args)
        return self.msg("verb-map_mark", map=where, key=humanise(options.get("where") or "-"),
                        keep="yes" if options.get("keep") else "no")

    def verb_map_remove(self, node, args):       # map_paths.py
        where, _ = self._map_options(args)
        return self.msg("verb-map_remove", map=where)

    def verb_upgrade_each(self, node, args):     # distinct_pieces.py
        values, rest = self.pieces(args)
        return self.msg("verb-upgrade_each", piece=values["piece"], count=self.arg_text(rest[-1]))

    def verb_emit(self, node, args):
        return self.msg("verb-emit", event=self.noun(args[0].name, 1, "event"))

    def verb_resolve(self, node, args):
        words = self.words(args)
        if words[0] is None and isinstance(args[0], ast.ExprArg):   # a handle: handle_effects.py
            item = self._name_of(args[0]) or self.expr(args[0].expr)
            if len(args) > 1 and words[1]:
                return self.msg("verb-resolve-shown-key", item=item, key=self.key_noun(words[1]))
            return self.msg("verb-resolve-shown", item=item)
        if words[0] == "board":
            return self.msg("verb-resolve-board", key=self.key_noun(words[1]))
        if words[0] == "owned":
            what = self.what_noun(words[1], "other")
            if len(args) > 2:
                return self.msg("verb-resolve-owned-key", what=what, key=self.key_noun(words[2]))
            return self.msg("verb-resolve-owned", what=what)
        name = words[0]
        if name in self.vocab.supplies:
            index = self.count(args[1]) if len(args) > 1 else 1
            if not isinstance(index, int):
                return self.msg("verb-resolve-supply-expr", supply=self.noun(name, 1, "supply"), index=index)
            return self.msg("verb-resolve-supply", supply=self.noun(name, 1, "supply"), index=index)
        component = self.noun(name, 1, "component")
        if len(args) > 1 and words[1]:
            return self.msg("verb-resolve-component-key", component=component, key=self.key_noun(words[1]))
        return self.msg("verb-resolve-component", component=component)

    def verb_try(self, node, args):
        words = self.words(args)
        component = self.noun(words[0], 1, "component")
        if len(args) > 1 and words[1]:
            return self.msg("verb-try-key", component=component, key=self.key_noun(words[1]))
        return self.msg("verb-try", component=component)

    def verb_pick(self, node, args):
        return self.msg("verb-pick", what=self.what_noun(args[0].name, 1))

    def verb_use(self, node, args):
        return self.msg("verb-use", what=self.what_noun(args[0].name, "other"))

    def verb_occupy(self, node, args):
        piece = self.noun(self.piece, 1, "piece")
        if len(args) >= 5:
            return self.msg("verb-occupy-waived", piece=piece, fee=self._amount_from(args[1], args[2]),
                            flag=self.noun(args[4].name, 1, "flag"))
        if len(args) >= 3:
            return self.msg("verb-occupy", piece=piece, fee=self._amount_from(args[1], args[2]))
        return self.msg("verb-occupy-free", piece=piece)

    def verb_fill(self, node, args):
        supply = self.supply_noun(args[0])
        what = self.what_noun(args[1].name, "other")
        if len(args) >= 4:
            return self.msg("verb-fill-where", supply=supply, what=what, field=humanise(self._name_of(args[2]) or ""),
                            value=self.arg_value(args[3]))
        return self.msg("verb-fill", supply=supply, what=what)

    def arg_value(self, arg) -> str:
        if isinstance(arg, ast.Word):
            return arg.name.upper() if len(arg.name) <= 3 else humanise(arg.name)
        return str(self.count(arg))

    def verb_shuffle(self, node, args):
        words = self.words(args)
        if words[0] == "boards":
            others = [w for w in words[2:] if w]
            if others:
                return self.msg("verb-shuffle-boards-except",
                                boards=self.join([self.cat.noun(self.noun(w, 1, "board")) for w in others]))
            return self.msg("verb-shuffle-boards")
        return self.msg("verb-shuffle", supply=self.supply_noun(args[0]))

    def verb_sort(self, node, args):
        return self.msg("verb-sort", supply=self.supply_noun(args[0]))

    def verb_deal(self, node, args):
        count = self.count(args[2]) if len(args) > 2 else 1
        if not isinstance(count, int):
            return self.msg("verb-deal-expr", source=self.supply_noun(args[0]), target=self.supply_noun(args[1]),
                            count=count)
        return self.msg("verb-deal", source=self.supply_noun(args[0]), target=self.supply_noun(args[1]),
                        count=self.count(args[2]) if len(args) > 2 else 1)

    def verb_refill(self, node, args):
        return self.msg("verb-refill", target=self.supply_noun(args[0]), source=self.supply_noun(args[1]),
                        count=self.count(args[2]) if len(args) > 2 else 1)

    def verb_take(self, node, args):
        free, rest = self._free(args)
        return self.msg("verb-take", supply=self.supply_noun(rest[0]), free=free)

    def verb_renew(self, node, args):
        return self.msg("verb-renew", what=self.what_noun(args[0].name, "other"), count=self.count(args[1]))

    def verb_clear(self, node, args):
        return self.msg("verb-clear")

    def verb_settle(self, node, args):
        return self.msg("verb-settle")

    def verb_reset(self, node, args):
        return self.msg("verb-reset", track=self.noun(args[0].name, 1, "track"), step=self.count(args[1]))

    def _grid_details(self, rest: list) -> list[str]:
        details, index = [], 0
        while index < len(rest):
            word = rest[index].name if isinstance(rest[index], ast.Word) else None
            if word == "up" and index + 2 < len(rest) + 1 and self.words(rest[index + 1:index + 2]) == ["to"]:
                details.append(self.msg("grid-up-to", count=self.count(rest[index + 2])))
                index += 3
            elif word in ("discount", "flat") and index + 1 < len(rest):
                count = self.count(rest[index + 1])
                details.append(self.msg(f"grid-{word}", count=count,
                                        points=self.noun(self.vocab.score or "vp", count if isinstance(count, int) else "other")))
                index += 2
            elif word in ("auto", "free", "random"):
                details.append(self.msg(f"grid-{word}"))
                index += 1
            else:
                index += 1
        return details

    def _with_details(self, main: str, details: list[str]) -> str:
        return self.msg("with-details", main=main, details=self.join(details, "details")) if details else main

    def verb_build(self, node, args):
        main = self.msg("verb-build", supply=self.supply_noun(args[0]), grid=self.noun(args[2].name, 1, "component"))
        return self._with_details(main, self._grid_details(args[3:]))

    def verb_decorate(self, node, args):
        main = self.msg("verb-decorate", supply=self.supply_noun(args[0]), grid=self.noun(args[2].name, 1, "component"))
        return self._with_details(main, self._grid_details(args[3:]))

    def verb_preplace(self, node, args):
        main = self.msg("verb-preplace", supply=self.supply_noun(args[0]), grid=self.noun(args[2].name, 1, "component"))
        return self._with_details(main, self._grid_details(args[3:]))

    def _board_options(self, rest: list) -> tuple[list[str], dict]:
        details, values, index = [], {}, 0
        while index < len(rest):
            word = rest[index].name if isinstance(rest[index], ast.Word) else None
            if word == "on" and index + 2 < len(rest) + 1:
                details.append(self.msg("piece-on-board", board=self.board_noun(self._board_word(rest[index + 2]))))
                index += 3
            elif word == "skip":
                boards = []
                index += 1
                while index + 1 < len(rest) + 1 and index < len(rest) and self.words(rest[index:index + 1]) == ["board"]:
                    boards.append(self.cat.noun(self.board_noun(self._board_word(rest[index + 1]))))
                    index += 2
                details.append(self.msg("piece-skip-boards", boards=self.join(boards)))
            elif word in ("up", "forward") and index + 1 < len(rest):
                values[word] = self.count(rest[index + 1])
                index += 2
            elif word == "next":
                values["next"] = "yes"
                index += 1
            else:
                index += 1
        return details, values

    def _board_word(self, arg) -> Any:
        if isinstance(arg, ast.Range):
            return arg.lo
        if isinstance(arg, ast.Word):
            return arg.name
        return self.count(arg)

    def verb_drive(self, node, args):
        values, rest = self.pieces(args)
        details, options = self._board_options(rest)
        if "forward" not in options:          # power-ups only, no move
            main = self.msg("verb-upgrade", piece=values["piece"], times=options.get("up", 1))
            return self._with_details(main, details)
        main = self.msg("verb-drive", piece=values["piece"], up=options.get("up", 0), forward=options.get("forward", 0))
        return self._with_details(main, details)

    def verb_enshrine(self, node, args):
        values, rest = self.pieces(args)
        details, options = self._board_options(rest)
        main = self.msg("verb-enshrine", piece=values["piece"], next=options.get("next", "no"))
        return self._with_details(main, details)

    def verb_attempt(self, node, args):
        values, rest = self.pieces(args)
        order = rest[1].name
        component = self.noun(rest[2].name, 1, "component")
        return self.msg("verb-attempt", piece=values["piece"], order=order, component=component)

    def verb_automate(self, node, args):
        words = self.words(args)
        policy = self.noun(words[0], 1, "component")
        component = self.noun(words[1], 1, "component")
        if len(args) > 2 and words[2]:
            return self.msg("verb-automate-key", policy=policy, component=component, key=self.key_noun(words[2]))
        return self.msg("verb-automate", policy=policy, component=component)

    def verb_mark(self, node, args):
        words = self.words(args)
        mode = words[1]
        slot = self.count(args[2]) if mode == "slot" and len(args) > 2 else ""
        return self.msg("verb-mark", supply=self.supply_noun(args[0]), mode=mode, slot=slot)

    def verb_seek(self, node, args):
        words = self.words(args)
        nouns = [self.noun(w, 1, "supply") for w in words[2:] if w and w not in ("lacking", "clockwise")]
        supplies = Cased(lambda case: self.join([self.cat.noun(n, case) for n in nouns], "or"))
        return self.msg("verb-seek", what=self.what_noun(words[0], 1), supplies=supplies,
                        lacking="yes" if "lacking" in words else "no")

    def verb_discard(self, node, args):
        return self.msg("verb-discard", supply=self.supply_noun(args[0]),
                        count=self.count(args[1]) if len(args) > 1 else 1)

    def verb_own(self, node, args):
        return self.msg("verb-own", component=self.noun(self._name_of(args[0]), 1, "component"))

    def verb_say(self, node, args):
        key = self.words(args)[0]
        term = f"says-{key}"
        if self.cat.knows_term(term) or self.lang != "en":
            text = self.cat.noun(Noun(term, 1, self._says.get(key, humanise(key))))
        else:  # `data.says` is the English text itself
            text = self._says.get(key, humanise(key))
        return self.msg("verb-say", text=text)

    def verb_activate(self, node, args):
        words = self.words(args)
        if len(args) == 1:
            return self.msg("verb-activate-position", position=Noun(f"position-{words[0]}", 1, humanise(words[0])))
        arrangement = self.noun(words[0], 1, "component")
        position = Noun(f"position-{words[1]}", 1, humanise(words[1]))
        if len(args) > 2 and words[2]:
            return self.msg("verb-activate-key", arrangement=arrangement, position=position, key=self.key_noun(words[2]))
        return self.msg("verb-activate", arrangement=arrangement, position=position)

    def verb_reorder(self, node, args):
        words = self.words(args)
        return self.msg("verb-reorder", arrangement=self.noun(words[0], 1, "component"),
                        position=Noun(f"position-{words[1]}", 1, humanise(words[1])))

    def verb_flip(self, node, args):
        return self.msg("verb-flip", supply=self.supply_noun(args[0]), which=self.words(args)[1])

    def verb_cycle(self, node, args):
        return self.msg("verb-cycle", supply=self.supply_noun(args[0]),
                        count=self.count(args[1]) if len(args) > 1 else 1)

    def verb_show(self, node, args):
        return self.msg("verb-show", arrangement=self.noun(self.words(args)[0], 1, "component"))

    # ================================================================== components
    def component_title(self, component: Any) -> str:
        term = self._module_term("component", component.id) or f"component-{component.id}"
        return self.cat.noun(Noun(term, 1, component.name or component.id))

    def effect_label(self, component: Any, key: str) -> str:
        if key.isdigit() and component.type == "track":
            return self.msg("field-step", step=int(key))
        label = self.cat.noun(self.key_noun(key))
        return label[:1].upper() + label[1:]

    def render_component(self, component: Any) -> RenderedComponent:
        if template_text.is_template(component):
            return template_text.render_template(self, component, RenderedComponent, Section)
        parsed = component.parsed
        result = RenderedComponent(component.id, self.component_title(component),
                                   self.cat.noun(self.noun(component.type, 1, "type")) if component.type else "",
                                   component.module, printed=dict(component.text or {}))
        if "cost" in parsed:
            result.sections.append(Section(self.msg("field-cost"), self.sentence(self.cost(parsed["cost"])), "cost"))
        if "effect" in parsed:
            result.sections.append(Section("", self.effect(parsed["effect"]), "effect"))
        keys = [p for p in parsed if p.startswith("effects.")]
        keys.sort(key=lambda p: (0, int(p[8:])) if p[8:].isdigit() else (1, list(component.effects).index(p[8:])
                                                                          if p[8:] in component.effects else 99))
        for path in keys:
            result.sections.append(Section(self.effect_label(component, path[8:]), self.effect(parsed[path]), path))
        if any(p.startswith("grid.") for p in parsed):
            result.grid = self.grid(component)
        for path in sorted((p for p in parsed if p.startswith("triggers.")), key=lambda p: int(p.split(".")[1])):
            result.sections.append(Section(self.msg("field-trigger"), self.effect(parsed[path]), path))
        for path in sorted((p for p in parsed if p.startswith("modifiers.")), key=lambda p: int(p.split(".")[1])):
            result.sections.append(Section(self.msg("field-modifier"), self.effect(parsed[path]), path))
        return result

    def grid(self, component: Any) -> dict:
        parsed = component.parsed
        grid = component.grid or {}
        cells = grid.get("cells") if isinstance(grid.get("cells"), dict) else {
            k: v for k, v in grid.items() if k not in ("rows", "columns")}
        rows = list(cells)
        columns: list[str] = []
        for row in rows:
            for column in cells[row] or {}:
                if column not in columns:
                    columns.append(column)
        def key_text(key: str) -> str:
            lo, _, hi = str(key).partition("..")
            if not hi and ".." not in str(key):
                return str(key)
            return self.msg("range-open", low=int(lo)) if hi == "" else self.msg("range-span", low=int(lo), high=int(hi))
        table_rows = []
        for row in rows:
            line = [key_text(row)]
            for column in columns:
                node = parsed.get(f"grid.{row}.{column}")
                line.append(self.effect(node) if node is not None else "")
            table_rows.append(line)
        return {
            "rows_label": self.expr(parsed.get("grid.rows")) if "grid.rows" in parsed else "",
            "columns_label": self.expr(parsed.get("grid.columns")) if "grid.columns" in parsed else "",
            "columns": [key_text(c) for c in columns],
            "rows": table_rows,
        }
