"""Balance reports: the same games under two rule sets, compared game by game.

Game i gets the same seed (`simulate.game_seed(run seed, i)`) and the same agents on the same
seats under both rule sets, so the difference in its scores is a *paired* sample: the mean
difference and its 95 % confidence interval (Student's t over the per-game differences) say
whether a variant moves the scores, with the luck of the draw largely cancelled. Two identical
rule sets give identical games, a difference of exactly 0 and an interval [0, 0].

The report is Markdown (`report.md`) and PNG plots drawn with matplotlib's Agg backend (no
display needed): score histograms, win rate by seat, game length.
"""
from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Sequence

from teotl.simulate import GameResult, simulate, summarise


class CompareError(Exception):
    def __init__(self, message: str, exit_code: int = 1):
        super().__init__(message)
        self.exit_code = exit_code


def t_quantile_975(df: int) -> float:
    """The 97.5 % quantile of Student's t with `df` degrees of freedom (Cornish–Fisher expansion
    around the normal quantile; exact table values for small df)."""
    table = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262,
             10: 2.228, 11: 2.201, 12: 2.179, 13: 2.160, 14: 2.145, 15: 2.131, 16: 2.120, 17: 2.110,
             18: 2.101, 19: 2.093, 20: 2.086, 25: 2.060, 30: 2.042}
    if df < 1:
        return math.inf
    if df in table:
        return table[df]
    z = 1.959963984540054
    return (z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)
            + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3))


@dataclass(frozen=True)
class Interval:
    n: int
    mean: float
    low: float
    high: float

    @classmethod
    def paired(cls, differences: Sequence[float]) -> "Interval":
        n = len(differences)
        if n == 0:
            return cls(0, math.nan, math.nan, math.nan)
        mean = statistics.fmean(differences)
        if n == 1:
            return cls(1, mean, -math.inf, math.inf)
        sd = statistics.stdev(differences)
        half = t_quantile_975(n - 1) * sd / math.sqrt(n)
        return cls(n, mean, mean - half, mean + half)

    def contains(self, value: float) -> bool:
        return self.low <= value <= self.high

    def text(self) -> str:
        return f"{self.mean:+.2f} (95 % CI {self.low:+.2f} … {self.high:+.2f})"


@dataclass
class Comparison:
    labels: tuple[str, str]
    results: tuple[list[GameResult], list[GameResult]]
    summaries: tuple[dict, dict]
    mean_score: Interval            # per game: mean score of all seats, B − A
    winning_score: Interval         # per game: the winner's score, B − A
    seat_score: list[Interval]      # per seat, B − A
    rounds: Interval                # per game, B − A
    markdown: str = ""
    path: Optional[Path] = None
    plots: list[Path] = field(default_factory=list)


def compare_results(a: Sequence[GameResult], b: Sequence[GameResult], labels: tuple[str, str]) -> Comparison:
    pairs = list(zip(a, b))
    for x, y in pairs:
        if x.seed != y.seed or x.agents != y.agents:
            raise CompareError("internal: the two runs did not play the same games", 3)
    players = len(a[0].scores) if a else 0
    return Comparison(
        labels=labels, results=(list(a), list(b)), summaries=(summarise(a), summarise(b)),
        mean_score=Interval.paired([statistics.fmean(y.scores) - statistics.fmean(x.scores) for x, y in pairs]),
        winning_score=Interval.paired([max(y.scores) - max(x.scores) for x, y in pairs]),
        seat_score=[Interval.paired([y.scores[s] - x.scores[s] for x, y in pairs]) for s in range(players)],
        rounds=Interval.paired([y.rounds - x.rounds for x, y in pairs]),
    )


def run_comparison(root: Optional[Path], modules: Sequence[str], variants: Sequence[Path], games: int,
                   players: int, agents: Sequence[str], seed: int = 1, workers: int = 1,
                   out: Optional[Path] = None, progress: bool = False, cluster: Any = None,
                   batch_size: Optional[int] = None) -> Comparison:
    """Both rule sets, the same games; writes report.md and plots to `out` when given.

    `cluster`: a Dask scheduler address or a `distributed.Client` — both rule sets' games run
    there (as `teotl simulate --cluster`; results do not depend on where games run); `workers`
    is then ignored. `batch_size`: games per task (default: timed from one game)."""
    from teotl.loading import RulesError, load_runtime
    from teotl.rules.modules import UsageError
    from teotl.simulate import ClusterError, RuleSource

    if len(variants) == 1:
        sides = [((), "base rules"), ((variants[0],), variants[0].stem)]
    elif len(variants) == 2:
        sides = [((variants[0],), variants[0].stem), ((variants[1],), variants[1].stem)]
    else:
        raise CompareError("give one variant (base rules vs it) or two", 2)
    if sides[0][1] == sides[1][1]:
        sides = [(sides[0][0], sides[0][1] + " (A)"), (sides[1][0], sides[1][1] + " (B)")]
    runs: list[list[GameResult]] = []
    bar = _progress(progress, 2 * games)
    try:
        for chosen, label in sides:
            try:
                ruleset, runtime = load_runtime(root, list(modules), list(chosen), logging=False)
            except UsageError as problem:
                raise CompareError(f"error: {problem.message}", 2) from None
            except RulesError as problem:
                raise CompareError(f"{label}: {problem}", 1) from None
            limits = runtime.game.get("players") or {}
            if not int(limits.get("min", 1)) <= players <= int(limits.get("max", 99)):
                raise CompareError(f"error: this game takes {limits.get('min', 1)} to {limits.get('max', 99)} "
                                   f"players, not {players}", 2)
            # plain values (absolute paths): a worker process or a cluster worker loads the same rules
            loader = RuleSource.of(root, tuple(modules), tuple(chosen))
            task = bar.add_task(label, total=games) if bar is not None else None
            try:
                runs.append(simulate(loader, players, games, seed, list(agents), workers=workers,
                                     batch_size=batch_size,
                                     progress=(lambda n, t=task: bar.advance(t, n)) if bar is not None else None,
                                     runtime=runtime, cluster=cluster, fingerprint=ruleset.fingerprint))
            except ClusterError as problem:
                raise CompareError(f"error: {problem}", 1) from None
    finally:
        if bar is not None:
            bar.stop()
    comparison = compare_results(runs[0], runs[1], (sides[0][1], sides[1][1]))
    meta = {"games": games, "players": players, "agents": list(agents), "seed": seed, "modules": list(modules),
            "variants": [str(v) for v in variants]}
    if out is not None:
        out = Path(out)
        out.mkdir(parents=True, exist_ok=True)
        comparison.plots = write_plots(comparison, out)
        comparison.path = out / "report.md"
    comparison.markdown = markdown_report(comparison, meta)
    if comparison.path is not None:
        comparison.path.write_text(comparison.markdown, encoding="utf-8")
    return comparison


def _progress(enabled: bool, total: int):
    if not enabled:
        return None
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
    bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                   console=Console(stderr=True), transient=True)
    bar.start()
    return bar


# ------------------------------------------------------------------------------ report
def _pct(value: float) -> str:
    return f"{value:.1%}"


def markdown_report(c: Comparison, meta: dict) -> str:
    a, b = c.labels
    sa, sb = c.summaries
    verdict = ("no significant difference in mean score (the interval contains 0)" if c.mean_score.contains(0)
               else ("B scores higher" if c.mean_score.low > 0 else "B scores lower")
               + " (the interval excludes 0)")
    lines = [
        f"# Balance report: {a} (A) vs {b} (B)", "",
        f"{meta['games']} games per rule set, {meta['players']} players, agents {', '.join(meta['agents'])}, "
        f"run seed {meta['seed']}" + (f", modules {', '.join(meta['modules'])}" if meta["modules"] else "") + ". "
        "Game *i* has the same seed and the same agents on the same seats under both rule sets; "
        "differences are B − A, paired game by game.", "",
        "## Score difference", "",
        "| measure | A | B | B − A (95 % CI) |", "|---|---:|---:|---|",
        f"| mean score per player | {_mean_all(c.results[0]):.2f} | {_mean_all(c.results[1]):.2f} | {c.mean_score.text()} |",
        f"| winner's score | {_mean_win(c.results[0]):.2f} | {_mean_win(c.results[1]):.2f} | {c.winning_score.text()} |",
    ]
    for seat, interval in enumerate(c.seat_score):
        lines.append(f"| seat {seat + 1} score | {sa['seats'][seat]['score']['mean']:.2f} | "
                     f"{sb['seats'][seat]['score']['mean']:.2f} | {interval.text()} |")
    lines.append(f"| rounds per game | {sa['rounds']['mean']:.2f} | {sb['rounds']['mean']:.2f} | {c.rounds.text()} |")
    lines += ["", f"Verdict: {verdict}.", "", "## Win rate by seat", "", "| seat | A | B |", "|---|---:|---:|"]
    for x, y in zip(sa["seats"], sb["seats"]):
        lines.append(f"| {x['seat']} | {_pct(x['win_rate'])} | {_pct(y['win_rate'])} |")
    lines += ["", "## Win rate and score by agent", "", "| agent | A win rate | B win rate | A mean score | B mean score |",
              "|---|---:|---:|---:|---:|"]
    for name in sorted(set(sa["agents"]) | set(sb["agents"])):
        x, y = sa["agents"].get(name), sb["agents"].get(name)
        lines.append(f"| {name} | {_pct(x['win_rate']) if x else '—'} | {_pct(y['win_rate']) if y else '—'} | "
                     f"{x['score']['mean']:.2f} | {y['score']['mean']:.2f} |" if x and y else f"| {name} | — | — | — | — |")
    lines += ["", "## Game length", "", "| | A | B |", "|---|---:|---:|",
              f"| rounds (mean, sd) | {sa['rounds']['mean']:.1f} ({sa['rounds']['stdev']:.1f}) | "
              f"{sb['rounds']['mean']:.1f} ({sb['rounds']['stdev']:.1f}) |",
              f"| turns | {sa['turns']['mean']:.1f} | {sb['turns']['mean']:.1f} |",
              f"| decisions | {sa['decisions']['mean']:.0f} | {sb['decisions']['mean']:.0f} |",
              f"| stopped by the turn limit | {sa['stopped_by_limit']} | {sb['stopped_by_limit']} |"]
    if c.plots:
        lines += ["", "## Plots", ""] + [f"![{p.stem}]({p.name})" for p in c.plots]
    return "\n".join(lines) + "\n"


def _mean_all(results: Sequence[GameResult]) -> float:
    return statistics.fmean(s for r in results for s in r.scores) if results else math.nan


def _mean_win(results: Sequence[GameResult]) -> float:
    return statistics.fmean(max(r.scores) for r in results) if results else math.nan


def write_plots(c: Comparison, out: Path) -> list[Path]:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    a, b = c.labels
    paths = []
    ra, rb = c.results
    # score histograms
    fig, ax = plt.subplots(figsize=(7, 4))
    scores_a = [s for r in ra for s in r.scores]
    scores_b = [s for r in rb for s in r.scores]
    low, high = min(scores_a + scores_b, default=0), max(scores_a + scores_b, default=1)
    bins = max(5, min(40, int(high - low) + 1))
    ax.hist(scores_a, bins=bins, range=(low, high + 1), alpha=0.55, label=f"A: {a}")
    ax.hist(scores_b, bins=bins, range=(low, high + 1), alpha=0.55, label=f"B: {b}")
    ax.set_xlabel("final score")
    ax.set_ylabel("players")
    ax.set_title("Score distribution")
    ax.legend()
    paths.append(_save(fig, out / "scores.png", plt))
    # win rate by seat
    fig, ax = plt.subplots(figsize=(7, 4))
    seats = [s["seat"] for s in c.summaries[0]["seats"]]
    width = 0.38
    ax.bar([s - width / 2 for s in seats], [s["win_rate"] for s in c.summaries[0]["seats"]], width, label=f"A: {a}")
    ax.bar([s + width / 2 for s in seats], [s["win_rate"] for s in c.summaries[1]["seats"]], width, label=f"B: {b}")
    ax.set_xticks(seats)
    ax.set_xlabel("seat")
    ax.set_ylabel("win rate")
    ax.set_title("Win rate by seat")
    ax.legend()
    paths.append(_save(fig, out / "win_rate_by_seat.png", plt))
    # game length
    fig, ax = plt.subplots(figsize=(7, 4))
    rounds_a = [r.rounds for r in ra]
    rounds_b = [r.rounds for r in rb]
    low, high = min(rounds_a + rounds_b, default=0), max(rounds_a + rounds_b, default=1)
    ax.hist(rounds_a, bins=max(1, high - low + 1), range=(low - 0.5, high + 0.5), alpha=0.55, label=f"A: {a}")
    ax.hist(rounds_b, bins=max(1, high - low + 1), range=(low - 0.5, high + 0.5), alpha=0.55, label=f"B: {b}")
    ax.set_xlabel("rounds")
    ax.set_ylabel("games")
    ax.set_title("Game length")
    ax.legend()
    paths.append(_save(fig, out / "game_length.png", plt))
    # paired differences
    fig, ax = plt.subplots(figsize=(7, 4))
    diffs = [statistics.fmean(y.scores) - statistics.fmean(x.scores) for x, y in zip(ra, rb)]
    ax.hist(diffs, bins=max(5, min(40, len(set(diffs)))), color="grey")
    ax.axvline(0, color="black", linewidth=1)
    if math.isfinite(c.mean_score.low):
        ax.axvspan(c.mean_score.low, c.mean_score.high, color="tab:red", alpha=0.25, label="95 % CI of the mean")
        ax.legend()
    ax.set_xlabel("mean score per player, B − A (per game)")
    ax.set_ylabel("games")
    ax.set_title("Paired score differences")
    paths.append(_save(fig, out / "score_difference.png", plt))
    return paths


def _save(fig: Any, path: Path, plt: Any) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
