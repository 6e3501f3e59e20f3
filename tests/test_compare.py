"""`teotl compare`: two rule sets on the same seeds, paired differences, the report and plots."""
from __future__ import annotations

import math
from pathlib import Path

import pytest

from teotl.cli import main
from teotl.compare import Interval, compare_results, run_comparison, t_quantile_975
from teotl.simulate import GameResult

REPO = Path(__file__).resolve().parent.parent
VARIANTS = REPO / "rules" / "teotihuacan" / "variants"


def result(index, scores, rounds=20, agents=("random", "random")):
    ranking = tuple(sorted(range(len(scores)), key=lambda s: -scores[s]))
    return GameResult(index, 1000 + index, agents, tuple(scores), ranking, 40, rounds, 100, False)


def test_t_quantiles():
    assert t_quantile_975(1) == pytest.approx(12.706)
    assert t_quantile_975(40) == pytest.approx(2.021, abs=2e-3)
    assert t_quantile_975(10_000) == pytest.approx(1.960, abs=1e-3)


def test_paired_interval():
    interval = Interval.paired([1, 2, 3, 4, 5])
    assert interval.mean == 3
    assert interval.low == pytest.approx(3 - 2.776 * math.sqrt(2.5) / math.sqrt(5), abs=1e-3)
    assert interval.contains(3) and not interval.contains(0)


def test_identical_results_give_zero_with_an_interval_containing_zero():
    games = [result(i, (30 + i, 40 - i)) for i in range(6)]
    comparison = compare_results(games, games, ("A", "B"))
    assert comparison.mean_score.mean == 0 and comparison.mean_score.contains(0)
    assert comparison.winning_score.low == 0 == comparison.winning_score.high


def test_the_same_seeds_are_compared_or_nothing():
    from teotl.compare import CompareError
    with pytest.raises(CompareError):
        compare_results([result(0, (1, 2))], [result(1, (1, 2))], ("A", "B"))


def test_two_identical_rule_sets_differ_by_nothing(tmp_path):
    """A variant that changes nothing against the base rules: every game is the same game."""
    same = tmp_path / "same.yaml"
    same.write_text("kind: variant\nid: same\nname: Same\nrequires: [base]\npatches: []\n", encoding="utf-8")
    comparison = run_comparison(None, [], [same], games=4, players=2, agents=["random"], seed=5, out=tmp_path / "out")
    assert comparison.mean_score.contains(0) and comparison.mean_score.mean == 0
    assert [r.scores for r in comparison.results[0]] == [r.scores for r in comparison.results[1]]
    report = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert "no difference in mean score: every game scored the same" in report
    assert "+0.00 (95 % CI +0.00 … +0.00)" in report
    assert "Nothing: the two rule sets are the same files" in report
    # the same components taken by the same players: the same statistics on both sides
    assert comparison.components and all(row.sides[0] == row.sides[1] for row in comparison.components)
    assert sorted(p.name for p in (tmp_path / "out").glob("*.png")) == [
        "components.png", "game_length.png", "score_difference.png", "scores_by_agent.png", "win_rate_by_seat.png"]
    for png in (tmp_path / "out").glob("*.png"):
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_compare_command(tmp_path, capsys, monkeypatch):
    """The terminal gets a summary (what the variant changes, the scores with intervals, win
    rates); the Markdown report goes to the folder, or to stdout with --markdown."""
    monkeypatch.setenv("COLUMNS", "240")  # a wide terminal: no table cell wraps
    argv = ["compare", "--variant", str(VARIANTS / "house-rich-start.yaml"), "--games", "3", "--players", "2",
            "--agents", "random", "--out", str(tmp_path / "r"), "--seed", "3"]
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 0, err
    words = " ".join(out.split())
    assert "What the variant changes" in out and "A player's start" in words and "Gain cocoa equal to 3" in words
    assert "mean score per player" in out and "95 % CI" in out and "Win rates" in out
    assert "# Balance report" not in out and "|---" not in out  # no raw Markdown in the terminal
    assert "warning: random agents play at random" in err and "report written to" in err
    report = (tmp_path / "r" / "report.md").read_text(encoding="utf-8")
    assert report.startswith("# Balance report: base rules (A) vs house-rich-start (B)")
    assert "## Win rate by seat" in report and "## Components" in report and "(tmp" not in report
    assert main(argv + ["--markdown"]) == 0
    out, _ = capsys.readouterr()
    assert out == report


def test_compare_plays_competent_agents_by_default(tmp_path, capsys):
    from teotl.compare import DEFAULT_AGENTS
    tiles = REPO / "tests" / "fixtures" / "tiles"
    code = main(["compare", "--rules", str(tiles), "--variant", str(tiles / "variants" / "small-crown.yaml"),
                 "--games", "4", "--out", str(tmp_path / "r"), "--markdown"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert DEFAULT_AGENTS == ("greedy",) and "agents greedy" in out and "warning" not in err


def test_compare_by_bare_name_and_two_variants(tmp_path, capsys):
    code = main(["compare", "--variant", "house-rich-start", "--variant", "house-generous-masks", "--games", "2",
                 "--players", "3", "--out", str(tmp_path / "r")])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "A = house-rich-start, B = house-generous-masks" in out
    report = (tmp_path / "r" / "report.md").read_text(encoding="utf-8")
    assert "house-rich-start (A) vs house-generous-masks (B)" in report
    assert "house-rich-start, against the base rules:" in report and "house-generous-masks, against the base rules:" in report


@pytest.mark.parametrize("argv,code,message", [
    ([], 2, "give one --variant"),
    (["--variant", "nowhere-to-be-found"], 2, "no such variant"),
    (["--variant", "house-rich-start", "--games", "0"], 2, "--games"),
    (["--variant", "house-rich-start", "--agents", "grredy"], 2, "unknown agent"),
    (["--variant", "house-rich-start", "--players", "9", "--games", "1"], 2, "players"),
])
def test_compare_usage_errors(tmp_path, capsys, argv, code, message):
    assert main(["compare", *argv, "--out", str(tmp_path / "r")]) == code
    out, err = capsys.readouterr()
    assert message in err and "Traceback" not in err


def test_an_unusable_out_folder_is_refused_before_any_game(tmp_path, capsys):
    afile = tmp_path / "afile"
    afile.write_text("x", encoding="utf-8")
    for out, message in ((afile, "is a file; give a folder"), (afile / "sub", "cannot make this folder")):
        assert main(["compare", "--variant", "house-rich-start", "--games", "1", "--out", str(out)]) == 2
        err = capsys.readouterr().err
        assert f"--out {out}: {message}" in err and "internal error" not in err


def test_both_rule_sets_are_checked_before_any_game_is_played(tmp_path, monkeypatch):
    """A broken second variant is reported before the first side's games are played (they may
    take minutes)."""
    import teotl.compare as compare
    broken = tmp_path / "broken.yaml"
    broken.write_text("kind: variant\nid: broken\nname: Broken\nrequires: [base]\npatches:\n"
                      "  - {component: st-00, path: effect, set: \"gain cocoa 1,, wood 2\"}\n", encoding="utf-8")
    played = []
    monkeypatch.setattr(compare, "simulate", lambda *a, **k: played.append(a) or [])
    with pytest.raises(compare.CompareError) as problem:
        run_comparison(None, [], [VARIANTS / "house-rich-start.yaml", broken], games=50, players=2)
    assert "broken" in str(problem.value) and "E201" in str(problem.value) and played == []


def test_two_variants_of_one_name_are_told_apart(tmp_path):
    tiles = REPO / "tests" / "fixtures" / "tiles"
    small = tiles / "variants" / "small-crown.yaml"
    c = run_comparison(tiles, [], [small, small], games=2, players=2, agents=["random"])
    assert c.labels == ("small-crown (first)", "small-crown (second)")
    assert c.markdown.startswith("# Balance report: small-crown (first) (A) vs small-crown (second) (B)")
    (tmp_path / "mine").mkdir()
    other = tmp_path / "mine" / "small-crown.yaml"
    other.write_text(small.read_text(encoding="utf-8"), encoding="utf-8")
    c = run_comparison(tiles, [], [small, other], games=2, players=2, agents=["random"])
    assert c.labels == ("variants/small-crown", "mine/small-crown")


def test_the_seats_verdict_names_a_seat_whose_win_rate_moves():
    """Seat 1 wins every game under A and none under B: the report says so in one line; equal
    runs move no seat."""
    from teotl.balance.report import seat_verdict
    a = [result(i, (30, 20)) for i in range(12)]
    b = [result(i, (20, 30)) for i in range(12)]
    c = compare_results(a, b, ("A", "B"))
    assert seat_verdict(c).startswith("seat 1 wins less often (-100.0 pts") and "seat 2 wins more often" in seat_verdict(c)
    same = compare_results(a, a, ("A", "B"))
    assert seat_verdict(same) == "no seat's win rate changes beyond chance (each interval of B − A contains 0)"
    c.meta = {"agents": ["random"], "seed": 1}
    from teotl.balance.report import markdown_report
    assert "\nSeats: seat 1 wins less often" in markdown_report(c)
