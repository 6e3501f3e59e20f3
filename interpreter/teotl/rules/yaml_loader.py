"""Read one YAML rule file into a `YamlDocument`: plain data plus where every value stands.

The entry points (`load_yaml_file`, `load_yaml_bytes`, `load_yaml_text`) refuse what is not a
text file (too large, binary, not UTF-8, empty), then try the fast reader (libyaml,
`yaml_fast.py`), which answers only for files that load cleanly, and give everything else to the
reference reader (ruamel, `yaml_ruamel.py`), which words every problem as a `Diagnostic` at its
line and column. Nothing in here raises on bad input.

The document and its pointers live in `yaml_document.py`; they are re-exported here, where
most callers have always imported them from.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from teotl.rules.diagnostics import Diagnostic, error
from teotl.rules.yaml_document import (MAX_DEPTH, MAX_FILE_BYTES, ScalarSpan, YamlDocument, pointer_get,
                                       pointer_join, pointer_parts)
from teotl.rules.yaml_ruamel import ruamel_load

__all__ = ["MAX_DEPTH", "MAX_FILE_BYTES", "ScalarSpan", "YamlDocument", "load_yaml_bytes", "load_yaml_file",
           "load_yaml_text", "pointer_get", "pointer_join", "pointer_parts", "ruamel_load"]


def load_yaml_file(path: Path) -> tuple[Optional[YamlDocument], list[Diagnostic]]:
    """Read and load one file. Returns (None, diagnostics) when it cannot be used at all."""
    try:
        if path.is_dir():
            return None, [error("E101", "is a folder, not a file", "give a .yaml file or a rule-set folder",
                                path, 1, 1)]
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            return None, [error("E110", f"the file is {size:,} bytes (limit {MAX_FILE_BYTES:,})",
                                "split it into several component files", path, 1, 1)]
        raw = path.read_bytes()
    except OSError as exc:
        return None, [error("E101", f"cannot read the file: {exc.strerror or exc}",
                            "check the path and its permissions", path, 0, 0)]
    return load_yaml_bytes(raw, path)


def load_yaml_bytes(raw: bytes, path: Path) -> tuple[Optional[YamlDocument], list[Diagnostic]]:
    """Decode and load; the same checks as `load_yaml_file`, for tests and in-memory files."""
    if len(raw) > MAX_FILE_BYTES:
        return None, [error("E110", f"the file is {len(raw):,} bytes (limit {MAX_FILE_BYTES:,})",
                            "split it into several component files", path, 1, 1)]
    if b"\x00" in raw:
        index = raw.index(b"\x00")
        line, column = _byte_position(raw, index)
        return None, [error("E102", "the file looks binary (it contains a NUL byte), not YAML text",
                            "rule files are UTF-8 text; was the wrong file given?", path, line, column)]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, column = _byte_position(raw, exc.start)
        return None, [error("E102", f"the file is not UTF-8 text (byte 0x{raw[exc.start]:02x} cannot be decoded)",
                            "save the file as UTF-8", path, line, column)]
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n")
    return load_yaml_text(text, path, raw)


def _byte_position(raw: bytes, index: int) -> tuple[int, int]:
    line = raw.count(b"\n", 0, index) + 1
    line_start = raw.rfind(b"\n", 0, index) + 1
    column = len(raw[line_start:index].decode("utf-8", errors="replace")) + 1
    return line, column


def load_yaml_text(text: str, path: Path, raw: bytes = b"") -> tuple[Optional[YamlDocument], list[Diagnostic]]:
    if not text.strip():
        return None, [error("E106", "the file is empty", "a rule file starts with `kind:`", path, 1, 1)]
    from teotl.rules.yaml_fast import fast_load  # imports libyaml: only once a file is read
    fast = fast_load(text, path, raw)
    if fast is not None:
        return fast, []
    return ruamel_load(text, path, raw)
