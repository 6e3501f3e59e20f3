"""The faction deck rules of the seed (lines 36-38: "exatamente 30 cartas, Três dos quais vêm em 3
cópias …, 6 … em 2 cópias …, e os restantes 9 são cartões individuais"; lines 33-34: the Standard
format mixes the base cards with those of exactly one expansion), declared on the supply
`faction_deck` (`composition:`) and checked by `teotl check`: a wrong deck is one clear error
`FILE:LINE:COL: E496 …` at the card that breaks the rule, else at the rule; the shipped decks
are clean; the variant format-open lifts the one-expansion rule, not the 30-card one."""
from __future__ import annotations

import shutil

import pytest

from settlers_support import RULES
from teotl.cli import main
from teotl.runtime.composition import composition_problems


def check(tmp_path, capsys, edits, *extra) -> tuple[int, list[str]]:
    root = tmp_path / "imperial-settlers"
    shutil.copytree(RULES, root)
    for file, old, new in edits:
        path = root / file
        text = path.read_text(encoding="utf-8")
        assert old in text, old
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
    code = main(["check", "--rules", str(root), "--modules", "aztecs", *extra])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, [line.replace(str(root) + "/", "") for line in out.splitlines() if ": E" in line]


def line_of(tmp_path, file: str, needle: str, after: str = "") -> tuple[int, int]:
    lines = (tmp_path / "imperial-settlers" / file).read_text(encoding="utf-8").splitlines()
    start = next(n for n, line in enumerate(lines) if after in line) if after else 0
    number = next(n for n in range(start, len(lines)) if needle in lines[n])
    key = lines[number].index(needle.strip())
    value = lines[number].index(": ", key) + 2 if ": " in needle else key   # the checker points at the value
    return number + 1, value + 1


def test_the_shipped_decks_are_clean(tmp_path, capsys):
    assert check(tmp_path, capsys, []) == (0, [])


def test_a_card_in_a_number_of_copies_the_deck_has_no_room_for(tmp_path, capsys):
    code, found = check(tmp_path, capsys, [("aztecs/faction.yaml", "copies: 3\n    data: {faction: aztecs, affiliation: basic}\n"
                                            "    cost: \"stone 1\"", "copies: 4\n    data: {faction: aztecs, affiliation: basic}\n"
                                            "    cost: \"stone 1\"")])
    line, column = line_of(tmp_path, "aztecs/faction.yaml", "copies: 4")
    assert code == 1
    mine = [f for f in found if " E496 " in f]
    assert mine[0] == (f"aztecs/faction.yaml:{line}:{column}: E496 `sacrificial-altar` comes in 4 copies, which the "
                       "deck of the faction `aztecs` has no room for (it holds cards in 3, 2, 1 copies) (the deck's "
                       "cards come in 3 cards in 3 copies, 6 cards in 2 copies, 9 cards in 1 copy "
                       "(vocabulary.supplies.faction_deck.composition): change this card's `copies:` or take another "
                       "card out) [sacrificial-altar]")
    # and the 3-copy cards are now one short: said at the rule in game.yaml
    rule_line, _ = line_of(tmp_path, "game.yaml", "copies: {3: 3, 2: 6, 1: 9}")
    assert any(f.startswith(f"game.yaml:{rule_line}:") and "holds 2 cards in 3 copies, 3 wanted" in f for f in mine), mine


def test_one_card_too_many_in_two_copies_is_named_with_the_others(tmp_path, capsys):
    code, found = check(tmp_path, capsys, [("core/faction.yaml", "copies: {per_player: 1}\n    data: {faction: demo, affiliation: basic}\n"
                                            "    cost: \"wood 1, stone 1\"\n    effects: {cost: \"give_up_location\", production: \"draw_card\"",
                                            "copies: {per_player: 2}\n    data: {faction: demo, affiliation: basic}\n"
                                            "    cost: \"wood 1, stone 1\"\n    effects: {cost: \"give_up_location\", production: \"draw_card\"")],
                        )
    assert code == 1
    line, column = line_of(tmp_path, "core/faction.yaml", "copies: {per_player: 2}", after="id: demo-harbour")
    mine = [f for f in found if " E496 " in f]
    assert mine[0].startswith(f"core/faction.yaml:{line}:{column}: E496 `demo-harbour` is one card too many in 2 copies "
                              "for the deck of the faction `demo`: it holds 7 (demo-stoneworks, ")
    assert any("holds 8 cards in 1 copy, 9 wanted (31 cards in all)" in f for f in mine)


def test_a_deck_mixing_two_expansions_is_refused_in_the_standard_format_only(tmp_path, capsys):
    edits = [("aztecs/faction.yaml", "  - id: demo-reliquary\n    type: faction_card\n    name: \"Demo Reliquary\"\n"
              "    tags: [blue, action, deal_card]\n    copies: 2\n    data: {faction: aztecs, affiliation: basic}",
              "  - id: demo-reliquary\n    type: faction_card\n    name: \"Demo Reliquary\"\n"
              "    tags: [blue, action, deal_card]\n    copies: 2\n    data: {faction: aztecs, affiliation: atlanteans}"),
             ("aztecs/faction.yaml", "  - id: demo-chinampa\n    type: faction_card\n    name: \"Demo Chinampa\"\n"
              "    tags: [brown, red, production, deal_wood]          # a split card: brown and red\n"
              "    data: {faction: aztecs, affiliation: basic}",
              "  - id: demo-chinampa\n    type: faction_card\n    name: \"Demo Chinampa\"\n"
              "    tags: [brown, red, production, deal_wood]          # a split card: brown and red\n"
              "    data: {faction: aztecs, affiliation: magic_number}")]
    code, found = check(tmp_path, capsys, edits)
    assert code == 1 and len(found) == 1
    line, column = line_of(tmp_path, "aztecs/faction.yaml", "data: {faction: aztecs, affiliation: magic_number}")
    assert found[0].startswith(f"aztecs/faction.yaml:{line}:{column}: E496 the deck of the faction `aztecs` mixes 3 "
                               "values of `affiliation` (basic, atlanteans, magic_number): at most 2")
    assert "variant" in found[0]
    shutil.rmtree(tmp_path / "imperial-settlers")
    code, found = check(tmp_path, capsys, edits, "--variant", str(RULES / "variants" / "format-open.yaml"))
    assert (code, found) == (0, [])


def test_format_open_still_wants_thirty_cards(tmp_path, capsys):
    code, found = check(tmp_path, capsys, [("aztecs/faction.yaml", "  - id: demo-great-teocalli\n    type: faction_card\n"
                                            "    name: \"Demo Great Teocalli\"\n    tags: [violet, production, deal_vp]\n"
                                            "    data: {faction: aztecs, affiliation: basic}",
                                            "  - id: demo-great-teocalli\n    type: faction_card\n"
                                            "    name: \"Demo Great Teocalli\"\n    tags: [violet, production, deal_vp]\n"
                                            "    data: {faction: none_yet, affiliation: basic}")],
                        "--variant", str(RULES / "variants" / "format-open.yaml"))
    assert code == 1
    assert any("the deck of the faction `aztecs` holds 8 cards in 1 copy, 9 wanted (29 cards in all)" in f for f in found)


@pytest.mark.parametrize("rule, cards, expected", [
    ({"by": "set", "cards": 3}, [("a", 1, "x"), ("b", 2, "x")], []),
    ({"by": "set", "cards": 4}, [("a", 1, "x"), ("b", 2, "x")], ["the deck of the set `x` holds 3 cards, 4 wanted"]),
    ({"by": "set", "copies": {"2": 1}}, [("a", 2, "x"), ("b", 2, "x")], ["`b` is one card too many in 2 copies"]),
    ({"by": "set", "copies": {"1": 2}}, [("a", 1, "x"), ("b", 1, "y")],
     ["the deck of the set `x` holds 1 card in 1 copy, 2 wanted", "the deck of the set `y` holds 1 card in 1 copy"]),
])
def test_the_composition_rule_on_a_tiny_vocabulary(rule, cards, expected):
    game = {"vocabulary": {"supplies": [{"id": "deck", "of": "card", "per_player": True, "composition": rule}]}}
    components = [{"id": cid, "type": "card", "copies": copies, "data": {"set": deck}} for cid, copies, deck in cards]
    components.append({"id": "stranger", "type": "card", "copies": 7})   # no data.set: in no deck
    found = [p.message for p in composition_problems(game, components)]
    assert len(found) == len(expected) and all(f.startswith(e) for f, e in zip(found, expected)), found
