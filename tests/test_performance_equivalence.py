"""The fast paths change nothing: compiled effects agree with a reference interpretation of the
syntax tree, and speed-ups that skip work when logging is off leave play unchanged.

The reference interpreter below walks the syntax tree directly, written from the rules of
docs/dsl.md and docs/verbs.md, for a subset of the language: `gain` (named and `any GROUP`
amounts, `per`), `pay` (named amounts), `choose`, `may` and `repeat up to` (answered from a
script), `repeat`, `if`, `case`, `set`, `nothing`, and expressions (numbers, resources, counters, + - * /, comparisons,
and/or/not, negation, min, max, abs, table). Hypothesis writes random effects of that subset and
random states; both paths must leave the same state and ask the same questions.
"""
from __future__ import annotations

from typing import Callable, Optional

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from teotl.agents import make_agent
from teotl.language import ast
from teotl.language.errors import CompileError
from teotl.language.parser import parse_effect
from teotl.loading import load_runtime
from teotl.model.context import Ctx
from teotl.model.decisions import EffectRun
from teotl.runtime.game import Game
from minigame import GAME, runtime

RESOURCES = ("cocoa", "wood", "stone", "gold", "vp")
GROUP = ("wood", "stone", "gold")  # `any resource`
TABLE = "sets"

RT = runtime()  # one compiled minigame; each example compiles its effect with RT's compiler


# ============================================================================ random effects (as text)
def _expressions() -> st.SearchStrategy[str]:
    leaves = st.one_of(st.integers(0, 4).map(str), st.sampled_from(RESOURCES + ("clock",)))

    def extend(inner):
        binary = st.tuples(inner, st.sampled_from(["+", "-", "*", "/", "==", "!=", ">=", "<=", ">", "<",
                                                   "and", "or"]), inner).map(lambda t: f"({t[0]} {t[1]} {t[2]})")
        return st.one_of(
            binary,
            inner.map(lambda e: f"(not {e})"),
            inner.map(lambda e: f"(-{e})"),
            st.lists(inner, min_size=1, max_size=3).map(lambda es: f"min({', '.join(es)})"),
            st.lists(inner, min_size=1, max_size=3).map(lambda es: f"max({', '.join(es)})"),
            inner.map(lambda e: f"abs({e})"),
            inner.map(lambda e: f"table({TABLE}, {e})"),
        )
    return st.recursive(leaves, extend, max_leaves=6)


EXPR = _expressions()


def _amount(allow_any: bool) -> st.SearchStrategy[str]:
    named = st.tuples(st.sampled_from(RESOURCES), st.one_of(st.none(), st.integers(0, 3).map(str),
                                                             EXPR.map(lambda e: f"({e})")),
                      st.one_of(st.none(), EXPR.map(lambda e: f"({e})")))
    text = named.map(lambda t: t[0] + (f" {t[1]}" if t[1] else "") + (f" per {t[2]}" if t[2] else ""))
    if not allow_any:
        return text
    anyone = st.integers(0, 2).map(lambda n: f"any resource {n}")
    return st.one_of(text, text, anyone)


def _amounts(allow_any: bool) -> st.SearchStrategy[str]:
    return st.lists(_amount(allow_any), min_size=1, max_size=3).map(", ".join)


def _statements() -> st.SearchStrategy[str]:
    leaves = st.one_of(
        _amounts(True).map(lambda a: f"gain {a}"),
        EXPR.map(lambda e: f"set clock ({e})"),
        st.just("nothing"),
    )

    def extend(inner):
        seq = st.lists(inner, min_size=1, max_size=3).map("; ".join)
        arm_key = st.one_of(st.integers(-1, 4).map(str), st.tuples(st.integers(-1, 3), st.integers(0, 3)).map(
            lambda t: f"{min(t)}..{max(t)}"), st.integers(0, 4).map(lambda n: f"{n}.."))
        arms = st.lists(st.tuples(arm_key, seq).map(lambda t: f"{t[0]}: {t[1]}"), min_size=1, max_size=3)
        return st.one_of(
            st.tuples(_amounts(False), inner).map(lambda t: f"pay {t[0]} -> {{ {t[1]} }}"),
            st.lists(seq, min_size=2, max_size=3).map(lambda options: "choose { " + " | ".join(options) + " }"),
            st.tuples(st.integers(0, 3).map(str) | EXPR.map(lambda e: f"({e})"), inner).map(
                lambda t: f"repeat {t[0]}: {{ {t[1]} }}"),
            st.tuples(st.integers(0, 3).map(str) | EXPR.map(lambda e: f"({e})"), inner).map(
                lambda t: f"repeat up to {t[0]}: {{ {t[1]} }}"),
            inner.map(lambda body: f"may {{ {body} }}"),
            st.tuples(EXPR, seq, st.one_of(st.none(), seq)).map(
                lambda t: f"if {t[0]} {{ {t[1]} }}" + (f" else {{ {t[2]} }}" if t[2] else "")),
            st.tuples(EXPR, arms, st.booleans(), seq).map(
                lambda t: f"case {t[0]} {{ " + " | ".join(t[1] + ([f"else: {t[3]}"] if t[2] else [])) + " }"),
            seq.map(lambda s: f"{{ {s} }}"),
        )
    return st.recursive(leaves, extend, max_leaves=8)


EFFECTS = st.lists(_statements(), min_size=1, max_size=3).map("; ".join)
STATES = st.tuples(st.fixed_dictionaries({r: st.integers(0, 5) for r in RESOURCES}), st.integers(0, 4))
SCRIPTS = st.lists(st.integers(0, 5), max_size=30)


# ============================================================================ the reference interpreter
class Reference:
    """Walks the syntax tree. `answer(kind, keys)` gives the key chosen at each decision."""

    def __init__(self, state, player: int, answer: Callable[[str, tuple], str]):
        self.state, self.player, self.answer = state, player, answer
        self.asked: list[tuple[str, tuple]] = []

    @property
    def have(self) -> dict:
        return self.state.players[self.player].counters

    # ------------------------------------------------------------------ expressions
    def value(self, node) -> int:
        if isinstance(node, ast.Num):
            return node.value
        if isinstance(node, ast.Ref):
            return self.state.counters[node.name] if node.name == "clock" else self.have[node.name]
        if isinstance(node, ast.Negate):
            return -self.value(node.operand)
        if isinstance(node, ast.Not):
            return 0 if self.value(node.operand) else 1
        if isinstance(node, ast.BinOp):
            a, op = self.value(node.left), node.op
            if op == "and":
                return 1 if a and self.value(node.right) else 0
            if op == "or":
                return 1 if a or self.value(node.right) else 0
            b = self.value(node.right)
            if op == "/":
                return a // b if b else 0
            if op in ("+", "-", "*"):
                return a + b if op == "+" else a - b if op == "-" else a * b
            return 1 if {"==": a == b, "!=": a != b, ">=": a >= b, "<=": a <= b, ">": a > b, "<": a < b}[op] else 0
        if isinstance(node, ast.Func):
            values = [self.value(a) for a in node.args[1:]] if node.name == "table" else \
                [self.value(a) for a in node.args]
            if node.name == "min":
                return min(values)
            if node.name == "max":
                return max(values)
            if node.name == "abs":
                return abs(values[0])
            table = GAME["tables"][TABLE]
            return table[max(0, min(len(table) - 1, values[0]))]
        raise AssertionError(f"not in the subset: {node!r}")

    def count(self, amount: ast.Amount) -> int:
        n = self.value(amount.count) if amount.count is not None else 1
        return n * self.value(amount.per) if amount.per is not None else n

    def needs(self, amounts) -> dict:
        need: dict[str, int] = {}
        for amount in amounts:
            need[amount.target.name] = need.get(amount.target.name, 0) + max(0, self.count(amount))
        return need

    # ------------------------------------------------------------------ can it be carried out?
    def can(self, node) -> bool:
        if isinstance(node, ast.Seq):
            return all(self.can(s) for s in node.stmts)
        if isinstance(node, ast.Pay):
            need = self.needs(node.amounts)
            if any(self.have[name] < n for name, n in need.items()):
                return False
            saved = dict(self.have)  # the body is judged as if paid
            for name, n in need.items():
                self.have[name] -= n
            try:
                return self.can(node.body)
            finally:
                self.have.clear()
                self.have.update(saved)
        if isinstance(node, ast.Choose):
            return any(self.can(o) for o in node.options)
        if isinstance(node, ast.Repeat):
            return self.value(node.count) <= 0 or self.can(node.body)
        if isinstance(node, ast.May):
            return True  # declining is always possible
        if isinstance(node, ast.If):
            branch = node.then if self.value(node.condition) else node.otherwise
            return branch is None or self.can(branch)
        if isinstance(node, ast.Case):
            arm = self.arm(node)
            return arm is None or self.can(arm)
        return True  # gain, set, nothing

    def arm(self, node: ast.Case) -> Optional[ast.Seq]:
        value = self.value(node.subject)
        for arm in node.arms:
            if arm.key is None or arm.key.contains(value):
                return arm.body
        return None

    # ------------------------------------------------------------------ carrying it out
    def ask(self, kind: str, keys: tuple) -> str:
        self.asked.append((kind, keys))
        return self.answer(kind, keys)

    def run(self, node) -> None:
        if isinstance(node, ast.Seq):
            for stmt in node.stmts:
                self.run(stmt)
        elif isinstance(node, ast.Gain):
            for amount in node.amounts:
                n = self.count(amount)
                if amount.target.any_of:
                    for _ in range(max(0, n)):
                        self.have[self.ask("target", GROUP)] += 1
                else:
                    self.have[amount.target.name] = max(0, self.have[amount.target.name] + n)
        elif isinstance(node, ast.Pay):
            need = self.needs(node.amounts)
            if any(self.have[name] < n for name, n in need.items()):
                return  # not affordable: skipped
            for name, n in need.items():
                self.have[name] -= n
            self.run(node.body)
        elif isinstance(node, ast.Choose):
            offered = [(str(i + 1), o) for i, o in enumerate(node.options) if self.can(o)]
            if len(offered) == 1:
                self.run(offered[0][1])
            elif offered:
                key = self.ask("choose", tuple(k for k, _ in offered))
                self.run(dict(offered)[key])
        elif isinstance(node, ast.Repeat) and node.up_to:
            for _ in range(max(0, self.value(node.count))):  # while a round is possible and wanted
                if not self.can(node.body) or self.ask("continue", ("yes", "no")) == "no":
                    return
                self.run(node.body)
        elif isinstance(node, ast.Repeat):
            for _ in range(max(0, self.value(node.count))):
                if self.can(node.body):
                    self.run(node.body)
        elif isinstance(node, ast.May):
            if self.can(node.body) and self.ask("may", ("yes", "no")) == "yes":
                self.run(node.body)
        elif isinstance(node, ast.If):
            branch = node.then if self.value(node.condition) else node.otherwise
            if branch is not None:
                self.run(branch)
        elif isinstance(node, ast.Case):
            arm = self.arm(node)
            if arm is not None:
                self.run(arm)
        elif isinstance(node, ast.Call) and node.verb == "set":
            arg = node.args[1]
            self.state.counters["clock"] = self.value(arg.expr) if isinstance(arg, ast.ExprArg) else arg.lo
        elif not isinstance(node, ast.Nothing):
            raise AssertionError(f"not in the subset: {node!r}")


# ============================================================================ both paths
def scripted(script: list[int]) -> Callable[[str, tuple], str]:
    answers = iter(script)
    return lambda kind, keys: keys[next(answers, 0) % len(keys)]


def new_state(counters: dict, clock: int):
    state = RT.new_state(2, seed=3)
    state.players[0].counters.update(counters)
    state.players[1].counters.update({r: 1 for r in RESOURCES})
    state.counters["clock"] = clock
    return state


def run_compiled(text: str, counters: dict, clock: int, script: list[int]):
    stmt = RT.compiler.effect(parse_effect(text))
    state = new_state(counters, clock)
    answer, asked = scripted(script), []
    can = stmt.can(Ctx(RT, state, 0))
    run = EffectRun(stmt.run(Ctx(RT, state, 0)))
    while not run.finished:
        keys = tuple(run.pending.keys())
        asked.append((run.pending.kind, keys))
        run.answer(answer(run.pending.kind, keys))
    return state, asked, can


def run_reference(text: str, counters: dict, clock: int, script: list[int]):
    state = new_state(counters, clock)
    reference = Reference(state, 0, scripted(script))
    tree = parse_effect(text)
    can = reference.can(tree)
    reference.run(tree)
    return state, reference.asked, can


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(EFFECTS, STATES, SCRIPTS)
def test_compiled_effects_agree_with_the_reference_interpretation(text, start, script):
    counters, clock = start
    try:
        RT.compiler.effect(parse_effect(text))
    except CompileError as error:  # a constant negative gain is refused at load (E431): nothing to run
        assume(error.code != "E431")
        raise
    compiled_state, compiled_asked, compiled_can = run_compiled(text, counters, clock, script)
    reference_state, reference_asked, reference_can = run_reference(text, counters, clock, script)
    assert compiled_can == reference_can, text
    assert compiled_asked == reference_asked, text
    assert compiled_state.to_json() == reference_state.to_json(), text


@settings(max_examples=2000, deadline=None)
@given(EXPR, STATES)
def test_compiled_expressions_agree_with_the_reference_values(text, start):
    """Expressions on their own (constant folding and the specialised operators included)."""
    from teotl.language.parser import parse_expression
    counters, clock = start
    state = new_state(counters, clock)
    tree = parse_expression(text)
    assert RT.compiler.expr(tree)(Ctx(RT, state, 0)) == Reference(state, 0, scripted([])).value(tree), text


def _sums() -> st.SearchStrategy[str]:
    """Long chains of + and - over scaled values and inner sums: the shape of an agent's value."""
    leaf = st.one_of(st.integers(0, 9).map(str), st.sampled_from(RESOURCES + ("clock",)))
    scaled = st.one_of(leaf, st.tuples(st.integers(-3, 12), leaf).map(lambda t: f"{t[0]} * {t[1]}"),
                       st.tuples(leaf, st.integers(0, 5)).map(lambda t: f"{t[0]} * {t[1]}"))
    inner = st.lists(scaled, min_size=2, max_size=4).map(lambda xs: "(" + " + ".join(xs) + ")")
    term = st.one_of(scaled, inner, st.tuples(st.integers(1, 20), inner).map(lambda t: f"{t[0]} * {t[1]}"))
    return st.tuples(term, st.lists(st.tuples(st.sampled_from(["+", "-"]), term), min_size=1, max_size=12)).map(
        lambda t: t[0] + "".join(f" {op} {x}" for op, x in t[1]))


@settings(max_examples=1500, deadline=None)
@given(_sums(), STATES)
def test_sums_compiled_into_one_function_agree_with_the_reference_values(text, start):
    """A chain of sums and scaled values is one generated function (expressions._summed): same value."""
    from teotl.language.parser import parse_expression
    counters, clock = start
    state = new_state(counters, clock)
    tree = parse_expression(text)
    compiled = RT.compiler.expr(tree)
    assert compiled(Ctx(RT, state, 0)) == Reference(state, 0, scripted([])).value(tree), text


def test_the_reference_interpreter_is_not_trivially_agreeing():
    """A sanity check of the harness: a choice, a payment judged on the paid state, a case."""
    text = "choose { pay cocoa 2 -> { if cocoa >= 1 { gain vp 5 } } | gain any resource 2 }; " \
           "case clock { 0..1: gain vp 1 | else: set clock (clock * 2) }"
    for cocoa, script in ((3, [0]), (2, [0, 1, 2]), (0, [1, 2])):
        counters = {"cocoa": cocoa, "wood": 0, "stone": 0, "gold": 0, "vp": 0}
        compiled = run_compiled(text, counters, 3, script)
        reference = run_reference(text, counters, 3, script)
        assert compiled[1] == reference[1] and compiled[0].to_json() == reference[0].to_json()
    # with 2 cocoa the payment leaves 0: its body cannot give vp, but paying is still offered
    state, asked, _ = run_compiled(text, {"cocoa": 2, "wood": 0, "stone": 0, "gold": 0, "vp": 0}, 0, [0])
    assert asked[0] == ("choose", ("1", "2")) and state.players[0].counters["vp"] == 1


# ============================================================================ logging off changes nothing
def _play(runtime, players: int, seed: int) -> Game:
    game = Game(runtime, players, seed)
    agents = [make_agent("random", seed, seat) for seat in range(players)]
    while not game.finished:
        game.answer(agents[game.pending.player].choose(game, game.pending))
    return game


def test_play_is_the_same_with_and_without_the_log():
    """With logging off the engine skips building log entries; every answer, state and score must
    stay what it is with the log on."""
    _, quiet = load_runtime(logging=False)
    _, loud = load_runtime(logging=True)
    for players, seed in ((2, 7), (4, 8)):
        a, b = _play(quiet, players, seed), _play(loud, players, seed)
        assert a.answers == b.answers and a.state.to_json() == b.state.to_json() and a.scores() == b.scores()
        assert not a.state.log and b.state.log


# ============================================================================ indexed checks agree with their definitions
def _slots_by_definition(state, grid):
    """Empty slots whose required slots are filled, sorted by (level, row, column) of the first cell."""
    filled = state.grids.get(grid.id, {"filled": {}})["filled"]
    return sorted((s for s in grid.slots if s.id not in filled and all(r in filled for r in s.requires)),
                  key=lambda s: (s.level, s.cells[0][0], s.cells[0][1]))


def _spots_by_definition(state, grid):
    """Empty spots whose required slots are filled and whose side is filled below their level."""
    current = state.grids.get(grid.id, {"filled": {}, "spots": {}})
    filled, taken = current["filled"], current["spots"]
    return [s for s in grid.spots if s.id not in taken and all(r in filled for r in s.requires)
            and all(o.id in taken for o in grid.spots if o.side == s.side and o.level < s.level)]


def _usable_by_definition(ctx, label: str) -> bool:
    """`use LABEL` is possible: an owned, unused component with the label whose effect can run."""
    me, rt = ctx.state.players[ctx.player], ctx.rt
    return any(cid not in me.used and label in rt.components[cid].labels and (cid, "effect") in rt.effects
               and rt.effects[(cid, "effect")].can(ctx) for cid in me.owned)


def test_indexed_checks_agree_with_their_definitions_along_whole_games():
    """`use`'s check (an index of labelled components per runtime, set operations first) and the
    placement checks (spots below and slot order worked out once, `any_legal_spot` stopping early)
    give what their definitions give, at every decision of seeded four-player games — where
    players own used and unused tiles and the grids fill up."""
    from teotl.primitives.grids import any_legal_spot, grid_of, legal_slots, legal_spots

    _, rt = load_runtime(logging=False)
    grids = [grid_of(rt, cid) for cid, info in rt.components.items()
             if isinstance(info.data, dict) and "printed" in info.data and ("slots" in info.data or "spots" in info.data)]
    labels = sorted({label for (cid, path) in rt.effects if path == "effect" for label in rt.components[cid].labels})
    uses = {label: rt.compiler.effect(parse_effect(f"use {label}")) for label in labels}
    assert grids and uses
    seen = {"slots": 0, "spots": 0, "usable": 0, "unusable": 0}
    for seed in (3, 4):
        game = Game(rt, 4, seed)
        agents = [make_agent("random", seed, seat) for seat in range(4)]
        while not game.finished:
            state = game.state
            for grid in grids:
                if grid.id in state.grids:
                    assert legal_slots(state, grid) == _slots_by_definition(state, grid)
                    spots = _spots_by_definition(state, grid)
                    assert legal_spots(state, grid) == spots
                    assert any_legal_spot(state, grid) == bool(spots)
                    seen["slots"] += bool(grid.slots and state.grids[grid.id]["filled"])
                    seen["spots"] += bool(state.grids[grid.id]["spots"])
            for player in range(4):
                ctx = Ctx(rt, state, player)
                for label, stmt in uses.items():
                    expected = _usable_by_definition(ctx, label)
                    assert stmt.can(ctx) == expected, (label, player)
                    seen["usable" if expected else "unusable"] += 1
            game.answer(agents[game.pending.player].choose(game, game.pending))
    assert all(seen.values()), seen  # every case was met
