"""M8's dormant glue modules (EP §9.6, §9.7): priest 12 (with Late Preclassic M1), priest 12 on the
Mansion (M1 + M7) and season tile 09 (with Late Preclassic M3). They cannot be loaded until those
modules exist (E513), but their rules are already written: here they are taken from the dormant
files themselves and run on hand-made components owned by a player of an m6+m8 game, so a wrong
rule file fails these tests."""
from __future__ import annotations

import functools
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from teotl.language import parse_effect
from teotl.loading import load_runtime
from teotl.model.decisions import EffectRun
from teotl.rules import load_ruleset
from teotl.runtime.runtime import Runtime

M8 = Path(__file__).resolve().parent.parent / "rules" / "teotihuacan" / "expansion-period" / "m8-altars-shamans"


def dormant_component(relative: str, cid: str) -> dict:
    data = YAML(typ="safe").load((M8 / relative).read_text(encoding="utf-8"))
    return next(c for c in data["components"] if c["id"] == cid)


@functools.lru_cache(maxsize=None)
def m8_runtime_with(relative: str, cid: str, *modules: str) -> Runtime:
    """An m6+m8 (+modules) runtime with the dormant component as an ownable one (type technology:
    M1's `priest` type does not exist yet)."""
    ruleset, _ = load_runtime(None, ["m6", "m8", *modules], [])
    component = dict(dormant_component(relative, cid), type="technology")
    component.pop("text", None)
    component.pop("unverified", None)
    return Runtime(ruleset.game, list(ruleset.components.values()) + [component])


@pytest.mark.parametrize("module, missing", [("m8-m1", "M1 Priests"), ("m8-m7-m1", "M1 Priests"),
                                             ("m8-m3", "M3 Seasons")])
def test_the_glue_modules_are_dormant_until_late_preclassic_exists(module, missing):
    ruleset = load_ruleset(None, ["m6", "m7", "m8"])
    assert module in ruleset.all_modules and module not in ruleset.module_ids()
    asked = load_ruleset(None, ["m6", "m7", "m8", module])
    assert [d.code for d in asked.errors] == ["E513"] and missing in asked.errors[0].message


def test_priest_12_shaman_salary_2_standing_4_lying_none_without_a_shaman():
    """3 workers of power 1 → base salary 3 cocoa (§13.5). With priest 12 the Shaman earns 2 more
    standing, 4 more lying (EP §7 step 6): salary_due 5 / 7; a player without a Shaman on the altars
    (space 0) pays 3."""
    runtime = m8_runtime_with("priest-12/priest_12.yaml", "pr-12")
    state = runtime.new_state(2, 0)
    for _ in range(3):
        runtime.add_piece(state, 0, "worker", 1, 1)
    state.players[0].owned.append("pr-12")
    salary = runtime.compiler.expr(parse_effect_expr("salary_due"))
    ctx = runtime.context(state, 0)
    assert salary(ctx) == 3
    state.tokens["altar_ring"] = (3, 0)
    state.players[0].counters.update(shaman_up=1)
    assert salary(ctx) == 5
    state.players[0].counters.update(shaman_up=0)
    assert salary(ctx) == 7
    state.players[0].owned.remove("pr-12")
    assert salary(ctx) == 3


def test_priest_12_stands_the_shaman_up_at_collect_cocoa():
    runtime = m8_runtime_with("priest-12/priest_12.yaml", "pr-12")
    state = runtime.new_state(2, 0)
    state.players[0].owned.append("pr-12")
    state.tokens["altar_ring"] = (5, 2)
    state.players[0].counters.update(shaman_up=0)
    state.players[1].counters.update(shaman_up=0)                    # not the owner: stays lying
    for player in (0, 1):
        EffectRun(runtime.emit(runtime.context(state, player), "collect", {"board": 3}))
    assert state.players[0].counters["shaman_up"] == 1 and state.players[1].counters["shaman_up"] == 0


def test_season_09_lets_the_shaman_skip_one_altar_cumulative_with_gd_09():
    """The season's Activate Shaman read from the dormant file, season assumed in effect (M3's
    `season_in_effect` stood in by a constant query): from space 5 (altar 3) one altar
    counterclockwise is altar 2 (spaces 3-4); skipping one is altar 1 (spaces 1-2); with GD-09's
    flag too, altar 4 (spaces 7-8) (ruling EP-Q45: cumulative)."""
    component = dormant_component("season-09/season_09.yaml", "activate_shaman")
    text = component["effect"].replace("season_in_effect(season-09)", "1")
    ruleset, runtime = load_runtime(None, ["m6", "m8"], [])
    game = dict(ruleset.game)
    vocabulary = dict(game["vocabulary"])
    vocabulary["flags"] = list(vocabulary["flags"]) + ["season_extra_hop"]
    game["vocabulary"] = vocabulary
    runtime = Runtime(game, list(ruleset.components.values()))

    def spaces_offered(extra_flags: dict, take_season: bool) -> list[str]:
        state = runtime.new_state(2, 0)
        state.supplies["altars"] = ["alt-d", "alt-a", "alt-b", "alt-c"]
        state.tokens["altar_ring"] = (5, 0)
        state.players[0].counters.update(shaman_up=0)
        state.players[0].flags.update(extra_flags)
        run = EffectRun(runtime.compiler.effect(parse_effect(text)).run(runtime.context(state, 0)))
        run.answer(run.pending.keys()[0 if take_season else 1])     # may: yes / no
        return sorted(option.text for option in run.pending.options)

    assert spaces_offered({}, False) == spaces_text(3, 4)
    assert spaces_offered({}, True) == spaces_text(1, 2)
    assert spaces_offered({"shaman_extra_hop": 1}, True) == spaces_text(7, 8)


def parse_effect_expr(text: str):
    from teotl.language.parser import parse_expression
    return parse_expression(text)


def spaces_text(*spaces: int) -> list[str]:
    """How `move_token` offers Shaman spaces: space 2k-1 / 2k = stop k, slot 1 / 2."""
    return sorted(f"stop {(s + 1) // 2}, slot {2 - s % 2}" for s in spaces)
