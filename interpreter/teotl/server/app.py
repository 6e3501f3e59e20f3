"""`create_app(config)`: the Starlette application of `teotl serve`.

One engine thread does every piece of game work (loading rule sets, answering, bots, views):
the compiled rule sets are made for one thread (`teotl.loading`), and one thread also means two
requests never change one game at once. The event loop only moves bytes.
"""
from __future__ import annotations

import asyncio
import contextlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable, Sequence

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from teotl.server.config import ServerConfig
from teotl.server.errors import ApiError
from teotl.server.limits import BodyLimit, HostCheck, SecurityHeaders
from teotl.server.records import RecordStore
from teotl.server.routes import ROUTES
from teotl.server.rulesets import RuleSets
from teotl.server.store import GameStore

STATIC = Path(__file__).resolve().parent / "static"
LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "[::1]", "testserver"]   # testserver: Starlette's TestClient


class Server:
    """What the routes share: the configuration, the rule sets, the games, the engine thread."""

    def __init__(self, config: ServerConfig):
        self.config = config
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="teotl-engine")
        self.rulesets = RuleSets(config.rules, config.rules_path)
        self.store = GameStore(RecordStore(config.data_dir), self.rulesets, config.limits)

    async def run(self, work: Callable[[], Any]) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self.executor, work)

    def close(self) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)


async def _page(request: Request) -> Response:
    return FileResponse(STATIC / "index.html", media_type="text/html")


async def _api_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, ApiError)
    return JSONResponse(error.to_json(), status_code=error.status)


async def _http_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, HTTPException)
    messages = {404: "no such address on this server", 405: "this address does not take that method"}
    message = messages.get(error.status_code, str(error.detail))
    return JSONResponse({"error": {"status": error.status_code, "code": "http_" + str(error.status_code),
                                   "message": message}}, status_code=error.status_code, headers=error.headers)


async def _internal_error(request: Request, error: Exception) -> Response:
    return JSONResponse({"error": {"status": 500, "code": "internal_error",
                                   "message": f"internal error ({type(error).__name__}): this is a bug in teotl, "
                                              "please report it"}}, status_code=500)


def create_app(config: ServerConfig, allowed_hosts: Sequence[str] = ()) -> Starlette:
    """The application. `allowed_hosts`: the Host headers accepted (default: the loopback names,
    so a web page elsewhere cannot reach the server through a DNS name pointed at 127.0.0.1)."""
    server = Server(config)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette):
        server.store.records.claim()      # one server per folder, while it serves
        try:
            yield
        finally:
            server.store.records.release()
            server.close()

    routes = [Route("/", _page, methods=["GET"]), Route("/play/{game_id}", _page, methods=["GET"]),
              *ROUTES, Mount("/static", app=StaticFiles(directory=STATIC), name="static")]
    middleware = [Middleware(HostCheck, allowed=list(allowed_hosts) or LOOPBACK_HOSTS),
                  Middleware(SecurityHeaders), Middleware(BodyLimit, max_bytes=config.limits.max_body_bytes)]
    app = Starlette(routes=routes, middleware=middleware, lifespan=lifespan,
                    exception_handlers={ApiError: _api_error, HTTPException: _http_error,
                                        Exception: _internal_error})
    app.state.server = server
    return app
