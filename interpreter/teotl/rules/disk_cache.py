"""A cache on disk of read rule files, so a new process does not parse the same YAML again.

Reading YAML with positions (pure-Python ruamel) is most of the cost of loading a rule set. The
result of reading one file — document, kind, diagnostics — is pickled under a key made of the
file's path, its bytes' hash, the expected kind and a fingerprint of the code that reads it
(teotl's version, the schemas, the grammar), so any change to a file or to the reader makes a
new entry. A cache that cannot be read or written is ignored: it only ever saves time. A whole
finished load is kept too (`teotl.rules.ruleset`, keyed with `code_fingerprint`), so a new
process reads one entry instead of one per file and per effect string.

Where: $TEOTL_CACHE_DIR, else $XDG_CACHE_HOME/teotl, else ~/.cache/teotl. Off: TEOTL_NO_CACHE=1.

Size: every change to a rule file or to teotl makes new entries, so the folder is kept under
$TEOTL_CACHE_MAX_MB (default 256 MB): at most once an hour, a store that finds it larger deletes
the entries used longest ago (a hit marks its entry as used) until it is at three quarters.
"""
from __future__ import annotations

import gc
import hashlib
import os
import pickle
import tempfile
import time
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

from teotl import __version__, paths

FORMAT = 1
DEFAULT_MAX_MB = 256
PRUNE_EVERY_S = 3600
PRUNE_MARK = ".pruned"


def cache_dir() -> Optional[Path]:
    if os.environ.get("TEOTL_NO_CACHE"):
        return None
    base = os.environ.get("TEOTL_CACHE_DIR")
    if base:
        return Path(base)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "teotl"


@lru_cache(maxsize=1)
def reader_fingerprint() -> str:
    """Changes whenever what reading a file produces could change."""
    digest = hashlib.sha256(f"{FORMAT}:{__version__}".encode())
    sources = [paths.grammar_file(), *sorted(paths.schema_dir().glob("*.json"))]
    here = Path(__file__).resolve().parent
    sources += sorted(here.glob("*.py")) + sorted((here.parent / "dsl").glob("*.py"))
    return _digest_files(digest, sources)


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """`reader_fingerprint` and the engine's code: for entries that hold what the semantic check
    found (it compiles every effect with the engine's runtime and vocabulary)."""
    digest = hashlib.sha256(reader_fingerprint().encode())
    return _digest_files(digest, sorted((Path(__file__).resolve().parent.parent / "engine").glob("*.py")))


def _digest_files(digest: Any, sources: list[Path]) -> str:
    """`digest` fed each source's name and bytes (an unreadable one is skipped), shortened."""
    for source in sources:
        try:
            digest.update(source.name.encode())
            digest.update(source.read_bytes())
        except OSError:
            pass
    return digest.hexdigest()[:16]


def _entry(key: tuple) -> Optional[Path]:
    folder = cache_dir()
    if folder is None:
        return None
    name = hashlib.sha256(repr((reader_fingerprint(), key)).encode()).hexdigest()
    return folder / f"{name}.pickle"


def load(key: tuple) -> Any:
    entry = _entry(key)
    if entry is None:
        return None
    collecting = gc.isenabled()
    try:
        with entry.open("rb") as handle:
            data = handle.read()
        # Unpickling builds many objects that all stay alive (a whole rule set's documents and
        # syntax trees): the cyclic collector, started again and again meanwhile, frees nothing
        # (a new process reading the full rule set: 18 M of 394 M instructions of its load).
        gc.disable()
        value = pickle.loads(data)
    except Exception:  # missing, truncated, from another Python: a cache miss
        return None
    finally:
        if collecting:
            gc.enable()
    try:
        os.utime(entry)  # used now: pruning deletes the entries used longest ago first
    except OSError:
        pass
    return value


def store(key: tuple, value: Any) -> None:
    entry = _entry(key)
    if entry is None:
        return
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("wb", dir=entry.parent, delete=False, suffix=".tmp") as handle:
            pickle.dump(value, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(handle.name, entry)
    except Exception:  # read-only home, full disk: run without the cache
        try:
            os.unlink(handle.name)  # type: ignore[possibly-undefined]
        except Exception:
            pass
        return
    _prune_now_and_then(entry.parent)


def max_bytes() -> int:
    """The folder's size limit: $TEOTL_CACHE_MAX_MB (a number of megabytes), else 256 MB."""
    try:
        megabytes = float(os.environ.get("TEOTL_CACHE_MAX_MB", DEFAULT_MAX_MB))
    except ValueError:
        megabytes = DEFAULT_MAX_MB
    return max(0, int(megabytes * 1024 * 1024))


def _prune_now_and_then(folder: Path) -> None:
    """Prune at most once per PRUNE_EVERY_S (a mark file's age says when it last ran): listing
    a large folder costs milliseconds, and stores happen only when a load missed."""
    mark = folder / PRUNE_MARK
    try:
        if time.time() - mark.stat().st_mtime < PRUNE_EVERY_S:
            return
    except OSError:
        pass  # never pruned here
    try:
        mark.touch()
    except OSError:
        return
    prune(folder, max_bytes())


def prune(folder: Path, limit: int) -> tuple[int, int]:
    """Delete the entries used longest ago until the folder's entries total at most three
    quarters of `limit` bytes (nothing when they total at most `limit`). Entries another process
    deletes or replaces meanwhile are skipped. Returns (entries deleted, bytes freed)."""
    entries = []
    try:
        with os.scandir(folder) as listing:
            for item in listing:
                if item.name.endswith(".pickle"):
                    try:
                        info = item.stat()
                    except OSError:
                        continue
                    entries.append((info.st_mtime, info.st_size, item.path))
                elif item.name.endswith(".tmp"):  # left by a process that died while writing
                    try:
                        if time.time() - item.stat().st_mtime > PRUNE_EVERY_S:
                            os.unlink(item.path)
                    except OSError:
                        pass
    except OSError:
        return 0, 0
    total = sum(size for _, size, _ in entries)
    if total <= limit:
        return 0, 0
    deleted = freed = 0
    for _, size, path in sorted(entries):
        if total - freed <= limit * 3 // 4:
            break
        try:
            os.unlink(path)
        except OSError:
            continue
        deleted += 1
        freed += size
    return deleted, freed
