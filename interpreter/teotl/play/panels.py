"""The players' panels and the shared supplies (offers, decks, displays), from one seat's view.

Why from the view (teotl.server.view.state_view): it is that seat's observation, so a hand the
seat may not see arrives as its size only and can never be printed by mistake. Your own panel is
long (every counter, track, what you own, your hands); the others are one line each.
"""
from __future__ import annotations

from typing import Any

from rich.text import Text

from teotl.play.words import Words, joined, plain


def _values(items: list[dict], skip_zero: bool = False) -> list[Text]:
    parts = []
    for item in items:
        if skip_zero and not item["value"]:
            continue
        part = Text(str(item["name"]) + " ")
        part.append(str(item["value"]), style="bold")
        parts.append(part)
    return parts


def _owned(player: dict, words: Words) -> Text:
    names: dict[str, int] = {}
    for item in player["owned"]:
        label = item["name"] + (" " + words.msg("screen-used") if item.get("used") else "")
        names[label] = names.get(label, 0) + 1
    return Text(", ".join(f"{n} ×{k}" if k > 1 else n for n, k in names.items()))


def _hands(player: dict, words: Words) -> list[Text]:
    lines = []
    for hand in player["supplies"]:
        line = Text(hand["name"] + words.label_end, style="bold")
        if hand["visible"]:
            line.append_text(plain(", ".join(c["name"] for c in hand["components"])))
        else:
            line.append(words.msg("screen-hidden-count", count=hand["size"]), style="dim")
        lines.append(line)
    return lines


def _head(player: dict, words: Words, view: dict) -> Text:
    head = words.mark(player["seat"])
    head.append(" ")
    head.append_text(words.seat_name(player["seat"]))
    if player["you"]:
        head.append(" (" + words.msg("screen-you") + ")", style="bold")
    head.append(f"  {view['score']['name']} ", style="")
    head.append(str(player["score"]), style="bold")
    if player["active"]:
        head.append("  ◀", style="bold " + words.colour(player["seat"]))
    return head


#: on the prompt screen, a player with more counters than this sees only those that are not zero
SHORT_COUNTERS = 8


def own_panel(player: dict, words: Words, view: dict, tracks: bool = True, short: bool = False) -> list[Text]:
    """Everything of one player: their open hands, counters, tracks (unless the screen draws
    the tracks), flags, what they own, their closed piles. `short` (the prompt screen, whose
    panel is cut to a few lines): the counters first, right under the score, and when there are
    many of them only those that are not zero — so the goods a decision is paid with stay on
    screen even beside a long hand (`show` lists them all)."""
    score = view["score"]["id"]
    hands = _hands(player, words)
    open_hands = [Text("  ") + hand for hand, seen in zip(hands, player["supplies"]) if seen["visible"]]
    counters = [c for c in player["counters"] if c["id"] != score and words.text.shown_counter(c["id"])]
    values = _values(counters, skip_zero=short and len(counters) > SHORT_COUNTERS)
    counter_line = [Text("  ") + joined(values, "  ")] if values else []
    if short:
        lines = [_head(player, words, view)] + counter_line + open_hands
    else:
        lines = [_head(player, words, view)] + open_hands + counter_line
    if player["tracks"] and tracks:
        lines.append(Text("  ") + joined(_values(player["tracks"]), "  "))
    if player["flags"]:
        lines.append(Text("  ") + joined([Text(f["name"]) for f in player["flags"]]))
    lines += [Text("  " + token["text"]) for token in player.get("tokens") or ()]
    if player["owned"]:
        lines.append(Text("  ") + _owned(player, words))
    lines += [Text("  ") + hand for hand, seen in zip(hands, player["supplies"]) if not seen["visible"]]
    return lines


def short_panel(player: dict, words: Words, view: dict, tracks: bool = True) -> Text:
    """One line: the seat, its score, its hands' sizes, its counters that are not zero."""
    line, parts = _head(player, words, view), _short_parts(player, words, view, tracks)
    if parts:
        line.append(" · ", style="dim")
        line.append_text(joined(parts, "  "))
    return line


def short_panel_lines(player: dict, words: Words, view: dict, width: int, tracks: bool = True) -> list[Text]:
    """The short panel in as many lines as it takes at `width`, never splitting one of its
    parts ("Hand 5") over two lines; the lines after the first indented."""
    lines, parts = [_head(player, words, view)], _short_parts(player, words, view, tracks)
    for number, part in enumerate(parts):
        gap = Text(" · ", style="dim") if number == 0 else Text("  ")
        if lines[-1].cell_len + gap.cell_len + part.cell_len > width and lines[-1].plain.strip():
            lines.append(Text("  ") + part)
        else:
            lines[-1].append_text(gap + part)
    return lines


def _short_parts(player: dict, words: Words, view: dict, tracks: bool) -> list[Text]:
    score = view["score"]["id"]
    counters = [c for c in player["counters"] if c["id"] != score and words.text.shown_counter(c["id"])]
    parts = [Text(f"{h.get('label') or h['name']} {h['size']}") for h in player["supplies"]]   # first: a cut line keeps them
    parts += _values(counters, skip_zero=True)
    parts += [Text(f"{t['name']} {t['value']}") for t in player["tracks"]] if tracks else []
    return parts


def supplies(view: dict, words: Words, full: bool = False) -> list[Text]:
    """The shared supplies: an open one with its components by name, a closed one with its size.
    Short (`full` false): only the open ones that hold something."""
    lines = []
    for supply in view["supplies"]:
        if not supply["visible"]:
            if full:
                lines.append(Text(supply["name"] + words.label_end, style="bold")
                             + Text(words.msg("screen-hidden-count", count=supply["size"]), style="dim"))
            continue
        names: dict[str, int] = {}
        for component in supply["components"]:
            names[component["name"]] = names.get(component["name"], 0) + 1
        line = Text(supply["name"] + words.label_end, style="bold")
        line.append_text(plain(", ".join(f"{n} ×{k}" if k > 1 else n for n, k in names.items())))
        lines.append(line)
    return lines


def counters(view: dict, words: Words) -> list[Text]:
    """The game's own counters players see (the round, the discs…), not the rules' bookkeeping."""
    return _values([c for c in view["counters"] if words.text.shown_counter(c["id"])])


def others(view: dict) -> list[dict[str, Any]]:
    """The players other than the viewer, in seat order after the viewer."""
    seat = view["viewer"]["seat"]
    players = view["players"]
    if seat is None:
        return list(players)
    return players[seat + 1:] + players[:seat]
