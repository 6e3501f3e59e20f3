"""Running other components' effects: `resolve` (the acting board's, a supply slot's, a named
component's, every owned one of a type), `pick` (one of a type), `use` (an owned single-use one,
marked used) and `renew` (used ones face up again).
"""
from __future__ import annotations

from typing import Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.registry import renders, section, verb
from teotl.language.statements import DONE, Stmt, _always, hand_over, truth_of
from teotl.model.context import Ctx
from teotl.model.decisions import Option, ask, new_decision, new_option, taken
from teotl.primitives.arguments import count_arg, of_type, require_effect, usage_hint, word_of
from teotl.primitives.handle_effects import compile_resolve_shown, shows_component
from teotl.primitives.supply_refs import read_supply


SECTION = section(__name__, "Running components", 30,
                  intro="""The turn structure, the actions and the setup of a game are effects built from these and the
verbs below (`game.yaml` `flow:` names them, see rule-files.md).""",
                  examples=("resolve board act",
                            "resolve offer (spot)",
                            "resolve main_action",
                            "resolve owned starting_tile",
                            "pick bonus",
                            "use relic",
                            "renew relic (2)"))


def _bound(bound: list, effects: dict, key: tuple):
    """`effects.get(key)`, remembered in `bound` with the table it came from: a resolve that names
    its component looks it up once per effects table instead of hashing its key at every call (a
    runtime's table is filled while it is built and never changes after; every runtime, forks
    included, has its own table, so one seen before is the same table with the same contents).
    Also kept: the statement's check for a caller that only tests whether it holds (`truth_of`)."""
    stmt = effects.get(key)
    bound[:] = [effects, stmt, truth_of(stmt.can) if stmt is not None else None]
    return stmt


@verb("resolve", "resolve board KEY | resolve SUPPLY (INDEX) [KEY] | resolve COMPONENT [KEY] | resolve owned TYPE [KEY] | "
                 "resolve (HANDLE) [KEY]",
      sets=("it",),
      rows=(("`board KEY`",
             "run the acting board's effect KEY (`table` for its reward table)"),
            ("`SUPPLY (INDEX) [KEY]`",
             "run the effect of the component in slot INDEX (1-based) of a supply: `resolve offer (spot)`"),
            ("`COMPONENT [KEY]`",
             ("run a named component's effect: `resolve main_action`. In every form the KEY (or the "
              "`effect:` when there is none) must be one that can be there — the component's, some board's, "
              "some component's of the type the supply holds or of TYPE — or `teotl check` says E443 with a "
              "did-you-mean (so do `try`, `automate` and `activate`)")),
            ("`owned TYPE [KEY]`",
             ("run the effect of every owned component of a type (`it`: that component), e.g. starting "
              "components at setup")),
            ("`(HANDLE) [KEY]`",
             ("run the effect (or `effects.KEY`) of the component a handle shows (the tile on a cell, `it`), "
              "with `it` bound to it: `repeat edge(placed, n, roads): resolve (n)`; not possible when it shows "
              "nothing or has no such effect (`interpreter/teotl/primitives/handle_effects.py`)"))))
def compile_resolve(compiler: Compiler, node: ast.Call) -> Stmt:
    """Run another component's effect: the acting board's, the one in a supply slot, a named one."""
    args = node.args
    if args and shows_component(compiler, args[0]):  # `resolve (c)`: what a handle shows
        return compile_resolve_shown(compiler, node)
    first = word_of(args[0]) if args else None
    if first is None:
        raise CompileError("E407", "`resolve` needs what to resolve", usage_hint(node), node)
    vocab = compiler.vocab

    def key_path(key: Optional[str]) -> str:
        if key is None:
            return "effect"
        return "table" if key == "table" else f"effects.{key}"

    if first == "board":
        if len(args) != 2 or word_of(args[1]) is None:
            raise CompileError("E407", "`resolve board` needs the name of the board's effect", usage_hint(node), node)
        path = key_path(args[1].name)
        require_effect(compiler, [board.id for board in vocab.boards], path, args[1], "board", group=True)
        keys = tuple((board.id, path) for board in vocab.boards)  # by board index
        # each board's statement by board index, looked up once per effects table (see `_bound`)
        by_board: list = [None, ()]

        def board_stmts(effects: dict) -> tuple:
            by_board[:] = [effects, tuple(effects.get(key) for key in keys)]
            return by_board[1]

        def board_run(ctx):  # `run` below with the board's lookup and `hand_over` inlined (a board effect per action on a board)
            board = ctx.board
            if board is None:
                return DONE
            effects = ctx.rt.effects
            stmt = (by_board[1] if by_board[0] is effects else board_stmts(effects))[board]
            if stmt is None:
                return DONE
            if stmt.do is not None:
                stmt.do(ctx)
                return DONE
            return stmt.run(ctx)

        def board_can(ctx):
            board = ctx.board
            if board is None:
                return False
            effects = ctx.rt.effects
            stmt = (by_board[1] if by_board[0] is effects else board_stmts(effects))[board]
            return stmt is not None and stmt.can(ctx)

        return Stmt(board_run, board_can, f"resolve board {args[1].name}", opens=True)
    elif first == "owned":
        if len(args) not in (2, 3) or word_of(args[1]) is None:
            raise CompileError("E407", "`resolve owned` needs a component type", usage_hint(node), node)
        ctype = vocab.canonical(args[1].name)
        if vocab.component_types and ctype not in vocab.component_types:
            raise CompileError("E401", f"unknown component type `{ctype}`", did_you_mean(ctype, vocab.component_types), args[1])
        path = key_path(word_of(args[2]) if len(args) == 3 else None)
        owners = of_type(compiler, ctype)
        if owners is not None:
            require_effect(compiler, owners, path, args[-1], f"component of type `{ctype}`", group=True)

        def run(ctx):
            for cid in list(ctx.state.players[ctx.player].owned):
                stmt = ctx.rt.effects.get((cid, path))
                if ctx.rt.components[cid].type == ctype and stmt is not None and stmt.can(ctx):
                    yield from stmt.run(ctx.derive(component=cid, values={"it": cid}))

        return Stmt(run, _always, f"resolve owned {ctype}")
    elif vocab.canonical(first) in vocab.supplies:
        ref, at = read_supply(compiler, node, args, 0)
        supply, args = ref.text, args[at - 1:]  # as `resolve SUPPLY (INDEX) [KEY]` from here on
        if len(args) not in (2, 3):
            raise CompileError("E407", "`resolve SUPPLY` needs a slot number", usage_hint(node), node)
        index = count_arg(compiler, args[1], node)
        path = key_path(word_of(args[2]) if len(args) == 3 else None)
        held = vocab.supplies[vocab.canonical(first)].of   # (`supply` is the text: `hand of (p)`)
        owners = of_type(compiler, held) if held else sorted(vocab.component_ids)
        if owners is not None:
            require_effect(compiler, owners, path, args[-1], f"{held or 'component'} (what `{first}` holds)", group=True)

        shared, name, peek = not ref.per_player, ref.name, ref.peek

        def slot(ctx):  # the component in the slot, or None
            slots = ctx.state.supplies.get(name, ()) if shared else peek(ctx)
            position = index(ctx) - 1
            return slots[position] if 0 <= position < len(slots) else None

        def target(ctx):
            cid = slot(ctx)
            return None if cid is None else ctx.rt.effects.get((cid, path))

        text = f"resolve {supply} slot"
    else:
        if first not in vocab.component_ids:
            raise CompileError("E401", f"unknown component, board or supply `{first}`",
                               did_you_mean(first, sorted(vocab.component_ids | set(vocab.supplies)) + ["board", "owned"])
                               or usage_hint(node), args[0])
        if len(args) > 2:
            raise CompileError("E407", "too many arguments", usage_hint(node), args[2])
        path = key_path(word_of(args[1]) if len(args) == 2 else None)
        require_effect(compiler, (first,), path, args[-1], f"component `{first}`")
        fixed_key = (first, path)
        bound: list = [None, None, None]  # [the effects table last looked in, the statement found there, its check]

        def fixed_run(ctx):  # `run` below with `target` and `hand_over` inlined (most resolves name a component)
            effects = ctx.rt.effects
            stmt = bound[1] if bound[0] is effects else _bound(bound, effects, fixed_key)
            if stmt is None:
                return DONE
            if stmt.do is not None:
                stmt.do(ctx)
                return DONE
            return stmt.run(ctx)

        def fixed_can(ctx):
            effects = ctx.rt.effects
            stmt = bound[1] if bound[0] is effects else _bound(bound, effects, fixed_key)
            return stmt is not None and stmt.can(ctx)

        # what they do, for callers that write them out (`choices._choose_functions`, `statements._seq_runner`)
        fixed_can.resolves = fixed_run.resolves = (bound, fixed_key, _bound)  # type: ignore[attr-defined]
        return Stmt(fixed_run, fixed_can, f"resolve {first}", opens=True)

    def run(ctx):  # (a supply's slot) not a generator itself: hands over the target's run
        cid = slot(ctx)
        stmt = None if cid is None else ctx.rt.effects.get((cid, path))
        if stmt is not None and ctx.rt.logging:  # the log (and a balance report) says which component ran
            ctx.rt.log(ctx, "use", component=cid)
        return hand_over(stmt, ctx)

    def can(ctx):
        stmt = target(ctx)
        return stmt is not None and stmt.can(ctx)

    return Stmt(run, can, text, opens=True)


@renders("verb", "resolve")
def render_resolve(r, node, args):
    words = r.words(args)
    if words[0] is None and isinstance(args[0], ast.ExprArg):   # a handle: handle_effects.py
        item = r.name_of(args[0]) or r.expr(args[0].expr)
        if item == "it":  # the component just moved or taken (not a cell): "its effect"
            return r.msg("verb-resolve-it-key", key=r.key_noun(words[1])) if len(args) > 1 and words[1] \
                else r.msg("verb-resolve-it")
        if len(args) > 1 and words[1]:
            return r.msg("verb-resolve-shown-key", item=item, key=r.key_noun(words[1]))
        return r.msg("verb-resolve-shown", item=item)
    if words[0] == "board":
        return r.msg("verb-resolve-board", key=r.key_noun(words[1]))
    if words[0] == "owned":
        what = r.what_noun(words[1], "other")
        if len(args) > 2:
            return r.msg("verb-resolve-owned-key", what=what, key=r.key_noun(words[2]))
        return r.msg("verb-resolve-owned", what=what)
    name = words[0]
    if name in r.vocab.supplies:
        index = r.count(args[1]) if len(args) > 1 else 1
        if not isinstance(index, int):
            return r.msg("verb-resolve-supply-expr", supply=r.supply_noun(args[0]), index=index)
        return r.msg("verb-resolve-supply", supply=r.supply_noun(args[0]), index=index)
    component = r.noun(name, 1, "component")
    if len(args) > 1 and words[1]:
        return r.msg("verb-resolve-component-key", component=component, key=r.key_noun(words[1]))
    return r.msg("verb-resolve-component", component=component)


@verb("pick", "pick TYPE",
      arguments="`TYPE`",
      sets=("it",),
      doc="choose one component of a type whose effect can be carried out, and run it")
def compile_pick(compiler: Compiler, node: ast.Call) -> Stmt:
    """Choose one component of a type (whose effect can be carried out) and run it."""
    if len(node.args) != 1 or word_of(node.args[0]) is None:
        raise CompileError("E407", "`pick` needs a component type", usage_hint(node), node)
    ctype = compiler.vocab.canonical(node.args[0].name)
    if ctype not in compiler.vocab.component_types:
        raise CompileError("E401", f"unknown component type `{ctype}`",
                           did_you_mean(ctype, compiler.vocab.component_types), node.args[0])

    def choices(ctx):
        rt = ctx.rt
        return [(cid, rt.effects[(cid, "effect")]) for cid in rt.by_type(ctype)
                if (cid, "effect") in rt.effects and rt.effects[(cid, "effect")].can(ctx)]

    def run(ctx):
        options = [new_option((cid, ctx.rt.component_name(cid), (cid, stmt))) for cid, stmt in choices(ctx)]
        if not options:
            return
        cid, stmt = yield from ask(ctx.player, "choose", f"choose a {ctype}", options, ("component", "pick", ctype))
        if ctx.rt.logging:
            ctx.rt.log(ctx, "pick", component=cid)  # then `ctx.derive(component=cid, values={"it": cid})`, written out:
        yield from stmt.run(Ctx(ctx.rt, ctx.state, ctx.player, ctx.piece, ctx.board, {**ctx.values, "it": cid}, cid))

    return Stmt(run, lambda ctx: bool(choices(ctx)), f"pick {ctype}")


@renders("verb", "pick")
def render_pick(r, node, args):
    return r.msg("verb-pick", what=r.what_noun(args[0].name, 1))


@verb("use", "use TYPE_OR_TAG",
      arguments="`TYPE_OR_TAG`",
      sets=("it",),
      doc="choose one owned, unused component of a type or tag, run it and mark it used (single-use components)")
def compile_use(compiler: Compiler, node: ast.Call) -> Stmt:
    """Use one owned, unused, single-use component of a type or with a tag:
    run its effect, then mark it used."""
    if len(node.args) != 1 or word_of(node.args[0]) is None:
        raise CompileError("E407", "`use` needs a component type or tag", usage_hint(node), node)
    ctype = compiler.vocab.canonical(node.args[0].name)
    if ctype not in compiler.vocab.component_types | compiler.vocab.tags:
        raise CompileError("E401", f"unknown component type or tag `{ctype}`",
                           did_you_mean(ctype, compiler.vocab.component_types | compiler.vocab.tags), node.args[0])

    # the components of the runtime last seen that carry the label and have an effect, by id
    # (labels and effects are fixed once a runtime is built): a rule set may ask whether `use`
    # is possible several times a turn, over every component a player owns
    # [runtime, its number of effects, {component id: effect}, the same ids as a set]
    index: list = [None, -1, {}, set()]

    def usable(rt) -> dict:
        effects = rt.effects
        if index[0] is rt and index[1] == len(effects):
            return index[2]
        found = {}
        for cid, info in rt.components.items():
            stmt = effects.get((cid, "effect"))
            if stmt is not None and ctype in info.labels:
                found[cid] = stmt
        index[:] = [rt, len(effects), found, set(found)]  # (a set: its intersection is one too)
        return found

    def choices(ctx):
        me = ctx.state.players[ctx.player]
        labelled, used = usable(ctx.rt), me.used
        found, seen = [], set()
        for cid in me.owned:
            stmt = labelled.get(cid)
            if stmt is None or cid in used or cid in seen:
                continue
            seen.add(cid)
            if stmt.can(ctx):
                found.append((cid, stmt))
        return found

    def run(ctx):
        options = [new_option((cid, ctx.rt.component_name(cid), (cid, stmt))) for cid, stmt in choices(ctx)]
        if not options:
            return
        if len(options) == 1:  # `ask`, written out (no generator for it)
            cid, stmt = options[0][2]
            taken(ctx.player, "choose", "use which?", options[0], ("component", "use", ctype))
        else:
            cid, stmt = yield new_decision((ctx.player, "choose", tuple(options), f"use which {ctype}?",
                                            ("component", "use", ctype)))
        ctx.state.players[ctx.player].used.add(cid)
        if ctx.rt.logging:
            ctx.rt.log(ctx, "use", component=cid)
        # `ctx.derive(component=cid, values={"it": cid})`, without the keyword handling
        yield from stmt.run(Ctx(ctx.rt, ctx.state, ctx.player, ctx.piece, ctx.board, {**ctx.values, "it": cid}, cid))

    def can(ctx):
        """`bool(choices(ctx))`, stopping at the first usable component."""
        # Most calls find no owned unused component with the label: two set operations in C tell.
        # Otherwise the candidates are checked in the order they are owned, as `choices` does (a
        # component owned twice is checked twice: the same pure check, the same answer).
        rt = ctx.rt
        if index[0] is not rt or index[1] != len(rt.effects):
            usable(rt)
        me = ctx.state.players[ctx.player]
        owned = me.owned
        candidates = index[3].intersection(owned)
        if candidates:
            candidates.difference_update(me.used)
            if candidates:
                labelled = index[2]
                for cid in owned:
                    if cid in candidates and labelled[cid].can(ctx):
                        return True
        return False

    return Stmt(run, can, f"use {ctype}")


@renders("verb", "use")
def render_use(r, node, args):
    return r.msg("verb-use", what=r.what_noun(args[0].name, "other"))


@verb("renew", "renew TYPE_OR_TAG (N)",
      arguments="`TYPE_OR_TAG (N)`",
      doc=("turn up to N of the player's used components of a type or tag face up again (the decider "
           "picks each); they can be used again, their cost not paid again"))
def compile_renew(compiler: Compiler, node: ast.Call) -> Stmt:
    """Turn used single-use components back face up: the decider picks up to N of their own used
    components of a type or tag, one at a time; each can be used again (`use`), its cost not
    paid again."""
    if len(node.args) != 2 or word_of(node.args[0]) is None:
        raise CompileError("E407", "`renew` needs a component type or tag and a number", usage_hint(node), node)
    label = compiler.vocab.canonical(node.args[0].name)
    if label not in compiler.vocab.component_types | compiler.vocab.tags:
        raise CompileError("E401", f"unknown component type or tag `{label}`",
                           did_you_mean(label, compiler.vocab.component_types | compiler.vocab.tags), node.args[0])
    count = count_arg(compiler, node.args[1], node)

    def used(ctx) -> list[str]:
        me, rt = ctx.state.players[ctx.player], ctx.rt
        return [cid for cid in dict.fromkeys(me.owned) if cid in me.used and label in rt.components[cid].labels]

    def run(ctx):
        for _ in range(max(0, count(ctx))):
            found = used(ctx)
            if not found:
                return
            cid = yield from ask(ctx.player, "choose", f"turn which used {label} face up?",
                                 [Option(c, ctx.rt.component_name(c), c) for c in found], ("component", "renew", label))
            ctx.state.players[ctx.player].used.discard(cid)
            ctx.rt.log(ctx, "renew", component=cid)

    return Stmt(run, lambda ctx: bool(used(ctx)), f"renew {label}")


@renders("verb", "renew")
def render_renew(r, node, args):
    return r.msg("verb-renew", what=r.what_noun(args[0].name, "other"), count=r.count(args[1]))


def _component_event(kind: str):
    """The log line of an event that names who and one component (`pick`, `use`, `renew`)."""
    def render(n, e):
        return n.msg(f"event-{kind}", who=n.who(e), component=n.component(e["component"]))
    return render


for _kind in ("pick", "use", "renew"):
    renders("event", _kind)(_component_event(_kind))
