"""Templates as rule text: a call reads as a sentence — the template's own (`template-ID-call`) or
its body with the arguments in place (issue 14: never "Pray (5, …)") —, `teotl explain` renders each
template once with its parameters as placeholders (en, pt, de, fr), and `teotl i18n status` counts
the templates' terms. On the fixture rule set tests/fixtures/templates."""
from __future__ import annotations

import pytest

from teotl.rules.ruleset import load_ruleset
from teotl.text.catalogue import LANGUAGES
from teotl.text.document import render_document
from teotl.text.render import Renderer
from teotl.text.status import coverage, needed_terms

from conftest import FIXTURES

HARVEST = FIXTURES / "templates"


@pytest.fixture(scope="module")
def ruleset():
    return load_ruleset(HARVEST)


def effect_text(ruleset, cid: str, lang: str = "en") -> str:
    renderer = Renderer(ruleset, lang)
    return renderer.effect(ruleset.components[cid].parsed["effect"])


def test_a_call_reads_as_its_body_with_the_arguments_in_place(ruleset):
    assert effect_text(ruleset, "market") == "Gain 3 wood, then gain 1 VP."
    assert effect_text(ruleset, "feast") == "Gain gold equal to 3 × 2 plus 1."
    assert effect_text(ruleset, "census") == "For each of the players (c): gain VP equal to c × 10 plus 2."
    assert effect_text(ruleset, "bounty") == ("Gain stone equal to 2 × 2, then gain 1 VP, then gain 1 stone, "
                                              "then gain 1 VP.")
    assert effect_text(ruleset, "scavenge").startswith("Take a tile of your choice from discard for free, then if")


def test_a_call_reads_as_the_template_s_own_sentence_where_the_catalogue_has_one(ruleset):
    """The fixture's Portuguese catalogue gives `harvest` a sentence: `colha { $amount } de { $crop }`."""
    assert effect_text(ruleset, "market", "pt") == "Colha 3 de madeira."
    assert effect_text(ruleset, "bounty", "pt") == "Colha 2 × 2 de pedra e depois colha 1 de pedra."


def test_a_template_is_rendered_once_with_its_parameters_as_placeholders(ruleset):
    renderer = Renderer(ruleset, "en")
    rendered = {tid: renderer.render_component(t) for tid, t in ruleset.templates.items()}
    harvest = rendered["harvest"]
    assert (harvest.title, harvest.type_label) == ("Harvest (CROP, AMOUNT)", "template (an effect)")
    assert [s.text for s in harvest.sections] == ["Gain CROP equal to AMOUNT. Gain 1 VP."]
    assert harvest.printed == {"en": "Harvest: gain the amount of the crop, and 1 VP."}
    assert (rendered["double"].title, rendered["double"].sections[0].text) == ("Double (X)", "Gives X × 2.")
    assert rendered["double"].type_label == "template (a value)"
    assert rendered["big_harvest"].sections[0].text == ("Gain CROP equal to 2 × 2, then gain 1 VP. "
                                                        "Gain 1 CROP, then gain 1 VP.")
    assert rendered["score"].sections[0].text == "If PICKED shows red: gain 2 VP; otherwise: gain 1 VP."
    # the placeholders are plain text, not missing terms
    assert not [w for w in renderer.warnings if "CROP" in w or "PICKED" in w or "-word-" in w]


@pytest.mark.parametrize("lang, call, kind", [
    ("pt", "Colha 3 de madeira.", "modelo (um efeito)"),
    ("de", "3 Holz erhalten, danach 1 Siegpunkt erhalten.", "Vorlage (ein Effekt)"),
    ("fr", "Gagner 3 bois, puis gagner 1 PV.", "modèle (un effet)"),
])
def test_templates_in_every_language(ruleset, lang, call, kind):
    assert effect_text(ruleset, "market", lang) == call
    item = Renderer(ruleset, lang).render_component(ruleset.templates["harvest"])
    assert item.type_label == kind
    if lang == "pt":   # the fixture's catalogue names it: the term `-template-harvest`
        assert item.title == "Colheita (CROP, AMOUNT)"
        assert Renderer(ruleset, lang).render_component(ruleset.templates["double"]).sections[0].text \
            == "Vale X × 2."


def test_explain_all_lists_each_module_s_templates_after_its_components(ruleset, capsys):
    from teotl.cli import main
    assert main(["explain", "--all", "--rules", str(HARVEST)]) == 0
    out = capsys.readouterr().out
    headings = [line for line in out.splitlines() if line.startswith("#")]
    assert headings[:3] == ["# Harvest", "## Module: Base game", "### Market (`market`)"]
    assert headings[-6:] == ["### Harvest (CROP, AMOUNT) (`harvest`)", "### Double (X) (`double`)",
                             "### Big harvest (CROP) (`big_harvest`)", "### Reward (WHO, BONUS) (`reward`)",
                             "### Fetch (PILE) (`fetch`)", "### Score a card (PICKED) (`score`)"]


def test_explain_a_template_by_id_side_by_side_and_a_misspelt_id(ruleset, capsys):
    from teotl.cli import main
    assert main(["explain", "harvest", "--side-by-side", "en", "--format", "text", "--rules", str(HARVEST)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[:7] == ["Harvest (CROP, AMOUNT) [harvest]", "================================",
                                    "type: template (an effect)", "Printed (en):",
                                    "  Harvest: gain the amount of the crop, and 1 VP.", "Generated (en):",
                                    "  Gain CROP equal to AMOUNT. Gain 1 VP."]
    assert main(["explain", "harvst", "--rules", str(HARVEST)]) != 0
    assert "did you mean harvest" in capsys.readouterr().err.replace("`", "")


def test_explain_a_module_with_its_templates(capsys):
    from teotl.cli import main
    assert main(["explain", "--module", "extra", "--rules", str(HARVEST)]) == 0
    out = capsys.readouterr().out
    assert "### Plentiful harvest (CROP, AMOUNT) (`harvest`)" in out and "Gain CROP equal to AMOUNT × 2." in out


def test_i18n_status_counts_the_templates_terms(ruleset):
    terms = needed_terms(ruleset)
    assert {"template-harvest", "template-double", "template-fetch", "word-deck", "word-discard"} <= set(terms)
    report = coverage(ruleset, list(LANGUAGES))
    assert "template-harvest" not in report["pt"]["terms"]["missing"]       # the fixture's catalogue has it
    assert "template-fetch" in report["pt"]["terms"]["missing"]


def test_a_document_of_components_and_templates_renders_in_every_language(ruleset):
    items = list(ruleset.components.values()) + list(ruleset.templates.values())
    for lang in LANGUAGES:
        text = render_document(Renderer(ruleset, lang), items, "md")
        assert "(CROP, AMOUNT) (`harvest`)" in text and "?" not in text.replace("(`", "")


def test_a_patched_template_reads_as_its_new_body_not_its_sentence(tmp_path):
    """The catalogue's `template-sell_fruit-call` tells the body as declared; a variant's patch
    must show ("every market pays 1 gold more"), so the patched body is written out."""
    from teotl.cli.rulesets import find_ruleset
    from teotl.loading import load_runtime
    variant = tmp_path / "rich-markets.yaml"
    variant.write_text("kind: variant\nid: rich-markets\nname: Rich markets\npatches:\n"
                       "  - {template: sell_fruit, path: effect, set: \"may pay fruit 1 -> gain gold price + 1\"}\n",
                       encoding="utf-8")
    plain, _ = load_runtime(find_ruleset("cacao"), [], [], logging=False)
    rich, _ = load_runtime(find_ruleset("cacao"), [], [variant], logging=False)
    assert effect_text(plain, "market-3") == "You may sell 1 cacao fruit for 3 gold."
    assert effect_text(rich, "market-3") == "You may pay 1 cacao fruit: gain gold equal to 3 plus 1."
