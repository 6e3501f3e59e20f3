"""Tracks: a player's marker moved step by step (`advance`, with each step's reward), put back
(`reset`), and the queries `tracks_at_least(GROUP, N)` and `leader(TRACK)`.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, verb
from teotl.language.statements import Stmt, _always, sync_stmt
from teotl.model.decisions import Option, ask
from teotl.primitives.arguments import arity, count_arg, name_arg, usage_hint, word_of


@verb("advance", "advance TRACK [N]  |  advance any GROUP [N]")
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
                                   [track_options[t] for t in candidates])
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


@verb("reset", "reset TRACK (N)")
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


@query("tracks_at_least", "tracks_at_least(GROUP, N)")
def _tracks_at_least(compiler: Compiler, node: ast.Func) -> ExprFn:
    arity(node, 2, 2)
    group = compiler.vocab.canonical(name_arg(node, 0))
    tracks = [t for t in compiler.vocab.groups.get(group, ()) if t in compiler.vocab.tracks]
    if not tracks:
        raise CompileError("E406", f"`{group}` is not a group of tracks",
                           did_you_mean(group, compiler.vocab.groups), node.args[0])
    threshold = compiler.expr(node.args[1])
    return lambda ctx: sum(1 for t in tracks if ctx.state.players[ctx.player].tracks[t] >= threshold(ctx))


@query("leader", "leader(TRACK)")
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
