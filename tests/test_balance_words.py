"""What a balance report says a variant changed, in words: every change is in "In words" (rule
text as sentences, other values as values, `copies` as a number of copies, an added component
by its rule text), a shortened value is not cut a word or two from its end, and the tables of
components are headed by the type's name."""
from __future__ import annotations

from pathlib import Path

from teotl.balance.change_text import in_words, type_names, value_words
from teotl.balance.changes import MISSING, Change, difference, variant_changes
from teotl.balance.report import markdown_report
from teotl.compare import compare_results

REPO = Path(__file__).resolve().parent.parent


def test_copies_in_words():
    def words(old, new):
        return value_words(Change("v", "tile", "copies", old, new))
    assert words(1, 3) == "1 copy → 3 copies"
    assert words(MISSING, 2) == "1 copy → 2 copies"  # no `copies:` is one copy
    assert words({"default": 6, 2: 4}, 8) == "6 copies (4 with 2 players) → 8 copies"
    assert value_words(Change("v", None, "tables.bonus", [0, 1], [0, 2])) == "[0, 1] → [0, 2]"


def test_a_short_head_or_tail_is_not_cut_off():
    # "…may sell" for "You may sell": an ellipsis in place of one word hides more than it saves
    assert difference("You may sell 1 cacao fruit for 4 gold.", "You may sell 1 cacao fruit for 5 gold.",
                      context=30) == ("You may sell 1 cacao fruit for 4 gold.", "You may sell 1 cacao fruit for 5 gold.")
    old = "gain cocoa 1 + (seat > 0) + (seat > 1) + (seat > 2) + (seat > 3), wood 2, stone 2"
    new = old.replace("cocoa 1", "cocoa 3")
    assert difference(old, new) == ("gain cocoa 1 + (seat > 0) +…", "gain cocoa 3 + (seat > 0) +…")  # a long tail


def test_every_change_of_a_cacao_variant_is_told_in_words(tmp_path):
    from teotl.loading import load_runtime
    from teotl.paths import shipped_rulesets
    variant = tmp_path / "more-gold.yaml"
    variant.write_text(
        "kind: variant\nid: more-gold\nname: More gold\nrequires: [base]\npatches:\n"
        "  - {component: gold-mine-2, path: copies, set: 3, note: three rich mines}\n"
        "  - {component: market-4, path: effect, set: \"sell_fruit(5)\"}\n"
        "  - {component: single-plantation, path: data.fruit, set: 2}\n"
        "components:\n  - {id: rich-mine, type: jungle_tile, name: Rich mine, effect: \"gain gold 3\"}\n",
        encoding="utf-8")
    root = shipped_rulesets()["cacao"]
    base, _ = load_runtime(root, [], [], logging=False)
    patched, _ = load_runtime(root, [], [variant], logging=False)
    changes = in_words(variant_changes(variant, base, patched), base, patched)
    c = compare_results([], [], ("base rules", "more-gold"), ([], changes))
    report = markdown_report(c)
    words = report[report.index("In words:"):report.index("## Score difference")]
    assert "- **Gold mine (value 2)** (`gold-mine-2`, `copies`): 1 copy → 3 copies" in words
    assert ("- **Market (selling price 4)** (`market-4`, `effect`)\n  - before: You may sell 1 cacao fruit for "
            "4 gold.\n  - after: You may sell 1 cacao fruit for 5 gold.") in words
    assert "- **Single plantation** (`single-plantation`, `data.fruit`): 1 → 2" in words
    assert "- **Rich mine** (`rich-mine`): added: Gain 3 gold." in words
    game = Change("more-gold", None, "vocabulary.resources.0.cap", 5, 6)
    assert "- **game.yaml**, `vocabulary.resources.0.cap`: 5 → 6" in markdown_report(
        compare_results([], [], ("base rules", "more-gold"), ([], [game])))
    assert type_names(patched, ["jungle_tile", "nope"]) == {"jungle_tile": ("jungle tile", "jungle tiles"),
                                                            "nope": ("nope", "nope")}


def test_the_terminal_tells_an_added_component_by_its_rule_text():
    import io

    from rich.console import Console

    from teotl.balance.terminal import print_summary
    added = Change("house", "rich-mine", "", MISSING, {}, "Rich mine", name="Rich mine", new_text="Gain 3 gold.")
    c = compare_results([], [], ("base rules", "house"), ([], [added]))
    buffer = io.StringIO()
    print_summary(c, Console(file=buffer, width=200))
    (row,) = [line for line in buffer.getvalue().splitlines() if "Rich mine" in line]
    assert "(added)" in row and "Gain 3 gold." in row
    copies = Change("house", "mine", "copies", 1, 3, name="Gold mine")
    buffer = io.StringIO()
    print_summary(compare_results([], [], ("base rules", "house"), ([], [copies])), Console(file=buffer, width=200))
    (row,) = [line for line in buffer.getvalue().splitlines() if "Gold mine" in line]
    assert "│ 1 copy " in row and "│ 3 copies " in row


def test_component_tables_are_headed_by_the_types_name(tmp_path):
    from teotl.compare import run_comparison
    tiles = REPO / "tests" / "fixtures" / "tiles"
    c = run_comparison(tiles, [], [tiles / "variants" / "small-crown.yaml"], games=4, players=2,
                       agents=["random"], seed=1)
    assert c.type_names == {"tile": ("tile", "tile")}  # the fixture has no catalogue: the id
    assert "### tile\n" in c.markdown
    c.type_names = {"tile": ("jungle tile", "jungle tiles")}
    assert "### Jungle tiles (`tile`)\n" in markdown_report(c)
