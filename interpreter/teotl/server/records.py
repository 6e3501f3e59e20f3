"""Games on disk, in the server's own folder: one folder per game, named by its server-chosen id.

    DATA/games/<id>/record.json   the game record (teotl.record: rules fingerprint, modules,
                                  variants, seed, answers) — `teotl replay` reads it as it is
    DATA/games/<id>/table.json    who sits where: seat names, agents, the digests of the seat
                                  tokens, the rule set's name and the variants by id

Why a folder per id and nothing else: no request ever names a file. A game id is checked
against its pattern before it is joined to the folder, so `../x` or an absolute path never
reaches the file system. Both files are written whole (a temporary file, then a rename), the
record last: a game on disk is always one that was played.
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from teotl.server import core
from teotl.server.errors import ApiError, not_found
from teotl.server.tokens import GAME_ID_PATTERN

TABLE_FORMAT = "teotl-server-table"
TABLE_VERSION = 1


@dataclass
class StoredGame:
    game_id: str
    record: dict[str, Any]
    table: dict[str, Any]


class FolderInUse(Exception):
    """Another server has the folder: two servers writing the same games would undo each other."""


class RecordStore:
    def __init__(self, root: Path):
        self.root = Path(root)
        self.games = self.root / "games"
        self.games.mkdir(parents=True, exist_ok=True)
        self.incoming = self.root / "incoming"
        self.incoming.mkdir(parents=True, exist_ok=True)
        self._lock: Optional[Any] = None

    def claim(self) -> None:
        """Hold the folder for this server while it serves (a lock file, released by `release`
        or when the process ends); raises FolderInUse when another server holds it."""
        if self._lock is not None:
            return
        try:
            import fcntl
        except ImportError:  # pragma: no cover - not POSIX: no lock, as before
            return
        handle = open(self.root / "server.lock", "a+")
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            raise FolderInUse(f"another `teotl serve` is using {self.root}; stop it, or give this one "
                              "its own folder with --data DIR") from None
        self._lock = handle

    def release(self) -> None:
        if self._lock is not None:
            self._lock.close()
            self._lock = None

    def folder(self, game_id: str) -> Path:
        if not isinstance(game_id, str) or not GAME_ID_PATTERN.match(game_id):
            raise not_found(f"no game {game_id!r}: a game id is 12 letters and digits", "unknown_game")
        return self.games / game_id

    def exists(self, game_id: str) -> bool:
        return (self.folder(game_id) / "record.json").is_file()

    def ids(self) -> list[str]:
        return sorted(p.name for p in self.games.iterdir()
                      if GAME_ID_PATTERN.match(p.name) and (p / "record.json").is_file())

    def count(self) -> int:
        return len(self.ids())

    def save(self, game_id: str, record: dict[str, Any], table: dict[str, Any]) -> None:
        folder = self.folder(game_id)
        folder.mkdir(exist_ok=True)
        _write_json(folder / "table.json", {"format": TABLE_FORMAT, "version": TABLE_VERSION, **table})
        try:
            core.save_record(folder / "record.json", record)
        except core.RecordError as problem:
            raise ApiError(507, "cannot_save", str(problem)) from None

    def load(self, game_id: str) -> StoredGame:
        folder = self.folder(game_id)
        if not (folder / "record.json").is_file():
            raise not_found(f"no game {game_id!r} on this server", "unknown_game")
        try:
            record = core.load_record(folder / "record.json")
        except core.RecordError as problem:
            raise ApiError(500, "broken_record", f"game {game_id}: {_without_folder(str(problem), folder)}") from None
        try:
            table = json.loads((folder / "table.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            raise ApiError(500, "broken_record", f"game {game_id}: its table.json is missing or not JSON") from None
        if not isinstance(table, dict) or table.get("format") != TABLE_FORMAT:
            raise ApiError(500, "broken_record", f"game {game_id}: table.json is not a teotl server table")
        return StoredGame(game_id, record, table)

    def delete(self, game_id: str) -> None:
        folder = self.folder(game_id)
        if not folder.is_dir():
            raise not_found(f"no game {game_id!r} on this server", "unknown_game")
        shutil.rmtree(folder)

    def read_uploaded(self, body: bytes) -> dict[str, Any]:
        """A record sent by a client, checked by the record module's own `load_record` (its shape,
        sizes and types): written to a file of the server's choosing, read, removed."""
        handle, name = tempfile.mkstemp(suffix=".json", dir=self.incoming)
        path = Path(name)
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(body)
            return core.load_record(path)
        except core.RecordError as problem:
            raise ApiError(422, "bad_record", _without_folder(str(problem), path)) from None
        finally:
            path.unlink(missing_ok=True)


def _write_json(path: Path, data: Any) -> None:
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    os.replace(temporary, path)


def _without_folder(message: str, path: Path) -> str:
    """A record problem says which file; a client is told 'the record' (server paths stay private)."""
    for shown in (str(path), path.name):
        message = message.replace(shown + ": ", "").replace(shown, "the record")
    return message


def table_of(ruleset: str, modules: list[str], variants: list[str], seats: list[dict[str, Any]],
             created: str, updated: Optional[str] = None) -> dict[str, Any]:
    return {"ruleset": ruleset, "modules": list(modules), "variants": list(variants), "seats": seats,
            "created": created, "updated": updated or created}
