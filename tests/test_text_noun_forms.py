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
    return ids, Catalogue(lang, [root] if root else [])


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
