"""The in-game commands of `teotl play` (teotl/play/commands.py, replies.py): show, explain, log,
options, help, answers by name, and bad replies — each ends in a clear line and the prompt."""
from __future__ import annotations

import itertools

from rich.console import Console

from teotl import paths
from teotl.loading import load_runtime
from teotl.model.decisions import Decision, Option
from teotl.play import play, read_reply, start


def session_output(replies, rules="teotihuacan", agents=("human", "random"), tmp=None):
    ruleset, runtime = load_runtime(paths.shipped_rulesets()[rules], [], [])
    table = start(ruleset, runtime, len(agents), list(agents), 4, [], [], {"id": rules, "name": rules})
    console = Console(record=True, width=80, height=24, color_system=None)
    count = itertools.count()

    def ask(prompt):
        number = next(count)
        if number >= len(replies):
            raise EOFError
        return replies[number]
    play(table, console, ask, size=(80, 24))
    return table, console.export_text()


def test_explain_show_log_options_and_help(tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    table, out = session_output(["explain 1", "explain forest", "explain no such thing", "show", "log 3",
                                 "options", "help", "log x", "explain", "show st-07"])
    assert "Starting tile" in out and "(starting tile)" in out          # an option's component, by number
    assert "Worship benefit:" in out and " │ " in out                     # the Forest by name, its grid aligned
    assert "nothing here is called “no such thing”" in out
    assert "The boards, clockwise" in out and "Supplies" in out           # show: the whole state
    assert "The commands:" in out and "undo: take back your last answer" in out
    assert "'x' is not a number of lines: log, or log 20" in out
    assert "give a name or an option’s number: explain NAME" in out
    assert "Starting tile 7 (starting tile)" in out                      # show ID: a component by its id
    assert out.count("(type 1-4, or help)") >= 4                        # the question again after each
    assert table.game.answers == []                                    # none of it answered anything


def test_an_answer_by_the_start_of_a_name():
    decision = Decision(player=0, kind="choose", prompt="what?",
                        options=(Option("a", "", None), Option("b", "", None), Option("c", "", None)))
    labels = ["Collect Cocoa", "Main Action", "Main Road"]
    assert read_reply("collect", decision, labels) == ("answer", "a")
    assert read_reply("Main Action", decision, labels) == ("answer", "b")
    kind, line = read_reply("main", decision, labels)
    assert kind == "refused" and line == "'main' fits several options (2, 3): type the number"
    assert read_reply("m", decision, labels)[0] == "refused"            # one letter is not a name


def test_a_cell_by_its_coordinates(tmp_path, monkeypatch):
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    table, out = session_output(["1", "0,-1"], rules="cacao")
    assert "Where on the jungle" in out and table.game.answers[1] == "0,-1"


def test_whatever_is_typed_the_game_goes_on_without_an_error(tmp_path, monkeypatch):
    """Lines a player might type, in a seeded random order, for 250 prompts of each game: every
    one is an answer, a command or a refusal, never an error."""
    import random
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    lines = ["1", "2", "3", "9", "0", "-1", "undo", "help", "show", "show 1", "explain 2", "explain x", "log",
             "log 5", "log -2", "options", "save", f"save {tmp_path / 'g.json'}", "save /no/such/dir/g.json",
             "[red]x[/]", "", "  ", "quit", "n", "²", "yes", "Main", "the", "0,0", "1,-1", "\x1b[2J", "x" * 500]
    for rules in ("teotihuacan", "cacao", "imperial-settlers"):
        rng = random.Random(rules)
        table, out = session_output([rng.choice(lines) for _ in range(250)], rules=rules)
        assert "Traceback" not in out and "internal error" not in out
        assert "game left unfinished" in out or table.game.finished
