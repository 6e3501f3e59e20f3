"""The screen of `teotl play` (teotl/play/screen.py): it fits 80×24 at every prompt of every
shipped game, uses two columns when wider, shows your hand and never another seat's."""
from __future__ import annotations

import random

import pytest

from teotl import paths
from teotl.loading import load_runtime
from teotl.play import start
from teotl.play.log import LogReader
from teotl.play.screen import Screen, full_state, prompt_screen
from teotl.play.words import Words
from teotl.server.labels import Labels
from teotl.server.view import play_text


def table_of(rules: str, modules: list[str], agents: list[str], seed: int = 3):
    ruleset, runtime = load_runtime(paths.shipped_rulesets()[rules], modules, [])
    return start(ruleset, runtime, len(agents), agents, seed, modules, [], {"id": rules, "name": rules})


def screens(table, width: int, height: int, every: int = 7, limit: int = 400, seat: int = 0):
    """(view, screen lines) at every `every`-th decision of `seat`, the game played at random."""
    labels = Labels(table.session.loaded, "en")
    words = Words(play_text(labels, table.names), table.names)
    reader = LogReader(table.session, labels)
    rng = random.Random(5)
    count = 0
    game = table.game
    while not game.finished and count < limit:
        decision = game.pending
        if decision.player == seat and count % every == 0:
            view = reader.view(seat, height)
            yield view, prompt_screen(view, words, Screen(width, height))
        game.answer(decision.options[rng.randrange(len(decision.options))].key)
        table.session.answered_by.append(decision.player)
        count += 1


CASES = [("teotihuacan", [], 2), ("teotihuacan", ["m6", "m7", "m8", "m9"], 3), ("cacao", [], 3),
         ("imperial-settlers", ["aztecs"], 2)]


@pytest.mark.parametrize("rules, modules, players", CASES)
@pytest.mark.parametrize("width, height", [(80, 24), (160, 50)])
def test_every_screen_fits_and_shows_the_question_and_its_options(rules, modules, players, width, height):
    table = table_of(rules, modules, ["human"] * players)
    seen = 0
    for view, lines in screens(table, width, height):
        seen += 1
        text = [line.plain for line in lines]
        assert len(lines) <= height - 1, "\n".join(text)
        assert all(line.cell_len <= width for line in lines), [t for t in text if len(t) > width]
        decision = view["decision"]
        assert any(decision["prompt"][:30] in t for t in text)
        shown = [t for t in text if t.lstrip().startswith(tuple(f"{n}. " for n in range(1, 100)))]
        numbers = sum(t.count(". ") for t in shown)
        assert numbers >= min(len(decision["options"]), 2) or any("more" in t for t in text)
        assert text[0].startswith(view["game"]["title"][:20])
    assert seen >= 3


def _names_in(player: dict, visible: bool) -> set[str]:
    return {c["name"] for hand in player["supplies"] if hand["visible"] == visible for c in hand["components"] or ()}


def test_your_hand_is_shown_and_no_other_hand_is():
    table = table_of("imperial-settlers", ["aztecs"], ["human", "human"])
    components = table.session.loaded.runtime.components
    checked = 0
    for view, lines in screens(table, 80, 24, every=3):
        text = [line.plain for line in lines]
        panels = text[:next(i for i, t in enumerate(text) if t.startswith("─"))]   # above the log
        you, other = view["players"]
        for hand in (h for h in you["supplies"] if h["id"] == "hand"):
            assert any(t.strip().startswith(hand["name"] + ": " + hand["components"][0]["name"]) for t in panels)
        theirs = {components[c.partition("#")[0]].name for c in table.game.state.supplies.get("hand@1", ())}
        public = {c["name"].rsplit(" (", 1)[0] for s in view["supplies"] if s["visible"] for c in s["components"]}
        public |= {c["name"].rsplit(" (", 1)[0] for h in you["supplies"] if h["visible"] for c in h["components"]}
        for name in theirs - public:
            assert not any(name in t for t in panels), (name, panels)
        checked += 1
    assert checked >= 3


def test_show_draws_every_space_of_the_game():
    table = table_of("teotihuacan", ["m6", "m9"], ["human", "human"])
    for view, _ in screens(table, 80, 24, every=1, limit=40):
        pass
    labels = Labels(table.session.loaded, "en")
    words = Words(play_text(labels, table.names), table.names)
    lines = [line.plain for line in full_state(LogReader(table.session, labels).view(0, 0), words, 80)]
    text = "\n".join(lines)
    for needed in ("The boards, clockwise", "Pyramid", "Tracks", "Supplies", "The blue temple"):
        assert needed in text, needed
    grid_header = next(i for i, line in enumerate(lines) if line.strip().startswith("0  1  2"))
    assert lines[grid_header + 1].strip().startswith("0 ")        # row numbers down the side


def test_the_readme_shows_a_real_turn_at_80x24():
    from pathlib import Path
    text = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    section = text.split("## Play in the terminal", 1)[1]
    capture = section.split("```")[3].strip("\n").splitlines()       # the block after the commands
    assert 12 <= len(capture) <= 24 and all(len(line) <= 80 for line in capture)
    assert capture[-1].startswith(">") and any(line.startswith(" 1. ") for line in capture)
    assert "show · explain NAME · log · help · undo · save FILE · quit" in section


def test_the_log_window_says_how_many_new_lines_are_above_it(tmp_path, monkeypatch):
    import itertools
    import re
    from rich.console import Console
    from teotl.play import play
    monkeypatch.setenv("TEOTL_SAVE_DIR", str(tmp_path))
    table = table_of("teotihuacan", [], ["human", "random"])
    console = Console(record=True, width=80, height=24, color_system=None)
    count = itertools.count()

    def ask(prompt):
        if next(count) >= 3:
            raise EOFError
        return "1"
    play(table, console, ask, size=(80, 24))
    found = re.findall(r"… (\d+) more new lines above: type log (\d+) to read them all", console.export_text())
    assert found and all(int(total) > int(above) > 0 for above, total in found)


def test_a_cards_whole_text_is_shown_under_its_option_when_the_screen_has_the_lines():
    """Imperial Settlers' first draft at 140×50 (seed 3): Wood Storage's text is longer than a line;
    it is folded under its label, not cut, and the 'then …' tail that only tells what is asked next
    is left out."""
    table = table_of("imperial-settlers", ["aztecs"], ["human", "greedy"])
    view, lines = next(screens(table, 140, 50))
    text = [line.plain for line in lines]
    options = view["decision"]["options"]
    long = [o for o in options if len(o["label"]) + len(o.get("preview") or "") > 130]
    assert long, [o["label"] for o in options]
    start = next(i for i, t in enumerate(text) if t.startswith(" 1. "))
    block = " ".join(t.strip() for t in text[start:start + len(options) + 6])
    for option in long:
        preview = option["preview"].rpartition(" · ")[0] or option["preview"]
        assert " ".join(preview.split()) in block, (preview, block)
    assert not any(t.startswith(" 1. ") and t.endswith("…") for t in text)
    assert all(line.cell_len <= 140 for line in lines)


def test_another_seats_line_folds_between_its_parts_never_inside_one():
    from teotl.play import panels
    table = table_of("imperial-settlers", ["aztecs"], ["human", "greedy"])
    view, _ = next(screens(table, 140, 50))
    labels = Labels(table.session.loaded, "en")
    words = Words(play_text(labels, table.names), table.names)
    other = panels.others(view)[0]
    whole = panels.short_panel(other, words, view).plain
    for width in (30, 45, 200):
        lines = [line.plain for line in panels.short_panel_lines(other, words, view, width)]
        assert all(len(line) <= width for line in lines[1:]), lines
        words_of = lambda text: [w for w in text.split() if w != "·"]
        assert words_of(" ".join(lines)) == words_of(whole)       # nothing lost, nothing added
        assert "Hand 5" in " ".join(lines) and not any(line.rstrip().endswith("Hand") for line in lines), lines
    assert len(panels.short_panel_lines(other, words, view, 200)) == 1
