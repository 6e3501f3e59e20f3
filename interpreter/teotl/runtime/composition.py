"""What a deck must hold, declared on the supply it is filled into and checked by `teotl check`
(docs/game-model.md §3, code E496):

```yaml
supplies:
  - id: house_deck
    of: house_card                  # the components of this type …
    per_player: true
    composition:
      by: house                     # … grouped by data.house: one deck per value
      cards: 30                     # instances in all
      copies: {3: 3, 2: 6, 1: 9}    # how many different components come in 3, 2 and 1 copies
      distinct: {suit: 2}           # at most 2 different data.suit in one deck
```

A component's copies are its `copies:` (per player, for `{per_player: N}`; the `default` of a
count by number of players), 1 without. Each problem points at the component that breaks the
rule when one does (the card that makes one too many in its number of copies, the card with a
number of copies the deck has no room for, the first card of one suit too many), else at
the declaration (a deck short of cards). The loaded components are checked: a module adding a
deck or a variant patching a card is checked as loaded.
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.runtime.copies import PER_PLAYER, read_copies
from teotl.runtime.runtime import Problem, _get

GAME = "game"
CODE = "E496"


def composition_problems(game: dict, components: list[Any]) -> list[Problem]:
    """Every composition rule of `vocabulary.supplies` broken by the loaded components."""
    problems: list[Problem] = []
    for index, entry in enumerate(((game or {}).get("vocabulary") or {}).get("supplies") or ()):
        rule = entry.get("composition") if isinstance(entry, dict) else None
        if isinstance(rule, dict) and isinstance(rule.get("by"), str):
            problems += _deck_problems(entry, rule, components, f"vocabulary.supplies.{index}.composition")
    return problems


def copies_in_deck(component: Any) -> int:
    """How many copies of a component one deck holds."""
    counts = read_copies(_get(component, "copies"))
    if counts is None:
        return 1
    if PER_PLAYER in counts:
        return counts[PER_PLAYER]
    return counts["default"]


def _decks(entry: dict, by: str, components: list[Any]) -> dict[str, list[Any]]:
    """Deck name → its components in load order: those of the supply's type with data.BY."""
    of = entry.get("of")
    decks: dict[str, list[Any]] = {}
    for component in components:
        if of is not None and _get(component, "type") != of:
            continue
        value = (_get(component, "data", {}) or {}).get(by)
        if value is not None and not isinstance(value, (dict, list)):
            decks.setdefault(str(value), []).append(component)
    return decks


def _deck_problems(entry: dict, rule: dict, components: list[Any], path: str) -> list[Problem]:
    """`path`: where the rule is in game.yaml (list indexes); `at_rule`: the same for a reader."""
    supply, by = entry.get("id"), rule["by"]
    at_rule = f"vocabulary.supplies.{supply}.composition"
    found: list[Problem] = []
    for deck, cards in _decks(entry, by, components).items():
        problems: list[Problem] = []
        named = f"the {by} `{deck}`"
        copies = {_get(c, "id"): copies_in_deck(c) for c in cards}
        wanted = _copies_table(rule.get("copies"))
        if wanted is not None:
            found_by_count: dict[int, list[str]] = {}
            for cid, count in copies.items():
                found_by_count.setdefault(count, []).append(cid)
            for count, ids in sorted(found_by_count.items(), reverse=True):
                room = wanted.get(count, 0)
                for cid in ids[room:]:
                    problems.append(Problem(
                        CODE, f"`{cid}` is one card too many in {count} {_copies(count)} for the deck of {named}: "
                              f"it holds {len(ids)} ({', '.join(ids)}), {room} wanted"
                        if room else f"`{cid}` comes in {count} {_copies(count)}, which the deck of {named} has no "
                                     f"room for (it holds cards in {_counts(wanted)})",
                        f"the deck's cards come in {_wanted_text(wanted)} ({at_rule}): change this card's "
                        "`copies:` or take another card out", cid, "copies" if "copies" in _keys(cards, cid) else ""))
            for count, room in sorted(wanted.items(), reverse=True):
                held = len(found_by_count.get(count, ()))
                if held < room:
                    problems.append(Problem(
                        CODE, f"the deck of {named} holds {held} {_cards(held)} in {count} {_copies(count)}, "
                              f"{room} wanted ({sum(copies.values())} cards in all)",
                        f"add a card with `copies: {count}` to it, or change the rule at {at_rule}",
                        GAME, path + ".copies"))
        total = sum(copies.values())
        if isinstance(rule.get("cards"), int) and total != rule["cards"] and not problems:
            problems.append(Problem(
                CODE, f"the deck of {named} holds {total} cards, {rule['cards']} wanted",
                f"add or take out cards of {named}, or change the rule at {at_rule}", GAME, path + ".cards"))
        for field, most in (rule.get("distinct") or {}).items():
            problems += _distinct_problems(cards, named, str(field), most, at_rule)
        found += problems
    return found


def _distinct_problems(cards: list[Any], named: str, field: str, most: Any, at_rule: str) -> list[Problem]:
    if not isinstance(most, int):
        return []
    seen: list[str] = []
    for card in cards:
        value = (_get(card, "data", {}) or {}).get(field)
        if value is None or str(value) in seen:
            continue
        seen.append(str(value))
        if len(seen) > most:
            return [Problem(CODE, f"the deck of {named} mixes {len(seen)} values of `{field}` "
                                  f"({', '.join(seen)}): at most {most}",
                            f"`{_get(card, 'id')}` is the first card of `{field}: {value}`; play the variant "
                            f"that lifts the rule, or change it at {at_rule}.distinct", _get(card, "id"), "data")]
    return []


def _copies_table(value: Any) -> Optional[dict[int, int]]:
    if not isinstance(value, dict):
        return None
    table = {}
    for key, count in value.items():
        if str(key).isdigit() and isinstance(count, int):
            table[int(key)] = count
    return table


def _keys(cards: list[Any], cid: str) -> set:
    for card in cards:
        if _get(card, "id") == cid:
            raw = _get(card, "raw")
            return set(raw) if isinstance(raw, dict) else ({"copies"} if _get(card, "copies") is not None else set())
    return set()


def _copies(count: int) -> str:
    return "copy" if count == 1 else "copies"


def _cards(count: int) -> str:
    return "card" if count == 1 else "cards"


def _counts(wanted: dict[int, int]) -> str:
    return ", ".join(str(k) for k in sorted(wanted, reverse=True)) + " copies"


def _wanted_text(wanted: dict[int, int]) -> str:
    return ", ".join(f"{room} {_cards(room)} in {count} {_copies(count)}" for count, room in sorted(wanted.items(), reverse=True))
