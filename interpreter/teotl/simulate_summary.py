"""The terminal summary of `teotl simulate`: what was played (the rule set, its modules and
variants, the agents), then per seat and per agent the mean score, its spread and the win rate
with its 95 % Wilson interval, and the game length.

Why the title names the rules: an author runs the same command with and without a house rule and
reads the two tables side by side; a table that does not say which rules it is about is easy to
misread. Why an agent playing every seat has no win rate: it wins every game by construction
(the seats above tell how the games went).
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from teotl.balance.stats import Interval


def title(summary: dict, game_name: str, modules: Sequence[str], variants: Sequence[str], agents: Sequence[str],
          seed: int) -> str:
    rules = game_name + "".join(f" + {v}" for v in variants)
    extra = f", modules {', '.join(modules)}" if modules else ""
    names = ", ".join(dict.fromkeys(agents))
    return (f"{rules}{extra}: {summary['games']} games, {summary['players']} players, agents {names}, "
            f"seed {seed}")


def win_rate(wins: int, games: int) -> str:
    """`55.0 % (34.2–74.2)`: the share and its 95 % Wilson interval."""
    return Interval.wilson(wins, games).percent() if games else "—"


def print_summary(summary: dict, console: Any, heading: str, elapsed: Optional[float] = None) -> None:
    from rich.table import Table

    table = Table(title=heading)
    table.add_column("seat / agent")
    table.add_column("games", justify="right")
    table.add_column("mean score", justify="right")
    table.add_column("spread (sd)", justify="right")
    table.add_column("win rate (95 % CI)", justify="right")
    games = summary["games"]
    for seat in summary["seats"]:
        table.add_row(f"seat {seat['seat']}", str(seat["score"]["n"]), f"{seat['score']['mean']:.1f}",
                      f"{seat['score']['stdev']:.1f}", win_rate(seat["wins"], games))
    alone = len(summary["agents"]) == 1
    for name, agent in summary["agents"].items():
        table.add_row(f"agent {name}", str(agent["seats_played"]), f"{agent['score']['mean']:.1f}",
                      f"{agent['score']['stdev']:.1f}", "—" if alone else win_rate(agent["wins"], games))
    console.print(table)
    if alone:
        (name,) = summary["agents"]
        console.print(f"(every seat is {name}: it wins every game, so the agent's row has no win rate)")
    else:
        console.print("(an agent's win rate: the share of games one of its seats won)")
    speed = f"; {games / elapsed:.1f} games/s" if elapsed else ""
    console.print(f"game length: {summary['rounds']['mean']:.1f} rounds (sd {summary['rounds']['stdev']:.1f}), "
                  f"{summary['turns']['mean']:.1f} turns, {summary['decisions']['mean']:.0f} decisions{speed}")
    if summary["stopped_by_limit"]:
        console.print(f"[yellow]{summary['stopped_by_limit']} games were stopped by the turn limit[/]")
