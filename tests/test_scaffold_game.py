"""`teotl new game NAME`: a small whole game (game.yaml, a base module with its turn, the
schemas) that checks clean and plays to its end as written, so a modder grows a game of their
own from something that works, as `new module` and `new variant` do for parts of one."""
from __future__ import annotations

from teotl.agents import make_agent
from teotl.cli import main
from teotl.loading import load_runtime
from teotl.runtime.game import Game
from teotl.scaffold import new_game
from teotl.text import Renderer


def test_a_new_game_checks_clean_and_plays_to_its_end(tmp_path, capsys):
    written = new_game("my-game", tmp_path)
    folder = tmp_path / "my-game"
    assert {p.relative_to(folder).as_posix() for p in written} >= {"game.yaml", "base/module.yaml", "base/rules.yaml",
                                                                    "schema/game.schema.json"}
    assert main(["check", "--rules", str(folder)]) == 0
    assert "0 errors, 0 warnings" in capsys.readouterr().out
    ruleset, runtime = load_runtime(folder, [], [], logging=False)
    for agents in (["greedy", "random"], ["random", "random", "random"]):
        game = Game(runtime, len(agents), 7, snapshots=True)
        bots = [make_agent(name, 7, seat) for seat, name in enumerate(agents)]
        while not game.finished:
            game.answer(bots[game.pending.player].choose(game, game.pending))
        assert not game.stopped_by_limit and max(game.scores()) >= 10    # the race was won, not cut off
    for lang in ("en", "pt", "de", "fr"):
        text = Renderer(ruleset, lang).render_component(ruleset.components["turn"])
        assert text.sections and "2" in text.sections[0].text


def test_the_command_says_how_to_check_and_play_it_and_refuses_what_it_cannot_do(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["new", "game", "race"]) == 0
    out = capsys.readouterr().out
    assert "wrote race/game.yaml" in out and "`teotl check --rules race`" in out
    assert "`teotl play --rules race --agents human,greedy`" in out
    assert main(["new", "game", "race"]) == 2                                  # there already
    assert "exists already (use --force" in capsys.readouterr().err
    assert main(["new", "game", "Race"]) == 2                                  # not an id
    assert "not a valid id" in capsys.readouterr().err
    monkeypatch.chdir(tmp_path / "race")
    assert main(["new", "game", "other"]) == 2                                 # inside a rule set
    assert "gets a folder of its own" in capsys.readouterr().err
    assert main(["new", "module", "extra"]) == 0 and main(["check", "--modules", "extra"]) == 0
