"""The placement grid scores in the rule files (docs/game-model.md §8, "build, attach, preplace
score inside the engine…"): the pyramid's `effects.placed` / `effects.attached` gain the VP and
step the temples, the verbs only lay the tile and bind it (tests/test_laid_tile.py); `matches N`
(the Teotibot) counts N matches, none coloured; the old form `flat N` is E407 naming `matches`;
the grid's old scoring keys are E447 at the key; the letters' words are the display key
`legend`, which the options ("+1 the blue temple") and the server's picture read."""
from __future__ import annotations

import pytest

from checks_support import WHERE, check_args, edits  # noqa: F401  (edits: a fixture)
from teotl.text.play_text import PlayText
from test_placement import board, drive, me, ruleset, runtime, state_with

PYRAMID = "base/pyramid.yaml"


def test_the_log_carries_the_matches_and_the_rule_s_gains_follow_in_order():
    # the worked example of tests/test_placement.py: pyr-29 on slot 13 turned 3, R on r and g on g
    rt = runtime()
    state = state_with(offer=["pyr-29", "pyr-30"], stone=2)
    run = rt.run(state, "construction", "effects.main_action", board=board("construction"))
    drive(run, [("choose", "pyr-29"), ("slot", "13"), ("rotation", "3")])
    at = next(i for i, e in enumerate(state.log) if e["e"] == "build")
    assert [(e["e"], e.get("resource") or e.get("track"), e.get("amount") or e.get("step"))
            for e in state.log[at + 1:]] == [("gain", "vp", 3), ("advance", "red", 1), ("gain", "vp", 1),
                                              ("advance", "pyramid", 1)]
    assert "vp" not in state.log[at] and "tracks" not in state.log[at] and state.log[at]["matches"] == 2


@pytest.mark.parametrize("lang, text", [("en", "builds Pyramid tile 29 on Pyramid (level 0): 2 matches"),
                                        ("pt", "2 correspondências"), ("de", "2 Übereinstimmungen"),
                                        ("fr", "2 correspondances")])
def test_the_build_event_reads_its_matches(lang, text):
    rt = runtime()
    words = PlayText(rt, ruleset(), lang)
    line = words.event({"e": "build", "p": 0, "grid": "pyramid", "slot": "13", "tile": "pyr-29", "rotation": 3,
                        "level": 0, "matches": 2}, 0)
    assert text in line, line


def test_the_rotation_options_name_the_temple_a_coloured_match_steps_from_the_legend():
    rt = runtime()
    state = state_with(offer=["pyr-29", "pyr-30"], stone=2)
    run = rt.run(state, "construction", "effects.main_action", board=board("construction"))
    run.answer("pyr-29")
    run.answer("13")
    texts = {o.key: o.text for o in run.pending.options}
    assert texts["3"] == "rotation 3: [r g R g] on [b r r g], 2 match(es), +1 red"
    shown = PlayText(rt, ruleset(), "en").option(run.pending, run.pending.options[3], state)
    assert shown[0] == "Three quarter turns: [r g R g] on [b r r g], 2 matches, +1 the red temple", shown


def test_the_teotibot_counts_2_matches_none_coloured_whatever_it_covers():
    rt = runtime()
    state = state_with(offer=["pyr-29"])
    drive(rt.run(state, "t-build-bot"), [])      # slot 0 of an empty pyramid, level 0
    assert me(state) == ({"vp": 1 + 2}, {"pyramid": 1})
    assert next(e for e in state.log if e["e"] == "build")["matches"] == 2


def test_the_server_s_view_and_the_play_picture_name_each_letter_from_the_legend():
    from teotl.loading import load_runtime
    from teotl.play import start
    from teotl.play.log import LogReader
    from teotl.play.pictures import slots_full
    from teotl.play.words import Words
    from teotl.server.labels import Labels
    from teotl.server.view import play_text
    ruleset, rt = load_runtime(None, [], [])
    table = start(ruleset, rt, 2, ["human", "human"], 11, [])
    labels = Labels(table.session.loaded, "en")
    view = LogReader(table.session, labels).view(0, 0)
    space, = [s for s in view["spaces"] if s["kind"] == "slots"]
    assert {letter: info["track"] for letter, info in space["icons"].items()} == {"b": "blue", "r": "red", "g": "green"}
    assert space["icons"]["b"]["name"] == labels.title("blue")
    lines = [line.plain for line in slots_full(space, Words(play_text(labels, table.names), table.names), 80)]
    legend = next(line for line in lines if " b " in f" {line} " and " g " in f" {line} ")
    assert all(f"{letter} {space['icons'][letter]['name']}" in legend for letter in "brg"), legend


def test_the_old_flat_is_an_error_that_names_matches():
    from teotl.runtime.runtime import Runtime
    rs = ruleset()
    rt = Runtime(rs.game, list(rs.components.values()) + [
        {"id": "t-old", "type": "action", "effect": "attach decoration_offer on pyramid auto flat (2)"}])
    [problem] = [p for p in rt.problems if p.component_id == "t-old"]
    assert problem.code == "E407" and "`matches N`" in problem.hint and "effects.attached" in problem.hint


@pytest.mark.parametrize("key, value", [("match_vp", "1"), ("level_vp", "[1, 3, 5, 7]"), ("spot_vp", "3"),
                                        ("spot_coloured_match_vp", "0"), ("icon_tracks", "{b: blue}")])
def test_an_old_scoring_key_is_E447_at_the_key(edits, teotl_check, key, value):
    line, _ = edits.replace(PYRAMID, "      level_cost:", f"      {key}: {value}\n      level_cost:")
    run = teotl_check(*check_args())
    found = run.expect(f"{WHERE}/{PYRAMID}:{line}:{7 + len(key) + 2}", "E447",   # at the key's value
                       "effects.placed" if key != "icon_tracks" else "legend")
    assert f"`data.{key}` is read no more" in found
