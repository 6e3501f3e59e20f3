"""Whole games read through teotl.text.play_text (issue 15): every prompt, option label, preview,
step taken on a player's behalf and log line of a game answered with the first option at every
decision, in each language, scanned for what a player must never read — component ids
(`disc-47`), snake_case names (`unlock_turn`), engine events (`who=0`), effect code (`{`, `->`,
`resolve`), pieces by number, `is now` lines — and, in Portuguese, German and French, for English
words left in the sentences."""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import pytest

from teotl.loading import load_runtime
from teotl.model.decisions import forced_steps
from teotl.runtime.game import Game
from teotl.text.play_text import PlayText

SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
EVENT = re.compile(r"\b\w+=\w")
CODE = re.compile(r"[{}]|->|\bresolve\b|\bis now\b|\bpiece \d+\b|\?\?\?")
ENGLISH = {"gains", "pays", "takes", "moves", "which", "choose", "worker", "board", "the", "your", "then",
           "goes", "step", "tile", "option", "round", "turn", "power", "with", "from", "how", "far"}


@lru_cache(maxsize=None)
def _loaded(modules: tuple[str, ...], rules: str = ""):
    return load_runtime(Path("rules") / rules if rules else None, list(modules), [], logging=True)


@lru_cache(maxsize=None)
def _lines(modules: tuple[str, ...], lang: str, seed: int, rules: str = "") -> tuple[frozenset, object]:
    """Every text a seat-0 player reads in one game (first option at every decision), and the
    runtime; `rules`: another shipped rule set's folder under rules/ (default Teotihuacan)."""
    ruleset, runtime = _loaded(modules, rules)
    game = Game(runtime, 2, seed)
    text = PlayText(runtime, ruleset, lang, ["Ana", "Bruno"])
    lines: set[str] = set()
    seen = 0
    for _ in range(3000):
        if game.finished:
            break
        decision = game.pending
        lines.add(text.prompt(decision, game.state))
        for option in decision.options:
            label, preview = text.option(decision, option, game.state, game if decision.player == 0 else None)
            lines.update((label, preview))
        with forced_steps() as taken:
            game.answer(decision.options[0].key)
        lines.update(text.forced(step, step.options[0], game.state) for step in taken)
        lines.update(text.event(event, 0, game.state) or "" for event in game.state.log[seen:])
        seen = len(game.state.log)
    assert game.finished, "the game did not end"
    lines.discard("")
    return frozenset(lines), runtime


def problems(line: str, runtime) -> list[str]:
    ids = {cid for cid in runtime.components if re.search(r"[-_0-9]", cid)}
    found = [f"id {w}" for w in re.findall(r"[A-Za-z0-9_#-]+", line) if w.partition("#")[0] in ids]
    found += [f"snake_case {w}" for w in SNAKE.findall(line)]
    found += [f"event {w}" for w in EVENT.findall(line)]
    found += [f"code {w!r}" for w in CODE.findall(line)]
    return found


GAMES = [((), "en", 4), ((), "pt", 4), ((), "de", 4), ((), "fr", 4),
         (("m6", "m7"), "en", 5), (("m6", "m8"), "pt", 5), (("m6", "m9"), "en", 5), (("m6", "m9"), "fr", 6)]


@pytest.mark.parametrize("modules, lang, seed", GAMES)
def test_a_whole_game_reads_without_ids_names_or_code(modules, lang, seed):
    lines, runtime = _lines(modules, lang, seed)
    assert len(lines) > 100
    bad = {line: problems(line, runtime) for line in lines if problems(line, runtime)}
    assert bad == {}


@pytest.mark.parametrize("modules, lang, seed", [g for g in GAMES if g[1] != "en"])
def test_a_game_in_another_language_has_no_english_words(modules, lang, seed):
    lines, _ = _lines(modules, lang, seed)
    words = {w.lower() for line in lines for w in re.findall(r"[A-Za-z]+", line)}
    assert sorted(words & ENGLISH) == []


OTHER_GAMES = [(rules, lang, seed) for rules in ("cacao", "imperial-settlers") for lang in ("en", "pt", "de", "fr")
               for seed in (1, 2)]


@pytest.mark.parametrize("rules, lang, seed", OTHER_GAMES)
def test_the_other_games_read_without_ids_names_code_or_english(rules, lang, seed):
    """The same scans on Cacao and Imperial Settlers. (Imperial Settlers' clean-up logged its
    stone "(Discard what you cannot store)" in every language: the template's `name:`.)"""
    lines, runtime = _lines((), lang, seed, rules)
    assert len(lines) > 50
    assert {line: problems(line, runtime) for line in lines if problems(line, runtime)} == {}
    if lang != "en":
        english = ENGLISH | {"what", "you", "cannot", "store", "discard", "cards", "draw", "each", "and", "when"}
        if lang == "pt":
            english -= {"tile"}  # the Portuguese Cacao rulebook (seed 002) says "tile"
        words = {w.lower() for line in lines for w in re.findall(r"[A-Za-z]+", line)}
        assert sorted(words & english) == []


def test_the_scan_finds_what_issue_15_saw():
    _, runtime = _loaded(())
    for line in ("resolve unlock_turn", "pyr-27 is laid on slot 0", "hop who=0, slot=1", "eclipse_state is now 2",
                 "moves piece 6", "takes asc-a0", "choose { use discovery | use great_discovery }", "{???}"):
        assert problems(line, runtime), line
    assert problems("Ana moves her worker of power 3 to the Forest and pays 1 cocoa.", runtime) == []


def test_english_previews_say_what_an_option_costs_and_gives():
    lines, _ = _lines((), "en", 4)
    previews = [line for line in lines if line.startswith(("pay ", "gain "))]
    assert any(re.match(r"pay \d+ cocoa", line) for line in previews)
    assert any("gain" in line and "→" in line for line in previews)     # a track or a power advanced


def test_a_component_chosen_for_later_previews_its_rule_text():
    """Taking a starting tile into one's hand changes nothing yet: its option's preview says what
    the tile will do, as `teotl explain` reads it (Starting tile 12: 2 cocoa, 3 wood, a step on
    the Avenue of the Dead), in the player's language."""
    from teotl.loading import load_runtime
    from teotl.runtime.game import Game
    from teotl.text.play_text import PlayText
    ruleset, runtime = load_runtime(None, [], [], logging=True)
    game = Game(runtime, 2, 5)
    decision = game.pending
    option = next(o for o in decision.options if o.key == "st-12")
    label, preview = PlayText(runtime, ruleset, "en").option(decision, option, game.state, game)
    assert label == "Starting tile 12"
    # (what is asked next is the same after every tile: left out, teotl.text.preview_text._drop_common_next)
    assert preview == "Gain 2 cocoa and 3 wood. Advance one step on the Avenue of the Dead."
    _, preview = PlayText(runtime, ruleset, "pt").option(decision, option, game.state, game)
    assert preview.startswith("Ganhe 2 cacaus e 3 madeiras.")


def test_a_card_put_from_one_supply_into_another_says_where_it_goes():
    """Imperial Settlers' lookout: `put lookout hand` asks which card goes to the hand, in each
    language (not "do you put there?"); and each card's preview is its rule text (one copy of a
    card with copies included: the Watchtower)."""
    from teotl.loading import load_runtime
    from teotl.runtime.game import Game
    from teotl.text.play_text import PlayText
    from teotl.paths import shipped_rulesets
    ruleset, runtime = load_runtime(shipped_rulesets()["imperial-settlers"], ["aztecs"], [], logging=True)
    game = Game(runtime, 2, 5)
    asked = {lang: PlayText(runtime, ruleset, lang).prompt(game.pending, game.state) for lang in ("en", "pt", "de", "fr")}
    assert asked == {"en": "Which one of the lookout cards goes to your hand?",
                     "pt": "Qual das cartas da vigia vai para a sua mão?",
                     "de": "Welches aus der Auslage kommt in deine Hand?",
                     "fr": "Lequel, parmi les cartes de l’exploration, va dans votre main ?"}
    text = PlayText(runtime, ruleset, "en")
    previews = {text.option(game.pending, o, game.state, game)[0]: text.option(game.pending, o, game.state, game)[1]
                for o in game.pending.options}
    assert previews["Watchtower"].startswith("Cost: 2 Wood. Production: Draw a card.")


def test_a_card_played_through_a_passing_supply_reads_as_played_in_each_language():
    """Imperial Settlers builds a card by putting it from the hand on `site` while its effects
    run, then dealing it on to the empire. "Which one of your hand goes to the card being built
    or dealt?" named the bookkeeping place: the rule set's own messages (`ask-put-to-site`,
    `log-put-to-site`, `log-deal-from-site`) say "play" and where the card ends up, in each
    language; a move they do not name keeps the engine's sentence."""
    from teotl.paths import shipped_rulesets
    ruleset, runtime = load_runtime(shipped_rulesets()["imperial-settlers"], ["aztecs"], [], logging=True)
    game = Game(runtime, 2, 5)
    while not (game.pending.about and game.pending.about[0] == "component" and len(game.pending.about) > 3
               and str(game.pending.about[3]).startswith("site")):
        game.answer(game.pending.options[0].key)
    asked = {lang: PlayText(runtime, ruleset, lang).prompt(game.pending, game.state) for lang in ("en", "pt", "de", "fr")}
    assert asked == {"en": "Which card from your hand do you play?",
                     "pt": "Que carta da sua mão é jogada?",
                     "de": "Welche Karte aus deiner Hand spielst du?",
                     "fr": "Quelle carte de votre main jouez-vous ?"}, asked
    played = {"e": "put", "p": 1, "components": ["hamlet"], "from": "hand@1", "to": "site@1"}
    dealt = {"e": "deal", "components": ["hamlet"], "from": "site@1", "to": "empire@1"}
    said = {lang: [PlayText(runtime, ruleset, lang, ["Ana", "Bruno"]).event(e, 1, game.state) for e in (played, dealt)]
            for lang in ("en", "pt", "de", "fr")}
    assert said["en"] == ["Bruno plays Hamlet from their hand", "Hamlet goes to your empire"], said
    for lang, verb in (("pt", " joga "), ("de", " spielt "), ("fr", " joue ")):
        assert verb in said[lang][0] and "site" not in " ".join(said[lang]), said[lang]
    kept = {"e": "deal", "components": ["hamlet"], "from": "hand@1", "to": "empire@1"}
    assert PlayText(runtime, ruleset, "en", ["Ana", "Bruno"]).event(kept, 1, game.state) == \
        "Hamlet goes from your hand to your empire"


def test_the_pieces_set_out_at_the_start_are_placed_on_boards_in_each_language_s_case():
    """The unplayed colour's pieces go onto three boards: German puts every board of the list
    in the accusative (auf den Wald), Portuguese each with its contracted preposition (na Floresta)."""
    ruleset, runtime = load_runtime(None, [], [], logging=True)
    game = Game(runtime, 2, 8)
    (event, *_) = [e for e in game.state.log if e.get("e") == "scatter"]
    said = {lang: PlayText(runtime, ruleset, lang).event(event, 0, game.state) for lang in ("en", "pt", "de", "fr")}
    assert said == {"en": "Neutral colour 3 places its pieces on the Gold Deposits, Construction and the Forest",
                    "pt": "Cor neutra 3 coloca as suas peças no Depósito de Ouro, na Construção e na Floresta",
                    "de": "Neutrale Farbe 3 stellt ihre Figuren auf die Goldmine, die Konstruktion und den Wald",
                    "fr": "Couleur neutre 3 place ses pièces sur la Mine d’or, la Construction et la Forêt"}


def test_the_solo_action_pyramid_names_its_tiles_in_the_player_s_language():
    """The layout event lists the action tiles by id, so the line reads in the player's language:
    the Alchemy action tile shares its English name with the Alchemy board, and a name-keyed
    lookup left it (and every such tile) in English (oben Alchemy, Mitte links Worship)."""
    ruleset, runtime = load_runtime(None, ["solo"], [], logging=True)
    game = Game(runtime, 2, 3)
    for _ in range(200):
        if any(e.get("e") == "layout" for e in game.state.log):
            break
        game.answer(game.pending.options[0].key)
    event = next(e for e in game.state.log if e.get("e") == "layout")
    assert {cid for _, cid in event["layout"]} <= set(runtime.components) | {"-"}
    said = {lang: PlayText(runtime, ruleset, lang).event(event, 0, game.state) for lang in ("en", "pt", "de", "fr")}
    assert "Alchemy" in said["en"] and "Worship" in said["en"]
    for lang, words in (("de", ("Alchemie", "Anbetung", "Dekoration")), ("pt", ("Alquimia", "Adoração")),
                        ("fr", ("Alchimie", "Adoration"))):
        assert all(w in said[lang] for w in words), said[lang]
        assert not {"Alchemy", "Worship", "Decorations"} & set(re.findall(r"\w+", said[lang])), said[lang]


def test_a_negative_gain_reads_as_a_loss_in_each_language():
    """Cacao's final scoring gains the water track's value, which may be below 0: "gains -4 gold"
    read as nonsense; it is a loss (and a negative loss a gain)."""
    from teotl.paths import shipped_rulesets
    ruleset, runtime = load_runtime(shipped_rulesets()["cacao"], [], [], logging=True)
    game = Game(runtime, 2, 5)
    said = {lang: PlayText(runtime, ruleset, lang, ["Ana", "Bruno"]).event(
        {"e": "gain", "p": 1, "resource": "gold", "amount": -4}, 0, game.state) for lang in ("en", "pt", "de", "fr")}
    assert said == {"en": "Bruno loses 4 gold", "pt": "Bruno perde 4 ouros", "de": "Bruno verliert 4 Gold",
                    "fr": "Bruno perd 4 or"}
    assert PlayText(runtime, ruleset, "en", ["Ana", "Bruno"]).event(
        {"e": "lose", "p": 0, "resource": "gold", "amount": -2}, 0, game.state) == "Ana gains 2 gold"


def test_a_sentence_that_names_its_actor_gives_the_actor_s_own_supply_and_piece_its_own_whose_form():
    """"Ana puts Armorer from your hand" (to Ana) mixed the third person and the second: a supply
    of the seat a sentence names is that seat's own ("their hand", "die eigene Hand", "sa main"),
    to every viewer; another seat's supply stays "your empire" to its owner (Bruno razing Ana's
    Castle). (The Teotibot's `attempt` line, "Bruno tries with their worker", is gone with the verb:
    the template `attempt` logs the events of what the worker does.)"""
    from teotl.paths import shipped_rulesets
    ruleset, runtime = load_runtime(shipped_rulesets()["imperial-settlers"], ["aztecs"], [], logging=True)
    game = Game(runtime, 2, 5)
    own = {"e": "put", "p": 0, "components": ["hamlet"], "from": "hand@0", "to": "empire@0"}
    razed = {"e": "put", "p": 1, "components": ["hamlet"], "from": "empire@0", "to": "foundations@0"}
    said = {(lang, viewer): PlayText(runtime, ruleset, lang, ["Ana", "Bruno"]).event(own, viewer, game.state)
            for lang in ("en", "pt", "de", "fr") for viewer in (0, 1)}
    for lang, words in (("en", "from their hand to their empire"), ("pt", "da sua mão"),
                        ("de", "von der eigenen Hand"), ("fr", "de sa main")):
        assert said[(lang, 0)] == said[(lang, 1)] and words in said[(lang, 0)], said[(lang, 0)]
    text = PlayText(runtime, ruleset, "en", ["Ana", "Bruno"])
    assert text.event(razed, 0, game.state).endswith("from your empire to your foundations")
    assert text.event(razed, 1, game.state).endswith("from the empire of Ana to the foundations of Ana")
    built = {"e": "put", "p": 1, "components": ["hamlet"], "from": "hand@1", "to": "site@1"}
    assert text.event(built, 0, game.state) == "Bruno plays Hamlet from their hand"



@pytest.mark.parametrize("lang, rule", (("en", "A temple’s majority"), ("pt", "A maioria de um templo"),
                                        ("de", "Die Mehrheit an einem Tempel"), ("fr", "La majorité d’un temple")))
def test_final_scoring_lines_say_what_they_scored_for(lang, rule):
    """Cacao's final scoring read "Carla gains 6 gold", "Carla gains -4 gold" with no reason:
    a counted gain logs the rule it counted for (`for`: the template or component), and the line
    names it in the player's language ("… (A temple’s majority)", "… (Final scoring)"): a template
    by its catalogue term (it gave the rule file's English `name:` in every language)."""
    from teotl.paths import shipped_rulesets
    ruleset, runtime = load_runtime(shipped_rulesets()["cacao"], ["chocolatl", "huts", "irrigation", "map"], [],
                                    logging=True)
    game = Game(runtime, 3, 5)
    while not game.finished:
        game.answer(game.pending.options[0].key)
    end = max(i for i, e in enumerate(game.state.log) if e.get("e") == "turn")
    final = [e for e in game.state.log[end:] if e.get("e") == "gain"]
    assert final and all(e.get("for") in ruleset.components or e.get("for") in ruleset.templates for e in final)
    text = PlayText(runtime, ruleset, lang, ["Ana", "Bruno", "Carla"])
    lines = [text.event(e, 0, game.state) for e in final]
    assert all(line.endswith(")") for line in lines), lines
    names = {text.name("component", e["for"]) if e["for"] in ruleset.components
             else text.nouns.component_title(ruleset.templates[e["for"]]) for e in final}
    assert all(any(f"({name})" in line for name in names) for line in lines), lines
    if rule:
        assert any(line.endswith(f"({rule})") for line in lines), lines


def test_the_solo_opponent_s_reasons_read_in_the_player_s_language():
    """The Teotibot's answer lines ("Bruno choisit Bois : the resource it has least of …") gave the
    rule file's English reason in every language: each reason is a term `-why-POLICY-I`, and a
    language without it says no reason rather than an English one."""
    ruleset, runtime = load_runtime(None, ["solo"], [], logging=True)
    game = Game(runtime, 2, 3)
    while not game.finished and sum(e.get("e") == "auto" for e in game.state.log) < 12:
        game.answer(game.pending.options[0].key)
    autos = [e for e in game.state.log if e.get("e") == "auto"]
    english = {str(e["why"]) for e in autos}
    assert autos and all(why for why in english)
    for lang in ("pt", "de", "fr"):
        text = PlayText(runtime, ruleset, lang, ["Ana", "Bruno"])
        lines = [text.event(e, 0, game.state) for e in autos]
        assert not any(why in line for line in lines for why in english), lines
        assert all(len(line.split(":")) >= 2 and line.rsplit(":", 1)[1].strip() for line in lines), lines
    assert all(e["why"] in PlayText(runtime, ruleset, "en").event(e, 0, game.state) for e in autos)
    # the answer inside the sentence: "Bruno chooses the blue temple", "Bruno wählt den blauen Tempel"
    temple = next((e for e in autos if e.get("answer") in ("blue", "red", "green")), None)
    if temple is not None:
        said = {lang: PlayText(runtime, ruleset, lang, ["Ana", "Bruno"]).event(temple, 0, game.state)
                for lang in ("en", "de")}
        assert said["en"].startswith(f"Bruno chooses the {temple['answer']} temple:"), said
        assert said["de"].startswith("Bruno wählt den ") and "en Tempel:" in said["de"], said


def test_german_names_another_seat_s_piece_with_its_article_and_places_on_the_jungle_in_the_accusative():
    """"Arbeiter von Bruno zieht auf den Steinbruch" lacked its article; "legt … auf dem Dschungel"
    put the place in the dative where German asks the accusative (wohin?)."""
    ruleset, runtime = load_runtime(None, [], [], logging=True)
    game = Game(runtime, 2, 4)
    seen = 0
    while not any(e.get("e") == "move" and e.get("p") == 1 for e in game.state.log[seen:]):
        seen = len(game.state.log)
        game.answer(game.pending.options[0].key)
    move = next(e for e in game.state.log[seen:] if e.get("e") == "move" and e.get("p") == 1)
    line = PlayText(runtime, ruleset, "de", ["Ana", "Bruno"]).event(move, 0, game.state)
    assert line.startswith("Der Arbeiter von Bruno zieht auf "), line
    from teotl.paths import shipped_rulesets
    ruleset, runtime = load_runtime(shipped_rulesets()["cacao"], [], [], logging=True)
    game = Game(runtime, 2, 5)
    while not any(e.get("e") == "place" for e in game.state.log):
        game.answer(game.pending.options[0].key)
    place = next(e for e in game.state.log if e.get("e") == "place")
    line = PlayText(runtime, ruleset, "de", ["Ana", "Bruno"]).event(place, 1, game.state)
    assert " auf den Dschungel in Reihe " in line, line


def test_nothing_owed_says_nothing():
    """"Bruno owes 0 cocoa and pays 0 cocoa" (a salary of nothing) is no line; a real debt is."""
    ruleset, runtime = load_runtime(None, [], [], logging=True)
    game = Game(runtime, 2, 4)
    text = PlayText(runtime, ruleset, "en", ["Ana", "Bruno"])
    nothing = {"e": "owe", "p": 1, "resource": "cocoa", "due": 0, "paid": 0, "penalty": 0}
    assert text.event(nothing, 0, game.state) is None
    assert text.event(dict(nothing, due=2, paid=2), 0, game.state) == "Bruno owes 2 cocoa and pays 2 cocoa"


@pytest.mark.parametrize("lang, said", [("en", "In which order? Next: the workers on the edge work"),
                                        ("pt", "Em que ordem? A seguir: os trabalhadores da borda trabalham"),
                                        ("de", "In welcher Reihenfolge? Als Nächstes: die Arbeiter an der Kante arbeiten"),
                                        ("fr", "Dans quel ordre ? Ensuite : les ouvriers du bord travaillent")])
def test_an_order_prompt_leaves_out_the_item_being_picked(lang, said):
    """Cacao asks each player to order their edges (`each e in any_order(…): work_edge(e)`); the
    prompt read "Next: the workers on edge e work", "an der Kante e": the rule's letter for
    the edge being picked. Each option names an edge, so the prompt leaves it out."""
    lines, _ = _lines((), lang, 1, "cacao")
    asked = {line for line in lines if line.startswith(said.split("?")[0])}
    assert said in asked, sorted(asked)
    assert not any(re.search(r"\b[a-z]\b (work|arbeiten|trabalham|travaillent)", line) for line in asked)


@pytest.mark.parametrize("lang, sun, water", (
        ("en", "Sun tokens at the end", "The water track at the end"),
        ("pt", "Os marcadores de sol no fim", "A trilha de navegação no fim"),
        ("de", "Die Sonnenplättchen am Ende", "Die Wasserleiste am Ende"),
        ("fr", "Les jetons soleil à la fin", "La piste d’eau à la fin")))
def test_cacao_s_sun_tokens_and_water_track_are_named_at_the_end(lang, sun, water):
    """The sun tokens' gold and the water track's (−10 for a carrier left at the start) both read
    "(Final scoring)", the name of the whole rule: a player could not tell which was which.
    Each is a template of its own, named in every language. (Seed 5: someone ends with a sun token.)"""
    from teotl.paths import shipped_rulesets
    ruleset, runtime = load_runtime(shipped_rulesets()["cacao"], [], [], logging=True)
    game = Game(runtime, 2, 5)
    while not game.finished:
        game.answer(game.pending.options[0].key)
    final = [e for e in game.state.log if e.get("for") in ("sun_score", "water_score")]
    players = {e["p"] for e in game.state.log if e.get("e") == "turn"}
    assert {e["for"] for e in final} == {"sun_score", "water_score"}
    assert len([e for e in final if e["for"] == "water_score"]) == len(players)   # every player's carrier
    text = PlayText(runtime, ruleset, lang, ["Ana", "Bruno"])
    lines = {e["for"]: text.event(e, 0, game.state) for e in final}
    assert lines["sun_score"].endswith(f"({sun})") and lines["water_score"].endswith(f"({water})"), lines


@pytest.mark.parametrize("lang, expected", (("en", "is laid on the Pyramid"), ("de", "wird auf die Pyramide gelegt"),
                                            ("fr", "est posée sur la Pyramide"), ("pt", "é colocada na Pirâmide")))
def test_the_pyramid_s_set_up_tiles_are_laid_on_the_pyramid_with_its_article(lang, expected):
    """Set-up laid fourteen lines of "Pyramidenplättchen 26 wird auf Pyramide gelegt" ("is laid on
    Pyramid", "est posée sur Pyramide"): the grid is named with its article where the language needs one."""
    ruleset, runtime = _loaded(())
    game = Game(runtime, 2, 3)
    text = PlayText(runtime, ruleset, lang, ["Ana", "Bruno"])
    laid = [text.event(e, 0, game.state) for e in game.state.log if e.get("e") == "preplace"]
    assert laid and all(line.endswith(expected) for line in laid), laid[:2]
