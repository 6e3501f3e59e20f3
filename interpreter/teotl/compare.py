"""Balance reports: the same games under two rule sets, compared game by game.

Game i gets the same seed (`simulate.game_seed(run seed, i)`) and the same agents on the same
seats under both rule sets, so the difference in its scores is a *paired* sample: the mean
difference and its 95 % interval (Student's t over the per-game differences) say whether a
variant moves the scores, with the luck of the draw largely cancelled. Two identical rule sets
give identical games, a difference of exactly 0 and an interval [0, 0].

What is in a report (`teotl.balance`): what each variant changes (its patches, old → new),
paired score differences, win rates by seat and by agent with Wilson intervals, per-component
statistics (how often each component is taken or used, and the win rate and scores of the
players who did), game length; as a terminal summary (rich), `report.md` and PNG plots.
"""
from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Sequence, Union

from teotl.balance.change_text import in_words, type_names
from teotl.balance.changes import Change, changes_by_component, variant_changes
from teotl.balance.components import ComponentRow, component_rows, idle_changes
from teotl.balance.records import LoggedSource, RecordedGame, play_recorded
from teotl.balance.stats import Interval, t_quantile_975
from teotl.simulate import GameResult, simulate, summarise

# The agents a comparison uses unless told otherwise: competent ones, since a variant's effect
# on players who play badly says little. Change it here when a stronger agent exists.
DEFAULT_AGENTS: tuple[str, ...] = ("greedy",)
# Agents whose games a report warns about.
WEAK_AGENTS = frozenset({"random"})


class CompareError(Exception):
    def __init__(self, message: str, exit_code: int = 1):
        super().__init__(message)
        self.exit_code = exit_code


@dataclass
class Comparison:
    labels: tuple[str, str]
    results: tuple[list[GameResult], list[GameResult]]
    summaries: tuple[dict, dict]
    mean_score: Interval            # per game: mean score of all seats, B − A
    winning_score: Interval         # per game: the winner's score, B − A
    seat_score: list[Interval]      # per seat, B − A
    rounds: Interval                # per game, B − A
    seat_wins: list[tuple[Interval, Interval, Interval]] = field(default_factory=list)  # A, B, B − A (paired)
    agent_wins: dict[str, tuple[Interval, Interval]] = field(default_factory=dict)      # per seat played
    agent_score: dict[str, Interval] = field(default_factory=dict)                      # B − A, paired
    changes: tuple[list[Change], list[Change]] = field(default_factory=lambda: ([], []))
    components: list[ComponentRow] = field(default_factory=list)
    idle: list[tuple[str, str]] = field(default_factory=list)  # changed, never taken or used: (id, name)
    type_names: dict[str, tuple[str, str]] = field(default_factory=dict)  # type id → (one, several) in words
    meta: dict = field(default_factory=dict)
    markdown: str = ""
    path: Optional[Path] = None
    plots: list[Path] = field(default_factory=list)

    @property
    def players(self) -> int:
        return len(self.results[0][0].scores) if self.results[0] else 0

    @property
    def agents(self) -> list[str]:
        return sorted({a for r in self.results[0] for a in r.agents})


Played = Union[GameResult, RecordedGame]


def compare_results(a: Sequence[Played], b: Sequence[Played], labels: tuple[str, str],
                    changes: tuple[list[Change], list[Change]] = ([], []), info: Optional[dict] = None) -> Comparison:
    """The statistics of two runs of the same games (`GameResult`s, or `RecordedGame`s when the
    per-component section is wanted; `info`: component id → name and type)."""
    games_a, games_b = [_recorded(g) for g in a], [_recorded(g) for g in b]
    ra, rb = [g.result for g in games_a], [g.result for g in games_b]
    pairs = list(zip(ra, rb))
    if len(ra) != len(rb) or any(x.seed != y.seed or x.agents != y.agents for x, y in pairs):
        raise CompareError("internal: the two runs did not play the same games", 3)
    players = len(ra[0].scores) if ra else 0
    names = sorted({name for r in ra for name in r.agents})
    by_component = changes_by_component(changes[0] + changes[1])
    return Comparison(
        labels=labels, results=(ra, rb), summaries=(summarise(ra), summarise(rb)),
        mean_score=Interval.paired([statistics.fmean(y.scores) - statistics.fmean(x.scores) for x, y in pairs]),
        winning_score=Interval.paired([max(y.scores) - max(x.scores) for x, y in pairs]),
        seat_score=[Interval.paired([y.scores[s] - x.scores[s] for x, y in pairs]) for s in range(players)],
        rounds=Interval.paired([y.rounds - x.rounds for x, y in pairs]),
        seat_wins=[(_wins(ra, s), _wins(rb, s),
                    Interval.paired([(y.winner == s) - (x.winner == s) for x, y in pairs])) for s in range(players)],
        agent_wins={name: (_agent_wins(ra, name), _agent_wins(rb, name)) for name in names},
        agent_score={name: Interval.paired([_agent_mean(y, name) - _agent_mean(x, name) for x, y in pairs])
                     for name in names},
        changes=(list(changes[0]), list(changes[1])),
        components=(rows := component_rows(games_a, games_b, info or {}, by_component)),
        idle=idle_changes(rows, changes[0] + changes[1], info or {}),
    )


def _recorded(game: Played) -> RecordedGame:
    return game if isinstance(game, RecordedGame) else RecordedGame(game, ())


def _wins(results: Sequence[GameResult], seat: int) -> Interval:
    return Interval.wilson(sum(1 for r in results if r.winner == seat), len(results))


def _agent_wins(results: Sequence[GameResult], name: str) -> Interval:
    """Wins per seat played by the agent: with P seats the average is 1/P."""
    seats = sum(1 for r in results for a in r.agents if a == name)
    return Interval.wilson(sum(1 for r in results if r.agents[r.winner] == name), seats)


def _agent_mean(result: GameResult, name: str) -> float:
    return statistics.fmean(s for s, a in zip(result.scores, result.agents) if a == name)


def run_comparison(root: Optional[Path], modules: Sequence[str], variants: Sequence[Path], games: int,
                   players: int, agents: Sequence[str] = DEFAULT_AGENTS, seed: int = 1, workers: int = 1,
                   out: Optional[Path] = None, progress: bool = False, cluster: Any = None,
                   batch_size: Optional[int] = None) -> Comparison:
    """Both rule sets, the same games; writes report.md and plots to `out` when given.

    `cluster`: a Dask scheduler address or a `distributed.Client` — both rule sets' games run
    there (as `teotl simulate --cluster`; results do not depend on where games run); `workers`
    is then ignored. `batch_size`: games per task (default: timed from one game)."""
    from teotl.loading import RulesError, load_runtime
    from teotl.rules.modules import UsageError
    from teotl.simulate import ClusterError

    if len(variants) == 1:
        sides = [((), "base rules"), ((variants[0],), variants[0].stem)]
    elif len(variants) == 2:
        sides = [((variants[0],), variants[0].stem), ((variants[1],), variants[1].stem)]
    else:
        raise CompareError("give one variant (base rules vs it) or two", 2)
    if sides[0][1] == sides[1][1]:  # two files of one name: their folders tell them apart, else their order
        first, second = Path(variants[0]), Path(variants[1])
        names = ((f"{first.parent.name}/{first.stem}", f"{second.parent.name}/{second.stem}")
                 if first.parent.name != second.parent.name else (f"{first.stem} (first)", f"{second.stem} (second)"))
        sides = [(sides[0][0], names[0]), (sides[1][0], names[1])]
    runs: list[list[RecordedGame]] = []
    changes: list[list[Change]] = []
    info: dict = {}
    loaded = []
    for chosen, label in sides:  # both rule sets loaded and checked before any game is played
        try:
            base, _ = load_runtime(root, list(modules), [], logging=False)
            ruleset, runtime = load_runtime(root, list(modules), list(chosen), logging=True)
        except UsageError as problem:
            raise CompareError(f"error: {problem.message}", 2) from None
        except RulesError as problem:
            raise CompareError(f"{label}: {problem}", 1) from None
        limits = runtime.game.get("players") or {}
        if not int(limits.get("min", 1)) <= players <= int(limits.get("max", 99)):
            raise CompareError(f"error: this game takes {limits.get('min', 1)} to {limits.get('max', 99)} "
                               f"players, not {players}", 2)
        changes.append(in_words([c for v in chosen for c in variant_changes(v, base, ruleset)], base, ruleset))
        info = {**runtime.components, **info}
        # plain values (absolute paths): a worker process or a cluster worker loads the same rules
        loaded.append((label, ruleset, runtime, LoggedSource.of(root, tuple(modules), tuple(chosen))))
    bar = _progress(progress, 2 * games)
    try:
        for label, ruleset, runtime, loader in loaded:
            task = bar.add_task(label, total=games) if bar is not None else None
            try:
                runs.append(simulate(loader, players, games, seed, list(agents), workers=workers,
                                     batch_size=batch_size,
                                     progress=(lambda n, t=task: bar.advance(t, n)) if bar is not None else None,
                                     runtime=runtime, cluster=cluster, fingerprint=ruleset.fingerprint,
                                     play=play_recorded))
            except ClusterError as problem:
                raise CompareError(f"error: {problem}", 1) from None
    finally:
        if bar is not None:
            bar.stop()
    comparison = compare_results(runs[0], runs[1], (sides[0][1], sides[1][1]), (changes[0], changes[1]), info)
    comparison.type_names = type_names(ruleset, sorted({row.type for row in comparison.components}))
    comparison.meta = {"games": games, "players": players, "agents": list(agents), "seed": seed,
                       "modules": list(modules), "variants": [str(v) for v in variants]}
    if out is not None:
        from teotl.balance.plots import write_plots
        out = Path(out)
        out.mkdir(parents=True, exist_ok=True)
        comparison.plots = write_plots(comparison, out)
        comparison.path = out / "report.md"
    from teotl.balance.report import markdown_report
    comparison.markdown = markdown_report(comparison)
    if comparison.path is not None:
        comparison.path.write_text(comparison.markdown, encoding="utf-8")
    return comparison


def _progress(enabled: bool, total: int):
    if not enabled:
        return None
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
    console = Console(stderr=True)
    # not on a terminal (a log, a pipe) the bar draws nothing, and leaves no empty line behind
    bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                   console=console, transient=True, disable=not console.is_terminal)
    bar.start()
    return bar


__all__ = ["CompareError", "Comparison", "DEFAULT_AGENTS", "WEAK_AGENTS", "Interval", "compare_results",
           "run_comparison", "t_quantile_975"]
