"""All games of one server: the ones in memory, the ones on disk, and the bounds on both.

Every method here runs on the server's one engine thread (`app.py`), so two requests never
change one game at once and the compiled rule sets are only ever used from one thread (as
`teotl.loading` requires). A change is written to disk before the method returns.
"""
from __future__ import annotations

import secrets
from collections import OrderedDict
from typing import Any, Optional

from teotl.server import core, requests, tokens
from teotl.server.config import Limits
from teotl.server.errors import ApiError, forbidden
from teotl.server.records import RecordStore
from teotl.server.rulesets import RuleSets, agent_choices
from teotl.server.session import Seat, Session, now


class GameStore:
    def __init__(self, records: RecordStore, rulesets: RuleSets, limits: Limits):
        self.records = records
        self.rulesets = rulesets
        self.limits = limits
        self.live: "OrderedDict[str, Session]" = OrderedDict()

    # ------------------------------------------------------------------ finding
    def get(self, game_id: str) -> Session:
        session = self.live.get(game_id)
        if session is not None:
            self.live.move_to_end(game_id)
            return session
        stored = self.records.load(game_id)
        table = stored.table
        loaded = self.rulesets.load(str(table.get("ruleset")), list(table.get("modules") or ()),
                                    list(table.get("variants") or ()))
        try:
            core.check_fingerprint(stored.record, loaded.fingerprint, f"game {game_id}")
        except core.RecordError as problem:
            raise ApiError(409, "rules_changed", str(problem)) from None
        seats = [Seat(str(s.get("name")), str(s.get("agent")), s.get("token_sha256")) for s in table.get("seats") or ()]
        try:
            session = Session.replayed(game_id, loaded, seats, stored.record["seed"], stored.record["answers"],
                                       str(table.get("created") or now()), table.get("updated"))
        except core.RecordError as problem:
            raise ApiError(409, "rules_changed", f"game {game_id} cannot be replayed with these rules: {problem}") from None
        self._keep(session)
        return session

    def _keep(self, session: Session) -> None:
        self.live[session.id] = session
        self.live.move_to_end(session.id)
        while len(self.live) > self.limits.max_live_games:
            self.live.popitem(last=False)

    def summaries(self) -> list[dict[str, Any]]:
        result = []
        for game_id in self.records.ids():
            try:
                stored = self.records.load(game_id)
            except ApiError:
                continue
            table, record = stored.table, stored.record
            result.append({"id": game_id, "ruleset": table.get("ruleset"), "modules": table.get("modules"),
                           "variants": table.get("variants"),
                           "seats": [{"name": s.get("name"), "agent": s.get("agent")} for s in table.get("seats") or ()],
                           "answers": len(record["answers"]), "finished": bool(record.get("finished")),
                           "created": table.get("created"), "updated": table.get("updated")})
        result.sort(key=lambda g: str(g.get("updated")), reverse=True)
        return result

    # ------------------------------------------------------------------ changing
    def create(self, body: Any) -> tuple[Session, list[Optional[str]]]:
        """A new game from a new-game request (`requests.new_game` says what it may hold);
        returns the session and each seat's token (None for a bot)."""
        self._room_for_one_more()
        ask = requests.new_game(body, self.rulesets.default, self.limits)
        description_game = self.rulesets.load(ask.ruleset, (), ()).ruleset.game or {}
        modules = list(ask.modules)
        for choice in agent_choices(description_game):
            if choice["kind"] != "automaton":
                continue
            seats_with_it = [i for i, s in enumerate(ask.seats) if s["agent"] == choice["id"]]
            if not seats_with_it:
                continue
            if seats_with_it != [choice["seat"]]:
                raise ApiError(422, "bad_seats", f"{choice['id']} plays seat {choice['seat'] + 1} only "
                               f"(and only one seat)")
            if choice["module"] not in modules:
                modules.append(choice["module"])
        loaded = self.rulesets.load(ask.ruleset, modules, ask.variants)
        known = {c["id"] for c in agent_choices(loaded.ruleset.game or {})}
        for index, seat in enumerate(ask.seats):
            if seat["agent"] not in known:
                raise ApiError(422, "unknown_agent", f"seat {index + 1}: no agent {seat['agent']!r} "
                               f"(agents: {', '.join(sorted(known))})")
        players = loaded.ruleset.game.get("players") or {}
        low, high = int(players.get("min", 1)), int(players.get("max", 99))
        if not low <= len(ask.seats) <= high:
            raise ApiError(422, "bad_players", f"this game takes {low} to {high} players, not {len(ask.seats)}")
        names = core.seat_names(loaded.runtime.game, len(ask.seats))
        seat_tokens = [tokens.new_token() if s["agent"] == "human" else None for s in ask.seats]
        seats = [Seat(s.get("name") or names[i], s["agent"], tokens.digest(t) if t else None)
                 for i, (s, t) in enumerate(zip(ask.seats, seat_tokens))]
        seed = ask.seed if ask.seed is not None else secrets.randbelow(2 ** 32)
        try:
            session = Session.start(self._new_id(), loaded, seats, seed)
        except ApiError:
            raise
        except Exception as fault:
            raise _fault(fault, "the game could not start") from None
        self._guarded(session, lambda: None)
        return session, seat_tokens

    def load_record(self, body: bytes, ruleset: Optional[str]) -> tuple[Session, list[Optional[str]]]:
        """A new game from an uploaded record: checked, its variants found by id in the rule set,
        replayed; every person's seat gets a new link."""
        self._room_for_one_more()
        record = self.records.read_uploaded(body)
        named = record.get("rules") if isinstance(record.get("rules"), dict) else {}
        name = ruleset or named.get("name") or self.rulesets.default
        variants = []
        for given in record["variants"]:
            variant_id = self.rulesets.variant_id_of(str(name), given)
            if variant_id is None:
                raise ApiError(422, "unknown_variant", f"the record's variant {_file_name(given)!r} is not one of "
                               f"{name}'s variants")
            variants.append(variant_id)
        loaded = self.rulesets.load(str(name), record["modules"], variants)
        try:
            core.check_fingerprint(record, loaded.fingerprint, "the record")
        except core.RecordError as problem:
            raise ApiError(422, "rules_changed", str(problem)) from None
        known = {c["id"] for c in agent_choices(loaded.ruleset.game or {})}
        agents = [a if a in known else "human" for a in (record.get("agents") or [])][:record["players"]]
        agents += ["human"] * (record["players"] - len(agents))
        names = core.seat_names(loaded.runtime.game, record["players"])
        seat_tokens = [tokens.new_token() if a == "human" else None for a in agents]
        seats = [Seat(names[i], a, tokens.digest(t) if t else None) for i, (a, t) in enumerate(zip(agents, seat_tokens))]
        try:
            session = Session.replayed(self._new_id(), loaded, seats, record["seed"], record["answers"], now())
        except core.RecordError as problem:
            raise ApiError(422, "bad_record", f"the record does not replay: {problem}") from None
        self._guarded(session, lambda: None)
        return session, seat_tokens

    def answer(self, session: Session, seat: Optional[int], key: Any, version: Optional[int]) -> None:
        self._guarded(session, lambda: session.answer(seat, key, version))

    def undo(self, session: Session, seat: Optional[int]) -> int:
        return self._guarded(session, lambda: session.undo(seat))

    def delete(self, session_id: str, seat: Optional[int], session: Session) -> None:
        if seat is None and session.humans():
            raise forbidden("deleting a game needs one of its seat links", "no_seat")
        self.records.delete(session_id)
        self.live.pop(session_id, None)

    # ------------------------------------------------------------------ helpers
    def _guarded(self, session: Session, change):
        """Run a change and the bots after it, then save. A refusal (ApiError) changed nothing;
        anything else is a fault in the engine or the rules: the game is dropped from memory (it
        is read again from its last saved record) and the client told so, without a traceback."""
        try:
            result = change()
            self._advance(session)
            return result
        except ApiError:
            raise
        except Exception as fault:
            self.live.pop(session.id, None)
            raise _fault(fault, "the game could not go on; it is back at its last saved answer") from None

    def _advance(self, session: Session) -> None:
        session.run_bots(self.limits.max_bot_decisions)
        self.records.save(session.id, session.record(), session.table())
        self._keep(session)

    def _room_for_one_more(self) -> None:
        if self.records.count() >= self.limits.max_games:
            raise ApiError(429, "too_many_games", f"this server holds {self.limits.max_games} games, its limit: "
                           "delete finished games first (or start the server with a higher --max-games)")

    def _new_id(self) -> str:
        while True:
            game_id = tokens.new_game_id()
            if not self.records.exists(game_id) and game_id not in self.live:
                return game_id


def _fault(fault: Exception, what: str) -> ApiError:
    if isinstance(fault, core.EndlessEffects):   # the rules' problem, not the server's: said as such
        return ApiError(422, "endless_effects", f"{what}: {fault} ({fault.hint})")
    return ApiError(500, "engine_fault", f"{what} ({type(fault).__name__}: {fault}): this is a bug in teotl "
                    "or in the rules, please report it")


def _file_name(given: str) -> str:
    """A variant as a record names it (often a path on another machine), by its file name only."""
    return given.replace("\\", "/").rsplit("/", 1)[-1]
