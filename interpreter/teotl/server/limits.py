"""Middleware that bounds and hardens every request before a route sees it.

- `BodyLimit`: a body longer than the limit is refused with 413 as soon as its length is known
  (the `Content-Length` header) or while it streams in (no header, or a false one): it is never
  read whole into memory.
- `HostCheck`: a server on the loopback address answers only to loopback host names, so a web
  page elsewhere cannot reach it through a DNS name that points at 127.0.0.1 (DNS rebinding).
- `SecurityHeaders`: the page may load only its own scripts and styles and may not be framed;
  no response is sniffed into another type; links never send the page's address elsewhere.
"""
from __future__ import annotations

import json
from typing import Any

Scope = dict[str, Any]

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'")


def _error_body(status: int, code: str, message: str) -> bytes:
    return json.dumps({"error": {"status": status, "code": code, "message": message}}).encode("utf-8")


async def _send_error(send, status: int, code: str, message: str) -> None:
    body = _error_body(status, code, message)
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})


class BodyTooLarge(Exception):
    pass


class BodyLimit:
    def __init__(self, app, max_bytes: int):
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.max_bytes
        message = f"the request body is larger than this server accepts ({limit} bytes)"
        for name, value in scope.get("headers") or ():
            if name == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    await _send_error(send, 400, "bad_request", "the Content-Length header is not a number")
                    return
                if declared > limit:
                    await _send_error(send, 413, "body_too_large", message)
                    return
        received = 0
        started = False

        async def counted_receive():
            nonlocal received
            event = await receive()
            if event["type"] == "http.request":
                received += len(event.get("body", b""))
                if received > limit:
                    raise BodyTooLarge()
            return event

        async def tracked_send(event):
            nonlocal started
            if event["type"] == "http.response.start":
                started = True
            await send(event)

        try:
            await self.app(scope, counted_receive, tracked_send)
        except BodyTooLarge:
            if not started:
                await _send_error(send, 413, "body_too_large", message)


class HostCheck:
    def __init__(self, app, allowed: list[str]):
        self.app = app
        self.allowed = {name.lower() for name in allowed}

    async def __call__(self, scope: Scope, receive, send) -> None:
        if scope["type"] != "http" or "*" in self.allowed:
            await self.app(scope, receive, send)
            return
        host = ""
        for name, value in scope.get("headers") or ():
            if name == b"host":
                host = value.decode("latin-1").lower()
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        if name not in self.allowed:
            await _send_error(send, 400, "bad_host", f"this server answers to {', '.join(sorted(self.allowed))} only, "
                              f"not to the host name {host!r}")
            return
        await self.app(scope, receive, send)


class SecurityHeaders:
    def __init__(self, app):
        self.app = app

    async def __call__(self, scope: Scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(event):
            if event["type"] == "http.response.start":
                headers = list(event.get("headers") or [])
                present = {name.lower() for name, _ in headers}
                for name, value in ((b"x-content-type-options", b"nosniff"), (b"referrer-policy", b"no-referrer"),
                                    (b"x-frame-options", b"DENY"), (b"content-security-policy", CSP.encode()),
                                    (b"cache-control", b"no-store")):
                    if name not in present:
                        headers.append((name, value))
                event = {**event, "headers": headers}
            await send(event)

        await self.app(scope, receive, with_headers)
