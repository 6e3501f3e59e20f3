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
the acting piece moved with no question (`move acting forward`, `occupy spot first`) is in
`auto_pieces`, the components an automaton takes by stated orders in `auto_components`.
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.registry import renders, section, verb
from teotl.language.statements import Stmt, _always
from teotl.model.decisions import Decision, Option
from teotl.primitives.arguments import component_arg, component_info, effect_target, usage_hint, word_of


SECTION = section(__name__, "Automata", 60,
                  intro="""A seat whose every choice is written in the rule files (an **automaton**, like a solo opponent).
None of these verbs, nor those of the next sections (automaton pieces and components,
arrangements), asks anyone: each picks its piece, component or position by a stated order.""",
                  notes="""**Policy data** (`automate`): `answers`, an ordered list; the first entry that fits a decision
answers it, and a decision no entry fits gets its first option.

| key | meaning |
|---|---|
| `kind` | the decision kind it answers (`target`, `choose`, `may`, `piece`, …); any kind when absent |
| `keys` | the option keys it considers, in tie order; every offered option when absent |
| `by` | `first` (default: the first of `keys` offered), `least` or `most`: the option whose key, read as a resource or a track of the decider, is lowest or highest, ties to the earlier key; `wildcards_last`: the first option that is not a wildcard resource (a wildcard only when nothing else is offered) |
| `why` | the reason logged with the answer |""",
                  examples=("automate bot bot_turn                                       # the bot's whole turn",
                            "try bot_bonus",
                            "own bot_marker",
                            "say bot_builds"))


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
    # (in compiler.memo: reading the runtime's __dict__ would slow every attribute read of it)
    cache = rt.compiler.memo.setdefault("automaton policies", {})
    found = cache.get(cid)
    if found is None:
        found = cache[cid] = Policy(cid, rt.components[cid].data or {})
    return found


@verb("automate", "automate POLICY COMPONENT [KEY]",
      arguments="`POLICY COMPONENT [KEY]`",
      doc=("run a component's `effect` (or `effects.KEY`) for the player; every decision of that player "
           "is answered from the `answers` in POLICY's data (below) and logged (`auto`, with the answer's "
           "`why`). Decisions of other players pass through."))
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


@renders("verb", "automate")
def render_automate(r, node, args):
    words = r.words(args)
    policy = r.noun(words[0], 1, "component")
    component = r.noun(words[1], 1, "component")
    if len(args) > 2 and words[2]:
        return r.msg("verb-automate-key", policy=policy, component=component, key=r.key_noun(words[2]))
    return r.msg("verb-automate", policy=policy, component=component)


@verb("own", "own COMPONENT",
      arguments="`COMPONENT`",
      doc="the player owns a named component (its triggers and modifiers apply to them).")
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


@renders("verb", "own")
def render_own(r, node, args):
    return r.msg("verb-own", component=r.noun(r.name_of(args[0]), 1, "component"))


@verb("try", "try COMPONENT [KEY]",
      arguments="`COMPONENT [KEY]`",
      doc=("run the effect if it can be carried out; always possible itself (an optional step that does "
           "not block the statements around it)."))
def compile_try(compiler: Compiler, node: ast.Call) -> Stmt:
    """Run a component's effect if it can be carried out; always possible itself (a step that
    happens when it can, without making the statements around it impossible)."""
    cid, path = effect_target(compiler, node, node.args)

    def run(ctx):
        stmt = ctx.rt.effects.get((cid, path))
        if stmt is not None and stmt.can(ctx):
            yield from stmt.run(ctx)

    return Stmt(run, _always, f"try {cid}")


@renders("verb", "try")
def render_try(r, node, args):
    words = r.words(args)
    component = r.noun(words[0], 1, "component")
    if len(args) > 1 and words[1]:
        return r.msg("verb-try-key", component=component, key=r.key_noun(words[1]))
    return r.msg("verb-try", component=component)


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


def _own_says(compiler: Compiler, component: Optional[str]) -> dict:
    """The `data.says` of one component (key → sentence); {} for none or without one."""
    info = getattr(compiler.services, "components", {}).get(component) if component else None
    says = (info.data or {}).get("says") if info is not None and isinstance(info.data, dict) else None
    return {str(key): str(text) for key, text in says.items()} if isinstance(says, dict) else {}


@verb("say", "say KEY",
      arguments="`KEY`",
      doc=("log the sentence under `data.says.KEY` (`say` event): what an automaton does and why. The "
           "sentence is the one of the component whose effect says it; when that one has no such key, "
           "the first component (in load order) that has it."))
def compile_say(compiler: Compiler, node: ast.Call) -> Stmt:
    """Log a sentence for people: the text under KEY in the `data.says` of the component being
    compiled, else of the first component that has one (what an automaton does and why). Two
    components may use the same key for sentences of their own (issue 17: the first one found
    used to speak for both)."""
    key = word_of(node.args[0]) if len(node.args) == 1 else None
    if key is None:
        raise CompileError("E407", "`say` takes one key", usage_hint(node), node)
    text = None
    if compiler.services is not None:
        own = _own_says(compiler, getattr(compiler, "component", None))
        texts = _says(compiler)
        if key not in own and key not in texts:
            raise CompileError("E401", f"no component has a text `says.{key}`",
                               did_you_mean(key, texts) or "put the sentence under `data.says` of a component", node.args[0])
        text = own[key] if key in own else texts[key]

    def run(ctx):
        said = text if text is not None else _says(ctx.rt.compiler).get(key, key)
        ctx.rt.log(ctx, "say", key=key, text=said)
        return
        yield  # pragma: no cover

    return Stmt(run, _always, f"say {key}")


def _said(r) -> dict:
    """Every component's `data.says` (key → English sentence), gathered once per renderer."""
    said = r.memo.get("says")
    if said is None:
        said = r.memo["says"] = {}
        for component in r.components.values():
            says = component.data.get("says") if isinstance(component.data, dict) else None
            if isinstance(says, dict):
                said.update({str(k): str(v) for k, v in says.items()})
    return said


@renders("verb", "say")
def render_say(r, node, args):
    key = r.words(args)[0]
    term = f"says-{key}"
    if r.cat.knows_term(term) or r.lang != "en":
        text = r.cat.noun(r.term(term, 1, _said(r).get(key, r.humanise(key))))
    else:  # `data.says` is the English text itself
        text = _said(r).get(key, r.humanise(key))
    return r.msg("verb-say", text=text)


# ---------------------------------------------------------------------- as a player reads it
@renders("event", "say")
def _event_say(n, e):
    key = str(e.get("key", ""))
    text = n.cat.noun(n.term(f"says-{key}", 1, str(e.get("text") or n.humanise(key))))
    return n.msg("event-say", who=n.who(e), text=text)


@renders("event", "own")
def _event_own(n, e):
    return None  # an automaton takes the rules that apply to it: bookkeeping, nothing a player follows


def _why_terms(n) -> dict:
    """A policy's reasons (`answers[i].why`) → their terms `why-POLICY-I` (i from 1)."""
    if "why" not in n.memo:
        found = {}
        for cid, info in n.components.items():
            answers = (info.data or {}).get("answers") if isinstance(info.data, dict) else None
            for index, entry in enumerate(answers if isinstance(answers, list) else (), start=1):
                if isinstance(entry, dict) and entry.get("why"):
                    found.setdefault(str(entry["why"]), f"why-{cid}-{index}")
        n.memo["why"] = found
    return n.memo["why"]


@renders("event", "auto")
def _event_auto(n, e):
    """An automaton's answer: what it chose (by name when the key is one) and why."""
    key, why = str(e.get("answer", "")), str(e.get("why", ""))
    answer = n.key_name(key, inline=True)
    term = _why_terms(n).get(why)
    # the reason in the reader's language (`-why-POLICY-I`), the rule file's English in English;
    # none rather than an English sentence inside another language's line
    reason = n.cat.noun(n.term(term, 1, why)) if term and n.cat.has_term(term) else (why if n.lang == "en" else "")
    return n.msg("event-auto", who=n.who(e), answer=answer, why=reason, reason="yes" if reason else "no")
