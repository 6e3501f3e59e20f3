"""The language server's reading of a rule file and of a rule set, in process: where the cursor is
(also in text that is not valid YAML yet), and that completion draws on whatever the rule set and
the registry of primitives expose — a kind of name or a verb added later shows up by itself."""
from __future__ import annotations

import dataclasses

import pytest

from teotl.lsp import completion, engine, names
from teotl.lsp.documents import cursor_at, is_effect
from teotl.rules import load_ruleset
from teotl.rules.yaml_loader import load_yaml_text

COMPONENTS = """\
kind: components
components:
  - id: a
    type: discovery
    effect: "gain cocoa 1"
  - id: b
    type: discovery
    triggers:
      - "on eclipse: gain
"""


def test_the_cursor_in_text_that_does_not_load_yet():
    lines = COMPONENTS.split("\n")
    cursor = cursor_at(COMPONENTS, 8, len(lines[8]))          # after `gain` in the unclosed quote
    assert load_yaml_text(COMPONENTS, __import__("pathlib").Path("x.yaml"))[0] is None
    assert cursor.path == ["components", 1, "triggers", 0] and cursor.in_value and cursor.in_string
    assert cursor.prefix == "on eclipse: gain"
    assert is_effect(cursor, set())
    cursor = cursor_at(COMPONENTS, 6, 4)                        # the start of `type:` of item 2
    assert cursor.path == ["components", 1] and cursor.key == "type" and not cursor.in_value


def test_the_cursor_in_loaded_text_knows_the_string_exactly():
    text = COMPONENTS.replace('      - "on eclipse: gain\n', '      - "on eclipse: gain vp 1"\n')
    document, _ = load_yaml_text(text, __import__("pathlib").Path("x.yaml"))
    line = text.split("\n")[4]
    cursor = cursor_at(text, 4, line.index("cocoa"), document)
    assert cursor.pointer == "/components/0/effect" and cursor.prefix == "gain " and cursor.word == "cocoa"


@pytest.fixture(scope="module")
def shipped():
    return load_ruleset(None, ["m6"])


def test_the_words_after_a_verb_follow_its_signature(shipped):
    found = names.names_of(shipped)
    labels = {item.label for item in completion.in_effect("claim ", found)}
    assert set(found.kinds["supplies"]) <= labels                 # `claim SUPPLY [free]`
    assert "free" in labels and "cocoa" not in labels
    labels = {item.label for item in completion.in_effect("gain vp 1; on ", found)}
    assert labels == set(found.kinds["events"])
    labels = {item.label for item in completion.in_effect("gain vp min(", found)}
    assert {"count", "min", "max"} <= labels and "level" in labels      # queries and context values


def test_a_new_kind_of_name_and_a_new_verb_appear_by_themselves(shipped, monkeypatch):
    from teotl.language import registry
    from teotl.model import vocabulary as model
    vocabulary = engine.vocabulary(shipped)
    richer = dataclasses.make_dataclass("Richer", [("realms", dict, dataclasses.field(default_factory=dict))],
                                        bases=(type(vocabulary),))
    made = richer(**{f.name: getattr(vocabulary, f.name) for f in dataclasses.fields(vocabulary)},
                  realms={"market": "a grid", "river": "a graph"})
    monkeypatch.setattr(engine, "vocabulary", lambda ruleset: made)
    monkeypatch.setitem(registry.VERBS, "flood", lambda compiler, node: None)
    monkeypatch.setitem(registry.SIGNATURES, "flood", "flood REALM N")
    found = names.names_of(shipped)
    assert found.kinds["realms"] == {"market": "a grid", "river": "a graph"}
    start = {item.label: item.detail for item in completion.in_effect("", found)}
    assert start["flood"] == "flood REALM N"
    assert {item.label for item in completion.in_effect("flood ", found)} == {"market", "river"}
    assert model.Vocabulary is not richer


def test_templates_written_in_a_rule_file_are_offered_with_their_parameters(shipped):
    ruleset = shipped.copy()
    document = next(iter(ruleset.documents.values()))
    data = dict(document.data)
    data["templates"] = [{"id": "work_edge", "params": [{"tile": "cell"}, {"site": "cell"}], "effect": "nothing"}]
    ruleset.documents = {document.path: dataclasses.replace(document, data=data)}
    found = names.names_of(ruleset)
    item = next(item for item in completion.in_effect("", found) if item.label == "work_edge")
    assert item.detail == "template (tile: cell, site: cell)"
    assert item.insert_text == "work_edge(${1:tile}, ${2:site})"


def test_hover_on_a_statement_keyword_gives_its_forms(shipped):
    from teotl.lsp import lookup
    from teotl.lsp.documents import Cursor
    found = names.names_of(shipped)
    text = lookup.hover_text("gain", Cursor(prefix="ga", word="gain"), True, shipped, found, "en", "components")
    assert text.startswith("**statement** `gain R N, R2 N2`: add to counters") and "`gain R N per Q`" in text
    items = {item.label: item for item in completion.in_effect("", found)}
    assert items["pay"].detail == "pay AMOUNTS -> STMT" and "all or nothing" in items["pay"].documentation.value


def test_a_triggers_event_is_the_event_even_when_a_component_has_its_name():
    from teotl import paths
    from teotl.lsp import lookup
    from teotl.lsp.documents import Cursor
    cacao = load_ruleset(paths.rules_dir() / "cacao")
    assert "final_scoring" in cacao.components          # the flow's rule, and the event it emits
    found = names.names_of(cacao)
    cursor = Cursor(prefix="on final_sc", word="final_scoring")
    assert lookup.hover_text("final_scoring", cursor, True, cacao, found, "en", "components") == "**events**: `final_scoring`"
    file, line, _ = lookup.definition("final_scoring", cacao, found, lookup.after_on(cursor.prefix))
    assert file.name == "game.yaml" and "final_scoring" in file.read_text().split("\n")[line - 1]
    # elsewhere in an effect the name is still the component: `resolve final_scoring`
    elsewhere = Cursor(prefix="resolve final_sc", word="final_scoring")
    assert "Final scoring" in lookup.hover_text("final_scoring", elsewhere, True, cacao, found, "en", "components")
    assert lookup.definition("final_scoring", cacao, found, lookup.after_on(elsewhere.prefix))[0].name == "flow.yaml"


def test_the_language_server_checks_a_new_file_before_its_first_save(mini):
    """A file typed in an editor that is not on disk yet (`:e base/new.yaml`) is checked with its
    module's names, as `teotl check` will check it once saved: it used to be a lone file (schema and
    syntax only), so `gain wod 1` passed; a new module's manifest is read the same way."""
    path = (mini / "base" / "new.yaml").resolve()
    manifest = (mini / "fresh" / "module.yaml").resolve()
    from teotl.lsp.workspace import Workspace
    workspace = Workspace()
    workspace.set_text(path, 'kind: components\ncomponents:\n  - {id: new-tile, type: discovery, effect: "gain wod 1"}\n')
    workspace.set_text(manifest, "kind: module\nid: fresh\nname: Fresh\nrequires: [bsae]\n")
    try:
        found = [(d.code, d.line, d.column) for d in workspace.check(path).by_file.get(path, [])]
        in_manifest = [d.code for d in workspace.check(manifest).by_file.get(manifest, [])]
    finally:
        workspace.close(path)
        workspace.close(manifest)
    assert ("E401", 3, 51) in found, found
    assert "E502" in in_manifest, in_manifest
    assert not path.exists() and not manifest.parent.exists()


def test_completion_in_an_effect_offers_no_id_an_effect_cannot_name():
    """Cacao's `market-2`: `resolve market-2` reads as `resolve market - 2`, so it is not offered;
    the ids an effect can name are, and outside effects (`replaces:`) every id is."""
    from teotl import paths
    from teotl.lsp.documents import Cursor
    cacao = load_ruleset(paths.rules_dir() / "cacao")
    found = names.names_of(cacao)
    labels = {item.label for item in completion.in_effect("resolve ", found)}
    assert "final_scoring" in labels and not any("-" in label for label in labels), labels
    labels = {item.label for item in completion.in_effect("gain gold count(c in box) + ", found)}
    assert "market-2" not in labels and "gold" in labels
    cursor = Cursor(path=[], key="replaces", in_value=True)
    assert "market-2" in {item.label for item in completion.outside_effect(cursor, "module", found, set())}
