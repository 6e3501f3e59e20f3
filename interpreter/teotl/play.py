"""`teotl play`: a game in the terminal, with bots, a human, or both.

The view is built from the vocabulary (resources, tracks, boards, pieces, counters), so it shows
any rule set. A human answers by number; `undo`, `save FILE`, `help` and `quit` work at every
prompt. With no human at the table the game plays itself and prints its course and the scores.
Whatever is typed at a prompt ends in one clear line and the prompt again (`read_reply`); a save
that fails says why and the game goes on.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Optional, Sequence

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from teotl.agents import make_agent
from teotl.model.decisions import Decision
from teotl.runtime.game import Game
from teotl.runtime.logtext import event_text, seat_names
from teotl.runtime.runtime import Runtime
from teotl.record import RecordError, make_record, save_record

HELP = """commands: a number (or an option key) answers; `undo` takes back your last answer;
`save FILE` writes the game record (replay it with `teotl replay FILE`); `help`; `quit`."""


class Table_:
    """Rich tables for the state of a game (kept apart so tests can render without a terminal)."""

    def __init__(self, runtime: Runtime, names: Sequence[str]):
        self.runtime = runtime
        self.names = names

    def players(self, game: Game) -> Table:
        """One column per seat (fits a narrow terminal): resources, tracks, what each owns."""
        vocab = self.runtime.vocab
        table = Table(title="Players")
        table.add_column("")
        for player in game.state.players:
            table.add_column(self.short(player.index), justify="right")
        for resource in vocab.resources:
            table.add_row(resource, *(str(p.counters[resource]) for p in game.state.players))
        for track in vocab.tracks:
            table.add_row(track, *(str(p.tracks[track]) for p in game.state.players))
        types = []
        for player in game.state.players:
            for cid in player.owned:
                ctype = self.runtime.components[cid].type
                if ctype not in types:
                    types.append(ctype)
        for ctype in types:
            table.add_row(ctype, *(str(sum(1 for c in p.owned if self.runtime.components[c].type == ctype))
                                   for p in game.state.players))
        return table

    def short(self, owner: int) -> str:
        """P1, P2, … for players; n3, n4 for neutral owners."""
        return f"P{owner + 1}" if owner < len(self.names) else f"n{owner + 1}"

    def boards(self, game: Game) -> Table:
        vocab = self.runtime.vocab
        table = Table(title="Boards (clockwise)")
        table.add_column("#", justify="right")
        table.add_column("board")
        table.add_column("pieces (P1:3 = seat 1, power 3; L = locked)")
        for index in self.runtime.ring(game.state):
            board = vocab.boards[index]
            pieces = [p for p in game.state.pieces if p.board == board.index]
            text = "  ".join(f"{self.short(p.owner)}:{p.level}{'L' if p.locked else ''}" for p in pieces)
            table.add_row(str(board.number), board.id, text)
        return table

    def counters(self, game: Game) -> str:
        return "  ".join(f"{k} {v}" for k, v in game.state.counters.items())

    def grids(self, game: Game) -> list[str]:
        """Each placement grid as rows of cell icons, with how many slots are filled."""
        lines = []
        for grid_id, grid in game.state.grids.items():
            cells = grid.get("cells") or []
            lines.append(f"{grid_id}: {len(grid.get('filled', {}))} placed, {len(grid.get('spots', {}))} on spots")
            lines += ["  " + " ".join(row) for row in cells]
        return lines

    def maps(self, game: Game) -> list[Table]:
        """Each map graph (state.maps): its nodes in declared order, the pieces on each (owner and,
        once fixed, the first letter of its path) and who marked it."""
        tables = []
        for map_id, (pieces, marks) in game.state.maps.items():
            component = self.runtime.components.get(map_id)
            nodes = [n.get("id") for n in ((component.data or {}).get("nodes") or []) if isinstance(n, dict)] \
                if component is not None else []
            nodes += [node for node, *_ in pieces if node not in nodes]
            table = Table(title=component.name if component is not None and component.name else map_id)
            table.add_column("node")
            table.add_column("pieces (P1u = seat 1, path u…)")
            table.add_column("marked by")
            for node in nodes:
                here = "  ".join(f"{self.short(owner)}{path[:1]}" for at, owner, path in pieces if at == node)
                marked = " ".join(self.short(owner) for at, owner in marks if at == node)
                table.add_row(str(node), here, marked)
            tables.append(table)
        return tables


def play(runtime: Runtime, players: int, agent_names: Sequence[str], seed: int, fingerprint: str,
         modules: Sequence[str] = (), variants: Sequence[str] = (), console: Optional[Console] = None,
         ask: Optional[Callable[[str], str]] = None, verbose: bool = True,
         rules: Optional[dict] = None) -> Game:
    """Play one game to its end (or until a human quits) and return it. `rules` names the rule
    set in saved records (`teotl.record.rules_of`)."""
    console = console or Console()
    ask = ask or (lambda prompt: input(prompt))
    names = seat_names(runtime.game, players)
    automata = {name for name, spec in (runtime.game.get("agents") or {}).items()
                if isinstance(spec, dict) and spec.get("seat")}
    names = [agent_names[seat].capitalize() if agent_names[seat] in automata else name
             for seat, name in enumerate(names)]  # a rule set's own opponent is shown by its name
    view = Table_(runtime, names)
    agents = [make_agent(name, seed, seat) for seat, name in enumerate(agent_names)]
    humans = {seat for seat, name in enumerate(agent_names) if name == "human"}
    game = Game(runtime, players, seed, snapshots=any(getattr(a, "needs_snapshots", False) for a in agents))
    shown = 0
    console.print(f"[bold]{runtime.game.get('name', 'game')}[/] — {players} players: "
                  + ", ".join(f"{names[s]} ({agent_names[s]})" for s in range(players)) + f", seed {seed}")
    while not game.finished:
        decision = game.pending
        if verbose or humans:
            shown = _show_log(console, game, names, shown)
        if decision.player not in humans:
            game.answer(agents[decision.player].choose(game, decision))
            continue
        console.print(view.players(game))
        console.print(view.boards(game))
        console.print(view.counters(game))
        for line in view.grids(game):
            console.print(line, markup=False)
        for table in view.maps(game):
            console.print(table)
        command, answer = _ask_human(console, decision, names, ask)
        if command == "quit":
            console.print("game left unfinished; `save FILE` first to keep it")
            return game
        if command == "help":
            console.print(HELP, markup=False)
            continue
        if command == "save":
            try:
                save_record(Path(answer), make_record(game, fingerprint, list(modules), list(variants),
                                                      list(agent_names), rules))
            except RecordError as problem:
                console.print(f"{problem}; the game goes on (try another file)", markup=False, soft_wrap=True)
                continue
            console.print(f"saved the game record to {answer}", markup=False, soft_wrap=True)
            continue
        if command == "undo":
            game, shown = _undo(runtime, game, humans), 0
            continue
        game.answer(answer)
    _show_log(console, game, names, shown if verbose or humans else len(game.state.log) - 1)
    _show_scores(console, game, names, agent_names)
    return game


def _ask_human(console: Console, decision: Decision, names: Sequence[str],
               ask: Callable[[str], str]) -> tuple[str, str]:
    """("answer", an option's key) or a command: ("undo" | "help" | "quit", "") or ("save", a
    path). Asks again, after one line saying why, until the reply is one of those."""
    console.print(f"[bold]{escape(names[decision.player])}[/]: {escape(decision.prompt)}")
    for number, option in enumerate(decision.options, start=1):
        console.print(f"  {number:>2}. {option.text}", markup=False)
    while True:
        try:
            reply = ask("> ")
        except (EOFError, KeyboardInterrupt):  # end of input, Ctrl-C: leave the game (--save keeps it)
            return "quit", ""
        except UnicodeDecodeError:
            console.print(f"that line is not UTF-8 text: type 1-{len(decision.options)}, or help", markup=False)
            continue
        meaning = read_reply(reply, decision)
        if meaning[0] != "refused":
            return meaning
        console.print(meaning[1], markup=False, soft_wrap=True)


MAX_NUMBER_DIGITS = 6
COMMANDS = ("undo", "help", "quit")


def read_reply(reply: str, decision: Decision) -> tuple[str, str]:
    """What a line typed at a prompt means: ("answer", an option's key), ("undo" | "help" |
    "quit", ""), ("save", a path) or ("refused", the line that says why it means nothing). Only
    the digits 0-9 make a number (`²`, `①` and other Unicode digits are refused, never fed to
    int()); "save" needs a file name."""
    reply = reply.strip()
    count = len(decision.options)
    if re.fullmatch(r"[0-9]+", reply):
        number = int(reply) if len(reply) <= MAX_NUMBER_DIGITS else None
        if number is not None and 1 <= number <= count:
            return "answer", decision.options[number - 1].key
        return "refused", f"there is no option {_shown(reply)}: type 1-{count}, or help"
    if decision.find(reply) is not None:
        return "answer", reply
    if reply in COMMANDS:
        return reply, ""
    word, _, rest = reply.partition(" ")
    if word == "save":
        target = _unquoted(rest.strip())
        if not target:
            return "refused", "give a file name: save FILE"
        return "save", str(Path(target).expanduser())
    if not reply:
        return "refused", f"type 1-{count}, or help"
    return "refused", f"'{_shown(reply)}' is not an option: type 1-{count} (the digits 0-9), or help"


def _unquoted(text: str) -> str:
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text


def _shown(text: str) -> str:
    """A reply echoed back: printable, one line, at most 40 characters."""
    clean = "".join(c if c.isprintable() and not 0xD800 <= ord(c) <= 0xDFFF else "?" for c in text)
    return clean if len(clean) <= 40 else clean[:39] + "…"


def _undo(runtime: Runtime, game: Game, humans: set) -> Game:
    """Rebuild the game without the last human answer (and the bot answers after it): a game is
    its seed and its answers, so undo is a replay of fewer answers."""
    owners = []
    probe = Game(runtime, game.players, game.seed)
    for answer in game.answers:
        owners.append(probe.pending.player)
        probe.answer(answer)
    last_human = max((i for i, owner in enumerate(owners) if owner in humans), default=0)
    replayed = Game(runtime, game.players, game.seed, snapshots=game.snapshots)
    for answer in game.answers[:last_human]:
        replayed.answer(answer)
    return replayed


def _show_log(console: Console, game: Game, names: Sequence[str], shown: int) -> int:
    events = game.state.log
    for event in events[shown:]:
        if event.get("e") in ("turn", "game_start", "game_end", "turn_limit"):
            console.print(f"[dim]{event_text(event, names)}[/]")
        else:
            console.print("  " + event_text(event, names))
    return len(events)


def _show_scores(console: Console, game: Game, names: Sequence[str], agent_names: Sequence[str]) -> None:
    table = Table(title="Final scores")
    table.add_column("place", justify="right")
    table.add_column("seat")
    table.add_column("agent")
    table.add_column(game.flow.score, justify="right")
    for tie in game.flow.tie_breakers:
        table.add_column(tie, justify="right")
    for place, seat in enumerate(game.ranking(), start=1):
        player = game.state.players[seat]
        table.add_row(str(place), names[seat], agent_names[seat], str(player.counters[game.flow.score]),
                      *(str(player.counters.get(t, 0)) for t in game.flow.tie_breakers))
    console.print(table)
    if game.stopped_by_limit:
        console.print("[yellow]the game was stopped by the turn limit[/]")
