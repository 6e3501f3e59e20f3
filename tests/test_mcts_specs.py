"""Agent specs with a budget (`mcts:200`, `mcts:2.5s`, teotl.agents.specs) and `--think`: read
right, refused with one clear line otherwise — from the API and from the command line."""
from __future__ import annotations

import json

import pytest

from teotl.agents import AGENTS, AgentSpecError, make_agent
from teotl.agents.specs import parse_spec, with_think
from teotl.cli import main

KNOWN = set(AGENTS) | {"human"}


@pytest.mark.parametrize("text, expected", [
    ("mcts", ("mcts", {})),
    ("mcts:200", ("mcts", {"iterations": 200})),
    ("mcts:1", ("mcts", {"iterations": 1})),
    ("mcts:2.5s", ("mcts", {"seconds": 2.5})),
    ("mcts:.5s", ("mcts", {"seconds": 0.5})),
    ("greedy", ("greedy", {})),
    ("greedy:5", ("greedy", {"continuations": 5})),
])
def test_specs_are_read(text, expected):
    assert parse_spec(text, KNOWN) == expected


@pytest.mark.parametrize("text, message", [
    ("mcts:abc", "mcts:abc: the budget is a whole number of iterations per decision (mcts:200) "
                 "or seconds of thinking (mcts:2.5s)"),
    ("mcts:-1", "mcts:-1: the number of iterations must be at least 1 (e.g. mcts:200)"),
    ("mcts:0", "mcts:0: the number of iterations must be at least 1"),
    ("mcts:", "mcts:: the budget is a whole number"),
    ("mcts:0s", "mcts:0s: the thinking time must be more than 0 seconds"),
    ("mcts:99999999999", "mcts:99999999999: at most 10000000 iterations per decision"),
    ("random:5", "random:5: the agent 'random' takes no budget (write random; budgets are for greedy and mcts)"),
    ("greedy:0", "greedy:0: the number of continuations must be between 1 and 50 (e.g. greedy:5)"),
    ("greedy:51", "greedy:51: the number of continuations must be between 1 and 50"),
    ("greedy:2s", "greedy:2s: the budget of greedy is a whole number of continuations per option at a turn's "
                  "first decision (e.g. greedy:5; the default is 3)"),
    ("mcst:5", "unknown agent 'mcst' (did you mean `mcts`?)"),
])
def test_bad_specs_say_what_to_write(text, message):
    with pytest.raises(AgentSpecError) as refused:
        parse_spec(text, KNOWN)
    assert str(refused.value).startswith(message)
    with pytest.raises(ValueError):  # make_agent refuses the same way (AgentSpecError is a ValueError)
        make_agent(text, 1, 0)


def test_a_budget_reaches_the_agent():
    assert make_agent("greedy:7", 5, 1).continuations == 7
    assert make_agent("greedy", 5, 1).continuations == 3
    agent = make_agent("mcts:37", 5, 1)
    assert (agent.iterations, agent.seconds) == (37, None)
    assert make_agent("mcts:1.5s", 5, 1).seconds == 1.5


def test_think_gives_every_search_seat_a_time_budget():
    assert with_think(["mcts", "greedy", "mcts:200"], 2.0) == ["mcts:2s", "greedy", "mcts:2s"]
    assert with_think(["mcts", "greedy"], None) == ["mcts", "greedy"]
    with pytest.raises(AgentSpecError, match="no seat is one"):
        with_think(["greedy", "human"], 1.0)


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


@pytest.mark.parametrize("command", ["simulate", "play", "compare"])
@pytest.mark.parametrize("spec, message", [
    ("mcts:abc", "error: mcts:abc: the budget is a whole number of iterations"),
    ("mcts:-1", "error: mcts:-1: the number of iterations must be at least 1"),
])
def test_the_command_line_refuses_bad_budgets_in_one_line(capsys, command, spec, message):
    extra = ["--variant", "house-rich-start"] if command == "compare" else []
    code, out, err = run(capsys, command, "--agents", f"{spec},random", *extra)
    assert code == 2
    assert f"teotl {command}: {message}" in err


@pytest.mark.parametrize("argv, message", [
    (["play", "--think", "0"], "argument --think: the thinking time must be more than 0 seconds"),
    (["play", "--think", "soon"], "argument --think: 'soon' is not a number of seconds"),
    (["simulate", "--think", "-2"], "argument --think: the thinking time must be more than 0 seconds"),
    (["simulate", "--agents", "greedy", "--think", "1"], "--think sets the thinking time of mcts seats"),
    (["play", "--think", "1", "--quiet"], "--think sets the thinking time of mcts seats"),
])
def test_the_command_line_refuses_a_think_it_cannot_use(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and message in err


def test_simulate_with_think_plays_mcts_on_a_time_budget(capsys, tmp_path):
    target = tmp_path / "out.json"
    code, out, err = run(capsys, "simulate", "--agents", "mcts:3,random", "--games", "1", "--workers", "1",
                         "--think", "0.002", "--json", str(target))
    assert code == 0
    results = json.loads(target.read_text())
    assert results["meta"]["agents"] == ["mcts:0.002s", "random"]
    assert "agent mcts:0.002s" in out


def test_play_with_think_gives_the_mcts_seat_a_time_budget_and_says_so(capsys, tmp_path):
    record = tmp_path / "game.json"
    code, out, err = run(capsys, "play", "--agents", "mcts,random", "--think", "0.001", "--seed", "3",
                         "--quiet", "--save", str(record))
    assert code == 0 and err == ""
    saved = json.loads(record.read_text())
    assert saved["agents"] == ["mcts:0.001s", "random"] and saved["finished"]
    code, out, err = run(capsys, "play", "--help")
    assert "--think SECONDS" in out and "teotl play --agents human,mcts --think 2" in out


def test_docs_agents_documents_budgets_and_think():
    from pathlib import Path
    text = (Path(__file__).resolve().parent.parent / "docs" / "agents.md").read_text(encoding="utf-8")
    for needed in ("mcts:200", "mcts:2.5s", "--think SECONDS", "teotl play --agents human,mcts --think 2",
                   "python benchmarks/strength_table.py", "<!-- strength-table -->"):
        assert needed in text, needed
