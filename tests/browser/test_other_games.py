"""The other shipped rule sets in a real browser: Cacao (a growing grid of tiles: lay a worker
tile by clicking a free cell, order the workers' edges by clicking them) and Imperial Settlers
(cards: your hand shown, the other's face down, cards clicked to play them) — each started from
the lobby, played by clicking, undone, reloaded and continued."""
from __future__ import annotations

import re

import pytest

from tests.browser.helpers import TIMEOUT, start_from_lobby, version, wait_for_version_change, wait_until

pytestmark = pytest.mark.browser


def click_and_wait(page, locator) -> int:
    before = version(page)
    locator.click()
    return wait_for_version_change(page, before)


def my_tiles(page) -> list[tuple[str, str]]:
    """(row, column) of every tile of seat 1 on the grid."""
    cells = page.locator("svg.cells .grid-cell.grid-tile[data-owner='0']")
    return sorted((cells.nth(k).get_attribute("data-row"), cells.nth(k).get_attribute("data-column"))
                  for k in range(cells.count()))


def game_of(server, page):
    game_id = re.search(r"/play/([a-z0-9]{12})", page.url).group(1)
    return game_id, server.app.state.server.store.live[game_id]


# ---------------------------------------------------------------------------------------- Cacao
def test_cacao_lay_a_tile_on_the_grid_order_the_edges_undo_reload_and_continue(page, server):
    start_from_lobby(page, server, seed=3, ruleset="cacao")
    assert page.locator("#game-title").inner_text().startswith("Cacao")
    grid = page.locator("svg.cells")
    assert grid.count() == 1 and page.locator(".space-cells h3").inner_text() == "The jungle"
    titles = grid.locator(".grid-tile > title").all_text_contents()          # the start tiles, by name
    assert sorted(t.split(" — ")[0] for t in titles) == ["Market (selling price 2)", "Single plantation"]
    assert my_tiles(page) == []
    for _ in range(4):                       # which tile (buttons) until the grid's free cells glow
        if grid.locator(".grid-free.target").count():
            break
        click_and_wait(page, page.locator("#decision .option").first)
    free = grid.locator(".grid-free.target").first
    where = (free.get_attribute("data-row"), free.get_attribute("data-column"))
    before_cell = version(page)
    click_and_wait(page, free)                                     # the cell itself, clicked
    if page.locator("#decision .prompt").inner_text().startswith("Which way round"):
        click_and_wait(page, page.locator("#decision .option").nth(1))   # a quarter turn
    wait_until(page, lambda: where in my_tiles(page), "the worker tile on the clicked cell")
    # undo: the tile leaves the grid, the cells glow again
    page.click("#undo-button")
    wait_until(page, lambda: version(page) == before_cell, "the undo")
    assert where not in my_tiles(page) and grid.locator(".grid-free.target").count() > 0
    # play on, clicking the places the decisions offer (cells, edges), else the first button
    edges_clicked = 0
    for _ in range(60):
        if edges_clicked and my_tiles(page):
            break
        edge = grid.locator(".grid-edge.target")
        if edge.count():
            units_before = grid.locator(".grid-edge .unit").count()
            assert units_before > 0                                    # workers stand on the edges to order
            click_and_wait(page, edge.first)
            edges_clicked += 1
        elif grid.locator(".grid-free.target").count():
            click_and_wait(page, grid.locator(".grid-free.target").first)
        else:
            click_and_wait(page, page.locator("#decision .option").first)
    assert edges_clicked and my_tiles(page)
    # reload: the same grid, and play goes on
    tiles = grid.locator(".grid-tile").count()
    now = version(page)
    page.reload()
    page.wait_for_selector("#decision .option", timeout=TIMEOUT)
    assert version(page) == now and page.locator("svg.cells .grid-tile").count() == tiles
    assert click_and_wait(page, page.locator("#decision .option").first) > now
    assert not page.errors, page.errors


def test_cacao_a_button_shows_its_cell_and_a_cell_not_offered_is_refused(page, server):
    start_from_lobby(page, server, seed=3, ruleset="cacao")
    grid = page.locator("svg.cells")
    for _ in range(4):
        if grid.locator(".grid-free.target").count():
            break
        click_and_wait(page, page.locator("#decision .option").first)
    button = page.locator("#decision .option").nth(1)             # hovering a button shows its cell
    key = button.get_attribute("data-key")
    button.hover()
    hinted = grid.locator(".grid-free.hint")
    wait_until(page, lambda: hinted.count() == 1, "the button's cell to stand out")
    assert hinted.get_attribute("data-place") == f"cell:jungle:{key}"
    page.mouse.move(5, 5)
    wait_until(page, lambda: hinted.count() == 0, "the hint to go")
    now = version(page)
    grid.locator(".grid-tile").first.click()                       # a tile, not offered
    page.wait_for_timeout(300)
    assert version(page) == now and page.locator("#game-error").inner_text() == ""
    game_id, _ = game_of(server, page)
    token = re.search(r"seat=([A-Za-z0-9_-]+)", page.url).group(1)
    refused = page.request.post(f"{server.url}/api/games/{game_id}/answer", data={"option": "9,9", "version": now},
                                headers={"X-Teotl-Seat": token})
    assert refused.status == 422
    error = refused.json()["error"]
    assert error["code"] == "illegal_answer" and "'9,9' is not one of the options" in error["message"]
    page.reload()
    page.wait_for_selector("#decision .option", timeout=TIMEOUT)
    assert version(page) == now
    assert not page.errors, page.errors


# ---------------------------------------------------------------------------------------- Imperial Settlers
def hand_ids(page, whose: str) -> list[str]:
    return page.locator(f"#table-players .player{whose} .hand[data-supply='hand'] .card-chip").evaluate_all(
        "(chips) => chips.map((c) => c.getAttribute('data-component'))")


def test_imperial_settlers_your_hand_shown_theirs_never_cards_clicked_undo_reload(page, server):
    from teotl.server.view import visibility_of
    start_from_lobby(page, server, seed=3, ruleset="imperial-settlers")
    assert page.locator("#game-title").inner_text().startswith("Imperial Settlers")
    assert page.locator("#table-players .player").count() == 2 and page.locator("#players .player").count() == 0
    _, session = game_of(server, page)
    sight = visibility_of(session)

    def check_hands():
        state = session.game.state
        assert hand_ids(page, ".you") == state.supplies.get("hand@0", [])     # your hand, card by card
        theirs = page.locator("#table-players .player:not(.you) .hand[data-supply='hand']")
        assert theirs.locator(".card-chip").count() == 0 and theirs.locator(".card-back").count() == 1
        seen = {c for key, cards in state.supplies.items() if sight.sees(key, 0) for c in cards}
        secret = [c for key, cards in state.supplies.items() if not sight.sees(key, 0) for c in cards if c not in seen]
        html = page.content()
        assert secret and not [c for c in secret if f'"{c}"' in html]   # no attribute of the page names one

    check_hands()
    start = version(page)
    cards_clicked = 0
    for _ in range(40):
        if cards_clicked >= 2:
            break
        chips = page.locator("#table-players .card-chip.target, .tray .card-chip.target")
        if chips.count():
            click_and_wait(page, chips.first)
            cards_clicked += 1
        else:
            click_and_wait(page, page.locator("#decision .option").first)
        check_hands()
    assert cards_clicked >= 2 and version(page) > start
    # undo: back to the decision, your panel as it was
    before, panel = version(page), page.locator("#table-players .player.you").inner_text()
    click_and_wait(page, page.locator("#decision .option").first)
    page.click("#undo-button")
    wait_until(page, lambda: version(page) == before, "the undo")
    assert page.locator("#table-players .player.you").inner_text() == panel
    # reload: the same game, and play goes on
    page.reload()
    page.wait_for_selector("#decision .option", timeout=TIMEOUT)
    assert version(page) == before
    check_hands()
    assert click_and_wait(page, page.locator("#decision .option").first) > before
    assert not page.errors, page.errors


def test_a_panel_with_many_counters_leaves_out_those_at_zero(page, server):
    """Imperial Settlers with the Aztecs gives a player a dozen counters, most of them ten kinds
    of blessing token at 0: a panel listing them all buried the few that mattered. Past eight,
    those at 0 are left out (as `teotl play` does), and those not at 0 are all shown."""
    page.goto(server.url + "/")
    page.wait_for_selector("#seats-list .seat-row", timeout=TIMEOUT)
    page.select_option("#ruleset-select", "imperial-settlers")
    wait_until(page, lambda: page.get_attribute("#new-game-form", "data-ruleset") == "imperial-settlers", "the lobby")
    wait_until(page, lambda: page.locator("#modules-list input[value='aztecs']").count() == 1, "the Aztecs module")
    page.check("#modules-list input[value='aztecs']")
    page.fill("#seed-input", "4")
    page.click("#start-button")
    page.wait_for_selector("#decision .option", timeout=TIMEOUT)
    _, session = game_of(server, page)
    score = session.game.flow.score
    for _ in range(20):  # first options until seat 1 holds something (one counter not at 0)
        if any(v for k, v in session.game.state.players[0].counters.items() if k != score):
            break
        click_and_wait(page, page.locator("#decision .option").first)
    counters = session.game.state.players[0].counters
    assert len(counters) - 1 > 8 and any(v for k, v in counters.items() if k != score)
    chips = page.locator("#table-players .player.you .resource .resource-value").all_inner_texts()
    assert sorted(map(int, chips)) == sorted(v for k, v in counters.items() if k != score and v != 0)


def test_a_long_offer_wraps_inside_its_tray(page, server):
    """Cacao with the huts module offers a dozen huts in one row: it went past its tray's right
    edge and the last huts were cut off. Every card of every tray lies inside the tray."""
    import json
    import urllib.request
    ask = {"seed": 7, "ruleset": "cacao", "modules": ["huts"], "seats": [{"agent": "human"}, {"agent": "random"}]}
    request = urllib.request.Request(server.url + "/api/games", data=json.dumps(ask).encode(),
                                     headers={"Content-Type": "application/json"})
    link = json.loads(urllib.request.urlopen(request, timeout=TIMEOUT / 1000).read())["seats"][0]["link"]
    page.set_viewport_size({"width": 1100, "height": 900})
    page.goto(server.url + link)
    page.wait_for_selector("#decision .option", timeout=TIMEOUT)
    trays = page.locator(".tray:not(.stacks)")
    assert trays.count() >= 2
    widest = 0
    for k in range(trays.count()):
        tray = trays.nth(k)
        box = tray.bounding_box()
        cards = tray.locator(".card-chip")
        widest = max(widest, cards.count())
        for j in range(cards.count()):
            card = cards.nth(j).bounding_box()
            assert box["x"] <= card["x"] and card["x"] + card["width"] <= box["x"] + box["width"] + 0.5, \
                (tray.get_attribute("data-supply"), j, card, box)
    assert widest >= 10      # the hut supply: the case that went over


def test_on_a_narrow_screen_the_decision_comes_right_after_the_banner(page, server):
    """In one column (a phone, a narrow window) the decision was below the whole table: the
    offers and every player's panel came first, and the question's buttons were a long scroll
    away. It now comes right under the banner; on a wide screen it stays beside the table."""
    page.set_viewport_size({"width": 760, "height": 900})
    start_from_lobby(page, server, seed=4, ruleset="imperial-settlers")
    banner, decision = page.locator("#banner").bounding_box(), page.locator("#decision").bounding_box()
    first_tray = page.locator(".tray").first.bounding_box()
    panels = page.locator("#table-players, #players").first.bounding_box()
    assert banner["y"] < decision["y"] < first_tray["y"], (banner, decision, first_tray)
    assert decision["y"] < panels["y"]
    assert decision["y"] + decision["height"] <= 900          # the question and its buttons in the first screen
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.wait_for_timeout(100)
    wide, table = page.locator("#decision").bounding_box(), page.locator(".board-area").bounding_box()
    assert wide["x"] >= table["x"] + table["width"]             # beside the table, as before
