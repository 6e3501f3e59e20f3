"""A preview that only says what its option's label says is left out: a choice written as the
effects themselves ("Gain 2 coins", "Pay 3 coins: gain 1 VP") read "Gain 2 coins — gain 2
coins" and "Pay 3 coins: gain 1 VP — pay 3 coins · gain 1 VP". A preview that adds something (a
cost the label does not name, what comes next) stays."""
from __future__ import annotations

from teotl.loading import load_runtime
from teotl.runtime.game import Game
from teotl.scaffold import new_game
from teotl.text.play_text import PlayText


def test_a_preview_repeating_its_label_is_left_out(tmp_path):
    new_game("race", tmp_path)
    ruleset, runtime = load_runtime(tmp_path / "race", [], [], logging=True)
    text = PlayText(runtime, ruleset, "en", ["Ana", "Bruno"])
    game = Game(runtime, 2, 2, snapshots=True)
    for _ in range(40):   # first options until Ana may buy points (more than one option)
        decision = game.pending
        if decision.player == 0 and len(decision.options) == 3:
            break
        game.answer(decision.options[0].key)
    shown = [text.option(decision, option, game.state, game) for option in decision.options]
    assert [label for label, _ in shown] == ["Gain 2 coins", "Pay 3 coins: gain 1 VP", "Pay 5 coins: gain 2 VP"]
    assert [preview for _, preview in shown] == ["", "", ""], shown


def test_a_preview_that_adds_something_stays():
    ruleset, runtime = load_runtime(None, [], [], logging=True)
    text = PlayText(runtime, ruleset, "en", ["Ana", "Bruno"])
    game = Game(runtime, 2, 5, snapshots=True)
    previews = []
    for _ in range(60):
        decision = game.pending
        previews += [text.option(decision, o, game.state, game)[1] for o in decision.options]
        game.answer(decision.options[0].key)
    assert sum(1 for p in previews if p) > 20     # Teotihuacan's previews (costs, moves, what comes next) stay
