"""The fourth round of game speed (issue 7) changes nothing a game does: each shortcut agrees with
what it replaces.

- reads compared with or added to a constant or another read are one generated function
  (`expressions._fused`): the same value as the general closures, for every operator and kind of read;
- consecutive refills of shared supplies run as one `do` (`statements._merged`, `supplies._refill_shared`):
  the same supplies as running them one by one;
- statements with nothing to ask return one shared exhausted iterator (`statements.DONE`);
- `if` with a condition known when compiling picks its branch once;
- `move` keeps each piece option's key and text: the same as `piece_option` builds, at every
  move of seeded games.
"""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from teotl.agents import make_agent
from teotl.language.parser import parse_effect
from teotl.language.statements import DONE, _merged
from teotl.loading import load_runtime
from teotl.model.context import Ctx
from teotl.model.decisions import EffectRun
from teotl.primitives.pieces import piece_option
from teotl.primitives.supplies import _refill_shared
from teotl.runtime.game import Game
from teotl.language.parser import parse_expression
from minigame import runtime

RT = runtime()
OPERATORS = ("+", "-", "*", "==", "!=", ">=", "<=", ">", "<")
READS = {"wood": lambda s: s.players[0].counters["wood"], "blue": lambda s: s.players[0].tracks["blue"],
         "clock": lambda s: s.counters["clock"]}
PYTHON = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
          "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b), ">=": lambda a, b: int(a >= b),
          "<=": lambda a, b: int(a <= b), ">": lambda a, b: int(a > b), "<": lambda a, b: int(a < b)}


def _state(wood: int, blue: int, clock: int):
    state = RT.new_state(2, seed=1)
    state.players[0].counters["wood"] = wood
    state.players[0].tracks["blue"] = blue
    state.counters["clock"] = clock
    return state


@pytest.mark.parametrize("op", OPERATORS)
@pytest.mark.parametrize("left", sorted(READS))
@pytest.mark.parametrize("right", sorted(READS) + ["2"])
def test_a_read_with_a_constant_or_a_read_is_one_generated_function(op, left, right):
    fn = RT.compiler.expr(parse_expression(f"{left} {op} {right}"))
    assert fn.__code__.co_filename.startswith("<") and " " in fn.__code__.co_filename  # fused, not a closure
    for wood, blue, clock in [(0, 0, 0), (3, 1, 2), (2, 2, 2), (5, 4, -1)]:
        state = _state(wood, blue, clock)
        right_value = 2 if right == "2" else READS[right](state)
        assert fn(Ctx(RT, state, 0)) == PYTHON[op](READS[left](state), right_value)


def test_division_and_modified_names_keep_the_general_closures():
    division = RT.compiler.expr(parse_expression("wood / 2"))
    assert not division.__code__.co_filename.startswith("<")
    assert division(Ctx(RT, _state(5, 0, 0), 0)) == 2


SUPPLY = st.lists(st.sampled_from("abcde"), max_size=5)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["t1", "t2", "t3"]), st.sampled_from(["s1", "s2"]), st.integers(0, 4)),
                min_size=1, max_size=5),
       st.dictionaries(st.sampled_from(["t1", "t2", "t3", "s1", "s2"]), SUPPLY))
def test_refills_merged_into_one_do_leave_the_supplies_as_one_by_one(specs, supplies):
    def one(target, source, wanted):  # the single refill's `do`, as compile_refill writes it
        def do(ctx):
            have = ctx.state.supplies
            dst = have.get(target)
            if dst is not None and len(dst) >= wanted and source in have:
                return
            src, dst = have.setdefault(source, []), have.setdefault(target, [])
            while len(dst) < wanted and src:
                dst.append(src.pop(0))
        return do

    singly = SimpleNamespace(state=SimpleNamespace(supplies={k: list(v) for k, v in supplies.items()}))
    merged = SimpleNamespace(state=SimpleNamespace(supplies={k: list(v) for k, v in supplies.items()}))
    for spec in specs:
        one(*spec)(singly)
    _refill_shared(tuple(specs))(merged)
    assert merged.state.supplies == singly.state.supplies


def test_merged_groups_only_consecutive_dos_with_the_same_merge():
    calls = []

    def marked(name, merge):
        def do(ctx):
            calls.append(name)
        do.merge, do.merge_spec = merge, name
        return do

    def plain(name):
        def do(ctx):
            calls.append(name)
        return do

    def merge_a(specs):
        return lambda ctx: calls.append("+".join(specs))

    def merge_b(specs):
        return lambda ctx: calls.append("|".join(specs))

    dos = (marked("a1", merge_a), marked("a2", merge_a), plain("p"), marked("a3", merge_a),
           marked("b1", merge_b), marked("b2", merge_b), marked("a4", merge_a))
    for do in _merged(dos):
        do(None)
    assert calls == ["a1+a2", "p", "a3", "b1|b2", "a4"]


def test_the_shared_empty_run_stays_empty_and_can_be_delegated_to_again_and_again():
    def delegating():
        yield from DONE
        yield from DONE
        return "done"

    for _ in range(3):
        assert list(DONE) == []
        run = delegating()
        with pytest.raises(StopIteration) as stop:
            next(run)
        assert stop.value.value == "done"


@pytest.mark.parametrize("condition, gains", [("1", "wood"), ("0", "stone"), ("2 > 1", "wood"), ("1 - 1", "stone")])
def test_if_with_a_condition_known_when_compiling_runs_its_branch(condition, gains):
    for text in (f"if {condition} {{ gain wood 1 }} else {{ gain stone 1 }}",
                 f"if {condition} {{ choose {{ gain wood 1 | gain wood 1 }} }} else {{ gain stone 1 }}"):
        stmt = RT.compiler.effect(parse_effect(text))
        state = _state(0, 0, 0)
        run = EffectRun(stmt.run(Ctx(RT, state, 0)))
        while not run.finished:
            run.answer(run.pending.options[0].key)
        assert state.players[0].counters[gains] == 1
        assert sum(state.players[0].counters[r] for r in ("wood", "stone")) == 1


def test_if_with_a_known_condition_judges_the_chosen_branch_only():
    stmt = RT.compiler.effect(parse_effect("if 1 { pay wood 2 -> gain vp 1 } else { gain stone 1 }"))
    assert stmt.can(Ctx(RT, _state(1, 0, 0), 0)) is False
    assert stmt.can(Ctx(RT, _state(2, 0, 0), 0)) is True
    other = RT.compiler.effect(parse_effect("if 0 { pay wood 2 -> gain vp 1 } else { gain stone 1 }"))
    assert other.can(Ctx(RT, _state(0, 0, 0), 0))


def test_move_options_carry_the_key_and_text_of_each_piece_at_every_move():
    _, shipped = load_runtime(logging=False)
    moves = 0
    for seed in range(3):
        game = Game(shipped, 4, seed)
        agents = [make_agent("random", seed, seat) for seat in range(4)]
        while not game.finished:
            decision = game.pending
            if decision.prompt == "move which worker?":
                moves += 1
                ctx = Ctx(shipped, game.state, decision.player)
                for option in decision.options:
                    expected = piece_option(ctx, option.value)
                    assert (option.key, option.text) == (expected.key, expected.text)
            game.answer(agents[decision.player].choose(game, decision))
    assert moves > 50


def test_move_labels_follow_a_pieces_level_and_board():
    text = "move worker forward 1..2"
    stmt = RT.compiler.effect(parse_effect(text))
    state = _state(0, 0, 0)
    RT.add_piece(state, 0, "worker", 0, 1)
    RT.add_piece(state, 0, "worker", 1, 1)
    first = EffectRun(stmt.run(Ctx(RT, state, 0))).pending
    assert [o.text for o in first.options] == ["worker 0 (level 1, on palace)", "worker 1 (level 1, on forest)"]
    state.pieces[0].value = 3
    state.pieces[1].at = 2
    again = EffectRun(stmt.run(Ctx(RT, state, 0))).pending
    assert [o.text for o in again.options] == ["worker 0 (level 3, on palace)", "worker 1 (level 1, on quarry)"]


# ---------------------------------------------------------------- fifth round
def _resolving_runtime():
    """`resolve X` and `resolve board …` compiled once, and a fork of the runtime whose own table
    holds other statements under the same keys (a fork's table is its own)."""
    rt = runtime({"id": "target", "type": "tile", "effect": "gain wood 1"},
                 {"id": "forest", "type": "board", "effects": {"act": "gain stone 1"}},
                 {"id": "by_name", "type": "tile", "effect": "resolve target"},
                 {"id": "by_board", "type": "tile", "effect": "resolve board act"})
    other = rt.fork()
    other.effects[("target", "effect")] = rt.compiler.effect(parse_effect("gain wood 3"))
    other.effects[("forest", "effects.act")] = rt.compiler.effect(parse_effect("gain stone 3"))
    return rt, other


@pytest.mark.parametrize("name, resource", [("by_name", "wood"), ("by_board", "stone")])
def test_a_resolve_runs_and_judges_the_statement_of_its_own_runtimes_table(name, resource):
    rt, other = _resolving_runtime()
    stmt = rt.effects[(name, "effect")]
    assert other.effects[(name, "effect")] is stmt  # the same compiled resolve serves both tables
    for runtime_, gained in [(rt, 1), (other, 3), (other, 3), (rt, 1), (other, 3)]:  # alternating
        state = runtime_.new_state(2)
        ctx = Ctx(runtime_, state, 0, board=1)
        assert stmt.can(ctx) is True
        assert list(stmt.run(ctx)) == []
        assert state.players[0].counters[resource] == gained
    without = rt.fork()  # a table without the target: nothing to judge or run
    without.effects.pop(("target", "effect"))
    without.effects.pop(("forest", "effects.act"))
    for runtime_ in (without, rt, without):
        state = runtime_.new_state(2)
        assert stmt.can(Ctx(runtime_, state, 0, board=1)) is (runtime_ is rt)
        assert list(stmt.run(Ctx(runtime_, state, 0, board=1))) == []
        assert state.players[0].counters[resource] == (1 if runtime_ is rt else 0)


def test_a_board_resolve_finds_nothing_off_the_boards_and_on_a_board_without_the_effect():
    rt, _ = _resolving_runtime()
    stmt = rt.effects[("by_board", "effect")]
    for board in (None, 0, 2):
        state = rt.new_state(2)
        ctx = Ctx(rt, state, 0, board=board)
        assert stmt.can(ctx) is False
        assert list(stmt.run(ctx)) == [] and state.players[0].counters["stone"] == 0


def _old_emit(rt, ctx, event, attrs):
    """`Runtime.emit` as it was: a generator over every trigger."""
    me = ctx.state.players[ctx.player]
    for cid, matcher, stmt in rt.triggers.get(event) or ():
        if (cid in rt.global_components or (cid in me.owned and cid not in me.fresh)) and matcher(attrs):
            sub = ctx.derive_component(cid)
            if stmt.do is not None:
                stmt.do(sub)
            else:
                yield from stmt.run(sub)


def _play_out(run, answers):
    """Every decision of `run` (kind and keys), answered in turn from `answers` (then the first option)."""
    asked, answers = [], list(answers)
    try:
        decision = next(run)
        while True:
            asked.append((decision.kind, tuple(o.key for o in decision.options)))
            key = answers.pop(0) if answers else decision.options[0].key
            decision = run.send(next(o for o in decision.options if o.key == key).value)
    except StopIteration:
        return asked


TRIGGERS = {"gains": "on claim: gain wood 1", "asks": "on claim: choose { gain stone 1 | gain vp 2 }",
            "filtered": "on claim(board 2): gain vp 1", "more": "on claim: gain wood 2; gain stone 1",
            "asks_too": "on claim: choose { gain wood 5 | gain vp 5 }",
            "checks": "on claim: if wood >= 1 and stone == 0 { gain cocoa 1 }"}  # sees what ran before it


@pytest.mark.parametrize("order", [(), ("gains",), ("gains", "more"), ("asks",), ("gains", "asks", "more", "checks"),
                                   ("asks", "gains", "checks", "asks_too", "filtered"), ("filtered", "gains", "checks", "asks"),
                                   ("asks_too", "checks", "more", "checks")])
@pytest.mark.parametrize("board", [0, 1])
def test_emit_runs_the_same_triggers_in_the_same_order_as_the_generator_it_replaces(order, board):
    rt = runtime(*({"id": name if name in ("palace",) else f"b_{name}", "type": "board", "triggers": [TRIGGERS[name]]}
                   for name in order))
    for answers in ([], ["2", "1"], ["1", "2"]):
        states = []
        for emit in (rt.emit, lambda ctx, event, attrs: _old_emit(rt, ctx, event, attrs)):
            state = rt.new_state(2)
            ctx = Ctx(rt, state, 0, board=board)
            asked = _play_out(iter(emit(ctx, "claim", rt.context_attrs(ctx))), answers)
            states.append((asked, state.players[0].counters, state.log))
        assert states[0] == states[1]
    assert rt.emit(Ctx(rt, rt.new_state(2), 0), "nobody_listens", {}) is DONE


@pytest.mark.parametrize("board, piece_board, values", [(None, None, {}), (2, None, {"a": 1}), (None, 3, {}),
                                                        (1, 3, {"step": 4})])
def test_the_derive_helpers_make_what_derive_makes(board, piece_board, values):
    from teotl.model.state import Piece
    piece = None if piece_board is None else Piece(0, 0, "worker", piece_board, 1)
    ctx = Ctx(RT, _state(0, 0, 0), 1, piece, board, dict(values), "tile")
    ctx.board = board  # as a verb may leave it (None with a piece)
    fields = ("rt", "state", "player", "piece", "board", "values", "component")
    for fast, slow in [(ctx.derive_player(0), ctx.derive(player=0)),
                       (ctx.derive_component("other"), ctx.derive(component="other")),
                       (ctx.derive_values({"x": 2}), ctx.derive(values={"x": 2}))]:
        assert [getattr(fast, f) for f in fields] == [getattr(slow, f) for f in fields]
        assert (fast.values is ctx.values) == (slow.values is ctx.values)  # shared only when not empty


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 7), st.integers(0, 3), st.booleans()), max_size=14),
       st.integers(0, 3), st.integers(-1, 13), st.sampled_from([None, -1, "x"]))
def test_owners_here_counts_the_owners_a_set_would(pieces, board, acting_index, odd_owner):
    """`_owners_here` gathers owners as bits of an int; a set of owners is what it replaces (and
    what it falls back to for an owner that is not a seat number)."""
    from teotl.language.expressions import _owners_here
    from teotl.model.state import Piece
    state = _state(0, 0, 0)
    state.pieces = [Piece(i, owner, "worker", on, 1, locked) for i, (owner, on, locked) in enumerate(pieces)]
    if odd_owner is not None and state.pieces:
        state.pieces[-1].owner = odd_owner
    acting = state.pieces[acting_index] if 0 <= acting_index < len(state.pieces) else None
    expected = len({p.owner for p in state.pieces if p.at == board and not p.held and p is not acting})
    assert _owners_here(Ctx(RT, state, 0, acting, board)) == expected


def test_a_written_out_refill_keeps_names_and_sizes_as_they_are():
    """`_refill_shared` writes the names and sizes into generated code: any name stays itself."""
    odd = ("it's", 'say "x"', "back\\slash")
    supplies = {odd[1]: ["a", "b", "c"], odd[2]: ["d"]}
    ctx = SimpleNamespace(state=SimpleNamespace(supplies=supplies))
    _refill_shared(((odd[0], odd[1], 2), (odd[2], odd[1], 3)))(ctx)
    assert supplies == {odd[1]: [], odd[0]: ["a", "b"], odd[2]: ["d", "c"]}


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from([0, 1, 2, True, False, None]), st.booleans()), min_size=1, max_size=7))
def test_written_out_choose_offers_runs_and_judges_as_the_loop_it_replaces(options):
    """`_choose_functions` against the loop it replaces: the options whose check holds, in order;
    none: nothing runs; one: run (its `do`, or its run handed over) without asking; several: asked."""
    from teotl.language.statements import Stmt
    from teotl.primitives.choices import _choose_functions
    ran: list = []

    def stmt(index, sync):
        def do(ctx):
            ran.append(index)

        def run(ctx):
            ran.append(index)
            yield "asked inside"
        return Stmt(run, None, str(index), False, do if sync else None)

    offers = tuple(((str(i + 1), f"option {i}", stmt(i, sync)), (lambda ctx, v=value: v))
                   for i, (value, sync) in enumerate(options))
    run, can = _choose_functions(offers, lambda ctx, offered: ("asking", offered), ("choose", None))
    expected = [option for option, check in offers if check(None)]
    assert can(None) is bool(expected)
    result = run(None)
    if not expected:
        assert result is DONE and ran == []
    elif len(expected) == 1:
        only = expected[0][2]
        if only.do is not None:
            assert result is DONE and ran == [int(only.source)]
        else:
            assert ran == [] and list(result) == ["asked inside"] and ran == [int(only.source)]
    else:
        assert result == ("asking", tuple(expected)) and ran == []


def test_a_choose_of_resolves_offers_and_runs_what_each_runtimes_table_holds():
    """`choose { resolve A | … }` writes each resolve's check out in place: it must still judge
    the statement of the runtime's own table (a fork's table may hold others), as `resolve` does."""
    rt = runtime({"id": "a", "type": "tile", "effect": "pay wood 1 -> gain vp 1"},
                 {"id": "b", "type": "tile", "effect": "gain stone 1"},
                 {"id": "picks", "type": "tile", "effect": "choose { resolve a | gain cocoa 1 | resolve b }"})
    other = rt.fork()
    other.effects[("b", "effect")] = rt.compiler.effect(parse_effect("pay wood 5 -> gain stone 9"))
    without = rt.fork()
    without.effects.pop(("a", "effect"))
    stmt = rt.effects[("picks", "effect")]
    for runtime_, wood, offered in [(rt, 0, ["2", "3"]), (other, 0, None), (rt, 1, ["1", "2", "3"]),
                                    (without, 1, ["2", "3"]), (other, 5, ["1", "2", "3"]), (other, 1, ["1", "2"])]:
        state = runtime_.new_state(2)
        state.players[0].counters["wood"] = wood
        ctx = Ctx(runtime_, state, 0)
        assert stmt.can(ctx) is True
        run = stmt.run(ctx)
        first = next(iter(run), None)
        if offered is None:  # only `gain cocoa 1`: taken without asking
            assert first is None and state.players[0].counters["cocoa"] == 1
        else:
            assert [o.key for o in first.options] == offered


def test_a_sequence_of_resolves_runs_what_each_runtimes_table_holds():
    """A sequence writes each `resolve COMPONENT` step out in place: done at once when the
    statement never asks, its run delegated to otherwise, nothing when the table has none — the
    statement of the runtime's own table, as `resolve` does."""
    rt = runtime({"id": "a", "type": "tile", "effect": "gain wood 1"},
                 {"id": "b", "type": "tile", "effect": "choose { gain stone 1 | gain vp 1 }"},
                 {"id": "seq", "type": "tile", "effect": "resolve a; gain cocoa 1; resolve b; resolve a"})
    other = rt.fork()
    other.effects[("a", "effect")] = rt.compiler.effect(parse_effect("choose { gain wood 2 | gain vp 2 }"))
    without = rt.fork()
    without.effects.pop(("b", "effect"))
    stmt = rt.effects[("seq", "effect")]
    assert "r" in stmt.run.__code__.co_filename  # written out (`<sequence rdrr>`)
    for runtime_, asked, counters in [(rt, 1, {"wood": 2, "cocoa": 1, "stone": 1}), (other, 3, {"wood": 4, "cocoa": 1, "stone": 1}),
                                      (without, 0, {"wood": 2, "cocoa": 1}), (rt, 1, {"wood": 2, "cocoa": 1, "stone": 1})]:
        state = runtime_.new_state(2)
        decisions = _play_out(stmt.run(Ctx(runtime_, state, 0)), [])
        assert len(decisions) == asked
        assert {k: v for k, v in state.players[0].counters.items() if v} == counters


@pytest.mark.parametrize("first, second", [(0, 0), (0, 1), (1, 0), (1, 1), (2, None), (True, 3)])
def test_a_choose_option_of_two_checks_is_judged_as_both(first, second):
    """`_all_of` of two checks marks them (`both`) and `choose` calls them in place: the option
    is offered exactly when both hold (the second only called when the first holds)."""
    from teotl.language.statements import Stmt, _all_of
    from teotl.primitives.choices import _choose_functions
    called: list = []

    def check(name, value):
        def fn(ctx):
            called.append(name)
            return value
        return fn

    both = _all_of([check("first", first), check("second", second)])
    assert both.both is not None
    option = ("1", "both", Stmt(lambda ctx: iter(()), both, "both", False, lambda ctx: None))
    other = ("2", "other", option[2])
    run, can = _choose_functions(((option, both), (other, lambda ctx: True)), lambda ctx, offered: offered,
                                 ("choose", None))
    holds = bool(first and second)
    assert run(None) == ((option, other) if holds else DONE)
    assert called == (["first", "second"] if first else ["first"])
    called.clear()
    assert can(None) is True and called == (["first", "second"] if first else ["first"])


@pytest.mark.parametrize("wood, stone", [(0, 0), (1, 0), (0, 1), (1, 1)])
def test_may_with_a_resolve_or_two_checks_in_place_asks_when_the_body_is_possible(wood, stone):
    """`may resolve X` judges the statement of the runtime's own table; `may { A; B }` both checks."""
    rt = runtime({"id": "x", "type": "tile", "effect": "pay wood 1 -> gain vp 1"},
                 {"id": "by_name", "type": "tile", "effect": "may resolve x"},
                 {"id": "two", "type": "tile", "effect": "may { pay wood 1 -> gain vp 1; pay stone 1 -> gain vp 1 }"})
    other = rt.fork()
    other.effects[("x", "effect")] = rt.compiler.effect(parse_effect("pay stone 1 -> gain vp 1"))
    for runtime_, name, possible in [(rt, "by_name", wood >= 1), (other, "by_name", stone >= 1),
                                     (rt, "by_name", wood >= 1), (rt, "two", wood >= 1 and stone >= 1)]:
        state = runtime_.new_state(2)
        state.players[0].counters.update(wood=wood, stone=stone)
        run = rt.effects[(name, "effect")].run(Ctx(runtime_, state, 0))
        assert (run is not DONE) is possible
        assert [kind for kind, _ in _play_out(run, ["yes"])] == (["may"] if possible else [])
