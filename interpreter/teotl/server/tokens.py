"""Seat tokens: the secret in a seat's link that lets its holder answer for that seat.

A token is 24 random bytes (URL-safe text). The server keeps only its SHA-256 (the data folder
never holds a usable token) and compares digests in constant time, so a request with another
seat's token, a guessed token or a token of another game is told apart from the right one
without leaking how close it came.
"""
from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from typing import Optional

TOKEN_PATTERN = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
GAME_ID_PATTERN = re.compile(r"^[a-z0-9]{12}$")


def new_token() -> str:
    return secrets.token_urlsafe(24)


def new_game_id() -> str:
    """Twelve characters of [a-z0-9]: server-chosen, never a path, never a name from a request."""
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
    return "".join(secrets.choice(alphabet) for _ in range(12))


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def well_formed(token: Optional[str]) -> bool:
    return isinstance(token, str) and TOKEN_PATTERN.match(token) is not None


def matches(token: str, stored_digest: Optional[str]) -> bool:
    if stored_digest is None or not well_formed(token):
        return False
    return hmac.compare_digest(digest(token), stored_digest)
