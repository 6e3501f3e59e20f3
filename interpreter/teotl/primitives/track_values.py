"""Tracks whose steps carry values (docs/game-model.md §2, "Track"): `value(TRACK)`, the marker
moved back (`retreat TRACK [N]`), and the load-time checks of a track's `start` and `values`.

```yaml
tracks:
  - {id: river, min: 0, max: 8, start: 0, values: [-10, -4, -1, 0, 2, 4, 7, 11, 16]}
```

`values` gives each step from `min` to `max` a value (any sign, any order); `value(river)` is the
value of the player's step, or the step itself when the track has no `values`. `start` is where
every marker begins (default `min`). Steps past `max` (with `advance`) or below `min` (with
`retreat`) are lost.
"""
from __future__ import annotations

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn
from teotl.language.registry import query, renders, section, verb
from teotl.language.statements import Stmt, sync_stmt
from teotl.model.vocabulary import Vocabulary
from teotl.primitives.arguments import arity, count_arg, name_arg, usage_hint, word_of

SECTION = section(__name__, "Track values", 48, intro="Tracks whose steps carry values (`values:` of a track, docs/game-model.md §2).",
                  examples=("gain vp value(heat); retreat heat",))


TRACK_DECLARATION = "E486"


def _track(compiler: Compiler, name: str, where: ast.Node) -> str:
    track = compiler.vocab.canonical(name)
    if track not in compiler.vocab.tracks:
        raise CompileError("E401", f"unknown track `{name}`",
                           did_you_mean(name, compiler.vocab.tracks) or "tracks are declared in vocabulary.tracks",
                           where)
    return track


@query("value", "value(TRACK)", doc="the value of the player's step (`values:` of the track), or the step itself")
def _value(compiler: Compiler, node: ast.Func) -> ExprFn:
    """The value of the player's step on a track (`values:`), or the step itself."""
    arity(node, 1, 1)
    track = _track(compiler, name_arg(node, 0), node.args[0])
    spec = compiler.vocab.tracks[track]
    if not spec.values:
        return lambda ctx: ctx.state.players[ctx.player].tracks[track]
    values, low, last = spec.values, spec.min, len(spec.values) - 1

    def value(ctx):
        index = ctx.state.players[ctx.player].tracks[track] - low
        return values[0 if index < 0 else last if index > last else index]
    return value


@verb("retreat", "retreat TRACK [N]", arguments="`TRACK [N]`",
      doc="move the player's marker N steps back (default 1), without rewards; steps below `min` are lost. "
          "Not possible on `min`. Log event `retreat`.")
def compile_retreat(compiler: Compiler, node: ast.Call) -> Stmt:
    """Move the player's marker N steps back (default 1), without rewards; steps below `min` are
    lost. It cannot be carried out while the marker is on `min`."""
    if not node.args or len(node.args) > 2 or word_of(node.args[0]) is None:
        raise CompileError("E407", "`retreat` needs a track and optionally a number of steps", usage_hint(node), node)
    track = _track(compiler, node.args[0].name, node.args[0])
    steps = count_arg(compiler, node.args[1], node) if len(node.args) == 2 else (lambda ctx: 1)
    low = compiler.vocab.tracks[track].min

    def do(ctx):
        tracks = ctx.state.players[ctx.player].tracks
        step = max(low, tracks[track] - max(0, steps(ctx)))
        if step != tracks[track]:
            tracks[track] = step
            if ctx.rt.logging:
                ctx.rt.log(ctx, "retreat", track=track, step=step)

    return sync_stmt(do, lambda ctx: ctx.state.players[ctx.player].tracks[track] > low, f"retreat {track}")


def track_problems(vocab: Vocabulary, game: dict) -> list[tuple[str, str, str, str]]:
    """(code, message, hint, field path) for a track whose `values` do not fit its steps or whose
    `start` lies off the track."""
    problems = []
    for index, entry in enumerate((game.get("vocabulary") or {}).get("tracks") or ()):
        if not isinstance(entry, dict) or entry.get("id") not in vocab.tracks:
            continue
        spec = vocab.tracks[entry["id"]]
        path = f"vocabulary.tracks.{index}"
        steps = spec.max - spec.min + 1
        if "values" in entry and len(entry.get("values") or ()) != steps:
            problems.append((TRACK_DECLARATION, f"track `{spec.id}` has {steps} steps ({spec.min} to {spec.max}) "
                             f"but {len(entry.get('values') or ())} values",
                             "give one value per step, from `min` to `max`", f"{path}.values"))
        if spec.max < spec.min:
            problems.append((TRACK_DECLARATION, f"track `{spec.id}` ends (max {spec.max}) before it begins "
                             f"(min {spec.min})", "make `max` at least `min`", f"{path}.max"))
        elif spec.start is not None and not spec.min <= spec.start <= spec.max:
            problems.append((TRACK_DECLARATION, f"track `{spec.id}` starts on {spec.start}, off its steps "
                             f"{spec.min} to {spec.max}", "give a `start` between `min` and `max`", f"{path}.start"))
    return problems


@renders("verb", "retreat")
def render_retreat(r, node, args):
    args = list(node.args)
    if not args:
        return r.msg("verb-generic", verb="retreat", args="")
    steps = r.count(args[1]) if len(args) > 1 else 1
    return r.msg("verb-retreat", track=r.noun(r.name_of(args[0]), 1, "track"), steps=steps)


@renders("query", "value")
def render_value(r, node, args, names):
    name = r.name_of(node.args[0]) if node.args else None
    return r.msg("query-value", track=r.noun(name or "?", 1, "track"))


@renders("event", "retreat")
def _event_retreat(n, e):
    return n.msg("event-retreat", who=n.who(e), track=n.track(e["track"]), step=e["step"])
