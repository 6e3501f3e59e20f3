"""The errors a modder meets first, each saying what to do: a misspelled template call, a component
id with `-` named in an effect, a data field that is there but not a number, a component without
its `type:`. On the tiny vocabulary of tests/minigame.py and the fixture rule set tests/fixtures/mini."""
from __future__ import annotations

from teotl.runtime.check import check
from teotl.runtime.runtime import Runtime

from minigame import GAME

HARVEST = {"id": "harvest", "params": [{"crop": "resource"}, "amount"], "effect": "gain crop amount"}
DOUBLE = {"id": "double", "params": ["x"], "value": "x * 2"}


def problems(effect: str, *components: dict, templates=()) -> list:
    tile = {"id": "e", "type": "tile", "effect": effect}
    everything = [tile, *components]
    return check(GAME, everything, Runtime(GAME, everything, templates=list(templates)))


def test_a_misspelled_template_call_names_the_template_and_how_it_is_called():
    [found] = problems("harvets(wood, 2)", templates=[HARVEST])
    assert (found.code, found.message) == ("E403", "unknown verb or template `harvets`")
    assert found.hint == "did you mean the template `harvest(crop, amount)`?"
    [found] = problems("gain vp doubel(2)", templates=[DOUBLE])
    assert (found.code, found.message) == ("E402", "unknown function or template `doubel`")
    assert found.hint == "did you mean the template `double(x)`?"


def test_a_misspelled_verb_is_still_a_verb():
    [found] = problems("advanse blue", templates=[HARVEST])
    assert (found.code, found.message, found.hint) == ("E403", "unknown verb `advanse`", "did you mean `advance`?")
