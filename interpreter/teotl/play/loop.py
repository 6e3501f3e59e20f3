"""The game loop of `teotl play`: bots answer, each human gets a screen of their own view and
answers or types a command, until the game ends or the player leaves.

Why through the view: each prompt is drawn from `state_view(session, seat, lang)` — that seat's
observation, the one the browser gets — so at a table of several humans nobody's screen shows
another's hand, and between two humans the screen is cleared (and the terminal handed over)
whenever the one who just played could see something the next may not.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

from rich.console import Console
from rich.text import Text

from teotl.model.decisions import forced_steps
from teotl.play import commands, lifecycle, screen
from teotl.play.replies import read_reply
from teotl.play.table import Table, take_back
from teotl.play.words import Words, plain
from teotl.runtime import observation
from teotl.server.labels import Labels
from teotl.play.log import LogReader
from teotl.server.view import play_text

Ask = Callable[[str], str]
LOG_WINDOW = 100     # log lines read for a screen: the new ones since the seat's last turn are counted


class Leave(Exception):
    """The player left the game (quit, end of input, Ctrl-C)."""


class Loop:
    """One terminal game being played (see the module's docstring)."""

    def __init__(self, table: Table, console: Console, ask: Ask, lang: str, verbose: bool,
                 save_to: Optional[Path] = None, size: Optional[tuple[int, int]] = None):
        self.table = table
        self.console = console
        self.ask = ask
        self.lang = lang
        self.verbose = verbose
        self.save_to = save_to
        self.size = size
        self.labels = Labels(table.session.loaded, lang)
        self.text = play_text(self.labels, table.names)
        self.words = Words(self.text, table.names)
        self.typed = self.words.commands()          # the command words, this language's and English
        self.reader = LogReader(table.session, self.labels)
        self.notes: dict[int, list[Text]] = {}
        self.seen: dict[int, int] = {}             # log length when each seat last looked
        self.shown = len(table.game.state.log)     # log lines printed for a table of bots
        self.last_human: Optional[int] = None

    # ------------------------------------------------------------------ the game
    def run(self) -> bool:
        """Play to the end; False when a human left before it (or Ctrl-C stopped a bot: the game
        is kept as when a human leaves)."""
        try:
            return self._run()
        except KeyboardInterrupt:
            self._leave(interrupted=True)
            return False

    def _run(self) -> bool:
        game = self.table.game
        while not self.table.game.finished:
            game = self.table.game
            decision = game.pending
            if decision.player not in self.table.humans:
                self._bots() if self.table.humans else self._bot(decision)
                continue
            try:
                self._human(decision.player)
            except Leave:
                return False
        if self.verbose and not self.table.humans:
            self._print_log()
        elif self.table.humans:
            self._print_end()
        return True

    def _print_end(self) -> None:
        """The end of a game with people at the table: what happened since the last screen (the
        last moves, the final scoring), as the one person reads it (several: as a watcher)."""
        humans = sorted(self.table.humans)
        seat = humans[0] if len(humans) == 1 else None
        start = min((self.seen.get(h, 0) for h in humans), default=0)
        events = self.table.game.state.log
        for entry in self.reader.entries(seat, len(events), start):
            self.console.print(plain(entry["text"]))          # folded at the terminal's width

    def _bots(self) -> None:
        """The bots' decisions up to a person's, under one line that says who is thinking (a
        search agent given seconds per decision leaves the screen still for a while: the player
        should know the game has not stopped). Shown on a terminal only, and gone afterwards."""
        game = self.table.game
        with self.console.status("", spinner="dots") as status:
            while not game.finished and game.pending.player not in self.table.humans:
                seat = game.pending.player
                status.update(Text(self.words.msg("screen-thinking", name=self.table.names[seat]), style="dim"))
                self._bot(game.pending)

    def _bot(self, decision) -> None:
        session = self.table.session
        agent = self.table.agents[decision.player]
        session.game.answer(agent.choose(session.game, decision))
        session.answered_by.append(decision.player)
        if self.verbose and not self.table.humans:
            self._print_log()

    def _print_log(self) -> None:
        """The new log lines as a watcher reads them (a table of bots)."""
        events = self.table.game.state.log
        if self.shown >= len(events):
            return
        for entry in self.reader.entries(None, len(events), self.shown):
            style = "dim" if entry["kind"] in ("turn", "game_start", "game_end", "round") else ""
            self.console.print(Text(("" if style else "  ") + entry["text"], style=style), soft_wrap=True)
        self.shown = len(events)

    # ------------------------------------------------------------------ a human's turn
    def _size(self) -> tuple[int, int]:
        if self.size is not None:
            return self.size
        width, height = self.console.size
        return max(40, width), max(12, height)

    def view(self, seat: int, log_lines: Optional[int] = None) -> dict:
        return self.reader.view(seat, log_lines or max(LOG_WINDOW, self._size()[1]))

    def _hand_over(self, seat: int) -> None:
        """Between two humans: clear the screen when the last one could see what this one may
        not, and wait until the terminal has changed hands."""
        last, self.last_human = self.last_human, seat
        if last is None or last == seat or not self._sees_more(last, seat):
            return
        self.console.clear()
        self.console.print(Text(self.words.msg("screen-pass", name=self.table.names[seat]), style="bold"))
        self._read(self.words.msg("screen-press-enter", name=self.table.names[seat]) + " ")
        self.console.clear()

    def _sees_more(self, last: int, seat: int) -> bool:
        runtime, state = self.table.runtime, self.table.game.state
        return any(contents and observation.can_see(runtime, key, last) and not observation.can_see(runtime, key, seat)
                   for key, contents in state.supplies.items())

    def _human(self, seat: int) -> None:
        self._hand_over(seat)
        aside: list[Text] = []
        while True:
            view = self.view(seat)
            self._draw(view, seat, aside)
            aside = []
            while True:
                reply = self._read("> ")
                if reply is None:
                    count = len(self.table.game.pending.options)
                    self.console.print(plain(self.words.msg("reply-not-utf8", count=count)))
                    continue
                kind, value = read_reply(reply, self.table.game.pending, screen.option_labels(view), self.words.msg,
                                         self.typed)
                if kind == "answer":
                    self._answer(seat, value)
                    return
                if kind == "refused":
                    self.console.print(plain(value), soft_wrap=True)
                    continue
                redraw = self._command(kind, value, seat, view)
                if redraw is not None:
                    aside = redraw
                    break

    def _draw(self, view: dict, seat: int, aside: list[Text]) -> None:
        width, height = self._size()
        notes = self.notes.get(seat, [])           # kept until the seat answers (a redraw keeps them)
        shown = screen.Screen(width, height, aside=aside, new_from=self.seen.get(seat, 0), notes=notes)
        lines = screen.prompt_screen(view, self.words, shown)
        self.seen[seat] = len(self.table.game.state.log)
        if self.console.is_terminal:
            self.console.clear()
        for line in lines:
            self.console.print(line, soft_wrap=True, overflow="ignore", crop=False)

    def _answer(self, seat: int, key: str) -> None:
        session = self.table.session
        self.notes.pop(seat, None)
        with forced_steps() as taken:
            session.game.answer(key)
        session.answered_by.append(seat)
        for step in taken:
            if step.player == seat:
                self.note(seat, Text(self.text.forced(step, step.options[0], session.game.state), style="italic"))

    def note(self, seat: int, line: Text) -> None:
        self.notes.setdefault(seat, []).append(line)

    def _read(self, prompt: str) -> Optional[str]:
        """The line typed (None when it is not UTF-8 text); Leave at end of input or Ctrl-C."""
        try:
            return self.ask(prompt)
        except UnicodeDecodeError:
            return None
        except (EOFError, KeyboardInterrupt):
            self._leave(interrupted=True)
            raise Leave() from None

    # ------------------------------------------------------------------ commands
    def _command(self, kind: str, value: str, seat: int, view: dict) -> Optional[list[Text]]:
        """Carry out a command; the lines to show in the log's place when the screen is to be
        drawn again, else None (what it printed stays, and the prompt follows)."""
        words = self.words
        if kind == "help":
            return commands.help_lines(words)
        if kind == "quit":
            answer = (self._read(words.msg("screen-quit-confirm") + " ") or "").strip().casefold()
            if answer in {w.strip().casefold() for w in words.msg("screen-yes-words").split(",")}:
                self._leave(interrupted=False)
                raise Leave()
            return [Text(words.msg("screen-quit-cancelled"))]
        if kind == "undo":
            return [self._undo(seat)]
        if kind == "save":
            problem = lifecycle.save(self.table, Path(value))
            line = words.msg("screen-save-failed", problem=problem) if problem else words.msg("screen-saved", path=value)
            self.console.print(plain(line), soft_wrap=True)
            return None
        if kind == "show" and not value:
            lines = screen.full_state(view, words, self._size()[0])
        elif kind in ("show", "explain"):
            lines = commands.explain_lines(self.labels, words, view, value)
        elif kind == "log":
            lines = commands.log_command(lambda n: self.view(seat, n), value)
        else:                                           # options
            lines = commands.options_lines(view)
        for line in lines:
            self.console.print(line, soft_wrap=False)
        self.console.print(commands.reminder(view, words))
        return None

    def _undo(self, seat: int) -> Text:
        pending_before = self.table.game.pending
        try:
            undone = take_back(self.table, seat)
        except ValueError as since:
            return Text(self.words.msg("screen-undo-not-last", name=str(since)))
        if undone is None:
            return Text(self.words.msg("screen-undo-nothing"))
        self.reader.reset()
        self.seen.clear()
        self.notes.pop(seat, None)
        count, key = undone
        decision = self.table.game.pending
        option = decision.find(key) if decision is not None else None
        if decision is None or option is None or pending_before is None:
            return Text(self.words.msg("screen-undo-done", question="", answer=key, count=count))
        label, _ = self.text.option(decision, option, self.table.game.state)
        return Text(self.words.msg("screen-undo-done", question=self.text.prompt(decision, self.table.game.state),
                                   answer=label, count=count), style="bold")

    def _leave(self, interrupted: bool) -> None:
        """Keep the unfinished game and say where."""
        path, problem = lifecycle.autosave(self.table, self.save_to)
        words = self.words
        self.console.print()
        if problem:
            self.console.print(plain(words.msg("screen-left-unsaved", problem=problem)), soft_wrap=True)
        else:
            self.console.print(plain(words.msg("screen-left", path=str(path))), soft_wrap=True)
