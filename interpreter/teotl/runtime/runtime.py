"""The compiled rule set (the services compiled effects call while they run: teotl.runtime.services).

`Runtime` is built once per rule set: it compiles every effect, reward table, trigger, modifier and
cost of every component, indexes triggers by event and modifiers by the value they change, and
then serves any number of games. It holds no game state: that lives in `GameState`, so one
runtime can drive many games (and many processes can each build their own from a cache).
"""
from __future__ import annotations

import os
import random
from dataclasses import dataclass
from typing import Any, Iterable, Optional

import teotl.primitives  # noqa: F401  (every primitive registered before anything compiles)
from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, DslSyntaxError
from teotl.language.expressions import ExprFn
from teotl.language.parser import parse_cost, parse_effect, parse_expression
from teotl.language.statements import Stmt, hand_over
from teotl.language.template_checks import install as install_templates, trace_of
from teotl.model.context import Ctx
from teotl.model.decisions import EffectRun
from teotl.model.shared_random import SharedRandom
from teotl.model.state import GameState, Piece, PlayerState
from teotl.model.vocabulary import Vocabulary
from teotl.primitives.costs import Cost, EffectCost
from teotl.runtime import observation
from teotl.runtime.copies import read_copies, register_instances
from teotl.runtime.services import Services


@dataclass(frozen=True)
class Problem:
    """A semantic problem in one effect; line/column are inside the effect string (0: the field)."""
    code: str
    message: str
    hint: str
    component_id: str
    field_path: str
    line: int = 0
    column: int = 0
    # when the problem is in a template's body (component_id is then the template's id): the calls
    # it was reached through, innermost first, each (template called, id and field path of what
    # the call is written in, line, column)
    calls: tuple = ()


@dataclass
class ComponentInfo:
    id: str
    type: str
    data: dict
    labels: frozenset[str]  # its type and tags, for count(...)
    number: float = 0
    name: str = ""
    copy_of: str = ""  # an instance `ID#k` of a component with copies: that component's id (runtime.copies)


def _get(component: Any, name: str, default: Any = None) -> Any:
    if isinstance(component, dict):
        return component.get(name, default)
    value = getattr(component, name, default)
    return default if value is None else value


class Runtime(Services):
    """A compiled rule set. Build with `Runtime(game_dict, components)` or `Runtime.from_ruleset`;
    `templates` are the rule set's templates (teotl.language.templates), expanded where called."""

    def __init__(self, game: dict, components: Iterable[Any], logging: bool = True, templates: Iterable[Any] = ()):
        components = list(components)
        self.game = game
        self.vocab = Vocabulary.from_game(game, components)
        self.compiler = Compiler(self.vocab, services=self)
        self.logging = logging
        self.problems: list[Problem] = []
        self._seen_problems: set[tuple] = set()
        for error in install_templates(self.compiler, templates):
            self._add_problem(error, "", "")
        self.components: dict[str, ComponentInfo] = {}
        self.effects: dict[tuple[str, str], Stmt] = {}
        self.costs: dict[str, Any] = {}
        self.triggers: dict[str, list[tuple[str, Any, Stmt]]] = {}
        self.modifiers: dict[str, list[tuple[str, Any, ExprFn, Optional[ExprFn]]]] = {}
        self.rewards: dict[tuple[str, int], Stmt] = {}
        self.global_components: set[str] = set()
        self.effect_count = 0
        self._zero_cost = None
        self._by_type: dict[str, list[str]] = {}
        self._per_player = frozenset(name for name, spec in self.vocab.supplies.items() if spec.per_player)
        self.copies: dict[str, dict] = {}  # component id → instances by number of players (runtime.copies)
        self.instance_names: dict[str, list[str]] = {}  # component id → its instance ids, ID#1 …
        self._default_ring = tuple(range(len(self.vocab.boards)))
        self._quiet: Optional["Runtime"] = None  # this runtime with the log off (`quiet`), made on demand
        self._label_holders: Optional[tuple] = None  # (components, their number, label → ids): count_owned
        for component in components:
            cid = _get(component, "id")
            ctype = _get(component, "type", "")
            data = dict(_get(component, "data", {}) or {})
            number = data.get("number", 0)
            self.components[cid] = ComponentInfo(
                cid, ctype, data, frozenset([ctype, *(_get(component, "tags", ()) or ())]),
                number if isinstance(number, (int, float)) else 0, _get(component, "name", "") or "")
            if ctype in self.vocab.global_types:
                self.global_components.add(cid)
            copies = read_copies(_get(component, "copies"))
            if copies is not None:
                self.copies[cid] = copies
        # Modifiers first: expressions compiled later must know which values are modified.
        for component in components:
            for index, text in enumerate(_get(component, "modifiers", ()) or ()):
                self._compile_field(component, f"modifiers.{index}", text, self._add_modifier)
        for component in components:
            self._compile_component(component)
        register_instances(self)

    @classmethod
    def from_ruleset(cls, ruleset: Any, logging: bool = True) -> "Runtime":
        return cls(ruleset.game, list(ruleset.components.values()), logging=logging,
                   templates=list(getattr(ruleset, "templates", {}).values()))

    def fork(self, logging: bool = True, game: Optional[dict] = None) -> "Runtime":
        """Another runtime over the same compiled rule set, for a second load of the same rules
        (`teotl.loading` keeps one compiled runtime per rule set and hands out forks).

        Shared: the compiled statements, the vocabulary and the component infos — nothing
        changes them once built (they hold no game state; the caches verbs fill lazily hold
        values fixed by the rule set). Its own: every attribute, so `logging` set on one fork
        is not seen by another, and a copy of every table (effects, triggers, modifiers,
        components, …) and of the compiler's, so filling or changing one never shows in
        another load. `game`: the load's own game dict (equal to the one compiled)."""
        clone = _own_attributes(self)
        clone.compiler = _own_attributes(self.compiler)
        clone.logging = logging
        clone._quiet = None
        if game is not None:
            clone.game = game
        return clone

    def quiet(self) -> "Runtime":
        """This runtime with the log off (itself when it logs nothing), made once: what a
        look-ahead plays is never read by people, and nothing in the rules reads the log, so its
        continuations need not write one (a game plays the same with the log on and off)."""
        if not self.logging:
            return self
        if self._quiet is None:
            self._quiet = self.fork(logging=False, game=self.game)
        return self._quiet

    # ================================================================== compiling
    def _parsed(self, component: Any, path: str, text: str, kind: str = "effect") -> Any:
        cached = (_get(component, "parsed", {}) or {}).get(path)
        if cached is not None:
            return cached
        if kind == "cost":
            return parse_cost(text)
        if kind == "expr":
            return parse_expression(text)
        return parse_effect(text)

    def _compile_field(self, component: Any, path: str, text: Any, handler, kind: str = "effect") -> None:
        cid = _get(component, "id")
        self.compiler.collected = collected = []
        self.compiler.component = cid   # the component being compiled (`say` reads its sentences first)
        try:
            node = self._parsed(component, path, text, kind)
            handler(cid, path, node)
            self.effect_count += 1
            if collected:  # a half-compiled effect must never run
                self.effects.pop((cid, path), None)
                self._collected_problems(collected, cid, path)
        except CompileError as error:
            self._collected_problems(collected, cid, path)
            self._add_problem(error, cid, path)
        except DslSyntaxError as error:
            self._collected_problems(collected, cid, path)
            self.problems.append(Problem(error.code, error.message, error.hint, cid, path, error.line, error.column))
        except Exception as error:  # a bug of teotl met on this field: said here, the others still compiled
            self.effects.pop((cid, path), None)
            self._collected_problems(collected, cid, path)
            self.problems.append(_internal_problem(error, cid, path))
        finally:
            self.compiler.collected = None
            self.compiler.component = None

    def _add_problem(self, error: CompileError, cid: str, path: str) -> None:
        problem = self.problem_of(error, cid, path)
        if problem is not None:
            self.problems.append(problem)

    def problem_of(self, error: CompileError, cid: str, path: str, shift: int = 0) -> Optional[Problem]:
        """The problem of a compile error in `cid`'s field `path` (its columns `shift` too far
        right: an expression compiled inside `if (…)`) — or, for one inside a template's body, in
        the template, with the calls it was reached through; None for such a one met before
        (every call of a template meets an error of its body again)."""
        traced = trace_of(error, self.compiler.templates)
        if traced is None:
            return Problem(error.code, error.message, error.hint, cid, path, error.line, max(0, error.column - shift))
        origin, field_path, calls = traced
        key = (error.code, error.message, origin, field_path, error.line, error.column)
        if key in self._seen_problems:
            return None
        self._seen_problems.add(key)
        calls = tuple((called, owner, owner_field, line, column) if owner else
                      (called, cid, path, line, max(0, column - shift))
                      for called, owner, owner_field, line, column in calls)
        return Problem(error.code, error.message, error.hint, origin, field_path, error.line, error.column, calls)

    def _collected_problems(self, collected: list, cid: str, path: str) -> None:
        for error in collected:
            self._add_problem(error, cid, path)
        collected.clear()

    def _add_modifier(self, cid: str, path: str, node: Any) -> None:
        if not isinstance(node, ast.Modifier):
            raise CompileError("E416", "a modifier must read `modify VALUE(filter) + N [while CONDITION]`",
                               "for an ongoing reaction to an event use `triggers:`", node)
        name, matcher, delta, cond = self.compiler.modifier(node)
        self.modifiers.setdefault(name, []).append((cid, matcher, delta, cond))
        self.compiler.modified.add(name)

    def _add_trigger(self, cid: str, path: str, node: Any) -> None:
        if not isinstance(node, ast.Trigger):
            raise CompileError("E416", "a trigger must read `on EVENT(filter): effect`",
                               "for an effect run once use `effect:`", node)
        event, matcher, stmt = self.compiler.trigger(node)
        self.triggers.setdefault(event, []).append((cid, matcher, stmt))

    def _add_effect(self, cid: str, path: str, node: Any) -> None:
        self.effects[(cid, path)] = self.compiler.effect(node)

    def _add_cost(self, cid: str, path: str, node: Any) -> None:
        self.costs[cid] = Cost(self.compiler, node)

    def _compile_component(self, component: Any) -> None:
        cid = _get(component, "id")
        if _get(component, "effect") is not None:
            self._compile_field(component, "effect", _get(component, "effect"), self._add_effect)
        if _get(component, "cost") is not None:
            self._compile_field(component, "cost", _get(component, "cost"), self._add_cost, kind="cost")
        track = (self.components[cid].data or {}).get("track")
        for key, text in (_get(component, "effects", {}) or {}).items():
            path = f"effects.{key}"
            self._compile_field(component, path, text, self._add_effect)
            if track in self.vocab.tracks and str(key).isdigit() and (cid, path) in self.effects:
                self.rewards[(track, int(key))] = self.effects[(cid, path)]
        paid_by_effect = self.effects.get((cid, "effects.cost"))   # a cost that is an effect as well
        if paid_by_effect is not None:
            self.costs[cid] = EffectCost(self.costs.get(cid) or Cost(self.compiler, ()), paid_by_effect)
        for index, text in enumerate(_get(component, "triggers", ()) or ()):
            self._compile_field(component, f"triggers.{index}", text, self._add_trigger)
        table = _get(component, "table")
        if table:
            self._compile_table(component, table)

    def _compile_table(self, component: Any, fields: dict) -> None:
        """A reward table: rows and columns are expressions, cells are effects keyed by ranges."""
        cid = _get(component, "id")
        axes: dict[str, ExprFn] = {}

        def add_axis(name):
            def handler(_cid, _path, node):
                axes[name] = self.compiler.expr(node)
            return handler

        for axis in ("rows", "columns"):
            self._compile_field(component, f"table.{axis}", fields.get(axis, "0"), add_axis(axis), kind="expr")
        table: list[tuple[ast.Range, list[tuple[ast.Range, Stmt]]]] = []
        for row_key, row in (fields.get("cells") or {}).items():
            row_range = _key_range(row_key)
            cells: list[tuple[ast.Range, Stmt]] = []
            for column_key, text in (row or {}).items():
                path = f"table.{row_key}.{column_key}"
                self._compile_field(component, path, text, self._add_effect)
                if (cid, path) in self.effects and row_range is not None:
                    column_range = _key_range(column_key)
                    if column_range is None:
                        self.problems.append(Problem("E417", f"reward table column key `{column_key}` is not a number or range",
                                                     "write keys like 1, 2..3 or 4..", cid, path))
                        continue
                    cells.append((column_range, self.effects[(cid, path)]))
            if row_range is None:
                self.problems.append(Problem("E417", f"reward table row key `{row_key}` is not a number or range",
                                             "write keys like 1, 2..3 or 4..", cid, f"table.{row_key}"))
                continue
            table.append((row_range, cells))
        if len(axes) != 2:
            return
        rows, columns = axes["rows"], axes["columns"]
        # `Range.contains`, written out: (lo, hi or None) per row and cell
        bounds = tuple(((r.lo, r.hi), tuple(((c.lo, c.hi), stmt) for c, stmt in cells)) for r, cells in table)

        def pick(ctx) -> Optional[Stmt]:
            row_value, column_value = rows(ctx), columns(ctx)
            for (low, high), cells in bounds:
                if row_value >= low and (high is None or row_value <= high):
                    for (c_low, c_high), stmt in cells:
                        if column_value >= c_low and (c_high is None or column_value <= c_high):
                            return stmt
            return None

        def run(ctx):  # not a generator itself: hands over the cell's run (as `resolve` does)
            return hand_over(pick(ctx), ctx)

        self.effects[(cid, "table")] = Stmt(run, lambda ctx: pick(ctx) is not None, "table")

    # ================================================================== games
    def new_state(self, players: int, seed: int = 0) -> GameState:
        """An empty state with every declared counter, track and supply at its start value."""
        vocab = self.vocab
        player_states = [PlayerState(i, {r: 0 for r in vocab.resources}, {t: spec.first for t, spec in vocab.tracks.items()})
                         for i in range(players)]
        return GameState(player_states, [], {s: [] for s in vocab.supplies}, dict(vocab.counters),
                         SharedRandom(seed))

    def context(self, state: GameState, player: int = 0, piece: Optional[Piece] = None,
                board: Optional[int] = None, values: Optional[dict] = None, component: Optional[str] = None) -> Ctx:
        return Ctx(self, state, player, piece, board, values, component)

    def effect(self, component_id: str, path: str = "effect") -> Stmt:
        try:
            return self.effects[(component_id, path)]
        except KeyError:
            paths = sorted(p for c, p in self.effects if c == component_id)
            raise KeyError(f"component {component_id!r} has no compiled {path!r}"
                           + (f" (it has: {', '.join(paths)})" if paths else " (unknown or effect-less component)")) from None

    def observe(self, state: GameState, seat: Optional[int], decision: Any = None) -> dict:
        """What `seat` may know of `state`, as JSON-able data (teotl.runtime.observation)."""
        return observation.observe(self, state, seat, decision)

    def determinise(self, state: GameState, seat: Optional[int], rng: random.Random,
                    log: bool = True) -> GameState:
        """A copy of `state` with what `seat` cannot see dealt at random (teotl.runtime.observation);
        `log=False`: without the log (a look-ahead's sample, which nobody reads)."""
        return observation.determinise(self, state, seat, rng, log)

    def determinise_each(self, state: GameState, seat: Optional[int], rngs: Iterable[random.Random],
                         log: bool = True) -> list[GameState]:
        """`[determinise(state, seat, rng, log) for rng in rngs]`, the places dealt worked out once."""
        return observation.determinise_each(self, state, seat, rngs, log)

    def run(self, state: GameState, component_id: str, path: str = "effect", player: int = 0,
            piece: Optional[Piece] = None, board: Optional[int] = None, values: Optional[dict] = None) -> EffectRun:
        """Start one component's effect; answer its decisions through the returned `EffectRun`."""
        stmt = self.effect(component_id, path)
        ctx = self.context(state, player, piece, board, values, component_id)
        return EffectRun(stmt.run(ctx))


def _internal_problem(error: Exception, cid: str, path: str) -> Problem:
    """E400 at a rule-file field whose compiling raised something other than a CompileError
    (`errors.internal_error` says it at the node when the exception comes out of a statement
    or an expression; this is for the rest: a trigger's or a modifier's frame, a cost)."""
    if os.environ.get("TEOTL_DEBUG") == "1":
        raise error
    return Problem("E400", f"the checker failed on this field: {type(error).__name__}: {error}",
                   "this is a bug in teotl, please report it (TEOTL_DEBUG=1 shows details)", cid, path)


def _own_attributes(original: Any) -> Any:
    """A new object of the same class with `_own` copies of the original's attributes, set one by
    one in the original's order: CPython then keeps them in the class's shared-key layout, where
    reading one is the fast specialised load (filling `clone.__dict__` instead makes every
    attribute read of a game slower: +0.6 M instructions per 4-player game)."""
    clone = object.__new__(type(original))
    for name, value in vars(original).items():
        setattr(clone, name, _own(value))
    return clone


def _own(value: Any) -> Any:
    """A container copied one level down (a dict of lists gets its own lists); anything else as is."""
    kind = type(value)
    if kind is dict:
        return {key: (list(item) if type(item) is list else item) for key, item in value.items()}
    if kind is list or kind is set:
        return kind(value)
    return value


def _key_range(key: Any) -> Optional[ast.Range]:
    text = str(key).strip()
    try:
        if ".." in text:
            low, _, high = text.partition("..")
            return ast.Range(int(low), int(high) if high else None)
        return ast.Range(int(text), int(text))
    except ValueError:
        return None
