"""The terminal view of `teotl play` shows every part of the state a player needs, for any rule
set: here the map graph of a module (M9's Empire) after its setup."""
from __future__ import annotations

from rich.console import Console

from teotl.agents import make_agent
from teotl.loading import load_runtime
from teotl.play import Table_
from teotl.runtime.game import Game


def test_map_graph_view_lists_nodes_with_their_pieces_and_marks():
    _, runtime = load_runtime(None, ["m6", "m9"], [], logging=False)
    game = Game(runtime, 2, 11)
    agents = [make_agent("random", 11, seat) for seat in range(2)]
    while not game.finished and not any(pieces for pieces, _ in game.state.maps.values()):
        game.answer(agents[game.pending.player].choose(game, game.pending))
    (map_id, (pieces, marks)), = game.state.maps.items()
    # the setup pushes: seat 1's warrior entered first and was pushed on by seat 2's
    console = Console(record=True, width=120)
    for table in Table_(runtime, ["P1", "P2"]).maps(game):
        console.print(table)
    text = console.export_text()
    assert runtime.components[map_id].name in text
    rows = {line.split("│")[1].strip(): line.split("│")[2].strip()
            for line in text.splitlines() if line.count("│") >= 4}
    node_ids = [n["id"] for n in runtime.components[map_id].data["nodes"]]
    assert [r for r in rows if r in node_ids] == node_ids           # every node, in declared order
    for node in node_ids:
        expected = sorted(f"P{owner + 1}{path[:1]}" for at, owner, path in pieces if at == node)
        assert sorted(rows[node].split()) == expected, node
    assert len(pieces) >= 1
