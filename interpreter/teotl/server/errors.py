"""Every refusal the server gives is an `ApiError`: an HTTP status, a short code, a sentence.

Why one class: a client (the page, a script, another person's program) gets the same JSON shape
for every problem — `{"error": {"status": 422, "code": "illegal_answer", "message": "…"}}` —
and never a traceback page; the routes raise it before anything changes.
"""
from __future__ import annotations

from typing import Any


class ApiError(Exception):
    def __init__(self, status: int, code: str, message: str, **details: Any):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details

    def to_json(self) -> dict[str, Any]:
        return {"error": {"status": self.status, "code": self.code, "message": self.message, **self.details}}


def bad_request(message: str, code: str = "bad_request", **details: Any) -> ApiError:
    return ApiError(400, code, message, **details)


def not_found(message: str, code: str = "not_found") -> ApiError:
    return ApiError(404, code, message)


def forbidden(message: str, code: str = "forbidden") -> ApiError:
    return ApiError(403, code, message)


def conflict(message: str, code: str = "conflict", **details: Any) -> ApiError:
    return ApiError(409, code, message, **details)
