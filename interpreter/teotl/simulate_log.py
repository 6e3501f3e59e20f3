"""`teotl simulate --log FILE [--lang LANG]`: the simulated games as readable sentences.

Why: a balance run says who won; to see *why* (what the bots did, which rule fired), a designer
reads the games. The sentences are `teotl play`'s own (teotl.text.play_text.PlayText, through the
catalogues of rules/i18n and of the rule set), in the chosen language, as a watcher sees them
(nothing a seat keeps hidden).

How: the games run as fast as ever (no log, in worker processes or on a cluster); afterwards
each game is played again in this process with the log on, from its seed and agents — a game is
its rules, seed and answers, so it is the same game (its scores are compared, and a game that
came out otherwise, e.g. an agent thinking for a time with `--think`, is said so in the file).
Each event is told as it happens, with the state of that moment (a piece is named where it was).

    teotl simulate --rules my-game --games 3 --agents greedy,random --log games.txt --lang pt
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

#: what a caller passes to load the rule set with the log on: () -> (ruleset, runtime) or an exit code
Loader = Callable[[], Any]


def add_log_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--log", type=Path, default=None, metavar="FILE",
                        help="write every game as readable sentences, the words of `teotl play` "
                             "(each game is played again with its log on: slower)")
    parser.add_argument("--lang", default=None, metavar="LANG",
                        help="the language of --log: en (default), pt, de, fr")


def log_options_ok(args: Any) -> bool:
    """--lang only with --log, and a language code; else one line on stderr."""
    from teotl.cli.load import language
    if args.lang is not None and args.log is None:
        print("teotl simulate: error: --lang is the language of --log: give --log FILE too", file=sys.stderr)
        return False
    if args.log is not None and language(args.lang, "simulate") is None:
        return False
    return True


def game_lines(ruleset: Any, runtime: Any, result: Any, players: int, lang: str) -> list[str]:
    """One simulated game (a teotl.simulate.GameResult) played again, as its heading, one
    sentence per log event and the scores."""
    from teotl.agents import make_agent
    from teotl.runtime.game import Game
    from teotl.runtime.logtext import seat_names
    from teotl.text.play_text import PlayText

    given = (ruleset.game.get("setup") or {}).get("seat_names")
    text = PlayText(runtime, ruleset, lang, [])
    msg = text.renderer.msg
    names = seat_names(ruleset.game, players) if given else [msg("screen-player", number=i + 1)
                                                             for i in range(players)]
    text = PlayText(runtime, ruleset, lang, names)
    msg = text.renderer.msg
    seats = [msg("simulate-log-player", name=name, agent=agent) for name, agent in zip(names, result.agents)]
    lines = [msg("simulate-log-game", number=result.index + 1, seed=result.seed,
                 players=text.renderer.join(seats)), ""]
    deciders = [make_agent(name, result.seed, seat) for seat, name in enumerate(result.agents)]
    game = Game(runtime, players, result.seed,
                snapshots=any(getattr(d, "needs_snapshots", False) for d in deciders))
    told = _tell(text, game, 0, lines)
    while not game.finished:
        decision = game.pending
        game.answer(deciders[decision.player].choose(game, decision))
        told = _tell(text, game, told, lines)
    scores = tuple(game.scores())
    lines += ["", msg("simulate-log-scores", scores=text.renderer.join(
        [msg("simulate-log-score", name=name, score=score) for name, score in zip(names, scores)]))]
    if scores != tuple(result.scores):
        lines.append(msg("simulate-log-differs", scores=", ".join(str(s) for s in result.scores)))
    return lines + ["", ""]


def _tell(text: Any, game: Any, told: int, lines: list[str]) -> int:
    events = game.state.log
    for event in events[told:]:
        sentence = text.event(event, None, game.state)
        if sentence:
            lines.append(sentence)
    return len(events)


def write_logs(args: Any, results: Sequence[Any], load: Loader) -> bool:
    """Write --log: every game of `results`, in game order. False (said on stderr) on failure."""
    from rich.console import Console

    from teotl.cli.load import language
    from teotl.output_file import write_output

    loaded = load()
    if isinstance(loaded, int):
        return False
    ruleset, runtime = loaded
    lang = language(args.lang, "simulate") or "en"
    lines: list[str] = []
    for result in results:
        lines += game_lines(ruleset, runtime, result, args.players, lang)
    return write_output("simulate", Console(stderr=True), args.log, "\n".join(lines).rstrip() + "\n",
                        "game log", ".txt")


def log_text(rules: Optional[Path], modules: Sequence[str], results: Sequence[Any], players: int,
             lang: str = "en") -> str:
    """The --log text for Python callers and tests (the shipped rule set when `rules` is None)."""
    from teotl.loading import load_runtime
    ruleset, runtime = load_runtime(rules, list(modules), [])
    lines: list[str] = []
    for result in results:
        lines += game_lines(ruleset, runtime, result, players, lang)
    return "\n".join(lines).rstrip() + "\n"
