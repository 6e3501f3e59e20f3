"""A template without parameters whose body is `nothing` is a hook (docs/translating.md, "What is
not rule text"; teotl.text.audience): a place where a module puts a step by replacing it. While no
module replaces it, the rule text neither calls it ("… Activate the workers: … After the
activations. …" promised a step that does not exist) nor lists it; with the module it is a step."""
from __future__ import annotations

import pytest

from teotl.cli import main


def explain(capsys, *argv) -> str:
    code = main(["explain", *argv])
    out, err = capsys.readouterr()
    assert code == 0 and "Traceback" not in out + err, err
    return out


@pytest.mark.parametrize("lang, hook", [("en", "After the activations"), ("pt", "Depois das ativações"),
                                        ("de", "Nach den Aktivierungen"), ("fr", "Après les activations")])
def test_a_hook_template_is_no_step_and_no_rule(capsys, lang, hook):
    activation = explain(capsys, "activation", "--rules", "cacao", "--lang", lang)
    assert hook not in activation, activation
    assert f"### {hook}" not in explain(capsys, "--all", "--rules", "cacao", "--lang", lang)
    assert hook in explain(capsys, "--all", "--rules", "cacao", "--lang", lang, "--hidden")


def test_the_call_reads_in_full_where_nothing_is_hidden(capsys):
    assert explain(capsys, "activation", "--rules", "cacao").strip().endswith(
        "the workers on the edge e work. Take the mark “laid this turn” off every cell of the jungle.")


def test_a_module_that_replaces_the_hook_makes_it_a_step(capsys):
    text = explain(capsys, "activation", "--rules", "cacao", "--modules", "huts")
    assert "After the activations" in text or "after the activations" in text.lower(), text


def test_imperial_settlers_clean_up_has_no_empty_step(capsys):
    base = explain(capsys, "tidy_up", "--rules", "imperial-settlers")
    assert "Blessing tokens and stored cards at clean-up" not in base, base
    aztecs = explain(capsys, "tidy_up", "--rules", "imperial-settlers", "--modules", "aztecs")
    assert "Blessing" in aztecs or "blessing" in aztecs, aztecs
