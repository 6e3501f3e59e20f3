"""The two errors of the effect language, and the did-you-mean hint they carry.

`DslSyntaxError`: an effect text that does not follow the grammar (raised by the parsers).
`CompileError`: a well-formed effect that means nothing here (unknown name, wrong argument kind,
misplaced construct), raised by the compiler and the primitives. Both carry a code (`E2xx`,
`E4xx`), a message, a hint and a position inside the effect text; the rule loader maps that
position into the file.
"""
from __future__ import annotations

import difflib
import os
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
        self.node = node  # the syntax-tree node it is about (template expansion tells body from arguments by it)
        self.line = getattr(node, "line", 0) or 0
        self.column = getattr(node, "column", 0) or 0


def did_you_mean(name: str, candidates, cutoff: float = 0.6) -> str:
    close = closest(name, candidates, cutoff)
    return f"did you mean `{close}`?" if close else ""


def unknown_call(code: str, what: str, name: str, candidates, templates: dict, otherwise: str,
                 node: Any) -> CompileError:
    """E403 / E402 for a verb or function no primitive has: the hint names the closest verb or
    function, or the closest template (a template is called like a verb or a function, so its slip
    reads as an unknown one), else `otherwise`."""
    close = closest(name, list(candidates) + list(templates))
    if close is not None and close in templates and close not in candidates:
        usage = getattr(templates[close], "usage", None)
        return CompileError(code, f"unknown {what} or template `{name}`",
                            f"did you mean the template `{usage() if callable(usage) else close}`?", node)
    return CompileError(code, f"unknown {what} `{name}`", f"did you mean `{close}`?" if close else otherwise, node)


def closest(name: str, candidates, cutoff: float = 0.6) -> Optional[str]:
    """The word most likely meant: one slip away first (a letter missing, extra or wrong, or two
    letters swapped — `gian` is `gain`, although difflib finds `grant` closer), two slips for
    longer words; then difflib's closest above `cutoff`."""
    names = sorted({str(c) for c in candidates})
    allowed = 1 if len(name) < 6 else 2
    ranked = sorted((_slips(name, other), -difflib.SequenceMatcher(None, name, other).ratio(), other)
                    for other in names if abs(len(other) - len(name)) <= allowed)
    if ranked and ranked[0][0] <= allowed:
        return ranked[0][2]
    close = difflib.get_close_matches(name, names, n=1, cutoff=cutoff)
    return close[0] if close else None


def _slips(a: str, b: str) -> int:
    """Edit distance counting a swap of two neighbouring letters as one slip (Damerau–Levenshtein,
    optimal string alignment)."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, char in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, other in enumerate(b, 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char != other))
            if i > 1 and j > 1 and char == b[j - 2] and a[i - 2] == other:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[len(b)]


def internal_error(error: Exception, node: Any, shown: str) -> CompileError:
    """An exception out of compiling `node` (written `shown`) that is not a CompileError — a bug
    in teotl, not in the rule file — as the E400 the checker reports at that node (the check goes
    on with the other effects). Too deep a tree is the rule file's, not a bug: E204. TEOTL_DEBUG=1 lets the
    exception through, with its traceback."""
    if os.environ.get("TEOTL_DEBUG") == "1":
        raise error
    if isinstance(error, RecursionError):
        return CompileError("E204", "the effect nests too deeply to compile",
                            "flatten it: split long sums and deep nesting into named queries or components", node)
    return CompileError("E400", f"the checker failed on `{shown}`: {type(error).__name__}: {error}",
                        "this is a bug in teotl, please report it (TEOTL_DEBUG=1 shows details)", node)
