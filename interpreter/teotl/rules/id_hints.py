"""The hint for a component id with `-` named inside an effect.

Why: component ids may hold `-` (`rain-shrine`), vocabulary names may not, because in an effect
`-` is minus. So `resolve rain-shrine` or `datum(rain-shrine, price)` fails as arithmetic — "expected
a number", "argument 1 of `datum` must be a name", "unknown name `rain`" — and none of those says
what is wrong. An error whose place lies on a loaded component's id written with `-` gets the
hint that says it, whatever the error was.
"""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any, Optional

from teotl.language.errors import closest
from teotl.rules.diagnostics import Diagnostic

_DASHED = re.compile(r"(?<![A-Za-z0-9_-])[a-z][a-z0-9_]*(?:-[a-z0-9_]+)+")


def dashed_id_hints(ruleset: Any, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    dashed = {cid for cid in ruleset.components if "-" in cid}
    if not dashed:
        return diagnostics
    return [_hinted(ruleset, d, dashed) or d if d.is_error and d.code[:2] in ("E2", "E4") else d
            for d in diagnostics]


def _hinted(ruleset: Any, diagnostic: Diagnostic, dashed: set[str]) -> Optional[Diagnostic]:
    document = ruleset.documents.get(Path(diagnostic.file)) if diagnostic.file else None
    text = getattr(document, "text", None)
    if not text or diagnostic.line < 1:
        return None
    lines = text.split("\n")
    if diagnostic.line > len(lines):
        return None
    index = max(diagnostic.column, 1) - 1
    for match in _DASHED.finditer(lines[diagnostic.line - 1]):
        if not match.start() <= index < match.end():
            continue
        written = match.group()
        name = written if written in dashed else closest(written, dashed)
        if name is None:
            return None
        meant = "" if name == written else f"did you mean the component `{name}`? "
        return replace(diagnostic, hint=f"{meant}`{name}` is a component id, but in an effect `-` is minus: to name "
                                        f"the component here, give it an id without `-` (`{name.replace('-', '_')}`)")
    return None
