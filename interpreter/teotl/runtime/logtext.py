"""Structured log events (dicts, one per state change) and their one-line English text.

The events are what the engine appends to `state.log`: {"e": "gain", "p": 0, "resource": "coin",
"amount": 2}. They are saved as JSON lines; this module only renders them for people.
"""
from __future__ import annotations

import json
from typing import Callable, Iterable, Sequence


def seat_names(game: dict, players: int) -> list[str]:
    names = ((game.get("setup") or {}).get("seat_names") or [])
    return [str(names[i]) if i < len(names) else f"Player {i + 1}" for i in range(players)]


def _plural(amount: int, word: str) -> str:
    return f"{amount} {word}"


_TURNED = {1: ", turned a quarter clockwise", 2: ", turned halfway round", 3: ", turned three quarters clockwise"}

_TEXTS: dict[str, Callable[[str, dict], str]] = {
    "gain": lambda who, e: f"{who} gains {_plural(e['amount'], e['resource'])}",
    "pay": lambda who, e: f"{who} pays {_plural(e['amount'], e['resource'])}"
                          + (f" in place of {e['instead_of']}" if e.get("instead_of") else ""),
    "lose": lambda who, e: f"{who} loses {_plural(e['amount'], e['resource'])}",
    "owe": lambda who, e: (f"{who} owes {e['due']} {e['resource']}, pays {e['paid']}"
                           + (f" and loses {e['penalty']} as penalty" if e.get("penalty") else "")),
    "advance": lambda who, e: f"{who} advances on {e['track']} to step {e['step']}",
    "reset": lambda who, e: f"{who}'s {e['track']} marker goes back to {e['value']}",
    "retreat": lambda who, e: f"{who} moves back on {e['track']} to step {e['step']}",
    "place": lambda who, e: (f"{who} places {e['component']} on {e['space']} at row {e['row']}, column {e['column']}"
                             + _TURNED.get(e.get("rotation"), "")),
    "upgrade": lambda who, e: f"{who} raises piece {e['piece']} to level {e['level']}",
    "downgrade": lambda who, e: f"{who} lowers piece {e['piece']} to {e['level']}",
    "move": lambda who, e: f"{who} moves piece {e['piece']} to {e['board']}",
    "relocate": lambda who, e: f"{who}'s piece {e['piece']} returns to {e['board']} at {e['level']}",
    "lock": lambda who, e: f"{who} locks piece {e['piece']} on spot {e['spot']}",
    "unlock": lambda who, e: f"{who} unlocks piece {e['piece']}",
    "claim": lambda who, e: f"{who} claims {e['component']} from {e['supply']}",
    "take": lambda who, e: f"{who} takes {e['component']} from {e['supply']}",
    "acquire": lambda who, e: f"{who} acquires {e['component']}",
    "pick": lambda who, e: f"{who} picks {e['component']}",
    "use": lambda who, e: f"{who} uses {e['component']}",
    "renew": lambda who, e: f"{who} turns {e['component']} face up again",
    "grant": lambda who, e: f"{who} may use {e['flag']} this turn",
    "consume": lambda who, e: f"{who} uses up {e['flag']}",
    "recruit": lambda who, e: f"{who} brings a new {e['piece_kind']} onto {e['board']}",
    "station": lambda who, e: f"{who} places a piece on {e['board']}",
    "set": lambda who, e: (f"{e['counter']} is now {e['value']}" if "counter" in e
                           else f"{who} now has {_plural(e['value'], e['resource'])}"),
    "lost": lambda who, e: f"{who} has no room for {_plural(e['amount'], e['resource'])}: lost",
    "roll": lambda who, e: f"{who} rolls {e['dice']}: {e['result']}",
    "build": lambda who, e: (f"{who} places {e['tile']} on slot {e['slot']} of {e['grid']}"
                             f" (level {e.get('level', '?')}, rotation {e['rotation']})"),
    "attach": lambda who, e: f"{who} places {e['tile']} on spot {e['spot']} of {e['grid']}",
    "preplace": lambda who, e: f"{e['tile']} is laid on slot {e['slot']} of {e['grid']} (rotation {e['rotation']})",
    "discount": lambda who, e: f"{who} saves {_plural(e['amount'], e['resource'])} (discount)",
    "follow": lambda who, e: f"{who}'s piece {e['piece']} goes along to {e['board']}",
    "ring": lambda who, e: f"the boards lie clockwise: {', '.join(e['boards'])}",
    "scatter": lambda who, e: f"unplayed colour {e['owner'] + 1} places pieces on {', '.join(e['boards'])}",
    "turn": lambda who, e: f"— round {e['round']}, {who}'s turn —",
    "game_start": lambda who, e: f"A game for {e['players']} players begins (seed {e['seed']})",
    "game_end": lambda who, e: f"The game ends: scores {', '.join(map(str, e['scores']))}",
    "turn_limit": lambda who, e: f"The game is stopped after {e['turns']} turns (turn limit)",
    # automata and arrangements (teotl.primitives.automaton, teotl.primitives.arrangement)
    "activate": lambda who, e: f"{who} activates {e['name']} ({e['position']} of {e['arrangement']})",
    "reorder": lambda who, e: (f"{e['arrangement']} reordered: "
                               + (", ".join(f"{a} moves to {b}" for a, b in e["shifts"]) or "no change")),
    "layout": lambda who, e: (f"{e['name']}: " + " | ".join(f"{p} {n}" for p, n in e["layout"])
                              + (f"; direction tiles (top first): {', '.join(e['directions'])}"
                                 if e.get("directions") else "")),
    "flip": lambda who, e: f"{e['component']} is turned over: {e['name']}",
    "auto": lambda who, e: f"{who} answers \"{e['prompt']}\" with {e['text']}: {e['why']}",
    "say": lambda who, e: f"{who} {e['text']}",
    "discard": lambda who, e: (f"{who} discards a hidden component from {e['supply']}" if e.get("hidden")
                               else f"{who} discards {e['component']} from {e['supply']}"),
    # moves between supplies (teotl.primitives.supplies, cards): names, or only how many for a
    # seat that sees neither supply (teotl.runtime.observation.redact)
    "deal": lambda who, e: f"{who} deals {_moved(e)} from {e['from']} to {e['to']}",
    "put": lambda who, e: f"{who} puts {_moved(e)} from {e['from']} to {e['to']}",
    "own": lambda who, e: f"{who} takes {e['name']}",
}


def _moved(event: dict) -> str:
    if "components" in event:
        return ", ".join(event["components"])
    count = event.get("count", 0)
    return f"{count} hidden component{'' if count == 1 else 's'}"


def event_text(event: dict, names: Sequence[str]) -> str:
    player = event.get("p", 0)
    who = names[player] if isinstance(player, int) and 0 <= player < len(names) else f"Player {player}"
    render = _TEXTS.get(event.get("e", ""))
    if render is None:
        details = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("e", "p"))
        return f"{who}: {event.get('e')} {details}".rstrip()
    try:
        text = render(who, event)
        where = [str(event[k]) for k in ("at",) if k in event]
        if "acting_level" in event:
            where.append(f"level {event['acting_level']}")
        return text + (f" ({', '.join(where)})" if where else "")
    except KeyError:
        return f"{who}: {json.dumps(event)}"


def log_lines(events: Iterable[dict], names: Sequence[str]) -> list[str]:
    return [event_text(event, names) for event in events]


def json_lines(events: Iterable[dict]) -> str:
    return "".join(json.dumps(event, sort_keys=True) + "\n" for event in events)
