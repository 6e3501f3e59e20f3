"""What the effects after a tile laid read of it (interpreter/teotl/primitives/laid_level.py,
laid_matches.py, matched_icons.py, icon_letter.py): `laid_level()`, `laid_matches([coloured])`,
the source `matched_icons([coloured])` in the order laid, `icon(m, LETTER)`, over the shipped
pyramid grid (its `effects.placed` / `effects.attached` replaced by effects that write what they
read into resources). The placements are those of tests/test_placement.py:

- slot 13 covers [b, r, r, g]; pyr-29 [g, r, g, R] turned k = 3 is [r, g, R, g]: R on r and g
  on g match (positions 2 and 3), the R coloured;
- spot left0 prints (b, r) and swaps: deco-04 [R, B] is compared as (B, R): both match, both
  coloured, B first.
"""
from __future__ import annotations

import dataclasses
import functools

import pytest

from teotl.language.parser import parse_effect
from teotl.runtime.runtime import Runtime
from teotl.text.render import Renderer
from test_placement import board, drive, ruleset

# gold: level × 100 + matches × 10 + coloured matches; then, icon by icon in the order laid,
# r doubles the gold and g (or b) adds 1 — so the order shows in the result
READ = "gain gold laid_level() * 100 + laid_matches() * 10 + laid_matches(coloured)"
ORDER = "each m in matched_icons(): { if icon(m, r) { gain gold gold }; if icon(m, g) { gain gold 1 }; if icon(m, b) { gain gold 1 } }"
COLOURED = "each m in matched_icons(coloured): gain stone 1"
OUTSIDE = {"id": "t-outside", "type": "action", "effect": "gain wood 1 + laid_level() + laid_matches() + count(m in matched_icons())"}


def build(placed: str, attached: str) -> Runtime:
    rs = ruleset()
    components = [dataclasses.replace(c, effects={**c.effects, "placed": placed, "attached": attached}, parsed={})
                  if c.id == "pyramid" else c for c in rs.components.values()]
    return Runtime(rs.game, components + [OUTSIDE, {"id": "t-decorate", "type": "action",
                                                    "effect": "attach decoration_offer on pyramid"}])


@functools.lru_cache(maxsize=None)
def runtime(placed: str = f"{READ}; {ORDER}; {COLOURED}", attached: str = f"{READ}; {ORDER}; {COLOURED}") -> Runtime:
    rt = build(placed, attached)
    assert rt.problems == []
    return rt


def play_build(rt):
    state = rt.new_state(2, seed=7)
    state.supplies["pyramid_offer"] = ["pyr-29", "pyr-30"]
    state.players[0].counters.update(stone=2, gold=0)
    run = rt.run(state, "construction", "effects.main_action", board=board("construction"))
    drive(run, [("choose", "pyr-29"), ("slot", "13"), ("rotation", "3")])
    return state.players[0].counters


def test_a_tile_built_reads_its_level_matches_and_matching_icons_in_the_order_laid():
    counters = play_build(runtime())
    # 0 × 100 + 2 × 10 + 1 = 21; then R (position 2): 42; g (position 3): 43; one coloured: 1 stone
    assert (counters["gold"], counters["stone"]) == (43, 1)


def test_the_order_is_the_tile_s_as_laid_not_the_letters():
    # the same sums with g read before r would give 21 + 1 = 22, doubled 44
    rt = runtime(placed=f"{READ}; each m in matched_icons(): {{ if icon(m, g) {{ gain gold gold }}; "
                        f"if icon(m, r) {{ gain gold 1 }} }}")
    assert play_build(rt)["gold"] == 21 + 1 + 22   # R first: +1 → 22; g then doubles → 44


def test_a_tile_attached_reads_its_spot_level_and_its_pair_swapped():
    rt = runtime()
    state = rt.new_state(2, seed=7)
    state.supplies["decoration_offer"] = ["deco-04", "deco-02"]
    state.players[0].counters.update(gold=0, stone=0)
    run = rt.run(state, "t-decorate")
    drive(run, [("choose", "deco-04"), ("spot", "left0")])   # no temple step: the effect is the rule file's
    counters = state.players[0].counters
    # 0 × 100 + 2 × 10 + 2 = 22; B first: +1 → 23; R: doubled → 46; two coloured: 2 stone
    assert (counters["gold"], counters["stone"]) == (46, 2)


def test_a_tile_on_level_1_reads_level_1():
    rt = runtime(placed="gain gold laid_level()")
    state = rt.new_state(2, seed=7)
    state.supplies["pyramid_offer"] = ["pyr-30", "pyr-31", "pyr-30", "pyr-31", "pyr-30"]
    state.players[0].counters.update(stone=99, wood=99, gold=0)
    for slot in ("0", "1", "4", "5", "100"):
        run = rt.run(state, "construction", "effects.main_action", board=board("construction"))
        keys = {"choose": "pyr-30", "slot": slot}
        while not run.finished:
            run.answer(keys.get(run.pending.kind, run.pending.keys()[0]))
    assert state.players[0].counters["gold"] == 1   # four level-0 tiles add 0, the level-1 tile 1


def test_outside_the_effects_a_placement_runs_all_read_nothing():
    rt = runtime()
    state = rt.new_state(2, seed=7)
    state.players[0].counters.update(wood=0)
    drive(rt.run(state, "t-outside"), [])
    assert state.players[0].counters["wood"] == 1


@pytest.mark.parametrize("effect, code, where", [
    ("each m in matched_icons(): if icon(m, x) { gain gold 1 }", "E446", "icons there are: -, b, g, r"),
    ("gain gold laid_matches(blue)", "E408", "coloured"),
    ("each m in matched_icons(yellow): gain gold 1", "E408", "coloured"),
    ("gain gold icon(3, b)", "E470", "icon"),
    ("gain gold icon(it)", "E408", "icon(m, LETTER)"),
    ("gain gold laid_level(2)", "E408", "laid_level()"),
])
def test_a_wrong_argument_is_a_check_error(effect, code, where):
    problems = build(effect, "advance pyramid").problems
    assert [(p.code, p.field_path) for p in problems] == [(code, "effects.placed")], problems
    assert where in problems[0].hint + problems[0].message


LANGS = ("en", "pt", "de", "fr")


@pytest.mark.parametrize("lang", LANGS)
def test_every_form_reads_as_a_sentence(lang):
    renderer = Renderer(ruleset(), lang)
    for effect in (READ, ORDER, COLOURED, "gain vp table(pyramid_level_vp, laid_level()) + laid_matches()"):
        text = renderer.effect(parse_effect(effect))
        assert text and "{" not in text and "_" not in text, (effect, text)
    problems = [w for w in renderer.warnings if "no message" in w or "cannot render" in w or "no rendering" in w
                or "Unknown" in w or "English used" in w]
    assert problems == []


def test_the_english_text_word_for_word():
    renderer = Renderer(ruleset(), "en")
    assert renderer.effect(parse_effect("each m in matched_icons(coloured): if icon(m, b) { advance blue }")) == \
        "For each of the matching coloured icons of the tile laid (m): if m is a blue icon: advance one step on the blue temple."
    assert renderer.effect(parse_effect("gain gold laid_level() + laid_matches()")) == \
        "Gain gold equal to the level of the tile laid plus the number of matching icons of the tile laid."
