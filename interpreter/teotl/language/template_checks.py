"""The checks a template gets for itself, and where an error inside a template is reported.

`install` gives a compiler the rule set's templates and checks each declaration: its name against
every verb, query, source, keyword and vocabulary name, its parameters' names (E423), each
parameter used where its kind may stand (E425), a body that is a statement (E428).
`check_uncalled` compiles the body of a template no effect calls once, its parameters bound as
names of their kind (`compiler.binding`'s way), so that a template is checked before it is used.
`located` and `trace_of` carry where an error stands when it is inside a template's body (set by
teotl.language.template_expansion while a call is expanded) to the runtime, which reports it
there and names the calls.
"""
from __future__ import annotations

from typing import Any, Iterable, Optional

from teotl.language import ast
from teotl.language.errors import CompileError
from teotl.language.template_expansion import misplaced_parameters, stand_in_bodies
from teotl.language.templates import TemplateSpec, spec_of


# ====================================================================== errors traced into templates
def located(error: CompileError, template: str, field_path: str) -> CompileError:
    """`error` marked as standing in template `template`'s field `field_path` (its line and column
    are inside that field's text), not in the effect being compiled."""
    error.template_origin = template        # type: ignore[attr-defined]
    error.template_field = field_path       # type: ignore[attr-defined]
    if not hasattr(error, "template_calls"):
        error.template_calls = []           # type: ignore[attr-defined]
    return error


def trace_of(error: CompileError, templates: dict) -> Optional[tuple[str, str, list[tuple[str, Optional[str], Optional[str], int, int]]]]:
    """Where an error stands when it is inside a template: (template id, field path, calls), the
    calls from the innermost out, each (template called, the template it is written in or None
    for the effect being compiled, that template's field or None, line, column). None when the
    error is in the effect being compiled itself."""
    origin = getattr(error, "template_origin", None)
    if origin is None:
        return None
    field_path = getattr(error, "template_field", None) or _field(templates, origin)
    calls = []
    for called, node, owner in getattr(error, "template_calls", ()):
        calls.append((called, owner, _field(templates, owner) if owner else None,
                      getattr(node, "line", 0) or 0, getattr(node, "column", 0) or 0))
    return origin, field_path, calls


def _field(templates: dict, template: str) -> str:
    spec = templates.get(template)
    return spec.field if spec is not None else "effect"


# ====================================================================== checks of a template itself
def install(compiler: Any, declarations: Iterable[Any]) -> list[CompileError]:
    """Give `compiler` the templates (id → TemplateSpec) and return the problems of their
    declarations, each `located` in the template: a name that is already a verb, query, source,
    keyword or vocabulary name, or a parameter named like one (E423), a parameter where its kind
    cannot stand (E425), a body that is a trigger or modifier (E428)."""
    specs = [spec_of(d) for d in declarations]
    compiler.templates = {spec.id: spec for spec in specs if spec.id}
    if not specs:
        return []   # a rule set without templates pays nothing for them
    taken = _taken_names(compiler)
    named = {name: what for names, what in (*_vocabulary_names(compiler.vocab), (_context_values(), "the context value"))
             for name in names}
    problems: list[CompileError] = []
    for spec in specs:
        if not spec.id:
            continue
        clash = taken.get(spec.id)
        if clash:
            problems.append(located(CompileError(
                "E423", f"template `{spec.id}` is named like {clash}",
                "rename the template: a call must not be read as anything else"), spec.id, "id"))
        for field_path, code, message, hint in spec.problems:
            problems.append(located(CompileError(code, f"template `{spec.id}`: {message}", hint), spec.id,
                                    field_path))
        for index, param in enumerate(spec.params):
            if param.name in named:
                problems.append(located(CompileError(
                    "E423", f"parameter `{param.name}` of template `{spec.id}` is named like "
                            f"{named[param.name]} `{param.name}`",
                    f"rename it: inside the body `{param.name}` would mean both"), spec.id, f"params.{index}"))
            elif param.name in compiler.templates:
                problems.append(located(CompileError(
                    "E423", f"parameter `{param.name}` of template `{spec.id}` is named like a template",
                    "rename the parameter"), spec.id, f"params.{index}"))
        if isinstance(spec.body, (ast.Trigger, ast.Modifier)):
            problems.append(located(CompileError(
                "E428", f"the body of template `{spec.id}` is a {type(spec.body).__name__.lower()}",
                "a template's `effect:` is a statement; put `on …:` and `modify …` in a component's "
                "`triggers:` / `modifiers:` and call the template there", spec.body), spec.id, spec.field))
            continue
        if spec.body is not None:
            problems += [located(error, spec.id, spec.field) for error in misplaced_parameters(spec)]
    return problems


def _context_values() -> tuple[str, ...]:
    from teotl.language.expressions import CONTEXT_VALUES
    return CONTEXT_VALUES


def _taken_names(compiler: Any) -> dict[str, str]:
    """Every name a template may not have, with what it already is (`the verb `take``)."""
    from teotl.language.grammar import keywords
    from teotl.language.registry import BINDER_FUNCTIONS, QUERY_FUNCTIONS, SOURCES, VERBS
    taken: dict[str, str] = {}
    for names, what in (*_vocabulary_names(compiler.vocab), (_context_values(), "the context value"),
                        (SOURCES, "the source"), (BINDER_FUNCTIONS, "the function"), (QUERY_FUNCTIONS, "the query"),
                        (VERBS, "the verb"), (keywords(), "the word of the effect language")):
        for name in names:
            taken.setdefault(name, f"{what} `{name}`")
    return taken


def _vocabulary_names(vocab: Any) -> list[tuple[Any, str]]:
    """The vocabulary's names by what they are (game.yaml's and the loaded modules')."""
    return [(vocab.resources, "the resource"), (vocab.tracks, "the track"), (vocab.groups, "the group"),
            (vocab.counters, "the counter"), (vocab.queries, "the named query"), (vocab.aliases, "the alias"),
            (vocab.supplies, "the supply"), (vocab.flags, "the flag"), (vocab.events, "the event"),
            (vocab.pieces, "the piece"), (vocab.tables, "the table"), ({b.id for b in vocab.boards}, "the board"),
            (vocab.component_types, "the component type"), (vocab.tags, "the tag")]


def check_uncalled(compiler: Any) -> list[CompileError]:
    """The body of every template no effect called, compiled once for itself: its number and
    handle parameters bound as names of their kind (`compiler.binding`), each allowed word in
    turn for a list of words, the first declared resource/track/supply for those; a template
    with a free `word` parameter is checked where it is called. Its errors are `located` in the
    template; nothing is kept of the compiled body."""
    problems: list[CompileError] = []
    called = compiler.called_templates
    for spec in list(compiler.templates.values()):
        if spec.id in called or spec.body is None or isinstance(spec.body, (ast.Trigger, ast.Modifier)) \
                or spec.problems or misplaced_parameters(spec):
            continue  # reported for itself already: compiling it would only echo that
        seen: set[tuple] = set()
        for body, bindings in stand_in_bodies(compiler, spec):
            for error in _compiled_alone(compiler, spec, body, bindings):
                if getattr(error, "template_origin", None) is None:
                    located(error, spec.id, spec.field)
                else:  # in a template this one calls: the calls written here are in this body
                    for entry in error.template_calls:
                        if entry[2] is None:
                            entry[2] = spec.id
                key = (error.code, error.message, error.template_origin, error.line, error.column)
                if key not in seen:
                    seen.add(key)
                    error.message += " (no call expands this template: it was checked with its parameters as names)"
                    problems.append(error)
    return problems


def _compiled_alone(compiler: Any, spec: TemplateSpec, body: Any, bindings: dict[str, str]) -> list[CompileError]:
    saved_bound, saved_collected = compiler.bound, compiler.collected
    compiler.bound = {"it": "component", **bindings}
    compiler.collected = collected = []
    compiler.expanding.append(spec.id)
    try:
        if spec.statement:
            compiler.stmt(body)
        else:
            compiler.expr(body)
    except CompileError as error:
        collected.append(error)
    finally:
        compiler.expanding.pop()
        compiler.bound, compiler.collected = saved_bound, saved_collected
    return collected
