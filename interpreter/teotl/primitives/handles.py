"""Queries that read the component a handle shows: `has(x, WORD)`.

`x` is a bound name (docs/game-model.md §1) of any kind that shows a component (a component; a
cell shows the top of its stack): teotl.model.instances.SHOWN_COMPONENT says how. WORD is a
component type or a tag: a card of two colours carries both tags, a colourless card none.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query
from teotl.model.instances import SHOWN_COMPONENT, component_of


@query("has", "has(HANDLE, TYPE_OR_TAG)")
def _has(compiler: Compiler, node: ast.Func) -> ExprFn:
    """1 when the component the handle shows has the type or tag, else 0 (nothing shown: 0)."""
    if len(node.args) != 2:
        raise CompileError("E407", "`has` takes a handle and a type or tag: has(c, grey)",
                           "write e.g. count(c in drawn where has(c, grey))", node)
    kinds = tuple(SHOWN_COMPONENT)
    read = compiler.handle(node.args[0], kinds, "the first argument of `has`")
    kind = compiler.kind_of(node.args[0].name)
    shown = SHOWN_COMPONENT[kind]
    label = node.args[1]
    if not isinstance(label, ast.Ref):
        raise CompileError("E407", "the second argument of `has` is a type or tag name", "has(c, grey)", label)
    word = compiler.vocab.canonical(label.name)
    vocab = compiler.vocab
    if vocab.component_types and word not in vocab.component_types and word not in vocab.tags:
        raise CompileError("E401", f"unknown type or tag `{label.name}`",
                           did_you_mean(label.name, sorted(vocab.component_types | vocab.tags))
                           or "a component's `type:` or one of its `tags:`", label)

    def has(ctx):
        instance = shown(ctx, read(ctx))
        if instance is None:
            return 0
        components = ctx.rt.components
        info = components.get(instance) or components.get(component_of(instance))
        return 1 if info is not None and word in info.labels else 0
    return has
