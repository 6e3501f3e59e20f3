"""`teotl play`, `teotl simulate` and `teotl replay`: the commands that run games.

Kept apart from cli.py (which parses and dispatches) so each command's work is in one place.
Every command loads the rule set the same way (`--rules`, `--modules`, `--variant`), refuses
rules with errors before a game starts, and never prints a traceback.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Optional

from teotl.cli.common import RULES_HELP
from teotl.cli.think import add_think_option, thinking
from teotl.simulate_log import add_log_options, log_options_ok, write_logs

EXIT_OK, EXIT_ERRORS, EXIT_USAGE = 0, 1, 2

_PLAY_EXAMPLES = """\
examples:
  teotl play                                   a demo: two greedy bots play a whole game
  teotl play --players 3 --agents human,greedy,random --seed 7
  teotl play --agents human,greedy --save my-game.json
  teotl play --quiet --log game.jsonl          only the scores; the event log as JSON lines
  teotl play --solo                            you against the rule set's solo opponent
  teotl play --solo --agents greedy --seed 3   watch an agent play the solo opponent
  teotl play --agents human,mcts --think 2     against the search agent, 2 s per decision (docs/agents.md)
  teotl play --load game.json                  resume a saved game
  teotl play --agents human,greedy --lang pt   the screen and the game in Portuguese

at your prompt: a number or an option's name answers; `show`, `explain NAME`, `log`, `help`,
`undo`, `save FILE`, `quit` (docs/playing.md)
"""

_SIMULATE_EXAMPLES = """\
examples:
  teotl simulate --players 2 --games 200 --agents greedy,random
  teotl simulate --players 4 --games 1000 --workers 2 --json results.json
  teotl simulate --players 3 --games 100 --variant my-house-rule.yaml
  teotl simulate --solo --agents greedy --games 100   an agent against the solo opponent
  teotl simulate --games 2 --log games.txt --lang pt      the games as sentences, in Portuguese
  teotl simulate --games 100000 --cluster tcp://scheduler:8786   on a Dask cluster (docs/performance.md)

Each game's seed comes from (--seed, game number), so results do not depend on --workers,
--cluster or --batch. Seats rotate between games so that no agent always plays first.
"""

_REPLAY_EXAMPLES = """\
examples:
  teotl replay my-game.json                    the final state of a saved game
  teotl replay my-game.json --until 40 --log   the state after 40 answers, and the log so far
"""


def add_game_commands(commands: argparse._SubParsersAction) -> None:
    play = commands.add_parser("play", help="play a game in the terminal (bots, humans, or both)",
                               description="Play a game. With no human at the table it plays itself to the end "
                                           "and prints the scores.",
                               epilog=_PLAY_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    _rules_options(play)
    play.add_argument("--players", type=int, default=None, metavar="N",
                      help="number of players (default: the number of --agents, or 2)")
    play.add_argument("--agents", default=None, metavar="LIST",
                      help="comma-separated agents by seat: human, greedy, greedy:CONTINUATIONS, random, mcts or mcts:ITERATIONS "
                           "(default: greedy for every seat)")
    play.add_argument("--seed", type=_seed, default=None, metavar="S", help="random seed (default: a new one, printed)")
    add_think_option(play)
    play.add_argument("--quiet", action="store_true", help="print only the final scores")
    play.add_argument("--log", type=Path, default=None, metavar="FILE", help="write the event log as JSON lines")
    play.add_argument("--save", type=Path, default=None, metavar="FILE", help="write the game record at the end")
    play.add_argument("--solo", action="store_true",
                      help="play against the solo opponent of the rule set (its module, its seat; "
                           "--agents names the other seat, default human)")
    play.add_argument("--lang", choices=("en", "pt", "de", "fr"), default="en",
                      help="the language of the screen, the prompts and the log (default en)")
    play.add_argument("--load", type=Path, default=None, metavar="FILE",
                      help="resume a saved game (a record of `save FILE`, `--save` or the autosave)")
    play.set_defaults(run=run_play)

    sim = commands.add_parser("simulate", help="play many games and summarise scores and win rates",
                              description="Play many games between agents and summarise the results.",
                              epilog=_SIMULATE_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    _rules_options(sim)
    sim.add_argument("--players", type=int, default=2, metavar="N", help="players per game (default 2)")
    sim.add_argument("--games", type=int, default=100, metavar="M", help="number of games (default 100)")
    sim.add_argument("--seed", type=_seed, default=1, metavar="S", help="run seed (default 1)")
    sim.add_argument("--agents", default="random", metavar="LIST",
                     help="comma-separated agents, repeated over the seats: random, greedy, greedy:CONTINUATIONS, "
                          "mcts, mcts:ITERATIONS (default: random)")
    sim.add_argument("--workers", type=int, default=0, metavar="K",
                     help="local processes (default 0 = all cores; 1 = this process only)")
    sim.add_argument("--cluster", default=None, metavar="ADDRESS",
                     help="run the games on a Dask distributed scheduler, e.g. tcp://host:8786 "
                          "(needs pip install 'teotl[cluster]'; --workers is then ignored)")
    sim.add_argument("--batch", type=int, default=None, metavar="N",
                     help="games per task for --workers/--cluster (default: timed so a task runs ~0.1-0.25 s)")
    add_think_option(sim)
    sim.add_argument("--no-rotate", action="store_true", help="keep agents on fixed seats")
    sim.add_argument("--json", type=Path, default=None, metavar="FILE", help="write every result and the summary as JSON")
    add_log_options(sim)   # --log FILE --lang LANG (teotl.simulate_log)
    sim.add_argument("--solo", action="store_true",
                     help="games against the solo opponent of the rule set (--agents names the other seat)")
    sim.set_defaults(run=run_simulate)

    replay = commands.add_parser("replay", help="rebuild a saved game and print its state",
                                 description="Rebuild a game from its record and print its state.",
                                 epilog=_REPLAY_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    replay.add_argument("record", type=Path, metavar="FILE", help="a game record written by `play --save` or `save`")
    replay.add_argument("--rules", type=Path, default=None, metavar="DIR",
                        help="the rule-set folder (default: the one the record names, else the shipped rule set)")
    replay.add_argument("--until", type=int, default=None, metavar="N", help="stop after the first N answers")
    replay.add_argument("--log", action="store_true", help="also print the game's log")
    replay.set_defaults(run=run_replay)


def _rules_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", type=Path, default=None, metavar="DIR|NAME", help=RULES_HELP)
    parser.add_argument("--modules", action="append", default=[], metavar="LIST",
                        help="comma-separated module ids to load on top of the default modules")
    parser.add_argument("--variant", action="append", default=[], metavar="FILE",
                        help="a variant file to apply (repeatable, applied in order)")


def _modules(args) -> list[str]:
    return [m.strip() for group in args.modules for m in group.split(",") if m.strip()]


def _variants(args) -> list[Path]:
    return [Path(v) for v in args.variant]


def _load(args, logging: bool = True):
    """(ruleset, runtime), or an exit code after printing why not."""
    from teotl.loading import RulesError, load_runtime
    from teotl.rules.modules import UsageError
    try:
        return load_runtime(args.rules, _modules(args), _variants(args), logging=logging)
    except UsageError as problem:
        hint = f" ({problem.hint})" if problem.hint else ""
        print(f"teotl {args.command}: error: {problem.message}{hint}", file=sys.stderr)
        return EXIT_USAGE
    except RulesError as problem:
        print(f"teotl {args.command}: {problem}", file=sys.stderr)
        return EXIT_ERRORS


def _agent_list(text: Optional[str], players: Optional[int], command: str):
    from teotl.agents import AGENTS
    from teotl.agents.specs import spec_problem
    names = [a.strip() for a in (text or "").split(",") if a.strip()]
    for name in names:
        problem = spec_problem(name, set(AGENTS) | {"human"})  # a name, or a search agent's budget
        if problem:
            print(f"teotl {command}: error: {problem}", file=sys.stderr)
            return None
    return names


def _check_players(runtime, players: int, command: str) -> bool:
    limits = runtime.game.get("players") or {}
    low, high = int(limits.get("min", 1)), int(limits.get("max", 99))
    if not low <= players <= high:
        print(f"teotl {command}: error: this game takes {low} to {high} players, not {players}", file=sys.stderr)
        return False
    return True


# ------------------------------------------------------------------------------ solo
def _solo(args, command: str):
    """For `--solo`: (agent name, seat index, module id) of the rule set's automaton seat, read
    from game.yaml `agents:` (the entry with `answers: forced`); its module is added to the
    modules and its agent registered. None (after printing why) when the rule set has none."""
    from ruamel.yaml import YAML

    from teotl import paths
    from teotl.agents import AGENTS
    from teotl.agents.forced import ForcedAgent
    root = Path(args.rules) if args.rules is not None else paths.default_ruleset()
    try:
        game = YAML(typ="safe", pure=True).load((root / "game.yaml").read_text(encoding="utf-8")) or {}
    except Exception:  # the normal loading reports broken rules
        game = {}
    for name, spec in ((game.get("agents") if isinstance(game, dict) else None) or {}).items():
        if isinstance(spec, dict) and spec.get("answers") == "forced" and isinstance(spec.get("module"), str):
            AGENTS.setdefault(str(name), ForcedAgent)
            if spec["module"] not in _modules(args):
                args.modules.append(spec["module"])
            return str(name), int(spec.get("seat", 2)) - 1, spec["module"]
    print(f"teotl {command}: error: --solo: the rule set declares no solo opponent "
          "(an entry with `answers: forced` and a `module` under `agents:` in game.yaml)", file=sys.stderr)
    return None


def _solo_agents(names: list[str], bot: str, seat: int, default: str) -> list[str]:
    """Two seats: the bot's, and the other one from --agents (its first non-bot name)."""
    others = [n for n in names if n != bot] or [default]
    result = [others[0], others[0]]
    result[seat] = bot
    result[1 - seat] = others[0]
    return result


# ------------------------------------------------------------------------------ play
def run_play(args) -> int:
    from types import SimpleNamespace

    from teotl.play.command import run_play as run
    return run(args, SimpleNamespace(load=_load, agent_list=_agent_list, check_players=_check_players, solo=_solo,
                                     solo_agents=_solo_agents, modules=_modules, variants=_variants))


def _seed(text: str) -> int:
    """`--seed`: a whole number of at most MAX_SEED_DIGITS digits (the range a record holds)."""
    from teotl.record import MAX_SEED_DIGITS, seed_problem
    if len(text.strip().lstrip("+-")) > MAX_SEED_DIGITS:
        raise argparse.ArgumentTypeError(f"a seed has at most {MAX_SEED_DIGITS} digits")
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number") from None
    problem = seed_problem(value)
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return value


# ------------------------------------------------------------------------------ simulate
def run_simulate(args) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from teotl.output_file import outputs_writable, write_output
    from teotl.simulate import ClusterError, RuleSource, default_workers, results_json, simulate, summarise

    solo = _solo(args, "simulate") if args.solo else None
    if args.solo and solo is None:
        return EXIT_USAGE
    names = _agent_list(args.agents, args.players, "simulate")
    if names is None:
        return EXIT_USAGE
    if solo is not None:
        args.players, args.no_rotate = 2, True  # the solo opponent keeps its seat
        names = _solo_agents(names, solo[0], solo[1], "random")
    if "human" in names:
        print("teotl simulate: error: `human` cannot play simulated games; use play", file=sys.stderr)
        return EXIT_USAGE
    if (names := thinking(names, args, "simulate")) is None:
        return EXIT_USAGE
    if not outputs_writable("simulate", ("--json", args.json), ("--log", args.log)) or not log_options_ok(args):
        return EXIT_USAGE
    if args.games < 1:
        print("teotl simulate: error: --games must be at least 1", file=sys.stderr)
        return EXIT_USAGE
    loaded = _load(args, logging=False)
    if isinstance(loaded, int):
        return loaded
    ruleset, runtime = loaded
    if not _check_players(runtime, args.players, "simulate"):
        return EXIT_USAGE
    if args.batch is not None and args.batch < 1:
        print("teotl simulate: error: --batch must be at least 1", file=sys.stderr)
        return EXIT_USAGE
    workers = args.workers if args.workers > 0 else default_workers()
    loader = RuleSource.of(args.rules, _modules(args), _variants(args))
    console = Console(stderr=True)
    started = time.perf_counter()
    try:
        with Progress(TextColumn("simulating"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                      console=console, transient=True, disable=not console.is_terminal) as progress:
            task = progress.add_task("games", total=args.games)
            results = simulate(loader, args.players, args.games, args.seed, names or ["random"], workers=workers,
                               batch_size=args.batch, rotate=not args.no_rotate,
                               progress=lambda n: progress.advance(task, n), runtime=runtime,
                               cluster=args.cluster, fingerprint=ruleset.fingerprint)
    except ClusterError as problem:
        print(f"teotl simulate: error: {problem}", file=sys.stderr)
        return EXIT_ERRORS
    elapsed = time.perf_counter() - started
    summary = summarise(results)
    _print_summary(summary, args, elapsed, runtime, names or ["random"])
    if args.json:
        meta = {"players": args.players, "games": args.games, "seed": args.seed, "agents": names,
                "modules": _modules(args), "variants": [str(v) for v in _variants(args)],
                "rules_fingerprint": ruleset.fingerprint, "workers": workers if args.cluster is None else None,
                "cluster": args.cluster}
        text = json.dumps(results_json(results, summary, meta), indent=1) + "\n"
        if not write_output("simulate", Console(), args.json, text, "results", ".json"):
            return EXIT_ERRORS
    if args.log is not None and not write_logs(args, results, lambda: _load(args)):
        return EXIT_ERRORS
    return EXIT_OK


def _print_summary(summary: dict, args, elapsed: float, runtime, agents) -> None:
    from rich.console import Console

    from teotl.simulate_summary import print_summary, title
    heading = title(summary, str(runtime.game.get("name") or "the rules"), _modules(args),
                    [Path(v).stem for v in _variants(args)], agents, args.seed)
    print_summary(summary, Console(), heading, elapsed)


# ------------------------------------------------------------------------------ replay
def run_replay(args) -> int:
    from rich.console import Console

    from teotl.runtime.logtext import seat_names
    from teotl.cli.common import load_recorded
    from teotl.play import describe, log_of, start
    from teotl.record import RecordError, replay

    loaded = load_recorded("replay", args.record, args.rules)
    if isinstance(loaded, int):
        return loaded
    record, ruleset, runtime = loaded
    try:
        game = replay(runtime, record, args.until, args.record)
    except RecordError as problem:
        print(f"teotl replay: {problem}", file=sys.stderr)
        return EXIT_ERRORS
    console = Console()
    names = seat_names(runtime.game, game.players)
    table = start(ruleset, runtime, game.players, ["human"] * game.players, game.seed, record["modules"],
                  record["variants"], record.get("rules"), game.answers)
    if args.log:                    # the play sentences, as a watcher reads them
        for line in log_of(table):
            console.print(line, soft_wrap=True)
    done = len(record["answers"]) if args.until is None else max(0, min(args.until, len(record["answers"])))
    seats = f"{game.players} player" + ("s" if game.players != 1 else "")
    console.print(f"{args.record}: {seats}, seed {game.seed}, {done} of {len(record['answers'])} "
                  f"answers replayed; " + ("the game is over" if game.finished else
                                          f"round {game.rounds}, waiting for {names[game.pending.player]}"),
                  markup=False)
    for line in describe(table, width=console.width):
        console.print(line)
    if game.finished:
        console.print("scores: " + ", ".join(f"{names[i]} {s}" for i, s in enumerate(game.scores())))
    return EXIT_OK
