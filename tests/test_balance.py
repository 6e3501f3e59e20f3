"""The statistics of a balance report checked by hand: Wilson and Welch intervals, the
per-component section on a hand-made list of games and on a tiny rule set
(tests/fixtures/tiles), what a variant changes, and which log events count."""
from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from teotl.balance.changes import MISSING, difference, lookup, variant_changes
from teotl.balance.components import ComponentSide, component_rows, direction
from teotl.balance.records import OTHER_EVENTS, TAKEN_EVENTS, USED_EVENTS, RecordedGame, component_events
from teotl.balance.stats import Interval
from teotl.compare import compare_results, run_comparison
from teotl.simulate import GameResult

REPO = Path(__file__).resolve().parent.parent
TILES = REPO / "tests" / "fixtures" / "tiles"
SMALL_CROWN = TILES / "variants" / "small-crown.yaml"
Z2 = 1.959963984540054 ** 2


# ------------------------------------------------------------------ intervals
def test_wilson_by_hand():
    # 8 of 10: centre (0.8 + z²/20) / (1 + z²/10) = 0.71674, half-width 1.96·√(0.016 + z²/400) / 1.38415 = 0.22658
    eight = Interval.wilson(8, 10)
    assert eight.mean == 0.8
    assert (eight.low, eight.high) == pytest.approx((0.4902, 0.9433), abs=1e-4)
    # none of 10: [0, z²/(10 + z²)]; all of 40: [40/(40 + z²), 1]
    assert (Interval.wilson(0, 10).low, Interval.wilson(0, 10).high) == pytest.approx((0, Z2 / (10 + Z2)))
    assert Interval.wilson(40, 40).low == pytest.approx(40 / (40 + Z2))
    assert not Interval.wilson(0, 0).defined and Interval.wilson(0, 0).percent() == "—"
    # a wider interval for a higher confidence (used for many components at once)
    assert Interval.wilson(8, 10, 0.999).low < eight.low


def test_welch_by_hand():
    # [1, 2, 3] vs [4, 5, 6, 7]: −3.5; variances 1 and 5/3, so se² = 1/3 + 5/12 = 0.75;
    # df = 0.75² / ((1/3)²/2 + (5/12)²/3) = 4.959; t(4.959) ≈ 2.574 (t(5) = 2.571); half-width 2.229
    interval = Interval.welch([1, 2, 3], [4, 5, 6, 7])
    assert interval.mean == -3.5
    assert interval.high - interval.mean == pytest.approx(2.574 * math.sqrt(0.75), abs=5e-3)
    assert interval.excludes(0)
    assert Interval.welch([5], [1, 2]).low == -math.inf  # one value: no spread to judge by
    assert not Interval.welch([], [1]).defined


def test_mean_interval_by_hand():
    # 10, 9, 12, 3: mean 8.5, sd √15, t(3) = 3.182: 8.5 ± 3.182·√15/2 = 8.5 ± 6.162
    interval = Interval.of_mean([10, 9, 12, 3])
    assert (interval.low, interval.high) == pytest.approx((8.5 - 6.162, 8.5 + 6.162), abs=1e-3)
    assert interval.plus_minus() == "+8.5 ± 6.2"


# ------------------------------------------------------------------ per component, hand-made games
def game(index, scores, events):
    ranking = tuple(sorted(range(len(scores)), key=lambda s: (-scores[s], s)))  # ties: the earlier seat
    return RecordedGame(GameResult(index, index, ("x", "x"), tuple(scores), ranking, 6, 3, 6, False),
                        tuple(events))


HAND_MADE = [
    game(0, (10, 8), [(0, "taken", "x", 1)]),                                 # seat 1 has X and wins
    game(1, (5, 9), [(1, "taken", "x", 1), (0, "used", "y", 1)]),             # seat 2 has X and wins
    game(2, (7, 7), [(1, "taken", "y", 1)]),                                  # a tie: seat 1 wins, no X
    game(3, (12, 3), [(0, "taken", "x", 1), (1, "taken", "x", 1), (1, "used", "x", 2)]),  # both have X
]


def test_component_statistics_by_hand():
    x = ComponentSide.of(HAND_MADE, "x")
    assert (x.games, x.games_with, x.holders, x.wins) == (4, 3, 4, 3)  # holders: g0 s1, g1 s2, g3 s1, g3 s2
    assert x.taken_in.mean == 0.75 and x.win_rate.mean == 0.75
    assert (x.win_rate.low, x.win_rate.high) == pytest.approx((0.3006, 0.9544), abs=1e-4)  # Wilson 3/4
    assert x.score.mean == 8.5   # 10, 9, 12, 3
    assert x.versus_others.mean == 8.5 - 6.75  # the others: 8, 5, 7, 7
    y = ComponentSide.of(HAND_MADE, "y")
    assert (y.games_with, y.holders, y.wins, y.score.mean) == (2, 2, 0, 6.0)  # g1 seat 1 (5, lost), g2 seat 2 (7, tie lost)
    rows = component_rows(HAND_MADE, HAND_MADE[:2], {})
    assert [r.component for r in rows] == ["x", "y"]  # most held first
    assert rows[0].how == ("taken", "used") and rows[1].sides[1].holders == 1


def test_a_win_rate_far_from_the_average_is_marked_only_beyond_chance():
    # 16 of 20 against an average of 1/2: outside the 95 % interval (0.584–0.919) …
    side = ComponentSide(20, 20, 20, 16, Interval.wilson(20, 20), Interval.wilson(16, 20), Interval.empty(),
                         Interval.empty())
    assert side.win_rate.low > 0.5 and direction(side, 0.5) == "▲"
    # … but not once 200 win rates are looked at together (each at 1 − 0.05/200: z ≈ 3.48)
    assert direction(side, 0.5, tests=200) == ""
    assert direction(ComponentSide(20, 20, 20, 20, *[Interval.wilson(20, 20)] * 2, Interval.empty(),
                                   Interval.empty()), 0.5, tests=200) == "▲"


# ------------------------------------------------------------------ which events count
def test_component_events_from_a_log():
    log = [{"e": "take", "p": 0, "component": "crown", "supply": "offer"},
           {"e": "use", "p": 0, "component": "crown"},
           {"e": "use", "p": 0, "component": "crown"},
           {"e": "build", "p": 1, "tile": "ring", "grid": "g"},
           {"e": "discard", "p": 1, "component": "cup", "supply": "offer"},     # not the player's doing
           {"e": "take", "p": 7, "component": "cup"},                           # not a seat (a neutral)
           {"e": "take", "p": 1, "component": "nowhere"},                       # not a component
           {"e": "gain", "p": 1, "resource": "vp", "amount": 2}]
    assert component_events(log, 2, {"crown", "ring", "cup"}) == (
        (0, "taken", "crown", 1), (0, "used", "crown", 2), (1, "taken", "ring", 1))


def test_the_copies_of_a_component_count_as_the_component():
    from types import SimpleNamespace
    known = {"market": SimpleNamespace(copy_of=""), "market#1": SimpleNamespace(copy_of="market"),
             "market#2": SimpleNamespace(copy_of="market"), "hut": SimpleNamespace(copy_of="")}
    log = [{"e": "build", "p": 0, "tile": "market#1", "grid": "g"},
           {"e": "build", "p": 0, "tile": "market#2", "grid": "g"},
           {"e": "build", "p": 1, "tile": "hut", "grid": "g"}]
    assert component_events(log, 2, known) == ((0, "taken", "market", 2), (1, "taken", "hut", 1))


def test_every_engine_event_that_names_a_component_is_classified():
    """A verb that logs a component under a kind of its own must say whether it counts (taken,
    used or neither): otherwise the per-component section would silently miss it."""
    kinds = set()
    for path in (REPO / "interpreter" / "teotl").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for match in re.finditer(r'\.log\(\s*\w+,\s*"(\w+)"((?:[^()]|\([^()]*\))*)\)', text):
            if re.search(r"\b(component|tile)=", match.group(2)):
                kinds.add(match.group(1))
    assert {"take", "claim", "acquire", "use"} <= kinds
    assert kinds <= TAKEN_EVENTS | USED_EVENTS | OTHER_EVENTS, kinds - (TAKEN_EVENTS | USED_EVENTS | OTHER_EVENTS)


# ------------------------------------------------------------------ what a variant changes
def test_lookup_reads_paths_as_patches_do():
    raw = {"grid": {"cells": {"1": {"2..3": "gain wood 1"}}}, "effects": {"3": "x"}, "data": {"boards": [2, 5]}}
    assert lookup(raw, "grid.cells.1.2..3") == "gain wood 1"
    assert lookup(raw, "effects.3") == "x" and lookup(raw, "data.boards.1") == 5
    assert lookup(raw, "effects.4") is MISSING and lookup(raw, "data.boards.7") is MISSING


def test_changes_of_a_variant_file():
    from teotl.loading import load_runtime
    base, _ = load_runtime(TILES, [], [], logging=False)
    patched, _ = load_runtime(TILES, [], [SMALL_CROWN], logging=False)
    crown, feather = variant_changes(SMALL_CROWN, base, patched)
    assert (crown.component, crown.field, crown.old, crown.new) == ("crown", "effect", "gain vp 6", "gain vp 1")
    assert crown.note == "the Crown won every game it was in" and crown.line == 7
    assert feather.added and feather.old is MISSING and feather.note == "Feather"


def test_changes_read_as_the_rule_text_before_and_after():
    """The Crown's patch `gain vp 6` → `gain vp 1` reads as the rule text does (`teotl explain`);
    the added Feather has nothing before it."""
    from teotl.balance.change_text import in_words
    from teotl.loading import load_runtime
    base, _ = load_runtime(TILES, [], [], logging=False)
    patched, _ = load_runtime(TILES, [], [SMALL_CROWN], logging=False)
    crown, feather = in_words(variant_changes(SMALL_CROWN, base, patched), base, patched)
    assert crown.name == "Crown" and crown.old_text == "Gain 6 VP." and crown.new_text == "Gain 1 VP."
    assert feather.name == "Feather" and feather.old_text == ""
    rich = REPO / "rules" / "teotihuacan" / "variants" / "house-rich-start.yaml"
    base, _ = load_runtime(None, [], [], logging=False)
    with_rich, _ = load_runtime(None, [], [rich], logging=False)
    (start,) = in_words(variant_changes(rich, base, with_rich), base, with_rich)
    assert start.old_text.startswith("Gain cocoa equal to 1 plus ") and start.new_text.startswith("Gain cocoa equal to 3 plus ")


def test_a_game_patch_and_a_long_effect():
    from teotl.loading import load_runtime
    variants = REPO / "rules" / "teotihuacan" / "variants"
    base, _ = load_runtime(None, [], [], logging=False)
    eclipse = variants / "dark-eclipse.yaml"
    changes = variant_changes(eclipse, base, load_runtime(None, [], [eclipse], logging=False)[0])
    tie = [c for c in changes if c.component is None]
    assert [(c.field, c.old, c.new, c.line) for c in tie] == [("flow.seat_tie_break", "earlier", "later", 19)]
    assert [c.component for c in changes if c.component] == ["eclipse_check", "round_end"]
    rich = variants / "house-rich-start.yaml"
    (start,) = variant_changes(rich, base, load_runtime(None, [], [rich], logging=False)[0])
    assert difference(start.old, start.new) == ("gain cocoa 1 + (seat > 0) +…", "gain cocoa 3 + (seat > 0) +…")


# ------------------------------------------------------------------ a tiny rule set, played
def test_the_tiles_rule_set_compared(tmp_path):
    """Two players, six tiles, six turns: in the base rules every tile is taken in every game and
    the Crown (6 VP, the others 5 together) always wins; with the variant (Crown 1 VP, a Feather
    added: seven tiles) one tile stays behind in every game."""
    games = 30
    c = run_comparison(TILES, [], [SMALL_CROWN], games=games, players=2, agents=["random"], seed=4,
                       out=tmp_path / "out")
    rows = {row.component: row for row in c.components}
    assert set(rows) == {"crown", "ring", "cup", "bell", "purse", "pebble", "feather"}
    for cid, row in rows.items():
        a = row.sides[0]
        if cid == "feather":
            assert a.holders == 0 and not a.win_rate.defined
        else:
            assert a.taken_in.mean == 1.0 and a.holders == games and row.how == ("taken", "used")
    crown_a, crown_b = rows["crown"].sides
    assert crown_a.wins == games and crown_a.win_rate.low == pytest.approx(games / (games + Z2))
    assert crown_a.versus_others.low > 0
    assert sum(row.sides[1].holders for row in rows.values()) == 6 * games  # one tile a turn
    assert sum(row.sides[1].games_with for row in rows.values()) == 6 * games
    assert crown_b.win_rate.mean < 1.0
    assert [ch.field for ch in rows["crown"].changes] == ["effect"] and rows["feather"].changes[0].added
    assert rows["ring"].changes == ()
    report = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert "| `crown` | `effect` | `gain vp 6` | `gain vp 1` | the Crown won every game it was in |" in report
    assert "### tile" in report and "| Crown (`crown`) | 100 / " in report and "small-crown: `effect`" in report
    assert "**Warning**: random agents" in report
    assert "- **Crown** (`crown`, `effect`)\n  - before: Gain 6 VP.\n  - after: Gain 1 VP." in report
    assert {p.name for p in c.plots} == {"score_difference.png", "scores_by_agent.png", "win_rate_by_seat.png",
                                         "components.png", "game_length.png"}


def test_the_same_report_with_two_workers(tmp_path):
    one = run_comparison(TILES, [], [SMALL_CROWN], games=24, players=2, agents=["random"], seed=9, workers=1)
    two = run_comparison(TILES, [], [SMALL_CROWN], games=24, players=2, agents=["random"], seed=9, workers=2,
                         batch_size=5)
    assert two.results == one.results and two.components == one.components and two.markdown == one.markdown


def test_results_without_events_have_no_component_section():
    plain = [h.result for h in HAND_MADE]
    c = compare_results(plain, plain, ("A", "B"))
    assert c.components == []


def test_the_authoring_guide_shows_what_the_summary_prints():
    """docs/authoring.md quotes a terminal summary: its titles and column headings are the ones
    the summary prints (numbers aside)."""
    import io

    from rich.console import Console

    from teotl.balance.terminal import print_summary
    guide = (REPO / "docs" / "authoring.md").read_text(encoding="utf-8")
    quoted = guide[guide.index("**Minute 5"):guide.index("### Keeping house rules")]
    block = re.search(r"```text\n(.*?)```", quoted, re.S).group(1)
    c = run_comparison(TILES, [], [SMALL_CROWN], games=20, players=2, agents=["random"], seed=4)
    buffer = io.StringIO()
    print_summary(c, Console(file=buffer, width=200))
    printed = " ".join(re.sub(r"\d+", "N", buffer.getvalue()).split())  # (titles wrap at a table's width)
    for line in block.splitlines():
        if not line.startswith("│") or "measure" in line or "component" in line:
            heading = re.sub(r"\d+", "N", line.split("│")[1].strip() if line.startswith("│") else line)
            assert " ".join(heading.split(":")[0].split()) in printed, heading


def test_royal_tiles_under_the_palace_count_as_used():
    """A component run from a supply's slot (`resolve royal_tiles (spot)`: the royal tile under
    the Palace spot a worker is locked on) is logged as used by that seat, so the per-component
    section lists royal tiles; only the three tiles dealt to the Palace can be among them."""
    from teotl.balance.records import play_recorded
    from teotl.loading import load_runtime
    _, runtime = load_runtime(None, [], [], logging=True)
    used = []
    for seed in range(1, 7):
        from teotl.runtime.game import Game
        dealt = set(Game(runtime, 2, seed).state.supplies["royal_tiles"])
        events = play_recorded(runtime, 2, seed, ["greedy", "greedy"]).events
        royal = [(seat, cid) for seat, how, cid, _ in events if runtime.components[cid].type == "royal_tile"]
        assert all(how == "used" for _, how, cid, _ in events if runtime.components[cid].type == "royal_tile")
        assert {cid for _, cid in royal} <= dealt
        used += royal
    assert used  # greedy players worship at the Palace in these games


def test_a_template_patch_is_a_change_read_in_words(tmp_path):
    """`{template: sell_fruit, path: effect, set: …}` (the authoring guide's rich markets) is
    listed as what the variant changes, old → new, with the template's sentences."""
    from teotl.balance.change_text import in_words
    from teotl.loading import load_runtime
    from teotl.paths import shipped_rulesets
    variant = tmp_path / "rich-markets.yaml"
    variant.write_text("kind: variant\nid: rich-markets\nname: Rich markets\nrequires: [base]\npatches:\n"
                       "  - template: sell_fruit\n    path: effect\n    set: \"may pay fruit 1 -> gain gold price + 1\"\n",
                       encoding="utf-8")
    root = shipped_rulesets()["cacao"]
    base, _ = load_runtime(root, [], [], logging=False)
    patched, _ = load_runtime(root, [], [variant], logging=False)
    (change,) = in_words(variant_changes(variant, base, patched), base, patched)
    assert (change.component, change.field, change.old, change.new) == (
        "sell_fruit", "effect", "may pay fruit 1 -> gain gold price", "may pay fruit 1 -> gain gold price + 1")
    assert change.old_text.endswith("gain gold equal to PRICE.") and change.new_text.endswith("equal to PRICE plus 1.")
