"""The browser tests' set-up: a real `teotl serve` on 127.0.0.1 (a free port, a fresh data
folder) and Chromium from the system's packages driven by Playwright for Python.

They are marked `browser` and skipped, saying why, when /usr/bin/chromium or Playwright is
missing (`pip install '.[test]'` brings Playwright; `.ci/run` installs chromium where it can).
Playwright never downloads a browser here: it drives the system's.
"""
from __future__ import annotations

import shutil
import socket
import tempfile
import threading
import time
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives the page in Chromium (skipped without chromium or playwright)")


def _why_not() -> str | None:
    if not CHROMIUM.exists():
        return f"no browser: {CHROMIUM} is missing (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "no Playwright for Python (pip install '.[test]')"
    return None


def pytest_collection_modifyitems(config, items):
    reason = _why_not()
    for item in items:
        if "tests/browser" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.browser)
            if reason:
                item.add_marker(pytest.mark.skip(reason=reason))


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class RunningServer:
    """`teotl serve`'s application under uvicorn, in a thread of this process."""

    def __init__(self, data: Path):
        import uvicorn

        from teotl.server import ServerConfig, create_app
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.app = create_app(ServerConfig(data_dir=data))
        self.server = uvicorn.Server(uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the server did not start")
            time.sleep(0.05)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=20)


@pytest.fixture
def server(tmp_path):
    running = RunningServer(tmp_path / "data")
    yield running
    running.stop()


@pytest.fixture(scope="module")
def browser_context():
    from playwright.sync_api import sync_playwright
    profile = tempfile.mkdtemp(prefix="teotl-chromium-")
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS,
            viewport={"width": 1400, "height": 1000})
        yield context
        context.close()
    shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def page(browser_context):
    page = browser_context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.errors = errors
    yield page
    page.close()
