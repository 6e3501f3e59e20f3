"""The DSL-overhead benchmark: the same work done by the compiled rule files and by hand-written
Python (`hand_effects.py`, `hand_turn.py`), on the same engine objects and the same driver.

Two kinds of scenario, each a start state and a list of steps (a player and an effect run to
its end, its decisions answered):
- **effects**: every starting tile and every grid cell of boards 2-4 on a prepared state, each
  answered from several seeds;
- **turns**: six turns (`flow.turn` then `flow.after_turn`, players alternating) from seeded
  states whose ring holds boards 2-4 only (so every action is one the hand-written turn
  implements): workers at power 1-3, some on worship spots, discovery tiles owned and at the
  spots, random resources and track positions. A seed whose play reaches a rule the hand side
  leaves out (`hand_rules.Unsupported`: a worker reaching power 6, …) is skipped.

Answers: a seeded random choice among the options offered, the same seed for both sides;
`record` keeps every decision asked (player, kind, prompt, option keys and texts) so the test
can check that both sides ask the same questions, and the answers by position, which the timed
runs replay.

**The harness** — a context and an `EffectRun` per step, and answering each decision through
`EffectRun.answer` — is the same for both sides whatever the effects are. It is measured alone by
replaying each step's recorded decisions from a generator that only yields them (prebuilt), with
the same answers, and subtracted from both sides' times: net ratio = (DSL − harness) / (hand −
harness).

    python benchmarks/overhead.py              # both kinds, 15 interleaved runs each
    python benchmarks/overhead.py --quick
    python benchmarks/overhead.py --profile dsl   # where the compiled side's time goes (turns)
    python benchmarks/overhead.py --count dsl --rounds 20   # one side only, for cachegrind (and --rounds 0)
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

if __name__ == "__main__":  # run as a script: the checkout's interpreter and this folder first
    from pathlib import Path
    sys.path[:0] = [str(Path(__file__).resolve().parent.parent / "interpreter"), str(Path(__file__).resolve().parent)]

import hand_effects  # noqa: E402
import hand_rules  # noqa: E402
import hand_turn  # noqa: E402
from teotl.model.context import Ctx  # noqa: E402
from teotl.model.decisions import EffectRun  # noqa: E402
from teotl.runtime.game import Flow  # noqa: E402
from teotl.model.state import GameState  # noqa: E402

CLOCK = time.process_time  # CPU time of this process: per core, less disturbed by other work
DSL, HAND = 0, 1
BOARDS = ("forest", "stone_quarry", "gold_deposits")
SPOT_SUPPLIES = ("disc_forest", "disc_stone_quarry", "disc_gold_deposits")
STACKS = {"blue4": 2, "red5": 2, "green3": 1, "green6": 2, "avenue3": 2, "avenue6": 1, "avenue8": 1}
TURNS = 6


@dataclass
class Step:
    player: int
    piece: Optional[int]                        # index of the acting piece, or None
    runs: tuple[Callable[[Any], Any], Callable[[Any], Any]]   # (compiled run, hand-written run)


@dataclass
class Scenario:
    name: str
    state: GameState
    steps: list[Step]
    seed: int
    answers: list[int] = field(default_factory=list)        # recorded: option positions, in order
    decisions: list[list[Any]] = field(default_factory=list)  # recorded: the Decisions of each step


def prepare(runtime: Any, ruleset: Any) -> None:
    hand_rules.prepare(runtime, ruleset)
    hand_turn.prepare_turn(hand_rules.NAMES)


# ---------------------------------------------------------------------------- playing a scenario
def play(runtime: Any, scenario: Scenario, side: int, state: GameState, choose: Callable[[Any], int]) -> list[list]:
    """Run the scenario's steps on `state`; `choose(decision)` gives the position answered.
    Returns the decisions asked, step by step."""
    asked = []
    pieces = state.pieces
    for step in scenario.steps:
        ctx = Ctx(runtime, state, step.player, pieces[step.piece] if step.piece is not None else None)
        run = EffectRun(step.runs[side](ctx))
        seen = []
        while not run.finished:
            decision = run.pending
            seen.append(decision)
            run.answer(decision.options[choose(decision)].key)
        asked.append(seen)
    return asked


def seeded(seed: int) -> Callable[[Any], int]:
    rng = random.Random(seed)
    return lambda decision: rng.randrange(len(decision.options))


def record(runtime: Any, scenario: Scenario) -> None:
    """Play the compiled side once from the scenario's seed; keep its decisions and answers."""
    answers: list[int] = []
    pick = seeded(scenario.seed)

    def choose(decision):
        index = pick(decision)
        answers.append(index)
        return index
    scenario.decisions = play(runtime, scenario, DSL, scenario.state.copy(), choose)
    scenario.answers = answers


def decision_text(decision: Any) -> tuple:
    """What the test compares of a decision: everything but the options' values."""
    return (decision.player, decision.kind, decision.prompt, tuple((o.key, o.text) for o in decision.options))


# ---------------------------------------------------------------------------- scenarios
def effect_state(runtime: Any) -> GameState:
    """2 players; seat 1 has 5 of every resource and a worker at power 3 on every board; the
    technology offer and the discovery stack filled in file order."""
    state = runtime.new_state(2, seed=1)
    for seat in range(2):
        state.players[seat].counters.update({r: 5 for r in runtime.vocab.resources})
        for board in range(len(runtime.vocab.boards)):
            runtime.add_piece(state, seat, "worker", board, 3)
    state.supplies["technology_offer"] = runtime.by_type("technology")[:6]
    pool = list(runtime.by_type("discovery"))
    for supply, size in STACKS.items():  # the temple and Avenue stacks from the end of the tiles
        state.supplies[supply] = [pool.pop() for _ in range(size)]
    state.supplies["discovery"] = pool
    return state


def effect_scenarios(runtime: Any, seeds: int = 3) -> list[Scenario]:
    missing = [t for t in hand_effects.HAND if t not in runtime.effects]
    if missing:
        raise SystemExit(f"the rule set has no effect {missing[0]}: update benchmarks/hand_effects.py")
    base = effect_state(runtime)
    found = []
    for target, hand in hand_effects.HAND.items():
        for seed in range(seeds):
            step = Step(0, 1, (runtime.effects[target].run, hand))
            found.append(Scenario(f"{target[0]} {target[1]} #{seed}", base, [step], seed))
    return found


def turn_state(runtime: Any, seed: int) -> GameState:
    rng = random.Random(seed)
    state = runtime.new_state(2, seed)
    ring = [hand_rules.BOARD_INDEX[b] for b in BOARDS]
    state.ring = list(ring)
    tiles = list(hand_turn.TILES)
    rng.shuffle(tiles)
    for seat in range(2):
        me = state.players[seat]
        me.counters.update(cocoa=rng.randint(0, 8), wood=rng.randint(0, 4), stone=rng.randint(0, 4),
                           gold=rng.randint(0, 4), vp=rng.randint(0, 10))
        for track in hand_rules.TEMPLES:
            me.tracks[track] = rng.randint(0, 5)
        me.tracks["avenue"] = rng.randint(0, 2)
        me.owned.extend(tiles.pop() for _ in range(rng.randint(0, 3)))
        for _ in range(3):
            runtime.add_piece(state, seat, "worker", rng.choice(ring), rng.randint(1, 3))
    for board in ring:  # some worship spots taken
        here = [p for p in state.pieces if p.at == board]
        if here and rng.random() < 0.5:
            holder = rng.choice(here)
            holder.held, holder.slot = True, 1
    masks = [cid for cid in runtime.by_type("discovery") if cid not in hand_turn.TILES]
    pool = tiles + masks
    rng.shuffle(pool)
    for supply in SPOT_SUPPLIES:
        state.supplies[supply] = [pool.pop()]
    for supply, size in STACKS.items():
        state.supplies[supply] = [pool.pop() for _ in range(size)]
    state.supplies["discovery"] = pool
    state.counters.update(light_disc=rng.randint(8, 12), dark_disc=12, eclipse_state=0)
    return state


def turn_scenarios(runtime: Any, count: int, first_seed: int = 0) -> list[Scenario]:
    """`count` seeded six-turn scenarios that the hand-written turn supports all the way."""
    flow = Flow.from_runtime(runtime)
    found, seed = [], first_seed
    while len(found) < count:
        steps = []
        for turn in range(TURNS):
            player = turn % 2
            steps.append(Step(player, None, (flow.turn.run, hand_turn.turn)))
            steps.append(Step(player, None, (flow.after_turn.run, hand_turn.after_turn)))
        scenario = Scenario(f"turns #{seed}", turn_state(runtime, seed), steps, seed)
        try:
            play(runtime, scenario, HAND, scenario.state.copy(), seeded(seed))
        except hand_rules.Unsupported:
            seed += 1
            continue
        found.append(scenario)
        seed += 1
    return found


# ---------------------------------------------------------------------------- timing
def harness_of(scenario: Scenario) -> Scenario:
    """The harness alone: the same steps, each a generator that only yields its recorded
    decisions (the same answers are given to them)."""
    def replay(decisions):
        def run(ctx):
            for decision in decisions:
                yield decision
        return run
    steps = [Step(s.player, s.piece, (replay(d), replay(d))) for s, d in zip(scenario.steps, scenario.decisions)]
    return Scenario(scenario.name, scenario.state, steps, scenario.seed, scenario.answers, scenario.decisions)


def replaying(answers: list[int]) -> Callable[[Any], int]:
    positions = iter(answers)
    return lambda decision: next(positions)


def timed(runtime: Any, scenarios: list[Scenario], side: int, rounds: int, harness: bool = False) -> float:
    """CPU seconds of `rounds` passes over the scenarios (states copied before the clock starts)."""
    plans = [harness_of(s) for s in scenarios] if harness else scenarios
    total = 0.0
    for _ in range(rounds):
        states = [s.state.copy() for s in plans]
        start = CLOCK()
        for scenario, state in zip(plans, states):
            play(runtime, scenario, side, state, replaying(scenario.answers))
        total += CLOCK() - start
    return total


def measure(runtime: Any, scenarios: list[Scenario], rounds: int, repeats: int) -> dict:
    """Interleaved runs of the three (DSL, hand, harness); the fastest of each counts."""
    for scenario in scenarios:
        if not scenario.decisions and not scenario.answers:
            record(runtime, scenario)
    best = [float("inf")] * 3
    runs = []
    timed(runtime, scenarios, DSL, 1), timed(runtime, scenarios, HAND, 1)  # warm up
    for _ in range(repeats):
        dsl, hand = timed(runtime, scenarios, DSL, rounds), timed(runtime, scenarios, HAND, rounds)
        harness = timed(runtime, scenarios, DSL, rounds, harness=True)
        runs.append((dsl, hand, harness))
        best = [min(b, t) for b, t in zip(best, (dsl, hand, harness))]
    dsl, hand, harness = best
    steps = rounds * sum(len(s.steps) for s in scenarios)
    return {"scenarios": len(scenarios), "steps": sum(len(s.steps) for s in scenarios),
            "decisions": sum(len(s.answers) for s in scenarios),
            "dsl_us": dsl / steps * 1e6, "hand_us": hand / steps * 1e6, "harness_us": harness / steps * 1e6,
            "ratio": dsl / hand, "net_ratio": (dsl - harness) / (hand - harness),
            "runs": [{"ratio": d / h, "net_ratio": (d - x) / (h - x)} for d, h, x in runs]}


def figures(runtime: Any, ruleset: Any, quick: bool = False, repeats: Optional[int] = None,
            report: Callable[[str], None] = print) -> dict:
    """Both kinds of scenario measured; `report` gets one line per kind, then the runs."""
    prepare(runtime, ruleset)
    repeats = repeats or (5 if quick else 15)
    found = {}
    for kind, scenarios, rounds in (("effects", effect_scenarios(runtime), 10 if quick else 30),
                                    ("turns", turn_scenarios(runtime, 40), 4 if quick else 10)):
        result = found[kind] = measure(runtime, scenarios, rounds, repeats)
        report(f"DSL overhead, {kind} ({result['scenarios']} scenarios, {result['steps']} steps, "
               f"{result['decisions']} decisions): compiled {result['dsl_us']:.2f} µs, hand-written "
               f"{result['hand_us']:.2f} µs, harness {result['harness_us']:.2f} µs per step: "
               f"ratio {result['ratio']:.2f}, harness subtracted {result['net_ratio']:.2f}")
        report("  interleaved runs (ratio / harness subtracted): "
               + ", ".join(f"{r['ratio']:.2f}/{r['net_ratio']:.2f}" for r in result["runs"]))
    return found


def _profile(runtime: Any, ruleset: Any, side: int, limit: int) -> None:
    import cProfile
    import pstats
    prepare(runtime, ruleset)
    scenarios = turn_scenarios(runtime, 40)
    for scenario in scenarios:
        record(runtime, scenario)
    profile = cProfile.Profile()
    profile.enable()
    timed(runtime, scenarios, side, 10)
    profile.disable()
    pstats.Stats(profile).strip_dirs().sort_stats("tottime").print_stats(limit)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer rounds and repetitions")
    parser.add_argument("--repeats", type=int, default=None, metavar="N", help="interleaved runs (default 15)")
    parser.add_argument("--profile", choices=("dsl", "hand"), default=None,
                        help="cProfile one side of the turn scenarios instead of timing")
    parser.add_argument("--limit", type=int, default=30, help="lines of --profile output")
    parser.add_argument("--count", choices=("dsl", "hand", "harness"), default=None,
                        help="only run one side ROUNDS times over the --kind scenarios, silently (for an outside "
                             "counter: run under valgrind --tool=cachegrind with --rounds N and --rounds 0, subtract)")
    parser.add_argument("--kind", choices=("effects", "turns"), default="turns", help="scenarios of --count")
    parser.add_argument("--rounds", type=int, default=10, help="passes of --count")
    args = parser.parse_args()
    from teotl.runtime.runtime import Runtime
    from teotl.rules.ruleset import load_ruleset
    ruleset = load_ruleset(None)
    runtime = Runtime.from_ruleset(ruleset, logging=False)
    if args.profile:
        _profile(runtime, ruleset, DSL if args.profile == "dsl" else HAND, args.limit)
        return
    if args.count:
        prepare(runtime, ruleset)
        scenarios = effect_scenarios(runtime) if args.kind == "effects" else turn_scenarios(runtime, 40)
        for scenario in scenarios:
            record(runtime, scenario)
        timed(runtime, scenarios, HAND if args.count == "hand" else DSL, args.rounds, harness=args.count == "harness")
        return
    figures(runtime, ruleset, args.quick, args.repeats)


if __name__ == "__main__":
    main()
