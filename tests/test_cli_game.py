"""`teotl play`, `simulate` and `replay` as a user runs them: exit codes, output, refusals."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from teotl.cli import main

ROOT = Path(__file__).resolve().parent.parent


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def test_demo_game_plays_to_the_end_and_prints_scores(capsys):
    code, out, err = run(capsys, "play", "--seed", "4", "--quiet")
    assert code == 0
    assert "Final scores" in out and "greedy" in out


def test_play_saves_a_record_that_replays_to_the_same_scores(tmp_path, capsys):
    record = tmp_path / "game.json"
    log = tmp_path / "game.jsonl"
    code, out, _ = run(capsys, "play", "--seed", "8", "--agents", "random,greedy", "--quiet",
                       "--save", str(record), "--log", str(log))
    assert code == 0
    saved = json.loads(record.read_text())
    assert saved["finished"] and saved["seed"] == 8 and saved["agents"] == ["random", "greedy"]
    events = [json.loads(line) for line in log.read_text().splitlines()]
    assert events[0]["e"] == "game_start" and events[-1]["e"] == "game_end"
    code, out, _ = run(capsys, "replay", str(record))
    assert code == 0 and "the game is over" in out
    scores = ", ".join(f"Player {i + 1} {s}" for i, s in enumerate(saved["scores"]))
    assert f"scores: {scores}" in out
    code, out, _ = run(capsys, "replay", str(record), "--until", "12")
    assert code == 0 and "12 of" in out


def test_a_human_can_answer_undo_save_and_quit(tmp_path, capsys, monkeypatch):
    replies = iter(["1", "2", "undo", "help", "1", f"save {tmp_path / 'h.json'}", "oops", "quit", "n", "quit", "y"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(replies))
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path / "kept"))
    code, out, _ = run(capsys, "play", "--agents", "human,random", "--seed", "5")
    assert code == 0
    assert "The commands:" in out and "'oops' is not an option" in out and "saved the game record" in out
    assert "Undone: " in out and "The game goes on." in out          # undo says what; a quit not confirmed
    assert (tmp_path / "kept" / "teotihuacan-5.json").is_file()       # the confirmed quit kept the game
    saved = json.loads((tmp_path / "h.json").read_text())
    assert len(saved["answers"]) == 2  # two answers given, one undone, one more given
    assert not saved["finished"]


def test_replay_refuses_corrupted_truncated_and_foreign_records(tmp_path, capsys):
    record = tmp_path / "game.json"
    run(capsys, "play", "--seed", "2", "--quiet", "--agents", "random", "--save", str(record))
    good = json.loads(record.read_text())

    truncated = tmp_path / "truncated.json"
    truncated.write_text(record.read_text()[:200])
    code, _, err = run(capsys, "replay", str(truncated))
    assert code == 1 and "not valid JSON" in err and "truncated or corrupted" in err

    foreign = tmp_path / "foreign.json"
    foreign.write_text(json.dumps({**good, "rules_fingerprint": "0" * 64}))
    code, _, err = run(capsys, "replay", str(foreign))
    assert code == 1 and "made with other rules" in err

    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps({**good, "answers": good["answers"][:5] + ["no-such-answer"]}))
    code, _, err = run(capsys, "replay", str(edited))
    assert code == 1 and "answer 6" in err and "does not fit" in err

    not_a_record = tmp_path / "other.json"
    not_a_record.write_text("[1, 2, 3]")
    code, _, err = run(capsys, "replay", str(not_a_record))
    assert code == 1 and "not a teotl game record" in err

    code, _, err = run(capsys, "replay", str(tmp_path / "missing.json"))
    assert code == 1 and "no such file" in err


@pytest.mark.parametrize("argv, message", [
    (["play", "--agents", "greedie"], "did you mean"),
    (["play", "--players", "7"], "1 to 4 players"),
    (["simulate", "--games", "0"], "at least 1"),
    (["simulate", "--agents", "human"], "cannot play simulated games"),
    (["play", "--modules", "m99"], "m99"),
    (["play", "--rules", "/no/such/folder"], "no such folder"),
])
def test_usage_errors_exit_2_with_a_reason(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and message in err


def test_simulate_prints_a_summary_and_json_independent_of_workers(tmp_path, capsys):
    one, two = tmp_path / "one.json", tmp_path / "two.json"
    code, out, _ = run(capsys, "simulate", "--players", "3", "--games", "6", "--seed", "9", "--json", str(one))
    assert code == 0 and "mean score" in out and "win rate" in out and "game length" in out
    code, _, _ = run(capsys, "simulate", "--players", "3", "--games", "6", "--seed", "9", "--workers", "2",
                     "--json", str(two))
    assert code == 0
    first, second = json.loads(one.read_text()), json.loads(two.read_text())
    assert first["games"] == second["games"] and first["summary"] == second["summary"]


def test_python_dash_m_runs_a_demo_without_traceback():
    done = subprocess.run([sys.executable, "-m", "teotl", "play", "--seed", "1", "--quiet", "--agents", "random"],
                          capture_output=True, text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT / "interpreter"),
                                                                         "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    assert "Final scores" in done.stdout and "Traceback" not in done.stderr
