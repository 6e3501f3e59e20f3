"""Automata: players whose every choice is written in the rule files.

An automaton is a seat that never asks anyone: its effects are deterministic, and where a shared
rule asks its owner to choose (a reward "of your choice", a bonus to pick), `automate` answers
from an ordered list of *answers* in the data of a policy component:

```yaml
data:
  answers:                        # the first answer that fits the decision is taken
    - {kind: target, keys: [c, b, a], by: least, why: "the one it has least of"}
    - {kind: target, keys: [x, y, z], by: most,  why: "its furthest track"}
    - {kind: may, keys: ["no"], why: "never"}
    - {kind: choose, keys: ["1"], why: "the first option"}
```

`kind` (optional) is the decision kind; `keys` the option keys it considers, in tie order (all
offered options when absent); `by` is `first` (default: the first of `keys` offered), `least` or
`most` (the option whose key, read as a resource or track of the decider, is lowest / highest;
ties go to the earlier key), or `wildcards_last` (the first option that is not a wildcard
resource, a wildcard only when nothing else is offered: "spends the joker last"). `why` is logged with the answer. A decision no answer fits gets its
first option. Decisions of other players pass through unchanged.

Verbs here: `automate POLICY COMPONENT [KEY]`, `own COMPONENT`, `try COMPONENT [KEY]`, `say KEY`;
the pieces and components an automaton moves by stated orders are in `auto_pieces` and
`auto_components`.
"""
from __future__ import annotations

from typing import Any

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.registry import verb
from teotl.language.statements import Stmt, _always
from teotl.model.decisions import Decision, Option
from teotl.primitives.arguments import component_arg, component_info, effect_target, usage_hint, word_of


BAD_POLICY = "E451"


class Policy:
    """The answers of a policy component, checked."""

    def __init__(self, cid: str, data: dict):
        self.id = cid
        answers = data.get("answers")
        if not isinstance(answers, list):
            raise ValueError("`answers` must be a list of {kind, keys, by, why}")
        self.answers = []
        for index, entry in enumerate(answers, start=1):
            if not isinstance(entry, dict):
                raise ValueError(f"answer {index} must be a mapping")
            by = entry.get("by", "first")
            if by not in ("first", "least", "most", "wildcards_last"):
                raise ValueError(f"answer {index}: `by` is first, least, most or wildcards_last, not {by!r}")
            keys = entry.get("keys")
            if keys is not None and not isinstance(keys, list):
                raise ValueError(f"answer {index}: `keys` must be a list")
            self.answers.append((entry.get("kind"), [str(k) for k in keys] if keys is not None else None, by,
                                 str(entry.get("why", ""))))

    def answer(self, ctx, decision: Decision) -> tuple[Option, str]:
        offered = {option.key: option for option in decision.options}
        for kind, keys, by, why in self.answers:
            if kind is not None and kind != decision.kind:
                continue
            candidates = [offered[k] for k in keys if k in offered] if keys is not None else list(decision.options)
            if not candidates:
                continue
            if by == "first":
                return candidates[0], why
            if by == "wildcards_last":
                plain = [o for o in candidates if o.key not in ctx.rt.vocab.substitutes]
                return (plain or candidates)[0], why
            values = [_value_of(ctx, option.key) for option in candidates]
            best = min(values) if by == "least" else max(values)
            return candidates[values.index(best)], why
        return decision.options[0], "first option"


def _value_of(ctx, key: str) -> int:
    me = ctx.state.players[ctx.player]
    if key in me.counters:
        return me.counters[key]
    if key in me.tracks:
        return me.tracks[key]
    return 0


def policy_of(rt: Any, cid: str) -> Policy:
    cache = rt.__dict__.setdefault("_automaton_policies", {})
    found = cache.get(cid)
    if found is None:
        found = cache[cid] = Policy(cid, rt.components[cid].data or {})
    return found


@verb("automate", "automate POLICY COMPONENT [KEY]")
def compile_automate(compiler: Compiler, node: ast.Call) -> Stmt:
    """Run a component's effect for the player with every decision of that player answered by the
    policy component's `answers` (logged with their reason): nobody is asked."""
    if len(node.args) not in (2, 3):
        raise CompileError("E407", "`automate` takes a policy component, a component and optionally a key",
                           usage_hint(node), node)
    policy_id = component_arg(compiler, node, node.args[0], "policy")
    info = component_info(compiler, policy_id)
    if info is not None:
        try:
            Policy(policy_id, info.data or {})
        except ValueError as error:
            raise CompileError(BAD_POLICY, f"component `{policy_id}` is not a policy: {error}",
                               "see docs/verbs.md, Automata and arrangements", node.args[0]) from None
    cid, path = effect_target(compiler, node, node.args[1:])

    def target(ctx):
        return ctx.rt.effects.get((cid, path))

    def run(ctx):
        stmt = target(ctx)
        if stmt is None:
            return
        policy = policy_of(ctx.rt, policy_id)
        runner = stmt.run(ctx.derive(values={"automaton": policy_id}))
        value: Any = None
        started = False
        while True:
            try:
                decision = runner.send(value) if started else next(runner)
            except StopIteration:
                return
            started = True
            if decision.player != ctx.player:
                value = yield decision  # another player's choice: theirs to make
                continue
            option, why = policy.answer(ctx.derive(player=decision.player), decision)
            ctx.rt.log(ctx, "auto", decision=decision.kind, prompt=decision.prompt, answer=option.key,
                       text=option.text, why=why)
            value = option.value

    def can(ctx):
        stmt = target(ctx)
        return stmt is not None and stmt.can(ctx)

    return Stmt(run, can, f"automate {policy_id} {cid}")


@verb("own", "own COMPONENT")
def compile_own(compiler: Compiler, node: ast.Call) -> Stmt:
    """The player owns a named component from now on (its triggers and modifiers apply to them)."""
    if len(node.args) != 1:
        raise CompileError("E407", "`own` takes a component", usage_hint(node), node)
    cid = component_arg(compiler, node, node.args[0])

    def run(ctx):
        owned = ctx.state.players[ctx.player].owned
        if cid not in owned:
            owned.append(cid)
            ctx.rt.log(ctx, "own", component=cid, name=ctx.rt.component_name(cid))
        return
        yield  # pragma: no cover

    return Stmt(run, _always, f"own {cid}")


@verb("try", "try COMPONENT [KEY]")
def compile_try(compiler: Compiler, node: ast.Call) -> Stmt:
    """Run a component's effect if it can be carried out; always possible itself (a step that
    happens when it can, without making the statements around it impossible)."""
    cid, path = effect_target(compiler, node, node.args)

    def run(ctx):
        stmt = ctx.rt.effects.get((cid, path))
        if stmt is not None and stmt.can(ctx):
            yield from stmt.run(ctx)

    return Stmt(run, _always, f"try {cid}")


def _says(compiler: Compiler) -> dict[str, str]:
    """Every component's `data.says`, gathered once per rule set (the components are all known
    before anything compiles; one scan per `say` was ≈ 15 % of compiling the full rule set)."""
    found = compiler.memo.get("says")
    if found is not None:
        return found
    found = compiler.memo["says"] = {}
    for info in getattr(compiler.services, "components", {}).values():
        says = (info.data or {}).get("says")
        if isinstance(says, dict):
            for key, text in says.items():
                found.setdefault(str(key), str(text))
    return found


@verb("say", "say KEY")
def compile_say(compiler: Compiler, node: ast.Call) -> Stmt:
    """Log a sentence for people: the text under KEY in some component's `data.says` (what an
    automaton does and why)."""
    key = word_of(node.args[0]) if len(node.args) == 1 else None
    if key is None:
        raise CompileError("E407", "`say` takes one key", usage_hint(node), node)
    text = None
    if compiler.services is not None:
        texts = _says(compiler)
        if key not in texts:
            raise CompileError("E401", f"no component has a text `says.{key}`",
                               did_you_mean(key, texts) or "put the sentence under `data.says` of a component", node.args[0])
        text = texts[key]

    def run(ctx):
        said = text if text is not None else _says(ctx.rt.compiler).get(key, key)
        ctx.rt.log(ctx, "say", key=key, text=said)
        return
        yield  # pragma: no cover

    return Stmt(run, _always, f"say {key}")
