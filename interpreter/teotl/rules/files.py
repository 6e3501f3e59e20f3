"""Read one rule file all the way: YAML → kind → schema → components with parsed DSL fields.

Shared by the rule-set loader and the lone-file check, so a file gives the same diagnostics
whether it is checked alone or as part of its rule set.
"""
from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from teotl.rules import disk_cache, sources
from teotl.rules.diagnostics import Diagnostic, error, warning
from teotl.rules.dsl_fields import DslField, ParseFailure, component_fields, game_fields, parse_field
from teotl.rules.model import Component
from teotl.rules.schema import KINDS, check_kind, validate
from teotl.rules.yaml_loader import MAX_FILE_BYTES, YamlDocument, load_yaml_bytes, pointer_join


@dataclass
class ReadFile:
    """A file after reading: its document (None when unusable), kind and diagnostics."""
    path: Path
    document: Optional[YamlDocument]
    kind: Optional[str]
    diagnostics: list[Diagnostic] = field(default_factory=list)


_CACHE: dict[tuple, ReadFile] = {}
_CACHE_LIMIT = 4096


def read_rule_file(path: Path, expected_kind: Optional[str]) -> ReadFile:
    """Read, load and schema-check one file. Results are cached by path, expected kind and the
    file's bytes: `teotl check` loads the same files once per module selection, and the YAML
    and schema work is most of the cost. Callers get their own diagnostics list; the document
    is shared and must not be changed (patches work on copies)."""
    try:
        if path.is_dir():
            return ReadFile(path, None, None, [error("E101", "is a folder, not a file",
                                                     "give a .yaml file or a rule-set folder", path, 1, 1)])
        size = sources.size(path)
        if size > MAX_FILE_BYTES:
            return ReadFile(path, None, None, [error("E110", f"the file is {size:,} bytes (limit {MAX_FILE_BYTES:,})",
                                                     "split it into several component files", path, 1, 1)])
        raw = sources.read_bytes(path)
    except OSError as exc:
        return ReadFile(path, None, None, [error("E101", f"cannot read the file: {exc.strerror or exc}",
                                                 "check the path and its permissions", path, 0, 0)])
    key = (str(path), expected_kind, hashlib.sha256(raw).digest())
    cached = _CACHE.get(key)
    if cached is None:
        cached = disk_cache.load(key)
        if not isinstance(cached, ReadFile):  # missing, or not what this code stores: read the file
            cached = None
    if cached is None:
        cached = _read_uncached(path, raw, expected_kind)
        disk_cache.store(key, cached)
    if key not in _CACHE:
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        _CACHE[key] = cached
    return ReadFile(cached.path, cached.document, cached.kind, list(cached.diagnostics))


def _read_uncached(path: Path, raw: bytes, expected_kind: Optional[str]) -> ReadFile:
    document, diagnostics = load_yaml_bytes(raw, path)
    if document is None:
        return ReadFile(path, None, None, diagnostics)
    kind, kind_problems = check_kind(document, expected_kind)
    diagnostics += kind_problems
    if kind is not None:
        diagnostics += validate(document, kind)
        diagnostics += _schema_line_warnings(document, kind)
    return ReadFile(path, document, kind, diagnostics)


def _schema_line_warnings(document: YamlDocument, kind: str) -> list[Diagnostic]:
    expected = KINDS[kind]
    if document.schema_ref is None:
        # the schemas an editor should read: the rule set's own copy (docs/editors.md)
        from teotl.rules.modules import find_root
        folder = document.path.resolve().parent
        home = find_root(folder) or folder
        try:
            target = Path(os.path.relpath(home / "schema" / expected, folder)).as_posix()
        except ValueError:
            target = expected
        missing = "" if (home / "schema" / expected).is_file() else "; `teotl new schemas` writes the schemas there"
        return [warning("W101", "no schema line: editors cannot check or complete this file",
                        f"start the file with `# yaml-language-server: $schema={target}`{missing}",
                        document.path, 1, 1)]
    named = document.schema_ref.rsplit("/", 1)[-1]
    if named in KINDS.values() and named != expected:
        return [warning("W102", f"the schema line names `{named}` but this is a `{kind}` file",
                        f"point it at {expected}", document.path, 1, 1)]
    return []


def parse_into(component: Component, document: YamlDocument, base: str, fields: list[DslField],
               diagnostics: list[Diagnostic]) -> int:
    """Parse `fields` (pointers relative to `base` in `document`) into `component.parsed`, record
    where each came from, report syntax errors at their place in the file. Returns how many."""
    for dsl in fields:
        pointer = base + dsl.pointer
        component.sources[dsl.path] = (document.path, pointer)
        result = parse_field(dsl.kind, dsl.text)
        if isinstance(result, ParseFailure):
            component.parsed.pop(dsl.path, None)
            diagnostics.append(syntax_diagnostic(result, document, pointer, component.id or None))
        else:
            component.parsed[dsl.path] = result
    return len(fields)


def syntax_diagnostic(failure: ParseFailure, document: YamlDocument, pointer: str,
                      rule_id: Optional[str]) -> Diagnostic:
    line, column = document.locate_in_string(pointer, failure.line, failure.column)
    return error(failure.code, failure.message, failure.hint, document.path, line, column, rule_id)


def components_of(read: ReadFile, module_id: str, diagnostics: list[Diagnostic]) -> tuple[list[Component], int]:
    """Components of a components (or variant) file, parsed. Items without a text `id` are
    skipped (the schema check reported them). Returns (components, DSL strings parsed)."""
    document = read.document
    if document is None or not isinstance(document.data, dict):
        return [], 0
    items = document.data.get("components")
    if not isinstance(items, list):
        return [], 0
    result, count = [], 0
    for index, raw in enumerate(items):
        if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
            continue
        pointer = pointer_join("/components", index)
        component = Component.from_raw(raw, module_id, document.path, pointer, document.position(pointer))
        count += parse_into(component, document, pointer, list(component_fields(raw)), diagnostics)
        result.append(component)
    return result, count


def parse_game(document: YamlDocument, parsed: dict, sources: dict, diagnostics: list[Diagnostic]) -> int:
    """Parse game.yaml's named queries into `parsed` (keyed "vocabulary.queries.NAME")."""
    count = 0
    for dsl in game_fields(document.data):
        sources[dsl.path] = (document.path, dsl.pointer)
        result = parse_field(dsl.kind, dsl.text)
        count += 1
        if isinstance(result, ParseFailure):
            diagnostics.append(syntax_diagnostic(result, document, dsl.pointer, None))
        else:
            parsed[dsl.path] = result
    return count
