"""Rule text of templates: a call reads as a sentence, and `teotl explain` renders each template
once, its parameters as placeholders ("Offer (KIND, AMOUNT): Gain AMOUNT KIND. Gain 1 point.").

A call of a template with parameters reads, in this order of preference:
1. as the template's own sentence, the catalogue message `template-ID-call` with the arguments as
   its variables (each parameter by its name: `{ $amount }`; a number written as a number is a
   number, so plural selectors work, and also `{ $NAME-board }`, the board of that number by its
   name, "board N" only where no board has it; a word's own id is also `{ $NAME_word }`, for
   selectors);
2. else as its body written out with the arguments in place of the parameters (what the engine
   runs, teotl.language.template_expansion), rendered like any effect;
3. else (a body that does not parse) as its name and arguments ("Offer (gem, 3)").
A call without arguments reads as the template's own sentence too where the catalogue has one (a
value template used as a condition: "it is time to overbuild"; an effect in the rule text's mood,
Portuguese "ative os trabalhadores" while the name "Ativar os trabalhadores" labels an option),
else as the template's name (`-template-ID`, the rule file's `name:` its English fallback),
which is written as a phrase ("end the round"). Called by teotl.text.render;
the words are the catalogue's (`stmt-template`, `doc-template`, …)."""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, ContextManager, Iterator, Optional, Sequence

from teotl.language import ast
from teotl.language.errors import CompileError
from teotl.language.template_expansion import substitute
from teotl.language.templates import HANDLE_KINDS, NAME_KINDS, TemplateSpec
from teotl.text.catalogue import Noun


def is_template(item: Any) -> bool:
    """A rule file's template (teotl.rules.templates.Template): what `spec` it has says so."""
    return isinstance(getattr(item, "spec", None), TemplateSpec)


def name_of(r: Any, template: Any) -> str:
    """The template's name in the renderer's language."""
    spec = template.spec
    return r.cat.noun(Noun(f"template-{spec.id}", 1, template.name or spec.id.replace("_", " ")))


def call(r: Any, template: Any, args: Sequence[Any], value: bool = False) -> str:
    """A call as text (see the module's docstring): the template's own sentence, else its body
    written out, else the name and the arguments, each as its parameter's kind shows it."""
    args = [arg.expr if isinstance(arg, ast.ExprArg) else arg for arg in args]
    prefix = "query" if value else "stmt"
    own = own_sentence(r, template.spec, args)
    if own is not None:
        return own
    name = name_of(r, template)
    if not args:
        return r.msg(f"{prefix}-template-bare", template=name)
    params = list(template.spec.params)
    body = written_out(template.spec, args)
    if body is not None:
        return r.expr(body) if value else r.clause(body)
    shown = [argument(r, params[index] if index < len(params) else None, arg) for index, arg in enumerate(args)]
    return r.msg(f"{prefix}-template", template=name, args=r.join(shown, "args"))


def own_sentence(r: Any, spec: TemplateSpec, args: Sequence[Any]) -> Optional[str]:
    """The message `template-ID-call` with the arguments as variables, if the catalogue has it."""
    message = f"template-{spec.id}-call"
    if not r.cat.knows_message(message) or len(args) != len(spec.params) or patched(r, spec):
        return None
    values: dict[str, Any] = {}
    for param, arg in zip(spec.params, args):
        if param.kind == "number" and isinstance(arg, ast.Num):
            values[param.name] = arg.value
            values[f"{param.name}-board"] = r.board_noun(arg.value)   # the board of that number, by its name
        else:
            values[param.name] = argument(r, param, arg)
        if isinstance(arg, ast.Ref):
            values[f"{param.name}_word"] = arg.name
    return r.msg(message, **values)


def patched(r: Any, spec: TemplateSpec) -> bool:
    """A body a variant patched (written elsewhere than the template): the catalogue's sentence
    tells the body as declared, so the patched one is written out instead (a house rule's
    "every shop pays 1 coin more" must show)."""
    template = (getattr(r, "templates", None) or {}).get(spec.id)
    sources = getattr(template, "sources", None) or {}
    where = sources.get(spec.field)
    return bool(where) and getattr(template, "file", None) is not None and where[0] != template.file


class _Written:
    """What stands for one parameter in a body written out (the shape template_expansion's
    `substitute` reads: the parameter, the argument's node, a name or an expression)."""
    __slots__ = ("param", "node", "name", "expr")

    def __init__(self, param: Any, node: Any):
        self.param, self.node = param, node
        named = param.kind in NAME_KINDS or param.kind in HANDLE_KINDS and param.kind != "player"
        self.name = node.name if named and isinstance(node, ast.Ref) else None
        self.expr = None if self.name is not None else node


def written_out(spec: TemplateSpec, args: Sequence[Any]) -> Optional[Any]:
    """The template's body with `args` in place of its parameters, or None when it cannot be (a
    body that did not parse, a trigger, an argument that does not fit: the loader reported it)."""
    body = spec.body
    if body is None or len(args) != len(spec.params) or not isinstance(body, ast.Node) \
            or isinstance(body, (ast.Trigger, ast.Modifier)):
        return None
    mapping = {param.name: _Written(param, arg) for param, arg in zip(spec.params, args)}
    try:
        return substitute(body, mapping, set(), set())
    except CompileError:
        return None


def argument(r: Any, param: Any, arg: Any) -> str:
    """One argument: a number or an expression as a value, a word as the noun it names, a handle
    as the name bound to it."""
    kind = getattr(param, "kind", "number")
    name = r.name_of(arg) if isinstance(arg, ast.Ref) else None
    if name is None or kind == "number" or (kind == "player" and name not in r.placeholders
                                             and r.kind_of(name) != "word"):
        return r.expr(arg)
    if kind in HANDLE_KINDS:
        bound = r.bound(arg)
        return bound if isinstance(bound, str) else r.cat.noun(bound)
    if kind in ("resource", "track", "supply"):
        return r.cat.noun(r.noun(name, 1, kind))
    return r.cat.noun(r.noun(name, 1))


def placeholder(r: Any, name: str) -> str:
    """A parameter as its template's text shows it: the term `-param-NAME` in capitals (so a
    translator names `amount` "QUANTIDADE"), else the parameter's own name in capitals."""
    term = f"param-{name}"
    return (r.cat.noun(Noun(term, 1, name)) if r.cat.knows_term(term) else name).upper()


def placeholders(r: Any, spec: TemplateSpec) -> ContextManager[None]:
    """While rendering a template's own body, its parameters read as placeholders (`AMOUNT`)."""
    return standing_for(r, {param.name: placeholder(r, param.name) for param in spec.params})


@contextmanager
def standing_for(r: Any, names: dict[str, str]) -> Iterator[None]:
    """While rendering, each of `names` (a bound name) reads as the text given for it."""
    saved = r.placeholders
    r.placeholders = {**saved, **names}
    try:
        yield
    finally:
        r.placeholders = saved


def render_template(r: Any, template: Any, rendered: Any, section: Any) -> Any:
    """A template for `teotl explain` (a `rendered` of teotl.text.render, its parts `section`s):
    its title with the parameters as placeholders, what kind of template it is, its body as text,
    its printed text (for side by side)."""
    spec = template.spec
    name = name_of(r, template)
    shown = [placeholder(r, param.name) for param in spec.params]
    title = r.msg("doc-template", template=name, params=r.join(shown, "args")) if shown else name
    result = rendered(spec.id, title, r.msg(f"doc-template-{spec.field}"), template.module,
                      printed=dict(template.text or {}))
    if spec.body is not None:
        with placeholders(r, spec):
            if spec.statement:
                text = r.effect(spec.body)
            elif r.is_condition(spec.body):  # a value that is 1 or 0: when it holds
                text = r.sentence(r.msg("doc-template-holds", condition=r.cond(spec.body)))
            else:
                text = r.sentence(r.msg("doc-template-gives", value=r.expr(spec.body)))
        result.sections.append(section("", text, spec.field))
    return result


def with_templates(ruleset: Any, components: Sequence[Any], templates: Sequence[Any]) -> list[Any]:
    """Components and templates in one list, module by module in load order (variants last), each
    module's components first: what `teotl explain --all` and `--module` render."""
    order = {module.id: index for index, module in enumerate(getattr(ruleset, "modules", ()) or ())}
    items = list(components) + [t for t in templates if t not in components]
    return sorted(items, key=lambda item: order.get(getattr(item, "module", ""), len(order)))


def needed_terms(ruleset: Any) -> list[str]:
    """The catalogue terms a rule set's templates need: their names and the words of their lists."""
    terms = []
    for template in (getattr(ruleset, "templates", {}) or {}).values():
        spec = template.spec
        terms.append(f"template-{spec.id}")
        for param in spec.params:
            terms += [f"word-{word}" for word in param.words]
    return terms
