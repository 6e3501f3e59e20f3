"""What the balance plots show, read from the figures before they are saved: the forest of
score differences holds points only (rounds are on the game-length plot, with their own
difference), the paired histogram's title says how many games scored the same only when some
did, and game length draws A and B side by side, one pair of bars per number of rounds."""
from __future__ import annotations

from teotl.balance import plots
from teotl.compare import compare_results
from teotl.simulate import GameResult


def result(index, scores, rounds):
    ranking = tuple(sorted(range(len(scores)), key=lambda s: -scores[s]))
    return GameResult(index, 1000 + index, ("random", "random"), tuple(scores), ranking, 40, rounds, 100, False)


def figures(monkeypatch, tmp_path, a, b):
    drawn = {}

    def keep(fig, path, plt, rect=(0, 0, 1, 1)):
        drawn[path.name] = fig
        return path
    monkeypatch.setattr(plots, "_save", keep)
    plots.write_plots(compare_results(a, b, ("base rules", "house")), tmp_path)
    return drawn


def test_the_plots_keep_points_and_rounds_apart(monkeypatch, tmp_path):
    a = [result(i, (30 + i, 20), 10 + i % 2) for i in range(6)]
    b = [result(i, (30 + i + (i % 3), 20), 10 + i % 3) for i in range(6)]
    drawn = figures(monkeypatch, tmp_path, a, b)
    pairs, hist, forest = drawn["score_difference.png"].axes
    labels = [t.get_text() for t in forest.get_yticklabels()]
    assert "rounds per game" not in labels and labels[-1] == "mean score per player"
    assert hist.get_title() == "Paired differences, 6 games (2 scored the same under both)"
    (length,) = drawn["game_length.png"].axes
    assert length.get_title().startswith("Game length — B − A: +0.50 rounds (95 % CI")
    bars = [(round(p.get_x() + p.get_width() / 2, 2), p.get_height()) for p in length.patches]
    assert bars == [(9.8, 3), (10.8, 3), (11.8, 0), (10.2, 2), (11.2, 2), (12.2, 2)]  # A left, B right


def test_no_same_games_no_claim(monkeypatch, tmp_path):
    a = [result(i, (30 + i, 20), 10) for i in range(4)]
    b = [result(i, (31 + i, 20), 10) for i in range(4)]
    _, hist, _ = figures(monkeypatch, tmp_path, a, b)["score_difference.png"].axes
    assert hist.get_title() == "Paired differences, 4 games"
