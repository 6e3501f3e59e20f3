"""The argument readers every primitive shares: a verb's usage hint, a count, a word, a supply,
a resource, a component read as data; a query's arity and its name, label and table arguments.

Each turns one argument of a `Call` (`verb arg…`) or `Func` (`query(arg, …)`) node into what the
primitive needs, or raises the `CompileError` that names the expected form (the signature the
primitive registered), so every primitive reports a wrong argument the same way.
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn, constant_fn, short_text
from teotl.language.registry import QUERY_SIGNATURES, SIGNATURES


def usage_hint(node: ast.Call) -> str:
    return f"write: {SIGNATURES[node.verb] if node.verb in SIGNATURES else node.verb}"


def count_arg(compiler: Compiler, arg: ast.Node, node: ast.Call) -> ExprFn:
    if isinstance(arg, ast.Range) and arg.hi == arg.lo:
        return constant_fn(arg.lo)
    if isinstance(arg, ast.ExprArg):
        return compiler.expr(arg.expr)
    if isinstance(arg, ast.Word):
        return compiler.name_value(arg.name, arg)
    raise CompileError("E407", f"`{node.verb}` expects a number here", usage_hint(node), arg)


def word_of(arg: ast.Node) -> Optional[str]:
    return arg.name if isinstance(arg, ast.Word) else None


def component_info(compiler: Compiler, cid: str) -> Optional[Any]:
    """The component `cid` as the runtime knows it, or None while only checking rule files."""
    services = compiler.services
    return getattr(services, "components", {}).get(cid) if services is not None else None


def data_component(compiler: Compiler, where: ast.Node, name: Optional[str], what: str, hint: str) -> Optional[Any]:
    """A component a primitive reads as data (a map, a grid, an arrangement), named by id: an
    unknown id is E401 with a did-you-mean (else `hint`, saying what such a component's data has).
    Returns the component when the runtime is known, for the primitive to check its data."""
    vocab = compiler.vocab
    if name is None or (vocab.component_ids and name not in vocab.component_ids):
        raise CompileError("E401", f"unknown {what} `{name or ''}`",
                           did_you_mean(name or "", vocab.component_ids) or hint, where)
    return component_info(compiler, name)


def supply_arg(compiler: Compiler, node: ast.Call, arg: ast.Node) -> Optional[str]:
    """A supply name, or None for `here` (the supply of the acting spot)."""
    name = word_of(arg)
    if name == "here":
        return None
    if name is None or compiler.vocab.canonical(name) not in compiler.vocab.supplies:
        raise CompileError("E401", f"unknown supply `{name or short_text(arg)}`",
                           did_you_mean(name or "", compiler.vocab.supplies) or
                           "supplies are declared in vocabulary.supplies", arg)
    return compiler.vocab.canonical(name)


def resource_arg(compiler: Compiler, node: ast.Call, arg: ast.Node) -> str:
    name = word_of(arg)
    if name is None or compiler.vocab.canonical(name) not in compiler.vocab.resources:
        raise CompileError("E401", f"unknown resource `{name or short_text(arg)}`",
                           did_you_mean(name or "", compiler.vocab.resources), arg)
    return compiler.vocab.canonical(name)


def arity(node: ast.Func, low: int, high: int) -> None:
    if not low <= len(node.args) <= high:
        expected = str(low) if low == high else f"{low} to {high}"
        raise CompileError("E408", f"`{node.name}` takes {expected} argument(s), got {len(node.args)}",
                           f"write: {QUERY_SIGNATURES.get(node.name, node.name)}", node)


def name_arg(node: ast.Func, index: int) -> str:
    arg = node.args[index]
    if isinstance(arg, ast.Ref):
        return arg.name
    raise CompileError("E408", f"argument {index + 1} of `{node.name}` must be a name",
                       f"write: {QUERY_SIGNATURES.get(node.name, node.name)}", arg)


def label_arg(compiler: Compiler, node: ast.Func, index: int) -> str:
    """A component type or tag."""
    name = compiler.vocab.canonical(name_arg(node, index))
    known = compiler.vocab.component_types | compiler.vocab.tags
    if known and name not in known:
        raise CompileError("E401", f"unknown component type or tag `{name}`",
                           did_you_mean(name, known) or "types: vocabulary.component_types; tags: a component's `tags`",
                           node.args[index])
    return name


def table_arg(compiler: Compiler, node: ast.Func, index: int) -> list:
    name = name_arg(node, index)
    table = compiler.vocab.tables.get(name)
    if not isinstance(table, list) or not all(isinstance(v, int) for v in table):
        raise CompileError("E401", f"unknown numeric table `{name}`",
                           did_you_mean(name, [k for k, v in compiler.vocab.tables.items() if isinstance(v, list)])
                           or "numeric tables are lists of numbers under `tables:` in game.yaml", node.args[index])
    return table


def component_arg(compiler: Compiler, node: ast.Node, arg: ast.Node, what: str = "component") -> str:
    name = word_of(arg) if not isinstance(arg, ast.Ref) else arg.name
    vocab = compiler.vocab
    if name is None or (vocab.component_ids and name not in vocab.component_ids):
        raise CompileError("E401", f"unknown {what} `{name or short_text(arg)}`",
                           did_you_mean(name or "", vocab.component_ids) or "give the id of a component", arg)
    return name


def effect_target(compiler: Compiler, node: ast.Call, args) -> tuple[str, str]:
    """`COMPONENT [KEY]` → (component id, effect path)."""
    if not args or len(args) > 2:
        raise CompileError("E407", f"`{node.verb}` needs a component and optionally an effect key", usage_hint(node), node)
    cid = component_arg(compiler, node, args[0])
    key = word_of(args[1]) if len(args) == 2 else None
    if len(args) == 2 and key is None:
        raise CompileError("E407", "the effect key is a word", usage_hint(node), args[1])
    path = f"effects.{key}" if key else "effect"
    require_effect(compiler, (cid,), path, args[-1], f"component `{cid}`")
    return cid, path


def of_type(compiler: Compiler, component_type: str) -> Optional[list[str]]:
    """The ids of the components of a type, or None while only checking rule files."""
    services = compiler.services
    return list(services.by_type(component_type)) if services is not None else None


def effect_key(path: str) -> str:
    """The word that names an effect path in `resolve … KEY`: "effects.gather" → "gather"."""
    return path.split(".", 1)[1] if path.startswith("effects.") else path


def require_effect(compiler: Compiler, owners: Any, path: str, where: ast.Node, what: str,
                   group: bool = False) -> None:
    """E443 unless one of `owners` (component ids) declares the effect `path`: a misspelt key of
    `resolve COMPONENT KEY` ran nothing and the game went on without it, silently other (issue
    17: `resolve board main_actoin` turned a game's scores 88/80 into 66/16). `what` names the
    owner ("component `shop`"), or with `group` what each of them is ("board": "no board has
    …"). Unchecked while the components are not known (a vocabulary built without them)."""
    declared = compiler.vocab.effect_paths
    if not declared:
        return
    owners = [owner for owner in owners if owner in declared]
    if any(path in declared[owner] for owner in owners):
        return
    keys = sorted({effect_key(p) if p != "effect" else "`effect:` (no key)" for owner in owners
                   for p in declared[owner]})
    wanted = effect_key(path)
    effect = "`effect:` to run" if path == "effect" else f"effect `{wanted}`"
    message = f"no {what} has an {effect}" if group else f"{what} has no {effect}"
    if path == "effect":
        hint = f"name one of the effects: {', '.join(keys)}" if keys else "give the component an `effect:`"
    else:
        hint = did_you_mean(wanted, keys) or (f"the effects there: {', '.join(keys)}" if keys
                                              else "there are no effects to run")
    raise CompileError("E443", message, hint, where)
