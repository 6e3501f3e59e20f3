"""`teotl simulate`'s summary says which rules it played (the rule set, its modules and
variants, the agents), gives every win rate with its 95 % Wilson interval, and no win rate for an
agent that played every seat (it wins every game by construction)."""
from __future__ import annotations

import json
import re
from pathlib import Path

from teotl.cli import main

REPO = Path(__file__).resolve().parent.parent
TILES = REPO / "tests" / "fixtures" / "tiles"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err, err
    return code, " ".join(out.split()), err


def test_the_summary_names_the_rules_and_gives_intervals(capsys, tmp_path):
    results = tmp_path / "r.json"
    code, out, _ = run(capsys, "simulate", "--rules", TILES, "--variant", TILES / "variants" / "small-crown.yaml",
                       "--games", "12", "--agents", "random", "--workers", "1", "--json", results)
    assert code == 0
    assert "Tiles + small-crown: 12 games, 2 players, agents random, seed 1" in out
    seats = json.loads(results.read_text())["summary"]["seats"]
    wins = seats[0]["wins"]
    assert wins == round(seats[0]["win_rate"] * 12) and seats[0]["wins"] + seats[1]["wins"] == 12
    # seat 1's share with its Wilson interval, as the balance report writes it
    from teotl.balance.stats import Interval
    assert f"seat 1 │ 12 │" in out and Interval.wilson(wins, 12).percent() in out
    assert re.search(r"agent random │ 24 │ [\d.]+ │ [\d.]+ │ — │", out)  # every seat random: no win rate
    assert "every seat is random: it wins every game" in out


def test_two_agents_each_get_a_win_rate(capsys):
    code, out, _ = run(capsys, "simulate", "--rules", TILES, "--games", "8", "--agents", "greedy,random",
                       "--workers", "1")
    assert code == 0 and "Tiles: 8 games, 2 players, agents greedy, random, seed 1" in out
    assert re.search(r"agent greedy │ 8 │ [\d.]+ │ [\d.]+ │ [\d.]+ % \([\d.]+–[\d.]+\) │", out)
    assert "the share of games one of its seats won" in out


def test_no_progress_bar_off_a_terminal(capsys, tmp_path):
    """Piped into a file, the progress bar draws nothing and leaves no empty line behind."""
    code, _, err = run(capsys, "simulate", "--rules", TILES, "--games", "3", "--workers", "1")
    assert code == 0 and err == ""
    code, _, err = run(capsys, "compare", "--rules", TILES, "--variant", TILES / "variants" / "small-crown.yaml",
                       "--games", "2", "--agents", "greedy", "--workers", "1", "--out", tmp_path / "r")
    assert code == 0 and err.startswith("report written to"), repr(err)
