"""One game being played on the server: the engine's `Game`, who sits at each seat, and the bots.

A session is rebuilt from its record whenever it is not in memory (after a restart, or when
other games pushed it out): a game is its rule set, modules, variants, seed and answers, so
replaying the answers gives the same game. Bots answer here, on the server, until a person's
decision is pending; every change is written to disk before the request returns.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Optional

from teotl.server import core, tokens
from teotl.server.errors import ApiError, conflict, forbidden
from teotl.server.rulesets import Loaded, agent_choices


@dataclass
class Seat:
    name: str
    agent: str
    token_digest: Optional[str] = None   # people only

    @property
    def human(self) -> bool:
        return self.agent == "human"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "agent": self.agent, "token_sha256": self.token_digest}


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class Session:
    def __init__(self, game_id: str, loaded: Loaded, game: core.Game, seats: list[Seat], answered_by: list[int],
                 created: str, updated: Optional[str] = None):
        self.id = game_id
        self.loaded = loaded
        self.game = game
        self.seats = seats
        self.answered_by = answered_by      # the seat that gave each answer of the record
        self.created = created
        self.updated = updated or created
        self.agents = _agents(loaded, seats, game.seed)

    # ------------------------------------------------------------------ building
    @classmethod
    def start(cls, game_id: str, loaded: Loaded, seats: list[Seat], seed: int) -> "Session":
        try:
            game = core.new_game(loaded.runtime, len(seats), seed)
        except core.FlowError as problem:
            raise ApiError(422, "not_playable", str(problem)) from None
        return cls(game_id, loaded, game, seats, [], now())

    @classmethod
    def replayed(cls, game_id: str, loaded: Loaded, seats: list[Seat], seed: int, answers: list[str],
                 created: str, updated: Optional[str] = None) -> "Session":
        game, answered_by = _replay(loaded, len(seats), seed, answers)
        return cls(game_id, loaded, game, seats, answered_by, created, updated)

    # ------------------------------------------------------------------ who asks
    def seat_of(self, token: Optional[str]) -> Optional[int]:
        """The seat a token opens, or None for no token; a token that opens no seat is refused."""
        if token is None:
            return None
        for index, seat in enumerate(self.seats):
            if seat.human and tokens.matches(token, seat.token_digest):
                return index
        raise forbidden("this seat link is not valid for this game", "bad_token")

    def humans(self) -> set[int]:
        return {index for index, seat in enumerate(self.seats) if seat.human}

    # ------------------------------------------------------------------ playing
    def answer(self, seat: Optional[int], key: Any, version: Optional[int] = None) -> None:
        """`seat` answers the pending decision with the option `key`; refused (nothing changes)
        when the game is over, it is not that seat's decision, the client's view is stale, or the
        option was not offered."""
        if seat is None:
            raise forbidden("answering needs a seat link (the `X-Teotl-Seat` header)", "no_seat")
        game = self.game
        if game.finished:
            raise conflict("the game is over: there is nothing to answer", "game_over")
        if version is not None and version != len(game.answers):
            raise conflict(f"the game has moved on (answer {len(game.answers)}, you saw {version}): reload",
                           "stale", version=len(game.answers))
        pending = game.pending
        if pending.player != seat:
            raise conflict(f"it is {self.seats[pending.player].name}'s decision, not yours", "not_your_turn")
        if not isinstance(key, str) or pending.find(key) is None:
            offered = ", ".join(pending.keys())
            raise ApiError(422, "illegal_answer", f"{key!r} is not one of the options offered for "
                           f"'{pending.prompt}' (offered: {offered})", offered=pending.keys())
        try:
            game.answer(key)
        except core.IllegalAnswer as refusal:    # the engine's own check, after ours
            raise ApiError(422, "illegal_answer", str(refusal)) from None
        self.answered_by.append(seat)
        self.updated = now()

    def run_bots(self, limit: int) -> int:
        """Let the bots answer until a person decides or the game ends (at most `limit` answers)."""
        game, count = self.game, 0
        while not game.finished and count < limit:
            pending = game.pending
            agent = self.agents[pending.player]
            if agent is None:
                break
            game.answer(agent.choose(game, pending))
            self.answered_by.append(pending.player)
            count += 1
        if count:
            self.updated = now()
        return count

    def undo(self, seat: Optional[int]) -> int:
        """Take back `seat`'s last answer and the bots' answers after it; refused when another
        person answered since (their answer is theirs to take back) or there is nothing to undo.
        Returns how many answers were taken back."""
        if seat is None:
            raise forbidden("undo needs a seat link (the `X-Teotl-Seat` header)", "no_seat")
        mine = [index for index, who in enumerate(self.answered_by) if who == seat]
        if not mine:
            raise conflict("nothing to undo: you have not answered anything yet", "nothing_to_undo")
        last = mine[-1]
        others = sorted({who for who in self.answered_by[last + 1:] if who != seat and self.seats[who].human})
        if others:
            raise conflict(f"{self.seats[others[0]].name} has answered since your last answer: only the last "
                           "person to answer can undo", "not_last")
        taken_back = len(self.answered_by) - last
        answers = self.game.answers[:last]
        self.game, self.answered_by = _replay(self.loaded, len(self.seats), self.game.seed, answers)
        self.agents = _agents(self.loaded, self.seats, self.game.seed)
        self.updated = now()
        return taken_back

    # ------------------------------------------------------------------ on disk
    def record(self) -> dict[str, Any]:
        return core.make_record(self.game, self.loaded.fingerprint, list(self.loaded.modules),
                                [str(p) for p in self.loaded.variant_paths], [s.agent for s in self.seats])

    def table(self) -> dict[str, Any]:
        return {"ruleset": self.loaded.name, "modules": list(self.loaded.modules),
                "variants": list(self.loaded.variants), "seats": [s.to_json() for s in self.seats],
                "answered_by": list(self.answered_by), "created": self.created, "updated": self.updated}


def _replay(loaded: Loaded, players: int, seed: int, answers: list[str]) -> tuple[core.Game, list[int]]:
    game = core.new_game(loaded.runtime, players, seed)
    answered_by = []
    for number, answer in enumerate(answers, start=1):
        if game.finished:
            raise core.RecordError(f"the game ended before answer {number} of {len(answers)}")
        seat = game.pending.player
        try:
            game.answer(answer)
        except core.IllegalAnswer as error:
            raise core.RecordError(f"answer {number} ({answer!r}) does not fit the game: {error}") from None
        answered_by.append(seat)
    return game, answered_by


def _agents(loaded: Loaded, seats: list[Seat], seed: int) -> list[Any]:
    """The bot of each seat (None for a person): the general agents by name, a rule set's
    automaton by its entry in game.yaml. Each bot's own random numbers come from the seed and
    its seat, as in `teotl play`."""
    automata = {c["id"] for c in agent_choices(loaded.ruleset.game or {}) if c["kind"] == "automaton"}
    agents: list[Any] = []
    for index, seat in enumerate(seats):
        if seat.human:
            agents.append(None)
        elif seat.agent in automata:
            agents.append(core.ForcedAgent(report=lambda text: None))
        else:
            agents.append(core.make_agent(seat.agent, seed, index))
    return agents
