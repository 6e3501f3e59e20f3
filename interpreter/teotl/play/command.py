"""The `teotl play` command: its options read, a new game set up or a saved one loaded
(`--load FILE`), the game played, and `--log` / `--save` written at the end.

Why the helpers come in as arguments: the rule-set loading, the agent list and the solo seat are
shared with `simulate` and `replay` (teotl.cli_game, which calls this); passing them in keeps
the command line's layers apart (no import circle).
"""
from __future__ import annotations

import json
import os
import sys
from types import SimpleNamespace
from typing import Any

from teotl.cli.think import thinking

EXIT_OK, EXIT_ERRORS, EXIT_USAGE = 0, 1, 2


def run_play(args: Any, cli: SimpleNamespace) -> int:
    """`cli` holds cli_game's helpers: load, agent_list, check_players, solo, solo_agents,
    modules, variants."""
    from rich.console import Console

    from teotl.output_file import outputs_writable, write_output
    from teotl.play import play, start
    from teotl.record import RecordError, make_record
    from teotl.runtime.logtext import json_lines

    if not outputs_writable("play", ("--log", args.log), ("--save", args.save)):
        return EXIT_USAGE
    if args.load is not None:
        set_up = _loaded_game(args, cli)
    else:
        set_up = _new_game(args, cli)
    if isinstance(set_up, int):
        return set_up
    ruleset, runtime, players, names, seed, modules, variants, answers, rules = set_up
    try:
        table = start(ruleset, runtime, players, names, seed, modules, variants, rules, answers, args.lang)
    except (RecordError, ValueError) as problem:
        print(f"teotl play: {problem}", file=sys.stderr)
        return EXIT_ERRORS
    console = Console()
    game = play(table, console=console, verbose=not args.quiet, lang=args.lang, save_to=args.save)
    written = True
    if args.log:
        written &= write_output("play", console, args.log, json_lines(game.state.log), "event log", ".jsonl")
    if args.save:
        record = make_record(game, ruleset.fingerprint, modules, variants, names, rules)
        text = json.dumps(record, indent=1) + "\n"
        then = f"replay it with `teotl replay {args.save}`" if game.finished else \
            f"resume it with `teotl play --load {args.save}`"
        written &= write_output("play", console, args.save, text, "game record", ".json", f" ({then})")
    return EXIT_OK if written else EXIT_ERRORS


def _new_game(args: Any, cli: SimpleNamespace):
    from teotl.record import rules_of
    solo = cli.solo(args, "play") if args.solo else None
    if args.solo and solo is None:
        return EXIT_USAGE
    if solo is not None and args.players not in (None, 2):
        print("teotl play: error: --solo plays 2 seats (you and the solo opponent)", file=sys.stderr)
        return EXIT_USAGE
    names = cli.agent_list(args.agents, args.players, "play")
    if names is None:
        return EXIT_USAGE
    loaded = cli.load(args)
    if isinstance(loaded, int):
        return loaded
    ruleset, runtime = loaded
    players = 2 if solo is not None else args.players if args.players is not None else (len(names) or 2)
    if not cli.check_players(runtime, players, "play"):  # before a list as long as --players is built
        return EXIT_USAGE
    if solo is not None:
        names = cli.solo_agents(names, solo[0], solo[1], "human")
    else:
        names = [names[i % len(names)] for i in range(players)] if names else ["greedy"] * players
    if (names := thinking(names, args, "play")) is None:
        return EXIT_USAGE
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    return (ruleset, runtime, players, names, seed, cli.modules(args), [str(v) for v in cli.variants(args)], [],
            rules_of(ruleset))


def _loaded_game(args: Any, cli: SimpleNamespace):
    """A saved game's rules, seats and answers (its agents, unless --agents names others)."""
    from teotl.cli.common import load_recorded
    from teotl.record import rules_of
    for option, given in (("--seed", args.seed is not None), ("--solo", args.solo), ("--players", args.players),
                          ("--modules", args.modules), ("--variant", args.variant)):
        if given:
            print(f"teotl play: error: --load takes the game's {option[2:]} from the record; leave out {option}",
                  file=sys.stderr)
            return EXIT_USAGE
    loaded = load_recorded("play", args.load, args.rules)
    if isinstance(loaded, int):
        return loaded
    record, ruleset, runtime = loaded
    if record["finished"]:
        print(f"teotl play: {args.load}: that game is over (see it with `teotl replay {args.load}`)",
              file=sys.stderr)
        return EXIT_USAGE
    names = list(record["agents"])
    if args.agents is not None:
        names = cli.agent_list(args.agents, record["players"], "play")
        if names is None:
            return EXIT_USAGE
        names = [names[i % len(names)] for i in range(record["players"])] if names else list(record["agents"])
    if len(names) != record["players"]:
        names = (names + ["human"] * record["players"])[:record["players"]]
    if (names := thinking(names, args, "play")) is None:
        return EXIT_USAGE
    return (ruleset, runtime, record["players"], names, record["seed"], list(record["modules"]),
            list(record["variants"]), list(record["answers"]), record.get("rules") or rules_of(ruleset))
