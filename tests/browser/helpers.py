"""What the browser tests share: waiting for the page (by polling reads, which the page's strict
Content-Security-Policy allows) and starting a game from the lobby."""
from __future__ import annotations

import re

TIMEOUT = 15_000


def version(page) -> int:
    return int(page.evaluate("document.body.dataset.version || '-1'"))


def wait_until(page, condition, what: str):
    """Poll `condition()` (reads of the page through Playwright, which the page's strict
    Content-Security-Policy allows, where `wait_for_function`'s evaluated strings are refused)."""
    for _ in range(TIMEOUT // 50):
        if condition():
            return
        page.wait_for_timeout(50)
    raise AssertionError(f"timed out waiting for {what}")


def wait_for_version_change(page, old: int) -> int:
    wait_until(page, lambda: version(page) not in (old, -1), f"the game to move on from answer {old}")
    return version(page)


def start_from_lobby(page, server, seed: int = 5, players: int = 2, ruleset: str = "") -> None:
    """Start a game from the lobby (you at seat 1, bots at the others) and wait for its page."""
    page.goto(server.url + "/")
    page.wait_for_selector("#seats-list .seat-row", timeout=TIMEOUT)
    if ruleset:
        page.select_option("#ruleset-select", ruleset)
        wait_until(page, lambda: page.get_attribute("#new-game-form", "data-ruleset") == ruleset,
                   f"the lobby to show {ruleset}")
    page.fill("#players-input", str(players))
    page.dispatch_event("#players-input", "input")
    page.fill("#seed-input", str(seed))
    page.click("#start-button")
    page.wait_for_url(re.compile(r"/play/[a-z0-9]{12}#seat="), timeout=TIMEOUT)
    page.wait_for_selector("#decision .option", timeout=TIMEOUT)
