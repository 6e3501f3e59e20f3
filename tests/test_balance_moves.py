"""Cards a player chooses to move into a supply of their own (`put`: drafted into a hand, built
into a row) count as taken in a balance report, for the seat that supply belongs to; cards dealt
without a choice do not (a hand dealt and given back is no component the player had). Without it
Imperial Settlers' report had no component section at all."""
from __future__ import annotations

from types import SimpleNamespace

from teotl.balance.records import CHOSEN_MOVES, component_events

KNOWN = {"market": SimpleNamespace(copy_of=""), "market#2": SimpleNamespace(copy_of="market"),
         "quarry": SimpleNamespace(copy_of="")}


def test_a_chosen_move_into_a_seats_supply_is_taken_by_that_seat():
    log = [
        {"e": "put", "p": 0, "from": "lookout", "to": "hand@0", "components": ["market#2"]},   # drafted
        {"e": "put", "p": 0, "from": "hand@0", "to": "empire@0", "components": ["market#2"]},  # built
        {"e": "put", "p": 0, "from": "hand@0", "to": "hand@1", "components": ["quarry"]},      # given to seat 2
        {"e": "put", "p": 1, "from": "hand@1", "to": "discard", "components": ["quarry"]},     # a shared pile
        {"e": "deal", "p": 1, "from": "deck", "to": "hand@1", "components": ["market"]},       # dealt: no choice
        {"e": "put", "p": 0, "from": "x", "to": "hand@7", "components": ["quarry"]},           # no such seat
        {"e": "put", "p": 0, "from": "x", "to": "hand@0", "components": ["unknown"]},
    ]
    assert "put" in CHOSEN_MOVES
    assert component_events(log, 2, KNOWN) == ((0, "taken", "market", 2), (1, "taken", "quarry", 1))


def test_imperial_settlers_games_have_components_taken():
    from teotl.balance.records import play_recorded
    from teotl.loading import load_runtime
    from teotl.paths import shipped_rulesets
    _, runtime = load_runtime(shipped_rulesets()["imperial-settlers"], [], [], logging=True)
    events = play_recorded(runtime, 2, 3, ["random", "random"]).events
    assert {seat for seat, _, _, _ in events} == {0, 1}
    assert all(runtime.components[cid].type for _, _, cid, _ in events)
