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


def replace(path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_component_id_with_a_dash_named_in_an_effect_says_why_it_cannot_be(mini, teotl_check):
    tiles = mini / "base" / "tiles.yaml"
    # `resolve disc-01` reads as `resolve disc - 01`, `datum(temple-blue, track)` as a subtraction
    replace(tiles, 'effect: "gain vp 1"', 'effect: "resolve disc-01; gain vp datum(temple-blue, track)"')
    run = teotl_check("mini")
    line = run.find("mini/base/tiles.yaml:37:22", "E401")
    assert line.endswith("unknown component, board or supply `disc` (`disc-01` is a component id, but in an effect "
                         "`-` is minus: to name the component here, give it an id without `-` (`disc_01`)) [disc-01]")
    run.expect("mini/base/tiles.yaml:37:45", "E408", "`temple-blue` is a component id, but in an effect `-` is minus")
    # as a statement's argument it is a syntax error; the parser's own words stay, with the hint
    replace(tiles, 'resolve disc-01;', 'resolve temple-blue;')
    line = teotl_check("mini").find("mini/base/tiles.yaml:37:29", "E201")
    assert "unexpected 'blue'" in line and "(`temple-blue` is a component id" in line, line


def test_the_dash_hint_names_the_component_meant_and_stays_off_other_errors(mini, teotl_check):
    tiles = mini / "base" / "tiles.yaml"
    replace(tiles, 'effect: "gain vp 1"', 'effect: "gain vp datum(temple-bleu, track) + woood"')
    run = teotl_check("mini")
    run.expect("mini/base/tiles.yaml:37:28", "E408", "did you mean the component `temple-blue`? `temple-blue` is a "
                                                     "component id, but in an effect `-` is minus")
    assert "is minus" not in run.find("mini/base/tiles.yaml:37:50", "E401")    # `woood`: a plain slip


def test_a_component_without_its_type_is_one_error(mini, teotl_check):
    replace(mini / "base" / "tiles.yaml", "  - id: st-01\n    type: starting_tile\n", "  - id: st-01\n")
    run = teotl_check("mini")
    run.expect("mini/base/tiles.yaml:10:5", "E304", "missing required key `type`")
    assert "E409" not in run.out, run.out          # not also "unknown component type ``"


def test_a_key_with_nothing_after_it_is_reported_at_the_key(mini, teotl_check):
    # the empty value used to be placed at the next key, a line below
    replace(mini / "base" / "tiles.yaml", "    type: starting_tile\n    effect: \"advance blue\"",
            "    type:\n    effect:")
    run = teotl_check("mini")
    run.expect("mini/base/tiles.yaml:11:5", "E303", "`type` must be text, got nothing")
    run.expect("mini/base/tiles.yaml:12:5", "E303", "write the effect in quotes after the key, or `\"nothing\"`")


def test_datum_of_a_field_that_holds_text_says_what_it_holds_not_did_you_mean_itself():
    market = {"id": "market", "type": "tile", "data": {"price": "four"}}
    [found] = problems("gain vp datum(market, price)", market)
    assert (found.code, found.message) == ("E408", "`data.price` of `market` is not a number")
    assert found.hint.startswith("it is 'four' in the component's `data:`") and "did you mean" not in found.hint
    [found] = problems("gain vp datum(market, prise)", market)
    assert (found.message, found.hint) == ("`market` has no `data.prise`", "did you mean `price`?")


def test_a_wrong_score_counter_names_the_resource_marked_score():
    game = {**GAME, "flow": {"turn": "e", "game_over": "1", "score": "points"}}
    tile = {"id": "e", "type": "tile", "effect": "gain vp 1"}
    found = [p for p in check(game, [tile], Runtime(game, [tile])) if "flow.score" in p.message]
    assert [(p.code, p.hint) for p in found] == [("E434", "the resource marked `score: true` is `vp`")]


def test_players_that_no_game_fits_are_an_error_of_the_check_not_of_every_play(mini, teotl_check):
    replace(mini / "game.yaml", "players: {min: 1, max: 4}", "players: {min: 4, max: 3}")
    run = teotl_check("mini")
    run.expect("mini/game.yaml:6:16", "E306", "swap them, or make `max` at least `min`")
    assert run.code == 1


def _loops(mini, teotl_check, *triggers: str, templates: str = "") -> list[str]:
    body = "".join(f'      - "{t}"\n' for t in triggers)
    replace(mini / "base" / "tiles.yaml", '      - "on eclipse: gain vp 1"\n', body)
    if templates:
        tiles = mini / "base" / "tiles.yaml"
        tiles.write_text(tiles.read_text().replace("components:\n", f"templates:\n{templates}components:\n", 1))
    return [line for line in teotl_check("mini").lines if " E435 " in line]


def test_a_trigger_that_emits_its_own_event_is_refused_before_a_game_overflows_the_stack(mini, teotl_check):
    [found] = _loops(mini, teotl_check, "on eclipse: gain vp 1; emit eclipse")
    assert found.startswith("mini/base/tiles.yaml:39:33: E435 triggers fire each other without end: "
                            "on eclipse → emit eclipse (disc-01) (put the emit under a condition"), found


def test_a_loop_through_another_trigger_and_a_template_is_refused(mini, teotl_check):
    ping = '  - {id: ping, effect: "gain vp 1; emit main_action"}\n'
    [found] = _loops(mini, teotl_check, "on eclipse: ping", "on main_action: emit eclipse", templates=ping)
    assert "on eclipse → emit main_action (disc-01) → emit eclipse (disc-01)" in found, found


def test_a_chain_a_condition_or_a_filter_may_stop_is_left_alone(mini, teotl_check):
    assert not _loops(mini, teotl_check, "on eclipse: if vp < 3 { emit eclipse }", "on eclipse: may emit eclipse",
                      "on main_action(board 2): emit main_action", "on main_action: emit eclipse")


def test_a_turn_whose_effect_does_not_compile_is_one_error_not_also_a_missing_turn():
    game = {**GAME, "flow": {"turn": "e", "game_over": "1"}}
    tile = {"id": "e", "type": "tile", "effect": "gain vp woood"}
    found = [(p.code, p.component_id) for p in check(game, [tile], Runtime(game, [tile]))]
    assert found == [("E401", "e")], found      # not also E434 "`flow.turn` names `e`, which is not a component with an effect"
    game = {**GAME, "flow": {"turn": "nope", "game_over": "1"}}
    assert ("E434", "game") in [(p.code, p.component_id) for p in check(game, [tile], Runtime(game, [tile]))]


def test_wrong_data_read_by_an_effect_of_another_file_is_reported_at_the_data(mini, teotl_check):
    """A base-game template reading a modder's tile: the tile's data is what to fix (the error was
    at the template, in a file the modder did not write); where it is read goes into the hint."""
    (mini / "ex1" / "more.yaml").write_text(
        "kind: components\ncomponents:\n  - id: odd_tile\n    type: discovery\n    data: {price: four}\n")
    replace(mini / "base" / "tiles.yaml", 'effect: "gain vp 1"', 'effect: "gain vp datum(odd_tile, price)"')
    run = teotl_check("mini", "--modules", "ex1")
    line = run.expect("mini/ex1/more.yaml:5:19", "E408", "it is 'four' in the component's `data:`")
    assert line.endswith("; read at base/tiles.yaml:37:38) [odd_tile]"), line
