"""Where the bytes of a rule file come from: the disk, or the unsaved text of an editor.

Why: the language server checks what the author is typing, before it is saved. It puts each
open buffer here (`set_unsaved`), and every read of a rule file by the loader goes through
`read_bytes`, so a check sees the buffers in place of the files — and the loads remembered per
process (ruleset.py) are judged against the same bytes. Nothing else ever sets a buffer: the
command line reads the disk only.
"""
from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Optional, Union

_UNSAVED: dict[str, bytes] = {}   # the real path of a file → its text as the editor holds it
_LOCK = threading.Lock()


def _key(path: Union[str, os.PathLike]) -> str:
    return os.path.realpath(path)


def set_unsaved(path: Union[str, os.PathLike], data: Optional[bytes]) -> None:
    """Read `data` in place of the file from now on (None: the file on disk again)."""
    with _LOCK:
        if data is None:
            _UNSAVED.pop(_key(path), None)
        else:
            _UNSAVED[_key(path)] = data


def unsaved(path: Union[str, os.PathLike]) -> Optional[bytes]:
    if not _UNSAVED:
        return None
    return _UNSAVED.get(_key(path))


def unsaved_paths() -> list[str]:
    """The real paths of every open buffer (a file typed in an editor may not exist on disk yet)."""
    with _LOCK:
        return sorted(_UNSAVED)


def read_bytes(path: Union[str, os.PathLike]) -> bytes:
    """The file's bytes: the editor's buffer when one is open, else the disk's (OSError as usual)."""
    data = unsaved(path)
    if data is not None:
        return data
    with open(path, "rb") as handle:
        return handle.read()


def size(path: Path) -> int:
    data = unsaved(path)
    return len(data) if data is not None else path.stat().st_size
