"""`teotl serve`: the command that starts the web server (registered by teotl's CLI).

Safe by default: it listens on 127.0.0.1 only (this machine); `--host` opens it to a network,
with a warning, because anyone who can reach the port can start games and read public ones.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from teotl.server.config import DEFAULT_HOST, DEFAULT_PORT, Limits, ServerConfig, default_data_dir, is_loopback

EXIT_OK, EXIT_USAGE = 0, 2

_EXAMPLES = """\
examples:
  teotl serve                                  http://127.0.0.1:8000/ — start a game in the browser
  teotl serve --port 8123 --data ~/teotl-games
  teotl serve --rules path/to/my-ruleset       offer another rule set first
  teotl serve --host 0.0.0.0                   reachable from the network (prints a warning)

The HTTP interface (JSON) is described in docs/server.md.
"""


def add_serve_command(commands: argparse._SubParsersAction) -> None:
    serve = commands.add_parser("serve", help="play in the browser: a local web server",
                                description="Start a web server to play games in the browser, against bots or "
                                            "with other people (one link per seat).",
                                epilog=_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    serve.add_argument("--rules", default=None, metavar="NAME",
                       help="the rule set offered first: a shipped rule set's name or a folder holding game.yaml")
    serve.add_argument("--host", default=DEFAULT_HOST, metavar="ADDRESS",
                       help=f"the address to listen on (default {DEFAULT_HOST}: this machine only)")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT, metavar="N", help=f"the port (default {DEFAULT_PORT})")
    serve.add_argument("--data", type=Path, default=None, metavar="DIR",
                       help=f"where games are kept (default {default_data_dir()})")
    serve.add_argument("--max-games", type=int, default=Limits.max_games, metavar="N",
                       help=f"games kept at most (default {Limits.max_games})")
    serve.add_argument("--max-body", type=int, default=Limits.max_body_bytes, metavar="BYTES",
                       help=f"the largest request body accepted (default {Limits.max_body_bytes})")
    serve.set_defaults(run=run_serve)


def run_serve(args: Any) -> int:
    import uvicorn

    from teotl.server import core
    from teotl.server.app import create_app
    from teotl.server.records import FolderInUse

    if not 0 < args.port < 65536:
        print(f"teotl serve: error: --port must be 1 to 65535, not {args.port}", file=sys.stderr)
        return EXIT_USAGE
    if args.max_games < 1 or args.max_body < 1024:
        print("teotl serve: error: --max-games must be at least 1 and --max-body at least 1024", file=sys.stderr)
        return EXIT_USAGE
    data = Path(args.data) if args.data is not None else default_data_dir()
    try:
        data.mkdir(parents=True, exist_ok=True)
    except OSError as problem:
        print(f"teotl serve: error: cannot use {data} for the games ({problem.strerror})", file=sys.stderr)
        return EXIT_USAGE
    folders = tuple(Path(p) for p in (getattr(args, "rules_path", None) or []))
    limits = Limits(max_games=args.max_games, max_body_bytes=args.max_body)
    config = ServerConfig(data_dir=data, rules=str(args.rules) if args.rules is not None else None,
                          rules_path=folders, limits=limits)
    loopback = is_loopback(args.host)
    try:
        app = create_app(config, allowed_hosts=() if loopback else ["*"])
    except core.UsageError as problem:
        print(f"teotl serve: error: {problem.message}" + (f" ({problem.hint})" if problem.hint else ""),
              file=sys.stderr)
        return EXIT_USAGE
    try:
        app.state.server.store.records.claim()
    except FolderInUse as problem:
        print(f"teotl serve: error: {problem}", file=sys.stderr)
        return EXIT_USAGE
    if not loopback:
        print(f"teotl serve: warning: listening on {args.host}, not this machine only: anyone who can reach "
              f"port {args.port} can start games and watch them (seat links stay private)", file=sys.stderr)
    shown = f"[{args.host}]" if ":" in args.host else args.host
    print(f"teotl serve: http://{shown}:{args.port}/ (games in {data}); Ctrl-C stops", file=sys.stderr)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", server_header=False)
    return EXIT_OK
