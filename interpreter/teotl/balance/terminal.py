"""The terminal summary of a comparison: a few rich tables an author reads at a glance; the whole
report is `report.md` in the output folder."""
from __future__ import annotations

from typing import Any

from teotl.balance.change_text import value_words
from teotl.balance.changes import MISSING, difference
from teotl.balance.components import direction, split_shared, tests_of
from teotl.balance.report import seat_verdict, verdict
from teotl.balance.stats import Interval

SHOWN_COMPONENTS = 12  # the terminal lists this many notable components (report.md has them all)
WIDE_TERMINAL = 110    # columns from which the components table also shows the score differences


def print_summary(c: Any, console: Any) -> None:
    from rich.markup import escape
    from rich.table import Table

    a, b = c.labels
    meta = c.meta or {}
    console.print(f"[bold]Balance report[/bold]: A = {escape(a)}, B = {escape(b)} — {len(c.results[0])} games each, "
                  f"{c.players} players, agents {', '.join(meta.get('agents') or c.agents)}, seed {meta.get('seed', '?')}; "
                  "the same seeds and seats under both, differences B − A paired game by game, 95 % intervals.")
    if any(c.changes):
        table = Table(title="What the variant changes", title_justify="left")
        for column in ("variant", "component", "field", "before", "after"):
            table.add_column(column, overflow="fold")
        for change in c.changes[0] + c.changes[1]:
            who = change.name or change.where
            if change.added:
                what = "(replaced)" if change.old is not MISSING else "(added)"  # its rule text, else its name
                table.add_row(escape(change.variant), escape(who), what, "",
                              escape(_shorten(change.new_text, 150) if change.new_text else change.note))
                continue
            if change.old_text and change.new_text and change.old_text != change.new_text:
                old, new = difference(change.old_text, change.new_text, context=30)
                old, new = _shorten(old, 150), _shorten(new, 150)
            elif change.field == "copies":  # "1 copy" → "3 copies", as report.md says it
                old, new = value_words(change).split(" → ", 1)
            else:  # not rule text (a number, a data field), or it reads the same: the values
                old, new = (_shorten(text) for text in difference(change.old, change.new))
            table.add_row(escape(change.variant), escape(who), escape(change.field), escape(old), escape(new))
        console.print(table)

    table = Table(title="Scores", title_justify="left")
    for column, justify in (("measure", "left"), ("A", "right"), ("B", "right"), ("B − A (95 % CI)", "right")):
        table.add_column(column, justify=justify)
    sa, sb = c.summaries
    table.add_row("mean score per player", f"{_mean(c.results[0]):.1f}", f"{_mean(c.results[1]):.1f}",
                  _coloured(c.mean_score))
    table.add_row("winner's score", f"{_winner(c.results[0]):.1f}", f"{_winner(c.results[1]):.1f}",
                  _coloured(c.winning_score))
    for seat, interval in enumerate(c.seat_score):
        table.add_row(f"seat {seat + 1} score", f"{sa['seats'][seat]['score']['mean']:.1f}",
                      f"{sb['seats'][seat]['score']['mean']:.1f}", _coloured(interval))
    table.add_row("rounds per game", f"{sa['rounds']['mean']:.1f}", f"{sb['rounds']['mean']:.1f}", _coloured(c.rounds))
    console.print(table)
    console.print(f"Verdict: {verdict(c.mean_score)}.")

    table = Table(title="Win rates (95 % Wilson)", title_justify="left")
    escape = _escape()
    for column, justify in (("who", "left"), ("A", "right"), ("B", "right")):
        table.add_column(column, justify=justify)
    for seat, (wa, wb, _) in enumerate(c.seat_wins):
        table.add_row(f"seat {seat + 1}", wa.percent(), wb.percent())
    if len(c.agent_wins) > 1:
        for name, (wa, wb) in c.agent_wins.items():
            table.add_row(f"{escape(name)} (per seat played)", wa.percent(), wb.percent())
    console.print(table)
    if c.seat_wins:
        console.print(f"Seats: {seat_verdict(c)}.")

    _components(c, console)
    if getattr(c, "idle", None):
        console.print("[yellow]Changed but taken or used in none of these games[/] (the change had no occasion to "
                      "act): " + ", ".join(f"{escape(name)} [dim]({escape(cid)})[/dim]" for cid, name in c.idle))


def _components(c: Any, console: Any) -> None:
    from rich.markup import escape
    from rich.table import Table

    if not c.components:
        return
    baseline = 1 / c.players
    tests = tests_of(c.components)
    telling, shared = split_shared(c.components)
    changed = [row for row in c.components if row.changes]
    notable = sorted((row for row in telling if row.notable(baseline, tests) and not row.changes),
                     key=lambda row: -max(abs(s.win_rate.mean - baseline) for s in row.sides if s.win_rate.defined))
    shown = changed + notable[:max(0, SHOWN_COMPONENTS - len(changed))]
    apart = (f"; {len(shared)} that every player had (a win rate of 1/{c.players} by construction) "
             "listed apart" if shared else "")
    if not shown:
        console.print(f"Components: {len(c.components)} taken or used; none changed by the variant, none whose "
                      f"win rate differs from 1/{c.players} beyond chance over {tests} win rates (all in report.md"
                      f"{apart}).")
        return
    table = Table(title=f"Components the variant changes, then those whose win rate differs from the average "
                        f"seat's {baseline * 100:.0f} % beyond chance (▲ ▼)", title_justify="left")
    # on a narrow terminal the names would wrap a word a line: the score differences stay in report.md
    wide = console.width >= WIDE_TERMINAL
    columns = [("taken in A / B", "right"), ("win rate A", "right"), ("win rate B", "right")]
    columns += [("vs others A", "right"), ("vs others B", "right")] if wide else []
    table.add_column("component", justify="left")
    for column, justify in columns:
        table.add_column(column, justify=justify, no_wrap=True)
    for row in shown:
        sa, sb = row.sides
        rates = (["every player"] * 2 + ["—"] * 2 if row.shared else
                 [_rate(sa, baseline, tests), _rate(sb, baseline, tests), sa.versus_others.plus_minus(),
                  sb.versus_others.plus_minus()])
        table.add_row(escape(row.name) + f" [dim]({escape(row.component)})[/dim]"
                      + (" [yellow]changed[/yellow]" if row.changes else ""),
                      f"{sa.taken_in.mean * 100:.0f} / {sb.taken_in.mean * 100:.0f} %", *rates[:len(columns) - 1])
    console.print(table)
    legend = ("win rate: of the players who had the component, 95 % Wilson; " +
              ("vs others: their mean score minus the others', 95 % Welch" if wide else
               "their mean score against the others' is in report.md (or on a terminal of 110 columns)"))
    if any(row.shared for row in shown):
        legend += f"; every player: all had it, its win rate 1/{c.players} by construction"
    console.print(f"({legend}; {len(c.components)} components in report.md{apart})")


def _escape():
    from rich.markup import escape
    return escape


def _coloured(interval: Interval) -> str:
    text = interval.text()
    if interval.excludes(0):
        return f"[bold {'green' if interval.mean > 0 else 'red'}]{text}[/]"
    return text


def _rate(side: Any, baseline: float, tests: int) -> str:
    if not side.win_rate.defined:
        return "—"
    mark = direction(side, baseline, tests)
    colour = "green" if mark == "▲" else "red" if mark else ""
    text = side.win_rate.compact_percent()
    return f"[{colour}]{text} {mark}[/]" if mark else text


def _shorten(text: str, limit: int = 70) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _mean(results: Any) -> float:
    values = [s for r in results for s in r.scores]
    return sum(values) / len(values) if values else float("nan")


def _winner(results: Any) -> float:
    return sum(max(r.scores) for r in results) / len(results) if results else float("nan")
