"""teotl's diagnostics as the editor shows them: the same code, message and hint as
`teotl check`, at the same line and column, underlining the word that is wrong."""
from __future__ import annotations

import re

from lsprotocol import types

from teotl.rules.diagnostics import Diagnostic

_WORD = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]*|\S")


def to_lsp(diagnostic: Diagnostic, lines: list[str]) -> types.Diagnostic:
    line = max(diagnostic.line - 1, 0)
    column = max(diagnostic.column - 1, 0)
    text = lines[line] if line < len(lines) else ""
    match = _WORD.match(text, column) if column < len(text) else None
    end = match.end() if match else column + 1
    message = diagnostic.message + (f" ({diagnostic.hint})" if diagnostic.hint else "")
    return types.Diagnostic(
        range=types.Range(types.Position(line, column), types.Position(line, max(end, column + 1))),
        message=message, severity=types.DiagnosticSeverity.Error if diagnostic.is_error
        else types.DiagnosticSeverity.Warning,
        code=diagnostic.code, source="teotl",
        data={"hint": diagnostic.hint, "rule_id": diagnostic.rule_id})
