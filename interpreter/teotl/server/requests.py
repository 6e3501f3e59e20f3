"""What a request body may hold, checked before anything is done with it.

Why strict: a client learns at once that `"seet": 3` or `"modules": "m6"` is wrong (a 400 that
names the field), instead of a game started without what they asked for. Sizes are bounded
here too (names, lists, seeds), so nothing a client sends grows without limit.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Optional

from teotl.server.config import Limits
from teotl.server.errors import ApiError, bad_request

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
MAX_SEAT_NAME = 40
MAX_LIST = 32
MAX_DEPTH = 20


def parse_json(body: bytes) -> Any:
    """The body as JSON, or a 400 saying why not (not UTF-8, not JSON, nested too deeply)."""
    if not body:
        raise bad_request("the request has no body: send a JSON object", "malformed_json")
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as error:
        raise bad_request(f"the body is not UTF-8 text (byte {error.start + 1})", "malformed_json") from None
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise bad_request(f"the body is not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}",
                          "malformed_json") from None
    except (RecursionError, ValueError) as error:
        raise bad_request(f"the body is not usable JSON ({type(error).__name__})", "malformed_json") from None
    if _depth(value) > MAX_DEPTH:
        raise bad_request(f"the JSON nests more than {MAX_DEPTH} levels deep", "malformed_json")
    return value


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max((_depth(v, level + 1) for v in value.values()), default=level + 1)
    if isinstance(value, list):
        return max((_depth(v, level + 1) for v in value), default=level + 1)
    return level


def _object(value: Any, allowed: set[str], what: str) -> dict:
    if not isinstance(value, dict):
        raise bad_request(f"{what} must be a JSON object", "bad_field")
    unknown = sorted(set(value) - allowed)
    if unknown:
        raise bad_request(f"{what}: unknown field {unknown[0]!r} (fields: {', '.join(sorted(allowed))})", "bad_field")
    return value


def _names(value: Any, field: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > MAX_LIST:
        raise bad_request(f"`{field}` must be a list of at most {MAX_LIST} names", "bad_field")
    for item in value:
        if not isinstance(item, str) or not _NAME.match(item):
            raise bad_request(f"`{field}`: {item!r} is not a name (letters, digits, `_`, `-`, `.`)", "bad_field")
    if len(set(value)) != len(value):
        raise bad_request(f"`{field}` names one entry twice", "bad_field")
    return list(value)


@dataclass(frozen=True)
class NewGame:
    ruleset: str
    modules: tuple[str, ...]
    variants: tuple[str, ...]
    seats: tuple[dict, ...]        # {"agent": str, "name": Optional[str]}
    seed: Optional[int]


def new_game(body: Any, default_ruleset: str, limits: Limits) -> NewGame:
    """`{"ruleset", "modules", "variants", "seats": [{"agent", "name"}], "players", "seed"}`: every
    field optional; without `seats`, `players` seats (default 2): a person at seat 1, bots after."""
    body = _object(body, {"ruleset", "modules", "variants", "seats", "players", "seed"}, "a new game")
    ruleset = body.get("ruleset", default_ruleset)
    if not isinstance(ruleset, str) or not _NAME.match(ruleset):
        raise bad_request("`ruleset` must be the name of a rule set", "bad_field")
    seats = body.get("seats")
    if seats is None:
        players = body.get("players", 2)
        if type(players) is not int or not 1 <= players <= limits.max_players:
            raise bad_request(f"`players` must be a whole number from 1 to {limits.max_players}", "bad_field")
        seats = [{"agent": "human"}] + [{"agent": "greedy"}] * (players - 1)
    elif "players" in body and body["players"] != len(seats if isinstance(seats, list) else ()):
        raise bad_request("`players` and the number of `seats` differ", "bad_field")
    if not isinstance(seats, list) or not 1 <= len(seats) <= limits.max_players:
        raise bad_request(f"`seats` must be a list of 1 to {limits.max_players} seats", "bad_field")
    checked = []
    for index, seat in enumerate(seats, start=1):
        seat = _object(seat, {"agent", "name"}, f"seat {index}")
        agent = seat.get("agent", "human")
        if not isinstance(agent, str) or not _NAME.match(agent):
            raise bad_request(f"seat {index}: `agent` must be an agent's name", "bad_field")
        name = seat.get("name")
        if name is not None:
            if not isinstance(name, str) or not name.strip() or len(name) > MAX_SEAT_NAME \
                    or any(ord(c) < 32 for c in name):
                raise bad_request(f"seat {index}: `name` must be 1 to {MAX_SEAT_NAME} printable characters",
                                  "bad_field")
            name = name.strip()
        checked.append({"agent": agent, "name": name})
    seed = body.get("seed")
    if seed is not None and (type(seed) is not int or abs(seed) >= 10 ** limits.max_seed_digits):
        raise bad_request(f"`seed` must be a whole number of at most {limits.max_seed_digits} digits", "bad_field")
    return NewGame(ruleset, tuple(_names(body.get("modules"), "modules")),
                   tuple(_names(body.get("variants"), "variants")), tuple(checked), seed)


@dataclass(frozen=True)
class Answer:
    option: str
    version: Optional[int]


def answer(body: Any) -> Answer:
    """`{"option": KEY, "version": N}`: the key of an offered option; `version` (optional) is the
    number of answers the client saw, so an answer sent to a game that has moved on is refused."""
    body = _object(body, {"option", "version"}, "an answer")
    option = body.get("option")
    if not isinstance(option, str) or not 0 < len(option) <= 200:
        raise bad_request("`option` must be the key of one of the offered options (a string)", "bad_field")
    version = body.get("version")
    if version is not None and (type(version) is not int or version < 0):
        raise bad_request("`version` must be the number of answers given so far", "bad_field")
    return Answer(option, version)


def language(value: Optional[str], languages: tuple[str, ...]) -> str:
    if value is None or value == "":
        return languages[0]
    if value not in languages:
        raise ApiError(400, "bad_language", f"no language {value!r} (languages: {', '.join(languages)})")
    return value
