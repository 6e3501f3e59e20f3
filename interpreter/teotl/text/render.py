"""Effects as rule text, from their syntax trees, through a message catalogue.

Every node kind, verb and query has one message (`stmt-gain`, `verb-advance`, `query-min`, …);
rendering only decides which message and which placeholder values, never the words. Lists are
joined with the catalogue's own list patterns (`list-and-pair`, `list-and-more`); nouns come from
teotl.text.nouns. This module renders what is generic — expressions, amounts, sentences,
triggers, modifiers, sequences — and hands every primitive's statement, verb, query and condition
to the render function that primitive registered (`registry.RENDERERS`, next to its compile
function in teotl.primitives). Anything without a rendering is shown plainly and recorded as a
warning; rendering never raises on a rule set that loaded.
"""
from __future__ import annotations

from typing import Any, Iterable, Optional, Sequence

import teotl.primitives  # noqa: F401  (every primitive's render function registered)
from teotl.language import ast
from teotl.language.expressions import CONTEXT_VALUES
from teotl.language.registry import RENDERERS
from teotl.text import comparisons, grouping, template_text
from teotl.text.audience import hook_call, not_for_players
from teotl.text.catalogue import Noun
from teotl.text.clauses import in_case, inflected
from teotl.text.components import ComponentText, RenderedComponent, Section
from teotl.text.nouns import Nouns, humanise
from teotl.text.seat_offset import seat_offset
from teotl.text.supply_text import collapse_of

__all__ = ["Renderer", "RenderedComponent", "Section", "humanise"]

_ARITH = {"+": ("expr-add", 1), "-": ("expr-sub", 1), "*": ("expr-mul", 2), "/": ("expr-div", 2),
          "%": ("expr-mod", 2)}
_COMPARE = {">=": "cmp-ge", "<=": "cmp-le", ">": "cmp-gt", "<": "cmp-lt", "==": "cmp-eq", "!=": "cmp-ne"}


class Renderer(ComponentText, Nouns):
    """Renders one rule set's effects and components in one language."""

    #: also what is not for players (hooks' calls; teotl.text.audience): `teotl explain --hidden`
    show_hidden = False

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
            seat = seat_offset(self, node) if node.op == "%" else None   # "the player K seats to your left"
            if seat is not None:
                return seat
            if node.op in _ARITH:
                message, precedence = _ARITH[node.op]
                if node.op in grouping.SUMS and id(node) in self.arguments:   # `min(a + b, c)`
                    parent_precedence = max(parent_precedence, precedence + 1)
                left, right = self.operand(node.left, precedence), self.operand(node.right, precedence + 1)
                if grouping.several_values(self, node.left):                   # `min(a, b) * 2`
                    left = grouping.parenthesised(self, left)
                if precedence > 1 and grouping.several_values(self, node.right):   # `2 * min(a, b)`
                    right = grouping.parenthesised(self, right)

                def words(case: str) -> str:   # each term in the case the sentence asks for
                    text = self.msg(message, left=in_case(left, case), right=in_case(right, case))
                    return self.msg("expr-paren", value=text) if precedence < parent_precedence else text
                return inflected(words(""), words)
            if node.op in _COMPARE:
                # a count compared with none, a board's number with a board's, in words (comparisons)
                return comparisons.zero_test(self, node) or comparisons.board_is(self, node) or \
                    self.msg(_COMPARE[node.op], left=self.expr(node.left), right=self.expr(node.right))
            if node.op in ("and", "or"):
                return self.msg(f"cond-{node.op}", left=self.cond(node.left), right=self.cond(node.right))
        self.cat.warn(f"{self.lang}: cannot render expression {type(node).__name__}")
        return "?"

    @staticmethod
    def is_condition(node: Any) -> bool:
        """A value that is a yes or a no (1 or 0): a comparison, `and`/`or`, `not`, or `any(…)` /
        `all(…)` over a source (ast.Binder: "for at least one of …"). (A flag or owning read as a
        number words its own "1 if …, otherwise 0".)"""
        if isinstance(node, ast.Func):
            return node.name in ("any", "all") and any(isinstance(a, ast.Binder) for a in node.args)
        return isinstance(node, ast.BinOp) and node.op not in _ARITH or isinstance(node, ast.Not)

    def operand(self, node: Any, precedence: int) -> str:
        """An arithmetic operand; a condition used as a number reads as "1 if …, otherwise 0"."""
        if self.is_condition(node):
            return self.msg("expr-bool", condition=self.cond(node))
        return self.expr(node, precedence)

    def cond(self, node: Any) -> str:
        """An expression used as a condition: flags, ownership and leads read as statements (the
        primitive's `("condition", name)` rendering)."""
        if isinstance(node, ast.Func):
            render = RENDERERS.get(("condition", self.vocab.canonical(node.name)))
            if render is not None:
                text = render(self, node, [self.name_of(a) for a in node.args])
                if text is not None:
                    return text
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
            noun = self.noun(name, "other")   # "dein Vorrat an Steinen", "auf deinen Vorrat …"
            return inflected(self.msg("ref-resource", resource=noun, case=""),
                             lambda case: self.msg("ref-resource", resource=noun, case=case))
        if kind == "track":
            return self.msg("ref-track", track=self.noun(name))
        if kind == "counter":
            counter = self.noun(name)
            return inflected(self.msg("ref-counter", counter=counter, case=""),
                             lambda case: self.msg("ref-counter", counter=counter, case=case))
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
        if len(words) >= 2 and words[0] == "space":                     # `on landed(space R)`: the space's term
            return self.join([self.cat.noun(self.noun(str(w), 1, "space")) for w in words[1:]], "or")
        return " ".join(self.cat.noun(self.noun(str(w))) if isinstance(w, str) else str(w) for w in words)

    def func(self, node: ast.Func) -> str:
        """A query: its primitive's rendering, else a named query or value with a filter
        (`workers_here(board 8)`), else plainly (and a warning). A template's call reads as the
        template's name and arguments (teotl.text.template_text)."""
        if node.name in self.templates:
            return template_text.call(self, self.templates[node.name], node.args, value=True)
        own = [a for a in grouping.arguments_of(node) if id(a) not in self.arguments]
        self.arguments.update(id(a) for a in own)   # a sum among them is grouped (teotl.text.grouping)
        try:
            return self._func(node)
        finally:
            self.arguments.difference_update(id(a) for a in own)

    def _func(self, node: ast.Func) -> str:
        name = self.vocab.canonical(node.name)
        args = node.args
        if len(args) == 1 and isinstance(args[0], ast.Binder):  # a function over a source: `count(c in S)`
            over = RENDERERS.get(("binder", name)) or RENDERERS[("binder", "*")]
            return over(self, name, args[0])
        render = RENDERERS.get(("query", name))
        if render is not None:
            text = render(self, node, args, [self.name_of(a) for a in args])
            if text is not None:
                return text
        if name in self.vocab.queries or node.name in self.vocab.aliases or name in CONTEXT_VALUES:
            where = self.join([self.expr(a) for a in args], "or")
            return self.msg("query-filtered", value=self.query_name(node.name), filter=where) if where \
                else self.query_name(node.name)
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
            stmts = self.steps(node)
            return " ".join(self.sentence(self.clause(s)) for s in stmts) if stmts \
                else self.sentence(self.msg("stmt-nothing"))
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
            parts = [self.clause(s) for s in self.steps(node)]
            return self.join(parts, "then") if parts else self.msg("stmt-nothing")
        render = RENDERERS.get(("statement", type(node)))
        if render is not None:
            return render(self, node)
        if isinstance(node, ast.Nothing):
            return self.msg("stmt-nothing")
        if isinstance(node, ast.Call):
            return self.call(node)
        if isinstance(node, (ast.Trigger, ast.Modifier)):
            return self.trigger(node) if isinstance(node, ast.Trigger) else self.modifier(node)
        self.cat.warn(f"{self.lang}: cannot render statement {type(node).__name__}")
        return "?"

    def steps(self, node: ast.Seq) -> list:
        """A sequence's statements without the calls of hooks (teotl.text.audience): a step that
        does nothing until a module replaces it is no step for the reader."""
        if self.show_hidden:
            return list(node.stmts)
        hidden = not_for_players(self.ruleset)
        return [s for s in node.stmts if not hook_call(s, hidden)]

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
        render = RENDERERS.get(("verb", self.vocab.canonical(node.verb)))
        if render is not None:
            try:
                result = render(self, node, collapse_of(self, list(node.args)))  # `hand of (p)`: one argument
            except (IndexError, AttributeError, TypeError, ValueError):
                result = None
            if result is not None:
                return result
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

    def free(self, rest: list) -> tuple[str, list]:
        """(`yes`/`no` for a `free` among the arguments, the arguments without it)."""
        words = self.words(rest)
        if "free" in words:
            rest = [a for a in rest if not (isinstance(a, ast.Word) and a.name == "free")]
            return "yes", rest
        return "no", rest

    def amount_from(self, resource_arg: Any, count_arg: Any) -> str:
        """An amount from two verb arguments (`lose coin 2`, `occupy spot coin 2`)."""
        name = self.name_of(resource_arg)
        value = self.count(count_arg)
        if isinstance(value, int):
            return self.msg("amount", count=value, resource=self.noun(name, value))
        return self.msg("amount-expr", resource=self.noun(name, "other"), value=value)

    def with_details(self, main: str, details: list[str]) -> str:
        return self.msg("with-details", main=main, details=self.join(details, "details")) if details else main
