"""The message catalogues: the engine's (rules/i18n/*/*.ftl) and Teotihuacan's (rules/teotihuacan/
i18n/*/*.ftl) parse, every language has every message, the placeholders of a message are the same
in every language, and the base game's nouns exist — in the game's own catalogues."""
from __future__ import annotations

import pytest

from teotl import paths
from teotl.rules import load_ruleset
from teotl.text.catalogue import FALLBACK, LANGUAGES, catalogue_root, message_variables, read_entries
from teotl.text.status import coverage, needed_terms, says_terms

OTHERS = [lang for lang in LANGUAGES if lang != FALLBACK]
TEOTIHUACAN = [paths.rules_dir() / "teotihuacan"]    # the base game's own catalogues: its i18n/
SHIPPED = {"engine": [], "teotihuacan": TEOTIHUACAN}


@pytest.fixture(scope="module")
def english():
    return read_entries(FALLBACK, TEOTIHUACAN)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", SHIPPED)
def test_catalogue_files_parse(lang, which):
    entries = read_entries(lang, SHIPPED[which])
    assert entries.problems == []
    assert (catalogue_root() / lang / "engine.ftl").is_file()


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("which", SHIPPED)
def test_every_message_exists_in_every_language(lang, which):
    english, entries = read_entries(FALLBACK, SHIPPED[which]), read_entries(lang, SHIPPED[which])
    assert sorted(set(english.messages) - set(entries.messages)) == []
    assert sorted(set(entries.messages) - set(english.messages)) == []   # no stale or misspelt ids


@pytest.mark.parametrize("lang", OTHERS)
def test_placeholders_match_english(english, lang):
    """`$track_dat` counts as `$track` (a form of the same noun); everything else must match."""
    expected = message_variables(english)
    found = message_variables(read_entries(lang, TEOTIHUACAN))
    mismatched = {mid: (sorted(found[mid]), sorted(names)) for mid, names in expected.items()
                  if mid in found and found[mid] != names}
    assert mismatched == {}


def test_every_message_of_the_engine_is_used_or_documented(english):
    """Each message id names what it renders: a statement, verb, query, context value, list …"""
    prefixes = ("sentence", "list-", "with-details", "amount", "stmt-", "case-arm", "key-else", "range-",
                "priority-", "effect-", "expr-", "cmp-", "cond-", "ref-", "ctx-", "query-", "piece-", "verb-",
                "grid-", "field-", "doc-", "source-",
                "ask-", "option-", "event-", "forced-", "preview-", "seat-", "log-",   # play text (text/play_text.py)
                "screen-", "help-", "reply-", "command-",   # the terminal screen (teotl/play/, play-screen.ftl)
                "simulate-log-",                # teotl.simulate_log
                "template-")                    # a rule set's template call sentences (teotl.text.template_text)
    assert [m for m in english.messages if not m.startswith(prefixes)] == []


def test_every_verb_and_query_has_a_message(english):
    import teotl.primitives  # noqa: F401 - registers every verb and query
    from teotl.language.expressions import CONTEXT_VALUES
    from teotl.language.registry import QUERY_FUNCTIONS, VERBS
    verbs = {m.split("-")[1] for m in english.messages if m.startswith("verb-")}
    missing = sorted(set(VERBS) - verbs)
    assert missing == [], f"add `verb-NAME` messages to rules/i18n/*/engine.ftl for {missing} (docs/translating.md)"
    queries = {m[len("query-"):].split("-")[0] for m in english.messages if m.startswith("query-")}
    missing = sorted(set(QUERY_FUNCTIONS) - queries)
    assert missing == [], f"add `query-NAME` messages to rules/i18n/*/engine.ftl for {missing} (docs/translating.md)"
    assert sorted(f"ctx-{c}" for c in CONTEXT_VALUES if f"ctx-{c}" not in english.messages) == []


def test_english_has_every_noun_of_the_base_game():
    ruleset = load_ruleset(None)
    entries = read_entries(FALLBACK, TEOTIHUACAN)
    missing = [t for t in needed_terms(ruleset) if t not in entries.terms]
    assert missing == [], f"add terms to rules/teotihuacan/i18n/en/teotihuacan.ftl: {missing} (docs/translating.md)"


def test_every_base_component_has_an_english_name():
    ruleset = load_ruleset(None)
    entries = read_entries(FALLBACK, TEOTIHUACAN)
    missing = [c for c in ruleset.components if f"component-{c}" not in entries.terms]
    assert missing == [], f"add `-component-ID` terms to rules/teotihuacan/i18n/en/teotihuacan.ftl: {missing}"


@pytest.mark.parametrize("lang", OTHERS)
def test_base_component_names_are_translated(lang):
    """Complete when written; a component added since falls back to English with a warning until
    its translation comes (`teotl i18n status --missing` lists it), so the bar is 95 %."""
    ruleset = load_ruleset(None)
    entries = read_entries(lang, TEOTIHUACAN)
    missing = [c for c in ruleset.components if f"component-{c}" not in entries.terms]
    assert len(missing) <= 0.05 * len(ruleset.components), \
        f"add `-component-ID` terms to rules/teotihuacan/i18n/{lang}/teotihuacan.ftl: {missing}"


def test_coverage_report_counts_what_exists():
    ruleset = load_ruleset(None)
    report = coverage(ruleset, LANGUAGES)
    for lang in LANGUAGES:
        assert report[lang]["messages"]["percent"] == 100.0
        assert report[lang]["terms"]["percent"] >= 95.0
        assert report[lang]["problems"] == []
    assert report["en"]["terms"]["percent"] == 100.0
    assert report["de"]["printed"]["have"] >= 5 and report["fr"]["printed"]["have"] >= 10


def test_bot_sentences_count_as_terms_and_are_translated():
    """`say KEY` renders `-says-KEY`; English takes the text from the rule file's `data.says`, the
    other languages need the term. `i18n status` counts them, so a missing one shows up."""
    ruleset = load_ruleset(None, ["solo", "m6", "m7", "m8", "m9", "ms1"])
    says = says_terms(ruleset)
    assert {"says-mansion_roll", "says-shaman_moves", "says-empire"} <= set(says)
    report = coverage(ruleset, LANGUAGES)
    assert report["en"]["terms"]["missing"] == []
    for lang in OTHERS:
        untranslated = [t for t in report[lang]["terms"]["missing"] if t.startswith("says-")]
        assert untranslated == [], f"add these to rules/teotihuacan/i18n/{lang}/*.ftl: {untranslated}"
