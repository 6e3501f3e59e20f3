"""Expanding a template call: the body with the arguments in place of the parameters, compiled
where the call is written.

A call `gain(5, stone)` is checked at the call site — as many arguments as parameters
(E424), each of its parameter's kind (E425: a `word` is a bare name, a `resource`, `track` or
`supply` names one, a handle is a bound name of that kind, read with `compiler.handle`), a word
among the allowed ones (E426), no template calling itself (E427), a value template used as a
value and a statement template as a statement (E428), no argument naming what the body binds
itself (E429) — then the body's syntax tree is rewritten with the arguments in place of the
parameters and compiled in the call's scope, so it is exactly the effect written out there:
words stand wherever a NAME stands (an amount's target, a verb's word, a reference, a phrase), a
number argument is its expression, a handle parameter the bound name passed.

Errors while compiling the expansion are traced (`_trace`): one in an argument stays at the
call site (its node came from there), one in the body is marked as standing in the template, and
every call it was reached through is recorded, so the loader reports it at the body's own file,
line and column and names the call sites.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Iterator, Optional

from teotl.language import ast
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn, constant_fn, short_text
from teotl.language.statements import NOTHING, Stmt
from teotl.language.templates import HANDLE_KINDS, NAME_KINDS, TemplateSpec, binders_of, walk_params


# ====================================================================== calls
def expand_statement(compiler: Any, spec: TemplateSpec, node: ast.Call) -> Stmt:
    """The statement a call `NAME(a, b)`, `NAME (a)` or `NAME` of a statement template means."""
    if not spec.statement:
        raise CompileError("E428", f"`{spec.id}` is a value template: it is used in a value, not as a statement",
                           f"e.g. `gain vp {spec.usage()}`, or declare it with `effect:` instead of `value:`", node)
    args = []
    for arg in node.args:
        if not isinstance(arg, ast.ExprArg):
            raise CompileError("E424", f"the arguments of template `{spec.id}` go in parentheses",
                               f"write {spec.usage()}" + ("" if len(spec.params) != 1 else
                                                          f", or {spec.id} ({spec.params[0].name})"), arg)
        args.append(arg.expr)
    made, body = _expansion(compiler, spec, node, args)
    if body is None:
        return NOTHING
    stmt = _compiled(compiler, spec, node, made, lambda: compiler.stmt(body))
    if stmt is NOTHING:
        return stmt
    return dataclasses.replace(stmt, source=_call_text(spec, args))


def expand_value(compiler: Any, spec: TemplateSpec, node: Any) -> ExprFn:
    """The value a call `NAME(a, b)` (or a bare `NAME`) of a value template means."""
    if spec.statement:
        raise CompileError("E428", f"`{spec.id}` is a statement template: it is called as a statement, "
                                   "not used as a value",
                           f"write it as a statement: `{spec.usage()}`; a template that gives a number is "
                           "declared with `value:`", node)
    args = list(node.args) if isinstance(node, ast.Func) else []
    made, body = _expansion(compiler, spec, node, args)
    if body is None:
        return constant_fn(0)
    return _compiled(compiler, spec, node, made, lambda: compiler.expr(body))


def _call_text(spec: TemplateSpec, args: list) -> str:
    return f"{spec.id}({', '.join(short_text(a) for a in args)})" if args else spec.id


def _expansion(compiler: Any, spec: TemplateSpec, node: Any, args: list) -> tuple[set, Optional[Any]]:
    """(ids of the nodes that come from the arguments, the body with the arguments in place)."""
    params = spec.params
    if len(args) != len(params):
        wanted = {0: "no arguments", 1: "1 argument"}.get(len(params), f"{len(params)} arguments")
        raise CompileError("E424", f"template `{spec.id}` takes {wanted} ({spec.signature()}), "
                                   f"not {len(args)}", f"write {spec.usage()}", node)
    stack = compiler.expanding
    if spec.id in stack:
        chain = " → ".join(stack[stack.index(spec.id):] + [spec.id])
        raise CompileError("E427", f"template `{spec.id}` calls itself ({chain})",
                           "a template may call other templates, never itself, also not through others; "
                           "write a repetition with `repeat N:`", node)
    made: set[int] = set()
    for arg in args:
        made.update(id(item) for item in arg.walk())
    mapping = {param.name: _argument(compiler, spec, param, arg) for param, arg in zip(params, args)}
    _refuse_capture(compiler, spec, mapping)
    compiler.called_templates.add(spec.id)
    if spec.body is None or not isinstance(spec.body, ast.Node) or isinstance(spec.body, (ast.Trigger, ast.Modifier)):
        return made, None  # the loader or the template's own check reported it
    used: set[str] = set()
    try:
        body = substitute(spec.body, mapping, made, used)
    except CompileError as error:  # a parameter misplaced in the body (also reported for itself)
        _trace(error, spec, node, made)
        raise
    for name, argument in mapping.items():
        if name not in used and argument.expr is not None:
            compiler.expr(argument.expr)  # an argument the body never reads is still checked
    return made, body


class _Argument:
    """What stands for one parameter: a name (words, handles) or an expression (numbers, seats)."""
    __slots__ = ("param", "node", "name", "expr")

    def __init__(self, param: Any, node: Any, name: Optional[str] = None, expr: Optional[Any] = None):
        self.param, self.node, self.name, self.expr = param, node, name, expr


def _argument(compiler: Any, spec: TemplateSpec, param: Any, arg: Any) -> _Argument:
    """The argument for `param`, checked against its kind at the call site."""
    what = f"`{param.name}` of `{spec.id}`"
    if isinstance(arg, ast.Binder):
        raise CompileError("E425", f"`{arg.name} in …` cannot be the argument {what}",
                           "a binder stands only in count, sum, any, all, min or max: pass their value, "
                           f"e.g. {spec.id}(count(c in hand))", arg)
    kind = param.kind
    if kind == "number" or (kind == "player" and not _is_bound(compiler, arg)):
        if isinstance(arg, ast.Phrase):
            raise CompileError("E425", f"the argument {what} is a {'seat' if kind == 'player' else 'number'}, "
                                       f"not the phrase `{short_text(arg)}`",
                               "pass an expression: a number, a name, a query", arg)
        return _Argument(param, arg, expr=arg)
    name = arg.name if isinstance(arg, ast.Ref) else None
    if kind in NAME_KINDS:
        return _Argument(param, arg, name=_name_argument(compiler, spec, param, arg, name))
    try:
        compiler.handle(arg, (kind,), f"the argument {what}")
    except CompileError as error:
        raise CompileError("E425", error.message, error.hint, arg) from None
    return _Argument(param, arg, name=name)


def _is_bound(compiler: Any, arg: Any) -> bool:
    return isinstance(arg, ast.Ref) and arg.name in compiler.bound and compiler.bound[arg.name] != "number"


def _name_argument(compiler: Any, spec: TemplateSpec, param: Any, arg: Any, name: Optional[str]) -> str:
    what = f"`{param.name}` of `{spec.id}`"
    shown = {"word": "word", "words": "word", "resource": "resource", "track": "track", "supply": "supply"}[param.kind]
    if name is None:
        raise CompileError("E425", f"the argument {what} is a {shown}: a bare name, not `{short_text(arg)}`",
                           f"write the {shown} itself" + (f", one of {', '.join(param.words)}" if param.words else ""),
                           arg)
    if name in compiler.bound:
        raise CompileError("E425", f"`{name}` is a {compiler.bound[name]} bound by the effect, but the argument "
                                   f"{what} is a {shown}", f"write the {shown} itself", arg)
    vocab = compiler.vocab
    if param.kind == "words":
        if name not in param.words:
            raise CompileError("E426", f"`{name}` is not a word the argument {what} allows",
                               did_you_mean(name, param.words) or f"write one of {', '.join(param.words)}", arg)
    elif param.kind != "word":
        known = {"resource": vocab.resources, "track": vocab.tracks, "supply": vocab.supplies}[param.kind]
        if vocab.canonical(name) not in known:
            raise CompileError("E425", f"the argument {what} must be a {shown}, and `{name}` is not one",
                               did_you_mean(name, known) or f"{shown}s are declared in the vocabulary", arg)
    return name


def _refuse_capture(compiler: Any, spec: TemplateSpec, mapping: dict) -> None:
    """An argument that names a bound name which the body binds again would read the body's item
    in the expansion, not the caller's: refused (E429)."""
    inner = binders_of(spec.body)
    if not inner:
        return
    for argument in mapping.values():
        for item in argument.node.walk():
            name = getattr(item, "name", None) if isinstance(item, (ast.Ref, ast.Word)) else None
            if name in inner and name in compiler.bound:
                raise CompileError(
                    "E429", f"`{name}` in the argument `{argument.param.name}` is a name template `{spec.id}` "
                            f"binds itself (`{_binding_text(inner[name])}`): written out, the body would read its own",
                    f"rename `{name}` where this effect binds it", item)


def _binding_text(node: Any) -> str:
    name = node.who if isinstance(node, ast.Each) else node.name
    return f"each {name} in {short_text(node.source)}" if isinstance(node, ast.Each) else \
        f"{name} in {short_text(node.source)}"


# ====================================================================== the body rewritten
def substitute(node: Any, mapping: dict, made: set, used: set) -> Any:
    """`node` with every parameter of `mapping` replaced by its argument (scope-aware: inside
    `each p in …` or `p in …` of a binder, `p` is the item). Nodes made here from an argument
    take its position and join `made`, so errors about them are reported at the call site."""
    kind = type(node)
    if kind in _PLACES:
        argument = mapping.get(node.name)
        if argument is None:
            return node
        used.add(node.name)
        return _PLACES[kind](node, argument, made)
    if kind is ast.Phrase:
        if not any(isinstance(word, str) and word in mapping for word in node.words):
            return node
        return dataclasses.replace(node, words=tuple(_phrase_word(node, w, mapping, made, used) for w in node.words))
    if kind is ast.Each and node.source is not None and node.who in mapping:
        inner = {name: value for name, value in mapping.items() if name != node.who}
        return dataclasses.replace(node, source=substitute(node.source, mapping, made, used),
                                   condition=_maybe(node.condition, inner, made, used),
                                   body=substitute(node.body, inner, made, used))
    if kind is ast.Binder and node.name in mapping:
        inner = {name: value for name, value in mapping.items() if name != node.name}
        return dataclasses.replace(node, source=substitute(node.source, mapping, made, used),
                                   condition=_maybe(node.condition, inner, made, used),
                                   value=_maybe(node.value, inner, made, used))
    changes = {}
    for item in dataclasses.fields(node):
        if item.name in ("line", "column"):
            continue
        old = getattr(node, item.name)
        new = _mapped(old, mapping, made, used)
        if new is not old:
            changes[item.name] = new
    return dataclasses.replace(node, **changes) if changes else node


def _maybe(node: Any, mapping: dict, made: set, used: set) -> Any:
    return None if node is None else substitute(node, mapping, made, used)


def _mapped(value: Any, mapping: dict, made: set, used: set) -> Any:
    if isinstance(value, ast.Node):
        return substitute(value, mapping, made, used)
    if isinstance(value, tuple):
        items = tuple(_mapped(item, mapping, made, used) for item in value)
        return value if all(a is b for a, b in zip(items, value)) else items
    return value


def _at(new: Any, argument: _Argument, made: set) -> Any:
    """A node made for an argument, at the argument's position."""
    placed = dataclasses.replace(new, line=argument.node.line, column=argument.node.column)
    made.add(id(placed))
    return placed


def _in_ref(node: ast.Ref, argument: _Argument, made: set) -> Any:
    if argument.expr is not None:
        return argument.expr
    if isinstance(argument.node, ast.Ref) and argument.node.name == argument.name:
        return argument.node
    return _at(ast.Ref(argument.name), argument, made)


def _in_word(node: ast.Word, argument: _Argument, made: set) -> Any:
    if argument.expr is None:
        return _at(ast.Word(argument.name), argument, made)
    value = _literal(argument.expr)
    if value is not None:
        return _at(ast.Range(value, value), argument, made)
    return _at(ast.ExprArg(argument.expr), argument, made)


def _in_any_word(node: ast.AnyWord, argument: _Argument, made: set) -> Any:
    _refuse_misplaced(node, argument.param)
    return _at(ast.AnyWord(argument.name), argument, made)


def _in_target(node: ast.Target, argument: _Argument, made: set) -> Any:
    _refuse_misplaced(node, argument.param)
    return _at(ast.Target(argument.name, node.any_of), argument, made)


_PLACES: dict[type, Callable[[Any, _Argument, set], Any]] = {
    ast.Ref: _in_ref, ast.Word: _in_word, ast.AnyWord: _in_any_word, ast.Target: _in_target}


def _phrase_word(node: ast.Phrase, word: Any, mapping: dict, made: set, used: set) -> Any:
    argument = mapping.get(word) if isinstance(word, str) else None
    if argument is None:
        return word
    used.add(word)
    _refuse_misplaced(node, argument.param)
    if argument.expr is None:
        return argument.name
    value = _literal(argument.expr)
    if value is None:
        raise CompileError("E425", f"`{word}` stands in the phrase `{short_text(node)}`: its argument must be a "
                                   f"whole number, not `{short_text(argument.expr)}`",
                           "pass a number, or use the parameter outside a phrase", argument.node)
    return value


def _literal(expr: Any) -> Optional[int]:
    if isinstance(expr, ast.Num):
        return expr.value
    if isinstance(expr, ast.Negate) and isinstance(expr.operand, ast.Num):
        return -expr.operand.value
    return None


def misplaced(node: Any, param: Any) -> Optional[CompileError]:
    """The error for a parameter standing where its kind cannot: a number or a handle as an
    amount's target or after `any` (a name goes there), a handle in a phrase. None when it fits."""
    if param.kind in NAME_KINDS:
        return None
    if isinstance(node, (ast.Target, ast.AnyWord)) or (isinstance(node, ast.Phrase) and param.kind in HANDLE_KINDS):
        what = "a number" if param.kind == "number" else f"a {param.kind}"
        place = "after `any`" if isinstance(node, ast.AnyWord) or getattr(node, "any_of", False) else (
            "in a phrase" if isinstance(node, ast.Phrase) else "as what an amount counts")
        return CompileError("E425", f"parameter `{param.name}` is {what}, but stands {place}, where a name goes",
                            "declare it `{" + param.name + ": resource}` (or `word`) to pass a name; "
                            "a number goes after the name: `gain vp " + param.name + "`", node)
    return None


def _refuse_misplaced(node: Any, param: Any) -> None:
    error = misplaced(node, param)
    if error is not None:
        raise error


def misplaced_parameters(spec: TemplateSpec) -> list[CompileError]:
    """Every place the body names a parameter where its kind cannot stand (E425)."""
    params = {param.name: param for param in spec.params}
    errors = []
    for node, name in walk_params(spec.body, frozenset(params)):
        error = misplaced(node, params[name])
        if error is not None:
            errors.append(error)
    return errors


def stand_in_bodies(compiler: Any, spec: TemplateSpec) -> Iterator[tuple[Any, dict[str, str]]]:
    """The body with stand-ins for its name parameters, and the bindings of its other ones, for
    the check of a template nobody calls: each allowed word of a list in turn (the others at
    their first), the first declared resource, track or supply. Nothing for a body with a free
    `word` parameter (only a call says what it is) or a kind nothing is declared of."""
    vocab = compiler.vocab
    bindings = {p.name: ("number" if p.kind == "number" else p.kind) for p in spec.params if p.kind not in NAME_KINDS}
    choices: dict[str, tuple[str, ...]] = {}
    for param in spec.params:
        if param.kind == "word":
            return
        if param.kind == "words":
            choices[param.name] = param.words
        elif param.kind in NAME_KINDS:
            declared = list({"resource": vocab.resources, "track": vocab.tracks, "supply": vocab.supplies}[param.kind])
            if not declared:
                return
            choices[param.name] = (declared[0],)
    variants = [{name: words[0] for name, words in choices.items()}]
    for name, words in choices.items():
        variants += [{**variants[0], name: word} for word in words[1:]]
    params = {param.name: param for param in spec.params}
    for variant in variants:
        mapping = {name: _Argument(params[name], ast.Ref(word, line=0, column=0), name=word)
                   for name, word in variant.items()}
        body = substitute(spec.body, mapping, set(), set()) if mapping else spec.body
        yield body, bindings


# ====================================================================== errors traced
def _compiled(compiler: Any, spec: TemplateSpec, call: Any, made: set, build: Callable[[], Any]) -> Any:
    """`build()` (the expansion compiled) with its errors traced into the template."""
    stack = compiler.expanding
    collected = compiler.collected
    start = len(collected) if collected is not None else 0
    stack.append(spec.id)
    try:
        result = build()
    except CompileError as error:
        _trace(error, spec, call, made)
        raise
    finally:
        stack.pop()
    if collected is not None:
        for error in collected[start:]:
            _trace(error, spec, call, made)
    return result


def _trace(error: CompileError, spec: TemplateSpec, call: Any, made: set) -> None:
    """Mark where an error of this expansion stands. An error at a node of the arguments stays
    where it is (the caller's text); any other is in the template's body, and this call is the
    first one it was reached through. An error already in a deeper template gets this call
    appended, and the calls still unplaced that were written in this body are placed here."""
    if getattr(error, "template_origin", None) is None:
        node = getattr(error, "node", None)
        if node is not None and id(node) in made:
            return
        error.template_origin, error.template_field = spec.id, spec.field  # type: ignore[attr-defined]
        error.template_calls = [[spec.id, call, None]]                       # type: ignore[attr-defined]
        return
    for entry in error.template_calls:  # type: ignore[attr-defined]
        if entry[2] is None and id(entry[1]) not in made:
            entry[2] = spec.id
    error.template_calls.append([spec.id, call, None])  # type: ignore[attr-defined]
