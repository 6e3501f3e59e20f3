"""Many games at once: seeds per game, local processes or a Dask cluster, summaries.

Each game's seed derives from (run seed, game index) alone, and results are put back in game
order, so the figures do not depend on how many workers ran them, nor where.

Three ways to run the same games:
- in this process (`workers=1`);
- local worker processes (`workers=K`), each building its runtime once (pool initializer);
- a Dask distributed cluster (`cluster=ADDRESS` or a `distributed.Client`): games go out in
  batches sized so that each task runs for at least ~0.1 s (a task costs the scheduler a few
  milliseconds); each worker thread builds its runtime once and keeps it for later batches
  (a cache keyed by the rule source). Workers must have teotl installed and see the same rule
  files; the rule-set fingerprint each worker loaded is checked against the caller's.
"""
from __future__ import annotations

import hashlib
import math
import os
import statistics
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Optional, Sequence

from teotl.agents import AGENTS, make_agent
from teotl.runtime.game import Game
from teotl.runtime.runtime import Runtime

# A task should run at least this long (seconds): below it, scheduling costs more than it saves.
MIN_TASK_SECONDS = 0.1
# … and, when there are enough games, about this long, so that several tasks per worker balance load.
TARGET_TASK_SECONDS = 0.25
# How long to wait for a Dask scheduler to answer.
CONNECT_TIMEOUT = "10s"
# Local processes take about this long to start and load the rules: less work stays in this process.
LOCAL_ENOUGH_SECONDS = 1.0


@dataclass(frozen=True)
class GameResult:
    index: int
    seed: int
    agents: tuple[str, ...]
    scores: tuple[int, ...]
    ranking: tuple[int, ...]
    turns: int
    rounds: int
    decisions: int
    stopped_by_limit: bool

    @property
    def winner(self) -> int:
        return self.ranking[0]


@dataclass(frozen=True)
class RuleSource:
    """What a worker loads: the rule-set folder (None: the shipped one), modules and variant files,
    as plain picklable values. Calling it returns the runtime (a `loader`)."""
    root: Optional[str] = None
    modules: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()

    @classmethod
    def of(cls, root: Optional[Path], modules: Sequence[str] = (), variants: Sequence[Path] = ()) -> "RuleSource":
        """Absolute paths, so that a worker started elsewhere finds the same files."""
        return cls(str(Path(root).resolve()) if root is not None else None, tuple(modules),
                   tuple(str(Path(v).resolve()) for v in variants))

    def load(self) -> tuple[Runtime, str]:
        """(runtime with logging off, rule-set fingerprint)."""
        from teotl.loading import load_runtime
        ruleset, runtime = load_runtime(Path(self.root) if self.root else None, list(self.modules),
                                        [Path(v) for v in self.variants], logging=False)
        return runtime, ruleset.fingerprint

    def __call__(self) -> Runtime:
        return self.load()[0]


def game_seed(run_seed: int, index: int) -> int:
    """A seed for game `index` of a run, independent of workers and batching."""
    digest = hashlib.sha256(f"teotl:{run_seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def seat_agents(agent_names: Sequence[str], players: int, index: int, rotate: bool = True) -> tuple[str, ...]:
    """Agents by seat; with `rotate`, seats rotate game by game so no agent always plays first."""
    names = [agent_names[i % len(agent_names)] for i in range(players)]
    if rotate and len(set(names)) > 1:
        shift = index % players
        names = names[shift:] + names[:shift]
    return tuple(names)


def play_one(runtime: Runtime, players: int, seed: int, agents: Sequence[str], index: int = 0) -> GameResult:
    deciders = [make_agent(name, seed, seat) for seat, name in enumerate(agents)]
    game = Game(runtime, players, seed, snapshots=any(getattr(d, "needs_snapshots", False) for d in deciders))
    decisions = 0
    while not game.finished:
        decision = game.pending
        game.answer(deciders[decision.player].choose(game, decision))
        decisions += 1
    return GameResult(index, seed, tuple(agents), tuple(game.scores()), tuple(game.ranking()), game.turns,
                      game.rounds, decisions, game.stopped_by_limit)


Job = tuple[int, int, tuple[str, ...], int]  # (game index, seed, agents by seat, players)


# What plays one game and what it returns: `play_one` by default; a caller that records more of
# each game (`teotl.balance`) passes its own module-level function of the same signature, whose
# results carry the same `index` (sent to worker processes and cluster workers with the tasks).
Play = Callable[[Runtime, int, int, Sequence[str], int], Any]


def _play_jobs(runtime: Runtime, batch: Sequence[Job], play: Play = play_one) -> list[GameResult]:
    return [play(runtime, players, seed, agents, index) for index, seed, agents, players in batch]


# ------------------------------------------------------------------------------ runtimes in workers
_RUNTIMES: dict[Any, tuple[Runtime, Optional[str]]] = {}
_RUNTIMES_LOCK = threading.Lock()


def _loader_key(loader: Callable) -> Any:
    """A key that is equal for equal loaders, also after pickling (functools.partial is not)."""
    func = getattr(loader, "func", None)
    if func is not None:  # functools.partial
        key = (getattr(func, "__module__", ""), getattr(func, "__qualname__", repr(func)), loader.args,
               tuple(sorted((loader.keywords or {}).items())))
    else:
        key = loader
    try:
        hash(key)
    except TypeError:
        return id(loader)
    return key


def cached_runtime(loader: Callable) -> tuple[Runtime, Optional[str]]:
    """(runtime, fingerprint or None), built once per loader and thread of this process: games on
    one thread reuse it; threads do not share one (compiling an agent's expression is not
    thread-safe)."""
    key = (_loader_key(loader), threading.get_ident())
    found = _RUNTIMES.get(key)
    if found is None:
        with _RUNTIMES_LOCK:
            found = loader.load() if isinstance(loader, RuleSource) else (loader(), None)
            _RUNTIMES[key] = found
    return found


def _register_agents(extra: dict) -> None:
    for name, factory in extra.items():
        AGENTS.setdefault(name, factory)


def _extra_agents(names: Iterable[str]) -> dict:
    """Agents registered at run time in this process (e.g. the solo opponent's), to register in
    workers too; the built-in ones are there already."""
    from teotl.agents import GreedyAgent, RandomAgent
    builtin = {"random": RandomAgent, "greedy": GreedyAgent}
    return {name: AGENTS[name] for name in set(names) if name in AGENTS and builtin.get(name) is not AGENTS[name]}


# local processes
_WORKER_LOADER: Optional[Callable] = None
_WORKER_PLAY: Play = play_one


def _init_worker(loader: Callable, extra_agents: Optional[dict] = None, play: Play = play_one) -> None:
    global _WORKER_LOADER, _WORKER_PLAY
    _WORKER_LOADER, _WORKER_PLAY = loader, play
    _register_agents(extra_agents or {})
    cached_runtime(loader)


def _run_batch(batch: list[Job]) -> list[GameResult]:
    assert _WORKER_LOADER is not None
    return _play_jobs(cached_runtime(_WORKER_LOADER)[0], batch, _WORKER_PLAY)


# a Dask cluster
def cluster_batch(loader: Callable, batch: list[Job], extra_agents: Optional[dict] = None,
                  play: Play = play_one) -> tuple[Optional[str], list[GameResult]]:
    """One task on a cluster worker: (fingerprint of the rules it loaded, results)."""
    _register_agents(extra_agents or {})
    runtime, fingerprint = cached_runtime(loader)
    return fingerprint, _play_jobs(runtime, batch, play)


class ClusterError(Exception):
    """The cluster cannot be reached, or its workers loaded other rules."""


def _missing_teotl(problem: BaseException) -> bool:
    """Did a task fail because a scheduler or worker could not import teotl?"""
    seen = 0
    while problem is not None and seen < 10:
        if isinstance(problem, ImportError) or "deserializ" in str(problem).lower():
            return True
        problem, seen = problem.__cause__ or problem.__context__, seen + 1
    return False


# ------------------------------------------------------------------------------ batching
def batch_size_for(seconds_per_game: float, games: int, workers: int) -> int:
    """Games per task: at least MIN_TASK_SECONDS of work, about TARGET_TASK_SECONDS when there are
    enough games for several tasks per worker."""
    per_game = max(seconds_per_game, 1e-4)
    least = math.ceil(MIN_TASK_SECONDS / per_game)
    spread = math.ceil(games / max(1, 4 * workers))  # ~4 tasks per worker
    return max(1, least, min(math.ceil(TARGET_TASK_SECONDS / per_game), spread))


def _timed_game(runtime: Runtime, job: Job, play: Play = play_one) -> tuple[GameResult, float]:
    """One game played here, and the seconds it took (to size the batches of the others)."""
    started = time.perf_counter()
    result = _play_jobs(runtime, [job], play)[0]
    return result, time.perf_counter() - started


def default_workers() -> int:
    """All the cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return os.cpu_count() or 1


# ------------------------------------------------------------------------------ the run
def simulate(loader: Callable[[], Runtime], players: int, games: int, seed: int, agents: Sequence[str],
             workers: int = 1, batch_size: Optional[int] = None, rotate: bool = True,
             progress: Optional[Callable[[int], None]] = None,
             runtime: Optional[Runtime] = None, cluster: Any = None,
             fingerprint: Optional[str] = None, play: Play = play_one) -> list[GameResult]:
    """Play `games` games and return their results in game order.

    `loader` builds the runtime where the games run (each worker process or cluster worker calls
    it once; a `RuleSource` also reports the rules' fingerprint); `runtime`, when given, is used
    in this process. `workers` > 1: local processes. `cluster`: a Dask scheduler address or a
    `distributed.Client` (then `workers` is ignored). `batch_size`: games per task (default: from
    the time of one game, see `batch_size_for`). `fingerprint`: the rules the caller loaded; a
    cluster worker with other rules is an error. `play`: what plays and records one game (`Play`)."""
    jobs: list[Job] = [(i, game_seed(seed, i), seat_agents(agents, players, i, rotate), players)
                       for i in range(games)]
    if cluster is not None:
        return _simulate_cluster(loader, jobs, cluster, batch_size, progress, runtime, fingerprint, play)
    results: list[GameResult] = []
    if workers <= 1 or games <= 1:
        rt = runtime or loader()
        for job in jobs:
            results.extend(_play_jobs(rt, [job], play))
            if progress:
                progress(1)
        return results
    if batch_size is None:
        if runtime is not None:  # the first game here tells how long a game takes
            first, seconds = _timed_game(runtime, jobs[0], play)
            results.append(first)
            if progress:
                progress(1)
            jobs = jobs[1:]
            if seconds * len(jobs) < LOCAL_ENOUGH_SECONDS:  # less work than starting processes
                for job in jobs:
                    results.extend(_play_jobs(runtime, [job], play))
                    if progress:
                        progress(1)
                return results
            batch_size = batch_size_for(seconds, games, workers)
        else:
            batch_size = 10
    batches = [jobs[i:i + batch_size] for i in range(0, len(jobs), batch_size)]
    with ProcessPoolExecutor(max_workers=min(workers, len(batches)), initializer=_init_worker,
                             initargs=(loader, _extra_agents(agents), play)) as pool:
        for batch_results in pool.map(_run_batch, batches):
            results.extend(batch_results)
            if progress:
                progress(len(batch_results))
    results.sort(key=lambda r: r.index)
    return results


def _simulate_cluster(loader: Callable, jobs: list[Job], cluster: Any, batch_size: Optional[int],
                      progress: Optional[Callable[[int], None]], runtime: Optional[Runtime],
                      fingerprint: Optional[str], play: Play = play_one) -> list[GameResult]:
    try:
        from distributed import Client, as_completed
    except ImportError:  # pragma: no cover - depends on the installation
        raise ClusterError("--cluster needs Dask: pip install 'teotl[cluster]'") from None
    own_client = not hasattr(cluster, "submit")
    try:
        client = Client(cluster, timeout=CONNECT_TIMEOUT) if own_client else cluster
    except (OSError, TimeoutError) as problem:
        raise ClusterError(f"cannot reach the Dask scheduler at {cluster}: {problem}") from None
    results: list[GameResult] = []
    try:
        workers = max(1, sum((client.nthreads() or {}).values()))
        if batch_size is None and jobs:  # the first game here tells how long a game takes
            first, seconds = _timed_game(runtime or cached_runtime(loader)[0], jobs[0], play)
            results.append(first)
            if progress:
                progress(1)
            batch_size = batch_size_for(seconds, len(jobs), workers)
            jobs = jobs[1:]
        batch_size = batch_size or 1
        extra = _extra_agents(name for job in jobs for name in job[2])
        futures = [client.submit(cluster_batch, loader, jobs[i:i + batch_size], extra, play, pure=False)
                   for i in range(0, len(jobs), batch_size)]
        for future in as_completed(futures):
            try:
                loaded, batch_results = future.result()
            except Exception as problem:
                if _missing_teotl(problem):
                    raise ClusterError("the cluster cannot run teotl's games: every machine, the scheduler "
                                       "and the workers, needs teotl installed (pip install 'teotl[cluster]'); "
                                       f"it said: {str(problem).splitlines()[0]}") from None
                raise
            if fingerprint is not None and loaded is not None and loaded != fingerprint:
                raise ClusterError(f"a cluster worker loaded other rules (fingerprint {loaded}, here {fingerprint}): "
                                   "workers need the same teotl and the same rule files")
            results.extend(batch_results)
            if progress:
                progress(len(batch_results))
    finally:
        if own_client:
            client.close()
    results.sort(key=lambda r: r.index)
    return results


# ------------------------------------------------------------------------------ summaries
@dataclass(frozen=True)
class Spread:
    n: int
    mean: float
    stdev: float

    @classmethod
    def of(cls, values: Iterable[float]) -> "Spread":
        values = list(values)
        if not values:
            return cls(0, math.nan, math.nan)
        return cls(len(values), statistics.fmean(values), statistics.stdev(values) if len(values) > 1 else 0.0)


def summarise(results: Sequence[GameResult]) -> dict:
    """Per seat and per agent: score mean and spread, win rate; game length."""
    players = len(results[0].scores) if results else 0
    seats = []
    for seat in range(players):
        scores = [r.scores[seat] for r in results]
        wins = sum(1 for r in results if r.winner == seat)
        seats.append({"seat": seat + 1, "score": asdict(Spread.of(scores)), "wins": wins,
                      "win_rate": wins / len(results)})
    by_agent: dict[str, dict] = {}
    for name in sorted({a for r in results for a in r.agents}):
        scores = [r.scores[s] for r in results for s, a in enumerate(r.agents) if a == name]
        seats_played = sum(1 for r in results for a in r.agents if a == name)
        wins = sum(1 for r in results if r.agents[r.winner] == name)
        by_agent[name] = {"score": asdict(Spread.of(scores)), "wins": wins, "seats_played": seats_played,
                          "win_rate": wins / len(results) if results else 0.0}
    return {
        "games": len(results),
        "players": players,
        "seats": seats,
        "agents": by_agent,
        "turns": asdict(Spread.of(r.turns for r in results)),
        "rounds": asdict(Spread.of(r.rounds for r in results)),
        "decisions": asdict(Spread.of(r.decisions for r in results)),
        "stopped_by_limit": sum(1 for r in results if r.stopped_by_limit),
    }


def results_json(results: Sequence[GameResult], summary: dict, meta: dict) -> dict:
    return {"meta": meta, "summary": summary, "games": [asdict(r) for r in results]}


def iter_chunks(items: Sequence, size: int) -> Iterator[Sequence]:
    for start in range(0, len(items), size):
        yield items[start:start + size]


__all__ = ["GameResult", "RuleSource", "ClusterError", "game_seed", "play_one", "simulate", "summarise",
           "results_json", "batch_size_for", "default_workers", "cached_runtime", "cluster_batch", "Path"]
