"""Templates: effects and values with parameters, expanded where they are called (docs/game-model.md
§5). On the tiny vocabulary of tests/minigame.py; the rule-file side (declaring, modules, variants,
`teotl check` lines) is tests/test_templates_rules.py."""
from __future__ import annotations

from teotl.language import ast
from teotl.language.templates import Param, spec_of
from teotl.runtime.runtime import Runtime

from minigame import GAME

HARVEST = {"id": "harvest", "params": [{"crop": "resource"}, "amount"], "effect": "gain crop amount; gain vp 1"}
DOUBLE = {"id": "double", "params": ["x"], "value": "x * 2"}


def compiled(*components, templates=()):
    return Runtime(GAME, list(components), templates=list(templates))


def tile(effect: str, cid: str = "e") -> dict:
    return {"id": cid, "type": "tile", "effect": effect}


def problems(effect: str, *templates) -> list:
    """What the semantic check finds (the runtime's compile problems, then the checks of its own)."""
    from teotl.runtime.check import check
    runtime = compiled(tile(effect), templates=templates)
    return check(GAME, [tile(effect)], runtime)


def run(rt, cid="e", players=3, seat=0, setup=None, answers=()):
    state = rt.new_state(players, seed=1)
    if setup:
        setup(state)
    runner = rt.effects[(cid, "effect")].run(rt.context(state, seat))
    answers = list(answers)
    try:
        decision = next(runner)
        while True:
            decision = runner.send(decision.find(answers.pop(0)).value)
    except StopIteration:
        pass
    assert not answers
    return state


def counters(state, seat=0):
    return {name: value for name, value in state.players[seat].counters.items() if value}


# ====================================================================== meaning
def test_a_statement_template_with_a_resource_parameter_gains_what_it_is_given():
    rt = compiled(tile("harvest(wood, 3); harvest(stone, 1 + 1)"), templates=[HARVEST])
    assert not rt.problems
    assert counters(run(rt)) == {"wood": 3, "stone": 2, "vp": 2}


def test_a_value_template_is_used_in_a_gain_and_templates_call_templates():
    big = {"id": "big", "params": [{"crop": "resource"}], "effect": "harvest(crop, double(2)); harvest(crop, 1)"}
    rt = compiled(tile("gain gold double(3) + 1; big(wood)"), templates=[HARVEST, DOUBLE, big])
    assert not rt.problems
    # gold 3*2+1 = 7; big(wood) = harvest(wood, 4) then harvest(wood, 1): wood 5, vp 2
    assert counters(run(rt)) == {"gold": 7, "wood": 5, "vp": 2}


def test_a_value_template_without_parameters_is_named_bare_or_called_with_no_arguments():
    ten = {"id": "ten", "value": "5 + 5"}
    rt = compiled(tile("gain wood ten, stone ten() + 1"), templates=[ten])
    assert not rt.problems
    assert counters(run(rt)) == {"wood": 10, "stone": 11}


def test_a_player_handle_from_each_c_in_players():
    reward = {"id": "reward", "params": [{"who": "player"}, "bonus"], "effect": "gain vp who * 10 + bonus"}
    rt = compiled(tile("each c in players: reward(c, 2)"), templates=[reward])
    assert not rt.problems
    state = run(rt, seat=1)   # seats 1, 2, 0 in turn: each gets its seat * 10 + 2
    assert [p.counters["vp"] for p in state.players] == [2, 12, 22]


def test_a_player_parameter_also_takes_a_seat_number():
    give = {"id": "give", "params": [{"who": "player"}], "effect": "as who: gain wood 4"}
    rt = compiled(tile("give(seat + 1); give(0)"), templates=[give])
    assert not rt.problems
    state = run(rt, players=3, seat=1)
    assert [p.counters["wood"] for p in state.players] == [4, 0, 4]


def test_a_component_handle_and_a_list_of_allowed_words():
    score = {"id": "score", "params": [{"card": "component"}],
             "effect": "if has(card, discovery) { gain vp 2 } else { gain vp 1 }"}
    fetch = {"id": "fetch", "params": [{"pile": ["stack", "offer"]}], "effect": "take pile free; score(it)"}
    rt = compiled(tile("fetch(offer)"), {"id": "d1", "type": "discovery"}, templates=[score, fetch])
    assert not rt.problems

    def setup(state):
        state.supplies["offer"][:] = ["d1"]
    state = run(rt, setup=setup)
    assert state.players[0].owned == ["d1"] and counters(state) == {"vp": 2}


def test_words_stand_wherever_a_name_stands_and_numbers_in_word_and_phrase_places():
    climb = {"id": "climb", "params": [{"where": "track"}, "steps"], "effect": "advance where steps"}
    upany = {"id": "upany", "params": [{"kind": "word"}], "effect": "advance any kind"}
    here = {"id": "here", "params": ["number"], "value": "pieces_on(board number)"}
    rt = compiled(tile("climb(blue, 2); climb(red, wood); upany(temple); gain vp 1 + here(2)"),
                  templates=[climb, upany, here])
    assert not rt.problems, rt.problems

    def setup(state):
        state.players[0].counters["wood"] = 3
    state = run(rt, setup=setup, answers=["blue"])
    assert state.players[0].tracks["blue"] == 3 and state.players[0].tracks["red"] == 3
    assert counters(state)["vp"] == 1


def test_a_call_is_the_effect_written_out_and_costs_no_more():
    """The compiled call is the body's own statement: the same generated functions as the
    written-out effect (no wrapper, no lookup at run time), and the same result."""
    rt = compiled(tile("harvest(wood, 3)", "call"), tile("gain wood 3; gain vp 1", "written"),
                  tile("gain vp double(wood)", "value_call"), tile("gain vp wood * 2", "value_written"),
                  templates=[HARVEST, DOUBLE])
    assert not rt.problems
    for call, written in (("call", "written"), ("value_call", "value_written")):
        a, b = rt.effects[(call, "effect")], rt.effects[(written, "effect")]
        assert (a.do is None) == (b.do is None) and a.do.__code__ is b.do.__code__
        assert a.can.__code__ is b.can.__code__

        def setup(state):
            state.players[0].counters["wood"] = 2
        assert counters(run(rt, call, setup=setup)) == counters(run(rt, written, setup=setup))
    assert rt.effects[("call", "effect")].source == "harvest(wood, 3)"   # what an option is labelled


def test_a_body_binder_shadows_a_parameter_and_an_unused_argument_is_still_checked():
    each_seat = {"id": "each_seat", "params": ["n"], "effect": "each n in players: gain vp n"}
    rt = compiled(tile("each_seat(100)"), templates=[each_seat])
    assert not rt.problems
    assert [p.counters["vp"] for p in run(rt).players] == [0, 1, 2]    # the item, not 100
    found = problems("each_seat(frob)", each_seat)
    assert [(p.code, p.component_id, p.column) for p in found] == [("E401", "e", 11)]


def test_a_number_argument_is_its_expression_worked_out_where_the_body_uses_it():
    twice = {"id": "twice", "params": ["n"], "effect": "gain wood n; gain stone n"}
    rt = compiled(tile("twice(wood + 1)"), templates=[twice])
    state = run(rt)   # written out: gain wood wood + 1; gain stone wood + 1
    assert counters(state) == {"wood": 1, "stone": 2}


# ====================================================================== errors at the call site
def test_wrong_arity_and_arguments_not_in_parentheses():
    found = problems("harvest(wood)", HARVEST)
    assert [(p.code, p.line, p.column) for p in found] == [("E424", 1, 1)]
    assert "takes 2 arguments (harvest(crop: resource, amount)), not 1" in found[0].message
    assert found[0].hint == "write harvest(crop, amount)"
    assert [p.code for p in problems("harvest(wood, 1, 2)", HARVEST)] == ["E424"]
    assert [p.code for p in problems("harvest wood 3", HARVEST)] == ["E424"]
    assert [p.code for p in problems("gain vp double(1, 2)", DOUBLE)] == ["E424"]
    assert [p.code for p in problems("gain vp double", DOUBLE)] == ["E424"]


def test_arguments_of_the_wrong_kind():
    score = {"id": "score", "params": [{"card": "component"}], "effect": "if has(card, discovery) { nothing }"}
    word = {"id": "word", "params": [{"w": "word"}], "effect": "gain w 1"}
    cases = [
        ("harvest(3, 2)", HARVEST, 9, "is a resource: a bare name, not `3`"),
        ("harvest(wod, 2)", HARVEST, 9, "`wod` is not one"),
        ("harvest(board 2, 2)", HARVEST, 9, "is a resource: a bare name, not `board 2`"),
        ("score(it); score(wood)", score, 18, "must be a component bound by the effect"),
        ("each p in players: score(p)", score, 26, "`p` is a player"),
        ("each p in players: word(p)", word, 25, "`p` is a player bound by the effect"),
        ("harvest(wood, board 2)", HARVEST, 15, "not the phrase `board 2`"),
        ("harvest(wood, count(c in others))", HARVEST, 21, None),   # a binder: a value of count is fine …
        ("gain vp double(p in players)", DOUBLE, 16, "cannot be the argument"),   # … a bare binder is not
    ]
    for effect, template, column, words in cases:
        found = problems(effect, template)
        if words is None:
            assert not found, (effect, found)
            continue
        assert [(p.code, p.component_id, p.column) for p in found] == [("E425", "e", column)], (effect, found)
        assert words in found[0].message, (effect, found[0].message)
    hint = problems("harvest(wod, 2)", HARVEST)[0].hint
    assert hint == "did you mean `wood`?"


def test_a_word_not_among_the_allowed_ones():
    fetch = {"id": "fetch", "params": [{"pile": ["stack", "offer"]}], "effect": "take pile free"}
    found = problems("fetch(ofer)", fetch)
    assert [(p.code, p.column) for p in found] == [("E426", 7)]
    assert found[0].hint == "did you mean `offer`?"
    assert "write one of stack, offer" == problems("fetch(hand)", fetch)[0].hint


def test_a_value_template_as_a_statement_and_a_statement_template_as_a_value():
    assert [p.code for p in problems("double(2)", DOUBLE)] == ["E428"]
    assert [p.code for p in problems("gain vp harvest(wood, 1)", HARVEST)] == ["E428"]


def test_an_argument_the_body_would_capture():
    spread = {"id": "spread", "params": [{"who": "player"}], "effect": "each c in others: gain vp who"}
    found = problems("each c in players: spread(c)", spread)
    assert [(p.code, p.column) for p in found] == [("E429", 27)]
    assert "binds itself (`each c in others`)" in found[0].message
    assert not problems("each p in players: spread(p)", spread)


# ====================================================================== errors in a template
def test_an_error_in_the_body_is_reported_at_the_body_once_naming_the_calls():
    bad = {"id": "bad", "params": ["n"], "effect": "gain vp n; frobnicate"}
    rt = compiled(tile("bad(1); bad(2)", "one"), tile("bad(3)", "two"), templates=[bad])
    found = [p for p in rt.problems if p.code == "E403"]
    assert len(found) == 1
    problem = found[0]
    assert (problem.component_id, problem.field_path, problem.line, problem.column) == ("bad", "effect", 1, 12)
    assert problem.calls == (("bad", "one", "effect", 1, 1),)
    assert "one" not in {p.component_id for p in rt.problems}   # nothing reported at the calls
    assert ("one", "effect") not in rt.effects and ("two", "effect") not in rt.effects  # never run half-compiled


def test_an_error_two_templates_deep_names_every_call_and_an_argument_error_stays_at_the_call():
    inner = {"id": "inner", "params": ["n"], "effect": "gain vp n; gain gold unknown_thing"}
    outer = {"id": "outer", "params": ["m"], "effect": "gain wood 1; inner(m + 1)"}
    found = problems("outer(2)", inner, outer)
    assert [(p.code, p.component_id, p.column, p.calls) for p in found] == [
        ("E401", "inner", 22, (("inner", "outer", "effect", 1, 14), ("outer", "e", "effect", 1, 1)))]
    clean = {"id": "inner", "params": ["n"], "effect": "gain vp n"}
    found = problems("gain vp 1; outer(nope)", clean, outer)
    assert [(p.code, p.component_id, p.column, p.calls) for p in found] == [("E401", "e", 18, ())]


def test_recursion_is_refused_with_the_chain():
    ping = {"id": "ping", "effect": "gain vp 1; pong"}
    pong = {"id": "pong", "effect": "ping"}
    found = problems("ping", ping, pong)
    assert [(p.code, p.component_id) for p in found] == [("E427", "pong")]
    assert "(ping → pong → ping)" in found[0].message
    assert found[0].calls == (("pong", "ping", "effect", 1, 12), ("ping", "e", "effect", 1, 1))
    itself = {"id": "loop", "params": ["n"], "value": "loop(n - 1) + 1"}
    found = problems("gain vp loop(3)", itself)
    assert [(p.code, p.component_id, p.column) for p in found] == [("E427", "loop", 1)]


def test_names_that_clash():
    cases = [({"id": "take", "effect": "nothing"}, "the verb `take`"),
             ({"id": "wood", "effect": "nothing"}, "the resource `wood`"),
             ({"id": "count", "value": "1"}, "the function `count`"),
             ({"id": "techs", "value": "1"}, "the named query `techs`"),
             ({"id": "seat", "value": "1"}, "the context value `seat`"),
             ({"id": "choose", "effect": "nothing"}, "the word of the effect language `choose`"),
             ({"id": "players", "value": "1"}, "the context value `players`")]
    for template, words in cases:
        found = [p for p in problems("nothing", template) if p.code == "E423"]   # (and what the name now means)
        assert [(p.code, p.component_id, p.field_path) for p in found] == [("E423", template["id"], "id")], found
        assert words in found[0].message, found[0].message
    found = problems("nothing", {"id": "t", "params": ["wood", "n", "n", {"a": "word", "b": "word"}], "effect": "nothing"})
    assert [(p.code, p.field_path) for p in found] == [("E423", "params.2"), ("E423", "params.3"), ("E423", "params.0")]
    assert "named like the resource `wood`" in found[2].message


def test_a_parameter_where_its_kind_cannot_stand_and_a_body_that_is_a_trigger():
    found = problems("nothing", {"id": "t", "params": ["n"], "effect": "gain n 1"})
    assert [(p.code, p.component_id, p.column) for p in found] == [("E425", "t", 6)]
    assert "stands as what an amount counts" in found[0].message
    found = problems("nothing", {"id": "t", "params": [{"c": "cell"}], "effect": "gain any c"})
    assert [p.code for p in found] == ["E425"] and "after `any`" in found[0].message
    found = problems("nothing", {"id": "t", "effect": "on main_action: gain vp 1"})
    assert [p.code for p in found] == ["E428"]


def test_a_template_no_effect_calls_is_checked_with_its_parameters_as_names():
    found = problems("nothing", {"id": "t", "params": ["n", {"c": "component"}, {"r": "resource"}],
                                 "effect": "gain r n; if has(c, tile) { gain vp c }"})
    assert [(p.code, p.component_id, p.column) for p in found] == [("E470", "t", 37)]
    assert found[0].message.endswith("(no call expands this template: it was checked with its parameters as names)")
    # each allowed word in turn: `gain w 1` is wrong only for `stack` (a supply, not a resource)
    found = problems("nothing", {"id": "t", "params": [{"w": ["wood", "stack"]}], "effect": "gain w 1"})
    assert [(p.code, p.component_id) for p in found] == [("E401", "t")] and "`stack`" in found[0].message
    # a free word: only a call can say what it is
    assert not problems("nothing", {"id": "t", "params": [{"w": "word"}], "effect": "gain w 1"})
    # a name the caller binds, read by the body: fine where called, an error on its own
    assert not problems("each p in players: t", {"id": "t", "effect": "gain vp p"})
    assert [p.code for p in problems("nothing", {"id": "t", "effect": "gain vp p"})] == ["E401"]


def test_spec_of_a_declaration():
    spec = spec_of({"id": "pray", "name": "Pray", "params": ["cards", {"mode": ["announce", "none"]},
                                                            {"tile": "cell"}], "effect": "nothing"})
    assert spec.params == (Param("cards", "number"), Param("mode", "words", ("announce", "none")),
                           Param("tile", "cell"))
    assert spec.signature() == "pray(cards, mode: [announce, none], tile: cell)"
    assert spec.statement and isinstance(spec.body, ast.Seq) and spec.name == "Pray"
    value = spec_of(DOUBLE)
    assert value.field == "value" and isinstance(value.body, ast.BinOp) and value.usage() == "double(x)"


def test_a_template_called_from_a_named_query_of_game_yaml():
    from teotl.runtime.check import check
    game = {**GAME, "vocabulary": {**GAME["vocabulary"], "queries": {"bonus": "double(wod)", "bad": "broken(1)"}}}
    broken = {"id": "broken", "params": ["x"], "value": "x + nope"}
    runtime = Runtime(game, [], templates=[DOUBLE, broken])
    found = sorted(((p.code, p.component_id, p.field_path, p.line, p.column, p.calls) for p in check(game, [], runtime)
                    if p.code == "E401"), key=str)
    assert found == [("E401", "broken", "value", 1, 5, (("broken", "game", "vocabulary.queries.bad", 1, 1),)),
                     ("E401", "game", "vocabulary.queries.bonus", 1, 8, ())]
