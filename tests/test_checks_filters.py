"""Issue 17, item 3: the filters of triggers and modifiers are checked against what the event or
the value carries (teotl.runtime.check_filters): a misspelt attribute, a value that never occurs
or a word that names nothing is E444 at the filter. They used to pass the check and the trigger
or modifier silently never applied."""
from __future__ import annotations

import re

import pytest

from checks_support import REPO, WHERE, check_args, edits  # noqa: F401  (edits: a fixture)
from teotl.runtime.check_filters import CONTEXT_ATTRIBUTES, ENGINE_EVENTS

M6_FLOW = "expansion-period/m6-obsidian/flow.yaml"
BOARDS = "base/boards.yaml"
TECHNOLOGIES = "base/technologies.yaml"
ALL_BOARDS = "board 2, board 3, board 4, board 5, board 6, board 7, board 8"


@pytest.mark.parametrize("phrase, hint", [
    ("boarde 3", "did you mean `board`?"),
    ("bord 3", "did you mean `board`?"),
    ("board 33", "the boards are numbered 1, 2, 3, 4, 5, 6, 7, 8"),
    ("board forest", "boards are filtered by number: `board 2`"),
])
def test_a_modifier_filter_the_value_never_carries(edits, teotl_check, phrase, hint):
    line, _ = edits.replace(M6_FLOW, f"modify workers_here({ALL_BOARDS})",
                            f"modify workers_here(board 2, {phrase}, board 4, board 5, board 6, board 7, board 8)")
    run = teotl_check(*check_args("m6"))
    run.expect(f"{WHERE}/{M6_FLOW}:{line}:{edits.column(M6_FLOW, line, phrase)}", "E444", hint)
    assert run.code == 1


@pytest.mark.parametrize("filter_, message, hint", [
    ("typ technology", "the event `acquire` has no `typ` to filter on", "did you mean `type`?"),
    ("zzz", "`zzz` is neither something the event `acquire` carries nor a type it can have", "it carries: id, type"),
    ("type technologie", "no type `technologie`", "did you mean `technology`?"),
    ("mask", "`mask` is a tag, but the event `acquire` carries the component's type", "write a type"),
    ("2", "a bare number filters nothing", "write a phrase"),
])
def test_a_trigger_filter_the_event_never_carries(edits, teotl_check, filter_, message, hint):
    line, _ = edits.replace(BOARDS, "on acquire(technology)", f"on acquire({filter_})")
    run = teotl_check(*check_args())
    found = run.expect(f"{WHERE}/{BOARDS}:{line}:{edits.column(BOARDS, line, filter_ + ')')}", "E444", hint)
    assert message in found


def test_on_claim_with_a_misspelt_attribute_or_a_word_that_names_nothing(edits, teotl_check):
    first, _ = edits.replace(BOARDS, "on acquire(technology)", "on claim(typ technology)")
    second, _ = edits.replace(TECHNOLOGIES, "on main_action(board 2)", "on claim(zzz)")
    run = teotl_check(*check_args())
    run.expect(f"{WHERE}/{BOARDS}:{first}:{edits.column(BOARDS, first, 'typ')}", "E444", "did you mean `type`?")
    run.expect(f"{WHERE}/{TECHNOLOGIES}:{second}:{edits.column(TECHNOLOGIES, second, 'zzz')}", "E444",
               "it carries: id, type")


def test_an_emitted_event_carries_the_board_and_the_context(edits, teotl_check):
    """`emit main_action` carries the acting board's number: `board 9` names no board; `spot`, a
    value the engine sets while a spot is used, is carried too."""
    line, _ = edits.replace(TECHNOLOGIES, "on main_action(board 2)", "on main_action(board 9)")
    run = teotl_check(*check_args())
    run.expect(f"{WHERE}/{TECHNOLOGIES}:{line}:{edits.column(TECHNOLOGIES, line, 'board 9')}", "E444", "numbered")
    edits.replace(TECHNOLOGIES, "on main_action(board 9)", "on main_action(spot 1)")
    assert teotl_check(*check_args()).code == 0


def test_an_engine_event_carries_only_its_own_attributes(edits, teotl_check):
    """`advanced` (a track step reached) is fired by the engine with `track` and `step`, not a board."""
    name = "expansion-period/m6-obsidian/orange-temple/temple.yaml"
    text = (REPO / "rules" / "teotihuacan" / name)
    if not text.exists() or "on advanced(track" not in text.read_text():
        name = next(str(p.relative_to(REPO / "rules" / "teotihuacan")) for p in (REPO / "rules" / "teotihuacan").rglob("*.yaml")
                    if "on advanced(track red)" in p.read_text())
    line, _ = edits.replace(name, "on advanced(track red)", "on advanced(board 2)")
    modules = _modules_of(name)
    run = teotl_check(*check_args(*modules))
    run.expect(f"{WHERE}/{name}:{line}:{edits.column(name, line, 'board 2')}", "E444",
               "it carries: step, track")


def test_a_modified_function_carries_the_phrases_its_calls_pass(edits, teotl_check):
    """`pieces_on(board N)` passes `board N` to its modifiers: the solo rules call it for boards
    2 to 8, so a modifier of `workers_on(board 1)` never applies."""
    line, _ = edits.replace(BOARDS, "    triggers:\n      # the temple of the tile's column",
                            "    modifiers:\n      - \"modify workers_on(board 1) + 1\"\n"
                            "    triggers:\n      # the temple of the tile's column")
    run = teotl_check(*check_args("solo"))
    found = run.expect(f"{WHERE}/{BOARDS}:{line + 1}:{edits.column(BOARDS, line + 1, 'board 1')}", "E444",
                       "the calls pass `board 2`")
    assert "no call passes `board 1`" in found
    edits.replace(BOARDS, "modify workers_on(board 1)", "modify workers_on(board 6)")
    assert teotl_check(*check_args("solo")).code == 0


def test_the_shipped_filters_all_apply(teotl_check, monkeypatch):
    monkeypatch.chdir(REPO)
    for modules in ((), ("solo",), ("m6", "m7", "m8", "m9"), ("solo", "m6", "m7", "m8", "m9", "ms1")):
        run = teotl_check(*check_args(*modules))
        assert " E444 " not in run.out, run.out


def _modules_of(name: str) -> tuple[str, ...]:
    for module in ("m6", "m7", "m8", "m9"):
        if f"/{module}-" in f"/{name}":
            return ("m6", module) if module != "m6" else ("m6",)
    return ()


# ------------------------------------------------------------------ the tables match the code
SOURCE = REPO / "interpreter" / "teotl"


def _code() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in SOURCE.rglob("*.py"))


def test_every_event_the_engine_fires_is_listed_with_its_attributes():
    fired = re.findall(r'emit\([^,()]*(?:\([^()]*\))?[^,()]*, "(\w+)", \{([^}]*)\}', _code())
    assert fired, "the scan finds the engine's events"
    for event, attrs in fired:
        keys = set(re.findall(r'"(\w+)":', attrs))
        assert event in ENGINE_EVENTS, f"the engine fires `{event}`: list it in check_filters.ENGINE_EVENTS"
        assert keys == set(ENGINE_EVENTS[event]), (event, keys)


def test_every_value_the_engine_sets_while_effects_run_is_listed():
    code = _code()
    names = set(re.findall(r'ctx\.values\["(\w+)"\]\s*=', code)) | set(re.findall(r'set_value\(ctx, "(\w+)"', code))
    for group in re.findall(r'(?:values=|derive_values\()\{([^}]*)\}', code):
        names |= set(re.findall(r'"(\w+)":', group))
    assert names, "the scan finds the values"
    assert names <= set(CONTEXT_ATTRIBUTES), names - set(CONTEXT_ATTRIBUTES)
