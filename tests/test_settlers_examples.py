"""The five worked examples of the seed (004, the Portuguese Imperial Settlers: Aztecs rulebook;
RULES.md §5.7, RULINGS E1-E5), each played on the shipped rule files with a stacked Common deck
and the seed's own numbers; then the rules around them the seed states in words: announce
before drawing, choose after, split cards, colourless cards, the token path, the +1 bonus and its
variant, stored cards, gold as a matching resource and its variant, the tricolour token."""
from __future__ import annotations

import pytest

from settlers_support import blank, carry_out, effect_of, goods, runtime, stack


def counters(state, seat=0):
    return {k: v for k, v in state.players[seat].counters.items() if v}


def prayer_state(state):
    return {k: v for k, v in state.counters.items() if v and (k.startswith("asks_") or k.startswith("tally_"))}


# ====================================================================== E1: Sacrificial Altar
def test_e1_sacrificial_altar_announce_grey_two_grey_of_five_gives_two_stone():
    """Seed lines 77-78: "Mark gasta 1 Trabalhador … anuncia cinzento … desenha 5 … dois dos quais
    se revelam cinzento … Mark ganha 2 Stone"."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["quarry#1", "quarry#2", "grain-field#1", "castle#1", "woodcutters-trail#1"])
    goods(state, 0, worker=1)
    asked = carry_out(rt, state, effect_of(rt, "sacrificial-altar#1", "action"), 0, ["asks_grey"])
    # the colour is announced before any card is drawn: the only question, while the deck is whole
    assert [(kind, texts) for kind, _, _, texts in asked] == [
        ("choose", ["only(asks_brown)", "only(asks_grey)", "only(asks_red)"])]
    assert counters(state) == {"stone": 2}
    assert state.supplies["common_discard"] == ["quarry#1", "quarry#2", "grain-field#1", "castle#1",
                                                 "woodcutters-trail#1"]
    assert prayer_state(state) == {} and state.supplies["prayer"] == []


def test_e1_a_split_gold_and_grey_card_counts_for_grey_too():
    """Seed line 79: a split card resolves every colour shown ("dourado e cinzento, não dourado ou cinzento")."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["quarry#1", "quarry#2", "demo-assayers-yard#1", "castle#1", "ruins#1"])
    goods(state, 0, worker=1)
    carry_out(rt, state, effect_of(rt, "sacrificial-altar#1", "action"), 0, ["asks_grey"])
    assert counters(state) == {"stone": 3}


def test_e1_announcing_brown_counts_brown_only_and_colourless_cards_never_count():
    """Seed lines 72 and 141-142: the announced colour alone counts; Ruins and Newlyweds have no colour."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["ruins#1", "newlyweds", "woodcutters-trail#1", "quarry#1", "ruins#2"])
    goods(state, 0, worker=1)
    carry_out(rt, state, effect_of(rt, "sacrificial-altar#1", "action"), 0, ["asks_brown"])
    assert counters(state) == {"wood": 1}


# ====================================================================== E2: Temple of the Rising Sun
def test_e2_temple_of_the_rising_sun_josh_spends_one_stone_and_one_food_for_four_vp():
    """Seed line 83: "1 azul, 1 vermelho, 2 cinzento, e 1 Preto … 3 Stone e 1 Alimentos … passar 1
    pedra e 1 Food … 2 + 2 = 4 pontos de vitória"; line 84: no colour is chosen or announced."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["castle#1", "grain-field#1", "quarry#1", "quarry#2", "armorer#1"])
    goods(state, 0, worker=1, stone=3, food=1)
    asked = carry_out(rt, state, effect_of(rt, "temple-of-the-rising-sun#1", "action"), 0,
                      ["yes", "no", "yes"])       # one stone of the two grey cards, then the food of the red one
    assert [kind for kind, *_ in asked] == ["continue", "continue", "continue"]
    assert counters(state) == {"stone": 2, "vp": 4}
    assert {k: v for k, v in state.counters.items() if v} == {}


def test_e2_two_stone_and_one_food_would_have_given_five():
    """RULINGS E2: the example's choice is legal, not the best (2 Stone + 1 Food: 3 + 2 = 5)."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["castle#1", "grain-field#1", "quarry#1", "quarry#2", "armorer#1"])
    goods(state, 0, worker=1, stone=3, food=1)
    carry_out(rt, state, effect_of(rt, "temple-of-the-rising-sun#1", "action"), 0, ["yes", "yes", "yes"])
    assert counters(state) == {"stone": 1, "vp": 5}


def test_e2_gold_may_stand_in_for_a_matching_resource_but_not_with_gold_not_matching():
    """RULINGS IS-Q7: gold spent for a grey card counts as Stone; variant gold-not-matching forbids it."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["quarry#1", "castle#1", "castle#2", "castle#3", "armorer#1"])
    goods(state, 0, worker=1, gold=1)
    carry_out(rt, state, effect_of(rt, "temple-of-the-rising-sun#1", "action"), 0, ["yes"])
    assert counters(state) == {"vp": 2}
    strict = runtime(("aztecs",), ("gold-not-matching",))
    state = blank(strict)
    stack(state, "common", ["quarry#1", "castle#1", "castle#2", "castle#3", "armorer#1"])
    goods(state, 0, worker=1, gold=1)
    assert carry_out(strict, state, effect_of(strict, "temple-of-the-rising-sun#1", "action"), 0, []) == []
    assert counters(state) == {"gold": 1}


# ====================================================================== E3: Voice of the Gods
def test_e3_voice_of_the_gods_wendy_prays_with_her_tokens_instead_of_drawing():
    """Seed line 93: pink, red and tricolour tokens "em vez de tirar 5 cartas"; "ganhos Wendy 1
    Trabalhador e 2": the prayer gives 1 Worker (pink 1) and 2 VP (red token + tricolour as red,
    RULINGS E3); the card's fixed 1 VP for 1 Food comes on top ([Z], IS-Q2); the tokens stay."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["castle#1", "grain-field#1", "quarry#1", "quarry#2", "armorer#1"])
    goods(state, 0, food=1, blessing_pink=1, blessing_red=1, tricolour=1)
    asked = carry_out(rt, state, effect_of(rt, "voice-of-the-gods#1", "action"), 0, ["require blessings_apply"])
    assert [texts[0] for _, _, _, texts in asked] == ["require blessings_apply > 0; resolve named; count_tokens; "
                                                      "add_stored; count_pile"]
    assert counters(state) == {"worker": 1, "vp": 1 + 2, "blessing_pink": 1, "blessing_red": 1, "tricolour": 1}
    assert state.supplies["common"] == ["castle#1", "grain-field#1", "quarry#1", "quarry#2", "armorer#1"]  # nothing drawn


def test_e3_the_tokens_may_be_used_again_on_a_later_turn():
    """Seed line 93: "Wendy mantém a sua fichas até o final da rodada e pode usá-los novamente"."""
    rt = runtime()
    state = blank(rt)
    goods(state, 0, food=2, blessing_pink=1, blessing_red=1, tricolour=1)
    for _ in range(2):
        carry_out(rt, state, effect_of(rt, "voice-of-the-gods#1", "action"), 0, ["require blessings_apply"])
    assert counters(state) == {"worker": 2, "vp": 6, "blessing_pink": 1, "blessing_red": 1, "tricolour": 1}


def test_the_token_path_is_not_offered_without_an_applicable_token():
    """Seed line 87 and RULINGS IS-Q5: only a token of a colour the prayer counts lets it skip the draw."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["castle#1", "grain-field#1", "quarry#1", "quarry#2", "armorer#1"])
    goods(state, 0, food=1, blessing_brown=1, blessing_gold=1)       # neither red nor pink
    assert carry_out(rt, state, effect_of(rt, "voice-of-the-gods#1", "action"), 0, []) == []
    assert counters(state) == {"vp": 1 + 1, "blessing_brown": 1, "blessing_gold": 1}   # drew one red card


# ====================================================================== E4: Chapel of Mars
def test_e4_chapel_of_mars_sue_draws_and_her_tokens_add_one_gold_and_one_raze():
    """Seed lines 98-102: black, brown and gold tokens; 1 Gold paid; draws "p Eu nk, azul, dourado,
    Rosa, cinzento": 2 Workers, 2 Gold (1 card + the gold token), 1 Raze token (the black token,
    though no black card, because a card the prayer needs was drawn); brown gives nothing."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["hamlet#1", "castle#1", "gold-stream", "hamlet#2", "quarry#1"])
    goods(state, 0, gold=1, blessing_black=1, blessing_brown=1, blessing_gold=1)
    carry_out(rt, state, effect_of(rt, "chapel-of-mars#1", "action"), 0, ["draw_prayer"])
    assert counters(state) == {"worker": 2, "gold": 2, "raze": 1,
                               "blessing_black": 1, "blessing_brown": 1, "blessing_gold": 1}
    assert len(state.supplies["common_discard"]) == 5


def test_e4_no_card_of_a_counted_colour_means_no_bonus():
    """Seed line 102: "se Sue não tinha tirado qualquer Preto, Rosa, ou dourado … não teria fornecido qualquer bônus"."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["castle#1", "castle#2", "quarry#1", "quarry#2", "woodcutters-trail#1"])
    goods(state, 0, gold=1, blessing_black=1, blessing_brown=1, blessing_gold=1)
    carry_out(rt, state, effect_of(rt, "chapel-of-mars#1", "action"), 0, ["draw_prayer"])
    assert counters(state) == {"blessing_black": 1, "blessing_brown": 1, "blessing_gold": 1}


def test_e4_with_blessing_bonus_own_colour_the_black_token_gives_nothing():
    """RULINGS IS-Q3, the variant blessing-bonus-own-colour: the +1 needs a card of the token's colour."""
    rt = runtime(("aztecs",), ("blessing-bonus-own-colour",))
    state = blank(rt)
    stack(state, "common", ["hamlet#1", "castle#1", "gold-stream", "hamlet#2", "quarry#1"])
    goods(state, 0, gold=1, blessing_black=1, blessing_brown=1, blessing_gold=1)
    carry_out(rt, state, effect_of(rt, "chapel-of-mars#1", "action"), 0, ["draw_prayer"])
    assert counters(state) == {"worker": 2, "gold": 2, "blessing_black": 1, "blessing_brown": 1, "blessing_gold": 1}


# ====================================================================== E5: Itinerant Priest
def test_e5_a_deal_with_fuji_apple_festival_makes_the_itinerant_priest_pray_for_brown():
    """Seed line 111: Nathan spends 1 Food for a deal with Fuji Apple Festival, gains its Wood; the
    Priest's Pray 5 draws two brown cards: 2 VP; the Festival is red, but red cards would give
    nothing (the colour is the deal's good's, Wood: brown)."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["woodcutters-trail#1", "castle#1", "wood-storage", "grain-field#1", "grain-field#2"])
    goods(state, 0, food=1)
    state.supplies["hand@0"] = ["fuji-apple-festival"]
    state.supplies["empire@0"] = ["itinerant-priest"]
    asked = carry_out(rt, state, rt.effects[("action_turn", "effect")], 0, ["make_deal"])
    assert [texts for _, _, _, texts in asked] == [["make_deal", "pass"]]
    assert counters(state) == {"wood": 1, "vp": 2}          # 2 brown; the 2 red cards count for nothing
    assert state.supplies["deals@0"] == ["fuji-apple-festival"]


# ====================================================================== around the examples
def test_choose_picks_the_colour_after_seeing_the_cards():
    """Seed line 71 (Demo Sun Calendar: a Feature prayer with `choose`, built with a Faction card)."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["hamlet#1", "hamlet#2", "quarry#1"])
    state.supplies["empire@0"] = ["demo-sun-calendar"]
    state.supplies["site@0"] = ["demo-maize-terraces#1"]
    asked = carry_out(rt, state, effect_of(rt, "demo-sun-calendar", "built"), 0, ["asks_pink"])
    assert state.supplies["common_discard"] == ["hamlet#1", "hamlet#2", "quarry#1"]
    assert asked[0][3] == [f"only(asks_{c})" for c in ("brown", "grey", "red", "pink", "gold", "black", "blue",
                                                        "violet", "white")]
    assert counters(state) == {"vp": 2}


def test_cards_stored_for_prayers_join_the_count_and_are_discarded():
    """Seed lines 138-139: stored cards are used in addition to the drawn ones, then discarded."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["castle#1", "castle#2", "castle#3", "castle#4", "watchtower#1"])
    goods(state, 0, worker=1)
    state.supplies["stored@0"] = ["quarry#1", "demo-chinampa"]      # a Common card and an own split faction card
    asked = carry_out(rt, state, effect_of(rt, "sacrificial-altar#1", "action"), 0,
                      ["asks_brown", "yes", "Quarry", "yes"])
    # announce, add a stored card?, which?, another? (the last one goes unasked)
    assert [kind for kind, *_ in asked] == ["choose", "continue", "choose", "continue"]
    assert counters(state) == {"wood": 1}                             # the Chinampa is brown (and red)
    assert state.supplies["faction_discard@0"] == ["demo-chinampa"] and "quarry#1" in state.supplies["common_discard"]


def test_the_tricolour_counts_as_one_colour_of_the_prayer_beside_a_token_of_that_colour():
    """Seed line 64 and RULINGS IS-Q29: the tricolour is brown, grey or red, one per prayer, outside the cap."""
    rt = runtime()
    state = blank(rt)
    goods(state, 0, worker=1, blessing_brown=1, tricolour=1)
    asked = carry_out(rt, state, effect_of(rt, "sacrificial-altar#1", "action"), 0,
                      ["asks_brown", "require blessings_apply"])
    assert counters(state) == {"wood": 2, "blessing_brown": 1, "tricolour": 1}
    assert len(asked) == 2


def test_an_empty_common_deck_is_rebuilt_from_the_discard_pile_mid_prayer():
    """RULINGS IS-Q11: the deck runs out after 2 cards; the discard pile (3 cards) becomes the deck,
    the cards already drawn stay out of it; all 5 are discarded after the prayer."""
    rt = runtime()
    state = blank(rt)
    stack(state, "common", ["quarry#1", "castle#4"])
    state.supplies["common_discard"] = ["quarry#3", "castle#1", "castle#2"]
    goods(state, 0, worker=1)
    carry_out(rt, state, effect_of(rt, "sacrificial-altar#1", "action"), 0, ["asks_grey"])
    assert counters(state) == {"stone": 2}
    assert state.supplies["common"] == []
    assert sorted(state.supplies["common_discard"]) == ["castle#1", "castle#2", "castle#4", "quarry#1", "quarry#3"]


@pytest.mark.parametrize("held, gained", [((), 1), (("brown", "grey", "red", "pink", "gold", "black", "blue",
                                                     "violet", "white"), 0)])
def test_gaining_a_blessing_takes_a_colour_not_held_and_is_lost_when_all_are_held(held, gained):
    """Seed line 63 (RULINGS IS-Q13): one token of each colour at most; a gain with all nine held is lost."""
    rt = runtime()
    state = blank(rt)
    goods(state, 0, **{f"blessing_{c}": 1 for c in held})
    asked = carry_out(rt, state, effect_of(rt, "demo-shrine-of-offerings#1", "production"), 0,
                      ["blessing_violet"] if gained else [])
    total = sum(v for k, v in state.players[0].counters.items() if k.startswith("blessing_"))
    assert total == len(held) + gained and all(v <= 1 for v in state.players[0].counters.values() if v)
    if gained:
        assert "blessing_violet" in asked[0][2] and len(asked[0][2]) == 9
