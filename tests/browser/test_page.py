"""The page of `teotl serve` in a real browser: start a game, play turns by clicking (buttons and
the board itself), see the state change, undo, reload and continue, switch the language, read a
component's rule text on hover, and two people at one game on their own links."""
from __future__ import annotations

import re

import pytest

from tests.browser.helpers import TIMEOUT, start_from_lobby, version, wait_for_version_change, wait_until

pytestmark = pytest.mark.browser


def test_start_play_by_clicking_undo_reload_and_continue(page, server):
    start_from_lobby(page, server)
    assert page.locator("#banner").inner_text().startswith("Your turn")
    assert page.locator("svg.ring .board").count() == 8
    first = version(page)
    owned_before = page.locator(".player.you .owned .card-chip").count()
    page.locator("#decision .option").first.click()            # a named button
    after_button = wait_for_version_change(page, first)
    assert page.locator(".player.you .owned .card-chip").count() == owned_before + 1
    # answer by buttons until a decision points at the board, then click the board itself
    for _ in range(12):
        if page.locator("svg.ring .board.target").count():
            break
        now = version(page)
        page.locator("#decision .option").first.click()
        wait_for_version_change(page, now)
    boards = page.locator("svg.ring .board.target")
    assert boards.count() > 0
    before_board = version(page)
    pieces_before = page.locator("svg.ring .piece").count()
    boards.first.click()
    wait_for_version_change(page, before_board)
    assert page.locator("svg.ring .piece").count() == pieces_before + 1      # a worker placed on it
    # undo: back to the board decision
    page.click("#undo-button")
    wait_until(page, lambda: version(page) == before_board, "the undo")
    assert page.locator("svg.ring .board.target").count() == boards.count()
    assert page.locator("svg.ring .piece").count() == pieces_before
    # reload: the same game, the same decision, and play goes on
    page.reload()
    page.wait_for_selector("#decision .option", timeout=TIMEOUT)
    assert version(page) == before_board > after_button
    page.locator("#decision .option").first.click()
    assert wait_for_version_change(page, before_board) > before_board
    assert not page.errors, page.errors


def test_an_option_number_key_answers(page, server):
    start_from_lobby(page, server, seed=8)
    old = version(page)
    page.keyboard.press("2")
    assert wait_for_version_change(page, old) > old


def board_names(page) -> list[str]:
    return page.locator("svg.ring .board-name").all_text_contents()


def test_the_language_can_be_switched(page, server):
    start_from_lobby(page, server, seed=6)
    assert "Forest" in board_names(page)
    page.select_option("#lang-select", "pt")
    wait_until(page, lambda: "Floresta" in board_names(page), "the boards' names in Portuguese")
    assert "Forest" not in board_names(page)
    assert page.locator("#decision .option").count() > 0
    assert page.locator("#decision h2").inner_text() == "Sua decisão"        # the page's own words too
    assert page.locator("#undo-button").inner_text() == "Desfazer"
    page.select_option("#lang-select", "en")
    wait_until(page, lambda: "Forest" in board_names(page), "the boards' names in English")


def test_a_component_shows_its_rule_text_on_hover(page, server):
    start_from_lobby(page, server, seed=7)
    page.locator(".tray .card-chip[data-component^='tech-']").first.hover()
    page.wait_for_selector("#tooltip:not([hidden])", timeout=TIMEOUT)
    tip = page.locator("#tooltip").inner_text()
    assert "Technology" in tip and "Cost" in tip


def test_two_people_play_one_game_each_on_their_own_link(page, browser_context, server):
    created = page.request.post(server.url + "/api/games", data={"seed": 3, "seats": [{"agent": "human"}, {"agent": "human"}]})
    links = [seat["link"] for seat in created.json()["seats"]]
    page.goto(server.url + links[0])
    page.wait_for_selector("#decision .option", timeout=TIMEOUT)
    other = browser_context.new_page()
    try:
        other.goto(server.url + links[1])
        other.wait_for_selector("#decision .waiting", timeout=TIMEOUT)
        assert "Waiting for Player 1" in other.locator("#decision").inner_text()
        assert other.locator("#decision .option").count() == 0
        for _ in range(10):    # the first person answers until the second decides
            if page.locator("#decision .option").count() == 0:
                break
            now = version(page)
            page.locator("#decision .option").first.click()
            wait_for_version_change(page, now)
        other.wait_for_selector("#decision .option", timeout=TIMEOUT)   # seen by polling
        assert "Waiting for Player 2" in page.locator("#decision").inner_text()
    finally:
        other.close()


def test_the_lobby_speaks_the_chosen_language(page, server):
    page.goto(server.url + "/")
    page.wait_for_selector("#seats-list .seat-row", timeout=TIMEOUT)
    page.select_option("#lang-select", "de")
    wait_until(page, lambda: page.locator("#start-button").inner_text() == "Spiel beginnen", "the German lobby")
    wait_until(page, lambda: page.locator(".seat-label").first.inner_text() == "Platz 1", "the seats in German")
    page.select_option("#lang-select", "en")
    wait_until(page, lambda: page.locator("#start-button").inner_text() == "Start the game", "the English lobby")


def test_the_lobby_names_rules_modules_and_seats_in_the_chosen_language(page, server):
    """The rule sets by their titles, not their folders; the modules by their catalogue terms
    ("M6 Obsidienne"); an unnamed seat "Joueur 2" in French."""
    page.goto(server.url + "/")
    page.wait_for_selector("#seats-list .seat-row", timeout=TIMEOUT)
    assert page.locator("#lang-select option").all_inner_texts() == ["English", "Português", "Deutsch", "Français"]
    titles = page.locator("#ruleset-select option").all_inner_texts()
    assert "Teotihuacan: City of Gods" in titles and "teotihuacan" not in titles
    page.select_option("#lang-select", "fr")
    wait_until(page, lambda: "M6 Obsidienne" in page.locator("#modules-list").inner_text(), "the modules in French")
    wait_until(page, lambda: page.get_attribute("#seats-list .seat-row:nth-child(2) input", "placeholder") == "Joueur 2",
               "the seats' placeholders in French")
    page.select_option("#lang-select", "en")
    wait_until(page, lambda: "M6 Obsidian" in page.locator("#modules-list").inner_text(), "the modules in English")


def test_the_lobby_lists_the_game_and_opens_it_again(page, server):
    start_from_lobby(page, server, seed=9)
    game_url = page.url
    page.goto(server.url + "/")
    page.wait_for_selector("#games-list .game-item a", timeout=TIMEOUT)
    page.locator("#games-list .game-item a").first.click()
    page.wait_for_url(re.compile(r"/play/"), timeout=TIMEOUT)
    page.wait_for_selector("#decision .option", timeout=TIMEOUT)
    assert page.url == game_url
