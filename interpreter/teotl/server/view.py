"""`state_view`: everything one seat's page may show, as JSON — the only function the page reads.

Why one function: the page (and any other client) is written against this JSON; what a seat may
see (`visibility.py`) and what things are called (`labels.py`) are decided here, once. The
prompts, option labels (with their previews) and log sentences are the play text's
(teotl.text.play_text, the same words as `teotl play`): `prompt_label`, `option_label`, `log_text`.
"""
from __future__ import annotations

import weakref
from typing import Any, Optional, Sequence

from teotl.server import cell_grids, core, spaces
from teotl.server.labels import Labels
from teotl.server.pictures import picture_file
from teotl.server.session import Session
from teotl.server.visibility import HIDDEN_NAME, Visibility
from teotl.text.play_nouns import HIDDEN_COMPONENT

_VISIBILITY: "weakref.WeakKeyDictionary[core.Runtime, Visibility]" = weakref.WeakKeyDictionary()
_TEXTS: "weakref.WeakKeyDictionary[core.Runtime, dict]" = weakref.WeakKeyDictionary()


def visibility_of(session: Session) -> Visibility:
    """Who sees which supply, worked out once per compiled rule set."""
    runtime = session.loaded.runtime
    known = _VISIBILITY.get(runtime)
    if known is None:
        known = _VISIBILITY[runtime] = Visibility(session.loaded.ruleset, runtime)
    return known


def state_view(session: Session, seat: Optional[int], lang: str, log_lines: int = 400) -> dict[str, Any]:
    """The game as `seat` sees it (None: a watcher, who sees only what every seat sees)."""
    game, loaded = session.game, session.loaded
    runtime, state = loaded.runtime, game.state
    labels = Labels(loaded, lang)
    sight = visibility_of(session)
    hidden = sight.hidden_components(state, seat)
    names = seat_names_in(session, labels)
    drawn_spaces = spaces.all_spaces(runtime, state, labels, names)
    view: dict[str, Any] = {
        "game": {"id": session.id, "ruleset": loaded.name, "title": str((loaded.ruleset.game or {}).get("name") or loaded.name),
                 "modules": list(loaded.modules), "variants": list(loaded.variants), "players": game.players,
                 "version": len(game.answers), "round": game.rounds, "turn": game.turns, "active": game.active,
                 "finished": game.finished, "created": session.created, "updated": session.updated},
        "viewer": {"seat": seat, "lang": lang, "languages": list(core.LANGUAGES),
                   "can_undo": seat is not None and seat in session.answered_by},
        "score": {"id": game.flow.score, "name": labels.label(game.flow.score)},
        "players": [_player(session, p, seat, labels, sight, names) for p in state.players],
        "spaces": drawn_spaces,
        "supplies": _shared_supplies(session, state, seat, labels, sight),
        "counters": [{"id": k, "name": labels.label(k), "value": v} for k, v in state.counters.items()
                     if k not in runtime.vocab.hidden_counters],
        "decision": _decision(session, seat, labels, hidden, drawn_spaces, names),
        "log": _log(session, seat, labels, sight, hidden, log_lines, names),
    }
    if game.finished:
        view["result"] = {"scores": game.scores(), "ranking": game.ranking(), "winner": game.winner(),
                          "stopped_by_limit": game.stopped_by_limit, "seed": game.seed}
    return view


# ---------------------------------------------------------------------------- players
def _player(session: Session, player: Any, seat: Optional[int], labels: Labels, sight: Visibility,
            names: Sequence[str]) -> dict[str, Any]:
    runtime = session.loaded.runtime
    index = player.index
    owned = []
    for cid in player.owned:
        info = runtime.components.get(cid.partition("#")[0])
        ctype = info.type if info is not None else ""
        owned.append({"id": cid, "name": labels.component(cid), "type": ctype, "type_name": labels.type_name(ctype),
                      "used": cid in player.used, "fresh": cid in player.fresh, "place": f"component:{cid}",
                      "picture": picture_url(session, cid), "marks": _marks(session, cid, labels)})
    hands = []
    for key, contents in session.game.state.supplies.items():
        name, owner = sight.split(key)
        if owner != index or not contents:
            continue
        shown = sight.sees(key, seat)
        hands.append({"id": name, "key": key, "name": labels.player_supply(name, index, seat, names),
                      "label": labels.player_supply_label(name), "size": len(contents), "visible": shown,
                      "components": [_component(session, cid, labels) for cid in contents] if shown else None})
    seat_info = session.seats[index] if index < len(session.seats) else None
    return {"seat": index, "name": names[index] if seat_info else f"#{index + 1}",
            "agent": seat_info.agent if seat_info else "", "you": seat == index,
            "active": not session.game.finished and session.game.pending is not None
                      and session.game.pending.player == index,
            "score": player.counters.get(session.game.flow.score, 0),
            "counters": [{"id": k, "name": labels.label(k), "value": v, "place": f"resource:{index}:{k}"}
                         for k, v in player.counters.items() if _shown(runtime, k, index, seat)],
            "tracks": [{"id": k, "name": labels.label(k), "value": v} for k, v in player.tracks.items()
                       if _shown(runtime, k, index, seat)],
            "tokens": [{"space": space, "text": line}
                       for space, line in play_text(labels, names).positions(session.game.state, index)],
            "owned": owned, "flags": [{"id": k, "name": labels.label(k), "value": v} for k, v in player.flags.items()
                                                    if v and k not in runtime.vocab.hidden_counters],
            "supplies": hands}


def _shown(runtime: core.Runtime, name: str, owner: int, seat: Optional[int]) -> bool:
    """Is a player's resource or track value on the seat's page? Not the rules' bookkeeping
    (`hidden: true`), nor another player's `visible: owner` value."""
    vocab = runtime.vocab
    return name not in vocab.hidden_counters and (owner == seat or name not in vocab.owner_only)


def _component(session: Session, cid: str, labels: Labels) -> dict[str, Any]:
    info = session.loaded.runtime.components.get(cid.partition("#")[0])
    ctype = info.type if info is not None else ""
    return {"id": cid, "name": labels.component(cid), "type": ctype, "type_name": labels.type_name(ctype),
            "place": f"component:{cid}", "picture": picture_url(session, cid), "marks": _marks(session, cid, labels)}


def _marks(session: Session, cid: str, labels: Labels) -> list[dict[str, Any]]:
    """The marks on a component instance (public, like the tokens laid on a card)."""
    held = session.game.state.marks.get(cid) or {}
    return [{"id": name, "name": labels.mark(name, count), "count": count} for name, count in sorted(held.items()) if count]


def _shared_supplies(session: Session, state: Any, seat: Optional[int], labels: Labels,
                     sight: Visibility) -> list[dict[str, Any]]:
    shown = []
    vocab = session.loaded.runtime.vocab
    for key, contents in state.supplies.items():
        name, owner = sight.split(key)
        spec = vocab.supplies.get(name)
        if owner is not None or spec is None or spec.per_player or not contents:
            continue
        open_ = sight.sees(key, seat)
        shown.append({"id": name, "name": labels.title(name), "of": spec.of,
                      "of_name": labels.type_name(spec.of) if spec.of else "", "columns": spec.columns,
                      "size": len(contents), "visible": open_,
                      "components": [_component(session, cid, labels) for cid in contents] if open_ else None})
    return shown


def picture_url(session: Session, component_id: str) -> Optional[str]:
    base = component_id.partition("#")[0]
    if picture_file(session.loaded, base) is None:
        return None
    return f"/api/rulesets/{session.loaded.name}/pictures/{base}"


# ---------------------------------------------------------------------------- the decision
def _decision(session: Session, seat: Optional[int], labels: Labels, hidden: set[str],
              drawn_spaces: list[dict], names: Sequence[str]) -> Optional[dict[str, Any]]:
    game = session.game
    pending = game.pending
    if game.finished or pending is None:
        return None
    who = pending.player
    decision: dict[str, Any] = {"seat": who, "seat_name": names[who] if who < len(session.seats) else "",
                                "yours": seat == who, "waiting_for_bot": not session.seats[who].human
                                if who < len(session.seats) else False}
    if seat != who:
        return decision            # another seat's options may show what only they may see
    places = _place_index(session, drawn_spaces)
    text = play_text(labels, names)
    options = []
    for o in pending.options:
        label, preview = text.option(pending, o, game.state, game)
        options.append({"key": o.key, "label": label, "preview": preview,
                        "places": _places_of(pending, o, places, session, hidden)})
        _show_offered_cell(drawn_spaces, o)
    decision.update({"kind": pending.kind, "prompt": text.prompt(pending, game.state), "options": options})
    return decision


def seat_names_in(session: Session, labels: Labels) -> list[str]:
    """The seats' names as the viewer reads them: a seat nobody named is "Player N" in the
    viewer's language ("Joueur 2"), as in `teotl play`; the server keeps the English default
    (`core.seat_names`) in its records and its error messages."""
    defaults = core.seat_names({}, len(session.seats))
    return [labels.renderer.msg("screen-player", number=index + 1) if seat.name == defaults[index] else seat.name
            for index, seat in enumerate(session.seats)]


def play_text(labels: Labels, names: Sequence[str]) -> core.PlayText:
    """The words of a game for this rule set, language and table (teotl.text.play_text), made
    once: its catalogues, and the previews it works out per decision, are kept."""
    loaded = labels.loaded
    known = _TEXTS.setdefault(loaded.runtime, {})
    key = (labels.lang, tuple(names))
    text = known.get(key)
    if text is None:
        text = known[key] = core.PlayText(loaded.runtime, loaded.ruleset, labels.lang, list(names))
    return text


def prompt_label(decision: core.Decision, labels: Labels, names: Sequence[str] = (), state: Any = None) -> str:
    """The question, in the player's language."""
    return play_text(labels, names).prompt(decision, state)


def option_label(decision: core.Decision, option: core.Option, labels: Labels, names: Sequence[str] = (),
                 state: Any = None) -> str:
    """One option's label, in the player's language (its preview: `PlayText.option` with the game)."""
    return play_text(labels, names).option(decision, option, state)[0]


def _show_offered_cell(drawn_spaces: list[dict], option: core.Option) -> None:
    """A cell the option offers is drawn, even beyond the frontier, so it can be clicked."""
    cell = cell_grids.offered_cell(option.value)
    for space in drawn_spaces if cell is not None else ():
        if space["kind"] == "cells" and space["id"] == cell[0]:
            cell_grids.free_cell(space, cell[1], cell[2])


def _place_index(session: Session, drawn_spaces: list[dict]) -> dict[str, list[str]]:
    """For slot and spot answers: which grids have a free slot or spot of each id."""
    free: dict[str, list[str]] = {}
    for space in drawn_spaces:
        if space["kind"] != "slots":
            continue
        for slot in space["slots"]:
            if slot["tile"] is None:
                free.setdefault(f"slot:{slot['id']}", []).append(slot["place"])
        for spot in space["spots"]:
            if spot["tile"] is None:
                free.setdefault(f"spot:{spot['id']}", []).append(spot["place"])
        free.setdefault("grids", []).append(space["id"])
    return free


def _places_of(decision: core.Decision, option: core.Option, free: dict[str, list[str]], session: Session,
               hidden: set[str]) -> list[str]:
    """The elements of the drawing this option is about (so the page can make them clickable)."""
    runtime = session.loaded.runtime
    vocab = runtime.vocab
    key = option.key
    if any(b.id == key for b in vocab.boards):
        return [f"board:{key}"]
    if decision.kind == "piece" and key.startswith("p") and key[1:].isdigit():
        if any(p.pid == int(key[1:]) for p in session.game.state.pieces):
            return [f"piece:{key[1:]}"]
    if decision.kind in ("slot", "spot") and f"{decision.kind}:{key}" in free:
        return free[f"{decision.kind}:{key}"]
    cell = cell_grids.offered_cell(option.value)
    if cell is not None and cell[0] in vocab.spaces:
        return [cell_grids.cell_place(*cell)]
    edge = cell_grids.offered_edge(option.value)
    if edge is not None and edge[0] in vocab.spaces:
        return [cell_grids.edge_place(edge[0], edge[1:3], edge[3:5])]
    if key.partition("#")[0] in runtime.components and key not in hidden:
        return [f"component:{key}"]
    if key in vocab.tracks:
        return [f"track:{key}"]
    if key in vocab.resources:
        return [f"resource:{decision.player}:{key}"]
    for spec in core.graphs_of(vocab):
        try:
            if key in core.graph_of(runtime, spec.id).nodes:
                return [f"node:{spec.id}:{key}"]
        except core.GraphError:
            continue
    return []


# ---------------------------------------------------------------------------- the log
def _log(session: Session, seat: Optional[int], labels: Labels, sight: Visibility, hidden: set[str],
         limit: int, names: Sequence[str]) -> list[dict[str, Any]]:
    events = session.game.state.log
    start = max(0, len(events) - limit)
    lines = []
    state = session.game.state
    for number in range(start, len(events)):
        event = sight.redact(events[number], hidden, seat)
        text = log_text(event, names, labels, seat, state)
        if text:   # a bookkeeping change (a hidden counter) has no line
            lines.append({"n": number, "kind": str(event.get("e", "")), "seat": event.get("p"), "text": text})
    return lines


def log_text(event: dict, names: list[str], labels: Labels, seat: Optional[int] = None, state: Any = None) -> str:
    """One log line as a sentence, as `seat` may read it ("" when there is nothing to say)."""
    def hidden(value: Any) -> Any:  # what the page may not show (visibility.py): "a hidden component"
        if value == HIDDEN_NAME:
            return HIDDEN_COMPONENT
        return [hidden(v) for v in value] if isinstance(value, list) else value
    shown = {k: hidden(v) for k, v in event.items()}
    return play_text(labels, names).event(shown, seat, state) or ""
