"""`teotl lsp` driven as an editor drives it: started as a process, spoken to over stdio
(pygls's client), with a copy of the shipped rule set open — diagnostics as you type (before any
save), completion inside effects and of the YAML's keys, hover, go to definition."""
from __future__ import annotations

import asyncio
import os
import shutil
import sys
from pathlib import Path

import pytest
from lsprotocol import types as t
from pygls.lsp.client import LanguageClient

from conftest import REPO

TIMEOUT = 60


class Editor:
    """A minimal editor: opens and edits files, collects what the server publishes."""

    def __init__(self, client: LanguageClient):
        self.client = client
        self.published: dict[str, list[t.Diagnostic]] = {}
        self.arrived = asyncio.Event()
        self.versions: dict[str, int] = {}

        @client.feature(t.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def on_diagnostics(params: t.PublishDiagnosticsParams) -> None:
            self.published[params.uri] = params.diagnostics
            self.arrived.set()

    async def published_for(self, path: Path) -> list[t.Diagnostic]:
        """The diagnostics of `path` after the next publication that includes it."""
        while True:
            self.arrived.clear()
            await asyncio.wait_for(self.arrived.wait(), TIMEOUT)
            if path.as_uri() in self.published:
                return list(self.published.pop(path.as_uri()))

    def open(self, path: Path, text: str) -> None:
        self.versions[path.as_uri()] = 1
        self.client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(path.as_uri(), "yaml", 1, text)))

    def change(self, path: Path, text: str) -> None:
        uri = path.as_uri()
        self.versions[uri] += 1
        self.client.text_document_did_change(t.DidChangeTextDocumentParams(
            t.VersionedTextDocumentIdentifier(version=self.versions[uri], uri=uri),
            [t.TextDocumentContentChangeWholeDocument(text)]))

    async def complete(self, path: Path, line: int, column: int) -> list[str]:
        result = await self.client.text_document_completion_async(
            t.CompletionParams(t.TextDocumentIdentifier(path.as_uri()), t.Position(line, column)))
        items = result.items if isinstance(result, t.CompletionList) else result or []
        return [item.label for item in items]

    async def hover(self, path: Path, line: int, column: int) -> str:
        result = await self.client.text_document_hover_async(
            t.HoverParams(t.TextDocumentIdentifier(path.as_uri()), t.Position(line, column)))
        return result.contents.value if result is not None else ""

    async def definition(self, path: Path, line: int, column: int):
        return await self.client.text_document_definition_async(
            t.DefinitionParams(t.TextDocumentIdentifier(path.as_uri()), t.Position(line, column)))


def at(text: str, needle: str, offset: int = 0) -> tuple[int, int]:
    """0-based (line, column) of `needle` (plus `offset` characters) in `text`."""
    index = text.index(needle) + offset
    return text.count("\n", 0, index), index - (text.rfind("\n", 0, index) + 1)


async def session(rules: Path, scenario) -> None:
    client = LanguageClient("test-editor", "1")
    editor = Editor(client)
    env = {**os.environ, "PYTHONPATH": str(REPO / "interpreter")}
    await client.start_io(sys.executable, "-m", "teotl", "lsp", env=env)
    try:
        result = await asyncio.wait_for(client.initialize_async(t.InitializeParams(
            capabilities=t.ClientCapabilities(), root_uri=rules.as_uri())), TIMEOUT)
        assert result.capabilities.completion_provider is not None
        assert result.capabilities.hover_provider and result.capabilities.definition_provider
        client.initialized(t.InitializedParams())
        await scenario(editor)
    finally:
        await asyncio.wait_for(client.shutdown_async(None), TIMEOUT)
        client.exit(None)
        await client.stop()


@pytest.fixture
def rules(tmp_path) -> Path:
    copy = tmp_path / "teotihuacan"
    shutil.copytree(REPO / "rules" / "teotihuacan", copy)
    return copy


def test_an_editor_session(rules):
    tiles = rules / "base" / "starting_tiles.yaml"
    variant = rules / "variants" / "first-game.yaml"
    text = tiles.read_text(encoding="utf-8")

    async def scenario(editor: Editor) -> None:
        # a misspelled verb, never saved: a diagnostic on that line, at the word, with the hint
        typo = text.replace('effect: "gain cocoa 3, wood 2, stone 3"', 'effect: "gian cocoa 3, wood 2, stone 3"')
        editor.open(tiles, typo)
        diagnostics = await editor.published_for(tiles)
        line, column = at(typo, "gian cocoa 3, wood 2, stone 3")
        assert [(d.code, d.range.start.line, d.range.start.character, d.range.end.character) for d in diagnostics] \
            == [("E201", line, column, column + 4)]
        assert diagnostics[0].message == "`gian` is not a verb (did you mean `gain`?)"
        assert diagnostics[0].severity == t.DiagnosticSeverity.Error and diagnostics[0].source == "teotl"
        assert tiles.read_text(encoding="utf-8") == text          # nothing was written

        # an unknown name: the semantic checker's diagnostic, at the name
        wrong = text.replace('effect: "gain wood 1, stone 2, gold 3"', 'effect: "gain wood 1, stone 2, gould 3"')
        editor.change(tiles, wrong)
        diagnostics = await editor.published_for(tiles)
        line, column = at(wrong, "gould")
        assert [(d.code, d.range.start.line, d.range.start.character) for d in diagnostics] == [("E401", line, column)]
        assert "did you mean `gold`?" in diagnostics[0].message

        # fixed: the diagnostics go away
        editor.change(tiles, text)
        assert await editor.published_for(tiles) == []

        # completion after `gain `: the resources
        line, column = at(text, 'effect: "gain cocoa 3, wood 2, stone 3"', len('effect: "gain '))
        labels = await editor.complete(tiles, line, column)
        assert {"cocoa", "wood", "stone", "gold", "vp"} <= set(labels) and "any" in labels
        assert "advance" not in labels
        # at the start of a statement: verbs and keywords; after `advance `: tracks
        line, column = at(text, 'effect: "gain cocoa 3, wood 2, stone 3"', len('effect: "'))
        labels = await editor.complete(tiles, line, column)
        assert {"gain", "pay", "choose", "advance", "repeat"} <= set(labels)
        editor.change(tiles, text.replace('"gain cocoa 3, wood 2, stone 3"', '"advance "'))
        await editor.published_for(tiles)
        line, column = at(text, 'effect: "gain cocoa 3, wood 2, stone 3"', len('effect: "advance '))
        labels = await editor.complete(tiles, line, column)
        assert {"blue", "red", "green", "any"} <= set(labels) and "cocoa" not in labels
        editor.change(tiles, text)
        await editor.published_for(tiles)

        # completion of keys: what a component may still have (from the schema)
        line, column = at(text, "    name: \"Starting tile 1\"")
        labels = await editor.complete(tiles, line, 4)
        assert {"cost", "triggers", "tags", "unverified"} <= set(labels)
        assert "effect" not in labels and "id" not in labels       # st-01 has them already

        # hover on a component id: its rule text, as teotl explain renders it
        line, column = at(text, "id: st-01", 5)
        shown = await editor.hover(tiles, line, column)
        assert "Starting tile 1 (`st-01`)" in shown and "Gain 3 cocoa, 2 wood and 3 stone." in shown
        # hover on a verb: its form
        line, column = at(text, 'effect: "gain cocoa 3, wood 2, stone 3"', len('effect: "g'))
        assert "gain" in await editor.hover(tiles, line, column)

        # go to definition: from a variant's patch to the component it names
        variant_text = variant.read_text(encoding="utf-8")
        editor.open(variant, variant_text)
        await editor.published_for(variant)
        needle = next(word for word in ("component: st-", "component: ") if word in variant_text)
        line, column = at(variant_text, needle, len("component: ") + 1)
        target_id = variant_text[variant_text.index(needle) + len("component: "):].split()[0].strip("\"',}")
        location = await editor.definition(variant, line, column)
        assert location is not None and location.uri.endswith(".yaml")
        target = Path(location.uri[len("file://"):])
        target_line = target.read_text(encoding="utf-8").split("\n")[location.range.start.line]
        assert f"id: {target_id}" in target_line

    asyncio.run(session(rules, scenario))


def test_a_module_file_is_checked_with_the_modules_it_needs(rules):
    """A file of m7 (which requires m6) opened alone: checked with m6 loaded, so no echo of
    m6's names; a typo in it is found."""
    royal = rules / "expansion-period" / "m7-mansion" / "royal_tiles.yaml"
    text = royal.read_text(encoding="utf-8")

    async def scenario(editor: Editor) -> None:
        editor.open(royal, text)
        assert await editor.published_for(royal) == []
        broken = text.replace("gain obsidian power", "gain obsidain power", 1)
        editor.change(royal, broken)
        diagnostics = await editor.published_for(royal)
        assert [d.code for d in diagnostics] == ["E401"] and "did you mean `obsidian`?" in diagnostics[0].message

    asyncio.run(session(rules, scenario))
