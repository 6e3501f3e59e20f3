"""Whole games of Imperial Settlers with the Aztecs (rules/imperial-settlers): they play to the end
at 2, 3 and 4 players (5 with the variant), the same seed gives the same game byte for byte, in
this process and with 1 or 2 simulate workers; over many random games no player ever holds two
Blessing tokens of one colour, nor a second Defence token, and no card is in two places."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from settlers_support import COLOURS, RULES, play_game
from teotl.cli import main

BLESSINGS = [f"blessing_{c}" for c in COLOURS]


def no_card_twice(game) -> None:
    seen = Counter(cid for cards in game.state.supplies.values() for cid in cards)
    assert not [cid for cid, n in seen.items() if n > 1], [cid for cid, n in seen.items() if n > 1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_with_the_aztecs_plays_its_five_rounds_to_the_end(players):
    game = play_game(players, seed=11, agents="random")
    assert game.finished and not game.stopped_by_limit
    assert game.rounds == 5
    assert len(game.scores()) == players and all(score >= 0 for score in game.scores())
    # the end scoring gave 1 VP per Common and 2 per Faction location, and set the tie-breaks
    assert all("spare_goods" in p.counters for p in game.state.players)
    no_card_twice(game)


@pytest.mark.parametrize("players", [2, 4])
def test_the_core_game_alone_plays_to_the_end(players):
    game = play_game(players, seed=5, modules=(), agents="random")
    assert game.finished and not game.stopped_by_limit and game.rounds == 5
    no_card_twice(game)


def test_five_players_play_with_the_variant():
    game = play_game(5, seed=2, agents="random", variants=("five-players",))
    assert game.finished and game.rounds == 5 and len(game.scores()) == 5


@pytest.mark.parametrize("variants, aztecs", [((), 0), (("aztecs-second-seat",), 1)])
def test_the_aztecs_sit_at_seat_1_or_with_the_switch_at_seat_2(variants, aztecs):
    """RULINGS IS-Q31: seat 1 plays the Aztecs, the others the demo faction; `aztecs-second-seat`
    gives them to seat 2, so a balance report can tell the faction from the seat. The game plays
    to its end either way."""
    game = play_game(3, seed=4, agents="random", variants=variants)
    boards = [game.state.supplies[f"faction@{seat}"] for seat in range(3)]
    assert [board[0] == "aztec-board" for board in boards] == [seat == aztecs for seat in range(3)], boards
    assert all(b[0].startswith("demo-board") for seat, b in enumerate(boards) if seat != aztecs)
    assert game.finished and game.rounds == 5


def test_greedy_players_play_a_whole_game():
    game = play_game(3, seed=4, agents="greedy")
    assert game.finished and not game.stopped_by_limit
    assert max(game.scores()) >= 10           # they build: a greedy player scores, a passive one would not


def test_the_same_seed_gives_the_same_game_byte_for_byte():
    first = play_game(3, seed=21, agents="random")
    second = play_game(3, seed=21, agents="random")
    assert first.answers == second.answers
    assert json.dumps(first.state.to_json(), sort_keys=True) == json.dumps(second.state.to_json(), sort_keys=True)
    other = play_game(3, seed=22, agents="random")
    assert other.answers != first.answers


def test_nobody_ever_holds_two_blessings_of_one_colour_or_two_defence_tokens():
    """[S 63] "Cada facção não pode ter mais de 1 Bênção símbolo de uma determinada cor a qualquer
    momento"; IS-Q16: at most one Defence token. Checked after every answer of 40 random games."""
    checked = 0

    def check(game) -> None:
        nonlocal checked
        for player in game.state.players:
            counters = player.counters
            assert all(counters[b] <= 1 for b in BLESSINGS), {b: counters[b] for b in BLESSINGS}
            assert counters["tricolour"] <= 1 and counters["defence"] <= 1
            assert all(value >= 0 for value in counters.values())
        checked += 1

    blessed = 0
    for seed in range(40):
        game = play_game(2 + seed % 3, seed=100 + seed, agents="random", check=check)
        assert game.finished
        blessed += sum(1 for e in game.state.log if e.get("e") == "gain" and str(e.get("resource", "")).startswith("blessing_"))
    assert checked > 4000
    assert blessed > 0          # Blessings were gained in these games: the invariant was put to the test


def _simulate(tmp_path, workers: int) -> list:
    out = tmp_path / f"w{workers}.json"
    code = main(["simulate", "--rules", str(RULES), "--modules", "aztecs", "--players", "3", "--games", "6",
                 "--seed", "7", "--workers", str(workers), "--json", str(out)])
    assert code == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    return [(r["seed"], r["scores"], r["ranking"], r["turns"], r["decisions"]) for r in data["games"]]


def test_simulate_gives_the_same_games_with_one_and_two_workers(tmp_path, capsys):
    one = _simulate(tmp_path, 1)
    two = _simulate(tmp_path, 2)
    capsys.readouterr()
    assert one == two and len(one) == 6
