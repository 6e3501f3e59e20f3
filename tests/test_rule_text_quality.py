"""The generated rule text of every shipped component (`teotl explain`), in the four languages, with
the Expansion Period modules and the solo mode loaded (issue 15): no placeholder (`{???}`), no
repeated word, no raw id, no snake_case name, no effect syntax — and the sentences issue 15 found
garbled read right (Construction's tile limit and discount, the cocoa cost's colours)."""
from __future__ import annotations

import re
from functools import lru_cache

import pytest

from teotl.loading import load_runtime
from teotl.text.document import explain_components

LANGS = ("en", "pt", "de", "fr")
MODULE_SETS = ((), ("m6", "m7", "m8", "m9"), ("solo", "m6", "m8", "m9"))
HEADING_ID = re.compile(r"\[[^\]]*\]\s*$")            # a heading names its id in brackets, on purpose
PROBLEMS = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|[{}]|->|\?\?\?|\b(\w+) \1\b|\bNone\b|\b\w+=\w")



@lru_cache(maxsize=None)
def _document(modules: tuple[str, ...], lang: str) -> tuple[str, object]:
    ruleset, runtime = load_runtime(None, list(modules), [], logging=False)
    text, _ = explain_components(ruleset, list(ruleset.components), lang, "text")
    return text, runtime


def bad_lines(text: str, runtime) -> list[str]:
    ids = {cid for cid in runtime.components if re.search(r"[-_0-9]", cid)}
    bad = []
    for line in text.splitlines():
        body = HEADING_ID.sub("", line.rstrip())
        if not body.strip() or set(body) <= set("=- "):
            continue
        words = re.findall(r"[A-Za-z0-9_#-]+", body)
        if PROBLEMS.search(body) or any(w.partition("#")[0] in ids for w in words):
            bad.append(body)
    return bad


@pytest.mark.parametrize("modules", MODULE_SETS, ids=lambda m: "+".join(m) or "base")
@pytest.mark.parametrize("lang", LANGS)
def test_every_component_reads_without_ids_names_or_code(modules, lang):
    text, runtime = _document(modules, lang)
    assert text.count("\n") > 500
    assert bad_lines(text, runtime) == []


def test_the_scan_finds_what_issue_15_saw():
    _, runtime = _document((), "en")
    for line in ("Choose one: {???}", "gain cocoa colours_here", "take asc-a0", "pay cocoa 1 -> claim here",
                 "you may build tiles tiles", "if who=0"):
        assert bad_lines(line, runtime), line
    assert bad_lines("Gain 2 cocoa.", runtime) == []


@pytest.mark.parametrize("lang, limit, discount", [
    ("en", "at most the number of tiles you may build", "your Construction discount off the cost"),
    ("pt", "no máximo o número de fichas que você pode construir", "com o seu desconto de Construção abatido do custo"),
    ("de", "höchstens die Zahl der Plättchen, die du bauen darfst", "dein Rabatt bei der Konstruktion wird von den Kosten abgezogen"),
    ("fr", "au plus le nombre de tuiles que vous pouvez construire", "en déduisant du coût votre réduction en Construction"),
])
def test_construction_says_its_tile_limit_and_its_discount(lang, limit, discount):
    text, _ = _document((), lang)
    assert limit in text and discount in text


@pytest.mark.parametrize("lang, moves", [
    ("en", "Move the worker in question as many boards as the “move” of Teotibot"),
    ("pt", "Mova o trabalhador em questão tantos tabuleiros quanto o valor “deslocamento” de Teotibot"),
    ("de", "so viele Spielpläne wie der Wert „Schrittweite“ von Teotibot"),
    ("fr", "d’autant de plateaux que la valeur « déplacement » de Teotibot"),
])
def test_the_teotibot_moves_by_its_stride_in_words(lang, moves):
    """A data field reads as the rule set's word for it (`-field-stride`), and a move without a
    power-up says no "by 0" (issue 15: "mova-o o valor “stride”")."""
    text, _ = _document(("solo", "m6", "m8", "m9"), lang)
    assert moves in text and "stride" not in text and "by 0," not in text and "em 0 o" not in text


def test_german_names_the_royal_tiles_category_in_german():
    text, _ = _document((), "de")
    assert "mit „Kategorie“ = A" in text and "category" not in text


def test_the_cocoa_cost_counts_every_colour_already_there():
    text, _ = _document((), "en")
    assert "the number of colours among the other workers on this board" in text
    assert "other colours" not in text


# ---------------------------------------------------------------- what is not for players (issue 15)
#: every shipped rule set with all its modules that load together (Teotihuacan: both sets above)
RULE_SETS = (("teotihuacan", ("m6", "m7", "m8", "m9")), ("teotihuacan", ("solo", "m6", "m8", "m9")),
             ("teotihuacan", ("m6", "m8")), ("cacao", ("map", "irrigation", "chocolatl", "huts")),
             ("imperial-settlers", ("aztecs",)))


def _explain_all(capsys, rules: str, modules: tuple[str, ...], lang: str, *extra: str) -> str:
    from teotl.cli import main
    argv = ["explain", "--rules", rules, "--all", "--lang", lang, "--format", "text", *extra]
    if modules:
        argv += ["--modules", ",".join(modules)]
    assert main(argv) == 0
    return capsys.readouterr().out


def _machine_parts(rules: str, modules: tuple[str, ...], lang: str) -> tuple[list[str], list[str]]:
    """(titles of the advice to the computer players, titles of the hooks), found from the rule
    files as written: `type: agent_hint` or only modifiers of `greedy_extra`, and an effect `nothing` that another effect carries out
    by name (`resolve ID`, `try ID`)."""
    from teotl.cli.rulesets import find_ruleset
    from teotl.text.render import Renderer
    ruleset, _ = load_runtime(find_ruleset(rules), list(modules), [], logging=False)
    renderer = Renderer(ruleset, lang)
    sources = " ".join(" ".join([c.effect or "", *c.effects.values(), *c.triggers])
                       for c in ruleset.components.values())
    sources += " ".join(getattr(t.spec, "text", "") for t in ruleset.templates.values())
    hints = [renderer.component_title(c) for c in ruleset.components.values() if c.type == "agent_hint"
             or c.modifiers and all(m.startswith("modify greedy_extra") for m in c.modifiers)]
    hooks = [renderer.component_title(c) for c in ruleset.components.values()
             if (c.effect or "").strip() == "nothing" and not c.effects and not c.triggers
             and re.search(rf"\b(resolve|try) {re.escape(c.id)}\b", sources)]
    return hints, hooks


@pytest.mark.parametrize("rules, modules", RULE_SETS, ids=lambda v: v if isinstance(v, str) else "+".join(v))
@pytest.mark.parametrize("lang", LANGS)
def test_no_hint_for_the_computer_players_and_no_hook_in_the_rule_text(capsys, rules, modules, lang):
    text = _explain_all(capsys, rules, modules, lang)
    hints, hooks = _machine_parts(rules, modules, lang)
    assert [title for title in hints + hooks if title in text] == []
    assert "greedy" not in text.lower() and "guloso" not in text and "gierig" not in text.lower() \
        and "glouton" not in text


def test_the_shipped_rules_have_hints_and_hooks_to_keep_out():
    """The test above is not empty: every game's hints and the Shaman's hook are found."""
    assert len(_machine_parts("cacao", ("chocolatl", "huts"), "en")[0]) == 2
    assert _machine_parts("imperial-settlers", ("aztecs",), "en")[0] == ["What the Aztecs' computer players value"]
    hints, hooks = _machine_parts("teotihuacan", ("m6", "m8"), "en")
    assert len(hints) == 2 and hooks == ["After your Activate Shaman turn"]


def test_authors_see_hints_and_hooks_with_hidden(capsys):
    text = _explain_all(capsys, "teotihuacan", ("m6", "m8"), "en", "--hidden")
    assert "After your Activate Shaman turn" in text and "Greedy agent: a standing Shaman" in text


def test_a_hook_replaced_by_a_module_is_a_rule_again(capsys):
    """m8-solo gives the Shaman's hook a step: then it is rule text, and so is its call."""
    text = _explain_all(capsys, "teotihuacan", ("solo", "m6", "m8"), "en")
    _, hooks = _machine_parts("teotihuacan", ("solo", "m6", "m8"), "en")
    assert "shaman_activated" not in " ".join(hooks)
    assert "[shaman_activated]" in text and "then carry out “After your Activate Shaman" in text


# ---------------------------------------------------------------- template calls as sentences (issue 14)
def _call_patterns(rules: str, modules: tuple[str, ...], lang: str) -> list[str]:
    """"NAME (" for every template with parameters, NAME in `lang`: how a call read before."""
    from teotl.cli.rulesets import find_ruleset
    from teotl.text.render import Renderer
    from teotl.text.template_text import name_of
    ruleset, _ = load_runtime(find_ruleset(rules), list(modules), [], logging=False)
    renderer = Renderer(ruleset, lang)
    return [f"{name_of(renderer, t)} (" for t in ruleset.templates.values() if t.spec.params]


@pytest.mark.parametrize("rules, modules", RULE_SETS[3:], ids=lambda v: v if isinstance(v, str) else "+".join(v))
@pytest.mark.parametrize("lang", LANGS)
def test_no_template_call_reads_as_a_name_and_arguments(capsys, rules, modules, lang):
    text = _explain_all(capsys, rules, modules, lang)
    body = [line for line in text.splitlines() if line.startswith("  ")]     # not the headings
    patterns = _call_patterns(rules, modules, lang)
    assert len(patterns) >= 8
    assert [(p, line.strip()[:80]) for line in body for p in patterns if p.lower() in line.lower()] == []


@pytest.mark.parametrize("lang, altar, chapel", [
    ("en", "count red cards, announce one of these colours, then pray 5, gain Wood equal to the brown cards",
     "count gold cards, pray 5, gain Raze tokens"),
    ("pt", "conte as cartas vermelhas, anuncie uma destas cores e ore 5, ganhe tantas Madeiras",
     "conte as cartas douradas, ore 5, ganhe tantos marcadores de Destruição"),
    ("de", "eine dieser Farben ansagen, dann 5 beten", "5 beten"),
    ("fr", "annoncer une de ces couleurs, puis prier 5", "prier 5"),
])
def test_the_aztec_cards_pray_in_a_sentence(capsys, lang, altar, chapel):
    from teotl.cli import main
    assert main(["explain", "--rules", "imperial-settlers", "--modules", "aztecs", "--lang", lang,
                 "sacrificial-altar", "chapel-of-mars"]) == 0
    out = capsys.readouterr().out
    assert altar in out and chapel in out


# ---------------------------------------------------------------- Cacao and Imperial Settlers in pt/de/fr (issue 15)
#: what the rendered pt/de/fr text had left of English or of the engine before: the names the
#: engine binds (`it`, `placed`, `cell`), parameters in English (`SQUARE`), data fields and values
#: by their ids (`workers`, `aztecs`), and articles a preposition swallows ("de o", "von dem", "de le")
LEFTOVERS = {
    "pt": re.compile(r"\b(it|placed|cell|square|SQUARE|SITE|AMOUNT|workers|aztecs|demo)\b|\b(de|em|por) (o|a|os|as)\b"),
    "de": re.compile(r"\b(it|placed|cell|square|SQUARE|SITE|AMOUNT|workers|aztecs|demo)\b|\b(von|in|an|zu) dem\b"),
    "fr": re.compile(r"\b(it|placed|cell|square|SQUARE|SITE|AMOUNT|workers|aztecs|demo)\b|\b(de|à) (le|les)\b"),
}


@pytest.mark.parametrize("rules, modules", RULE_SETS[3:], ids=lambda v: v if isinstance(v, str) else "+".join(v))
@pytest.mark.parametrize("lang", LANGS)
def test_cacao_and_settlers_read_as_the_language(capsys, rules, modules, lang):
    from teotl.cli.rulesets import find_ruleset
    text = _explain_all(capsys, rules, modules, lang)
    _, runtime = load_runtime(find_ruleset(rules), list(modules), [], logging=False)
    body = "\n".join(line for line in text.splitlines() if line.startswith("  "))
    assert bad_lines(text, runtime) == []
    left = LEFTOVERS.get(lang)
    assert [line.strip()[:100] for line in body.splitlines() if left is not None and left.search(line)] == []


def test_portuguese_contracts_a_preposition_and_an_article():
    from teotl.text.catalogue import Catalogue
    pt, en = Catalogue("pt"), Catalogue("en")
    assert pt.contract("a linha de a casa e o total de os trabalhadores em o tabuleiro, por os seus") == \
        "a linha da casa e o total dos trabalhadores no tabuleiro, pelos seus"
    assert pt.contract("De o topo") == "Do topo" and en.contract("de o") == "de o"
    assert Catalogue("de").contract("ein Feld von dem Dschungel") == "ein Feld vom Dschungel"
    assert Catalogue("fr").contract("le total de les ouvriers jusqu’à le maximum") == \
        "le total des ouvriers jusqu’au maximum"


def test_french_elides_before_a_vowel_but_not_before_a_letter_code():
    """"Le ouvrier de Ana", "au tour de Ana" (the piece and seat sentences of `teotl play`): French
    elides le/la/de/que before a word that starts with a vowel (`-elisions`), never before a
    consonant, a number or a category letter."""
    from teotl.text.catalogue import Catalogue
    fr = Catalogue("fr")
    assert fr.contract("Le ouvrier de Ana va sur la Alchimie, au tour de Ana") == \
        "L’ouvrier d’Ana va sur l’Alchimie, au tour d’Ana"
    assert fr.contract("le marqueur de Bruno, de 4 cacaos, de A, la tuile") == "le marqueur de Bruno, de 4 cacaos, de A, la tuile"
    assert Catalogue("en").contract("de Ana") == "de Ana"


def test_french_does_not_elide_a_pronoun_joined_to_its_verb():
    """`teotl play` left a game "(reprenez-l’avec teotl play --load …)": a pronoun after a
    hyphen belongs to the verb before it and keeps its vowel; an article still elides."""
    from teotl.text.catalogue import Catalogue
    fr = Catalogue("fr")
    assert fr.contract("reprenez-la avec teotl play, prenez-le ici") == "reprenez-la avec teotl play, prenez-le ici"
    assert fr.contract("reprenez la Alchimie") == "reprenez l’Alchimie"
    assert "reprenez-la avec" in fr.format("screen-left", {"path": "partie.json"})


def test_a_contraction_leaves_a_capital_code_alone():
    from teotl.text.catalogue import Catalogue
    assert Catalogue("pt").contract("a pilha de A e De o topo") == "a pilha de A e Do topo"


@pytest.mark.parametrize("lang, modules", (("en", ("m6", "m7", "m8", "m9")), ("pt", ("solo", "m6", "m8", "m9")),
                                           ("de", ("m6", "m7", "m8", "m9")), ("fr", ("m6", "m8"))))
def test_explain_in_play_and_the_server_s_text_keep_machine_parts_out_of_rule_text(lang, modules):
    """`explain ID` in `teotl play` and the server's component text use the filter of
    `teotl explain --all` (teotl.text.audience): naming a hook or an agent hint says it is no
    rule for players, instead of rendering "nothing happens" or the bot's weights as a rule."""
    from teotl import paths
    from teotl.play import start
    from teotl.play.commands import explain_lines
    from teotl.play.log import LogReader
    from teotl.play.words import Words
    from teotl.server.labels import Labels
    from teotl.server.view import play_text
    from teotl.text.audience import not_for_players
    ruleset, runtime = load_runtime(paths.shipped_rulesets()["teotihuacan"], list(modules), [])
    table = start(ruleset, runtime, 2, ["human", "human"], 3, list(modules), [],
                  {"id": "teotihuacan", "name": "teotihuacan"})
    labels = Labels(table.session.loaded, lang)
    words = Words(play_text(labels, table.names), table.names)
    hidden = sorted(not_for_players(table.session.loaded.ruleset))
    assert hidden and ("shaman_activated" in hidden) == (modules[0] != "solo"), hidden   # m8's hook, a step in m8-solo
    said = labels.renderer.cat.format("screen-not-for-players", {})
    view = LogReader(table.session, labels).view(0, 0)
    for cid in hidden:
        text = labels.rule_text(cid)
        assert text["for_players"] is False and [s["text"] for s in text["sections"]] == [said], cid
        lines = [line.plain for line in explain_lines(labels, words, view, cid)]
        assert lines[1:] == [said], (cid, lines)
    shown = next(cid for cid in table.session.loaded.ruleset.components if cid not in hidden)
    assert labels.rule_text(shown)["for_players"] is True
