"""`teotl play`: a game in the terminal, with bots, humans, or both (docs/playing.md).

The parts: `table` (the game, its seats and bots, rebuilt from answers), `loop` (who answers
next, each human's screen and commands), `screen` (the layout that fits 80×24 and up), `panels`,
`pictures` and `cells` (the players, the offers, and a picture per kind of space), `log` (the log
as a seat reads it), `commands` (help, show, explain, log, options), `replies` (what a typed line
means), `lifecycle` (save, autosave), `words` (the screen's own words, in the player's language),
`command` (the command line: a new game or `--load FILE`). With no human at the table the
game plays itself and prints its course and the scores.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from rich.console import Console
from rich.table import Table as RichTable
from rich.text import Text

from teotl.play.loop import Loop
from teotl.play.replies import COMMANDS, MAX_NUMBER_DIGITS, read_reply
from teotl.play.table import Table, new_table
from teotl.play.words import Words
from teotl.runtime.game import Game
from teotl.runtime.logtext import seat_names
from teotl.server.rulesets import Loaded

__all__ = ["COMMANDS", "MAX_NUMBER_DIGITS", "describe", "loaded_rules", "log_of", "play", "read_reply", "start"]


def loaded_rules(ruleset: Any, runtime: Any, modules: Sequence[str] = (), variants: Sequence[str] = (),
                 name: Optional[str] = None) -> Loaded:
    """The compiled rules in the shape the view reads (teotl.server.rulesets.Loaded)."""
    title = name or str((ruleset.game or {}).get("id") or "game")
    return Loaded(title, tuple(modules), tuple(str(v) for v in variants), tuple(Path(v) for v in variants),
                  ruleset, runtime)


def start(ruleset: Any, runtime: Any, players: int, agent_names: Sequence[str], seed: int,
          modules: Sequence[str] = (), variants: Sequence[str] = (), rules: Optional[dict] = None,
          answers: Sequence[str] = (), lang: str = "en") -> Table:
    """The table of a new game, or of a saved one resumed from its answers (RecordError when
    they do not fit). Seats the rule set does not name are "Player N" in `lang`."""
    loaded = loaded_rules(ruleset, runtime, modules, variants, (rules or {}).get("name"))
    named = len(((runtime.game.get("setup") or {}).get("seat_names") or []))
    renderer = loaded.renderer(lang)
    names = [name if seat < named else renderer.msg("screen-player", number=seat + 1)
             for seat, name in enumerate(seat_names(runtime.game, players))]
    return new_table(loaded, names, list(agent_names), seed, rules, answers)


def play(table: Table, console: Optional[Console] = None, ask: Optional[Callable[[str], str]] = None,
         verbose: bool = True, lang: str = "en", save_to: Optional[Path] = None,
         size: Optional[tuple[int, int]] = None) -> Game:
    """Play the table's game to its end (or until a human leaves: then it is saved, to `save_to`
    or the autosave folder, and the path printed) and return it. `size`: the screen's
    (width, height), else the terminal's."""
    console = console or Console()
    ask = ask or (lambda prompt: input(prompt))
    loop = Loop(table, console, ask, lang, verbose, save_to, size)
    game = table.game
    if table.game.answers:
        console.print(Text(loop.words.msg("screen-resumed", count=len(game.answers)), style="bold"))
    console.print(_title(table, loop.words))
    if not loop.run():
        return table.game
    _scores(console, table, loop.words)
    return table.game


def describe(table: Table, lang: str = "en", width: int = 80) -> list[Text]:
    """The whole state as a watcher sees it (`teotl replay`): what every seat may see."""
    from teotl.play.screen import full_state
    from teotl.server.labels import Labels
    from teotl.play.log import LogReader
    from teotl.server.view import play_text
    labels = Labels(table.session.loaded, lang)
    words = Words(play_text(labels, table.names), table.names)
    return full_state(LogReader(table.session, labels).view(None, 0), words, width)


def log_of(table: Table, lang: str = "en") -> list[Text]:
    """The whole log in sentences, as a watcher reads it (`teotl replay --log`)."""
    from teotl.play.log import LogReader
    from teotl.server.labels import Labels
    events = table.game.state.log
    reader = LogReader(table.session, Labels(table.session.loaded, lang))
    return [Text(entry["text"]) for entry in reader.entries(None, len(events))]


def _title(table: Table, words: Words) -> Text:
    runtime = table.runtime
    seats = ", ".join(f"{table.names[s]} ({table.agent_names[s]})" for s in range(len(table.names)))
    return Text(words.msg("screen-title", game=str(runtime.game.get("name", "")), count=len(table.names),
                          seats=seats, seed=table.game.seed))


def _scores(console: Console, table: Table, words: Words) -> None:
    game = table.game
    text = words.text
    grid = RichTable(title=Text(words.msg("screen-final-scores")))     # every cell a Text: never markup
    grid.add_column(Text(words.msg("screen-place")), justify="right")
    grid.add_column(Text(words.msg("screen-seat")))
    grid.add_column(Text(words.msg("screen-agent")))
    grid.add_column(Text(text.name("resource", game.flow.score)), justify="right")
    for tie in game.flow.tie_breakers:
        grid.add_column(Text(text.name("resource", tie)), justify="right")
    for place, seat in enumerate(game.ranking(), start=1):
        player = game.state.players[seat]
        grid.add_row(Text(str(place)), Text(table.names[seat]), Text(table.agent_names[seat]),
                     Text(str(player.counters[game.flow.score])),
                     *(Text(str(player.counters.get(t, 0))) for t in game.flow.tie_breakers))
    console.print(grid)
    if game.stopped_by_limit:
        console.print(Text(words.msg("screen-turn-limit"), style="yellow"))
