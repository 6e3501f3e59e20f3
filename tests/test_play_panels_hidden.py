"""What the players' panels leave out (rule files' `hidden: true`, teotl/play/panels.py): the rules'
bookkeeping of Cacao's huts (the Farmer's fruit count) and of M8 (the Shaman's ring position,
shown instead as the board it points at) is never in a panel, a preview or a log line; and at
80×24 your goods stay under your score even beside a long hand (Imperial Settlers)."""
from __future__ import annotations

import re

from teotl import paths
from teotl.loading import load_runtime
from teotl.play import screen, start
from teotl.play.log import LogReader
from teotl.play.panels import own_panel
from teotl.play.words import Words
from teotl.server.labels import Labels
from teotl.server.view import play_text


def views(rules: str, modules: list[str], players: int, seed: int, steps: int):
    """Seat 0's view before each of its decisions in a seeded game of greedy bots."""
    ruleset, runtime = load_runtime(paths.shipped_rulesets()[rules], modules, [])
    table = start(ruleset, runtime, players, ["greedy"] * players, seed, modules, [], {"id": rules, "name": rules})
    labels = Labels(table.session.loaded, "en")
    reader = LogReader(table.session, labels)
    words = Words(play_text(labels, table.names), table.names)
    for _ in range(steps):
        if table.game.finished:
            break
        decision = table.game.pending
        if decision.player == 0:
            yield reader.view(0, 100), words
        table.session.game.answer(table.agents[decision.player].choose(table.session.game, decision))
        table.session.answered_by.append(decision.player)


def test_the_shaman_is_shown_by_its_token_on_the_altar_ring_with_the_board_it_points_at():
    boards = turns = 0
    for view, words in views("teotihuacan", ["m6", "m8"], 3, 5, 120):
        for player in view["players"]:
            assert [t["space"] for t in player["tokens"]] in ([], ["altar_ring"])    # one line per ring
            for token in player["tokens"]:                                   # once the Shaman is placed
                assert re.fullmatch(r"The ring of altars: Stop [1-4], space [12], by .+", token["text"]), token
                assert "  " + token["text"] in [line.plain for line in own_panel(player, words, view)]  # teotl play
                boards += 1
        for option in (view["decision"] or {}).get("options") or []:           # no "gain 3 Shaman’s space"
            assert not re.search(r"\d Shaman’s (space|board)", option.get("preview") or ""), option
        for entry in view["log"]:
            assert "Activate Shaman this turn" not in entry["text"]          # the flag shaman_turn: a signal
        assert not any(f["id"] == "shaman_turn" for p in view["players"] for f in p["flags"])
        turns += any(e["text"].startswith("Player 1’s token lands on the ring of altars, stop") for e in view["log"])
    assert boards and turns


def test_the_farmers_count_is_never_shown():
    seen = 0
    for view, _ in views("cacao", ["huts"], 2, 3, 400):
        seen += 1
        for player in view["players"]:
            assert "fruit_this_turn" not in {c["id"] for c in player["counters"]}
        assert not any("stored this turn" in entry["text"] for entry in view["log"])
        assert not any("stored this turn" in (o.get("preview") or "") for o in view["decision"]["options"])
    assert seen > 20


def test_your_goods_stay_on_the_80x24_screen_beside_a_long_hand():
    for view, words in views("imperial-settlers", ["aztecs"], 2, 4, 400):
        me = next(p for p in view["players"] if p["you"])
        values = {c["name"]: c["value"] for c in me["counters"] if c["id"] != view["score"]["id"]}
        hand = sum(len(s["components"]) for s in me["supplies"] if s["visible"])
        if hand >= 12 and any(values.values()):
            break
    else:
        raise AssertionError("no long hand in this game")
    lines = [line.plain for line in screen.prompt_screen(view, words, screen.Screen(80, 24))]
    text = " ".join(lines[:6])
    for name, value in values.items():
        if value:
            assert f"{name} {value}" in text.replace("\n", " "), name          # under your score
        else:
            assert f"{name} 0" not in text                                     # a zero: only in show
    full = [line.plain for line in own_panel(me, words, view)]
    assert any(f"{name} 0" in " ".join(full) for name, value in values.items() if not value)
