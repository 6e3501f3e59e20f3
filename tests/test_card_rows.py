"""General primitives for cards laid in rows (docs/game-model.md §3, §6), on the tiny card game of
tests/cards_support.py: marks on a component (`add_mark`, `remove_marks`, `marks`), picking one
item of a source (`each c in one_of(S)`), building from a hand (`put … paying`), `passed(PLAYER)`,
copies each player owns (`copies: {per_player: N}`) — with the errors each refuses."""
from __future__ import annotations

import copy

import pytest

from cards_support import GAME, effect, problems, run, runtime
from teotl.runtime.game import Game

MARKS = copy.deepcopy(GAME)
MARKS["vocabulary"]["marks"] = ["used", "guard"]


def marked_runtime(*extra):
    return runtime(*extra, game=MARKS)


def test_add_mark_counts_up_and_marks_reads_each_instance_apart():
    rt = marked_runtime(effect("lay", "each c in tableau: add_mark (c) used; each c in tableau where has(c, grey): "
                                      "add_mark (c) guard (2)"),
                        effect("score", "gain vp sum(marks(c, used) + 10 * marks(c, guard) for c in tableau)"))
    state = rt.new_state(2, 1)
    state.supplies["tableau@0"] = ["quarry#1", "field#1", "quarry#2"]
    run(rt, "lay", state)
    run(rt, "lay", state)
    assert state.marks == {"quarry#1": {"used": 2, "guard": 4}, "field#1": {"used": 2}, "quarry#2": {"used": 2, "guard": 4}}
    run(rt, "score", state)
    assert state.players[0].counters["vp"] == 2 + 40 + 2 + 2 + 40
    assert state.to_json()["marks"]["field#1"] == {"used": 2}


def test_remove_marks_one_name_every_name_or_everywhere():
    rt = marked_runtime(effect("lay", "each c in tableau: { add_mark (c) used; add_mark (c) guard }"),
                        effect("one", "each c in tableau where has(c, red): remove_marks (c) guard"),
                        effect("every", "each c in tableau where has(c, grey): remove_marks (c)"),
                        effect("wipe", "remove_marks all used"))
    state = rt.new_state(2, 1)
    state.supplies["tableau@0"] = ["quarry#1", "field#1", "monument"]
    run(rt, "lay", state)
    run(rt, "one", state)
    assert state.marks["field#1"] == {"used": 1}
    run(rt, "every", state)
    assert "quarry#1" not in state.marks and state.marks["monument"] == {"used": 1, "guard": 1}
    run(rt, "wipe", state)
    assert state.marks == {"monument": {"guard": 1}}


def test_a_copied_state_keeps_its_own_marks():
    rt = marked_runtime(effect("lay", "each c in tableau: add_mark (c) used"))
    state = rt.new_state(2, 1)
    state.supplies["tableau@0"] = ["quarry#1"]
    run(rt, "lay", state)
    later = state.copy()
    run(rt, "lay", later)
    assert state.marks == {"quarry#1": {"used": 1}} and later.marks == {"quarry#1": {"used": 2}}


def test_a_game_without_marks_carries_none():
    rt = runtime()
    state = rt.new_state(2, 1)
    assert state.marks == {} and "marks" not in state.to_json()


@pytest.mark.parametrize("text, code", [
    ("each c in tableau: add_mark (c) usd", "E476"),         # not a declared mark
    ("each c in tableau: add_mark (c)", "E477"),             # no mark named
    ("add_mark (deck) used", "E470"),                        # not a handle
    ("each c in tableau: remove_marks (c) used guard", "E477"),
    ("remove_marks all", "E477"),
    ("gain vp marks(used)", "E477"),
])
def test_marks_refuse_what_they_cannot_read(text, code):
    found = problems(effect("bad", text), game=MARKS)
    assert [p.code for p in found] == [code], found
    assert found[0].hint


def test_a_mark_nobody_declared_names_the_declaration_to_write():
    found = problems(effect("bad", "each c in tableau: add_mark (c) used"))
    assert found[0].code == "E476" and "vocabulary: {marks:" in found[0].hint


# ---------------------------------------------------------------------- one_of
BANK = {"id": "bank", "type": "card", "name": "Bank", "tags": ["gold"], "effect": "pay coin 2 -> gain vp 1"}


def test_one_of_offers_only_items_that_meet_the_condition_and_whose_body_can_be_carried_out():
    rt = marked_runtime(BANK, effect("use", "each c in one_of(tableau) where marks(c, used) == 0: "
                                            "{ add_mark (c) used; resolve (c) }"))
    state = rt.new_state(2, 1)
    # ruins has no effect, the bank costs 2 coins (none held), the field is used already
    state.supplies["tableau@0"] = ["quarry#1", "bank", "ruins#1", "field#1", "monument"]
    state.marks["field#1"] = {"used": 1}
    asked = run(rt, "use", state, answers=["monument"])
    assert asked == [(0, "which c?", ["quarry#1", "monument"])]
    assert state.marks == {"field#1": {"used": 1}, "monument": {"used": 1}}
    assert state.players[0].counters["vp"] == 2


def test_one_of_asks_nothing_for_one_candidate():
    rt = marked_runtime(BANK, effect("use", "each c in one_of(tableau): { add_mark (c) used; resolve (c) }"))
    state = rt.new_state(2, 1)
    state.supplies["tableau@0"] = ["bank", "ruins#1", "quarry#1"]
    assert run(rt, "use", state) == []
    assert state.marks == {"quarry#1": {"used": 1}} and state.players[0].counters["coin"] == 1


def test_one_of_with_two_candidates_asks_by_name_and_pays_inside_the_body():
    rt = marked_runtime(BANK, effect("use", "each c in one_of(tableau): resolve (c)"))
    state = rt.new_state(2, 1)
    state.players[0].counters["coin"] = 2
    state.supplies["tableau@0"] = ["bank", "quarry#1"]
    asked = run(rt, "use", state, answers=["bank"])
    assert asked == [(0, "which c?", ["bank", "quarry#1"])]
    assert state.players[0].counters["vp"] == 1 and state.players[0].counters["coin"] == 0


def test_one_of_with_no_candidate_cannot_be_carried_out_so_choose_skips_it():
    rt = marked_runtime(effect("turn", "choose { each c in one_of(tableau): resolve (c) | gain vp 5 }"))
    state = rt.new_state(2, 1)
    state.supplies["tableau@0"] = ["ruins#1"]
    assert run(rt, "turn", state) == []            # the only possible option is taken unasked
    assert state.players[0].counters["vp"] == 5


def test_one_of_over_players_runs_as_the_player_picked():
    rt = marked_runtime(effect("gift", "each p in one_of(others) where coin == 0: gain coin 3"))
    state = rt.new_state(3, 1)
    state.players[1].counters["coin"] = 2
    assert run(rt, "gift", state) == []            # only seat 2 has no coin
    assert [p.counters["coin"] for p in state.players] == [0, 2, 3]


# ---------------------------------------------------------------------- put … paying
def test_put_paying_offers_what_the_player_can_pay_and_pays_it():
    extra = {"id": "tower", "type": "card", "name": "Tower", "tags": ["grey"], "cost": "coin 2", "effect": "gain vp 3"}
    rt = runtime(extra, effect("build", "put hand tableau paying; resolve (it)"))
    state = rt.new_state(2, 1)
    state.players[0].counters["coin"] = 1
    state.supplies["hand@0"] = ["tower", "monument"]
    assert run(rt, "build", state) == []           # the tower is not offered: the monument, unasked
    assert state.supplies["tableau@0"] == ["monument"] and state.players[0].counters["coin"] == 1
    state.players[0].counters["coin"] = 2
    state.supplies["hand@0"] = ["tower", "monument"]
    asked = run(rt, "build", state, answers=["tower"])
    assert asked[0][2] == ["tower", "monument"]
    assert state.players[0].counters["coin"] == 0 and state.players[0].counters["vp"] == 2 + 3


def test_put_paying_with_nothing_affordable_cannot_be_carried_out():
    extra = {"id": "tower", "type": "card", "name": "Tower", "cost": "coin 2"}
    rt = runtime(extra, effect("turn", "choose { put hand tableau paying | gain coin 1 }"))
    state = rt.new_state(2, 1)
    state.supplies["hand@0"] = ["tower"]
    assert run(rt, "turn", state) == []
    assert state.supplies["hand@0"] == ["tower"] and state.players[0].counters["coin"] == 1


def test_put_paying_pays_an_effect_cost_too():
    extra = {"id": "tower", "type": "card", "name": "Tower", "cost": "coin 1",
             "effects": {"cost": "put tableau discard"}}
    rt = runtime(extra, effect("build", "put hand tableau paying"))
    state = rt.new_state(2, 1)
    state.players[0].counters["coin"] = 1
    state.supplies["hand@0"] = ["tower"]
    state.supplies["tableau@0"] = []
    assert not rt.effects[("build", "effect")].can(rt.context(state, 0))   # nothing to discard
    state.supplies["tableau@0"] = ["ruins#1"]
    run(rt, "build", state)
    assert state.supplies["tableau@0"] == ["tower"] and state.supplies["discard"] == ["ruins#1"]
    assert state.players[0].counters["coin"] == 0


# ---------------------------------------------------------------------- passed(PLAYER)
def test_passed_of_another_player_reads_the_phase():
    rt = runtime(effect("look", "gain coin passed(1) + 2 * passed((seat + 2) % players) + 4 * passed()"))
    state = rt.new_state(3, 1)
    state.flow = {"round": 1, "phase": "action", "first": 0, "passed": [1, 2]}
    run(rt, "look", state)
    assert state.players[0].counters["coin"] == 1 + 2


def test_passed_takes_at_most_one_player():
    assert [p.code for p in problems(effect("bad", "gain coin passed(1, 2)"))] == ["E433"]


# ---------------------------------------------------------------------- copies of a player's own
def test_per_player_copies_give_each_player_their_own_instances():
    deck = {"id": "scout", "type": "card", "name": "Scout", "copies": {"per_player": 2}, "effect": "gain coin 1"}
    game = copy.deepcopy(GAME)
    game["players"] = {"min": 2, "max": 4}
    rt = runtime(deck, effect("own", "fill stored card"), effect("everyone", "fill discard card"), game=game)
    state = rt.new_state(3, 1)
    for seat in range(3):
        run(rt, "own", state, seat=seat)
    scouts = lambda key: [c for c in state.supplies[key] if c.startswith("scout")]  # noqa: E731
    assert scouts("stored@0") == ["scout#1", "scout#2"]
    assert scouts("stored@1") == ["scout#3", "scout#4"]
    assert scouts("stored@2") == ["scout#5", "scout#6"]
    run(rt, "everyone", state)
    assert scouts("discard") == [f"scout#{k}" for k in range(1, 7)]
    assert rt.component_name("scout#8") == "Scout"             # 4 players × 2 are registered


@pytest.mark.parametrize("copies, clean", [("{per_player: 2}", True), ("{per_player: 2, default: 1}", False),
                                           ("{per_player: -1}", False), ("{per_player: two}", False)])
def test_per_player_copies_in_a_rule_file_are_checked_by_the_schema(tmp_path, capsys, copies, clean):
    import shutil
    from conftest import REPO
    from teotl.cli import main
    root = tmp_path / "cards"
    shutil.copytree(REPO / "docs" / "examples" / "cards", root)
    path = root / "base" / "cards.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("copies: 3 ", f"copies: {copies} ", 1), encoding="utf-8")
    code = main(["check", "--rules", str(root)])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    line = next(n for n, row in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if "per_player" in row)
    errors = [row for row in out.splitlines() if ": E" in row]
    assert (code == 0 and errors == []) if clean else (code == 1 and errors and
                                                       all(f"base/cards.yaml:{line}:" in row for row in errors)), out
