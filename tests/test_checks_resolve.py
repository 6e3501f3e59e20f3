"""Issue 17, item 2: an effect key that names no effect of the component (`resolve COMPONENT
KEY`, `resolve board KEY`, a supply's slot, `resolve owned TYPE`, `try`, `automate`, `activate`)
is E443 with a did-you-mean. It used to pass the check and run nothing: with `resolve board
main_actoin` a game still played, differently (seed 1's scores went from 88/80 to 66/16)."""
from __future__ import annotations

import pytest

from checks_support import WHERE, check_args, edits  # noqa: F401  (edits: a fixture)

BOARDS = "base/boards.yaml"


def expect_at(edits, teotl_check, name, line, needle, hint, *modules):
    run = teotl_check(*check_args(*modules))
    return run.expect(f"{WHERE}/{name}:{line}:{edits.column(name, line, needle)}", "E443", hint)


def test_a_misspelt_key_of_resolve_board(edits, teotl_check):
    line, _ = edits.replace(BOARDS, "resolve board main_action;", "resolve board main_actoin;")
    found = expect_at(edits, teotl_check, BOARDS, line, "main_actoin", "did you mean `main_action`?")
    assert "no board has an effect `main_actoin`" in found


def test_the_misspelt_game_no_longer_starts(edits, capsys):
    """What played 66/16 instead of 88/80 for seed 1 now stops before the first move, saying why."""
    from teotl.cli import main
    edits.replace(BOARDS, "resolve board main_action;", "resolve board main_actoin;")
    assert main(["play", "--rules", WHERE, "--seed", "1"]) == 1
    err = capsys.readouterr().err
    assert "E443" in err and "main_actoin" in err


def test_a_key_one_component_lacks(edits, teotl_check):
    line, _ = edits.replace(BOARDS, "resolve board power_ups;", "resolve palace power_ups;")
    found = expect_at(edits, teotl_check, BOARDS, line, "power_ups", "the effects there: worship")
    assert "component `palace` has no effect `power_ups`" in found


def test_a_component_without_an_effect_to_run(edits, teotl_check):
    line, _ = edits.replace(BOARDS, "resolve board power_ups;", "resolve palace;")
    found = expect_at(edits, teotl_check, BOARDS, line, "palace;", "name one of the effects: worship")
    assert "has no `effect:` to run" in found


def test_a_key_of_a_supply_slot(edits, teotl_check):
    name = "expansion-period/m8-altars-shamans/shaman.yaml"
    line, _ = edits.replace(name, "1: resolve altars (1) first", "1: resolve altars (1) frist")
    expect_at(edits, teotl_check, name, line, "frist", "did you mean `first`?", "m6", "m8")


def test_a_key_of_resolve_owned(edits, teotl_check):
    line, _ = edits.replace(BOARDS, "resolve board power_ups;", "resolve owned starting_tile bonus;")
    found = expect_at(edits, teotl_check, BOARDS, line, "bonus", "")
    assert "no component of type `starting_tile` has an effect `bonus`" in found


@pytest.mark.parametrize("name, old, new, needle, hint, modules", [
    ("expansion-period/m8-altars-shamans/solo/teotibot.yaml", "try teotibot_shaman mask1",
     "try teotibot_shaman maks1", "maks1", "did you mean `mask1`?", ("m6", "m8", "solo")),
    ("expansion-period/m8-altars-shamans/solo/teotibot.yaml", "automate teotibot teotibot_shaman pushed",
     "automate teotibot teotibot_shaman pushd", "pushd", "did you mean `pushed`?", ("m6", "m8", "solo")),
])
def test_the_other_verbs_that_run_a_named_effect(edits, teotl_check, name, old, new, needle, hint, modules):
    line, _ = edits.replace(name, old, new)
    expect_at(edits, teotl_check, name, line, needle, hint, *modules)


def test_a_key_of_activate(edits, teotl_check):
    name = "solo/flow.yaml"
    line, _ = edits.replace(name, "2..3: activate action_pyramid bottom_left", "2..3: activate action_pyramid bottom_left spto")
    found = expect_at(edits, teotl_check, name, line, "spto", "did you mean `spot`?", "solo")
    assert "no action_tile (what `action_pyramid` lays out) has an effect `spto`" in found


def test_the_shipped_keys_are_all_found(teotl_check, monkeypatch):
    from checks_support import REPO
    monkeypatch.chdir(REPO)
    for modules in ((), ("solo",), ("m6", "m7", "m8", "m9"), ("solo", "m6", "m7", "m8", "m9", "ms1")):
        run = teotl_check(*check_args(*modules))
        assert run.code == 0 and "E443" not in run.out, run.out
