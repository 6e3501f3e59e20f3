"""Translation coverage: for each language, how many of the engine's messages, of the rule set's
nouns and component names, and of its printed rulebook texts exist, and what is wrong."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Sequence

from teotl.language.expressions import CONTEXT_VALUES
from teotl.model.vocabulary import Vocabulary
from teotl.text.catalogue import FALLBACK, message_variables, read_entries
from teotl.text.render import Renderer
from teotl.text.template_text import needed_terms as template_terms


def needed_terms(ruleset: Any) -> list[str]:
    """The term ids (without `-`) that rendering this rule set may ask for, components excluded."""
    components = list(ruleset.components.values())
    vocab = Vocabulary.from_game(ruleset.game or {}, components)
    terms: list[str] = []
    terms += list(vocab.resources)
    terms += [f"track-{t}" for t in vocab.tracks]
    terms += [f"group-{g}" for g in vocab.groups]
    terms += [f"board-{b.id}" for b in vocab.boards]
    terms += [f"piece-{p}" for p in vocab.pieces]
    terms += [f"supply-{s}" for s in vocab.supplies]
    terms += [f"space-{s}" for s in vocab.spaces]
    terms += [f"label-{w}" for w in sorted(vocab.labels)]
    terms += [f"flag-{f}" for f in sorted(vocab.flags)]
    terms += [f"mark-{m}" for m in sorted(vocab.marks)]
    terms += [f"event-{e}" for e in sorted(vocab.events)]
    terms += [f"counter-{c}" for c in vocab.counters]
    terms += [f"query-{q}" for q in vocab.queries]
    terms += [f"query-{a}" for a, target in vocab.aliases.items() if target in CONTEXT_VALUES]
    terms += [f"table-{t}" for t in vocab.tables]
    terms += [f"type-{t}" for t in sorted(vocab.component_types)]
    terms += [f"tag-{t}" for t in sorted(vocab.tags)]
    keys = set()
    for component in components:
        for path in component.parsed:
            if path.startswith("effects.") and not path[8:].isdigit():
                keys.add(path[8:])
    terms += [f"key-{k}" for k in sorted(keys)]
    game_id = (ruleset.game or {}).get("id")
    if game_id:
        terms.append(f"game-{game_id}")
    terms += [f"module-{m.id}" for m in ruleset.modules]
    terms += template_terms(ruleset)
    seen: set[str] = set()
    return [t for t in terms if not (t in seen or seen.add(t))]


def says_terms(ruleset: Any) -> list[str]:
    """The `says-KEY` terms of the bot's sentences (`data.says` of a component). English needs no
    catalogue entry for them: the rule file's text is the English sentence."""
    keys: list[str] = []
    for component in ruleset.components.values():
        says = component.data.get("says") if isinstance(component.data, dict) else None
        if isinstance(says, dict):
            keys += [f"says-{key}" for key in says if f"says-{key}" not in keys]
    return keys


def _part(have: Iterable[str], wanted: Sequence[str]) -> dict:
    have = set(have)
    missing = [w for w in wanted if w not in have]
    of = len(wanted)
    return {"have": of - len(missing), "of": of, "percent": 100.0 * (of - len(missing)) / of if of else 100.0,
            "missing": missing}


def coverage(ruleset: Any, languages: Sequence[str], extra_dirs: Sequence[Path] = ()) -> dict:
    dirs = list(extra_dirs) + Renderer.rule_set_dirs(ruleset)
    english = read_entries(FALLBACK, dirs)
    english_vars = message_variables(english)
    messages = sorted(english.messages)
    says = says_terms(ruleset)
    terms = needed_terms(ruleset) + says
    components = [f"component-{cid}" for cid in ruleset.components]
    report = {}
    for lang in languages:
        entries = english if lang == FALLBACK else read_entries(lang, dirs)
        variables = english_vars if lang == FALLBACK else message_variables(entries)
        problems = list(entries.problems)
        for message_id, names in sorted(variables.items()):
            expected = english_vars.get(message_id)
            if expected is None:
                problems.append(f"message `{message_id}` is not in the English catalogue (a typo or an old id?)")
            elif names != expected:
                problems.append(f"message `{message_id}`: placeholders {sorted(names)} differ from English "
                                f"{sorted(expected)}")
        printed = [cid for cid, c in ruleset.components.items() if (c.text or {}).get(lang)]
        report[lang] = {
            "messages": _part(entries.messages, messages),
            "terms": _part(set(entries.terms) | (set(says) if lang == FALLBACK else set()), terms),
            "components": _part(entries.terms, components),
            "printed": {"have": len(printed), "of": len(ruleset.components),
                        "percent": 100.0 * len(printed) / len(ruleset.components) if ruleset.components else 0.0,
                        "missing": [], "components": printed},
            "problems": problems,
        }
    return report
