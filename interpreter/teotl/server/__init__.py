"""`teotl serve`: play in the browser — a local web server, its JSON interface and its page.

    from teotl.server import ServerConfig, create_app
    app = create_app(ServerConfig(data_dir=Path("games")))     # a Starlette app; run it with uvicorn

The modules, each with one job: `app` (the application, the engine thread), `routes` (the HTTP
interface, docs/server.md), `requests` (what a body may hold), `store` (all games, their bounds),
`session` (one game: seats, bots, undo), `records` (games on disk), `tokens` (seat links),
`rulesets` (rule sets by name), `view` (what one seat sees, as JSON), `visibility` (hidden
information), `spaces` (the spaces of a game for drawing), `labels` (names in a language),
`pictures` (component pictures), `limits` (request bounds, security headers), `config`, `cli`
(the `serve` command) and `core` (the one door to the engine). The page is in `static/`.
"""
from teotl.server.app import create_app
from teotl.server.config import Limits, ServerConfig

__all__ = ["Limits", "ServerConfig", "create_app"]
