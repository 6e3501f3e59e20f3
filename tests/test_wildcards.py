"""Wildcard resources (`substitutes:`): paying with them, never gaining them from `any GROUP`
unless allowed, counting them with available(R), and the automaton's `wildcards_last` answer.
Built on the engine-test vocabulary (tests/minigame.py) plus a joker that replaces wood, stone
or gold."""
from __future__ import annotations

import copy

import pytest

from minigame import GAME
from teotl.model.decisions import IllegalAnswer
from teotl.runtime.runtime import Runtime


def game(**joker) -> dict:
    data = copy.deepcopy(GAME)
    data["vocabulary"]["resources"].insert(4, {"id": "joker", "substitutes": ["wood", "stone", "gold"], **joker})
    data["vocabulary"]["queries"].update(joker_works="1 - clock", joker_as_any="0")
    return data


def runtime(*components: dict, **joker) -> Runtime:
    rt = Runtime(game(**joker), list(components))
    assert not rt.problems, rt.problems
    return rt


def tile(effect: str, cid: str = "t", **extra) -> dict:
    return {"id": cid, "type": "tile", "effect": effect, **extra}


def held(state, player=0):
    return {k: v for k, v in state.players[player].counters.items() if v}


def start(rt, **counters):
    state = rt.new_state(1)
    state.players[0].counters.update(counters)
    return state


def test_a_wildcard_pays_for_what_it_substitutes():
    rt = runtime(tile("choose { pay wood 2 -> gain vp 5 | gain cocoa 1 }"))
    state = start(rt, wood=1, joker=1)
    run = rt.run(state, "t")
    assert run.pending.keys() == ["1", "2"]           # affordable: 1 wood + 1 joker
    run.answer("1")
    assert run.pending.kind == "pay_with" and run.pending.keys() == ["wood", "joker"]
    run.answer("joker")                                # the first unit with the joker: the wood must pay the second
    assert run.finished and held(state) == {"vp": 5}
    log = [e for e in state.log if e["e"] == "pay"]
    assert log == [{"e": "pay", "p": 0, "resource": "wood", "amount": 1},
                   {"e": "pay", "p": 0, "resource": "joker", "amount": 1, "instead_of": "wood"}]


def test_never_for_what_it_does_not_substitute():
    rt = runtime(tile("choose { pay cocoa 1 -> gain vp 5 | gain gold 1 }"))
    state = start(rt, joker=3)
    run = rt.run(state, "t")
    assert run.finished and held(state) == {"joker": 3, "gold": 1}   # the cocoa cost was never offered


def test_all_or_nothing_across_the_whole_cost():
    rt = runtime(tile("choose { pay wood 1, stone 1, gold 1 -> gain vp 9 | gain cocoa 1 }"))
    state = start(rt, wood=1, joker=1)                 # 2 units for 3 needed
    assert rt.run(state, "t").finished and held(state) == {"wood": 1, "joker": 1, "cocoa": 1}
    state = start(rt, wood=1, joker=2)
    run = rt.run(state, "t")
    run.answer("1")
    assert run.finished and held(state) == {"vp": 9}   # wood paid by wood; no choice was left


def test_only_choices_that_leave_the_rest_payable_are_offered():
    rt = runtime(tile("pay wood 1, stone 1 -> gain vp 1"))
    state = start(rt, wood=1, joker=1)                 # the joker must pay the stone
    run = rt.run(state, "t")
    assert run.finished and held(state) == {"vp": 1}
    state = start(rt, wood=2, stone=0, joker=1)
    run = rt.run(state, "t")
    assert run.finished


def test_any_group_cost_may_be_paid_with_a_wildcard():
    rt = runtime(tile("pay cocoa 1, any resource 1 -> gain vp 2"))
    state = start(rt, cocoa=1, joker=1)
    assert rt.run(state, "t").finished and held(state) == {"vp": 2}
    state = start(rt, cocoa=1, gold=1, joker=1)
    run = rt.run(state, "t")
    assert run.pending.keys() == ["gold", "joker"]
    with pytest.raises(IllegalAnswer):
        run.answer("cocoa")
    run.answer("joker")
    assert held(state) == {"gold": 1, "vp": 2}


def test_gain_any_group_never_offers_the_wildcard():
    rt = runtime(tile("gain any resource 1"))
    state = start(rt)
    run = rt.run(state, "t")
    assert run.pending.keys() == ["wood", "stone", "gold"]


def test_gain_any_group_offers_it_while_its_condition_holds():
    tech = {"id": "tech", "type": "technology", "modifiers": ["modify joker_as_any + 1"]}
    rt = runtime(tile("gain any resource 1"), tech, offered_as_any_while="joker_as_any > 0")
    state = start(rt)
    assert rt.run(state, "t").pending.keys() == ["wood", "stone", "gold"]
    state.players[0].owned.append("tech")
    run = rt.run(state, "t")
    assert run.pending.keys() == ["wood", "stone", "gold", "joker"]
    run.answer("joker")
    assert held(state) == {"joker": 1}


def test_substitutes_only_while_its_condition_holds():
    rt = runtime(tile("choose { pay wood 1 -> gain vp 1 | gain cocoa 1 }"), substitutes_while="joker_works > 0")
    state = start(rt, joker=1)
    run = rt.run(state, "t")
    assert run.pending.keys() == ["1", "2"]
    state.counters["clock"] = 1                        # joker_works = 1 - clock = 0
    assert rt.run(state, "t").finished and held(state) == {"joker": 1, "cocoa": 1}


def test_available_counts_the_wildcards():
    rt = runtime(tile("gain vp available(wood) * 10 + available(cocoa)"), substitutes_while="joker_works > 0")
    state = start(rt, wood=1, cocoa=2, joker=2)
    rt.run(state, "t")
    assert state.players[0].counters["vp"] == 32
    state = start(rt, wood=1, joker=2)
    state.counters["clock"] = 1
    rt.run(state, "t")
    assert state.players[0].counters["vp"] == 10


def test_a_policy_spends_wildcards_last():
    policy = {"id": "bot", "type": "tile", "data": {"answers": [
        {"kind": "pay_with", "by": "wildcards_last", "why": "jokers last"}]}}
    inner = tile("pay wood 2 -> gain vp 1; pay any resource 1 -> gain vp 1", cid="inner")
    rt = runtime(tile("automate bot inner"), policy, inner)
    state = start(rt, wood=1, gold=1, joker=2)
    run = rt.run(state, "t")
    assert run.finished
    assert held(state) == {"joker": 1, "vp": 2}
    auto = [e["answer"] for e in state.log if e["e"] == "auto"]
    assert auto == ["wood", "gold"]


def test_wildcard_conditions_are_checked():
    from teotl.runtime.check import check
    data = game(substitutes_while="no_such_thing > 0")
    data["vocabulary"]["resources"][4]["substitutes"] = ["wood", "cocoa_beans"]
    problems = check(data, [])
    found = {(p.code, p.field_path) for p in problems}
    assert ("E401", "vocabulary.resources.joker.substitutes_while") in found
    assert ("E401", "vocabulary.resources.joker.substitutes") in found
