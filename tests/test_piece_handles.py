"""Piece handles and the deterministic pick (teotl/primitives/piece_sources.py, first_item.py,
acting_piece.py) on the engine's mini game (tests/minigame.py): `pieces(KIND FILTER…)` in its
fixed order, `level_of`/`board_of`/`held`, `each … in first(SOURCE, highest(EXPR))` and
`acting (p): …`; bad forms are `FILE:LINE:COL: CODE message (hint)` at `teotl check`."""
from __future__ import annotations

import pytest

from minigame import GAME, runtime
from test_diagnostics_hints import COLUMN, check_effect


def tile(effect: str, cid: str = "t") -> dict:
    return {"id": cid, "type": "tile", "effect": effect}


def test_pieces_go_clockwise_from_the_first_board_then_oldest_first_and_filter_like_the_verbs():
    rt = runtime(tile("each p in pieces(worker unlocked): "
                      "{ gain vp board_of(p) * 10 + level_of(p); set clock (clock * 100 + level_of(p)) }"))
    state = rt.new_state(2)
    rt.add_piece(state, 0, "worker", 2, 3)      # quarry
    rt.add_piece(state, 0, "worker", 1, 2)      # forest
    rt.add_piece(state, 0, "worker", 1, 4)      # forest, younger
    rt.add_piece(state, 0, "worker", 0, 5, held=True)   # palace, locked: left out
    rt.add_piece(state, 1, "worker", 0, 1)      # another player's: left out
    assert rt.run(state, "t").finished
    assert state.counters["clock"] == 20403      # levels in order: forest 2, forest 4, quarry 3
    assert state.players[0].counters["vp"] == 22 + 24 + 33


@pytest.mark.parametrize("words, expected", [("worker", 4), ("worker locked", 1), ("worker strongest", 2),
                                             ("worker unlocked weakest", 1), ("worker all", 5), ("worker here", 2)])
def test_pieces_filters(words, expected):
    rt = runtime(tile(f"gain vp count(p in pieces({words}))"))
    state = rt.new_state(2)
    for at, level in ((1, 2), (1, 5), (2, 5)):
        rt.add_piece(state, 0, "worker", at, level)
    rt.add_piece(state, 0, "worker", 0, 3, held=True)
    rt.add_piece(state, 1, "worker", 0, 1)
    ctx = rt.context(state, 0)
    ctx.board = 1                               # `here`: forest
    list(rt.effect("t").run(ctx))
    assert state.players[0].counters["vp"] == expected


def test_first_takes_the_highest_level_that_can_act_ties_in_source_order_and_makes_it_acting():
    """Levels 5 (quarry: gold 3 needed, none), 3 (forest), 3 (market): the 5 cannot pay, the two
    3s tie, the forest one comes first clockwise; it acts: `level` and `board_number` are its."""
    rt = runtime(tile("each p in first(pieces(worker unlocked), highest(level_of(p))): acting (p): "
                      "{ require board_number != 3 or gold >= 3; gain vp level * 10 + board_number; upgrade worker acting }"))
    state = rt.new_state(1)
    rt.add_piece(state, 0, "worker", 2, 5)
    forest = rt.add_piece(state, 0, "worker", 1, 3)
    market = rt.add_piece(state, 0, "worker", 3, 3)
    assert rt.run(state, "t").finished
    assert state.players[0].counters["vp"] == 32 and (forest.value, market.value) == (4, 3)


def test_first_with_lowest_and_a_condition_and_none_left_is_not_possible():
    rt = runtime(tile("each p in first(pieces(worker), lowest(level_of(p))) where held(p) == 0: gain vp level_of(p)"),
                 tile("each p in first(pieces(worker)) where level_of(p) > 4: gain vp 1", "u"))
    state = rt.new_state(1)
    rt.add_piece(state, 0, "worker", 1, 1, held=True)
    rt.add_piece(state, 0, "worker", 2, 4)
    rt.add_piece(state, 0, "worker", 3, 2)
    assert rt.run(state, "t").finished and state.players[0].counters["vp"] == 2
    assert not rt.effect("u").can(rt.context(state, 0))     # no level above 4: `choose` would not offer it


def test_acting_is_for_its_statement_only():
    rt = runtime(tile("each p in first(pieces(worker)): acting (p): gain vp level; gain cocoa level"))
    state = rt.new_state(1)
    rt.add_piece(state, 0, "worker", 1, 3)
    assert rt.run(state, "t").finished
    assert state.players[0].counters["vp"] == 3 and state.players[0].counters["cocoa"] == 0


@pytest.mark.parametrize("effect, code, says", [
    ("each p in pieces(wroker): gain vp 1", "E407", "did you mean `worker`"),
    ("each p in pieces(worker sideways): gain vp 1", "E407", "`sideways` is not a filter of `pieces`"),
    ("each p in pieces(worker locked unlocked): gain vp 1", "E407", "opposite filters"),
    ("gain vp count(p in first(pieces(worker)))", "E472", "only in `each NAME in first(…)`"),
    ("each p in first(pieces(worker), level_of(p)): gain vp 1", "E472", "highest(level_of(p))"),
    ("acting (it): gain vp 1", "E470", "`it` is a component"),
    ("gain vp level_of(3)", "E470", "must be a piece bound by the effect"),
])
def test_bad_forms_are_compile_errors(effect, code, says):
    from teotl.runtime.runtime import Runtime
    problems = Runtime(GAME, [tile(effect)]).problems
    assert problems and problems[0].code == code and says in str(problems[0]), problems


def test_teotl_check_places_a_bad_filter_and_the_retired_verb_names_the_template(tmp_path, capsys):
    line = check_effect(tmp_path, capsys, "each p in pieces(worker sideways): gain vp 1")
    assert line.startswith(f"typos.yaml:6:{COLUMN + len('each p in pieces(')}: E407 ") and "(filters:" in line, line
    line = check_effect(tmp_path, capsys, "attempt worker unlocked by strongest teotibot_mastery")
    assert ": E403 `attempt` is gone: " in line and "template `attempt (COMPONENT)`" in line, line


@pytest.mark.parametrize("effect, example", [
    ("gain vp count(p in first(pieces(die)))", "count(p in pieces(die) where …)"),
    ("each p in first(pieces(die), level_of(p)): gain vp 1", "first(pieces(die), highest(level_of(p)))"),
    ("gain vp level_of(1, 2)", "each p in pieces(die): … level_of(p)"),
])
def test_a_hints_example_names_the_rule_sets_own_piece_kind(effect, example):
    """The examples in these hints use a kind of piece the rule set has, not another game's."""
    import copy
    from teotl.runtime.runtime import Runtime
    game = copy.deepcopy(GAME)
    game["vocabulary"]["pieces"][0]["id"] = "die"
    game["vocabulary"].get("aliases", {}).pop("workers_here", None)
    problems = Runtime(game, [tile(effect)]).problems
    assert problems and example in problems[0].hint and "worker" not in problems[0].hint, problems
