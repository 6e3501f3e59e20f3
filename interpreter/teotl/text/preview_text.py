"""An option's preview as a player reads it: what it costs, what it gives, where the pieces go,
what comes next — from the engine's `Outcome` (teotl.runtime.preview), in the catalogue's words.

    "pay 2 coins · gain 3 gems, 1 point · your piece → level 2 · then: Which place?"

`Previews.of(game, decision, option)` works out every option of a decision at once, the first
time one is asked for, and keeps them until the game moves on (a screen shows them all; the
browser asks again at every refresh).
"""
from __future__ import annotations

from typing import Any, Optional

from teotl.language.registry import RENDERERS
from teotl.model.decisions import about_of
from teotl.model.instances import component_of
from teotl.runtime.preview import Base, Outcome

#: a next `choose` with at most this many options is told by its options in a preview
CHOICES_SPELLED_OUT = 3


class Previews:
    """The previews of the options of the decision last asked about (see the module's docstring)."""

    def __init__(self, nouns: Any):
        self.nouns = nouns
        self._key: Optional[tuple] = None
        self._texts: dict[str, str] = {}
        self._rule_texts: dict[str, str] = {}  # component id → its rule text (the rules do not change)

    def of(self, game: Any, decision: Any, option: Any) -> str:
        key = (id(game), len(game.answers), tuple(o.key for o in decision.options))
        if key != self._key:
            self._key, self._texts = key, {}
            base = Base(game)
            worked: dict[str, tuple[list, str]] = {}
            for each in decision.options:
                try:
                    outcome = base.outcome(decision, each)
                except Exception:  # noqa: BLE001 - a preview is a help: never a reason for a prompt to fail
                    outcome = None
                worked[each.key] = describe_parts(self.nouns, outcome, each, self._rule_texts, about_of(decision)) \
                    if outcome is not None else ([], "")
            _drop_common_next(self.nouns, decision, worked)
            for each in decision.options:
                parts, then = worked[each.key]
                self._texts[each.key] = _joined(self.nouns, parts + [then] if then else parts)
        return self._texts.get(option.key, "")


def _drop_common_next(n: Any, decision: Any, worked: dict[str, tuple[list, str]]) -> None:
    """What comes next, left out of every option's preview when it is the same after each (their
    own component's name aside): "then: Which way round does this tile go?" on every free cell
    of a grid, "then: where does <the tile chosen> go?" on every tile of a hand, told the player
    nothing the options differ by, once per line."""
    if len(decision.options) < 2:
        return
    said = set()
    for each in decision.options:
        then = worked[each.key][1]
        if not then:
            return
        chosen = component_of(each.key) if isinstance(each.key, str) else None
        if chosen in getattr(n.runtime, "components", {}):
            then = then.replace(n.cat.noun(n.component(chosen)), "\x00")
        said.add(then)
        if len(said) > 1:
            return
    for each in decision.options:
        worked[each.key] = (worked[each.key][0], "")


def rule_text(n: Any, cid: str, known: dict) -> str:
    """A component's rule text in one line (`teotl explain`'s sentences), kept in `known`."""
    if cid not in known:
        component = n.ruleset.components.get(cid) if getattr(n, "ruleset", None) is not None else None
        try:
            rendered = n.render_component(component) if component is not None else None
        except Exception:  # noqa: BLE001 - a preview is a help: never a reason for a prompt to fail
            rendered = None
        known[cid] = " ".join(n.msg("field-inline", label=s.label, text=s.text) if s.label else s.text
                              for s in rendered.sections) \
            if rendered is not None else ""
    return known[cid]


def _joined(n: Any, parts: list) -> str:
    return n.msg("preview-parts", parts=" · ".join(p for p in parts if p)) if parts else ""


def describe_parts(n: Any, outcome: Outcome, option: Any = None, rule_texts: Optional[dict] = None,
                   about: Any = None) -> tuple[list, str]:
    """The outcome's parts, for its seat (who sees "you", the others by name), and apart from
    them what comes next ("then: …", or "" when the turn ends there); a component
    the option itself names (its label says it) is not repeated as taken, nor one the question
    is about (`about`, the decision's: "Which way round does this tile go?") as taken
    or placed; a component chosen that changes nothing yet shows its rule text (`rule_texts`: a
    cache of them)."""
    seat = outcome.seat
    named = {option.key} if option is not None else set()
    asked = _asked_about(about)
    parts = []
    own = outcome.resources.get(seat, {})
    switched = {name: n.switched(name, abs(change), change > 0, "preview") for name, change in own.items()}
    paid = [(name, -change) for name, change in own.items() if change < 0 and switched[name] is None]
    gained = [(name, change) for name, change in own.items() if change > 0 and switched[name] is None]
    if paid:
        parts.append(n.msg("preview-pay", amounts=n.amounts_of(paid)))
    if gained:
        parts.append(n.msg("preview-gain", amounts=n.amounts_of(gained)))
    parts.extend(text for text in switched.values() if text is not None)   # "raise your banner"
    for track, (old, new) in outcome.tracks.get(seat, {}).items():
        parts.append(n.msg("preview-track", track=n.track(track), before=old, after=new))
    owned = [c for c in outcome.owned.get(seat, []) if c not in named and c not in asked]
    if owned:
        parts.append(n.msg("preview-own", components=n.join([n.cat.noun(n.component(c)) for c in owned])))
    unseen = outcome.hidden_owned.get(seat, [])
    if unseen:
        types = [n.type_of(c) for c in unseen]
        parts.append(n.msg("preview-own", components=n.join(
            [n.msg("amount", count=types.count(t), resource=n.what_noun(t, types.count(t))) for t in dict.fromkeys(types)])))
    for component in outcome.placed:
        if component in asked:
            continue
        parts.append(n.msg("preview-placed", component=n.component(component)))
    for old, new in outcome.pieces:
        parts.append(_piece(n, old, new))
    for name, (old, new) in outcome.counters.items():
        flag = n.switched(name, abs(new - old), new > old, "preview") if {old, new} == {0, 1} else None
        parts.append(flag or n.msg("preview-counter", counter=n.counter(name), before=old, after=new))
    for other, changes in sorted(outcome.resources.items()):
        if other == seat:
            continue
        amounts = [n.msg("preview-signed", sign="plus" if c > 0 else "minus", amount=n.amount_of(name, abs(c)))
                   for name, c in changes.items()]
        parts.append(n.msg("preview-other", who=n.seat(other), changes=n.join(amounts)))
    if outcome.chance:
        parts.append(n.msg("preview-chance"))
    chosen = component_of(option.key) if option is not None and isinstance(option.key, str) else None
    if not parts and chosen in getattr(n.runtime, "components", {}):
        # a component chosen now that works later (a tile taken into one's hand, a card kept for
        # later; one copy of several alike): what it will do, as its rule text reads
        parts.append(rule_text(n, chosen, rule_texts if rule_texts is not None else {}))
    nxt = outcome.next
    choices = _choices(n, nxt) if nxt is not None and nxt.player == seat else None
    if choices:
        then = n.msg("preview-then-choose", options=choices)
    elif nxt is not None and nxt.player == seat:
        then = n.msg("preview-then", question=_question(n, nxt))
    elif nxt is not None:
        then = n.msg("preview-then-other", who=n.seat(nxt.player))
    else:
        then = ""
    return parts, then


def _asked_about(about: Any) -> set:
    """The component instances the decision's question names (`about`'s details: "Which way
    round does this tile go?"): every option would otherwise repeat "place" it."""
    named: set = set()
    for detail in (about or ())[1:]:
        detail = getattr(detail, "id", detail)  # (a component's information: its instance id)
        if isinstance(detail, str):
            named.add(detail)
    return named


def _piece(n: Any, old: Any, new: Any) -> str:
    """A piece that moved, changed level or was locked: where it goes and its level now."""
    shown = n.piece_text(new, where=False)
    if old is None:
        return n.msg("preview-piece-new", piece=shown, board=n.board(new.at), level=new.value)
    if old.at != new.at:
        return n.msg("preview-piece-move", piece=shown, board=n.board(new.at), level=new.value)
    if old.value != new.value:
        return n.msg("preview-piece-level", piece=shown, before=old.value, after=new.value)
    return n.msg("preview-piece-locked" if new.held else "preview-piece-unlocked", piece=shown)


def _choices(n: Any, decision: Any) -> Optional[str]:
    """A next `choose` spelled out by its options ("then: gain a resource of your choice or draw
    a card"), when it has at most CHOICES_SPELLED_OUT of them: its question alone ("What do you
    do?") says nothing an option's preview could tell apart. None for any other decision."""
    about = about_of(decision)
    if not about or about[0] != "choose" or len(decision.options) > CHOICES_SPELLED_OUT:
        return None
    offered = [about[1].options[int(option.key) - 1] for option in decision.options]  # (keys: "1", "2", …)
    labels = [n.action(node, label=False) for node in offered]
    return n.join(labels, "or") if all(labels) else None


def _question(n: Any, decision: Any) -> str:
    """The next decision's question (the play text's prompt, without a circle through PlayText)."""
    about = about_of(decision)
    render = RENDERERS.get(("prompt", about[0])) if about else None
    text = render(n, decision, about) if render is not None else None
    return text if text else n.msg("ask-kind-other")
