"""The checks of `flow:` in game.yaml: everything a game needs when it starts, reported by `teotl
check` at its place in the file instead of failing the first game (issue 17: a misspelt
`flow.turn` passed the check and every game stopped with an internal error)."""
from __future__ import annotations

from typing import Any, Iterable

from teotl.language.errors import CompileError, DslSyntaxError, did_you_mean
from teotl.language.parser import parse_expression
from teotl.runtime.phases import phase_specs
from teotl.runtime.runtime import Problem, _get

GAME = "game"
COMPONENT_KEYS = ("setup", "player_setup", "turn", "after_turn", "round_end", "final")


def check_players(runtime: Any) -> list[Problem]:
    """`players: {min, max}` that no number of players fits: every `play` would be refused."""
    players = runtime.game.get("players")
    if isinstance(players, dict) and all(isinstance(players.get(k), int) for k in ("min", "max")) \
            and players["min"] > players["max"]:
        return [Problem("E306", f"`players.min` ({players['min']}) is more than `players.max` ({players['max']}): "
                                "no game can be played", "swap them, or make `max` at least `min`", GAME, "players.min")]
    return []


def check_flow(runtime: Any, components: Iterable[Any] = ()) -> list[Problem]:
    spec = runtime.game.get("flow")
    if not isinstance(spec, dict):
        return check_players(runtime)
    problems = check_players(runtime)
    with_effect = sorted({cid for cid, path in runtime.effects if path == "effect"})
    # an `effect:` that did not compile has its error reported where it is; "names no component
    # with an effect" would only echo it (a slip in a template the turn calls made two errors)
    written = {_get(c, "id") for c in components if _get(c, "effect") is not None}

    def named(path: str, name: Any) -> None:
        if (str(name), "effect") not in runtime.effects and str(name) not in written:
            problems.append(Problem("E434", f"`{path}` names `{name}`, which is not a component with an effect",
                                    did_you_mean(str(name), with_effect) or "name the id of a component that has `effect:`",
                                    GAME, path))

    for key in COMPONENT_KEYS:
        if key in spec:
            named(f"flow.{key}", spec[key])
    if "turn" not in spec and not spec.get("phases"):
        problems.append(Problem("E434", "`flow` has neither `turn:` nor `phases:`, so a game has no turns",
                                "add `turn: COMPONENT` (one turn per player each round) or `phases:`", GAME, "flow"))
    for index, _, phase_id, component, kind in phase_specs(spec):
        path = f"flow.phases.{index}"
        if component is None:
            problems.append(Problem("E434", f"`{path}`: {kind}", "see docs/game-model.md §6", GAME, path))
        else:
            named(f"{path}.{kind}", component)
    if "game_over" in spec:
        try:
            runtime.compiler.expr(parse_expression(str(spec["game_over"])))
        except DslSyntaxError as error:
            problems.append(Problem(error.code, error.message, error.hint, GAME, "flow.game_over",
                                    error.line, max(0, error.column - 4)))
        except CompileError as error:  # one inside a template's body is reported at the body
            problem = runtime.problem_of(error, GAME, "flow.game_over", shift=4)
            if problem is not None:
                problems.append(problem)
    if spec.get("phases") and "rounds" not in spec and "game_over" not in spec:
        problems.append(Problem("E434", "a game with `phases:` needs `rounds:` or `game_over:` to end",
                                "add `rounds: 5` or `game_over: EXPR`", GAME, "flow.phases"))
    score = spec.get("score") or runtime.vocab.score
    if score is not None and score not in runtime.vocab.resources:
        marked = runtime.vocab.score if runtime.vocab.score in runtime.vocab.resources else None
        problems.append(Problem("E434", f"`flow.score` must be a resource, not `{score}`",
                                f"the resource marked `score: true` is `{marked}`" if marked else
                                did_you_mean(str(score), runtime.vocab.resources) or "name one of vocabulary.resources",
                                GAME, "flow.score"))
    for breaker in spec.get("tie_breakers") or ():
        if breaker not in runtime.vocab.resources:
            problems.append(Problem("E434", f"tie-breaker `{breaker}` is not a resource",
                                    did_you_mean(str(breaker), runtime.vocab.resources), GAME, "flow.tie_breakers"))
    return problems
