"""Step 6 of a load: the semantic check of the effects (`teotl.runtime.check`), remembered per
process, and its problems (positions inside effect strings) mapped to lines and columns of the
rule files.

Why apart from the loader: it is the one step that reaches into the effect language's checker
and compiler registries; everything before it is about files.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Callable, Iterable, Optional

from teotl.rules.diagnostics import Diagnostic, error, warning
from teotl.rules.model import GAME_ID, RuleSet
from teotl.rules.templates import call_sites


def semantic_check(ruleset: RuleSet, diagnostics: list[Diagnostic], request: tuple) -> None:
    """Step 6 of a load: the semantic checker's problems on `ruleset`, added to `diagnostics` at
    their place in the files; skipped with W511 when game.yaml (the vocabulary) or the module
    selection is broken (the one cause is then said once, not echoed by every name), and a
    crash of the checker is E400 (or W511 after structural errors), never a lost diagnostic."""
    try:
        from teotl.runtime.check import check_ruleset
    except ImportError as exc:
        diagnostics.append(warning("W510", f"semantic checks skipped: {exc}",
                                   "names in effects were not checked", ruleset.game_file, 0, 0))
        return
    game_file = str(ruleset.game_file)
    structural = [d for d in diagnostics if d.is_error and d.code[:2] in ("E1", "E3", "E5")]
    if any(d.file == game_file for d in structural):
        # the vocabulary itself is broken: every name would be reported, or the checker trip
        diagnostics.append(warning("W511", "names in effects were not checked because game.yaml has errors",
                                   "fix the errors in game.yaml first",
                                   *_first_position(d for d in structural if d.file == game_file)))
        return
    selection = [d for d in structural if d.code in SELECTION_CODES]
    if selection:
        # modules missing or clashing: every name the missing module declares would be reported
        # again, burying the one cause (a play of m7 without m6 printed seven errors)
        diagnostics.append(warning("W511", "names in effects were not checked because the modules loaded do not "
                                           "fit together", "fix the module selection first",
                                   *_first_position(selection)))
        return
    try:
        problems = checked_problems(ruleset, request, check_ruleset)
    except Exception as exc:  # the checker must not hide the other diagnostics
        if os.environ.get("TEOTL_DEBUG") == "1":
            raise
        if structural:  # malformed data the schema check already reported
            diagnostics.append(warning(
                "W511", f"the semantic check stopped early ({type(exc).__name__}: {exc})",
                "fix the errors above first", *_first_position(structural)))
            return
        diagnostics.append(error("E400", f"the semantic checker failed: {type(exc).__name__}: {exc}",
                                 "this is a bug in teotl, please report it (TEOTL_DEBUG=1 shows details)",
                                 ruleset.game_file, 1, 1))
        return
    ruleset.semantic_checked = True
    for problem in problems or ():
        if _already_parsed(ruleset, problem):
            continue
        diagnostics.append(problem_to_diagnostic(ruleset, problem))


#: Problems of the module selection (a requirement not loaded or missing, a cycle, a conflict, two
#: replacements, a dormant module asked for): the semantic check would only echo them.
SELECTION_CODES = frozenset(("E501", "E502", "E503", "E504", "E510", "E511", "E513"))

_CHECKED: dict[tuple, tuple] = {}
_CHECKED_LIMIT = 32


def _first_position(diagnostics: Iterable[Diagnostic]) -> tuple[Optional[str], int, int]:
    """Where W511 points: the first of the errors that stopped the semantic check."""
    first = min(diagnostics, key=lambda d: d.sort_key())
    return first.file, max(first.line, 1), max(first.column, 1)


def checked_problems(ruleset: RuleSet, request: tuple, check: Callable[[RuleSet], Any]) -> list[Any]:
    """`check(ruleset)`, remembered for this process: the semantic check was the largest part of
    loading the same rules again (a game per process pool worker, `teotl check` of several
    selections, tests). Its problems depend on the rule files' contents, the request and the
    verbs and queries the compiler knows, so that is the key: `request` holds the rule set's
    fingerprint (names and SHA-256 of every file read), the folder, modules and variants asked
    for; the checker itself and the registries are keyed by identity (every verb and query, held
    by the key so an identity is never reused), so replacing the checker or registering a verb
    (tests do) is a new key. A hit leaves `ruleset.runtime` unset: `teotl.loading` then forks
    the runtime it keeps for these rules (or compiles one), never hands out another load's."""
    key = (request, check, compiler_state())
    found = _CHECKED.get(key)
    if found is not None:
        return list(found)
    problems = list(check(ruleset) or ())
    if len(_CHECKED) >= _CHECKED_LIMIT:
        _CHECKED.clear()
    _CHECKED[(request, check, compiler_state())] = tuple(problems)  # the check may import verb modules
    return problems


def compiler_state() -> tuple:
    """The verbs and queries the compiler knows, by identity: registering or replacing one
    (tests do) changes what a check finds and what a compiled runtime does."""
    from teotl.language.registry import QUERY_FUNCTIONS, VERBS
    return tuple(VERBS.items()), tuple(QUERY_FUNCTIONS.items())


def _already_parsed(ruleset: RuleSet, problem: Any) -> bool:
    """A syntax problem (E2xx) in a field the loader parsed itself: the loader has reported it
    already, with the position mapped through any wrapper (`pay … -> nothing`, `if (…)`)."""
    if not str(getattr(problem, "code", "")).startswith("E2"):
        return False
    component_id = getattr(problem, "component_id", None)
    field_path = getattr(problem, "field_path", "") or ""
    if not component_id or component_id == GAME_ID:
        return field_path in ruleset.game_sources
    component = ruleset.components.get(component_id)
    return component is not None and field_path in component.sources


def problem_to_diagnostic(ruleset: RuleSet, problem: Any) -> Diagnostic:
    """A `teotl.runtime.check` Problem (positions inside the DSL string) → a Diagnostic in the file."""
    code = str(getattr(problem, "code", "E400"))
    component_id = getattr(problem, "component_id", None)
    field_path = getattr(problem, "field_path", "") or ""
    line = int(getattr(problem, "line", 0) or 0)
    column = int(getattr(problem, "column", 0) or 0)
    file, file_line, file_column = ruleset.locate(component_id, field_path, line, column)
    if file is None:
        file, file_line, file_column = ruleset.game_file, 0, 0
    severity_warning = code.startswith("W")
    make = warning if severity_warning else error
    rule_id = component_id if component_id and component_id != GAME_ID else None
    message = str(getattr(problem, "message", ""))
    if field_path and line == 0 and field_path not in message and component_id not in ruleset.templates:
        message = f"{message} (in `{field_path}`)"
    message += call_sites(ruleset, problem)   # in a template's body: where it was called
    hint = str(getattr(problem, "hint", "") or "")
    moved = _at_the_data(ruleset, message, file)
    if moved is not None:   # the wrong data is another file's: point there, and say where it is read
        read_at = f"read at {ruleset.relative(Path(file))}:{file_line}:{file_column}"
        return make(code, message, f"{hint}; {read_at}" if hint else read_at, *moved[:3], moved[3])
    return make(code, message, hint, file, file_line, file_column, rule_id)


_DATA_OF = re.compile(r"^`data\.([A-Za-z0-9_]+)` of `([a-z][a-z0-9_#-]*)`")


def _at_the_data(ruleset: RuleSet, message: str, file: Any) -> Optional[tuple[Any, int, int, str]]:
    """(file, line, column, id) of `data.FIELD` of the component a message is about (`data.workers` of
    `worker-odd` is not …) when that component is written in another file than the effect that read
    it — a template of the base game reading a modder's tile: the tile is what to fix."""
    found = _DATA_OF.match(message)
    component = ruleset.components.get(found.group(2)) if found else None
    if component is None or component.file is None or Path(component.file) == Path(file):
        return None
    place, line, column = ruleset.locate(component.id, f"data.{found.group(1)}")
    return (place, line, column, component.id) if place is not None else None
