"""The strength table of docs/agents.md: each agent against a reference opponent, 2 players.

    python benchmarks/strength_table.py                 # the whole table (2 processes; ~10 min on 2 idle cores)
    python benchmarks/strength_table.py --write         # … and put it into docs/agents.md
    python benchmarks/strength_table.py --only greedy   # the rows whose label holds "greedy"
    python benchmarks/strength_table.py --games 4       # every row with 4 games (a smoke test)

Every row is one `teotl.simulate.simulate` run (the machinery of `teotl simulate`: game seeds
from (--seed, game number), seats rotating between games, the same results with any number of
workers), played by `timed_play`, which is `simulate.play_one` plus a clock around each agent's
answers. A row gives the agent's win rate with its 95 % Wilson interval, both mean scores and the
agent's CPU time (the machine may be shared) per decision that had more than one option. Solo rows put the agent against
the rule set's solo opponent (its module, its seat, a difficulty variant), as `--solo` does.
"""
from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

from teotl.agents import AGENTS, make_agent
from teotl.balance.stats import Interval
from teotl.runtime.game import Game
from teotl.simulate import GameResult, RuleSource, simulate

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "agents.md"
BEGIN, END = "<!-- strength-table -->", "<!-- /strength-table -->"
SOLO = "SOLO"  # stands for the rule set's solo opponent in ROWS

# (label, agent, opponent, games, variant of the solo opponent or None). The sizes fit a shared
# 2-core machine; the intervals in the table say what they allow.
ROWS = [
    ("mcts:100 vs greedy", "mcts:100", "greedy", 100, None),
    ("greedy vs random", "greedy", "random", 100, None),
    ("mcts:25 vs greedy", "mcts:25", "greedy", 10, None),
    ("mcts:50 vs greedy", "mcts:50", "greedy", 10, None),
    ("random vs Teotibot easy", "random", SOLO, 20, "teotibot-easy"),
    ("random vs Teotibot standard", "random", SOLO, 20, ""),
    ("random vs Teotibot hard", "random", SOLO, 20, "teotibot-hard"),
    ("greedy vs Teotibot easy", "greedy", SOLO, 30, "teotibot-easy"),
    ("greedy vs Teotibot standard", "greedy", SOLO, 30, ""),
    ("greedy vs Teotibot hard", "greedy", SOLO, 30, "teotibot-hard"),
]


@dataclass(frozen=True)
class TimedGame:
    """One game's result and, by seat, the seconds spent answering and the decisions with a choice."""
    index: int
    result: GameResult
    seconds: tuple[float, ...]
    choices: tuple[int, ...]


def timed_play(runtime, players: int, seed: int, agents: Sequence[str], index: int = 0) -> TimedGame:
    """`simulate.play_one`, with each seat's answering timed (a `simulate.Play`)."""
    deciders = [make_agent(name, seed, seat) for seat, name in enumerate(agents)]
    game = Game(runtime, players, seed, snapshots=any(getattr(d, "needs_snapshots", False) for d in deciders))
    seconds, choices, decisions = [0.0] * players, [0] * players, 0
    while not game.finished:
        decision = game.pending
        started = time.process_time()  # CPU time: the machine may be shared
        key = deciders[decision.player].choose(game, decision)
        seconds[decision.player] += time.process_time() - started
        choices[decision.player] += len(decision.options) > 1
        game.answer(key)
        decisions += 1
    result = GameResult(index, seed, tuple(agents), tuple(game.scores()), tuple(game.ranking()), game.turns,
                        game.rounds, decisions, game.stopped_by_limit)
    return TimedGame(index, result, tuple(seconds), tuple(choices))


def solo_opponent() -> tuple[str, int, str]:
    """(agent name, seat index, module) of the shipped rule set's solo opponent (game.yaml)."""
    from teotl.agents.forced import ForcedAgent
    from teotl.loading import load_runtime
    game = load_runtime(None, [], [], logging=False)[1].game
    for name, spec in (game.get("agents") or {}).items():
        if isinstance(spec, dict) and spec.get("answers") == "forced":
            AGENTS.setdefault(str(name), ForcedAgent)
            return str(name), int(spec.get("seat", 2)) - 1, str(spec["module"])
    raise SystemExit("the shipped rule set declares no solo opponent")


def measure(agent: str, opponent: str, games: int, variant: Optional[str], seed: int, workers: int) -> dict:
    """One row: the agent's wins, scores and thinking time over `games` games."""
    if opponent == SOLO:
        bot, seat, module = solo_opponent()
        names = [agent, agent]
        names[seat] = bot
        variants = [ROOT / "rules" / "teotihuacan" / "variants" / f"{variant}.yaml"] if variant else []
        source, rotate = RuleSource.of(None, [module], variants), False
    else:
        names, source, rotate = [agent, opponent], RuleSource.of(None), True
    runtime = source()
    timed = simulate(source, 2, games, seed, names, workers=workers, rotate=rotate, runtime=runtime,
                     play=timed_play)
    wins, own, other, seconds, choices = 0, [], [], 0.0, 0
    for game in timed:
        r = game.result
        seat = r.agents.index(agent)
        wins += r.ranking[0] == seat
        own.append(r.scores[seat])
        other.append(r.scores[1 - seat])
        seconds += game.seconds[seat]
        choices += game.choices[seat]
    return {"games": games, "win": Interval.wilson(wins, games), "wins": wins, "own": sum(own) / games,
            "other": sum(other) / games, "ms": 1000 * seconds / choices if choices else 0.0,
            "limit": sum(g.result.stopped_by_limit for g in timed)}


def markdown(rows: list[tuple[str, dict]], seed: int, elapsed: float) -> str:
    lines = ["| agent vs opponent | games | agent wins | win rate (95 % Wilson) | mean score agent | "
             "mean score opponent | ms per decision |",
             "|---|---:|---:|---|---:|---:|---:|"]
    for label, m in rows:
        w = m["win"]
        lines.append(f"| {label} | {m['games']} | {m['wins']} | {w.mean:.0%} [{w.low:.0%}, {w.high:.0%}] | "
                     f"{m['own']:.1f} | {m['other']:.1f} | {m['ms']:.1f} |")
    lines.append("")
    lines.append(f"Seed {seed}; {elapsed / 60:.0f} min on this run's machine. "
                 "ms per decision: the agent's CPU time per decision that had more than one option.")
    return "\n".join(lines)


def write_doc(table: str) -> None:
    text = DOC.read_text(encoding="utf-8")
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    DOC.write_text(text[:start] + "\n" + table + "\n" + text[end:], encoding="utf-8")


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--games", type=int, default=None, help="every row with this many games")
    parser.add_argument("--only", default=None, help="only the rows whose label holds this text")
    parser.add_argument("--skip", default=None, help="not the rows whose label holds this text")
    parser.add_argument("--write", action="store_true", help=f"put the table into {DOC.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    started, rows = time.perf_counter(), []
    for label, agent, opponent, games, variant in ROWS:
        if (args.only and args.only not in label) or (args.skip and args.skip in label):
            continue
        row_started = time.perf_counter()
        measured = measure(agent, opponent, args.games or games, variant, args.seed, args.workers)
        rows.append((label, measured))
        print(markdown([(label, measured)], args.seed, time.perf_counter() - row_started).splitlines()[2],
              file=sys.stderr, flush=True)
    table = markdown(rows, args.seed, time.perf_counter() - started)
    print(table)
    if args.write:
        write_doc(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
