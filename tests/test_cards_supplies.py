"""Supplies the same for every verb, components with copies, and the card forms: `put`,
`deal … all`, `size(SUPPLY)`, a supply as a source, `it` after a move, `datum(c, FIELD)`,
`resolve (c)`, `SUPPLY of (PLAYER)` (docs/game-model.md §1, §3). On the tiny card game of
tests/cards_support.py; every number below is worked out by hand in the comments."""
from __future__ import annotations

import pytest

from teotl.runtime.check import check

from cards_support import CARDS, FLOW, GAME, RESHUFFLE, effect, problems, run, runtime

THREE_PLAYERS = ["quarry#1", "quarry#2", "quarry#3", "field#1", "field#2", "market#1", "market#2",
                 "ruins#1", "ruins#2", "monument"]


def state_with(rt, players=3, **supplies):
    """A fresh state with the given supply lists (`hand_1=[…]` is seat 1's hand)."""
    state = rt.new_state(players, seed=3)
    for name, items in supplies.items():
        key = name.replace("_", "@") if name.rsplit("_", 1)[-1].isdigit() else name
        state.supplies[key] = list(items)
    return state


# ====================================================================== copies
def test_fill_puts_every_instance_for_the_number_of_players():
    rt = runtime(effect("go", "fill deck card"))
    three = state_with(rt, players=3)
    run(rt, "go", three)
    assert three.supplies["deck"] == THREE_PLAYERS  # file order, copies in a row, monument is its own id
    two = state_with(rt, players=2)
    run(rt, "go", two)
    # field has `copies: {default: 2, 2: 1}`: one copy with two players
    assert two.supplies["deck"] == [c for c in THREE_PLAYERS if c != "field#2"]


def test_an_instance_is_looked_up_as_its_component():
    rt = runtime()
    assert rt.component_name("market#2") == "Market" and rt.component_type("market#2") == "card"
    assert rt.components["quarry#3"].data == {"value": 2} and rt.components["quarry#3"].copy_of == "quarry"
    assert rt.components["market#1"].labels == frozenset({"card", "grey", "red"})
    assert rt.effects[("quarry#2", "effect")] is rt.effects[("quarry", "effect")]
    assert "monument#1" not in rt.components and rt.components["monument"].copy_of == ""
    assert rt.by_type("card") == ["quarry", "field", "market", "ruins", "monument"]  # components, not instances


def test_a_component_without_copies_stays_its_own_id_and_costs_and_triggers_reach_instances():
    rt = runtime({"id": "shrine", "type": "card", "copies": 2, "cost": "coin 2",
                  "triggers": ["on claim: gain vp 3"]},
                 effect("go", "claim deck"))
    state = state_with(rt, deck=["shrine#2", "monument"])
    state.players[0].counters["coin"] = 5
    run(rt, "go", state)
    me = state.players[0]
    # the instance's cost (coin 2) is paid, and its trigger (registered for each instance) runs
    # because the instance is owned now: 5 - 2 = 3 coin, 3 vp
    assert me.owned == ["shrine#2"] and me.counters["coin"] == 3 and me.counters["vp"] == 3


# ====================================================================== one way of naming a supply
def test_every_verb_on_a_per_player_supply_uses_the_acting_players_list():
    rt = runtime(effect("go", "fill hand card; cycle hand (2); discard hand; claim hand free; resolve hand (1)"))
    state = state_with(rt, hand_0=["monument"])
    run(rt, "go", state, seat=1)
    # seat 1: fill → its 10 instances; cycle 2 → quarry#3 first, quarry#1, quarry#2 last; discard the
    # top (quarry#3); claim the new top (field#1) free; resolve slot 1 (field#2: gain coin 2)
    assert state.supplies["hand@1"] == THREE_PLAYERS[4:] + ["quarry#1", "quarry#2"]
    assert state.players[1].owned == ["field#1"] and state.players[1].counters["coin"] == 2
    assert state.supplies["hand@0"] == ["monument"] and state.supplies["hand"] == []  # untouched


def test_shuffle_and_sort_work_on_per_player_supplies_too():
    rt = runtime(effect("mix", "fill hand card; shuffle hand"), effect("order", "sort hand"))
    state = state_with(rt, players=2)
    run(rt, "mix", state, seat=1)
    hand = state.supplies["hand@1"]
    assert sorted(hand) == sorted(c for c in THREE_PLAYERS if c != "field#2") and hand != sorted(hand)
    assert "hand@0" not in state.supplies  # the other seat's list is never created
    run(rt, "order", state, seat=1)  # no card has a number: a stable sort keeps the shuffled order
    assert state.supplies["hand@1"] == hand


def test_of_names_another_players_list_wherever_a_supply_is_named():
    rt = runtime(effect("go", "each p in others: { deal deck hand of (p) (2); gain coin size(hand of p) }; "
                              "deal hand of (2) tableau of (1); resolve tableau of (1) (1)"))
    state = state_with(rt, deck=THREE_PLAYERS)
    run(rt, "go", state, seat=0)
    # `each p in others` runs as p: seats 1, 2 each get 2 cards and gain 2 coin; then the top card
    # of seat 2's hand (quarry#3) goes to seat 1's tableau and is resolved: seat 0 gains 1 coin
    assert state.supplies["hand@1"] == ["quarry#1", "quarry#2"]
    assert state.supplies["hand@2"] == ["field#1"] and state.supplies["tableau@1"] == ["quarry#3"]
    assert [p.counters["coin"] for p in state.players] == [1, 2, 2]


def test_a_seat_that_is_no_player_has_no_list_and_nothing_moves_into_it():
    rt = runtime(effect("go", "deal deck hand of (0 - 1) (2); deal deck hand of (7)"))
    state = state_with(rt, deck=["quarry#1", "quarry#2"])
    run(rt, "go", state)
    assert state.supplies["deck"] == ["quarry#1", "quarry#2"]
    assert not any(key.startswith("hand@") for key in state.supplies)


# ====================================================================== deal, put, size, it
def test_deal_moves_the_top_one_n_or_all_sets_it_and_logs_the_move():
    rt = runtime(effect("go", "deal deck drawn; deal deck drawn (2); resolve (it); deal deck discard all"))
    state = state_with(rt, deck=["ruins#1", "field#1", "quarry#1", "market#1", "monument"])
    run(rt, "go", state)
    # it = quarry#1 (the last of the two) → gain coin 1
    assert state.supplies["drawn"] == ["ruins#1", "field#1", "quarry#1"]
    assert state.supplies["discard"] == ["market#1", "monument"] and state.supplies["deck"] == []
    assert state.players[0].counters["coin"] == 1
    moves = [e for e in state.log if e["e"] == "deal"]
    assert moves[1] == {"e": "deal", "p": 0, "from": "deck", "to": "drawn", "components": ["field#1", "quarry#1"]}
    assert len(moves) == 3


def test_the_reshuffle_of_a_discard_pile_into_an_empty_deck():
    rt = runtime(effect("go", RESHUFFLE))
    state = state_with(rt, discard=["quarry#1", "field#1", "market#1", "ruins#1"])
    run(rt, "go", state)
    assert state.supplies["discard"] == [] and sorted(state.supplies["deck"]) == ["field#1", "market#1",
                                                                                 "quarry#1", "ruins#1"]
    before = list(state.supplies["deck"])
    state.supplies["discard"] = ["monument"]
    run(rt, "go", state)  # the deck is not empty: nothing happens
    assert state.supplies["deck"] == before and state.supplies["discard"] == ["monument"]


def test_drawing_past_an_empty_deck_reshuffles_mid_draw():
    rt = runtime(effect("go", f"repeat 3: {{ {RESHUFFLE}; deal deck drawn }}"))
    state = state_with(rt, deck=["quarry#1"], discard=["field#1", "market#1"])
    run(rt, "go", state)
    # the first card from the deck, then the two from the reshuffled discard pile
    assert state.supplies["drawn"][0] == "quarry#1" and sorted(state.supplies["drawn"][1:]) == ["field#1", "market#1"]
    assert state.supplies["deck"] == [] and state.supplies["discard"] == []


def test_put_offers_each_component_once_and_judges_where_before_each_pick():
    rt = runtime(effect("go", "put hand discard (2) where (has(it, grey)); resolve (it)"))
    state = state_with(rt, hand_0=["quarry#1", "quarry#2", "field#1", "market#1"])
    asked = run(rt, "go", state, answers=["quarry#1", "market#1"])
    # two quarries are one choice; field is not grey; after the first pick quarry#2 is offered
    assert [keys for _, _, keys in asked] == [["quarry#1", "market#1"], ["quarry#2", "market#1"]]
    assert state.supplies["discard"] == ["quarry#1", "market#1"]
    assert state.supplies["hand@0"] == ["quarry#2", "field#1"]
    assert state.players[0].counters["vp"] == 1  # it = market#1: gain vp 1


def test_put_all_moves_every_match_without_asking():
    rt = runtime(effect("go", "put hand tableau all where (has(it, red))"))
    state = state_with(rt, hand_0=["quarry#1", "field#1", "market#1", "ruins#1"])
    assert run(rt, "go", state) == []
    assert state.supplies["tableau@0"] == ["field#1", "market#1"]
    assert state.supplies["hand@0"] == ["quarry#1", "ruins#1"]


def test_put_can_be_carried_out_only_when_there_are_enough_to_choose_from():
    rt = runtime(effect("go", "choose { put hand discard (3) where (has(it, grey)) | gain coin 1 }"),
                 effect("two", "put hand discard (2) where (has(it, grey))"))
    state = state_with(rt, hand_0=["quarry#1", "market#1", "field#1"])
    assert rt.effects[("two", "effect")].can(rt.context(state, 0)) is True  # two grey cards: possible
    assert run(rt, "go", state) == []  # only `gain coin 1` is possible: nothing is asked
    assert state.players[0].counters["coin"] == 1 and state.supplies["discard"] == []


def test_put_from_what_the_decider_cannot_see_moves_the_first_matches_unasked():
    rt = runtime(effect("deck", "put deck hand (2) where (has(it, grey))"),
                 effect("theirs", "put hand of (1) discard (1) where (has(it, red))"))
    state = state_with(rt, deck=["field#1", "quarry#1", "ruins#1", "market#1", "quarry#2"],
                       hand_1=["quarry#3", "field#2", "market#2"])
    assert run(rt, "deck", state) == [] and state.supplies["hand@0"] == ["quarry#1", "market#1"]
    assert run(rt, "theirs", state) == [] and state.supplies["discard"] == ["field#2"]


def test_take_from_a_hidden_supply_is_no_choice():
    rt = runtime(effect("go", "take deck free"), effect("mine", "take hand free"))
    state = state_with(rt, deck=["ruins#1", "monument"], hand_0=["ruins#2", "monument"])
    assert run(rt, "go", state) == [] and state.players[0].owned == ["ruins#1"]
    asked = run(rt, "mine", state, answers=["monument"])
    assert asked[0][2] == ["ruins#2", "monument"] and state.players[0].owned == ["ruins#1", "monument"]


# ====================================================================== sources and handles
def test_counting_a_face_up_pile_by_tag_with_two_colour_and_colourless_cards():
    rt = runtime(effect("go", "gain coin count(c in drawn where has(c, grey)), vp count(c in drawn where has(c, red)), "
                              "secret count(c in drawn where not has(c, grey) and not has(c, red)); "
                              "set turns (sum(datum(c, value) for c in drawn))"))
    state = state_with(rt, drawn=["quarry#1", "market#1", "ruins#1", "field#1"])
    run(rt, "go", state)
    me = state.players[0].counters
    # grey: quarry, market (2); red: market, field (2); neither: ruins (1); values 2 + 3 + 0 + 1 = 6
    assert (me["coin"], me["vp"], me["secret"], state.counters["turns"]) == (2, 2, 1, 6)


def test_each_card_in_a_hand_runs_its_effect_and_a_hand_counted_per_player():
    rt = runtime(effect("go", "each c in hand: resolve (c); "
                              "set turns (sum(count(c in hand) * 10 + p for p in players))"))
    state = state_with(rt, players=2, hand_0=["quarry#1", "field#1", "ruins#1"], hand_1=["monument"])
    run(rt, "go", state)
    # quarry coin 1 + field coin 2; ruins has no effect (nothing to run); seat 0: 3 cards, seat 1: 1
    assert state.players[0].counters["coin"] == 3
    assert state.counters["turns"] == (3 * 10 + 0) + (1 * 10 + 1)


def test_resolve_a_handle_with_a_key_and_a_component_without_that_effect():
    rt = runtime({"id": "cart", "type": "card", "copies": 2, "effects": {"deal": "gain coin 4"}},
                 effect("go", "deal deck tableau; resolve (it) deal; choose { resolve (it) | gain vp 1 }"))
    state = state_with(rt, deck=["cart#2"])
    assert run(rt, "go", state) == []  # cart has no `effect`: `resolve (it)` is not possible
    assert state.players[0].counters["coin"] == 4 and state.players[0].counters["vp"] == 1


def test_datum_reads_a_handles_data_and_gives_0_when_absent():
    rt = runtime({"id": "cart", "type": "card", "copies": 2, "data": {"value": 1, "bonus": 4}},
                 effect("go", "each c in drawn: gain coin datum(c, value) + datum(c, bonus)"))
    state = state_with(rt, drawn=["market#2", "monument", "cart#2"])
    run(rt, "go", state)
    assert state.players[0].counters["coin"] == 3 + 5 + (1 + 4)  # only the cart has a bonus


# ====================================================================== bad inputs
@pytest.mark.parametrize("text, code, words", [
    ("deal deck discard of (1)", "E490", "shared"),
    ("deal deck hand of", "E491", "needs the player"),
    ("gain coin size(hand of)", "E491", "not a supply"),
    ("gain coin size(3)", "E492", "needs a supply"),
    ("put hand discard (1) with (has(it, grey))", "E493", "where (CONDITION)"),
    ("put hand discard where", "E493", "where (CONDITION)"),
    ("gain coin count(deck)", "E494", "is a supply"),
    ("gain coin size(decks)", "E401", "unknown supply"),
    ("resolve (turns)", "E407", "needs what to resolve"),  # a counter is no handle
])
def test_bad_supply_and_card_forms_are_refused_with_a_position_and_a_hint(text, code, words):
    found = problems(effect("bad", text))
    assert [p.code for p in found] == [code], found
    problem = found[0]
    assert words in problem.message and problem.hint and problem.line == 1 and problem.column >= 1


def test_visible_owner_on_a_shared_supply_is_refused():
    game = {**GAME, "vocabulary": {**GAME["vocabulary"],
                                   "supplies": [*GAME["vocabulary"]["supplies"], {"id": "pile", "visible": "owner"}]}}
    found = [p for p in check(game, [*CARDS, *FLOW]) if p.code == "E495"]
    assert len(found) == 1 and "pile" in found[0].message and "per_player" in found[0].hint
    assert found[0].field_path == "vocabulary.supplies.6.visible"
