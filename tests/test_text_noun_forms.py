"""The forms of a resource that a language's messages ask for, in every shipped rule set
(docs/translating.md, "Case, contractions, articles" and "Gender"): French writes "autant d’or
que", "votre réserve de jetons soleil" with the resource's `de` form, so every French resource
has one; German writes "so viele Kakaofrüchte wie" for a countable resource (`.gender = plural`)
and "so viel Gold wie" for a mass noun. Checked on the catalogues, then on the rendered rule text
of named components, read by hand."""
from __future__ import annotations

from pathlib import Path

import pytest

from teotl.cli import main
from teotl.rules import load_ruleset
from teotl.text.catalogue import Catalogue

REPO = Path(__file__).resolve().parent.parent
RULE_SETS = [None, "cacao", "imperial-settlers"]


def resources_and_catalogue(rules, lang):
    root = REPO / "rules" / rules if rules else None
    ruleset = load_ruleset(root)
    ids = [r["id"] for r in ruleset.game["vocabulary"].get("resources", [])]
    return ids, Catalogue(lang, [root or REPO / "rules" / "teotihuacan"])   # the game's own catalogues


def explain(capsys, *argv) -> str:
    code = main(["explain", *argv])
    out, err = capsys.readouterr()
    assert code == 0 and "Traceback" not in out + err, err
    return out.strip().split("\n")[-1]


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r or "teotihuacan")
def test_every_french_resource_has_its_form_after_de(rules):
    ids, cat = resources_and_catalogue(rules, "fr")
    assert ids
    wrong = {r: cat.term(r, "other", "de") for r in ids
             if not (cat.term(r, "other", "de") or "").startswith(("de ", "d’", "des "))}
    assert not wrong, wrong


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r or "teotihuacan")
def test_a_german_resource_with_a_plural_is_countable(rules):
    """A resource whose plural differs from its singular (Stein/Steine) is counted: `.gender =
    plural`, what `amount-expr` selects "so viele" on."""
    ids, cat = resources_and_catalogue(rules, "de")
    wrong = [r for r in ids if cat.term(r, 1) != cat.term(r, "other") and cat.gender(r) != "plural"]
    assert not wrong, wrong


def test_french_as_much_as_and_a_stock_take_de(capsys):
    # the effects themselves, as the renderer words them (the templates final_scoring calls)
    assert explain(capsys, "sun_score", "--rules", "cacao", "--lang", "fr") == \
        "Gagner autant d’or que votre réserve de jetons soleil."
    assert explain(capsys, "water_score", "--rules", "cacao", "--lang", "fr") == \
        "Gagner autant d’or que la valeur de votre case sur la piste d’eau."
    # and where they are called, in the catalogue's words for the calls: the same sentences
    assert explain(capsys, "final_scoring", "--rules", "cacao", "--lang", "fr").endswith(
        "Gagner autant d’or que votre réserve de jetons soleil. Gagner autant d’or que la valeur de votre "
        "case sur la piste d’eau. Les effets « après chaque décompte final » s’appliquent.")


def test_german_as_many_as_of_a_countable_resource(capsys):
    assert explain(capsys, "take_fruit", "--rules", "cacao", "--lang", "de") == \
        "So viele Kakaofrüchte wie MENGE erhalten."
    assert explain(capsys, "pay_for_overbuild", "--rules", "cacao", "--lang", "de") == "1 Sonnenplättchen verlieren."


def test_portuguese_gold_is_counted_like_the_gain(capsys):
    """"Ganhe 2 ouros" and "venda 1 cacau por 2 ouros", never "por 2 de ouro"."""
    assert explain(capsys, "market-2", "--rules", "cacao", "--lang", "pt") == "Se quiser, venda 1 cacau por 2 ouros."
    assert "6 ouros para quem tem mais trabalhadores" in explain(capsys, "final_scoring", "--rules", "cacao",
                                                               "--lang", "pt")


# the forms of a supply its language's messages ask for, and the words they start with
SUPPLY_FORMS = {"pt": {"em": ("em ", "no ", "na ", "nos ", "nas "), "de": ("de ", "do ", "da ", "dos ", "das ")},
                "fr": {"de": ("de ", "du ", "des ", "d’")},
                "de": {"von": ("von ", "vom ", "aus ")}}


@pytest.mark.parametrize("lang", sorted(SUPPLY_FORMS))
def test_every_shipped_supply_has_the_forms_its_messages_ask_for(lang):
    """"coloque todas as fichas … { $supply_em }" with a supply that has no `em` form read
    "coloque todas as fichas de máscara especial as fichas de máscara especial"."""
    from teotl.text.nouns import Nouns
    wrong = []
    for rules, modules in ((None, ["m6", "m7", "m8", "m9", "solo"]), ("cacao", None), ("imperial-settlers", ["aztecs"])):
        root = REPO / "rules" / rules if rules else None
        ruleset = load_ruleset(root, modules=modules) if modules else load_ruleset(root)
        cat = Catalogue(lang, Nouns.rule_set_dirs(ruleset))
        for term in sorted(t for t in cat.entries.terms
                           if t.startswith("supply-") and not t.endswith(("-label", "-items"))):
            for form, starts in SUPPLY_FORMS[lang].items():
                text = cat.term(term, "other", form) or ""
                if not text.startswith(starts):
                    wrong.append(f"{rules or 'teotihuacan'}: -{term} [{form}] = {text!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang, expected", [
    ("en", "Pay 2 wood: choose a node of the Empire board (“buildable”, not yet claimed) where you have a piece"),
    ("pt", "Pague 2 madeiras: escolha um nó do tabuleiro do Império (“edificável”, ainda de ninguém) onde você "
           "tenha uma peça"),
    ("de", "2 Holz bezahlen: einen noch niemandem gehörenden Knoten des Reichsplans („bebaubar“) mit einer deiner "
           "Figuren wählen"),
    ("fr", "Payer 2 bois : choisir un nœud du plateau de l’Empire (« constructible », encore à personne) où vous "
           "avez un pion"),
])
def test_the_empire_board_and_its_field_in_the_rule_text(capsys, lang, expected):
    """The space takes its article ("um nó do tabuleiro", was "um nó de Tabuleiro do Império") and
    the node field `buildable` its term `-field-buildable` (was the English word in every language)."""
    assert explain(capsys, "construction_reward", "--modules", "m6,m9", "--lang", lang).startswith(expected)


@pytest.mark.parametrize("lang, expected", [
    ("en", "put all special masks into the special-mask supply, then"),
    ("pt", "coloque todas as fichas de máscara especial na reserva de máscaras especiais e depois"),
    ("de", "alle Spezialmasken in den Vorrat an Spezialmasken legen, danach"),
    ("fr", "mettre tous les masques spéciaux dans la réserve de masques spéciaux, puis"),
])
def test_special_masks_go_into_their_supply(capsys, lang, expected):
    assert expected in explain(capsys, "m9_setup", "--modules", "m6,m9", "--lang", lang)
