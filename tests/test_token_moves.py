"""Tokens on a ring space (interpreter/teotl/primitives/token_ring.py, docs/verbs.md "Tokens on a
ring"): `move_token` with its push chain, `back`, `place_token`, the event `landed` for every token
that lands (pushed ones included), the queries `token_slot`, `token_stop`, `token_board`; on the
mini game's ring of 4 boards (palace 1, forest 2, quarry 3, market 4)."""
from __future__ import annotations

import copy
import functools

import pytest

from minigame import GAME
from teotl.language import parse_effect
from teotl.model.decisions import EffectRun
from teotl.runtime.runtime import Runtime

RING = {"id": "stones", "kind": "ring", "stops": 3, "slots": 2, "points_at": [2, 3, 3, 4, 4, 1]}
WATCH = {"id": "watch", "type": "board", "triggers": ["on landed(space stones): gain cocoa 1"]}


def game_with(*spaces: dict) -> dict:
    game = copy.deepcopy(GAME)
    game["vocabulary"]["spaces"] = list(spaces)
    game["vocabulary"]["events"] = game["vocabulary"]["events"] + ["landed"]
    return game


@functools.lru_cache(maxsize=None)
def ring_runtime() -> Runtime:
    runtime = Runtime(game_with(RING), [WATCH])
    assert not runtime.problems, runtime.problems
    return runtime


def run_text(runtime, state, text: str, player: int = 0) -> EffectRun:
    return EffectRun(runtime.compiler.effect(parse_effect(text)).run(runtime.context(state, player)))


def value(runtime, state, text: str, player: int = 0) -> int:
    return runtime.compiler.expr(parse_effect(f"if ({text}) {{ nothing }}").stmts[0].condition)(
        runtime.context(state, player))


def started(players: int = 3, slots=(3, 1, 5)):
    runtime = ring_runtime()
    state = runtime.new_state(players, 0)
    state.tokens["stones"] = tuple(slots[:players])
    return runtime, state


def test_a_push_chain_moves_back_and_asks_each_owner_with_its_own_origin_excluded():
    """Player 0 (slot 3, stop 2) goes 1 stop back to stop 1 and takes slot 1, player 1's: player 1
    is pushed 1 stop back, to stop 3, and takes slot 5, player 2's, who goes on to stop 2 and may
    take slot 3 (player 0's origin, not its own): every owner asked in turn, keys = slot numbers."""
    runtime, state = started()
    run = run_text(runtime, state, "move_token stones back")
    asked = []
    for answer in ("1", "5", "3"):
        assert run.pending.kind == "slot"
        asked.append((run.pending.player, run.pending.keys()))
        run.answer(answer)
    assert run.finished
    assert asked == [(0, ["1", "2"]), (1, ["5", "6"]), (2, ["3", "4"])]
    assert state.tokens["stones"] == (1, 5, 3)


def test_forward_n_stops_and_a_token_never_returns_to_a_slot_it_held():
    runtime, state = started(2, (1, 4))
    run = run_text(runtime, state, "move_token stones (2)")          # stop 1 → stop 3
    assert run.pending.keys() == ["5", "6"]
    run.answer("6")
    assert run.finished and state.tokens["stones"] == (6, 4)
    runtime, state = started(2, (1, 2))
    run = run_text(runtime, state, "move_token stones (3)")          # all the way round: stop 1 again
    # slot 1 was its origin: slot 2 is the one choice (not asked); player 1 is pushed on to stop 2
    assert run.pending.player == 1 and run.pending.keys() == ["3", "4"]
    run.answer("4")
    assert run.finished and state.tokens["stones"] == (2, 4)


def test_landed_fires_for_every_owner_pushed_ones_included():
    runtime, state = started()
    run = run_text(runtime, state, "move_token stones back")
    for answer in ("1", "5", "4"):
        run.answer(answer)
    assert [p.counters.get("cocoa", 0) for p in state.players] == [1, 1, 1]
    landed = [(e["p"], e["slot"], e["pushed"]) for e in state.log if e["e"] == "landed"]
    assert landed == [(0, 1, False), (1, 5, True), (2, 4, True)]


def test_not_possible_off_the_ring_and_place_token_avoids_occupied_stops():
    runtime, state = started(3, (0, 1, 4))
    assert not runtime.compiler.effect(parse_effect("move_token stones")).can(runtime.context(state, 0))
    run = run_text(runtime, state, "place_token stones")
    assert run.pending.keys() == ["5", "6"]                          # stops 1 and 2 hold other tokens
    run.answer("5")
    assert run.finished and state.tokens["stones"] == (5, 1, 4) and state.players[0].counters["cocoa"] == 1


def test_a_ring_appears_when_its_first_token_is_placed():
    runtime = ring_runtime()
    state = runtime.new_state(2, 0)
    assert value(runtime, state, "token_slot(stones) == 0") and state.tokens == {}
    run_text(runtime, state, "place_token stones", 1).play(["3"])
    assert state.tokens == {"stones": (0, 3)}


@pytest.mark.parametrize("slot, stop, board", [(0, 0, 0), (1, 1, 2), (2, 1, 3), (3, 2, 3), (6, 3, 1)])
def test_token_slot_stop_and_board(slot, stop, board):
    runtime, state = started(2, (slot, 4))
    assert value(runtime, state, f"token_slot(stones) == {slot}")
    assert value(runtime, state, f"token_stop(stones) == {stop}")
    assert value(runtime, state, f"token_board(stones) == {board}")   # the printed number (palace 1 …)


@pytest.mark.parametrize("effect, code, words", [
    ("move_token nowhere", "E480", "must be a ring of vocabulary.spaces"),
    ("move_token stones sideways", "E407", "not `sideways`"),
    ("place_token stones (2)", "E407", "one ring space"),
    ("gain cocoa token_board(nowhere)", "E480", "must be a ring"),
])
def test_bad_arguments_are_clear_errors(effect, code, words):
    runtime = Runtime(game_with(RING), [{"id": "user", "type": "tile", "effect": effect}])
    assert [p.code for p in runtime.problems] == [code], runtime.problems
    assert words in runtime.problems[0].message and runtime.problems[0].hint



@pytest.mark.parametrize("old, new", [
    ("hop cocoa (4) (2) (1) up wood aim stone sets", "move_token R [(DISTANCE)] back"),
    ("hop cocoa (4) (2)", "on landed(space R): set COUNTER 1"),
    ("place_token cocoa (4) (2) up wood aim stone sets", "place_token R"),
])
def test_the_old_counter_ring_forms_say_what_to_write_now(old, new):
    runtime = Runtime(game_with(RING), [{"id": "user", "type": "tile", "effect": old}])
    assert [p.code for p in runtime.problems] == ["E403"], runtime.problems
    problem = runtime.problems[0]
    assert "is gone" in problem.message and new in problem.hint and "kind: ring" in problem.hint
    assert "token_board(R)" in problem.hint                          # what `aim COUNTER TABLE` became


def test_players_on_a_stop_run_as_each_of_them_in_turn_order():
    """Slots 3, 1, 4 (stops 2, 1, 2): `players_on(stones, 2)` from player 2 is players 2 then 0."""
    runtime, state = started(3, (3, 1, 4))
    run_text(runtime, state, "each p in players_on(stones, token_stop(stones)): gain wood seat + 1", 2).play([])
    assert [p.counters.get("wood", 0) for p in state.players] == [1, 0, 3]
    assert value(runtime, state, "count(p in players_on(stones, 1)) == 1")
    assert value(runtime, state, "count(p in players_on(stones, 3)) == 0")


@pytest.mark.parametrize("lang, seat, expected", [
    ("en", "Player", "Player 1’s token lands on the ring of altars, stop 2, space 1"),
    ("pt", "Jogador", "O marcador do Jogador 1 fica no anel dos altares, parada 2, espaço 1"),
    ("de", "Spieler", "Der Marker von Spieler 1 steht auf dem Altarring, Halt 2, Platz 1"),
    ("fr", "Joueur", "Le marqueur du Joueur 1 se trouve sur l’anneau des autels, arrêt 2, emplacement 1"),
])
def test_the_log_says_whose_token_landed_where(lang, seat, expected):
    from teotl.loading import load_runtime
    from teotl.text.play_text import PlayText
    ruleset, runtime = load_runtime(None, ["m6", "m8"], [], logging=False)
    text = PlayText(runtime, ruleset, lang, [f"{seat} 1", f"{seat} 2"])
    assert text.event({"e": "landed", "p": 0, "space": "altar_ring", "stop": 2, "slot": 1}, None) == expected
