"""A game's words are its own, in every language. The engine's catalogues (rules/i18n) hold no
game's words: Teotihuacan's are in rules/teotihuacan/i18n, read only when it is loaded. They used
to be shipped beside the engine's, so a modder's new game read its module `base` as "Base game" /
"Jeu de base" and its component `turn` as "Un tour", and Cacao named its `agent_hint` type in
Teotihuacan's words. `teotl new game` writes the new game's own catalogues in the four languages,
which check clean and leave nothing to fall back on."""
from __future__ import annotations

import shutil

import pytest

from teotl import paths
from teotl.cli import main
from teotl.rules import load_ruleset
from teotl.scaffold import new_game
from teotl.text import LANGUAGES, Renderer
from teotl.text.catalogue import read_entries
from teotl.text.document import render_document
from teotl.text.status import coverage, needed_terms, says_terms

SHIPPED = [("teotihuacan", ["solo", "m6", "m7", "m8", "m9", "ms1", "m6-solo", "m7-solo", "m8-solo", "m9-solo"]),
           ("cacao", ["chocolatl", "huts", "irrigation", "map"]), ("imperial-settlers", ["aztecs"])]


def words_of(ruleset) -> list[str]:
    """Every term the rule set's text may ask for: its nouns, its bot's sentences, its components."""
    return (needed_terms(ruleset) + says_terms(ruleset) + [f"component-{c}" for c in ruleset.components]
            + [f"module-{m}" for m in ruleset.all_modules])


def explained(ruleset, lang: str) -> tuple[str, list[str]]:
    renderer = Renderer(ruleset, lang)
    items = list(ruleset.components.values())
    return render_document(renderer, items, "md", grouped=True), renderer.warnings   # as `explain --all`


@pytest.mark.parametrize("name, modules", SHIPPED, ids=[name for name, _ in SHIPPED])
def test_the_engine_catalogues_hold_no_word_of_a_shipped_game(name, modules):
    ruleset = load_ruleset(paths.rules_dir() / name, modules)
    words = words_of(ruleset)
    for lang in LANGUAGES:
        engine = read_entries(lang)            # rules/i18n/LANG only
        assert [w for w in words if w in engine.terms] == [], lang


@pytest.mark.parametrize("name, modules", SHIPPED, ids=[name for name, _ in SHIPPED])
def test_each_shipped_game_names_its_nouns_in_its_own_english_catalogue(name, modules):
    """Cacao's `agent_hint` type and `greedy_extra` came from Teotihuacan's catalogue."""
    ruleset = load_ruleset(paths.rules_dir() / name, modules)
    english = read_entries("en", Renderer.rule_set_dirs(ruleset))
    assert [t for t in needed_terms(ruleset) if t not in english.terms] == []


def test_a_new_game_without_catalogues_reads_no_other_games_words(tmp_path):
    new_game("race", tmp_path)
    shutil.rmtree(tmp_path / "race" / "i18n", ignore_errors=True)   # as a game written before had none
    ruleset = load_ruleset(tmp_path / "race")
    for lang in LANGUAGES:
        renderer = Renderer(ruleset, lang)
        assert [w for w in words_of(ruleset) if renderer.cat.knows_term(w)] == [], lang
        text, _ = explained(ruleset, lang)
        assert "Race" in text and "A turn" in text, text        # the rule files' own names
        for other in ("Base game", "Jogo base", "Grundspiel", "Jeu de base", "Um turno", "Ein Zug", "Un tour",
                      "PV", "Siegpunkt"):
            assert other not in text, (lang, other, text)


@pytest.mark.parametrize("lang, words", [
    ("en", ["# Race", "Module: Race", "### A turn (`turn`)", "*type: rule*", "gain 2 coins", "gain 1 VP"]),
    ("pt", ["Módulo: Race", "### Um turno (`turn`)", "*tipo: regra*", "ganhe 2 moedas", "ganhe 1 PV"]),
    ("de", ["Modul: Race", "### Ein Zug (`turn`)", "*Art: Regel*", "2 Münzen erhalten", "1 Siegpunkt erhalten",
            "2 Siegpunkte erhalten"]),
    ("fr", ["Module : Race", "### Un tour (`turn`)", "*type : règle*", "gagner 2 pièces", "gagner 1 PV"]),
])
def test_a_new_game_reads_in_its_own_words_in_each_language(tmp_path, lang, words):
    new_game("race", tmp_path)
    ruleset = load_ruleset(tmp_path / "race")
    text, warnings = explained(ruleset, lang)
    assert warnings == []
    for word in words:
        assert word in text, (word, text)


def test_a_new_games_catalogues_give_the_translator_every_term_and_check_clean(tmp_path, capsys):
    written = new_game("race", tmp_path)
    folder = tmp_path / "race"
    assert {f"i18n/{lang}/race.ftl" for lang in LANGUAGES} <= {p.relative_to(folder).as_posix() for p in written}
    def own(lang: str) -> set[str]:
        return set(read_entries(lang, [folder]).terms) - set(read_entries(lang).terms)
    english = own("en")
    assert {"game-race", "module-base", "component-turn", "coins", "vp", "type-rule"} <= english
    for lang in LANGUAGES:
        assert read_entries(lang, [folder]).problems == []
        assert own(lang) == english, lang                               # the same ids in every language
        text = (folder / "i18n" / lang / "race.ftl").read_text(encoding="utf-8")
        marked = [line for line in text.splitlines() if line.startswith("# translate:")]
        assert len(marked) == (0 if lang == "en" else 2), text          # the names made from NAME
    report = coverage(load_ruleset(folder), list(LANGUAGES))
    assert all(report[lang]["terms"]["missing"] == [] and report[lang]["components"]["missing"] == []
               for lang in LANGUAGES), report
    assert main(["check", "--rules", str(folder)]) == 0
    assert "0 errors, 0 warnings" in capsys.readouterr().out
    # a term added to English only is named in each language that lacks it
    path = folder / "i18n" / "en" / "race.ftl"
    path.write_text(path.read_text(encoding="utf-8") + "-type-card = card\n", encoding="utf-8")
    main(["check", "--rules", str(folder)])
    out = capsys.readouterr().out
    assert out.count("W121") == 3 and "`-type-card` is in en" in out and "i18n/fr/race.ftl" in out, out
