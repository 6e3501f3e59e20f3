"""`teotl check` reads a rule set's own catalogues (`i18n/<lang>/*.ftl` of the rule set, a module,
`variants/`): an entry that does not parse is W120 at its line and column, an entry one language
of the folder has and another lacks is W121 in the file that lacks it. The renderer never fails
on a catalogue, so without these a slip showed only as English words in a German game. The
language server checks an open `.ftl` the same way (it used to read it as YAML: E107)."""
from __future__ import annotations

from pathlib import Path

from teotl.lsp.workspace import Workspace

EN = "-module-embers = Base game\n-component-ember-pit = Ember pit\n-ember =\n    { $count ->\n" \
     "        [one] ember\n       *[other] embers\n    }\n"
DE = "-module-embers = Grundspiel\n-component-ember-pit = Glutgrube\n-ember = Glut\n"


def catalogues(folder: Path, **languages: str) -> None:
    for lang, text in languages.items():
        (folder / "i18n" / lang).mkdir(parents=True, exist_ok=True)
        (folder / "i18n" / lang / "mine.ftl").write_text(text, encoding="utf-8")


def test_complete_catalogues_check_clean(mini, teotl_check):
    catalogues(mini / "base", en=EN, de=DE, pt=DE, fr=DE)
    run = teotl_check("mini")
    assert run.code == 0 and "W12" not in run.out, run.out


def test_an_entry_missing_from_one_language_is_w121_in_the_file_that_lacks_it(mini, teotl_check):
    catalogues(mini / "base", en=EN, de=DE.replace("-component-ember-pit = Glutgrube\n", ""), fr=DE)
    run = teotl_check("mini")
    line = run.expect("mini/base/i18n/de/mine.ftl:1:1", "W121", "add it to base/i18n/de/mine.ftl, translated")
    assert "`-component-ember-pit` is in en (base/i18n/en/mine.ftl:2) but not in de" in line
    assert run.code == 0 and run.out.count("W121") == 1, run.out      # a warning: the game still runs


def test_english_is_not_asked_for_what_only_translations_have(mini, teotl_check):
    # a parameter's or a field's English name is the rule file's own word: no `-param-…` in en
    catalogues(mini / "base", en=EN, de=DE + "-param-amount = ANZAHL\n", fr=DE + "-param-amount = QUANTITÉ\n")
    assert "W121" not in teotl_check("mini").out
    # … but a translation is: fr lacks what de has
    catalogues(mini / "base", fr=DE)
    teotl_check("mini").expect("mini/base/i18n/fr/mine.ftl:1:1", "W121", "`-param-amount` is in de")


def test_a_module_translated_to_one_language_is_not_asked_for_others(mini, teotl_check):
    catalogues(mini / "ex1", pt="-component-ex-00 = Peça\n")
    assert "W121" not in teotl_check("mini").out


def test_an_entry_the_engine_catalogue_has_is_not_missing(mini, teotl_check):
    # `sentence` is in every shipped rules/i18n/<lang>/engine.ftl: overriding it in en only is fine
    catalogues(mini / "base", en=EN + "sentence = { $clause }!\n", de=DE)
    assert "W121" not in teotl_check("mini").out


def test_another_games_term_does_not_hide_a_missing_one(mini, teotl_check):
    # `-gold` is a term of Teotihuacan's (and Cacao's) catalogues: they are not this rule set's, so
    # a German file without it is W121 (when they were shipped beside the engine's, it was not)
    catalogues(mini / "base", en=EN, pt=DE + "-gold = ouro\n", de=DE, fr=DE + "-gold = or\n")
    line = teotl_check("mini").expect("mini/base/i18n/de/mine.ftl:1:1", "W121", "add it to base/i18n/de/mine.ftl")
    assert "`-gold` is in fr" in line     # the first language that has it (de, fr, pt)


def test_an_entry_that_does_not_parse_is_w120_where_the_parser_stopped(mini, teotl_check):
    broken = DE.replace("-component-ember-pit = Glutgrube", "-component-ember-pit Glutgrube")
    catalogues(mini / "base", en=EN, de=broken)
    run = teotl_check("mini")
    line = run.expect("mini/base/i18n/de/mine.ftl:2:22", "W120", "write `name = text`")
    assert 'Expected token: "="' in line and "`-component-ember-pit Glutgrube`" in line
    run.expect("mini/base/i18n/de/mine.ftl:1:1", "W121", "`-component-ember-pit`")   # so it is missing too


def test_the_language_server_checks_an_open_catalogue_with_its_unsaved_text(mini):
    catalogues(mini / "base", en=EN, de=DE)
    path = (mini / "base" / "i18n" / "de" / "mine.ftl").resolve()
    workspace = Workspace()
    workspace.set_text(path, DE.replace("-ember = Glut", "-ember Glut"))
    try:
        checked = workspace.check(path)
    finally:
        workspace.close(path)
    found = [(d.code, d.line, d.column) for d in checked.by_file.get(path, [])]
    assert ("W120", 3, 8) in found and ("W121", 1, 1) in found
    assert not any(d.code.startswith("E") for ds in checked.by_file.values() for d in ds), checked.by_file


def test_a_templates_sentence_with_a_variable_it_is_never_given_is_w122_at_the_variable(tmp_path, monkeypatch,
                                                                                        teotl_check):
    """`template-harvest-call = colha { $amont } …`: the sentence showed "amont" in the rule text."""
    import shutil

    from conftest import FIXTURES
    shutil.copytree(FIXTURES / "templates", tmp_path / "harvest")
    monkeypatch.chdir(tmp_path)
    ftl = tmp_path / "harvest" / "i18n" / "pt" / "harvest.ftl"
    assert "W122" not in teotl_check("harvest").out            # `{ $amount } de { $crop }`: its parameters
    ftl.write_text(ftl.read_text().replace("{ $amount }", "{ $amont }"), encoding="utf-8")
    line = teotl_check("harvest").expect("harvest/i18n/pt/harvest.ftl:7:33", "W122", "its parameters: `$amount`, `$crop`")
    assert "`$amont` is not a parameter of template `harvest`" in line
    ftl.write_text(ftl.read_text().replace("{ $amont }", "{ $amount-board_dat }"), encoding="utf-8")
    assert "W122" not in teotl_check("harvest").out            # the board a number names (template_text)
    ftl.write_text(ftl.read_text().replace("{ $amount-board_dat }", "{ $amount_acc }"), encoding="utf-8")
    assert "W122" not in teotl_check("harvest").out            # a form of a parameter is the parameter
    # the language server, on the open catalogue (a buffer with the slip again)
    workspace = Workspace()
    workspace.set_text(ftl.resolve(), ftl.read_text().replace("{ $amount_acc }", "{ $amont }"))
    try:
        checked = workspace.check(ftl.resolve())
    finally:
        workspace.close(ftl.resolve())
    assert [(d.code, d.line, d.column) for d in checked.by_file.get(ftl.resolve(), [])] == [("W122", 7, 33)]
