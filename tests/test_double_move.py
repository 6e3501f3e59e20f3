"""Issue 17, item 10: a double move (`follow`: a discovery tile's "double move", the m8 Shaman's
move) brings two dice to the board together; the colours already there (§4.1, S-DE: "ignoriere
den ankommenden Arbeiter", BGA: both moved dice) count neither of them. Before the fix the
follower counted as already there: Collect Cocoa gave 1 too many and the main action cost 1 too
much (ruling R17 in docs/rulings.md).

Ring (game.yaml, first-game layout): Palace 1 → Stone Quarry 3 → … Workers are written
(owner, board number, power, worship spot or None)."""
from __future__ import annotations

from scenario_support import expect, flow, give, new_state, options, rt, snapshot, worker

DOUBLE = ("may", "yes")
COLLECT = ("choose", "resolve collect_cocoa")
MAIN = ("choose", "resolve main_action")


def two_dice_on_the_palace(cocoa: int, own_die_there: bool = False):
    """Player 0: dice a (power 2) and b (power 3) on the Palace, a double move in hand; on the
    Stone Quarry, one die of player 1 (and, when asked, a third die of player 0)."""
    s = new_state(2)
    a, b = worker(s, 0, 1, 2), worker(s, 0, 1, 3)
    worker(s, 1, 3, 1)
    if own_die_there:
        worker(s, 0, 3, 1)
    give(s, 0, cocoa=cocoa)
    s.players[0].flags["double_move"] = 1
    return s, a, b


def test_collect_cocoa_counts_neither_die_that_arrived_together():
    """colours = |{player 1}| = 1 (a and b arrive together: neither counted) → 1 + 1 = 2 cocoa
    (§4.2). Before the fix b counted as own colour already there: 3."""
    s, a, b = two_dice_on_the_palace(cocoa=0)
    before = snapshot(s)
    flow(s, "turn", 0, [("piece", f"p{a.pid}"), ("distance", "1"), DOUBLE, COLLECT])
    assert snapshot(s) == expect(before, players={0: {"cocoa": 2, "flags": {"double_move": -1}}},
                                 workers={a.pid: (0, 3, 2, None), b.pid: (0, 3, 3, None)})


def test_the_main_action_costs_the_colours_before_the_move_and_counts_both_dice_for_w():
    """Cost = colours before the move = |{player 1}| = 1 cocoa (§4.3 step 2): with 1 cocoa the main
    action is offered (before the fix it cost 2, and was not). W = 2 (both arrived dice, §4.3
    step 3), Pmin = 2 → Stone Quarry row 2, column 2-3: 2 stone (§5.2); W = 2: one power-up
    (power_ups [1, 1, 2]), given to a: power 2 → 3."""
    s, a, b = two_dice_on_the_palace(cocoa=1)
    before = snapshot(s)
    asked = flow(s, "turn", 0, [("piece", f"p{a.pid}"), ("distance", "1"), DOUBLE, MAIN, ("piece", f"p{a.pid}")])
    assert "resolve main_action" in options(asked[3])
    assert snapshot(s) == expect(before, players={0: {"cocoa": -1, "stone": 2, "flags": {"double_move": -1}}},
                                 workers={a.pid: (0, 3, 3, None), b.pid: (0, 3, 3, None)})


def test_an_own_die_that_was_there_before_counts():
    """A third die of player 0 was on the Stone Quarry before the move: colours = |{0, 1}| = 2 →
    Collect Cocoa 2 + 1 = 3 cocoa; only the dice that arrived are left out."""
    s, a, b = two_dice_on_the_palace(cocoa=0, own_die_there=True)
    before = snapshot(s)
    flow(s, "turn", 0, [("piece", f"p{a.pid}"), ("distance", "1"), DOUBLE, COLLECT])
    assert snapshot(s) == expect(before, players={0: {"cocoa": 3, "flags": {"double_move": -1}}},
                                 workers={a.pid: (0, 3, 2, None), b.pid: (0, 3, 3, None)})


def test_without_the_double_move_the_die_left_behind_is_not_on_the_board():
    """The same position, the double move declined: only a arrives; b stays on the Palace;
    colours = |{player 1}| = 1 → 2 cocoa, the flag kept."""
    s, a, b = two_dice_on_the_palace(cocoa=0)
    before = snapshot(s)
    flow(s, "turn", 0, [("piece", f"p{a.pid}"), ("distance", "1"), ("may", "no"), COLLECT])
    assert snapshot(s) == expect(before, players={0: {"cocoa": 2}}, workers={a.pid: (0, 3, 2, None)})


def test_pieces_that_arrived_with_another_piece_are_counted_once_that_one_no_longer_acts():
    """`arrived` names the acting piece first: a context whose acting piece is another one (a
    later move) counts every piece on the board again, as before."""
    from teotl.language.expressions import _owners_here
    s = new_state(2)
    a, b, c = worker(s, 0, 3, 1), worker(s, 0, 3, 1), worker(s, 1, 3, 1)
    ctx = rt().context(s, 0, piece=a, values={"arrived": (a.pid, b.pid)})
    assert _owners_here(ctx) == 1            # player 1 only: a and b arrived together
    ctx = rt().context(s, 0, piece=c, values={"arrived": (a.pid, b.pid)})
    assert _owners_here(ctx) == 1            # c acting: a and b are player 0's colour, c left out
