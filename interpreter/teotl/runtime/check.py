"""Semantic checks of a loaded rule set: every name known, every verb used with the right
arguments, every priority step reachable.

The checker compiles the whole rule set with the same compiler play uses (so what passes the
check is exactly what can run) and adds the checks that only make sense at authoring time.
Problems carry positions inside the effect string; the loader maps them into the file.
"""
from __future__ import annotations

import os
from typing import Any, Callable, Optional

from teotl.language import ast
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.parser import DslSyntaxError, parse_expression
from teotl.language.template_checks import check_uncalled
from teotl.primitives.grid_space import space_problems
from teotl.primitives.track_values import track_problems
from teotl.runtime.check_filters import check_filters
from teotl.runtime.check_flow import check_flow
from teotl.runtime.check_limits import check_data, check_limits
from teotl.runtime.check_triggers import check_trigger_loops
from teotl.runtime.composition import composition_problems
from teotl.runtime.runtime import Problem, Runtime, _get


GAME = "game"  # component_id used for problems in game.yaml itself


def check_ruleset(ruleset: Any) -> list[Problem]:
    """All semantic problems of a loaded rule set (object with `.game` and `.components`)."""
    components = list(ruleset.components.values()) if isinstance(ruleset.components, dict) else list(ruleset.components)
    runtime = Runtime(ruleset.game, components, logging=False,
                      templates=list(getattr(ruleset, "templates", {}).values()))
    try:
        ruleset.runtime = runtime  # the compiled rule set, reused by whoever plays it (no second compile)
    except AttributeError:
        pass
    trees = list(ruleset.iter_parsed())
    trees += [(template.id, path, node) for template in (getattr(ruleset, "templates", None) or {}).values()
              for path, node in (getattr(template, "parsed", None) or {}).items()]
    return check(ruleset.game, components, runtime, trees)


def check(game: dict, components: list[Any], runtime: Runtime = None,
          trees: Optional[list[tuple[str, str, Any]]] = None) -> list[Problem]:
    """Every semantic problem; `trees`: (component id or "game", field path, syntax tree) of every
    parsed field (by default the components' `parsed`)."""
    runtime = runtime or Runtime(game, components, logging=False)
    if trees is None:
        trees = [(_get(c, "id"), path, node) for c in components for path, node in (_get(c, "parsed", {}) or {}).items()]
    problems = list(runtime.problems)
    for name, part in (("vocabulary", lambda: _check_vocabulary(runtime)),
                       ("component types", lambda: _check_component_types(runtime, components)),
                       ("priorities", lambda: _check_priorities(components)),
                       ("graphs", lambda: _check_graphs(runtime, game, problems)),
                       ("flow", lambda: check_flow(runtime, components)),
                       ("composition", lambda: composition_problems(game, components)),
                       ("agents", lambda: _check_agents(runtime)),
                       ("spaces and tracks", lambda: [
                           Problem(code, message, hint, GAME, path) for code, message, hint, path in
                           (*space_problems(runtime.vocab, game), *track_problems(runtime.vocab, game))]),
                       ("limits", lambda: check_limits(trees, _most_players(game))),
                       ("component data", lambda: check_data(runtime)),
                       ("filters", lambda: check_filters(runtime, trees)),
                       ("trigger loops", lambda: check_trigger_loops(runtime, trees)),
                       # last: every effect, named query and flow expression has been compiled, so a
                       # template none of them expanded is checked for itself
                       ("templates", lambda: list(filter(None, (runtime.problem_of(error, "", "") for error
                                                                in check_uncalled(runtime.compiler)))))):
        problems += _guarded(name, part)
    return problems


def _most_players(game: dict) -> int:
    players = game.get("players") if isinstance(game, dict) else None
    most = players.get("max") if isinstance(players, dict) else None
    return most if isinstance(most, int) and not isinstance(most, bool) and most > 0 else 4


def _guarded(name: str, part: Callable[[], list[Problem]]) -> list[Problem]:
    """One part of the check; a bug in it is E400 naming the part, and the other parts still run."""
    try:
        return part()
    except Exception as error:
        if os.environ.get("TEOTL_DEBUG") == "1":
            raise
        return [Problem("E400", f"the check of the {name} failed: {type(error).__name__}: {error}",
                        "this is a bug in teotl, please report it (TEOTL_DEBUG=1 shows details)", GAME, "")]


def _check_vocabulary(runtime: Runtime) -> list[Problem]:
    problems = []
    vocab = runtime.vocab
    for name, text in vocab.queries.items():
        path = f"vocabulary.queries.{name}"
        try:
            runtime.compiler.expr(parse_expression(str(text)))
        except CompileError as error:   # (in a template it calls: reported there, naming the call)
            problems += filter(None, [runtime.problem_of(error, GAME, path, shift=4)])
        except DslSyntaxError as error:
            problems.append(Problem(error.code, error.message, error.hint, GAME, path, error.line,
                                    max(0, error.column - 4)))
    for wildcard, members in vocab.substitutes.items():
        bulk = vocab.substitutes_up_to.get(wildcard, {})
        for member in list(members) + list(bulk):
            if member not in vocab.resources or member == wildcard:
                problems.append(Problem("E401", f"`{wildcard}` substitutes `{member}`, which is not another resource",
                                        did_you_mean(str(member), [r for r in vocab.resources if r != wildcard])
                                        or "list resources of vocabulary.resources", GAME,
                                        f"vocabulary.resources.{wildcard}.substitutes"))
        for key, texts in (("substitutes_while", vocab.substitutes_while),
                           ("offered_as_any_while", vocab.offered_as_any_while)):
            if wildcard in texts:
                problems += _expression_problems(runtime, texts[wildcard], f"vocabulary.resources.{wildcard}.{key}")
        for member, (_, text) in bulk.items():
            if text is not None:
                problems += _expression_problems(runtime, text,
                                                 f"vocabulary.resources.{wildcard}.substitutes.{member}.while")
    from teotl.language.expressions import CONTEXT_VALUES
    from teotl.language.registry import QUERY_FUNCTIONS, VERBS
    targets = set(VERBS) | set(QUERY_FUNCTIONS) | set(CONTEXT_VALUES) | set(vocab.all_names())
    for alias, target in vocab.aliases.items():
        if target not in targets:
            problems.append(Problem("E418", f"alias `{alias}` points at `{target}`, which the engine does not know",
                                    did_you_mean(str(target), sorted(targets)) or
                                    "an alias names a verb, a query or a context value of docs/verbs.md",
                                    GAME, f"vocabulary.aliases.{alias}"))
    problems += _check_supplies(runtime)
    return problems


def _check_supplies(runtime: Runtime) -> list[Problem]:
    """`visible: owner` means its owner's eyes only: a supply nobody owns cannot have it (E495)."""
    entries = ((runtime.game.get("vocabulary") or {}).get("supplies") or ())
    return [Problem("E495", f"supply `{spec.id}` is shared: `visible: owner` needs a supply of each player's own",
                    "add `per_player: true` (a hand), or write `visible: none` (face down) or `visible: all`",
                    GAME, f"vocabulary.supplies.{index}.visible")
            for index, spec in enumerate(runtime.vocab.supplies[_entry_id(e)] for e in entries)
            if spec.visible == "owner" and not spec.per_player]


def _entry_id(entry: Any) -> str:
    return entry["id"] if isinstance(entry, dict) else str(entry)
def _check_agents(runtime: Runtime) -> list[Problem]:
    """Every agent's `value` compiles (issue 17: a misspelt name there passed the check, and the
    first greedy move of every game stopped with an internal error)."""
    agents = runtime.game.get("agents")
    problems = []
    for name, spec in (agents.items() if isinstance(agents, dict) else ()):
        if isinstance(spec, dict) and isinstance(spec.get("value"), str):
            problems += _expression_problems(runtime, spec["value"], f"agents.{name}.value")
    return problems


def _expression_problems(runtime: Runtime, text: str, path: str) -> list[Problem]:
    try:
        runtime.compiler.expr(parse_expression(str(text)))
    except CompileError as error:
        return list(filter(None, [runtime.problem_of(error, GAME, path, shift=4)]))
    except DslSyntaxError as error:
        return [Problem(error.code, error.message, error.hint, GAME, path, error.line, max(0, error.column - 4))]
    return []


def _check_component_types(runtime: Runtime, components: list[Any]) -> list[Problem]:
    known = runtime.vocab.component_types
    problems = []
    if not known:
        return problems
    for component in components:
        ctype = _get(component, "type")
        if ctype not in known and ctype not in (None, ""):   # no `type:` at all is the schema's E304
            problems.append(Problem("E409", f"unknown component type `{ctype}`",
                                    did_you_mean(str(ctype), known) or "types are listed in vocabulary.component_types",
                                    _get(component, "id"), "type"))
    return problems


def _check_graphs(runtime: Runtime, game: dict, found: list[Problem]) -> list[Problem]:
    """Every graph space is read and checked, not only the ones an effect names: a modder's graph
    with a dangling node is reported when it is written, not when the first effect that uses it
    is. A graph an effect names is reported there already (`found`): not twice."""
    from teotl.primitives.graph_checks import graph_problems
    reported = {p.message for p in found if p.code == "E460"}
    return [Problem(code, message, hint, where, path) for code, message, hint, where, path
            in graph_problems(game, runtime.components) if not any(message in seen for seen in reported)]


def _check_priorities(components: list[Any]) -> list[Problem]:
    """A guard repeated from an earlier step, or a constant-false guard, can never select its step."""
    problems = []
    for component in components:
        for path, node in (_get(component, "parsed", {}) or {}).items():
            if not isinstance(node, ast.Node):
                continue
            for sub in _priorities(node):
                seen: dict[Any, int] = {}
                for index, step in enumerate(sub.steps, start=1):
                    guard = step.guard
                    if guard is None:
                        continue
                    if isinstance(guard, ast.Num) and guard.value == 0:
                        problems.append(Problem("W432", f"priority step {index} has a guard that is always false",
                                                "remove the step or fix its guard", _get(component, "id"), path,
                                                step.line, step.column))
                    elif guard in seen:
                        problems.append(Problem("W431", f"priority step {index} repeats the guard of step {seen[guard]}",
                                                "it runs only when step %d cannot be carried out; merge them if that is "
                                                "not intended" % seen[guard], _get(component, "id"), path,
                                                step.line, step.column))
                    else:
                        seen[guard] = index
    return problems


def _priorities(root: ast.Node) -> list[ast.Priority]:
    """The `priority` statements in a tree, in the order `Node.walk` meets them (depth first, in
    source order). A plain recursion over each node class's fields: `walk`'s nested generators
    were most of the semantic check of a cold load (one generator per node of every effect)."""
    found: list[ast.Priority] = []
    _collect_priorities(root, found)
    return found


def _collect_priorities(node: ast.Node, found: list[ast.Priority]) -> None:
    if isinstance(node, ast.Priority):
        found.append(node)
    names = _CHILD_FIELDS.get(type(node))
    if names is None:
        names = _CHILD_FIELDS[type(node)] = tuple(
            name for name in node.__dataclass_fields__ if name not in ("line", "column"))
    for name in names:  # the children `Node.children` gives, in its order
        value = getattr(node, name)
        if isinstance(value, ast.Node):
            _collect_priorities(value, found)
        elif isinstance(value, tuple):
            for item in value:
                if isinstance(item, ast.Node):
                    _collect_priorities(item, found)
                elif isinstance(item, tuple):
                    for sub in item:
                        if isinstance(sub, ast.Node):
                            _collect_priorities(sub, found)


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}  # node class → its fields other than line and column
