"""Files a command writes for the user (a game record, an event log, results): checked before
the work that fills them, written whole or not at all.

Why: a path that cannot be written used to be found out only after a whole game was played (and
the game was lost), and a failed write could leave a half-written `.tmp` beside the target. A
command asks `unwritable_reason` first, while nothing is at stake, and writes with `write_whole`.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Optional


class WriteError(Exception):
    """A file that could not be written; the message says why, in words (no exception names)."""


def unwritable_reason(path: Path) -> Optional[str]:
    """Why `path` cannot be written as a file, or None when it looks writable. A probe file is
    created and removed in its folder: permissions alone do not tell (a read-only disk, /proc)."""
    path = Path(path)
    if not str(path) or path.name in ("", ".", ".."):
        return "give a file name"
    if "\0" in str(path):
        return "a file name cannot hold a NUL character"
    try:
        return _unwritable(_target(path))
    except OSError as error:  # a name too long, a loop of links
        return f"cannot use {path} ({_words(error)})"


def _target(path: Path) -> Path:
    """The file a write lands in: a link to a regular file is followed (the link stays a link)."""
    return path.resolve() if path.is_symlink() and path.is_file() else path


def _unwritable(path: Path) -> Optional[str]:
    if path.is_dir():
        return f"{path} is a folder; give a file name inside it, such as {path / 'game.json'}"
    folder = path.parent
    if not folder.exists():
        return f"there is no folder {folder}"
    if not folder.is_dir():
        return f"{folder} is not a folder"
    if path.exists() and not os.access(path, os.W_OK):
        return f"{path} is not writable"
    if path.exists() and not path.is_file():
        return None  # a device or a pipe (/dev/stdout): written into, not replaced
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        return f"cannot write in the folder {folder} ({_words(error)})"
    return None


def write_whole(path: Path, text: str) -> None:
    """Write `text` to `path` through a temporary file beside it, so the target is either the old
    file or the whole new one; the temporary file never stays behind. A target that exists and
    is not a regular file (/dev/stdout, a pipe) is written into, never replaced; a symbolic link
    is followed. Raises WriteError."""
    path = Path(path)
    reason = unwritable_reason(path)
    if reason is not None:
        raise WriteError(reason)
    path = _target(path)
    if path.exists() and not path.is_file():
        try:
            with path.open("w", encoding="utf-8") as out:
                out.write(text)
        except OSError as error:
            raise WriteError(_words(error)) from None
        return
    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except OSError as error:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise WriteError(_words(error)) from None


def write_somewhere(text: str, prefix: str, suffix: str) -> Optional[Path]:
    """A last resort when the file asked for cannot be written after the work is done: the text
    in a new file of the system's temporary folder (its path returned), or None."""
    try:
        handle, name = tempfile.mkstemp(prefix=prefix, suffix=suffix)
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        return Path(name)
    except OSError:
        return None


def outputs_writable(command: str, *outputs: tuple[str, Optional[Path]]) -> bool:
    """Every output file named on a command line (option, path) can be written, or one line on
    stderr says which cannot and why: checked before the work (a whole game, a long simulation)
    that would fill it."""
    for option, path in outputs:
        reason = unwritable_reason(path) if path is not None else None
        if reason is not None:
            print(f"teotl {command}: error: {option} {path}: {reason}", file=sys.stderr)
            return False
    return True


def write_output(command: str, console: Any, path: Path, text: str, what: str, suffix: str,
                 note: str = "") -> bool:
    """Write a file the work produced and say so on `console` (a rich Console); when that fails
    after all (a full disk, a folder removed meanwhile), say why on stderr and keep the text in a
    temporary file instead of losing it. False when `path` was not written."""
    try:
        write_whole(path, text)
    except WriteError as problem:
        kept = write_somewhere(text, "teotl-", suffix)
        where = f"; it was written to {kept} instead" if kept is not None else ""
        print(f"teotl {command}: error: cannot write the {what} to {path}: {problem}{where}", file=sys.stderr)
        return False
    console.print(f"{what} written to {path}{note}", markup=False, soft_wrap=True)
    return True


def _words(error: OSError) -> str:
    return (error.strerror or str(error)).lower()
