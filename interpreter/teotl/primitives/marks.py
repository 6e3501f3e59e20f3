"""Marks: counters kept on one component instance — the tokens laid on a card (the goods that paid
for using it this round, a guard on it). Their names are declared in `vocabulary.marks`
(docs/game-model.md §3):

    add_mark (c) NAME [(N)]     N more NAME on the component c shows (default 1)
    remove_marks (c) [NAME]     every NAME off it (without NAME: every mark)
    remove_marks all NAME       every NAME off every component
    marks(c, NAME)              how many NAME lie on it (0: none, or c shows nothing)

A mark belongs to the instance (`card#2`), wherever it lies: a rule that moves a card out of
play removes its marks (tokens on a discarded card are discarded too). Marks are public. The state
keeps them in `GameState.marks` (instance → {name: count}), only for instances that hold one, so
a game without marks carries nothing; a change replaces the instance's mapping, never edits it,
so a copied state (a look-ahead) may share the mappings.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section, verb
from teotl.language.statements import Stmt, _always, sync_stmt
from teotl.model.instances import SHOWN_COMPONENT
from teotl.primitives.arguments import count_arg, word_of

SECTION = section(__name__, "Marks on components", 34,
                  intro="""Counters kept on one component instance — the tokens laid on a card (the goods that paid for
using it this round, a guard on it). Their names are declared in `vocabulary.marks: [used, guard]`;
a mark belongs to the instance wherever it lies, so a rule that moves a card out of play removes its
marks. Marks are public (`GameState.marks`: instance → {name: count}, only instances holding one).""",
                  notes="Errors: E476 a name that is not a declared mark; E477 `add_mark`, `remove_marks` or "
                        "`marks` with the wrong arguments.",
                  examples=("each c in tableau where has(c, action): add_mark (c) used",
                            "each c in tableau where marks(c, used) == 0: add_mark (c) guard (2)",
                            "each c in tableau: remove_marks (c) guard",
                            "remove_marks all used"))


def _mark_name(compiler: Compiler, arg: Optional[ast.Node], usage: str) -> str:
    """A declared mark's name (E476 for another word, naming the declared ones)."""
    name = word_of(arg) if arg is not None else None
    if name is None and isinstance(arg, ast.Ref):
        name = arg.name
    marks = compiler.vocab.marks
    if name is None or name not in marks:
        shown = name if name is not None else "?"
        raise CompileError("E476", f"`{shown}` is not a mark", did_you_mean(shown, sorted(marks))
                           or (f"declare it in vocabulary.marks ({', '.join(sorted(marks))})" if marks
                               else "declare marks in game.yaml: vocabulary: {marks: [used]}") + f"; {usage}",
                           arg)
    return name


def _reader(compiler: Compiler, arg: ast.Node, what: str) -> Callable[[Any], Optional[str]]:
    """ctx → the instance id a handle argument shows (None: nothing)."""
    read = compiler.handle(arg, tuple(SHOWN_COMPONENT), what)
    inner = arg.expr if isinstance(arg, ast.ExprArg) else arg
    shown = SHOWN_COMPONENT[compiler.kind_of(inner.name)]
    return lambda ctx: shown(ctx, read(ctx))


def _set(state: Any, instance: str, name: str, count: int) -> None:
    """The instance's NAME set to `count` (0 removes it), by a new mapping."""
    held = dict(state.marks.get(instance, ()))
    if count > 0:
        held[name] = count
    else:
        held.pop(name, None)
    if held:
        state.marks[instance] = held
    else:
        state.marks.pop(instance, None)


@verb("add_mark", "add_mark (HANDLE) MARK [(N)]", arguments="`(HANDLE) MARK [(N)]`",
      doc="N more (default 1) of the mark on the component the handle shows (nothing when it shows none); "
          "log event `mark`")
def compile_add_mark(compiler: Compiler, node: ast.Call) -> Stmt:
    """N more (default 1) of a mark on the component a handle shows; nothing when it shows none."""
    usage = "write e.g. add_mark (c) used or add_mark (c) used (2)"
    args = node.args
    if len(args) not in (2, 3):
        raise CompileError("E477", "`add_mark` takes a handle, a mark and optionally how many", usage, node)
    read = _reader(compiler, args[0], "the card to mark")
    name = _mark_name(compiler, args[1], usage)
    count = count_arg(compiler, args[2], node) if len(args) == 3 else (lambda ctx: 1)

    def do(ctx) -> None:
        instance = read(ctx)
        amount = count(ctx)
        if instance is None or amount <= 0:
            return
        state = ctx.state
        _set(state, instance, name, state.marks.get(instance, {}).get(name, 0) + amount)
        if ctx.rt.logging:
            ctx.rt.log(ctx, "mark", component=instance, mark=name, count=amount)

    return sync_stmt(do, _always, f"add_mark {name}", counter_free=True)


@verb("remove_marks", "remove_marks (HANDLE) [MARK]  |  remove_marks all MARK",
      doc="take the mark (without MARK: every mark) off the component the handle shows; `all MARK`: the mark "
          "off every component")
def compile_remove_marks(compiler: Compiler, node: ast.Call) -> Stmt:
    """Take a mark (or every mark) off the component a handle shows; `all MARK`: off every one."""
    usage = "write e.g. remove_marks (c), remove_marks (c) used or remove_marks all used"
    args = node.args
    if args and word_of(args[0]) == "all":
        if len(args) != 2:
            raise CompileError("E477", "`remove_marks all` takes the mark to take off every component", usage, node)
        name = _mark_name(compiler, args[1], usage)

        def clear_all(ctx) -> None:
            state = ctx.state
            for instance in [i for i, held in state.marks.items() if name in held]:
                _set(state, instance, name, 0)
        return sync_stmt(clear_all, _always, f"remove_marks all {name}", counter_free=True)
    if len(args) not in (1, 2):
        raise CompileError("E477", "`remove_marks` takes a handle and optionally a mark", usage, node)
    read = _reader(compiler, args[0], "the card to take marks off")
    name = _mark_name(compiler, args[1], usage) if len(args) == 2 else None

    def do(ctx) -> None:
        instance = read(ctx)
        state = ctx.state
        if instance is None or instance not in state.marks:
            return
        if name is None:
            del state.marks[instance]
        else:
            _set(state, instance, name, 0)

    return sync_stmt(do, _always, f"remove_marks {name or ''}".strip(), counter_free=True)


@query("marks", "marks(HANDLE, MARK)",
       doc="how many of the mark lie on the component the handle shows (0 when none, or it shows nothing)")
def _marks(compiler: Compiler, node: ast.Func) -> ExprFn:
    """How many of a mark lie on the component a handle shows (0 when none, or it shows nothing)."""
    usage = "write e.g. marks(c, used)"
    if len(node.args) != 2:
        raise CompileError("E477", "`marks` takes a handle and a mark", usage, node)
    read = _reader(compiler, node.args[0], "the first argument of `marks`")
    name = _mark_name(compiler, node.args[1], usage)

    def count(ctx) -> int:
        instance = read(ctx)
        if instance is None:
            return 0
        held = ctx.state.marks.get(instance)
        return held.get(name, 0) if held else 0
    return count


# ====================================================================== rule text
def _item(r, arg) -> str:
    return r.bound(arg)   # teotl.text.nouns: placeholders, the engine's names as terms


def _mark(r, arg, count=1):
    return r.noun(r.name_of(arg) or "?" if arg is not None else "?", count, "mark")


@renders("verb", "add_mark")
def render_add_mark(r, node, args):
    count = r.count(args[2]) if len(args) > 2 else 1
    if not isinstance(count, int):
        return r.msg("verb-add_mark-expr", item=_item(r, args[0]), mark=_mark(r, args[1], "other"), count=count)
    return r.msg("verb-add_mark", item=_item(r, args[0]), mark=_mark(r, args[1], count), count=count)


@renders("verb", "remove_marks")
def render_remove_marks(r, node, args):
    if args and isinstance(args[0], ast.Word) and args[0].name == "all":
        return r.msg("verb-remove_marks-all", mark=_mark(r, args[1] if len(args) > 1 else None, "other"))
    if len(args) > 1:
        return r.msg("verb-remove_marks-named", item=_item(r, args[0]), mark=_mark(r, args[1], "other"))
    return r.msg("verb-remove_marks", item=_item(r, args[0]) if args else "?")


@renders("query", "marks")
def render_marks(r, node, args, names):
    return r.msg("query-marks", item=_item(r, args[0]) if args else "?",
                 mark=_mark(r, args[1] if len(args) > 1 else None, "other"))


@renders("event", "mark")
def _event_mark(n, e):
    """"Ana puts 1 use marker on the Shop" (a mark's term is `-mark-NAME`)."""
    count = e.get("count", 1)
    marks = n.msg("amount", count=count, resource=n.noun(str(e.get("mark")), count, "mark"))
    return n.msg("event-mark", who=n.who(e), marks=marks, component=n.component(e.get("component")))
