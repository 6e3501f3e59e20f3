"""A space of one kind named in an effect (`land`, `(land)`): its declaration, or E480 with the
spaces of that kind to choose from (or how to declare one). The grid, graph and ring primitives
read their space argument through it."""
from __future__ import annotations

from typing import Any

from teotl.language import ast
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import short_text
from teotl.model.vocabulary import SpaceSpec

UNKNOWN_SPACE = "E480"


def space_of_kind(compiler: Any, arg: ast.Node, kind: str, what: str, declaration: str) -> SpaceSpec:
    """The declaration of the space of `kind` that `arg` names, or E480 (`declaration`: how a
    space of this kind is declared, shown when the rule set has none)."""
    if isinstance(arg, ast.ExprArg):
        arg = arg.expr
    name = arg.name if isinstance(arg, (ast.Ref, ast.Word)) else None
    vocab = compiler.vocab
    spec = vocab.spaces.get(vocab.canonical(name)) if name else None
    if spec is None or spec.kind != kind:
        known = [s.id for s in vocab.spaces.values() if s.kind == kind]
        raise CompileError(UNKNOWN_SPACE, f"{what} must be a {kind} of vocabulary.spaces, not `{name or short_text(arg)}`",
                           did_you_mean(name or "", known) or
                           (f"declare it: vocabulary.spaces: [{declaration}]" if not known
                            else f"the {kind}s: {', '.join(known)}"), arg)
    return spec
