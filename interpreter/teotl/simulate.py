"""Many games at once: seeds per game, local processes, summaries.

Each game's seed derives from (run seed, game index) alone, and results are put back in game
order, so the figures do not depend on how many workers ran them.
"""
from __future__ import annotations

import hashlib
import math
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional, Sequence

from teotl.agents import make_agent
from teotl.engine.game import Game
from teotl.engine.runtime import Runtime


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


# ------------------------------------------------------------------------------ worker processes
_WORKER_RUNTIME: Optional[Runtime] = None


def _init_worker(loader: Callable[[], Runtime]) -> None:
    global _WORKER_RUNTIME
    _WORKER_RUNTIME = loader()


def _run_batch(batch: list[tuple[int, int, tuple[str, ...], int]]) -> list[GameResult]:
    assert _WORKER_RUNTIME is not None
    return [play_one(_WORKER_RUNTIME, players, seed, agents, index) for index, seed, agents, players in batch]


def simulate(loader: Callable[[], Runtime], players: int, games: int, seed: int, agents: Sequence[str],
             workers: int = 1, batch_size: int = 10, rotate: bool = True,
             progress: Optional[Callable[[int], None]] = None,
             runtime: Optional[Runtime] = None) -> list[GameResult]:
    """Play `games` games; `loader` builds the runtime (in each worker process when workers > 1)."""
    jobs = [(i, game_seed(seed, i), seat_agents(agents, players, i, rotate), players) for i in range(games)]
    results: list[GameResult] = []
    if workers <= 1:
        rt = runtime or loader()
        for job in jobs:
            results.append(play_one(rt, job[3], job[1], job[2], job[0]))
            if progress:
                progress(1)
        return results
    batches = [jobs[i:i + batch_size] for i in range(0, len(jobs), batch_size)]
    with ProcessPoolExecutor(max_workers=workers, initializer=_init_worker, initargs=(loader,)) as pool:
        for batch_results in pool.map(_run_batch, batches):
            results.extend(batch_results)
            if progress:
                progress(len(batch_results))
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
        seats.append({"seat": seat + 1, "score": asdict(Spread.of(scores)), "win_rate": wins / len(results)})
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


__all__ = ["GameResult", "game_seed", "play_one", "simulate", "summarise", "results_json", "Path"]
