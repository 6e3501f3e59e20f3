"""Take the README's screenshot of a Teotihuacan game in the page (not a test):

    python tests/browser/screenshot.py docs/images/serve-teotihuacan.png

A real server and the system's Chromium, as in the browser tests; a 3-player game (you and two
greedy bots) played a few rounds by a seeded chooser, shot at a decision with three options or more that point at the board.
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


def main(target: str, answers: int = 34, seed: int = 12) -> None:
    from playwright.sync_api import sync_playwright
    server = RunningServer(Path(tempfile.mkdtemp()) / "data")
    chooser = random.Random(seed)
    try:
        with sync_playwright() as playwright:
            context = playwright.chromium.launch_persistent_context(
                tempfile.mkdtemp(), executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS,
                viewport={"width": 1560, "height": 1180}, device_scale_factor=1)
            page = context.new_page()
            created = page.request.post(server.url + "/api/games", data={
                "seed": seed, "seats": [{"agent": "human", "name": "Ana"}, {"agent": "greedy", "name": "Bruno"},
                                        {"agent": "greedy", "name": "Carla"}]}).json()
            link = created["seats"][0]["link"]
            page.goto(server.url + link)
            page.wait_for_selector("#decision .option")
            given = 0
            while given < answers or page.locator("#decision .option").count() < 3 \
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
            page.locator("svg.ring .board[data-component='forest']").hover()   # its rule text, as a tooltip
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
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/images/serve-teotihuacan.png")
