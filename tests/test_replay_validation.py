"""`teotl replay` refuses, with the reason, any record that is not whole and consistent, and never
ends in an internal error on a malformed one (teotl/record.py, teotl/cli_game.py). A record names
its rule set, so a game of another rule set replays without `--rules`."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from teotl.agents import make_agent
from teotl.cli import main
from teotl.runtime.game import Game
from teotl.loading import load_runtime
from teotl.record import MAX_RECORD_BYTES, make_record, rules_of

ROOT = Path(__file__).resolve().parent.parent


def played(modules=(), seed=2, players=2, root=None) -> dict:
    """The record of a whole game between random agents, as `play --save` writes it."""
    ruleset, runtime = load_runtime(root, list(modules), [])
    game = Game(runtime, players, seed)
    agents = [make_agent("random", seed, seat) for seat in range(players)]
    while not game.finished:
        game.answer(agents[game.pending.player].choose(game, game.pending))
    return make_record(game, ruleset.fingerprint, list(modules), [], ["random"] * players, rules_of(ruleset))


@pytest.fixture(scope="module")
def good() -> dict:
    return played()


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and "internal error" not in out + err
    return code, out, err


def replayed(tmp_path, capsys, record, *extra):
    path = tmp_path / "record.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record))
    return run(capsys, "replay", str(path), *extra)


def test_a_whole_record_replays(tmp_path, capsys, good):
    assert good["finished"] and good["rules"] == {"id": "teotihuacan", "name": "teotihuacan"}
    code, out, _ = replayed(tmp_path, capsys, good)
    assert code == 0 and "the game is over" in out


def test_answers_cut_short_of_a_finished_game_are_refused(tmp_path, capsys, good):
    """The issue's case: it replayed with exit 0 and no word."""
    code, _, err = replayed(tmp_path, capsys, {**good, "answers": good["answers"][:-3]})
    assert code == 1 and "says the game is finished" in err and "cut short or edited" in err
    code, _, err = replayed(tmp_path, capsys, {**good, "answers": good["answers"][:-3]}, "--until", "10")
    assert code == 1 and "cut short" in err            # the whole record is checked, not only its start


@pytest.mark.parametrize("change, message", [
    (lambda r: {**r, "scores": [r["scores"][0] + 1, r["scores"][1]]}, "the record's scores"),
    (lambda r: {**r, "scores": list(reversed(r["scores"]))}, "the record's scores"),
    (lambda r: {**r, "finished": False, "scores": None}, "says the game is unfinished, but its"),
    (lambda r: {**r, "finished": False}, "unfinished but gives `scores`"),
    (lambda r: {**r, "scores": None}, "one whole number per player"),
    (lambda r: {**r, "scores": [1]}, "one whole number per player"),
    (lambda r: {**r, "scores": ["1", "2"]}, "one whole number per player"),
    (lambda r: {**r, "finished": "yes"}, "`finished` is missing or is not true or false"),
    (lambda r: {k: v for k, v in r.items() if k != "finished"}, "`finished` is missing"),
])
def test_altered_outcomes_are_refused(tmp_path, capsys, good, change, message):
    code, _, err = replayed(tmp_path, capsys, change(good))
    assert code == 1 and message in err


@pytest.mark.parametrize("players, message", [
    (0, "a game has 1 to 100 players"), (-1, "a game has 1 to 100 players"), (1000, "a game has 1 to 100 players"),
    (5, "but this game takes 1 to 4"), (True, "`players` is missing or is not a whole number"),
    (2.0, "is not a whole number"), ("2", "is not a whole number"),
])
def test_player_counts_out_of_range_are_refused(tmp_path, capsys, good, players, message):
    scores = [0] * players if type(players) is int and 0 < players < 100 else good["scores"]
    code, _, err = replayed(tmp_path, capsys, {**good, "players": players, "scores": scores})
    assert code == 1 and message in err


@pytest.mark.parametrize("field, value, message", [
    ("modules", [["m6"]], "`modules` must be a list of strings"),
    ("modules", "m6", "`modules` is missing or is not a list"),
    ("modules", [""], "empty or overlong name"),
    ("variants", [1], "`variants` must be a list of strings"),
    ("agents", [None], "`agents` must be a list of strings"),
    ("answers", [1, 2], "`answers` must be a list of strings"),
    ("seed", 10 ** 40, "at most 30 digits"),
    ("seed", "7", "`seed` is missing or is not a whole number"),
    ("rules", {"id": "teotihuacan"}, "field `rules` must be"),
    ("rules", {"id": "teotihuacan", "name": "../etc"}, "names no shipped rule set"),
    ("rules", {"id": "teotihuacan", "name": "nothing-like-it"}, "which this teotl does not ship"),
    ("rules", {"id": "teotihuacan", "path": "/no/such/rules"}, "at /no/such/rules, which is not there"),
    ("rules", {"id": "cacao", "name": "teotihuacan"}, "the record is a game of 'cacao'"),
    ("version", 10 ** 4000, "is not supported"),
])
def test_fields_of_the_wrong_type_or_range_are_refused(tmp_path, capsys, good, field, value, message):
    code, _, err = replayed(tmp_path, capsys, {**good, field: value})
    assert code == 1 and message in err
    assert len(err) < 600                              # one line, not the value of a huge field


def test_a_seed_of_five_thousand_digits_is_refused(tmp_path, capsys, good):
    text = json.dumps(good).replace(f'"seed": {good["seed"]}', '"seed": ' + "7" * 5000)
    code, _, err = replayed(tmp_path, capsys, text)
    assert code == 1 and "not a game record" in err and "digits" in err


def test_json_nested_fifty_thousand_deep_is_refused(tmp_path, capsys):
    code, _, err = replayed(tmp_path, capsys, "[" * 50_000 + "]" * 50_000)
    assert code == 1 and "nests too deeply" in err
    code, _, err = replayed(tmp_path, capsys, '{"a": ' * 50_000 + "1" + "}" * 50_000)
    assert code == 1 and "nests too deeply" in err


@pytest.mark.parametrize("content, message", [
    (b"\xff\xfe not text", "is not UTF-8 text"), (b"", "not valid JSON"), (b"NaN", "not a teotl game record"),
    (b"\0" * 100, "not valid JSON"),
])
def test_files_that_are_no_json_record_are_refused(tmp_path, capsys, content, message):
    path = tmp_path / "record.json"
    path.write_bytes(content)
    code, _, err = run(capsys, "replay", str(path))
    assert code == 1 and message in err


def test_a_huge_file_is_never_read_whole(tmp_path, capsys):
    path = tmp_path / "big.json"
    with path.open("wb") as out:
        out.truncate(MAX_RECORD_BYTES + 10)            # a sparse file: cheap to make
    code, _, err = run(capsys, "replay", str(path))
    assert code == 1 and "more than 16 MB" in err


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_dev_zero_is_refused_without_reading_it_all(capsys):
    code, _, err = run(capsys, "replay", "/dev/zero")
    assert code == 1 and "more than 16 MB" in err


def test_a_folder_is_refused(tmp_path, capsys):
    code, _, err = run(capsys, "replay", str(tmp_path))
    assert code == 1 and "is a folder" in err


def test_a_module_game_replays_with_its_modules(tmp_path, capsys):
    record = played(["m6", "m8"], seed=3)
    code, out, _ = replayed(tmp_path, capsys, record)
    assert code == 0 and "the game is over" in out
    code, _, err = replayed(tmp_path, capsys, {**record, "modules": ["m6"]})
    assert code == 1 and "made with other rules" in err


def test_a_record_names_a_rule_set_outside_teotl_and_replays_without_rules(tmp_path, capsys):
    mine = tmp_path / "my-rules"
    shutil.copytree(ROOT / "rules" / "teotihuacan", mine)
    record = played(seed=5, root=mine)
    assert record["rules"] == {"id": "teotihuacan", "path": str(mine.resolve())}
    code, out, _ = replayed(tmp_path, capsys, record)
    assert code == 0 and "the game is over" in out
    shutil.rmtree(mine)
    code, _, err = replayed(tmp_path, capsys, record)
    assert code == 1 and "not there any more; give it with --rules DIR" in err


def test_an_older_record_without_rules_replays_with_the_shipped_set(tmp_path, capsys, good):
    older = {key: value for key, value in good.items() if key != "rules"}
    code, out, _ = replayed(tmp_path, capsys, older)
    assert code == 0 and "the game is over" in out


def test_play_writes_the_rule_set_into_the_record(tmp_path, capsys):
    path = tmp_path / "g.json"
    code, _, _ = run(capsys, "play", "--seed", "3", "--quiet", "--agents", "random", "--save", str(path))
    assert code == 0
    assert json.loads(path.read_text())["rules"] == {"id": "teotihuacan", "name": "teotihuacan"}
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and "the game is over" in out


def test_paths_that_look_like_markup_are_printed_as_they_are(tmp_path, capsys):
    """`[/x]` in a path was read as a rich closing tag: an internal error after the whole game."""
    folder = tmp_path / "a[/x]"
    folder.mkdir(parents=True)
    path = folder / "g.json"
    code, out, _ = run(capsys, "play", "--seed", "3", "--quiet", "--agents", "random", "--save", str(path))
    assert code == 0 and f"game record written to {path}" in out.replace("\n", "")
    code, out, _ = run(capsys, "replay", str(path), "--until", "-3")
    assert code == 0 and f"{path}: 1 player, seed 3, 0 of" in out.replace("\n", "")
