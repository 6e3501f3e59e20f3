"""A whole tile-laying game on the grid primitives, played to the end by random agents: the same
seed gives the same game byte for byte, a record of answers replays it, and what the rules say is
legal is what lies on the grid at the end."""
from __future__ import annotations

import json

import pytest

from teotl.agents import make_agent
from teotl.model.decisions import IllegalAnswer
from teotl.runtime.game import Game

from spaces_support import GAME, SITES, TILE_RULE, TILES, runtime

FLOW = {"setup": "setup", "player_setup": "deal", "turn": "turn", "after_turn": "after",
        "game_over": "turns >= 6", "final": "final", "score": "vp"}

# The turn: lay a tile from the hand on an odd square next to a site (or pay 2 coin to cover one
# of your own tiles once); the new tile's pips facing sites pay coin × the site's coin; every
# empty square now between 2 tiles gets a site from the display, and the pips of every tile
# facing it pay their owners; a tile between 2 sites moves the river on.
TURN = (
    "choose { "
    f"place hand on field rotated where ({TILE_RULE}); "
    "each n in neighbours(placed) where has(n, site): gain coin edge(placed, n, pips) * datum(n, coin); "
    "if touching(placed, site) >= 2 { advance river }; "
    "each s in neighbours(placed) where empty(s) and touching(s, tile) >= 2: { "
    "place display on field at (s) free; "
    "each n in neighbours(placed) where owner(n) >= 0: as owner(n): gain coin edge(n, placed, pips) * datum(placed, coin) } "
    "| require coin >= 2; pay coin 2 -> place hand on field over rotated free where (owner(cell) == seat and layers(cell) == 1) "
    "}")
COMPONENTS = [
    {"id": "setup", "type": "rule", "effect": (
        "fill pile site; fill pile site; fill pile site; shuffle pile; place pile on field free; refill display pile (2); "
        "fill stock tile; fill stock tile; shuffle stock")},
    {"id": "deal", "type": "rule", "effect": "deal stock hand (3)"},
    {"id": "turn", "type": "rule", "effect": TURN},
    {"id": "after", "type": "rule", "effect": "refill display pile (2); deal stock hand (1); set turns (turns + 1)"},
    {"id": "final", "type": "rule", "effect": "gain vp coin + 10 + value(river)"},
]


def tile_game():
    return runtime(*COMPONENTS, game={**GAME, "flow": FLOW})


def play_out(rt, seed: int) -> Game:
    game = Game(rt, players=2, seed=seed)
    agents = [make_agent("random", seed, seat) for seat in range(2)]
    while not game.finished:
        game.answer(agents[game.pending.player].choose(game, game.pending))
    return game


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_the_tile_game_plays_to_the_end_by_its_rules(seed):
    game = play_out(tile_game(), seed)
    assert game.finished and not game.stopped_by_limit and game.turns == 6
    grid = game.state.cells["field"]
    sites = {cell: stack for cell, stack in grid.items() if stack[-1][0] in {s["id"] for s in SITES}}
    tiles = {cell: stack for cell, stack in grid.items() if cell not in sites}
    assert (0, 0) in sites                                        # the first site went to the origin
    assert all((r + c) % 2 == 1 for r, c in tiles) and all((r + c) % 2 == 0 for r, c in sites)
    assert all(layer[1] in (0, 1) for stack in tiles.values() for layer in stack)   # tiles: a seat's
    assert all(layer[1] == -1 for stack in sites.values() for layer in stack)       # sites: nobody's
    placed_tiles = sum(len(stack) for stack in tiles.values())
    assert placed_tiles == 6                                       # one tile a turn, laid or covering
    in_hands = sum(len(v) for k, v in game.state.supplies.items() if k.startswith("hand@"))
    assert placed_tiles + in_hands + len(game.state.supplies["stock"]) == 2 * len(TILES)
    values = [-3, -1, 0, 2, 5]
    for player in game.state.players:
        assert player.counters["vp"] == player.counters["coin"] + 10 + values[player.tracks["river"]]
    assert any(e["e"] == "place" for e in game.state.log)


def test_the_same_seed_gives_the_same_game_and_the_answers_replay_it():
    rt = tile_game()
    first, second = play_out(rt, 7), play_out(tile_game(), 7)
    assert first.answers == second.answers and len(first.answers) > 6
    assert json.dumps(first.state.to_json(), sort_keys=True) == json.dumps(second.state.to_json(), sort_keys=True)
    kinds = set()
    replay = Game(rt, players=2, seed=7)
    for answer in first.answers:
        kinds.add(replay.pending.kind)
        replay.answer(answer)
    assert replay.finished and replay.state.to_json() == first.state.to_json()
    assert replay.scores() == first.scores() and {"cell", "rotation"} <= kinds
    with pytest.raises(IllegalAnswer):
        replay.answer("0,0")
