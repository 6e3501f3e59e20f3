"""What a server is started with: its folder, its rule sets, and the bounds on what a request may ask.

Why bounds: the server is reachable by anything that can open a socket to it; a body of a
gigabyte, ten thousand games or a game of a thousand seats must be refused with a reason before
they cost memory or time. The defaults suit a person playing on their own machine.
"""
from __future__ import annotations

import ipaddress
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000


@dataclass(frozen=True)
class Limits:
    max_body_bytes: int = 1024 * 1024       # a long game's record is under 100 kB
    max_games: int = 200                    # stored games (finished ones count until deleted)
    max_live_games: int = 32                # games kept in memory; the others are replayed on demand
    max_players: int = 8                    # and the rule set's own `players:` range
    max_seed_digits: int = 30
    max_log_lines: int = 400                # log lines sent with a state
    max_bot_decisions: int = 50_000         # bot answers in one request (a whole game of bots fits)


@dataclass(frozen=True)
class ServerConfig:
    data_dir: Path
    rules: Optional[str] = None             # the rule set offered first (a shipped name or a folder)
    rules_path: tuple[Path, ...] = ()       # more folders holding rule sets, searched by name
    limits: Limits = field(default_factory=Limits)


def default_data_dir() -> Path:
    """`$TEOTL_SERVER_DIR`, else `$XDG_DATA_HOME/teotl/server`, else `~/.local/share/teotl/server`."""
    explicit = os.environ.get("TEOTL_SERVER_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "teotl" / "server"


def is_loopback(host: str) -> bool:
    """True for 127.0.0.0/8, ::1 and `localhost`: addresses other machines cannot reach."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False
