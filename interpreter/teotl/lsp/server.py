"""The language server: each request of the protocol answered by the module that knows it.

Text is synchronised whole (the files are small); every open and change is checked at once and
the diagnostics of each file the check covers are published (and those that went away cleared).
The server keeps its rule sets in memory and does not write the disk cache (`TEOTL_NO_CACHE`):
an unsaved buffer's load would fill it with entries no other run can use.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, BinaryIO, Optional

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from teotl import __version__
from teotl.lsp import completion, engine, lookup, schema_nav
from teotl.lsp.diagnostics import to_lsp
from teotl.lsp.documents import cursor_at, is_effect, path_of
from teotl.lsp.names import names_of
from teotl.lsp.workspace import Workspace

TRIGGERS = [" ", "(", ",", ":", "{", "|", ";"]


class RulesServer(LanguageServer):
    def __init__(self, lang: str = "en") -> None:
        super().__init__("teotl", __version__, text_document_sync_kind=types.TextDocumentSyncKind.Full)
        self.lang = lang
        self.rules = Workspace()
        self.published: dict[Path, set[Path]] = {}   # checked file → the files its check published

    # ------------------------------------------------------------------ diagnostics
    def check_and_publish(self, path: Path) -> None:
        """Check `path` and publish the diagnostics of every file its check covers, clearing the
        files the previous check of `path` had diagnostics for and this one has not."""
        checked = self.rules.check(path)
        now = {file for file, found in checked.by_file.items() if found}
        for file in now | self.published.get(path, set()) | {path}:
            lines = self.rules.text(file).split("\n")
            diagnostics = [to_lsp(d, lines) for d in checked.by_file.get(file, [])]
            self.text_document_publish_diagnostics(
                types.PublishDiagnosticsParams(uri=file.as_uri(), diagnostics=diagnostics))
        self.published[path] = now

    # ------------------------------------------------------------------ what is under the cursor
    def context(self, uri: str, position: types.Position) -> tuple[Path, Any, Any, bool, Any, Optional[str]]:
        from teotl.rules.yaml_loader import load_yaml_text
        path = path_of(uri).resolve()
        text = self.rules.text(path)
        document, _ = load_yaml_text(text, path) if text.strip() else (None, [])
        cursor = cursor_at(text, position.line, position.character, document)
        ruleset = self.rules.ruleset(path)
        effect = is_effect(cursor, self.rules.dsl_pointers(path))
        kind = schema_nav.kind_of(path, document.data if document is not None else None)
        return path, cursor, ruleset, effect, document, kind


def build(lang: str = "en") -> RulesServer:
    server = RulesServer(lang)

    @server.feature(types.INITIALIZED)
    def initialized(ls: RulesServer, params: types.InitializedParams) -> None:
        engine.warm_up()

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: RulesServer, params: types.DidOpenTextDocumentParams) -> None:
        path = path_of(params.text_document.uri).resolve()
        ls.rules.set_text(path, params.text_document.text)
        ls.check_and_publish(path)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: RulesServer, params: types.DidChangeTextDocumentParams) -> None:
        path = path_of(params.text_document.uri).resolve()
        for change in params.content_changes:
            if isinstance(change, types.TextDocumentContentChangeWholeDocument):
                ls.rules.set_text(path, change.text)
            else:   # a range change (the server asks for whole texts; some clients send ranges anyway)
                document = ls.workspace.get_text_document(params.text_document.uri)
                ls.rules.set_text(path, document.source)
        ls.check_and_publish(path)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: RulesServer, params: types.DidSaveTextDocumentParams) -> None:
        ls.check_and_publish(path_of(params.text_document.uri).resolve())

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: RulesServer, params: types.DidCloseTextDocumentParams) -> None:
        ls.rules.close(path_of(params.text_document.uri))

    @server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=TRIGGERS))
    def complete(ls: RulesServer, params: types.CompletionParams) -> types.CompletionList:
        path, cursor, ruleset, effect, document, kind = ls.context(params.text_document.uri, params.position)
        names = names_of(ruleset)
        if effect:
            items = completion.in_effect(cursor.prefix, names)
        else:
            existing = set(_mapping_at(document, cursor.path)) if document is not None else set()
            items = completion.outside_effect(cursor, kind, names, existing)
        return types.CompletionList(is_incomplete=False, items=items)

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls: RulesServer, params: types.HoverParams) -> Optional[types.Hover]:
        path, cursor, ruleset, effect, document, kind = ls.context(params.text_document.uri, params.position)
        text = lookup.hover_text(cursor.word, cursor, effect, ruleset, names_of(ruleset), ls.lang, kind)
        if text is None:
            return None
        return types.Hover(contents=types.MarkupContent(types.MarkupKind.Markdown, text))

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    def definition(ls: RulesServer, params: types.DefinitionParams) -> Optional[types.Location]:
        path, cursor, ruleset, effect, document, kind = ls.context(params.text_document.uri, params.position)
        found = lookup.definition(cursor.word, ruleset, names_of(ruleset), effect and lookup.after_on(cursor.prefix))
        if found is None:
            return None
        file, line, column = found
        position = types.Position(max(line - 1, 0), max(column - 1, 0))
        return types.Location(uri=Path(file).resolve().as_uri(), range=types.Range(position, position))

    return server


def _mapping_at(document: Any, path: list) -> dict:
    value = document.data
    for part in path:
        if isinstance(value, dict):
            value = value.get(part, {})
        elif isinstance(value, list) and isinstance(part, int) and part < len(value):
            value = value[part]
        else:
            return {}
    return value if isinstance(value, dict) else {}


def serve(lang: str = "en", stdin: Optional[BinaryIO] = None, stdout: Optional[BinaryIO] = None) -> None:
    """Serve over stdio until the editor says `exit`."""
    os.environ.setdefault("TEOTL_NO_CACHE", "1")
    build(lang).start_io(stdin, stdout)
