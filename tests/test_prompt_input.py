"""What a human types at a `teotl play` prompt, and the files play writes (teotl/play/,
teotl/output_file.py, teotl/cli_game.py): every line ends in one clear sentence and a new
prompt, a failed save says why and the game goes on, and --save / --log paths are checked before
the game starts."""
from __future__ import annotations

import errno
import re
import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from teotl.cli import main
from teotl.model.decisions import Decision, Option
from teotl.output_file import WriteError, unwritable_reason, write_whole
from teotl.play import read_reply

ROOT = Path(__file__).resolve().parent.parent

DECISION = Decision(player=0, kind="choose", prompt="take which?",
                    options=(Option("st-15", "Starting tile 15", None), Option("st-07", "Starting tile 7", None),
                             Option("undo-me", "an option whose key is a word", None)))


def test_decision_fixture_is_a_real_decision():
    assert DECISION.find("st-07") is DECISION.options[1]


@pytest.mark.parametrize("typed, key", [("1", "st-15"), (" 2 ", "st-07"), ("003", "undo-me"), ("st-07", "st-07"),
                                        ("undo-me", "undo-me")])
def test_a_number_or_a_key_answers(typed, key):
    assert read_reply(typed, DECISION) == ("answer", key)


@pytest.mark.parametrize("typed", ["²", "¹", "①", "١", "１", "٣"])
def test_unicode_digits_are_refused_with_the_reason(typed):
    kind, line = read_reply(typed, DECISION)
    assert kind == "refused" and typed in line and "type 1-3 (the digits 0-9)" in line


@pytest.mark.parametrize("typed, shown", [("0", "there is no option 0"), ("4", "there is no option 4"),
                                          ("9" * 5000, "there is no option " + "9" * 39 + "…"),
                                          ("-1", "'-1' is not an option"), ("+1", "'+1' is not an option")])
def test_numbers_out_of_range_are_refused(typed, shown):
    kind, line = read_reply(typed, DECISION)
    assert kind == "refused" and line.startswith(shown) and len(line) < 120


@pytest.mark.parametrize("typed, shown", [("", "type 1-3, or help"), ("   ", "type 1-3, or help"),
                                          ("[/]", "'[/]' is not"), ("a\x00b\x1b[2J", "'a?b?[2J' is not"),
                                          ("\udcff", "'?' is not"), ("savings", "'savings' is not"),
                                          ("x" * 300, "'" + "x" * 39 + "…' is not")])
def test_anything_else_is_one_printable_line(typed, shown):
    kind, line = read_reply(typed, DECISION)
    assert kind == "refused" and line.startswith(shown) and line.isprintable()


@pytest.mark.parametrize("typed, meaning", [
    ("undo", ("undo", "")), ("help", ("help", "")), ("quit", ("quit", "")),
    ("save g.json", ("save", "g.json")), ("save   'my game.json' ", ("save", "my game.json")),
    ('save "a b"', ("save", "a b")), ("save ~/g.json", ("save", str(Path.home() / "g.json"))),
    ("save", ("refused", "give a file name: save FILE")), ("save   ", ("refused", "give a file name: save FILE")),
])
def test_commands(typed, meaning):
    assert read_reply(typed, DECISION) == meaning


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and "internal error" not in out + err
    return code, out, err


def test_bad_lines_and_failed_saves_leave_the_game_going(tmp_path, capsys, monkeypatch):
    folder = tmp_path / "folder"
    folder.mkdir()
    good = tmp_path / "good.json"
    replies = iter(["²", "①", "9" * 5000, "[/]", f"save {tmp_path / 'no' / 'such' / 'g.json'}", f"save {folder}",
                    "1", f"save {good}", "quit", "y"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(replies))
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path / "autosave"))
    code, out, _ = run(capsys, "play", "--agents", "human,random", "--seed", "5")
    assert code == 0
    assert "'²' is not an option" in out and "'①' is not an option" in out and "there is no option 999" in out
    assert "'[/]' is not an option" in out
    assert f"there is no folder {tmp_path / 'no' / 'such'}; the game goes on" in out
    assert f"{folder} is a folder; give a file name inside it" in out
    assert list(folder.iterdir()) == [] and not list(tmp_path.glob("*.tmp"))  # no .tmp left behind
    saved = json.loads(good.read_text())
    assert len(saved["answers"]) == 1 and not saved["finished"]   # the answer after the failed saves counts


@pytest.mark.parametrize("error", [EOFError, KeyboardInterrupt])
def test_end_of_input_or_ctrl_c_at_the_prompt_keeps_the_game_for_save(tmp_path, capsys, monkeypatch, error):
    replies = iter(["1"])

    def ask(prompt=""):
        try:
            return next(replies)
        except StopIteration:
            raise error from None
    monkeypatch.setattr("builtins.input", ask)
    record = tmp_path / "kept.json"
    code, out, _ = run(capsys, "play", "--agents", "human,random", "--seed", "5", "--save", str(record))
    assert code == 0 and f"game left unfinished; it is saved to {record}" in out
    assert len(json.loads(record.read_text())["answers"]) == 1


def test_a_line_that_is_not_utf8_is_refused(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    replies = iter([UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"), "quit", "y"])

    def ask(prompt=""):
        reply = next(replies)
        if isinstance(reply, Exception):
            raise reply
        return reply
    monkeypatch.setattr("builtins.input", ask)
    code, out, _ = run(capsys, "play", "--agents", "human,random", "--seed", "5")
    assert code == 0 and "that line is not UTF-8 text: type 1-" in out


def test_a_real_terminal_session_never_ends_in_an_internal_error(tmp_path):
    """From the outside: a new process, the lines on its standard input."""
    lines = ["²", "¹", "①", "9" * 5000, "save /nonexistent/dir/g.json", "1", "quit", "y"]
    done = subprocess.run([sys.executable, "-m", "teotl", "play", "--agents", "human,greedy", "--seed", "3"],
                          input="\n".join(lines) + "\n", capture_output=True, text=True, cwd=ROOT, timeout=300,
                          env={"PYTHONPATH": str(ROOT / "interpreter"), "PATH": "/usr/bin:/bin", "TEOTL_NO_CACHE": "1",
                               "TEOTL_SAVE_DIR": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("is not an option") == 3 and "there is no option 9999" in done.stdout
    assert "there is no folder /nonexistent/dir; the game goes on" in done.stdout
    assert "Starting tile" in done.stdout and not re.search(r"\bst-[0-9]", done.stdout)   # names, never ids
    assert f"game left unfinished; it is saved to {tmp_path / 'teotihuacan-3.json'}" in done.stdout


@pytest.mark.parametrize("option, target, reason", [
    ("--save", "no/such/dir/g.json", "there is no folder"),
    ("--log", "folder", "is a folder; give a file name inside it"),
    ("--save", "plain-file/g.json", "is not a folder"),
])
def test_bad_output_paths_are_refused_before_the_game(tmp_path, capsys, option, target, reason):
    (tmp_path / "folder").mkdir()
    (tmp_path / "plain-file").write_text("x")
    code, out, err = run(capsys, "play", "--seed", "4", "--quiet", option, str(tmp_path / target))
    assert code == 2 and f"{option} {tmp_path / target}: " in err and reason in err
    assert "Final scores" not in out                 # no game was played


def test_simulate_checks_its_json_path_first(tmp_path, capsys):
    code, out, err = run(capsys, "simulate", "--games", "2", "--json", str(tmp_path / "no" / "r.json"))
    assert code == 2 and "--json" in err and "there is no folder" in err and "mean score" not in out


def test_a_save_that_fails_after_the_game_says_why_and_keeps_the_record(tmp_path, capsys, monkeypatch):
    target = tmp_path / "game.json"
    real_replace = os.replace

    def full_disk(source, destination):
        if Path(destination) == target:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_replace(source, destination)
    monkeypatch.setattr("teotl.output_file.os.replace", full_disk)
    monkeypatch.setenv("TMPDIR", str(tmp_path / "spare"))
    (tmp_path / "spare").mkdir()
    import tempfile
    monkeypatch.setattr(tempfile, "tempdir", None)
    code, out, err = run(capsys, "play", "--seed", "4", "--quiet", "--save", str(target))
    assert code == 1 and "Final scores" in out
    assert f"cannot write the game record to {target}: no space left on device" in err
    assert not target.exists() and not list(tmp_path.glob("*.tmp"))
    kept = list((tmp_path / "spare").glob("teotl-*.json"))
    assert len(kept) == 1 and f"written to {kept[0]} instead" in err
    assert json.loads(kept[0].read_text())["finished"] is True


def test_write_whole_follows_a_link_and_keeps_it(tmp_path):
    real, link = tmp_path / "real.json", tmp_path / "link.json"
    real.write_text("old")
    link.symlink_to(real)
    write_whole(link, "new")
    assert link.is_symlink() and real.read_text() == "new" and not list(tmp_path.glob("*.tmp"))


def test_write_whole_writes_into_a_pipe_instead_of_replacing_it(tmp_path):
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    received = []
    reader = threading.Thread(target=lambda: received.append(pipe.read_text()))
    reader.start()
    write_whole(pipe, "through the pipe")
    reader.join(timeout=10)
    assert received == ["through the pipe"] and stat.S_ISFIFO(pipe.stat().st_mode)


@pytest.mark.parametrize("name, reason", [("", "give a file name"), ("a\0b", "NUL"), ("x" * 5000, "cannot use")])
def test_impossible_names_have_a_reason(name, reason):
    assert reason in unwritable_reason(Path(name))
    with pytest.raises(WriteError):
        write_whole(Path(name), "text")
