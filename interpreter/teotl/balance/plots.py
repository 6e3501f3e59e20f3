"""The PNG plots of a comparison, drawn with matplotlib's Agg backend (no display needed).

- `score_difference.png`: the pairing made visible — each game's mean score under A against
  under B (a point per game; on the diagonal, no change), the per-game differences with their
  mean and 95 % interval, and every B − A interval of the report in one forest plot;
- `scores_by_agent.png`: final-score histograms, one panel per agent, A and B overlaid;
- `win_rate_by_seat.png`: win rates with Wilson intervals and the average seat's 1/P;
- `components.png`: the win rate of players who had each of the most-held components (and every
  component a variant changes), A and B, with intervals; not those every player had;
- `game_length.png`: rounds per game, A beside B, with the paired difference.
"""
from __future__ import annotations

import math
import statistics
from pathlib import Path
from typing import Any

from teotl.balance.stats import Interval

A_COLOUR, B_COLOUR = "tab:blue", "tab:orange"
MOST_HELD = 24  # components shown in components.png (plus the changed ones)


def write_plots(c: Any, out: Path) -> list[Path]:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    paths = [_score_difference(c, out, plt), _scores_by_agent(c, out, plt), _win_rate_by_seat(c, out, plt)]
    if any(not row.shared for row in c.components):
        paths.append(_components(c, out, plt))
    paths.append(_game_length(c, out, plt))
    return paths


def _save(fig: Any, path: Path, plt: Any, rect: tuple = (0, 0, 1, 1)) -> Path:
    fig.tight_layout(rect=rect)
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def _errorbar_args(interval: Interval) -> tuple[float, list[list[float]]]:
    low = interval.low if math.isfinite(interval.low) else interval.mean
    high = interval.high if math.isfinite(interval.high) else interval.mean
    return interval.mean, [[max(0.0, interval.mean - low)], [max(0.0, high - interval.mean)]]


def _score_difference(c: Any, out: Path, plt: Any) -> Path:
    a, b = c.labels
    ra, rb = c.results
    fig, (pairs, hist, forest) = plt.subplots(1, 3, figsize=(15, 4.6))
    xs = [statistics.fmean(r.scores) for r in ra]
    ys = [statistics.fmean(r.scores) for r in rb]
    pairs.scatter(xs, ys, s=12, alpha=0.6, color="tab:purple")
    if xs:
        low, high = min(xs + ys), max(xs + ys)
        pairs.plot([low, high], [low, high], color="black", linewidth=1, label="no change")
        pairs.legend(loc="upper left")
    pairs.set_xlabel(f"A: {a} — mean score per player")
    pairs.set_ylabel(f"B: {b} — mean score per player")
    pairs.set_title("Each game under both rule sets (same seed)")

    diffs = [y - x for x, y in zip(xs, ys)]
    if diffs:
        spread = max(diffs) - min(diffs)
        hist.hist(diffs, bins=max(5, min(25, len(diffs) // 3)) if spread else 1, color="grey",
                  range=None if spread else (diffs[0] - 0.5, diffs[0] + 0.5))
    hist.axvline(0, color="black", linewidth=1)
    interval = c.mean_score
    if interval.defined:
        hist.axvline(interval.mean, color="tab:red", linewidth=1.5, label=f"mean {interval.mean:+.2f}")
        if math.isfinite(interval.low):
            hist.axvspan(interval.low, interval.high, color="tab:red", alpha=0.2,
                         label=f"95 % CI {interval.low:+.2f} … {interval.high:+.2f}")
        hist.legend(loc="best", fontsize=8)
    same = sum(1 for x, y in zip(ra, rb) if x.scores == y.scores)
    hist.set_xlabel("B − A, mean score per player (per game)")
    hist.set_ylabel("games")
    hist.set_title(f"Paired differences, {len(diffs)} games"
                   + (f" ({same} scored the same under both)" if same else ""))

    measures = [("mean score per player", c.mean_score), ("winner's score", c.winning_score)]
    measures += [(f"seat {i + 1} score", iv) for i, iv in enumerate(c.seat_score)]
    if len(c.agent_score) > 1:
        measures += [(f"{name}'s score", iv) for name, iv in c.agent_score.items()]
    # (rounds per game are not points: their difference is on game_length.png)
    for row, (label, iv) in enumerate(reversed(measures)):
        if iv.defined:
            mean, err = _errorbar_args(iv)
            colour = "tab:red" if iv.excludes(0) else "tab:grey"
            forest.errorbar([mean], [row], xerr=err, fmt="o", color=colour, capsize=4)
    forest.set_yticks(range(len(measures)))
    forest.set_yticklabels([label for label, _ in reversed(measures)])
    forest.axvline(0, color="black", linewidth=1)
    forest.set_xlabel("B − A (95 % CI; red: excludes 0)")
    forest.set_title("Differences with intervals")
    return _save(fig, out / "score_difference.png", plt)


def _scores_by_agent(c: Any, out: Path, plt: Any) -> Path:
    a, b = c.labels
    names = c.agents or ["(none)"]
    fig, axes = plt.subplots(1, len(names), figsize=(6.5 * len(names), 4.2), squeeze=False)
    everything = [s for side in c.results for r in side for s in r.scores]
    low, high = (min(everything), max(everything)) if everything else (0, 1)
    if high - low < 40:  # one bar per score
        bins, span = int(high - low) + 1, (low - 0.5, high + 0.5)
    else:
        bins, span = 40, (low, high + 1)
    for ax, name in zip(axes[0], names):
        for side, label, colour in ((c.results[0], a, A_COLOUR), (c.results[1], b, B_COLOUR)):
            scores = [s for r in side for s, who in zip(r.scores, r.agents) if who == name]
            if scores:
                ax.hist(scores, bins=bins, range=span, histtype="step", linewidth=2, color=colour,
                        label=f"{label}: mean {statistics.fmean(scores):.1f}")
                ax.axvline(statistics.fmean(scores), color=colour, linestyle="--", linewidth=1)
        ax.set_xlabel("final score")
        ax.set_ylabel("player-games")
        ax.set_title(f"Final scores of {name}")
        ax.legend(loc="upper left")
    return _save(fig, out / "scores_by_agent.png", plt)


def _win_rate_by_seat(c: Any, out: Path, plt: Any) -> Path:
    a, b = c.labels
    fig, ax = plt.subplots(figsize=(7, 4.2))
    width = 0.36
    for offset, index, label, colour in ((-width / 2, 0, a, A_COLOUR), (width / 2, 1, b, B_COLOUR)):
        rates = [wins[index] for wins in c.seat_wins]
        xs = [seat + 1 + offset for seat in range(len(rates))]
        ax.bar(xs, [r.mean for r in rates], width, color=colour, alpha=0.8, label=f"{'AB'[index]}: {label}")
        for x, r in zip(xs, rates):
            mean, err = _errorbar_args(r)
            ax.errorbar([x], [mean], yerr=err, color="black", capsize=4)
    if c.players:
        ax.axhline(1 / c.players, color="black", linestyle=":", linewidth=1, label=f"1/{c.players}")
    ax.set_xticks(range(1, c.players + 1))
    ax.set_xlabel("seat")
    ax.set_ylabel("win rate (95 % Wilson interval)")
    ax.set_ylim(0, 1)
    ax.set_title("Win rate by seat")
    ax.legend(loc="upper right")
    return _save(fig, out / "win_rate_by_seat.png", plt)


def _components(c: Any, out: Path, plt: Any) -> Path:
    a, b = c.labels
    # a component every player had wins 1/P by construction: a dot on the dotted line, no signal
    left_out = sum(1 for r in c.components if r.shared)
    held = sorted((r for r in c.components if not r.shared), key=lambda r: -(r.sides[0].holders + r.sides[1].holders))
    shown = held[:MOST_HELD] + [r for r in held[MOST_HELD:] if r.changes]
    fig, ax = plt.subplots(figsize=(9, 0.32 * len(shown) + 1.6))
    for row, item in enumerate(reversed(shown)):
        for shift, side, colour in ((0.15, item.sides[0], A_COLOUR), (-0.15, item.sides[1], B_COLOUR)):
            if side.win_rate.defined:
                mean, err = _errorbar_args(side.win_rate)
                ax.errorbar([mean], [row + shift], xerr=err, fmt="o", color=colour, capsize=3, markersize=4)
    ax.set_yticks(range(len(shown)))
    ax.set_yticklabels([f"{r.name} ({r.component}){' *' if r.changes else ''}" for r in reversed(shown)], fontsize=8)
    ax.axvline(1 / c.players, color="black", linestyle=":", linewidth=1)
    handles = [ax.plot([], [], "o", color=A_COLOUR, label=f"A: {a}")[0],
               ax.plot([], [], "o", color=B_COLOUR, label=f"B: {b}")[0]]
    ax.set_xlim(0, 1)
    ax.set_ylim(-0.6, len(shown) - 0.4)
    ax.set_xlabel(f"win rate of those who had it (95 % Wilson)\ndotted: the average seat, 1/{c.players}; "
                  "* changed by a variant"
                  + (f"\n{left_out} components every player had (1/{c.players} by construction) left out"
                     if left_out else ""))
    ax.set_title(f"Components: the {min(MOST_HELD, len(held))} most held"
                 + (" and the changed ones" if len(shown) > MOST_HELD else ""), loc="right")
    fig.legend(handles=handles, loc="lower center", ncol=2, frameon=False)
    return _save(fig, out / "components.png", plt, rect=(0, 0.05 if left_out else 0.03, 1, 1))


def _game_length(c: Any, out: Path, plt: Any) -> Path:
    """One pair of bars per number of rounds, A beside B (overlaid bars hid where one bar ended)."""
    a, b = c.labels
    fig, ax = plt.subplots(figsize=(7, 4))
    rounds_a = [r.rounds for r in c.results[0]]
    rounds_b = [r.rounds for r in c.results[1]]
    values = sorted(set(rounds_a + rounds_b))
    width = 0.4
    for shift, rounds, label, colour in ((-width / 2, rounds_a, f"A: {a}", A_COLOUR),
                                         (width / 2, rounds_b, f"B: {b}", B_COLOUR)):
        ax.bar([v + shift for v in values], [rounds.count(v) for v in values], width, color=colour, label=label)
    ax.set_xticks(values if len(values) <= 25 else values[::max(1, len(values) // 12)])
    ax.set_xlabel("rounds")
    ax.set_ylabel("games")
    title, iv = "Game length", c.rounds
    if iv.defined:
        title += f" — B − A: {iv.mean:+.2f} rounds" + (
            f" (95 % CI {iv.low:+.2f} … {iv.high:+.2f})" if math.isfinite(iv.low) else "")
    ax.set_title(title)
    ax.legend()
    return _save(fig, out / "game_length.png", plt)
