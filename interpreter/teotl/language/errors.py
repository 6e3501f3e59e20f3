"""The two errors of the effect language, and the did-you-mean hint they carry.

`DslSyntaxError`: an effect text that does not follow the grammar (raised by the parsers).
`CompileError`: a well-formed effect that means nothing here (unknown name, wrong argument kind,
misplaced construct), raised by the compiler and the primitives. Both carry a code (`E2xx`,
`E4xx`), a message, a hint and a position inside the effect text; the rule loader maps that
position into the file.
"""
from __future__ import annotations

import difflib
from typing import Any, Optional


class DslSyntaxError(Exception):
    """An effect string that does not follow the grammar."""

    def __init__(self, message: str, line: int, column: int, hint: str, code: str = "E201"):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.hint = hint
        self.code = code


class CompileError(Exception):
    """A semantic error in one effect: unknown name, wrong argument kind, misplaced construct."""

    def __init__(self, code: str, message: str, hint: str = "", node: Optional[Any] = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint
        self.line = getattr(node, "line", 0) or 0
        self.column = getattr(node, "column", 0) or 0


def did_you_mean(name: str, candidates) -> str:
    close = difflib.get_close_matches(name, list(candidates), n=1, cutoff=0.6)
    return f"did you mean `{close[0]}`?" if close else ""
