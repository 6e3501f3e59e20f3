"""Components every player had (a player's own pieces, what the set-up gives everyone): their
win rate is 1/P by construction, so a balance report lists them apart instead of among the
components whose figures can tell something (teotl.balance.components, `shared`)."""
from __future__ import annotations

import io
import re
from types import SimpleNamespace

from rich.console import Console

from teotl.balance.changes import Change
from teotl.balance import components
from teotl.balance.components import ComponentSide, component_rows, split_shared
from teotl.balance.records import RecordedGame
from teotl.balance.report import markdown_report
from teotl.balance.terminal import print_summary
from teotl.compare import compare_results
from teotl.simulate import GameResult


def game(index, scores, events):
    ranking = tuple(sorted(range(len(scores)), key=lambda s: (-scores[s], s)))
    return RecordedGame(GameResult(index, index, ("x",) * len(scores), tuple(scores), ranking, 6, 3, 6, False),
                        tuple(events))


def both(cid):
    return [(0, "taken", cid, 1), (1, "taken", cid, 1)]


# "own": both seats in every game; "dealt": both seats in the games it was in, none in game 2;
# "some": both seats in game 0, one in game 1 (not shared); "x": one seat a game
GAMES = [
    game(0, (10, 8), both("own") + both("dealt") + both("some") + [(0, "taken", "x", 1)]),
    game(1, (5, 9), both("own") + both("dealt") + [(1, "taken", "some", 1), (1, "taken", "x", 1)]),
    game(2, (7, 7), both("own") + [(0, "used", "x", 1)]),
]
INFO = {cid: SimpleNamespace(name=name, type=kind) for cid, name, kind in (
    ("own", "Own tile", "worker"), ("dealt", "Dealt card", "card"), ("some", "Some card", "card"),
    ("x", "Crown", "card"))}


def test_a_component_every_seat_had_is_shared():
    own = ComponentSide.of(GAMES, "own")
    assert (own.holders, own.wins, own.every_seat) == (6, 3, True) and own.win_rate.mean == 0.5  # 1/P, always
    assert not own.versus_others.defined  # nobody to compare with
    assert ComponentSide.of(GAMES, "dealt").every_seat  # every seat whenever it was there
    assert not ComponentSide.of(GAMES, "some").every_seat and not ComponentSide.of(GAMES, "x").every_seat
    assert not ComponentSide.of(GAMES, "nowhere").every_seat  # nobody had it: nothing to say
    rows = {r.component: r for r in component_rows(GAMES, GAMES, INFO)}
    assert {cid for cid, r in rows.items() if r.shared} == {"own", "dealt"}
    telling, shared = split_shared(list(rows.values()))
    assert {r.component for r in telling} == {"some", "x"} and components.tests_of(list(rows.values())) == 4
    # a side where nobody had it does not make it telling: shared under A, absent under B
    nobody = [RecordedGame(g.result, ()) for g in GAMES]
    (row,) = [r for r in component_rows(GAMES, nobody, INFO) if r.component == "own"]
    assert row.sides[1].holders == 0 and row.shared


def test_the_report_lists_shared_components_apart():
    change = Change("house", "own", "copies", 3, 4)
    c = compare_results(GAMES, GAMES, ("base rules", "house"), ([], [change]), INFO)
    c.meta = {"agents": ["x"], "seed": 1}
    report = markdown_report(c)
    section = report[report.index("## Components"):report.index("## Game length")]
    tables, apart = section.split("### Every player had them")
    assert "(`own`)" not in tables and "(`dealt`)" not in tables        # not among the telling rows
    assert "| Crown (`x`) |" in tables and "| Some card (`some`) |" in tables
    assert "the 4 win rates of this section" in tables                   # the shared ones are not tests
    assert "The 2 components every player had are listed apart" in tables
    assert "its win rate is 1/2 by construction" in apart
    assert "| Own tile (`own`) | worker | 100 / 100 % |" in apart and "house: `copies`" in apart
    assert "| Dealt card (`dealt`) | card | 67 / 67 % |" in apart

    buffer = io.StringIO()
    print_summary(c, Console(file=buffer, width=200))
    printed = " ".join(buffer.getvalue().split())
    own_line = next(line for line in buffer.getvalue().splitlines() if "(own)" in line)
    assert re.search(r"every player\s*│\s*every player\s*│\s*—\s*│\s*—", own_line)  # no 50 % to misread
    assert "2 that every player had (a win rate of 1/2 by construction) listed apart" in printed
    assert "(dealt)" not in printed  # not changed, never notable


def test_no_shared_component_no_section():
    c = compare_results(GAMES, GAMES, ("A", "B"), ([], []), {k: v for k, v in INFO.items()})
    c.components = [r for r in c.components if not r.shared]
    c.meta = {"agents": ["x"], "seed": 1}
    report = markdown_report(c)
    assert "Every player had them" not in report and "listed apart" not in report


def test_with_several_agents_the_report_says_win_rates_mix_in_the_agent():
    mixed = [RecordedGame(GameResult(g.result.index, g.result.seed, ("greedy", "random"), g.result.scores,
                                     g.result.ranking, 6, 3, 6, False), g.events) for g in GAMES]
    c = compare_results(mixed, mixed, ("A", "B"), ([], []), INFO)
    c.meta = {"agents": ["greedy", "random"], "seed": 1}
    assert "Several agents play these games (greedy, random): a component's win rate also tells" in markdown_report(c)
    c = compare_results(GAMES, GAMES, ("A", "B"), ([], []), INFO)
    c.meta = {"agents": ["x"], "seed": 1}
    assert "Several agents" not in markdown_report(c)


def test_a_narrow_terminal_keeps_the_names_readable():
    """At 80 columns the components table leaves the score differences to report.md, so a name
    is not wrapped a word a line; from 110 columns it shows them."""
    change = Change("house", "x", "effect", "gain vp 1", "gain vp 2")
    c = compare_results(GAMES, GAMES, ("base rules", "house"), ([], [change]), INFO)
    c.meta = {"agents": ["x"], "seed": 1}
    for width, shown in ((80, False), (110, True)):
        buffer = io.StringIO()
        print_summary(c, Console(file=buffer, width=width))
        text = buffer.getvalue()
        assert ("vs others A" in text) is shown and ("is in report.md (or on a terminal of 110 columns)" in text) is not shown
        assert any("Crown (x) changed" in line for line in text.splitlines())  # one line


def test_a_change_to_a_component_nobody_took_is_told():
    """Cacao with Chocolatl takes the gold mines out of play: a house rule that changes one is a
    change with no occasion to act, and the report says so instead of listing it silently."""
    info = {**INFO, "ghost": SimpleNamespace(name="Ghost card", type="card"),
            "setup": SimpleNamespace(name="Set-up", type="rule")}
    changes = [Change("house", "ghost", "copies", 1, 3, name="Ghost card"), Change("house", "setup", "effect", "a", "b"),
               Change("house", "x", "effect", "gain vp 1", "gain vp 2")]
    c = compare_results(GAMES, GAMES, ("base rules", "house"), ([], changes), info)
    assert c.idle == [("ghost", "Ghost card")]  # not the rule (nothing of its type is taken), not the Crown
    c.meta = {"agents": ["x"], "seed": 1}
    assert "taken or used in none of these games, so the change had no occasion to act (a module may take it " \
           "out of play, or nobody wanted it): Ghost card (`ghost`)." in markdown_report(c)
    buffer = io.StringIO()
    print_summary(c, Console(file=buffer, width=200))
    assert "Changed but taken or used in none of these games (the change had no occasion to act): Ghost card (ghost)" \
        in " ".join(buffer.getvalue().split())
