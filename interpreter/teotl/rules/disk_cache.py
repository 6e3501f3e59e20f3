"""A cache on disk of read rule files, so a new process does not parse the same YAML again.

Reading YAML with positions (pure-Python ruamel) is most of the cost of loading a rule set. The
result of reading one file — document, kind, diagnostics — is pickled under a key made of the
file's path, its bytes' hash, the expected kind and a fingerprint of the code that reads it
(teotl's version, the schemas, the grammar), so any change to a file or to the reader makes a
new entry. A cache that cannot be read or written is ignored: it only ever saves time. A whole
finished load is kept too (`teotl.rules.ruleset`, keyed with `code_fingerprint`), so a new
process reads one entry instead of one per file and per effect string.

Where: $TEOTL_CACHE_DIR, else $XDG_CACHE_HOME/teotl, else ~/.cache/teotl. Off: TEOTL_NO_CACHE=1.
"""
from __future__ import annotations

import gc
import hashlib
import os
import pickle
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

from teotl import __version__, paths

FORMAT = 1


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
    for source in sources:
        try:
            digest.update(source.name.encode())
            digest.update(source.read_bytes())
        except OSError:
            pass
    return digest.hexdigest()[:16]


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """`reader_fingerprint` and the engine's code: for entries that hold what the semantic check
    found (it compiles every effect with the engine's runtime and vocabulary)."""
    digest = hashlib.sha256(reader_fingerprint().encode())
    for source in sorted((Path(__file__).resolve().parent.parent / "engine").glob("*.py")):
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
        return pickle.loads(data)
    except Exception:  # missing, truncated, from another Python: a cache miss
        return None
    finally:
        if collecting:
            gc.enable()


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
