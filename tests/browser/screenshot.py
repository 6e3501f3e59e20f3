"""Take the docs' screenshots of a game in the page (not a test):

    python tests/browser/screenshot.py docs/images/serve-teotihuacan.png            # the README's
    python tests/browser/screenshot.py docs/images/serve-cacao.png cacao            # docs/server.md's

A real server and the system's Chromium, as in the browser tests; a game of you against greedy
bots played a few turns by a seeded chooser, shot at a decision with three options or more that
point at the board, with a component's rule text shown as its tooltip.
"""
from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "interpreter"))
sys.path.insert(0, str(HERE))

from conftest import CHROMIUM, CHROMIUM_FLAGS, RunningServer  # noqa: E402

#: per rule set: the seats, how many answers at least, the seed, what to hover, the window
SHOTS = {
    "teotihuacan": {"seats": ["Ana", "Bruno", "Carla"], "answers": 34, "seed": 12,
                    "hover": "svg.ring .board[data-component='forest']", "viewport": (1560, 1180)},
    "cacao": {"seats": ["Ana", "Bruno"], "answers": 26, "seed": 5,
              "hover": "svg.cells .grid-tile[data-component='market-3']", "viewport": (1500, 1100)},
}


def main(target: str, ruleset: str = "teotihuacan") -> None:
    from playwright.sync_api import sync_playwright
    shot = SHOTS[ruleset]
    server = RunningServer(Path(tempfile.mkdtemp()) / "data")
    chooser = random.Random(shot["seed"])
    seats = [{"agent": "human" if k == 0 else "greedy", "name": name} for k, name in enumerate(shot["seats"])]
    try:
        with sync_playwright() as playwright:
            width, height = shot["viewport"]
            context = playwright.chromium.launch_persistent_context(
                tempfile.mkdtemp(), executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS,
                viewport={"width": width, "height": height}, device_scale_factor=1)
            page = context.new_page()
            created = page.request.post(server.url + "/api/games", data={
                "ruleset": ruleset, "seed": shot["seed"], "seats": seats}).json()
            page.goto(server.url + created["seats"][0]["link"])
            page.wait_for_selector("#decision .option")
            given = 0
            while given < shot["answers"] or page.locator("#decision .option").count() < 3 \
                    or not page.locator("svg .target").count():
                options = page.locator("#decision .option")
                if not options.count():
                    break
                old = page.evaluate("document.body.dataset.version")
                options.nth(chooser.randrange(options.count())).click()
                for _ in range(200):
                    if page.evaluate("document.body.dataset.version") != old:
                        break
                    page.wait_for_timeout(25)
                given += 1
            hovered = page.locator(shot["hover"])
            if hovered.count():
                hovered.first.hover()                                  # its rule text, as a tooltip
                page.wait_for_selector("#tooltip:not([hidden])")
                page.wait_for_timeout(300)
            page.screenshot(path=target, full_page=False)
            context.close()
        shrink(target)
    finally:
        server.stop()


def shrink(path: str) -> None:
    """A palette of 192 colours (the page has few): a third of the bytes, the same to the eye."""
    from PIL import Image
    image = Image.open(path).convert("RGB")
    image.quantize(colors=192, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(path, optimize=True)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/images/serve-teotihuacan.png",
         sys.argv[2] if len(sys.argv) > 2 else "teotihuacan")
