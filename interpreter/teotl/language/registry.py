"""The registry of primitives: every verb, query and statement form the compiler knows, with what
the reference (docs/verbs.md) and the text renderer (teotl.text) need of each.

The language itself knows no primitive. Each primitive module (teotl.primitives) registers its
own with the wrappers below (`@verb`, `@query`, …) when it is imported, and the compiler dispatches through these
tables: a `Call` node to `VERBS[name]`, a `Func` node to `QUERY_FUNCTIONS[name]`, any other
statement node to `STATEMENTS[type(node)]`. The signatures are the forms error hints quote.

One place per primitive: a module holds, for each of its primitives, the compile function (with
its checks), the doc (`doc=` or `rows=`, plus the context values it `sets` and the events it
`fires`), and its rendering as rule text (`@renders`); a module's section of the reference
(title, introduction, notes, examples) is declared with `section`. `python -m
teotl.primitives.reference` writes docs/verbs.md from all of it.
"""
from __future__ import annotations

from typing import Any, Callable

#: verb name → compile(compiler, node: ast.Call) -> Stmt
VERBS: dict[str, Callable[[Any, Any], Any]] = {}
#: verb name → its form, for error hints and docs
SIGNATURES: dict[str, str] = {}
#: query name → build(compiler, node: ast.Func) -> ExprFn
QUERY_FUNCTIONS: dict[str, Callable[[Any, Any], Any]] = {}
#: query name → its form
QUERY_SIGNATURES: dict[str, str] = {}
#: syntax-tree class of a statement with its own syntax → compile(compiler, node) -> Stmt
STATEMENTS: dict[type, Callable[[Any, Any], Any]] = {}
#: source name → build(compiler, node: ast.Ref | ast.Func) -> (item kind, items(ctx) -> sequence):
#: what `each NAME in SOURCE` and the binders of `count(c in SOURCE …)` iterate over
SOURCES: dict[str, Callable[[Any, Any], Any]] = {}
#: source name → its form
SOURCE_SIGNATURES: dict[str, str] = {}
#: resolvers of a bare source name that no `SOURCES` entry has (a supply, a space, a group …):
#: resolve(compiler, name, node) -> (item kind, items(ctx)) or None when the name is not theirs
SOURCE_RESOLVERS: list[Callable[[Any, str, Any], Any]] = []
#: function name → build(compiler, node: ast.Func, binder: ast.Binder) -> ExprFn, for a call whose
#: argument is a binder: `count(c in drawn where has(c, grey))`, `sum(x for c in cells(s))`
BINDER_FUNCTIONS: dict[str, Callable[[Any, Any, Any], Any]] = {}
#: event name → {name: kind} of the handles the event binds for its triggers' bodies
#: (`on placed(…): … placed …`: the cell the component went to)
EVENT_BINDINGS: dict[str, dict[str, str]] = {}
#: (kind, key) → render(renderer, node, …) -> str or None (None: not this form, shown plainly);
#: kind "verb" / "query" / "condition" / "binder" keyed by name ("binder": "*" for any function
#: over a source), "statement" keyed by syntax-tree class, "source" keyed by a source function's
#: name or "*" (asked for every source: returns None when it is not its own)
RENDERERS: dict[tuple[str, Any], Callable[..., Any]] = {}


#: a verb or query name that was renamed or folded into another → (what replaces it, a hint with
#: the new form): an effect still using it is E403 / E402 with that hint, not "unknown"
RETIRED: dict[str, tuple[str, str]] = {}


def retired_error(code: str, name: str, node: Any) -> Any:
    """The error for a retired name (a CompileError with the new form as its hint), or None."""
    if name not in RETIRED:
        return None
    from teotl.language.errors import CompileError
    now, hint = RETIRED[name]
    return CompileError(code, f"`{name}` is gone: {now}", hint, node)


class Primitive:
    """One primitive as the reference sees it. (Plain classes, not dataclasses: building a
    dataclass costs more at import than every registration together, and every process imports
    the registry.)"""
    __slots__ = ("kind", "name", "signature", "module", "rows", "sets", "fires")

    def __init__(self, kind: str, name: str, signature: str, module: str, rows: tuple[tuple[str, str], ...],
                 sets: tuple[str, ...] = (), fires: tuple[str, ...] = ()):
        self.kind = kind              # "verb", "query", "statement", "source" or "binder"
        self.name = name              # the verb or query name; a statement's keyword
        self.signature = signature    # the form error hints quote ("" for a statement)
        self.module = module          # the module that registered it: its section of the reference
        self.rows = rows              # (form as Markdown, meaning as Markdown), one row per form
        self.sets = sets              # context values it sets while it runs
        self.fires = fires            # events it fires

    def __repr__(self) -> str:
        return f"Primitive({self.kind} {self.name!r} of {self.module})"


class Section:
    """A module's part of the reference: its title, the text before and after its tables, examples."""
    __slots__ = ("module", "title", "order", "intro", "notes", "examples")

    def __init__(self, module: str, title: str, order: float, intro: str = "", notes: str = "",
                 examples: tuple[str, ...] = ()):
        self.module = module
        self.title = title
        self.order = order            # place in the reference (ascending)
        self.intro = intro
        self.notes = notes
        self.examples = examples      # effect texts, one per line (`# comment` allowed)

    def __repr__(self) -> str:
        return f"Section({self.title!r} of {self.module})"


#: every primitive, in registration order
PRIMITIVES: list[Primitive] = []
#: module → its section of the reference
SECTIONS: dict[str, Section] = {}


def _rows(form: str, doc: str, rows: tuple) -> tuple[tuple[str, str], ...]:
    if rows:
        return tuple((str(f), str(m)) for f, m in rows)
    return ((form, doc),) if doc else ()


def verb(name: str, signature: str, *, doc: str = "", arguments: str = "", rows: tuple = (),
         sets: tuple[str, ...] = (), fires: tuple[str, ...] = ()) -> Callable:
    """Register the wrapped `compile(compiler, node)` as the verb `name` (`name arg…`).

    `signature`: the form hints quote (`write: SIGNATURE`). The reference shows `doc` (what it
    does) with `arguments` (the argument forms as Markdown; by default the signature without the
    verb), or several `rows` of (arguments, meaning)."""
    def register(fn):
        VERBS[name] = fn
        SIGNATURES[name] = signature
        form = arguments or _arguments_of(name, signature)
        PRIMITIVES.append(Primitive("verb", name, signature, fn.__module__, _rows(form, doc, rows), tuple(sets),
                                    tuple(fires)))
        return fn
    return register


def query(name: str, signature: str, *, doc: str = "", form: str = "", rows: tuple = (),
          sets: tuple[str, ...] = (), fires: tuple[str, ...] = ()) -> Callable:
    """Register the wrapped `build(compiler, node)` as the query function `name(…)`; the
    reference shows `doc` (its value) with `form` (default: the signature), or several `rows`."""
    def register(fn):
        QUERY_FUNCTIONS[name] = fn
        QUERY_SIGNATURES[name] = signature
        PRIMITIVES.append(Primitive("query", name, signature, fn.__module__,
                                    _rows(form or f"`{signature}`", doc, rows), tuple(sets), tuple(fires)))
        return fn
    return register


def source(name: str, signature: str, *, doc: str = "", form: str = "", rows: tuple = ()) -> Callable:
    """Register the wrapped `build(compiler, node)` as the source `name` (`each c in name(…)`);
    the reference shows `doc` with `form` (default: the signature), or several `rows`."""
    def register(fn):
        SOURCES[name] = fn
        SOURCE_SIGNATURES[name] = signature
        PRIMITIVES.append(Primitive("source", name, signature, fn.__module__,
                                    _rows(form or f"`{signature}`", doc, rows)))
        return fn
    return register


def source_resolver(fn: Callable) -> Callable:
    """Register the wrapped `resolve(compiler, name, node)` for bare source names (a supply…)."""
    SOURCE_RESOLVERS.append(fn)
    return fn


def binder_function(name: str, *, doc: str = "", form: str = "", rows: tuple = ()) -> Callable:
    """Register the wrapped `build(compiler, node, binder)` for `name(… in …)`; the reference
    shows `doc` with `form`, or several `rows`."""
    def register(fn):
        BINDER_FUNCTIONS[name] = fn
        PRIMITIVES.append(Primitive("binder", name, "", fn.__module__, _rows(form, doc, rows)))
        return fn
    return register


def statement(node_type: type, *, name: str = "", rows: tuple = (), sets: tuple[str, ...] = (),
              fires: tuple[str, ...] = ()) -> Callable:
    """Register the wrapped `compile(compiler, node)` for statements of syntax-tree class
    `node_type`; the reference shows its `rows` of (form, meaning)."""
    def register(fn):
        STATEMENTS[node_type] = fn
        PRIMITIVES.append(Primitive("statement", name or node_type.__name__.lower(), "", fn.__module__,
                                    _rows("", "", rows), tuple(sets), tuple(fires)))
        return fn
    return register


def renders(kind: str, key: Any) -> Callable:
    """Register the wrapped function as the rule text of a primitive: `("verb", name)` →
    `render(renderer, node, args)`, `("query", name)` → `render(renderer, node, args, names)`,
    `("condition", name)` (a query read as a condition) → `render(renderer, node, names)`,
    `("zero", name)` (the query compared with 0: `size(S) == 0` reads "S is empty") →
    `render(renderer, node, args, names, negated)`; `("zero-binder", name)` (a function over a
    source compared with 0) → `render(renderer, name, binder, negated)`; `("zero-name", kind)`
    (a name of that vocabulary kind compared with 0: a resource, a counter) →
    `render(renderer, name, negated)` (teotl.text.comparisons),
    `("statement", NodeClass)` → `render(renderer, node)`. It returns the text, or None when the
    node is not in a form it knows (the renderer then shows it plainly and warns)."""
    def register(fn):
        RENDERERS[(kind, key)] = fn
        return fn
    return register


def section(module: str, title: str, order: float, intro: str = "", notes: str = "",
            examples: tuple[str, ...] = ()) -> Section:
    """Declare the reference section of `module` (pass `__name__`)."""
    declared = SECTIONS[module] = Section(module, title, order, intro.strip("\n"), notes.strip("\n"), tuple(examples))
    return declared


def _arguments_of(name: str, signature: str) -> str:
    """`advance TRACK [N]  |  advance any GROUP [N]` → "`TRACK [N]` or `any GROUP [N]`"."""
    import re
    forms = []
    for form in re.split(r"\s+\|\s+", signature):
        form = form.strip()
        if form.startswith(name):
            form = form[len(name):].strip()
        if form:
            forms.append(f"`{form}`")
    return " or ".join(forms)
