"""The Markdown report of a comparison (`report.md`): what the variants change, the paired score
differences, win rates, the components, game length, the plots."""
from __future__ import annotations

import math
from typing import Any, Sequence

from teotl.balance.change_text import value_words
from teotl.balance.changes import MISSING, Change, difference, value_text
from teotl.balance.components import ComponentRow, direction, split_shared, tests_of
from teotl.balance.stats import Interval


def verdict(interval: Interval, what: str = "mean score") -> str:
    if not interval.defined or not (math.isfinite(interval.low) and math.isfinite(interval.high)):
        return f"too few games to tell a difference in {what}"
    if interval.low == interval.high == 0:
        return f"no difference in {what}: every game scored the same under both rule sets"
    if interval.contains(0):
        return f"no clear difference in {what} (the interval contains 0)"
    return f"B {'raises' if interval.low > 0 else 'lowers'} the {what} (the interval excludes 0)"


def seat_verdict(c: Any) -> str:
    """Whether the variant moves any seat's win rate: the seats whose paired difference (B − A,
    percentage points) excludes 0, else that none does — the fairness between seats at a glance."""
    moved = [(seat, diff) for seat, (_, _, diff) in enumerate(c.seat_wins)
             if diff.defined and math.isfinite(diff.low) and diff.excludes(0)]
    if not c.seat_wins:
        return ""
    if not moved:
        return "no seat's win rate changes beyond chance (each interval of B − A contains 0)"
    return "; ".join(f"seat {seat + 1} wins {'more' if diff.mean > 0 else 'less'} often "
                     f"({diff.mean * 100:+.1f} pts, 95 % CI {diff.low * 100:+.1f} … {diff.high * 100:+.1f})"
                     for seat, diff in moved)


def markdown_report(c: Any) -> str:
    a, b = c.labels
    meta = c.meta or {}
    agents = meta.get("agents") or c.agents
    lines = [f"# Balance report: {a} (A) vs {b} (B)", "",
             f"{len(c.results[0])} games per rule set, {c.players} players, agents {', '.join(agents)}, "
             f"run seed {meta.get('seed', '?')}"
             + (f", modules {', '.join(meta['modules'])}" if meta.get("modules") else "") + ". "
             "Game *i* has the same seed and the same agents on the same seats under both rule sets; "
             "differences are B − A, paired game by game. Intervals are 95 %.", ""]
    weak = sorted(set(agents) & {"random"})
    if weak:
        lines += [f"> **Warning**: {', '.join(weak)} agents play at random: this report says what the variant "
                  "changes when nobody plays well. Competent agents (`--agents greedy`, the default) tell more.", ""]
    lines += _changes(c) + [""]
    lines += ["## Score difference", "", "| measure | A | B | B − A (95 % CI) |", "|---|---:|---:|---|",
              f"| mean score per player | {_mean_all(c.results[0]):.2f} | {_mean_all(c.results[1]):.2f} | "
              f"{c.mean_score.text()} |",
              f"| winner's score | {_mean_win(c.results[0]):.2f} | {_mean_win(c.results[1]):.2f} | "
              f"{c.winning_score.text()} |"]
    sa, sb = c.summaries
    for seat, interval in enumerate(c.seat_score):
        lines.append(f"| seat {seat + 1} score | {sa['seats'][seat]['score']['mean']:.2f} | "
                     f"{sb['seats'][seat]['score']['mean']:.2f} | {interval.text()} |")
    if len(c.agent_score) > 1:
        for name, interval in c.agent_score.items():
            lines.append(f"| {name}'s score | {sa['agents'][name]['score']['mean']:.2f} | "
                         f"{sb['agents'][name]['score']['mean']:.2f} | {interval.text()} |")
    lines.append(f"| rounds per game | {sa['rounds']['mean']:.2f} | {sb['rounds']['mean']:.2f} | {c.rounds.text()} |")
    lines += ["", f"Verdict: {verdict(c.mean_score)}.", ""]
    lines += ["## Win rate by seat", "", "| seat | A | B | B − A (95 % CI) |", "|---|---:|---:|---|"]
    for seat, (wa, wb, diff) in enumerate(c.seat_wins):
        lines.append(f"| {seat + 1} | {wa.percent()} | {wb.percent()} | {_points(diff)} |")
    if c.seat_wins:
        lines += ["", f"Seats: {seat_verdict(c)}."]
    lines += [""] + _agents(c) + [""] + _components(c) + [""]
    lines += ["## Game length", "", "| | A | B |", "|---|---:|---:|",
              f"| rounds (mean, sd) | {sa['rounds']['mean']:.1f} ({sa['rounds']['stdev']:.1f}) | "
              f"{sb['rounds']['mean']:.1f} ({sb['rounds']['stdev']:.1f}) |",
              f"| turns | {sa['turns']['mean']:.1f} | {sb['turns']['mean']:.1f} |",
              f"| decisions | {sa['decisions']['mean']:.0f} | {sb['decisions']['mean']:.0f} |",
              f"| stopped by the turn limit | {sa['stopped_by_limit']} | {sb['stopped_by_limit']} |"]
    if c.plots:
        lines += ["", "## Plots", ""] + [f"![{p.stem}]({p.name})" for p in c.plots]
    return "\n".join(lines) + "\n"


def _points(diff: Interval) -> str:
    """A paired difference of win shares in percentage points."""
    if not diff.defined:
        return "—"
    return (f"{diff.mean * 100:+.1f} pts (95 % CI {diff.low * 100:+.1f} … {diff.high * 100:+.1f})"
            if math.isfinite(diff.low) else f"{diff.mean * 100:+.1f} pts")


def _changes(c: Any) -> list[str]:
    lines = ["## What the variant changes", ""]
    sides = [(label, changes) for label, changes in zip(c.labels, c.changes) if changes]
    if not sides:
        return lines + ["Nothing: the two rule sets are the same files (or the variant has no patches)."]
    for label, changes in sides:
        if len(sides) > 1 or c.labels[0] != "base rules":
            lines += [f"{label}, against the base rules:", ""]
        lines += ["| component | field | old | new | note |", "|---|---|---|---|---|"]
        whole = []
        for change in changes:
            lines.append(_change_row(change))
            if not change.added and difference(change.old, change.new) != (value_text(change.old), value_text(change.new)):
                whole.append(change)
        lines.append("")
        for change in whole:  # a long value: the table shows the part that differs, here the whole
            lines += [f"`{change.where}` `{change.field}` in full:", "", "```text", "old: " + value_text(change.old),
                      "new: " + value_text(change.new), "```", ""]
        # every change as the rule text reads it (`teotl explain` without and with the variant), or
        # as values where it is not rule text
        lines += ["In words:", ""] + [_in_words(change) for change in changes] + [""]
    return lines[:-1]


def _in_words(change: Change) -> str:
    name = f"**{_cell(change.name or change.where)}**"
    if change.added:
        what = "replaced by the variant's own" if change.old is not MISSING else "added"
        return f"- {name} (`{change.where}`): {what}" + (f": {_cell(change.new_text)}" if change.new_text else "")
    head = f"- {name} (`{change.where}`, `{change.field}`)" if change.component else f"- {name}, `{change.field}`"
    if (change.old_text or change.new_text) and change.old_text != change.new_text:
        return (head + f"\n  - before: {_cell(change.old_text) or '(nothing)'}"
                f"\n  - after: {_cell(change.new_text) or '(nothing)'}")
    if change.old_text and change.old_text == change.new_text:
        return head + f": reads the same before and after: {_cell(change.new_text)}"
    return head + f": {_cell(value_words(change))}"


def _change_row(change: Change) -> str:
    if change.added:
        what = "replaced by the variant's own" if change.old is not MISSING else "added"
        return f"| `{change.component}` | (whole component) | — | {what} | {_cell(change.note)} |"
    old, new = difference(change.old, change.new)
    return (f"| {'`' + change.component + '`' if change.component else 'game.yaml'} | `{change.field}` | "
            f"{_code(old, change.old)} | {_code(new, change.new)} | {_cell(change.note)} |")


def _code(text: str, value: Any) -> str:
    return "(none)" if value is MISSING else "`" + text.replace("|", "\\|").replace("`", "'") + "`"


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _agents(c: Any) -> list[str]:
    lines = ["## Win rate and score by agent", ""]
    names = list(c.agent_wins)
    if len(names) <= 1:
        name = names[0] if names else "one agent"
        return lines + [f"Every seat is played by {name}: a win rate by agent would be 100 % by construction "
                        "(see the seats above)."]
    lines += [f"Win rate per seat the agent played (the average seat wins 1/{c.players} = "
              f"{100 / c.players:.1f} %).", "",
              "| agent | A win rate | B win rate | A mean score | B mean score |", "|---|---:|---:|---:|---:|"]
    sa, sb = c.summaries
    for name in names:
        wa, wb = c.agent_wins[name]
        lines.append(f"| {name} | {wa.percent()} | {wb.percent()} | {sa['agents'][name]['score']['mean']:.2f} | "
                     f"{sb['agents'][name]['score']['mean']:.2f} |")
    return lines


def _components(c: Any) -> list[str]:
    rows: Sequence[ComponentRow] = c.components
    lines = ["## Components", ""]
    if not rows:
        return lines + ["No component was taken or used in these games (or they were played without their log)."]
    baseline = 1 / c.players
    tests = tests_of(rows)
    telling, shared = split_shared(rows)
    lines += [f"Every component a player took (acquired, claimed, took, placed, chose into a supply of their own) "
              f"or used in these games, from the "
              f"games' log. *Taken in*: the share of games in which some player took or used it. *Had it*: "
              f"player-games (one seat in one game) that took or used it. The average "
              f"seat wins {baseline * 100:.1f} % of its games (1/{c.players}). ▲ / ▼: a win rate above / below that "
              f"even allowing for the {tests} win rates of this section looked at together (Bonferroni; a "
              "95 % interval alone misses 1/P by chance once in twenty). Strong players also pick strong "
              "components, so read a high win rate as a component to look at, not as proof. *vs others*: "
              "mean score of those who had it minus everyone else's in the same games. Intervals are 95 % "
              "(win rates: Wilson; scores: Student's t; vs others: Welch's t)."
              + (f" The {len(shared)} components every player had are listed apart, at the end." if shared else "")
              + (f" Several agents play these games ({', '.join(c.agents)}): a component's win rate also tells "
                 "which agent tends to take it, since the stronger one wins more with whatever it takes."
                 if len(c.agents) > 1 else ""),
              ""]
    if getattr(c, "idle", None):
        lines += ["Changed by the variant but taken or used in none of these games, so the change had no "
                  "occasion to act (a module may take it out of play, or nobody wanted it): "
                  + ", ".join(f"{_cell(name)} (`{cid}`)" for cid, name in c.idle) + ".", ""]
    current = None
    for row in telling:
        if row.type != current:
            current = row.type
            lines += ([""] if lines[-1] else []) + [f"### {_type_heading(c, current)}", "",
                      "| component | taken in A / B | had it A / B | win rate A | win rate B | mean score A / B "
                      "| vs others A / B | changed |", "|---|---:|---:|---:|---:|---:|---:|---|"]
        sa, sb = row.sides
        lines.append(f"| {_row_name(row)} | "
                     f"{sa.taken_in.mean * 100:.0f} / {sb.taken_in.mean * 100:.0f} % | {sa.holders} / {sb.holders} | "
                     f"{_marked(sa, baseline, tests)} | {_marked(sb, baseline, tests)} | "
                     f"{sa.score.short()} / {sb.score.short()} | "
                     f"{sa.versus_others.short(signed=True)} / {sb.versus_others.short(signed=True)} | "
                     f"{_changed(row)} |")
    if shared:
        lines += ([""] if lines[-1] else []) + [
            "### Every player had them", "",
            f"Every player had each of these in every game in which anyone had it (a player's own "
            f"pieces, what the set-up gives everyone): its win rate is 1/{c.players} by construction and there "
            "is nobody to compare its holders with, so it tells nothing about balance. A change to one of them "
            "shows in the scores above.", "",
            "| component | type | taken in A / B | mean score A / B | changed |", "|---|---|---:|---:|---|"]
        for row in shared:
            sa, sb = row.sides
            lines.append(f"| {_row_name(row)} | {_type_name(c, row.type)} | {sa.taken_in.mean * 100:.0f} / "
                         f"{sb.taken_in.mean * 100:.0f} % | {sa.score.short()} / {sb.score.short()} | {_changed(row)} |")
    return lines


def _type_heading(c: Any, kind: str) -> str:
    several = (getattr(c, "type_names", None) or {}).get(kind, (kind, kind))[1]
    return kind if several == kind else f"{several[:1].upper()}{several[1:]} (`{kind}`)"


def _type_name(c: Any, kind: str) -> str:
    return (getattr(c, "type_names", None) or {}).get(kind, (kind, kind))[0]


def _row_name(row: ComponentRow) -> str:
    return f"{row.name} (`{row.component}`{', used' if row.how == ('used',) else ''})"


def _changed(row: ComponentRow) -> str:
    return "; ".join(_short_change(ch) for ch in row.changes)


def _marked(side: Any, baseline: float, tests: int) -> str:
    if not side.win_rate.defined:
        return "—"
    mark = direction(side, baseline, tests)
    return side.win_rate.percent() + (" " + mark if mark else "")


def _short_change(change: Change) -> str:
    if change.added:
        return f"{change.variant}: added"
    return f"{change.variant}: `{change.field}`"


def _mean_all(results: Sequence[Any]) -> float:
    values = [s for r in results for s in r.scores]
    return sum(values) / len(values) if values else math.nan


def _mean_win(results: Sequence[Any]) -> float:
    return sum(max(r.scores) for r in results) / len(results) if results else math.nan
