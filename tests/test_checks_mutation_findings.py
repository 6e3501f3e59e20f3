"""What the long runs of the mutation property (tests/test_mutation_property.py, issue 17) found,
each kept as a test: a rule set that checked clean and then stopped a game with an internal error
or never ended it. Each is now either refused by `teotl check` at its place or plays."""
from __future__ import annotations

from checks_support import WHERE, check_args, edits  # noqa: F401  (edits: a fixture)


def test_claim_lowest_orders_words_after_numbers_instead_of_failing():
    """`claim lowest` (once `seek`) takes the component with the lowest `data.TAG`: a value written as a word (or a
    component of the tag without the datum, whose id stands for it) was compared with a number,
    and the game stopped (TypeError). Numbers come first, lowest first, then words."""
    from minigame import runtime
    rt = runtime({"id": "odd", "type": "discovery", "tags": ["mask"], "data": {"mask": "seven"}},
                 {"id": "low", "type": "discovery", "tags": ["mask"], "data": {"mask": 2}},
                 {"id": "bare", "type": "discovery", "tags": ["mask"]},
                 {"id": "finder", "type": "tile", "effect": "claim lowest mask among stack offer"})
    state = rt.new_state(2, 1)
    state.supplies["stack"], state.supplies["offer"] = ["odd"], ["low"]
    assert rt.run(state, "finder").finished
    assert state.players[0].owned == ["low"]          # 2 before the word
    state.supplies["offer"] = ["bare"]
    assert rt.run(state, "finder").finished
    assert state.players[0].owned == ["low", "bare"]  # words in their order: "bare" before "seven"


def test_a_tile_without_its_quadrants_is_refused_where_it_is_placed(edits, teotl_check):
    """A pyramid tile whose `data.quadrants` was misspelt passed the check; the first `build`
    that turned it raised IndexError. E440 at the verb that places such tiles, naming the tile."""
    edits.replace("base/pyramid.yaml", 'data: {bga_id: 23, quadrants: ["-", "-", "g", "r"]}',
                  'data: {bga_id: 23, g: ["-", "-", "quadrants", "r"]}')
    run = teotl_check(*check_args())
    found = next(line for line in run.lines if " E440 " in line)
    assert "`pyr-23`, a pyramid_tile that `pyramid_offer` holds, has no `data.quadrants` of 4 icons" in found \
        or "`pyr-23`, a pyramid_tile that `pyramid_stack` holds, has no `data.quadrants` of 4 icons" in found, found
    assert run.code == 1


def test_a_decoration_without_two_icons_is_refused(edits, teotl_check):
    from checks_support import SHIPPED
    source = (SHIPPED / "base" / "pyramid.yaml").read_text(encoding="utf-8")
    start = source.index("icons: [")
    edits.replace("base/pyramid.yaml", source[start:source.index("]", start) + 1], "icons: [r]")
    run = teotl_check(*check_args())
    assert any(" E440 " in line and "has no `data.icons` of 2 icons" in line for line in run.lines), run.out


def test_a_board_with_a_million_spots_is_refused(edits, teotl_check):
    """`spots: 1000000` on the Forest: every worship check went through a million spots and a
    random game did not end in 20 s. E445 at the datum: at most 100 spots."""
    line, _ = edits.replace("base/boards.yaml", "spots: 1", "spots: 1000000")
    run = teotl_check(*check_args())
    run.expect(f"{WHERE}/base/boards.yaml:{line}:{edits.column('base/boards.yaml', line, '1000000')}", "E445",
               "write how many spots the board has")


def test_spots_or_boards_written_as_words_are_refused(edits, teotl_check):
    """`int("one")` and `for number in 3` stopped games (ValueError, TypeError): E445."""
    line, _ = edits.replace("base/boards.yaml", "spots: 1", "spots: one")
    other, _ = edits.replace("base/starting_tiles.yaml", "data: {boards: [3, 5], bga_id: 0}", "data: {boards: 3, bga_id: 0}")
    run = teotl_check(*check_args())
    run.expect(f"{WHERE}/base/boards.yaml:{line}:{edits.column('base/boards.yaml', line, 'one')}", "E445")
    found = next(x for x in run.lines if " E445 " in x and "starting_tiles" in x)
    assert found.startswith(f"{WHERE}/base/starting_tiles.yaml:{other}:") and "a list of board numbers" in found
