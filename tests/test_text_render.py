"""Rule text rendered from the syntax trees (`teotl.text`): every shipped component in every
language, and a sample checked word for word in each language."""
from __future__ import annotations

from pathlib import Path

import pytest

from teotl.rules import load_ruleset
from teotl.text import LANGUAGES, Renderer, render_document

REPO = Path(__file__).resolve().parent.parent
VARIANTS = sorted((REPO / "rules" / "teotihuacan" / "variants").glob("*.yaml"))


@pytest.fixture(scope="module")
def base():
    return load_ruleset(None)


@pytest.fixture(scope="module")
def everything():
    """The base game with every other shipped module that can join it (modules that need one the
    rule set does not have are left out), so every shipped component is rendered."""
    probe = load_ruleset(None)
    chosen: list[str] = []
    for module in sorted(m for m, info in probe.all_modules.items() if not info.default):
        trial = load_ruleset(None, modules=chosen + [module], semantic=False)
        if not trial.errors:
            chosen.append(module)
    ruleset = load_ruleset(None, modules=chosen)
    assert not ruleset.errors
    return ruleset


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_shipped_component_renders_in_every_language(everything, lang):
    renderer = Renderer(everything, lang)
    for component in everything.components.values():
        item = renderer.render_component(component)
        for section in item.sections:
            assert section.text.strip(), (component.id, section.field_path)
            assert "{" not in section.text and "???" not in section.text, (component.id, section.text)
    problems = [w for w in renderer.warnings if "no message" in w or "Unknown" in w or "cannot render" in w
                or "no rendering" in w]
    assert not problems, problems
    document = render_document(renderer, list(everything.components.values()), "md", grouped=True)
    assert document.startswith("# ")


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda p: p.stem)
def test_components_changed_by_a_variant_render(variant):
    from ruamel.yaml import YAML
    requires = list((YAML(typ="safe").load(variant.read_text(encoding="utf-8")) or {}).get("requires") or [])
    known = load_ruleset(None, semantic=False).all_modules
    for module in requires:                       # the modules they need in turn (m7 needs m6)
        requires += [m for m in (known[module].requires if module in known else []) if m not in requires]
    ruleset = load_ruleset(None, modules=[m for m in requires if m != "base"], variants=[variant])
    assert not ruleset.errors
    changed = [c for c in ruleset.components.values()
               if any(Path(source[0]) == variant for source in c.sources.values()) or c.file == variant]

    for lang in LANGUAGES:
        renderer = Renderer(ruleset, lang)
        for component in changed:
            renderer.render_component(component)
        assert not [w for w in renderer.warnings if "no message" in w or "no rendering" in w]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_base_game_needs_no_fallback(base, lang):
    """Portuguese, German and French are complete for the base game: no English, no ids."""
    renderer = Renderer(base, lang)
    render_document(renderer, list(base.components.values()), "md", grouped=True)
    # component names added after the translation are counted by test_text_catalogues instead
    assert [w for w in renderer.warnings if "-component-" not in w] == []


SAMPLES = {
    ("st-00", "effect"): {
        "en": "Gain 3 cocoa and 5 wood.",
        "pt": "Ganhe 3 cacaus e 5 madeiras.",
        "de": "3 Kakao und 5 Holz erhalten.",
        "fr": "Gagner 3 cacaos et 5 bois.",
    },
    ("st-03", "effect"): {
        "en": "Gain 2 cocoa and 3 gold. You may take the top tile of the discovery tile stack, paying its cost.",
        "pt": "Ganhe 2 cacaus e 3 ouros. Se quiser, pegue a ficha do topo da pilha de fichas de descoberta, "
              "pagando o seu custo.",
        "de": "2 Kakao und 3 Gold erhalten. Optional: das oberste Plättchen vom Stapel der Entdeckungsplättchen "
              "nehmen und seine Kosten bezahlen.",
        "fr": "Gagner 2 cacaos et 3 or. Vous pouvez prendre la tuile du dessus de la pioche de tuiles Découverte "
              "en payant son coût.",
    },
    ("royal-r1", "effect"): {
        "en": "As many times as you like, up to the worker’s power: pay 1 cocoa: gain 1 wood and 1 stone.",
        "pt": "Quantas vezes quiser, no máximo o poder do trabalhador: pague 1 cacau: ganhe 1 madeira e 1 pedra.",
        "de": "Beliebig oft, höchstens so oft wie die Stärke des Arbeiters: 1 Kakao bezahlen: 1 Holz und 1 Stein "
              "erhalten.",
        "fr": "Autant de fois que souhaité, au plus autant de fois que la force de l’ouvrier : payer 1 cacao : "
              "gagner 1 bois et 1 pierre.",
    },
    ("asc-a1", "effect"): {
        "en": "Pay 3 cocoa: twice: advance one step on a temple of your choice.",
        "pt": "Pague 3 cacaus: duas vezes: avance um degrau em um templo à sua escolha.",
        "de": "3 Kakao bezahlen: zweimal: auf einem Tempel deiner Wahl 1 Feld vorrücken.",
        "fr": "Payer 3 cacaos : deux fois : avancer d’une case sur un temple de votre choix.",
    },
    ("tech-07", "triggers.0"): {
        "en": "After each main action (the Forest, the Stone Quarry or the Gold Deposits): gain 1 cocoa and 1 VP.",
        "pt": "Após cada ação principal (a Floresta, a Pedreira ou o Depósito de Ouro): ganhe 1 cacau e 1 PV.",
        "de": "Jedes Mal nach „Hauptaktion“ (der Wald, der Steinbruch oder die Goldmine): 1 Kakao und "
              "1 Siegpunkt erhalten.",
        "fr": "Après chaque action principale (la Forêt, la Carrière ou la Mine d’or) : gagner 1 cacao et 1 PV.",
    },
    ("bonus-b3", "effect"): {
        "en": "Gain 3 VP, multiplied by your position on the Avenue of the Dead.",
        "pt": "Ganhe 3 PV, multiplicado por sua posição na Avenida dos Mortos.",
        "de": "3 Siegpunkte mal deine Position auf der Straße der Toten erhalten.",
        "fr": "Gagner 3 PV, multiplié par votre position sur l’Allée des Morts.",
    },
    ("unlock_paid", "effect"): {
        "en": "Pay 3 cocoa: unlock all your locked workers.",
        "pt": "Pague 3 cacaus: desbloqueie todos os seus trabalhadores bloqueados.",
        "de": "3 Kakao bezahlen: alle deine gesperrten Arbeiter freigeben.",
        "fr": "Payer 3 cacaos : libérer tous vos ouvriers bloqués.",
    },
    ("disc-39", "cost"): {"en": "1 cocoa.", "pt": "1 cacau.", "de": "1 Kakao.", "fr": "1 cacao."},
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("where", sorted(SAMPLES), ids=lambda w: f"{w[0]}:{w[1]}")
def test_sample_renders_exactly(base, where, lang):
    cid, path = where
    renderer = Renderer(base, lang)
    assert renderer.effect(base.components[cid].parsed[path]) == SAMPLES[where][lang]


@pytest.mark.parametrize("lang,title", [("en", "Starting tile 0"), ("pt", "Ficha inicial 0"),
                                        ("de", "Startplättchen 0"), ("fr", "Tuile de départ 0")])
def test_component_names_come_from_the_catalogue(base, lang, title):
    assert Renderer(base, lang).component_title(base.components["st-00"]) == title


def test_grid_renders_as_a_table(base):
    item = Renderer(base, "en").render_component(base.components["forest"])
    assert item.grid["columns"] == ["1", "2–3", "4–5"]
    assert item.grid["rows"][2] == ["3", "Gain 2 wood and 1 cocoa.", "Gain 3 wood and 3 cocoa.",
                                    "Gain 4 wood and 5 cocoa."]


def test_an_unknown_noun_falls_back_to_the_rule_files_name_with_a_warning(tmp_path):
    """A module of one's own without catalogue entries still renders (its `name:`, its ids)."""
    from shutil import copytree
    root = tmp_path / "rules"
    copytree(REPO / "rules" / "teotihuacan", root)
    module = root / "extra"
    module.mkdir()
    (module / "module.yaml").write_text("kind: module\nid: extra\nname: Extra\nrequires: [base]\n", encoding="utf-8")
    (module / "tiles.yaml").write_text(
        "kind: components\ncomponents:\n  - id: x-1\n    type: discovery\n    name: \"Odd tile\"\n"
        "    effect: \"gain cocoa 1\"\n", encoding="utf-8")
    ruleset = load_ruleset(root, modules=["extra"])
    assert not ruleset.errors
    renderer = Renderer(ruleset, "pt")
    assert renderer.component_title(ruleset.components["x-1"]) == "Odd tile"
    assert renderer.effect(ruleset.components["x-1"].parsed["effect"]) == "Ganhe 1 cacau."
    assert any("-component-x-1" in w for w in renderer.warnings)


def test_a_missing_message_falls_back_to_english_with_a_warning(tmp_path, base):
    from teotl.text.catalogue import Catalogue
    extra = tmp_path / "i18n" / "pt"
    extra.mkdir(parents=True)
    (extra / "override.ftl").write_text("stmt-gain = ganhe { $amounts } (sobrescrito)\n", encoding="utf-8")
    catalogue = Catalogue("pt", Renderer.rule_set_dirs(base) + [tmp_path])
    del catalogue.entries.messages["sentence"]        # as if a translator forgot it
    renderer = Renderer(base, "pt", catalogue=catalogue)
    text = renderer.effect(base.components["st-00"].parsed["effect"])
    assert text == "Ganhe 3 cacaus e 5 madeiras (sobrescrito)."
    assert any("sentence" in w and "English" in w for w in renderer.warnings)


def test_a_message_in_no_catalogue_shows_its_id_and_never_raises(base):
    renderer = Renderer(base, "de")
    assert renderer.msg("no-such-message", value=3) == "no-such-message(value=3)"
    assert any("no-such-message" in w for w in renderer.warnings)
