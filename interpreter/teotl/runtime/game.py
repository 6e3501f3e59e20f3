"""A whole game: setup, rounds of turns, end of game, scores — driven by the rule files' `flow:`.

`game.yaml` names the effects that make up the flow (each the id of a component, usually of a
type like `action` or `scoring`):

```yaml
flow:
  setup: setup_game          # once, as the first player
  player_setup: setup_player # once per player, in seat order
  turn: turn                 # the active player's turn
  after_turn: after_turn     # right after each turn, as the player who just played
  round_end: round_end       # after the last player's turn, as the first player
  game_over: "game_over == 1"   # an expression, checked after every turn and every round
  final: final_scoring       # once per player at the end
  score: vp                  # the score counter
  tie_breakers: [coins]      # then the earlier seat wins
  seat_tie_break: earlier    # or `later`
  turn_limit: 2000           # safety net: a game that runs longer is stopped and reported
```

The game is one generator of decisions. With `snapshots` on, the state at each turn's start is
kept (`turn_start`, never changed) with the turn's answers so far: `Game.fork()` is a private
copy of the game at its pending decision, which an agent answers as it likes to look ahead
(docs/performance.md "Look-ahead: snapshots and forks").
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Optional, Union

from teotl.language.parser import parse_expression
from teotl.language.statements import Stmt
from teotl.model.context import Ctx
from teotl.model.decisions import Decision, IllegalAnswer, Option
from teotl.model.state import GameState
from teotl.runtime.endless import endless_effects
from teotl.runtime.phases import Phase, phase_specs, play_rounds
from teotl.runtime.runtime import Runtime


class FlowError(Exception):
    """The rule set's `flow:` is missing or names something that does not exist."""


@dataclass(frozen=True)
class Flow:
    setup: Optional[Stmt]
    player_setup: Optional[Stmt]
    turn: Optional[Stmt]              # None when the round is made of `phases`
    after_turn: Optional[Stmt]
    round_end: Optional[Stmt]
    game_over: Callable[[Any], int]
    final: Optional[Stmt]
    score: str
    tie_breakers: tuple[str, ...]
    turn_limit: int
    later_seat_wins_ties: bool = False
    phases: tuple[Phase, ...] = ()    # the phases of a round (teotl.runtime.phases); () = one turn each
    rounds: Optional[int] = None      # a fixed number of rounds (with phases)
    rotate_first: bool = False        # with phases: the next seat starts each round

    @classmethod
    def from_runtime(cls, runtime: Runtime) -> "Flow":
        spec = runtime.game.get("flow")
        if not isinstance(spec, dict) or ("turn" not in spec and "phases" not in spec):
            raise FlowError("the rule set has no `flow:` with a `turn:` or `phases:` in game.yaml, so it cannot be played")

        def effect(key: str, required: bool = False) -> Optional[Stmt]:
            name = spec.get(key)
            if name is None:
                if required:
                    raise FlowError(f"`flow.{key}` is missing in game.yaml")
                return None
            stmt = runtime.effects.get((str(name), "effect"))
            if stmt is None:
                raise FlowError(f"`flow.{key}` names `{name}`, which is not a component with an effect")
            return stmt

        phases = []
        for index, _, phase_id, named, kind in phase_specs(spec):
            if named is None:
                raise FlowError(f"`flow.phases` entry {index + 1}: {kind}")
            stmt = runtime.effects.get((named, "effect"))
            if stmt is None:
                raise FlowError(f"`flow.phases` entry {index + 1} ({phase_id}) names `{named}`, "
                                "which is not a component with an effect")
            phases.append(Phase(phase_id, kind, stmt))
        game_over_text = str(spec.get("game_over", "0"))
        game_over = runtime.compiler.expr(parse_expression(game_over_text))
        score = spec.get("score") or runtime.vocab.score
        if score not in runtime.vocab.resources:
            raise FlowError(f"`flow.score` must be a resource, got {score!r}")
        rounds = spec.get("rounds")
        return cls(effect("setup"), effect("player_setup"), effect("turn", required=not phases), effect("after_turn"),
                   effect("round_end"), game_over, effect("final"), score,
                   tuple(spec.get("tie_breakers") or ()), int(spec.get("turn_limit", 2000)),
                   spec.get("seat_tie_break", "earlier") == "later", tuple(phases),
                   int(rounds) if isinstance(rounds, int) else None, spec.get("first_player") == "rotate")


Answer = Union[str, int, Option]


@dataclass
class Game:
    """One game. Answer `pending` decisions until `finished`; `answers` is the game's record."""
    runtime: Runtime
    players: int
    seed: int
    snapshots: bool = False  # keep a copy of the state at each turn start (agents that look ahead)
    state: GameState = field(init=False)
    flow: Flow = field(init=False)
    answers: list[str] = field(default_factory=list, init=False)
    pending: Optional[Decision] = field(default=None, init=False)
    finished: bool = field(default=False, init=False)
    turns: int = field(default=0, init=False)
    rounds: int = field(default=0, init=False)
    stopped_by_limit: bool = field(default=False, init=False)
    turn_start: Optional[GameState] = field(default=None, init=False)  # snapshot for look-ahead
    turn_answers: list[str] = field(default_factory=list, init=False)
    active: int = field(default=0, init=False)
    _over_ctx: Optional[Ctx] = field(default=None, init=False, repr=False, compare=False)
    _unit: Optional[Stmt] = field(default=None, init=False, repr=False, compare=False)  # the running phase's turn

    def __post_init__(self) -> None:
        self.flow = Flow.from_runtime(self.runtime)
        self.state = self.runtime.new_state(self.players, self.seed)
        self._runner = self._play()
        self._step(None, first=True)

    # ------------------------------------------------------------------ driving
    def _step(self, value: Any, first: bool = False) -> None:
        try:
            self.pending = next(self._runner) if first else self._runner.send(value)
        except StopIteration:
            self.pending = None
            self.finished = True

    def answer(self, answer: Answer) -> Optional[Decision]:
        """Answer the pending decision. An answer that was not offered is refused (IllegalAnswer)
        before anything changes. Effects that never end raise EndlessEffects (the rules' problem,
        naming the triggers that loop); the game cannot go on after it."""
        pending = self.pending
        if pending is None:
            raise IllegalAnswer("the game is over: there is nothing to answer")
        # Fields of the decision and its options are read by position here (`pending[2]` is
        # `pending.options`, `option[0]` its key, `option[2]` its value): a named tuple's field
        # name is a descriptor look-up, about twice the cost, and this runs for every decision.
        if type(answer) is str:  # `pending.find(answer)` for a key, inlined
            for option in pending[2]:
                if option[0] == answer:
                    break
            else:
                option = None
        else:
            option = pending.find(answer)
        if option is None:
            raise IllegalAnswer(f"{answer!r} is not one of the offered options for '{self.pending.prompt}': "
                                + ", ".join(self.pending.keys()))
        key = option[0]
        self.answers.append(key)
        self.turn_answers.append(key)
        try:  # `_step(option.value)`, inlined
            self.pending = self._runner.send(option[2])
        except StopIteration:
            self.pending = None
            self.finished = True
        return self.pending

    def _ctx(self, player: int):
        return Ctx(self.runtime, self.state, player)  # = runtime.context(state, player)

    def _run(self, stmt: Optional[Stmt], player: int) -> Iterator[Decision]:
        if stmt is not None:
            if stmt.do is not None:
                stmt.do(self._ctx(player))
            else:
                yield from stmt.run(self._ctx(player))

    def _over(self) -> bool:
        # one context for the check after every turn (an expression only reads its context)
        ctx = self._over_ctx
        if ctx is None or ctx.state is not self.state:
            ctx = self._over_ctx = self._ctx(0)
        return bool(self.flow.game_over(ctx))

    def _play(self, resume: bool = False) -> Iterator[Decision]:
        """The whole game: set-up, every round until the game is over, the end of the game.
        `resume` (a fork, see `fork`): no set-up; the round `self.rounds` is being played and the
        turn of `self.active` starts again from its beginning — the state is a copy of that
        turn's start — without counting the round again or taking another snapshot."""
        try:   # effects that never end, said as the rules' problem (teotl.runtime.endless)
            flow, runtime = self.flow, self.runtime
            if not resume:
                runtime.log(self._ctx(0), "game_start", players=self.players, seed=self.seed)
                yield from self._run(flow.setup, 0)
                for player in range(self.players):
                    yield from self._run(flow.player_setup, player)
            if flow.phases:
                yield from play_rounds(self, resume)
                yield from self._finish()
                return
            # rounds of one turn per player, in seat order (the loop written here, not in a
            # generator of its own: every answer of a game passes through each level of generators)
            while resume or not self._over():
                if resume:
                    first = self.active
                else:
                    self.rounds += 1
                    first = 0
                for player in range(first, self.players):
                    self.active = player
                    if resume:
                        resume = False  # the fork's state is this turn's start, kept in turn_start
                    else:
                        self.turn_start = self.state.copy() if self.snapshots else None
                    self.turn_answers = []
                    if runtime.logging:
                        runtime.log(self._ctx(player), "turn", round=self.rounds)
                    # `self._ctx(player)`, inlined: two contexts a turn
                    yield from flow.turn.run(Ctx(runtime, self.state, player))  # flow.turn is required
                    after = flow.after_turn
                    if after is not None:
                        if after.do is not None:
                            after.do(Ctx(runtime, self.state, player))
                        else:
                            yield from after.run(Ctx(runtime, self.state, player))
                    self.turns += 1
                    if self.turns >= flow.turn_limit:
                        self.stopped_by_limit = True
                        runtime.log(self._ctx(player), "turn_limit", turns=self.turns)
                        break
                    if self._over():
                        break
                if self.stopped_by_limit or self._over():
                    break
                yield from self._run(flow.round_end, 0)
            yield from self._finish()
        except RecursionError as error:
            raise endless_effects(error) from error

    def _finish(self) -> Iterator[Decision]:
        self.turn_start = None
        for player in range(self.players):
            yield from self._run(self.flow.final, player)
        self.runtime.log(self._ctx(0), "game_end", scores=self.scores())

    def _turn(self, stmt: Stmt, player: int, resume: bool = False) -> Iterator[Decision]:
        """One player's part of a phase, as a turn: a snapshot for look-ahead, its answers kept,
        counted against `turn_limit` (teotl.runtime.phases). `resume`: a fork's, whose state is
        this turn's start (no new snapshot)."""
        if self.stopped_by_limit:
            return
        self.active = player
        self._unit = stmt
        if not resume:
            self.turn_start = self.state.copy() if self.snapshots else None
        self.turn_answers = []
        if self.runtime.logging:
            self.runtime.log(self._ctx(player), "turn", round=self.rounds)
        yield from self._run(stmt, player)
        self.turns += 1
        if self.turns >= self.flow.turn_limit:
            self.stopped_by_limit = True
            self.runtime.log(self._ctx(player), "turn_limit", turns=self.turns)

    # ------------------------------------------------------------------ results
    def scores(self) -> list[int]:
        return [p.counters[self.flow.score] for p in self.state.players]

    def ranking(self) -> list[int]:
        """Players from first to last: score, then the tie-breakers, then the earlier seat (or the
        later one, with `flow.seat_tie_break: later`)."""
        seat_sign = -1 if self.flow.later_seat_wins_ties else 1

        def key(index: int):
            player = self.state.players[index]
            return (-player.counters[self.flow.score],
                    *(-player.counters.get(t, 0) for t in self.flow.tie_breakers), seat_sign * index)
        return sorted(range(self.players), key=key)

    def winner(self) -> int:
        return self.ranking()[0]

    # ------------------------------------------------------------------ look-ahead for agents
    def fork(self, snapshots: bool = False, quiet: bool = False) -> "Game":
        """A private continuation of this game at its pending decision: a `Game` of its own, on
        its own copy of the state, whose `pending` is this game's pending decision and which
        plays on exactly as this game would with the same answers. Nothing in this game changes.

        Inside a turn of a game with `snapshots`, the fork starts from a copy of the turn's start
        and this turn's answers are replayed into it (the turn's own effects run again: running
        effects cannot be copied); otherwise the whole game is replayed from its set-up.
        `snapshots`: the fork keeps turn snapshots of its own (so that it can be forked in turn).
        `quiet`: the fork plays with the log off (`Runtime.quiet`; its log is then empty).
        Raises ForkError if the fork does not reach the same decision (the engine was not
        deterministic).
        """
        runtime = self.runtime.quiet() if quiet else self.runtime
        shell = self._fork_from_turn_start(snapshots, runtime) if self.turn_start is not None else None
        if shell is None:
            shell = Game(runtime, self.players, self.seed, snapshots)
            try:
                for key in self.answers:
                    shell.answer(key)
            except IllegalAnswer as problem:
                raise ForkError(f"a replay of the game did not reach its pending decision: {problem}") from None
        pending, other = shell.pending, self.pending
        if pending is not other and (pending is None or other is None or pending[0] != other[0]
                                     or len(pending[2]) != len(other[2])
                                     or any(a[0] != b[0] for a, b in zip(pending[2], other[2]))):
            raise ForkError("a fork of the game did not reach its pending decision")
        return shell

    def _fork_from_turn_start(self, snapshots: bool, runtime: Runtime) -> Optional["Game"]:
        shell = Game.__new__(Game)  # no __post_init__: no new state, no set-up
        shell.runtime, shell.players, shell.seed, shell.flow = runtime, self.players, self.seed, self.flow
        shell.snapshots = snapshots
        shell.state = self.turn_start.copy()
        if runtime is not self.runtime:
            shell.state.log = []  # (a quiet fork keeps none)
        shell.pending, shell.finished, shell.stopped_by_limit = None, False, False
        shell.turns, shell.rounds, shell.active, shell._unit = self.turns, self.rounds, self.active, self._unit
        shell.turn_start, shell._over_ctx = self.turn_start, None  # (a snapshot is never changed: shared)
        shell.answers, shell.turn_answers = [], []
        shell._runner = shell._play(resume=True)
        shell._step(None, first=True)
        for key in self.turn_answers:
            pending = shell.pending
            if pending is None:
                return None
            for option in pending[2]:
                if option[0] == key:
                    break
            else:
                return None
            shell._step(option[2])
        shell.answers, shell.turn_answers = list(self.answers), list(self.turn_answers)
        return shell

    def turn_from(self, state: GameState, player: int, quiet: bool = False) -> Iterator[Decision]:
        """A fresh generator for one turn (and its after-turn) on a given state, for look-ahead;
        `quiet`: played with the log off (`Runtime.quiet`), for a continuation nobody reads."""
        ctx = (self.runtime.quiet() if quiet else self.runtime).context(state, player)
        try:   # a look-ahead's loop is the rules' too (teotl.runtime.endless)
            if self.flow.phases:  # the part of the phase being played
                if self._unit is not None:
                    yield from self._unit.run(ctx)
                return
            yield from self.flow.turn.run(ctx)
            if self.flow.after_turn is not None:
                yield from self.flow.after_turn.run(ctx)
        except RecursionError as error:
            raise endless_effects(error) from error


class ForkError(RuntimeError):
    """A fork did not reach the decision the real game is at (the engine was not deterministic)."""
