"""The terminal view of `teotl play` shows every part of the state a player needs, for any rule
set: here the map graph of a module (M9's Empire) after its setup, drawn by its kind."""
from __future__ import annotations

from teotl.agents import make_agent
from teotl.loading import load_runtime
from teotl.play import start
from teotl.play.log import LogReader
from teotl.play.pictures import graph_full
from teotl.play.words import Words
from teotl.server.labels import Labels
from teotl.server.view import play_text


def test_map_graph_picture_lists_nodes_with_their_pieces():
    ruleset, runtime = load_runtime(None, ["m6", "m9"], [])
    table = start(ruleset, runtime, 2, ["human", "human"], 11, ["m6", "m9"])
    agents = [make_agent("random", 11, seat) for seat in range(2)]
    game = table.game
    while not game.finished and not any(pieces for pieces, _ in game.state.maps.values()):
        game.answer(agents[game.pending.player].choose(game, game.pending))
        table.session.answered_by.append(0)
    (map_id, (pieces, marks)), = game.state.maps.items()
    labels = Labels(table.session.loaded, "en")
    words = Words(play_text(labels, table.names), table.names)
    view = LogReader(table.session, labels).view(0, 0)
    space, = [s for s in view["spaces"] if s["kind"] == "graph"]
    lines = [line.plain for line in graph_full(space, words, 80)]
    source = runtime.vocab.spaces[map_id].source                    # the graph `empire`, read from empire_map
    assert lines[0] == space["name"] == labels.component(source)
    drawn = [n["name"] for n in space["nodes"]]
    node_ids = [n["id"] for n in runtime.components[source].data["nodes"]]
    assert [n["id"] for n in space["nodes"]] == node_ids            # every node
    for node in space["nodes"]:
        line, = [l for l in lines[1:-1] if l.lstrip("│├┌ ").startswith(node["name"] + " ")
                 or l.lstrip("│├┌ ").split("  →")[0] == node["name"]]
        expected = sorted(words.letter(owner) + path[:1] for at, owner, path in pieces if at == node["id"])
        tokens = line.lstrip("│├┌ ")[len(node["name"]):].split("→")[0].split()
        assert sorted(tokens) == expected, (node["id"], line)
    assert len(pieces) >= 1 and len(drawn) == len(set(drawn))
