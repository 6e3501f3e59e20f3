"""Game records: a game is rules + modules + variants + seed + the list of answers.

A record is small JSON. Loading one checks its shape and the rules fingerprint before anything
is replayed, so a record made with other rules, or cut short, or edited by hand, is refused with
a clear message instead of replaying into a different game.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Optional

from teotl.engine.decisions import IllegalAnswer
from teotl.engine.game import Game
from teotl.engine.runtime import Runtime

RECORD_FORMAT = "teotl-game"
RECORD_VERSION = 1


class RecordError(Exception):
    """A game record that cannot be used: unreadable, malformed, or made with other rules."""


def make_record(game: Game, fingerprint: str, modules: list[str], variants: list[str],
                agents: Optional[list[str]] = None) -> dict[str, Any]:
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "rules_fingerprint": fingerprint,
        "modules": list(modules),
        "variants": list(variants),
        "players": game.players,
        "seed": game.seed,
        "agents": list(agents or []),
        "answers": list(game.answers),
        "finished": game.finished,
        "scores": game.scores() if game.finished else None,
    }


def save_record(path: Path, record: dict[str, Any]) -> None:
    path = Path(path)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    tmp.replace(path)  # never leave a half-written save behind


def load_record(path: Path) -> dict[str, Any]:
    """Read and validate a record file (shape only; the fingerprint is checked by `check_fingerprint`)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(f"{path}: cannot read the record ({error.__class__.__name__})") from None
    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"{path}:{error.lineno}:{error.colno}: not valid JSON ({error.msg}); "
                          "the file is truncated or corrupted") from None
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise RecordError(f"{path}: not a teotl game record (expected \"format\": \"{RECORD_FORMAT}\")")
    if record.get("version") != RECORD_VERSION:
        raise RecordError(f"{path}: record version {record.get('version')!r} is not supported "
                          f"(this teotl reads version {RECORD_VERSION})")
    expected = {"rules_fingerprint": str, "modules": list, "variants": list, "players": int, "seed": int,
                "answers": list}
    for key, kind in expected.items():
        if not isinstance(record.get(key), kind) or isinstance(record.get(key), bool):
            raise RecordError(f"{path}: field `{key}` is missing or is not a {kind.__name__}")
    if not all(isinstance(answer, str) for answer in record["answers"]):
        raise RecordError(f"{path}: every answer must be a string")
    return record


def check_fingerprint(record: dict[str, Any], fingerprint: str, path: Any = "record") -> None:
    if record["rules_fingerprint"] != fingerprint:
        raise RecordError(
            f"{path}: the record was made with other rules (fingerprint {record['rules_fingerprint'][:12]}…, "
            f"these rules are {fingerprint[:12]}…); load the same rule files, modules "
            f"({', '.join(record['modules']) or 'none'}) and variants ({', '.join(record['variants']) or 'none'})")


def replay(runtime: Runtime, record: dict[str, Any], until: Optional[int] = None, path: Any = "record") -> Game:
    """Rebuild a game by answering its recorded decisions (the first `until` of them, if given)."""
    game = Game(runtime, record["players"], record["seed"])
    answers = record["answers"] if until is None else record["answers"][:max(0, until)]
    for number, answer in enumerate(answers, start=1):
        if game.finished:
            raise RecordError(f"{path}: the game ended before answer {number} of {len(answers)}; "
                              "the record is corrupted")
        try:
            game.answer(answer)
        except IllegalAnswer as error:
            raise RecordError(f"{path}: answer {number} ({answer!r}) does not fit the game: {error}; "
                              "the record is corrupted or was made with other rules") from None
    return game
