"""House rules from a user folder (`--rules-path DIR`, `TEOTL_RULES_PATH`) on every command, a
variant that changes exactly what it says (state diff), and conflicting variants refused with
both files named."""
from __future__ import annotations

import copy
import shutil
from pathlib import Path

import pytest

from teotl.agents import make_agent
from teotl.cli import main
from teotl.loading import load_runtime
from teotl.rules import load_ruleset
from teotl.runtime.game import Game

REPO = Path(__file__).resolve().parent.parent

LONGER_GAME = """\
kind: variant
id: longer-game
name: "House rule: the dark disc starts 2 spaces further"
requires: [base]
patches:
  - game: tables.dark_disc_start
    set: [12, 12, 12, 13, 14]
"""

RICHER_TILE = """\
kind: variant
id: richer-tile
name: "House rule: starting tile 0 gives 1 more cocoa"
requires: [base]
patches:
  - {component: st-00, path: effect, set: "gain cocoa 4, wood 5"}
"""

OTHER_TILE = """\
kind: variant
id: other-tile
name: "House rule: starting tile 0 gives stone"
requires: [base]
patches:
  - {game: tables.mask_sets, set: [0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66]}
  - {component: st-00, path: effect, set: "gain cocoa 3, stone 5"}
"""


@pytest.fixture
def house(tmp_path):
    folder = tmp_path / "my-rules"
    folder.mkdir()
    (folder / "longer-game.yaml").write_text(LONGER_GAME, encoding="utf-8")
    (folder / "variants").mkdir()
    (folder / "variants" / "richer.yaml").write_text(RICHER_TILE, encoding="utf-8")   # found by its id
    (folder / "other-tile.yaml").write_text(OTHER_TILE, encoding="utf-8")
    return folder


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err, err
    return code, out, err


def test_a_bare_name_is_found_in_the_rules_path_on_every_command(house, capsys, tmp_path):
    code, out, err = run(capsys, "check", "--variant", "longer-game", "--rules-path", house)
    assert code == 0, out + err
    code, out, err = run(capsys, "explain", "st-00", "--variant", "richer-tile", "--rules-path", house)
    assert code == 0 and "Gain 4 cocoa and 5 wood." in out, err
    code, out, err = run(capsys, "play", "--variant", "longer-game", "--rules-path", house, "--seed", "1", "--quiet")
    assert code == 0, err
    code, out, err = run(capsys, "simulate", "--variant", "richer-tile", "--rules-path", house, "--games", "1")
    assert code == 0, err
    code, out, err = run(capsys, "i18n", "status", "--variant", "longer-game", "--rules-path", house, "--lang", "en")
    assert code == 0, err


def test_the_environment_variable_works_like_the_option(house, capsys, monkeypatch):
    monkeypatch.setenv("TEOTL_RULES_PATH", str(house))
    code, out, err = run(capsys, "explain", "st-00", "--variant", "richer-tile", "--lang", "fr")
    assert code == 0 and "Gagner 4 cacaos et 5 bois." in out, err


def test_shipped_variants_by_bare_name_and_unknown_names(capsys):
    code, out, _ = run(capsys, "check", "--variant", "house-rich-start")
    assert code == 0
    code, _, err = run(capsys, "play", "--variant", "no-such-rule", "--quiet")
    assert code == 2 and "no such variant file: no-such-rule" in err


def test_a_rule_set_by_bare_name(tmp_path, capsys):
    shutil.copytree(REPO / "rules" / "teotihuacan", tmp_path / "copy")
    code, out, err = run(capsys, "explain", "st-00", "--rules", "copy", "--rules-path", tmp_path)
    assert code == 0 and "Gain 3 cocoa and 5 wood." in out, err


def test_the_installed_package_is_not_touched(house, capsys):
    before = sorted(p.name for p in (REPO / "rules" / "teotihuacan" / "variants").iterdir())
    run(capsys, "check", "--variant", "longer-game", "--rules-path", house)
    assert sorted(p.name for p in (REPO / "rules" / "teotihuacan" / "variants").iterdir()) == before


def test_a_variant_changes_the_intended_values_and_nothing_else(house):
    """Rule level: one table differs. State level: after the same setup answers, only the dark
    disc's position differs."""
    base, changed = load_ruleset(None), load_ruleset(None, variants=[house / "longer-game.yaml"])
    assert not changed.errors
    assert {cid: c.raw for cid, c in base.components.items()} == {cid: c.raw for cid, c in changed.components.items()}
    a, b = copy.deepcopy(base.game), copy.deepcopy(changed.game)   # never mutate a loaded rule set
    assert a["tables"].pop("dark_disc_start") == [10, 10, 10, 11, 12]
    assert b["tables"].pop("dark_disc_start") == [12, 12, 12, 13, 14]
    assert a == b

    plain = Game(load_runtime()[1], 3, 21)
    longer = Game(load_runtime(None, (), [house / "longer-game.yaml"])[1], 3, 21)
    while plain.rounds == 0:
        key = plain.pending.options[0].key
        plain.answer(key)
        longer.answer(key)
    x, y = plain.state.to_json(), longer.state.to_json()
    assert x["counters"].pop("dark_disc") == 11 and y["counters"].pop("dark_disc") == 13
    assert x == y


def test_a_component_patch_changes_that_component_only(house):
    base, changed = load_ruleset(None), load_ruleset(None, variants=[house / "variants" / "richer.yaml"])
    differ = [cid for cid in base.components if base.components[cid].raw != changed.components[cid].raw]
    assert differ == ["st-00"]
    assert changed.components["st-00"].effect == "gain cocoa 4, wood 5"
    assert base.game == changed.game


def test_conflicting_variants_are_refused_with_both_files_named(house, capsys):
    richer, other = house / "variants" / "richer.yaml", house / "other-tile.yaml"
    for argv in (["check", "--variant", richer, other],
                 ["play", "--variant", richer, "--variant", other, "--quiet"],
                 ["simulate", "--variant", richer, "--variant", other, "--games", "1"],
                 ["explain", "st-00", "--variant", "richer-tile", "--variant", "other-tile", "--rules-path", house]):
        code, out, err = run(capsys, *argv)
        assert code == 1, (argv, out, err)
        line = err.strip().splitlines()[0]
        assert "E520" in line and "richer.yaml" in line and "other-tile.yaml" in line and "`st-00.effect`" in line
    # no clash: different values
    code, out, err = run(capsys, "check", "--variant", richer, house / "longer-game.yaml")
    assert code == 0, out + err


def test_variants_that_do_not_overlap_apply_together(house):
    ruleset = load_ruleset(None, variants=[house / "longer-game.yaml", house / "variants" / "richer.yaml"])
    assert not ruleset.errors
    game = Game(load_runtime(None, (), [house / "longer-game.yaml", house / "variants" / "richer.yaml"])[1], 2, 3)
    agents = [make_agent("random", 3, seat) for seat in range(2)]
    while not game.finished:
        game.answer(agents[game.pending.player].choose(game, game.pending))
    assert game.finished
