"""Tracks: a player's marker moved step by step (`advance`, with each step's reward), put back
(`reset`), and the queries `tracks_at_least(GROUP, N)` and `leader(TRACK)`.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section, verb
from teotl.language.statements import Stmt, _always, sync_stmt
from teotl.model.decisions import Option, ask
from teotl.primitives.arguments import arity, count_arg, name_arg, usage_hint, word_of


SECTION = section(__name__, "Tracks", 20,
                  intro="A player's marker on each track of `vocabulary.tracks`.",
                  examples=("advance any track",
                            "advance science 2",
                            "reset science (1)"))


@verb("advance", "advance TRACK [N]  |  advance any GROUP [N]",
      arguments="`TRACK [N]` or `any GROUP [N]`",
      sets=("step",),
      fires=("advanced",),
      doc=("move the player's marker N steps (default 1) on a track, running the reward of each step "
           "reached (components of type `track`, `effects` keyed by step). Steps past `max` are lost; an "
           "`exclusive` step taken by another player stops the marker below it. `any GROUP` offers only "
           "tracks that can still advance (all of them if none can). After each step's reward the engine "
           "fires event `advanced` (filter `track T`; context `step`), if the vocabulary declares it: `on "
           "advanced(track blue): if step == 4 { … }`."))
def compile_advance(compiler: Compiler, node: ast.Call) -> Stmt:
    vocab = compiler.vocab
    if not node.args or len(node.args) > 2:
        raise CompileError("E407", "`advance` needs a track and optionally a number of steps", usage_hint(node), node)
    first = node.args[0]
    steps = count_arg(compiler, node.args[1], node) if len(node.args) == 2 else (lambda ctx: 1)
    if isinstance(first, ast.AnyWord):
        group = vocab.canonical(first.name)
        tracks = tuple(t for t in vocab.groups.get(group, ()) if t in vocab.tracks)
        if not tracks:
            raise CompileError("E406", f"`any {first.name}` is not a group of tracks",
                               did_you_mean(first.name, [g for g, m in vocab.groups.items()
                                                         if any(t in vocab.tracks for t in m)]), first)
    elif isinstance(first, ast.Word):
        name = vocab.canonical(first.name)
        if name not in vocab.tracks:
            raise CompileError("E401", f"unknown track `{first.name}`",
                               did_you_mean(first.name, list(vocab.tracks) + [f"any {g}" for g in vocab.groups])
                               or "tracks are declared in vocabulary.tracks", first)
        tracks = (name,)
    else:
        raise CompileError("E407", "`advance` expects a track name first", usage_hint(node), first)
    choose = isinstance(first, ast.AnyWord)
    track_options = {t: Option(t, f"advance {t}", t) for t in tracks}  # built once: options are immutable
    about = ("advance-which", group if choose else tracks[0])  # what its decision is about

    if not choose:
        track = tracks[0]

        def run(ctx):  # one track: the runtime's own `advance` is the run (no generator around it)
            return ctx.rt.advance(ctx, track, steps(ctx))

        return Stmt(run, lambda ctx: ctx.rt.can_advance(ctx, track), f"advance {first.name}")

    def run(ctx):
        rt = ctx.rt
        if choose:
            open_tracks = [t for t in tracks if rt.can_advance(ctx, t)]
            candidates = open_tracks or []
            if not candidates:
                return
            track = yield from ask(ctx.player, "target", "advance on which track?",
                                   [track_options[t] for t in candidates], about)
        else:
            track = tracks[0]
        yield from rt.advance(ctx, track, steps(ctx))

    def can(ctx):
        can_advance = ctx.rt.can_advance
        for t in tracks:  # `any(…)` without a generator
            if can_advance(ctx, t):
                return True
        return False

    return Stmt(run, can, f"advance {'any ' if choose else ''}{first.name}")


@renders("verb", "advance")
def render_advance(r, node, args):
    steps = r.count(args[1]) if len(args) > 1 else 1
    if isinstance(args[0], ast.AnyWord):
        return r.msg("verb-advance-any", group=r.noun(args[0].name, 1, "group"), steps=steps)
    return r.msg("verb-advance", track=r.noun(args[0].name, 1, "track"), steps=steps)


@verb("reset", "reset TRACK (N)",
      arguments="`TRACK (N)`",
      doc="put the player's marker at N without step rewards.")
def compile_reset(compiler: Compiler, node: ast.Call) -> Stmt:
    """Put the player's marker on a track to a position, without running step rewards."""
    name = word_of(node.args[0]) if len(node.args) == 2 else None
    if name is None or compiler.vocab.canonical(name) not in compiler.vocab.tracks:
        raise CompileError("E401", f"unknown track `{name or ''}`",
                           did_you_mean(name or "", compiler.vocab.tracks) or usage_hint(node), node)
    track = compiler.vocab.canonical(name)
    value = count_arg(compiler, node.args[1], node)

    def do(ctx):
        ctx.state.players[ctx.player].tracks[track] = value(ctx)
        if ctx.rt.logging:
            ctx.rt.log(ctx, "reset", track=track, value=value(ctx))

    return sync_stmt(do, _always, f"reset {track}")


@renders("verb", "reset")
def render_reset(r, node, args):
    return r.msg("verb-reset", track=r.noun(args[0].name, 1, "track"), step=r.count(args[1]))


@query("tracks_at_least", "tracks_at_least(GROUP, N)",
       form="`tracks_at_least(GROUP, N)`",
       doc="the group's tracks where the player stands at N or more")
def _tracks_at_least(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 2, 2)
    group = compiler.vocab.canonical(name_arg(node, 0))
    tracks = [t for t in compiler.vocab.groups.get(group, ()) if t in compiler.vocab.tracks]
    if not tracks:
        raise CompileError("E406", f"`{group}` is not a group of tracks",
                           did_you_mean(group, compiler.vocab.groups), node.args[0])
    threshold = compiler.expr(node.args[1])
    return lambda ctx: sum(1 for t in tracks if ctx.state.players[ctx.player].tracks[t] >= threshold(ctx))


@renders("query", "tracks_at_least")
def render_tracks_at_least(r, node, args, names):
    if len(args) == 2 and names[0]:
        return r.msg("query-tracks_at_least", group=r.noun(names[0], "other", "group"), step=r.expr(args[1]))
    return None


@query("leader", "leader(TRACK)",
       form="`leader(TRACK)`",
       doc="1 if the player is (jointly) furthest on TRACK and above 0, else 0")
def _leader(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 1, 1)
    track = compiler.vocab.canonical(name_arg(node, 0))
    if track not in compiler.vocab.tracks:
        raise CompileError("E401", f"unknown track `{track}`", did_you_mean(track, compiler.vocab.tracks), node.args[0])

    def value(ctx):
        mine = ctx.state.players[ctx.player].tracks[track]
        best = None  # `max` over the players, without a generator
        for p in ctx.state.players:
            step = p.tracks[track]
            if best is None or step > best:
                best = step
        return 1 if mine > 0 and mine == best else 0

    return value


@renders("query", "leader")
def render_leader(r, node, args, names):
    return r.msg("query-leader", track=r.noun(names[0], 1, "track")) if names and names[0] else None


@renders("condition", "leader")
def render_leader_condition(r, node, names):
    return r.msg("cond-leader", track=r.noun(names[0], 1, "track")) if names and names[0] else None


# ---------------------------------------------------------------------- as a player reads it
@renders("prompt", "advance-which")
def _prompt_advance_which(n, decision, about):
    return n.msg("ask-advance-which", group=n.noun(about[1], 1, "group"))


@renders("option", "advance-which")
def _option_advance_which(n, decision, option, about):
    track = option.value
    state = n.state
    step = state.players[decision.player].tracks.get(track) if state is not None else None
    if step is None:
        return n.label(n.track(track))
    return n.msg("option-track-step", track=n.track(track), step=step)


@renders("event", "advance")
def _event_advance(n, e):
    return n.msg("event-advance", who=n.who(e), track=n.track(e["track"]), step=e["step"])


@renders("event", "reset")
def _event_reset(n, e):
    return n.msg("event-reset", who=n.who(e), track=n.track(e["track"]), step=e["value"])
