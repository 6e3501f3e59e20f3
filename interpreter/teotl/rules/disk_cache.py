"""A cache on disk of read rule files, so a new process does not parse the same YAML again.

Reading YAML with positions (pure-Python ruamel) is most of the cost of loading a rule set. The
result of reading one file — document, kind, diagnostics — is pickled under a key made of the
file's path, its bytes' hash, the expected kind and a fingerprint of the code that reads it
(teotl's version, the schemas, the grammar), so any change to a file or to the reader makes a
new entry. A cache that cannot be read or written is ignored: it only ever saves time. A whole
finished load is kept too (`teotl.rules.ruleset`, keyed with `code_fingerprint`), so a new
process reads one entry instead of one per file and per effect string.

Where: $TEOTL_CACHE_DIR, else $XDG_CACHE_HOME/teotl, else ~/.cache/teotl. Off: TEOTL_NO_CACHE=1.

Integrity: an entry starts with a header — a magic tag, the digest of its key and the digest of
the pickled bytes that follow — so an entry copied under another key's name, or changed on disk,
is a miss (and is deleted) instead of a wrong answer that would come back on every run. A value
that unpickles to the expected type is not enough: the entries of two rule files are both read
files.

Size: every change to a rule file or to teotl makes new entries, so the folder is kept under
$TEOTL_CACHE_MAX_MB (default 256 MB): at most once an hour, a store that finds it larger deletes
the entries used longest ago (a hit marks its entry as used) until it is at three quarters.
"""
from __future__ import annotations

import gc
import hashlib
import math
import os
import pickle
import sys
import tempfile
import time
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

from teotl import __version__, paths
from teotl.language import grammar

FORMAT = 2
MAGIC = b"teotl-cache-2\n"
DIGEST_SIZE = 32                       # sha256
HEADER_SIZE = len(MAGIC) + 2 * DIGEST_SIZE
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
    sources += sorted(here.glob("*.py"))
    sources += [source for layer in ("language", "primitives") for source in sorted((here.parent / layer).glob("*.py"))]
    return _digest_files(digest, sources)


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """`reader_fingerprint` and the engine's code: for entries that hold what the semantic check
    found (it compiles every effect with the engine's runtime and vocabulary)."""
    digest = hashlib.sha256(reader_fingerprint().encode())
    root = Path(__file__).resolve().parent.parent
    return _digest_files(digest, [source for layer in ("model", "runtime") for source in sorted((root / layer).glob("*.py"))])


def _digest_files(digest: Any, sources: list[Path]) -> str:
    """`digest` fed each source's name and bytes (an unreadable one is skipped), shortened."""
    for source in sources:
        try:
            digest.update(source.name.encode())
            digest.update(source.read_bytes())
        except OSError:
            pass
    return digest.hexdigest()[:16]


def _key_digest(key: tuple) -> bytes:
    """Names the entry of `key` (with the reader's fingerprint, so new code makes new entries)."""
    return hashlib.sha256(repr((reader_fingerprint(), key)).encode()).digest()


def _entry(key: tuple) -> Optional[Path]:
    folder = cache_dir()
    if folder is None:
        return None
    return folder / f"{_key_digest(key).hex()}.pickle"


def _payload(data: bytes, key_digest: bytes) -> Optional[bytes]:
    """The pickled bytes of an entry if its header names this key and its bytes are intact."""
    if len(data) < HEADER_SIZE or not data.startswith(MAGIC):
        return None
    named = data[len(MAGIC):len(MAGIC) + DIGEST_SIZE]
    content = data[len(MAGIC) + DIGEST_SIZE:HEADER_SIZE]
    payload = memoryview(data)[HEADER_SIZE:]
    if named != key_digest or hashlib.sha256(payload).digest() != content:
        return None
    return payload


def load(key: tuple) -> Any:
    """The value stored under `key`, or None: missing, not this key's, damaged, unreadable."""
    entry = _entry(key)
    if entry is None:
        return None
    try:
        with entry.open("rb") as handle:
            data = handle.read()
    except OSError:  # missing: a plain miss
        return None
    payload = _payload(data, _key_digest(key))
    value = _DAMAGED if payload is None else _unpickle(payload)
    if value is _DAMAGED:  # another key's entry, changed bytes, an old format: never trusted again
        _discard(entry)
        return None
    try:
        os.utime(entry)  # used now: pruning deletes the entries used longest ago first
    except OSError:
        pass
    return value


_DAMAGED = object()   # what _unpickle returns for bytes that do not unpickle


def _unpickle(payload: memoryview) -> Any:
    collecting = gc.isenabled()
    try:
        # Unpickling builds many objects that all stay alive (a whole rule set's documents and
        # syntax trees): the cyclic collector, started again and again meanwhile, frees nothing
        # (a new process reading the full rule set: 18 M of 394 M instructions of its load).
        gc.disable()
        return pickle.loads(payload)
    except Exception:  # written by another Python or another teotl: a miss
        return _DAMAGED
    finally:
        if collecting:
            gc.enable()


def _discard(entry: Path) -> None:
    try:
        os.unlink(entry)
    except OSError:
        pass


def store(key: tuple, value: Any) -> None:
    entry = _entry(key)
    if entry is None:
        return
    try:
        payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        header = MAGIC + _key_digest(key) + hashlib.sha256(payload).digest()
        entry.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("wb", dir=entry.parent, delete=False, suffix=".tmp") as handle:
            handle.write(header)
            handle.write(payload)
        os.replace(handle.name, entry)
    except Exception:  # read-only home, full disk, a value that cannot be pickled: no cache
        try:
            os.unlink(handle.name)  # type: ignore[possibly-undefined]
        except Exception:
            pass
        return
    _prune_now_and_then(entry.parent)


def max_bytes() -> int:
    """The folder's size limit: $TEOTL_CACHE_MAX_MB (a number of megabytes), else 256 MB."""
    text = os.environ.get("TEOTL_CACHE_MAX_MB")
    if text is None:
        return DEFAULT_MAX_MB * 1024 * 1024
    return _limit_from(text.strip())


@lru_cache(maxsize=8)
def _limit_from(text: str) -> int:
    """Bytes for a value of $TEOTL_CACHE_MAX_MB; a value that is not a finite number of
    megabytes ≥ 0 says so once on stderr and gives the default (a cache setting never stops
    a command)."""
    try:
        megabytes = float(text)
    except ValueError:
        megabytes = math.nan
    if not math.isfinite(megabytes) or megabytes < 0 or megabytes * 1024 * 1024 > sys.maxsize:
        print(f"teotl: warning: TEOTL_CACHE_MAX_MB={text[:40]!r} is not a number of megabytes "
              f"(0 or more, such as 256); using {DEFAULT_MAX_MB}", file=sys.stderr)
        megabytes = DEFAULT_MAX_MB
    return int(megabytes * 1024 * 1024)


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


grammar.use_table_cache(cache_dir)  # Lark's LALR tables (teotl.language.lalr) are kept next to the entries
