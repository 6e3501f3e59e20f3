"""The table of a terminal game: the engine's game inside the server's `Session`, who sits where,
and the bots.

Why the server's Session: the browser and the terminal show a game through the same view model
(`teotl.server.view.state_view`: one seat's observation as plain data), and that view reads a
Session. The terminal keeps its own bots and its own rebuilding, because a game that is resumed
or undone must go on as the uninterrupted game would: every bot is asked again, in order, at each
of its past decisions while the answers are replayed (its random numbers are then where they
were), and the recorded answer is the one applied.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional, Sequence

from teotl.agents import make_agent
from teotl.agents.forced import ForcedAgent
from teotl.model.decisions import IllegalAnswer
from teotl.record import RecordError
from teotl.runtime.game import Game
from teotl.runtime.runtime import Runtime
from teotl.server.rulesets import Loaded
from teotl.server.session import Seat, Session, now


@dataclass
class Table:
    """One game at one terminal: the session the view reads, the agents and who is human."""
    session: Session
    agent_names: list[str]
    agents: list[Any]
    rules: Optional[dict] = None               # how a saved record names the rule set
    automata: set = field(default_factory=set)

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def runtime(self) -> Runtime:
        return self.session.loaded.runtime

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.session.seats]

    @property
    def humans(self) -> set[int]:
        return {seat for seat, name in enumerate(self.agent_names) if name == "human"}


def automaton_names(runtime: Runtime) -> set[str]:
    """The rule set's own opponents (`agents:` entries of game.yaml that play a seat)."""
    return {str(name) for name, spec in (runtime.game.get("agents") or {}).items()
            if isinstance(spec, dict) and spec.get("seat")}


def new_table(loaded: Loaded, names: Sequence[str], agent_names: Sequence[str], seed: int,
              rules: Optional[dict] = None, answers: Sequence[str] = ()) -> Table:
    """A table for a new game (or one resumed from its `answers`). A rule set's own opponent is
    shown by its agent's name, capitalised; the other seats by theirs."""
    automata = automaton_names(loaded.runtime)
    seats = [Seat(agent.capitalize() if agent in automata else name, agent)
             for name, agent in zip(names, agent_names)]
    agents = _agents(agent_names, automata, seed)
    game, answered_by = rebuild(loaded.runtime, len(seats), seed, answers, agents)
    session = Session("terminal", loaded, game, seats, answered_by, now())
    return Table(session, list(agent_names), agents, rules, automata)


def _agents(agent_names: Sequence[str], automata: set, seed: int) -> list[Any]:
    agents = []
    for seat, name in enumerate(agent_names):
        if name == "human":
            agents.append(None)
        elif name in automata:
            agents.append(ForcedAgent(seed=seed * 1009 + seat, report=lambda text: None))
        else:
            agents.append(make_agent(name, seed, seat))
    return agents


def needs_snapshots(agents: Sequence[Any]) -> bool:
    return any(getattr(agent, "needs_snapshots", False) for agent in agents)


def rebuild(runtime: Runtime, players: int, seed: int, answers: Sequence[str], agents: Sequence[Any],
            ask_bots: bool = True) -> tuple[Game, list[int]]:
    """The game after `answers`, and the seat that gave each. With `ask_bots`, each bot is asked
    at its own decisions (its answer is set aside, the recorded one applied) so that it goes on
    as it would have. RecordError when an answer does not fit the game."""
    game = Game(runtime, players, seed, snapshots=needs_snapshots(agents))
    answered_by = []
    for number, answer in enumerate(answers, start=1):
        if game.finished:
            raise RecordError(f"the game ended before answer {number} of {len(answers)}")
        decision = game.pending
        agent = agents[decision.player] if decision.player < len(agents) else None
        if agent is not None and ask_bots:
            agent.choose(game, decision)
        try:
            game.answer(answer)
        except IllegalAnswer as error:
            raise RecordError(f"answer {number} ({answer!r}) does not fit the game: {error}") from None
        answered_by.append(decision.player)
    return game, answered_by


def take_back(table: Table, seat: int) -> Optional[tuple[int, str]]:
    """Undo `seat`'s last answer (and the bots' answers after it): (answers taken back, the key
    that was answered), or None when that seat has answered nothing. Another person's answer
    since is not taken back: ValueError with that person's name. The bots are not asked again
    (an undo is quick at any point of a game); they go on with their random numbers as they are."""
    session = table.session
    mine = [index for index, who in enumerate(session.answered_by) if who == seat]
    if not mine:
        return None
    last = mine[-1]
    others = [who for who in session.answered_by[last + 1:] if who != seat and who in table.humans]
    if others:
        raise ValueError(table.names[others[0]])
    answers = list(session.game.answers)
    undone = answers[last]
    session.game, session.answered_by = rebuild(table.runtime, session.game.players, session.game.seed,
                                                answers[:last], table.agents, ask_bots=False)
    session.updated = now()
    return len(answers) - last, undone
