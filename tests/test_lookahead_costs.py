"""What made the look-ahead cheaper changes no answer (docs/performance.md, "Seventh look"): each
shortcut against the plain computation it replaces."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from teotl.loading import load_runtime
from teotl.model.state import PlayerState


@pytest.fixture(scope="module")
def teotihuacan():
    return load_runtime(None, [], [], logging=False)[1]


def _by_definition(rt, owned, label) -> int:
    return sum(1 for cid in owned if label in rt.components[cid].labels)


def test_count_owned_counts_what_carries_the_label(teotihuacan):
    """`count(TAG)` (Services.count_owned) by a set of holders per label: the same number as
    asking every owned component, for every type and tag, instances of copies included, and a
    runtime whose components table changed counts by its new table."""
    rt = teotihuacan
    ids = sorted(rt.components)
    labels = sorted(set().union(*(info.labels for info in rt.components.values())) | {"no_such_label"})
    rng = random.Random(18)
    for _ in range(200):
        owned = rng.sample(ids, rng.randrange(0, 30))
        player = PlayerState(0, {}, {}, owned)
        for label in labels:
            assert rt.count_owned(player, label) == _by_definition(rt, owned, label), label
    fork = rt.fork(logging=False)
    label = labels[0]
    before = rt.count_owned(PlayerState(0, {}, {}, ids), label)
    fork.components["new_one"] = replace(rt.components[ids[0]], id="new_one", labels=frozenset([label]))
    assert fork.count_owned(PlayerState(0, {}, {}, ids + ["new_one"]), label) == before + 1
    assert rt.count_owned(PlayerState(0, {}, {}, ids), label) == before


# ---------------------------------------------------------------- supplies shared until written
from hypothesis import given, settings, strategies as st  # noqa: E402

from teotl.model.shared_random import SharedRandom  # noqa: E402
from teotl.model.state import GameState  # noqa: E402

KEYS = ("deck", "offer", "hand@0", "hand@1", "new")


def _state(contents: dict) -> GameState:
    return GameState([PlayerState(0, {}, {})], [], {k: list(v) for k, v in contents.items()}, {}, SharedRandom(1))


def _change(items: list, how: str, n: int) -> None:
    """One change in place, of each kind the verbs make (fill/deal extend, claim pop(0), take and
    place remove, refill append, discard and deal del, flip a position, cycle a slice, sort, shuffle)."""
    if how == "append":
        items.append(f"c{n}")
    elif how == "extend":
        items.extend([f"e{n}", f"f{n}"])
    elif how == "pop" and items:
        items.pop(0)
    elif how == "pop_end" and items:
        items.pop()
    elif how == "remove" and items:
        items.remove(items[n % len(items)])
    elif how == "del" and items:
        del items[:1 + n % len(items)]
    elif how == "set" and items:
        items[n % len(items)] = f"s{n}"
    elif how == "slice":
        items[:] = items[1:] + items[:1]
    elif how == "sort":
        items.sort()
    elif how == "shuffle":
        random.Random(n).shuffle(items)


CHANGES = ("append", "extend", "pop", "pop_end", "remove", "del", "set", "slice", "sort", "shuffle")
programs = st.lists(st.one_of(
    st.tuples(st.just("copy"), st.integers(0, 9)),
    st.tuples(st.just("change"), st.integers(0, 9), st.sampled_from(KEYS), st.sampled_from(CHANGES), st.integers(0, 9)),
    st.tuples(st.just("hold"), st.integers(0, 9), st.sampled_from(KEYS), st.sampled_from(CHANGES), st.integers(0, 9))),
    max_size=40)


@settings(max_examples=400, deadline=None)
@given(programs)
def test_copies_share_supplies_only_until_one_is_written(program):
    """Any program of copies (of copies) and changes of every kind: each state's supplies are
    always what deep copies would hold — a change never shows in a copy or in the state copied
    from. `hold`: a list fetched to change, then the state copied, then the list changed (a
    running effect holding its list across a look-ahead's copy): the change is the state's own."""
    start = {"deck": ["a", "b", "c"], "offer": ["x"], "hand@0": [], "hand@1": ["h"]}
    states, expected = [_state(start)], [{k: list(v) for k, v in start.items()}]
    for step in program:
        index = step[1] % len(states)
        if step[0] == "copy":
            states.append(states[index].copy())
            expected.append({k: list(v) for k, v in expected[index].items()})
            continue
        _, _, key, how, n = step
        state = states[index]
        items = state.writable_supply(key)
        expected[index].setdefault(key, [])
        if step[0] == "hold":
            states.append(state.copy())
            expected.append({k: list(v) for k, v in expected[index].items()})
        _change(items, how, n)
        _change(expected[index][key], how, n)
        for mine, theirs in zip(states, expected):
            assert {k: list(v) for k, v in mine.supplies.items()} == theirs
            assert mine.to_json()["supplies"] == theirs


def test_a_copys_supply_changed_in_place_fails_loudly():
    """A change that skips `writable_supply` is an error, never a change shared with the original."""
    state = _state({"deck": ["a", "b"]})
    copy = state.copy()
    with pytest.raises(AttributeError):
        copy.supplies["deck"].pop(0)
    with pytest.raises(TypeError):
        copy.supplies["deck"][0] = "z"
    assert state.supplies["deck"] == ["a", "b"] and state.supplies["deck"] is not copy.supplies["deck"]
    assert copy.copy().supplies["deck"] is copy.supplies["deck"]  # a copy of a copy costs nothing
    written = copy.writable_supply("deck")
    assert written == ["a", "b"] and copy.writable_supply("deck") is written  # copied once
    written.append("c")
    assert list(copy.supplies["deck"]) == ["a", "b", "c"] and state.supplies["deck"] == ["a", "b"]


@pytest.mark.parametrize("players", [2, 4])
def test_the_verbs_change_a_copys_supplies_as_the_originals(teotihuacan, players):
    """Every verb that changes a supply, on a copied state (tuples until written) and on the state
    it was copied from (lists): a seeded random game played on from a fork at each of its first
    decisions ends where the real game ends (the fork replays its turn on a copy of the turn's
    start), and the real game is untouched by it."""
    from teotl.agents import make_agent
    from teotl.runtime.game import Game
    game = Game(teotihuacan, players, 11, snapshots=True)
    agents = [make_agent("random", 11, seat) for seat in range(players)]
    answers = []
    while not game.finished:
        decision = game.pending
        answers.append(agents[decision.player].choose(game, decision))
        game.answer(answers[-1])
    final = game.state.to_json()
    replay = Game(teotihuacan, players, 11, snapshots=True)
    forks = shared = 0
    for number, answer in enumerate(answers):
        if number % 15 == 7:
            fork = replay.fork()
            forks += 1
            shared += any(type(v) is tuple for v in fork.state.supplies.values())
            for later in answers[number:]:
                fork.answer(later)
            assert fork.finished and fork.state.to_json() == final
        replay.answer(answer)
    assert replay.state.to_json() == final
    assert forks > 10 and shared >= forks - 3  # (a fork before the first turn plays from the set-up: lists)


def test_pieces_level_with_constant_bounds_counts_as_with_computed_ones(teotihuacan):
    """`pieces_level(2, 5)` (four of them in greedy's value) reads its bounds once, when compiled:
    the same counts as bounds worked out at every call (`vp - vp + 2`), along whole games."""
    from teotl.agents import make_agent
    from teotl.language.parser import parse_expression
    from teotl.runtime.game import Game
    rt = teotihuacan
    bounds = [(low, high) for low in range(0, 7) for high in range(low - 1, 7)]
    fixed = {b: rt.compiler.expr(parse_expression(f"pieces_level({b[0]}, {b[1]})")) for b in bounds}
    computed = {b: rt.compiler.expr(parse_expression(f"pieces_level(vp - vp + {b[0]}, vp - vp + {b[1]})"))
                for b in bounds}
    assert all(hasattr(rt.compiler.expr(parse_expression(f"{b[0]}")), "constant") for b in bounds)
    game = Game(rt, 3, 4)
    agents = [make_agent("random", 4, seat) for seat in range(3)]
    checked = 0
    while not game.finished:
        if checked % 7 == 0:
            for seat in range(3):
                ctx = rt.context(game.state, seat)
                for b in bounds:
                    expected = sum(1 for p in game.state.pieces if p.owner == seat and b[0] <= p.value <= b[1])
                    assert fixed[b](ctx) == computed[b](ctx) == expected, b
        checked += 1
        game.answer(agents[game.pending.player].choose(game, game.pending))
    assert checked > 100


@pytest.mark.parametrize("rules", ["teotihuacan", "cacao", "imperial-settlers"])
def test_samples_dealt_together_are_those_dealt_one_by_one(rules):
    """`determinise_each` (greedy deals its samples of a turn together): each rng's sample is the
    plain dealing's with that rng alone (test_observation_cache), its numbers those the rng gives
    next, and the rest of it (players, log) as `determinise` with that rng."""
    from pathlib import Path
    from test_observation_cache import plain_determinise
    from teotl.agents import make_agent
    from teotl.runtime.game import Game
    root = Path(__file__).resolve().parents[1] / "rules" / rules
    rt = load_runtime(root, [], [], logging=False)[1]
    dealt = 0
    for players in (2, 4):
        game = Game(rt, players, 3)
        agents = [make_agent("random", 3, seat) for seat in range(players)]
        for number in range(400):
            if game.finished:
                break
            if number % 37 == 0:
                for seat in range(players):
                    seeds = (1, 2, 3)
                    together = rt.determinise_each(game.state, seat, [random.Random(s) for s in seeds], log=False)
                    for sample, seed in zip(together, seeds):
                        expected, next_bits = plain_determinise(rt, game.state, seat, random.Random(seed))
                        assert sample.to_json()["supplies"] == expected.to_json()["supplies"]
                        assert sample.rng.getstate() == random.Random(next_bits).getstate()
                        alone = rt.determinise(game.state, seat, random.Random(seed), log=False)
                        assert sample.to_json() == alone.to_json() and sample.log == alone.log == []
                        dealt += sample.to_json()["supplies"] != game.state.to_json()["supplies"]
            game.answer(agents[game.pending.player].choose(game, game.pending))
    assert dealt > 0  # (something was hidden and dealt otherwise)


def test_pieces_and_players_copied_field_by_field(teotihuacan):
    """Piece and PlayerState have slots and are copied field by field (GameState.copy, `copy()`):
    every field equal in the copy, none shared that can change, on whole games' states."""
    from dataclasses import fields
    from teotl.agents import make_agent
    from teotl.runtime.game import Game
    from teotl.model.state import Piece
    assert not hasattr(Piece(0, 0, "w", 0, 1), "__dict__") and not hasattr(PlayerState(0, {}, {}), "__dict__")
    game = Game(teotihuacan, 4, 8)
    agents = [make_agent("random", 8, seat) for seat in range(4)]
    for number in range(300):
        if number % 50 == 0:
            state = game.state
            for copy in (state.copy(), state.copy().copy()):
                assert copy.pieces == state.pieces and copy.players == state.players
                assert [p.copy() for p in state.pieces] == state.pieces
                assert [p.copy() for p in state.players] == state.players
                before = state.to_json()
                for piece in copy.pieces:
                    for field in fields(Piece):
                        setattr(piece, field.name, None)
                for player in copy.players:
                    player.counters["x"] = player.tracks["x"] = 1
                    player.owned.append("x"), player.used.add("x"), player.fresh.add("x")
                    player.flags["x"] = 1
                    player.index = -5
                assert state.to_json() == before
        game.answer(agents[game.pending.player].choose(game, game.pending))


def test_the_value_formula_is_compiled_once_per_rule_set(teotihuacan):
    """value_function (greedy's and mcts's) compiles `agents.greedy.value` once per rule set and
    gives the same values as a fresh compilation of it."""
    from teotl.agents.valuation import value_function
    from teotl.language.parser import parse_expression
    from teotl.model.context import Ctx
    from teotl.runtime.game import Game
    rt = teotihuacan
    first, again = value_function(rt, "vp"), value_function(rt, "vp")
    assert first is again
    fresh = rt.compiler.expr(parse_expression(str(rt.game["agents"]["greedy"]["value"])))
    state = Game(rt, 3, 2).state
    state.players[1].counters["vp"] += 7
    assert [first(Ctx(rt, state, p)) for p in range(3)] == [fresh(Ctx(rt, state, p)) for p in range(3)]
    assert value_function(rt, "cocoa") is first  # (the score names the value only where none is written)


def test_the_solo_caches_are_kept_per_rule_set_not_in_the_runtimes_dict():
    """The Teotibot's policies and the arrangements' layouts are worked out once per rule set and
    kept in `compiler.memo`, never in the runtime's own `__dict__`
    (reading that materialises it and slows every attribute read of the runtime: 28.9 → 27.9 M
    instructions a random solo game)."""
    from teotl.primitives.arrangement import layout_of
    from teotl.primitives.automaton import policy_of
    rt = load_runtime(None, ["solo"], [], logging=True)[1]
    bots = [cid for cid, info in rt.components.items() if info.type == "automaton"]
    layouts = [cid for cid, info in rt.components.items() if info.type == "arrangement"]
    assert bots and layouts
    for cid in bots:
        assert policy_of(rt, cid) is policy_of(rt, cid)
    for cid in layouts:
        assert layout_of(rt, cid) is layout_of(rt, cid)
    assert "automaton policies" in rt.compiler.memo and "arrangement layouts" in rt.compiler.memo
    assert not any(name.startswith(("_automaton", "_arrangement")) for name in vars(rt))
